"""Fixtures shared by the tooling's tests."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import torch._dynamo  # noqa: F401

# Imported up front on purpose: an in-process pytester run restores sys.modules afterwards,
# and torch cannot register torch._dynamo's operator libraries a second time when an
# example imports it again (torch.optim does).

from autograd_site.verify.collect import Page, collect_page
from autograd_site.verify.run import Runner


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
def runner() -> Runner:
    return Runner(timeout=2)
