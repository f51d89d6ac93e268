"""The site plugin's options (mkdocs.yml: plugins: - autograd-site: {...})."""

from __future__ import annotations

from mkdocs.config import base
from mkdocs.config import config_options as c


class SiteConfig(base.Config):
    # Print "verified with PyTorch <version> on <date>" on every page when the last passed
    # verify checked exactly these pages (autograd_site/verify/stamp.py).
    verified_stamp = c.Type(bool, default=True)
    # The compatibility matrix (nox -s versions): which PyTorch releases each page's claims
    # hold on, shown on topic pages and the home page. Relative to mkdocs.yml's folder; when
    # the file is absent, nothing is shown.
    compat_data = c.Type(str, default="data/compat.json")
    # Sections that moved to another page when a lesson was split: "old.md#anchor" ->
    # "new.md#anchor", file names as in every language's folder (autograd_site/postbuild/moved_sections.py).
    moved_sections = c.Type(dict, default={})
