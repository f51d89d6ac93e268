"""The README's two commands and .ci/run install the same nox and uv as requirements/lock.txt
pins (the workflows install them from the lock): a version bumped in one place only fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOL_PIN = re.compile(r"\b(nox|uv)==([\w.+]+)")


def lock_pins() -> dict[str, list[str]]:
    """name -> what the lock pins it to, marker included: `['2.13.0+cpu ; sys_platform != "darwin"', ...]`."""
    pins: dict[str, list[str]] = {}
    for line in (ROOT / "requirements" / "lock.txt").read_text().splitlines():
        if "==" in line and not line.startswith("#"):
            name, pin = line.split("==", 1)
            pins.setdefault(name, []).append(pin)
    return pins


def install_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.search(r"\bpip install\b", line) and TOOL_PIN.search(line)]


@pytest.mark.parametrize("path", ["README.md", ".ci/run"])
def test_the_entry_points_install_nox_and_uv_as_the_lock_pins_them(path):
    lines = install_lines((ROOT / path).read_text())
    assert lines, f"{path} installs no pinned nox and uv"
    pins = lock_pins()
    for line in lines:
        found = dict(TOOL_PIN.findall(line))
        assert set(found) == {"nox", "uv"}, f"{path}: {line!r} must install both nox and uv"
        assert found == {"nox": pins["nox"][0], "uv": pins["uv"][0]}, f"{path}: {line!r} differs from requirements/lock.txt"


def test_the_readme_asks_for_the_python_the_project_requires():
    requires = re.search(r'^requires-python = ">=([\d.]+)"', (ROOT / "pyproject.toml").read_text(), re.MULTILINE)
    assert requires, "pyproject.toml states no requires-python"
    assert f"**Python {requires[1]} or newer, with pip**" in (ROOT / "README.md").read_text()


def test_the_translators_requirements_pin_what_the_lock_pins():
    """requirements/check.txt (nox -s check, spell, translations) is a subset of the lock, same
    versions: the lemmatisers (pymorphy3 and its dictionary, PySastrawi) included."""
    pins = lock_pins()
    checked = [line for line in (ROOT / "requirements" / "check.txt").read_text().splitlines() if "==" in line and not line.startswith("#")]
    assert [line for line in checked if line.split("==", 1)[1] not in pins.get(line.split("==", 1)[0], [])] == []
    assert {"pymorphy3", "pymorphy3-dicts-ru", "PySastrawi"} <= {line.split("==", 1)[0] for line in checked}
