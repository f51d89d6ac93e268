"""Collected pages kept between verify runs, in .cache/verify/pages.pickle.

What `collect_page` makes of a page (its model, examples, quotes and problems) depends on
the page's bytes, its path and language, the files under docs_src/ (what its fences
include, found or missing), this package's code and the parsers' versions. Nothing of it
depends on torch: the examples still run every time; only reading is saved. At 10x (248
pages) reading and collecting took 3.2 s of each warm `pytest docs`, loading 0.5 s.

The key covers the page's part; a change to docs_src/ (an example edited), to the code or
to a parser's version drops every page, which are then read as before.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import Any

from autograd_site.languages import BY_CODE, DOCS_SRC_DIR, Language
from autograd_site.page.digest import code_digest, folder_digest
from autograd_site.verify.collect import Page

PATH = Path(".cache") / "verify" / "pages.pickle"  # under the repository (pytest's rootdir)
FORMAT = 1


def page_key(path: Path, language: Language) -> str | None:
    """The page's bytes, path and language, as a digest (None: it cannot be read)."""
    try:
        text = path.read_bytes()
    except OSError:
        return None
    digest = hashlib.sha256(json.dumps([str(path.resolve()), language.code]).encode())
    digest.update(text)
    return digest.hexdigest()


class PageCache:
    """The pages as a run collected them, for the next run to load instead of reading."""

    def __init__(self, root: Path, sources: Path = DOCS_SRC_DIR) -> None:
        self.path = root / PATH
        self.sources = sources
        self._stamp: str | None = None  # code and docs_src/, read on first use
        self.known: dict[str, Page] | None = None
        self.used: dict[str, Page] = {}  # the pages this run asked for
        self.loaded: set[str] = set()  # the keys the file held

    @property
    def stamp(self) -> str:
        if self._stamp is None:
            self._stamp = f"{FORMAT}:{code_digest()}:{folder_digest(self.sources)}"
        return self._stamp

    def page(self, path: Path, language: Language, collect: Callable[[], Page]) -> Page:
        """The page as last collected if nothing it depends on changed, else `collect()`'s."""
        key = page_key(path, language)
        if key is None:
            return collect()
        if self.known is None:
            self.known = load(self.path, self.stamp)
            self.loaded = set(self.known)
        if key not in self.known:
            self.known[key] = collect()
        self.used[key] = self.known[key]
        return self.used[key]

    def save(self) -> None:
        """Keep each page's last reading: this run's, or an earlier run's for pages this one
        did not ask for. Written whole, then moved into place: a run cut short leaves the
        last file, never half of one."""
        if not self.used or self.known is None:
            return
        asked = {page.path for page in self.used.values()}
        kept = {key: page for key, page in self.known.items() if page.path not in asked and page.path.is_file()} | self.used
        if set(kept) == self.loaded:  # every page as the file holds it (at 10x, writing it took 0.2 s)
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_suffix(f".{os.getpid()}.partial")  # parallel runs (pytest-xdist) write their own
        with partial.open("wb") as file:
            file.write(self.stamp.encode() + b"\n")
            LanguagePickler(file, pickle.HIGHEST_PROTOCOL).dump(kept)
        os.replace(partial, self.path)


class LanguagePickler(pickle.Pickler):
    """A language is saved by its code and loaded as the one languages.py defines, so that
    comparisons by identity (`language is SOURCE`) hold for a loaded page too."""

    def persistent_id(self, obj: Any) -> str | None:
        return obj.code if isinstance(obj, Language) else None


class LanguageUnpickler(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Language:
        return BY_CODE[pid]


def load(path: Path, stamp: str) -> dict[str, Page]:
    """The saved pages, if saved under this stamp (none otherwise, or if unreadable)."""
    try:
        with path.open("rb") as file:
            if file.readline() != stamp.encode() + b"\n":
                return {}
            pages = LanguageUnpickler(file).load()
    except Exception:  # noqa: BLE001 - none yet, cut short or of another version: read every page
        return {}
    return pages if isinstance(pages, dict) else {}
