"""Live verification (site/live.py): what `mkdocs serve` finds on a page, before any marking."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from autograd_site.languages import BY_CODE
from autograd_site.site import live
from autograd_site.site.live import LiveVerifier
from autograd_site.site.markers import Marker
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
    source = verifier.markers(collect_page(docs / "id" / "x.md"), docs)
    assert source == []
    page = collect_page(docs / "ru" / "x.md")
    found = {(m.kind, m.line) for m in verifier.markers(page, docs) if m.kind != "spelling"}
    found |= {(m.kind, m.line) for m in verifier.spelling(page, BY_CODE["ru"], docs)}  # outside docs/ a page reads as the source language
    assert ("output-differs", 11) in found  # after the claim's closing fence
    assert ("quote-not-printed", 13) in found
    assert any(kind == "parity" and line == 15 for kind, line in found)  # the admonition's type
    assert ("spelling", 3) in found  # предложениее
    executed = verifier.runner.executed
    verifier.markers(page, docs)
    assert verifier.runner.executed == executed  # a rebuild reruns nothing unchanged


def test_each_watched_folder_is_polled_as_often_as_one_look_at_it_is_cheap(tmp_path, monkeypatch):
    from mkdocs.livereload import LiveReloadServer

    from autograd_site.site import live

    small, large, examples = tmp_path / "docs", tmp_path / "large", tmp_path / "docs_src"
    for folder in (small, large, examples):
        folder.mkdir()
    looks = {str(small): 0.001, str(large): 0.012, str(examples): 0.2}  # seconds one look takes
    clock = [0.0]  # the time one look takes, exactly: a real sleep of 1 ms lasts 5 ms on a busy machine

    class TimedSnapshot:
        def __init__(self, path: str, recursive: bool) -> None:
            clock[0] += looks[path]

    monkeypatch.setattr(live, "DirectorySnapshot", TimedSnapshot)
    monkeypatch.setattr(live, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    try:
        server.watch(str(small))
        server.watch(str(large))
        server.watch(str(examples))
        live.poll_faster(server)
        intervals = {emitter.watch.path: emitter.timeout for emitter in server.observer.emitters}
    finally:
        server.server_close()
    assert intervals[str(small)] == live.POLL_SECONDS
    assert intervals[str(large)] == pytest.approx(0.012 / live.POLL_SHARE)  # 12 ms a look: 5% of the time
    assert intervals[str(examples)] == live.POLL_SECONDS_MOST  # MkDocs' own, at the most
    assert server.build_delay == live.BUILD_DELAY_SECONDS < 0.1  # MkDocs' own wait, shortened


def wait_for(condition, seconds: float = 5.0) -> bool:
    deadline = live.time.monotonic() + seconds
    while not condition():
        if live.time.monotonic() > deadline:
            return False
        live.time.sleep(0.01)
    return True


def test_serve_is_told_of_a_save_by_the_platform_and_not_of_a_read(tmp_path):
    """The build reads every page: were a read a change, each build would call for another."""
    from mkdocs.livereload import LiveReloadServer

    docs, examples = tmp_path / "docs", tmp_path / "docs_src"
    for folder in (docs, examples):
        folder.mkdir()
    page, example = docs / "page.md", examples / "example.py"
    page.write_text("# Page\n", encoding="utf-8")
    example.write_text("print(1)\n", encoding="utf-8")
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    try:
        server.watch(str(docs))
        live.watch_changes(server, [str(examples)])  # mkdocs.yml's watch: told the same way
        assert isinstance(server.observer, live.ChangesObserver) and server.observer.is_alive()
        server.observer.start()  # what MkDocs does as it serves: no second start
        for path in (page, example):
            path.read_text(encoding="utf-8")
            assert not wait_for(lambda: server._want_rebuild, 0.3), f"a read of {path.name} asked for a rebuild"
            path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
            assert wait_for(lambda: server._want_rebuild), f"a save of {path.name} was not told"
            server._want_rebuild = False
            assert not wait_for(lambda: server._want_rebuild, 0.3), f"a save of {path.name} was told twice"
    finally:
        server.observer.stop()
        server.server_close()


def test_where_the_platforms_watcher_cannot_start_serve_polls_the_folders(tmp_path, monkeypatch):
    from mkdocs.livereload import LiveReloadServer

    def limit_reached(self):
        raise OSError(28, "inotify watch limit reached")

    monkeypatch.setattr(live.ChangesObserver, "start", limit_reached)
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    try:
        server.watch(str(tmp_path))
        live.watch_changes(server, [])
        assert not isinstance(server.observer, live.ChangesObserver)
        assert [emitter.timeout for emitter in server.observer.emitters] == [live.POLL_SECONDS]  # polled, as often as cheap
    finally:
        server.server_close()


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
