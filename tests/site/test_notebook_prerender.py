"""Notebooks rendered by workers: the cache file mkdocs-jupyter would have written, byte for
byte, at the path it looks at; a job no worker started goes back to the build; a job a worker
is on is waited for; a worker's failure is left for the build to report."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat
import pytest
from mkdocs.config import load_config
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from autograd_site.languages import REPO_ROOT
from autograd_site.site.notebook_prerender import Prerender, cache_path, render_into_cache


@pytest.fixture(scope="module")
def site_config():
    return load_config(str(REPO_ROOT / "mkdocs.yml"))


def notebook(folder: Path) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "language": "python", "display_name": "Python 3"}
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Gradien\n\n## Akumulasi `x.grad`\n\nTeks $x^2$."),
        nbformat.v4.new_code_cell("print(x.grad)", outputs=[nbformat.v4.new_output("stream", name="stdout", text="tensor([2.])\n")]),
    ]
    path = folder / "docs" / "notebooks" / "x.ipynb"
    path.parent.mkdir(parents=True)
    nbformat.write(nb, path)
    return path


def test_a_workers_render_is_the_cache_file_mkdocs_jupyter_writes_where_it_looks(site_config, tmp_path):
    path = notebook(tmp_path)
    jupyter = site_config.plugins["mkdocs-jupyter"]
    jupyter.config["cache_dir"] = str(tmp_path / "by-mkdocs-jupyter")
    jupyter.on_pre_build(site_config)
    file = File("notebooks/x.ipynb", src_dir=str(tmp_path / "docs"), dest_dir=str(tmp_path / "site"), use_directory_urls=True)
    page = Page(None, file, site_config)
    jupyter.on_pre_page(page, site_config, Files([file]))
    page.render(site_config, Files([file]))  # mkdocs-jupyter's own render, written to its cache
    (written,) = (tmp_path / "by-mkdocs-jupyter").iterdir()

    options = dict(jupyter.config)
    target = cache_path(path, tmp_path / "by-worker", options)
    render_into_cache(str(file.abs_src_path), str(target), options)
    assert target.name == written.name  # the key mkdocs-jupyter computes
    assert target.read_bytes() == written.read_bytes()
    assert "Akumulasi" in page.content and list(target.parent.iterdir()) == [target]  # no partial file left


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
