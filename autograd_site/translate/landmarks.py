"""Landmarks: what a translation must keep from its source page, each with its line: the
examples and the outputs they claim, internal link targets, math and the opening box, read
from the page model (autograd_site.page), as the verifier reads them. Headings and
admonitions are the structure check's (translate/structure.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from autograd_site.languages import DOCS_SRC_DIR
from autograd_site.page import opening
from autograd_site.page.model import Fence, MarkerKind, Page
from autograd_site.page.paths import display

RUNNABLE_LANGS = {"python", "py", "python3", "pycon"}
OUTPUT_LANG = "output"
DIAGRAM_LANG = "autograd-graph"
EXTERNAL = re.compile(r"^(?:[a-zA-Z][a-zA-Z0-9+.-]*:|//)")  # https:, mailto:, protocol-relative
TEX_TEXT = re.compile(r"\\(?P<command>text|textrm|textit|textbf|mbox)\{[^{}]*\}")  # prose inside math


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
LINKS = Kind("internal links", ordered=False, singular="internal link")  # word order differs between languages
INLINE_MATH = Kind("inline math", ordered=False, singular="inline formula")
OPENING = Kind("opening boxes", ordered=True)


def shorten(text: str, width: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def example_landmark(fence: Fence) -> Landmark:
    """A code fence by what it runs: its docs_src includes, or its own code if it has none."""
    lines = fence.body.splitlines()
    includes = [include.name for include in fence.includes]
    if fence.lang == DIAGRAM_LANG:
        script = fence.body.strip()
        return Landmark(fence.line, ("diagram", script), f"draws the graph of {display(DOCS_SRC_DIR / script)}")
    mode, marked = "compare", ""
    if fence.marker and fence.marker.kind in (MarkerKind.SKIP, MarkerKind.NO_OUTPUT):
        mode, marked = fence.marker.kind.value, f" (marked verify: {fence.marker.kind.value})"
    elif fence.marker and fence.marker.kind is MarkerKind.AFTER:  # runs after other code: a translation must run the same
        mode, marked = f"after {fence.marker.after}", f" (marked verify: after={fence.marker.after!r})"
    if includes and len(includes) == len([line for line in lines if line.strip()]):
        names = ", ".join(display(DOCS_SRC_DIR / name) for name in includes)
        return Landmark(fence.line, ("include", tuple(includes), mode), f"includes {names}{marked}")
    code = "\n".join(line.rstrip() for line in lines).strip("\n")
    first = next((line for line in lines if line.strip()), "")
    what = f"has a {fence.lang} block starting {shorten(first)!r}" if first else f"has an empty {fence.lang} block"
    return Landmark(fence.line, ("code", code, mode), f"{what}{marked}")


def output_lines(fence: Fence) -> tuple[str, ...]:
    """A claimed output as the verifier compares it: trailing spaces and blank lines ignored."""
    return tuple(line.rstrip() for line in fence.body.rstrip().splitlines())


def examples(page: Page) -> list[Landmark]:
    return [example_landmark(fence) for fence in page.fences if fence.lang in RUNNABLE_LANGS | {DIAGRAM_LANG}]


def outputs(page: Page) -> list[Landmark]:
    claims = [fence for fence in page.fences if fence.lang == OUTPUT_LANG]
    return [Landmark(fence.line, output_lines(fence), f"claims the output {shorten(fence.body)!r}") for fence in claims]


def anchors(page: Page) -> list[Landmark]:
    """Every ##-and-deeper heading by its explicit anchor (None when it has none): where a
    lost example belongs (the structure check compares the headings themselves)."""
    return [Landmark(heading.line, heading.anchor, "") for heading in page.headings if heading.level >= 2]


def links(page: Page) -> list[Landmark]:
    return [Landmark(link.line, link.target, f"links to {link.target}") for link in page.links if not EXTERNAL.match(link.target)]


def tex_key(tex: str) -> str:
    """TeX as compared: whitespace collapsed, and words in \\text{…} left to the translator."""
    return " ".join(TEX_TEXT.sub(r"\\\g<command>{…}", tex).split())


def math(page: Page) -> tuple[list[Landmark], list[Landmark]]:
    """Display blocks ($$ … $$) and inline math (\\( … \\)), compared by their TeX."""
    display_math = [Landmark(m.line, tex_key(m.tex), f"has the math block $$ {shorten(m.tex)} $$") for m in page.math if m.display]
    inline = [Landmark(m.line, tex_key(m.tex), f"has the inline math \\( {shorten(m.tex)} \\)") for m in page.math if not m.display]
    return display_math, inline


def opening_box(page: Page) -> list[Landmark]:
    """A lesson's opening box (autograd_site/page/opening.py) by its parts: as many points,
    a read-first paragraph and the reading time, as the source has."""
    box = opening.find(page)
    if box is None:
        return []
    parts = [f"{len(box.points)} points", *(["what to read first"] * bool(box.read_first))]
    parts += ["the reading time"] * bool(box.reading_time)
    key = (len(box.points), bool(box.read_first), bool(box.reading_time))
    return [Landmark(box.line, key, f"opens the opening box with {', '.join(parts)}")]


def landmarks(page: Page) -> dict[Kind, list[Landmark]]:
    display_math, inline_math = math(page)
    return {
        EXAMPLES: examples(page),
        OUTPUTS: outputs(page),
        ANCHORS: anchors(page),
        DISPLAY_MATH: display_math,
        LINKS: links(page),
        INLINE_MATH: inline_math,
        OPENING: opening_box(page),
    }
