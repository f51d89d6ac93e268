"""A lesson that claims to prove PyTorch right must fail when PyTorch's numbers drift.

Each case patches torch for the examples it names (a `sitecustomize` on PYTHONPATH: in the
verify worker, right before such an example runs, and in no other process; the worker then
ends, so no other example sees the patch), verifies the real pages of every language, and
checks that each named example's claim failed. A page that stopped printing enough digits to
see the drift would pass under the patch, and fail this test. The cases run in groups that
name no example twice, a run (one torch import) and a test a group; a failure names each
drift that left a claim standing.

Of each page only the items of those examples are kept (SELECT): each example runs alone, in a
fresh namespace with torch's state reset, so its outcome is the one a run of the whole page
gives it, and a page's other examples (seconds of training, DDP and compiling) say nothing here.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from autograd_site.languages import DOCS_DIR, LANGUAGES
from autograd_site.verify.failures import FailureKind, read_failures
from tests.verify.folders import make_verify_folder


@dataclass(frozen=True)
class Drift:
    name: str
    patch: str  # the code that makes torch drift
    page: str  # the page, in every language
    must_fail: tuple[str, ...]  # docs_src examples whose claims the drift must break


GRAD_OFF = """
    import torch

    _grad = torch._C.TensorBase.grad

    def _drifted(self):
        grad = _grad.__get__(self)
        return None if grad is None else grad + 1e-3

    torch.Tensor.grad = property(_drifted, _grad.__set__, _grad.__delete__)
"""

DRIFTS = [
    Drift(
        name="every .grad off by 1e-3",
        patch=GRAD_OFF,
        page="from-scratch.md",
        must_fail=(
            "from_scratch/check_add_mul.py",  # each step of the engine, beside PyTorch's
            "from_scratch/check_ops.py",
            "from_scratch/wrong_order.py",
            "from_scratch/torch_order.py",
            "from_scratch/graph_walk.py",
            "from_scratch/tiny_mlp.py",  # the losses of the training steps after the first
            "from_scratch/exercise_sigmoid_node.py",
            "from_scratch/exercise_division_fixed.py",
            "from_scratch/deep_chain.py",  # content1: the 1,000-term sum PyTorch walks without recursion
        ),
    ),
    Drift(
        name="is_grads_batched returns its rows in the wrong order",
        patch="""
            import torch

            _grad = torch.autograd.grad

            def _drifted(*args, **kwargs):
                result = _grad(*args, **kwargs)
                return tuple(r.flip(0) for r in result) if kwargs.get("is_grads_batched") else result

            torch.autograd.grad = _drifted
        """,
        page="autograd-grad.md",
        must_fail=("autograd_grad/batched_grads.py",),  # the Jacobian's rows, the per-sample gradients
    ),
    Drift(
        name="a multi-grad hook is registered but never called",
        patch="""
            import torch.autograd.graph

            class _Handle:
                def remove(self):
                    pass

            torch.autograd.graph.register_multi_grad_hook = lambda *args, **kwargs: _Handle()
        """,
        page="hooks.md",
        must_fail=("hooks/multi_grad_hook.py",),  # the calls of the 'all' and 'any' hooks
    ),
    Drift(
        name="ctx.mark_dirty is accepted and does nothing",
        patch="""
            from torch.autograd.function import FunctionCtx

            FunctionCtx.mark_dirty = lambda self, *args: None
        """,
        page="custom-function-advanced.md",
        must_fail=("custom_function/mark_dirty.py",),  # a's grad_fn and x.grad, the leaf refused
    ),
    Drift(
        name="GradScaler.scale() stops scaling",
        # Its scale is still created and used by step() and update(): only the loss is left
        # unscaled, so the examples print other numbers instead of crashing.
        patch="""
            from torch.amp.grad_scaler import GradScaler

            _scale = GradScaler.scale

            def _drifted(self, outputs):
                _scale(self, outputs)
                return outputs

            GradScaler.scale = _drifted
        """,
        page="training-loop.md",
        must_fail=(
            "training_loop/grad_scaler_steps.py",
            "training_loop/unscale_clip.py",
            "training_loop/fp16_underflow.py",
        ),
    ),
    Drift(
        name="clip_grad_norm_ measures but stops clipping",
        patch="""
            import torch.nn.utils
            import torch.nn.utils.clip_grad

            _clip = torch.nn.utils.clip_grad.clip_grad_norm_

            def _drifted(parameters, max_norm, *args, **kwargs):
                return _clip(parameters, float("inf"), *args, **kwargs)

            torch.nn.utils.clip_grad_norm_ = torch.nn.utils.clip_grad.clip_grad_norm_ = _drifted
        """,
        page="training-loop.md",
        must_fail=("training_loop/clip_in_loop.py", "training_loop/unscale_clip.py"),
    ),
    # content3: checkpoint.md, training-loop.md and distributed-compile.md. Where one drift
    # patches several things, each example it names depends on one of them only.
    Drift(
        name="checkpoint ignores set_checkpoint_early_stop, context_fn's policy and segments",
        patch="""
            import contextlib

            import torch.utils.checkpoint as cp

            @contextlib.contextmanager
            def _ignored(enable):
                yield

            def _plain_contexts(policy_fn, *args, **kwargs):
                return contextlib.nullcontext(), contextlib.nullcontext()

            def _no_checkpoint(functions, segments, input, use_reentrant=None, **kwargs):
                return functions(input)

            cp.set_checkpoint_early_stop = _ignored
            cp.create_selective_checkpoint_contexts = _plain_contexts
            cp.checkpoint_sequential = _no_checkpoint
        """,
        page="checkpoint.md",
        must_fail=(
            "memory/checkpoint_early_stop.py",  # `with` no longer runs the whole block
            "memory/checkpoint_selective.py",  # the matmuls are recomputed
            "memory/checkpoint_sequential_saves.py",  # every segment saves all
            "memory/exercise_sequential_segments.py",
        ),
    ),
    Drift(
        name="DDP ignores TORCH_DISTRIBUTED_DEBUG and static_graph",
        patch="""
            import torch.distributed as dist
            from torch.nn.parallel import DistributedDataParallel

            dist.set_debug_level_from_env = lambda: None
            _init = DistributedDataParallel.__init__

            def _drifted(self, *args, static_graph=False, **kwargs):
                _init(self, *args, **kwargs)

            DistributedDataParallel.__init__ = _drifted
        """,
        page="distributed-compile.md",
        must_fail=(
            "training_loop/ddp_unused.py",  # the error no longer names the parameters
            "training_loop/ddp_ready_twice.py",  # static_graph=True no longer trains
        ),
    ),
    Drift(
        name="DDP never rebuilds its buckets after the first iteration",
        patch="""
            import torch

            torch._C._distributed_c10d.Reducer._rebuild_buckets = lambda self: False
        """,
        page="distributed-compile.md",
        must_fail=("training_loop/ddp_buckets.py",),  # one bucket in every step
    ),
    Drift(
        name="DDP's no_sync() stops deferring the all-reduce",
        patch="""
            import contextlib

            from torch.nn.parallel import DistributedDataParallel

            DistributedDataParallel.no_sync = lambda self: contextlib.nullcontext()
        """,
        page="distributed-compile.md",
        must_fail=("training_loop/ddp_no_sync.py", "training_loop/exercise_no_sync_forward_fixed.py"),
    ),
    Drift(
        name="a compiled function supports double backward (torch.compile compiles nothing)",
        patch="""
            import torch

            torch.compile = lambda model=None, **kwargs: model
        """,
        page="distributed-compile.md",
        must_fail=("training_loop/compile_double_backward.py",),  # the penalty goes through
    ),
    Drift(
        name="GradScaler.step() steps although the gradients hold inf",
        patch="""
            from torch.amp.grad_scaler import GradScaler

            def _drifted(self, optimizer, optimizer_state, *args, **kwargs):
                return optimizer.step(*args, **kwargs)

            GradScaler._maybe_opt_step = _drifted
        """,
        page="training-loop.md",
        must_fail=(
            "training_loop/scaler_two_optimizers.py",  # the head steps to -inf
            "training_loop/clip_nonfinite.py",  # the overflowed step is taken
        ),
    ),
    Drift(
        name="GradScaler.get_scale() reports 1.0",
        patch="""
            from torch.amp.grad_scaler import GradScaler

            GradScaler.get_scale = lambda self: 1.0
        """,
        page="training-loop.md",
        must_fail=("training_loop/scaler_gradient_penalty.py",),  # the penalty's gradients stay scaled
    ),
    Drift(
        name="clip_grad_norm_ ignores error_if_nonfinite",
        patch="""
            import torch.nn.utils
            import torch.nn.utils.clip_grad

            _clip = torch.nn.utils.clip_grad.clip_grad_norm_

            def _drifted(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, **kwargs):
                return _clip(parameters, max_norm, norm_type, False, **kwargs)

            torch.nn.utils.clip_grad_norm_ = torch.nn.utils.clip_grad.clip_grad_norm_ = _drifted
        """,
        page="training-loop.md",
        must_fail=("training_loop/clip_nonfinite.py",),  # no error, the grad turns to nan
    ),
    # content2: the custom Function under autocast, GradientEdge, the profiler of a slow backward
    Drift(
        name="custom_bwd no longer runs backward under forward's autocast state",
        patch="""
            import torch.amp
            import torch.amp.autocast_mode

            def _drifted(bwd=None, *, device_type):
                return (lambda f: f) if bwd is None else bwd

            torch.amp.custom_bwd = torch.amp.autocast_mode.custom_bwd = _drifted
        """,
        page="custom-function.md",
        must_fail=("custom_function/autocast_function.py",),  # AmpMatMul's backward then fails
    ),
    Drift(
        name="a GradientEdge follows its tensor's later in-place writes",
        # The edge is resolved to the tensor it was taken from when grad() runs: the gradient
        # is then the one with respect to the tensor's current value.
        patch="""
            import torch
            import torch.autograd.graph

            _edge = torch.autograd.graph.get_gradient_edge
            _grad = torch.autograd.grad
            _tensors = {}

            def _get(tensor):
                edge = _edge(tensor)
                _tensors[id(edge)] = tensor
                return edge

            def _drifted(outputs, inputs, *args, **kwargs):
                if isinstance(inputs, (tuple, list)):
                    inputs = type(inputs)(_tensors.get(id(i), i) for i in inputs)
                return _grad(outputs, inputs, *args, **kwargs)

            torch.autograd.graph.get_gradient_edge = _get
            torch.autograd.grad = _drifted
        """,
        page="hooks.md",
        must_fail=("hooks/gradient_edge.py",),  # the gradient with respect to the old value
    ),
    Drift(
        name="the profiler stops timing the nodes of the backward pass",
        patch="""
            import torch.profiler
            from torch.autograd.profiler_util import EventList

            _averages = torch.profiler.profile.key_averages

            def _drifted(self, *args, **kwargs):
                events = _averages(self, *args, **kwargs)
                prefix = "autograd::engine::evaluate_function"
                return EventList([e for e in events if not e.key.startswith(prefix)])

            torch.profiler.profile.key_averages = _drifted
        """,
        page="debugging.md",
        must_fail=("debugging/profile_backward.py",),  # the nodes timed, the slowest one
    ),
    # content1: the claims issue 42 added to autograd, requires-grad, backward, from-scratch,
    # no-grad-detach, autograd-grad, grad-modes and in-place, each broken by the change in
    # PyTorch that would make it false.
    Drift(
        name=".data shares the version counter, as detach() does",
        patch="""
            import torch

            _data = torch._C.TensorBase.data

            def _drifted(self):
                return torch._C.TensorBase.detach(self)

            torch.Tensor.data = property(_drifted, _data.__set__)
        """,
        page="from-scratch.md",
        must_fail=("from_scratch/saved_versions.py",),  # the .data write would raise, not pass silently
    ),
    Drift(
        name="a bias broadcast over a batch gets the mean of its rows' gradients",
        patch="""
            import torch

            _add = torch.Tensor.__add__

            def _drifted(self, other):
                out = _add(self, other)
                if isinstance(other, torch.Tensor) and other.requires_grad and other.shape != out.shape:
                    rows = out.numel() // other.numel()
                    other.register_hook(lambda grad: grad / rows)
                return out

            torch.Tensor.__add__ = _drifted
        """,
        page="from-scratch.md",
        must_fail=("from_scratch/broadcast_bias.py",),  # b.grad: the batch size
    ),
    Drift(
        name="retain_grad() is accepted and does nothing",
        patch="""
            import torch

            torch.Tensor.retain_grad = lambda self: None
        """,
        page="autograd-grad.md",
        must_fail=("autograd_grad/backward_inputs.py",),  # g.grad, filled although not in inputs
    ),
    Drift(
        name="a view made under no_grad loses its base's requires_grad",
        patch="""
            import torch

            _view = torch.Tensor.view

            def _drifted(self, *shape):
                out = _view(self, *shape)
                return out if torch.is_grad_enabled() else out.detach()

            torch.Tensor.view = _drifted
        """,
        page="no-grad-detach.md",
        must_fail=("no_grad_detach/no_grad_exceptions.py",),  # v.requires_grad = True
    ),
    Drift(
        name="optimizer.step() no longer raises the parameters' versions",
        patch="""
            import torch

            _step = torch.optim.SGD.step

            def _drifted(self, closure=None):
                versions = [(p, p._version) for group in self.param_groups for p in group["params"]]
                result = _step(self, closure)
                for p, version in versions:
                    torch._C._autograd._unsafe_set_version_counter((p,), (version,))
                return result

            torch.optim.SGD.step = _drifted
        """,
        page="no-grad-detach.md",
        must_fail=("no_grad_detach/gan_step.py",),  # the reused D(fake) would pass
    ),
    Drift(
        name="a view made in inference_mode may be written in place outside it",
        patch="""
            import torch

            _mul_ = torch.Tensor.mul_

            def _drifted(self, *args, **kwargs):
                try:
                    return _mul_(self, *args, **kwargs)
                except RuntimeError as error:
                    if "inference mode" not in str(error):
                        raise
                    with torch.no_grad():
                        return _mul_(self, *args, **kwargs)

            torch.Tensor.mul_ = _drifted
        """,
        page="grad-modes.md",
        must_fail=("grad_modes/inference_view_inplace.py",),  # the error quoted in prose
    ),
    Drift(
        name=".double() on a tracked tensor is not recorded",
        patch="""
            import torch

            _double = torch.Tensor.double

            def _drifted(self, *args, **kwargs):
                out = _double(self, *args, **kwargs)
                return out.detach().requires_grad_() if out.grad_fn is not None else out

            torch.Tensor.double = _drifted
        """,
        page="requires-grad.md",
        must_fail=("requires_grad/cast_after_flag.py",),  # w would be a leaf with a .grad
    ),
    Drift(
        name="checkpoint(use_reentrant=True) tracks an output whose inputs are not tracked",
        patch="""
            import torch.utils.checkpoint

            _checkpoint = torch.utils.checkpoint.checkpoint

            def _drifted(function, *args, use_reentrant=None, **kwargs):
                return _checkpoint(function, *args, use_reentrant=False, **kwargs)

            torch.utils.checkpoint.checkpoint = _drifted
        """,
        page="backward.md",
        must_fail=("backward/frozen_or_reentrant.py",),  # the reentrant error and its warning
    ),
    Drift(
        name="sigmoid saves a copy of its output",
        patch="""
            import torch

            _sigmoid = torch.sigmoid
            torch.sigmoid = lambda input, *args, **kwargs: _sigmoid(input, *args, **kwargs).clone()
        """,
        page="in-place.md",
        must_fail=("in_place/in_model.py",),  # the three in-place writes would pass
    ),
    Drift(
        name="every .grad off by 1e-3, in the overview",
        patch=GRAD_OFF,
        page="autograd.md",
        must_fail=("autograd/control_flow.py",),  # a.grad == d / a, on both paths
    ),
]


# Imported by every Python process the run starts. Where the verify runner is imported (the
# worker's module), each example named in PATCHES runs right after its drift's patch, and its
# worker then ends, so that the patched torch reaches no other example: the drifts of a group
# share one run and one torch import, yet each patches only its own examples.
SITECUSTOMIZE = """
import importlib.abc
import importlib.util
import sys

PATCHES = {patches!r}

class PatchEachExample(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "autograd_site.verify.run":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            from autograd_site.page.paths import display

            execute = module.execute

            def drifted(code, timeout, filters):
                patches = [PATCHES[display(path)] for path in code.includes if display(path) in PATCHES]
                for patch in patches:
                    exec(patch, {{"__name__": "drift"}})
                outcome, ends = execute(code, timeout, filters)
                return outcome, ends or bool(patches)

            module.execute = drifted

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, PatchEachExample())
"""

# The verify folder's conftest keeps the items of the examples named in DRIFT_EXAMPLES, and
# the runner runs their code alone (the page's examples were handed to it as it was read).
SELECT = """
import os
from autograd_site.page.paths import display
from autograd_site.verify.collect import Example
from autograd_site.verify.sybil_plugin import RUNNER

def named(item):
    parsed = getattr(getattr(item, "example", None), "parsed", None)
    wanted = set(os.environ["DRIFT_EXAMPLES"].split(","))
    return isinstance(parsed, Example) and not wanted.isdisjoint(display(path) for path in parsed.code.includes)

def pytest_collection_modifyitems(config, items):
    config.hook.pytest_deselected(items=[item for item in items if not named(item)])
    items[:] = [item for item in items if named(item)]
    RUNNER.withdraw({item.example.parsed.code for item in items})
"""


def groups_of(drifts: list[Drift]) -> list[list[Drift]]:
    """Drifts in groups that name no example twice (an example runs once a run, under one patch)."""
    groups: list[list[Drift]] = []
    for drift in drifts:
        group = next((g for g in groups if not {e for d in g for e in d.must_fail} & set(drift.must_fail)), None)
        if group is None:
            groups.append(group := [])
        group.append(drift)
    return groups


GROUPS = groups_of(DRIFTS)


def verify_under(group: list[Drift], folder: Path) -> list:
    """The failure records of the group's pages in every language, verified with each named
    example under its drift's patch."""
    patches = {f"docs_src/{example}": textwrap.dedent(d.patch) for d in group for example in d.must_fail}
    (folder / "patch").mkdir()
    (folder / "patch" / "sitecustomize.py").write_text(SITECUSTOMIZE.format(patches=patches), encoding="utf-8")
    docs = make_verify_folder(folder)
    with open(folder / "conftest.py", "a", encoding="utf-8") as conftest:
        conftest.write(SELECT)
    for language in LANGUAGES:
        (docs / language.code).mkdir()
        for page in {d.page for d in group}:
            shutil.copy(DOCS_DIR / language.code / page, docs / language.code / page)
    # The run and its verify workers inherit the patch's folder on PYTHONPATH.
    path = os.pathsep.join(p for p in (str(folder / "patch"), os.environ.get("PYTHONPATH")) if p)
    env = {**os.environ, "PYTHONPATH": path, "DRIFT_EXAMPLES": ",".join(patches)}
    command = [sys.executable, "-m", "pytest", str(docs), "-q", "-p", "no:cacheprovider", "--rootdir", str(folder)]
    result = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True)
    assert result.returncode == 1, (
        f"the drifted torch verified (exit {result.returncode}): the pages cannot see these drifts\n{result.stdout[-3000:]}{result.stderr[-3000:]}"
    )
    return read_failures(folder / "failures.json")[1]


@pytest.mark.parametrize("group", GROUPS, ids=[f"group {n}" for n in range(1, len(GROUPS) + 1)])
def test_each_drift_in_pytorchs_numbers_fails_its_page_in_every_language(group, tmp_path):
    failures = verify_under(group, tmp_path)
    standing = []
    for drift in group:
        for language in LANGUAGES:
            failed = {
                example
                for f in failures
                if f.page.endswith(f"{language.code}/{drift.page}") and f.kind is FailureKind.OUTPUT_DIFFERS
                for example in (f.example or "").replace("docs_src/", "").split(", ")
            }
            missing = [example for example in drift.must_fail if example not in failed]
            if missing:
                standing.append(f"{language.code}/{drift.page}: {drift.name} left these claims standing: {missing}")
    assert standing == []
