"""The site's MkDocs plugin: everything the course adds to MkDocs, Material and
mkdocs-static-i18n, its events in the order MkDocs calls them.

static-i18n builds each translation nested in the source language's on_post_build (-100):
every event below runs once per language (`current_language`). A build never imports the
example runner nor torch (the stamp is what verify wrote); only `mkdocs serve` does, lazily,
to mark each page's problems on it (live.py; a rebuild renders what a save touched: rebuild.py).
"""

from __future__ import annotations

import logging
import signal
import time
from importlib.metadata import version
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any, Literal

from jinja2 import Environment, FileSystemBytecodeCache
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority, get_plugin_logger
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils.templates import TemplateContext

from autograd_site import diagrams
from autograd_site.comments import load as load_comments
from autograd_site.comments import translate_html
from autograd_site.compat.matrix import Matrix
from autograd_site.languages import LANGUAGES, REPO_ROOT, Language
from autograd_site.markdown.compat_notes import annotate, nav_titles, read_matrix
from autograd_site.markdown.math import MathExtension
from autograd_site.messages import Message
from autograd_site.notebooks import write_notebooks
from autograd_site.page.digest import folder_digest
from autograd_site.page.model import Page as PageModel
from autograd_site.page.reader import decode, read_page
from autograd_site.postbuild import search
from autograd_site.postbuild.accessibility import name_search_dialog
from autograd_site.postbuild.addresses import left_out
from autograd_site.postbuild.build_status import BuildProblems, StatusServer, with_status_script, write_status
from autograd_site.postbuild.code_blocks import indented_output_lines, lean_listings
from autograd_site.postbuild.html import Chrome, splice
from autograd_site.postbuild.inline_math import unwrapped_inline_math
from autograd_site.postbuild.moved_sections import MovedSectionError, moved_links, split_target
from autograd_site.search_lang import write_dictionary
from autograd_site.site import i18n, status_page
from autograd_site.site.config import SiteConfig
from autograd_site.site.i18n import NOT_FOUND, current_language
from autograd_site.site.interface import diagram_legends, set_permalink_title
from autograd_site.site.mkdocs_types import i18n_plugin, site_context
from autograd_site.site.notebook_links import notebook_links
from autograd_site.site.reading_path import lesson_numbers, link_chains, numbered_heading, numbered_titles
from autograd_site.site.rebuild import Dependencies, SearchEntries, render_again
from autograd_site.site.serve_log import GENERATOR_LOGGER, QuietServeLog, end_quiet_serve_log, quiet_serve_log
from autograd_site.site.tooltips import mark_glossary_terms
from autograd_site.site.translations import translation_banner
from autograd_site.verify.collect import Page as CollectedPage
from autograd_site.verify.collect import collect_page
from autograd_site.verify.page_cache import PageMemo, collected_pages, read_pages
from autograd_site.verify.stamp import VerifyReport, read_printed, read_valid_stamp

log = get_plugin_logger("autograd_site")
TEMPLATES_CACHE = Path(".cache") / "site" / "templates"  # compiled theme templates, under mkdocs.yml's folder
COMPAT_DATA = "data/compat.json"  # the compatibility matrix (nox -s versions), under mkdocs.yml's folder; absent: none shown

if TYPE_CHECKING:
    from collections.abc import Callable

    from mkdocs.livereload import LiveReloadServer

    from autograd_site.site.live import LiveVerifier


def stop_serving(signum: int, frame: FrameType | None) -> None:
    """SIGTERM stops `mkdocs serve` as Ctrl-C does: MkDocs catches KeyboardInterrupt, stops
    its server and calls on_shutdown, which ends the example worker (by default SIGTERM
    ended the process without that)."""
    raise KeyboardInterrupt


class SitePlugin(BasePlugin[SiteConfig]):
    report: VerifyReport | None = None  # the last passed verify of exactly these pages, if any
    matrix: Matrix | None = None  # which releases the claims hold on (data/compat.json), if recorded
    nav_files: list[str] = []  # the nav's pages of the language being built, under docs/
    lessons: dict[str, int] = {}  # the lessons of the language being built: src_uri -> number
    live: LiveVerifier | None = None  # `mkdocs serve` only: verifies each page it converts
    dependencies: Dependencies | None = None  # `mkdocs serve --dirty` only: what a save touched
    search_entries: SearchEntries | None = None  # `mkdocs serve --dirty` only: the whole index
    quiet_log: QuietServeLog | None = None  # `mkdocs serve` only: the log's filter
    notebooks_written = False  # `mkdocs serve` only: by its first build, for the session
    served = False  # `mkdocs serve` only: its first build is done (the next render what a save touched)
    problems: BuildProblems | None = None  # `mkdocs serve` only: what this build logged (build_status.py)
    status_server: StatusServer | None = None  # `mkdocs serve` only: answers while MkDocs' server is stuck
    site_dir: Path | None = None  # this build's (the source language's: the site's root)
    build_started = 0.0  # time.monotonic() at this build's start (the source language's)
    pages: PageMemo[CollectedPage] | None = None  # the pages collected this build (collected())
    read_models: PageMemo[PageModel] | None = None  # `mkdocs serve` only: each page as last read (model())
    sigterm: Any = None  # `mkdocs serve` only: SIGTERM's handler before serve's (signal.signal's type)

    def __init__(self) -> None:
        super().__init__()
        self.quoted: dict[str, list[Message]] = {}  # by language code: the messages its pages quote (messages())
        # serve: each language's last messages, with the pages' paths, data/'s digest and the pages as read
        self.last_quoted: dict[str, tuple[tuple[list[Path], str], list[tuple[Path, PageModel]], list[Message]]] = {}
        self.search_views: dict[str, str] = {}  # a page's HTML as search indexes it, by its destination
        self.indexed_pages: dict[str, str] = {}  # a page's own HTML while search indexes its view

    # --- Before the pages --------------------------------------------------------------

    def on_startup(self, *, command: Literal["build", "gh-deploy", "serve"], dirty: bool) -> None:
        """In `mkdocs serve`, start the live verifier (its worker imports torch while MkDocs
        reads the config, and stays warm for the session) and quiet the log; with `--dirty`, a
        rebuild renders what a save touched (rebuild.py). (Defining this event also keeps this
        plugin's instance across serve's rebuilds.)"""
        self.end_serve()  # a plugin instance outlives its build in one process (MkDocs caches it)
        if command == "serve":
            from autograd_site.site.live import LiveVerifier  # never imported by a build

            self.quiet_log = quiet_serve_log()
            self.sigterm = signal.signal(signal.SIGTERM, stop_serving)
            self.live = LiveVerifier()
            self.live.start()
            self.read_models = read_pages()  # for the session: a page is read again when it or an include changed
            self.problems = BuildProblems()  # a failed build is shown on the page (build_status.py)
            logging.getLogger(GENERATOR_LOGGER).addHandler(self.problems)
            if dirty:
                self.search_entries = SearchEntries()

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        """Math on pages is typeset while Markdown is converted (after pymdownx.arithmatex)."""
        for old, new in self.config.moved_sections.items():  # a typo fails the build at once
            try:
                split_target(old), split_target(new)
            except MovedSectionError as error:
                raise PluginError(str(error)) from error
        if not i18n_plugin(config).building:  # the source language's build: the whole build
            self.build_started = time.monotonic()
            self.site_dir = Path(config.site_dir)
            if self.problems is not None:
                self.problems.start(Path(config.docs_dir))
                self.status_server = self.status_server or StatusServer(config.dev_addr.host)
                self.status_server.site_dir = self.site_dir
        if self.served:
            # Serve's rebuilds leave search as the first build indexed it (SearchEntries keeps
            # every page's entries): Material's own repair of a dirty index, run per language,
            # doubled its list on every rebuild (60,000 entries and 150 s after six saves).
            config.plugins["material/search"].config.enabled = False  # its documented `enabled` option
        # MkDocs types the list as names, but passes it to Markdown, which takes instances too.
        config.markdown_extensions.append(MathExtension(PluginError))  # type: ignore[arg-type]
        if self.search_entries is not None and self.dependencies is None:
            self.dependencies = Dependencies(self.shared_files(config))
        return config

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        """Generate each topic's notebook from its page before any plugin lists the files under
        docs/, and read the stamp of the last passed verify: once a build (not again in the
        nested one); in serve, notebooks are written by the first build only."""
        set_permalink_title(config, current_language(config))  # each language's build: its own
        if i18n_plugin(config).building:
            return  # a translation's build, nested in the source's: done once for both
        self.pages = None  # pages are collected anew (or taken from verify's cache) each build
        if self.read_models is not None:
            self.read_models.look_again()  # the examples a page includes may have changed since the last build
        self.quoted = {}  # and their messages read anew
        self.search_views, self.indexed_pages = {}, {}  # none left by a build that failed
        report = read_valid_stamp()  # the last verify, if it ran exactly these pages and torch
        self.report = report  # shown under every page
        diagrams.use_verified(read_printed(report))  # the diagrams that run drew (as notebooks take its outputs)
        self.matrix = read_matrix(Path(config.config_file_path).parent / COMPAT_DATA)
        if self.notebooks_written:
            return  # the live preview keeps the notebooks its first build wrote (a save
            # renders again only what it touched); `nox -s docs` writes them anew
        # The outputs are what verify's run printed; without a verify of these pages, none.
        write_notebooks(version("torch").split("+")[0], Path(config.docs_dir), printed=read_printed(report), collected=self.collected)
        self.notebooks_written = self.live is not None

    def collected(self, path: Path, language: Language) -> CollectedPage:
        """The page at `path` collected (its model, examples, claims): as verify last collected
        it where nothing it depends on changed (verify/page_cache.py), else read now; once a
        build, for the notebooks and the compatibility notes alike."""
        if self.pages is None:
            self.pages = collected_pages(REPO_ROOT)
        return self.pages.page(path, language, lambda: collect_page(path, read=read_page(path, language=language)))

    def model(self, path: Path, language: Language) -> PageModel:
        """The page read: as collected this build (`collected`); in serve, as read by an
        earlier build if neither its bytes nor a file it includes changed since (a rebuild
        reads again only what a save touched, though the messages' index reads every page)."""
        if self.read_models is None:
            return self.collected(path, language).model
        return self.read_models.page(path, language, lambda: read_page(path, language=language))

    def shared_files(self, config: MkDocsConfig) -> list[Path]:
        """The files every page reads: the config, the theme's overrides, the compatibility data."""
        root = Path(config.config_file_path).parent
        theme = sorted(p for p in Path(config.theme.custom_dir or root / "overrides").rglob("*") if p.is_file())
        return [Path(config.config_file_path), root / COMPAT_DATA, *theme]

    # After mkdocs-static-i18n (-100), which rebuilds the file list per language.
    @event_priority(-200)
    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        """In serve's dirty rebuilds, what a save touched is rendered again (rebuild.py)."""
        if self.dependencies is not None:
            touched = self.dependencies.stale(files)
            if touched:
                log.info("rendering again what the change touched: %s", ", ".join(file.src_uri for file in touched))
            render_again(files, touched)
        return files

    def on_nav(self, nav: Navigation, *, config: MkDocsConfig, files: Files) -> Navigation:
        """The pages the home page's compatibility table links to, in the nav's order; the
        lessons' numbers and the previous/next chains (reading_path.py)."""
        self.nav_files = [page.file.src_uri for page in nav.pages]
        self.lessons = lesson_numbers(nav, Path(config.docs_dir))
        link_chains(nav, Path(config.docs_dir))
        if self.dependencies is not None:
            self.dependencies.restore_titles(nav.pages)
        return nav

    def on_env(self, env: Environment, *, config: MkDocsConfig, files: Files) -> Environment:
        """The theme's templates compiled once, not in every build, language and serve rebuild
        (Material's are large: compiling them was a fifth of a no-change build, 15% of a dirty
        rebuild): on disk, by Jinja's version; each template by its source's hash."""
        folder = Path(config.config_file_path).parent / TEMPLATES_CACHE / version("jinja2")
        folder.mkdir(parents=True, exist_ok=True)
        env.bytecode_cache = FileSystemBytecodeCache(str(folder))
        return env

    def on_serve(self, server: LiveReloadServer, *, config: MkDocsConfig, builder: Callable[..., Any]) -> LiveReloadServer:
        """One save, one rebuild, started as soon as the save is told: the notebooks the build
        writes under docs/ are not watched; on Linux, inotify tells serve of a save (live.py)."""
        if self.live is not None:
            from autograd_site.site.live import watch_for_serve

            watch_for_serve(server, Path(config.config_file_path), Path(config.docs_dir), list(config.watch), config.theme.dirs)
        return server

    # --- The theme's templates that are not pages (404.html), built before the pages -----

    # After mkdocs-static-i18n's (50), which adds its variables to every template's context.
    @event_priority(-50)
    def on_template_context(self, context: TemplateContext, *, template_name: str, config: MkDocsConfig) -> TemplateContext:
        if template_name == NOT_FOUND:
            language = current_language(config)
            i18n.set_switcher(config, lambda target: None)  # a 404 has no counterpart: home pages
            site_context(context)["not_found"] = i18n.not_found_context(language)
            site_context(context)["made_with"] = language.made_with  # the footer's (overrides/)
        return context

    def on_post_template(self, output_content: str, *, template_name: str, config: MkDocsConfig) -> str:
        """The 404 page, finished like every page; a translation's is written to /<code>/404.html."""
        if template_name != NOT_FOUND:
            return output_content
        output = self.finish(output_content, config)
        language = current_language(config)
        if language.is_source:
            return output
        target = Path(config.site_dir) / language.code / NOT_FOUND
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(output, encoding="utf-8")
        return ""  # MkDocs writes nothing for empty output: the root 404.html stays the source's

    # --- Each page ---------------------------------------------------------------------

    def on_pre_page(self, page: Page, *, config: MkDocsConfig, files: Files) -> Page:
        """A page not UTF-8 stops the build with its line and the fix (MkDocs' own: a traceback)."""
        if page.file.abs_src_path and page.file.src_uri.endswith(".md") and (problems := decode(Path(page.file.abs_src_path))[2]):
            raise PluginError(str(problems[0]))
        return page

    # After mkdocs-static-i18n's (50), which translates admonition titles: the compatibility
    # notes come with their titles already in the page's language.
    @event_priority(-50)
    def on_page_markdown(self, markdown: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        """In `mkdocs serve`, the page's problems marked on it (live.py), first, while the
        Markdown is still the file's; then the releases a topic page's claims hold on, what
        another release prints under an example that differs there, and the home page's table
        (autograd_site/markdown/compat_notes.py); the translation status page's table (status_page.py)."""
        assert page.file.abs_src_path is not None  # a page MkDocs read from docs/
        path = Path(page.file.abs_src_path)
        language, docs = current_language(config), Path(config.docs_dir)

        def status(markdown: str) -> str:
            return status_page.fill(markdown, language, page.url, docs, self.report, config.use_directory_urls, self.model)

        reads_every_page = status_page.MARKER in markdown  # the status page: its table is what counts
        if self.live is not None and path.suffix == ".md":
            markdown, read = self.live.page_markdown(markdown, path, language, docs)
            if self.dependencies is not None:
                self.dependencies.record(
                    Path(page.file.abs_dest_path), path, read, (lambda: status(status_page.MARKER)) if reads_every_page else None
                )
        as_given = markdown  # in serve, with its markers; without a translation's front matter

        def collected() -> tuple[CollectedPage, int] | None:
            """The page collected, when the Markdown is the file's (but for the front matter
            and the trailing newlines MkDocs took off: the page's offsets are further by the
            front matter's length), and how much further; not in serve, whose rebuild would
            load verify's whole cache for one page."""
            text = path.read_text(encoding="utf-8")
            shift = text.rfind(as_given)
            if self.live is not None or shift < 0 or text[shift + len(as_given) :].strip():
                return None
            return self.collected(path, language), shift

        def collect(other: Path) -> CollectedPage:
            return self.collected(other, language) if self.live is None else collect_page(other)

        titles = lambda: numbered_titles(nav_titles(language, map(Path, self.nav_files), docs), self.lessons, language.code)  # noqa: E731
        markdown = annotate(markdown, page.file.src_uri, path, self.matrix, titles, collected, collect)
        if page.file.src_uri in self.lessons:
            markdown = numbered_heading(markdown, self.lessons[page.file.src_uri])
        try:  # the error index filled in; elsewhere, each quoted message linked to its entry in the reference
            markdown = search.with_messages(
                markdown, page.file.src_uri, lambda: self.model(path, language), self.messages(config, language)
            )
        except search.ErrorIndexProblem as error:  # a clean build error, not a traceback
            raise PluginError(str(error)) from error
        return status(markdown)

    def messages(self, config: MkDocsConfig, language: Language) -> list[Message]:
        """The PyTorch messages the language's pages quote (autograd_site/messages.py), once a
        build; in serve, those of the last build while it would read the same pages, as read
        (the page memo's very objects), and the same data/ (a save of one language's page
        leaves the other's messages as they were: 0.1 s a language)."""
        if language.code not in self.quoted:
            compat, docs = Path(config.config_file_path).parent / COMPAT_DATA, Path(config.docs_dir)
            inputs = (sorted((docs / language.code).glob("*.md")), folder_digest(compat.parent))
            last = self.last_quoted.get(language.code)
            if last is not None and last[0] == inputs and all(self.model(path, language) is was for path, was in last[1]):
                self.quoted[language.code] = last[2]
                return last[2]
            read: list[tuple[Path, PageModel]] = []

            def model(path: Path, language: Language) -> PageModel:
                read.append((path, self.model(path, language)))
                return read[-1][1]

            try:
                self.quoted[language.code] = search.messages_of(language, docs, compat, model, strict=self.live is None)
            except search.ErrorIndexProblem as error:
                raise PluginError(str(error)) from error
            if self.read_models is not None:
                self.last_quoted[language.code] = (inputs, read, self.quoted[language.code])
        return self.quoted[language.code]

    # What search indexes is this HTML's search view (show_search_its_view, below).
    def on_page_content(self, html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        html = mark_glossary_terms(html, page, config, files)  # before the banner: no tooltips in it
        html = splice(html, indented_output_lines(html) + lean_listings(html) + unwrapped_inline_math(html))
        html = diagram_legends(html, current_language(config))  # after the glossary's tooltips: none in a legend
        name = page.file.src_uri.split("/", 1)[-1]  # the file name in its language's folder
        html += moved_links(name, self.config.moved_sections, config.use_directory_urls)
        html = translation_banner(page, current_language(config), Path(config.docs_dir)) + html
        html = translate_html(html, load_comments(current_language(config)).everywhere())  # the examples' comments in the page's language
        self.search_views[page.file.abs_dest_path] = search.search_view(html)
        return html

    # Before Material's search (0), which indexes page.content: it indexes the page's search
    # view instead (code_blocks.search_view: no code listings, only the messages of outputs);
    # the page gets its own HTML back at -50, after search (whose removal of data-search-*
    # attributes then applies to the view only: no page here has any).
    @event_priority(10)
    def show_search_its_view(self, context: TemplateContext, *, page: Page, config: MkDocsConfig, nav: Navigation) -> TemplateContext:
        view = self.search_views.pop(page.file.abs_dest_path, None)
        if view is not None and page.content is not None:
            self.indexed_pages[page.file.abs_dest_path], page.content = page.content, view
        return context

    # After mkdocs-static-i18n's (50), which sets the language switcher's links.
    @event_priority(-50)
    def page_context(self, context: TemplateContext, *, page: Page, config: MkDocsConfig, nav: Navigation) -> TemplateContext:
        if self.indexed_pages and page.file.abs_dest_path in self.indexed_pages:  # indexed: the page is itself again
            page.content = self.indexed_pages.pop(page.file.abs_dest_path)
        language = current_language(config)
        docs = Path(config.docs_dir)
        i18n.set_switcher(config, lambda target: page.url if target == language else i18n.counterpart_url(page, language, target, docs))
        if self.report:  # only a passed verify of exactly these pages and this torch stamps the build
            site_context(context)["verified_stamp"] = language.verified_stamp.format(**self.report)
        repo_url = config.extra.get("repo_url")
        site_context(context)["notebook_links"] = notebook_links(page.file.src_uri, page.url, docs, language, repo_url)
        site_context(context)["made_with"] = language.made_with
        if self.dependencies is not None and page.title is not None:
            self.dependencies.titles[page.file.abs_dest_path] = page.title
        return context

    on_page_context = CombinedEvent(show_search_its_view, page_context)

    def on_post_page(self, output: str, *, page: Page, config: MkDocsConfig) -> str:
        output = self.finish(output, config)
        if self.status_server is not None:  # serve: the page polls the build's status
            output = with_status_script(output, self.status_server.port, current_language(config).build_failed)
        return output

    # --- After the pages -----------------------------------------------------------------

    # Before mkdocs-static-i18n (-100) builds the translations: in serve, a strict build that
    # has failed already (a warning in the source language's pages) says so at once, not after
    # them (post_build writes the whole list when the build ends).
    @event_priority(0)
    def failed_early(self, *, config: MkDocsConfig) -> None:
        if self.problems is not None and config.strict and self.problems.messages and not i18n_plugin(config).building:
            write_status(Path(config.site_dir), self.problems.located())

    # After mkdocs-static-i18n (-100) has merged every language's search index into one, after
    # search (0) wrote it; only once, at the end of the source language's (outer) build.
    @event_priority(-200)
    def post_build(self, *, config: MkDocsConfig) -> None:
        if i18n_plugin(config).building:
            return  # a translation's build, nested in the source's: i18n merges the index after it
        if self.live is not None:
            self.live.report(time.monotonic() - self.build_started)
        fields = {lang.code: search.index_fields(self.messages(config, lang), config.use_directory_urls) for lang in LANGUAGES}
        # serve's dirty rebuilds: the index holds the pages not rendered again too
        merge = self.search_entries.merge if self.search_entries is not None else None
        concepts = search.concepts_by_language(Path(config.docs_dir), config.use_directory_urls)
        i18n.split_search_index(Path(config.site_dir), merge, fields, concepts)
        if self.dependencies is not None:
            self.dependencies.build_done()
        write_dictionary(Path(config.site_dir))  # the Indonesian stemmer's root words, for the search worker
        left_out(Path(config.site_dir), config.site_url, config.extra.get("repo_url"))  # and says what, in the log
        self.served = self.live is not None
        if self.problems is not None:  # strict mode stops the build after this event when any was logged
            write_status(Path(config.site_dir), self.problems.located() if config.strict and self.problems.messages else None)

    on_post_build = CombinedEvent(failed_early, post_build)

    def on_build_error(self, *, error: Exception) -> None:
        """In serve, the page shown says the build failed, and why (build_status.py)."""
        if self.problems is not None and self.site_dir is not None:
            write_status(self.site_dir, [*self.problems.located(), str(error)])

    def on_shutdown(self) -> None:
        self.end_serve()

    def end_serve(self) -> None:
        if self.live is not None:
            self.live.close()
        if self.sigterm is not None:
            signal.signal(signal.SIGTERM, self.sigterm)
            self.sigterm = None
        if self.quiet_log is not None:
            end_quiet_serve_log(self.quiet_log)
        if self.problems is not None:
            logging.getLogger(GENERATOR_LOGGER).removeHandler(self.problems)
            self.problems = None
        if self.status_server is not None:
            self.status_server.close()
            self.status_server = None
        self.live, self.quiet_log, self.dependencies, self.search_entries = None, None, None, None
        self.read_models, self.last_quoted = None, {}
        self.notebooks_written = self.served = False

    # --- Shared by the events above ------------------------------------------------------

    def finish(self, output: str, config: MkDocsConfig) -> str:
        """A whole page as its reader gets it: localised, and fixed for accessibility."""
        chrome = Chrome(output)
        edits = [*i18n.localize(output, chrome, current_language(config)), *name_search_dialog(chrome)]
        return splice(output, edits)
