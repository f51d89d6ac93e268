"""The check of the built site (autograd_site/postbuild/rendered.py), on small built sites with
one planted defect each, and on the real build."""

from __future__ import annotations

import json
from pathlib import Path

from autograd_site.postbuild.rendered import check_site
from tests.translate.conftest import write_tree

FENCE = "```"
BOX = """\
!!! abstract opening "Yang akan Anda pelajari"

    - satu
    - dua
    - tiga

    **Baca dulu:** tidak ada.

    **Waktu baca:** sekitar <!-- reading-time --> menit.
"""
LESSON_ID = f"""\
# Tanpa `grad()`

{BOX}
## Latihan {{ #exercises }}

??? success "Jawaban"

    {FENCE}python
    print(1)
    {FENCE}

    {FENCE}output title="Keluaran"
    1
    {FENCE}

    Karena satu.
"""
LESSON_RU = (
    LESSON_ID.replace("# Tanpa", "# Без")
    .replace("## Latihan", "## Упражнения")
    .replace('"Jawaban"', '"Ответ"')
    .replace("Keluaran", "Вывод")
    .replace("Karena satu.", "Потому что один.")
)


def page(body: str, title: str = "P") -> str:
    return f"<html><head><title>{title} - Site</title></head><body><article class='md-content__inner'>{body}</article></body></html>"


OPENING = (
    "<div class='admonition abstract opening'><p class='admonition-title'>Y</p><ul><li>a</li><li>b</li><li>c</li></ul>"
    "<p>R</p><p>W <span class='reading-time'>3</span> m</p></div>"
)
ARTICLE = (
    "<h1>T</h1><div class='compat-badge'><a href='../#v'>2.4 – 2.15</a></div>"
    + OPENING
    + "<h2 id='exercises'>L</h2><table><tr><th>a</th></tr><tr><td>1</td></tr><tr><td>2</td></tr></table>"
    "<details class='success'><summary>J</summary><div class='highlight'><pre><code>print(1)</code></pre></div></details>"
    "<p><a class='glossary-term' href='../glossary/#term-graph'>graf</a></p>"
)
GLOSSARY = "<h2 id='terms'>T</h2><table><tr><th>a</th></tr><tr id='term-graph'><td>graf</td></tr></table>"


def notebook(title: str, answer: str) -> str:
    cells = [
        {"cell_type": "markdown", "source": f"# {title}\n\nIntro", "metadata": {}},
        {
            "cell_type": "markdown",
            "source": f"<details>\n<summary>{answer.partition('|')[0]}</summary>\n\n{answer.partition('|')[2]}\n\n</details>",
            "metadata": {},
        },
    ]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


GOOD_ID_ANSWER = "Jawaban|```python\nprint(1)\n```\n\n```text\n1\n```\n\nKarena satu."
GOOD_RU_ANSWER = "Ответ|```python\nprint(1)\n```\n\n```text\n1\n```\n\nПотому что один."


def built(tmp_path: Path, **changes: str) -> tuple[Path, Path]:
    files = {
        "docs/id/p.md": LESSON_ID,
        "docs/ru/p.md": LESSON_RU,
        "site/p/index.html": page(ARTICLE),
        "site/ru/p/index.html": page(ARTICLE.replace("../glossary/", "../glossary/")),
        "site/glossary/index.html": page(GLOSSARY),
        "site/ru/glossary/index.html": page(GLOSSARY),
        "site/notebooks/p.ipynb": notebook("Tanpa `grad()`", GOOD_ID_ANSWER),
        "site/ru/notebooks/p.ipynb": notebook("Без `grad()`", GOOD_RU_ANSWER),
    }
    files.update({name.replace("__", "/").replace("_dot_", "."): text for name, text in changes.items()})
    write_tree(tmp_path, files)
    return tmp_path / "site", tmp_path / "docs"


def problems(tmp_path: Path, **changes: str) -> list[str]:
    site, docs = built(tmp_path, **changes)
    return [problem.replace(str(tmp_path) + "/", "") for problem in check_site(site, docs)]


def test_a_site_as_its_source_renders_passes(tmp_path):
    assert problems(tmp_path) == []


def test_the_banners_and_markers_the_site_adds_are_not_the_pages_structure(tmp_path):
    banner = (
        "<div class='admonition warning translation-banner' lang='ru'><p class='admonition-title'>Перевод</p>"
        "<p>Оригинал <a href='../../p/'>изменился</a>: <div class='nested'><details><summary>x</summary></details></div></p></div>"
    )
    marker = "<div class='admonition failure verify-failure'><p>x</p><pre><code>1</code></pre></div>"
    assert problems(tmp_path, site__ru__p__index_dot_html=page(banner + ARTICLE + marker)) == []
    assert problems(tmp_path, site__ru__p__index_dot_html=page("<div class='admonition note'><p>x</p></div>" + ARTICLE)) != []


def test_a_dropped_table_row_and_an_unindented_fold_are_named_with_both_figures(tmp_path):
    broken = (
        ARTICLE.replace("<tr><td>2</td></tr>", "")
        .replace("<details class='success'><summary>J</summary>", "<p>J</p>")
        .replace("</details>", "")
    )
    [found] = problems(tmp_path, site__ru__p__index_dot_html=page(broken))
    assert found.startswith(
        "site/ru/p/index.html renders another structure than site/p/index.html: tables of [2] rows where the source has [3]"
    )
    assert "folds (<details>): 0 where the source has 1" in found


def test_a_structural_mistake_in_the_markdown_is_named_first_as_check_and_verify_name_it(tmp_path):
    without_heading = LESSON_RU.replace("## Упражнения { #exercises }\n\n", "")
    found, *_ = problems(
        tmp_path, docs__ru__p_dot_md=without_heading, site__ru__p__index_dot_html=page(ARTICLE.replace("<h2 id='exercises'>L</h2>", ""))
    )
    assert found.startswith(
        "docs/ru/p.md:13: lacks the heading #exercises (h2) here, which docs/id/p.md:13 has outside any admonition "
        "(site/ru/p/index.html renders another structure than site/p/index.html: heading ids: 0 where the source has 1"
    )


def test_a_dropped_glossary_entry_fails_the_links_to_it(tmp_path):
    found = problems(tmp_path, site__ru__glossary__index_dot_html=page(GLOSSARY.replace(" id='term-graph'", "")))
    assert "site/ru/p/index.html: glossary links to entries its language's glossary lacks: #term-graph" in found
    assert any(
        p.startswith("site/ru/glossary/index.html renders another structure") and "glossary entries: 0 where the source has 1" in p
        for p in found
    )


def test_a_notebook_answer_left_empty_or_without_its_code_is_named(tmp_path):
    [empty] = problems(tmp_path, site__ru__notebooks__p_dot_ipynb=notebook("Без `grad()`", "Ответ|"))
    assert empty == "site/ru/notebooks/p.ipynb: the fold 'Ответ' is empty, where docs/ru/p.md:15 holds its answer"
    [no_code] = problems(tmp_path, site__notebooks__p_dot_ipynb=notebook("Tanpa `grad()`", "Jawaban|Karena satu."))
    assert no_code == "site/notebooks/p.ipynb: the fold 'Jawaban' lacks 'print(1)', where docs/id/p.md:15 holds its answer"


def test_a_notebook_that_does_not_open_with_its_lessons_title_is_named(tmp_path):
    [found] = problems(tmp_path, site__notebooks__p_dot_ipynb=notebook("Tanpa", GOOD_ID_ANSWER))
    assert found == "site/notebooks/p.ipynb: opens with the title 'Tanpa', where its lesson docs/id/p.md is titled 'Tanpa `grad()`'"


def test_a_lesson_without_its_opening_box_fails_at_its_title_in_the_markdown_and_as_built(tmp_path):
    found = problems(tmp_path, docs__id__p_dot_md=LESSON_ID.replace(BOX, ""), site__p__index_dot_html=page(ARTICLE.replace(OPENING, "")))
    assert any(
        p.startswith("docs/id/p.md:1: a lesson opens with its box, and this one has none: write `!!! abstract opening") for p in found
    )
    found = problems(tmp_path, site__ru__p__index_dot_html=page(ARTICLE.replace(OPENING, "")))
    assert "site/ru/p/index.html shows no opening box, where docs/ru/p.md:3 writes it" in found


def test_an_opening_box_of_six_points_or_without_read_first_or_reading_time_fails(tmp_path):
    six = BOX.replace("    - tiga\n", "    - tiga\n    - empat\n    - lima\n    - enam\n")
    [found] = problems(tmp_path, docs__id__p_dot_md=LESSON_ID.replace(BOX, six))
    assert found.startswith("docs/id/p.md:10: the opening box has 6 points: give it 3 to 5")
    [found] = problems(tmp_path, docs__id__p_dot_md=LESSON_ID.replace("    - tiga\n", ""))
    assert found.startswith("docs/id/p.md:3: the opening box has 2 points")
    [found] = problems(tmp_path, docs__id__p_dot_md=LESSON_ID.replace("    **Baca dulu:** tidak ada.\n\n", ""))
    assert found.startswith("docs/id/p.md:3: the opening box says nothing to read first")
    [found] = problems(tmp_path, docs__id__p_dot_md=LESSON_ID.replace(" sekitar <!-- reading-time --> menit", ""))
    assert found.startswith("docs/id/p.md:3: the opening box has no reading time")
    [found] = problems(tmp_path, docs__id__p_dot_md=LESSON_ID.replace("# Tanpa `grad()`\n", "# Tanpa `grad()`\n\nIntro.\n"))
    assert found.startswith("docs/id/p.md:5: the opening box stands away from the title")


def test_a_built_opening_box_is_checked_as_readers_get_it(tmp_path):
    def shown(article: str) -> list[str]:
        return problems(tmp_path, site__p__index_dot_html=page(article))

    six = ARTICLE.replace("<li>c</li>", "<li>c</li><li>d</li><li>e</li><li>f</li>")
    assert shown(six) == ["site/p/index.html shows 6 points in its opening box, not 3 to 5, where docs/id/p.md:3 writes it"]
    assert shown(ARTICLE.replace("<span class='reading-time'>3</span>", "")) == [
        "site/p/index.html shows no reading time in its opening box (no minutes: is autograd_site.markdown.opening in mkdocs.yml?), "
        "where docs/id/p.md:3 writes it"
    ]
    assert shown(ARTICLE.replace("<p>R</p>", "")) == [
        "site/p/index.html shows no paragraph saying what to read first in its opening box, where docs/id/p.md:3 writes it"
    ]
    assert shown(ARTICLE.replace("<h1>T</h1>", "<h1>T</h1><p>Intro</p>")) == [
        "site/p/index.html shows its opening box after <p>, not directly under its title, where docs/id/p.md:3 writes it"
    ]


def test_the_real_site_renders_every_translation_as_its_source(verified_build):
    assert check_site(verified_build.path) == []


def test_the_version_folds_are_read_from_their_own_regions_nested_ones_in_the_outermost():
    from autograd_site.compat.render import OUTPUT_CLASS
    from autograd_site.postbuild.rendered import fold_regions, version_folds

    fold = f'<details class="{OUTPUT_CLASS}"><summary>s</summary><pre>a</pre>'
    page = (
        "<pre>outside</pre><details><summary>answer</summary>"
        f"{fold}<details class='{OUTPUT_CLASS}'><pre>b</pre></details></details></details>"
        f"<p>between</p>{fold}</details>"
    )
    first, second = fold_regions(page)
    assert page[first[0] : first[1]].count("</details>") == 2 and page[second[0] :].startswith(fold)
    assert [f.listings for f in version_folds(page)] == [["a", "b"], ["a"]]
