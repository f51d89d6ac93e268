"""A lesson's claims must catch the drift they are about: PyTorch is changed in the worker
(a sitecustomize.py on PYTHONPATH, imported before any example runs) the way a regression
would change it, and the lesson's pages, in every language, must fail verification on the
examples that show that behaviour, as wrong outputs rather than crashes."""

from __future__ import annotations

import shutil
import textwrap
from dataclasses import dataclass

import pytest

from autograd_site.languages import DOCS_DIR, LANGUAGES
from autograd_site.verify.failures import FailureKind, read_failures
from tests.verify.verify_folder import verify_folder

pytest_plugins = ["pytester"]


@dataclass(frozen=True)
class Drift:
    name: str
    page: str  # the lesson that must catch it, as docs/<lang>/<page>
    patch: str  # the sitecustomize.py that simulates it
    caught_by: frozenset[str]  # docs_src examples that must print something else


DRIFTS = [
    Drift(
        "GradScaler.scale() stops scaling",
        "training-loop.md",
        # Its scale is still created and used by step() and update(): the loss alone is left
        # unscaled, so no example crashes (the plainer `return outputs` also fails the page,
        # as examples that raise: step() finds no scale).
        """
        from torch.amp.grad_scaler import GradScaler
        scale_as_before = GradScaler.scale
        def scale(self, outputs):
            scale_as_before(self, outputs)
            return outputs
        GradScaler.scale = scale
        """,
        frozenset(
            {
                "docs_src/training_loop/grad_scaler_steps.py",
                "docs_src/training_loop/unscale_clip.py",
                "docs_src/training_loop/fp16_underflow.py",
            }
        ),
    ),
    Drift(
        "clip_grad_norm_ measures but stops clipping",
        "training-loop.md",
        """
        import torch.nn.utils
        import torch.nn.utils.clip_grad
        measure = torch.nn.utils.clip_grad.clip_grad_norm_
        def clip_grad_norm_(parameters, max_norm, *args, **kwargs):
            return measure(parameters, float("inf"), *args, **kwargs)
        torch.nn.utils.clip_grad_norm_ = torch.nn.utils.clip_grad.clip_grad_norm_ = clip_grad_norm_
        """,
        frozenset({"docs_src/training_loop/clip_in_loop.py", "docs_src/training_loop/unscale_clip.py"}),
    ),
]


@pytest.mark.parametrize("drift", DRIFTS, ids=lambda drift: drift.name)
def test_a_simulated_drift_fails_the_lesson_in_every_language(drift, pytester, monkeypatch, tmp_path):
    patched = tmp_path / "patched"
    patched.mkdir()
    (patched / "sitecustomize.py").write_text(textwrap.dedent(drift.patch), encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(patched))  # the worker inherits it
    docs = verify_folder(tmp_path / "verify")
    for language in LANGUAGES:  # the lesson's pages in every language, verified apart from the repository
        (docs / language.code).mkdir()
        shutil.copy(DOCS_DIR / language.code / drift.page, docs / language.code / drift.page)

    result = pytester.runpytest_subprocess(str(docs), "-p", "no:cacheprovider", "--rootdir", str(docs.parent))

    assert result.ret == 1
    _, failures = read_failures(docs.parent / "failures.json")
    assert {failure.kind for failure in failures} == {FailureKind.OUTPUT_DIFFERS}, [str(failure) for failure in failures]
    for language in LANGUAGES:
        page = f"{language.code}/{drift.page}"
        caught = {failure.example for failure in failures if failure.page.endswith(page)}
        assert drift.caught_by <= caught, f"{page}: not caught by {sorted(drift.caught_by - caught)}"
