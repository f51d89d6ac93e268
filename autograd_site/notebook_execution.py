"""Execute the generated notebooks (`nox -s notebooks`): every distinct one once, in a kernel per core.

The Indonesian and Russian notebooks of a topic hold the same code cells, so each topic runs
once and both languages get its outputs. Each kernel runs its share of topics one after another,
the namespace cleared and torch's state reset in between: a kernel start and a torch import each
would cost about 7 s a notebook (measured: 55 s for 8). A cell that raises fails, naming the
notebook and the cell.
"""

from __future__ import annotations

import os
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError
from nbformat import NotebookNode
from nbformat.v4 import new_code_cell, new_notebook

# Between two topics: what a fresh kernel would give the next one (modules stay imported).
RESET_SOURCE = "%reset -f\nfrom autograd_site.verify.execute import reset_global_state\nreset_global_state()"
TIMEOUT = 120  # seconds for one cell
ANSI_COLOUR = re.compile(r"\x1b\[[0-9;]*m")


class NotebookExecutionError(Exception):
    pass


def topics(notebooks: dict[str, NotebookNode]) -> dict[tuple[str, ...], list[str]]:
    """Each distinct code (a topic) with the names of the notebooks (its languages) that hold it."""
    groups: dict[tuple[str, ...], list[str]] = {}
    for name, notebook in notebooks.items():
        groups.setdefault(tuple(cell.source for cell in notebook.cells if cell.cell_type == "code"), []).append(name)
    return groups


def combined_notebook(notebooks: dict[str, NotebookNode]) -> tuple[NotebookNode, list[tuple[int, list[str]]]]:
    """One notebook with each distinct topic's code once, reset cells in between; and where
    each topic starts, with the names of the notebooks that share its code."""
    groups = topics(notebooks)
    combined = new_notebook(metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})
    spans = []
    for code, names in groups.items():
        if combined.cells:
            combined.cells.append(new_code_cell(RESET_SOURCE))
        spans.append((len(combined.cells), names))
        combined.cells += [new_code_cell(source) for source in code]
    return combined, spans


def shares(notebooks: dict[str, NotebookNode], kernels: int) -> list[dict[str, NotebookNode]]:
    """The notebooks in at most `kernels` parts of about equal code, the languages of a
    topic (the same code) always in the same part: the longest topics first, each to the
    part with the least code so far."""
    groups = topics(notebooks)
    parts: list[dict[str, NotebookNode]] = [{} for _ in range(min(kernels, len(groups)))]
    sizes = [0] * len(parts)
    for code, names in sorted(groups.items(), key=lambda group: -sum(map(len, group[0]))):
        smallest = sizes.index(min(sizes))
        sizes[smallest] += sum(map(len, code))
        parts[smallest].update({name: notebooks[name] for name in names})
    return parts


def execute(notebooks: dict[str, NotebookNode], workdir: Path, kernels: int | None = None) -> None:
    """Fill every code cell of `notebooks` (name -> notebook) with its outputs, in place,
    in `kernels` kernels at once (default: one per CPU core)."""
    if not notebooks:
        return
    parts = shares(notebooks, kernels or os.cpu_count() or 1)
    folders = [workdir / f"kernel-{number}" for number in range(len(parts))]  # files one writes are its own
    with ThreadPoolExecutor(len(parts)) as pool:  # each thread waits on its own kernel
        list(pool.map(execute_in_one_kernel, parts, folders))  # a failed cell's error, raised here


def execute_in_one_kernel(notebooks: dict[str, NotebookNode], workdir: Path) -> None:
    """Run the notebooks one after another in one kernel (each distinct code once)."""
    workdir.mkdir(exist_ok=True)
    combined, spans = combined_notebook(notebooks)
    client = NotebookClient(
        combined,
        kernel_name="python3",
        timeout=TIMEOUT,
        allow_errors=False,
        resources={"metadata": {"path": str(workdir)}},
        # The kernel's own log: errors only. It warns on every start that it runs over TCP
        # without encryption, which on 127.0.0.1 for a build says nothing to act on.
        extra_arguments=["--IPKernelApp.log_level=ERROR"],
    )
    try:
        client.execute()
    except CellExecutionError as error:
        failed = next(i for i, cell in enumerate(combined.cells) if any(o.get("output_type") == "error" for o in cell.get("outputs", [])))
        start, names = max((span for span in spans if span[0] <= failed), key=lambda span: span[0])
        plain = ANSI_COLOUR.sub("", str(error))  # IPython colours its tracebacks
        raise NotebookExecutionError(f"{', '.join(names)}: code cell {failed - start + 1} raised:\n{plain}") from error
    for start, names in spans:
        for name in names:
            code_cells = [cell for cell in notebooks[name].cells if cell.cell_type == "code"]
            for number, (cell, executed) in enumerate(zip(code_cells, combined.cells[start:], strict=False), start=1):
                cell.outputs = executed.outputs
                cell.execution_count = number
