"""Check: everything a translator can verify without torch, in seconds.

    python -m autograd_site.translate.check                    every translated page
    python -m autograd_site.translate.check ru/backward.md     the pages named

For each translated page: parity with its source (landmarks, the rendered structure
(translate/structure.py), claimed outputs, untranslated
prose), spelling and the glossary's avoided terms, the bad input verify reports, every
quote in the prose against the outputs the page claims, and freshness. Running the
examples is not needed for a translation: parity makes its claimed outputs equal to the source's, and CI verifies the
source's with torch. Nothing here imports torch (tests/translate/test_check.py runs it
where torch cannot be imported).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from autograd_site.languages import DOCS_DIR
from autograd_site.page.paths import display
from autograd_site.translate.freshness import STALE, recorded_hash, stale_sections, state
from autograd_site.translate.pairs import PagePair, page_pairs, parse_label
from autograd_site.translate.parity import check_pair, mostly_untranslated, untranslated_lines
from autograd_site.translate.spelling import page_problems
from autograd_site.translate.structure import structure_problems
from autograd_site.verify.collect import collect_page, find_quotes
from autograd_site.verify.compare import check_quote


def claim_problems(pair: PagePair) -> list[str]:
    """What verify finds in the translation without running it: its bad input (an output
    block with no code above it, a missing include...), and quotes in its prose that none of
    its claimed outputs contains."""
    page = collect_page(pair.translation)
    claimed = [example.claim.body for example in page.examples if example.claim is not None]
    claimed += [example.code.source for example in page.examples if example.claim is None]  # doctests
    quotes = find_quotes(page.text, page.path, pair.language, page.fences)  # in the pair's quotation marks
    found = [*page.problems, *(problem for quote in quotes if (problem := check_quote(quote, claimed)))]
    return [str(problem) for problem in found]


def problems_of(pair: PagePair) -> list[str]:
    if not pair.translation.is_file():
        return [f"{display(pair.translation)}: missing: copy {display(pair.source)} there and translate it"]
    parity = check_pair(pair)
    found = [str(problem) for problem in parity + structure_problems(pair, besides=parity)]
    found += page_problems(pair.translation, pair.language, untranslated_lines(pair))
    found += claim_problems(pair)
    if state(pair) == STALE:
        text = pair.translation.read_text(encoding="utf-8")
        if recorded_hash(text) is None:
            found.append(
                f"{display(pair.translation)}: not marked: no source_hash recorded; once it is translated, "
                f"`nox -s translations -- --mark {pair.label}` records the source version it follows"
            )
        else:
            changed = stale_sections(text, pair.source.read_text(encoding="utf-8"))
            where = " in " + ", ".join(f"#{anchor}" for anchor in changed) if changed else ""
            found.append(
                f"{display(pair.translation)}: stale: its source changed{where} since it was marked "
                f"(`nox -s translations` shows what changed); once the translation follows it: "
                f"`nox -s translations -- --mark {pair.label}`"
            )
    return found


MOST_SHOWN = 30  # problems listed per page: a page copied and not yet translated has hundreds


def shown(found: list[str], pair: PagePair) -> list[str]:
    """The first MOST_SHOWN problems of a page, then how many more (and why, when most of the
    page is untranslated)."""
    if len(found) <= MOST_SHOWN:
        return found
    rest = f"… and {len(found) - MOST_SHOWN} more"
    if mostly_untranslated(pair):
        rest += ": the page is mostly untranslated"
    return [*found[:MOST_SHOWN], rest]


def main(argv: list[str] | None = None, docs_dir: Path = DOCS_DIR) -> int:
    parser = argparse.ArgumentParser(prog="nox -s check --", description="Check translations without torch.")
    parser.add_argument("pages", nargs="*", metavar="LANG/PAGE.md", help="translated pages (default: all)")
    args = parser.parse_args(argv)
    try:
        pairs = [parse_label(label, docs_dir) for label in args.pages] or page_pairs(docs_dir)
    except ValueError as error:
        print(f"check: {error}", file=sys.stderr)
        return 2
    failed = 0
    for pair in pairs:
        found = problems_of(pair)
        print(f"{'ok  ' if not found else 'FAIL'} {pair.label}")
        for problem in shown(found, pair):
            print(f"  {problem}")
        failed += bool(found)
    print(f"check: {len(pairs) - failed} of {len(pairs)} translated pages pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
