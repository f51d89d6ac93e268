"""Translation state per section, on a scratch docs tree: the stale banner names the changed
sections as the translation titles them (a section the source added links to the source),
and the status page's table says fresh / stale (which sections) / missing and verified."""

from __future__ import annotations

import re
from types import SimpleNamespace

from autograd_site.languages import BY_CODE, SOURCE
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


def test_a_fresh_translation_has_no_banner_and_a_fresh_row(tmp_path):
    docs = marked_tree(tmp_path)
    assert banner_of(docs) == ""
    assert row(status_table(RU, "ru/translation-status/", docs, None), "p.md")[2:] == [RU.status_states["fresh"], RU.status_unverified]


def test_a_one_section_edit_links_that_section_alone_in_the_banner(tmp_path):
    docs = marked_tree(tmp_path)
    edit(docs / "id/p.md", "Bagian kedua.", "Bagian kedua, diubah.")
    banner = banner_of(docs)
    links = re.findall(r'<a href="([^"]*)"[^>]*>([^<]*)</a>', banner)
    assert links == [("../../p/", SOURCE.name), ("#two", "Два")]
    assert banner.count("Два") == 1 and "Один" not in banner


def test_a_section_the_source_added_links_to_the_source_page(tmp_path):
    docs = marked_tree(tmp_path)
    edit(docs / "id/p.md", "Bagian kedua.\n", "Bagian kedua.\n\n## Tiga `x` { #three }\n\nBagian ketiga.\n")
    assert '<a href="../../p/#three" hreflang="id" lang="id">Tiga <code>x</code></a>' in banner_of(docs)


def test_a_translation_marked_before_sections_keeps_the_page_banner(tmp_path):
    docs = marked_tree(tmp_path)
    text = (docs / "ru/p.md").read_text(encoding="utf-8")
    (docs / "ru/p.md").write_text(re.sub(r"^source_sections:.*\n", "", text, flags=re.M), encoding="utf-8")
    edit(docs / "id/p.md", "Bagian kedua.", "Bagian kedua, diubah.")
    link = f'<a href="../../p/" hreflang="{SOURCE.code}" lang="{SOURCE.code}">{SOURCE.name}</a>'
    assert RU.stale_banner.format(source=link) in banner_of(docs)


def test_the_status_table_names_the_stale_sections_and_the_verified_torch(tmp_path):
    docs = marked_tree(tmp_path)
    edit(docs / "id/p.md", "Pengantar halaman ini.", "Pengantar halaman ini, diubah.")
    report = {"torch": "2.13.0", "date": "2026-11-30"}
    # Read from the source language's page: the translation's row links into /ru/.
    cells = row(status_table(SOURCE, "translation-status/", docs, report), "p.md")
    assert cells[0] == "[Halaman](p.md)"
    assert cells[1] == '<a href="../ru/p/" hreflang="ru">Русский</a>'
    assert cells[2] == f'{SOURCE.status_states["stale"]}: <a href="../ru/p/">Страница</a>'  # the introduction
    assert cells[3] == SOURCE.verified_stamp.format(**report)
    assert row(status_table(SOURCE, "translation-status/", docs, report), "q.md")[2] == SOURCE.status_states["missing"]


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
