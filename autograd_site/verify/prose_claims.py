"""Claims a page makes about itself, checked without running anything (by `collect_page`, so
verify, `nox -s check` and the live preview report them alike): its prose says no passage
twice, its listings show no code again (CONTRIBUTING), and each line pointer ("baris
ketiga", "в третьей строке") names a line the nearest output block above has (not checked
where that block is code), holding the value after its colon ("baris keempat: 0"), if any.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from autograd_site.page import prose
from autograd_site.page.model import Fence, Page, Problem

REPEATED_WORDS = 10
REPEATED_CODE_LINES = 10
OUTPUT_LANG = "output"
WORD = re.compile(r"\w+(?:[-'’]\w+)*")
INTERRUPTION = re.compile(r"[`$]|\\\(")  # code or math between two words of prose

# Ordinals up to ten, by the language's word for "line"; -1 is the last line.
ORDINALS = [*range(1, 11), -1]
INDONESIAN_ORDINALS = dict(
    zip("pertama kedua ketiga keempat kelima keenam ketujuh kedelapan kesembilan kesepuluh terakhir".split(), ORDINALS, strict=True)
)
# Russian ordinals by stem: every case and gender ending (третья, третьей, третью; четвёртой).
RUSSIAN_ORDINALS = dict(zip("перв втор трет четверт пят шест седьм восьм девят десят последн".split(), ORDINALS, strict=True))
RUSSIAN_ORDINAL = "(?P<ordinal>" + "|".join(stem.replace("е", "[её]") for stem in RUSSIAN_ORDINALS) + r")[а-яё]*"
# A line of something else (a table, the code, a traceback) is not an output's line.
NOT_OUTPUT = r"(?!\s+(?:tabel|kode|таблиц[а-яё]*|кода|программы)\b)"
POINTERS = {
    "id": re.compile(
        r"(?<![\w-])baris\s+(?:(?P<ordinal>" + "|".join(INDONESIAN_ORDINALS) + r")|ke-?(?P<number>\d+))(?![\w-])" + NOT_OUTPUT, re.I
    ),
    "ru": re.compile(r"(?<![\w-])" + RUSSIAN_ORDINAL + r"\s+строк[а-яё]*(?![\w-])" + NOT_OUTPUT, re.I),
}
# What follows a pointer's colon: a code span, or a number (or Python constant) as plain text;
# words after a colon continue the sentence ("baris terakhir: bila ...").
VALUE = re.compile(
    r"[ \t]*:[ \t]*(?:`(?P<code>[^`\n]+)`|(?P<plain>[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?|True|False|None))(?=[\s,;)]|\.(?:\s|$)|$)"
)


def prose_only(page: Page) -> str:
    """The page's prose: words only (prose.words), with tables and headings blanked as well."""
    lines = prose.words(page).split("\n")
    for n in [n for table in page.tables for n in range(table.line - 1, table.end_line)] + [h.line - 1 for h in page.headings]:
        lines[n] = " " * len(lines[n])
    return "\n".join(lines)


def prose_problems(page: Page) -> list[Problem]:
    """The checks on a page, its prose blanked once."""
    text = prose_only(page)
    return repeated_passages(page, text) + wrong_line_pointers(page, text) + repeated_code(page)


def repeated_code(page: Page) -> list[Problem]:
    """Each listing that shows again REPEATED_CODE_LINES or more consecutive lines (blank lines
    aside) of an earlier listing on the page, once, at its fence."""
    first_seen: dict[tuple[str, ...], int] = {}  # a run of lines -> the fence that showed it first
    problems = []
    for fence in page.fences:
        if fence.lang == OUTPUT_LANG or not fence.lang:
            continue
        shown = fence.expansion.source if fence.expansion is not None else fence.body
        lines = [line.rstrip() for line in shown.splitlines() if line.strip()]
        earlier = None
        for start in range(len(lines) - REPEATED_CODE_LINES + 1):
            run = tuple(lines[start : start + REPEATED_CODE_LINES])
            seen = first_seen.setdefault(run, fence.line)
            if seen != fence.line and earlier is None:
                earlier = seen
        if earlier is not None:
            message = f"shows again {REPEATED_CODE_LINES} or more lines the code block at line {earlier} showed: "
            message += "show only what this step adds (a snippet section or line range; CONTRIBUTING)"
            problems.append(Problem(page.path, fence.line, message))
    return problems


def repeated_passages(page: Page, text: str | None = None) -> list[Problem]:
    """Each passage of REPEATED_WORDS or more words that the page's prose says twice, once. A
    passage is a run of prose words: code or math between two words ends it (a summary may
    restate a rule around the same code, as the section it links to does)."""
    text = prose_only(page) if text is None else text
    words = list(WORD.finditer(text))
    breaks = [0] + [i for i, (a, b) in enumerate(itertools.pairwise(words), start=1) if INTERRUPTION.search(page.text, a.end(), b.start())]
    run_end = {}  # word index -> the end of its run of uninterrupted words
    for start, end in itertools.pairwise([*breaks, len(words)]):
        run_end.update(dict.fromkeys(range(start, end), end))
    keys = [word[0].lower() for word in words]
    first_seen: dict[tuple[str, ...], int] = {}
    problems = []
    previous: tuple[int, int] | None = None  # (earlier start, later start) of the last repeat found
    for start in range(len(words) - REPEATED_WORDS + 1):
        if start + REPEATED_WORDS > run_end[start]:
            continue
        shingle = tuple(keys[start : start + REPEATED_WORDS])
        earlier = first_seen.setdefault(shingle, start)
        if earlier == start or start - earlier < REPEATED_WORDS:
            continue  # its first occurrence, or a run that overlaps itself
        if previous is not None and previous == (earlier - 1, start - 1):
            previous = (earlier, start)  # the same passage, one word further
            continue
        previous = (earlier, start)
        first_line, line = prose.line_of(text, words[earlier].start()), prose.line_of(text, words[start].start())
        opening = " ".join(word[0] for word in words[start : start + 6])
        message = f"repeats a passage of line {first_line} (“{opening} …”, {REPEATED_WORDS} words or more): "
        problems.append(Problem(page.path, line, message + "say it once, and delete or reword the other"))
    return problems


@dataclass(frozen=True)
class Pointer:
    line: int
    text: str
    position: int  # 1-based; -1 the last line
    value: str | None


def pointers(page: Page, text: str) -> list[Pointer]:
    """The line pointers in the page's prose (`text`: its prose_only), with the value after their colon, if any."""
    pattern = POINTERS.get(page.language.code)
    if pattern is None:
        return []
    found = []
    for match in pattern.finditer(text):
        if match.groupdict().get("number"):
            position = int(match["number"])
        else:
            ordinal = match["ordinal"].lower().replace("ё", "е")
            stems = INDONESIAN_ORDINALS if page.language.code == "id" else RUSSIAN_ORDINALS
            position = next(value for stem, value in stems.items() if ordinal.startswith(stem))
        value = VALUE.match(page.text, match.end())  # the page's own text: the value may be code
        shown = value and (value["code"] or value["plain"])
        found.append(Pointer(prose.line_of(text, match.start()), " ".join(match[0].split()), position, shown or None))
    return found


def block_above(page: Page, line: int) -> Fence | None:
    """The nearest fenced block above a line: what a pointer there points into."""
    above = [fence for fence in page.fences if fence.end_line < line]
    return above[-1] if above else None


def wrong_line_pointers(page: Page, text: str) -> list[Problem]:
    """Each line pointer that names a line the nearest output above lacks, or a value that line
    does not hold (`text`: the page's prose_only)."""
    problems = []
    for pointer in pointers(page, text):
        output = block_above(page, pointer.line)
        if output is None:
            problems.append(Problem(page.path, pointer.line, f"{pointer.text!r} points at an output line, but no output block is above it"))
            continue
        if output.lang != OUTPUT_LANG:
            continue  # a line of the code above ("`+=` in its last line"), not of an output
        lines = page.text[output.body_start : output.body_end].rstrip("\n").split("\n")
        index = len(lines) - 1 if pointer.position == -1 else pointer.position - 1
        where = f"the output above (line {output.line})"
        if index >= len(lines):
            problems.append(Problem(page.path, pointer.line, f"{pointer.text!r}: {where} has {len(lines)} lines"))
        elif pointer.value is not None and pointer.value not in lines[index]:
            message = f"{pointer.text!r}: {pointer.value!r} is not on that line of {where}, which is {lines[index]!r}"
            problems.append(Problem(page.path, pointer.line, message + nearest_holding(lines, pointer.value)))
    return problems


def nearest_holding(lines: list[str], value: str) -> str:
    holding = [number for number, line in enumerate(lines, start=1) if value in line]
    return f"; it is on line {', '.join(map(str, holding))}" if holding else ""
