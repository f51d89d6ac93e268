"""A phone (390 px, touch): the glossary readable without scrolling sideways, a tapped glossary
term's definition shown where the reader is, the version table's cards naming their release.
(The walk of every page measures each page's layout at 390 px: test_pages.py.)"""

from __future__ import annotations

import pytest

from autograd_site.languages import LANGUAGES
from tests.browser import reading
from tests.browser.conftest import prefix

CODES = [language.code for language in LANGUAGES]
PHONE = {"viewport": {"width": reading.PHONE, "height": 844}, "is_mobile": True, "has_touch": True}

GLOSSARY_ROWS = """() => [...document.querySelectorAll("tr[id^='term-']")].map(row => {
  const cells = [...row.children].map(cell => cell.getBoundingClientRect());
  return {id: row.id, right: Math.max(...cells.map(c => c.right)), visible: cells.every(c => c.width > 0 && c.height > 0)};
})"""

# Every table whose header the phone's card layout hides: each cell a reader sees must still
# say what its column is (the version table: "PyTorch 2.4: верно", not three bare statuses).
CARD_CELLS = """() => [...document.querySelectorAll("article table")].filter(t => t.querySelector("th:nth-child(4)")).map(table => {
  const header = [...table.querySelectorAll("thead th")].map(th => th.innerText.trim());
  const hidden = table.querySelector("thead").getBoundingClientRect().height <= 1;
  return {hidden, header, rows: [...table.querySelectorAll("tbody tr")].map(tr => [...tr.children].map(td => td.innerText.trim()))};
})"""


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_the_glossary_and_the_version_table_read_on_a_phone_and_a_tapped_term_shows_its_definition_in_place(new_reader, language):
    reader = new_reader(**PHONE)
    reader.open(f"{prefix(language)}glossary/", wait_until="load")
    entries = reader.page.evaluate(GLOSSARY_ROWS)
    assert len(entries) > 80  # every entry is a row: none left as text after a broken table
    assert [e["id"] for e in entries if e["right"] > reading.PHONE or not e["visible"]] == []

    reader.open(prefix(language), wait_until="load")
    tables = [t for t in reader.page.evaluate(CARD_CELLS) if any(h.startswith("PyTorch ") for h in t["header"])]
    assert len(tables) == 1 and tables[0]["hidden"]  # the home page's version table, read as cards
    header, rows = tables[0]["header"], tables[0]["rows"]
    unnamed = [
        (row[0], cell) for row in rows for column, cell in zip(header[1:], row[1:], strict=True) if not cell.startswith(f"{column}:")
    ]
    assert rows and unnamed == []

    reader.open(f"{prefix(language)}backward/", wait_until="load")
    term = reader.page.locator("article a.glossary-term").first
    definition = term.get_attribute("title")
    term.scroll_into_view_if_needed()
    where = reader.page.url
    term.tap()
    box = reader.page.locator(".glossary-tap")
    box.wait_for(state="visible")
    assert reader.page.url == where  # the reader stays where they are
    assert box.locator("p").inner_text() == definition
    term_box, shown = term.bounding_box(), box.bounding_box()
    assert term_box and shown and 0 <= shown["y"] - (term_box["y"] + term_box["height"]) <= 12  # just under the term
    assert shown["x"] >= 0 and shown["x"] + shown["width"] <= reading.PHONE
    assert box.locator("a").get_attribute("href") == term.get_attribute("href")
    reader.page.locator("article h1").tap()  # a tap elsewhere closes it
    assert box.count() == 0
