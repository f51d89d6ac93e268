"""A page does not repeat itself, and its line pointers name lines the output above has:
planted cases in both languages, through collect_page (what verify and `nox -s check` run)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from autograd_site.languages import BY_CODE
from autograd_site.page.reader import read_page
from autograd_site.verify import prose_claims
from autograd_site.verify.collect import collect_page

FENCE = "```"
OUTPUT = {"id": "Keluaran", "ru": "Вывод"}


def page(code: str, body: str, tmp_path: Path):
    text = textwrap.dedent(body).lstrip("\n").replace("OUTPUT", OUTPUT[code])
    path = tmp_path / code / "page.md"
    return read_page(path, text, BY_CODE[code])


def messages(read) -> list[str]:
    return [f"{problem.line}: {problem.message}" for problem in collect_page(read.path, read=read).problems]


PASSAGE = "setiap pemanggilan backward menambahkan kontribusi baru ke nilai gradien yang sudah ada"


def test_a_passage_said_twice_fails_naming_both_lines(tmp_path):
    read = page(
        "id",
        f"""
        # Halaman

        Kalimat pembuka. Ingat bahwa {PASSAGE} di tensor daun.

        Paragraf lain yang berbeda isinya sama sekali.

        Sekali lagi: {PASSAGE}, tanpa kecuali.
        """,
        tmp_path,
    )
    assert messages(read) == [
        "7: repeats a passage of line 3 (“setiap pemanggilan backward menambahkan kontribusi baru …”, 10 words or more): "
        "say it once, and delete or reword the other"
    ]


@pytest.mark.parametrize(
    "where",
    [
        f"{FENCE}text\n{PASSAGE}\n{FENCE}",  # code and outputs
        f"| a | b |\n|---|---|\n| {PASSAGE} | x |",  # a table
        f"## {PASSAGE} {{ #x }}",  # a heading
        f"Lihat https://example.org/{PASSAGE.replace(' ', '/')} saja.",  # a URL
    ],
)
def test_a_repeat_outside_prose_is_not_one(tmp_path, where):
    read = page("id", f"# Halaman\n\nIngat bahwa {PASSAGE}.\n\n{where}\n", tmp_path)
    assert prose_claims.repeated_passages(read) == []


def test_nine_shared_words_or_code_between_them_are_no_repeat(tmp_path):
    nine = " ".join(PASSAGE.split()[:9])
    split = PASSAGE.replace("kontribusi", "`kontribusi`")
    read = page("id", f"# Halaman\n\nPertama {nine} lalu.\n\nKedua {nine} juga.\n\nIni {split}.\n\nItu {split}.\n", tmp_path)
    assert prose_claims.repeated_passages(read) == []


EXAMPLE = f"""
        # T

        {FENCE}python
        print(1)
        {FENCE}

        {FENCE}output title="OUTPUT"
        saved tensors held = 3
        freed = 0
        total = 3
        {FENCE}

"""


@pytest.mark.parametrize(
    ("code", "prose", "expected"),
    [
        ("id", "Baris kedua menunjukkan bahwa semuanya dibebaskan.", []),
        ("id", "Nilainya dibebaskan (baris kedua: 0), lalu baris ketiga: `total = 3`.", []),
        ("id", "Baris terakhir: 3, seperti yang diharapkan.", []),
        ("id", "Baris kedua tabel perlu penjelasan, begitu pula baris ketujuh kode.", []),  # not the output's lines
        ("id", "Nilainya ada di baris keempat.", ["'baris keempat': the output above (line 7) has 3 lines"]),
        (
            "id",
            "Sisanya dibebaskan (baris ketiga: 0).",
            ["'baris ketiga': '0' is not on that line of the output above (line 7), which is 'total = 3'; it is on line 2"],
        ),
        ("id", "Lihat baris ke-5.", ["'baris ke-5': the output above (line 7) has 3 lines"]),
        ("ru", "Вторая строка показывает, что всё освобождено; во второй строке: 0.", []),
        ("ru", "В последней строке: `total = 3`.", []),
        ("ru", "Вторая строка таблицы требует пояснения.", []),
        ("ru", "Это видно в четвёртой строке.", ["'четвёртой строке': the output above (line 7) has 3 lines"]),
        (
            "ru",
            "Освобождено всё (третья строка: 0).",
            ["'третья строка': '0' is not on that line of the output above (line 7), which is 'total = 3'; it is on line 2"],
        ),
        ("ru", "Смотрите на пятую\nстроку.", ["'пятую строку': the output above (line 7) has 3 lines"]),
    ],
)
def test_a_line_pointer_must_name_a_line_of_the_output_above_and_its_value(tmp_path, code, prose, expected):
    read = page(code, EXAMPLE + "        " + prose.replace("\n", "\n        ") + "\n", tmp_path)
    line = EXAMPLE.strip("\n").count("\n") + 3  # the prose's first line
    assert messages(read) == [f"{line}: {message}" for message in expected]


def test_a_pointer_into_the_code_above_is_not_an_output_line(tmp_path):
    body = (
        EXAMPLE
        + f"        {FENCE}python\n        x = 1\n        {FENCE}\n\n        Perhatikan `+=` di baris terakhir dan baris kesepuluh.\n"
    )
    found = messages(page("id", body, tmp_path))
    assert found and not any("baris" in message for message in found)  # only the code's missing output block


def test_a_pointer_with_no_output_above_fails(tmp_path):
    read = page("id", "# T\n\nBaris pertama adalah aturan rantai.\n", tmp_path)
    assert messages(read) == ["3: 'Baris pertama' points at an output line, but no output block is above it"]


def listing(count: int, blank_every: int = 0) -> str:
    """`count` distinct non-blank code lines, a blank line after every `blank_every` of them."""
    lines = []
    for n in range(count):
        lines.append(f"x{n} = torch.ones({n})")
        if blank_every and (n + 1) % blank_every == 0:
            lines.append("")
    return "\n".join(lines)


def code_page(code: str, first: str, second: str, tmp_path: Path, second_lang: str = "python"):
    body = f"# Halaman\n\nPertama:\n\n{FENCE}python\n{first}\n{FENCE}\n\nKedua:\n\n{FENCE}{second_lang}\n{second}\n{FENCE}\n"
    return page(code, body, tmp_path)


@pytest.mark.parametrize("code", ["id", "ru"])
def test_a_listing_showing_ten_lines_again_fails_naming_both_fences(tmp_path, code):
    repeated = listing(10)
    read = code_page(code, f"import torch\n{repeated}", f"{repeated}\nprint(x9)", tmp_path)
    assert [m for m in messages(read) if "shows again" in m] == [
        "21: shows again 10 or more lines the code block at line 5 showed: "
        "show only what this step adds (a snippet section or line range; CONTRIBUTING)"
    ]


@pytest.mark.parametrize(
    ("first", "second", "second_lang", "lines"),
    [
        (f"{listing(9)}\nprint('first')", f"{listing(9)}\nprint('second')", "python", []),
        (listing(12), listing(12), f'output title="{OUTPUT["id"]}"', []),  # an output repeating a listing
        (listing(10), listing(10, blank_every=2), "python", [20]),  # blank lines in the second only
    ],
    ids=["nine lines pass", "an output is not a listing", "blank lines do not break a run"],
)
def test_what_counts_as_a_listing_shown_again(tmp_path, first, second, second_lang, lines):
    read = code_page("id", first, second, tmp_path, second_lang)
    assert [problem.line for problem in prose_claims.repeated_code(read)] == lines
