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
# What each example printed in that run, by its code: the notebooks' outputs (notebooks.py).
OUTPUTS_PATH = REPO_ROOT / ".verify" / "outputs.json"


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


def write_stamp(counts: dict[str, int], skips: list[str], printed: dict[str, str]) -> None:
    """Record a passed verify of the current pages and torch, with what it checked, and what
    each example printed in it (`printed`: its output by its code)."""
    REPORT_PATH.parent.mkdir(exist_ok=True)
    inputs = inputs_digest()
    report: VerifyReport = {
        "torch": torch_version_installed(),
        "date": datetime.date.today().isoformat(),
        "inputs": inputs,
        "counts": counts,
        "skips": skips,
    }
    OUTPUTS_PATH.write_text(json.dumps({"inputs": inputs, "printed": printed}, ensure_ascii=False) + "\n", encoding="utf-8")
    REPORT_PATH.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


def forget_stamp() -> None:
    """A verify run has ended: until it proves to have passed, no stamp and no outputs."""
    REPORT_PATH.unlink(missing_ok=True)
    OUTPUTS_PATH.unlink(missing_ok=True)


def read_valid_stamp() -> VerifyReport | None:
    """The last passed verify's report, if it verified exactly the current pages and torch."""
    try:
        report: VerifyReport = json.loads(REPORT_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return report if report.get("inputs") == inputs_digest() else None


def read_printed(report: VerifyReport | None) -> dict[str, str] | None:
    """What each example printed in the passed verify run that `report` (a valid stamp) is
    of, by its code; None without such a run. Never an older run's: the outputs are taken
    only with the stamp of the run that wrote them, which holds only for the current pages
    and torch version (and each verify run runs every example again)."""
    if report is None:
        return None
    try:
        recorded = json.loads(OUTPUTS_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(recorded, dict) or recorded.get("inputs") != report["inputs"]:
        return None
    printed: dict[str, str] = recorded["printed"]
    return printed
