"""Typed views of what MkDocs hands the site plugin loosely typed (mkdocs-static-i18n ships no
types): the one place that casts, where a plugin upgrade that renames an attribute is looked for.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.utils.templates import TemplateContext


class I18nPlugin(Protocol):
    """mkdocs-static-i18n's plugin (mkdocs_static_i18n.plugin.I18n), as the site reads it."""

    current_language: str  # the locale being built: i18n builds each language in turn
    building: bool  # True during a translation's build, nested in the source language's


def i18n_plugin(config: MkDocsConfig) -> I18nPlugin:
    # Named `i18n` in mkdocs.yml; a missing entry fails here as it did untyped (KeyError).
    return cast(I18nPlugin, config.plugins["i18n"])


class SiteContext(TemplateContext, total=False):
    """A template's context with the keys the site's plugin adds for its templates (overrides/)."""

    not_found: dict[str, Any]  # 404.html: title, text, home, in the build's language; the translations
    made_with: str  # partials/copyright.html: the footer's "Made with"
    verified_stamp: str  # main.html: "verified with PyTorch ... on ..."
    notebook_links: dict[str, str] | None  # partials/notebook-links.html: atop a lesson


def site_context(context: TemplateContext) -> SiteContext:
    # The same dict: MkDocs' TemplateContext lists only MkDocs' own keys.
    return cast(SiteContext, context)
