"""Fixtures of the CI and tooling checks."""

from __future__ import annotations

import importlib.util

import pytest

from autograd_site.languages import REPO_ROOT


@pytest.fixture(scope="session")
def noxfile():
    """The project's noxfile, imported as nox does, so its sessions are in nox's registry: once
    a process (a second import registers every session again, which nox warns of)."""
    spec = importlib.util.spec_from_file_location("noxfile", REPO_ROOT / "noxfile.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
