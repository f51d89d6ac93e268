"""Collect: what a page claims, from the page model (autograd_site.page): its examples (the
code, the snippets it includes, the output claimed beneath it), its quoted claims, and its
problems (bad input, at its line: verify fails each one, so nothing is skipped silently).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from autograd_site.languages import Language
from autograd_site.page import model, prose
from autograd_site.page.model import Fence, MarkerKind, Problem, Quote
from autograd_site.page.paths import display
from autograd_site.page.reader import decode, read_page
from autograd_site.reference import entry_problems
from autograd_site.verify.prose_claims import OUTPUT_LANG, prose_problems

PYTHON_LANGS = {"python", "py", "python3"}
DOCTEST_LANGS = {"pycon"}
SUMMARY_ANCHOR = "summary"
# The longest line an example in docs_src/ may have: what the page's column holds at 1280 px
# beside the copy button (tests/browser/test_reading.py measures it), so no code block
# scrolls sideways on a desktop.
MAX_EXAMPLE_LINE = 76


class Mode(StrEnum):
    """How an example is verified; the value is what the summary line counts it as."""

    COMPARE = "compare"  # its output must equal the claim beneath it
    NO_OUTPUT = "no-output"  # marked: it must run, and claims nothing
    DOCTEST = "doctest"  # a pycon block: the expected output is inside it
    SKIP = "skip"  # marked: it does not run (the reason is counted in the summary)


@dataclass(frozen=True, order=True)
class CodeBlock:
    """Runnable code: the fence's body with snippet includes resolved, as the site shows it.
    Equal code blocks (an example shared by languages) run once."""

    kind: str  # "python" or "doctest"
    source: str
    filename: str  # where tracebacks point: the snippet file, or the page
    first_line: int  # line of `source`'s first line in `filename`
    includes: tuple[Path, ...] = ()


@dataclass(frozen=True)
class Example:
    page: Path
    code_fence: Fence
    code: CodeBlock
    claim: Fence | None  # the output fence beneath the code; None for doctest or no-output
    mode: Mode = Mode.COMPARE
    skip_reason: str = ""

    @property
    def line(self) -> int:
        return self.code_fence.line

    @property
    def where(self) -> str:
        snippet = ", ".join(display(p) for p in self.code.includes)
        return f"{display(self.page)}:{self.line}" + (f" (example {snippet})" if snippet else "")


@dataclass
class Page:
    """A page with what it claims; `model` is the page as read."""

    model: model.Page
    examples: list[Example] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)

    @property
    def path(self) -> Path:
        return self.model.path

    @property
    def text(self) -> str:
        return self.model.text

    @property
    def language(self) -> Language:
        return self.model.language

    @property
    def fences(self) -> list[Fence]:
        return self.model.fences

    @property
    def quotes(self) -> list[Quote]:
        return self.model.quotes


# A comma between two numbers in a formula ("x = -1, 0, 2", "[-1, 1]", "(2, 4, 6)"), not after a
# subscript's or a decimal's digit (x_0, 1{,}5: the comma of a decimal is braced in TeX); in
# prose, between two numbers written with the decimal comma or without ("1,5, 3,5 dan 5,5").
LISTED_NUMBERS = re.compile(r"(?<![\w^{}.\\])-?\d+(?:\{,\}\d+)?\s*,\s*(?:\\[,;:!]\s*)*-?\d+")
PROSE_LISTED_NUMBERS = re.compile(r"(?<![\w.,])[-\u2212]?\d+(?:,\d+)?,\s+[-\u2212]?\d+")
FORMULAS = [re.compile(r"\$\$(?P<tex>.+?)\$\$", re.S), re.compile(r"\\\((?P<tex>.+?)\\\)", re.S), re.compile(r"\\\[(?P<tex>.+?)\\\]", re.S)]
LISTED_WITH_COMMAS = "with the decimal comma, {found!r} reads as one number: separate listed numbers with a semicolon ({fixed!r})"


def numbers_listed_with_commas(page: model.Page) -> list[Problem]:
    """Where the page's language writes a decimal comma (1,5), "x = -1, 0, 2" reads as the
    number -1,0 and then 2: numbers listed in its formulas and prose are separated by
    semicolons ("x = -1; 0; 2", "[-1; 1]", "(2; 4; 6)", "1,5; 3,5 dan 5,5"). Code is
    Python's and keeps its commas."""
    if not page.language.decimal_comma:
        return []
    problems = []

    def problem(text: str, offset: int, where: str, found: str) -> None:
        fixed = re.sub(r"(?<!\{),(?!\})" if where != "prose" else r",(?=\s)", ";", found)  # the list's comma, not a decimal's
        message = LISTED_WITH_COMMAS.format(found=found, fixed=fixed)
        problems.append(Problem(page.path, prose.line_of(text, offset), f"{where}: {message}"))

    text = prose.without_code(page)
    for pattern in FORMULAS:
        for formula in pattern.finditer(text):
            for found in LISTED_NUMBERS.finditer(formula["tex"]):
                problem(text, formula.start("tex") + found.start(), f"the formula {formula['tex'].strip()!r}", found[0])
    words = prose.words(page)
    for found in PROSE_LISTED_NUMBERS.finditer(words):
        problem(words, found.start(), "prose", found[0])
    return sorted(problems, key=lambda found: found.line)


def duplicate_anchors(page: model.Page) -> list[Problem]:
    seen: dict[str, int] = {}
    problems = []
    for heading in page.headings:
        if heading.anchor is None:
            continue
        if heading.anchor in seen:
            problems.append(Problem(page.path, heading.line, f"duplicate anchor #{heading.anchor} (first on line {seen[heading.anchor]})"))
        else:
            seen[heading.anchor] = heading.line
    return problems


def unbacked_summary(page: model.Page, examples: list[Example]) -> list[Problem]:
    """Each bullet of the `{ #summary }` section states a rule: it must link to a section of
    this page where a verified example (its output compared) demonstrates it."""
    summary = page.section(SUMMARY_ANCHOR)
    if summary is None:
        return []
    compared = [e.line for e in examples if e.mode is Mode.COMPARE]
    problems = []
    for item in page.list_items:
        if item.depth != 0 or not summary[0] < item.line <= summary[1]:
            continue
        targets = [link.target for link in page.links_in(item.line, item.end_line) if link.target.startswith("#")]
        sections = [page.section(target[1:]) for target in targets]
        if any(section and any(section[0] <= line <= section[1] for line in compared) for section in sections):
            continue
        if not targets:
            message = "summary bullet links to no section of this page: "
            message += "link the section whose verified example shows it, as in ([…](#anchor))"
        else:
            those = "that section" if len(targets) == 1 else "those sections"
            message = f"summary bullet links to {', '.join(targets)}, but no verified example stands in {those}: "
            if page.language.is_source:
                message += "link the section that shows it"
            else:  # the source's bullet links there: the translation lost the example, not the link
                message += "restore the example the source has there (a translation keeps every example of its source)"
        problems.append(Problem(page.path, item.line, message))
    return problems


def claims_directly(page: model.Page, code: Fence, output: Fence) -> bool:
    """Whether an output fence belongs to the code above it: nothing but blank lines between
    them, or only the opening line of a collapsible answer (an exercise's `??? success`) that
    holds the output."""
    between = [n for n in range(code.end_line + 1, output.line) if page.lines[n - 1].strip()]
    if not between:
        return True
    answer = output.container
    return len(between) == 1 and answer is not None and answer.collapsible and answer.line == between[0]


def code_block(fence: Fence, page: Path) -> CodeBlock:
    expansion = fence.expansion
    assert expansion is not None  # the caller checked the fence's include problems
    kind = "doctest" if fence.lang in DOCTEST_LANGS else "python"
    if fence.setup is not None:  # an `after` marker: one example, the setup's code and then the fence's
        return CodeBlock(kind, fence.setup.source + expansion.source, str(page), 1, fence.setup.files + expansion.files)
    if expansion.whole_file:  # the whole block is one snippet: tracebacks point into the docs_src file
        return CodeBlock(kind, expansion.source, str(expansion.whole_file), expansion.first_line, expansion.files)
    return CodeBlock(kind, expansion.source, str(page), fence.line + 1, expansion.files)


def long_lines(files: tuple[Path, ...]) -> list[Problem]:
    """A problem at each line of the included example files that is longer than MAX_EXAMPLE_LINE."""
    problems = []
    for file in files:
        for number, line in enumerate(decode(file)[0].splitlines(), 1):
            if len(line) > MAX_EXAMPLE_LINE:
                message = f"line is {len(line)} characters; an example keeps to {MAX_EXAMPLE_LINE}, so that it fits the page's column"
                problems.append(Problem(file, number, message))
    return problems


def mode_of(fence: Fence, page: Path) -> tuple[Mode, str, Problem | None]:
    """The mode the `<!-- verify: ... -->` comment above a code fence asks for."""
    marker = fence.marker
    if marker is None:
        return Mode.COMPARE, "", None
    if marker.kind is MarkerKind.UNKNOWN:
        message = f"unknown verify marker {marker.body!r}; use 'no-output', 'skip reason=\"...\"' or 'after=\"topic/file.py\"'"
        return Mode.COMPARE, "", Problem(page, fence.line - 1, message)
    if marker.kind is MarkerKind.AFTER:  # compared as usual; only what runs differs
        return Mode.COMPARE, "", None
    return Mode(marker.kind.value), marker.reason, None


def collect_page(path: Path, text: str | None = None, read: model.Page | None = None) -> Page:
    """Everything the page claims: examples paired with their outputs, quotes, and problems
    (`read`: the page already read, as `read_again` returns it)."""
    read = read or read_page(Path(path), text)
    path = read.path
    page = Page(read, problems=[*read.problems, *duplicate_anchors(read), *numbers_listed_with_commas(read)])
    fences = read.fences
    claimed_outputs = set()

    def problem(line: int, message: str) -> None:
        page.problems.append(Problem(path, line, message))

    for index, fence in enumerate(fences):
        if fence.lang not in PYTHON_LANGS | DOCTEST_LANGS:
            continue
        mode, reason, marker_problem = mode_of(fence, path)
        if marker_problem:
            page.problems.append(marker_problem)
            continue
        following = fences[index + 1] if index + 1 < len(fences) else None
        claim = following if following and following.lang == OUTPUT_LANG and claims_directly(read, fence, following) else None
        if claim:
            claimed_outputs.add(claim.start)
        if fence.line in read.include_problems:
            page.problems += read.include_problems[fence.line]
            continue
        assert fence.expansion is not None  # no include problems: the body was expanded
        page.problems += long_lines(fence.expansion.files + (fence.setup.files if fence.setup else ()))
        if fence.lang in DOCTEST_LANGS:
            mode = Mode.SKIP if mode is Mode.SKIP else Mode.DOCTEST
            if claim:
                problem(claim.line, "output block under a pycon block: a doctest's expected output goes inside it")
                continue
        elif mode is Mode.COMPARE and claim is None:
            problem(fence.line, "python block claims no output: add an ```output block beneath it, or mark it <!-- verify: no-output -->")
            continue
        elif mode is Mode.NO_OUTPUT and claim is not None:
            problem(fence.line, "python block is marked no-output but an output block follows it")
            continue
        claimed = claim if mode in {Mode.COMPARE, Mode.SKIP} else None
        page.examples.append(Example(path, fence, code_block(fence, path), claimed, mode, reason))

    for fence in fences:
        if fence.lang == OUTPUT_LANG and fence.start not in claimed_outputs:
            problem(fence.line, "output block has no python block directly above it")
    page.problems += unbacked_summary(read, page.examples)
    page.problems += entry_problems(read)
    page.problems += prose_problems(read)
    page.problems.sort(key=lambda p: p.line)
    return page


# The pages a verify run has read, by resolved path: its examples (the Sybil plugin) and its
# parity items (a translation and its source) read each page once, whichever comes first.
READ: dict[Path, model.Page] = {}


def read_again(path: Path, language: Language) -> model.Page:
    """The page as this run read it, if the file still holds that text; read anew (and kept
    for the next to ask) otherwise."""
    path = path.resolve()
    known = READ.get(path)
    if known is not None and known.language == language and decode(path)[0] == known.text:
        return known
    READ[path] = read_page(path, language=language)
    return READ[path]
