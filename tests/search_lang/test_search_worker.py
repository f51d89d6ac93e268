"""Searches run by Material's own search worker (its script from the built site, under node) on
each language's index: what a reader's browser computes, without the browser (tests/browser/
types the same words into the real page)."""

from __future__ import annotations

import json
import re
import subprocess

import pytest

from autograd_site.languages import BY_CODE, Language
from autograd_site.postbuild.search import PACKED
from autograd_site.search_lang import DICTIONARY, STEMMER, TYPED
from tests.search_lang.test_stemmer import HERE, SAME_STEM, node

CODE_WORDS = ["requires_grad", "zero_grad", "grad_fn"]
RUSSIAN_WORDS = ["градиент", "градиенты", "градиентов"]  # lunr-languages' Russian stemmer


def index_of(site, language: Language):
    return site / ("" if language.is_source else language.code) / "search" / "search_index.json"


def run_worker(site, language: Language, queries: list[str], site_worker: bool = False) -> dict:
    """Material's worker (`site_worker`: inside the site's own, which ranks its results)."""
    result = subprocess.run(
        [
            node(),
            str(HERE / "material_worker.js"),
            *(["--site-worker"] if site_worker else []),
            str(site),
            # The site's worker gets the index as the browser fetches it, packed (it unpacks it).
            str(index_of(site, language).with_name(PACKED) if site_worker else index_of(site, language)),
            *queries,
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr[-3000:]  # the worker's warnings fail it too
    return json.loads(result.stdout)


def pages_with(site, language: Language, pattern: str) -> set[str]:
    """Pages (locations without anchor) whose indexed text has a word matching `pattern`."""
    docs = json.loads(index_of(site, language).read_text(encoding="utf-8"))["docs"]
    word = re.compile(pattern, re.IGNORECASE)
    return {doc["location"].split("#")[0] for doc in docs if word.search(doc["title"] + " " + doc["text"])}


@pytest.fixture(scope="module")
def searches(verified_build) -> dict[str, dict]:
    """Every query of these tests, run once per language: {code: worker output}."""
    site = verified_build.path
    indonesian = [word for family in SAME_STEM.values() for word in family] + CODE_WORDS
    output = {"id": run_worker(site, BY_CODE["id"], indonesian), "ru": run_worker(site, BY_CODE["ru"], RUSSIAN_WORDS + CODE_WORDS)}
    for code, result in output.items():  # the table of the closing note: word -> pages found
        for query, found in result["results"].items():
            print(f"{code} | {query} | {len(found['pages'])} | {' '.join(sorted(p or '/' for p in found['pages']))}")
    return output


@pytest.mark.parametrize("root", SAME_STEM)
def test_every_form_of_an_indonesian_word_finds_the_same_pages(searches, verified_build, root):
    """melacak finds the pages that say dilacak and pelacakan, although none says melacak."""
    found = {word: set(searches["id"]["results"][word]["pages"]) for word in SAME_STEM[root]}
    expected = pages_with(verified_build.path, BY_CODE["id"], rf"\b[a-z]*{root}[a-z]*\b")  # any affixes
    assert expected, f"no Indonesian page has a form of {root!r}"
    assert {word: expected - pages for word, pages in found.items()} == {word: set() for word in found}
    assert all(pages == expected for pages in found.values()), {w: sorted(p) for w, p in found.items()}


@pytest.mark.parametrize("code", ["id", "ru"])
@pytest.mark.parametrize("word", CODE_WORDS)
def test_a_code_word_finds_every_page_that_has_it(searches, verified_build, code, word):
    """Inside code too: `optimizer.zero_grad()` counts for zero_grad."""
    expected = pages_with(verified_build.path, BY_CODE[code], rf"(?<![\w]){word}\b")
    assert expected and expected - set(searches[code]["results"][word]["pages"]) == set()


def test_every_form_of_a_russian_word_finds_the_same_pages(searches, verified_build):
    """By lunr-languages' Russian stemmer, which Material's default pipeline used to leave out
    (градиенты found only the pages that say градиенты)."""
    expected = pages_with(verified_build.path, BY_CODE["ru"], r"\bградиент")
    found = {word: set(searches["ru"]["results"][word]["pages"]) for word in RUSSIAN_WORDS}
    assert expected and all(pages == expected for pages in found.values()), {w: sorted(p) for w, p in found.items()}


def test_only_the_indonesian_search_worker_loads_the_stemmer_and_its_dictionary(searches):
    stemmer_files = {STEMMER.as_posix(), DICTIONARY.as_posix()}
    assert stemmer_files | {TYPED.as_posix()} <= set(searches["id"]["imported"])
    assert stemmer_files.isdisjoint(searches["ru"]["imported"])  # Russian: lunr-languages' own
    assert TYPED.as_posix() in searches["ru"]["imported"]  # the typed words stemmed too


@pytest.mark.parametrize("code", ["id", "ru"])
def test_a_glossary_term_typed_ranks_the_section_that_teaches_it_first(verified_build, code):
    """Issue 51 item 7: «граф вычислений» put lesson 17 first and lesson 1 sixth. Every name of
    every glossary term (its concepts field: autograd_site/postbuild/search.py), in either
    language's words or in English, as one query."""
    language = BY_CODE[code]
    docs = json.loads(index_of(verified_build.path, language).read_text(encoding="utf-8"))["docs"]
    teaching: dict[str, set[str]] = {}
    for doc in docs:
        for name in doc.get("concepts", "").split("\n"):
            if name:
                teaching.setdefault(name, set()).add(doc["location"])
    assert len(teaching) > 100
    results = run_worker(verified_build.path, language, sorted(teaching), site_worker=True)["results"]
    wrong = {name: results[name]["ranked"][:2] for name, where in teaching.items() if results[name]["ranked"][0] not in where}
    assert wrong == {}


# The issue's concept words, as a reader types them, and the section each must rank first.
CONCEPT_WORDS = {
    "id": {"graf": "recorded-graph", "graf komputasi": "recorded-graph", "gradien": "hand-check", "turunan": "hand-check"},
    "ru": {
        "граф": "recorded-graph",
        "графа вычислений": "recorded-graph",
        "градиенты": "hand-check",
        "производная": "hand-check",
        "производные": "hand-check",
    },
}


@pytest.mark.parametrize("code", ["id", "ru"])
def test_the_issues_concept_words_rank_lesson_one_first(verified_build, code):
    """A word form the glossary does not write ("графа вычислений") compares by its stems."""
    words = CONCEPT_WORDS[code]
    results = run_worker(verified_build.path, BY_CODE[code], list(words), site_worker=True)["results"]
    wrong = {query: results[query]["ranked"][:3] for query, anchor in words.items() if results[query]["ranked"][0] != f"autograd/#{anchor}"}
    assert wrong == {}


MESSAGE = "None of the inputs have requires_grad=True. Gradients will be None"


@pytest.mark.parametrize("code", ["id", "ru"])
def test_a_pasted_warning_with_its_file_and_line_or_traceback_finds_what_the_message_finds(verified_build, code):
    """As Python prints a warning (the file and line that raised it first) and an error pasted
    with its traceback: the same first result, and the same entries seen, as the message alone."""
    pasted = [
        f"UserWarning: {MESSAGE}",
        f"/usr/lib/python3.11/site-packages/torch/utils/checkpoint.py:87: UserWarning: {MESSAGE}",
        f'Traceback (most recent call last): File "train.py", line 12, in <module> out = checkpoint(f, x) UserWarning: {MESSAGE}',
    ]
    results = run_worker(verified_build.path, BY_CODE[code], pasted, site_worker=True)["results"]
    assert results[pasted[1]]["seen"] == results[pasted[0]]["seen"]
    assert results[pasted[2]]["seen"] == results[pasted[0]]["seen"]


@pytest.mark.parametrize("code", ["id", "ru"])
def test_a_pasted_message_s_first_result_marks_none_of_its_words_missing(verified_build, code):
    """Material lists the typed words a result lacks ("Missing: moved"); the Russian pipeline
    stems English words apart and drops English stop words ("one"), so the entry that quotes a
    pasted message whole was shown lacking words it holds."""
    pasted = [
        "RuntimeError: leaf variable has been moved into the graph interior",
        "one of the variables needed for gradient computation has been modified by an inplace operation",
    ]
    results = run_worker(verified_build.path, BY_CODE[code], pasted, site_worker=True)["results"]
    assert {message: results[message]["missing"] for message in pasted} == {message: [] for message in pasted}


@pytest.mark.parametrize(("with_yo", "without"), [("даёт", "дает"), ("всё равно", "все равно"), ("перенёс", "перенес")])
def test_a_russian_word_typed_without_yo_finds_what_it_finds_with_it(verified_build, with_yo, without):
    """Russian is mostly typed, and often printed, with е for ё; the course writes ё ("даёт"):
    both forms are one word on the pages and in the query (lunr.typed.min.js), whichever the
    reader types. "дает" found nothing."""
    results = run_worker(verified_build.path, BY_CODE["ru"], [with_yo, without], site_worker=True)["results"]
    assert results[with_yo]["ranked"] and results[without]["ranked"] == results[with_yo]["ranked"]
