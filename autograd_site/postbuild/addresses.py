"""What a build without the site's addresses leaves out, and says so.

SITE_URL (the published address) and REPO_URL (the GitHub repository) are set by the deploy
workflow. A local build has neither: MkDocs would still write a sitemap whose every address
starts with `None` (a sitemap holds absolute addresses only), and lessons get no "Open in
Colab" link (Colab opens a notebook from its repository). The site is whole without them:
the sitemap is left out, and the build's log says what is missing and why."""

from __future__ import annotations

from pathlib import Path

SITEMAPS = ("sitemap.xml", "sitemap.xml.gz")


def left_out(site: Path, site_url: str | None, repo_url: str | None) -> list[str]:
    """Remove what cannot be right without the addresses; the log lines that say what is missing."""
    notes = []
    if not site_url:
        for name in SITEMAPS:
            (site / name).unlink(missing_ok=True)
        notes.append("no SITE_URL: sitemap.xml left out (its addresses must be absolute); set SITE_URL to the published address")
    if not repo_url:
        notes.append("no REPO_URL: lessons have no 'Open in Colab' link (Colab opens notebooks from the repository); set REPO_URL to it")
    return notes
