"""Collect: read a page and find what it claims.

A lexer (`find_fences`) finds fenced blocks; `collect_page` turns them into examples
(a code block, the snippet files it includes, and the output block claimed beneath it),
quoted claims in the prose, and problems. A problem is bad input (a missing include, an
unterminated fence, an output with no code above it...) with the line it is on: the
verifier reports each one as a failure, so nothing is skipped silently.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from autograd_site.languages import DOCS_SRC_DIR, REPO_ROOT, Language, language_of

PYTHON_LANGS = {"python", "py", "python3"}
DOCTEST_LANGS = {"pycon"}
OUTPUT_LANG = "output"

FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n]*)$")
ATTRIBUTE = re.compile(r"""(?P<key>[\w-]+)=(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>\S+))""")
SNIPPET_LINE = re.compile(r"""^\s*-{1,}8<-{1,}\s*(?:"(?P<dq>[^"]+)"|'(?P<sq>[^']+)')\s*$""")
SNIPPET_MARK = re.compile(r"^\s*-{1,}8<-{1,}")
MARKER = re.compile(r"^\s*<!--\s*verify:\s*(?P<body>.*?)\s*-->\s*$")
# An exercise hides its answer: the claimed output may sit in a collapsible admonition
# (`??? success "Jawaban"`, pymdownx.details) right beneath the code it belongs to.
COLLAPSED_ANSWER = re.compile(r"""^\?{3}\+?[ \t]+[\w-]+(?:[ \t]+"[^"\n]*")?[ \t]*$""")
HEADING_ANCHOR = re.compile(r"^\s{0,3}#{1,6}\s.*\{[^}]*#(?P<anchor>[\w-]+)[^}]*\}\s*$")


@dataclass(frozen=True)
class Fence:
    """A fenced block as it stands in the page. Offsets index the page text."""

    line: int  # 1-based line of the opening fence
    end_line: int  # 1-based line of the closing fence
    indent: str
    lang: str
    attrs: dict[str, str]
    body: str  # with the fence's indentation removed
    body_start: int  # offset of the first body character
    body_end: int  # offset just after the body (start of the closing fence line)
    start: int  # offset of the opening fence line
    end: int  # offset just after the closing fence line


@dataclass(frozen=True)
class Problem:
    page: Path
    line: int
    message: str
    start: int = 0

    def __str__(self) -> str:
        return f"{display(self.page)}:{self.line}: {self.message}"


@dataclass(frozen=True)
class CodeBlock:
    """Runnable code: the fence's body with snippet includes resolved, as the site shows it."""

    kind: str  # "python" or "doctest"
    source: str
    filename: str  # where tracebacks point: the snippet file, or the page
    first_line: int  # line of `source`'s first line in `filename`
    includes: tuple[Path, ...] = ()


@dataclass(frozen=True)
class Example:
    page: Path
    language: Language
    code_fence: Fence
    code: CodeBlock
    claim: Fence | None  # the output fence beneath the code; None for doctest or no-output
    mode: str = "compare"  # "compare", "no-output", "doctest" or "skip"
    skip_reason: str = ""

    @property
    def line(self) -> int:
        return self.code_fence.line

    @property
    def start(self) -> int:
        return self.code_fence.start

    @property
    def end(self) -> int:
        return (self.claim or self.code_fence).end

    @property
    def where(self) -> str:
        snippet = ", ".join(display(p) for p in self.code.includes)
        return f"{display(self.page)}:{self.line}" + (f" (example {snippet})" if snippet else "")


@dataclass(frozen=True)
class Quote:
    """Inline code in quotation marks in the prose: a quote of what PyTorch prints."""

    page: Path
    line: int
    text: str
    start: int
    end: int


@dataclass
class Page:
    path: Path
    text: str
    language: Language
    examples: list[Example] = field(default_factory=list)
    quotes: list[Quote] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    fences: list[Fence] = field(default_factory=list)


def display(path: Path | str) -> str:
    """A path as the maintainer types it: relative to the repository when inside it."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(path)


def read_page(path: Path) -> tuple[str, list[Problem]]:
    """The page's text, and problems with its encoding or line endings."""
    raw = path.read_bytes()
    problems = []
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        problems.append(Problem(path, line, f"is not UTF-8 (byte {raw[error.start]:#04x} at offset {error.start}); save the page as UTF-8"))
        text = raw.decode("utf-8", errors="replace")
    if "\r" in text:
        line = text.count("\n", 0, text.index("\r")) + 1
        problems.append(Problem(path, line, "has Windows (CRLF) or CR line endings; save the page with LF line endings"))
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        problems.append(Problem(path, 1, "is empty"))
    return text, problems


def parse_info(info: str) -> tuple[str, dict[str, str]]:
    """Split a fence info string like `python title="a.py" hl_lines="2 3"`."""
    info = info.strip()
    if info.startswith("{"):  # attribute-list form: { .python title="x" }
        info = info.strip("{}").strip()
        words = info.split()
        lang = words[0].lstrip(".") if words and words[0].startswith(".") else ""
        rest = " ".join(words[1:]) if lang else info
    else:
        lang, _, rest = info.partition(" ")
    attrs = {m["key"]: next(v for v in (m["dq"], m["sq"], m["bare"]) if v is not None) for m in ATTRIBUTE.finditer(rest)}
    return lang.lower(), attrs


def find_fences(text: str, page: Path) -> tuple[list[Fence], list[Problem]]:
    """The lexer: every fenced block in the page, and unterminated fences as problems."""
    fences, problems = [], []
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    index = 0
    while index < len(lines):
        opening = FENCE_OPEN.match(lines[index])
        if not opening or (opening["fence"][0] == "`" and "`" in opening["info"]):
            index += 1
            continue
        indent, marks = opening["indent"], opening["fence"]
        closing = re.compile(rf"^[ \t]*{re.escape(marks[0])}{{{len(marks)},}}[ \t]*$")
        close = next((j for j in range(index + 1, len(lines)) if closing.match(lines[j])), None)
        if close is None:
            problems.append(Problem(page, index + 1, f"unterminated fence {marks}: no closing {marks} before the end of the page", offsets[index]))
            break
        lang, attrs = parse_info(opening["info"])
        body_lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[index + 1 : close]]
        fences.append(
            Fence(
                line=index + 1,
                end_line=close + 1,
                indent=indent,
                lang=lang,
                attrs=attrs,
                body="\n".join(body_lines) + ("\n" if body_lines else ""),
                body_start=offsets[index + 1],
                body_end=offsets[close],
                start=offsets[index],
                end=min(offsets[close + 1], len(text)),
            )
        )
        index = close + 1
    return fences, problems


def resolve_includes(fence: Fence, page: Path) -> tuple[CodeBlock | None, list[Problem]]:
    """Expand `--8<-- "path"` lines exactly as pymdownx.snippets does with base_path docs_src/."""
    parts, includes, problems = [], [], []
    base = DOCS_SRC_DIR.resolve()
    for number, line in enumerate(fence.body.splitlines(keepends=True), start=fence.line + 1):
        if not SNIPPET_MARK.match(line):
            parts.append(line)
            continue
        match = SNIPPET_LINE.match(line)
        if not match:
            problems.append(Problem(page, number, f"unsupported snippet include {line.strip()!r}; write --8<-- \"topic/file.py\""))
            continue
        name = match["dq"] or match["sq"]
        target = (base / name).resolve()
        if not target.is_relative_to(base):
            problems.append(Problem(page, number, f"include {name!r} escapes docs_src/; includes are relative to docs_src/ and stay inside it"))
        elif not target.is_file():
            problems.append(Problem(page, number, f"include {name!r} not found: no file {display(target)}"))
        else:
            content = target.read_text(encoding="utf-8")
            parts.append(content if content.endswith("\n") else content + "\n")
            includes.append(target)
    if problems:
        return None, problems
    source = "".join(parts)
    kind = "doctest" if fence.lang in DOCTEST_LANGS else "python"
    if len(includes) == 1 and len(fence.body.strip().splitlines()) == 1:
        # The whole block is one snippet: tracebacks point into the docs_src file.
        return CodeBlock(kind, source, str(includes[0]), 1, tuple(includes)), []
    return CodeBlock(kind, source, str(page), fence.line + 1, tuple(includes)), []


def parse_marker(text: str, fence: Fence, page: Path) -> tuple[str, str, Problem | None]:
    """The `<!-- verify: ... -->` comment on the line above a code fence, if any."""
    before = text[: fence.start].rstrip("\n").rsplit("\n", 1)[-1]
    match = MARKER.match(before)
    if not match:
        return "compare", "", None
    body = match["body"]
    if body == "no-output":
        return "no-output", "", None
    skip = re.fullmatch(r"""skip\s+reason=(?:"([^"]+)"|'([^']+)')""", body)
    if skip:
        return "skip", skip[1] or skip[2], None
    return "compare", "", Problem(page, fence.line - 1, f"unknown verify marker {body!r}; use 'no-output' or 'skip reason=\"...\"'", fence.start)


def find_quotes(text: str, page: Path, language: Language, fences: list[Fence]) -> list[Quote]:
    """Inline code inside the language's quotation marks, outside fences."""
    masked = list(text)
    for fence in fences:  # blank out fenced blocks, keeping offsets and newlines
        for i in range(fence.start, fence.end):
            if masked[i] != "\n":
                masked[i] = " "
    prose = "".join(masked)
    quotes = []
    for opening, closing in language.quotes:
        pattern = re.compile(re.escape(opening) + r"`([^`]+)`" + re.escape(closing))
        for match in pattern.finditer(prose):
            line = prose.count("\n", 0, match.start()) + 1
            quotes.append(Quote(page, line, match[1], match.start(), match.end()))
    return sorted(quotes, key=lambda q: q.start)


def find_duplicate_anchors(text: str, page: Path, fences: list[Fence]) -> list[Problem]:
    inside = {n for f in fences for n in range(f.line, f.end_line + 1)}
    seen: dict[str, int] = {}
    problems = []
    for number, line in enumerate(text.split("\n"), start=1):
        match = HEADING_ANCHOR.match(line)
        if not match or number in inside:
            continue
        anchor = match["anchor"]
        if anchor in seen:
            problems.append(Problem(page, number, f"duplicate anchor #{anchor} (first on line {seen[anchor]})"))
        else:
            seen[anchor] = number
    return problems


def claims_directly(between: str, output: Fence) -> bool:
    """Whether an output fence belongs to the code above it: nothing but blank lines between
    them, or only the opening line of a collapsible answer that the (indented) output opens."""
    lines = [line for line in between.split("\n") if line.strip()]
    if not lines:
        return True
    return len(lines) == 1 and bool(COLLAPSED_ANSWER.match(lines[0])) and bool(output.indent)


def collect_page(path: Path, text: str | None = None) -> Page:
    """Everything the page claims: examples paired with their outputs, quotes, and problems."""
    path = Path(path).resolve() if text is None else Path(path)
    problems: list[Problem] = []
    if text is None:
        text, problems = read_page(path)
    page = Page(path, text, language_of(path), problems=problems)
    fences, fence_problems = find_fences(text, path)
    page.fences = fences
    page.problems += fence_problems + find_duplicate_anchors(text, path, fences)
    page.quotes = find_quotes(text, path, page.language, fences)

    claimed_outputs = set()
    for index, fence in enumerate(fences):
        if fence.lang not in PYTHON_LANGS | DOCTEST_LANGS:
            continue
        mode, reason, marker_problem = parse_marker(text, fence, path)
        if marker_problem:
            page.problems.append(marker_problem)
            continue
        code, include_problems = resolve_includes(fence, path)
        following = fences[index + 1] if index + 1 < len(fences) else None
        claim = following if following and following.lang == OUTPUT_LANG and claims_directly(text[fence.end : following.start], following) else None
        if claim:
            claimed_outputs.add(claim.start)
        if include_problems:
            page.problems += include_problems
            continue
        if fence.lang in DOCTEST_LANGS:
            mode = "skip" if mode == "skip" else "doctest"
            if claim:
                page.problems.append(Problem(path, claim.line, "output block under a pycon block: a doctest's expected output goes inside it", claim.start))
                continue
        elif mode == "compare" and claim is None:
            page.problems.append(Problem(path, fence.line, "python block claims no output: add an ```output block beneath it, or mark it <!-- verify: no-output -->", fence.start))
            continue
        elif mode == "no-output" and claim is not None:
            page.problems.append(Problem(path, fence.line, "python block is marked no-output but an output block follows it", fence.start))
            continue
        page.examples.append(Example(path, page.language, fence, code, claim if mode in {"compare", "skip"} else None, mode, reason))

    for fence in fences:
        if fence.lang == OUTPUT_LANG and fence.start not in claimed_outputs:
            page.problems.append(Problem(path, fence.line, "output block has no python block directly above it", fence.start))
    page.problems.sort(key=lambda p: p.line)
    return page
