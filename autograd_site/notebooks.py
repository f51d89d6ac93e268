"""Notebooks generated from the pages: one a topic and language, never edited by hand.

A notebook holds the page's examples in order (the same docs_src/ files the verifier runs),
each after the heading and the paragraph that introduce it on the page; an exercise's hidden
answer ("Jawaban" / "Ответ": the claimed output and why) follows the question's cell, and a
find-the-bug exercise's fix ("Perbaikan" / "Исправление": its text, code and output) is one
closed Markdown cell (a code cell cannot be folded in Jupyter or Colab). The torch version
its outputs come from is written into its metadata and its first cells.
"""

from __future__ import annotations

import hashlib
import tempfile
import textwrap
from collections.abc import Callable, Mapping
from importlib import metadata
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from autograd_site.comments import load as load_comments
from autograd_site.comments import translate_source
from autograd_site.languages import BY_CODE, DOCS_DIR, LANGUAGES, Language
from autograd_site.notebook_execution import NotebookExecutionError, execute
from autograd_site.notebook_sections import Definitions, parsed
from autograd_site.page.jupyter import for_jupyter, heading
from autograd_site.page.model import BlockKind, Container
from autograd_site.page.paths import display
from autograd_site.verify.collect import Example, Mode, Page, collect_page

NOTEBOOK_DIR = "notebooks"
Collected = Callable[[Path, Language], Page]  # a page's file and language -> the page collected
METADATA, EXERCISE = "autograd_site", "exercise"  # a cell's metadata: an exercise's code, stored without output
COMMENT_WIDTH = 50  # the setup cell's comment, in characters a line
SETUP_CELL = "setup"  # a cell's metadata: the cell after the title, no example's code (prints nothing where torch is pinned)
RUNS = "runs"  # a cell's metadata: the digest of the code verify ran, where the cell shows less or more (a comment)


def prose_of(page: Page, line: int, end_line: int) -> str:
    """Lines `line`..`end_line` of the page without the fences among them."""
    fenced = {
        n for fence in page.fences if fence.line <= end_line and fence.end_line >= line for n in range(fence.line, fence.end_line + 1)
    }
    return "\n".join(text for n, text in enumerate(page.model.lines[line - 1 : end_line], start=line) if n not in fenced).strip()


def introduction(page: Page, after: int, before: int) -> str:
    """The headings and the last block of prose between two examples (lines after..before).
    A block that holds the next example (the fix of a find-the-bug exercise, in its
    collapsible block) gives its title and the prose above the example."""
    headings: list[str] = []
    paragraphs: list[str] = []
    for block in page.model.blocks:
        if not after < block.line < before or block.kind in (BlockKind.FENCE, BlockKind.HTML):
            continue
        if block.kind is BlockKind.HEADING:
            if block.level > 1:
                title = next(h.title for h in page.model.headings if h.line == block.line)
                headings.append(heading(block.level, title))
                paragraphs = []
        else:
            paragraphs.append(prose_of(page, block.line, min(block.end_line, before - 1)))
    return for_jupyter("\n\n".join(headings + paragraphs[-1:]))


def answer(example: Example) -> Container | None:
    """The collapsible block (an exercise's answer) that holds the example's claimed output
    but not its code: the notebook shows it after the question's cell."""
    container = example.claim.container if example.claim else None
    if container and container.collapsible and not container.holds(example.line):
        return container
    return None


SETUP = """{comment}
import importlib.metadata

try:
    installed = importlib.metadata.version("torch").split("+")[0]
except importlib.metadata.PackageNotFoundError:
    installed = None
if installed is None:
    %pip install torch=={torch}
elif installed != "{torch}":
    print({other_version!r}.format(installed=installed))"""


def setup_cell(language: Language, torch_version: str) -> nbformat.NotebookNode:
    """The cell after the title: the PyTorch the notebook was verified with, installed where none
    is; a reader's own PyTorch (Colab's, another release) is never replaced: the cell says
    which release the outputs were verified with, and the notebook goes on. Where the pinned
    one is present, the cell does nothing."""
    pinned = torch_version.split("+")[0]
    # The comment in short lines: the copy button covers the end of a code cell's first line.
    comment = "\n".join(f"# {line}" for line in textwrap.wrap(language.notebook_setup.format(torch=pinned), COMMENT_WIDTH))
    other_version = language.notebook_other_version.replace("{torch}", pinned)
    cell: nbformat.NotebookNode = new_code_cell(SETUP.format(comment=comment, torch=pinned, other_version=other_version))
    cell.metadata[METADATA] = {SETUP_CELL: True}
    return cell


def expanded_source(page: Page, line: int, end_line: int) -> str:
    """Lines `line`..`end_line` as written, each fence's `--8<--` includes expanded (the code
    the reader runs, as the page shows it); a fence with an `after` marker gets the code it
    runs after in front (a notebook has no earlier step to lean on: the fold holds it whole)."""
    text, model = page.model.text, page.model
    start = sum(len(ln) + 1 for ln in model.lines[: line - 1])
    end = min(sum(len(ln) + 1 for ln in model.lines[:end_line]), len(text))
    parts, at = [], start
    for fence in model.fences:
        if start <= fence.body_start and fence.body_end <= end and fence.expansion is not None:
            shown = fence.expansion.source if fence.setup is None else fence.setup.source + fence.expansion.source  # as verify runs it
            code = "".join(fence.indent + ln if ln.strip() else ln for ln in shown.splitlines(keepends=True))
            parts += [text[at : fence.body_start], code if code.endswith("\n") else code + "\n"]
            at = fence.body_end
    parts.append(text[at:end])
    return "".join(parts)


def hidden_answer(page: Page, container: Container) -> str:
    """An exercise's answer (the text, the code and its claimed output) in a <details>, closed
    until the reader opens it: Jupyter and Colab both honour one in a Markdown cell."""
    body = for_jupyter(expanded_source(page, container.line + 1, container.end_line))
    return f"<details>\n<summary>{container.title}</summary>\n\n{body}\n\n</details>"


def comment_translations(code: str) -> dict[str, str]:
    """English comment -> its translation in the language (autograd_site/comments.py)."""
    return load_comments(BY_CODE[code]).everywhere() if code in BY_CODE else {}


def digest_of(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()[:16]


def cell_source(example: Example, language: Language, definitions: Definitions) -> str:
    """The code of an example's cell: what the page shows, where the example runs after code
    (an `after` marker) that the cells above define as its file does; else that code too,
    under a comment that says why (notebook_sections.py)."""
    fence, source = example.code_fence, example.code.source
    if fence.setup is None or fence.expansion is None:
        return source
    shown = fence.expansion.source
    if parsed(shown) is not None and definitions.covered(fence.setup.source):
        return shown
    reason = language.notebook_continues if parsed(shown) is None else language.notebook_redefines
    after = ", ".join(f"`{name.strip()}`" for name in (fence.marker.after if fence.marker else "").split(","))
    lines = textwrap.wrap(reason.format(after=after), COMMENT_WIDTH, break_long_words=False, break_on_hyphens=False)
    return "".join(f"# {line}\n" for line in lines) + source


def build_notebook(page: Page, language: Language, torch_version: str) -> nbformat.NotebookNode:
    title = next((h.title for h in page.model.headings if h.level == 1), page.path.stem)
    cells = [new_markdown_cell(language.notebook_intro.format(title=title, torch=torch_version)), setup_cell(language, torch_version)]
    exercises = page.model.section("exercises") or (0, 0)  # its lines
    comments = comment_translations(language.code)
    front_matter = page.model.front_matter
    position = front_matter.end_line if front_matter else 0  # a translation's source_hash is no prose
    definitions = Definitions()  # what the code cells so far define
    for example in page.examples:
        if example.mode is Mode.SKIP:
            continue
        prose = introduction(page, position, example.line)
        container = example.code_fence.container
        fix = exercises[0] < example.line <= exercises[1] and container is not None and container.collapsible
        ran = translate_source(example.code.source.rstrip("\n"), comments)  # comments in the reader's language
        code = new_code_cell(ran if fix else translate_source(cell_source(example, language, definitions).rstrip("\n"), comments))
        if code.source != ran:  # fill_printed finds what verify printed for it by this
            code.metadata[METADATA] = {RUNS: digest_of(ran)}
        if exercises[0] < example.line <= exercises[1]:  # its output would give the answer away
            code.metadata.setdefault(METADATA, {})[EXERCISE] = True
            if fix and container:  # a find-the-bug exercise's fix: all of it closed,
                before = introduction(page, position, container.line)  # its text, code and output as the page shows them
                if before:
                    cells.append(new_markdown_cell(before))
                cells.append(new_markdown_cell(hidden_answer(page, container)))
                position = container.end_line
                continue
        if prose:
            cells.append(new_markdown_cell(prose))
        cells.append(code)
        definitions.run(code.source)
        position = (example.claim or example.code_fence).end_line
        hidden = answer(example)
        if hidden:  # "Jawaban" / "Ответ": the claimed output and the explanation
            cells.append(new_markdown_cell(hidden_answer(page, hidden)))
            position = hidden.end_line
    notebook: nbformat.NotebookNode = new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    notebook.metadata["language_info"] = {"name": "python"}
    notebook.metadata[METADATA] = {"page": page.path.name, "language": language.code, "torch": torch_version}
    for index, cell in enumerate(notebook.cells):  # stable ids: the same page gives the same bytes
        cell["id"] = f"cell-{index}"
    return notebook


def notebook_path(page: Path) -> Path:
    """Where the notebook of docs/<code>/<page>.md is written."""
    return page.parent / NOTEBOOK_DIR / f"{page.stem}.ipynb"


def page_notebooks(
    torch_version: str, docs_dir: Path = DOCS_DIR, collected: Collected = lambda path, _: collect_page(path)
) -> dict[Path, nbformat.NotebookNode]:
    """The notebook of every page of every language with runnable examples, by where it is
    written (`collected`: how the caller collects a page). A reference page has none: its
    examples are to look up, not a lesson to work through."""
    found = {}
    for language in LANGUAGES:
        for path in sorted((docs_dir / language.code).glob("*.md")):
            page = collected(path, language)
            if not page.model.is_reference and any(e.mode is not Mode.SKIP for e in page.examples):
                found[notebook_path(path)] = build_notebook(page, language, torch_version)
    return found


def printed_in(code: str, printed: Mapping[str, str]) -> dict[str, str]:
    """What verify printed, by each example's code as a notebook in the language `code` shows
    it, and by that code's digest (a cell that shows less or more than it ran: RUNS)."""
    comments = comment_translations(code)
    shown = {translate_source(source.rstrip("\n"), comments): output for source, output in printed.items()}
    return shown | {digest_of(source): output for source, output in shown.items()}


def fill_printed(notebook: nbformat.NotebookNode, printed: Mapping[str, str], shown: Mapping[str, str] | None = None) -> bool:
    """Give each code cell, as outputs, what its example printed in the verify run that
    `printed` comes from (stdout and stderr as one stream, as a terminal shows them);
    False, and the notebook untouched, if a cell's code is not among them. `shown`: `printed_in`
    the notebook's language, where the caller made it already (once a language, not a notebook)."""
    by_code = dict(printed_in(notebook.metadata.get(METADATA, {}).get("language", ""), printed) if shown is None else shown)
    cells = [cell for cell in notebook.cells if cell.cell_type == "code"]
    setup = [cell for cell in cells if cell.metadata.get(METADATA, {}).get(SETUP_CELL)]
    by_code.update((cell.source, "") for cell in setup)  # the pinned torch is there: it prints nothing
    keys = [cell.metadata.get(METADATA, {}).get(RUNS, cell.source) for cell in cells]
    if any(key not in by_code for key in keys):
        return False
    for number, (cell, key) in enumerate(zip(cells, keys, strict=True), start=1):
        text = by_code[key]
        cell.outputs = [new_output("stream", name="stdout", text=text)] if text else []
        cell.execution_count = number
    return True


def write_notebooks(
    torch_version: str,
    docs_dir: Path = DOCS_DIR,
    printed: Mapping[str, str] | None = None,
    collected: Collected = lambda path, _: collect_page(path),
) -> list[Path]:
    """Write (only if changed) a notebook for every page with runnable examples. Its outputs
    are what its examples printed in the passed verify run of these pages and this torch
    (`printed`, stamp.read_printed: `nox -s docs` runs verify first), without running them
    again; a notebook whose code that run did not print (no passed verify of these pages: a
    direct generator build, the live preview after an edit) is written without outputs.
    `nox -s notebooks` runs every notebook in a kernel (notebook_execution.py).
    `collected`: how the caller collects a page (the build: as verify last collected it,
    where nothing it depends on changed)."""
    notebooks = page_notebooks(torch_version, docs_dir, collected)
    shown = {language.code: printed_in(language.code, printed) for language in LANGUAGES} if printed is not None else {}
    for notebook in notebooks.values():
        if printed is not None:
            fill_printed(notebook, printed, shown[notebook.metadata[METADATA]["language"]])
        for cell in notebook.cells:
            if cell.metadata.get(METADATA, {}).get(EXERCISE):
                cell.outputs, cell.execution_count = [], None
    for target, notebook in notebooks.items():
        content = nbformat.writes(notebook) + "\n"
        if not target.exists() or target.read_text(encoding="utf-8") != content:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(content, encoding="utf-8")
    return list(notebooks)


def main() -> None:
    """`python -m autograd_site.notebooks` (`nox -s notebooks`, a CI job): every page's
    notebook executed top to bottom in a kernel, as a reader runs it; a cell that raises fails,
    naming the notebook and the cell. The build shows what verify's run printed instead."""
    torch_version = metadata.version("torch").split("+")[0]
    notebooks = {display(target): notebook for target, notebook in page_notebooks(torch_version).items()}
    with tempfile.TemporaryDirectory(prefix="notebooks-") as workdir:
        execute(notebooks, Path(workdir))
    print(f"notebooks: {len(notebooks)} ran top to bottom in a kernel (torch {torch_version})")


if __name__ == "__main__":
    try:
        main()
    except NotebookExecutionError as error:
        raise SystemExit(f"notebook execution failed: {error}") from error
