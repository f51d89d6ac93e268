"""Compare: what an example printed against what the page claims, as a failure record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from autograd_site import diagrams
from autograd_site.page.model import BlockKind, Fence, Problem, Quote
from autograd_site.page.paths import display
from autograd_site.page.prose import squash
from autograd_site.verify.collect import CodeBlock, Example, Page
from autograd_site.verify.execute import Outcome
from autograd_site.verify.failures import Failure, FailureKind, normalize, unified_diff

if TYPE_CHECKING:
    from autograd_site.verify.run import Runner

__all__ = ["check_diagram", "check_example", "check_quote", "normalize", "problem_failure", "unified_diff"]

DRAWING_FILE = "<autograd-graph>"  # the name a diagram's drawing runs under in the worker


def check_example(example: Example, outcome: Outcome, torch_version: str) -> Failure | None:
    """None when the example ran and printed what the page claims; else the failure."""
    if outcome.ok and (example.claim is None or normalize(outcome.output) == normalize(example.claim.body)):
        return None  # no-output and doctest blocks only need to run cleanly
    # Named only for a failure: a verify of a large course passes thousands of examples.
    page = display(example.page)
    snippet = ", ".join(display(p) for p in example.code.includes) or None
    if not outcome.ok:
        return Failure(page, example.line, FailureKind.DID_NOT_RUN, str(outcome.error), snippet, actual=outcome.output, torch=torch_version)
    assert example.claim is not None
    message = "the output differs from the claim"
    if not example.code.source.strip():  # a translator's slip: the --8<-- line went, the fence stayed
        message += ": the python block is empty (was its --8<-- include line deleted?), so it prints nothing"
    elif not outcome.output.strip():
        message += ": the example prints nothing"
    return Failure(
        page,
        example.line,
        FailureKind.OUTPUT_DIFFERS,
        message,
        snippet,
        claimed=example.claim.body,
        actual=outcome.output,
        claimed_line=example.claim.line + 1,
        torch=torch_version,
    )


def check_quote(quote: Quote, outputs: list[str]) -> Failure | None:
    """A quote in the prose must stand in what the page's examples really print."""
    if any(squash(quote.text) in squash(output) for output in outputs):
        return None
    if any(char.isalpha() and not char.isascii() for char in quote.text):
        # A translator's usual slip: the quote was translated along with the sentence.
        hint = "PyTorch prints its messages in English: quote them as printed, untranslated"
    else:
        hint = "did PyTorch reword it, or is the quote mistyped?"
    message = f"the prose quotes `{quote.text}`, but no example on this page prints it ({hint})"
    return Failure(display(quote.page), quote.line, FailureKind.QUOTE_NOT_PRINTED, message, claimed=quote.text)


def problem_failure(problem: Problem) -> Failure:
    return Failure(display(problem.page), problem.line, FailureKind.BAD_INPUT, problem.message)


def prose_under(page: Page, fence: Fence) -> str:
    """The paragraph right under a fence (what explains a diagram), or "" if none follows it."""
    block = next((b for b in page.model.blocks if b.line > fence.end_line), None)
    return page.model.source(block.line, block.end_line) if block and block.kind is BlockKind.PARAGRAPH else ""


def check_diagram(page: Page, fence: Fence, runner: Runner) -> Failure | None:
    """A diagram must draw each edge of the recorded graph once and visibly, none through a
    box or along another (`diagrams.drawing_defects`), and the node names the paragraph under
    it quotes (`MulBackward0`): drawn by `runner`'s worker, afresh every run (never from the
    build's cache)."""
    try:
        roots = diagrams.roots_of(fence.attrs.get(diagrams.ROOTS), fence.body)
        drawing = diagrams.drawing_source(fence.body, roots, diagrams.marks_of(fence.attrs) or None)
        outcome = runner.run(CodeBlock("python", drawing, DRAWING_FILE, 1))
        if not outcome.ok:
            raise diagrams.DiagramError(f"autograd-graph {fence.body.strip()}: {outcome.error}")
        svg = diagrams.drawing_result(outcome.output)
    except diagrams.DiagramError as error:
        return Failure(display(page.path), fence.line, FailureKind.BAD_INPUT, str(error))
    defects = diagrams.drawing_defects(svg, diagrams.drawing_edges(outcome.output), diagrams.drawing_edges(outcome.output, "cuts"))
    if defects:
        message = f"the diagram of {fence.body.strip()} does not draw the recorded graph: " + "; ".join(defects)
        return Failure(display(page.path), fence.line, FailureKind.DIAGRAM_MISDRAWN, message)
    missing = diagrams.unnamed_nodes(prose_under(page, fence) + "\n" + diagrams.caption_names(fence.attrs.get(diagrams.CAPTION, "")), svg)
    if not missing:
        return None
    names = ", ".join(f"`{name}`" for name in missing)
    message = f"the prose under the diagram of {fence.body.strip()} (or its caption) names {names}, which the diagram does not draw"
    return Failure(display(page.path), fence.line, FailureKind.NODE_NOT_DRAWN, message, claimed=names)
