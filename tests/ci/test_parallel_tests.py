"""`nox -s tests` on every core: verify's run keeps its own JUnit report, a test file runs on one
pytest-xdist worker (with the files that share a per-process session fixture), the longest
first, and what the run needs once (the verified site) is made by one process and read by the
others."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from autograd_site.languages import REPO_ROOT
from tests.conftest import once_per_run
from tests.scheduling import SHARED_FIXTURE_FILES, check_shared_fixtures


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--junitxml=build/junit/tests.xml", "-x"], ["--junitxml=build/junit/tests-docs.xml", "-x"]),
        (["--junitxml", "build/junit/tests.xml"], ["--junitxml", "build/junit/tests-docs.xml"]),
        (["--junit-xml=report.xml"], ["--junit-xml=report-docs.xml"]),
        (["-k", "backward", "-x"], ["-k", "backward", "-x"]),
    ],
)
def test_the_verify_run_writes_its_junit_report_beside_the_tests_one(noxfile, args, expected):
    assert noxfile.report_apart(args, "docs") == expected


class FakeTempFactory:
    def __init__(self, base: Path):
        self.base = base

    def getbasetemp(self) -> Path:
        return self.base


def test_what_a_run_needs_once_is_made_by_the_first_worker_and_read_by_the_others(tmp_path, monkeypatch):
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
    made = []

    def make(folder: Path) -> dict:
        made.append(folder)
        (folder / "index.html").write_text("built")
        return {"path": str(folder)}

    first = once_per_run(FakeTempFactory(tmp_path / "popen-gw0"), "site", make)
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    second = once_per_run(FakeTempFactory(tmp_path / "popen-gw1"), "site", make)
    assert first == second == {"path": str(tmp_path / "site")}
    assert made == [tmp_path / "site"]  # once, in the run's folder above each worker's


def test_a_make_that_failed_is_tried_again_by_the_next_worker(tmp_path):
    def fail(folder: Path) -> dict:
        raise RuntimeError("the build failed")

    with pytest.raises(RuntimeError):
        once_per_run(FakeTempFactory(tmp_path), "site", fail)
    assert once_per_run(FakeTempFactory(tmp_path), "site", lambda folder: {"built": True}) == {"built": True}


SUB_RUN_CONFTEST = """
import pytest
from tests import scheduling

scheduling.UNIT_OF_FILE.update({"test_b.py": "shared", "test_c.py": "shared"})
scheduling.SECONDS.update({"test_f.py": 100})


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    return scheduling.make_scheduler(config, log)
"""
SUB_RUN_TEST = """
import os, time

def test_{n}():
    time.sleep(0.05)
    with open("ran.txt", "a") as ran:
        ran.write(os.environ["PYTEST_XDIST_WORKER"] + " " + __name__ + "\\n")
"""


def test_each_file_runs_on_one_worker_and_files_sharing_a_per_process_fixture_together_the_longest_first(tmp_path):
    """A real run on two workers (pytest-xdist's own loadgroup groups nothing under pytest 9.2):
    the unit SECONDS calls longest starts first, then the one with most tests (the shared one)."""
    (tmp_path / "conftest.py").write_text(SUB_RUN_CONFTEST)
    for name in "abcdef":
        (tmp_path / f"test_{name}.py").write_text("".join(SUB_RUN_TEST.format(n=n) for n in range(6)))
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2", "--dist=loadgroup", "."],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    workers: dict[str, set[str]] = {}
    first: dict[str, str] = {}
    for line in (tmp_path / "ran.txt").read_text().splitlines():
        worker, module = line.split()
        workers.setdefault(module, set()).add(worker)
        first.setdefault(worker, module)
    assert sorted(first.values()) in (["test_b", "test_f"], ["test_c", "test_f"]), first
    assert len(workers) == 6 and all(len(ran_on) == 1 for ran_on in workers.values()), workers
    assert workers["test_b"] == workers["test_c"]
    assert len(set().union(*workers.values())) == 2  # both cores did work


def test_a_test_using_a_per_process_fixture_outside_its_files_stops_the_run_naming_it(tmp_path):
    class Item:
        name, fixturenames, path = "test_new", ["built_site", "visits"], tmp_path / "tests/browser/test_new.py"

    with pytest.raises(pytest.UsageError, match=r"tests/browser/test_new.py: test_new uses the `visits` fixture"):
        check_shared_fixtures([Item()], tmp_path)  # type: ignore[list-item]
    Item.path = tmp_path / SHARED_FIXTURE_FILES["visits"][0]
    check_shared_fixtures([Item()], tmp_path)  # type: ignore[list-item]
