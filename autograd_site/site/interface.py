"""The theme's interface words in the page's language, where MkDocs and Material keep English:
a heading's permalink title (Python-Markdown's toc extension), the footer's "Made with"
(overrides/partials/copyright.html). The palette toggle's names are set per language through
mkdocs-static-i18n (languages.py: MKDOCS_I18N_LANGUAGES); Material translates the rest
(copy button, search, footer's previous/next) by the theme's language, which i18n sets.
"""

from __future__ import annotations

from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.utils.templates import TemplateContext

from autograd_site.languages import Language
from autograd_site.site.mkdocs_types import site_context


def set_permalink_title(config: MkDocsConfig, language: Language) -> None:
    """Every page of the language's build gets its permalinks titled in that language."""
    toc: dict[str, Any] = config.mdx_configs.setdefault("toc", {})
    toc["permalink_title"] = language.permalink_title


def set_interface_words(context: TemplateContext, language: Language) -> None:
    """The words the theme's overrides read, for every template (pages and 404)."""
    site_context(context)["made_with"] = language.made_with
