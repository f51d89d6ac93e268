"""The reader: a page file into the page model, in one pass of markdown-it-py with
mdit-py-plugins for what the site's Markdown adds (front matter, admonitions, math). What
markdown-it leaves as text (a heading's `{ #anchor }`, a `<!-- verify: … -->` comment, quoted
claims), fence bodies and offsets are read from the page's own lines, so every line number is
the file's.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token
from mdit_py_plugins.admon import admon_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.front_matter import front_matter_plugin
from mdit_py_plugins.texmath import texmath_plugin

from autograd_site.languages import Language, language_of
from autograd_site.page import prose, snippets
from autograd_site.page.model import (
    Block,
    BlockKind,
    Container,
    Fence,
    FrontMatter,
    Heading,
    Link,
    ListItem,
    Marker,
    MarkerKind,
    Math,
    Page,
    Problem,
    Quote,
    Table,
    TableRow,
)

ATTRIBUTE = re.compile(r"""(?P<key>[\w-]+)=(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>\S+))""")
FENCE_OPENING = re.compile(r"^\s*(?:```|~~~)[\w{]")  # an opening fence line with its language: no closing line
HEADING_ATTRIBUTES = re.compile(r"\s*\{(?P<attrs>[^}]*)\}\s*$")  # attr_list: ## Title { #anchor }
ANCHOR = re.compile(r"#(?P<anchor>[\w-]+)")
MARKER = re.compile(r"^\s*<!--\s*verify:\s*(?P<body>.*?)\s*-->\s*$")
SKIP = re.compile(r"""skip\s+reason=(?:"([^"]+)"|'([^']+)')""")
AFTER = re.compile(r"""after=(?:"([^"]+)"|'([^']+)')""")


MARKDOWN = (
    MarkdownIt("commonmark", {"html": True})
    .enable("table")
    .use(front_matter_plugin)
    .use(admon_plugin)
    .use(dollarmath_plugin, double_inline=True)
    .use(texmath_plugin, delimiters="brackets")
)
MARKDOWN.core.ruler.disable("inline")  # inline Markdown is parsed on demand: see inline_parts


@functools.lru_cache(maxsize=256)
def tokens_of(text: str) -> tuple[tuple[Token, ...], dict[str, object]]:
    """markdown-it's block tokens and environment (link references), parsed once per text:
    verify, parity and the build read a page several times in one process (the tokens are
    only read, never changed)."""
    env: dict[str, object] = {}
    return tuple(MARKDOWN.parse(text, env)), env


@functools.lru_cache(maxsize=256)
def inline_children(content: str, env_of: str) -> tuple[Token, ...]:
    """The inline tokens of one paragraph, heading, cell or title (`env_of`: the page text,
    whose link references they resolve against)."""
    children: list[Token] = []
    MARKDOWN.inline.parse(content, MARKDOWN, tokens_of(env_of)[1], children)
    return tuple(children)


# Every link, image and formula starts with one of these: `[text](…)`, `![alt](…)`, `[text][ref]`,
# `<https://…>`, `$…$`, `$$…$$`, `\(…\)`. Inline Markdown without any has none to parse for.
LINK_OR_MATH = re.compile(r"[\[<$\\]")


def inline_parts(text: str, inlines: list[Token], first: int, last: int) -> tuple[list[Link], list[Math]]:
    """Links, images and inline math of a page's inline tokens that start on lines
    `first`..`last` (a paragraph that starts above `first` is left out), each with its line."""
    links: list[Link] = []
    math: list[Math] = []
    for token in inlines:
        line = token.map[0] + 1 if token.map else 1
        if not first <= line <= last or not LINK_OR_MATH.search(token.content):
            continue
        for child in inline_children(token.content, text):
            if child.type in ("softbreak", "hardbreak"):
                line += 1
            elif child.type == "link_open":
                links.append(Link(line, str(child.attrs.get("href", ""))))
            elif child.type == "image":
                links.append(Link(line, str(child.attrs.get("src", "")), image=True))
            elif child.type in ("math_inline", "math_inline_double"):
                math.append(Math(line, child.content, display=child.markup == "$$"))
            line += child.content.count("\n") if child.type in ("math_inline", "math_inline_double", "code_inline") else 0
    return links, math


class InlineReader:
    """A page's `inline_reader`: `inline_parts` over its inline tokens. Pickled (verify keeps
    the pages it read between runs) as the text and how many of its inline tokens the page
    has: the tokens are found again, by parsing the text, only if asked for."""

    def __init__(self, text: str, inlines: list[Token] | None, count: int) -> None:
        self.text, self.count = text, count
        self._inlines = inlines

    def __call__(self, first: int, last: int) -> tuple[list[Link], list[Math]]:
        if self._inlines is None:  # the first `count`: the reader stops at an unterminated fence
            self._inlines = [token for token in tokens_of(self.text)[0] if token.type == "inline"][: self.count]
        return inline_parts(self.text, self._inlines, first, last)

    def __reduce__(self) -> tuple[type[InlineReader], tuple[str, None, int]]:
        return InlineReader, (self.text, None, self.count)


FRONT_MATTER_ONLY = MarkdownIt("zero").use(front_matter_plugin)


def tables(tokens: tuple[Token, ...]) -> list[Table]:
    found: list[Table] = []
    rows: list[TableRow] = []
    first = end = 0
    in_body = False
    for token in tokens:
        if token.type == "table_open":
            (first, end), rows, in_body = span(token), [], False
        elif token.type == "tbody_open":
            in_body = True
        elif in_body and token.type == "tr_open":
            rows.append(TableRow(span(token)[0] + 1, ()))
        elif in_body and token.type == "inline":
            rows[-1] = TableRow(rows[-1].line, (*rows[-1].cells, token.content))
        elif token.type == "table_close":
            found.append(Table(first + 1, end, tuple(rows)))
    return found


def plain_text(markdown: str, math: Callable[[str], str] = str.strip) -> str:
    """Inline Markdown (a table cell, a title) as plain text: code spans by their code, links
    by their text, no emphasis; `math` turns a formula's TeX into text."""
    parts: list[str] = []
    for token in inline_children(markdown, ""):
        if token.type in ("math_inline", "math_inline_double"):
            parts.append(math(token.content))
        elif token.type in ("text", "code_inline", "html_inline"):
            parts.append(token.content)
        elif token.type in ("softbreak", "hardbreak"):
            parts.append(" ")
    return "".join(parts).strip()


def is_code(markdown: str) -> bool:
    children = inline_children(markdown.strip(), "")
    return len(children) == 1 and children[0].type == "code_inline"


def span(token: Token) -> tuple[int, int]:
    """A block token's lines: first (0-based) and end (exclusive), as markdown-it maps them."""
    assert token.map is not None, f"{token.type} has no line map"
    return token.map[0], token.map[1]


def front_matter_of(token: Token, text: str) -> FrontMatter:
    lines = text.split("\n")
    end_line = span(token)[1]  # the closing --- line (1-based)
    yaml_start = len(lines[0]) + 1
    yaml_end = sum(len(line) + 1 for line in lines[: end_line - 1])
    end = min(yaml_end + len(lines[end_line - 1]) + 1, len(text))
    yaml_end = max(yaml_start, yaml_end)
    return FrontMatter(1, end_line, text[yaml_start:yaml_end], 0, end, yaml_start, yaml_end)


# A line that may close front matter: dashes (indented less than a code block) or "...".
CLOSING_CANDIDATE = re.compile(r"^(?: {0,3}-{3,}|\.\.\.)[ \t]*$", re.M)


@functools.lru_cache(maxsize=1024)  # asked of the same texts by freshness, status and parity, page after page
def front_matter(text: str) -> FrontMatter | None:
    """Just the page's front matter (the translation's `source_hash`), without reading the rest:
    markdown-it reads the lines up to the first that may close it (the rule never looks past
    its closing line), and the whole page only when that line did not close it."""
    if not text.startswith("-"):
        return None  # front matter opens on the first character
    closing = CLOSING_CANDIDATE.search(text, text.find("\n") + 1) if "\n" in text else None
    for head in [text[: closing.end()], text] if closing else [text]:
        tokens = FRONT_MATTER_ONLY.parse(head)
        if tokens and tokens[0].type == "front_matter":
            return front_matter_of(tokens[0], text)
    return None


def decode(path: Path) -> tuple[str, str, list[Problem]]:
    """The page's text with LF line endings, the file's own line ending, and encoding problems.
    CRLF (Windows editors, git's core.autocrlf) and CR pages read exactly like LF pages."""
    raw = path.read_bytes()
    problems = []
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        problems.append(Problem(path, line, f"is not UTF-8 (byte {raw[error.start]:#04x} at offset {error.start}); save the page as UTF-8"))
        text = raw.decode("utf-8", errors="replace")
    newline = "\r\n" if "\r\n" in text else "\r" if "\r" in text else "\n"
    return text.replace("\r\n", "\n").replace("\r", "\n"), newline, problems


def parse_info(info: str) -> tuple[str, dict[str, str]]:
    """Split a fence info string like `python title="a.py" hl_lines="2 3"` or `{ .python title="x" }`."""
    info = info.strip()
    if info.startswith("{"):
        info = info.strip("{}").strip()
        words = info.split()
        lang = words[0].lstrip(".") if words and words[0].startswith(".") else ""
        rest = " ".join(words[1:]) if lang else info
    else:
        lang, _, rest = info.partition(" ")
    attrs = {m["key"]: next(v for v in (m["dq"], m["sq"], m["bare"]) if v is not None) for m in ATTRIBUTE.finditer(rest)}
    return lang.lower(), attrs


def marker_above(lines: list[str], line: int) -> Marker | None:
    """The `<!-- verify: … -->` comment on the last line above a fence (blank lines skipped)."""
    index = line - 2
    while index >= 0 and lines[index] == "":
        index -= 1
    match = MARKER.match(lines[index]) if index >= 0 else None
    if not match:
        return None
    body = match["body"]
    if body == "no-output":
        return Marker(index + 1, body, MarkerKind.NO_OUTPUT)
    skip = SKIP.fullmatch(body)
    if skip:
        return Marker(index + 1, body, MarkerKind.SKIP, skip[1] or skip[2])
    after = AFTER.fullmatch(body)
    if after:
        return Marker(index + 1, body, MarkerKind.AFTER, after=after[1] or after[2])
    return Marker(index + 1, body, MarkerKind.UNKNOWN)


def depth(line: str) -> int:
    return len(line[: len(line) - len(line.lstrip())].expandtabs(4)) // 4


class Reader:
    """One page's tokens into the model; `read_page` is the way in."""

    def __init__(self, path: Path, text: str, language: Language):
        self.path, self.text, self.lines = path, text, text.split("\n")
        self.offsets = [0]
        for line in self.lines:
            self.offsets.append(self.offsets[-1] + len(line) + 1)
        self.page = Page(path, text, language)

    def offset(self, line: int) -> int:
        """Offset of the start of (1-based) `line`; the text's length past its end."""
        return min(self.offsets[line - 1], len(self.text)) if line - 1 < len(self.offsets) else len(self.text)

    def last_filled(self, first: int, end: int) -> int:
        """The last non-blank line of lines first..end-1 (0-based, markdown-it's map), 1-based."""
        last = end - 1
        while last > first and not self.lines[last].strip():
            last -= 1
        return last + 1

    def read(self) -> Page:
        tokens = tokens_of(self.text)[0]
        inlines: list[Token] = []
        stack: list[Container] = []
        lists = 0
        for index, token in enumerate(tokens):
            if token.type == "front_matter":
                self.page.front_matter = front_matter_of(token, self.text)
            elif token.type == "admonition_open":
                stack.append(self.container(token))
            elif token.type == "admonition_close":
                stack.pop()
            elif token.type == "heading_open":
                self.heading(token, tokens[index + 1])
            elif token.type == "fence" and not self.fence(token, stack[-1] if stack else None):
                break  # an unterminated fence runs to the end: nothing after it is Markdown
            elif token.type == "math_block":
                self.page.math_blocks.append(Math(span(token)[0] + 1, token.content, display=True))
            elif token.type == "inline":
                inlines.append(token)
            elif token.type in ("bullet_list_open", "ordered_list_open", "bullet_list_close", "ordered_list_close"):
                lists += token.nesting
            elif token.type == "list_item_open":
                first, end = span(token)
                self.page.list_items.append(ListItem(first + 1, self.last_filled(first, end), lists - 1))
            if token.level == 0 and token.nesting >= 0 and token.map and token.type != "front_matter":
                self.block(token)
        self.page.tables = tables(tokens)
        self.page.quotes = self.quotes()
        self.page.inline_reader = InlineReader(self.text, inlines, len(inlines))
        return self.page

    def container(self, token: Token) -> Container:
        first, end = span(token)
        found = Container(first + 1, self.last_filled(first, end), token.markup, token.meta["tag"], token.content, depth(self.lines[first]))
        self.page.containers.append(found)
        return found

    def heading(self, token: Token, inline: Token) -> None:
        title, anchor = inline.content, None
        attributes = HEADING_ATTRIBUTES.search(title)
        if attributes:
            title = title[: attributes.start()]
            found = ANCHOR.search(attributes["attrs"])
            anchor = found["anchor"] if found else None
        self.page.headings.append(Heading(span(token)[0] + 1, int(token.tag[1:]), title.strip(), anchor))

    def unterminated(self, first: int, marks: str) -> Problem:
        """A fence with no closing line. Where a fence above lost its closing line, it ran on to
        the next bare fence line and swallowed an opening (```python): that fence is named."""
        for fence in reversed(self.page.fences):
            swallowed = next((n for n, line in enumerate(fence.body.splitlines(), fence.line + 1) if FENCE_OPENING.match(line)), None)
            if swallowed is not None:
                message = (
                    f"the fence opened here has no closing {fence.indent}{marks[0] * 3} of its own: it runs to line {fence.end_line}, "
                )
                return Problem(self.path, fence.line, message + f"over the fence opened on line {swallowed}; close it under its last line")
        return Problem(self.path, first + 1, f"unterminated fence {marks}: no closing {marks} before the end of the page")

    def fence(self, token: Token, container: Container | None) -> bool:
        """The fence into the model; False when it is unterminated (a Problem then)."""
        first, end = span(token)
        opening = self.lines[first]
        indent = opening[: len(opening) - len(opening.lstrip())]
        marks = token.markup
        closing = end - 1
        closed = closing > first and (body := self.lines[closing].strip()) and set(body) == {marks[0]} and len(body) >= len(marks)
        if not closed:
            self.page.problems.append(self.unterminated(first, marks))
            self.page.misread.append(self.page.problems[-1])
            return False
        lang, attrs = parse_info(token.info)
        body_lines = [line[len(indent) :] if line.startswith(indent) else line.lstrip() for line in self.lines[first + 1 : closing]]
        body = "\n".join(body_lines) + ("\n" if body_lines else "")
        includes, expansion, problems = snippets.expand(body, first + 2, self.path)
        marker = marker_above(self.lines, first + 1)
        setup = None
        if marker and marker.kind is MarkerKind.AFTER:  # the code the fence runs after, shown earlier on the page
            names = [name.strip() for name in marker.after.split(",")]  # one include or several, in order
            lines = "".join(f'--8<-- "{name}"\n' for name in names)
            _, setup, setup_problems = snippets.expand(lines, marker.line, self.path)
            problems += setup_problems
        if problems:
            self.page.include_problems[first + 1] = problems
        self.page.fences.append(
            Fence(
                line=first + 1,
                end_line=closing + 1,
                indent=indent,
                lang=lang,
                attrs=attrs,
                body=body,
                body_start=self.offset(first + 2),
                body_end=self.offset(closing + 1),
                start=self.offset(first + 1),
                end=self.offset(closing + 2),
                marker=marker,
                includes=includes,
                expansion=expansion,
                setup=setup,
                container=container,
            )
        )
        return True

    def block(self, token: Token) -> None:
        first, end = span(token)
        kinds = {
            "heading_open": BlockKind.HEADING,
            "paragraph_open": BlockKind.PARAGRAPH,
            "fence": BlockKind.FENCE,
            "admonition_open": BlockKind.CONTAINER,
            "html_block": BlockKind.HTML,
            "math_block": BlockKind.MATH,
        }
        level = int(token.tag[1:]) if token.type == "heading_open" else 0
        self.page.blocks.append(Block(kinds.get(token.type, BlockKind.OTHER), first + 1, self.last_filled(first, end), level))

    def quotes(self) -> list[Quote]:
        """Inline code inside the language's quotation marks, outside fences."""
        text = prose.blank(self.text, [(fence.start, fence.end) for fence in self.page.fences])
        found = []
        for opening, closing in self.page.language.quotes:
            pattern = re.compile(re.escape(opening) + r"`([^`]+)`" + re.escape(closing))
            for match in pattern.finditer(text):
                found.append(Quote(self.path, prose.line_of(text, match.start()), match[1], match.start(), match.end()))
        return sorted(found, key=lambda quote: quote.start)


def read_page(path: Path, text: str | None = None, language: Language | None = None) -> Page:
    """Read a page file (or `text` given for it) into the model. Encoding problems, an empty
    page and an unterminated fence are in `Page.problems`; a failing include is in
    `Page.include_problems` under its fence's line."""
    path = Path(path)
    newline, problems = "\n", list[Problem]()
    if text is None:
        path = path.resolve()
        text, newline, problems = decode(path)
    else:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    page = Reader(path, text, language or language_of(path)).read()
    page.newline = newline
    page.problems[:0] = problems
    if not text.strip():
        page.problems.append(Problem(path, 1, "is empty"))
    page.problems += front_matter_problems(page)
    return page


def front_matter_problems(page: Page) -> list[Problem]:
    """Front matter MkDocs would read as none (it drops YAML it cannot parse, silently), or a
    `---` first line that nothing closes (then every field is read as the page's prose)."""
    front = page.front_matter
    if front is None:
        if page.lines and page.lines[0].strip() == "---":
            return [Problem(page.path, 1, "opens front matter that no `---` line closes: add a line `---` after its last field")]
        return []
    import yaml  # type: ignore[import-untyped]  # noqa: PLC0415  (only for a page with front matter)

    try:
        yaml.safe_load(front.yaml)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = front.line + 1 + (mark.line if mark is not None else 0)
        message = f"the front matter is not valid YAML ({getattr(error, 'problem', None) or 'not YAML'}): fix this line; "
        message += "a translation's source_* lines are written by `nox -s translations -- --mark`: delete them and mark the page again"
        return [Problem(page.path, line, message)]
    return []
