"""Live verification (site/live.py): what `mkdocs serve` finds on a page, before any marking."""

from __future__ import annotations

import os
import sys
import threading
import time

import pytest

from autograd_site.languages import BY_CODE
from autograd_site.markdown.markers import Marker
from autograd_site.site import live
from autograd_site.site.live import LiveVerifier
from autograd_site.verify.collect import collect_page

SOURCE_PAGE = (
    '# Gradien\n\nKalimat ini benar.\n\n```python\nprint("a")\n```\n\n```output title="Keluaran"\na\n```\n\n'
    '!!! note "Catatan"\n\n    Isi.\n'
)
TRANSLATION = (
    '# Градиент\n\nЭто предложениее.\n\n```python\nprint("a")\n```\n\n```output title="Вывод"\nb\n```\n\n'
    'Ошибка “`no such message`”.\n\n!!! tip "Заметка"\n\n    Текст.\n'
)


@pytest.fixture(scope="module")
def verifier():
    live = LiveVerifier()
    yield live
    live.close()


def test_a_translation_with_a_wrong_claim_a_quote_a_parity_break_and_a_misspelling_has_each_found(verifier, tmp_path):
    docs = tmp_path / "docs"
    for code, text in (("id", SOURCE_PAGE), ("ru", TRANSLATION)):
        (docs / code).mkdir(parents=True)
        (docs / code / "x.md").write_text(text, encoding="utf-8")
    assert verifier.markers(collect_page(docs / "id" / "x.md"), docs) == []  # the source
    page = collect_page(docs / "ru" / "x.md")
    found = {(m.kind, m.line) for m in verifier.markers(page, docs) if m.kind != "spelling"}
    found |= {(m.kind, m.line) for m in verifier.spelling(page, BY_CODE["ru"], docs)}  # outside docs/ a page reads as the source language
    assert ("output-differs", 11) in found  # after the claim's closing fence
    assert ("quote-not-printed", 13) in found
    assert ("parity", 15) in found  # the admonition's type
    assert ("spelling", 3) in found  # предложениее
    executed = verifier.runner.executed
    verifier.markers(page, docs)
    assert verifier.runner.executed == executed  # a rebuild reruns nothing unchanged


def test_a_page_with_hundreds_of_problems_shows_the_first_and_counts_the_rest(tmp_path):
    """A translation just copied from its source: a bounded number of markers, the last one
    counting the rest and saying why."""
    docs = tmp_path / "docs"
    paragraph = "Paragraf ini sengaja dibiarkan tanpa terjemahan sama sekali, kata demi kata.\n\n"
    for code in ("id", "ru"):
        (docs / code).mkdir(parents=True)
        (docs / code / "x.md").write_text("# Judul\n\n" + paragraph * 10, encoding="utf-8")
    many = [Marker("spelling", line, f"x.md:{line}", "unknown word") for line in range(3, 703)]
    shown = live.bounded(many, docs / "ru" / "x.md", docs)
    assert shown[: live.MOST_MARKED] == many[: live.MOST_MARKED]
    assert len(shown) == live.MOST_MARKED + 1
    assert shown[-1].text == f"… and {700 - live.MOST_MARKED} more: the page is mostly untranslated"
    assert shown[-1].line == many[live.MOST_MARKED].line
    assert live.bounded(many[:5], docs / "ru" / "x.md", docs) == many[:5]


def test_a_node_the_prose_names_but_the_diagram_does_not_draw_is_marked_under_the_diagram(verifier, tmp_path):
    page = tmp_path / "x.md"
    page.write_text(
        '# Graf\n\n```autograd-graph roots="y"\nrequires_grad/tracked_vs_untracked.py\n```\n\n`MulBackward0` lalu `PowBackward0`.\n',
        encoding="utf-8",
    )
    markers = verifier.claims(collect_page(page))
    assert [(m.kind, m.line) for m in markers] == [("node-not-drawn", 5)]  # after the diagram's closing fence
    assert "`PowBackward0`" in markers[0].text


def serving(tmp_path):
    """A LiveReloadServer watching as `mkdocs serve` and this site's plugin make it, its builds counted."""
    from mkdocs.livereload import LiveReloadServer

    docs, examples, config = tmp_path / "docs", tmp_path / "docs_src", tmp_path / "mkdocs.yml"
    for folder in (docs / "id" / "notebooks", examples):
        folder.mkdir(parents=True)
    config.write_text("site_name: x\n", encoding="utf-8")
    builds: list[float] = []
    server = LiveReloadServer(builder=lambda: builds.append(time.monotonic()), host="127.0.0.1", port=0, root=str(tmp_path))
    server.watch(str(docs))  # what MkDocs watches before the plugin's on_serve
    server.watch(str(config))
    live.watch_for_serve(server, config, docs, [str(examples)], [])
    server.watch(str(examples))  # mkdocs.yml's watch:, after on_serve
    return server, builds


def one_build_after(builds: list[float], action, seconds: float = 5.0) -> int:
    """Run `action`, then count the builds it started (waiting for the first, then a while for more)."""
    before = len(builds)
    action()
    deadline = time.monotonic() + seconds
    while len(builds) == before and time.monotonic() < deadline:
        time.sleep(0.01)
    time.sleep(0.6)  # longer than a poll: a second build would have started
    return len(builds) - before


def test_serve_is_told_of_each_save_once_and_of_no_read(tmp_path):
    """The build reads every page and writes the notebooks: were either a change, each build
    would call for another. Through MkDocs' own build loop, on its public API."""
    server, builds = serving(tmp_path)
    if sys.platform.startswith("linux"):
        assert isinstance(server.observer, live.ChangesObserver)
    page, example, config = tmp_path / "docs" / "id" / "page.md", tmp_path / "docs_src" / "example.py", tmp_path / "mkdocs.yml"
    page.write_text("# Page\n", encoding="utf-8")
    example.write_text("print(1)\n", encoding="utf-8")
    thread = threading.Thread(target=server.serve)
    thread.start()
    try:
        time.sleep(0.2)
        assert one_build_after(builds, lambda: page.read_text(encoding="utf-8"), 0.3) == 0
        notebook = tmp_path / "docs" / "id" / "notebooks" / "page.ipynb"
        assert one_build_after(builds, lambda: notebook.write_text("{}", encoding="utf-8"), 0.3) == 0
        assert one_build_after(builds, lambda: page.write_text("# Page 2\n", encoding="utf-8")) == 1
        assert one_build_after(builds, lambda: example.write_text("print(2)\n", encoding="utf-8")) == 1

        def replace_config() -> None:  # an editor's atomic save: a new file moved over the old one
            (tmp_path / "mkdocs.yml.new").write_text("site_name: y\n", encoding="utf-8")
            os.replace(tmp_path / "mkdocs.yml.new", config)

        assert one_build_after(builds, replace_config) == 1
        assert one_build_after(builds, replace_config) == 1  # still watched after being replaced
        assert one_build_after(builds, lambda: (tmp_path / "other.txt").write_text("x", encoding="utf-8"), 0.3) == 0
    finally:
        server.shutdown()
        thread.join(10)
    assert server.build_delay == live.BUILD_DELAY_SECONDS < 0.1  # MkDocs' own wait, shortened


def test_where_the_platforms_watcher_cannot_start_serve_polls_as_mkdocs_does(tmp_path, monkeypatch):
    from watchdog.observers.polling import PollingObserver

    def limit_reached(self):
        raise OSError(28, "inotify watch limit reached")

    monkeypatch.setattr(live.ChangesObserver, "start", limit_reached)
    server, builds = serving(tmp_path)
    assert isinstance(server.observer, PollingObserver)
    watched = sorted(emitter.watch.path for emitter in server.observer.emitters)
    assert watched == sorted(
        str(p) for p in (tmp_path, tmp_path / "docs", tmp_path / "docs" / "id", tmp_path / "docs_src")
    )  # mkdocs.yml: through its folder
    server.server_close()


def test_spelling_asks_hunspell_about_changed_lines_only(monkeypatch):
    asked: list[list[str]] = []

    def run(lines, language):
        asked.append(lines)
        return [[f"# {line.split()[0]} 1"] if "salah" in line else [] for line in lines]

    verdicts = live.LineVerdicts(run)
    ru, id_ = BY_CODE["ru"], BY_CODE["id"]
    assert verdicts(["kata benar", "kata salah", "kata benar"], id_) == [[], ["# kata 1"], []]
    assert verdicts(["kata benar", "kata baru", "kata salah"], id_) == [[], [], ["# kata 1"]]
    assert verdicts(["kata benar"], ru) == [[]]  # another language: asked again
    assert asked == [["kata benar", "kata salah"], ["kata baru"], ["kata benar"]]
    monkeypatch.setattr(live.spelling, "word_list_entries", lambda language: ["kata"])  # a word list changed
    assert verdicts(["kata benar"], id_) == [[]]
    assert asked[-1] == ["kata benar"]
