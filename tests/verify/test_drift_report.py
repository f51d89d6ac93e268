"""The drift watch's issue body, made from the failure records of a real failed verify run."""

from __future__ import annotations

import json

import pytest

from autograd_site.verify.drift_report import MAX_BODY, fence, issue_title, main, render
from autograd_site.verify.failures import Failure, FailureKind, read_failures, write_failures
from tests.verify.folders import make_verify_folder

pytest_plugins = ["pytester"]

# One claim PyTorch disagrees with, one quote no example prints, one claim that holds.
DRIFTED_PAGE = """\
# Fixture

```python
import torch
x = torch.tensor(3.0, requires_grad=True)
(x ** 2).backward()
print("x.grad =", x.grad.item())
```

```output title="Keluaran"
x.grad = 5.0
```

PyTorch says “`grad can be implicitly created only for scalar outputs`” here.

```python
print("unchanged")
```

```output title="Keluaran"
unchanged
```
"""


@pytest.fixture(scope="module")
def verified(tmp_path_factory):
    """A folder with a drifted page and the project's Sybil configuration, writing its
    failure records as the repository's conftest.py does."""
    folder = tmp_path_factory.mktemp("verify")
    (make_verify_folder(folder) / "backward.md").write_text(DRIFTED_PAGE, encoding="utf-8")
    return folder


@pytest.fixture
def run(verified, pytester):
    """The run's failures file and what pytest printed; the run happens once for the module,
    in its own process, as the drift session runs it."""
    failures = verified / "failures.json"
    if not failures.exists():
        result = pytester.runpytest_subprocess(str(verified / "docs"), "-p", "no:cacheprovider", "--rootdir", str(verified))
        result.assert_outcomes(failed=2, passed=1)
        (verified / "stdout.txt").write_text(result.stdout.str(), encoding="utf-8")
    return failures, (verified / "stdout.txt").read_text(encoding="utf-8")


def test_each_failed_claim_is_a_record_of_page_line_kind_claimed_and_actual_rendered_as_pytest_showed_it(run):
    torch, failures = read_failures(run[0])
    assert torch.startswith("2.")
    assert [(f.page.rsplit("/", 1)[-1], f.line, f.kind) for f in failures] == [
        ("backward.md", 3, FailureKind.OUTPUT_DIFFERS),
        ("backward.md", 14, FailureKind.QUOTE_NOT_PRINTED),
    ]
    output, quote = failures
    assert (output.message, output.claimed, output.actual, output.claimed_line, output.torch) == (
        "the output differs from the claim",
        "x.grad = 5.0\n",
        "x.grad = 6.0\n",
        11,
        torch,
    )
    assert quote.claimed == "grad can be implicitly created only for scalar outputs" and quote.diff is None
    for failure in failures:
        assert all(line in run[1] for line in str(failure).split("\n")), failure
    assert "\n-x.grad = 5.0\n+x.grad = 6.0" in str(output)


def test_the_issue_body_has_a_table_and_each_diff(run):
    body = render(read_failures(run[0])[1], "2.99.0", run_url="https://example.invalid/run/1")
    assert "against **PyTorch 2.99.0** failed: 2 claims on 1 page." in body
    assert "| line | what |" in body
    assert "backward.md` | 3 | the output differs from the claim |" in body
    assert "```diff\n--- claimed (" in body
    assert "-x.grad = 5.0\n+x.grad = 6.0" in body
    assert "https://example.invalid/run/1" in body
    assert "nox -s verify -- --torch 2.99.0" in body


def test_cli_writes_title_naming_the_torch_version_of_the_run_and_body(run, tmp_path, monkeypatch):
    for name, value in {"GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r", "GITHUB_RUN_ID": "7"}.items():
        monkeypatch.setenv(name, value)
    torch, _ = read_failures(run[0])
    assert main([str(run[0]), "--out", str(tmp_path / "drift")]) == 0
    assert "Run: https://github.com/o/r/actions/runs/7" in (tmp_path / "drift" / "report.md").read_text(encoding="utf-8")
    assert (tmp_path / "drift" / "title.txt").read_text(encoding="utf-8").strip() == issue_title(torch)
    assert torch in issue_title(torch)
    assert "x.grad = 6.0" in (tmp_path / "drift" / "report.md").read_text(encoding="utf-8")
    assert read_failures(tmp_path / "drift" / "failures.json") == read_failures(run[0])


def test_cli_writes_nothing_when_the_run_passed(tmp_path):
    write_failures([], "2.13.0", tmp_path / "failures.json")
    assert main([str(tmp_path / "failures.json"), "--out", str(tmp_path / "drift")]) == 0
    assert not (tmp_path / "drift").exists()


def test_an_unreadable_failures_file_names_the_file(tmp_path):
    (tmp_path / "failures.json").write_text('{"torch": "2.13.0"}')
    with pytest.raises(SystemExit, match="failures.json: not a readable failures file of a verify run"):
        read_failures(tmp_path / "failures.json")


def test_an_example_that_raised_keeps_its_snippet_and_traceback(tmp_path):
    raised = Failure(
        "docs/ru/backward.md",
        40,
        FailureKind.DID_NOT_RUN,
        'raised RuntimeError\nTraceback (most recent call last):\n  File "docs_src/backward/twice.py", line 5\n'
        "RuntimeError: Trying to backward through the graph a second time",
        example="docs_src/backward/twice.py",
    )
    write_failures([raised], "2.99.0", tmp_path / "failures.json")
    assert json.loads((tmp_path / "failures.json").read_text())["failures"][0]["kind"] == "did-not-run"
    assert read_failures(tmp_path / "failures.json") == ("2.99.0", [raised])
    body = render([raised], "2.99.0")
    assert "| `docs/ru/backward.md` | 40 | raised RuntimeError |" in body
    assert "Example: `docs_src/backward/twice.py`" in body
    assert "```text\nTraceback (most recent call last):" in body and "a second time\n```" in body


def differs(page: str, line: int, claimed: str, actual: str, claimed_line: int, torch: str | None = None) -> Failure:
    """A record of a claim the example printed otherwise."""
    return Failure(page, line, FailureKind.OUTPUT_DIFFERS, "the output differs", None, claimed, actual, claimed_line, torch)


def test_printed_backticks_cannot_close_the_fence():
    assert fence("a ```` b", "text") == "`````text\na ```` b\n`````"


def test_a_huge_drift_still_fits_in_an_issue_body():
    drifts = [differs(f"docs/id/p{i}.md", i, "a\n" * 200, "b\n" * 200, i + 2, "2.99.0") for i in range(100)]
    body = render(drifts, "2.99.0")
    assert len(body) <= MAX_BODY + 200
    assert "| `docs/id/p99.md` | 99 |" in body  # the table names every failure
    assert body.rstrip().endswith("see the run's drift-report artifact.")


def test_the_report_groups_failures_by_kind_of_drift():
    records = [
        differs("docs/id/p.md", 3, "x = 6.0\n", "x = 6.5\n", 7),
        Failure("docs/id/p.md", 9, FailureKind.DID_NOT_RUN, "Traceback ...\nRuntimeError: boom"),
        differs("docs/id/p.md", 20, "RuntimeError: a b c\n", "RuntimeError: a c\n", 24),
        Failure("docs/id/p.md", 30, FailureKind.QUOTE_NOT_PRINTED, "the prose quotes `a b c`", claimed="a b c"),
    ]
    body = render(records, "9.9.9")
    assert "By kind: now raises 1, message reworded 1, value changed 1, quote no longer printed 1." in body
    kinds = [line.split(" | ")[0].lstrip("| ") for line in body.splitlines() if line.startswith("| ") and "docs/id/p.md" in line]
    assert kinds == ["now raises", "message reworded", "value changed", "quote no longer printed"]
    assert "### value changed: `docs/id/p.md`, line 3" in body


def test_a_real_drift_names_the_prose_to_reread_in_every_language():
    """torch 2.4.1 draws another dropout mask (data/compat.json): the sentences around the
    claim, in Indonesian and in Russian, are listed for a maintainer to reread."""
    from autograd_site.compat.matrix import load
    from autograd_site.languages import DOCS_DIR
    from autograd_site.verify.collect import collect_page

    actual = load()["releases"]["2.4.1"]["examples"]["no_grad_detach/dropout_train_vs_eval.py"]["actual"]
    page = collect_page(DOCS_DIR / "id" / "no-grad-detach.md")
    [example] = [e for e in page.examples if e.code.includes and e.code.includes[0].name == "dropout_train_vs_eval.py"]
    assert example.claim is not None
    record = differs("docs/id/no-grad-detach.md", example.line, example.claim.body, actual + "\n", example.claim.line + 1)
    body = render([record], "2.4.1")
    assert "| value changed | `docs/id/no-grad-detach.md` |" in body
    assert "- reread docs/id/no-grad-detach.md:" in body and "- reread docs/ru/no-grad-detach.md:" in body
