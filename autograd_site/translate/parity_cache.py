"""Parity results kept between verify runs, in .cache/verify/parity.json.

Parity is a function of a pair's two texts and of this package's code alone: unlike an
example's outcome, it cannot change with torch, so a run need not check again a pair
whose texts it has checked before. At 10x (124 pairs) checking every pair took 3 s of
each warm `pytest docs`, against 0.4 s for the course as it is. A pair is keyed by both
texts, both paths (its problems name them) and its language; the whole file is dropped
when any of the package's code or the Markdown parser's version changes. Only the pairs
of the last run are kept.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path

from autograd_site.page.digest import code_digest
from autograd_site.page.model import Problem
from autograd_site.translate.pairs import PagePair

PATH = Path(".cache") / "verify" / "parity.json"  # under the repository (pytest's rootdir)
FORMAT = 1
Entry = tuple[str, list[tuple[str, int, str]]]  # a pair's translation; each problem's page, line, message


def pair_key(pair: PagePair) -> str | None:
    """The pair's texts, paths and language, as a digest (None: a page is missing)."""
    try:
        texts = [pair.source.read_bytes(), pair.translation.read_bytes()]
    except OSError:
        return None
    digest = hashlib.sha256(json.dumps([str(pair.source), str(pair.translation), pair.language.code]).encode())
    for text in texts:
        digest.update(len(text).to_bytes(8, "big") + text)
    return digest.hexdigest()


class ParityCache:
    """The problems each pair had when its texts were last checked."""

    def __init__(self, root: Path) -> None:
        self.path = root / PATH
        self.code = code_digest()
        self.known = load(self.path, self.code)
        self.used: dict[str, Entry] = {}  # the pairs this run asked for

    def problems(self, pair: PagePair, check: Callable[[], list[Problem]]) -> list[Problem]:
        """The pair's problems: as last checked if its texts are the same, else `check()`'s."""
        key = pair_key(pair)
        if key is None:
            return check()
        if key not in self.known:
            self.known[key] = (str(pair.translation), [(str(p.page), p.line, p.message) for p in check()])
        self.used[key] = self.known[key]
        return [Problem(Path(page), line, message) for page, line, message in self.used[key][1]]

    def save(self) -> None:
        """Keep each pair's last result: this run's, or an earlier run's for the pairs this
        one did not ask for (a run over some pages). Written whole, then moved into place:
        a run cut short leaves the last file, never half of one."""
        if not self.used:
            return
        asked = {pair for pair, _ in self.used.values()}
        kept = {key: entry for key, entry in self.known.items() if entry[0] not in asked} | self.used
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_suffix(".partial")
        partial.write_text(json.dumps({"format": FORMAT, "code": self.code, "pairs": kept}), encoding="utf-8")
        os.replace(partial, self.path)


def load(path: Path, code: str) -> dict[str, Entry]:
    """The saved results, if made by this code (none otherwise, or if unreadable)."""
    try:
        saved = json.loads(path.read_text(encoding="utf-8"))
        if saved["format"] != FORMAT or saved["code"] != code:
            return {}
        return {
            str(key): (str(pair), [(str(page), int(line), str(message)) for page, line, message in problems])
            for key, (pair, problems) in saved["pairs"].items()
        }
    except (OSError, ValueError, KeyError, TypeError):  # none yet, or not this format: check every pair
        return {}
