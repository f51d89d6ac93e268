"""Paths as the maintainer types them."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from autograd_site.languages import REPO_ROOT


def display(path: Path | str) -> str:
    """A path relative to the repository when inside it, else as given."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(path)


Stamp = tuple[tuple[str, int], ...]


def stamp_of(paths: Iterable[Path | str]) -> Stamp:
    """Each file's modification time, to tell cheaply whether any changed (0 for a missing
    file: its appearance is a change)."""
    stamps = []
    for path in sorted({str(p) for p in paths}):
        try:
            stamps.append((path, os.stat(path).st_mtime_ns))
        except OSError:
            stamps.append((path, 0))
    return tuple(stamps)
