"""The check of the built site (autograd_site/postbuild/rendered.py), on small built sites with
one planted defect each, and on the real build."""

from __future__ import annotations

import json
from pathlib import Path

from autograd_site.postbuild.rendered import check_site
from tests.translate.conftest import write_tree

FENCE = "```"
LESSON_ID = f"""\
# Tanpa `grad()`

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


ARTICLE = (
    "<h1>T</h1><h2 id='exercises'>L</h2><table><tr><th>a</th></tr><tr><td>1</td></tr><tr><td>2</td></tr></table>"
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
        "site/notebooks/p/p.ipynb": notebook("Tanpa `grad()`", GOOD_ID_ANSWER),
        "site/notebooks/p/index.html": page("<h1>Tanpa grad()</h1>", "Tanpa grad()"),
        "site/ru/notebooks/p/p.ipynb": notebook("Без `grad()`", GOOD_RU_ANSWER),
        "site/ru/notebooks/p/index.html": page("<h1>Без grad()</h1>", "Без grad()"),
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
        "docs/ru/p.md:3: lacks the heading #exercises (h2) here, which docs/id/p.md:3 has outside any admonition "
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
    [empty] = problems(tmp_path, site__ru__notebooks__p__p_dot_ipynb=notebook("Без `grad()`", "Ответ|"))
    assert empty == "site/ru/notebooks/p/p.ipynb: the fold 'Ответ' is empty, where docs/ru/p.md:5 holds its answer"
    [no_code] = problems(tmp_path, site__notebooks__p__p_dot_ipynb=notebook("Tanpa `grad()`", "Jawaban|Karena satu."))
    assert no_code == "site/notebooks/p/p.ipynb: the fold 'Jawaban' lacks 'print(1)', where docs/id/p.md:5 holds its answer"


def test_a_notebook_title_that_lost_its_code_is_named(tmp_path):
    [found] = problems(tmp_path, site__notebooks__p__index_dot_html=page("<h1>Tanpa</h1>", "Tanpa"))
    assert found == "site/notebooks/p/index.html: its <title> is 'Tanpa - Site', where its lesson docs/id/p.md is titled 'Tanpa grad()'"


def test_the_real_site_renders_every_translation_as_its_source(verified_build):
    assert check_site(verified_build.path) == []
