"""Digests for the caches of what was read from pages (verify's pages, parity's results):
what reading a page gives depends on this package's code and the Markdown parsers' versions
besides the files read, so a cache made by other code is dropped whole.
"""

from __future__ import annotations

import functools
import hashlib
import json
from importlib.metadata import version
from pathlib import Path

from autograd_site.languages import DOCS_DIR, INTERFACE, PACKAGE_DIR, REPO_ROOT

PARSERS = ("markdown-it-py", "mdit-py-plugins", "pymdown-extensions")  # what reads the pages, besides this package
NOT_READ = {"__pycache__"}  # folders no page includes from, which running examples may leave


@functools.cache
def code_digest() -> str:
    """This package's code and the parsers' versions (one process runs one version of both)."""
    digest = hashlib.sha256(json.dumps([f"{name}=={version(name)}" for name in PARSERS]).encode())
    for path in sorted([*PACKAGE_DIR.rglob("*.py"), *DOCS_DIR.glob(f"*/{INTERFACE}")]):
        digest.update(path.relative_to(REPO_ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def folder_digest(folder: Path) -> str:
    """Every file under `folder`, by its path and bytes: any edit, addition or removal changes it."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not NOT_READ & set(p.relative_to(folder).parts)):
        content = path.read_bytes()
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + len(content).to_bytes(8, "big") + content)
    return digest.hexdigest()
