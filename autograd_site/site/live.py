"""Live verification in `mkdocs serve` (`nox -s serve`): each (re)build verifies every page
it converts and shows the problems on the page itself (autograd_site/markdown/markers.py).

Imported by the plugin only under `serve`. One Runner lives for the session (torch imported
once; outcomes cached by example source, starting from the last passed verify's), so a rebuild
reruns only the examples whose source changed; spelling and parity are cached by page text.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mkdocs.livereload import LiveReloadServer
from watchdog.events import FileClosedEvent, FileCreatedEvent, FileDeletedEvent, FileMovedEvent, FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer
from watchdog.observers.api import ObservedWatch
from watchdog.observers.polling import PollingObserver

from autograd_site import diagrams, glossary
from autograd_site.languages import Language
from autograd_site.markdown.markers import Marker, mark
from autograd_site.notebooks import NOTEBOOK_DIR
from autograd_site.page.model import Problem
from autograd_site.page.paths import display
from autograd_site.site.rebuild import files_read
from autograd_site.translate import spelling
from autograd_site.translate.pairs import pair_of_translation
from autograd_site.translate.parity import check_pair, mostly_untranslated, untranslated_lines
from autograd_site.verify.collect import Mode, Page, collect_page
from autograd_site.verify.compare import check_diagram, check_example, check_quote
from autograd_site.verify.environment import environment_digest
from autograd_site.verify.failures import Failure
from autograd_site.verify.report import page_outputs, reuse_last_passed_run
from autograd_site.verify.run import Runner

log = logging.getLogger("mkdocs.plugins.autograd_site.live")


# How long MkDocs waits, after a change, for more before it rebuilds (its own: 0.1 s). A save
# is one event or a few within milliseconds (an editor's atomic save: created, then moved).
BUILD_DELAY_SECONDS = 0.02

# What changes a file: closed after writing, created, deleted, moved (an editor's atomic save).
# Not a file opened, or closed unwritten: a build reads every page, and each read would call for
# another rebuild. Nor "modified": inotify tells it at each write, before "closed", sometimes
# tens of ms before on a busy machine, and a rebuild started between the two is followed by
# another (one save, one rebuild).
CHANGES: list[type[FileSystemEvent]] = [FileClosedEvent, FileCreatedEvent, FileDeletedEvent, FileMovedEvent]


class ChangesObserver(Observer):  # type: ignore[misc,valid-type]  # watchdog's observer for this platform
    """The platform's file watcher (on Linux: inotify), told of changes only. A file is
    watched through its folder (watchdog's own way): an editor that saves a new file and
    moves it over the old one leaves it watched."""

    def schedule(self, event_handler: FileSystemEventHandler, path: str | Path, **options: Any) -> ObservedWatch:
        watch: ObservedWatch = super().schedule(event_handler, path, **{**options, "event_filter": options.get("event_filter") or CHANGES})
        return watch


def watch_for_serve(server: LiveReloadServer, config_file: Path, docs_dir: Path, also: list[str], theme_dirs: list[str]) -> None:
    """What serve watches: docs/ but not the notebooks the build writes there (an edited
    example rewrites them, which would start a second rebuild), besides what MkDocs watches.

    On Linux, inotify (ChangesObserver) in place of MkDocs' 0.5 s polling, which found a save
    0.25 s late on average and held the GIL a rebuild needs (CONTRIBUTING.md, "Platform"):
    everything is unwatched, the server's public `observer` replaced, and watched again.
    Where inotify cannot start, serve polls as MkDocs does. Folders under docs/ are watched
    one by one (MkDocs' watch has no exclude): one created while serving is not watched."""
    server.build_delay = BUILD_DELAY_SECONDS
    server.unwatch(str(docs_dir))  # as MkDocs watched it before this event: recursively
    folders = [docs_dir, *(p for p in sorted(docs_dir.rglob("*")) if p.is_dir() and NOTEBOOK_DIR not in p.relative_to(docs_dir).parts)]
    before = [path for path in [str(config_file), *theme_dirs] if unwatched(server, path)]
    if sys.platform.startswith("linux") and not issubclass(ChangesObserver, PollingObserver):
        problem = changes_problem([*((path, True) for path in [*before, *also]), *((str(folder), False) for folder in folders)])
        if problem is None:
            server.observer = ChangesObserver()  # MkDocs starts it as it serves, and watches `also` with it
        else:
            log.info("serve: the platform's file watcher did not start (%s); looking at the folders instead", problem)
    for path in before:
        server.watch(path)
    for folder in folders:
        server.watch(str(folder), recursive=False)


def unwatched(server: LiveReloadServer, path: str) -> bool:
    """Whether `path` was watched (it is not now)."""
    try:
        server.unwatch(path)
    except KeyError:  # never watched: MkDocs' unwatch says so
        return False
    return True


def changes_problem(paths: list[tuple[str, bool]]) -> str | None:
    """Why inotify cannot watch these paths (path, recursively), or None: it watched them."""
    probe = ChangesObserver()
    try:
        for path, recursive in paths:
            if os.path.exists(path):
                probe.schedule(FileSystemEventHandler(), path, recursive=recursive)
        probe.start()
    except OSError as error:
        return str(error)
    finally:
        if probe.is_alive():
            probe.stop()
            probe.join()
    return None


def failure_marker(failure: Failure, after: bool = False, line: int | None = None) -> Marker:
    text = failure.message + (f"\n{failure.diff}" if failure.diff else "")
    return Marker(failure.kind.value, line or failure.line, f"{failure.page}:{failure.line}", text, after)


def problem_marker(problem: Problem, kind: str) -> Marker:
    return Marker(kind, problem.line, f"{display(problem.page)}:{problem.line}", problem.message)


MOST_MARKED = 30  # markers on one page: a page copied and not yet translated would get hundreds


def bounded(markers: list[Marker], path: Path, docs_dir: Path) -> list[Marker]:
    """The first MOST_MARKED markers (in page order), then one that counts the rest (and says
    why, when most of a translation is still untranslated)."""
    if len(markers) <= MOST_MARKED:
        return markers
    ordered = sorted(markers, key=lambda marker: marker.line)
    first_left = ordered[MOST_MARKED]
    pair = pair_of_translation(path, docs_dir)
    why = ": the page is mostly untranslated" if pair is not None and mostly_untranslated(pair) else ""
    text = f"… and {len(ordered) - MOST_MARKED} more{why}"
    return [*ordered[:MOST_MARKED], Marker("parity" if why else first_left.kind, first_left.line, first_left.where, text)]


def text_of(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""


def spelling_marker(problem: spelling.Misspelling | spelling.AvoidedTerm) -> Marker:
    where = f"{display(problem.page)}:{problem.line}:{problem.column}"
    return Marker("spelling", problem.line, where, str(problem).removeprefix(f"{where}: "))


class LineVerdicts:
    """hunspell's verdicts kept a line at a time for the session, so that a save asks hunspell
    about the lines it changed, not the whole page again (the whole prose of a page took
    0.2-0.5 s of a save's rebuild). A line's verdicts depend on the line, its language and
    the word lists alone; a changed word list forgets the language's."""

    def __init__(self, run: Callable[[list[str], Language], spelling.Verdicts]) -> None:
        self.run = run
        self.known: dict[tuple[str, str], list[str]] = {}  # (language code, line) -> verdicts
        self.entries: dict[str, list[str]] = {}  # the word lists each language's verdicts were given with

    def __call__(self, lines: list[str], language: Language) -> spelling.Verdicts:
        entries = spelling.word_list_entries(language)
        if self.entries.get(language.code) != entries:
            self.known = {key: verdicts for key, verdicts in self.known.items() if key[0] != language.code}
            self.entries[language.code] = entries
        asked = [line for line in dict.fromkeys(lines) if (language.code, line) not in self.known]
        if asked:
            self.known.update(zip(((language.code, line) for line in asked), self.run(asked, language), strict=True))
        return [self.known[language.code, line] for line in lines]


class LiveVerifier:
    """Verifies pages for the preview; `close()` ends the warm worker."""

    def __init__(self) -> None:
        self.runner = Runner()
        self._spelling: dict[tuple[Path, str, str, frozenset[int]], list[Marker]] = {}
        self._parity: dict[tuple[Path, str, str], list[Marker]] = {}
        self.pages, self.seconds = 0, 0.0  # of this build so far: see `report`
        self.builds = 0
        self._spelling_unavailable = False  # no hunspell here (Windows, macOS): warned once
        self._verdicts = LineVerdicts(spelling.hunspell)

    def start(self) -> None:
        reuse_last_passed_run(self.runner, environment_digest())  # or torch imports in the worker while MkDocs reads the config

    def close(self) -> None:
        self.runner.close()

    def markers(self, page: Page, docs_dir: Path) -> list[Marker]:
        """Every problem of the page: claims, quotes, diagrams, bad input, parity, spelling (in the
        page's own language: a page served untranslated is still in the source's)."""
        return [*self.claims(page), *self.parity(page.path, docs_dir), *self.spelling(page, page.language, docs_dir)]

    def claims(self, page: Page) -> list[Marker]:
        found = []
        for example in page.examples:
            if example.mode is Mode.SKIP:
                continue
            failure = check_example(example, self.runner.run(example.code), self.runner.torch_version)
            if failure:  # after the claim's fence (or the code's, when it claims nothing)
                found.append(failure_marker(failure, after=True, line=(example.claim or example.code_fence).end_line))
        outputs = page_outputs(page, self.runner) if page.quotes else []
        for quote in page.quotes:
            failure = check_quote(quote, outputs)
            if failure:
                found.append(failure_marker(failure))
        for fence in page.fences:
            failure = check_diagram(page, fence, self.runner) if fence.lang == diagrams.FENCE else None
            if failure:  # under the diagram, above the paragraph that names what it does not draw
                found.append(failure_marker(failure, after=True, line=fence.end_line))
        found += [problem_marker(problem, "bad-input") for problem in page.problems]
        return found

    def parity(self, path: Path, docs_dir: Path) -> list[Marker]:
        """The translation's parity with its source, cached by the texts of both pages."""
        pair = pair_of_translation(path, docs_dir)
        if pair is None:
            return []
        key = (path, text_of(pair.source), text_of(path))
        if key not in self._parity:
            self._parity[key] = [problem_marker(problem, "parity") for problem in check_pair(pair)]
        return self._parity[key]

    def spelling(self, page: Page, language: Language, docs_dir: Path) -> list[Marker]:
        """Spelling and avoided terms; a translation's untranslated paragraphs, which parity
        marks already, are not spell-checked (a page just copied from its source would get a
        marker a word)."""
        pair = pair_of_translation(page.path, docs_dir)
        skipped = frozenset(untranslated_lines(pair)) if pair else frozenset()
        key = (page.path, page.text, text_of(glossary.glossary_path(language)), skipped)
        if key not in self._spelling:
            try:
                result = spelling.check(
                    [page.path], lambda _: language, run_hunspell=self._verdicts, skipped_lines={page.path: set(skipped)}
                )
            except spelling.SpellingUnavailable as error:  # the machine's gap, not the page's: said once
                if not self._spelling_unavailable:
                    log.info("live verify: spelling is not checked: %s", error)  # a warning would stop strict serve
                self._spelling_unavailable = True
                self._spelling[key] = []
            else:
                found: list[spelling.Misspelling | spelling.AvoidedTerm] = [*result.misspellings, *result.avoided]
                self._spelling[key] = [spelling_marker(p) for p in found]
        return self._spelling[key]

    def report(self, build_seconds: float) -> None:
        """Log what this build cost, and its live verification, and start counting the next
        build. The line is numbered: MkDocs drops a log line equal to an earlier one, so its
        own "Documentation built in 0.90 seconds" goes missing when a rebuild takes as long
        as an earlier one (benchmarks and tests count these lines instead)."""
        self.builds += 1
        executed = self.runner.executed
        log.info(
            "build %d in %.2f s; live verify: %d pages verified in %.2f s (%d examples executed this session)",
            self.builds,
            build_seconds,
            self.pages,
            self.seconds,
            executed,
        )
        self.pages, self.seconds = 0, 0.0

    def page_markdown(self, markdown: str, path: Path, language: Language, docs_dir: Path) -> tuple[str, set[Path]]:
        """The page's Markdown with its problems marked in the reader's `language`
        (unchanged when it has none), and the files its checks read."""
        start = time.perf_counter()
        page = collect_page(path)
        found = bounded(self.markers(page, docs_dir), path, docs_dir)
        self.pages, self.seconds = self.pages + 1, self.seconds + time.perf_counter() - start
        if found:
            log.info("live verify: %s: %d problem%s shown on the page", display(path), len(found), "" if len(found) == 1 else "s")
            for marker in found:  # what is wrong, in the log too: its first line
                log.info("  %s: %s", marker.where, marker.text.splitlines()[0] if marker.text else marker.kind)
        return mark(markdown, page.model, found, language), files_read(page.model, docs_dir)
