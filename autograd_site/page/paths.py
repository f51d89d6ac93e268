"""Paths as the maintainer types them."""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable
from pathlib import Path

from autograd_site.languages import REPO_ROOT


def display(path: Path | str) -> str:
    """A path relative to the repository when inside it, else as given."""
    path = Path(path)
    return displayed(path, REPO_ROOT, None if path.is_absolute() else os.getcwd())


@functools.lru_cache(maxsize=4096)
def displayed(path: Path, root: Path, cwd: str | None) -> str:
    """`display`, remembered: a verify run names each page and example file many times, and
    resolving a path costs a system call per part (`cwd`: what a relative path resolves against)."""
    try:
        return str(path.resolve().relative_to(root))
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
