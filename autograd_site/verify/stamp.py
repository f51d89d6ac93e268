"""The one artifact a passed verify run leaves for the build, .verify/verified.json: its stamp
("verified with PyTorch <version> on <date>" on every page) and what each example printed
(the notebooks' outputs, the diagrams). Only the languages module is imported here: building
the site must never import the example runner (run.py, warm.py, execute.py), nor torch.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from importlib import metadata
from pathlib import Path
from typing import Any, TypedDict

from autograd_site.languages import DOCS_DIR, DOCS_SRC_DIR, REPO_ROOT

STAMP_PATH = REPO_ROOT / ".verify" / "verified.json"


class VerifyReport(TypedDict):
    """The stamp: what a passed verify run checked, and with which torch."""

    torch: str
    date: str  # ISO date of the run
    inputs: str  # inputs_digest() at the time
    counts: dict[str, int]
    skips: list[str]


def inputs_digest() -> str:
    """What a verify run vouches for: every file of the repository it reads (docs/, docs_src/,
    data/, spelling/, its configuration), and the torch version."""
    digest = hashlib.sha256(torch_version_installed().encode() + b"\0")
    files = [REPO_ROOT / name for name in ("conftest.py", "pyproject.toml", "mkdocs.yml")]
    for folder in (DOCS_DIR, DOCS_SRC_DIR, REPO_ROOT / "data", REPO_ROOT / "spelling"):
        files += [path for path in folder.rglob("*") if path.is_file() and not generated(path)]
    for path in sorted(files):
        digest.update(str(path.relative_to(REPO_ROOT)).encode() + b"\0" + (path.read_bytes() if path.is_file() else b"") + b"\0")
    return digest.hexdigest()


def generated(path: Path) -> bool:
    """Bytecode, and the notebooks the build writes beside the pages (docs/<lang>/notebooks/)."""
    return "__pycache__" in path.parts or (path.is_relative_to(DOCS_DIR) and path.relative_to(DOCS_DIR).parts[1:2] == ("notebooks",))


def torch_version_installed() -> str:
    """The torch version without importing torch (the build should not pay for the import)."""
    return metadata.version("torch").split("+")[0]


class Reusable(TypedDict):
    """What a later run may take instead of running an example again (run.py's `reuse`)."""

    environment: str  # environment.environment_digest() of the run
    torch: str  # the version its workers imported
    outputs: dict[str, str]  # by run.digest_of(the example's key)


def write_stamp(
    counts: dict[str, int], skips: list[str], printed: dict[str, str], reusable: Reusable | None = None, inputs: str | None = None
) -> None:
    """Record a passed verify (`inputs`: the inputs_digest() taken as the run started, so that
    a page saved meanwhile is not taken as verified)."""
    STAMP_PATH.parent.mkdir(exist_ok=True)
    report: VerifyReport = {
        "torch": torch_version_installed(),
        "date": datetime.date.today().isoformat(),
        "inputs": inputs or inputs_digest(),
        "counts": counts,
        "skips": skips,
    }
    partial = STAMP_PATH.with_name(f"{STAMP_PATH.name}.partial")
    partial.write_text(
        json.dumps({"report": report, "printed": printed, "reusable": reusable}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    partial.replace(STAMP_PATH)  # whole or not at all


def forget_stamp() -> None:
    """A verify run has ended: until it proves to have passed, no stamp and no outputs."""
    STAMP_PATH.unlink(missing_ok=True)


def read_artifact() -> dict[str, Any]:
    try:
        recorded = json.loads(STAMP_PATH.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return recorded if isinstance(recorded, dict) else {}


def read_valid_stamp(inputs: str | None = None) -> VerifyReport | None:
    """The last passed verify's report, if it verified exactly the current pages and torch
    (`inputs`: their inputs_digest(), if taken already)."""
    report: VerifyReport | None = read_artifact().get("report")
    return report if isinstance(report, dict) and report.get("inputs") == (inputs or inputs_digest()) else None


def read_reusable(environment: str) -> Reusable | None:
    """The last passed run's outcomes, if it ran in this environment (whatever the pages
    were: an example is looked up by its code, file and line)."""
    reusable: Reusable | None = read_artifact().get("reusable")
    return reusable if isinstance(reusable, dict) and reusable.get("environment") == environment else None


def read_printed(report: VerifyReport | None) -> dict[str, str] | None:
    """What each example printed, by its code, in the passed verify run whose stamp is
    `report` (a valid one); None without such a run. Never an older run's outputs: a stamp
    holds only for the current pages and torch version."""
    recorded = read_artifact()
    if report is None or recorded.get("report") != report:
        return None
    printed: dict[str, str] = recorded["printed"]
    return printed
