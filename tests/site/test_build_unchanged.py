"""`nox -s docs` runs ProperDocs only when something it reads, or the built site, changed
(autograd_site/site/build.py)."""

from __future__ import annotations

import sys

import pytest
from properdocs.__main__ import cli

from autograd_site.site import build


@pytest.fixture
def repo(tmp_path, monkeypatch):
    for name in ("docs/id/notebooks", "docs_src/topic", "overrides", ".verify"):
        (tmp_path / name).mkdir(parents=True)
    (tmp_path / "mkdocs.yml").write_text("site_name: x\n")
    (tmp_path / "docs/id/index.md").write_text("# Hai\n")
    (tmp_path / "docs_src/topic/example.py").write_text("print(1)\n")
    (tmp_path / ".verify/verified.json").write_text("{}")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr(build, "RECORD", tmp_path / ".cache/site/unchanged.json")
    return tmp_path


@pytest.fixture
def mkdocs_runs(repo, monkeypatch):
    """Each `mkdocs build` the wrapper starts: its arguments; it writes site/index.html and
    exits with the code in `exit_code`."""
    runs: list[list[str]] = []
    exit_code = [0]

    def fake_main(args, prog_name):
        assert "--dirty" not in sys.argv  # mkdocs-static-i18n's nested builds read it: a whole build each
        runs.append(args)
        (repo / "site").mkdir(exist_ok=True)
        (repo / "site/index.html").write_text(f"build {len(runs)}")
        raise SystemExit(exit_code[0])

    monkeypatch.setattr(cli, "main", fake_main)
    return runs, exit_code


def test_a_dirty_build_with_nothing_changed_does_not_start_mkdocs(repo, mkdocs_runs):
    runs, _ = mkdocs_runs
    assert build.main(["--strict", "--dirty"]) == 0
    assert runs == [["build", "-f", "mkdocs.yml", "--strict"]]  # a whole ProperDocs build, named the config file
    assert build.main(["--strict", "--dirty"]) == 0
    assert len(runs) == 1  # recognised before MkDocs was imported
    (repo / "docs/id/notebooks/index.ipynb").write_text("{}")  # written by the build itself: not an input
    assert build.main(["--strict", "--dirty"]) == 0 and len(runs) == 1


@pytest.mark.parametrize(
    "change",
    [
        lambda repo: (repo / "docs_src/topic/example.py").write_text("print(2)\n"),  # an example
        lambda repo: (repo / "docs/id/new.md").write_text("# Baru\n"),  # a new page
        lambda repo: (repo / ".verify/verified.json").write_text('{"printed": 1}'),  # another verify run's outputs
        lambda repo: (repo / ".verify/verified.json").unlink(),  # a verify that did not pass
        lambda repo: (repo / "site/index.html").write_text("edited by hand"),  # the built site itself
        lambda repo: (repo / "site/index.html").unlink(),
    ],
)
def test_any_change_to_an_input_or_to_the_site_runs_mkdocs_again(repo, mkdocs_runs, change):
    runs, _ = mkdocs_runs
    build.main(["--dirty"])
    change(repo)
    build.main(["--dirty"])
    assert len(runs) == 2


def test_other_options_a_clean_build_or_a_failed_build_run_mkdocs_again(repo, mkdocs_runs):
    runs, exit_code = mkdocs_runs
    build.main(["--dirty"])
    build.main(["--dirty", "--site-dir", "elsewhere"])  # other options: another build
    build.main(["--dirty", "--site-dir", "elsewhere"])
    assert len(runs) == 2
    build.main([])  # not --dirty: always a whole build
    assert len(runs) == 3
    exit_code[0] = 1
    assert build.main(["--dirty"]) == 1  # fails: no record is left ...
    exit_code[0] = 0
    build.main(["--dirty"])  # ... so the next one runs
    assert len(runs) == 5
