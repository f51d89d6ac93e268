"""Landmarks: what a translation must keep from its source page, each with its line.

A translator rewrites the prose; everything else on a page is shared by all languages:
the examples and the outputs they claim, heading anchors, internal link targets, math,
the admonition and tab structure, and the quoted claims. Fences, examples and quotes come
from autograd_site.verify.collect, so parity sees a page exactly as the verifier does.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from autograd_site.languages import DOCS_SRC_DIR, Language
from autograd_site.translate.prose import MATH_BLOCK, MATH_INLINE, blank, line_of, spans_of, without_code
from autograd_site.verify.collect import (
    DOCTEST_LANGS,
    HEADING_ANCHOR,
    OUTPUT_LANG,
    PYTHON_LANGS,
    SNIPPET_LINE,
    Fence,
    Page,
    display,
    find_quotes,
    parse_marker,
)

DIAGRAM_LANG = "autograd-graph"
HEADING = re.compile(r"^ {0,3}#{2,6}[ \t]+\S.*$", re.M)
# [text](target "title") and ![alt](target); the text may hold one level of brackets.
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?(?P<target>[^\s()<>]+)>?(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
LINK_DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:[ \t]*<?(?P<target>\S+?)>?(?:[ \t].*)?$", re.M)
EXTERNAL = re.compile(r"^(?:[a-zA-Z][a-zA-Z0-9+.-]*:|//)")  # https:, mailto:, protocol-relative
TEX_TEXT = re.compile(r"\\(?P<command>text|textrm|textit|textbf|mbox)\{[^{}]*\}")  # prose inside math
BLOCK_MARKER = re.compile(r"^(?P<indent>[ \t]*)(?:(?P<admonition>!!!|\?\?\?\+?)[ \t]+(?P<type>[\w-]+)|(?P<tab>===\+?)[ \t]+[\"'])", re.M)


@dataclass(frozen=True)
class Landmark:
    line: int
    key: object  # what must be equal in the translation
    what: str  # how a message describes it: "includes docs_src/backward/retain.py"


@dataclass(frozen=True)
class Kind:
    name: str  # plural noun for messages: "examples"
    ordered: bool  # block-level things keep their order; inline ones may move within the prose
    singular: str = ""


EXAMPLES = Kind("examples", ordered=True)
OUTPUTS = Kind("claimed outputs", ordered=True)
ANCHORS = Kind("headings", ordered=True)
DISPLAY_MATH = Kind("math blocks", ordered=True)
BLOCKS = Kind("admonitions and tabs", ordered=True)
LINKS = Kind("internal links", ordered=False, singular="internal link")  # word order differs between languages
INLINE_MATH = Kind("inline math", ordered=False, singular="inline formula")


def shorten(text: str, width: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def example_landmark(page: Page, fence: Fence) -> Landmark:
    """A code fence by what it runs: its docs_src includes, or its own code if it has none."""
    lines = fence.body.splitlines()
    includes = [m["dq"] or m["sq"] for m in map(SNIPPET_LINE.match, lines) if m]
    if fence.lang == DIAGRAM_LANG:
        script = fence.body.strip()
        return Landmark(fence.line, ("diagram", script), f"draws the graph of {display(DOCS_SRC_DIR / script)}")
    mode, reason, _ = parse_marker(page.text, fence, page.path)
    marked = {"skip": " (marked verify: skip)", "no-output": " (marked verify: no-output)"}.get(mode, "")
    if includes and len(includes) == len([line for line in lines if line.strip()]):
        names = ", ".join(display(DOCS_SRC_DIR / name) for name in includes)
        return Landmark(fence.line, ("include", tuple(includes), mode), f"includes {names}{marked}")
    code = "\n".join(line.rstrip() for line in lines).strip("\n")
    first = next((line for line in lines if line.strip()), "")
    return Landmark(fence.line, ("code", code, mode), f"has a {fence.lang} block starting {shorten(first)!r}{marked}")


def output_lines(fence: Fence) -> tuple[str, ...]:
    """A claimed output as the verifier compares it: trailing spaces and blank lines ignored."""
    return tuple(line.rstrip() for line in fence.body.rstrip().splitlines())


def examples(page: Page) -> list[Landmark]:
    runnable = PYTHON_LANGS | DOCTEST_LANGS | {DIAGRAM_LANG}
    return [example_landmark(page, fence) for fence in page.fences if fence.lang in runnable]


def outputs(page: Page) -> list[Landmark]:
    return [
        Landmark(fence.line, output_lines(fence), f"claims the output {shorten(fence.body)!r}")
        for fence in page.fences
        if fence.lang == OUTPUT_LANG
    ]


def anchors(prose: str) -> list[Landmark]:
    """Every ##-and-deeper heading by its explicit anchor (None when it has none)."""
    found = []
    for match in HEADING.finditer(prose):
        anchor = HEADING_ANCHOR.match(match[0])
        what = f"has the heading anchor #{anchor['anchor']}" if anchor else f"has a heading without an explicit anchor: {shorten(match[0].strip())!r}"
        found.append(Landmark(line_of(prose, match.start()), anchor["anchor"] if anchor else None, what))
    return found


def links(prose: str) -> list[Landmark]:
    found = [(m.start("target"), m["target"]) for pattern in (INLINE_LINK, LINK_DEFINITION) for m in pattern.finditer(prose)]
    return [Landmark(line_of(prose, start), target, f"links to {target}") for start, target in sorted(found) if not EXTERNAL.match(target)]


def tex_key(tex: str) -> str:
    """TeX as compared: whitespace collapsed, and words in \\text{…} left to the translator."""
    return " ".join(TEX_TEXT.sub(r"\\\g<command>{…}", tex).split())


def math(prose: str) -> tuple[list[Landmark], list[Landmark]]:
    """Display blocks ($$ … $$) and inline math (\\( … \\)), compared by their TeX."""
    display_math = [
        Landmark(line_of(prose, m.start()), tex_key(m["tex"]), f"has the math block $$ {shorten(m['tex'])} $$")
        for m in MATH_BLOCK.finditer(prose)
    ]
    rest = blank(prose, spans_of(MATH_BLOCK, prose))
    inline = [
        Landmark(line_of(prose, m.start()), tex_key(m["tex"]), f"has the inline math \\( {shorten(m['tex'])} \\)")
        for m in MATH_INLINE.finditer(rest)
    ]
    return display_math, inline


def blocks(prose: str) -> list[Landmark]:
    """Admonitions and content tabs by kind and nesting depth; their titles are translated."""
    found = []
    for match in BLOCK_MARKER.finditer(prose):
        depth = len(match["indent"].expandtabs(4)) // 4
        if match["admonition"]:
            marker = f"{match['admonition']} {match['type']}"
            what = f"opens the admonition {marker!r} at depth {depth}"
        else:
            marker = "==="
            what = f"opens a content tab at depth {depth}"
        found.append(Landmark(line_of(prose, match.start()), (marker, depth), what))
    return found


def landmarks(page: Page) -> dict[Kind, list[Landmark]]:
    prose = without_code(page)
    display_math, inline_math = math(prose)
    return {
        EXAMPLES: examples(page),
        OUTPUTS: outputs(page),
        ANCHORS: anchors(prose),
        DISPLAY_MATH: display_math,
        BLOCKS: blocks(prose),
        LINKS: links(prose),
        INLINE_MATH: inline_math,
    }


def quote_lines(page: Page, language: Language) -> list[int]:
    """The lines of the page's quoted claims, found as the verifier finds them."""
    return [quote.line for quote in find_quotes(page.text, page.path, language, page.fences)]
