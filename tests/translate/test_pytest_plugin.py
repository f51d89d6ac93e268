"""Parity runs with verify: `pytest docs` gets one item per matching translated page, and an
item per line with a problem, failed there with the located message naming both files and lines."""

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


def test_two_problems_are_two_items_each_at_its_line(tmp_path):
    """Each problem is its own item, named, headed and reported at its line of the translation."""
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    edit(tmp_path / "docs/ru/page.md", "{ #second }", "{ #zweite }")
    edit(tmp_path / "docs/ru/page.md", "\\frac{dy}{dx} = 2x", "\\frac{dy}{dx} = 3x")
    collected = run_pytest(tmp_path, "docs", "--collect-only", "-q")
    assert collected.stdout.splitlines()[:2] == ["docs/ru/page.md::parity:line:24", "docs/ru/page.md::parity:line:28"]
    result = run_pytest(tmp_path, "docs", "-rf")
    assert result.returncode == 1 and "2 failed" in result.stdout and "FAILED docs/ru/page.md::parity:line:28" in result.stdout
    page = tmp_path / "docs/ru/page.md"
    assert f"({page} does not match its source {tmp_path}/docs/id/page.md)" in result.stdout
    failures = result.stdout.split("short test summary info")[0]  # its lines are whole under CI=true
    math, anchor = failures.split(f" {page}:24 parity with its source ")[1].split(f" {page}:28 parity with its source ")
    assert f"{tmp_path}/docs/ru/page.md:24: has the math block $$ \\frac{{dy}}{{dx}} = 3x" in math and "#zweite" not in math
    assert f"{page}:28: has the heading anchor #zweite where {tmp_path}/docs/id/page.md:23 has the heading anchor #second" in anchor
    assert "math block" not in anchor
