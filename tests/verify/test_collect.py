"""The collector finds every runnable block and pairs it with its claim; bad input is a
located problem, never a silent skip."""

from __future__ import annotations

import re

import pytest

from autograd_site.languages import BY_CODE, DOCS_DIR, DOCS_SRC_DIR
from autograd_site.page.reader import read_page
from autograd_site.verify import collect
from autograd_site.verify.collect import READ, collect_page, read_again

FENCE = "```"


def messages(page):
    return [f"{p.line}: {p.message}" for p in page.problems]


def test_material_fence_options_are_collected_not_skipped_and_a_pycon_block_is_a_doctest(page_of):
    page = page_of(f"""
        # T

        {FENCE}python title="demo.py" hl_lines="2 3" linenums="1"
        print(1)
        {FENCE}

        {FENCE}output title="Keluaran"
        1
        {FENCE}

        {FENCE}{{ .python title="b.py" }}
        print(2)
        {FENCE}

        {FENCE}output
        2
        {FENCE}

        {FENCE}pycon
        >>> 1 + 1
        2
        {FENCE}
    """)
    assert page.problems == []
    assert [(e.mode, e.code.source) for e in page.examples] == [
        ("compare", "print(1)\n"),
        ("compare", "print(2)\n"),
        ("doctest", ">>> 1 + 1\n2\n"),
    ]
    assert [e.claim.body for e in page.examples[:2]] == ["1\n", "2\n"] and page.examples[2].claim is None
    assert page.examples[0].line == 3


@pytest.mark.parametrize("page_path", sorted(DOCS_DIR.glob("*/*.md")), ids=lambda p: str(p.relative_to(DOCS_DIR)))
def test_every_python_fence_of_every_page_is_collected(page_path):
    """Count the fences by a plain regex and compare with what the verifier collects."""
    text = page_path.read_text(encoding="utf-8")
    python_fences = re.findall(r"^\s*```(?:python|py|pycon)\b", text, flags=re.M) + re.findall(
        r"^\s*```\{\s*\.(?:python|py|pycon)\b", text, flags=re.M
    )
    page = collect_page(page_path)
    assert page.problems == []
    assert len(page.examples) == len(python_fences)


INCLUDE = f"""
    {FENCE}python title="backward/scalar_output.py"
    --8<-- "backward/scalar_output.py"
    {FENCE}

    {FENCE}output
    x
    {FENCE}
"""


def test_snippet_include_is_resolved_from_docs_src(page_of):
    (example,) = page_of(INCLUDE).examples
    assert example.code.filename.endswith("docs_src/backward/scalar_output.py")
    assert "y.backward()" in example.code.source
    assert example.code.first_line == 1  # tracebacks point at the file's own lines


def test_an_example_line_longer_than_the_limit_is_a_problem_at_its_file_and_line(page_of, monkeypatch):
    example = DOCS_SRC_DIR / "backward" / "scalar_output.py"
    limit = 20
    monkeypatch.setattr(collect, "MAX_EXAMPLE_LINE", limit)
    page = page_of(INCLUDE)
    long = [n for n, line in enumerate(example.read_text(encoding="utf-8").splitlines(), 1) if len(line) > limit]
    assert long
    assert [(p.page, p.line) for p in page.problems] == [(example, n) for n in long]
    assert str(page.problems[0]).startswith(f"docs_src/backward/scalar_output.py:{long[0]}: line is ")


def test_every_example_fits_the_limit():
    """What verify enforces on the real examples (the check above), on every file of docs_src/."""
    long = [
        f"{path.relative_to(DOCS_SRC_DIR)}:{n}"
        for path in sorted(DOCS_SRC_DIR.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if len(line) > collect.MAX_EXAMPLE_LINE
    ]
    assert long == []


# Bad input: each page (dedented) and the located problems verify reports on it.
BAD_PAGES = {
    "missing include": (
        f'# T\n\n{FENCE}python\n--8<-- "backward/does_not_exist.py"\n{FENCE}\n\n{FENCE}output\n{FENCE}\n',
        ["4: include 'backward/does_not_exist.py' not found: no file docs_src/backward/does_not_exist.py"],
    ),
    "an after marker naming no file": (
        f'<!-- verify: after="_test_after/missing.py" -->\n{FENCE}python\nprint(1)\n{FENCE}\n\n{FENCE}output\n1\n{FENCE}\n',
        ["1: include '_test_after/missing.py' not found: no file docs_src/_test_after/missing.py"],
    ),
    "include escaping docs_src": (
        f'{FENCE}python\n--8<-- "../pyproject.toml"\n{FENCE}\n',
        ["2: include '../pyproject.toml' escapes docs_src/; includes are relative to docs_src/ and stay inside it"],
    ),
    "unterminated fence": (f"# T\n\n{FENCE}python\nprint(1)\n", ["3: unterminated fence ```: no closing ``` before the end of the page"]),
    "output without code above": (f"Some prose.\n\n{FENCE}output\n1\n{FENCE}\n", ["3: output block has no python block directly above it"]),
    "output separated from its code by prose": (
        f"{FENCE}python\nprint(1)\n{FENCE}\n\nProse in between.\n\n{FENCE}output\n1\n{FENCE}\n",
        [
            "1: python block claims no output: add an ```output block beneath it, or mark it <!-- verify: no-output -->",
            "7: output block has no python block directly above it",
        ],
    ),
    "output in a fold after prose": (
        f'# T\n\n{FENCE}python\nprint(1)\n{FENCE}\n\nSome prose.\n\n??? success "Jawaban"\n\n    {FENCE}output\n    1\n    {FENCE}\n',
        [
            "3: python block claims no output: add an ```output block beneath it, or mark it <!-- verify: no-output -->",
            "11: output block has no python block directly above it",
        ],
    ),
    "empty page": ("\n\n", ["1: is empty"]),
    "duplicate anchors": (
        f"## One {{ #same }}\n\n## Two {{ #same }}\n\n{FENCE}text\n## not a heading {{ #same }}\n{FENCE}\n",
        ["3: duplicate anchor #same (first on line 1)"],
    ),
}


@pytest.mark.parametrize(("text", "problems"), BAD_PAGES.values(), ids=BAD_PAGES)
def test_bad_input_is_a_located_problem(write_page, text, problems):
    page = collect_page(write_page(text))
    assert messages(page) == problems
    assert page.examples == []


def test_non_utf8_page(tmp_path):
    path = tmp_path / "latin1.md"
    path.write_bytes("# Title\n\nGradien café\n".encode("latin-1"))
    assert messages(collect_page(path)) == ["3: is not UTF-8 (byte 0xe9 at offset 20); save the page as UTF-8"]


def test_markers_no_output_and_skip(page_of):
    page = page_of(f"""
        <!-- verify: no-output -->
        {FENCE}python
        x = 1
        {FENCE}

        <!-- verify: skip reason="needs a GPU" -->
        {FENCE}python
        x.cuda()
        {FENCE}

        <!-- verify: skip -->
        {FENCE}python
        y = 2
        {FENCE}
    """)
    assert [(e.mode, e.skip_reason) for e in page.examples] == [("no-output", ""), ("skip", "needs a GPU")]
    assert messages(page) == ["11: unknown verify marker 'skip'; use 'no-output', 'skip reason=\"...\"' or 'after=\"topic/file.py\"'"]


@pytest.fixture
def setup_file():
    """A docs_src file an `after` marker can name, removed afterwards."""
    folder = DOCS_SRC_DIR / "_test_after"
    folder.mkdir(exist_ok=True)
    path = folder / "engine.py"
    path.write_text("# --8<-- [start:core]\nx = 41\n# --8<-- [end:core]\ny = 0\n", encoding="utf-8")
    yield path
    path.unlink()
    folder.rmdir()


def test_an_after_marker_runs_the_named_code_first_and_shows_only_the_fence(page_of, setup_file):
    """Several includes run in the order named."""
    text = f"""
        <!-- verify: after="_test_after/engine.py:core" -->
        {FENCE}python
        print(x + 1)
        {FENCE}

        {FENCE}output
        42
        {FENCE}
    """
    page = page_of(text)
    assert page.problems == []
    [example] = page.examples
    assert example.mode == "compare"
    assert example.code.source == "x = 41\nprint(x + 1)\n"  # what runs: the section, then the fence
    assert example.code_fence.expansion.source == "print(x + 1)\n"  # what the page shows
    assert setup_file.resolve() in [f.resolve() for f in example.code.includes]  # its lines are checked too
    several = page_of(text.replace('engine.py:core"', 'engine.py:core, _test_after/engine.py"'))
    assert several.problems == [] and several.examples[0].code.source == "x = 41\nx = 41\ny = 0\nprint(x + 1)\n"  # in order


@pytest.mark.parametrize("newline", ["\r\n", "\r"], ids=["CRLF", "CR"])
def test_a_page_saved_with_windows_line_endings_is_collected_like_the_lf_page(write_page, newline):
    lf = write_page(f'# T\n\n{FENCE}python\nprint(1)\n{FENCE}\n\n??? success "Jawaban"\n\n    {FENCE}output\n    1\n    {FENCE}\n', "lf.md")
    crlf = lf.with_name("crlf.md")
    crlf.write_bytes(lf.read_bytes().replace(b"\n", newline.encode()))
    pages = [collect_page(lf), collect_page(crlf)]
    assert [p.problems for p in pages] == [[], []]
    (lf_example,), (crlf_example,) = (p.examples for p in pages)
    assert (crlf_example.line, crlf_example.claim.line, crlf_example.claim.body, crlf_example.code.source) == (3, 9, "1\n", "print(1)\n")
    assert (lf_example.line, lf_example.claim.line, lf_example.claim.body) == (3, 9, "1\n")
    assert pages[1].model.newline == newline and pages[0].model.newline == "\n"


def test_quotes_use_the_quotation_marks_of_the_pages_language(tmp_path):
    text = "Ошибка «`grad can be implicitly created`» и “`second`”, но не «просто текст» и не `code`.\n"
    quotes = read_page(tmp_path / "x.md", text, BY_CODE["ru"]).quotes
    assert [q.text for q in quotes] == ["grad can be implicitly created", "second"]
    assert [q.text for q in read_page(tmp_path / "x.md", text, BY_CODE["id"]).quotes] == ["second"]


def test_an_exercise_answer_hidden_in_a_collapsible_block_is_the_claim(page_of):
    page = page_of(f"""
        # T

        {FENCE}python
        print(1)
        {FENCE}

        ??? success "Jawaban"

            {FENCE}output title="Keluaran"
            1
            {FENCE}
    """)
    assert page.problems == []
    [example] = page.examples
    assert example.mode == "compare" and example.claim is not None
    assert example.claim.body == "1\n"


def test_a_summary_bullet_must_link_to_a_section_of_the_page_with_a_verified_example(page_of):
    page = page_of(f"""
        # T

        ## Shown {{ #shown }}

        {FENCE}python
        print(1)
        {FENCE}

        {FENCE}output
        1
        {FENCE}

        ## Prose only {{ #prose }}

        <!-- verify: skip reason="needs CUDA" -->
        {FENCE}python
        print(2)
        {FENCE}

        ## Ringkasan {{ #summary }}

        - Backed by its example ([shown](#shown)).
        - A bare rule, shown nowhere.
        - Linked to a section with no verified example
          ([prose](#prose)), and [elsewhere](other.md#shown).
        - Backed on its second line,
          ([shown](#shown)).

        ## Referensi {{ #references }}

        - [PyTorch](https://pytorch.org)
    """)
    assert messages(page) == [
        "23: summary bullet links to no section of this page: link the section whose verified example shows it, as in ([…](#anchor))",
        "24: summary bullet links to #prose, but no verified example stands in that section: link the section that shows it",
    ]


def test_parity_takes_the_page_verify_read_only_while_the_file_still_holds_its_text(tmp_path):
    path = tmp_path / "docs" / "ru" / "page.md"
    path.parent.mkdir(parents=True)
    path.write_text("# Страница\n\nТекст.\n", encoding="utf-8")
    read = collect_page(path).model
    other = next(language for language in BY_CODE.values() if language != read.language)
    READ[path.resolve()] = read
    try:
        assert read_again(path, read.language) is read
        assert read_again(path, other) is not read  # asked in another language: read anew
        path.write_text("# Страница\n\nДругой текст.\n", encoding="utf-8")
        again = read_again(path, read.language)
        assert again is not read and "Другой текст." in again.text
    finally:
        del READ[path.resolve()]


def test_on_a_translation_an_unbacked_summary_bullet_asks_to_restore_the_example(tmp_path):
    """The source's bullet links there: a translation that lost the example gets no advice to link elsewhere."""
    path = tmp_path / "docs" / "ru" / "page.md"
    path.parent.mkdir(parents=True)
    path.write_text(
        "# Страница\n\n## Пример { #shown }\n\nПример удалён.\n\n## Итоги { #summary }\n\n- Правило ([пример](#shown)).\n", encoding="utf-8"
    )
    assert [f"{p.line}: {p.message}" for p in collect_page(path, read=read_page(path, language=BY_CODE["ru"])).problems] == [
        "9: summary bullet links to #shown, but no verified example stands in that section: "
        "restore the example the source has there (a translation keeps every example of its source)"
    ]


def test_numbers_listed_with_commas_in_a_formula_or_prose_of_a_decimal_comma_language(page_of):
    page = page_of(r"""
        # T

        Di \( x = -1, 0, 2 \) dan \( [-1; 1] \), \( f(x_0, 0) \), \( 1{,}5 \) dan \( (x_1, x_0) \).

        $$
        v = (2, 4, 6)
        $$

        Tiga nilai: 1,5, 3,5 dan 5,5; lalu 1,5; 3,5 dan 5,5; `print(1, 2)` adalah kode.
    """)
    assert messages(page) == [
        "3: the formula 'x = -1, 0, 2': with the decimal comma, '-1, 0' reads as one number: "
        "separate listed numbers with a semicolon ('-1; 0')",
        "6: the formula 'v = (2, 4, 6)': with the decimal comma, '2, 4' reads as one number: "
        "separate listed numbers with a semicolon ('2; 4')",
        "9: prose: with the decimal comma, '1,5, 3' reads as one number: separate listed numbers with a semicolon ('1,5; 3')",
    ]


def test_a_language_with_a_decimal_point_may_list_numbers_with_commas(write_page):
    from dataclasses import replace

    path = write_page(r"Di \( x = -1, 0, 2 \): 1, 2 dan 3.")
    language = replace(BY_CODE["id"], decimal_comma=False)
    assert collect.numbers_listed_with_commas(read_page(path, language=language)) == []
