"""The theme's words in the page's language where MkDocs and Material keep English: a
heading's permalink title, the diagrams' legends (the footer's "Made with": the plugin; the
palette toggle's: languages.py's MKDOCS_I18N_LANGUAGES; Material translates the rest).
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from mkdocs.config.defaults import MkDocsConfig

from autograd_site.diagrams import LEGEND_SLOT
from autograd_site.languages import Language


def set_permalink_title(config: MkDocsConfig, language: Language) -> None:
    """Every page of the language's build gets its permalinks titled in that language."""
    toc: dict[str, Any] = config.mdx_configs.setdefault("toc", {})
    toc["permalink_title"] = language.permalink_title


# The legend's keys: small drawings styled as the diagram's own (docs/assets/stylesheets/diagrams.css).
LEGEND_KEYS = {
    "tensor": '<g class="ag-node ag-tensor"><rect x="1" y="1" width="22" height="12" rx="3"/></g>',
    "function": '<g class="ag-node ag-function"><rect x="1" y="1" width="22" height="12" rx="3"/></g>',
    "untracked": '<g class="ag-node ag-untracked"><rect x="1" y="1" width="22" height="12" rx="3"/></g>',
    "arrow": '<path class="ag-edge" d="M1,7 L15,7"/><path class="ag-head" d="M14,2 L23,7 L14,12 z"/>',
}


def diagram_legends(html: str, language: Language) -> str:
    """Under each graph diagram, one line in the page's language: the kinds of node it draws
    and what an arrow means, where it draws one (diagrams.py leaves its place, naming the
    keys). Out of search: the same words under every diagram would match every lesson."""

    def legend(slot: re.Match[str]) -> str:
        keys = slot["kinds"].split()
        items = "".join(
            f'<span><svg class="autograd-graph-key" viewBox="0 0 24 14" aria-hidden="true">{LEGEND_KEYS[key]}</svg>'
            f"{escape(language.diagram_legend[key])}</span>"
            for key in keys
        )
        return f'<figcaption class="autograd-graph-legend" data-search-exclude>{items}</figcaption>'

    return LEGEND_SLOT.sub(legend, html)
