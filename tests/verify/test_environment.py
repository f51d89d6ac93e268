"""An example's outcome is taken from the last passed run only when its code and the whole
environment are the same: any change to a file a worker could import, or to a variable,
makes every example run again."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from autograd_site.languages import REPO_ROOT
from autograd_site.verify import environment, stamp
from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.report import standing, unchanged_since_last_pass
from autograd_site.verify.run import Runner, digest_of


@pytest.fixture
def importable(tmp_path, monkeypatch):
    """A folder on sys.path, as a PYTHONPATH entry would be, with one module in it."""
    (tmp_path / "patch.py").write_text("PATCHED = False\n", encoding="utf-8")
    monkeypatch.setattr(sys, "path", [str(tmp_path)])
    monkeypatch.setattr(environment, "REPO_ROOT", tmp_path / "repository")
    return tmp_path


def test_a_changed_new_or_removed_file_on_sys_path_changes_the_digest(importable):
    before = environment.environment_digest()
    module = importable / "patch.py"
    module.write_text("PATCHED = True\n", encoding="utf-8")  # one byte more
    assert environment.environment_digest() != before
    stat = module.stat()
    os.utime(module, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))  # same size, touched
    touched = environment.environment_digest()
    assert touched != before
    (importable / "sitecustomize.py").write_text("import patch\n", encoding="utf-8")
    added = environment.environment_digest()
    assert added != touched
    (importable / "sitecustomize.py").unlink()
    assert environment.environment_digest() == touched


def test_bytecode_written_as_workers_import_leaves_the_digest_alone(importable):
    before = environment.environment_digest()
    (importable / "__pycache__").mkdir()
    (importable / "__pycache__" / "patch.cpython-311.pyc").write_bytes(b"\0")
    (importable / "stale.pyc").write_bytes(b"\0")
    assert environment.environment_digest() == before


def test_a_variable_changes_the_digest_but_the_shells_own_do_not(importable, monkeypatch):
    before = environment.environment_digest()
    monkeypatch.setenv("PWD", "/elsewhere")
    monkeypatch.setenv("PYTEST_CURRENT_TEST", "another test")
    assert environment.environment_digest() == before
    monkeypatch.setenv("OMP_NUM_THREADS", "7")
    assert environment.environment_digest() != before


def test_only_a_checkouts_package_is_walked_not_its_pages_or_environments(tmp_path, monkeypatch):
    repository, installed = tmp_path / "repository", tmp_path / "installed"  # installed: what the editable install's .pth names
    for checkout in (repository, installed):
        (checkout / "autograd_site").mkdir(parents=True)
        (checkout / "docs").mkdir()
    monkeypatch.setattr(environment, "REPO_ROOT", repository)
    monkeypatch.setattr(sys, "path", ["", str(repository), str(installed)])
    assert environment.import_folders() == [installed / "autograd_site", repository / "autograd_site"]


def test_an_example_printed_in_the_last_passed_run_is_taken_not_run():
    taken = CodeBlock("python", "print('run now')\n", "<taken>", 1)
    other_line = CodeBlock("python", taken.source, taken.filename, 2)  # a warning would name its line
    runner = Runner()
    try:
        runner.reuse({digest_of(taken): "as printed last time\n"}, "2.13.0")
        runner.submit([taken])
        assert runner.run(taken).output == "as printed last time\n"
        assert runner.workers_started == 0 and runner.torch_version == "2.13.0"
        assert runner.run(other_line).output == "run now\n"
        assert (runner.executed, runner.reused, runner.workers_started) == (2, 1, 1)
        assert runner.reusable() == {digest_of(taken): "as printed last time\n", digest_of(other_line): "run now\n"}
    finally:
        runner.close()


DIGEST_AND_TORCH = """
import torch
from autograd_site.verify.environment import environment_digest
print(repr(torch.ones(1)), environment_digest())
"""


def test_a_torch_patched_at_start_up_has_another_environment(tmp_path):
    """As a simulated drift patches torch (a `sitecustomize` on PYTHONPATH): the interpreter
    that runs the examples has another digest, so a verify run there takes no output from the
    last passed run; two unpatched interpreters have the same one, so a run there takes them."""

    def asked(env: dict[str, str]) -> tuple[str, str]:
        result = subprocess.run([sys.executable, "-c", DIGEST_AND_TORCH], cwd=REPO_ROOT, env=env, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr[-2000:]
        shown, digest = result.stdout.rsplit(" ", 1)
        return shown, digest.strip()

    plain = asked(dict(os.environ))
    assert asked(dict(os.environ)) == plain and plain[0] == "tensor([1.])"
    (tmp_path / "sitecustomize.py").write_text(
        "import torch\ntorch.Tensor.__repr__ = lambda self, *args, **kwargs: 'a drifted tensor'\n", encoding="utf-8"
    )
    shown, digest = asked({**os.environ, "PYTHONPATH": str(tmp_path)})
    assert shown == "a drifted tensor" and digest != plain[1]


def test_a_run_of_every_page_stands_while_neither_its_sources_nor_its_environment_change(tmp_path, monkeypatch):
    monkeypatch.setattr(stamp, "STAMP_PATH", tmp_path / "verified.json")
    reusable: stamp.Reusable = {"environment": "environment", "torch": "2.13.0", "outputs": {}}
    stamp.write_stamp({"claims": 3, "pages": 1}, ["page.md:9: why"], {}, reusable, "inputs")
    report = unchanged_since_last_pass("environment", "inputs")
    assert report is not None and standing(report)[0].startswith("verify: nothing it reads changed")
    assert standing(report)[1:] == ["verify: 1 blocks skipped:", "  page.md:9: why"]  # skips are never silent
    assert unchanged_since_last_pass("environment", "a page saved") is None
    assert unchanged_since_last_pass("torch patched", "inputs") is None
    stamp.forget_stamp()  # a run failed since
    assert unchanged_since_last_pass("environment", "inputs") is None


def test_the_inputs_digest_sees_every_file_verify_reads(tmp_path, monkeypatch):
    for folder in ("docs", "docs_src", "data", "spelling"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "file").write_text("1", encoding="utf-8")
    monkeypatch.setattr(stamp, "REPO_ROOT", tmp_path)
    monkeypatch.setattr(stamp, "DOCS_DIR", tmp_path / "docs")
    monkeypatch.setattr(stamp, "DOCS_SRC_DIR", tmp_path / "docs_src")
    before = stamp.inputs_digest()
    for folder in ("docs", "docs_src", "data", "spelling"):
        (tmp_path / folder / "file").write_text("2", encoding="utf-8")
        assert stamp.inputs_digest() != before, folder
        before = stamp.inputs_digest()
    (tmp_path / "docs" / "id" / "notebooks").mkdir(parents=True)
    (tmp_path / "docs" / "id" / "notebooks" / "page.ipynb").write_text("{}", encoding="utf-8")  # the build's
    assert stamp.inputs_digest() == before
