"""Drift report: a failed verify run, as the Markdown body of the issue the drift watch files.

The weekly drift watch (.github/workflows/drift-watch.yml) runs `nox -s drift -- --torch
latest`; this turns the failure records verify wrote (.verify/failures.json) into, for each
failure, the page, the line, and what it claims against what PyTorch prints now.

    python -m autograd_site.verify.drift_report [FAILURES_JSON] --out DIR

writes DIR/title.txt (one issue per torch version), DIR/report.md (linking the Actions run)
and DIR/failures.json; nothing when the run had no failure.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

from autograd_site.drift import Change, classify
from autograd_site.languages import REPO_ROOT
from autograd_site.verify.collect import collect_page
from autograd_site.verify.failures import FAILURES_PATH, Failure, FailureKind, read_failures
from autograd_site.verify.update import to_reread

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


def kind_of(failure: Failure) -> str:
    """What kind of drift a failure is (autograd_site/drift.py), or what else it is."""
    if failure.kind is FailureKind.DID_NOT_RUN:
        return Change.NOW_RAISES.value
    if failure.kind is FailureKind.OUTPUT_DIFFERS and failure.claimed is not None and failure.actual is not None:
        return classify(failure.claimed, failure.actual).value
    return {FailureKind.QUOTE_NOT_PRINTED: "quote no longer printed", FailureKind.BAD_INPUT: "bad input"}.get(
        failure.kind, str(failure.kind)
    )


KIND_ORDER = [change.value for change in Change] + ["quote no longer printed", "bad input"]


def rereads(failure: Failure) -> list[str]:
    """The prose next to the failing claim in every language, and the quotes the new output
    breaks there: what a maintainer rereads before accepting the new output."""
    path = REPO_ROOT / failure.page
    if failure.kind is not FailureKind.OUTPUT_DIFFERS or failure.actual is None or not path.is_file():
        return []
    page = collect_page(path)
    example = next((e for e in page.examples if e.line == failure.line and e.claim is not None), None)
    if example is None:
        return []
    return [f"- {line}" for line in to_reread(page, example, failure.actual)]


def render(drifts: list[Failure], torch_version: str, run_url: str | None = None) -> str:
    """The issue body: what failed where, by kind, then each failure with its diff and the
    prose around it in every language."""
    drifts = sorted(drifts, key=lambda d: (KIND_ORDER.index(k) if (k := kind_of(d)) in KIND_ORDER else len(KIND_ORDER), d.page, d.line))
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
        "By kind: " + ", ".join(f"{kind} {count}" for kind, count in Counter(map(kind_of, drifts)).items()) + ".",
        "",
        "| kind | page | line | what |",
        "|---|---|---|---|",
    ]
    for d in drifts:
        lines.append(f"| {kind_of(d)} | `{table_cell(d.page)}` | {d.line} | {table_cell(headline(d))} |")
    body = "\n".join(lines) + "\n"
    for shown, d in enumerate(drifts):
        section = [f"### {kind_of(d)}: `{d.page}`, line {d.line}"]
        if d.example:
            section += ["", f"Example: `{d.example}`"]
        section += ["", headline(d)]
        detail = d.message.partition("\n")[2].strip("\n")
        if detail:  # a traceback
            section += ["", fence(detail, "text")]
        diff = d.diff
        if diff:
            section += ["", "Claimed (`-`) against actual (`+`):", "", fence(diff, "diff")]
        reread = rereads(d)
        if reread:
            section += ["", "Reread in every language:", "", *reread]
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
    args = parser.parse_args(argv)
    version, drifts = read_failures(args.failures)
    if not drifts:
        print(f"drift report: {args.failures} has no failure; nothing to report")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "title.txt").write_text(issue_title(version) + "\n", encoding="utf-8")
    (args.out / "report.md").write_text(render(drifts, version, github_run_url()), encoding="utf-8")
    shutil.copyfile(args.failures, args.out / "failures.json")  # the records, in the run's artifact
    print(f"drift report: {len(drifts)} failure(s) against torch {version} -> {args.out / 'report.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
