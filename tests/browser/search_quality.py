"""What a stuck reader gets from the site's search, measured in the real page: the queries of
benchmarks/search_queries.toml typed into the search box of each language's home page, the
results read off the list as the reader sees it.

Used by benchmarks/search_quality.py (the figures) and tests/browser/test_search_quality.py
(the bar the issue sets).
"""

from __future__ import annotations

import json
import re
import statistics
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from autograd_site.languages import LANGUAGES, Language

QUERIES = Path(__file__).resolve().parents[2] / "benchmarks" / "search_queries.toml"
# The stuck-reader corpus: real questions from public threads, each with the section that
# answers it (data/questions.json; its README says how it was collected).
CORPUS = Path(__file__).resolve().parents[2] / "data" / "questions.json"


@dataclass(frozen=True)
class Query:
    text: str
    expect: str  # page/#anchor under the language's root ("page/" for a page's top)
    also: tuple[str, ...] = ()
    kind: str = "message"  # or "question"
    older: bool = False
    source: str = ""  # the corpus item's id

    @property
    def right(self) -> set[str]:
        return {self.expect, *self.also}


def address(answer: str) -> str:
    """A page's section as the corpus names it (`backward.md#non-scalar`) -> as a result
    link reads under the language's root (`backward/#non-scalar`)."""
    page, _, anchor = answer.partition("#")
    stem = page.removesuffix(".md")
    return f"{'' if stem == 'index' else stem + '/'}#{anchor}"


def corpus(language: Language, path: Path = CORPUS) -> list[Query]:
    """The corpus's questions for a language: a pasted message as it was pasted, a question in
    the reader's words in the language's own."""
    found = []
    for item in json.loads(path.read_text(encoding="utf-8")):
        text = item["query"][language.code]
        kind = "message" if item["kind"] == "message" else "question"
        found.append(Query(text, address(item["answer"]), tuple(address(a) for a in item.get("also", ())), kind, source=item["id"]))
    return found


def queries(language: Language, path: Path = QUERIES) -> list[Query]:
    """The benchmark's queries for a language: every message, and the language's questions."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    found = []
    for kind in ("message", "question"):
        for entry in data.get(kind, []):
            if kind == "question" and entry["language"] != language.code:
                continue
            if "#" not in entry["expect"]:
                raise ValueError(f"{path}: {entry['query']!r}: expect must be page/#anchor, not {entry['expect']!r}")
            found.append(Query(entry["query"], entry["expect"], tuple(entry.get("also", ())), kind, entry.get("older", False)))
    return found


@dataclass
class Outcome:
    query: Query
    results: list[str]  # page/#anchor, in the order the reader sees them ranked
    milliseconds: float  # from the last key to the first result (or the "no result" line), typed as the box gets focus
    warm: float  # the same once the index is loaded: the query typed again
    empty_highlight: int = 0  # result links whose ?h= is empty
    errors: list[str] = field(default_factory=list)
    ready: float | None = None  # from the page's load event to the search worker's index built (a fresh page)

    @property
    def first(self) -> bool:
        return bool(self.results) and self.results[0] in self.query.right

    @property
    def top3(self) -> bool:
        return any(result in self.query.right for result in self.results[:3])

    @property
    def rank(self) -> int | None:
        return next((n for n, result in enumerate(self.results, 1) if result in self.query.right), None)


# Ranked as shown: Material lists a page per item, its sections under it; within an item the
# reader's eye goes to the highest-scored entry (the page's own entry is listed first, and
# shows its text only when it is the best). A section folded under "N more on this page" is
# not seen: it is not a result the reader gets.
RANKED = """
() => {
  const ranked = [];
  for (const item of document.querySelectorAll("li.md-search-result__item")) {
    const seen = [...item.querySelectorAll("a.md-search-result__link")].filter(a => !a.closest("details:not([open])"));
    const entries = seen.map((a, order) => ({
      href: a.href, order, score: parseFloat(a.querySelector("[data-md-score]")?.dataset.mdScore ?? "0"),
    }));
    entries.sort((a, b) => b.score - a.score || a.order - b.order);
    ranked.push(...entries.map(e => e.href));
  }
  return ranked;
}
"""

# Installed before the query is typed: the time of the last key, and of the first change of the
# result list after it (results, or the line saying there are none).
TIMER = """
() => {
  const meta = document.querySelector(".md-search-result__meta");
  window.__searchTimes = { key: 0, result: 0, before: meta.textContent };
  document.addEventListener("keyup", () => { window.__searchTimes.key = performance.now(); window.__searchTimes.result = 0; }, true);
  const seen = () => {
    const t = window.__searchTimes;
    if (t.key && !t.result && (document.querySelector("li.md-search-result__item") || meta.textContent !== t.before))
      t.result = performance.now();
  };
  new MutationObserver(seen).observe(document.querySelector(".md-search-result"), { childList: true, subtree: true, characterData: true });
}
"""


def location(href: str, base_url: str, language: Language) -> tuple[str, bool]:
    """page/#anchor under the language's root, and whether the link's ?h= is there but empty."""
    url = urlsplit(href)
    root = urlsplit(base_url).path + ("" if language.is_source else f"{language.code}/")
    path = url.path[len(root) :] if url.path.startswith(root) else url.path
    highlight = parse_qs(url.query, keep_blank_values=True).get("h")
    return f"{path}#{url.fragment}", highlight is not None and not any(h.strip() for h in highlight)


def search(page, base_url: str, language: Language, query: Query, errors: list[str], fresh: bool = True, pause: float = 0) -> Outcome:
    """Type the query into a freshly opened home page's search box, as a reader pasting it
    (`fresh` False: into the box of the page already open, the index loaded: a corpus of
    hundreds of queries in one page, as a reader asking one question after another); `pause`:
    ms the reader spends on the loaded page before clicking the box (0: at once)."""
    errors.clear()
    box = page.locator("input.md-search__input")
    if fresh or not page.evaluate("() => Boolean(window.__searchTimes)"):
        page.goto(base_url + ("" if language.is_source else f"{language.code}/"), wait_until="load")
        if pause:
            page.wait_for_timeout(pause)
        box.click()
        page.evaluate(TIMER)
    else:  # the box emptied first: the same text twice in a row would not be searched again
        box.fill("")
        page.keyboard.press("End")
        page.wait_for_function("() => !document.querySelector('li.md-search-result__item')", timeout=15_000, polling="raf")
        page.evaluate(
            "() => { const t = window.__searchTimes; t.key = 0; t.result = 0; t.before = document.querySelector('.md-search-result__meta').textContent; }"
        )
    box.fill(query.text)
    # One key after the paste, on which the search runs (a real paste sends Ctrl+V's keyup).
    page.keyboard.press("End")
    page.wait_for_function("() => window.__searchTimes.result > 0", timeout=15_000, polling="raf")
    times = page.evaluate("() => window.__searchTimes")
    results, empty = [], 0
    for href in page.evaluate(RANKED):
        where, blank = location(href, base_url, language)
        results.append(where)
        empty += blank
    if not fresh:  # the index was loaded before this query: its time is the warm one
        return Outcome(query, results, times["result"] - times["key"], times["result"] - times["key"], empty, list(errors))
    # Typed again with the index loaded: its last word changed (a space ends it).
    page.keyboard.press("Space")
    page.wait_for_function("() => window.__searchTimes.result > 0", timeout=15_000, polling="raf")
    again = page.evaluate("() => window.__searchTimes")
    ready = page.evaluate(READY)
    return Outcome(query, results, times["result"] - times["key"], again["result"] - again["key"], empty, list(errors), ready)


@dataclass
class Summary:
    language: Language
    outcomes: list[Outcome]
    downloaded: int  # bytes the reader's browser fetched for search before the first result

    def lines(self) -> list[str]:
        n = len(self.outcomes)
        first = sum(o.first for o in self.outcomes)
        top3 = sum(o.top3 for o in self.outcomes)
        none = [o for o in self.outcomes if not o.results]
        errors = sum(len(o.errors) for o in self.outcomes)
        ms = [o.milliseconds for o in self.outcomes]
        warm = [o.warm for o in self.outcomes]
        ready = [o.ready for o in self.outcomes if o.ready is not None]
        lines = [
            f"{self.language.code}: right section first {first}/{n} ({100 * first / n:.0f}%), "
            f"within top 3 {top3}/{n} ({100 * top3 / n:.0f}%), no results {len(none)}, console errors {errors}, "
            f"empty ?h= links {sum(o.empty_highlight for o in self.outcomes)}",
            f"{self.language.code}: last key -> first result: typed at focus (index loading) median {statistics.median(ms):.0f} ms, "
            f"max {max(ms):.0f} ms; index loaded median {statistics.median(warm):.0f} ms, max {max(warm):.0f} ms; "
            f"search data before the first result {self.downloaded / 1024:.0f} KB",
        ]
        if ready:
            lines.append(
                f"{self.language.code}: index built (worker ready) after the load event: median {statistics.median(ready):.0f} ms, "
                f"max {max(ready):.0f} ms"
            )
        for o in self.outcomes:
            if not o.first:
                got = ", ".join(o.results[:3]) or "nothing"
                lines.append(f"  miss (rank {o.rank}) {o.query.text[:70]!r}: want {o.query.expect}, got {got}")
            for error in o.errors:
                lines.append(f"  error {o.query.text[:50]!r}: {error[:200]}")
        return lines


# Installed in every page before Material's bundle: each search worker's answers (Material's
# RESULT message) wake whoever waits for the next one (BATCH); the time its index was built
# (its READY message).
REPLIES = """
(() => {
  const Original = window.Worker;
  if (!Original) return;
  window.__searchWaiters = [];
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", event => {
        if (event.data && event.data.type === 1 && !window.__searchReady) window.__searchReady = performance.now();
        if (event.data && event.data.type === 3) window.__searchWaiters.splice(0).forEach(wake => wake());
      });
    }
  };
})();
"""
# ms from the page's load event to the search worker's READY (its index built), or null.
READY = """
() => {
  const nav = performance.getEntriesByType("navigation")[0];
  return window.__searchReady && nav ? window.__searchReady - nav.loadEventEnd : null;
}
"""

# Queries asked one after another in the page's own search box, as a reader types them: each
# put in the box and its key released (Material searches on keyup), then, once the worker has
# answered and Material has drawn the list (the task after the answer's), the results read
# off it as RANKED reads them. The same box, Material and worker as typing; only the
# round trips of a remote-controlled keyboard are left out.
BATCH = (
    """
async (queries) => {
  const ranked = """
    + RANKED
    + """;
  const box = document.querySelector("input.md-search__input");
  const found = [];
  for (const text of queries) {
    const answered = new Promise(wake => window.__searchWaiters.push(wake));
    box.value = text;
    const start = performance.now();
    box.dispatchEvent(new KeyboardEvent("keyup", { key: "End", bubbles: true }));
    await answered;
    await new Promise(done => setTimeout(done, 0));
    found.push({ results: ranked(), ms: performance.now() - start });
  }
  return found;
}
"""
)
TYPED = 4  # queries of a language typed key by key first (end to end, the index loading), the rest in BATCH
CHUNK = 60  # queries per BATCH call


def measure(
    browser,
    base_url: str,
    languages: list[Language] | None = None,
    asked: Callable[[Language], list[Query]] | None = None,
    pause: float = 0,
) -> list[Summary]:
    """Each language's queries (`asked`: the corpus's, in one page, the first TYPED typed and
    the rest asked in BATCH; the benchmark's by default, each typed in a fresh page, `pause` ms
    after it loaded) searched on the site at base_url."""
    summaries = []
    for language in languages or LANGUAGES:
        context = browser.new_context()
        context.route(lambda url: not url.startswith(base_url), lambda route: route.abort())
        context.add_init_script(REPLIES)
        page = context.new_page()
        errors: list[str] = []
        listen_for_errors(page, errors)
        downloaded = first_query_bytes(context, base_url, language)
        if asked is None:
            outcomes = [search(page, base_url, language, query, errors, pause=pause) for query in queries(language)]
        else:
            outcomes = in_one_page(page, base_url, language, asked(language), errors)
        context.close()
        summaries.append(Summary(language, outcomes, downloaded))
    return summaries


def in_one_page(page, base_url: str, language: Language, asked: list[Query], errors: list[str]) -> list[Outcome]:
    """The queries asked one after another in one page: the first TYPED typed key by key, the
    others (each distinct text once, so that every one changes the box) in BATCH."""
    texts = list(dict.fromkeys(query.text for query in asked))
    typed = {text: search(page, base_url, language, Query(text, ""), errors, fresh=False) for text in texts[:TYPED]}
    found: dict[str, tuple[list[str], int, float, list[str]]] = {
        text: (o.results, o.empty_highlight, o.milliseconds, o.errors) for text, o in typed.items()
    }
    rest = texts[TYPED:]
    for start in range(0, len(rest), CHUNK):
        chunk = rest[start : start + CHUNK]
        errors.clear()
        answers = page.evaluate(BATCH, chunk)
        for n, (text, answer) in enumerate(zip(chunk, answers, strict=True)):
            where = [location(href, base_url, language) for href in answer["results"]]
            # The chunk's console errors, with its first query.
            found[text] = ([w for w, _ in where], sum(blank for _, blank in where), answer["ms"], list(errors) if n == 0 else [])
    outcomes = []
    reported: set[str] = set()
    for query in asked:
        results, empty, ms, query_errors = found[query.text]
        outcomes.append(Outcome(query, results, ms, ms, empty, [] if query.text in reported else query_errors))
        reported.add(query.text)
    return outcomes


def listen_for_errors(page, errors: list[str]) -> None:
    """Console errors and warnings of the page and its workers (Material's search worker
    reports a failed query as a warning), and uncaught exceptions, into `errors`."""
    page.on("console", lambda m: m.type in ("error", "warning") and errors.append(f"console {m.type}: {m.text}"))
    page.on("pageerror", lambda e: errors.append(f"uncaught: {e}"))
    page.on("worker", lambda w: w.on("console", lambda m: m.type in ("error", "warning") and errors.append(f"worker {m.type}: {m.text}")))


def first_query_bytes(context, base_url: str, language: Language) -> int:
    """What a fresh tab fetches (bytes on the wire) for search until the first result of a
    query: the index and the lunr languages the worker imports (fetched once the page has loaded,
    or when the reader turns to search), none of the page's own."""
    page = context.new_page()
    fetched: list = []
    context.on("requestfinished", lambda request: fetched.append(request))
    page.goto(base_url + ("" if language.is_source else f"{language.code}/"), wait_until="networkidle")
    box = page.locator("input.md-search__input")
    box.click()
    page.evaluate(TIMER)
    box.fill("backward")
    page.keyboard.press("End")
    page.wait_for_function("() => window.__searchTimes.result > 0", timeout=15_000)
    page.wait_for_load_state("networkidle")
    search = [request for request in fetched if SEARCH_DATA.search(urlsplit(request.url).path)]
    total = sum(request.sizes()["responseBodySize"] for request in search)
    page.close()
    return total


SEARCH_DATA = re.compile(r"/search/[^/]+\.json$|/javascripts/lunr/")  # the index, the worker's languages
