"""What axe-core reports in the theme's markup, fixed on every page the theme renders (the
404 pages of every language too).

- Material's search is a role="dialog" without a name: it gets the search box's placeholder,
  which Material has already translated into the page's language ("Cari", "Поиск").

Notebook code cells are made focusable in notebook_pages.py; what Material's JavaScript adds
after the page loads (the <nav> around each code block's copy button) is fixed in the
browser: docs/assets/javascripts/code-buttons.js.
"""
from __future__ import annotations

from bs4 import BeautifulSoup


def name_search_dialog(soup: BeautifulSoup) -> None:
    dialog = soup.select_one('div.md-search[role="dialog"]')
    search_box = soup.select_one("input.md-search__input[placeholder]")
    if dialog and search_box and not dialog.get("aria-label"):
        dialog["aria-label"] = search_box["placeholder"]
