"""Notebooks rendered by workers: the cache file mkdocs-jupyter would have written, byte for
byte, at the path it looks at; a job no worker started goes back to the build; a job a worker
is on is waited for; a worker's failure is left for the build to report."""

from __future__ import annotations

import threading
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path

import nbformat
import pytest
from mkdocs.config import load_config
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from autograd_site.languages import REPO_ROOT
from autograd_site.site.notebook_pages import leave_pages_unparsed
from autograd_site.site.notebook_prerender import Prerender, cache_path, prepare_worker, render_into_cache


@pytest.fixture(scope="module")
def site_config():
    return load_config(str(REPO_ROOT / "mkdocs.yml"))


def notebook(folder: Path, name: str, heading: str) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "language": "python", "display_name": "Python 3"}
    nb.cells = [
        nbformat.v4.new_markdown_cell(f"# {heading}\n\n## Akumulasi `x.grad`\n\nTeks $x^2$."),
        nbformat.v4.new_code_cell("print(x.grad)", outputs=[nbformat.v4.new_output("stream", name="stdout", text="tensor([2.])\n")]),
    ]
    path = folder / "docs" / "notebooks" / f"{name}.ipynb"
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)
    return path


@pytest.fixture
def as_the_build_renders(monkeypatch):
    """nbconvert as the build leaves it (notebook_pages.leave_pages_unparsed), for this test only."""
    import nbconvert.exporters.html

    monkeypatch.setattr(nbconvert.exporters.html, "BeautifulSoup", nbconvert.exporters.html.BeautifulSoup)
    leave_pages_unparsed()


def rendered_by_mkdocs_jupyter(config, path: Path, cache_dir: Path) -> tuple[Path, str]:
    """mkdocs-jupyter's own render of the notebook, as a build does it: its cache file, and the page's content."""
    jupyter = config.plugins["mkdocs-jupyter"]
    jupyter.config["cache_dir"] = str(cache_dir)
    jupyter.on_pre_build(config)
    file = File(
        f"notebooks/{path.name}", src_dir=str(path.parent.parent), dest_dir=str(path.parent.parent.parent / "site"), use_directory_urls=True
    )
    page = Page(None, file, config)
    jupyter.on_pre_page(page, config, Files([file]))
    page.render(config, Files([file]))
    (written,) = cache_dir.iterdir()
    return written, page.content


def test_a_workers_renders_are_the_cache_files_mkdocs_jupyter_writes_where_it_looks(site_config, tmp_path, as_the_build_renders):
    """Two notebooks in one worker: the second with the templates the first compiled."""
    paths = [notebook(tmp_path, "a", "Gradien"), notebook(tmp_path, "b", "Градиент")]
    own = [rendered_by_mkdocs_jupyter(site_config, path, tmp_path / "by-mkdocs-jupyter" / path.stem) for path in paths]
    options = dict(site_config.plugins["mkdocs-jupyter"].config)
    targets = [cache_path(path, tmp_path / "by-worker", options) for path in paths]
    with ProcessPoolExecutor(max_workers=1, initializer=prepare_worker) as pool:
        for path, target in zip(paths, targets, strict=True):
            pool.submit(render_into_cache, str(path), str(target), options).result()
    for (written, content), target in zip(own, targets, strict=True):
        assert target.name == written.name  # the key mkdocs-jupyter computes
        assert target.read_bytes() == written.read_bytes()
        assert "Akumulasi" in content
    assert sorted(p.name for p in (tmp_path / "by-worker").iterdir()) == sorted(t.name for t in targets)  # no partial file left


def test_a_job_no_worker_started_goes_back_to_the_build_and_a_started_one_is_waited_for():
    started, release = threading.Event(), threading.Event()
    done = []

    def render(name: str) -> None:
        started.set()
        release.wait(5)
        done.append(name)

    with ThreadPoolExecutor(max_workers=1) as pool:
        prerender = Prerender(pool)
        prerender.jobs = {Path("a").resolve(): pool.submit(render, "a"), Path("b").resolve(): pool.submit(render, "b")}
        assert started.wait(5)
        prerender.before_render(Path("b"))  # queued behind "a": taken back, never rendered
        threading.Timer(0.2, release.set).start()
        prerender.before_render(Path("a"))  # running: returns once it is done
        assert done == ["a"]
        prerender.before_render(Path("c"))  # not a job: nothing to wait for
    assert prerender.jobs == {}


def test_a_failed_render_is_left_for_the_build_to_render_and_report():
    def fail() -> None:
        raise ValueError("nbconvert broke")

    with ThreadPoolExecutor(max_workers=1) as pool:
        prerender = Prerender(pool)
        job = pool.submit(fail)
        job.exception()  # finished, failed
        prerender.jobs = {Path("x.ipynb").resolve(): job}
        prerender.before_render(Path("x.ipynb"))  # no raise: mkdocs-jupyter renders it and fails there


def test_under_other_threads_the_workers_are_spawned_and_still_fill_the_cache(site_config, tmp_path):
    """serve's first build: its live verifier's threads run, so workers are spawned, not forked."""
    path = notebook(tmp_path, "c", "Hook")
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        prerender = Prerender.start(site_config, [(path, tmp_path / "cache")])
        assert prerender.pool is not None and prerender.pool._mp_context.get_start_method() == "spawn"
        job = prerender.jobs[path.resolve()]
        assert job.exception(timeout=120) is None
        prerender.close()
    finally:
        stop.set()
        thread.join()
    options = dict(site_config.plugins["mkdocs-jupyter"].config)
    assert cache_path(path, tmp_path / "cache", options).is_file()
