"""Live verification (site/live.py): what `mkdocs serve` finds on a page, before any marking."""

from __future__ import annotations

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
