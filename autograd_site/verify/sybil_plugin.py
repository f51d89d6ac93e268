"""The verifier as a Sybil configuration: pytest collects every page under docs/, and each
example, quote and problem becomes a test item named by page and line."""
from __future__ import annotations

from pathlib import Path

import pytest
from sybil import Document, Region, Sybil

from autograd_site.languages import DOCS_DIR
from autograd_site.verify.collect import Example, Page, Quote, collect_page
from autograd_site.verify.compare import check_example, check_quote
from autograd_site.verify.report import Tally, page_outputs
from autograd_site.verify.run import Runner

RUNNER = Runner()
TALLY = Tally()


class PageDocument(Document):
    """A docs page, read by our collector so that encoding and line endings are checked."""

    page: Page

    @classmethod
    def parse(cls, path: str, *parsers, encoding: str = "utf-8") -> "PageDocument":
        page = collect_page(Path(path))
        document = cls(page.text, path)
        document.page = page
        TALLY.count(page.path, "pages")
        for parser in parsers:
            for region in parser(document):
                document.add(region)
        return document


def evaluate_example(sybil_example) -> str | None:
    example: Example = sybil_example.parsed
    if example.mode == "skip":
        TALLY.skip(example.page, f"{example.where}: {example.skip_reason}")
        pytest.skip(example.skip_reason)
    TALLY.count(example.page, {"compare": "claims", "doctest": "doctests"}.get(example.mode, example.mode))
    return check_example(example, RUNNER.run(example.code), RUNNER.torch_version)


def evaluate_quote(sybil_example) -> str | None:
    quote: Quote = sybil_example.parsed
    TALLY.count(quote.page, "quotes")
    return check_quote(quote, page_outputs(sybil_example.document.page, RUNNER))


def evaluate_problems(sybil_example) -> str:
    return "\n".join(str(problem) for problem in sybil_example.parsed)


def parse_page(document: PageDocument):
    """Sybil parser: one region per example and per quote; the page's problems in one region."""
    page = getattr(document, "page", None) or collect_page(Path(document.path), document.text)
    document.page = page
    if page.problems:
        yield Region(0, 0, page.problems, evaluate_problems)
    for example in page.examples:
        if example.start > 0 or not page.problems:
            yield Region(example.start, example.end, example, evaluate_example)
    for quote in page.quotes:
        yield Region(quote.start, quote.end, quote, evaluate_quote)


def selects_pages(args: list[str], rootdir: Path) -> bool:
    """Whether pytest's arguments include a page under docs/ (or a folder holding some)."""
    for arg in args:
        path = (rootdir / arg.split("::")[0]).resolve()
        if path.is_relative_to(DOCS_DIR) or DOCS_DIR.is_relative_to(path):
            return True
    return False


def make_sybil(path: Path = DOCS_DIR) -> Sybil:
    return Sybil(
        parsers=[parse_page],
        path=str(path),
        patterns=["*.md"],
        document_types={".md": PageDocument},
        name="docs",
    )
