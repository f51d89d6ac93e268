"""How `nox -s tests` spreads the test files over the cores (pytest-xdist, `--dist loadgroup`).

A unit of work is a test file, so that its module fixtures are made once; the files that use a
session fixture which cannot be shared between processes (SHARED_FIXTURE_FILES) are one unit
together, so that it is made once too.

The groups are ours, not pytest-xdist's: its loadgroup reads a group from a suffix it writes
into each test's id, and pytest 9.2 builds ids in a way that ignores that write, so with
pytest 9.2 and pytest-xdist 3.8 every test goes wherever, a file's fixtures are made on each
core, and nothing says so (pytest-xdist issue 1386). The scheduler below reads the file from
the test's id instead, which both versions keep.

The units go longest first (SECONDS, measured), so that what is left at the end is short and
both cores finish together: pytest-xdist orders them by their count of tests, and put the
single long tests (a serve session, two clean builds) last, with one core idle for minutes.
"""

from __future__ import annotations

import pytest

# Session fixtures made in each process that cannot be shared as files, and the test files
# that use them (tests/browser: every page visited once). A test that uses one in a file not
# listed stops the run at collection (check_shared_fixtures).
SHARED_FIXTURE_FILES: dict[str, tuple[str, ...]] = {
    "visits": (
        "tests/browser/test_features.py",
        "tests/browser/test_pages.py",
    ),
}
UNIT_OF_FILE = {path: fixture for fixture, paths in SHARED_FIXTURE_FILES.items() for path in paths}
# About the seconds a unit takes in a full `nox -s tests` on two cores (its tests' times in a
# run's JUnit report, scaled to an idle machine); a unit not listed counts a fifth of a second
# a test. Only the order matters: a unit that became faster or slower costs some balance, never
# a result.
SECONDS = {
    "tests/site/test_build.py": 290,  # with the hermetic build (one cold build for two tests)
    "visits": 270,  # the lessons' notebook links read on the walk, not loaded again
    "tests/browser/test_live_preview.py": 200,
    "tests/site/test_serve_rebuild.py": 110,
    "tests/verify/test_run.py": 85,
    "tests/browser/test_search_corpus.py": 70,
    "tests/site/test_translations.py": 70,
    "tests/browser/test_reading.py": 55,
    "tests/browser/test_diagrams.py": 50,  # one load a lesson (the dark scheme by its toggle)
    "tests/translate/test_check.py": 50,
    "tests/browser/test_moved_sections.py": 45,
    "tests/page/test_against_mkdocs.py": 40,
    "tests/browser/test_search_quality.py": 30,
    "tests/verify/test_simulated_drift.py": 25,
}


def unit_of(nodeid: str) -> str:
    """The unit of work of a test: its file, or the shared fixture its file uses."""
    path = nodeid.split("::", 1)[0]
    return UNIT_OF_FILE.get(path, path)


def check_shared_fixtures(items: list[pytest.Item], rootpath) -> None:
    """A test that uses a fixture of SHARED_FIXTURE_FILES from another file would make it again
    in another process (minutes, for `visits`): stop before anything runs, naming the file."""
    for item in items:
        path = item.path.relative_to(rootpath).as_posix()
        for fixture, paths in SHARED_FIXTURE_FILES.items():
            if fixture in getattr(item, "fixturenames", ()) and path not in paths:
                raise pytest.UsageError(
                    f"{path}: {item.name} uses the `{fixture}` fixture, made once per process: add the file to "
                    f"SHARED_FIXTURE_FILES[{fixture!r}] in tests/scheduling.py, so that it runs on the worker that made it"
                )


def make_scheduler(config: pytest.Config, log):
    from xdist.scheduler import LoadScopeScheduling  # a maintainer's tool: only with pytest-xdist

    class FileUnits(LoadScopeScheduling):
        """pytest-xdist's scope scheduling (a unit goes whole to one worker), with our units of
        work, the longest first."""

        def _split_scope(self, nodeid: str) -> str:
            return unit_of(nodeid)

        def _assign_work_unit(self, node) -> None:
            """The longest unit waiting goes next (pytest-xdist takes the first in its queue)."""
            longest = max(self.workqueue, key=lambda unit: SECONDS.get(unit, len(self.workqueue[unit]) / 5))
            self.workqueue.move_to_end(longest, last=False)
            super()._assign_work_unit(node)

    return FileUnits(config, log)
