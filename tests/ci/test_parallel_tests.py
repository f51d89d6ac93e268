"""`nox -s tests` on every core: verify's run keeps its own JUnit report, a test file runs on one
pytest-xdist worker (with the files that share a per-process session fixture), and what the run
needs once (the verified site) is made by one worker and read by the others."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ci.test_workflows import noxfile  # noqa: F401  (the fixture)
from tests.conftest import ONE_WORKER_FIXTURES, once_per_run, pytest_collection_modifyitems


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--junitxml=build/junit/tests.xml", "-x"], ["--junitxml=build/junit/tests-docs.xml", "-x"]),
        (["--junitxml", "build/junit/tests.xml"], ["--junitxml", "build/junit/tests-docs.xml"]),
        (["--junit-xml=report.xml"], ["--junit-xml=report-docs.xml"]),
        (["-k", "backward", "-x"], ["-k", "backward", "-x"]),
    ],
)
def test_the_verify_run_writes_its_junit_report_beside_the_tests_one(noxfile, args, expected):  # noqa: F811
    assert noxfile.report_apart(args, "docs") == expected


def test_the_tests_run_on_every_core_in_groups(noxfile):  # noqa: F811
    assert "--dist=loadgroup" in noxfile.PARALLEL and "--numprocesses=auto" in noxfile.PARALLEL


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


class FakeItem:
    def __init__(self, nodeid: str, *fixtures: str):
        self.nodeid, self.path, self.fixturenames = nodeid, Path(nodeid.split("::")[0]), list(fixtures)
        self.groups: list[str] = []

    def add_marker(self, mark) -> None:
        assert mark.name == "xdist_group"
        self.groups.append(mark.args[0])


def test_a_file_runs_on_one_worker_and_files_sharing_a_per_process_fixture_together():
    shared = ONE_WORKER_FIXTURES[0]
    items = [
        FakeItem("tests/site/test_a.py::test_one"),
        FakeItem("tests/site/test_a.py::test_two"),
        FakeItem("tests/browser/test_b.py::test_reads_nothing_shared"),
        FakeItem("tests/browser/test_b.py::test_uses_it", shared),
        FakeItem("tests/browser/test_c.py::test_uses_it_too", shared),
        FakeItem("tests/browser/test_d.py::test_alone"),
    ]
    pytest_collection_modifyitems(items)
    assert [item.groups for item in items] == [
        ["tests/site/test_a.py"],
        ["tests/site/test_a.py"],
        [shared],  # the whole file goes where its fixture is made
        [shared],
        [shared],
        ["tests/browser/test_d.py"],
    ]


def test_the_browser_figures_of_every_worker_are_added_up():
    from tests.browser.conftest import Figures

    run = Figures()
    for worker in ({"127.0.0.1:1": 3}, {"127.0.0.1:1": 2, "127.0.0.1:2": 1}):
        figures = Figures()
        figures.requests.update(worker)
        figures.axe[f"page {len(worker)}"] = {"passes": 1, "impacts": {}, "violations": []}
        run.add(figures.as_json())
    assert run.requests == {"127.0.0.1:1": 5, "127.0.0.1:2": 1}
    assert sorted(run.axe) == ["page 1", "page 2"]
