"""Status: every translation's state, and what changed in the source of the stale ones; with
`--mark`, record a translation as fresh (`nox -s translations -- --help` lists the options).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from autograd_site.languages import DOCS_DIR, LANGUAGES, SOURCE
from autograd_site.page.paths import display
from autograd_site.page.reader import decode, front_matter_problems, read_page
from autograd_site.translate.check import comment_problems_of, problems_of, shown_examples
from autograd_site.translate.freshness import (
    FRESH,
    MISSING,
    STALE,
    TRANSLATION_SECTIONS_KEY,
    mark_fresh,
    page_text,
    recorded_hash,
    recorded_sections,
    section_titles,
    sections_not_updated,
    stale_sections,
    state,
    untouched_since_marked,
)
from autograd_site.translate.history import diff_since
from autograd_site.translate.pairs import PagePair, orphans, page_pairs, parse_label
from autograd_site.translate.parity import mostly_untranslated
from autograd_site.translate.structure import BROKEN, structure_problems

ORPHAN = "orphan"  # a translation whose source page is gone; parity fails on it too
UNTRANSLATED = "untranslated"  # the source copied there (the guide's first step), not translated yet


@dataclass(frozen=True)
class Row:
    pair: PagePair
    state: str
    note: str


def rows(docs_dir: Path = DOCS_DIR) -> list[Row]:
    found = []
    for pair in page_pairs(docs_dir):
        current = state(pair)
        if current == MISSING:
            note = f"readers of /{pair.language.code}/ get {display(pair.source)}"
        elif current == STALE and mostly_untranslated(pair):
            current = UNTRANSLATED
            note = f"{display(pair.translation)} is mostly {SOURCE.english_name}: `nox -s check -- {pair.label}` lists what to translate"
        elif current == STALE:
            text = page_text(pair.translation)
            recorded = recorded_hash(text)
            note = f"source changed since {recorded}" if recorded else "no source_hash recorded"
            changed = stale_sections(text, page_text(pair.source))
            if recorded and changed:
                note += " in " + ", ".join(f"#{anchor}" for anchor in changed)
        else:
            note = ""
        if current != MISSING and (broken := structure_problems(pair)):  # never "fresh" while it renders otherwise
            more = f" (and {len(broken) - 1} more)" if len(broken) > 1 else ""
            current, note = BROKEN, f"its structure differs from its source's: {broken[0]}{more}"
        found.append(Row(pair, current, note))
    found += [Row(pair, ORPHAN, f"{display(pair.source)} does not exist") for pair in orphans(docs_dir)]
    return found


def table(found: list[Row]) -> str:
    cells = [("page", "language", "state", "note")] + [(row.pair.name, row.pair.language.code, row.state, row.note) for row in found]
    widths = [max(len(cell[i]) for cell in cells) for i in range(3)]
    return "\n".join(("  ".join(cell[i].ljust(widths[i]) for i in range(3)) + "  " + cell[3]).rstrip() for cell in cells)


def summary(found: list[Row]) -> str:
    counts = {name: sum(row.state == name for row in found) for name in (FRESH, STALE, UNTRANSLATED, BROKEN, MISSING, ORPHAN)}
    shown = [f"{count} {name}" for name, count in counts.items() if count or name not in (ORPHAN, UNTRANSLATED, BROKEN)]
    return "translations: " + ", ".join(shown)


def report(found: list[Row]) -> str:
    parts = [table(found), "", summary(found)]
    for row in found:
        if row.state == STALE:
            recorded = recorded_hash(page_text(row.pair.translation))
            diff = diff_since(row.pair.source, recorded, row.pair.translation, row.pair.language.code)[1].rstrip("\n")
            then = f"Once {display(row.pair.translation)} follows these changes: `nox -s translations -- --mark {row.pair.label}`"
            parts += ["", f"== {row.pair.label} (stale) ==", diff, then]
    return "\n".join(parts)


ALL_SECTIONS = "all"  # `--unchanged` without anchors: the whole source change needs no translation


def not_updated(pair: PagePair, text: str, unchanged: list[str]) -> list[str]:
    """Why a stale translation was not updated for its source's change: each changed source
    section whose translation did not change (named, with the option that accepts it), or,
    where the sections are unknown, the whole page left untouched."""
    if ALL_SECTIONS in unchanged:
        return []
    source_text = page_text(pair.source)
    marked = recorded_sections(text, TRANSLATION_SECTIONS_KEY)
    if marked is None or recorded_sections(text) is None:
        if not untouched_since_marked(text):
            return []
        return [
            f"{display(pair.source)} changed since this translation was marked, and the translation has not: "
            "update it (`nox -s translations` shows the source diff), or if the change needs no translation "
            f"(a typo fix in the source), `nox -s translations -- --mark {pair.label} --unchanged`"
        ]
    accepted = {anchor.lstrip("#") for anchor in unchanged}
    titles = section_titles(text)
    return [
        f"#{anchor} ({titles.get(anchor, anchor)}) changed in {display(pair.source)} since this translation was marked, "
        f"and its translation has not: update it (`nox -s translations` shows the source diff), or if that change needs "
        f"no translation, `nox -s translations -- --mark {pair.label} --unchanged '#{anchor}'`"
        for anchor in sections_not_updated(text, source_text, marked)
        if anchor not in accepted
    ]


def refusal(pair: PagePair, unchanged: list[str]) -> list[str]:
    """Why a translation may not be marked fresh now: what `check` finds wrong in it, or a
    source change it was not updated for, section by section (unless `unchanged` names the
    section, or is ALL_SECTIONS)."""
    if not pair.translation.is_file():
        return []  # mark_fresh names the missing file
    unreadable = [str(problem) for path in (pair.translation, pair.source) for problem in decode(path)[2]]
    unreadable += [str(problem) for problem in front_matter_problems(read_page(pair.translation, language=pair.language))]
    if unreadable:  # its bytes, its front matter (which marking writes): fixed first
        return unreadable
    reasons = problems_of(pair)
    if state(pair) == STALE:
        reasons += not_updated(pair, page_text(pair.translation), unchanged)
    return reasons


def mark(labels: list[str], docs_dir: Path = DOCS_DIR, unchanged: list[str] | None = None) -> int:
    """Mark translations fresh; refused while a translation does not match its source."""
    failed = False
    for label in labels:
        try:
            pair = parse_label(label, docs_dir)
            reasons = refusal(pair, unchanged or [])
            if reasons:
                print(f"not marked: {display(pair.translation)} is not ready to be marked fresh:", *reasons, sep="\n  ")
                failed = True
                continue
            print(f"marked fresh: {display(pair.translation)} (source_hash {mark_fresh(pair)})")
        except (ValueError, FileNotFoundError) as error:
            print(f"not marked: {error}")
            failed = True
    return 1 if failed else 0


def main(argv: list[str] | None = None, docs_dir: Path = DOCS_DIR) -> int:
    parser = argparse.ArgumentParser(prog="nox -s translations --", description="The state of every translation.")
    parser.add_argument("--strict", action="store_true", help="exit 1 unless every translation is fresh (CI on main)")
    parser.add_argument("--mark", nargs="+", metavar="LANG/PAGE.md", help="record that these translations match their source now")
    parser.add_argument(
        "--unchanged",
        nargs="*",
        metavar="#ANCHOR",
        help="with --mark: the source changed in these sections (none named: anywhere), and their translation needs no change",
    )
    args = parser.parse_args(argv)
    if args.mark:
        unchanged = None if args.unchanged is None else (args.unchanged or [ALL_SECTIONS])
        return mark(args.mark, docs_dir, unchanged)
    found = rows(docs_dir)
    print(report(found))
    shown = shown_examples(docs_dir.glob(f"{SOURCE.code}/*.md"), SOURCE)  # every page's examples, in every language:
    comments = [problem for language in LANGUAGES for problem in comment_problems_of(language, shown, docs_dir)]
    if comments:  # a comment without a current translation, which a reader would see in English
        heading = f"comments: {len(comments)} without a current translation (docs/<lang>/comments/<topic>.toml):"
        print("", heading, *comments[:MOST_COMMENTS], sep="\n")
        if len(comments) > MOST_COMMENTS:
            print(f"... and {len(comments) - MOST_COMMENTS} more")
    return 1 if args.strict and (any(row.state != FRESH for row in found) or comments) else 0


MOST_COMMENTS = 40  # listed; the rest counted


if __name__ == "__main__":
    sys.exit(main())
