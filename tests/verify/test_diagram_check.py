"""Verify checks each diagram against the recorded graph (every edge drawn once, visibly) and the
node names the prose under it quotes against the drawing."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from autograd_site import diagrams
from autograd_site.languages import REPO_ROOT
from autograd_site.verify.collect import collect_page
from autograd_site.verify.compare import check_diagram
from autograd_site.verify.failures import FailureKind
from autograd_site.verify.run import Runner

PAGE = """# Page

```autograd-graph roots="y d"
requires_grad/tracked_vs_untracked.py
```

{prose}
"""


@pytest.fixture(scope="module")
def runner():
    with Runner() as runner:
        yield runner


def check_of(tmp_path, text, runner):
    path = tmp_path / "page.md"
    path.write_text(text, encoding="utf-8")
    page = collect_page(path)
    (fence,) = page.fences
    return check_diagram(page, fence, runner)


def test_the_prose_may_name_only_nodes_the_diagram_draws(tmp_path, runner):
    assert check_of(tmp_path, PAGE.format(prose="`y` comes from `AddBackward0`, `MulBackward0` and `AccumulateGrad`."), runner) is None
    failure = check_of(tmp_path, PAGE.format(prose="Here `MulBackward0` feeds `PowBackward0`."), runner)
    assert failure is not None and failure.kind is FailureKind.NODE_NOT_DRAWN and failure.line == 3  # the fence's line
    assert "names `PowBackward0`, which the diagram does not draw" in failure.message


DIAGRAM = "```autograd-graph{options}\n{script}\n```\n"
RETAIN_GRAD = "hooks/retain_grad_vs_hook.py"


@pytest.mark.parametrize(
    ("options", "script", "message"),
    [
        ("", "requires_grad/tracked_vs_untracked.py", 'name the tensors to draw in the fence: ```autograd-graph roots="y"'),
        (' roots="z"', "requires_grad/tracked_vs_untracked.py", "roots ['z'] are not names the script defines"),
        (' roots="z" mark="w" caption="Bold: w"', RETAIN_GRAD, "mark='w' names nothing the diagram draws"),
    ],
)
def test_a_fence_that_cannot_be_drawn_is_bad_input_at_its_line(tmp_path, runner, options, script, message):
    failure = check_of(tmp_path, "# Page\n\n" + DIAGRAM.format(options=options, script=script), runner)
    assert failure is not None and failure.kind is FailureKind.BAD_INPUT and failure.line == 3
    assert failure.message == f"autograd-graph {script}: {message}"


def test_a_marked_caption_names_only_drawn_nodes(tmp_path, runner):
    marked = ' roots="z" mark="y.grad_fn" caption="Bold: {}"'
    page = "# Page\n\n" + DIAGRAM.format(options=marked.format("'MulBackward0' of 'x * x'"), script=RETAIN_GRAD)
    assert check_of(tmp_path, page, runner) is None
    failure = check_of(tmp_path, "# Page\n\n" + DIAGRAM.format(options=marked.format("'PowBackward0'"), script=RETAIN_GRAD), runner)
    assert failure is not None and failure.kind is FailureKind.NODE_NOT_DRAWN and "`PowBackward0`" in failure.message


# A patched torch or drawing reaches workers through sitecustomize.py, which the fork server
# they come from imports when it starts (one per process): so a check of its own process.
CHECK = """
import sys
from pathlib import Path
from autograd_site.verify.collect import collect_page
from autograd_site.verify.compare import check_diagram
from autograd_site.verify.run import Runner

if __name__ == "__main__":
    page = collect_page(Path(sys.argv[1]))
    with Runner() as runner:
        failure = check_diagram(page, page.fences[0], runner)
    print(failure.kind.name, failure.line, failure.message) if failure else print(None)
"""


def check_in_a_fresh_process(tmp_path, page: str, patch: str) -> str:
    (tmp_path / "patch").mkdir()
    (tmp_path / "patch" / "sitecustomize.py").write_text(patch, encoding="utf-8")
    (tmp_path / "page.md").write_text(page, encoding="utf-8")
    (tmp_path / "check.py").write_text(CHECK, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "patch")}
    done = subprocess.run(
        [sys.executable, str(tmp_path / "check.py"), str(tmp_path / "page.md")], capture_output=True, text=True, env=env, cwd=REPO_ROOT
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_drifted_torch_is_seen_by_the_check_though_the_builds_cache_holds_the_old_drawing(tmp_path):
    """The build's cache knows the torch version, not a patch: verify draws afresh in its worker."""
    diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"])  # the cache holds MulBackward0
    patch = "import torch\ntorch.Tensor.__mul__ = lambda a, b: torch.div(a, 1 / b)  # records DivBackward0\n"
    printed = check_in_a_fresh_process(
        tmp_path, PAGE.format(prose="`y` comes from `AddBackward0`, `MulBackward0` and `AccumulateGrad`."), patch
    )
    assert printed.startswith("NODE_NOT_DRAWN 3 ") and "names `MulBackward0`, which the diagram does not draw" in printed


def test_a_diagram_that_draws_an_edge_through_a_node_fails_at_the_fence_line(tmp_path, runner):
    """Planted in the worker's drawing: edges drawn straight from end to end, as the old columns
    drew them. On /from-scratch/ the edge that skips the second MulBackward0 then crosses it."""
    page = '# Page\n\n```autograd-graph roots="y"\nfrom_scratch/torch_order.py\n```\n'
    (tmp_path / "as-drawn.md").write_text(page, encoding="utf-8")
    as_drawn = collect_page(tmp_path / "as-drawn.md")
    assert check_diagram(as_drawn, as_drawn.fences[0], runner) is None  # as drawn: no edge through a box
    patch = (
        "from autograd_site import diagrams\n"
        "diagrams.edge_path = lambda points: f'M{points[0][0]},{points[0][1]} L{points[-1][0]},{points[-1][1]}'\n"
    )
    assert check_in_a_fresh_process(tmp_path, page, patch) == (
        "DIAGRAM_MISDRAWN 3 the diagram of from_scratch/torch_order.py does not draw the recorded graph: "
        "the edge MulBackward0 → AddBackward0 passes through the box of MulBackward0"
    )
