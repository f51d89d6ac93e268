"""Compare: what an example printed against what the page claims, as a readable diff."""
from __future__ import annotations

import difflib
import re

from autograd_site.verify.collect import Example, Quote, display
from autograd_site.verify.execute import Outcome


def normalize(text: str) -> str:
    """Trailing spaces and trailing blank lines don't count; everything else does."""
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def unified_diff(claimed: str, actual: str, claimed_label: str, actual_label: str) -> str:
    diff = difflib.unified_diff(
        normalize(claimed).split("\n"),
        normalize(actual).split("\n"),
        fromfile=claimed_label,
        tofile=actual_label,
        lineterm="",
    )
    return "\n".join(diff)


def check_example(example: Example, outcome: Outcome, torch_version: str) -> str | None:
    """None when the example ran and printed what the page claims; else the report."""
    if not outcome.ok:
        return f"{example.where}: {outcome.error}"
    if example.claim is None:  # no-output and doctest blocks only need to run cleanly
        return None
    if normalize(outcome.output) == normalize(example.claim.body):
        return None
    diff = unified_diff(
        example.claim.body,
        outcome.output,
        f"claimed ({display(example.page)}:{example.claim.line + 1})",
        f"actual (torch {torch_version})",
    )
    return f"{example.where}: the output differs from the claim\n{diff}"


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def check_quote(quote: Quote, outputs: list[str]) -> str | None:
    """A quote in the prose must stand in what the page's examples really print."""
    if any(squash(quote.text) in squash(output) for output in outputs):
        return None
    if any(char.isalpha() and not char.isascii() for char in quote.text):
        # A translator's usual slip: the quote was translated along with the sentence.
        hint = "PyTorch prints its messages in English: quote them as printed, untranslated"
    else:
        hint = "did PyTorch reword it, or is the quote mistyped?"
    return f"{display(quote.page)}:{quote.line}: the prose quotes `{quote.text}`, but no example on this page prints it ({hint})"
