"""Report: what a verify run did (the tally printed at its end), what a page's examples
really print (for prose quotes and the update mode), and the report of a passed run that
stamps the built site."""
from __future__ import annotations

import datetime
import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from autograd_site.languages import DOCS_DIR, DOCS_SRC_DIR, REPO_ROOT
from autograd_site.verify.collect import Mode, Page
from autograd_site.verify.run import Runner


@dataclass
class Tally:
    """What a verify run did, page by page; printed at the end so that skips are never silent."""

    pages: dict[Path, Counter] = field(default_factory=dict)
    skips: dict[Path, list[str]] = field(default_factory=dict)

    def count(self, page: Path, what: str) -> None:
        self.pages.setdefault(page, Counter())[what] += 1

    def skip(self, page: Path, why: str) -> None:
        self.skips.setdefault(page, []).append(why)

    def under(self, folder: Path) -> tuple[Counter, list[str], int]:
        """Totals, skips and page count of the pages inside `folder`."""
        inside = [p for p in self.pages if p.is_relative_to(folder)]
        totals = sum((self.pages[p] for p in inside), Counter())
        return totals, [s for p in inside for s in self.skips.get(p, [])], len(inside)

    def lines(self, runner: Runner, folder: Path) -> list[str]:
        c, skips, pages = self.under(folder)
        lines = [
            f"verify: {c['claims']} claimed outputs, {c['doctests']} doctests, {c['no-output']} no-output blocks "
            f"and {c['quotes']} prose quotes checked on {pages} pages; "
            f"{runner.executed} distinct examples executed (torch {runner.torch_version})",
        ]
        lines.append(f"verify: {len(skips)} blocks skipped" + (":" if skips else ""))
        lines += [f"  {skip}" for skip in skips]
        return lines


def page_outputs(page: Page, runner: Runner) -> list[str]:
    """What the page's runnable examples really print (doctests included)."""
    return [runner.run(e.code).output for e in page.examples if e.mode is not Mode.SKIP] + [
        e.code.source for e in page.examples if e.mode is Mode.DOCTEST
    ]


# --- The report of a passed verify run, read by the build to stamp its pages -----------

REPORT_PATH = REPO_ROOT / ".verify" / "report.json"


def inputs_digest() -> str:
    """What a verify run vouches for: every page, every example, and the torch version."""
    digest = hashlib.sha256(torch_version_installed().encode())
    for path in sorted([*DOCS_DIR.rglob("*.md"), *DOCS_SRC_DIR.rglob("*.py")]):
        digest.update(str(path.relative_to(REPO_ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def torch_version_installed() -> str:
    """The torch version without importing torch (the build should not pay for the import)."""
    return metadata.version("torch").split("+")[0]


def write_report(tally: Tally) -> None:
    REPORT_PATH.parent.mkdir(exist_ok=True)
    counts, skips, _ = tally.under(DOCS_DIR)
    report = {
        "torch": torch_version_installed(),
        "date": datetime.date.today().isoformat(),
        "inputs": inputs_digest(),
        "counts": dict(counts),
        "skips": skips,
    }
    REPORT_PATH.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


def read_valid_report() -> dict | None:
    """The last passed verify's report, if it verified exactly the current pages and torch."""
    try:
        report = json.loads(REPORT_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return report if report.get("inputs") == inputs_digest() else None
