"""Notebook pages rendered on the other cores while the build renders the lessons.

nbconvert takes 0.1-0.3 s a notebook (0.3-1 s while it re-parsed each page it rendered:
notebook_pages.leave_pages_unparsed), 28 notebooks a clean build: on a first build (a fresh
clone, an empty cache) that was a third of the build, on one core. mkdocs-jupyter renders a
notebook page when the build reaches it (the Notebooks section, after every lesson) unless
its cache holds the render. So as the build starts, the notebooks missing from that cache
are rendered in worker processes (one a core but the build's own), each written to the
cache exactly as mkdocs-jupyter writes it; when the build reaches a notebook page, it waits
for that render if a worker is on it, or takes the job back and renders it itself (as it
would have) if no worker has started it. The cache is the only channel: what a page shows
is what mkdocs-jupyter's own render would show (tests/site/test_notebook_prerender.py).

A worker's failure is not reported here: the build renders that notebook itself and fails
as it would have. `mkdocs build` does this on every build that misses notebooks, `mkdocs
serve` on its first build (the one that renders every notebook).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import threading
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig

from autograd_site.site.mkdocs_types import jupyter_plugin
from autograd_site.site.notebook_pages import leave_pages_unparsed
from autograd_site.site.rebuild import TemplateCache


def workers() -> int:
    """A process a core but the build's own; one on a single core (it still overlaps the
    build's waits on disk)."""
    return max(1, (os.cpu_count() or 1) - 1)


def cache_path(notebook: Path, cache_dir: Path, options: dict[str, Any]) -> Path:
    """Where mkdocs-jupyter looks for this notebook's render (its own key: the notebook's
    bytes and the render options)."""
    from mkdocs_jupyter.plugin import _compute_cache_key, _get_cache_path

    return Path(_get_cache_path(cache_dir, _compute_cache_key(notebook, options, options["execute"])))


def prepare_worker() -> None:
    """A worker's start: it renders as the build does (notebook_pages.leave_pages_unparsed),
    and compiles nbconvert's templates once."""
    leave_pages_unparsed()
    compile_templates_once()


def compile_templates_once() -> None:
    """A worker's start: nbconvert makes a new Jinja environment for each notebook, and so
    compiled its templates again each time (a fifth of a worker's time, measured); the
    environments a worker makes share one cache of compiled templates, keyed by each
    template's source, so what they render is unchanged (tests/site/test_notebook_prerender.py)."""
    from nbconvert.exporters.templateexporter import TemplateExporter

    cache = TemplateCache()
    create = TemplateExporter._create_environment

    def create_environment(self: TemplateExporter) -> Environment:
        environment: Environment = create(self)  # type: ignore[no-untyped-call]  # nbconvert's, untyped
        environment.bytecode_cache = cache
        return environment

    TemplateExporter._create_environment = create_environment  # type: ignore[method-assign]


def render_into_cache(notebook: str, target: str, options: dict[str, Any]) -> None:
    """mkdocs-jupyter's render of a notebook (mkdocs_jupyter.plugin's new_render on a cache
    miss), written to its cache file whole (renamed into place: never half a file)."""
    from mkdocs_jupyter import convert
    from mkdocs_jupyter.plugin import _get_nb_toc_tokens

    body = convert.nb2html(
        notebook,
        execute=options["execute"],
        kernel_name=options["kernel_name"],
        theme=options["theme"],
        allow_errors=options["allow_errors"],
        show_input=options["show_input"],
        no_input=options["no_input"],
        no_prompt=options["no_prompt"],
        remove_tag_config=options["remove_tag_config"],
        highlight_extra_classes=options["highlight_extra_classes"],
        include_requirejs=options["include_requirejs"],
        custom_mathjax_url=options["custom_mathjax_url"],
    )
    toc_tokens, title = _get_nb_toc_tokens(notebook, options["toc_depth"])
    path = Path(target)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
    partial.write_text(json.dumps({"content": body, "toc_tokens": toc_tokens, "title": title}), encoding="utf-8")
    os.replace(partial, path)


class Prerender:
    """The renders handed to workers, by notebook path."""

    def __init__(self, pool: Executor | None = None) -> None:
        self.pool = pool
        self.jobs: dict[Path, Future[None]] = {}

    @classmethod
    def start(cls, config: MkDocsConfig, notebooks: list[tuple[Path, Path]]) -> Prerender:
        """Render each (notebook, its language's cache folder) that the cache lacks; the
        notebooks in the order the build reaches them."""
        if not notebooks:
            return cls()
        options = dict(jupyter_plugin(config).config)
        missing = [(notebook, cache_path(notebook, cache_dir, options)) for notebook, cache_dir in notebooks]
        missing = [(notebook, target) for notebook, target in missing if not target.exists()]
        if not missing:
            return cls()
        # Forked, a worker starts at once; but a fork of a process with other threads (serve's
        # live verifier, its server) may inherit a lock one of them holds: spawned then.
        context = multiprocessing.get_context("spawn") if threading.active_count() > 1 else None
        pool = ProcessPoolExecutor(max_workers=min(workers(), len(missing)), mp_context=context, initializer=prepare_worker)
        prerender = cls(pool)
        for notebook, target in missing:
            prerender.jobs[notebook.resolve()] = pool.submit(render_into_cache, str(notebook), str(target), options)
        return prerender

    def before_render(self, notebook: Path) -> None:
        """Called as the build reaches a notebook page: wait for its render, or take it back."""
        job = self.jobs.pop(notebook.resolve(), None)
        if job is None or job.cancel():
            return  # not handed out, or no worker started it: the build renders it itself
        job.exception()  # waits; a failed render is rendered again by the build, which reports it

    def close(self) -> None:
        """Done (or failed): no new render starts; the pool's processes end."""
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
        self.pool, self.jobs = None, {}
