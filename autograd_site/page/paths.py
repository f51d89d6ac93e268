"""Paths as the maintainer types them."""

from __future__ import annotations

from pathlib import Path

from autograd_site.languages import REPO_ROOT


def display(path: Path | str) -> str:
    """A path relative to the repository when inside it, else as given."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(path)
