"""Compatibility: claims observed per torch release, merged into the committed matrix,
read back as a page's range of releases; and the drifts it records, classified by kind."""

from __future__ import annotations

from autograd_site.compat.matrix import Matrix, merge, short, version_key
from autograd_site.drift import Change, Kind, classify


def observation(torch: str, states: dict[tuple[str, str], str], differing: str = "b") -> dict:
    return {
        "torch": torch,
        "examples": [
            {"page": page, "line": 1, "example": example, "state": state, "claimed": "a", "actual": "a" if state == "holds" else differing}
            for (page, example), state in states.items()
        ],
    }


def test_releases_are_ordered_as_numbers_and_shown_by_release_line():
    assert sorted(["2.13.0", "2.4.1", "2.15.0+cpu"], key=version_key) == ["2.4.1", "2.13.0", "2.15.0+cpu"]
    assert short("2.13.0+cpu") == "2.13"


def test_a_page_holds_on_the_run_of_releases_around_the_pin():
    page_ok = ("id/a.md", "a/x.py")
    page_drifts = ("id/b.md", "b/y.py")
    observations = [
        observation("2.4.1", {page_ok: "holds", page_drifts: "differs"}),
        observation("2.13.0+cpu", {page_ok: "holds", page_drifts: "holds"}),
        observation("2.15.0", {page_ok: "holds", page_drifts: "holds"}),
    ]
    matrix = Matrix(merge({}, observations, "2.13.0+cpu"))
    assert matrix.releases == ["2.4.1", "2.13.0", "2.15.0"]
    assert matrix.holding_range("id/a.md") == ("2.4.1", "2.15.0")
    assert matrix.holding_range("id/b.md") == ("2.13.0", "2.15.0")
    assert matrix.differences("b/y.py") == [("2.4.1", {"state": "differs", "actual": "b"})]
    assert matrix.holding_range("id/none.md") is None


def test_a_release_observed_again_replaces_its_column_and_keeps_the_others():
    first = merge({}, [observation("2.4.1", {("id/a.md", "x"): "differs"}), observation("2.13.0", {("id/a.md", "x"): "holds"})], "2.13.0")
    again = merge(first, [observation("2.4.1", {("id/a.md", "x"): "holds"})], "2.13.0")
    assert list(again["releases"]) == ["2.4.1", "2.13.0"]
    assert again["releases"]["2.4.1"]["pages"] == {"id/a.md": "holds"}


def test_the_page_shows_its_range_and_what_another_release_prints(tmp_path):
    from autograd_site.compat.render import example_notes, home_table, range_note
    from autograd_site.languages import BY_CODE

    ru = BY_CODE["ru"]
    example = ("ru/backward.md", "backward/scalar_output.py")
    observations = [observation("2.4.1", {example: "differs"}, "y = 9.0\nx.grad = 5.0"), observation("2.13.0", {example: "holds"})]
    matrix = Matrix(merge({}, observations, "2.13.0"))
    assert range_note(matrix, "ru/backward.md", ru, {"2.4.1": {Kind.BEHAVIOUR}, "2.13.0": set()}) == "Верно для PyTorch 2.13"
    assert (
        range_note(matrix, "ru/backward.md", ru, {"2.4.1": {Kind.VALUES, Kind.MESSAGE}, "2.13.0": set()}) == "Верно для PyTorch 2.4 – 2.13"
    )
    page = '# T\n\n```python title="backward/scalar_output.py"\n--8<-- "backward/scalar_output.py"\n```\n\n```output title="Вывод"\nold\n```\n\nAfter.\n'
    annotated = example_notes(page, tmp_path / "page.md", matrix, ru)
    # at the end of the example's section (here: the page), the release and the kind; folded
    # beneath, the page's claim and what the release prints (no sentence written for this page)
    assert annotated == page + (
        '\n!!! note compat "В PyTorch 2.4.1: поведение изменилось"\n\n'
        '    ??? compat-output compat-kind-behaviour "backward/scalar_output.py в PyTorch 2.4.1"\n\n'
        "        На этой странице (PyTorch 2.13):\n\n        ```text\n        old\n        ```\n\n"
        "        PyTorch 2.4.1:\n\n        ```text\n        y = 9.0\n        x.grad = 5.0\n        ```\n\n\n"
    )
    table = home_table(matrix, ru, {"backward.md": "backward()", "glossary.md": "Глоссарий"})
    assert table.splitlines()[:4] == [
        "| Страница | PyTorch 2.4 | PyTorch 2.13 |",
        "|---|---|---|",
        # another x.grad, and no random number drawn; each cell names its release for a phone's cards
        '| [backward()](backward.md) | <span class="compat-release">PyTorch 2.4: </span>поведение изменилось'
        ' | <span class="compat-release">PyTorch 2.13: </span>верно |',
        "",
    ]
    assert table.splitlines()[4:] == [f"- **{ru.compat_kinds[kind]}**: {ru.compat_legend[kind]}" for kind in Kind]


def test_real_drifts_recorded_in_the_matrix_have_the_kinds_the_home_page_shows_and_the_changes_the_report_names():
    """data/compat.json against the pages: 2.4.1's other dropout mask is random values (for the
    drift report a changed value), its reworded in-place message a message, 2.15's
    torch.jit.script deprecation a warning (a new one: shown once a process, in the
    observation's worker the first example that scripts, now custom_function/forward_mode_jvp.py),
    and 2.4.1's allow_unused (another message and a grad that requires grad) a behaviour change."""
    from autograd_site.compat.matrix import load, without_install_paths
    from autograd_site.drift import RANDOM_CODE, kind_of
    from autograd_site.languages import DOCS_DIR
    from autograd_site.verify.collect import collect_page
    from autograd_site.verify.compare import normalize

    matrix = Matrix(load())
    expected = {
        ("id/no-grad-detach.md", "no_grad_detach/dropout_train_vs_eval.py", "2.4.1"): (Kind.VALUES, Change.VALUE_CHANGED),
        ("id/in-place.md", "in_place/data_vs_detach.py", "2.4.1"): (Kind.MESSAGE, None),
        ("ru/custom-function-advanced.md", "custom_function/forward_mode_jvp.py", "2.15.0"): (Kind.WARNING, Change.NEW_WARNING),
        ("ru/autograd-grad.md", "autograd_grad/allow_unused.py", "2.4.1"): (Kind.BEHAVIOUR, None),
    }
    for (page, snippet, release), (kind, change) in expected.items():
        [example] = [
            e for e in collect_page(DOCS_DIR / page).examples if e.code.includes and e.code.includes[0].as_posix().endswith(snippet)
        ]
        difference = dict(matrix.differences(snippet))[release]
        raised, random = difference["state"] == "raises", bool(RANDOM_CODE.search(example.code.source))
        found = kind_of(example.claim.body, without_install_paths(difference["actual"]), raised=raised, random=random)
        assert found is kind, snippet
        assert change is None or classify(normalize(example.claim.body), difference["actual"], raised) is change, snippet
