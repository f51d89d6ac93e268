"""Fixtures shared by the tooling's tests, and how `nox -s tests` spreads them over the cores.

`nox -s tests` runs them with pytest-xdist (`-n auto --dist loadgroup`): a worker process per
core, each test file on one worker (its module fixtures made once), the files that share a
session fixture made in each process on the same worker (tests/scheduling.py). What a whole
run needs once, the verified site, is made once for the run by the first process that asks
(`once_per_run`: in a run of every test, the main process, as the workers start) and read by
the others.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock

from autograd_site.languages import REPO_ROOT
from autograd_site.verify.collect import Page, collect_page
from autograd_site.verify.run import Runner
from autograd_site.verify.stamp import read_valid_stamp
from tests.scheduling import check_shared_fixtures, make_scheduler
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


def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The temporary folder of the whole run: under pytest-xdist, the folder of every worker's own."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def once_per_run(tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Any]) -> Any:
    """make(folder) once per run, its result (JSON) shared by every worker: the first to ask
    makes it in a folder of the run while the others wait, then read what it recorded. A make
    that raised is tried again by the next worker that asks (and fails the same way)."""
    shared = run_folder(tmp_path_factory)
    record = shared / f"{name}.json"
    with FileLock(shared / f"{name}.lock"):
        if record.is_file():
            return json.loads(record.read_text(encoding="utf-8"))
        folder = shared / name
        folder.mkdir(exist_ok=True)
        result = make(folder)
        record.write_text(json.dumps(result), encoding="utf-8")
        return result


def verify_and_build(folder: Path) -> dict:
    report, verify_output = ensure_verified()
    site = build(REPO_ROOT / "mkdocs.yml", folder)  # in this process
    return {"path": str(site), "report": report, "verify_output": verify_output}


@pytest.fixture(scope="session")
def verified_build(tmp_path_factory) -> BuiltSite:
    """The real site, verified and built once per test run (the build tests and the browser
    share it; under pytest-xdist, every worker reads the one build)."""
    built = once_per_run(tmp_path_factory, "verified-site", verify_and_build)
    return BuiltSite(Path(built["path"]), built["report"], built["verify_output"])


def pytest_sessionstart(session: pytest.Session) -> None:
    """A run of every test on pytest-xdist's workers: its main process, which runs no test,
    makes the verified site at once, in a thread, while the workers run their first tests. A
    worker that needs the site before it is made waits on once_per_run's lock, its core left
    to the build; made by the first worker that asks, it kept the other waiting (a minute)."""
    config = session.config
    whole = [Path(arg).resolve() for arg in config.args] == [config.rootpath / "tests"]
    if whole and config.pluginmanager.hasplugin("dsession") and not os.environ.get("PYTEST_XDIST_WORKER"):
        factory = config._tmp_path_factory  # the folder pytest-xdist makes each worker's in
        threading.Thread(target=once_per_run, args=(factory, "verified-site", verify_and_build), daemon=True).start()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    check_shared_fixtures(items, config.rootpath)


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook, in the run's main process
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    """Each test file on one worker, with the files that share a per-process fixture (scheduling.py)."""
    return make_scheduler(config, log) if config.getvalue("dist") == "loadgroup" else None


@pytest.hookimpl(optionalhook=True)  # a pytest-xdist hook: absent without it
def pytest_testnodedown(node, error) -> None:
    """A worker's browser figures join the run's: the main process never collects tests/browser/."""
    figures = getattr(node, "workeroutput", {}).get("browser_figures")
    if figures:
        from tests.browser.conftest import FIGURES

        FIGURES.add(figures)


def pytest_terminal_summary(terminalreporter) -> None:
    if "tests.browser.conftest" in sys.modules:  # browser tests ran here, or sent their figures
        from tests.browser.conftest import report_figures

        report_figures(terminalreporter)
