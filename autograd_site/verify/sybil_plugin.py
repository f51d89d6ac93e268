"""The verifier as a Sybil configuration: pytest collects every page under docs/, and each
example, quote, diagram and problem becomes a test item named by page and line. Every failure is
also kept as a record (FAILURES), which the run writes to .verify/failures.json."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sybil import Document, Region, Sybil
from sybil import Example as SybilExample
from sybil.example import SybilFailure
from sybil.integration.pytest import SybilFile, SybilItem
from sybil.typing import Parser

from autograd_site import diagrams
from autograd_site.languages import DOCS_DIR, REPO_ROOT, language_of
from autograd_site.page.model import Quote, by_line
from autograd_site.page.paths import display
from autograd_site.verify.collect import READ, CodeBlock, Example, Mode, Page, collect_page, read_again
from autograd_site.verify.compare import check_diagram, check_example, check_quote, problem_failure
from autograd_site.verify.failures import FAILURES_PATH, Failure, write_failures
from autograd_site.verify.page_cache import collected_pages
from autograd_site.verify.report import Tally, page_outputs
from autograd_site.verify.run import Runner

RUNNER = Runner()
PAGES = collected_pages(REPO_ROOT)
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
        page = collected(Path(path))
        document = cls(page.text, path)
        document.page = page
        TALLY.count(page.path, "pages")
        for parser in parsers:
            for region in parser(document):
                document.add(region)
        return document


def collected(path: Path) -> Page:
    """The page collected: as the last run left it if nothing it depends on changed (a
    course page), else read (once, if parity read it first)."""
    language = language_of(path)
    if not path.resolve().is_relative_to(DOCS_DIR):  # a test's page: not kept
        return collect_page(path, read=read_again(path, language))
    page = PAGES.page(path, language, lambda: collect_page(path, read=read_again(path, language)))
    READ.setdefault(page.path, page.model)  # parity, if it must check the pair, reads it from here
    return page


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


def evaluate_diagram(sybil_example: SybilExample) -> str | None:
    TALLY.count(page_of(sybil_example.document).path, "diagrams")
    return recorded(check_diagram(page_of(sybil_example.document), sybil_example.parsed, RUNNER))


def evaluate_problems(sybil_example: SybilExample) -> str:
    """The problems on one line of a page (usually one), each a failure record."""
    return "\n".join(str(recorded(problem_failure(problem))) for problem in sybil_example.parsed)


def page_of(document: Document) -> Page:
    """The page model parse_page attached to the document."""
    page: Page = document.page  # type: ignore[attr-defined]  # a PageDocument's, or attached by parse_page
    return page


def problem_offset(text: str, line: int, taken: list[Region]) -> int:
    """Where a zero-width region for a problem on `line` may stand: the line's first offset
    that no example or quote region strictly contains (its start, or just after a quote on
    it). A line inside an example (a byte that is not UTF-8 in its code) gets the example's
    start, the nearest place before it: the message still names the line itself."""
    lines = text.split("\n")
    line = min(line, len(lines))
    begin = sum(len(before) + 1 for before in lines[: line - 1])
    end = begin + len(lines[line - 1])

    def inside(offset: int) -> Region | None:
        return next((r for r in taken if r.start < offset < r.end), None)

    for offset in [begin, *sorted(r.end for r in taken if begin < r.end <= end)]:
        if inside(offset) is None:
            return offset
    covering = inside(begin)
    assert covering is not None
    return covering.start


def parse_page(document: Document) -> Iterator[Region]:
    """Sybil parser: a region per example, quote and diagram, and a zero-width one per line with
    problems, last: Sybil places a zero-width region before a region that starts at the same
    offset, so an example on the problem's line is kept, and runs."""
    page = getattr(document, "page", None) or collect_page(Path(document.path), document.text)
    # Sybil's Document declares no page: a plain one (sybil.testing's helpers) gets it here.
    document.page = page  # type: ignore[attr-defined]
    taken = [Region(e.code_fence.start, (e.claim or e.code_fence).end, e, evaluate_example) for e in page.examples]
    taken += [Region(quote.start, quote.end, quote, evaluate_quote) for quote in page.quotes]
    taken += [Region(fence.start, fence.end, fence, evaluate_diagram) for fence in page.fences if fence.lang == diagrams.FENCE]
    yield from taken
    for line, problems in by_line(page.problems).items():
        offset = problem_offset(document.text, line, taken)
        yield Region(offset, offset, problems, evaluate_problems)


def write_run_failures(path: Path = FAILURES_PATH, folder: Path = DOCS_DIR) -> None:
    """The run's failure records on the pages under `folder`, with the torch version it ran
    (read by the drift report)."""
    mine = [f for f in FAILURES if (REPO_ROOT / f.page).resolve().is_relative_to(folder.resolve())]
    write_failures(mine, RUNNER.torch_version, path)


def selects_pages(args: list[str], rootdir: Path) -> bool:
    """Whether pytest's arguments include a page under docs/ (or a folder holding some)."""
    paths = [(rootdir / arg.split("::")[0]).resolve() for arg in args]
    return any(path.is_relative_to(DOCS_DIR) or DOCS_DIR.is_relative_to(path) for path in paths)


class PageItem(SybilItem):
    """An example, quote or problem of a page, headed by its page and line
    (`docs/ru/backward.md:209`, where Sybil writes `backward.md line=209 column=1`, the same for
    every language) and failed with the verifier's message, which names them again."""

    def reportinfo(self) -> tuple[Path, int, str]:
        line: int = self.example.line
        return self.path, line - 1, f"{display(self.path)}:{line}"  # pytest counts lines from 0

    def repr_failure(
        self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None
    ) -> Any:  # pytest's own types for both are private
        if isinstance(excinfo.value, SybilFailure):
            return excinfo.value.result
        return super().repr_failure(excinfo, style)


class PageFile(SybilFile):
    """A page for pytest: Sybil's file, whose items are PageItems. Its examples are handed to
    the worker as soon as the page is read, to run while pytest reads the next pages."""

    def collect(self) -> Iterator[PageItem]:
        for sybil in self.sybils:
            document = sybil.parse(self.path)
            self.documents.append(document)
            if not self.config.option.collectonly:
                RUNNER.submit(runnable(page_of(document)))
            for example in document.examples():
                yield PageItem.from_parent(self, sybil=sybil, example=example)


def runnable(page: Page) -> list[CodeBlock]:
    """The code of the page's examples that run (what its examples and quotes ask the runner for)."""
    return [example.code for example in page.examples if example.mode is not Mode.SKIP]


def withdraw_unselected(items: list[pytest.Item]) -> None:
    """Once pytest has selected its items (`-k`, `--deselect`, `--lf`): examples handed over
    that no selected item needs are not run."""
    keep = {code for item in items if isinstance(item, PageItem) for code in runnable(page_of(item.example.document))}
    RUNNER.withdraw(keep)


class PageSybil(Sybil):
    def pytest(self) -> Callable[[Path, pytest.Collector], PageFile | None]:
        """pytest's collect hook for the pages (Sybil's own, with PageFile)."""

        def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> PageFile | None:
            if self.should_parse(file_path):
                return PageFile.from_parent(parent, path=file_path, sybils=[self])
            return None

        return pytest_collect_file


def make_sybil(path: Path = DOCS_DIR) -> Sybil:
    return PageSybil(parsers=[parse_page], path=str(path), patterns=["*.md"], document_types={".md": PageDocument}, name="docs")
