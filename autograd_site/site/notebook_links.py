"""The links atop a lesson to its notebook (docs/<code>/notebooks/<page>.ipynb, published as a
plain file: autograd_site/notebooks.py): download it, and open it in Colab, which reads it from
the branch NOTEBOOK_BRANCH of `extra.repo_url` (REPO_URL) that the deploy workflow pushes
(README, "Notebooks in Colab"). With no repository, no Colab link.
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.utils import get_relative_url

from autograd_site.languages import Language
from autograd_site.notebooks import NOTEBOOK_DIR, notebook_path

NOTEBOOK_BRANCH = "notebooks"
GITHUB_REPO = re.compile(r"^https://github\.com/(?P<repo>[\w.-]+/[\w.-]+?)(?:\.git)?/?$")
COLAB = "https://colab.research.google.com/github/{repo}/blob/{branch}/{path}"


def notebook_links(src_uri: str, page_url: str, docs_dir: Path, language: Language, repo_url: str | None) -> dict[str, str] | None:
    """download (relative to the page), colab (absent without a GitHub repository) and their
    labels, for a page of docs/<code>/ whose notebook the build generated; None otherwise.
    The notebook's address is the same with or without MkDocs' use_directory_urls; only the
    page's own (page_url) differs."""
    if not src_uri.endswith(".md"):
        return None
    notebook = notebook_path(docs_dir / src_uri)
    if not notebook.is_file():
        return None
    in_site = ("" if language.is_source else f"{language.code}/") + f"{NOTEBOOK_DIR}/{notebook.name}"
    links = {"download": get_relative_url(in_site, page_url), "download_label": language.download_label}
    found = GITHUB_REPO.match(repo_url or "")
    if found:
        links["colab"] = COLAB.format(repo=found["repo"], branch=NOTEBOOK_BRANCH, path=in_site)
        links["colab_label"] = language.colab_label
    return links
