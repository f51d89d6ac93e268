"""One structural check, one message, in every tool: a broken table, a missing or extra
heading, a lost admonition are named by `check`, by verify's parity items, by the live
preview (parity.check_pair) and by the build's rendered check (structure_problems) with the
same file:line and the same words, at the line where the thing is or belongs, and nothing
else (no follow-on mismatch of the heading after a deleted one)."""

from __future__ import annotations

import shutil

import pytest

from autograd_site.translate import check, status
from autograd_site.translate.pairs import pair
from autograd_site.translate.parity import check_pair
from autograd_site.translate.structure import structure_problems
from tests.translate.conftest import RU, write_tree
from tests.translate.test_pytest_plugin import run_pytest
from tests.translate.test_structure import ID_PAGE, RU_PAGE

NO_OUTPUT = ("    ```python\n", "    <!-- verify: no-output -->\n    ```python\n")
ID_MORE = ID_PAGE.replace(*NO_OUTPUT) + "\n## Ringkasan { #summary }\n\nSelesai.\n"
RU_MORE = RU_PAGE.replace(*NO_OUTPUT) + "\n## Итоги { #summary }\n\nГотово.\n"

# (what the translator did, old text of the translation, new text, the line (the first holding
# this text, and how many lines below it), the message; {src}: the source page)
MISTAKES = [
    (
        "deletes a heading",
        "## Упражнение { #latihan }\n\n",
        "",
        ("Сделайте.", 0),  # the paragraph the heading opened
        "lacks the heading #latihan (h2) here, which {src}:11 has outside any admonition",
    ),
    (
        "adds a heading",
        "Сделайте.\n",
        "Сделайте.\n\n### Лишний { #extra }\n",
        ("### Лишний", 0),
        "has the heading #extra (h3) outside any admonition, which {src} does not have here",
    ),
    (
        "breaks a table with a blank line",
        "| 2 | два |\n",
        "| 2 | два |\n\n",
        ("| 2 | два |", 1),
        "ends the table that starts on line {table} after 2 rows, where {src}:5 has 3: this line ('') is not a table row, "
        "and a blank line or any line that is not a `| … |` row ends a table",
    ),
    (
        "loses an admonition",
        '!!! note "Заметка"',
        '!! note "Заметка"',
        ("!! note", 0),
        "lacks an admonition (!!! note) here, which {src}:24 has outside any admonition",
    ),
]


@pytest.fixture
def docs(tmp_path):
    """The page and its translation, marked fresh."""
    write_tree(tmp_path, {"docs/id/page.md": ID_MORE, "docs/ru/page.md": RU_MORE})
    assert status.main(["--mark", "ru/page.md"], tmp_path / "docs") == 0
    return tmp_path / "docs"


@pytest.mark.parametrize("did, old, new, line, message", MISTAKES, ids=[m[0] for m in MISTAKES])
def test_every_tool_names_a_structural_mistake_once_in_the_same_words(docs, capsys, did, old, new, line, message):
    translation = docs / "ru/page.md"
    text = translation.read_text(encoding="utf-8")
    assert text.count(old) == 1
    text = text.replace(old, new)
    translation.write_text(text, encoding="utf-8")
    line = next(n for n, written in enumerate(text.splitlines(), 1) if line[0] in written) + line[1]
    expected = f"{translation}:{line}: {message.format(src=docs / 'id/page.md', table=line - 4)}"
    the_pair = pair("page.md", RU, docs)

    assert [str(p) for p in check_pair(the_pair)] == [expected]  # verify's parity items and the live preview
    assert [str(p) for p in structure_problems(the_pair)] == [expected]  # what `nox -s docs` names

    capsys.readouterr()
    assert check.main(["ru/page.md"], docs) == 1
    out = [line for line in capsys.readouterr().out.splitlines() if "unknown word 'note'" not in line]  # "!! note" is prose now
    assert out == ["FAIL ru/page.md", f"  {expected}", "check: 0 of 1 translated pages pass"]

    shutil.copytree(docs, docs.parent / "run" / "docs")
    result = run_pytest(docs.parent / "run", "docs", "-q", "-rf")
    assert result.returncode == 1, result.stdout
    assert expected.replace(str(docs), str(docs.parent / "run/docs")) in result.stdout
    assert f"FAILED docs/ru/page.md::parity:line:{line}" in result.stdout
    assert "1 failed" in result.stdout
