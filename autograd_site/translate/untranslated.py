"""Untranslated: prose that is not in the translation's language, or is the source's own.

A paragraph of prose (as spelling sees it) fails when fewer than a quarter of its letters,
its links' text aside, are in the language's alphabet (untranslated prose scores near zero,
translated prose full of English names well above), or when it is a source paragraph word
for word. Every output block carries the language's title.
"""

from __future__ import annotations

import itertools
import re

from autograd_site.languages import SOURCE, Language
from autograd_site.page.model import Page, Problem
from autograd_site.page.paths import display
from autograd_site.translate.spelling import prose_lines

OUTPUT_LANG = "output"

MIN_LETTERS = 24  # shorter paragraphs (a heading of code names, a list item) prove nothing
MOST_REPORTED = 5  # a page copied whole would list every paragraph: name a few and count
LEAST_SHARE = 0.25  # of a paragraph's letters in the language's own alphabet


def paragraphs(page: Page, without_links: bool = False) -> list[tuple[int, int, str]]:
    """(first line, last line, words) of each run of non-blank prose lines; `without_links`
    also blanks the text of links."""
    numbered = enumerate(prose_lines(page, without_links), start=1)
    runs = [list(run) for filled, run in itertools.groupby(numbered, key=lambda item: bool(item[1].strip())) if filled]
    return [(run[0][0], run[-1][0], " ".join(" ".join(line for _, line in run).split())) for run in runs]


def letters(text: str) -> int:
    return sum(map(str.isalpha, text))


def share_in(text: str, language: Language) -> float:
    own = len(re.findall(f"[{language.alphabet}]", text))
    return own / max(letters(text), 1)


def untranslated(source: Page, translation: Page, language: Language, most: int | None = MOST_REPORTED) -> list[Problem]:
    """The translation's untranslated paragraphs (the first `most`, then how many more; None:
    every one), and output blocks that keep another language's title."""
    titled = f"on {language.english_name} pages it is titled {language.output_title!r}"
    problems = [
        Problem(translation.path, fence.line, f"output block titled {fence.attrs.get('title', '')!r}: {titled}")
        for fence in translation.fences
        if fence.lang == OUTPUT_LANG and fence.attrs.get("title", language.output_title) != language.output_title
    ]
    prose = [problem for _, problem in untranslated_paragraphs(source, translation, language)]
    if most is not None and len(prose) > most:
        more = Problem(translation.path, prose[most].line, f"and {len(prose) - most} more untranslated paragraphs after this line")
        prose = [*prose[:most], more]
    return problems + prose


def untranslated_paragraphs(source: Page, translation: Page, language: Language) -> list[tuple[range, Problem]]:
    """Every paragraph of the translation in another language or copied from the source: its
    lines, and the problem that names it."""
    source_lines = {text: line for line, _, text in paragraphs(source) if letters(text) >= MIN_LETTERS}
    words = {line: text for line, _, text in paragraphs(translation, without_links=True)}
    found = []
    for line, end_line, text in paragraphs(translation):
        judged = words.get(line, "")
        if letters(judged) < MIN_LETTERS:
            continue  # links alone (a list of references) are the same in every language
        if text in source_lines and language is not SOURCE:
            message = f"this paragraph is word for word {display(source.path)}:{source_lines[text]}: translate it"
        elif share_in(judged, language) < LEAST_SHARE:
            percent = round(100 * share_in(judged, language))
            message = f"this paragraph is not in {language.english_name} ({percent}% of its letters are): translate it"
        else:
            continue
        found.append((range(line, end_line + 1), Problem(translation.path, line, message)))
    return found
