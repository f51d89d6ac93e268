"""The drift watch's issue body, made from the JUnit XML of a real failed verify run."""
from __future__ import annotations

import textwrap

import pytest

from autograd_site.verify.drift_report import MAX_BODY, Drift, fence, issue_title, main, parse_failure, read_junit, render

pytest_plugins = ["pytester"]

# One claim PyTorch disagrees with, one quote no example prints, one claim that holds.
DRIFTED_PAGE = '''\
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
'''


@pytest.fixture(scope="module")
def junit(tmp_path_factory):
    """A folder with a drifted page and the project's Sybil configuration."""
    pytester_dir = tmp_path_factory.mktemp("verify")
    (pytester_dir / "docs").mkdir()
    (pytester_dir / "docs" / "backward.md").write_text(DRIFTED_PAGE, encoding="utf-8")
    (pytester_dir / "conftest.py").write_text(textwrap.dedent('''
        from pathlib import Path
        from autograd_site.verify.sybil_plugin import make_sybil
        pytest_collect_file = make_sybil(Path(__file__).parent / "docs").pytest()
    '''), encoding="utf-8")
    return pytester_dir


@pytest.fixture
def junit_xml(junit, pytester):
    """The run's JUnit XML; the run happens once for the module, in its own process, as the
    drift session runs it."""
    xml = junit / "junit.xml"
    if not xml.exists():
        result = pytester.runpytest_subprocess(str(junit / "docs"), "-p", "no:cacheprovider", f"--junitxml={xml}", "--rootdir", str(junit))
        result.assert_outcomes(failed=2, passed=1)
    return xml


def test_each_failed_claim_becomes_page_line_and_claimed_vs_actual(junit_xml):
    drifts = read_junit(junit_xml)
    assert [(d.page.rsplit("/", 1)[-1], d.line) for d in drifts] == [("backward.md", 3), ("backward.md", 14)]
    output, quote = drifts
    assert output.message == "the output differs from the claim"
    assert "\n-x.grad = 5.0\n+x.grad = 6.0" in output.diff
    assert output.diff.startswith("--- claimed (") and "+++ actual (torch " in output.diff
    assert output.detail is None
    assert quote.diff is None
    assert "grad can be implicitly created only for scalar outputs" in quote.message


def test_the_issue_body_has_a_table_and_each_diff(junit_xml):
    body = render(read_junit(junit_xml), "2.99.0", run_url="https://example.invalid/run/1")
    assert "against **PyTorch 2.99.0** failed: 2 claims on 1 page." in body
    assert "| line | what |" in body
    assert "backward.md` | 3 | the output differs from the claim |" in body
    assert "```diff\n--- claimed (" in body
    assert "-x.grad = 5.0\n+x.grad = 6.0" in body
    assert "https://example.invalid/run/1" in body
    assert "nox -s verify -- --torch 2.99.0" in body


def test_cli_writes_title_naming_the_torch_version_and_body(junit_xml, tmp_path, monkeypatch):
    for name, value in {"GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r", "GITHUB_RUN_ID": "7"}.items():
        monkeypatch.setenv(name, value)
    assert main([str(junit_xml), "--out", str(tmp_path / "drift"), "--torch-version", "2.99.0"]) == 0
    assert "Run: https://github.com/o/r/actions/runs/7" in (tmp_path / "drift" / "report.md").read_text(encoding="utf-8")
    assert (tmp_path / "drift" / "title.txt").read_text(encoding="utf-8").strip() == issue_title("2.99.0")
    assert "2.99.0" in issue_title("2.99.0")
    assert "x.grad = 6.0" in (tmp_path / "drift" / "report.md").read_text(encoding="utf-8")


def test_cli_writes_nothing_when_the_run_passed(tmp_path):
    xml = tmp_path / "junit.xml"
    xml.write_text('<testsuites><testsuite name="pytest" tests="1"><testcase classname="docs.a.md" name="line:3" /></testsuite></testsuites>')
    assert main([str(xml), "--out", str(tmp_path / "drift")]) == 0
    assert not (tmp_path / "drift").exists()


def test_an_unreadable_report_names_the_file(tmp_path):
    xml = tmp_path / "junit.xml"
    xml.write_text("<testsuites><testsuite>")
    with pytest.raises(SystemExit, match="junit.xml: not a readable JUnit XML report"):
        read_junit(xml)


def test_an_example_that_raised_keeps_its_snippet_and_traceback():
    text = (
        "Example at /repo/docs/ru/backward.md, line 40, column 1 did not evaluate as expected:\n"
        "docs/ru/backward.md:40 (example docs_src/backward/twice.py): raised RuntimeError\n"
        "Traceback (most recent call last):\n  File \"docs_src/backward/twice.py\", line 5\n"
        "RuntimeError: Trying to backward through the graph a second time\n\n"
        "backward.md:40: SybilFailure"
    )
    drift = parse_failure(text, "docs.ru.backward.md::line:40")
    assert (drift.page, drift.line, drift.example) == ("docs/ru/backward.md", 40, "docs_src/backward/twice.py")
    assert drift.message == "raised RuntimeError"
    assert drift.detail.startswith("Traceback") and drift.detail.endswith("a second time")


def test_a_failure_that_is_not_a_page_claim_is_kept_whole():
    drift = parse_failure("AssertionError: assert 1 == 2", "tests.test_x::test_y")
    assert (drift.page, drift.line, drift.detail) == ("tests.test_x::test_y", None, "AssertionError: assert 1 == 2")


def test_printed_backticks_cannot_close_the_fence():
    assert fence("a ```` b", "text") == "`````text\na ```` b\n`````"


def test_a_huge_drift_still_fits_in_an_issue_body():
    drifts = [Drift(page=f"docs/id/p{i}.md", line=i, message="the output differs from the claim", diff="-a\n+b\n" * 200) for i in range(100)]
    body = render(drifts, "2.99.0")
    assert len(body) <= MAX_BODY + 200
    assert "| `docs/id/p99.md` | 99 |" in body  # the table names every failure
    assert body.rstrip().endswith("see the run's drift-report artifact.")
