"""Notebooks generated from the pages: one a topic and language, never edited by hand.

A notebook holds the page's examples in order (the same docs_src/ files the verifier runs),
each after the heading and the paragraph that introduce it on the page. The torch version
is written into the notebook's metadata, so mkdocs-jupyter's cache (keyed on the notebook's
bytes) is invalidated by a torch upgrade instead of hiding drift.
"""
from __future__ import annotations

import hashlib
import re
import tempfile
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from autograd_site.languages import DOCS_DIR, LANGUAGES, Language
from autograd_site.translate.prose import FRONT_MATTER
from autograd_site.notebook_execution import code_of, execute
from autograd_site.verify.collect import Page, collect_page, display

NOTEBOOK_DIR = "notebooks"
HEADING = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<title>.*?)\s*(\{[^}]*\})?\s*$")
LINK = re.compile(r"(?<!!)\[([^\]]+)\]\([^)]+\)")


def page_title(page: Page) -> str:
    for line in page.text.splitlines():
        match = HEADING.match(line)
        if match and match["hashes"] == "#":
            return match["title"]
    return page.path.stem


def to_notebook_markdown(text: str) -> str:
    """Page prose as Jupyter expects it: $-math, no site-relative links, no admonition syntax."""
    text = text.replace("\\(", "$").replace("\\)", "$")
    text = LINK.sub(r"\1", text)
    lines = []
    for line in text.splitlines():
        admonition = re.match(r"^(!!!|\?\?\?\+?)\s+\w+(?:\s+\"(?P<title>[^\"]*)\")?", line)
        if admonition:
            if admonition["title"]:
                lines.append(f"**{admonition['title']}**")
            continue
        lines.append(line[4:] if line.startswith("    ") else line)
    return "\n".join(lines).strip()


def introduction(page: Page, start: int, end: int) -> str:
    """The headings and the last paragraph of prose between two examples."""
    headings, paragraphs = [], []
    chunk = page.text[start:end]
    for fence in page.fences:  # drop fences (diagrams, other blocks) from the prose
        if start <= fence.start and fence.end <= end:
            chunk = chunk.replace(page.text[fence.start : fence.end], "\n")
    for block in re.split(r"\n\s*\n", chunk):
        block = block.strip()
        if not block or block.startswith("<!--"):
            continue
        match = HEADING.match(block.splitlines()[0])
        if match and len(match["hashes"]) > 1:
            headings.append(f"{match['hashes']} {match['title']}")
            paragraphs = []
        elif not match:
            paragraphs.append(block)
    kept = headings + paragraphs[-1:]
    return to_notebook_markdown("\n\n".join(kept))


def build_notebook(page: Page, language: Language, torch_version: str) -> nbformat.NotebookNode:
    title = page_title(page)
    cells = [new_markdown_cell(language.notebook_intro.format(title=title, torch=torch_version))]
    front_matter = FRONT_MATTER.match(page.text)
    position = front_matter.end() if front_matter else 0  # a translation's source_hash is no prose
    for example in page.examples:
        if example.mode == "skip":
            continue
        prose = introduction(page, position, example.start)
        if prose:
            cells.append(new_markdown_cell(prose))
        cells.append(new_code_cell(example.code.source.rstrip("\n")))
        position = example.end
    notebook = new_notebook(cells=cells)
    notebook.metadata.update(
        {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
            "autograd_site": {"page": page.path.name, "language": language.code, "torch": torch_version},
        }
    )
    for index, cell in enumerate(notebook.cells):  # stable ids: the same page gives the same bytes
        cell["id"] = f"cell-{index}"
    return notebook


def execution_digest(notebook: nbformat.NotebookNode, torch_version: str) -> str:
    """What a notebook's outputs depend on: its code and the torch that ran it."""
    return hashlib.sha256("\0".join([torch_version, *code_of(notebook)]).encode()).hexdigest()


def reuse_outputs(notebook: nbformat.NotebookNode, target: Path, digest: str) -> bool:
    """Copy the outputs of the notebook already written at `target` if it ran the same code."""
    if not target.is_file():
        return False
    previous = nbformat.read(target, as_version=4)
    if previous.metadata.get("autograd_site", {}).get("executed") != digest:
        return False
    for cell, old in zip((c for c in notebook.cells if c.cell_type == "code"), (c for c in previous.cells if c.cell_type == "code")):
        cell.outputs, cell.execution_count = old.outputs, old.execution_count
    return True


def write_notebooks(torch_version: str, docs_dir: Path = DOCS_DIR) -> list[Path]:
    """Write (only if changed) an executed notebook for every page with runnable examples."""
    notebooks: dict[Path, nbformat.NotebookNode] = {}
    for language in LANGUAGES:
        for path in sorted((docs_dir / language.code).glob("*.md")):
            page = collect_page(path)
            if any(e.mode != "skip" for e in page.examples):
                notebooks[docs_dir / language.code / NOTEBOOK_DIR / f"{path.stem}.ipynb"] = build_notebook(page, language, torch_version)
    stale = {}
    for target, notebook in notebooks.items():
        digest = execution_digest(notebook, torch_version)
        notebook.metadata["autograd_site"]["executed"] = digest
        if not reuse_outputs(notebook, target, digest):
            stale[display(target)] = notebook
    with tempfile.TemporaryDirectory(prefix="notebooks-") as workdir:  # files the cells write vanish
        execute(stale, Path(workdir))
    for target, notebook in notebooks.items():
        content = nbformat.writes(notebook) + "\n"
        if not target.exists() or target.read_text(encoding="utf-8") != content:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(content, encoding="utf-8")
    return list(notebooks)
