"""Update: after a PyTorch upgrade, rewrite every claimed output to what PyTorch prints now.

    python -m autograd_site.verify.update [--check] [PAGE ...]     (nox -s update)

Each change is printed as a diff, grouped by kind (drift.py), with what a maintainer rereads:
the prose around the claim in every language, the quotes the new output breaks. Nothing is
written while a page has a problem or an example raises (a traceback is no output to claim);
files keep their line endings (written bottom-up), and a second run changes nothing.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from autograd_site.drift import Change, broken_quotes, classify, neighbouring_prose
from autograd_site.languages import DOCS_DIR, LANGUAGES
from autograd_site.page.model import Fence
from autograd_site.page.paths import display
from autograd_site.verify.collect import Example, Mode, Page, collect_page
from autograd_site.verify.compare import check_quote, normalize, unified_diff
from autograd_site.verify.report import page_outputs
from autograd_site.verify.run import Runner


@dataclass(frozen=True)
class ClaimChange:
    page: Page
    claim: Fence
    new_output: str
    torch_version: str

    def diff(self) -> str:
        where = f"{display(self.page.path)}:{self.claim.line + 1}"
        return unified_diff(self.claim.body, self.new_output, f"claimed ({where})", f"now (torch {self.torch_version})")


def plan(pages: list[Page], runner: Runner) -> tuple[list[ClaimChange], list[str]]:
    """The claims to rewrite, and the errors that forbid rewriting anything."""
    changes, errors = [], [str(problem) for page in pages for problem in page.problems]
    for page in pages:
        for example in page.examples:
            if example.mode is Mode.SKIP:
                continue
            outcome = runner.run(example.code)
            if not outcome.ok:
                errors.append(f"{example.where}: {outcome.error}")
            elif example.claim and normalize(outcome.output) != normalize(example.claim.body):
                changes.append(ClaimChange(page, example.claim, outcome.output, runner.torch_version))
    return changes, errors


def rewritten(page: Page, changes: list[ClaimChange]) -> str:
    text = page.text
    for change in sorted(changes, key=lambda c: c.claim.body_start, reverse=True):
        indent = change.claim.indent
        body = "".join(f"{indent}{line}\n" if line else "\n" for line in normalize(change.new_output).split("\n"))
        text = text[: change.claim.body_start] + body + text[change.claim.body_end :]
    return page.model.with_newlines(text)


def stale_quotes(pages: list[Page], runner: Runner) -> list[str]:
    return [str(f) for page in pages for f in (check_quote(q, page_outputs(page, runner)) for q in page.quotes) if f]


def same_example(page: Page, example: Example) -> Example | None:
    """`example` as it stands on `page` (another language's): the same snippet, or the same code."""
    for other in page.examples:
        same = other.code.includes == example.code.includes if example.code.includes else other.code.source == example.code.source
        if other.claim and same:
            return other
    return None


def in_every_language(page: Page) -> list[Page]:
    """The page and its counterparts in docs/<code>/ (only the page itself outside docs/)."""
    try:
        name = page.path.resolve().relative_to(DOCS_DIR.resolve()).parts[1:]
    except ValueError:
        return [page]
    paths = [DOCS_DIR / language.code / Path(*name) for language in LANGUAGES]
    return [page if path.resolve() == page.path.resolve() else collect_page(path) for path in paths if path.is_file()]


def to_reread(page: Page, example: Example, new_output: str) -> list[str]:
    """For a claim that changes to `new_output`: the paragraphs around it in every language,
    and the prose quotes the new output breaks, each with its page and line."""
    lines = []
    for other in in_every_language(page):
        here = same_example(other, example)
        if here is None or here.claim is None:
            continue
        where = display(other.path)
        lines += [
            f"reread {where}:{line}: {paragraph}"
            for line, paragraph in neighbouring_prose(other.text, here.code_fence.line, here.claim.end_line)
        ]
        broken = broken_quotes([quote.text for quote in other.quotes], here.claim.body, new_output)
        lines += [f"broken quote {where}:{quote.line}: `{quote.text}`" for quote in other.quotes if quote.text in broken]
    return lines


def explained(change: ClaimChange) -> str:
    """A change's diff, the prose around its claim in every language, the quotes it breaks."""
    example = next(e for e in change.page.examples if e.claim is change.claim)
    return "\n".join([change.diff(), *to_reread(change.page, example, change.new_output)])


def by_kind(changes: list[ClaimChange]) -> str:
    """Every change, explained, under its kind (now raises, message reworded, value changed ...)."""
    groups: dict[Change, list[str]] = {}
    for change in changes:
        groups.setdefault(classify(normalize(change.claim.body), normalize(change.new_output)), []).append(explained(change))
    ordered = sorted(groups.items(), key=lambda item: list(Change).index(item[0]))
    return "".join(f"== {kind.value} ({len(items)}) ==\n\n" + "".join(f"{item}\n\n" for item in items) for kind, items in ordered)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="nox -s update --", description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", type=Path, help="pages to update (default: every page)")
    parser.add_argument("--check", action="store_true", help="print the changes, write nothing; exit 1 if any")
    args = parser.parse_args(argv)

    paths = args.pages or sorted(p for p in DOCS_DIR.rglob("*.md"))
    pages = [collect_page(path) for path in paths]
    with Runner() as runner:
        changes, errors = plan(pages, runner)
        if errors:
            print("update: nothing written; fix these first:", *errors, sep="\n", file=sys.stderr)
            return 1
        print(by_kind(changes), end="")
        if not args.check:
            for page in pages:
                mine = [c for c in changes if c.page is page]
                if mine:
                    page.path.write_bytes(rewritten(page, mine).encode("utf-8"))
        touched = len({c.page.path for c in changes})
        verb = "would change" if args.check else "changed"
        print(f"update: {verb} {len(changes)} claimed outputs on {touched} pages (torch {runner.torch_version})")
        quotes = stale_quotes([collect_page(p.path) for p in pages], runner) if not args.check else stale_quotes(pages, runner)
        if quotes:
            print("update: the prose quotes output that is no longer printed; fix these sentences:", *quotes, sep="\n")
        return 1 if (args.check and changes) or quotes else 0


if __name__ == "__main__":
    sys.exit(main())
