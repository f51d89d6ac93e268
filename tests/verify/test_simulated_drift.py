"""Simulated drifts of features the course teaches: a sitecustomize on the worker's PYTHONPATH
changes one PyTorch behaviour, and the example that teaches it must then fail its claim on the
real page. Each patch is a drift the example is meant to catch, so a claim that printed nothing
the drift changes would make its test fail."""

from __future__ import annotations

import textwrap

import pytest

from autograd_site.languages import DOCS_DIR
from autograd_site.verify.collect import collect_page
from autograd_site.verify.compare import check_example
from autograd_site.verify.failures import FailureKind
from autograd_site.verify.run import Runner

# page, the example's file, and what the worker runs before any example: the drift
DRIFTS = {
    "is_grads_batched returns its rows in the wrong order": (
        "autograd-grad.md",
        "batched_grads.py",
        """
        import torch
        real_grad = torch.autograd.grad
        def grad(*args, **kwargs):
            result = real_grad(*args, **kwargs)
            return tuple(r.flip(0) for r in result) if kwargs.get("is_grads_batched") else result
        torch.autograd.grad = grad
        """,
    ),
    "a multi-grad hook is registered but never called": (
        "hooks.md",
        "multi_grad_hook.py",
        """
        import torch.autograd.graph
        class Handle:
            def remove(self):
                pass
        torch.autograd.graph.register_multi_grad_hook = lambda *args, **kwargs: Handle()
        """,
    ),
    "ctx.mark_dirty is accepted and does nothing": (
        "custom-function.md",
        "mark_dirty.py",
        """
        from torch.autograd.function import FunctionCtx
        FunctionCtx.mark_dirty = lambda self, *args: None
        """,
    ),
}


@pytest.mark.parametrize("drift", DRIFTS)
def test_the_example_that_teaches_a_feature_fails_when_the_feature_drifts(drift, tmp_path, monkeypatch):
    page_name, example_name, patch = DRIFTS[drift]
    (tmp_path / "sitecustomize.py").write_text(textwrap.dedent(patch), encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))  # the worker imports sitecustomize at start-up
    examples = [
        example
        for language in ("id", "ru")
        for example in collect_page(DOCS_DIR / language / page_name).examples
        if example.code.includes and example.code.includes[0].name == example_name
    ]
    assert len(examples) == 2  # the example, once on each language's page
    with Runner() as runner:  # one run: both pages include the same file
        outcome = runner.run(examples[0].code)
        failures = [check_example(example, outcome, runner.torch_version) for example in examples]
    assert [failure and failure.kind for failure in failures] == [FailureKind.OUTPUT_DIFFERS] * 2, drift
