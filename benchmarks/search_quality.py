"""What a stuck reader gets from the site's search, per language: the queries of
benchmarks/search_queries.toml (PyTorch's error messages as the course quotes them, older
wordings of some, questions in the reader's own words) typed into the built site's search box
in Chromium (Playwright and Debian's chromium, as the browser tests).

    .nox/site-env/bin/python benchmarks/search_quality.py [--site site] [--verbose] [--corpus] [--node] [--pause MS]

(--node: the same ranking computed by the site's worker under node, without the browser, in
about 20 s: for trying a change of the worker or the index; the figures of record are the
browser's.)

Prints, per language: the right section first, within the first three, queries without
results, console errors (the search worker's warnings included), links with an empty ?h=,
the time from the last key to the first result (a fresh page each query, the box clicked as it
loads or --pause ms later: the index, fetched once the page has loaded, may still be building),
the time from the load event to the index built, and the bytes the browser fetched for its first
search.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograd_site.languages import Language  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.browser.search_quality import Query, corpus, measure, queries  # noqa: E402
from tests.browser.static_host import serve  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (nox -s docs)")
    parser.add_argument("--verbose", action="store_true", help="every query's first three results")
    parser.add_argument(
        "--corpus", action="store_true", help="the stuck-reader corpus (data/questions.json) instead of search_queries.toml"
    )
    parser.add_argument(
        "--node",
        action="store_true",
        help="the queries through the site's search worker under node, no browser (the same ranking, ~20 s; no timings)",
    )
    parser.add_argument(
        "--pause",
        type=float,
        default=0,
        help="ms the reader stays on the loaded page before clicking the search box (default 0: at once)",
    )
    args = parser.parse_args()
    if not (args.site / "index.html").is_file():
        sys.exit(f"{args.site}: no built site (run nox -s docs first)")
    if args.node:
        return without_browser(args.site, args.verbose, corpus if args.corpus else queries)
    from playwright.sync_api import sync_playwright

    with serve(args.site) as base_url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            summaries = measure(browser, base_url, asked=corpus if args.corpus else None, pause=args.pause)
        finally:
            browser.close()
    for summary in summaries:
        print("\n".join(summary.lines()))
        if args.verbose:
            for outcome in summary.outcomes:
                mark = "ok " if outcome.first else "top3" if outcome.top3 else "MISS"
                print(f"  {mark} {outcome.milliseconds:5.0f} ms {outcome.query.text[:60]!r} -> {', '.join(outcome.results[:3])}")


def without_browser(site: Path, verbose: bool, asked_in: Callable[[Language], list[Query]]) -> None:
    """The queries' first/top three per language as the browser measures them (the ranking is
    the worker's, the folding Material's: tests/search_lang/material_worker.js), to try a change
    of the worker or the index without a browser on a busy machine."""
    from autograd_site.languages import LANGUAGES
    from tests.search_lang.test_search_worker import run_worker

    for language in LANGUAGES:
        asked = asked_in(language)
        results = run_worker(site, language, sorted({query.text for query in asked}), site_worker=True)["results"]
        first = top3 = 0
        for query in asked:
            seen = [where if "#" in where else where + "#" for where in results[query.text]["seen"]]
            first += bool(seen) and seen[0] in query.right
            top3 += any(where in query.right for where in seen[:3])
            if verbose and not (seen and seen[0] in query.right):
                print(f"  miss {query.source} {query.text[:60]!r}: want {query.expect}, got {', '.join(seen[:3])}")
        n = len(asked)
        print(f"{language.code}: right section first {first}/{n} ({100 * first / n:.0f}%), within top 3 {top3}/{n} ({100 * top3 / n:.0f}%)")


if __name__ == "__main__":
    main()
