"""Notebooks run once per distinct topic, in one kernel; a failing cell names its notebook."""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from autograd_site.notebook_execution import RESET_SOURCE, NotebookExecutionError, combined_notebook, execute


def notebook(intro: str, *code: str):
    return new_notebook(cells=[new_markdown_cell(intro), *(new_code_cell(source) for source in code)])


def test_the_languages_of_a_topic_share_one_run_and_topics_are_separated_by_a_reset():
    notebooks = {
        "id/backward.ipynb": notebook("# Indonesia", "x = 1", "print(x)"),
        "ru/backward.ipynb": notebook("# Русский", "x = 1", "print(x)"),
        "id/autograd.ipynb": notebook("# Indonesia", "print(2)"),
    }
    combined, spans = combined_notebook(notebooks)
    assert [cell.source for cell in combined.cells] == ["x = 1", "print(x)", RESET_SOURCE, "print(2)"]
    assert spans == [(0, ["id/backward.ipynb", "ru/backward.ipynb"]), (3, ["id/autograd.ipynb"])]


def test_outputs_reach_every_language_and_no_state_crosses_topics(tmp_path):
    notebooks = {
        "id/a.ipynb": notebook("# A", "import torch\nsecret = torch.tensor(3.0)", "print(secret * 2)"),
        "ru/a.ipynb": notebook("# А", "import torch\nsecret = torch.tensor(3.0)", "print(secret * 2)"),
        "id/b.ipynb": notebook("# B", "print('secret' in globals())"),
    }
    execute(notebooks, tmp_path)
    for name in ("id/a.ipynb", "ru/a.ipynb"):
        printed = notebooks[name].cells[2]
        assert printed.outputs[0]["text"] == "tensor(6.)\n" and printed.execution_count == 2
    assert notebooks["id/b.ipynb"].cells[1].outputs[0]["text"] == "False\n"


def test_a_failing_cell_fails_with_the_notebook_and_cell(tmp_path):
    notebooks = {"id/ok.ipynb": notebook("# ok", "print(1)"), "ru/bad.ipynb": notebook("# bad", "x = 1", "raise ValueError('drifted')")}
    with pytest.raises(NotebookExecutionError, match=r"^ru/bad.ipynb: code cell 2 raised:\n(.|\n)*ValueError: drifted"):
        execute(notebooks, tmp_path)
