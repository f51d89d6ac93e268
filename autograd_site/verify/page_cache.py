"""Each page's last reading, kept while nothing it was read from changed: the one memo of pages
read, for verify and the build (.cache/verify/pages.pickle), serve (in memory) and parity
(translate/pytest_plugin.py). At 10x (248 pages) reading took 3.2 s of each warm `pytest
docs`, loading 0.5 s. A page is read again when its bytes, or those of a docs_src/ file its
includes read (nested too, found or missing), differ; this package's code and the parsers'
versions stamp the file as a whole.
"""

from __future__ import annotations

import copyreg
import hashlib
import os
import pickle
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from autograd_site.languages import BY_CODE, DOCS_SRC_DIR, Language
from autograd_site.page import snippets
from autograd_site.page.digest import code_digest
from autograd_site.page.model import MarkerKind
from autograd_site.page.model import Page as PageModel
from autograd_site.verify.collect import Page

PATH = Path(".cache") / "verify" / "pages.pickle"  # under the repository (pytest's rootdir)
FORMAT = 2  # 2: each page kept with the files it includes (1: the whole of docs_src/)

T = TypeVar("T")


def digest_of(path: Path) -> str | None:
    """The file's bytes as a digest (None: missing or unreadable)."""
    try:
        return hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()
    except OSError:
        return None


def includes(page: PageModel, sources: Path = DOCS_SRC_DIR) -> list[Path]:
    """The files under `sources` that the page's includes (`--8<--` lines, `after` markers)
    read, found or missing, and those that a found one includes in turn (pymdownx.snippets
    expands nested includes)."""
    waiting = [include.name for fence in page.fences for include in fence.includes]
    waiting += [
        name.strip()
        for fence in page.fences
        if fence.marker and fence.marker.kind is MarkerKind.AFTER
        for name in fence.marker.after.split(",")
    ]
    return included_files(waiting, sources)


def included_files(names: Iterable[str], sources: Path = DOCS_SRC_DIR) -> list[Path]:
    base, waiting = sources.resolve(), list(names)
    found: dict[Path, None] = {}
    while waiting:
        target = snippets.preprocessor().parse_snippet_target(waiting.pop())
        if target is None:  # names no file: a problem of the page's text alone
            continue
        path = (base / target["path"]).resolve()
        if not path.is_relative_to(base) or path in found:  # escaping docs_src/: the name's problem alone
            continue
        found[path] = None
        try:
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue  # missing: kept as such
        waiting += [include.name for _, _, includes in snippets.units(lines, 1) for include in includes]
    return list(found)


@dataclass
class Kept(Generic[T]):
    """A page as read, with the digests of what it was read from."""

    page: str  # its bytes' digest (its path and language: the memo's key)
    includes: tuple[tuple[Path, str | None], ...]  # each file it depends on (`depends`), and its digest then
    value: T


class PageMemo(Generic[T]):
    """The last reading of each page (`read()`'s value), by path and language, while it and
    the files it was read from (`depends`) are unchanged; with a `file`, kept between runs."""

    def __init__(self, depends: Callable[[T], Iterable[Path]], file: Path | None = None) -> None:
        self.depends, self.file = depends, file
        self.kept: dict[tuple[str, str], Kept[T]] | None = None  # loaded from `file` on first use
        self.digests: dict[Path, str | None] = {}  # of the files depended on, as read since `look_again`
        self.changed = False  # a page read anew or forgotten since the file was loaded

    def look_again(self) -> None:
        """The included files may have changed since they were last read (serve: a new build)."""
        self.digests = {}

    def digest(self, path: Path) -> str | None:
        if path not in self.digests:
            self.digests[path] = digest_of(path)
        return self.digests[path]

    def page(self, path: Path, language: Language, read: Callable[[], T]) -> T:
        """The page as last read if neither it nor a file it includes changed since, else `read()`'s."""
        page = digest_of(path)
        if page is None:
            return read()  # unreadable: the reader says why
        if self.kept is None:
            self.kept = load(self.file, stamp()) if self.file is not None else {}
        key = (str(path.resolve()), language.code)
        kept = self.kept.get(key)
        if kept is not None and kept.page == page and all(self.digest(file) == was for file, was in kept.includes):
            return kept.value
        value = read()
        self.kept[key] = Kept(page, tuple((file, self.digest(file)) for file in self.depends(value)), value)
        self.changed = True
        return value

    def save(self) -> None:
        """Keep each page's last reading, this run's or an earlier run's, in `file`; forget
        the pages deleted since. Written whole, then moved into place: a run cut short leaves
        the last file, never half of one. Not written when it would hold what it holds."""
        if self.file is None or self.kept is None:
            return
        for key in [key for key in self.kept if not Path(key[0]).is_file()]:
            del self.kept[key]
            self.changed = True
        if not self.changed:  # every page as the file holds it (at 10x, writing it took 0.2 s)
            return
        self.file.parent.mkdir(parents=True, exist_ok=True)
        partial = self.file.with_suffix(f".{os.getpid()}.partial")  # parallel runs (pytest-xdist) write their own
        with partial.open("wb") as output:
            output.write(stamp().encode() + b"\n")
            pickle.dump(self.kept, output, pickle.HIGHEST_PROTOCOL)
        os.replace(partial, self.file)
        self.changed = False


def collected_pages(root: Path) -> PageMemo[Page]:
    """The pages as collected (verify, a build), kept in `root`'s .cache/verify/pages.pickle."""
    return PageMemo(lambda page: includes(page.model), root / PATH)


def read_pages() -> PageMemo[PageModel]:
    """The pages as read, in memory (serve: for its session)."""
    return PageMemo(includes)


def stamp() -> str:
    return f"{FORMAT}:{code_digest()}"


def language(code: str) -> Language:
    """A language as unpickled: the one languages.py defines, so that comparisons by identity
    (`language is SOURCE`) hold for a loaded page too."""
    return BY_CODE[code]


copyreg.pickle(Language, lambda saved: (language, (saved.code,)))  # a language is saved by its code


def load(path: Path, stamp: str) -> dict[tuple[str, str], Any]:
    """The saved pages, if saved under this stamp (none otherwise, or if unreadable)."""
    try:
        with path.open("rb") as file:
            if file.readline() != stamp.encode() + b"\n":
                return {}
            pages = pickle.load(file)
    except Exception:  # noqa: BLE001 - none yet, cut short or of another version: read every page
        return {}
    return pages if isinstance(pages, dict) else {}
