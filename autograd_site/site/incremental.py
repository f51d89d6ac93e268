"""The published build renders again only what changed since the last one.

`nox -s docs` runs `mkdocs build --strict --dirty`. Left to itself, MkDocs' dirty build
renders a page only when its file is newer than its HTML, and says the result is for
previews only: it cannot know what else a page's HTML depends on. This module knows, and
keeps what it knew at the end of the last successful build in .cache/site/last-build.json:

- each page's own inputs, by content (rebuild.Dependencies with `content_stamp`): the
  page, the examples it includes, the scripts its diagrams draw, its source page (a
  translation) and its language's glossary; the translation status page reads every page.
  A page any of them changed in is rendered again (its HTML's mtime set to 0), and so is a
  page without a record. A notebook is written again only when its page or itself changed;
- what every page depends on, `site_key`: the config, the theme's overrides, the
  compatibility data, this package's code, the version of every installed distribution
  (MkDocs, Material, Markdown, Pygments; torch, which draws the diagrams), the verified
  stamp printed under every page, the settings a command line can change (strict mode,
  the site folder, the theme, the URLs' form), and the site's outline:
  every file under docs/ and every page's heading lines (nav titles, and the anchors other
  pages link to, which MkDocs checks only on pages it renders). Any change there, or no
  record at all, is a clean build: the site folder emptied, every page rendered;
- the search entries of every page (rebuild.SearchEntries), since MkDocs' search plugin
  indexes only the pages it renders, and each page's title (the nav names pages MkDocs
  does not read again by the title their last render gave them).

A file added or removed under docs/ changes the site key: the build is clean, so no output
of a removed page is left behind (MkDocs' dirty build would leave it).

The record is deleted when a build starts and written again only when the build ends
without error (strict mode aborts after `on_post_build`, so `on_build_error` deletes it
then): a failed or interrupted build is followed by a clean one. The outcome matches a
clean build of the same inputs file for file (tests/site/test_incremental.py).
"""

from __future__ import annotations

import hashlib
import json
import os
from importlib import metadata
from pathlib import Path
from typing import Any

from mkdocs.structure.files import Files
from mkdocs.utils import clean_directory

from autograd_site.languages import PACKAGE_DIR
from autograd_site.notebooks import NOTEBOOK_DIR
from autograd_site.page.reader import outline_lines
from autograd_site.site.rebuild import Dependencies, SearchEntries, content_stamp

RECORD = Path(".cache") / "site" / "last-build.json"
FORMAT = 1  # of the record: a record of another format is not read


def site_key(root: Path, docs_dir: Path, shared: list[Path], settings: list[object]) -> str:
    """What every page's HTML depends on (see the module's docstring), as a digest.
    `settings`: what the command line can change besides the files (the site folder,
    strict mode, the theme, the URLs' form) and the verified stamp."""
    digest = hashlib.sha256(json.dumps([FORMAT, *settings]).encode())
    code = sorted(PACKAGE_DIR.rglob("*.py"))
    for name, fingerprint in content_stamp([*shared, *code]):
        digest.update(f"{os.path.relpath(name, root)}\0{fingerprint}\n".encode())
    for name in sorted(f"{dist.metadata['Name']}=={dist.version}" for dist in metadata.distributions()):
        digest.update(name.encode() + b"\n")
    # The notebooks are left out: they are written from the pages after this key is made
    # (and only the pages' changes can change them).
    for path in sorted(p for p in docs_dir.rglob("*") if p.is_file() and NOTEBOOK_DIR not in p.relative_to(docs_dir).parts[1:2]):
        digest.update(path.relative_to(docs_dir).as_posix().encode() + b"\0")
        if path.suffix == ".md":
            digest.update("\n".join(outline_lines(path.read_text(encoding="utf-8", errors="replace"))).encode())
    return digest.hexdigest()


class IncrementalBuild:
    """One `mkdocs build`: what the last one left, what this one renders and writes."""

    def __init__(self, root: Path, site_dir: Path) -> None:
        self.record = root / RECORD
        self.site_dir = site_dir
        self.dependencies = Dependencies((), content_stamp)
        self.search_entries = SearchEntries()
        self.search_entries.order = []  # the pages' URLs, as each language's build lists them
        self.key = ""
        self.rendered = 0  # pages converted by this build
        self.pages = 0

    def start(self, key: str, dirty: bool) -> bool:
        """Take up the last build's record if it was made under the same `key`, for a
        `--dirty` build; else empty the site folder (a clean build). The record is removed
        either way until this build ends well. Returns whether anything was kept."""
        self.key = key
        last = self.read_record()
        self.record.unlink(missing_ok=True)
        if not dirty:
            return False  # MkDocs emptied the folder itself
        if last is None or last.get("key") != key:
            clean_directory(str(self.site_dir))
            return False
        self.dependencies.restore(last["dependencies"])
        self.search_entries.by_page = last["search"]
        return True

    def read_record(self) -> dict[str, Any] | None:
        try:
            record = json.loads(self.record.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return record if isinstance(record, dict) and record.get("format") == FORMAT else None

    def files(self, files: Files) -> list[str]:
        """A language's files: marks what must be rendered again; returns their URIs."""
        assert self.search_entries.order is not None
        stale = self.dependencies.mark_stale(files, unknown_is_stale=True)
        pages = files.documentation_pages()
        self.pages += len(pages)
        # A search entry's location is the page's URL, but "" for the home page's "./".
        self.search_entries.order += [file.url.removeprefix("./") for file in pages]
        return stale

    def unchanged(self, page: Path) -> bool:
        """Whether the page's file was converted by the last build, and nothing read changed."""
        return self.dependencies.unchanged_source(page)

    def converted(self, output: Path, page: Path, read: set[Path]) -> None:
        """The page of file `page` was converted to `output`, having read `read` (the status
        page: every page)."""
        self.rendered += 1
        self.dependencies.record(output, page, read)

    def finish(self) -> None:
        """After every language: keep the record for the next build."""
        self.record.parent.mkdir(parents=True, exist_ok=True)
        record = {
            "format": FORMAT,
            "key": self.key,
            "dependencies": self.dependencies.saved(),
            "search": self.search_entries.by_page,
        }
        temporary = self.record.with_suffix(".tmp")
        temporary.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        temporary.replace(self.record)  # whole or not at all

    def failed(self) -> None:
        """The build failed (strict mode's abort comes after on_post_build): the next is clean."""
        self.record.unlink(missing_ok=True)
