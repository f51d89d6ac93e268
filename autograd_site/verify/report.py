"""Report: what a verify run did (the tally printed at its end), what a page's examples
really print (for prose quotes and the update mode); a passed run's tally becomes the stamp
of the built site (stamp.py)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from autograd_site.languages import DOCS_DIR
from autograd_site.verify.collect import Mode, Page
from autograd_site.verify.compare import DRAWING_FILE
from autograd_site.verify.run import Runner
from autograd_site.verify.stamp import Reusable, VerifyReport, read_reusable, read_valid_stamp, write_stamp


@dataclass
class Tally:
    """What a verify run did, page by page; printed at the end so that skips are never silent."""

    pages: dict[Path, Counter[str]] = field(default_factory=dict)
    skips: dict[Path, list[str]] = field(default_factory=dict)

    def count(self, page: Path, what: str) -> None:
        self.pages.setdefault(page, Counter())[what] += 1

    def skip(self, page: Path, why: str) -> None:
        self.skips.setdefault(page, []).append(why)

    def under(self, folder: Path) -> tuple[Counter[str], list[str], int]:
        """Totals, skips and page count of the pages inside `folder`."""
        inside = [p for p in self.pages if p.is_relative_to(folder)]
        totals = sum((self.pages[p] for p in inside), Counter())
        return totals, [s for p in inside for s in self.skips.get(p, [])], len(inside)

    def lines(self, runner: Runner, folder: Path) -> list[str]:
        counts, skips, pages = self.under(folder)
        drawn = runner.executed_as(DRAWING_FILE)
        lines = [
            f"verify: {counted(counts)} checked on {pages} pages; {runner.executed - drawn} distinct examples executed and {drawn} diagrams drawn "
            f"(torch {runner.torch_version})"
        ]
        if runner.reused:  # said apart: a reader of the log must not take them for run now
            lines.append(
                f"verify: of these {runner.executed}, {runner.reused} were not run again: same code and environment as in "
                "the last passed run, whose outputs they were checked with (`-- --run-all` runs every one)"
            )
        return lines + skipped(skips)


def counted(c: Counter[str] | dict[str, int]) -> str:
    return (
        f"{c.get('claims', 0)} claimed outputs, {c.get('doctests', 0)} doctests, {c.get('no-output', 0)} no-output blocks, "
        f"{c.get('quotes', 0)} prose quotes and {c.get('diagrams', 0)} diagrams"
    )


def skipped(skips: list[str]) -> list[str]:
    return [f"verify: {len(skips)} blocks skipped" + (":" if skips else ""), *(f"  {skip}" for skip in skips)]


def page_outputs(page: Page, runner: Runner) -> list[str]:
    """What the page's runnable examples really print (doctests included)."""
    return [runner.run(e.code).output for e in page.examples if e.mode is not Mode.SKIP] + [
        e.code.source for e in page.examples if e.mode is Mode.DOCTEST
    ]


def reuse_last_passed_run(runner: Runner, environment: str, run_all: bool = False) -> None:
    """Hand the runner the outputs of the last passed run if it ran in this `environment`
    (environment.py's digest), else start its worker now."""
    reusable = None if run_all else read_reusable(environment)
    if reusable:
        runner.reuse(reusable["outputs"], reusable["torch"])
    else:
        runner.start()  # torch imports in the worker while the caller reads pages


def unchanged_since_last_pass(environment: str, inputs: str) -> VerifyReport | None:
    """The last passed run's report if nothing verify reads (`inputs`, `environment`) changed
    since: a run now would compare the same claims with the same outputs."""
    return read_valid_stamp(inputs) if read_reusable(environment) is not None else None


def standing(report: VerifyReport) -> list[str]:
    """What a run that found nothing changed says: the last passed run's tally, and its skips."""
    counts = report["counts"]
    return [
        f"verify: nothing it reads changed since the last passed run ({report['date']}, torch {report['torch']}): its "
        f"{counted(counts)} on {counts.get('pages', 0)} pages hold (`nox -s verify -- --run-all` checks them again)",
        *skipped(report["skips"]),
    ]


def write_report(tally: Tally, runner: Runner, environment: str, inputs: str) -> None:
    counts, skips, _ = tally.under(DOCS_DIR)
    reusable: Reusable = {"environment": environment, "torch": runner.torch_version, "outputs": runner.reusable()}
    write_stamp(dict(counts), skips, runner.printed(), reusable, inputs)
