"""Notebooks run once per distinct topic, the topics shared between a kernel per core; a
failing cell names its notebook."""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from autograd_site.notebook_execution import RESET_SOURCE, NotebookExecutionError, combined_notebook, execute, shares


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


def test_outputs_reach_every_language_and_no_state_crosses_topics_and_the_build_log_stays_quiet(tmp_path, capfd):
    notebooks = {
        "id/a.ipynb": notebook("# A", "import torch\nsecret = torch.tensor(3.0)", "print(secret * 2)"),
        "ru/a.ipynb": notebook("# А", "import torch\nsecret = torch.tensor(3.0)", "print(secret * 2)"),
        "id/b.ipynb": notebook("# B", "print('secret' in globals())"),
    }
    execute(notebooks, tmp_path, kernels=1)  # both topics in one kernel, one after the other
    for name in ("id/a.ipynb", "ru/a.ipynb"):
        printed = notebooks[name].cells[2]
        assert printed.outputs[0]["text"] == "tensor(6.)\n" and printed.execution_count == 2
    assert notebooks["id/b.ipynb"].cells[1].outputs[0]["text"] == "False\n"
    log = capfd.readouterr()  # a kernel start prints nothing to the build log
    assert "without encryption" not in log.err and "[IPKernelApp]" not in log.err, log.err


def test_a_failing_cell_fails_with_the_notebook_and_cell(tmp_path):
    notebooks = {"id/ok.ipynb": notebook("# ok", "print(1)"), "ru/bad.ipynb": notebook("# bad", "x = 1", "raise ValueError('drifted')")}
    with pytest.raises(NotebookExecutionError, match=r"^ru/bad.ipynb: code cell 2 raised:\n(.|\n)*ValueError: drifted"):
        execute(notebooks, tmp_path)


def test_topics_are_shared_out_between_kernels_by_their_code_and_a_topics_languages_stay_together():
    notebooks = {
        "id/long.ipynb": notebook("# I", "a = 1", "b = 2", "print(a + b)"),
        "ru/long.ipynb": notebook("# R", "a = 1", "b = 2", "print(a + b)"),
        "id/mid.ipynb": notebook("# I", "print(12345)"),
        "id/short.ipynb": notebook("# I", "1"),
    }
    parts = shares(notebooks, kernels=2)
    assert [sorted(part) for part in parts] == [["id/long.ipynb", "ru/long.ipynb"], ["id/mid.ipynb", "id/short.ipynb"]]
    assert [list(part) for part in shares(notebooks, kernels=8)] == [
        ["id/long.ipynb", "ru/long.ipynb"],
        ["id/mid.ipynb"],
        ["id/short.ipynb"],
    ]


def test_two_kernels_at_once_fill_every_notebook_each_in_its_own_folder(tmp_path):
    notebooks = {
        "id/a.ipynb": notebook("# A", "import os\nopen('shared.txt', 'w').write('a')\nprint(sorted(os.listdir('.')))"),
        "ru/a.ipynb": notebook("# А", "import os\nopen('shared.txt', 'w').write('a')\nprint(sorted(os.listdir('.')))"),
        "id/b.ipynb": notebook("# B", "import os\nprint(os.path.exists('shared.txt'))"),
    }
    execute(notebooks, tmp_path, kernels=2)
    assert [notebooks[name].cells[1].outputs[0]["text"] for name in notebooks] == ["['shared.txt']\n", "['shared.txt']\n", "False\n"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kernel-0", "kernel-1"]
