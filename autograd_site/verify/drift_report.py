"""Drift report: a failed verify run, as the Markdown body of the issue the drift watch files.

The weekly drift watch (.github/workflows/drift-watch.yml) runs `nox -s drift -- --torch latest`,
which verifies every page with pytest's JUnit XML report switched on. When a claim no longer
holds, this module turns that XML into what a maintainer needs to fix the pages: for each
failure the page, the line, and what the page claims against what PyTorch prints now.

    python -m autograd_site.verify.drift_report JUNIT_XML --out DIR

writes DIR/title.txt (the issue's title, which names the torch version: one issue per version)
and DIR/report.md (its body). It exits 0 when the run had no failure and writes nothing.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

from autograd_site.verify.stamp import torch_version_installed

# Sybil wraps each failure of ours in a header line and pytest adds the crash location after it.
SYBIL_HEADER = re.compile(r"^Example at .*? did not evaluate as expected:\n")
CRASH_LOCATION = re.compile(r"\n+\S+:\d+: \w+\s*$")
# A failure of ours starts `page:line: message` or `page:line (example docs_src/x.py): message`
# (compare.check_example, compare.check_quote, collect.Problem).
WHERE = re.compile(r"^(?P<page>[^\s:][^:\n]*):(?P<line>\d+)(?: \(example (?P<example>[^)\n]*)\))?: (?P<message>[^\n]*)")
DIFF_START = re.compile(r"^--- claimed \(", re.MULTILINE)
MAX_BODY = 60_000  # GitHub refuses an issue body over 65,536 characters


@dataclass(frozen=True)
class Drift:
    """One failed claim: where it is, what went wrong, and the claimed-vs-actual diff if any."""

    page: str
    line: int | None
    message: str
    example: str | None = None
    diff: str | None = None  # unified diff, claimed (-) against actual (+)
    detail: str | None = None  # anything else the failure said (a traceback, problems)


def parse_failure(text: str, test_name: str) -> Drift:
    """One JUnit failure text, as written by the verifier, into its parts."""
    text = CRASH_LOCATION.sub("", SYBIL_HEADER.sub("", text.strip())).strip("\n")
    where = WHERE.match(text)
    if not where:  # not a page claim (a tooling test, a collection error): keep it whole
        return Drift(page=test_name, line=None, message="failed", detail=text or None)
    rest = text[where.end() :].lstrip("\n")
    diff_at = DIFF_START.search(rest)
    diff = rest[diff_at.start() :] if diff_at else None
    detail = (rest[: diff_at.start()] if diff_at else rest).strip("\n") or None
    return Drift(
        page=where["page"],
        line=int(where["line"]),
        message=where["message"],
        example=where["example"],
        diff=diff,
        detail=detail,
    )


def read_junit(path: Path) -> list[Drift]:
    """Every failed or erroring test case of a pytest JUnit XML file, in file order."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as error:
        raise SystemExit(f"{path}: not a readable JUnit XML report ({error})") from None
    drifts = []
    for case in root.iter("testcase"):
        for outcome in (*case.findall("failure"), *case.findall("error")):
            text = outcome.text or outcome.get("message") or ""
            name = "::".join(part for part in (case.get("classname"), case.get("name")) if part)
            drifts.append(parse_failure(text, name))
    return drifts


def issue_title(torch_version: str) -> str:
    """The same title for every run against one torch version, so that the issue is updated."""
    return f"Drift: PyTorch {torch_version} no longer prints what the pages claim"


def fence(text: str, lang: str = "") -> str:
    """A code fence longer than any backtick run in the text, so output cannot close it early."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{lang}\n{text}\n{ticks}"


def table_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(drifts: list[Drift], torch_version: str, run_url: str | None = None) -> str:
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
        line = str(d.line) if d.line is not None else ""
        lines.append(f"| `{table_cell(d.page)}` | {line} | {table_cell(d.message)} |")
    body = "\n".join(lines) + "\n"
    for shown, d in enumerate(drifts):
        section = [f"### `{d.page}`" + (f", line {d.line}" if d.line is not None else "")]
        if d.example:
            section += ["", f"Example: `{d.example}`"]
        section += ["", d.message]
        if d.detail:
            section += ["", fence(d.detail, "text")]
        if d.diff:
            section += ["", "Claimed (`-`) against actual (`+`):", "", fence(d.diff, "diff")]
        text = "\n" + "\n".join(section) + "\n"
        if len(body) + len(text) > MAX_BODY:
            return body + f"\n{len(drifts) - shown} more failures are left out here (an issue body is limited); see the run's drift-report artifact.\n"
        body += text
    return body


def github_run_url() -> str | None:
    """The Actions run this is part of, from the variables every GitHub Actions job has."""
    parts = [os.environ.get(name) for name in ("GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID")]
    return "{}/{}/actions/runs/{}".format(*parts) if all(parts) else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m autograd_site.verify.drift_report", description=__doc__.split("\n\n")[0])
    parser.add_argument("junit", type=Path, help="pytest --junitxml file of a verify run")
    parser.add_argument("--out", type=Path, required=True, help="folder for title.txt and report.md")
    parser.add_argument("--torch-version", help="default: the torch installed here")
    parser.add_argument("--run-url", default=github_run_url(), help="link to the CI run (default: from GitHub Actions' variables)")
    args = parser.parse_args(argv)
    drifts = read_junit(args.junit)
    if not drifts:
        print(f"drift report: {args.junit} has no failure; nothing to report")
        return 0
    version = args.torch_version or torch_version_installed()
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "title.txt").write_text(issue_title(version) + "\n", encoding="utf-8")
    (args.out / "report.md").write_text(render(drifts, version, args.run_url), encoding="utf-8")
    print(f"drift report: {len(drifts)} failure(s) against torch {version} -> {args.out / 'report.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
