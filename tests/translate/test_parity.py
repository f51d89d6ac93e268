"""Parity: a translation that drops, reorders or changes a landmark of its source fails with
the translation's file and line and the source's, for every kind of landmark."""

from __future__ import annotations

import pytest

from autograd_site.page.paths import display
from autograd_site.translate.pairs import pair
from autograd_site.translate.parity import check_pair
from tests.translate.conftest import RU, edit


def reported(page_pair) -> list[tuple[int, str]]:
    problems = check_pair(page_pair)
    assert all(problem.page == page_pair.translation for problem in problems)
    return [(problem.line, problem.message) for problem in problems]


def test_a_faithful_translation_passes(page_pair):
    """Titles, prose, \\text{} in math and the order of inline links and math are free."""
    assert reported(page_pair) == []


# (what the translator did, old text in ru/page.md, new text, expected line in ru, message with {src});
# an example swapped for another and a renamed anchor: test_malformed.py's cases, through every tool
MISMATCHES = [
    (
        "changes the code of an example",
        'print("hi")',
        'print("hey")',
        42,
        "has a python block starting 'print(\"hey\")' where {src}:37 has a python block starting 'print(\"hi\")'",
    ),
    (
        "deletes the include line of an example",
        '--8<-- "backward/scalar_output.py"\n',
        "",
        12,
        "has an empty python block where {src}:7 includes docs_src/backward/scalar_output.py",
    ),
    (
        "marks an example skip that the source runs",
        '```python\nprint("hi")',
        '<!-- verify: skip reason="slow" -->\n```python\nprint("hi")',
        43,
        "has a python block starting 'print(\"hi\")' (marked verify: skip) where {src}:37 has a python block starting 'print(\"hi\")'",
    ),
    (
        "changes a claimed output",
        "x.grad  = 6.0\ngrad_fn",
        "x.grad  = 6.5\ngrad_fn",
        18,
        "claims 'x.grad  = 6.5' in an output block where {src}:13 claims 'x.grad  = 6.0'\n"
        "    here:   x.grad  = 6.5\n    source: x.grad  = 6.0\n                        ^ column 13",
    ),
    (
        "drops a heading anchor",
        "## Первый раздел { #first }",
        "## Первый раздел",
        10,
        "has a heading without an explicit anchor: '## Первый раздел' where {src}:5 has the heading anchor #first",
    ),
    (
        "changes a link target",
        "(other.md#part)",
        "(other.md#parts)",
        8,
        "links to other.md#parts where {src}:3 links to other.md#part",
    ),
    (
        "adds a link",
        "в другом порядке.",
        "в другом порядке, и [ещё одной](extra.md).",
        8,
        "links to extra.md where {src} has no such internal link",
    ),
    (
        "drops a link",
        "[ссылкой](other.md#part)",
        "ссылкой",
        7,
        "lacks an internal link: {src}:3 links to other.md#part",
    ),
    (
        "changes a math block",
        "= 2x \\quad \\text{при }",
        "= 3x \\quad \\text{при }",
        24,
        "has the math block $$ \\frac{{dy}}{{dx}} = 3x \\quad \\text{{при }} x = 3 $$ "
        "where {src}:19 has the math block $$ \\frac{{dy}}{{dx}} = 2x \\quad \\text{{pada }} x = 3 $$",
    ),
    (
        "changes inline math",
        "\\( y = x^2 \\)",
        "\\( y = x^3 \\)",
        7,
        "has the inline math \\( y = x^3 \\) where {src}:3 has the inline math \\( y = x^2 \\)",
    ),
    (
        "changes the kind of an admonition",
        '!!! warning "Предупреждение"',
        '!!! danger "Предупреждение"',
        34,
        "opens the admonition '!!! danger' at depth 1 where {src}:29 opens the admonition '!!! warning' at depth 1",
    ),
    (
        "un-nests an admonition",
        '    !!! warning "Предупреждение"\n\n        Текст',
        '!!! warning "Предупреждение"\n\n    Текст',
        34,
        "opens the admonition '!!! warning' at depth 0 where {src}:29 opens the admonition '!!! warning' at depth 1",
    ),
    (
        "drops an admonition",
        '!!! tip "Совет"\n\n    Текст вкладки.',
        "Текст вкладки.",
        38,  # where its text is now: the admonition belongs above it
        "lacks an admonition (!!! tip) here, which {src}:33 has outside any admonition",
    ),
    (
        "adds a quoted claim",
        "» цитируется.",
        "» цитируется, как и «`y       = 9.0`».",
        22,
        "quotes `y       = 9.0`, which {src} does not quote: remove the quotation marks, or quote what the source quotes",
    ),
]


@pytest.mark.parametrize("did, old, new, line, message", MISMATCHES, ids=[m[0] for m in MISMATCHES])
def test_each_kind_of_mismatch_names_both_files_and_lines(page_pair, did, old, new, line, message):
    edit(page_pair.translation, old, new)
    assert reported(page_pair) == [(line, message.format(src=display(page_pair.source)))]


def test_a_deleted_example_is_named_missing_under_its_section_not_as_the_next_mismatch(page_pair):
    edit(page_pair.translation, '```python\nprint("hi")\n```\n\n```output title="Вывод"\nhi\n```\n', "")
    source_line = page_pair.source.read_text(encoding="utf-8").splitlines().index('print("hi")')  # 0-based: the fence's line
    section_line = page_pair.translation.read_text(encoding="utf-8").splitlines().index("## Второй раздел { #second }") + 1
    problems = check_pair(page_pair)
    assert [str(p) for p in problems] == [
        f"{display(page_pair.translation)}:{section_line}: missing example has a python block starting 'print(\"hi\")' "
        f"(id:{source_line}), expected under #second"
    ]


def test_an_extra_example_in_the_translation_is_reported_where_it_is(page_pair):
    page_pair.translation.write_text(
        page_pair.translation.read_text(encoding="utf-8") + '\n```python\nprint("extra")\n```\n\n```output title="Вывод"\nextra\n```\n',
        encoding="utf-8",
    )
    src = display(page_pair.source)
    assert reported(page_pair) == [
        (50, f"has a python block starting 'print(\"extra\")' where {src} has no more examples (its last is on line 37)"),
        (54, f"claims the output 'extra' where {src} has no more claimed outputs (its last is on line 41)"),
    ]


def test_a_translation_with_none_of_a_kind_is_reported_on_its_first_line(page_pair):
    edit(page_pair.translation, "Сообщение «`x.grad  = 6.0`» цитируется.", "Сообщение цитируется.")
    assert reported(page_pair) == [
        (
            10,
            f"has no quoted claim of `x.grad  = 6.0`, which {display(page_pair.source)}:17 quotes: "
            "quote it as the source does, in its section #first (Первый раздел, line 10)",
        )
    ]  # the quote without a match, where it belongs
    edit(page_pair.translation, "$$\n\\frac{dy}{dx} = 2x \\quad \\text{при } x = 3\n$$\n", "")
    assert reported(page_pair)[0] == (
        1,
        f"has no math blocks where {display(page_pair.source)}:19 has the math block $$ \\frac{{dy}}{{dx}} = 2x \\quad \\text{{pada }} x = 3 $$",
    )


def test_a_translation_without_a_source_page_fails(page_pair):
    orphan = pair("gone.md", RU, page_pair.source.parent.parent)
    orphan.translation.write_text("# Удалённая страница\n", encoding="utf-8")
    [problem] = check_pair(orphan)
    assert (problem.page, problem.line) == (orphan.translation, 1)
    assert problem.message == f"translates {display(orphan.source)}, which does not exist: rename or delete this page along with its source"


def test_a_deleted_include_names_the_example_file(page_pair):
    edit(page_pair.translation, '```python title="backward/scalar_output.py"\n--8<-- "backward/scalar_output.py"\n```\n\n', "")
    edit(page_pair.translation, '```output title="Вывод"\ny       = 9.0\nx.grad  = 6.0\ngrad_fn = PowBackward0\n```\n', "")
    messages = [p.message for p in check_pair(page_pair)]
    assert "missing example docs_src/backward/scalar_output.py (id:7), expected under #first" in messages
