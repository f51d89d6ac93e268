"""Matrix: the observations of torch releases merged into data/compat.json, the committed
record of which release each page's claims hold on, and the reading of it the site shows.

    python -m autograd_site.compat.matrix build/compat/*.json     (nox -s versions)

A release observed again replaces its column; the others are kept, so the weekly drift watch
adds the newest release without re-running the old ones.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from autograd_site.languages import DOCS_SRC_DIR, REPO_ROOT
from autograd_site.page.paths import display

if TYPE_CHECKING:
    from autograd_site.verify.collect import Example

DATA = REPO_ROOT / "data" / "compat.json"
# A claim's state on a release (observe.py records them). This module imports no runner and
# no torch: the site reads the matrix while it builds.
HOLDS, DIFFERS, RAISES = "holds", "differs", "raises"
SITE_PACKAGES = re.compile(r"[^\s\"'(]*[\\/]site-packages[\\/]")  # .../lib/python3.11/site-packages/ (not the "(" before it)


class ObservedExample(TypedDict):  # one example's claim on one release, as observe.py records it
    page: str  # relative to docs/: id/backward.md
    line: int
    example: str  # example_key(): its docs_src file(s), or page:line
    state: str  # HOLDS, DIFFERS or RAISES
    claimed: str | None
    actual: str


class Observation(TypedDict):  # one observe.py run (build/compat/<torch>.json)
    torch: str
    examples: list[ObservedExample]


class Difference(TypedDict):  # what an example does on a release where its claim does not hold
    state: str  # DIFFERS or RAISES
    actual: str


class Column(TypedDict):  # one release in data/compat.json
    pages: dict[str, str]  # page -> HOLDS or DIFFERS
    examples: dict[str, Difference]  # only the examples whose claim does not hold


class CompatData(TypedDict):  # data/compat.json
    pinned: str
    releases: dict[str, Column]  # oldest release first


def without_install_paths(text: str) -> str:
    """A warning's file as the package's path (torch/jit/_script.py:1491), not this
    machine's environment: the site shows it, and every release's differs."""
    return SITE_PACKAGES.sub("", text)


def version_key(version: str) -> tuple[int, ...]:
    """2.4.1 < 2.13.0 < 2.15.0 (numerically; local tags like +cpu ignored)."""
    core = version.split("+")[0]
    return tuple(int(part) if part.isdigit() else 0 for part in core.split("."))


def short(version: str) -> str:
    """2.13.0 -> 2.13: the release line a reader recognises."""
    return ".".join(version.split("+")[0].split(".")[:2])


def column(observation: Observation) -> Column:
    """One release's column: every page's state, and the examples that differ there."""
    pages: dict[str, str] = {}
    examples: dict[str, Difference] = {}
    for record in observation["examples"]:
        holds = record["state"] == HOLDS
        pages[record["page"]] = pages.get(record["page"], HOLDS) if holds else "differs"
        if not holds:
            examples[record["example"]] = {"state": record["state"], "actual": record["actual"]}
    return {"pages": dict(sorted(pages.items())), "examples": dict(sorted(examples.items()))}


def merge(existing: CompatData, observations: list[Observation], pinned: str) -> CompatData:
    releases = dict(existing.get("releases", {}))
    for observation in observations:
        releases[observation["torch"].split("+")[0]] = column(observation)
    ordered = dict(sorted(releases.items(), key=lambda item: version_key(item[0])))
    return {"pinned": pinned.split("+")[0], "releases": ordered}


def load(path: Path = DATA) -> CompatData:
    if not path.is_file():
        return {"pinned": "", "releases": {}}
    data: CompatData = json.loads(path.read_text(encoding="utf-8"))
    return data


@dataclass(frozen=True)
class Matrix:
    """The committed table, as the site reads it."""

    data: CompatData

    @property
    def releases(self) -> list[str]:
        return list(self.data["releases"])

    def state(self, page: str, release: str) -> str | None:
        """holds / differs for a page on a release; None where the page has no claims."""
        return self.data["releases"][release]["pages"].get(page)

    def holding_range(self, page: str, holds: Callable[[str], bool] | None = None) -> tuple[str, str] | None:
        """The widest run of consecutive tested releases, around the pin, for which the page
        holds (`holds(release)`; by default, every claim prints as claimed): (first, last), or
        None if the page claims nothing."""
        releases = self.releases
        states = [self.state(page, release) for release in releases]
        if all(state is None for state in states) or not releases:
            return None
        held = [
            state is not None and (holds(release) if holds else state == HOLDS) for release, state in zip(releases, states, strict=True)
        ]
        pinned = self.data["pinned"]
        start = releases.index(pinned) if pinned in releases else 0
        low = high = start
        while low > 0 and held[low - 1]:
            low -= 1
        while high < len(releases) - 1 and held[high + 1]:
            high += 1
        return releases[low], releases[high]

    def differences(self, example: str) -> list[tuple[str, Difference]]:
        """(release, {state, actual}) for each tested release where the example's claim does not hold."""
        return [
            (release, column["examples"][example]) for release, column in self.data["releases"].items() if example in column["examples"]
        ]


def example_key(example: Example) -> str:
    """An example by what it runs: its docs_src file (shared by every language), or the
    page and line of inline code. Observations and the site's notes key examples by it."""
    if example.code.includes:
        return ", ".join(path.resolve().relative_to(DOCS_SRC_DIR.resolve()).as_posix() for path in example.code.includes)
    return f"{display(example.page)}:{example.line}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m autograd_site.compat.matrix", description=__doc__.split("\n\n")[0])
    parser.add_argument("observations", nargs="+", type=Path, help="files written by autograd_site.compat.observe")
    parser.add_argument("--pinned", required=True, help="the torch version the site pins")
    parser.add_argument("--out", type=Path, default=DATA)
    args = parser.parse_args(argv)
    observations: list[Observation] = [json.loads(path.read_text(encoding="utf-8")) for path in args.observations]
    merged = merge(load(args.out), observations, args.pinned)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(merged, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    matrix = Matrix(merged)
    pages = sorted({page for release in matrix.releases for page in merged["releases"][release]["pages"]})
    width = max(len(page) for page in pages) if pages else 4
    print("page".ljust(width), *(short(r).rjust(6) for r in matrix.releases))
    for page in pages:
        print(page.ljust(width), *((matrix.state(page, r) or "-").rjust(6) for r in matrix.releases))
    return 0


if __name__ == "__main__":
    sys.exit(main())
