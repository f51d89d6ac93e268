"""Parity results kept between verify runs, in .cache/verify/parity.pickle.

Parity is a function of a pair's two texts and of this package's code alone: unlike an
example's outcome, it cannot change with torch, so a run need not check again a pair
whose texts it has checked before. At 10x (124 pairs) checking every pair took 3 s of
each warm `pytest docs`, against 0.4 s for the course as it is. The results are kept as
verify keeps the pages it read (verify/page_cache.py): under the translation's path and
language, checked again when it, its source or the code changed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from autograd_site.page.model import Problem
from autograd_site.translate.pairs import PagePair
from autograd_site.verify.page_cache import PageMemo

PATH = Path(".cache") / "verify" / "parity.pickle"  # under the repository (pytest's rootdir)
Checked = tuple[Path, list[Problem]]  # the pair's source, and the pair's problems


def memo(root: Path) -> PageMemo[Checked]:
    """Each pair's problems when its texts were last checked, kept in `root`'s PATH."""
    return PageMemo(lambda checked: [checked[0]], root / PATH)


def problems(cache: PageMemo[Checked], pair: PagePair, check: Callable[[], list[Problem]]) -> list[Problem]:
    """The pair's problems: as last checked if its texts are the same, else `check()`'s."""
    return cache.page(pair.translation, pair.language, lambda: (pair.source, check()))[1]
