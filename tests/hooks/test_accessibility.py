"""Fixes of what axe-core reports as serious in the theme's and nbconvert's markup."""
from __future__ import annotations

from types import SimpleNamespace

from autograd_site.hooks.accessibility import focusable_notebook_code, name_search_dialog, on_page_content

HEADER = """<div class="md-search" data-md-component="search" role="dialog">
  <input type="text" class="md-search__input" name="query" aria-label="Поиск" placeholder="Поиск" required>"""


def test_search_dialog_is_named_in_the_pages_language():
    assert '<div class="md-search" data-md-component="search" role="dialog" aria-label="Поиск">' in name_search_dialog(HEADER)
    assert name_search_dialog("<p>no search here</p>") == "<p>no search here</p>"


def test_notebook_code_cells_can_be_reached_by_keyboard():
    cell = '<div class="highlight-ipynb hl-python"><pre>x = 1</pre></div>'
    assert focusable_notebook_code(cell) == '<div tabindex="0" class="highlight-ipynb hl-python"><pre>x = 1</pre></div>'
    page = SimpleNamespace(nb_url=None)
    assert on_page_content(cell, page, None, None) == cell  # Markdown pages are left alone
