"""The real MkDocs build: both languages, notebooks rendered as notebooks, includes checked."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from autograd_site.languages import LANGUAGES, REPO_ROOT, SOURCE

MKDOCS = [sys.executable, "-m", "mkdocs"]
ENV_EXTRA = {"NO_MKDOCS_2_WARNING": "1"}


def build(config_dir: Path, site_dir: Path) -> subprocess.CompletedProcess:
    import os

    return subprocess.run(
        [*MKDOCS, "build", "--strict", "-f", str(config_dir / "mkdocs.yml"), "-d", str(site_dir)],
        cwd=config_dir, capture_output=True, text=True, env={**os.environ, **ENV_EXTRA},
    )


@pytest.fixture(scope="session")
def built_site(verified_build) -> Path:
    return verified_build.path


def language_root(site: Path, code: str) -> Path:
    return site if code == SOURCE.code else site / code


def test_each_language_has_its_home_page(built_site):
    assert (built_site / "index.html").is_file()
    assert (built_site / "ru" / "index.html").is_file()
    assert '<html lang="id"' in (built_site / "index.html").read_text()
    assert '<html lang="ru"' in (built_site / "ru" / "index.html").read_text()


@pytest.mark.parametrize("code", [lang.code for lang in LANGUAGES])
def test_notebooks_render_as_notebook_pages_in_every_language(built_site, code):
    """mkdocs-static-i18n publishes notebooks as raw JSON unless our hook re-wraps them (#198)."""
    page = language_root(built_site, code) / "notebooks" / "backward" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert "jp-Cell" in html and "jp-OutputArea-output" in html  # executed cells, rendered
    assert '"cell_type"' not in html  # not the notebook's JSON
    assert "x.grad" in html


@pytest.mark.parametrize("code", [lang.code for lang in LANGUAGES])
def test_the_notebook_file_is_downloadable_and_valid(built_site, code):
    folder = language_root(built_site, code) / "notebooks" / "backward"
    notebook = nbformat.read(folder / "backward.ipynb", as_version=4)
    nbformat.validate(notebook)
    assert notebook.metadata["autograd_site"]["language"] == code
    assert 'download class="md-content__button' in (folder / "index.html").read_text(encoding="utf-8")


def test_a_missing_include_fails_the_build(tmp_path):
    for name in ("docs", "docs_src", "overrides"):
        shutil.copytree(REPO_ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("notebooks", "__pycache__"))
    (tmp_path / "autograd_site").symlink_to(REPO_ROOT / "autograd_site")  # the hooks, and npm assets of the repo
    config = (REPO_ROOT / "mkdocs.yml").read_text().replace("execute: true", "execute: false")
    (tmp_path / "mkdocs.yml").write_text(config)
    page = tmp_path / "docs" / "id" / "backward.md"
    page.write_text(page.read_text().replace('--8<-- "backward/scalar_output.py"', '--8<-- "backward/renamed.py"'))
    result = build(tmp_path, tmp_path / "site")
    assert result.returncode != 0
    assert "renamed.py" in result.stderr


def test_the_built_site_has_no_broken_internal_link_or_anchor_in_any_language(built_site):
    from autograd_site.links import check_internal, read_site

    assert check_internal(read_site(built_site)) == []
