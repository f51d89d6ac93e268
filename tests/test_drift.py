"""Drift: what kind of change a claim that no longer holds is, for a maintainer (Change: the
update's and drift report's groups) and for a reader (Kind: what the site says of a release).
The quotes a change breaks: test_update.py, through the update's report."""

from __future__ import annotations

import pytest

from autograd_site.drift import Change, Kind, classify, kind_of, neighbouring_prose


@pytest.mark.parametrize(
    ("claimed", "actual", "raised", "kind"),
    [
        ("y = 1\n", "Traceback ...", True, Change.NOW_RAISES),
        ("RuntimeError: element 0 of tensors does not require grad\n", "ok\n", False, Change.NO_LONGER_RAISES),
        (
            "RuntimeError: grad can be implicitly created only for scalar outputs\n",
            "RuntimeError: grad can only be created for scalars\n",
            False,
            Change.MESSAGE_REWORDED,
        ),
        ("x.grad = 6.0\n", "UserWarning: something is deprecated\nx.grad = 6.0\n", False, Change.NEW_WARNING),
        ("x.grad = 6.0\n", "x.grad = 6.5\n", False, Change.VALUE_CHANGED),
        ("grad_fn = PowBackward0\n", "grad_fn = PowBackward1\n", False, Change.REPR_CHANGED),
        ("grad_fn = <MulBackward0>\n", "grad_fn = <MulBackwardFast>\n", False, Change.REPR_CHANGED),
        ("a\n", "a\nb\n", False, Change.OUTPUT_CHANGED),
    ],
)
def test_each_kind_of_change_is_named(claimed, actual, raised, kind):
    assert classify(claimed, actual, raised) is kind


def test_the_prose_around_a_claim_is_what_a_maintainer_rereads():
    text = "# T\n\nBefore the\nexample.\n\n```python\nprint(1)\n```\n\n```output\n1\n```\n\nAfter it.\n\n## Next\n"
    assert neighbouring_prose(text, 6, 12) == [(3, "Before the example."), (14, "After it.")]


@pytest.mark.parametrize(
    ("claimed", "actual", "raised", "random", "kind"),
    [
        ("a = 1", "a = 1", False, False, Kind.HOLDS),
        ("mask = tensor([0., 2.])", "mask = tensor([2., 0.])", False, True, Kind.VALUES),
        ("x.grad = 6.0", "x.grad = 5.0", False, False, Kind.BEHAVIOUR),  # no random number: another result
        ("E: RuntimeError: one thing\nok", "E: RuntimeError: another thing\nok", False, False, Kind.MESSAGE),
        ("f.py:3: FutureWarning: old\n  f()\nok", "ok", False, False, Kind.WARNING),  # removed
        ("ok", "f.py:3: FutureWarning: new\n  f()\nok", False, False, Kind.WARNING),  # added
        ("ok\n  warning: gone.", "ok", False, False, Kind.WARNING),  # a caught one, reported
        ("ok", "f.py:3: FutureWarning: new\n  f()\nnot ok", False, False, Kind.BEHAVIOUR),  # the most serious wins
        ("RuntimeError: no", "fine", False, False, Kind.BEHAVIOUR),  # no longer raises
        ("fine", "", True, False, Kind.BEHAVIOUR),  # now raises
        ("ok\n\n", "ok", False, False, Kind.HOLDS),  # trailing blank lines never count
        ("x = tensor([1.0000, 2.5000])", "x = tensor([1.0000,  2.5000])", False, False, Kind.FORMAT),  # spacing: not behaviour
        ("x = tensor([[1., 2.],\n  [3., 4.]])", "x = tensor([[1., 2.], [3., 4.]])", False, False, Kind.FORMAT),  # line breaks
        ("saved tensors: 5", "saved tensors: 7", False, True, Kind.BEHAVIOUR),  # a count, even where random numbers are drawn
    ],
)
def test_kinds_a_reader_is_told(claimed, actual, raised, random, kind):
    assert kind_of(claimed, actual, raised, random) is kind
