"""The page model: one read of a page gives every block, link, formula and claim with the
line it is on in the file, as MkDocs' Markdown reads it."""

from __future__ import annotations

import textwrap

import pytest

from autograd_site.languages import BY_CODE
from autograd_site.page.model import BlockKind, MarkerKind
from autograd_site.page.reader import FRONT_MATTER_ONLY, front_matter, front_matter_of, read_page

PAGE = textwrap.dedent("""\
    ---
    source_hash: "abc"
    ---

    # Title

    Text with a [link](other.md#part), \\( y = x^2 \\) and
    an ![image](img.png) on its second line, and «`quoted`».

    ## Section { #section }

    <!-- verify: skip reason="needs CUDA" -->
    ```python title="a.py"
    print(1)
    ```

    ??? success "Jawaban"

        ```output title="Вывод"
        1
        ```

    !!! tip "Tip"

        !!! note "Note"

            $$
            \\frac{dy}{dx}
            $$

    ### Deeper
""")


def test_every_part_of_a_page_has_its_line(tmp_path):
    path = tmp_path / "page.md"
    path.write_text(PAGE, encoding="utf-8")
    page = read_page(path, language=BY_CODE["ru"])
    assert page.problems == []
    assert (page.front_matter.end_line, page.front_matter.yaml) == (3, 'source_hash: "abc"\n')
    assert [(h.line, h.level, h.title, h.anchor) for h in page.headings] == [
        (5, 1, "Title", None),
        (10, 2, "Section", "section"),
        (31, 3, "Deeper", None),
    ]
    assert [(link.line, link.target, link.image) for link in page.links] == [(7, "other.md#part", False), (8, "img.png", True)]
    assert [(m.line, m.tex.strip(), m.display) for m in page.math] == [(7, "y = x^2", False), (27, "\\frac{dy}{dx}", True)]
    assert [(q.line, q.text) for q in page.quotes] == [(8, "quoted")]
    code, output = page.fences
    assert (code.line, code.end_line, code.lang, code.attrs, code.body) == (13, 15, "python", {"title": "a.py"}, "print(1)\n")
    assert page.text[code.start : code.end] == '```python title="a.py"\nprint(1)\n```\n'  # offsets index the text
    assert page.text[code.body_start : code.body_end] == "print(1)\n"
    assert (code.marker.line, code.marker.kind, code.marker.reason) == (12, MarkerKind.SKIP, "needs CUDA")
    assert (output.line, output.indent, output.body, output.container.line) == (19, "    ", "1\n", 17)
    assert [(c.line, c.end_line, c.markup, c.type, c.title, c.depth) for c in page.containers] == [
        (17, 21, "???", "success", "Jawaban", 0),
        (23, 29, "!!!", "tip", "Tip", 0),
        (25, 29, "!!!", "note", "Note", 1),
    ]
    assert page.containers[0].collapsible and not page.containers[2].collapsible
    assert [(b.kind, b.line) for b in page.blocks][:4] == [
        (BlockKind.HEADING, 5),
        (BlockKind.PARAGRAPH, 7),
        (BlockKind.HEADING, 10),
        (BlockKind.HTML, 12),
    ]


def test_an_unterminated_fence_is_a_located_problem(tmp_path):
    path = tmp_path / "page.md"
    path.write_text("# T\n\n````python\nprint(1)\n```\n", encoding="utf-8")
    problems = [(p.line, p.message) for p in read_page(path).problems]
    assert problems == [(3, "unterminated fence ````: no closing ```` before the end of the page")]


def test_front_matter_alone_gives_the_yaml_and_its_offsets():
    text = '---\ntitle: x\nsource_hash: "1"\n---\n\n# T\n'
    found = front_matter(text)
    assert text[found.yaml_start : found.yaml_end] == found.yaml == 'title: x\nsource_hash: "1"\n'
    assert text[found.end :] == "\n# T\n"
    assert front_matter("# T\n\n---\nx: 1\n---\n") is None


@pytest.mark.parametrize(
    "text",
    [
        "-----\nx: 1\n---\ny: 2\n-----\n\n# T\n",  # a shorter dash line does not close it
        "---\nx: 1\n   ---  \n# T\n",  # indented less than code, trailing spaces
        "---\nx: 1\n    ---\ny: 2\n---\n# T\n",  # indented as code: not a closing line
        "---\nx: 1\n...\n# T\n",
        "---\nx: 1\n\n# T, never closed\n",
        "- a list\n---\n",
        "---",
    ],
)
def test_front_matter_read_from_the_head_is_what_reading_the_whole_page_gives(text):
    tokens = FRONT_MATTER_ONLY.parse(text)
    whole = front_matter_of(tokens[0], text) if tokens and tokens[0].type == "front_matter" else None
    assert front_matter(text) == whole
