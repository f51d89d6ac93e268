"""The verifier as a Sybil configuration: pytest collects every page under docs/, and each
example, quote and problem becomes a test item named by page and line. Every failure is
also kept as a record (FAILURES), which the run writes to .verify/failures.json."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sybil import Document, Region, Sybil
from sybil import Example as SybilExample
from sybil.typing import Parser

from autograd_site.languages import DOCS_DIR, REPO_ROOT
from autograd_site.verify.collect import READ, Example, Mode, Page, Quote, collect_page
from autograd_site.verify.compare import check_example, check_quote, problem_failure
from autograd_site.verify.failures import FAILURES_PATH, Failure, write_failures
from autograd_site.verify.report import Tally, page_outputs
from autograd_site.verify.run import Runner

RUNNER = Runner()
TALLY = Tally()
FAILURES: list[Failure] = []
OUTPUTS: dict[tuple[Path, str], list[str]] = {}  # what each page's examples print, this run (its quotes are checked against it)
COUNTED_AS = {Mode.COMPARE: "claims", Mode.DOCTEST: "doctests", Mode.NO_OUTPUT: "no-output"}  # the summary's words


def recorded(failure: Failure | None) -> str | None:
    """The failure's message for Sybil to raise; the record is kept for failures.json."""
    if failure is None:
        return None
    FAILURES.append(failure)
    return str(failure)


class PageDocument(Document):
    """A docs page, read by the page model: its encoding is checked, CRLF reads like LF."""

    page: Page

    @classmethod
    def parse(cls, path: str, *parsers: Parser, encoding: str = "utf-8") -> PageDocument:
        page = collect_page(Path(path))
        document = cls(page.text, path)
        document.page = page
        READ[page.path.resolve()] = page.model
        TALLY.count(page.path, "pages")
        for parser in parsers:
            for region in parser(document):
                document.add(region)
        return document


def evaluate_example(sybil_example: SybilExample) -> str | None:
    example: Example = sybil_example.parsed
    if example.mode is Mode.SKIP:
        TALLY.skip(example.page, f"{example.where}: {example.skip_reason}")
        pytest.skip(example.skip_reason)
    TALLY.count(example.page, COUNTED_AS[example.mode])
    return recorded(check_example(example, RUNNER.run(example.code), RUNNER.torch_version))


def evaluate_quote(sybil_example: SybilExample) -> str | None:
    quote: Quote = sybil_example.parsed
    TALLY.count(quote.page, "quotes")
    page = page_of(sybil_example.document)
    key = (page.path, page.text)
    if key not in OUTPUTS:  # once a page, for all of its quotes
        OUTPUTS[key] = page_outputs(page, RUNNER)
    return recorded(check_quote(quote, OUTPUTS[key]))


def evaluate_problems(sybil_example: SybilExample) -> str:
    return "\n".join(str(recorded(problem_failure(problem))) for problem in sybil_example.parsed)


def page_of(document: Document) -> Page:
    """The page model parse_page attached to the document."""
    page: Page = document.page  # type: ignore[attr-defined]  # a PageDocument's, or attached by parse_page
    return page


def parse_page(document: Document) -> Iterator[Region]:
    """Sybil parser: one region per example and per quote, and the page's problems in one
    zero-width region at its very end, where no example or quote can start."""
    page = getattr(document, "page", None) or collect_page(Path(document.path), document.text)
    # Sybil's Document declares no page: a plain one (sybil.testing's helpers) gets it here.
    document.page = page  # type: ignore[attr-defined]
    for example in page.examples:
        yield Region(example.start, example.end, example, evaluate_example)
    for quote in page.quotes:
        yield Region(quote.start, quote.end, quote, evaluate_quote)
    if page.problems:
        yield Region(len(document.text), len(document.text), page.problems, evaluate_problems)


def write_run_failures(path: Path = FAILURES_PATH, folder: Path = DOCS_DIR) -> None:
    """The run's failure records on the pages under `folder`, with the torch version it ran
    (read by the drift report)."""
    mine = [f for f in FAILURES if (REPO_ROOT / f.page).resolve().is_relative_to(folder.resolve())]
    write_failures(mine, RUNNER.torch_version, path)


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
