"""A page's code blocks, as pymdownx.highlight writes them: found once, read alone (tokenizing
a whole lesson for these edits cost more than Material's own work on the page).

- Output blocks (```output: `language-output`; ```text: `language-text`) wrap each line
  under its own indentation, which CSS cannot see: each indented line carries
  `style="--indent: N"` (docs/assets/stylesheets/site.css).
- Listings scroll; the elements that draw nothing are unwrapped (lean_listings): a long
  lesson had 5,800 elements, two in three of them in its code.
- Search indexes the prose and each error or warning message outputs print (search_view),
  not the listings nor printed values: they were a third of each language's index.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from html import escape, unescape

from autograd_site.messages import MESSAGE  # a line that carries an error's or a warning's message
from autograd_site.postbuild.html import Edit, StartTag, Tokens, splice

OUTPUT_CLASSES = {"language-output", "language-text"}
CLAIMED_OUTPUT = "language-output"  # what the example printed under the pinned torch
LINE_ID = "__span-"  # pymdownx.highlight's line_spans prefix (mkdocs.yml)
# Pygments' tokens drawn in the code's own colour in Material: whitespace (`w`, no rule),
# names and True/False/None (`n`, `kc`: --md-code-hl-name-color is --md-code-fg-color), a
# string's prefix, a magic variable or method (`sa`, `vm`, `fm`: no rule).
UNSTYLED_TOKENS = {"w", "n", "kc", "sa", "vm", "fm"}
OUTPUT_TOKEN = "go"  # Pygments' token for program output: every character of a claimed output
PYGMENTS_EMPTY_SPAN = "<pre><span></span><code>"
# Pygments' tokens that Material draws alike (main.css: a `.highlight .a, .highlight .b` rule,
# colour only; operators and punctuation have two, whose variables Material and site.css set
# to one value in both schemes; tests/site/test_code_blocks.py reads them): neighbours of one
# colour can be one element. Comments are left alone: site.css lets them wrap.
COLOURS = {
    token: colour
    for colour, tokens in {
        "operator": "o ow p",
        "string": "cpf l s s1 s2 sb sc si ss",
        "special": "cp se sh sr sx",
        "number": "il m mb mf mh mi mo",
        "keyword": "k kd kn kp kr kt nd ni nl nt",
        "constant": "bp nb no",
        "function": "nc ne nf nn",
    }.items()
    for token in tokens.split()
}
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
    return [
        line.tag.before_end(f' style="--indent: {len(line.text) - len(line.text.lstrip(" "))}"')
        for _, lines in block_lines(html, outputs)
        for line in lines
        if line.text.startswith(" ") and line.text.strip()
    ]


# Inside a listing Pygments writes only spans, with double-quoted attributes and its text
# escaped: its spans are found by this pattern alone, five times faster than by the HTML
# tokenizer (which was a tenth of a clean build).
SPAN_TAG = re.compile(r"<span(?:\s+([^>]*))?>|</span>")
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


def lean_listings(html: str) -> list[Edit]:
    """The edits that leave each block only the elements that draw it: a listing's line
    elements and whitespace and name tokens unwrapped, and neighbouring tokens of one colour
    (COLOURS) made one, their contents kept; a claimed output's `go` tokens unwrapped (its
    lines stay: they wrap one by one; site.css colours the block as `go` did) and its copy
    button left out (`no-copy`: a reader copies the code to run it, not what it printed);
    and in every block the empty span Pygments writes after <pre> (it keeps a newline just
    after <pre>; here <code> follows <pre>, which keeps it as well)."""
    edits: list[Edit] = []
    for block in code_blocks(html):
        empty = html.find(PYGMENTS_EMPTY_SPAN, block.start, block.end)
        if empty >= 0:
            edits.append((empty + len("<pre>"), empty + len("<pre><span></span>"), ""))
        if CLAIMED_OUTPUT in block.classes:
            classes_end = html.find('"', block.start + len('<div class="'))
            edits.append((classes_end, classes_end, " no-copy"))
            edits += lean_listing(html, block, lambda attrs: attrs.get("class") == OUTPUT_TOKEN)
        elif not block.is_output:
            edits += lean_listing(html, block, unstyled)
    return edits


def unstyled(attrs: dict[str, str]) -> bool:
    """A listing's span that draws nothing: a line's element, a token in the code's own colour."""
    classes = attrs.get("class", "").split()
    return attrs.get("id", "").startswith(LINE_ID) or (len(classes) == 1 and classes[0] in UNSTYLED_TOKENS)


def lean_listing(html: str, block: CodeBlock, unwrap: Callable[[dict[str, str]], bool]) -> list[Edit]:
    """A block's edits: the spans `unwrap` picks by their attributes unwrapped, then each
    token that follows one of its colour with only whitespace between made one with it."""
    edits: list[Edit] = []
    openers: list[tuple[re.Match[str], bool]] = []  # the open spans, each with whether it goes
    last: tuple[re.Match[str], str | None] | None = None  # the last kept token's end, its colour
    gap_is_blank = False  # only whitespace and unwrapped tags since that end
    position = block.start
    for match in SPAN_TAG.finditer(html, block.start, block.end):
        gap_is_blank = gap_is_blank and not html[position : match.start()].strip()
        position = match.end()
        if match[0] == SPAN_END:
            opener, goes = openers.pop() if openers else (match, False)
            if goes:
                edits += [(opener.start(), opener.end(), ""), (match.start(), match.end(), "")]
                continue
            if last is not None and last[0] is opener:  # a kept token closes: it may go on
                last, gap_is_blank = (match, last[1]), True
            else:
                last, gap_is_blank = None, False
            continue
        attrs = dict(ATTRIBUTE.findall(match[1] or ""))
        if unwrap(attrs):
            openers.append((match, True))
            continue
        classes = attrs.get("class", "").split()
        colour = COLOURS.get(classes[0]) if len(classes) == 1 and len(attrs) == 1 else None
        if last is not None and gap_is_blank and colour is not None and colour == last[1]:
            # the same colour as the token just closed: that token takes this one's text
            edits += [(last[0].start(), last[0].end(), ""), (match.start(), match.end(), "")]
            openers.append((match, False))
            last = (match, colour)  # its end will be the merged token's end
            continue
        openers.append((match, False))
        last, gap_is_blank = (match, colour), False
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
