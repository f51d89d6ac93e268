"""Translation state per section, on a scratch docs tree: a section the source added links to
the source in the stale banner; the status page's table is made where its marker stands, each
row again only when its page changed. (The banners and the table of each state, on the real
site built with a stale, a one-section stale and a missing translation: test_translations.py.)"""

from __future__ import annotations

from types import SimpleNamespace

from autograd_site.languages import BY_CODE
from autograd_site.site import status_page
from autograd_site.site.status_page import MARKER, fill, status_table
from autograd_site.site.translations import translation_banner
from autograd_site.translate import status
from tests.translate.conftest import edit, write_tree
from tests.translate.test_freshness import SOURCE as SOURCE_PAGE
from tests.translate.test_freshness import TRANSLATION

RU = BY_CODE["ru"]


def marked_tree(tmp_path):
    write_tree(tmp_path, {"docs/id/p.md": SOURCE_PAGE, "docs/ru/p.md": TRANSLATION, "docs/id/q.md": "# Q\n\nHalaman lain.\n"})
    docs = tmp_path / "docs"
    assert status.main(["--mark", "ru/p.md"], docs) == 0
    return docs


def banner_of(docs, name: str = "p.md") -> str:
    page = SimpleNamespace(file=SimpleNamespace(src_uri=f"ru/{name}", locale="ru"), url=f"ru/{name[:-3]}/")
    return translation_banner(page, RU, docs)


def row(table: str, name: str) -> list[str]:
    [line] = [line for line in table.splitlines() if f"({name})" in line]
    return [cell.strip() for cell in line.strip("|").split(" | ")]


def test_a_section_the_source_added_links_to_the_source_page(tmp_path):
    docs = marked_tree(tmp_path)
    edit(docs / "id/p.md", "Bagian kedua.\n", "Bagian kedua.\n\n## Tiga `x` { #three }\n\nBagian ketiga.\n")
    assert '<a href="../../p/#three" hreflang="id" lang="id">Tiga <code>x</code></a>' in banner_of(docs)


def test_the_marker_line_becomes_the_table(tmp_path):
    docs = marked_tree(tmp_path)
    page = f"# Status\n\nIntro.\n\n{MARKER}\n"
    filled = fill(page, RU, "ru/translation-status/", docs, None)
    assert MARKER not in filled and filled.startswith("# Status\n\nIntro.\n\n| " + " | ".join(RU.status_columns))
    assert fill("# Other\n", RU, "ru/other/", docs, None) == "# Other\n"


def test_only_the_rows_of_a_changed_page_are_made_again_and_only_then(tmp_path, monkeypatch):
    docs = marked_tree(tmp_path)
    write_tree(tmp_path, {"docs/ru/q.md": "# Q\n\nДругая страница.\n"})
    first = status_table(RU, "ru/translation-status/", docs, None)
    states = []
    real_state_cell = status_page.state_cell
    monkeypatch.setattr(status_page, "state_cell", lambda pair, *args: states.append(pair.name) or real_state_cell(pair, *args))
    edit(docs / "id/p.md", "Bagian kedua.", "Bagian kedua, diubah.")
    changed = status_table(RU, "ru/translation-status/", docs, None)
    assert states == ["p.md"]  # q.md's row is the one made before
    assert row(changed, "p.md")[2].startswith(RU.status_states["stale"]) and row(first, "p.md")[2] == RU.status_states["fresh"]
    assert row(changed, "q.md") == row(first, "q.md")
    assert status_table(RU, "ru/translation-status/", docs, None) == changed and states == ["p.md"]  # serve asks again: kept
    status_page._rows.clear()  # what a first build makes of the same files
    assert status_table(RU, "ru/translation-status/", docs, None) == changed
    states.clear()
    status_table(RU, "ru/translation-status/", docs, {"torch": "2.13.0", "date": "2026-11-30"})  # type: ignore[typeddict-item]
    assert states == ["p.md", "q.md"]  # another verify stamp: every row again
