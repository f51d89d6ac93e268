"""The built site shows the compatibility matrix (data/compat.json) in the reader's language:
a topic page says which releases its claims hold on, an example whose output differs on a
tested release shows what that release prints (collapsed), and the home page has the whole
table. The expectations are read from the committed matrix, and the matrix is checked to
hold what the tests rely on (the dropout example differs on 2.4.1), so none passes empty."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from autograd_site.compat.explain import read_entries, versions_file
from autograd_site.compat.matrix import Matrix, load, short
from autograd_site.compat.render import TABLE_MARKER, page_kinds, range_note
from autograd_site.drift import Kind
from autograd_site.languages import BY_CODE, DOCS_DIR, LANGUAGES, SOURCE
from autograd_site.markdown.compat_notes import annotate, nav_titles
from autograd_site.verify.collect import collect_page

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
    """The badge under the title: not a paragraph (the lesson's first paragraph is its own),
    linking to the home page's table."""
    [badge] = page.select("article .compat-badge")
    assert badge.find_previous_sibling().name == "h1"  # right under the title
    assert badge.name == "div" and badge.find("p") is None
    assert badge.a["href"].endswith("#pytorch-versions")
    return badge.get_text()


def kinds_of(language, name: str, matrix):
    return page_kinds(collect_page(DOCS_DIR / language.code / name), matrix)


def test_the_committed_matrix_records_the_drift_these_tests_show(matrix):
    assert "2.4.1" in matrix.releases and matrix.data["pinned"] in matrix.releases
    assert [release for release, _ in matrix.differences(DROPOUT)] == ["2.4.1"]
    # autograd.md holds everywhere; backward.md no longer does (2.4.1's checkpoint adds a FutureWarning)
    assert matrix.state("id/autograd.md", "2.4.1") == matrix.state("ru/autograd.md", "2.4.1") == "holds"


@pytest.mark.parametrize("language", LANGUAGES, ids=IDS)
def test_the_dropout_example_shows_why_2_4_1_prints_otherwise_with_both_outputs_folded(site, matrix, language):
    page = html_of(site, language.code, "no-grad-detach")
    assert shown_range(page) == range_note(
        matrix, f"{language.code}/no-grad-detach.md", language, kinds_of(language, "no-grad-detach.md", matrix)
    )
    first, last = short(matrix.releases[0]), short(matrix.releases[-1])
    assert shown_range(page) == language.compat_range.format(range=f"{first} – {last}")  # random values: it holds
    [(release, difference)] = matrix.differences(DROPOUT)
    [note] = page.select("article div.admonition.compat")
    title = note.select_one(".admonition-title").get_text()
    assert title == language.compat_differs.format(release=release, kind=language.compat_kinds["values"])
    [entry] = read_entries(versions_file(language))["no-grad-detach"]
    assert " ".join(note.find_all("p")[1].get_text().split()) == " ".join(entry.text.replace("`", "").split())  # the sentence
    [details] = note.select("details")
    assert not details.has_attr("open")  # the outputs folded: the page stays calm
    claimed, actual = (pre.get_text().rstrip("\n") for pre in details.select("pre"))
    assert actual == difference["actual"]
    assert "eval():  tensor([1., 1., 1., 1., 1., 1., 1., 1.])" in claimed and claimed.split("\n")[0] != actual.split("\n")[0]
    assert note.find_previous(["h2", "h3"])["id"] == "model-eval"  # at the end of the example's section


@pytest.mark.parametrize("language", LANGUAGES, ids=IDS)
def test_a_page_holding_on_every_tested_release_says_so_and_has_no_notes(site, matrix, language):
    page = html_of(site, language.code, "autograd")
    first, last = short(matrix.releases[0]), short(matrix.releases[-1])
    assert shown_range(page) == language.compat_range.format(range=f"{first} – {last}")
    assert page.select("article div.admonition.compat") == []


@pytest.mark.parametrize("language", LANGUAGES, ids=IDS)
def test_the_home_page_has_the_table_of_pages_by_release(site, matrix, language):
    page = html_of(site, language.code, "")
    heading = page.select_one("article h2#pytorch-versions")
    table = heading.find_next("table")
    assert table.find_previous("h2") is heading  # in its own section
    assert [th.get_text() for th in table.select("th")] == [language.compat_page, *(f"PyTorch {short(r)}" for r in matrix.releases)]
    for name in table.select("span.compat-release"):  # each cell's release, shown on a phone's cards only
        name.decompose()
    rows = {row.a["href"]: [td.get_text() for td in row.select("td")] for row in table.select("tbody tr")}
    assert {"no-grad-detach/", "backward/"} <= rows.keys()
    assert "glossary/" not in rows and "translate/" not in rows  # no claims, no row
    for href, cells in rows.items():
        kinds = kinds_of(language, f"{href.rstrip('/')}.md", matrix)
        words = [
            ", ".join(language.compat_kinds[k] for k in sorted(kinds[r], key=list(Kind).index, reverse=True))
            or language.compat_kinds["holds"]
            for r in matrix.releases
        ]
        assert cells[1:] == words, href
    shown = {word for cells in rows.values() for cell in cells[1:] for word in cell.split(", ")}
    assert len(shown) >= 3  # the committed data has random values, messages, warnings and behaviour changes
    legend = table.find_next("ul")
    assert [li.strong.get_text() for li in legend.select("li")] == [language.compat_kinds[k] for k in Kind]
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
