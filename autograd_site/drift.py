"""Classify: what kind of change a claim that no longer holds is (`Change`, `classify`: the
first kind that fits), so a drift report and `nox -s update` can group changes; and the
coarser kind the site tells a reader (`Kind`, `kind_of`).
"""

from __future__ import annotations

import re
from enum import Enum, StrEnum
from pathlib import Path

from autograd_site.page.model import BlockKind
from autograd_site.page.prose import squash
from autograd_site.page.reader import read_page

EXCEPTION_LINE = re.compile(r"^(?P<type>[A-Z]\w*(?:Error|Exception)):\s?(?P<message>.*)$", re.M)
WARNING_LINE = re.compile(r"\b[A-Z]\w*Warning\b")
NUMBER = re.compile(r"(?<![\w.])[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?")  # not the digits of a name (PowBackward0)
NAME = re.compile(r"\b[A-Za-z_]\w*\b")
PRINTED_NUMBER = re.compile(r"(?<![\w.])[-+]?\d+(?:\.\d*)?(?:e[-+]?\d+)?")  # a float as a tensor prints it too: "2."


class Change(Enum):
    NOW_RAISES = "now raises"  # the example raised where it printed before
    NO_LONGER_RAISES = "no longer raises"  # the claim shows an exception the example no longer raises
    MESSAGE_REWORDED = "message reworded"  # the same exception type, with other words
    NEW_WARNING = "new warning"  # a warning line the claim lacks
    VALUE_CHANGED = "value changed"  # the same lines with other numbers
    REPR_CHANGED = "repr changed"  # the same lines with other names (a grad_fn, a dtype, a class)
    OUTPUT_CHANGED = "output changed"  # anything else


def classify(claimed: str, actual: str, raised: bool = False) -> Change:
    if raised:
        return Change.NOW_RAISES
    claimed_errors = {m["type"]: m["message"] for m in EXCEPTION_LINE.finditer(claimed)}
    actual_errors = {m["type"]: m["message"] for m in EXCEPTION_LINE.finditer(actual)}
    if claimed_errors and not actual_errors:
        return Change.NO_LONGER_RAISES
    if any(actual_errors[t] != claimed_errors[t] for t in claimed_errors.keys() & actual_errors.keys()):
        return Change.MESSAGE_REWORDED
    if len(WARNING_LINE.findall(actual)) > len(WARNING_LINE.findall(claimed)):
        return Change.NEW_WARNING
    if NUMBER.sub("#", claimed) == NUMBER.sub("#", actual):
        return Change.VALUE_CHANGED
    if NAME.sub("N", NUMBER.sub("#", claimed)) == NAME.sub("N", NUMBER.sub("#", actual)):
        return Change.REPR_CHANGED
    return Change.OUTPUT_CHANGED


class Kind(StrEnum):
    """What a reader needs to know of a difference on another release, least serious first.
    A page holds for a release unless an example's behaviour changed there."""

    HOLDS = "holds"  # printed exactly as claimed
    FORMAT = "format"  # the same text, spaced or broken into lines otherwise (a tensor's repr)
    VALUES = "values"  # only numbers drawn from the random generator differ
    MESSAGE = "message"  # the same exception, its message reworded
    WARNING = "warning"  # a warning added or removed; the rest as claimed
    BEHAVIOUR = "behaviour"  # raises now, no longer raises, or another result


# A warning as a terminal shows it: "path.py:12: FutureWarning: text", then the source line
# indented beneath it; or as an example reports a caught one ("  warning: ...").
WARNING_BLOCK = re.compile(r"^\S[^\n]*:\d+: [A-Z]\w*Warning: [^\n]*\n(?:[ \t]+[^\n]*\n?)?|^\s*warning: [^\n]*\n?", re.M)
# Code that draws from the random generator: its printed numbers may differ between releases
# (another initialisation order, another kernel) while every rule it shows still holds.
RANDOM_CODE = re.compile(r"\b(?:rand\w*|normal_|uniform_|bernoulli_?|multinomial|[Dd]ropout\w*|nn\.[A-Z]\w*)\(")


# An exception's message wherever it stands on its line (an example may label it: "ExpSaved: RuntimeError: ..."),
# or a warning's that the example prints itself ("UserWarning: ..."): its words may change, its type stays.
EXCEPTION_MESSAGE = re.compile(r"\b(?P<type>[A-Z]\w*(?:Error|Exception|Warning)):[^\n]*")


def tidy(text: str) -> str:
    """The text without what never counts: trailing spaces, blank lines at either end."""
    return "\n".join(line.rstrip() for line in text.strip("\n").split("\n"))


def without_warnings(text: str) -> tuple[str, list[str]]:
    """The text with its warnings taken out (and tidied), and the warnings."""
    warnings = [found.group(0).strip() for found in WARNING_BLOCK.finditer(text + "\n")]
    return tidy(WARNING_BLOCK.sub("", text + "\n")), warnings


def kind_of(claimed: str, actual: str, raised: bool = False, random: bool = False) -> Kind:
    """The kind of an example's difference on a release (`random`: its code draws random
    numbers). When several apply, the most serious: a new warning beside another result is a
    changed behaviour."""
    if raised:
        return Kind.BEHAVIOUR
    claimed_rest, claimed_warnings = without_warnings(claimed)
    actual_rest, actual_warnings = without_warnings(actual)
    kinds = {Kind.WARNING} if claimed_warnings != actual_warnings else set()
    if claimed_rest != actual_rest and claimed_rest.split() == actual_rest.split():
        kinds.add(Kind.FORMAT)  # only white space differs: how a value is printed, not what it is
    elif claimed_rest != actual_rest:
        change: Change | None = classify(claimed_rest, actual_rest)
        claimed_types, actual_types = (EXCEPTION_MESSAGE.sub(r"\g<type>", text) for text in (claimed_rest, actual_rest))
        if change is not Change.NO_LONGER_RAISES and claimed_types != claimed_rest and claimed_types == actual_types:
            kinds.add(Kind.MESSAGE)  # the same exceptions where they were: only their words differ
            change = None
        if change is Change.VALUE_CHANGED and random and only_fractions_differ(claimed_rest, actual_rest):
            kinds.add(Kind.VALUES)
        elif change is not None:
            kinds.add(Kind.BEHAVIOUR)
    return max(kinds, key=list(Kind).index, default=Kind.HOLDS)


def only_fractions_differ(claimed: str, actual: str) -> bool:
    """Whether every number that differs has a fraction or an exponent: what a random draw
    prints. A whole number that differs is a count, a shape, an index (5 saved tensors, not 7):
    a changed behaviour, even in code that draws random numbers."""
    pairs = zip(PRINTED_NUMBER.findall(claimed), PRINTED_NUMBER.findall(actual), strict=False)
    return all(a == b or not (a.lstrip("+-").isdigit() or b.lstrip("+-").isdigit()) for a, b in pairs)


def broken_quotes(quotes: list[str], claimed: str, actual: str) -> list[str]:
    """Quotes of the prose that the claim backed and the new output no longer contains."""
    return [quote for quote in quotes if squash(quote) in squash(claimed) and squash(quote) not in squash(actual)]


def neighbouring_prose(text: str, first_line: int, last_line: int) -> list[tuple[int, str]]:
    """The paragraph just above line `first_line` (the code fence) and the one just below
    `last_line` (the claim's closing fence): (line, paragraph) — what a reader reads with
    the claim, and so what a maintainer rereads when it changes."""
    page = read_page(Path("page.md"), text)
    lines = page.lines
    above = first_line - 1  # the last non-blank line above the fence
    while above > 0 and not lines[above - 1].strip():
        above -= 1
    below = last_line + 1  # the first non-blank line after the closing fence
    while below <= len(lines) and not lines[below - 1].strip():
        below += 1
    return [
        (block.line, " ".join(page.source(block.line, block.end_line).split()))
        for block in page.blocks
        if block.kind is BlockKind.PARAGRAPH and (block.end_line == above or block.line == below)
    ]


# Words whose change is a changed result, however the message around them is worded; not an
# argument a message names (`check_nan=False`, `capture_scalar_outputs=False`).
RESULT_WORDS = re.compile(r"(?<![=\w])(?:True|False|None)\b")


def contradiction(kind: Kind, claimed: str, actual: str, random: bool = False) -> str | None:
    """Why labelling the difference between `claimed` and what a release printed (`actual`)
    as `kind` says something the two texts deny; None when they allow it. A label may be
    less precise than `kind_of` (a count of dropout's zeros is random, though a whole number;
    a reworded line need not name its exception), never something else."""
    claimed_rest, claimed_warnings = without_warnings(claimed)
    actual_rest, actual_warnings = without_warnings(actual)
    if kind is Kind.HOLDS and claimed.split() != actual.split():
        return "the outputs differ"
    if kind is Kind.FORMAT and claimed.split() != actual.split():
        return "more than the spacing of the printed text differs"
    if kind is Kind.VALUES:
        if not random:
            return "the example draws no random numbers"
        if NUMBER.sub("#", claimed_rest).split() != NUMBER.sub("#", actual_rest).split():
            return "more than numbers differ"
    if kind is Kind.MESSAGE:
        if len(claimed_rest.split("\n")) != len(actual_rest.split("\n")):
            return "another number of lines is printed"
        # outside the exceptions' and warnings' own words (a hint may name `check_nan=False`)
        claimed_rest, actual_rest = (EXCEPTION_MESSAGE.sub(r"\g<type>", text) for text in (claimed_rest, actual_rest))
        if NUMBER.findall(claimed_rest) != NUMBER.findall(actual_rest):
            return "a number differs"
        if RESULT_WORDS.findall(claimed_rest) != RESULT_WORDS.findall(actual_rest):
            return "True, False or None differs"
    if kind is Kind.WARNING and claimed_rest.split() != actual_rest.split():
        return "more than warnings differ"
    if kind is Kind.BEHAVIOUR and (found := kind_of(claimed, actual, random=random)) is not Kind.BEHAVIOUR:
        return f"only {LESSER[found]} differs: not a changed behaviour"
    return None


LESSER = {
    Kind.HOLDS: "nothing",
    Kind.FORMAT: "the printing",
    Kind.VALUES: "random values",
    Kind.MESSAGE: "a message's wording",
    Kind.WARNING: "a warning",
}
