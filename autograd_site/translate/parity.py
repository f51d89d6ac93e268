"""Parity: a translation keeps every landmark of its source page (see landmarks), and renders
its structure (translate/structure.py).

For each kind of landmark, the first divergence becomes a Problem naming the line in both
files. Headings, tables and admonitions are the structure check's: it aligns both pages, so
a deleted heading is one problem, not a mismatch of every heading after it. `check`, verify
(pytest_plugin.py), `--mark` and the live preview all call `check_pair`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from autograd_site.languages import SOURCE, Language
from autograd_site.page.model import Page, Problem
from autograd_site.page.paths import display
from autograd_site.page.reader import read_page
from autograd_site.translate.landmarks import ANCHORS, DISPLAY_MATH, EXAMPLES, OUTPUTS, Kind, Landmark, landmarks
from autograd_site.translate.pairs import PagePair
from autograd_site.translate.structure import compare_parts
from autograd_site.translate.untranslated import MOST_REPORTED, paragraphs, untranslated, untranslated_paragraphs


def first_divergence(
    kind: Kind, source: list[Landmark], translation: list[Landmark], source_path: Path, translation_path: Path
) -> Problem | None:
    """The first landmark of this kind that the translation does not keep, or None."""
    theirs = display(source_path)
    if kind.ordered:
        index = first_difference_at([s.key for s in source], [t.key for t in translation])
        if len(source) == len(translation) == index:
            return None
        s = source[index] if index < len(source) else None
        t = translation[index] if index < len(translation) else None
    else:  # the same landmarks, in any order: compare as multisets
        theirs_keys, ours_keys = Counter(landmark.key for landmark in source), Counter(landmark.key for landmark in translation)
        unmatched_source, unmatched_translation = theirs_keys - ours_keys, ours_keys - theirs_keys
        if not unmatched_source and not unmatched_translation:
            return None
        s = next((landmark for landmark in source if landmark.key in unmatched_source), None)
        t = next((landmark for landmark in translation if landmark.key in unmatched_translation), None)
        index = source.index(s) if s else len(source)
    if s and t:
        if kind is OUTPUTS:
            return output_divergence(s, t, theirs, translation_path)
        return Problem(translation_path, t.line, f"{t.what} where {theirs}:{s.line} {s.what}")
    if t:
        if not kind.ordered:
            return Problem(translation_path, t.line, f"{t.what} where {theirs} has no such {kind.singular}")
        last = f"its last is on line {source[-1].line}" if source else "it has none"
        return Problem(translation_path, t.line, f"{t.what} where {theirs} has no more {kind.name} ({last})")
    assert s is not None  # landmarks diverged and the translation has none left: the source has
    if not kind.ordered:  # point at the translation's landmark in about the same place
        line = translation[min(index, len(translation) - 1)].line if translation else 1
        return Problem(translation_path, line, f"lacks an {kind.singular}: {theirs}:{s.line} {s.what}")
    if index == 0:
        return Problem(translation_path, 1, f"has no {kind.name} where {theirs}:{s.line} {s.what}")
    previous = translation[index - 1].line
    return Problem(translation_path, previous, f"has no more {kind.name} after line {previous} where {theirs}:{s.line} {s.what}")


def output_divergence(s: Landmark, t: Landmark, theirs: str, translation_path: Path) -> Problem:
    """Two claimed outputs that differ: point at the first line that differs."""
    source_lines, translation_lines = s.key, t.key
    assert isinstance(source_lines, tuple) and isinstance(translation_lines, tuple)  # an output's key: its lines
    offset = first_difference_at(source_lines, translation_lines)

    def shown(lines: tuple[str, ...]) -> str:
        return repr(lines[offset]) if offset < len(lines) else "nothing more"

    message = f"claims {shown(translation_lines)} in an output block where {theirs}:{s.line + 1 + offset} claims {shown(source_lines)}"
    if offset < len(source_lines) and offset < len(translation_lines):
        message += "\n" + first_difference(translation_lines[offset], source_lines[offset])
    return Problem(translation_path, t.line + 1 + offset, message)


def first_difference_at(a: Sequence[object], b: Sequence[object]) -> int:
    """The first index where two sequences differ (the shorter one's length if one starts the other)."""
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def first_difference(here: str, source: str) -> str:
    """Two lines one above the other, and a caret under the first character where they differ."""
    column = first_difference_at(here, source)
    return f"    here:   {here}\n    source: {source}\n            {' ' * column}^ column {column + 1}"


def quote_divergence(source: Page, translation: Page) -> Problem | None:
    """Quoted claims are matched by what they quote (PyTorch's words, never translated): the
    first quote of the source the translation lacks, with the section where it belongs; else
    the first the translation has and the source does not."""
    left = [quote.text for quote in translation.quotes]
    missing = []
    for quote in source.quotes:
        if quote.text in left:
            left.remove(quote.text)
        else:
            missing.append(quote)
    if missing:
        quote = missing[0]
        line, section = section_in(translation, section_of(source, quote.line))
        more = f" ({len(missing) - 1} more quote{'s' if len(missing) > 2 else ''} of the source lack one too)" if len(missing) > 1 else ""
        where = f"{display(source.path)}:{quote.line} quotes: quote it as the source does, in {section}{more}"
        return Problem(translation.path, line, f"has no quoted claim of `{quote.text}`, which {where}")
    extra = next((quote for quote in translation.quotes if quote.text in left), None)
    if extra is None:
        return None
    what = f"which {display(source.path)} does not quote: remove the quotation marks, or quote what the source quotes"
    return Problem(translation.path, extra.line, f"quotes `{extra.text}`, {what}")


def section_of(page: Page, line: int) -> str | None:
    """The anchor of the section holding a line (None: before the first anchored heading)."""
    anchors = [heading.anchor for heading in page.headings if heading.anchor and heading.line <= line]
    return anchors[-1] if anchors else None


def section_in(page: Page, anchor: str | None) -> tuple[int, str]:
    """The line of the section with that anchor in a page, and how a message names it."""
    heading = next((h for h in page.headings if anchor and h.anchor == anchor), None)
    if heading is None:
        return 1, "its introduction" if anchor is None else f"its section #{anchor}"
    return heading.line, f"its section #{anchor} ({heading.title}, line {heading.line})"


def missing_example(
    theirs: dict[Kind, list[Landmark]], ours: dict[Kind, list[Landmark]], source: Page, translation: Page
) -> Problem | None:
    """An example the translation lacks, all else in order: named with the section it belongs
    under, in both files ("missing example docs_src/backward/x.py (id:192), expected under
    #retain-graph"), rather than as a mismatch with the example that follows it."""
    source_examples, translated = theirs[EXAMPLES], ours[EXAMPLES]
    if len(source_examples) != len(translated) + 1:
        return None
    keys = [landmark.key for landmark in translated]
    for index, lost in enumerate(source_examples):
        if [landmark.key for landmark in source_examples[:index] + source_examples[index + 1 :]] == keys:
            section = next((a for a in reversed(theirs[ANCHORS]) if a.line < lost.line), None)
            here = next((a.line for a in ours[ANCHORS] if section and a.key == section.key), None)
            line = here or (translated[index - 1].line if index else 1)
            where = f"expected under #{section.key}" if section else "expected before the first section"
            what = lost.what.removeprefix("includes ")
            return Problem(translation.path, line, f"missing example {what} ({source.language.code}:{lost.line}), {where}")
    return None


STRUCTURE_ONLY = (ANCHORS,)  # compared by the structure check's alignment, not in order here
# The structure check's parts that a landmark kind compares by content already: a difference
# there is said by the landmark alone (a lost example: "missing example …", not also "lacks a
# python code block").
SAID_BY_LANDMARKS = {"code": (EXAMPLES, OUTPUTS), "diagram": (EXAMPLES,), "math": (DISPLAY_MATH,)}


def compare_pages(source: Page, translation: Page) -> list[Problem]:
    """Every kind's first divergence between two pages and every structural difference, in
    the translation's line order."""
    ours, theirs = landmarks(translation), landmarks(source)
    missing = missing_example(theirs, ours, source, translation)
    kinds = [kind for kind in theirs if kind not in STRUCTURE_ONLY]
    if missing:  # its claim is missing too: one problem, named as what the translator did
        kinds = [kind for kind in kinds if kind not in (EXAMPLES, OUTPUTS)]
        problems: list[Problem | None] = [missing]
    else:
        problems = []
    first = {kind: first_divergence(kind, theirs[kind], ours[kind], source.path, translation.path) for kind in kinds}
    diverged = {kind for kind, problem in first.items() if problem} | ({EXAMPLES, OUTPUTS} if missing else set())
    problems += first.values()
    problems.append(quote_divergence(source, translation))
    named = {p.line for p in problems if p}
    for part, problem in compare_parts(source, translation):
        if diverged.intersection(SAID_BY_LANDMARKS.get(part, ())) or (part in SAID_BY_LANDMARKS and problem.line in named):
            continue
        problems.append(problem)
    return sorted(dict.fromkeys(p for p in problems if p), key=lambda p: p.line)


def read_as(path: Path, language: Language) -> Page:
    return read_page(path, language=language)


def check_pair(
    pair: PagePair, read: Callable[[Path, Language], Page] = read_as, most_untranslated: int | None = MOST_REPORTED
) -> list[Problem]:
    """Parity of a translated page with its source; a translation without a source fails.
    `read` reads a page in a language (the verify run passes the pages it has read already);
    untranslated paragraphs: the first `most_untranslated` are named (None: all)."""
    if not pair.source.is_file():
        gone = f"translates {display(pair.source)}, which does not exist: rename or delete this page along with its source"
        return [Problem(pair.translation, 1, gone)]
    source, translation = read(pair.source, SOURCE), read(pair.translation, pair.language)
    if source.misread or translation.misread:  # compared, it would differ everywhere after: the page's own problem says it
        return []
    problems = compare_pages(source, translation) + untranslated(source, translation, pair.language, most_untranslated)
    return sorted(problems, key=lambda p: p.line)


def untranslated_lines(pair: PagePair, read: Callable[[Path, Language], Page] = read_as) -> set[int]:
    """The lines of the translation's paragraphs that are not translated yet: parity names
    them, so spelling does not check them again (hunspell's suggestions for a page of
    another language's words took a minute)."""
    if not pair.translation.is_file() or not pair.source.is_file():
        return set()
    source, translation = read(pair.source, SOURCE), read(pair.translation, pair.language)
    return {line for lines, _ in untranslated_paragraphs(source, translation, pair.language) for line in lines}


def mostly_untranslated(pair: PagePair) -> bool:
    """Whether most of the translation's prose lines are in untranslated paragraphs."""
    if not pair.translation.is_file():
        return False
    prose = sum(end - start + 1 for start, end, _ in paragraphs(read_as(pair.translation, pair.language)))
    return 2 * len(untranslated_lines(pair)) > prose
