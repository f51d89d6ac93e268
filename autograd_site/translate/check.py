"""Check: everything a translator can verify without torch, in seconds.

    python -m autograd_site.translate.check                    every translated page
    python -m autograd_site.translate.check ru/backward.md     the pages named

For each translated page: parity, spelling, verify's bad input and quotes, comments and
freshness, in line order. Nothing here imports torch (tests/translate/test_check.py runs it
where torch cannot be imported): parity makes the claimed outputs equal to the source's,
and CI verifies the source's with torch.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from autograd_site.comments import TranslationError
from autograd_site.comments import problems as comment_problems
from autograd_site.languages import DOCS_DIR, SOURCE, Language
from autograd_site.page.paths import display
from autograd_site.page.reader import front_matter_problems, read_page
from autograd_site.translate.freshness import (
    STALE,
    TRANSLATION_SECTIONS_KEY,
    page_text,
    recorded_hash,
    recorded_sections,
    section_titles,
    sections,
    sections_not_updated,
    stale_sections,
    state,
    without_front_matter,
    words_hash,
)
from autograd_site.translate.history import anchors, diff_since, head_version, hunks_by_section
from autograd_site.translate.pairs import PagePair, page_pairs, parse_label, unexpected
from autograd_site.translate.parity import check_pair, mostly_untranslated, untranslated_lines
from autograd_site.translate.spelling import page_problems
from autograd_site.verify.collect import collect_page
from autograd_site.verify.compare import check_quote


def shown_examples(pages: Iterable[Path], language: Language) -> list[Path]:
    """The example files the pages show (their includes and setups)."""
    models = [read_page(page, language=language) for page in pages]
    return sorted({file for m in models for fence in m.fences for part in (fence.expansion, fence.setup) if part for file in part.files})


def comment_problems_of(language: Language, examples: list[Path], docs_dir: Path) -> list[str]:
    """The comments of these examples that have no current translation in `language`
    (autograd_site/comments.py), or an unreadable translations file."""
    try:
        return [str(problem) for problem in comment_problems(language, examples, docs_dir)]
    except TranslationError as error:
        return [str(error)]


def claim_problems(pair: PagePair) -> list[str]:
    """What verify finds in the translation without running it: its bad input (an output
    block with no code above it, a missing include...), and quotes in its prose that none of
    its claimed outputs contains. The source's claims count too: a claim the translation
    broke (a changed number, a lost include) is parity's one problem, not also each quote of it."""
    page = collect_page(pair.translation)
    pages = [page, collect_page(pair.source)] if pair.source.is_file() else [page]
    claimed = [example.claim.body for each in pages for example in each.examples if example.claim is not None]
    claimed += [example.code.source for each in pages for example in each.examples if example.claim is None]  # doctests
    quotes = read_page(page.path, page.text, pair.language).quotes  # in the pair's quotation marks
    found = [*page.problems, *(problem for quote in quotes if (problem := check_quote(quote, claimed)))]
    return [str(problem) for problem in found]


def problems_of(pair: PagePair) -> list[str]:
    """What is wrong in the translation itself (freshness apart: `freshness_of`)."""
    if not pair.translation.is_file():
        return [f"{display(pair.translation)}: missing: copy {display(pair.source)} there and translate it"]
    misread = read_page(pair.translation, language=pair.language).misread
    if misread:  # the rest of the page reads as something else: its other problems would be that
        return [str(problem) for problem in misread]
    found = [str(problem) for problem in check_pair(pair, most_untranslated=None)]  # structure included
    named = {place(problem)[0] for problem in found}  # a glossary's table cut short: the structure's message says it
    spelled = page_problems(pair.translation, pair.language, untranslated_lines(pair))
    found += [p for p in spelled if place(p)[0] not in named or " table " not in p]
    found += claim_problems(pair)
    examples = shown_examples([pair.translation], pair.language)
    found += comment_problems_of(pair.language, examples, pair.translation.parents[1])  # the examples' comments in its language
    return folded(sorted(found, key=place))


LOCATED = re.compile(r"^(?P<path>.+?):(?P<line>\d+)(?::(?P<column>\d+))?: (?P<message>.*)$", re.S)


def place(problem: str) -> tuple[int, int]:
    """(line, column) of a problem in its page; (0, 0) for one about the whole page."""
    found = LOCATED.match(problem)
    return (int(found["line"]), int(found["column"] or 0)) if found else (0, 0)


QUOTED = re.compile(r"'[^']*'")


def kind(problem: str) -> str:
    """What a problem says, whatever its place and word: its message with every number and
    quoted word blanked (the 17 output blocks titled as the source's, the paragraphs copied
    from source lines, the Indonesian words left)."""
    found = LOCATED.match(problem)
    return re.sub(r"\d+", "#", QUOTED.sub("'…'", found["message"])) if found else problem


FOLD_FROM = 3  # problems of one kind said once, with where the others are
MOST_LISTED = 8


def folded(found: list[str]) -> list[str]:
    """The problems in their order; a kind that comes FOLD_FROM times or more said once, at
    its first place, with how many more there are and where (and the word, where it varies)."""
    kinds: dict[str, list[str]] = {}
    for problem in found:
        kinds.setdefault(kind(problem), []).append(problem)
    result = []
    for problem in found:
        same = kinds[kind(problem)]
        if len(same) < FOLD_FROM:
            result.append(problem)
        elif same[0] is problem:
            varies = len({tuple(QUOTED.findall(other)) for other in same}) > 1
            where = [(f"{QUOTED.findall(other)[0]} at " if varies else "") + str(place(other)[0]) for other in same[1:]]
            listed = ", ".join(where[:MOST_LISTED]) + (", …" if len(where) > MOST_LISTED else "")
            result.append(f"{problem} (and {len(where)} more like it{': ' if varies else ', at lines '}{listed})")
    return result


def copied_source(pair: PagePair) -> str | None:
    """The leading line for a translation that is its source copied, or mostly untranslated
    (then its problems are that, paragraph by paragraph); None for any other page."""
    text, source_text = page_text(pair.translation), page_text(pair.source)
    if words_hash(without_front_matter(text)) == words_hash(without_front_matter(source_text)):
        restore = (
            f"restore it with `git checkout {display(pair.translation)}`, or translate it"
            if head_version(pair.translation) not in (None, text)
            else "translate it"
        )
        return f"{display(pair.translation)} is the {SOURCE.english_name} source: {restore}"
    if mostly_untranslated(pair):
        return f"{display(pair.translation)} is mostly untranslated: translate the paragraphs below"
    return None


@dataclass(frozen=True)
class Freshness:
    lines: list[str]  # nothing for a fresh page
    ready: bool  # stale, and every changed source section is updated: `--mark` is what is left


def freshness_of(pair: PagePair, other_problems: bool = False) -> Freshness:
    """For a stale translation, each source section changed since it was marked, its diff
    hunks and state ("updated", "not yet"), then the sections left, or the `--mark` command."""
    if not pair.translation.is_file() or state(pair) != STALE or front_matter_problems(read_page(pair.translation)):
        return Freshness([], ready=False)  # (front matter that cannot be read: that problem says so)
    mark = f"`nox -s translations -- --mark {pair.label}`"
    text, source_text = page_text(pair.translation), page_text(pair.source)
    recorded = recorded_hash(text)
    if recorded is None:
        why = f"not marked: no source_hash recorded; once it is translated, {mark} records the source version it follows"
        return Freshness([f"{display(pair.translation)}: {why}"], ready=False)
    changed = stale_sections(text, source_text)
    if not changed:  # marked before section hashes were recorded
        why = "stale: its source changed since it was marked (`nox -s translations` shows what changed)"
        return Freshness([f"{display(pair.translation)}: {why}; once the translation follows it: {mark}"], ready=False)
    marked = recorded_sections(text, TRANSLATION_SECTIONS_KEY)
    pending = sections_not_updated(text, source_text, marked) if marked is not None else None
    old, diff = diff_since(pair.source, recorded, pair.translation, pair.language.code)
    hunks = hunks_by_section(diff, old.text, source_text) if old is not None else {}
    titles = {**section_titles(source_text), **section_titles(text)}
    where = {anchor: f", {pair.language.code}:{line}" for line, anchor in anchors(text)}
    count = f"{len(changed)} section{'s' if len(changed) > 1 else ''}"
    lines = [f"{display(pair.translation)}: stale: its source changed in {count} since it was marked:"]
    if old is None:
        lines.append(f"  {diff}")
    for anchor in changed:
        if anchor not in sections(source_text):
            now = "removed from the source: remove it from the translation"
        elif pending is None:
            now = "compare it: the translation as marked is not known"
        else:
            now = "not yet" if anchor in pending else "updated"
        lines.append(f"  #{anchor} ({titles.get(anchor, anchor)}{where.get(anchor, '')}): {now}")
        lines += [f"      {line}" for hunk in hunks.get(anchor, []) for line in hunk.splitlines()]
    if pending:
        still = ", ".join(f"#{anchor}" for anchor in pending)
        lines.append(f"  still to update: {still}; then {mark}")
    elif pending == [] and other_problems:
        lines.append(f"  every changed section is updated; once the problems above are fixed: {mark}")
    elif pending == []:
        lines.append(f"  ready to mark: every changed section is updated; record it with {mark}")
    return Freshness(lines, ready=pending == [])


MOST_SHOWN = 30  # problems listed per page: a page copied and not yet translated has hundreds


def shown(found: list[str]) -> list[str]:
    if len(found) <= MOST_SHOWN:
        return found
    return [*found[:MOST_SHOWN], f"… and {len(found) - MOST_SHOWN} more"]


def main(argv: list[str] | None = None, docs_dir: Path = DOCS_DIR) -> int:
    parser = argparse.ArgumentParser(prog="nox -s check --", description="Check translations without torch.")
    parser.add_argument("pages", nargs="*", metavar="LANG/PAGE.md", help="translated pages (default: all)")
    args = parser.parse_args(argv)
    pairs, wrong = [], []
    for label in args.pages:
        try:
            pairs.append(parse_label(label, docs_dir))
        except ValueError as error:  # said, and the other pages named are checked
            wrong.append(f"check: {error}")
    pairs = pairs if args.pages else page_pairs(docs_dir)
    for line in wrong:
        print(line, file=sys.stderr)
    if wrong and not pairs:
        return 2
    failed = ready = 0
    for pair in pairs:
        try:
            found = problems_of(pair)
            freshness = freshness_of(pair, bool(found))
            leading = copied_source(pair) if found and pair.translation.is_file() and pair.source.is_file() else None
        except Exception as error:  # noqa: BLE001  (a page the checks did not foresee: said in one line, the others checked)
            found, freshness, leading = [f"{display(pair.translation)}:1: {unexpected(error)}"], Freshness([], ready=False), None
        if leading:  # what is left to do is translating it: its freshness says nothing yet
            found, freshness = [leading, *found], Freshness([], ready=False)
        outcome = "ok  " if not found and not freshness.lines else "ready" if not found and freshness.ready else "FAIL"
        print(f"{outcome} {pair.label}")
        for problem in [*shown(found), *freshness.lines]:
            print(f"  {problem}")
        failed += outcome == "FAIL"
        ready += outcome == "ready"
    waiting = f", {ready} of them ready to mark (`nox -s translations -- --mark` with the page)" if ready else ""
    print(f"check: {len(pairs) - failed} of {len(pairs)} translated pages pass{waiting}")
    if wrong:
        return 2
    return 1 if failed else 0  # a page ready to mark has nothing wrong: marking it is the next step


if __name__ == "__main__":
    sys.exit(main())
