"""Parity results kept between runs: a pair is checked again when either text, or the code
that checks it, changed; never otherwise; and a cached failure is the same failure."""

from __future__ import annotations

import json
import re
import shutil

from autograd_site.languages import BY_CODE
from autograd_site.page.model import Problem
from autograd_site.translate import parity_cache
from autograd_site.translate.pairs import pair
from autograd_site.translate.parity import check_pair
from autograd_site.translate.parity_cache import ParityCache
from tests.translate.conftest import FIXTURES, edit
from tests.translate.test_pytest_plugin import run_pytest

RU = BY_CODE["ru"]


def counted(checks, the_pair):
    def check():
        checks.append(the_pair.name)
        return check_pair(the_pair)

    return check


def test_a_pair_is_checked_again_only_when_a_text_or_the_code_changed(tmp_path, monkeypatch):
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    edit(tmp_path / "docs/ru/page.md", "{ #second }", "{ #zweite }")  # a problem to keep
    the_pair, checks = pair("page.md", RU, tmp_path / "docs"), []
    first = ParityCache(tmp_path)
    problems = first.problems(the_pair, counted(checks, the_pair))
    assert problems and all(isinstance(p, Problem) for p in problems)
    first.save()
    assert ParityCache(tmp_path).problems(the_pair, counted(checks, the_pair)) == problems  # the same, not checked
    assert checks == ["page.md"]
    edit(tmp_path / "docs/id/page.md", "{ #second }", "{ #zweite }")  # the source now agrees
    assert ParityCache(tmp_path).problems(the_pair, counted(checks, the_pair)) == []
    monkeypatch.setattr(parity_cache, "code_digest", lambda: "other code")
    ParityCache(tmp_path).problems(the_pair, counted(checks, the_pair))
    assert checks == ["page.md"] * 3


def test_a_run_over_some_pages_keeps_the_other_pairs_results(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(FIXTURES / "pair", docs)
    for language in ("id", "ru"):
        shutil.copy(docs / language / "page.md", docs / language / "other.md")
    pairs = [pair(name, RU, docs) for name in ("page.md", "other.md")]
    full = ParityCache(tmp_path)
    for each in pairs:
        full.problems(each, lambda each=each: check_pair(each))
    full.save()
    edit(docs / "ru/page.md", "{ #second }", "{ #zweite }")
    some = ParityCache(tmp_path)
    some.problems(pairs[0], lambda: check_pair(pairs[0]))
    some.save()
    saved = json.loads((tmp_path / parity_cache.PATH).read_text())["pairs"]
    assert sorted(translation for translation, _ in saved.values()) == sorted(str(p.translation) for p in pairs)  # one each


def test_an_unreadable_cache_is_checked_anew(tmp_path):
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    (tmp_path / parity_cache.PATH).parent.mkdir(parents=True)
    (tmp_path / parity_cache.PATH).write_text('{"format": 1, "code": "x", "pairs": [1]}')
    the_pair, checks = pair("page.md", RU, tmp_path / "docs"), []
    assert ParityCache(tmp_path).problems(the_pair, counted(checks, the_pair)) == [] and checks == ["page.md"]


def test_a_second_run_fails_the_same_way_and_passes_once_fixed(tmp_path):
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    edit(tmp_path / "docs/ru/page.md", "{ #second }", "{ #zweite }")
    runs = [run_pytest(tmp_path, "docs", "-q") for _ in range(2)]
    assert (tmp_path / parity_cache.PATH).is_file()
    assert [r.returncode for r in runs] == [1, 1] and "FAILED docs/ru/page.md::parity:line:28" in runs[1].stdout
    assert re.sub(r" in [\d.]+s", "", runs[0].stdout) == re.sub(r" in [\d.]+s", "", runs[1].stdout)  # but the timing
    edit(tmp_path / "docs/ru/page.md", "{ #zweite }", "{ #second }")
    assert run_pytest(tmp_path, "docs", "-q").returncode == 0
