"""The stamp of a passed verify run: written by verify (report.py) into .verify/report.json,
read by the site plugin to print "verified with PyTorch <version> on <date>" on every page.

Only the languages module is imported here: building the site must never import the example
runner (run.py, worker.py, execute.py), nor torch.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from importlib import metadata
from typing import TypedDict

from autograd_site.languages import DOCS_DIR, DOCS_SRC_DIR, REPO_ROOT

REPORT_PATH = REPO_ROOT / ".verify" / "report.json"


class VerifyReport(TypedDict):
    """.verify/report.json: what a passed verify run checked, and with which torch."""

    torch: str
    date: str  # ISO date of the run
    inputs: str  # inputs_digest() at the time
    counts: dict[str, int]
    skips: list[str]


def inputs_digest() -> str:
    """What a verify run vouches for: every page, every example, and the torch version."""
    digest = hashlib.sha256(torch_version_installed().encode())
    for path in sorted([*DOCS_DIR.rglob("*.md"), *DOCS_SRC_DIR.rglob("*.py")]):
        digest.update(str(path.relative_to(REPO_ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def torch_version_installed() -> str:
    """The torch version without importing torch (the build should not pay for the import)."""
    return metadata.version("torch").split("+")[0]


def write_stamp(counts: dict[str, int], skips: list[str]) -> None:
    """Record a passed verify of the current pages and torch, with what it checked."""
    REPORT_PATH.parent.mkdir(exist_ok=True)
    report: VerifyReport = {
        "torch": torch_version_installed(),
        "date": datetime.date.today().isoformat(),
        "inputs": inputs_digest(),
        "counts": counts,
        "skips": skips,
    }
    REPORT_PATH.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


def read_valid_stamp() -> VerifyReport | None:
    """The last passed verify's report, if it verified exactly the current pages and torch."""
    try:
        report: VerifyReport = json.loads(REPORT_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return report if report.get("inputs") == inputs_digest() else None
