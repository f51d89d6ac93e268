"""The built site shows the compatibility matrix (data/compat.json) in the reader's language:
a topic page says which releases its claims hold on, an example whose output differs on a
tested release shows what that release prints (collapsed), and the home page has the whole
table. The expectations are read from the committed matrix, and the matrix is checked to
hold what the tests rely on (the dropout example differs on 2.4.1), so none passes empty."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from autograd_site.compat.matrix import Matrix, load, short
from autograd_site.compat.render import TABLE_MARKER, range_note
from autograd_site.languages import BY_CODE, DOCS_DIR, LANGUAGES, SOURCE
from autograd_site.site.compat import annotate, nav_titles

DROPOUT = "no_grad_detach/dropout_train_vs_eval.py"
IDS = [lang.code for lang in LANGUAGES]


@pytest.fixture(scope="module")
def matrix() -> Matrix:
    return Matrix(load())


@pytest.fixture(scope="module")
def site(verified_build) -> Path:
    return verified_build.path


def html_of(site: Path, code: str, name: str) -> BeautifulSoup:
    root = site if code == SOURCE.code else site / code
    path = root / name / "index.html" if name else root / "index.html"
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def shown_range(page: BeautifulSoup) -> str:
    [note] = page.select("article .compat-range")
    assert note.find_previous_sibling("h1") is not None  # right under the title
    return note.get_text()


def test_the_committed_matrix_records_the_drift_these_tests_show(matrix):
    assert "2.4.1" in matrix.releases and matrix.data["pinned"] in matrix.releases
    assert [release for release, _ in matrix.differences(DROPOUT)] == ["2.4.1"]
    assert matrix.state("id/backward.md", "2.4.1") == matrix.state("ru/backward.md", "2.4.1") == "holds"


@pytest.mark.parametrize("language", LANGUAGES, ids=IDS)
def test_the_dropout_example_shows_what_2_4_1_prints_collapsed_under_its_claim(site, matrix, language):
    page = html_of(site, language.code, "no-grad-detach")
    assert shown_range(page) == range_note(matrix, f"{language.code}/no-grad-detach.md", language)
    [(release, difference)] = matrix.differences(DROPOUT)
    [details] = page.select("article details.note")
    assert not details.has_attr("open")  # collapsed: the page stays calm
    assert details.summary.get_text() == language.compat_differs.format(release=release)
    assert details.pre.get_text().rstrip("\n") == difference["actual"]
    claim = details.find_previous_sibling()  # the output block the page claims, just above
    assert "eval():  tensor([1., 1., 1., 1., 1., 1., 1., 1.])" in claim.get_text()
    assert claim.get_text().count("train():") == 1 and difference["actual"].split("\n")[0] not in claim.get_text()


@pytest.mark.parametrize("language", LANGUAGES, ids=IDS)
def test_a_page_holding_on_every_tested_release_says_so_and_has_no_notes(site, matrix, language):
    page = html_of(site, language.code, "backward")
    first, last = short(matrix.releases[0]), short(matrix.releases[-1])
    assert f"PyTorch {first} – {last} (" in shown_range(page)
    assert ", ".join(matrix.releases) in shown_range(page)
    assert page.select("article details.note") == []


@pytest.mark.parametrize("language", LANGUAGES, ids=IDS)
def test_the_home_page_has_the_table_of_pages_by_release(site, matrix, language):
    page = html_of(site, language.code, "")
    heading = page.select_one("article h2#pytorch-versions")
    table = heading.find_next("table")
    assert table.find_previous("h2") is heading  # in its own section
    assert [th.get_text() for th in table.select("th")] == [language.compat_page, *(f"PyTorch {short(r)}" for r in matrix.releases)]
    rows = {row.a["href"]: [td.get_text() for td in row.select("td")] for row in table.select("tbody tr")}
    assert {"no-grad-detach/", "backward/"} <= rows.keys()
    assert "glossary/" not in rows and "translate/" not in rows  # no claims, no row
    words = {"holds": language.compat_holds, "differs": language.compat_fails}
    for href, cells in rows.items():
        key = f"{language.code}/{href.rstrip('/')}.md"
        assert cells[1:] == [words[matrix.state(key, r)] for r in matrix.releases], href
    assert rows["no-grad-detach/"][0] == html_of(site, language.code, "no-grad-detach").h1.get_text().rstrip("¶")  # the nav title
    assert TABLE_MARKER not in str(page)


def test_without_the_data_file_nothing_is_shown(tmp_path):
    """A checkout or a fork without data/compat.json still builds: no range, no notes, no table."""
    home = (DOCS_DIR / "ru/index.md").read_text(encoding="utf-8")
    assert TABLE_MARKER in home
    assert TABLE_MARKER not in annotate(home, "ru/index.md", DOCS_DIR / "ru/index.md", None, dict)
    topic = (DOCS_DIR / "ru/no-grad-detach.md").read_text(encoding="utf-8")
    assert annotate(topic, "ru/no-grad-detach.md", DOCS_DIR / "ru/no-grad-detach.md", None, dict) == topic


def test_the_table_lists_the_nav_pages_of_its_language_with_their_titles():
    nav = [Path("ru/index.md"), Path("ru/backward.md"), Path("id/glossary.md"), Path("ru/notebooks/b.ipynb")]
    titles = nav_titles(BY_CODE["ru"], nav, DOCS_DIR)
    assert titles == {"index.md": "Autograd в PyTorch", "backward.md": "backward()"}
