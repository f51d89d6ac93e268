"""Parity runs with verify: `pytest docs` gets one item per translated page, and a mismatch
fails it with the located message."""

from __future__ import annotations

import shutil
import subprocess
import sys

from tests.translate.conftest import FIXTURES, edit


def run_pytest(root, *args):
    (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")  # root is the rootdir
    command = [sys.executable, "-m", "pytest", "-p", "autograd_site.translate.pytest_plugin", "-p", "no:cacheprovider", *args]
    return subprocess.run(command, cwd=root, capture_output=True, text=True)


def test_each_translated_page_is_one_parity_item(tmp_path):
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    collected = run_pytest(tmp_path, "docs", "--collect-only", "-q")
    assert collected.stdout.splitlines()[0] == "docs/ru/page.md::parity"
    assert "docs/id/" not in collected.stdout  # a source page has no parity of its own
    passed = run_pytest(tmp_path, "docs", "-q")
    assert passed.returncode == 0 and "1 passed" in passed.stdout


def test_a_mismatch_fails_the_item_with_both_files_and_lines(tmp_path):
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    edit(tmp_path / "docs/ru/page.md", "{ #second }", "{ #zweite }")
    result = run_pytest(tmp_path, "docs", "-q")
    assert result.returncode == 1
    assert f"{tmp_path}/docs/ru/page.md does not match its source {tmp_path}/docs/id/page.md:" in result.stdout
    assert (
        f"{tmp_path}/docs/ru/page.md:28: has the heading anchor #zweite where {tmp_path}/docs/id/page.md:23 has the heading anchor #second"
        in result.stdout
    )
    assert "FAILED docs/ru/page.md::parity" in result.stdout
