"""requirements/warm_bytecode.py: what a new environment compiles right after it is installed."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def warm_bytecode():
    spec = importlib.util.spec_from_file_location("warm_bytecode", ROOT / "requirements" / "warm_bytecode.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_group_is_imported_in_its_own_process_and_leaves_bytecode_even_where_writing_it_is_off(warm_bytecode, tmp_path, monkeypatch):
    (tmp_path / "first.py").write_text("import os\nwith open(os.environ['PIDS'], 'a') as f: f.write(f'{os.getpid()}\\n')\n")
    (tmp_path / "second").mkdir()
    (tmp_path / "second" / "__init__.py").write_text("from . import inner\n")
    (tmp_path / "second" / "inner.py").write_text("import os\nwith open(os.environ['PIDS'], 'a') as f: f.write(f'{os.getpid()}\\n')\n")
    (tmp_path / "broken.py").write_text("raise RuntimeError('not this one')\n")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("PIDS", str(tmp_path / "pids"))
    monkeypatch.setattr(warm_bytecode, "GROUPS", [["first", "no_such_module"], ["broken", "second"]])
    warm_bytecode.main([])
    cache = sys.implementation.cache_tag
    assert (tmp_path / "__pycache__" / f"first.{cache}.pyc").is_file()
    assert (tmp_path / "second" / "__pycache__" / f"inner.{cache}.pyc").is_file()  # after a module that failed
    assert len(set((tmp_path / "pids").read_text().split())) == 2


def test_every_listed_module_is_installed_and_the_second_group_never_imports_torch(warm_bytecode):
    """A renamed module would only slow the first run down, silently: so it is caught here.
    The groups run side by side; the second must not compile what the first is compiling."""
    missing = [name for group in warm_bytecode.GROUPS for name in group if importlib.util.find_spec(name) is None]
    assert missing == []
    probe = f"import sys\nfor name in {warm_bytecode.GROUPS[1]!r}: __import__(name)\nprint(sorted(m for m in sys.modules if m == 'torch' or m.startswith('torch.')))"
    imported = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert imported.stdout.strip() == "[]"


def test_what_a_verify_worker_imports_before_its_first_example_is_warmed(warm_bytecode):
    from autograd_site.verify.run import MODULES as WARM_UP

    warmed = {name for group in warm_bytecode.GROUPS for name in group}
    assert set(WARM_UP) <= warmed


def test_every_folder_the_second_group_compiles_late_is_in_this_torch(warm_bytecode):
    """A folder torch moved would only leave the first group longer, silently: caught here."""
    torch = Path(next(iter(importlib.util.find_spec("torch").submodule_search_locations)))
    assert [folder for folder in warm_bytecode.LATE_FOLDERS if not list((torch / folder).glob("*.py"))] == []
