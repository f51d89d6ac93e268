"""Failures: each thing verify finds wrong is a record, rendered into the message pytest shows.
A run writes its records to .verify/failures.json, which the drift report reads: nothing
parses a message back.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path

from autograd_site.languages import REPO_ROOT

FAILURES_PATH = REPO_ROOT / ".verify" / "failures.json"


class FailureKind(StrEnum):
    OUTPUT_DIFFERS = "output-differs"  # the example ran, and printed something else than the claim
    DID_NOT_RUN = "did-not-run"  # it raised, timed out, or ended its worker
    QUOTE_NOT_PRINTED = "quote-not-printed"  # the prose quotes what no example on the page prints
    BAD_INPUT = "bad-input"  # the page cannot be verified as written (a Problem)
    NODE_NOT_DRAWN = "node-not-drawn"  # the prose under a diagram names a node the diagram does not draw
    DIAGRAM_MISDRAWN = "diagram-misdrawn"  # a diagram misses, repeats, hides or overlaps an edge of the recorded graph


def normalize(text: str) -> str:
    """Trailing spaces and trailing blank lines don't count; everything else does."""
    return "\n".join(line.rstrip() for line in text.split("\n")).rstrip("\n")


def unified_diff(claimed: str, actual: str, claimed_label: str, actual_label: str) -> str:
    diff = difflib.unified_diff(
        normalize(claimed).split("\n"), normalize(actual).split("\n"), fromfile=claimed_label, tofile=actual_label, lineterm=""
    )
    return "\n".join(diff)


@dataclass(frozen=True)
class Failure:
    page: str  # as displayed: docs/ru/backward.md
    line: int
    kind: FailureKind
    message: str  # what went wrong; for DID_NOT_RUN the error with its traceback
    example: str | None = None  # the docs_src file(s) the example includes
    claimed: str | None = None  # the claimed output, or the quoted text
    actual: str | None = None  # what the example printed
    claimed_line: int | None = None  # the first line of the claimed text
    torch: str | None = None  # the torch version that printed `actual`

    @property
    def where(self) -> str:
        return f"{self.page}:{self.line}" + (f" (example {self.example})" if self.example else "")

    @property
    def diff(self) -> str | None:
        """Claimed (-) against actual (+), when the example printed something else."""
        if self.kind is not FailureKind.OUTPUT_DIFFERS or self.claimed is None or self.actual is None:
            return None
        return unified_diff(self.claimed, self.actual, f"claimed ({self.page}:{self.claimed_line})", f"actual (torch {self.torch})")

    def __str__(self) -> str:
        diff = self.diff
        return f"{self.where}: {self.message}" + (f"\n{diff}" if diff else "")

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Failure:
        """The record `asdict` wrote (its kind a string)."""
        return cls(**{**data, "kind": FailureKind(data["kind"])})  # type: ignore[arg-type]


def write_failures(failures: list[Failure], torch: str, path: Path = FAILURES_PATH) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    document = {"torch": torch, "failures": [asdict(failure) for failure in failures]}
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def read_failures(path: Path) -> tuple[str, list[Failure]]:
    """The torch version of a verify run and its failures, from the file it wrote."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        return str(document["torch"]), [Failure.from_json(item) for item in document["failures"]]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise SystemExit(f"{path}: not a readable failures file of a verify run ({error})") from None
