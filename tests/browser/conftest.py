"""The built site in a real browser: Debian's chromium, headless, driven by Playwright, against
the site built once per session and served on 127.0.0.1 by a thread of this process.

Every request any page makes is recorded (and one to another host is aborted, never sent);
the figures (request hosts, page weights, accessibility results) are printed at the end of
the run and saved with the screenshots under build/screenshots/.
"""

from __future__ import annotations

import json
import os
import shutil
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from autograd_site.languages import LANGUAGES, REPO_ROOT, Language
from tests.browser import reading
from tests.browser.static_host import serve
from tests.conftest import BuiltSite as VerifiedBuild
from tests.conftest import once_per_run

CHROMIUM = Path(os.environ.get("AUTOGRAD_SITE_CHROMIUM", "/usr/bin/chromium"))
# As root in a sandbox-less container, with no network: no sandbox, no GPU, and none of
# Chromium's own background connections (which this machine refuses, noisily).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
ARTIFACTS = REPO_ROOT / "build" / "screenshots"
INSTALL_HINT = "apt-get install -y chromium fonts-liberation (or run `nox -s browser`, which installs them)"


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.browser)


# --- The site --------------------------------------------------------------------------


class BuiltSite(VerifiedBuild):
    """The verified build, with the URLs a reader would visit."""

    def root(self, language: Language) -> Path:
        return self.path if language.is_source else self.path / language.code

    def pages(self, language: Language) -> list[str]:
        """URL paths of the language's pages ("", "backward/", "glossary/", ...)."""
        others = {lang.code for lang in LANGUAGES if not lang.is_source and lang != language}
        root = self.root(language)
        paths = []
        for index in sorted(root.rglob("index.html")):
            relative = index.parent.relative_to(root)
            if relative.parts and relative.parts[0] in others | {"search", "assets"}:
                continue
            paths.append("" if not relative.parts else relative.as_posix() + "/")
        return [prefix(language) + p for p in paths]

    def file_of(self, url: str) -> Path:
        """The built file that a URL of the served site returns."""
        path = self.path / urlsplit(url).path.lstrip("/")
        return path / "index.html" if path.is_dir() else path

    def topics(self, language: Language) -> list[str]:
        """The topic pages: those that have a notebook (published as notebooks/<page>.ipynb)."""
        notebooks = self.root(language) / "notebooks"
        return [prefix(language) + f"{name}/" for name in sorted(path.stem for path in notebooks.glob("*.ipynb"))]


def prefix(language: Language) -> str:
    return "" if language.is_source else f"{language.code}/"


@pytest.fixture(scope="session")
def built_site(verified_build) -> BuiltSite:
    return BuiltSite(verified_build.path, verified_build.report, verified_build.verify_output)


@pytest.fixture(scope="session")
def base_url(built_site):
    with serve(built_site.path) as url:
        yield url


# --- The browser -----------------------------------------------------------------------


def clear_artifacts(folder: Path) -> bool:
    shutil.rmtree(ARTIFACTS, ignore_errors=True)  # this run's screenshots and figures only
    ARTIFACTS.mkdir(parents=True)
    return True


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    if not CHROMIUM.is_file():
        pytest.fail(f"the browser tests need Debian's chromium at {CHROMIUM}: {INSTALL_HINT}", pytrace=False)
    from playwright.sync_api import sync_playwright

    once_per_run(tmp_path_factory, "browser-artifacts", clear_artifacts)  # not another worker's screenshots

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@dataclass
class Figures:
    """What the run measured, printed at its end and saved as build/screenshots/figures.json."""

    requests: Counter = field(default_factory=Counter)  # host -> count
    third_party: list[str] = field(default_factory=list)
    weights: dict[str, dict] = field(default_factory=dict)
    axe: dict[str, dict] = field(default_factory=dict)

    def as_json(self) -> dict:
        return {"requests": dict(self.requests), "third_party": self.third_party, "weights": self.weights, "axe": self.axe}

    def add(self, other: dict) -> None:
        """Another process's figures (a pytest-xdist worker's) join these."""
        self.requests.update(other["requests"])
        self.third_party += other["third_party"]
        self.weights |= other["weights"]
        self.axe |= other["axe"]

    def lines(self) -> list[str]:
        lines = ["browser: requests by host: " + ", ".join(f"{h} {n}" for h, n in self.requests.most_common())]
        lines.append(f"browser: third-party requests: {len(self.third_party)}")
        lines += [f"  {url}" for url in self.third_party]
        for page, weight in self.weights.items():
            lines.append(
                f"browser: page weight {page}: {weight['transferred'] / 1024:.0f} KB transferred "
                f"({weight['decoded'] / 1024:.0f} KB decoded, {weight['requests']} requests)"
            )
        for page, result in self.axe.items():
            counts = ", ".join(f"{impact} {n}" for impact, n in sorted(result["impacts"].items())) or "none"
            lines.append(f"browser: axe {page}: {result['passes']} rules passed; violations: {counts}")
        return lines


FIGURES = Figures()


def pytest_sessionfinish(session):
    """A pytest-xdist worker hands its figures to the run's main process (pytest_testnodedown)."""
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None and FIGURES.requests:
        workeroutput["browser_figures"] = FIGURES.as_json()


def report_figures(terminalreporter) -> None:
    """The run's figures, printed and saved (tests/conftest.py calls it: under pytest-xdist the
    main process never loads this conftest, it only receives the workers' figures)."""
    if FIGURES.requests and not hasattr(terminalreporter.config, "workeroutput"):
        for line in FIGURES.lines():
            terminalreporter.write_line(line)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / "figures.json").write_text(json.dumps(FIGURES.as_json(), indent=2, ensure_ascii=False))


class Reader:
    """One browser tab with what it saw: console errors (its workers' warnings too), uncaught
    exceptions, every request."""

    def __init__(self, context, base_url: str):
        self.context, self.base_url = context, base_url
        self.page = context.new_page()
        self.errors: list[str] = []
        self.requests = []
        self.responses: list = []
        self.page.on("response", lambda response: self.responses.append(response))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text} ({m.location})"))
        self.page.on("pageerror", lambda e: self.errors.append(f"uncaught: {e}"))
        # Material's search runs in a worker, which reports a failed query as a warning.
        self.page.on(
            "worker",
            lambda worker: worker.on(
                "console", lambda m: m.type in ("error", "warning") and (self.errors.append(f"worker {m.type}: {m.text}"))
            ),
        )
        self.page.on("request", self.record)

    def record(self, request) -> None:
        url = urlsplit(request.url)
        if url.scheme not in ("http", "https"):
            return  # data: and blob: URLs are not requests to any host
        self.requests.append(request)
        FIGURES.requests[url.netloc] += 1
        if not request.url.startswith(self.base_url):
            FIGURES.third_party.append(f"{request.url} (from {request.frame.url})")

    def open(self, path: str, wait_until: str = "networkidle"):
        """Go to a page of the site; by default wait until it has loaded all it asks for."""
        self.errors.clear()
        self.requests.clear()
        self.responses.clear()
        return self.page.goto(self.base_url + path, wait_until=wait_until)

    def third_party(self) -> list[str]:
        return [r.url for r in self.requests if not r.url.startswith(self.base_url)]


def reader_in_new_context(browser, base_url: str, **options) -> Reader:
    """A tab in a fresh context (empty cache, own storage); close its `context` when done."""
    context = browser.new_context(**options)
    # Nothing leaves the machine: a request to another host is recorded, then aborted.
    context.route(lambda url: not url.startswith(base_url), lambda route: route.abort())
    return Reader(context, base_url)


@pytest.fixture
def new_reader(browser, base_url):
    """new_reader(**context_options): a tab in a fresh context (empty cache, own storage)."""
    readers: list[Reader] = []

    def make(**options) -> Reader:
        readers.append(reader_in_new_context(browser, base_url, **options))
        return readers[-1]

    yield make
    for reader in readers:
        reader.context.close()


@pytest.fixture
def reader(new_reader) -> Reader:
    return new_reader()


# --- One visit of every page of a language, shared by the checks that read it ------------

PAGE_STATE = """() => {
  const content = document.querySelector("article.md-content__inner") || document.body;
  const raw = [];  // text that still looks like TeX source: math the build did not typeset
  const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT, {
    acceptNode: node => node.parentElement.closest("pre, code, script, style, math")
      ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent;
    if (/\\\\\\(|\\\\\\[|\\$\\$|\\$[^$\\n]+\\$|\\\\(frac|cdot|partial)/.test(text)) raw.push(text.trim().slice(0, 80));
  }
  const math = [...content.querySelectorAll("math")];
  const stamp = document.querySelector(".verified-stamp");
  const switcher = {};
  for (const link of document.querySelectorAll("a.md-select__link[hreflang]")) switcher[link.hreflang] = link.href;
  return {
    switcher: switcher,
    lang: document.documentElement.lang,
    math: math.length,
    math_displays: [...new Set(math.map(m => m.getAttribute("display")))],
    // MathML the browser did not lay out (an unknown element is an inline box of no height).
    math_unrendered: math.filter(m => {
      const box = m.getBoundingClientRect();
      return !(m instanceof MathMLElement) || box.width === 0 || box.height === 0;
    }).map(m => m.textContent.slice(0, 40)),
    raw_math: raw,
    stamp: stamp ? stamp.textContent.trim() : null,
    h1: (document.querySelector("article h1") || {}).innerText || null,
    elements: document.getElementsByTagName("*").length,  // once Material's script has added its own
    next: (document.querySelector("a.md-footer__link--next") || {}).href || null,  // the reader's chain
    previous: (document.querySelector("a.md-footer__link--prev") || {}).href || null,
    // The nav's top level and the pages of its sections: [text, address] (a part's label has none).
    nav: [...document.querySelectorAll(`nav.md-nav--primary > ul > li > a.md-nav__link,
        nav.md-nav--primary > ul > li > label.md-nav__link, nav.md-nav--primary > ul > li > nav > ul > li > a.md-nav__link`)]
      .map(link => [link.textContent.trim().replace(/\\s+/g, " "), link.href || null]),
  };
}"""


AXE = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});  // faster: no pass details
  return {passes: result.passes.length, violations: result.violations.map(v =>
    ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target.join(" "))}))};
}"""


def run_axe(page) -> dict:
    """axe-core's verdict on the page as shown; also recorded for the run's summary."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `npm ci --ignore-scripts` (or `nox -s browser`, which runs it)")
    page.add_script_tag(path=str(AXE))
    return page.evaluate(AXE_RUN)


@dataclass
class Visit:
    path: str
    status: int
    errors: list[str]
    third_party: list[str]
    state: dict
    transferred: int  # bytes over the wire, headers included, with an empty cache
    decoded: int  # the same files' size on disk
    requests: int
    axe: dict | None
    reading: dict | None  # home, lessons and glossary: reading.SCROLLING, COVERED, UNDERLINES, INTERFACE_TEXT
    phone: dict  # narrowed to 390 px: the page's width, reading.DISPLAY_MATH, SPLIT_WORDS, SCROLLING
    lesson: dict | None = None  # a lesson's LESSON: its notebook links, its title, its listings


def measured(**measures: str) -> str:
    """One evaluate() that runs several of the page's measures (each a JavaScript function of
    no argument): a round trip to the browser, not one a measure."""
    return "() => ({" + ", ".join(f"{name}: ({script})()" for name, script in measures.items()) + "})"


# Before axe (which adds its script), and at 1280 px: what the page is, and which blocks scroll.
AT_DESKTOP = measured(state=PAGE_STATE, scrolling=reading.SCROLLING)
# The pointer on the first code block, where its copy button and the button's tooltip show.
HOVERED = measured(covered=reading.COVERED, underlines=reading.UNDERLINES, interface_text=reading.INTERFACE_TEXT)
# A lesson at 1280 px: the links atop it (the notebook's download), its title, its listings.
LESSON = """() => ({
  links: [...document.querySelectorAll("nav.notebook-links a")].map(a =>
    ({text: a.textContent.trim(), href: a.href, download: a.hasAttribute("download")})),
  title: (document.querySelector("article h1") || {}).innerText || "",
  listings: [...document.querySelectorAll("article div.highlight code")].map(code => code.innerText),
})"""
AT_PHONE = measured(
    width="() => document.documentElement.scrollWidth", math=reading.DISPLAY_MATH, split=reading.SPLIT_WORDS, scrolling=reading.SCROLLING
)


def axe_figures(result: dict) -> dict:
    impacts = Counter(violation["impact"] for violation in result["violations"])
    return {"passes": result["passes"], "impacts": dict(impacts), "violations": [v["id"] for v in result["violations"]]}


# axe-core reads a page's whole DOM, seconds on a long lesson: it audits the pages that between
# them show every component the site draws (the home page's tables and parts, a lesson's
# opening box, listings, math, version folds and marked diagrams, the longest lesson, the
# glossary's tables, an error-reference page and the silent failures, the generated status table).
AUDITED = (
    "",
    "autograd/",
    "checkpoint/",
    "custom-function/",
    "no-grad-detach/",
    "glossary/",
    "errors-backward/",
    "silent-failures/",
    "translation-status/",
)


DESKTOP = {"width": reading.DESKTOP, "height": 900}
TABS = 3  # pages loading at once: each waits half a second with the network idle, the others meanwhile use the CPU


def start_visit(reader: Reader, path: str) -> int:
    """Navigate a tab to `path`, narrowed by its last visit, at 1280 px; its HTTP status, once
    the response has come (the page goes on loading while another tab is measured)."""
    reader.page.goto("about:blank")  # the last page, laid out again at 1280 px, would load fonts counted as this one's
    reader.page.set_viewport_size(DESKTOP)
    return reader.open(path, wait_until="commit").status


def finish_visit(
    reader: Reader, path: str, status: int, built_site: BuiltSite, audited: set[str], read: set[str], lessons: set[str]
) -> Visit:
    reader.page.wait_for_load_state("networkidle")
    page = reader.page
    desktop = page.evaluate(AT_DESKTOP)
    responses = list(reader.responses)  # the page's weight: what it loaded on its own
    sizes = [r.request.sizes() for r in responses]
    lesson = page.evaluate(LESSON) if path in lessons else None
    axe = run_axe(page) if path in audited else None
    reading_ = None
    if path in read:  # after axe: the hover shows a tooltip
        blocks = page.locator("article div.highlight")
        if blocks.count():
            blocks.first.hover()
        reading_ = {"scrolling": desktop["scrolling"], **page.evaluate(HOVERED)}
    page.mouse.move(0, 0)  # the pointer off the page, which CSS lays out again at a phone's 390 px
    page.set_viewport_size({"width": reading.PHONE, "height": 844})
    return Visit(
        path,
        status,
        list(reader.errors),
        reader.third_party(),
        desktop["state"],
        transferred=sum(s["responseHeadersSize"] + s["responseBodySize"] for s in sizes),
        decoded=sum(built_site.file_of(r.url).stat().st_size for r in responses),
        requests=len(responses),
        axe=axe,
        reading=reading_,
        phone=page.evaluate(AT_PHONE),
        lesson=lesson,
    )


@pytest.fixture(scope="session")
def visits(browser, base_url, built_site) -> dict[str, list[Visit]]:
    """Every page of every language, each opened once as a first visit (nothing cached: the
    site is served with no cache headers, and a routed context caches nothing) on a 1280 px
    screen, in the light scheme; axe-core runs on the AUDITED pages; the home page, the
    lessons and the glossary are measured as a reader finds them (`reading`), the lessons'
    notebook links, titles and listings read (`lesson`); then each page is narrowed to a
    phone's width and measured again (`phone`). TABS pages load at once."""
    result: dict[str, list[Visit]] = {}
    context = browser.new_context(color_scheme="light", viewport=DESKTOP)
    context.route(lambda url: not url.startswith(base_url), lambda route: route.abort())
    tabs = [Reader(context, base_url) for _ in range(TABS)]
    for language in LANGUAGES:
        audited = {prefix(language) + path for path in AUDITED}
        lessons = set(built_site.topics(language))
        read = {prefix(language), *lessons, prefix(language) + "glossary/"}
        done = result[language.code] = []
        loading: deque[tuple[Reader, str, int]] = deque()  # the oldest first; each on its own tab
        for number, path in enumerate(built_site.pages(language)):
            if len(loading) == TABS:
                done.append(finish_visit(*loading.popleft(), built_site, audited, read, lessons))
            tab = tabs[number % TABS]  # the tab of the visit just finished
            loading.append((tab, path, start_visit(tab, path)))
        done += [finish_visit(*visit, built_site, audited, read, lessons) for visit in loading]
        for visit in done:
            FIGURES.weights[visit.path or "/"] = {"transferred": visit.transferred, "decoded": visit.decoded, "requests": visit.requests}
            if visit.axe:
                FIGURES.axe[f"{visit.path or '/'} (light)"] = axe_figures(visit.axe)
    # One context for every visit: what a page stores, the next one reads. Material stores the
    # palette it chose, which a first visit in the light scheme chooses itself; nothing else.
    stored = [item for origin in context.storage_state()["origins"] for item in origin["localStorage"]]
    assert [item for item in stored if not item["name"].endswith("__palette") or '"scheme":"default"' not in item["value"]] == []
    context.close()
    return result
