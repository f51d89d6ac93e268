"""What a build without SITE_URL and REPO_URL (the deploy workflow sets them) leaves out, and
says so: the sitemap (its addresses must be absolute) and the Colab links."""

from __future__ import annotations

import logging
from pathlib import Path

SITEMAPS = ("sitemap.xml", "sitemap.xml.gz")
LOG = logging.getLogger("mkdocs.plugins.autograd_site")  # the site plugin's own log (its messages say "autograd_site: ")


def left_out(site: Path, site_url: str | None, repo_url: str | None) -> list[str]:
    """Remove what cannot be right without the addresses; the log lines that say what is missing."""
    notes = []
    if not site_url:
        for name in SITEMAPS:
            (site / name).unlink(missing_ok=True)
        notes.append("no SITE_URL: sitemap.xml left out (its addresses must be absolute); set SITE_URL to the published address")
    if not repo_url:
        notes.append("no REPO_URL: lessons have no 'Open in Colab' link (Colab opens notebooks from the repository); set REPO_URL to it")
    for note in notes:
        LOG.info(note)
    return notes
