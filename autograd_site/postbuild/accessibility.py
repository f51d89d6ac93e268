"""What axe-core reports in the theme's markup, fixed on every page the theme renders (the
404 pages of every language too).

- Material's search is a role="dialog" without a name: it gets the search box's placeholder,
  which Material has already translated into the page's language ("Cari", "Поиск").

What Material's JavaScript adds after the page loads (the <nav> around each code block's
copy button) is fixed in the browser: docs/assets/javascripts/code-buttons.js.
"""

from __future__ import annotations

from html import escape

from autograd_site.postbuild.html import Chrome, Edit


def name_search_dialog(chrome: Chrome) -> list[Edit]:
    """The edit that names Material's search dialog after its search box's placeholder."""
    dialog = next((t for t in chrome.tags if t.name == "div" and "md-search" in t.classes), None)
    search_box = next((t for t in chrome.tags if t.name == "input" and "md-search__input" in t.classes), None)
    if not dialog or dialog.attrs.get("role") != "dialog" or "aria-label" in dialog.attrs or not search_box:
        return []
    return [dialog.before_end(f' aria-label="{escape(search_box.attrs.get("placeholder", ""))}"')]
