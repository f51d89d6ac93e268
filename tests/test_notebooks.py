"""Notebooks are generated from the pages: the page's examples, in order, in its language."""

from __future__ import annotations

import nbformat

from autograd_site import notebooks
from autograd_site.comments import translate_source
from autograd_site.languages import BY_CODE, DOCS_DIR
from autograd_site.notebooks import (
    build_notebook,
    comment_translations,
    fill_printed,
    write_notebooks,
)
from autograd_site.verify.collect import collect_page


def test_notebook_holds_the_pages_examples_in_order_with_their_introductions():
    page = collect_page(DOCS_DIR / "ru" / "backward.md")
    notebook = build_notebook(page, BY_CODE["ru"], "2.13.0")
    code = [c.source for c in notebook.cells if c.cell_type == "code"]
    start, end = page.model.section("exercises")  # a fold outside the exercises (a "further" note) is a cell like any other
    fixes = [e for e in page.examples if e.code_fence.container and e.code_fence.container.collapsible and start < e.line <= end]
    assert fixes  # a find-the-bug exercise's fix: in its closed fold, as Markdown (below)
    comments = comment_translations("ru")  # the examples' comments in the notebook's language
    assert code[1:] == [translate_source(e.code.source.rstrip("\n"), comments) for e in page.examples if e not in fixes]  # after the setup
    markdown = [c.source for c in notebook.cells if c.cell_type == "markdown"]
    assert all(any(fix.code.source.strip() in cell and cell.startswith("<details>") for cell in markdown) for fix in fixes)
    assert notebook.cells[0].cell_type == "markdown" and notebook.cells[1].cell_type == "code"  # the title, then the setup
    assert markdown[0].startswith("# backward()\n\nВ этом ноутбуке")
    assert "## Градиент скалярного выхода" in markdown[1]
    assert "{ #" not in "".join(markdown) and ".md" not in "".join(markdown)  # no anchors or site links
    # deterministic bytes, and the torch version in them: a torch upgrade invalidates the render cache
    again, upgraded = (nbformat.writes(build_notebook(page, BY_CODE["ru"], v)) for v in ("2.13.0", "2.14.0"))
    assert again == nbformat.writes(notebook) and upgraded != again


def test_an_exercise_answer_follows_its_question_and_a_fix_keeps_its_title():
    page = collect_page(DOCS_DIR / "id" / "custom-function.md")
    cells = build_notebook(page, BY_CODE["id"], "2.13.0").cells
    question = next(i for i, c in enumerate(cells) if c.cell_type == "code" and "ClipGrad" in c.source)
    answer = cells[question + 1]
    assert answer.cell_type == "markdown" and answer.source.startswith("<details>\n<summary>Jawaban</summary>\n\n```text\n")
    assert answer.source.endswith("\n</details>")  # hidden until opened, in Jupyter and Colab alike
    claim = next(e.claim for e in page.examples if "exercise_clip_grad" in e.code.filename)
    assert claim.body.strip() in answer.source
    [fix] = [c for c in cells if "return grad_output * ctx.k, None" in c.source]  # the fix: its code, output and why, closed
    assert fix.cell_type == "markdown" and fix.source.startswith("<details>\n<summary>Perbaikan</summary>\n\n`forward` punya dua masukan")
    assert "```python\n" in fix.source and fix.source.endswith("\n</details>")
    fixed = next(e for e in page.examples if "return grad_output * ctx.k, None" in e.code.source)
    assert fixed.code.source.strip() in fix.source and fixed.claim is not None and fixed.claim.body.strip() in fix.source
    markdown = "".join(c.source for c in cells if c.cell_type == "markdown")
    assert "--8<--" not in markdown and "title=" not in markdown


def test_without_a_verify_run_of_its_code_a_notebook_is_written_without_outputs(tmp_path):
    (tmp_path / "id").mkdir()
    (tmp_path / "id" / "backward.md").write_text((DOCS_DIR / "id" / "backward.md").read_text(encoding="utf-8"), encoding="utf-8")
    for printed in (None, {}):  # no passed verify; one that ran other code
        [path] = write_notebooks("2.13.0", tmp_path, printed=printed)
        code = [cell for cell in nbformat.read(path, as_version=4).cells if cell.cell_type == "code"]
        assert code and all(cell.outputs == [] for cell in code)


def printed_by(page, outputs: list[str]) -> dict[str, str]:
    """What a verify run would have recorded: each example's code and what it printed."""
    return {e.code.source: output for e, output in zip(page.examples, outputs, strict=True)}


def example_cells(notebook):
    """The code cells that show an output: neither the setup cell nor an exercise's."""
    marks = {notebooks.EXERCISE, notebooks.SETUP_CELL}  # a cell showing part of what ran is an example's
    return [c for c in notebook.cells if c.cell_type == "code" and not marks & set(c.metadata.get("autograd_site", {}))]


def test_a_notebook_shows_what_each_example_printed_in_the_verify_run():
    page = collect_page(DOCS_DIR / "id" / "backward.md")
    notebook = build_notebook(page, BY_CODE["id"], "2.13.0")
    printed = printed_by(page, [f"run {n}\n" if n % 2 else "" for n in range(len(page.examples))])
    assert fill_printed(notebook, printed)
    comments = comment_translations("id")  # a cell holds the example with its comments translated
    example_of = {translate_source(code.rstrip("\n"), comments): code for code in printed}
    code = [c for c in notebook.cells if c.cell_type == "code"]
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1))
    setup, *examples = code  # the first cell installs torch where it is missing: here it prints nothing
    assert setup.outputs == [] and any(c.outputs for c in examples)
    shown = [printed[example_of[c.source]] for c in examples]
    assert [c.outputs[0].text if c.outputs else "" for c in examples] == shown  # exactly what ran; nothing printed: no output
    assert all(o.output_type == "stream" and o.name == "stdout" for c in code for o in c.outputs)
    nbformat.validate(notebook)


def test_a_notebook_with_code_the_run_did_not_print_for_is_left_to_a_kernel():
    page = collect_page(DOCS_DIR / "id" / "backward.md")
    notebook = build_notebook(page, BY_CODE["id"], "2.13.0")
    printed = printed_by(page, ["x\n"] * len(page.examples))
    printed.pop(page.examples[1].code.source)  # an example of the lesson, shown as a code cell
    assert not fill_printed(notebook, printed)
    assert all(c.outputs == [] for c in notebook.cells if c.cell_type == "code")  # untouched


def test_write_notebooks_takes_the_runs_outputs(tmp_path):
    (tmp_path / "id").mkdir()
    page_file = tmp_path / "id" / "backward.md"
    page_file.write_text((DOCS_DIR / "id" / "backward.md").read_text(encoding="utf-8"), encoding="utf-8")
    page = collect_page(page_file)
    [path] = write_notebooks("2.13.0", tmp_path, printed=printed_by(page, ["first\n"] * len(page.examples)))
    first = nbformat.read(path, as_version=4)
    assert all(c.outputs[0].text == "first\n" for c in example_cells(first))
    # The next run printed something else (say a patched torch): the page's notebook shows it.
    write_notebooks("2.13.0", tmp_path, printed=printed_by(page, ["second\n"] * len(page.examples)))
    again = nbformat.read(path, as_version=4)
    assert all(c.outputs[0].text == "second\n" for c in example_cells(again))


def test_the_first_cell_installs_torch_only_where_none_is_and_never_replaces_a_readers_own(monkeypatch, capsys):
    import importlib.metadata

    page = collect_page(DOCS_DIR / "ru" / "backward.md")
    first = build_notebook(page, BY_CODE["ru"], "2.13.0+cpu").cells[1]  # after the title
    assert first.cell_type == "code"
    assert first.source.startswith("# Проверено с PyTorch 2.13.0.")
    assert len(first.source.splitlines()[0]) <= 52  # clear of the copy button
    runnable = first.source.replace("%pip install torch==2.13.0", 'installs.append("torch==2.13.0")')

    def run(version: str | None) -> tuple[list[str], str]:
        def found(name: str) -> str:
            if version is None:
                raise importlib.metadata.PackageNotFoundError(name)
            return version

        monkeypatch.setattr(importlib.metadata, "version", found)
        installs: list[str] = []
        exec(runnable, {"installs": installs})
        return installs, capsys.readouterr().out

    assert run("2.13.0+cpu") == ([], "")  # the verified one: nothing to do
    installs, said = run(None)  # none at all: it is installed
    assert len(installs) == 1 and said == ""
    assert run("2.6.0+cu124") == (
        [],
        "Установлен PyTorch 2.6.0; выводы этого ноутбука проверены на PyTorch 2.13.0, поэтому некоторые могут отличаться.\n",
    )


def test_one_notebook_a_topic_and_language_its_exercise_cells_with_no_output_and_a_fix_closed(tmp_path):
    for code in ("id", "ru"):
        (tmp_path / code).mkdir()
        for name in ("backward.md", "glossary.md"):  # the glossary is no topic: no notebook
            (tmp_path / code / name).write_text((DOCS_DIR / code / name).read_text(encoding="utf-8"), encoding="utf-8")
    page = collect_page(tmp_path / "id" / "backward.md")  # both languages run the same code
    written = write_notebooks("2.13.0", tmp_path, printed=printed_by(page, ["x\n"] * len(page.examples)))
    assert sorted(p.relative_to(tmp_path).as_posix() for p in written) == ["id/notebooks/backward.ipynb", "ru/notebooks/backward.ipynb"]
    for path in written:
        nbformat.validate(nbformat.read(path, as_version=4))
    cells = nbformat.read(tmp_path / "id" / "notebooks" / "backward.ipynb", as_version=4).cells
    exercises = [c for c in cells if c.cell_type == "code" and c.metadata.get("autograd_site", {}).get("exercise")]
    assert len(exercises) >= 2  # two questions (a fix is in its closed fold, as Markdown)
    assert all(c.outputs == [] and c.execution_count is None for c in exercises)
    assert any(c.outputs for c in cells if c.cell_type == "code" and c not in exercises)  # the lesson's examples keep theirs
    assert not any(c.source.startswith("**Jawaban**") for c in cells if c.cell_type == "markdown")


def comment_atop(source: str) -> str:
    """The comment a cell opens with, its lines joined."""
    lines = source.splitlines()
    return " ".join(line[2:] for line in lines[: next((i for i, line in enumerate(lines) if not line.startswith("# ")), len(lines))])


def code_cells(notebook: nbformat.NotebookNode) -> list[str]:
    return [c.source for c in notebook.cells if c.cell_type == "code"][1:]  # after the setup cell


def test_from_scratch_defines_value_once_and_each_later_cell_shows_what_its_page_shows():
    page = collect_page(DOCS_DIR / "id" / "from-scratch.md")
    notebook = build_notebook(page, BY_CODE["id"], "2.13.0")
    defining = [source for source in code_cells(notebook) if "class Value" in source]
    # the engine's core, then step 2's methods: a class's methods do not run without their
    # class, so that one cell holds the class whole and says so
    assert len(defining) == 2
    assert comment_atop(defining[1]).startswith("Sel ini memuat juga `from_scratch/engine.py:core`: bagian")
    after_engine = [e for e in page.examples if e.code_fence.setup and "class Value" in e.code_fence.setup.source]
    assert len(after_engine) > 5
    comments = comment_translations("id")
    shown = {translate_source(e.code_fence.expansion.source.rstrip("\n"), comments) for e in after_engine if e.code_fence.expansion}
    start, end = page.model.section("exercises")  # a find-the-bug exercise's fix is Markdown, as it was
    fixes = [e for e in after_engine if e.code_fence.container and e.code_fence.container.collapsible and start < e.line <= end]
    assert sum(source in shown for source in code_cells(notebook)) == len(after_engine) - len(fixes) - 1  # all but step 2
    printed = printed_by(page, [f"run {n}\n" for n in range(len(page.examples))])
    assert fill_printed(notebook, printed)  # a cell showing a part gets what verify printed for the whole
    first = next(
        c
        for c in notebook.cells
        if c.cell_type == "code" and c.source in shown and not c.metadata[notebooks.METADATA].get(notebooks.EXERCISE)
    )
    example = next(e for e in after_engine if translate_source(e.code_fence.expansion.source.rstrip("\n"), comments) == first.source)
    assert first.outputs[0].text == printed[example.code.source]


OUTPUT = "```output\nwhat it printed\n```\n\n"  # collected, not run
AFTER_CORE = '<!-- verify: after="from_scratch/engine.py:core" -->\n```python\n--8<-- "from_scratch/check_add_mul.py"\n```\n\n' + OUTPUT
CORE = '<!-- verify: no-output -->\n```python\n--8<-- "from_scratch/engine.py:core"\n```\n\n'
CHANGES_VALUE = (
    '<!-- verify: after="from_scratch/engine.py:core" -->\n```python\n--8<-- "from_scratch/exercise_division.py"\n```\n\n' + OUTPUT
)


def notebook_of(tmp_path, body: str) -> list[str]:
    (tmp_path / "id").mkdir(exist_ok=True)
    path = tmp_path / "id" / "lesson.md"
    path.write_text("# Lesson\n\nText.\n\n" + body, encoding="utf-8")
    return code_cells(build_notebook(collect_page(path), BY_CODE["id"], "2.13.0"))


def test_a_cell_whose_part_leans_on_code_no_cell_above_defines_holds_the_whole_code(tmp_path):
    alone = notebook_of(tmp_path, AFTER_CORE)  # nothing above defines the engine
    assert "class Value" in alone[0] and comment_atop(alone[0]).startswith("Sel ini memuat juga `from_scratch/engine.py:core`: sel-sel")
    after_core = notebook_of(tmp_path, CORE + AFTER_CORE)
    assert "class Value" not in after_core[1] and not after_core[1].startswith("#")
    changed = notebook_of(tmp_path, CORE + CHANGES_VALUE + AFTER_CORE)
    assert "class Value" in changed[-1]  # a cell above assigned to Value's attributes: not the file's Value any more


def test_only_definitions_bound_by_the_same_statement_and_left_alone_cover_a_setup():
    from autograd_site.notebook_sections import Definitions

    cells = Definitions()
    cells.run(
        "import math\n\ndef f(x):\n    return math.exp(x)\n\nclass A:\n    def g(self):\n        return 1\n    def h(self):\n        return 2\n"
    )
    assert cells.covered("import math\ndef f(x):\n    return math.exp(x)\n")
    assert cells.covered("class A:\n    def g(self):\n        return 1\n")  # the class's first methods: the whole class covers it
    assert not cells.covered("class A:\n    def h(self):\n        return 2\n")
    assert not cells.covered("def f(x):\n    return x\n")  # another body
    cells.run("x = torch.randn(3)\n")
    assert not cells.covered("x = torch.randn(3)\n")  # runs again: another draw
    cells.run("A.g = print\n")
    assert not cells.covered("class A:\n    def g(self):\n        return 1\n")
