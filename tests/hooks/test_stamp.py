"""The "verified with PyTorch" stamp comes only from a passed verify of exactly these pages."""
from __future__ import annotations

import json

from autograd_site.hooks import site as site_hooks
from autograd_site.languages import BY_CODE
from autograd_site.verify import report
from autograd_site.verify.report import Tally


class FakeConfig:
    def __init__(self, code):
        self.plugins = {"i18n": type("I18n", (), {"current_language": code})()}


def test_report_is_valid_only_for_the_inputs_it_verified(tmp_path, monkeypatch):
    monkeypatch.setattr(report, "REPORT_PATH", tmp_path / "report.json")
    assert report.read_valid_report() is None  # no verify run, no stamp
    report.write_report(Tally())
    assert report.read_valid_report()["torch"] == report.torch_version_installed()
    data = json.loads((tmp_path / "report.json").read_text())
    data["inputs"] = "0" * 64  # a page or example changed since that verify
    (tmp_path / "report.json").write_text(json.dumps(data))
    assert report.read_valid_report() is None


def test_stamp_is_in_the_pages_language(monkeypatch):
    monkeypatch.setattr(site_hooks, "read_valid_report", lambda: {"torch": "2.13.0", "date": "2026-11-30"})
    ru = site_hooks.on_page_context({}, None, FakeConfig("ru"), None)
    idn = site_hooks.on_page_context({}, None, FakeConfig("id"), None)
    assert ru["verified_stamp"] == "Проверено на PyTorch 2.13.0, 2026-11-30"
    assert idn["verified_stamp"] == "Diverifikasi dengan PyTorch 2.13.0 pada 2026-11-30"
    assert ru["download_label"] == BY_CODE["ru"].download_label


def test_no_stamp_without_a_valid_report(monkeypatch):
    monkeypatch.setattr(site_hooks, "read_valid_report", lambda: None)
    assert "verified_stamp" not in site_hooks.on_page_context({}, None, FakeConfig("id"), None)
