"""What axe-core reports in the theme's markup, fixed on every page (404 pages too): Material's
search dialog is named after its (translated) placeholder. What Material's JavaScript adds
after load is fixed in the browser: docs/assets/javascripts/code-buttons.js.
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
