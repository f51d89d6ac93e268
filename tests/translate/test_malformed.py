"""No traceback for any bad input: each page of the corpus in tests/translate/malformed/
(one mistake each: the translator trial's, and broken front matter, an unclosed fence, a
broken include, a file that is not UTF-8, CRLF line endings; the glossary's rows without
their columns and a blank line in its terms table) goes through `check`, `translations`
(the table and `--mark`), verify (Sybil and parity, in its own pytest process) and the page
model the build reads, and each tool names the mistake at its file and line, exits non-zero,
and checks the other pages all the same. A structural mistake (a heading, a table, a fold) is
one problem, in the same words from every tool.

The corpus's sources are malformed/source/; its translations malformed/page/ (each the good
page with one mistake, marked fresh before it was made) and malformed/glossary/.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from autograd_site.languages import BY_CODE, REPO_ROOT
from autograd_site.page.reader import read_page
from autograd_site.translate import check, status
from autograd_site.translate.pairs import pair
from autograd_site.translate.parity import check_pair
from autograd_site.translate.structure import structure_problems
from autograd_site.verify.collect import collect_page
from tests.translate.test_pytest_plugin import run_pytest
from tests.verify.folders import make_verify_folder

CORPUS = Path(__file__).parent / "malformed"
PAGES = sorted(path.stem for path in (CORPUS / "page").glob("*.md"))
GLOSSARIES = sorted(path.stem for path in (CORPUS / "glossary").glob("*.md"))
CLEAN = {"good", "crlf"}  # CRLF reads as LF: no mistake

# Each mistake: the line it is named at, and the words.
NAMED = {
    "broken-front-matter": (4, "the front matter is not valid YAML (expected ',' or ']', but got '}'): fix this line"),
    "broken-include": (16, "include 'backward/no_such_example.py' not found: no file docs_src/backward/no_such_example.py"),
    "changed-output-number": (
        21,
        "claims 'x.grad  = 6.5' in an output block where docs/id/changed-output-number.md:13 claims 'x.grad  = 6.0'",
    ),
    "deleted-heading": (31, "lacks the heading #second (h2) here, which docs/id/deleted-heading.md:23 has outside any admonition"),
    "extra-heading": (45, "has the heading #extra (h3) outside any admonition, which docs/id/extra-heading.md does not have here"),
    "lost-admonition": (33, "lacks an admonition (!!! note) here, which docs/id/lost-admonition.md:25 has outside any admonition"),
    "lost-quote": (13, "has no quoted claim of `x.grad  = 6.0`, which docs/id/lost-quote.md:17 quotes"),
    "misspelled-word": (35, "unknown word 'заметкии'"),
    "not-utf8": (35, "is not UTF-8 (byte 0xff at offset 881); save the page as UTF-8"),
    "renamed-anchor": (31, "has the heading anchor #zweite where docs/id/renamed-anchor.md:23 has the heading anchor #second"),
    "swapped-example": (
        15,
        "includes docs_src/backward/backward_twice.py where docs/id/swapped-example.md:7 includes docs_src/backward/scalar_output.py",
    ),
    "table-blank-line": (
        59,
        "ends the table that starts on line 55 after 2 rows, where docs/id/table-blank-line.md:47 has 3: this line ('') is not "
        "a table row, and a blank line or any line that is not a `| … |` row ends a table",
    ),
    "unclosed-fence": (49, "unterminated fence ```: no closing ``` before the end of the page"),
    "unclosed-front-matter": (1, "opens front matter that no `---` line closes: add a line `---` after its last field"),
    "unindented-fold": (41, "the block opened here holds nothing, where docs/id/unindented-fold.md:33 holds lines 34-35"),
    "untranslated-paragraph": (35, "Indonesian word 'Isi', left from the source: translate it"),
}
GLOSSARY_NAMED = {
    "row-without-columns": (
        8,
        "this row of the #terms table lacks its columns: write it as | term | English | short meaning | where it is taught |",
    ),
    "senses-row-without-columns": (15, "this row of the #senses table lacks its columns: write it as | term | forms | not in |"),
    "terms-blank-line": (9, "ends the table that starts on line 5 after 2 rows, where docs/id/glossary.md:5 has 3"),
}
VERIFY_NAMED = {"broken-front-matter", "broken-include", "unclosed-fence", "unclosed-front-matter", "not-utf8"}  # bad input
# One structural difference: one problem, at the line where the thing is or belongs, in the same
# words from every tool (parity, the build's structure check, `check`, verify), and nothing else
# (no follow-on mismatch of the heading after a deleted one).
STRUCTURAL = {"deleted-heading", "extra-heading", "lost-admonition", "renamed-anchor", "table-blank-line", "unindented-fold"}


def test_the_corpus_holds_every_mistake_and_only_those():
    assert set(PAGES) == set(NAMED) | CLEAN
    assert set(GLOSSARIES) == set(GLOSSARY_NAMED) | {"good"}
    assert b"\r\n" in (CORPUS / "page/crlf.md").read_bytes()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """A verify folder: docs/id/<case>.md the source, docs/ru/<case>.md the case."""
    root = tmp_path_factory.mktemp("malformed")
    docs = make_verify_folder(root)
    for comments in REPO_ROOT.glob("docs/*/comments"):  # the examples' comments in each language (the pages include them)
        shutil.copytree(comments, docs / comments.parent.name / "comments")
    for name in PAGES:
        for code, path in (("id", CORPUS / "source/page.md"), ("ru", CORPUS / f"page/{name}.md")):
            (docs / code).mkdir(exist_ok=True)
            shutil.copyfile(path, docs / code / f"{name}.md")
    return docs


def relative(text: str, docs: Path) -> str:
    return text.replace(f"{docs.parent}/", "")


def located(name: str, line: int, words: str) -> re.Pattern[str]:
    """The message as the tools print it: `docs/ru/<name>.md:<line>[:<column>]: <words>`."""
    file = name if name.endswith(".md") else f"{name}.md"
    return re.compile(rf"docs/ru/{re.escape(file)}:{line}(?::\d+)?: {re.escape(words)}")


@pytest.mark.parametrize("name", PAGES)
def test_check_and_mark_name_each_mistake_at_its_line_and_fail(corpus, capsys, name):
    before = (corpus / f"ru/{name}.md").read_bytes()
    code = check.main([f"ru/{name}.md"], corpus)
    out = relative(capsys.readouterr().out, corpus)
    if name in CLEAN:
        assert code == 0 and out.startswith(f"ok   ru/{name}.md\n"), out
        assert status.main(["--mark", f"ru/{name}.md"], corpus) == 0
        return
    assert code == 1 and "Traceback" not in out
    assert located(name, *NAMED[name]).search(out), out
    problems = [line for line in out.splitlines() if line.startswith("  docs/")]
    assert all(re.match(rf"  docs/ru/{re.escape(name)}\.md:\d+", line) for line in problems), out  # each with its line
    if name in STRUCTURAL:  # (a lost admonition's "!! note" line is prose now: its word is unknown)
        assert len([line for line in problems if "unknown word 'note'" not in line]) == 1, out
    code = status.main(["--mark", f"ru/{name}.md"], corpus)
    out = relative(capsys.readouterr().out, corpus)
    assert code == 1 and out.startswith(f"not marked: docs/ru/{name}.md is not ready to be marked fresh:\n"), out
    assert located(name, *NAMED[name]).search(out), out  # in check's words
    assert (corpus / f"ru/{name}.md").read_bytes() == before  # nothing written


def test_check_and_translations_of_every_page_go_on_past_each_mistake(corpus, capsys):
    assert check.main([], corpus) == 1
    out = relative(capsys.readouterr().out, corpus)
    assert all(located(name, *named).search(out) for name, named in NAMED.items())
    assert out.endswith(f"check: {len(CLEAN)} of {len(PAGES)} translated pages pass\n")
    assert status.main([], corpus) == 0  # `translations` lists every page, whatever it holds
    listed = capsys.readouterr().out
    assert all(f"\n{name}.md " in listed for name in PAGES)


@pytest.mark.parametrize("name", PAGES)
def test_the_page_model_reads_every_page_and_names_its_bad_input(corpus, name):
    path = corpus / f"ru/{name}.md"
    page, collected = read_page(path), collect_page(path)
    bad = [relative(str(problem), corpus) for problem in [*page.problems, *collected.problems]]
    if name in VERIFY_NAMED:
        assert any(located(name, *NAMED[name]).match(problem) for problem in bad), bad
    elif name in CLEAN:
        assert bad == []


def test_verify_names_each_mistake_at_its_line_without_a_traceback(corpus):
    result = run_pytest(corpus.parent, "docs", "-q", "-rf", "-p", "autograd_site.translate.pytest_plugin")
    out = relative(result.stdout + result.stderr, corpus)
    assert result.returncode == 1
    assert "Traceback" not in out and "INTERNALERROR" not in out and "error" not in out.splitlines()[-1], out[-3000:]
    for name, named in NAMED.items():
        if name not in ("misspelled-word", "untranslated-paragraph"):  # spelling is `check`'s and `spell`'s
            assert located(name, *named).search(out), name
    assert not re.search(r"FAILED docs/ru/(good|crlf)\.md", out)
    assert all(out.count(f"FAILED docs/ru/{name}.md::") == 1 for name in STRUCTURAL), out[-3000:]


@pytest.mark.parametrize("name", sorted(STRUCTURAL))
def test_a_structural_mistake_is_one_problem_in_the_same_words_for_parity_and_the_build(corpus, name):
    the_pair = pair(f"{name}.md", BY_CODE["ru"], corpus)
    said = [relative(str(problem), corpus) for problem in check_pair(the_pair)]  # verify's parity items, the live preview
    assert said == [relative(str(problem), corpus) for problem in structure_problems(the_pair)]  # what `nox -s docs` names
    assert len(said) == 1 and located(name, *NAMED[name]).match(said[0]), said


@pytest.mark.parametrize("name", GLOSSARIES)
def test_a_broken_glossary_is_named_at_its_line_by_check_and_mark(tmp_path, capsys, name):
    for code, path in (("id", CORPUS / "source/glossary.md"), ("ru", CORPUS / f"glossary/{name}.md")):
        (tmp_path / "docs" / code).mkdir(parents=True)
        shutil.copyfile(path, tmp_path / "docs" / code / "glossary.md")
    docs = tmp_path / "docs"
    checked = check.main(["ru/glossary.md"], docs)
    out = relative(capsys.readouterr().out, docs)
    marked = status.main(["--mark", "ru/glossary.md"], docs)
    mark_out = relative(capsys.readouterr().out, docs)
    assert status.main([], docs) == 0
    if name == "good":
        assert marked == 0, mark_out
        return
    assert checked == 1 and marked == 1
    assert located("glossary.md", *GLOSSARY_NAMED[name]).search(out), out
    assert located("glossary.md", *GLOSSARY_NAMED[name]).search(mark_out), mark_out
