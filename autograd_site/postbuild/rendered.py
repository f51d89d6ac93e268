"""The rendered site, checked as readers get it (after the build, `nox -s docs`, and CI).

    python -m autograd_site.postbuild.rendered [site]

- Each translated page renders its source page's structure: the same tables with the same
  number of rows, headings with the same ids, folds (`<details>`), admonitions, code blocks,
  diagrams, display formulas and glossary entries (their anchors). A difference names both
  built files and, from the Markdown (autograd_site.translate.structure), the translation's
  line where its structure parts from the source's.
- Every glossary link (a tooltip's target) points at an entry that exists on the glossary
  page of the page's own language.
- Every lesson (a page with a published notebook) opens with its box (autograd_site/page/opening.py):
  its Markdown is checked, each problem at its line, and the built page must show the box
  directly under the title (and the compatibility badge), with 3 to 5 points, a paragraph
  saying what to read first and the reading time the build computed.
- Every published notebook (the .ipynb a lesson links for download and Colab,
  notebooks/<page>.ipynb beside the pages) carries each answer of its lesson inside a closed
  fold that is not empty, and opens with its lesson's title.
- Every label of a version note (what another PyTorch release prints) fits the difference it
  labels: the fold's claimed output and the release's output, as the reader sees them
  (drift.contradiction; a label no sentence chose is drift.kind_of's).

Pages are read by Python's HTML tokenizer, once each, their articles only and without the
contents of their listings (a tree of every page cost more than the build of it:
autograd_site/postbuild/html.py).
"""

from __future__ import annotations

import functools
import json
import os
import re
import sys
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

from autograd_site.compat.render import DECLARED_CLASS, KIND_CLASS, OUTPUT_CLASS, RANDOM_CLASS
from autograd_site.drift import Kind, contradiction, kind_of
from autograd_site.languages import BY_CODE, DOCS_DIR, LANGUAGES, SOURCE, TRANSLATIONS, Language
from autograd_site.page import opening
from autograd_site.page.model import Page
from autograd_site.page.paths import display
from autograd_site.page.reader import read_page
from autograd_site.postbuild.html import StartTag, Tokens
from autograd_site.translate.pairs import pair
from autograd_site.translate.structure import OWN_ROWS, structure_problems

GLOSSARY_CLASS = "glossary-term"
# What the site adds to a page itself, never the page's content: the banner of a stale or
# missing translation (site/translations.py) and the live preview's markers (site/markers.py).
SITE_ADDED = frozenset({"translation-banner", "verify-failure", "verify-failure-banner"})
DIAGRAM_CLASS = "autograd-graph-figure"
NOTEBOOK_DIR = "notebooks"


@dataclass
class Structure:
    """What a built page shows as blocks, in its article (the page's own content)."""

    tables: list[int] = field(default_factory=list)  # rows of each table
    table_sections: list[str] = field(default_factory=list)  # the id of the h2 above each table
    headings: list[str] = field(default_factory=list)  # h2-h6 ids
    folds: int = 0  # <details>
    admonitions: int = 0  # div.admonition
    code: int = 0  # <pre> outside diagrams
    diagrams: int = 0
    display_math: int = 0
    entries: list[str] = field(default_factory=list)  # ids term-… (the glossary's rows)
    glossary_links: list[str] = field(default_factory=list)  # hrefs of a.glossary-term
    opening_points: int = -1  # items of the opening box's list (-1: no box)
    opening_paragraphs: int = 0  # its paragraphs besides its title
    reading_time: str = ""  # the minutes the build wrote into it
    before_opening: list[str] = field(default_factory=list)  # blocks between the h1 and the box

    def counts(self) -> dict[str, object]:
        return {
            "table rows": self.tables,
            "heading ids": self.headings,
            "folds (<details>)": self.folds,
            "admonitions": self.admonitions,
            "code blocks": self.code,
            "diagrams": self.diagrams,
            "display formulas": self.display_math,
            "glossary entries": self.entries,
        }


BLOCKS = frozenset({"p", "div", "pre", "table", "ul", "ol", "details", "blockquote", "figure", "h2", "h3", "h4", "h5", "h6"})
PRE_CONTENTS = re.compile(r"(<pre\b[^>]*>).*?(</pre>)", re.S)  # a listing's highlighted lines: no structure


def structure(path: Path) -> Structure:
    """The page's structure, read from its article only, with its listings' contents left
    out (their thousands of highlighting spans were most of the tokenizer's work)."""
    page = path.read_text(encoding="utf-8")
    start, end = page.find("<article"), page.rfind("</article>")
    s = Structure()
    h1: StartTag | None = None
    box: StartTag | None = None
    article = PRE_CONTENTS.sub(r"\1\2", page[start : end + len("</article>")]) if start >= 0 else ""
    added: set[int] = set()  # the start of each tag inside a part the site added,
    badge: set[int] = set()  # inside the compatibility badge (which may stand above the box),
    diagram: set[int] = set()  # inside a diagram
    for tag in Tokens(article, follow=("h1", "span")).tags:
        classes, parent = set(tag.classes), tag.within[-1].start if tag.within else -1
        for inside, names in ((added, SITE_ADDED), (badge, {"compat-badge"}), (diagram, {DIAGRAM_CLASS})):
            if parent in inside or not names.isdisjoint(classes):
                inside.add(tag.start)
        if tag.start in added:
            continue
        if tag.name == "h1" and h1 is None:
            h1 = tag
        s.diagrams += DIAGRAM_CLASS in classes
        if tag.name == "table":
            s.tables.append(0)
            s.table_sections.append(next((h for h in reversed(s.headings) if h), ""))
        elif tag.name == "tr" and s.tables:
            s.tables[-1] += 1
        elif tag.name in ("h2", "h3", "h4", "h5", "h6"):  # (h2 only would do for table_sections: the glossary's are h2)
            s.headings.append(tag.attrs.get("id", ""))
        elif tag.name == "details":
            s.folds += 1
        elif tag.name == "div" and "admonition" in classes:
            s.admonitions += 1
        elif tag.name == "pre" and parent not in diagram:
            s.code += 1
        elif tag.name == "math" and tag.attrs.get("display") == "block":
            s.display_math += 1
        elif tag.name == "a" and GLOSSARY_CLASS in classes:
            s.glossary_links.append(tag.attrs.get("href", ""))
        if tag.attrs.get("id", "").startswith("term-"):
            s.entries.append(tag.attrs["id"])
        if tag.start in badge:
            continue
        if box is not None and any(t is box for t in tag.within):  # the opening box's parts
            lists = [t for t in tag.within[tag.within.index(box) :] if t.name in ("ul", "ol")]
            s.opening_points += tag.name == "li" and len(lists) == 1
            s.opening_paragraphs += tag.name == "p" and "admonition-title" not in classes
            s.reading_time += tag.text.strip() if opening.READING_TIME_CLASS in classes else ""
        elif box is None and tag.name == "div" and {opening.BOX_CLASS, "admonition"} <= classes:
            box, s.opening_points = tag, 0
        elif box is None and h1 is not None and h1.contents_end is not None and tag.start > h1.contents_end and tag.name in BLOCKS:
            s.before_opening.append(tag.name)  # between the title and the box
    return s


def language_root(site: Path, language: Language) -> Path:
    return site if language.is_source else site / language.code


def pages(site: Path, language: Language) -> dict[str, Path]:
    """The built pages of a language by their name (the Markdown file's: "backward.md")."""
    root = language_root(site, language)
    found = {}
    for path in sorted(root.glob("*/index.html")):
        name = path.parent.name
        if name not in {language.code for language in TRANSLATIONS}:
            found[f"{name}.md"] = path
    if (root / "index.html").is_file():
        found["index.md"] = root / "index.html"
    return found


def own_rows(page: Structure, name: str) -> Structure:
    """The page with the rows of its tables that list each language's own words (the
    glossary's word forms and avoided variants) not counted."""
    own = OWN_ROWS.get(name, frozenset())
    tables = [-1 if section in own else rows for rows, section in zip(page.tables, page.table_sections, strict=True)]
    return replace(page, tables=tables)


def differences(source: Structure, translation: Structure, name: str = "") -> list[str]:
    """Each kind of part the two pages do not render alike, with both figures."""
    source, translation = own_rows(source, name), own_rows(translation, name)
    found = []
    for (what, theirs), ours in zip(source.counts().items(), translation.counts().values(), strict=True):
        if theirs == ours:
            continue
        if isinstance(theirs, list) and isinstance(ours, list):
            if what == "table rows":
                found.append(f"tables of {ours} rows where the source has {theirs}")
            else:
                lost, extra = Counter(theirs) - Counter(ours), Counter(ours) - Counter(theirs)
                shown = ", ".join([*(f"lacks {key}" for key in list(lost)[:3]), *(f"has {key}" for key in list(extra)[:3])])
                found.append(f"{what}: {len(ours)} where the source has {len(theirs)} ({shown or 'in another order'})")
        else:
            found.append(f"{what}: {ours} where the source has {theirs}")
    return found


def check_structure(site: Path, docs_dir: Path, built: dict[str, dict[str, Structure]]) -> list[str]:
    problems = []
    for language in TRANSLATIONS:
        for name, path in pages(site, language).items():
            source_path = pages(site, SOURCE).get(name)
            if source_path is None or name not in built[SOURCE.code]:
                continue
            found = differences(built[SOURCE.code][name], built[language.code][name], name)
            if not found:
                continue
            renders = f"{display(path)} renders another structure than {display(source_path)}: {'; '.join(found)}"
            # each as `check` and verify name it, at the translation's line; the built pages' figures after it
            lines = [str(problem) for problem in structure_problems(pair(name, language, docs_dir))]
            compare = f"{renders}: compare {display(docs_dir / language.code / name)} with its source"
            problems += [f"{line} ({renders})" for line in lines] or [compare]
    return problems


def check_glossary_links(site: Path, built: dict[str, dict[str, Structure]]) -> list[str]:
    """Every glossary link of a language's pages points at an entry of its own glossary."""
    problems = []
    for language in LANGUAGES:
        entries = set(built[language.code].get("glossary.md", Structure()).entries)
        for name, page in built[language.code].items():
            missing = sorted({href.partition("#")[2] for href in page.glossary_links} - entries)
            if missing:
                path = pages(site, language)[name]
                problems.append(f"{display(path)}: glossary links to entries its language's glossary lacks: #{', #'.join(missing[:5])}")
    return problems


@dataclass(frozen=True)
class Answer:
    line: int
    title: str
    lines: tuple[str, ...]  # the first line of each code block and claimed output it holds


PageReader = Callable[[Path, str], Page]  # a page's path and language code -> the page read


def lesson_answers(page: Page) -> list[Answer]:
    """The folds (collapsible admonitions) of a lesson's exercises section: its answers."""
    section = page.section("exercises") or (0, 0)
    found = []
    for c in page.containers:
        if c.collapsible and section[0] < c.line <= section[1]:
            fences = [f for f in page.fences if c.holds(f.line)]
            bodies = [(f.expansion.source if f.expansion else f.body) for f in fences]
            found.append(Answer(c.line, c.title, tuple(next((ln.strip() for ln in b.splitlines() if ln.strip()), "") for b in bodies)))
    return found


# A <details> of a notebook's Markdown: its summary and what it holds.
CLOSED_FOLD = re.compile(r"<details[^>]*>\s*(?:<summary>(.*?)</summary>)?(.*?)</details>", re.S)


def published_notebooks(site: Path, language: Language) -> list[Path]:
    return sorted((language_root(site, language) / NOTEBOOK_DIR).glob("*.ipynb"))


def check_notebooks(site: Path, docs_dir: Path, read: PageReader) -> list[str]:
    problems = []
    for language in LANGUAGES:
        for path in published_notebooks(site, language):
            lesson = docs_dir / language.code / f"{path.stem}.md"
            if not lesson.is_file():
                continue
            cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
            cells = ["".join(cell["source"]) for cell in cells if cell.get("cell_type") == "markdown"]  # a str, or a list of lines
            folds = [(summary.strip(), body.strip()) for cell in cells for summary, body in CLOSED_FOLD.findall(cell)]
            model = read(lesson, language.code)
            answers = lesson_answers(model)
            where = display(lesson)
            if len(folds) != len(answers):
                problems.append(f"{display(path)}: {len(folds)} closed folds for the {len(answers)} answers of {where}")
            for (summary, body), answer in zip(folds, answers, strict=False):
                lost = [line for line in answer.lines if line not in body]
                if not body or lost or summary != answer.title:
                    what = "is empty" if not body else f"lacks {lost[0]!r}" if lost else f"is titled {summary!r}"
                    problems.append(f"{display(path)}: the fold {answer.title!r} {what}, where {where}:{answer.line} holds its answer")
            title = next((h.title for h in model.headings if h.level == 1), "")
            first = cells[0].strip().partition("\n")[0] if cells else ""  # the first Markdown cell's first line
            opens = first[2:].strip() if first.startswith("# ") else ""
            if opens != title:
                problems.append(f"{display(path)}: opens with the title {opens!r}, where its lesson {where} is titled {title!r}")
    return problems


@dataclass
class VersionFold:
    """A fold of a version note as built: its classes, and the text of each listing in it."""

    classes: list[str]
    listings: list[str] = field(default_factory=list)


DETAILS = re.compile(r"<(/?)details\b[^>]*>", re.IGNORECASE)


def fold_regions(page: str) -> list[tuple[int, int]]:
    """Where the outermost <details> that may be version notes' folds start and end (their
    tags hold OUTPUT_CLASS): the only parts of a page version_folds reads."""
    regions: list[tuple[int, int]] = []
    depth, start = 0, 0
    for tag in DETAILS.finditer(page):
        if not depth and (tag.group(1) or OUTPUT_CLASS not in tag.group()):
            continue
        if not depth:
            start = tag.start()
        depth += -1 if tag.group(1) else 1
        if not depth:
            regions.append((start, tag.end()))
    if depth:  # not closed: the rest of the page
        regions.append((start, len(page)))
    return regions


def version_folds(page: str) -> list[VersionFold]:
    """The version notes' folds of a built page, each with the listings inside it (nested folds' too)."""
    regions = fold_regions(page)
    if not regions:
        return []
    tags = Tokens(page, regions, follow=("pre",)).tags

    def is_fold(tag: StartTag) -> bool:
        return tag.name == "details" and OUTPUT_CLASS in tag.classes

    outermost = [fold for fold in tags if is_fold(fold) and not any(map(is_fold, fold.within))]
    return [
        VersionFold(fold.classes, [pre.text.strip("\n") for pre in tags if pre.name == "pre" and fold in pre.within]) for fold in outermost
    ]


def label_problem(fold: VersionFold) -> str | None:
    """What is wrong with the label of one fold: None when it fits the texts it holds."""
    labels = [c.removeprefix(KIND_CLASS) for c in fold.classes if c.startswith(KIND_CLASS)]
    if len(labels) != 1 or labels[0] not in {kind.value for kind in Kind}:
        return f"a fold labelled {labels or 'nothing'}"
    kind = Kind(labels[0])
    if len(fold.listings) == 1:  # a warning several examples share: the warning alone
        text = fold.listings[0]
        return None if kind is Kind.WARNING and "arning" in text else f"labelled {kind.value}, showing one listing: {text[:60]!r}"
    if len(fold.listings) != 2:
        return f"labelled {kind.value}, with {len(fold.listings)} listings (the claimed output, then the release's)"
    claimed, actual = fold.listings
    random = RANDOM_CLASS in fold.classes
    if why := contradiction(kind, claimed, actual, random):
        return f"labelled {kind.value}, but {why}"
    guessed = kind_of(claimed, actual, random=random)
    if DECLARED_CLASS not in fold.classes and guessed is not kind:
        return f"labelled {kind.value} where the outputs say {guessed.value}"
    return None


def check_version_labels(site: Path) -> list[str]:
    """Every version note's fold is labelled as its texts allow (issue 51: a count of saved
    tensors labelled random numbers, spacing labelled a changed behaviour)."""
    problems = []
    for language in LANGUAGES:
        for path in pages(site, language).values():
            page = path.read_text(encoding="utf-8")
            if OUTPUT_CLASS not in page:
                continue
            for number, fold in enumerate(version_folds(page), 1):
                if problem := label_problem(fold):
                    problems.append(f"{display(path)}: version note fold {number}: {problem}")
    return problems


def lessons(site: Path, language: Language) -> list[str]:
    """The lessons of a language by their name (backward.md): the pages with a published notebook."""
    return sorted({f"{path.stem}.md" for path in published_notebooks(site, language)})


def opening_shown(shown: Structure) -> str:
    """What the built page's opening box lacks, or "" when it is whole."""
    if shown.opening_points < 0:
        return "shows no opening box"
    if shown.before_opening:
        return f"shows its opening box after <{shown.before_opening[0]}>, not directly under its title"
    if not opening.FEWEST_POINTS <= shown.opening_points <= opening.MOST_POINTS:
        return f"shows {shown.opening_points} points in its opening box, not {opening.FEWEST_POINTS} to {opening.MOST_POINTS}"
    if not shown.reading_time.isdigit() or int(shown.reading_time) < 1:
        return f"shows no reading time in its opening box ({shown.reading_time or 'no'} minutes: is autograd_site.markdown.opening in mkdocs.yml?)"
    if shown.opening_paragraphs < 2:
        return "shows no paragraph saying what to read first in its opening box"
    return ""


def check_openings(site: Path, docs_dir: Path, built: dict[str, dict[str, Structure]], read: PageReader) -> list[str]:
    """Every lesson opens with its box: in its Markdown (each problem at its line), and as built."""
    problems = []
    for language in LANGUAGES:
        for name in lessons(site, language):
            source = docs_dir / language.code / name
            if not source.is_file():
                continue
            page = read(source, language.code)
            written = opening.problems(page)
            problems += [str(problem) for problem in written]
            lacking = "" if written or name not in built[language.code] else opening_shown(built[language.code][name])
            if lacking:
                box = opening.find(page)
                where = f"{display(source)}:{box.line if box else 1}"
                problems.append(f"{display(pages(site, language)[name])} {lacking}, where {where} writes it")
    return problems


def check_site(site: Path, docs_dir: Path = DOCS_DIR) -> list[str]:
    # Reading the pages' structure is most of the check: it goes to a process a core, while
    # this one checks the notebooks and version notes (nothing else runs after the build).
    named = [(language.code, name, path) for language in LANGUAGES for name, path in pages(site, language).items()]
    with ProcessPoolExecutor(min(len(named), os.cpu_count() or 1) or 1) as pool:
        structures = pool.map(structure, [path for _, _, path in named], chunksize=8)
        # each page read once by the checks (a lesson by three); a check of the site reads anew
        read: PageReader = functools.cache(lambda path, code: read_page(path, language=BY_CODE[code]))
        notebooks, labels = check_notebooks(site, docs_dir, read), check_version_labels(site)
        built: dict[str, dict[str, Structure]] = {language.code: {} for language in LANGUAGES}
        for (code, name, _), shown in zip(named, structures, strict=True):
            built[code][name] = shown
    found = check_structure(site, docs_dir, built) + check_glossary_links(site, built)
    return found + notebooks + labels + check_openings(site, docs_dir, built, read)


def report(problems: list[str], site: Path) -> int:
    """Print the problems (MkDocs' log format), and the exit status they give."""
    for problem in problems:
        print(f"ERROR   -  {problem}", file=sys.stderr)
    print(f"INFO    -  rendered site {display(site)}: {len(problems) or 'no'} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    site = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("site")
    sys.exit(report(check_site(site), site))
