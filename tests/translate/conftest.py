"""Fixtures of the translation tests: a matching page pair to break one landmark at a time,
and docs trees (optionally git repositories) written from dicts."""

from __future__ import annotations

import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest

from autograd_site.languages import BY_CODE
from autograd_site.translate.pairs import PagePair, pair

FIXTURES = Path(__file__).parent / "fixtures"
RU = BY_CODE["ru"]


@pytest.fixture
def page_pair(tmp_path) -> PagePair:
    """A copy of fixtures/pair: docs/id/page.md and its matching docs/ru/page.md."""
    shutil.copytree(FIXTURES / "pair", tmp_path / "docs")
    return pair("page.md", RU, tmp_path / "docs")


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def write_tree(root: Path, files: dict[str, str]) -> Path:
    """`files` (path under root: text, dedented) written; returns root's docs folder."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return root / "docs"


def git(repo: Path, *args: str) -> str:
    identity = ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"]
    return subprocess.run(["git", "-C", str(repo), *identity, *args], check=True, capture_output=True, text=True).stdout


def commit(repo: Path, files: dict[str, str], message: str = "pages") -> str:
    """`files` written (as write_tree does) and everything committed in `repo`; returns the commit."""
    write_tree(repo, files)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", message)
    return git(repo, "rev-parse", "HEAD").strip()


@pytest.fixture
def repo(tmp_path) -> Path:
    """An empty git repository to commit docs trees into."""
    git(tmp_path, "init", "-q", "-b", "main")
    return tmp_path


def committed_translation(repo: Path, source: str, translation: str) -> Path:
    """docs/id/p.md and its translation docs/ru/p.md written, marked fresh and committed in
    `repo`; returns the docs directory."""
    from autograd_site.translate import status  # noqa: PLC0415  (the fixtures need no status otherwise)

    write_tree(repo, {"docs/id/p.md": source, "docs/ru/p.md": translation})
    assert status.main(["--mark", "ru/p.md"], repo / "docs") == 0
    commit(repo, {}, "translated")
    return repo / "docs"
