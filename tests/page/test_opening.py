"""A lesson's opening box (autograd_site/page/opening.py): its parts read from the Markdown, the
reading time computed from the page (autograd_site/markdown/opening.py writes it), and a
translation that keeps as many points as its source (parity)."""

from __future__ import annotations

from pathlib import Path

import markdown

from autograd_site.languages import BY_CODE
from autograd_site.markdown.opening import with_reading_time
from autograd_site.page.opening import find, problems, reading_minutes
from autograd_site.page.reader import read_page
from autograd_site.translate.parity import compare_pages

FENCE = "```"
BOX = """\
!!! abstract opening "Yang akan Anda pelajari"

    - satu
    - dua `kode`
    - tiga

    **Baca dulu:** [backward()](backward.md).

    **Waktu baca:** sekitar <!-- reading-time --> menit.
"""


def lesson(box: str = BOX, body: str = "Teks.\n") -> str:
    return f"# Judul\n\n{box}\n{body}"


def read(text: str, code: str = "id") -> object:
    return read_page(Path(f"docs/{code}/p.md"), text, BY_CODE[code])


def test_the_box_is_read_by_its_parts():
    box = find(read(lesson()))
    assert box is not None
    assert (box.line, box.points, box.read_first, box.reading_time) == (3, (5, 6, 7), 9, 11)
    assert problems(read(lesson())) == []


def test_a_page_without_the_box_or_with_six_points_fails_at_its_line():
    [none] = problems(read(lesson(box="")))
    assert none.line == 1 and none.message.startswith("a lesson opens with its box, and this one has none")
    six = BOX.replace("    - tiga\n", "    - tiga\n    - empat\n    - lima\n    - enam\n")
    [found] = problems(read(lesson(box=six)))
    assert (found.line, found.message[:44]) == (10, "the opening box has 6 points: give it 3 to 5")
    nested = BOX.replace("    - tiga\n", "    - tiga\n        - a nested item is no point\n")
    assert problems(read(lesson(box=nested))) == []


def test_the_reading_time_counts_prose_words_and_listing_lines():
    prose = " ".join(["kata"] * 398) + " `a` `b`"  # 400 words: 2 minutes
    page = read(lesson(body=f"{prose}\n"))
    assert reading_minutes(page) == 2
    # an included example: its 18 non-blank lines at 20 a minute; an output block is not counted
    listing = f'{FENCE}python\n--8<-- "autograd/recorded_graph.py"\n{FENCE}\n\n{FENCE}output title="Keluaran"\n' + "x\n" * 50 + f"{FENCE}\n"
    assert reading_minutes(read(lesson(body=f"{prose}\n\n{listing}"))) == 3  # 2 + 0.9, rounded
    assert reading_minutes(read("# Judul\n")) == 1  # never 0


def test_the_build_writes_the_minutes_where_the_marker_stands():
    text = lesson(body=" ".join(["kata"] * 1000) + "\n")
    html = markdown.markdown(text, extensions=["admonition", "autograd_site.markdown.opening"])
    assert '<p><strong>Waktu baca:</strong> sekitar <span class="reading-time">5</span> menit.</p>' in html
    assert '<div class="admonition abstract opening">' in html
    assert with_reading_time("no marker") == "no marker"


def test_a_translation_keeps_the_number_of_points_of_its_source():
    source = read(lesson())
    same = BOX.replace("Baca dulu", "Сначала прочитайте").replace("Waktu baca", "Время чтения")
    assert [p for p in compare_pages(source, read(lesson(box=same), "ru")) if "opening box" in p.message] == []
    fewer = same.replace("    - tiga\n", "")
    [found] = [p for p in compare_pages(source, read(lesson(box=fewer), "ru")) if "opening box" in p.message]
    assert found.message == (
        "opens the opening box with 2 points, what to read first, the reading time "
        "where docs/id/p.md:3 opens the opening box with 3 points, what to read first, the reading time"
    )
