"""The rendered-structure check (torch-free): each planted defect is named at the line where the
translation's structure parts from its source's, and the status never calls the page fresh."""

from __future__ import annotations

from pathlib import Path

from autograd_site import diagrams
from autograd_site.languages import SOURCE
from autograd_site.page.reader import read_page
from autograd_site.page.structure import DIAGRAM_MARKS, parts
from autograd_site.translate import status
from autograd_site.translate.structure import BROKEN, compare_parts, rendered_state, structure_problems
from tests.translate.conftest import RU, edit, write_tree

FENCE = "```"

ID_PAGE = f"""\
# Halaman

## Tabel {{ #tabel }}

| nomor | kata |
|---|---|
| 1 | satu |
| 2 | dua |
| 3 | tiga |

## Latihan {{ #latihan }}

Kerjakan.

??? success "Perbaikan"

    Ini jawabannya.

    {FENCE}python
    x = 1
    {FENCE}

!!! note "Catatan"

    Sebuah catatan.

$$
\\sum_i x_i
$$
"""

RU_PAGE = (
    ID_PAGE.replace("# Halaman", "# Страница")
    .replace("## Tabel", "## Таблица")
    .replace("## Latihan", "## Упражнение")
    .replace("Kerjakan.", "Сделайте.")
    .replace('"Perbaikan"', '"Исправление"')
    .replace("Ini jawabannya.", "Вот ответ.")
    .replace('"Catatan"', '"Заметка"')
    .replace("Sebuah catatan.", "Заметка.")
    .replace("| nomor | kata |", "| номер | слово |")
    .replace("| satu |", "| один |")
    .replace("| dua |", "| два |")
    .replace("| tiga |", "| три |")
)


def problems(translation: str, source: str = ID_PAGE, name: str = "page.md") -> list[str]:
    found = compare_parts(read_page(Path("docs/id", name), source, SOURCE), read_page(Path("docs/ru", name), translation, RU))
    return [f"{problem.line}: {problem.message}" for _, problem in found]


def line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def test_a_fold_whose_content_lost_its_indentation_is_named():
    assert problems(RU_PAGE) == []  # the translation as its source is
    broken = RU_PAGE.replace("    Вот ответ.", "Вот ответ.").replace(
        f"    {FENCE}python\n    x = 1\n    {FENCE}", f"{FENCE}python\nx = 1\n{FENCE}"
    )
    found = problems(broken)
    fold = line_of(broken, "???")
    code = line_of(broken, "x = 1") - 1
    assert f"{fold}: the fold opened here holds nothing, where docs/id/page.md:15 holds lines 16-21: indent its content" in found[0]
    assert found[1].startswith(
        f"{code}: a python code block stands outside any admonition, where docs/id/page.md:19 holds it inside the block on line 15: "
        "a fold or admonition ends at the first line indented less than its content"
    )
    assert len(found) == 2


def test_a_lost_formula_is_named():
    """(A broken admonition, a deleted or extra heading, a renamed anchor: test_malformed.py.)"""
    broken = RU_PAGE.replace("$$\n\\sum_i x_i\n$$\n", "")
    assert problems(broken) == [
        f"{line_of(broken, '    Заметка.')}: lacks a display formula ($$) here, which docs/id/page.md:27 has outside any admonition"
    ]


GLOSSARY = """\
# Glosarium

## Daftar istilah { #terms }

| Istilah | Bahasa Inggris | Arti singkat | Diajarkan di |
|---|---|---|---|
| gradien | gradient | Turunan. | - |
| graf | graph | Catatan. | - |
| simpul | node | Bagian graf. | - |

## Istilah yang dihindari { #avoid }

| Varian | Istilah |
|---|---|
| grafik | graf |
"""
RU_GLOSSARY = (
    GLOSSARY.replace("| gradien |", "| градиент |")
    .replace("| graf |", "| граф |")
    .replace("| simpul |", "| узел |")
    .replace("| grafik | graf |\n", "| граф вычислений | граф |\n| вычислительный граф | граф |\n")
)


def test_the_glossary_avoid_table_is_each_languages_own_and_a_dropped_entry_is_named():
    assert problems(RU_GLOSSARY, GLOSSARY, "glossary.md") == []  # its avoided variants differ in number: they are Russian words
    dropped = RU_GLOSSARY.replace("| граф | graph | Catatan. | - |\n", "")
    found = problems(dropped, GLOSSARY, "glossary.md")
    assert found == [
        "5: has a table of 2 rows of 4 columns where docs/id/glossary.md:5 has a table of 3 rows of 4 columns",
        "7: lacks the glossary entry #term-graph (docs/id/glossary.md:8) after this line: the tooltips of every page "
        "link to them; an entry's English column must read as the source's",
    ]


def test_status_never_calls_a_broken_structure_fresh(tmp_path):
    """(`check` and `--mark` name it at its line: test_malformed.py's table-blank-line)"""
    runs = f"    <!-- verify: no-output -->\n    {FENCE}python\n"  # else check and --mark refuse it
    pages = {"docs/id/page.md": ID_PAGE, "docs/ru/page.md": RU_PAGE}
    docs = write_tree(tmp_path, {path: text.replace(f"    {FENCE}python\n", runs) for path, text in pages.items()})
    assert status.main(["--mark", "ru/page.md"], docs) == 0
    pair = next(p for p in status.page_pairs(docs))
    assert rendered_state(pair) == "fresh"
    edit(docs / "ru/page.md", "| 2 | два |\n", "| 2 | два |\n\n")
    assert structure_problems(pair)
    assert rendered_state(pair) == BROKEN
    assert [row.state for row in status.rows(docs)] == [BROKEN]


def test_a_translation_marks_the_same_on_a_diagram_and_captions_it_in_its_own_words(tmp_path):
    """A diagram's marks (diagrams.MARKS) are part of its structure; its caption is prose."""
    assert DIAGRAM_MARKS == diagrams.MARKS
    fence = '```autograd-graph roots="z" {marks} caption="{caption}"\nhooks/retain_grad_vs_hook.py\n```\n'
    keys = []
    for marks, caption in (('mark="y.grad_fn"', "Bold: where the hook fires"), ('mark="y.grad_fn"', "Жирная рамка"), ('mark="x"', "Bold")):
        path = tmp_path / "page.md"
        path.write_text("# Page\n\n" + fence.format(marks=marks, caption=caption), encoding="utf-8")
        keys.append([part.key for part in parts(read_page(path)) if part.kind == "diagram"])
    assert keys[0] == keys[1] == [("hooks/retain_grad_vs_hook.py", "mark=y.grad_fn")]
    assert keys[2] != keys[0]
