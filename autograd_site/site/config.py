"""The site plugin's options (mkdocs.yml: plugins: - autograd-site: {...})."""

from __future__ import annotations

from mkdocs.config import base
from mkdocs.config import config_options as c


class SiteConfig(base.Config):
    # Sections that moved to another page when a lesson was split: "old.md#anchor" ->
    # "new.md#anchor", file names as in every language's folder (autograd_site/postbuild/moved_sections.py).
    moved_sections = c.Type(dict, default={})
