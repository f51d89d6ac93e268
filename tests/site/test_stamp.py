"""The "verified with PyTorch" stamp comes only from a passed verify of exactly these pages."""

from __future__ import annotations

import json

from autograd_site.languages import BY_CODE
from autograd_site.verify import stamp
from tests.site.fakes import FakeConfig, plugin


def test_report_is_valid_only_for_the_inputs_it_verified(tmp_path, monkeypatch):
    monkeypatch.setattr(stamp, "REPORT_PATH", tmp_path / "report.json")
    assert stamp.read_valid_stamp() is None  # no verify run, no stamp
    stamp.write_stamp({"claims": 1}, [])
    assert stamp.read_valid_stamp()["torch"] == stamp.torch_version_installed()
    data = json.loads((tmp_path / "report.json").read_text())
    data["inputs"] = "0" * 64  # a page or example changed since that verify
    (tmp_path / "report.json").write_text(json.dumps(data))
    assert stamp.read_valid_stamp() is None


def stamped(code: str, report: dict | None, **options) -> dict:
    site = plugin(**options)
    site.report = report  # what on_pre_build read
    return site.on_page_context({}, page=None, config=FakeConfig(code), nav=None)


def test_stamp_is_in_the_pages_language():
    report = {"torch": "2.13.0", "date": "2026-11-30"}
    assert stamped("ru", report)["verified_stamp"] == "Проверено на PyTorch 2.13.0, 2026-11-30"
    assert stamped("id", report)["verified_stamp"] == "Diverifikasi dengan PyTorch 2.13.0 pada 2026-11-30"
    assert stamped("ru", report)["download_label"] == BY_CODE["ru"].download_label


def test_no_stamp_without_a_valid_report():
    assert "verified_stamp" not in stamped("id", None)


def test_the_stamp_is_read_once_a_build_unless_switched_off(monkeypatch):
    reads = []
    monkeypatch.setattr("autograd_site.site.plugin.read_valid_stamp", lambda: reads.append(1) or {"torch": "x", "date": "y"})
    monkeypatch.setattr("autograd_site.site.plugin.write_notebooks", lambda *args, **kwargs: None)
    site = plugin()
    site.on_pre_build(config=FakeConfig("id"))
    assert site.report == {"torch": "x", "date": "y"} and reads == [1]
    off = plugin(verified_stamp=False)
    off.on_pre_build(config=FakeConfig("id"))
    assert off.report is None and reads == [1]
