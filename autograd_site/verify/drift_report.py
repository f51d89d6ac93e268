"""Drift report: a failed verify run, as the Markdown body of the issue the drift watch files.

The weekly drift watch (.github/workflows/drift-watch.yml) runs `nox -s drift -- --torch latest`,
which verifies every page. Verify writes each failure as a record (autograd_site/verify/
failures.py) to .verify/failures.json; this module turns those records into what a maintainer
needs to fix the pages: for each failure the page, the line, and what the page claims against
what PyTorch prints now.

    python -m autograd_site.verify.drift_report [FAILURES_JSON] --out DIR

writes DIR/title.txt (the issue's title, which names the torch version: one issue per version),
DIR/report.md (its body) and DIR/failures.json (the records it was made from). It exits 0 when the run had no failure and writes nothing.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from pathlib import Path

from autograd_site.verify.failures import FAILURES_PATH, Failure, read_failures

MAX_BODY = 60_000  # GitHub refuses an issue body over 65,536 characters


def issue_title(torch_version: str) -> str:
    """The same title for every run against one torch version, so that the issue is updated."""
    return f"Drift: PyTorch {torch_version} no longer prints what the pages claim"


def fence(text: str, lang: str = "") -> str:
    """A code fence longer than any backtick run in the text, so output cannot close it early."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{lang}\n{text}\n{ticks}"


def headline(failure: Failure) -> str:
    return failure.message.partition("\n")[0]


def table_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(drifts: list[Failure], torch_version: str, run_url: str | None = None) -> str:
    """The issue body: a table of what failed where, then each failure with its diff."""
    pages = sorted({d.page for d in drifts})
    lines = [
        f"Verifying the pages against **PyTorch {torch_version}** failed: "
        f"{len(drifts)} claim{'s' if len(drifts) != 1 else ''} on {len(pages)} page{'s' if len(pages) != 1 else ''}.",
        "",
    ]
    if run_url:
        lines += [f"Run: {run_url}", ""]
    lines += [
        "Reproduce locally: `nox -s verify -- --torch " + torch_version + "`; after checking that the new "
        "outputs are right, `nox -s update -- --torch " + torch_version + "` rewrites the claims.",
        "",
        "| page | line | what |",
        "|---|---|---|",
    ]
    for d in drifts:
        lines.append(f"| `{table_cell(d.page)}` | {d.line} | {table_cell(headline(d))} |")
    body = "\n".join(lines) + "\n"
    for shown, d in enumerate(drifts):
        section = [f"### `{d.page}`, line {d.line}"]
        if d.example:
            section += ["", f"Example: `{d.example}`"]
        section += ["", headline(d)]
        detail = d.message.partition("\n")[2].strip("\n")
        if detail:  # a traceback
            section += ["", fence(detail, "text")]
        diff = d.diff
        if diff:
            section += ["", "Claimed (`-`) against actual (`+`):", "", fence(diff, "diff")]
        text = "\n" + "\n".join(section) + "\n"
        if len(body) + len(text) > MAX_BODY:
            left = len(drifts) - shown
            return body + f"\n{left} more failures are left out here (an issue body is limited); see the run's drift-report artifact.\n"
        body += text
    return body


def github_run_url() -> str | None:
    """The Actions run this is part of, from the variables every GitHub Actions job has."""
    parts = [os.environ.get(name) for name in ("GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID")]
    return "{}/{}/actions/runs/{}".format(*parts) if all(parts) else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m autograd_site.verify.drift_report", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "failures", type=Path, nargs="?", default=FAILURES_PATH, help="the failures file of a verify run (default: .verify/failures.json)"
    )
    parser.add_argument("--out", type=Path, required=True, help="folder for title.txt and report.md")
    parser.add_argument("--torch-version", help="default: the torch the run used")
    parser.add_argument("--run-url", default=github_run_url(), help="link to the CI run (default: from GitHub Actions' variables)")
    args = parser.parse_args(argv)
    torch, drifts = read_failures(args.failures)
    if not drifts:
        print(f"drift report: {args.failures} has no failure; nothing to report")
        return 0
    version = args.torch_version or torch
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "title.txt").write_text(issue_title(version) + "\n", encoding="utf-8")
    (args.out / "report.md").write_text(render(drifts, version, args.run_url), encoding="utf-8")
    shutil.copyfile(args.failures, args.out / "failures.json")  # the records, in the run's artifact
    print(f"drift report: {len(drifts)} failure(s) against torch {version} -> {args.out / 'report.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
