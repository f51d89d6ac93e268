"""The site plugin's options (mkdocs.yml: plugins: - autograd-site: {...})."""
from __future__ import annotations

from mkdocs.config import base
from mkdocs.config import config_options as c


class SiteConfig(base.Config):
    # Where mkdocs-jupyter caches rendered notebooks, one folder per language (each language's
    # build evicts the cache entries it did not use). Relative to mkdocs.yml's folder.
    notebook_cache_dir = c.Type(str, default=".cache/mkdocs-jupyter")
    # Print "verified with PyTorch <version> on <date>" on every page when the last passed
    # verify checked exactly these pages (autograd_site/verify/stamp.py).
    verified_stamp = c.Type(bool, default=True)
