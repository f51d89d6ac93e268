"""What other PyTorch releases print, explained (issue 51, item 2): every difference
`nox -s versions` records has a sentence in docs/<lang>/versions.toml, checked to exist like a
translation: a new difference without one is reported with its page and section, a sentence
whose difference disappeared is reported stale; a warning several examples share is one
difference, shown once; a label never contradicts the texts it labels."""

from __future__ import annotations

from pathlib import Path

import pytest

from autograd_site.compat.explain import SHARED, items, main, notes, page_entries, problems
from autograd_site.compat.matrix import Matrix, merge
from autograd_site.compat.render import DECLARED_CLASS, KIND_CLASS, OUTPUT_CLASS, RANDOM_CLASS, example_notes, page_kinds
from autograd_site.drift import Kind
from autograd_site.languages import BY_CODE
from autograd_site.postbuild.rendered import VersionFold, label_problem, version_folds
from autograd_site.verify.collect import collect_page

# Two examples of docs_src/ (their keys are their files), each under its own section.
FIRST, SECOND = "backward/scalar_output.py", "backward/non_scalar_error.py"
WARNING = "torch/utils/checkpoint.py:1399: FutureWarning: `old()` is deprecated. Please use `new()` instead.\n  with old():"


def page_text(claims: tuple[str, str] = ("x.grad = 4.0", "y = 1.0")) -> str:
    return (
        "# Title\n\n## First section { #first }\n\n"
        f'```python title="{FIRST}"\n--8<-- "{FIRST}"\n```\n\n```output title="Out"\n{claims[0]}\n```\n\n'
        "Prose.\n\n## Second section { #second }\n\n"
        f'```python title="{SECOND}"\n--8<-- "{SECOND}"\n```\n\n```output title="Out"\n{claims[1]}\n```\n\nMore prose.\n'
    )


def observed(actuals: dict[str, str], release: str = "2.4.1") -> Matrix:
    examples = [
        {"page": "id/page.md", "line": 1, "example": key, "state": "differs", "claimed": "", "actual": actual}
        for key, actual in actuals.items()
    ]
    pinned = [{"page": "id/page.md", "line": 1, "example": key, "state": "holds", "claimed": "", "actual": ""} for key in actuals]
    return Matrix(merge({}, [{"torch": release, "examples": examples}, {"torch": "2.13.0", "examples": pinned}], "2.13.0"))


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    for code in ("id", "ru"):
        (tmp_path / code).mkdir()
        (tmp_path / code / "page.md").write_text(page_text(), encoding="utf-8")
    return tmp_path


def write(docs: Path, code: str, entries: list[tuple[list[str], str, str | None]]) -> None:
    text = "".join(
        "[[page]]\ncovers = ["
        + ", ".join(f'"{key}"' for key in covers)
        + f"]\ntext = {sentence!r}\n"
        + (f'kind = "{kind}"\n' if kind else "")
        for covers, sentence, kind in entries
    )
    (docs / code / "versions.toml").write_text(text.replace("'", '"'), encoding="utf-8")


def test_a_new_difference_without_a_sentence_is_reported_with_its_page_and_section_and_fails_the_command(docs, tmp_path, capsys):
    matrix = observed({FIRST: "x.grad = 5.0"})
    data = tmp_path / "compat.json"
    data.write_text(__import__("json").dumps(matrix.data), encoding="utf-8")
    [problem] = problems(docs / "id" / "page.md", matrix, docs_dir=docs)
    [item] = items(collect_page(docs / "id" / "page.md"), matrix)
    assert problem.startswith(f"{docs / 'id' / 'page.md'}:5: #first (First section): no sentence says what PyTorch 2.4.1")
    assert f'covers = ["{item.key}"]' in problem  # the line to write
    assert item.key.startswith(f"2.4.1 {FIRST} ")
    assert main(["id/page.md"], docs_dir=docs, data=data) == 1
    assert "#first (First section)" in capsys.readouterr().out
    write(docs, "id", [([item.key], "PyTorch 2.4 computed another gradient here.", None)])
    assert problems(docs / "id" / "page.md", matrix, docs_dir=docs) == []
    assert main(["id/page.md"], docs_dir=docs, data=data) == 0


def test_a_sentence_whose_difference_changed_or_disappeared_is_stale(docs):
    old = items(collect_page(docs / "id" / "page.md"), observed({FIRST: "x.grad = 5.0"}))[0].key
    write(docs, "id", [([old], "Why 5.", None)])
    now = observed({FIRST: "x.grad = 6.0"})  # a new observation prints something else: a new key
    found = problems(docs / "id" / "page.md", now, docs_dir=docs)
    assert len(found) == 2
    assert "no sentence says" in found[0] and f"stale: covers {old}" in found[1]
    gone = observed({SECOND: "y = 1.0"})  # the first example holds again (the second prints as claimed)
    assert any(f"stale: covers {old}" in problem for problem in problems(docs / "id" / "page.md", gone, docs_dir=docs))


def test_one_sentence_may_cover_two_sections_and_a_translation_groups_the_keys_as_the_source_does(docs):
    matrix = observed({FIRST: "x.grad = 5.0", SECOND: "y = 2.0"})
    keys = [item.key for item in items(collect_page(docs / "id" / "page.md"), matrix)]
    write(docs, "id", [(keys, "One reason for both.", None)])
    [note] = notes(items(collect_page(docs / "id" / "page.md"), matrix), page_entries(docs / "id" / "page.md", docs)[0])
    assert len(note.items) == 2 and note.text == "One reason for both."  # shown once, naming both sections
    write(docs, "ru", [([keys[0]], "Первое.", None), ([keys[1]], "Второе.", None)])
    found = problems(docs / "ru" / "page.md", matrix, docs_dir=docs)
    assert any("group the keys as" in problem for problem in found)
    write(docs, "ru", [(keys, "Одна причина для обоих.", "values")])  # grouped alike; a kind is the source's to give
    assert [p for p in problems(docs / "ru" / "page.md", matrix, docs_dir=docs)] == [
        f"{docs / 'ru' / 'versions.toml'}: [[page]]: kind is given in {docs / 'id' / 'versions.toml'} only"
    ]


def test_a_warning_several_examples_add_is_one_difference_and_leaves_theirs(docs):
    matrix = observed({FIRST: f"{WARNING}\nx.grad = 4.0", SECOND: f"{WARNING}\ny = 2.0"})
    found = items(collect_page(docs / "id" / "page.md"), matrix)
    shared = [item for item in found if f" {SHARED} " in item.key]
    [warning] = shared
    assert warning.kind is Kind.WARNING and [anchor for anchor, _ in warning.sections] == ["first", "second"]
    # the first example differs in the warning alone: no difference of its own; the second keeps its value change
    rest = [item for item in found if item not in shared]
    assert [item.examples for item in rest] == [(SECOND,)] and rest[0].trimmed and "Warning" not in rest[0].actual


def test_the_page_shows_each_note_at_the_end_of_its_section_with_the_sentence_and_both_outputs(docs, monkeypatch):
    import autograd_site.compat.explain as explain

    matrix = observed({FIRST: "x.grad = 5.0"})
    [item] = items(collect_page(docs / "id" / "page.md"), matrix)
    write(docs, "id", [([item.key], "PyTorch 2.4 computed `x.grad` otherwise.", None)])
    monkeypatch.setattr(explain, "DOCS_DIR", docs)
    monkeypatch.setattr(explain.page_entries, "__defaults__", (docs,))
    text = page_text()
    shown = example_notes(text, docs / "id" / "page.md", matrix, BY_CODE["id"])
    before, _, after = shown.partition("## Second section")
    assert after == text.partition("## Second section")[2]  # nothing in the second section
    note = before[before.index("!!! note compat") :]
    assert note.startswith('!!! note compat "Di PyTorch 2.4.1: perilaku berubah"\n\n    PyTorch 2.4 computed `x.grad` otherwise.\n')
    assert f'??? {OUTPUT_CLASS} {KIND_CLASS}behaviour "{FIRST} di PyTorch 2.4.1"' in note
    assert "x.grad = 4.0" in note and "x.grad = 5.0" in note  # the claim and the release's output
    assert before.index("Prose.") < before.index("!!! note")  # after the section's prose


def fold(kind: Kind, claimed: str, actual: str, *classes: str) -> VersionFold:
    return VersionFold([OUTPUT_CLASS, f"{KIND_CLASS}{kind.value}", *classes], [claimed, actual])


SPACED = ("y = tensor([  0.0486, 100.0000])", "y = tensor([    0.0486,   100.0000])")  # custom-function's softplus on 2.4.1
SIGMOID = ("RuntimeError: of Sigmoid, (True, check_nan=False)", "RuntimeError: of SigmoidBackward0, (True)")


@pytest.mark.parametrize(
    ("kind", "texts", "classes", "problem"),
    [
        # issue 51: the checkpoint exercise's 7 saved tensors against the answer's 5, labelled random numbers
        (Kind.VALUES, ("saved tensors: 5", "saved tensors: 7"), [RANDOM_CLASS], "labelled values where the outputs say behaviour"),
        (Kind.BEHAVIOUR, SPACED, [], "labelled behaviour, but only the printing differs: not a changed behaviour"),
        (Kind.FORMAT, SPACED, [], None),
        (Kind.FORMAT, ("saved = 5", "saved = 7"), [], "labelled format, but more than the spacing of the printed text differs"),
        # a sentence may call dropout's count of zeros random (declared): the texts allow it, where the code draws some
        (Kind.VALUES, ("zeros = 17", "zeros = 12"), [RANDOM_CLASS, DECLARED_CLASS], None),
        (Kind.VALUES, ("zeros = 17", "zeros = 12"), [DECLARED_CLASS], "labelled values, but the example draws no random numbers"),
        (Kind.MESSAGE, SIGMOID, [DECLARED_CLASS], None),
        (Kind.MESSAGE, ("training = True", "training = False"), [DECLARED_CLASS], "labelled message, but True, False or None differs"),
    ],
)
def test_the_rendered_check_fails_where_a_label_contradicts_the_difference_it_labels(kind, texts, classes, problem):
    assert label_problem(fold(kind, *texts, *classes)) == problem


def test_the_rendered_check_reads_the_folds_as_a_built_page_holds_them():
    html = (
        f'<details class="note {OUTPUT_CLASS} {KIND_CLASS}values {RANDOM_CLASS}"><summary>x</summary>'
        "<p>claimed</p><pre><code><span>saved tensors: 5</span>\n</code></pre><p>2.4.1</p><pre><code>saved tensors: 7\n</code></pre></details>"
    )
    [found] = version_folds(html)
    assert found.listings == ["saved tensors: 5", "saved tensors: 7"]
    assert label_problem(found) == "labelled values where the outputs say behaviour"


def test_the_committed_sentences_explain_every_recorded_difference_and_label_the_real_ones_right():
    """docs/<lang>/versions.toml against data/compat.json: nothing unexplained or stale; the ru
    checkpoint exercise (7 saved tensors against 5) a changed behaviour, custom-function's
    spacing on 2.4.1 formatting that keeps its badge, dropout's count of zeros random values."""
    from autograd_site.compat.matrix import load
    from autograd_site.languages import DOCS_DIR

    assert main([]) == 0
    matrix = Matrix(load())
    kinds = {
        (item.examples[0], item.release): item.kind
        for name in ("checkpoint.md", "custom-function.md", "debugging.md")
        for item in items(collect_page(DOCS_DIR / "ru" / name), matrix, [])
    }
    assert kinds[("memory/exercise_sequential_segments.py", "2.4.1")] is Kind.BEHAVIOUR
    assert kinds[("custom_function/stable_softplus.py", "2.4.1")] is Kind.FORMAT
    declared = page_kinds(collect_page(DOCS_DIR / "ru" / "debugging.md"), matrix)
    assert declared["2.4.1"] == {Kind.VALUES}
    # the checkpoint page: one note for 2.4's FutureWarning, however many examples print it
    shared = [i for i in items(collect_page(DOCS_DIR / "id" / "checkpoint.md"), matrix) if f" {SHARED} " in i.key]
    assert len(shared) == 1 and len(shared[0].sections) >= 4


def test_the_strict_build_warns_naming_the_page_and_section_a_sentence_is_missing_for(docs, caplog):
    """The site plugin's page hook (markdown/compat_notes.annotate) logs each problem as a
    warning: strict mode fails the build on it."""
    import logging

    from autograd_site.markdown.compat_notes import annotate

    matrix = observed({FIRST: "x.grad = 5.0"})
    path = docs / "id" / "page.md"
    with caplog.at_level(logging.WARNING, logger="mkdocs.plugins.autograd_site"):
        shown = annotate(page_text(), "id/page.md", path, matrix, titles=dict)
    [record] = caplog.records
    assert record.levelno == logging.WARNING
    assert f"{path}:5: #first (First section): no sentence says what PyTorch 2.4.1 prints differently" in record.getMessage()
    assert '!!! note compat "Di PyTorch 2.4.1: perilaku berubah"' in shown  # shown all the same, without a sentence
