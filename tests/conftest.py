"""Fixtures shared by the tooling's tests."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from autograd_site.languages import REPO_ROOT
from autograd_site.verify.collect import Page, collect_page
from autograd_site.verify.run import Runner
from autograd_site.verify.stamp import read_valid_stamp
from tests.site.building import build


@pytest.fixture
def write_page(tmp_path):
    """Write a Markdown page (dedented) and return its path."""

    def write(text: str, name: str = "page.md") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return path

    return write


@pytest.fixture
def page_of(write_page):
    """Collect a page written from text."""

    def collect(text: str) -> Page:
        return collect_page(write_page(text))

    return collect


@pytest.fixture(scope="session")
def runner():
    with Runner(timeout=2) as runner:
        yield runner


@dataclass(frozen=True)
class BuiltSite:
    path: Path
    report: dict | None  # the verify report that stamped it
    verify_output: str  # what that verify printed, when the fixture had to run it


def ensure_verified() -> tuple[dict | None, str]:
    """The stamp comes from a passed verify of exactly these pages: run one if there is none."""
    report = read_valid_stamp()
    if report:
        return report, ""
    result = subprocess.run([sys.executable, "-m", "pytest", "docs", "-q"], cwd=REPO_ROOT, capture_output=True, text=True)
    return read_valid_stamp(), result.stdout[-3000:]


@pytest.fixture(scope="session")
def verified_build(tmp_path_factory) -> BuiltSite:
    """The real site, verified and built once per test session (the build tests and the browser share it)."""
    report, verify_output = ensure_verified()
    site = build(REPO_ROOT / "mkdocs.yml", tmp_path_factory.mktemp("site"))  # in this process
    return BuiltSite(site, report, verify_output)
