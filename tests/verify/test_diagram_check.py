"""Verify checks the node names the prose under a diagram quotes against the drawn graph."""

from __future__ import annotations

from autograd_site.verify.collect import collect_page
from autograd_site.verify.compare import check_diagram
from autograd_site.verify.failures import FailureKind

PAGE = """# Page

```autograd-graph roots="y d"
requires_grad/tracked_vs_untracked.py
```

{prose}
"""


def fence_check(tmp_path, prose):
    path = tmp_path / "page.md"
    path.write_text(PAGE.format(prose=prose), encoding="utf-8")
    page = collect_page(path)
    (fence,) = page.fences
    return check_diagram(page, fence)


def test_names_the_diagram_draws_pass(tmp_path):
    assert fence_check(tmp_path, "`y` comes from `AddBackward0`, `MulBackward0` and `AccumulateGrad`.") is None


def test_a_name_the_diagram_does_not_draw_fails_at_the_fence_line(tmp_path):
    failure = fence_check(tmp_path, "Here `MulBackward0` feeds `PowBackward0`.")
    assert failure is not None
    assert failure.kind is FailureKind.NODE_NOT_DRAWN
    assert failure.line == 3
    assert "names `PowBackward0`, which the diagram does not draw" in failure.message


def test_a_fence_without_roots_is_bad_input(tmp_path):
    path = tmp_path / "page.md"
    path.write_text("# Page\n\n```autograd-graph\nrequires_grad/tracked_vs_untracked.py\n```\n", encoding="utf-8")
    page = collect_page(path)
    failure = check_diagram(page, page.fences[0])
    assert failure is not None and failure.kind is FailureKind.BAD_INPUT
    assert 'roots="y"' in failure.message
