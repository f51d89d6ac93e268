"""MkDocs hooks that fix what axe-core reports as serious in the theme's and nbconvert's markup.

- Material's search is a role="dialog" without a name: it gets the search box's placeholder,
  which Material has already translated into the page's language ("Cari", "Поиск").
- nbconvert's code cells scroll sideways but cannot be focused, so a keyboard user cannot
  scroll them: each becomes focusable (tabindex="0").

What Material's JavaScript adds after the page loads (the <nav> around each code block's copy
button) is fixed in the browser: docs/assets/javascripts/code-buttons.js.
"""
from __future__ import annotations

import re

SEARCH_DIALOG = '<div class="md-search" data-md-component="search" role="dialog">'
SEARCH_PLACEHOLDER = re.compile(r'<input type="text" class="md-search__input"[^>]*?placeholder="([^"]*)"')
NOTEBOOK_CODE = '<div class="highlight-ipynb'


def name_search_dialog(html: str) -> str:
    placeholder = SEARCH_PLACEHOLDER.search(html)
    if SEARCH_DIALOG not in html or not placeholder:
        return html
    return html.replace(SEARCH_DIALOG, SEARCH_DIALOG[:-1] + f' aria-label="{placeholder[1]}">', 1)


def focusable_notebook_code(html: str) -> str:
    return html.replace(NOTEBOOK_CODE, '<div tabindex="0" class="highlight-ipynb')


def on_page_content(html, page, config, files):
    if getattr(page, "nb_url", None):  # notebook pages, rendered by nbconvert
        return focusable_notebook_code(html)
    return html


def on_post_page(output, page, config):
    return name_search_dialog(output)


def on_post_template(output_content, template_name, config):
    return name_search_dialog(output_content)
