"""The "verified with PyTorch" stamp comes only from a passed verify of exactly these pages."""

from __future__ import annotations

import json
import subprocess
import sys
from types import SimpleNamespace

from autograd_site.languages import REPO_ROOT
from autograd_site.verify import stamp
from tests.site.fakes import FakeConfig, plugin


def test_report_is_valid_only_for_the_inputs_it_verified(tmp_path, monkeypatch):
    monkeypatch.setattr(stamp, "STAMP_PATH", tmp_path / "verified.json")
    assert stamp.read_valid_stamp() is None  # no verify run, no stamp
    stamp.write_stamp({"claims": 1}, [], {})
    assert stamp.read_valid_stamp()["torch"] == stamp.torch_version_installed()
    data = json.loads((tmp_path / "verified.json").read_text())
    data["report"]["inputs"] = "0" * 64  # a page or example changed since that verify
    (tmp_path / "verified.json").write_text(json.dumps(data))
    assert stamp.read_valid_stamp() is None


def test_what_a_run_printed_is_read_only_with_the_stamp_of_that_run(tmp_path, monkeypatch):
    monkeypatch.setattr(stamp, "STAMP_PATH", tmp_path / "verified.json")
    assert stamp.read_printed(stamp.read_valid_stamp()) is None  # no verify run: a kernel runs the notebooks
    stamp.write_stamp({"claims": 1}, [], {"print(1)\n": "1\n"})
    report = stamp.read_valid_stamp()
    assert stamp.read_printed(report) == {"print(1)\n": "1\n"}
    assert stamp.read_printed({**report, "inputs": "0" * 64}) is None  # another run's stamp (other pages, other torch)
    stamp.forget_stamp()  # a run that has not passed (yet)
    assert stamp.read_valid_stamp() is None and stamp.read_printed(report) is None


def stamped(code: str, report: dict | None) -> dict:
    site = plugin()
    site.report = report  # what on_pre_build read
    page = SimpleNamespace(file=SimpleNamespace(src_uri=f"{code}/backward.md"), url="backward/", title=None)
    return site.page_context({}, page=page, config=FakeConfig(code), nav=None)


def test_stamp_is_in_the_pages_language_and_absent_without_a_valid_report():
    report = {"torch": "2.13.0", "date": "2026-11-30"}
    assert stamped("ru", report)["verified_stamp"] == "Проверено на PyTorch 2.13.0, 2026-11-30"
    assert stamped("id", report)["verified_stamp"] == "Diverifikasi dengan PyTorch 2.13.0 pada 2026-11-30"
    assert "verified_stamp" not in stamped("id", None)


def test_the_stamp_is_read_once_a_build_and_the_notebooks_take_that_runs_outputs(monkeypatch):
    reads, printed = [], []
    report = {"torch": "x", "date": "y", "inputs": "z"}
    monkeypatch.setattr("autograd_site.site.plugin.read_valid_stamp", lambda: reads.append(1) or report)
    monkeypatch.setattr("autograd_site.site.plugin.read_printed", lambda stamp: {"stamp": stamp})
    monkeypatch.setattr("autograd_site.site.plugin.write_notebooks", lambda *args, **kwargs: printed.append(kwargs["printed"]))
    site = plugin()
    site.on_pre_build(config=FakeConfig("id"))
    assert site.report == report and reads == [1]
    assert printed == [{"stamp": report}]


def test_collecting_every_page_executes_nothing_and_so_stamps_nothing():
    """`pytest docs --collect-only` runs no example: it must leave the stamp as it was (it once
    wrote a stamp of every page with nothing executed, which the build showed as verified)."""
    before = stamp.STAMP_PATH.read_bytes() if stamp.STAMP_PATH.is_file() else None
    result = subprocess.run([sys.executable, "-m", "pytest", "docs", "--collect-only", "-q"], cwd=REPO_ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert (stamp.STAMP_PATH.read_bytes() if stamp.STAMP_PATH.is_file() else None) == before
