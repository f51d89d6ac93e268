"""A page's code blocks, as pymdownx.highlight writes them: found once, read alone.

Both edits below read only the code blocks, never the whole page: tokenizing a whole lesson
(0.2-0.5 MB of HTML) for them cost more than Material's own work on the page.

Output blocks wrap instead of scrolling sideways (docs/assets/stylesheets/site.css). An
error message is one line of 200-370 characters, and the prose discusses its end. In an
output block (a ```output fence: `language-output`; or ```text, as what another release
prints under an example: `language-text`; pymdownx.highlight's `line_spans`), each
line is a block of its own that wraps; its continuation lines hang under the line's own
indentation plus two columns, beside a mark. CSS cannot see a line's indentation, so each
indented line carries it: `style="--indent: N"` (in columns of the monospace font).

A listing (any other block) scrolls instead: its lines need no element of their own, nor do
the tokens Material draws in the code's own colour (`.w`, whitespace: no rule; `.n`, names:
--md-code-hl-name-color is --md-code-fg-color). They are unwrapped, their text kept
(lean_listings): with them a long lesson had 5,800 elements, two in three of them in its code.

What search indexes (search_view): the prose, headings, tables and inline code, and of the
outputs each error or warning message; not the listings (a reader looks for what the prose
explains, and every API an example uses is named in it) nor the values outputs print. They
were a third of each language's index and most of the HTML Material's search parses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape, unescape

from autograd_site.messages import MESSAGE  # a line that carries an error's or a warning's message
from autograd_site.postbuild.html import Edit, StartTag, Tokens, splice

OUTPUT_CLASSES = {"language-output", "language-text"}
CLAIMED_OUTPUT = "language-output"  # what the example printed under the pinned torch
LINE_ID = "__span-"  # pymdownx.highlight's line_spans prefix (mkdocs.yml)
UNSTYLED_TOKENS = {"w", "n"}  # Pygments' whitespace and name tokens: the code's own colour in Material
SPAN_END = "</span>"
BLOCK_START = '<div class="language-'  # pymdownx.highlight's wrapper: language-<lang> highlight
BLOCK_END = "</pre></div>"  # its end; the code inside is escaped, so it cannot hold this


@dataclass(frozen=True)
class CodeBlock:
    start: int
    end: int
    classes: tuple[str, ...]

    @property
    def is_output(self) -> bool:
        return bool(OUTPUT_CLASSES & set(self.classes))


def code_blocks(html: str) -> list[CodeBlock]:
    """Every highlighted code block of the page, in order."""
    blocks, position = [], 0
    while (start := html.find(BLOCK_START, position)) >= 0:
        quote = html.find('"', start + len('<div class="'))
        end = html.find(BLOCK_END, quote)
        if quote < 0 or end < 0:
            break
        classes = tuple(html[start + len('<div class="') : quote].split())
        position = end + len(BLOCK_END)
        if "highlight" in classes:
            blocks.append(CodeBlock(start, position, classes))
    return blocks


@dataclass
class Line:
    tag: StartTag  # the line's <span id="__span-...">
    text: str  # as written in the page: entities unconverted


def block_lines(html: str, blocks: list[CodeBlock]) -> list[tuple[CodeBlock, list[Line]]]:
    """The lines of each block, read in one pass over the blocks only."""
    if not blocks:
        return []
    tokens = Tokens(html, regions=[(block.start, block.end) for block in blocks], follow=())
    lines: dict[int, Line] = {}  # by the line tag's offset
    for run in tokens.runs:
        tag = next((t for t in reversed(run.within) if t.name == "span" and t.attrs.get("id", "").startswith(LINE_ID)), None)
        if tag is not None:
            lines.setdefault(tag.start, Line(tag, "")).text += html[run.start : run.end]
    ordered = sorted(lines.values(), key=lambda line: line.tag.start)
    return [(block, [line for line in ordered if block.start <= line.tag.start < block.end]) for block in blocks]


def indented_output_lines(html: str) -> list[Edit]:
    """The edits that give each indented line of an output block its indentation."""
    outputs = [block for block in code_blocks(html) if block.is_output]
    edits = []
    for _, lines in block_lines(html, outputs):
        for line in lines:
            spaces = len(line.text) - len(line.text.lstrip(" "))
            if spaces and line.text.strip():
                edits.append(line.tag.before_end(f' style="--indent: {spaces}"'))
    return edits


# Inside a listing Pygments writes only spans, with double-quoted attributes and its text
# escaped: its spans are found by this pattern alone, five times faster than by the HTML
# tokenizer (which was a tenth of a clean build).
SPAN_TAG = re.compile(r"<span(?:\s+([^>]*))?>|</span>")
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


def lean_listings(html: str) -> list[Edit]:
    """The edits that unwrap each listing's line elements and whitespace tokens, their
    contents kept (output blocks keep their lines: they wrap one by one)."""
    edits: list[Edit] = []
    for block in code_blocks(html):
        if block.is_output:
            continue
        openers: list[re.Match[str] | None] = []  # the open spans, each with whether it goes
        for match in SPAN_TAG.finditer(html, block.start, block.end):
            if match[0] == SPAN_END:
                opener = openers.pop() if openers else None
                if opener is not None:
                    edits += [(opener.start(), opener.end(), ""), (match.start(), match.end(), "")]
                continue
            attrs = dict(ATTRIBUTE.findall(match[1] or ""))
            classes = attrs.get("class", "").split()
            unwrap = attrs.get("id", "").startswith(LINE_ID) or (len(classes) == 1 and classes[0] in UNSTYLED_TOKENS)
            openers.append(match if unwrap else None)
    return edits


def search_view(html: str) -> str:
    """The page as search indexes it: each code block out, and in place of a claimed output
    its error and warning lines (once a page), plain."""
    blocks = code_blocks(html)
    outputs = dict(block_lines(html, [block for block in blocks if CLAIMED_OUTPUT in block.classes]))
    seen: set[str] = set()
    edits = []
    for block in blocks:
        messages = []
        for line in outputs.get(block, []):
            text = unescape(line.text).strip()
            if MESSAGE.search(text) and text not in seen:
                seen.add(text)
                messages.append(escape(text, quote=False))
        edits.append((block.start, block.end, "<pre><code>{}</code></pre>".format("\n".join(messages)) if messages else ""))
    return splice(html, edits)
