"""Parity runs with verify: `pytest docs` gets one item per matching translated page, and an
item per line with a problem, failed there with the located message naming both files and
lines. Its results are kept between runs: a pair is checked again when either text, or the
code that checks it, changed; never otherwise; and a cached failure is the same failure."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

from autograd_site.page.model import Problem
from autograd_site.translate import pytest_plugin as parity
from autograd_site.translate.pairs import pair
from autograd_site.translate.parity import check_pair
from autograd_site.verify import page_cache
from tests.translate.conftest import FIXTURES, RU, edit


def run_pytest(root, *args):
    (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")  # root is the rootdir
    command = [sys.executable, "-m", "pytest", "-p", "autograd_site.translate.pytest_plugin", "-p", "no:cacheprovider", *args]
    return subprocess.run(command, cwd=root, capture_output=True, text=True)


def test_two_problems_are_two_items_each_at_its_line_the_same_from_the_cache_and_one_passing_item_once_fixed(tmp_path):
    """Each problem is its own item, named, headed and reported at its line of the translation;
    a second run (from the cache) fails the same way; fixed, the page is one passing item."""
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    edit(tmp_path / "docs/ru/page.md", "{ #second }", "{ #zweite }")
    edit(tmp_path / "docs/ru/page.md", "\\frac{dy}{dx} = 2x", "\\frac{dy}{dx} = 3x")
    result, again = (run_pytest(tmp_path, "docs", "-rf") for _ in range(2))
    assert (tmp_path / parity.PATH).is_file()
    assert re.sub(r" in [\d.]+s", "", result.stdout) == re.sub(r" in [\d.]+s", "", again.stdout)  # but the timing
    assert result.returncode == 1 and "2 failed" in result.stdout
    assert "FAILED docs/ru/page.md::parity:line:24" in result.stdout and "FAILED docs/ru/page.md::parity:line:28" in result.stdout
    page = tmp_path / "docs/ru/page.md"
    assert f"({page} does not match its source {tmp_path}/docs/id/page.md)" in result.stdout
    failures = result.stdout.split("short test summary info")[0]  # its lines are whole under CI=true
    math, anchor = failures.split(f" {page}:24 parity with its source ")[1].split(f" {page}:28 parity with its source ")
    assert f"{tmp_path}/docs/ru/page.md:24: has the math block $$ \\frac{{dy}}{{dx}} = 3x" in math and "#zweite" not in math
    assert f"{page}:28: has the heading anchor #zweite where {tmp_path}/docs/id/page.md:23 has the heading anchor #second" in anchor
    assert "math block" not in anchor
    edit(tmp_path / "docs/ru/page.md", "{ #zweite }", "{ #second }")
    edit(tmp_path / "docs/ru/page.md", "\\frac{dy}{dx} = 3x", "\\frac{dy}{dx} = 2x")
    passed = run_pytest(tmp_path, "docs", "-v")
    assert passed.returncode == 0 and "docs/ru/page.md::parity PASSED" in passed.stdout
    assert "1 passed" in passed.stdout  # one item a translated page; a source page has no parity of its own


def counted(checks, the_pair):
    def check():
        checks.append(the_pair.name)
        return check_pair(the_pair)

    return check


def test_a_pair_is_checked_again_only_when_a_text_or_the_code_changed(tmp_path, monkeypatch):
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    edit(tmp_path / "docs/ru/page.md", "{ #second }", "{ #zweite }")  # a problem to keep
    the_pair, checks = pair("page.md", RU, tmp_path / "docs"), []
    first = parity.memo(tmp_path)
    problems = parity.cached_problems(first, the_pair, counted(checks, the_pair))
    assert problems and all(isinstance(p, Problem) for p in problems)
    first.save()
    assert parity.cached_problems(parity.memo(tmp_path), the_pair, counted(checks, the_pair)) == problems  # the same, not checked
    assert checks == ["page.md"]
    edit(tmp_path / "docs/id/page.md", "{ #second }", "{ #zweite }")  # the source now agrees
    assert parity.cached_problems(parity.memo(tmp_path), the_pair, counted(checks, the_pair)) == []
    monkeypatch.setattr(page_cache, "code_digest", lambda: "other code")
    parity.cached_problems(parity.memo(tmp_path), the_pair, counted(checks, the_pair))
    assert checks == ["page.md"] * 3


def test_a_run_over_some_pages_keeps_the_other_pairs_results(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(FIXTURES / "pair", docs)
    for language in ("id", "ru"):
        shutil.copy(docs / language / "page.md", docs / language / "other.md")
    pairs = [pair(name, RU, docs) for name in ("page.md", "other.md")]
    full = parity.memo(tmp_path)
    for each in pairs:
        parity.cached_problems(full, each, lambda each=each: check_pair(each))
    full.save()
    edit(docs / "ru/page.md", "{ #second }", "{ #zweite }")
    some = parity.memo(tmp_path)
    parity.cached_problems(some, pairs[0], lambda: check_pair(pairs[0]))
    some.save()
    saved = page_cache.load(tmp_path / parity.PATH, page_cache.stamp())
    assert sorted(path for path, _ in saved) == sorted(str(p.translation.resolve()) for p in pairs)  # one each


def test_an_unreadable_cache_is_checked_anew(tmp_path):
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    (tmp_path / parity.PATH).parent.mkdir(parents=True)
    (tmp_path / parity.PATH).write_text(page_cache.stamp() + "\nnot a pickle")
    the_pair, checks = pair("page.md", RU, tmp_path / "docs"), []
    assert parity.cached_problems(parity.memo(tmp_path), the_pair, counted(checks, the_pair)) == [] and checks == ["page.md"]
