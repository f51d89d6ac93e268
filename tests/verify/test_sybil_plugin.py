"""End to end through pytest and Sybil, as `nox -s verify` runs it, on fixture pages."""

from __future__ import annotations

import textwrap

import pytest
from sybil.example import SybilFailure
from sybil.testing import check_parser

from autograd_site.verify.sybil_plugin import parse_page

pytest_plugins = ["pytester"]

WRONG_CLAIM = """\
# Fixture

```python title="demo.py" hl_lines="2"
import torch
x = torch.tensor(3.0, requires_grad=True)
(x ** 2).backward()
print("x.grad =", x.grad.item())
```

```output title="Keluaran"
x.grad = 5.0
```
"""


def test_a_true_claim_passes_and_a_wrong_one_fails_with_page_line_and_diff():
    check_parser(parse_page, WRONG_CLAIM.replace("5.0", "6.0"))
    with pytest.raises(SybilFailure) as failure:
        check_parser(parse_page, WRONG_CLAIM)
    message = str(failure.value)
    assert ":3: the output differs from the claim" in message
    assert "\n-x.grad = 5.0\n+x.grad = 6.0" in message
    assert ":11)" in message  # the line of the claimed text, in the diff header
    assert "+++ actual (torch 2.13.0)" in message


def test_an_empty_block_under_a_claim_says_it_is_empty():
    """The include line deleted and the fence left: the diff alone (claimed lines against
    nothing) does not say why."""
    page = WRONG_CLAIM.replace(WRONG_CLAIM[WRONG_CLAIM.index("import torch") : WRONG_CLAIM.index("```\n\n```output")], "")
    with pytest.raises(SybilFailure) as failure:
        check_parser(parse_page, page)
    assert ":3: the output differs from the claim: the python block is empty (was its --8<-- include line deleted?)" in str(failure.value)
    silent = WRONG_CLAIM.replace('print("x.grad =", x.grad.item())', "pass")
    with pytest.raises(SybilFailure) as failure:
        check_parser(parse_page, silent)
    assert ":3: the output differs from the claim: the example prints nothing\n" in str(failure.value)


@pytest.fixture
def site(pytester):
    """A docs folder verified by the project's Sybil configuration."""
    pytester.makeconftest(
        textwrap.dedent("""
        from pathlib import Path
        from autograd_site.verify.sybil_plugin import make_sybil
        pytest_collect_file = make_sybil(Path(__file__).parent / "docs").pytest()
    """)
    )
    (pytester.path / "docs").mkdir()
    return pytester


# Pages verified together in one run: each one's text, and the lines the run prints of it (in
# their order). A wrong claim fails with its diff (also on a CRLF page, which says nothing of
# its line endings); a skip is explicit and counted; bad input and a quote no example prints
# fail instead of being skipped; a problem, also at a page's end or inside an example, fails as
# an item of its own, headed at its line, while the page's example still runs.
PAGES = {
    "backward.md": (WRONG_CLAIM, ["*backward.md:3: the output differs from the claim", "*-x.grad = 5.0", "*+x.grad = 6.0"]),
    "crlf.md": (
        WRONG_CLAIM.replace("\n", "\r\n"),
        ["*crlf.md:3: the output differs from the claim", "*claimed (*crlf.md:11)", "*-x.grad = 5.0", "*+x.grad = 6.0"],
    ),
    "skip.md": (
        '<!-- verify: skip reason="needs CUDA" -->\n```python\nimport torch\ntorch.ones(1).cuda()\n```\n\n'
        "```output\ntensor([1.], device='cuda:0')\n```\n",
        ["*needs CUDA*"],
    ),
    "bad.md": (
        '# Bad\n\n```python\n--8<-- "nope/missing.py"\n```\n\n```output\n```\n',
        ["*bad.md:4: include 'nope/missing.py' not found*"],
    ),
    "q.md": (
        "PyTorch says “`grad can be implicitly created only for scalar outputs`”.\n\n```python\n"
        'print("RuntimeError: grad can be implicitly created only for vector outputs")\n```\n\n'
        "```output\nRuntimeError: grad can be implicitly created only for vector outputs\n```\n",
        ["*q.md:1: the prose quotes `grad can be implicitly created only for scalar outputs`, but no example on this page prints it*"],
    ),
    "first.md": (  # the problem's item must not displace the example at offset 0
        "```python\nprint(1)\n```\n\n```output\n1\n```\n\n```output\norphan\n```\n",
        ["*first.md::*line:1,column:1 PASSED*", "*first.md:9: output block has no python block directly above it*"],
    ),
    "dup.md": (
        "# A { #a }\n\n## B { #a }\n\n### C { #a }\n",
        [
            "*dup.md::sybil:docs,line:3,column:1 FAILED*",
            "*dup.md::sybil:docs,line:5,column:1 FAILED*",
            "*dup.md:3: duplicate anchor #a (first on line 1)",
            "*dup.md:5: duplicate anchor #a (first on line 1)",
        ],
    ),
    "bytes.md": (  # not UTF-8 inside the example: the item stands at its first line, the message names the byte's
        b'# T\n\n```python\nprint("a", "\xff"[:0])\n```\n\n```output\na\n```\n',
        [
            "*bytes.md::sybil:docs,line:3,column:1 FAILED*",
            "*bytes.md::sybil:docs,line:3,column:* PASSED*",  # the example (Sybil counts its column oddly)
            "*bytes.md:4: is not UTF-8 (byte 0xff at offset 27)*",
        ],
    ),
    "two.md": (  # each problem an item headed at its own line, not at the page's end nor at line 1
        "```python\nprint(1)\n```\n\n```output\n1\n```\n\n```output\norphan\n```\n\nText.\n\n```python\nprint(2)\n```\n\nThe end.\n",
        [
            "*two.md::sybil:docs,line:1,column:1 PASSED*",
            "*two.md::sybil:docs,line:9,column:1 FAILED*",
            "*two.md::sybil:docs,line:15,column:1 FAILED*",
            "*_ *two.md:9 _*",
            "*two.md:9: output block has no python block directly above it",
            "*_ *two.md:15 _*",
            "*two.md:15: python block claims no output*",
        ],
    ),
}


def test_each_page_fails_or_passes_at_its_own_lines_in_one_run(site):
    for name, (text, _) in PAGES.items():
        (site.path / "docs" / name).write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    result = site.runpytest_inprocess("-p", "no:cacheprovider", "-v", "-rs")
    result.assert_outcomes(passed=4, failed=10, skipped=1)
    for _, lines in PAGES.values():
        result.stdout.fnmatch_lines(lines)
    out = result.stdout.str()
    assert "Traceback" not in out and "line endings" not in out
    assert "did not evaluate as expected" not in out  # Sybil's wrapper, which named a column too


def test_a_wrong_exercise_answer_fails_verify_at_its_line(site):
    """The fix's claimed output in backward.md's find-the-bug exercise, hidden in a collapsed
    block, is verified like any claim: a wrong answer fails with the page and the line."""
    from autograd_site.languages import DOCS_DIR

    text = (DOCS_DIR / "id" / "backward.md").read_text(encoding="utf-8")
    answer = '    ```output title="Keluaran"\n    x.grad = tensor(24.)\n    y.grad = tensor(4.)\n'
    assert text.count(answer) == 1
    (site.path / "docs" / "backward.md").write_text(text.replace(answer, answer.replace("(4.)", "(5.)")), encoding="utf-8")
    claim_line = text[: text.index(answer)].count("\n") + 1
    code_line = claim_line - 4  # the fix's code fence, inside the same collapsed block
    result = site.runpytest("-p", "no:cacheprovider", "docs")
    result.assert_outcomes(failed=1, passed=result.parseoutcomes()["passed"])
    out = result.stdout.str()
    assert f"backward.md:{code_line} (example docs_src/backward/exercise_late_retain_grad_fixed.py): the output differs" in out
    assert f"backward.md:{claim_line + 1})" in out  # the diff header names the claimed text's line
    assert "-y.grad = tensor(5.)" in out and "+y.grad = tensor(4.)" in out
