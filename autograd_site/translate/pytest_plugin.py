"""Parity in the verify run: a translated page that matches its source is one passing item,
`docs/ru/backward.md::parity`; one that does not gets an item for each line with a problem,
`docs/ru/backward.md::parity:line:28`, headed `docs/ru/backward.md:28` like verify's items.

Parity is a function of a pair's two texts and of this package's code, never of torch: a pair
whose texts an earlier run checked is not checked again (.cache/verify/parity.pickle; at 10x,
checking all 124 pairs took 3 s of each warm `pytest docs`).

Loaded from the repository's conftest.py. Sybil collects the same files for their examples;
pytest keeps both collectors, so a page's examples and its parity are separate items.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from autograd_site.languages import DOCS_DIR
from autograd_site.page.model import Problem, by_line
from autograd_site.page.paths import display
from autograd_site.translate.pairs import PagePair, pair_of_translation, unexpected
from autograd_site.translate.parity import check_pair
from autograd_site.verify.collect import read_again
from autograd_site.verify.page_cache import PageMemo

PATH = Path(".cache") / "verify" / "parity.pickle"  # under the repository (pytest's rootdir)
Checked = tuple[Path, list[Problem]]  # the pair's source, and the pair's problems


def memo(root: Path) -> PageMemo[Checked]:
    """Each pair's problems when its texts were last checked, kept in `root`'s PATH: checked
    again when the translation, its source or the code changed (verify/page_cache.py)."""
    return PageMemo(lambda checked: [checked[0]], root / PATH)


def cached_problems(cache: PageMemo[Checked], pair: PagePair, check: Callable[[], list[Problem]]) -> list[Problem]:
    """The pair's problems: as last checked if its texts are the same, else `check()`'s."""
    return cache.page(pair.translation, pair.language, lambda: (pair.source, check()))[1]


class ParityMismatch(Exception):
    def __init__(self, problems: list[Problem]):
        super().__init__("\n".join(map(str, problems)))


class ParityItem(pytest.Item):
    """The parity of a page (no problems), or its problems on one line."""

    def __init__(self, *, pair: PagePair, problems: list[Problem], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pair = pair
        self.problems = problems

    @property
    def line(self) -> int | None:
        return self.problems[0].line if self.problems else None

    def runtest(self) -> None:
        if self.problems:
            raise ParityMismatch(self.problems)

    def repr_failure(
        self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None
    ) -> Any:  # pytest's own types for both are private
        if isinstance(excinfo.value, ParityMismatch):
            # the located problem first: pytest's short summary shows a failure's first line
            return f"{excinfo.value}\n({display(self.pair.translation)} does not match its source {display(self.pair.source)})"
        return super().repr_failure(excinfo, style)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        if self.line is None:
            return self.path, None, f"parity of {self.pair.label} with its source"
        # pytest counts a location's lines from 0, and shows the third part as the header
        return self.path, self.line - 1, f"{display(self.path)}:{self.line} parity with its source"


class ParityFile(pytest.File):
    def __init__(self, *, pair: PagePair, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pair = pair

    def collect(self) -> Iterator[ParityItem]:
        check = functools.partial(check_pair, self.pair, read_again)  # the pages verify read for their examples
        try:
            lines = by_line(cached_problems(self.config.stash[PARITY_CACHE], self.pair, check))
        except Exception as error:  # noqa: BLE001  (a page the checks cannot read: one located failure, the run goes on)
            lines = {1: [Problem(self.pair.translation, 1, unexpected(error))]}
        if not lines:
            yield ParityItem.from_parent(self, name="parity", pair=self.pair, problems=[])
        for line, problems in lines.items():
            yield ParityItem.from_parent(self, name=f"parity:line:{line}", pair=self.pair, problems=problems)


PARITY_CACHE = pytest.StashKey[PageMemo[Checked]]()


def pytest_configure(config: pytest.Config) -> None:
    config.stash[PARITY_CACHE] = memo(config.rootpath)


def pytest_sessionfinish(session: pytest.Session) -> None:
    session.config.stash[PARITY_CACHE].save()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> ParityFile | None:
    # docs/ under pytest's rootdir: the repository's (DOCS_DIR), or a test's own tree.
    pair = pair_of_translation(file_path, parent.config.rootpath / DOCS_DIR.name)
    if pair is not None:
        return ParityFile.from_parent(parent, path=file_path, pair=pair)
    return None
