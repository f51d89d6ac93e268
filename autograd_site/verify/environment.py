"""What an example's outcome depends on besides its own code: the interpreter, every file a
worker could import, and the environment variables. Their digest lets a verify run take an
example's outcome from the last passed run (run.py's `reuse`); a patched torch, a `.pth` or
`sitecustomize`, a `PYTHONPATH` entry change a file's size or time, and every example runs
again. Only stat calls: the walk over ~65,000 files takes about a second, a warm worker three.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from autograd_site.languages import REPO_ROOT

# Variables that differ between two shells, terminals or nox runs and that no example reads.
VOLATILE = {"PWD", "OLDPWD", "SHLVL", "_", "TERM", "COLUMNS", "LINES", "DISPLAY", "WINDOWID", "TMUX", "TMUX_PANE", "STY", "PS1"}
VOLATILE_PREFIXES = ("SSH_", "XDG_SESSION_", "PYTEST_", "NOX_", "TERM_")
# Bytecode is written as workers import; a site-packages below a folder is not on sys.path.
SKIPPED_FOLDERS = {"__pycache__", ".git", ".nox", "node_modules", "site-packages"}


def environment_digest() -> str:
    """The digest of the interpreter, of every file on `sys.path` (name, size, modification
    time) and of the environment variables."""
    digest = hashlib.sha256(f"{sys.executable}\0{sys.version}\0".encode())
    for name, value in sorted(os.environ.items()):
        if name not in VOLATILE and not name.startswith(VOLATILE_PREFIXES):
            digest.update(f"{name}={value}\0".encode())
    for folder in import_folders():
        for path, size, mtime in stats(folder):
            digest.update(f"{path}\0{size}\0{mtime}\n".encode())
    return digest.hexdigest()


def import_folders() -> list[Path]:
    """The folders a worker imports from: `sys.path`'s, where a checkout of this repository
    (this one, or the one the editable install's .pth names, which a scratch copy's runs
    have on the path too) counts only with its package, not with its pages, site and
    environments, which other runs write meanwhile."""
    folders = {REPO_ROOT / "autograd_site"}
    # "": the working folder (a scratch folder as examples run); the interpreter's own folder
    # holds scripts, not modules, and is on the path when pytest starts as a script.
    skipped = Path(sys.executable).parent.resolve()
    for entry in filter(None, sys.path):
        folder = Path(entry).resolve()
        if (folder / "autograd_site").is_dir():
            folders.add(folder / "autograd_site")
        elif folder.is_dir() and folder != skipped:
            folders.add(folder)
    return sorted(folders)


def stats(folder: Path) -> Iterator[tuple[str, int, int]]:
    """(path, size, modification time) of every file under `folder`, bytecode aside."""
    for root, folders, files in os.walk(folder):
        folders[:] = sorted(name for name in folders if name not in SKIPPED_FOLDERS)
        for name in sorted(files):
            if not name.endswith(".pyc"):
                try:
                    info = os.stat(path := os.path.join(root, name))
                except OSError:  # removed while walking: the next run sees the difference
                    continue
                yield path, info.st_size, info.st_mtime_ns
