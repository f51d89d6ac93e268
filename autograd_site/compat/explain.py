"""Explain: what another tested release prints differently, and why, in the page's language.

Each difference `nox -s versions` recorded (data/compat.json) is explained by one sentence in
docs/<code>/versions.toml: CONTRIBUTING.md, "Other PyTorch releases", says how to write one.
A difference's key is its release, its example (docs_src file) and a fingerprint of the claim
beside the release's output, so a new output gets a new key that no sentence explains yet
(`problems`). A warning several examples of a page add on one release is one difference of its
own ("2.4.1 warning <fingerprint>"), taken out of those examples' own.

    python -m autograd_site.compat.explain [LANG/PAGE.md ...]     (nox -s check runs it)
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import itertools
import sys
import tomllib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from autograd_site.compat.matrix import RAISES, Matrix, example_key, load, short, without_install_paths
from autograd_site.drift import RANDOM_CODE, WARNING_BLOCK, Kind, contradiction, kind_of, tidy, without_warnings
from autograd_site.languages import BY_CODE, DOCS_DIR, LANGUAGES, SOURCE, Language
from autograd_site.page.paths import display
from autograd_site.page.reader import plain_text
from autograd_site.verify.collect import Page, collect_page

FILE_NAME = "versions.toml"  # docs/<code>/versions.toml
SHARED = "warning"  # the example part of a shared warning's key


def versions_file(language: Language, docs_dir: Path = DOCS_DIR) -> Path:
    return docs_dir / language.code / FILE_NAME


def fingerprint(*texts: str) -> str:
    return hashlib.blake2b("\0".join(texts).encode(), digest_size=4).hexdigest()


def warning_message(block: str) -> str:
    """A warning by its message's first sentence, wherever it was raised and however shown:
    "checkpoint.py:1399: FutureWarning: `x` is deprecated. Please ..." and the caught
    "  warning: `x` is deprecated." are the same warning."""
    line = block.strip().split("\n")[0]
    message = line.split("Warning: ", 1)[1] if "Warning: " in line else line.split("warning: ", 1)[-1]
    return message.split(". ")[0].strip().rstrip(".")


def without_shared(text: str, messages: set[str]) -> str:
    """The text without the warnings whose messages are given (another note explains them)."""
    return WARNING_BLOCK.sub(lambda found: "" if warning_message(found.group(0)) in messages else found.group(0), text + "\n")


@dataclass(frozen=True)
class Item:
    """One difference to explain: an example's on a release, or a warning several share."""

    key: str
    release: str
    sections: tuple[tuple[str, str], ...]  # (anchor, title) of each section it is in, page order
    examples: tuple[str, ...]
    claimed: str  # what the page claims (a shared warning: "")
    actual: str  # what the release prints (a shared warning: the warning; an example: without shared warnings)
    kind: Kind  # drift.kind_of's, or the entry's `kind` where the texts allow it
    random: bool  # the example's code draws random numbers
    declared: bool  # `kind` came from the entry
    line: int  # the page line of its first example
    offset: int  # where its note goes in the page's text: the end of its first section
    trimmed: bool = False  # the actual output lacks shared warnings (they have their own note)


@dataclass(frozen=True)
class Entry:
    covers: tuple[str, ...]
    text: str
    kind: str | None


class EntryError(ValueError):
    """A versions file that cannot be read."""


def read_entries(path: Path) -> dict[str, list[Entry]]:
    """page (file name without .md) -> its entries, in file order; {} where there is no file."""
    return parsed_entries(path.read_text(encoding="utf-8") if path.is_file() else "", path)


@functools.lru_cache(maxsize=8)  # keyed on the file's text: every page of a build reads the same
def parsed_entries(source: str, path: Path) -> dict[str, list[Entry]]:
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        raise EntryError(f"{display(path)}: {error}") from error
    found: dict[str, list[Entry]] = {}
    for page, entries in data.items():
        if not isinstance(entries, list):
            raise EntryError(f"{display(path)}: [{page}] must be an array of tables: write [[{page}]]")
        for entry in entries:
            covers, text, kind = entry.get("covers"), entry.get("text", ""), entry.get("kind")
            if not isinstance(covers, list) or not all(isinstance(key, str) for key in covers) or not isinstance(text, str):
                raise EntryError(f"{display(path)}: [[{page}]]: covers must be a list of keys and text a string")
            if kind is not None and kind not in {k.value for k in Kind}:
                raise EntryError(f"{display(path)}: [[{page}]]: kind {kind!r} is none of {', '.join(k.value for k in Kind)}")
            found.setdefault(page, []).append(Entry(tuple(covers), " ".join(text.split()), kind))
    return found


def page_entries(page: Path, docs_dir: Path = DOCS_DIR) -> tuple[list[Entry], list[Entry]]:
    """The entries of a page (docs/<code>/<name>.md) in its language's file, and in the source's."""
    language = BY_CODE[page.parent.name]
    stem = page.stem
    own = read_entries(versions_file(language, docs_dir)).get(stem, [])
    source = own if language.is_source else read_entries(versions_file(SOURCE, docs_dir)).get(stem, [])
    return own, source


def sections_of(page: Page) -> list[tuple[int, str, str, int]]:
    """(line, anchor, title, offset of its end) of each heading below the title, in page order:
    a section ends where the next heading starts."""
    headings = [h for h in page.model.headings if h.level >= 2]
    starts = [0, *itertools.accumulate(len(line) + 1 for line in page.text.split("\n"))]  # each line's offset
    ends = [starts[heading.line - 1] for heading in headings[1:]] + [len(page.text)]  # the last: the page's end
    return [(heading.line, heading.anchor or "", plain_text(heading.title), end) for heading, end in zip(headings, ends, strict=False)]


def items(page: Page, matrix: Matrix, declared: Iterable[Entry] = ()) -> list[Item]:
    """The differences of the page's examples on the tested releases, shared warnings apart,
    in page order; `declared`: the source language's entries (their `kind`)."""
    sections = sections_of(page)

    def section(line: int) -> tuple[int, str, str, int]:
        above = [s for s in sections if s[0] < line]
        return above[-1] if above else (0, "", "", len(page.text))

    raw = []  # (example, release, claimed, actual, random)
    for example in page.examples:
        if example.claim is None or not example.code.includes:
            continue
        for release, difference in matrix.differences(example_key(example)):
            actual = without_install_paths(difference["actual"])
            if difference["state"] == RAISES:
                actual = f"{actual}\n(raised)"
            raw.append((example, release, tidy(example.claim.body), tidy(actual), bool(RANDOM_CODE.search(example.code.source))))
    # warnings added or lost on a release by two examples or more: one difference of their own
    changed: dict[tuple[str, str], list[tuple[int, str]]] = {}
    for number, (_, release, claimed, actual, _) in enumerate(raw):
        claimed_warnings = {warning_message(w) for w in without_warnings(claimed)[1]}
        actual_warnings = {warning_message(w): w for w in without_warnings(actual)[1]}
        for message, block in actual_warnings.items():
            if message not in claimed_warnings:
                changed.setdefault((release, message), []).append((number, block))
    shared = {key: found for key, found in changed.items() if len({n for n, _ in found}) > 1}
    kinds = {key: entry.kind for entry in declared if entry.kind for key in entry.covers}
    result = []
    for (release, message), found in shared.items():
        examples = [raw[n][0] for n, _ in found]
        places = tuple(dict.fromkeys(section(e.line)[1:3] for e in examples))
        keys = tuple(dict.fromkeys(example_key(e) for e in examples))
        key, end = f"{release} {SHARED} {fingerprint(message)}", section(examples[0].line)[3]
        result.append(Item(key, release, places, keys, "", found[0][1], Kind.WARNING, False, False, examples[0].line, end))
    for number, (example, release, claimed, actual, random) in enumerate(raw):
        gone = {message for (r, message), found in shared.items() if r == release and number in {n for n, _ in found}}
        kept = tidy(without_shared(actual, gone))
        if (
            gone
            and without_warnings(kept)[0].split() == without_warnings(claimed)[0].split()
            and sorted(without_warnings(kept)[1]) == sorted(without_warnings(claimed)[1])
        ):
            continue  # all it differs in is the shared warning
        key = f"{release} {example_key(example)} {fingerprint(claimed, kept)}"
        wanted = Kind(kinds[key]) if kinds.get(key) else None
        accepted = wanted is not None and contradiction(wanted, claimed, kept, random) is None
        kind = wanted if wanted is not None and accepted else kind_of(claimed, kept, random=random)
        _, anchor, title, end = section(example.line)
        places, keys = ((anchor, title),), (example_key(example),)
        result.append(Item(key, release, places, keys, claimed, kept, kind, random, accepted, example.line, end, bool(gone)))
    return sorted(result, key=lambda item: (item.line, item.key))


@dataclass(frozen=True)
class Note:
    """What one entry (or, where none is written yet, one section's differences on one
    release) shows: its sentence, if any, and the differences it covers."""

    items: tuple[Item, ...]
    text: str  # "" where no sentence is written


def notes(found: list[Item], entries: list[Entry]) -> list[Note]:
    """The page's notes in page order: each entry once, with the items it covers; the items no
    entry covers grouped by section and release, without a sentence."""
    by_key = {item.key: item for item in found}
    result, covered = [], set()
    for entry in entries:
        mine = tuple(sorted((by_key[k] for k in entry.covers if k in by_key and k not in covered), key=lambda i: (i.line, i.key)))
        covered |= {item.key for item in mine}
        if mine:
            result.append(Note(mine, entry.text))
    groups: dict[tuple[str, str], list[Item]] = {}
    for item in found:
        if item.key not in covered:
            groups.setdefault((item.sections[0][0], item.release), []).append(item)
    result += [Note(tuple(group), "") for group in groups.values()]
    return sorted(result, key=lambda note: (note.items[0].line, note.items[0].key))


def problems(path: Path, matrix: Matrix, page: Page | None = None, docs_dir: Path = DOCS_DIR) -> list[str]:
    """What is unexplained, stale or wrong in the sentences of one page (docs/<code>/<name>.md):
    each as `file:line: message`."""
    language = BY_CODE[path.parent.name]
    file = display(versions_file(language, docs_dir))
    try:
        own, source = page_entries(path, docs_dir)
    except EntryError as error:
        return [str(error)]
    page = page or collect_page(path)
    found = items(page, matrix, source)
    keys = {item.key for item in found}
    result = []
    covered = Counter(key for entry in own for key in entry.covers)
    uncovered = [item for item in found if item.key not in covered]
    # a translation follows the source's entries; the source, one entry per section and release
    theirs = {key: entry.covers for entry in ([] if language.is_source else source) for key in entry.covers}
    groups: dict[tuple[str, ...], list[Item]] = {}
    for item in uncovered:
        groups.setdefault(theirs.get(item.key) or (item.sections[0][0], item.release), []).append(item)
    for group in groups.values():
        anchor, title = group[0].sections[0]
        what = ", ".join(dict.fromkeys(e for item in group for e in item.examples))
        covers = theirs.get(group[0].key)
        line = "covers = [" + ", ".join(f'"{key}"' for key in covers or [item.key for item in group]) + "]"
        result.append(
            f"{display(path)}:{group[0].line}: #{anchor} ({title}): no sentence says what PyTorch {group[0].release} prints "
            f"differently ({what}) and why: add to {file} [[{path.stem}]] {line} and its text"
            + (f" (translate {display(versions_file(SOURCE, docs_dir))}'s)" if covers else "")
        )
    for key, count in covered.items():
        if count > 1:
            result.append(f"{file}: [[{path.stem}]]: {key} is covered by {count} entries: one explains it")
    for entry in own:
        stale = [key for key in entry.covers if key not in keys]
        if stale:
            result.append(
                f"{file}: [[{path.stem}]]: stale: covers {', '.join(stale)}, which `nox -s versions` no longer records "
                "(what that release prints changed, or the page's claim did): rewrite the sentence for the difference "
                "recorded now, with its key, or remove it"
            )
        if not entry.text:
            result.append(f"{file}: [[{path.stem}]]: the entry covering {entry.covers[0]} has no text")
        if entry.kind and not language.is_source:
            result.append(f"{file}: [[{path.stem}]]: kind is given in {display(versions_file(SOURCE, docs_dir))} only")
    if not language.is_source:
        their_groups = {frozenset(entry.covers) for entry in source}
        our_groups = {frozenset(entry.covers) for entry in own}
        for group_keys in their_groups - our_groups:
            if group_keys & covered.keys():
                result.append(
                    f"{file}: [[{path.stem}]]: group the keys as {display(versions_file(SOURCE, docs_dir))} does: "
                    f"one entry covers {', '.join(sorted(group_keys))}"
                )
    for entry in source:
        if entry.kind:
            for item in found:
                if item.key in entry.covers and (why := contradiction(Kind(entry.kind), item.claimed, item.actual, item.random)):
                    result.append(f"{file}: [[{path.stem}]]: kind = {entry.kind!r} does not fit {item.key}: {why}")
    return result


def unknown_pages(language: Language, docs_dir: Path = DOCS_DIR) -> list[str]:
    """Tables of the versions file naming no page of the language."""
    path = versions_file(language, docs_dir)
    try:
        entries = read_entries(path)
    except EntryError as error:
        return [str(error)]
    return [
        f"{display(path)}: [[{name}]] names no page: {language.code}/{name}.md"
        for name in entries
        if not (docs_dir / language.code / f"{name}.md").is_file()
    ]


def main(argv: list[str] | None = None, docs_dir: Path = DOCS_DIR, data: Path | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m autograd_site.compat.explain", description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", metavar="LANG/PAGE.md", help="pages (default: every page of every language)")
    args = parser.parse_args(argv)
    matrix = Matrix(load(data) if data else load())
    if not matrix.releases:
        return 0
    paths = [docs_dir / label for label in args.pages] or [
        p for language in LANGUAGES for p in sorted((docs_dir / language.code).glob("*.md"))
    ]
    found = [] if args.pages else [p for language in LANGUAGES for p in unknown_pages(language, docs_dir)]
    for path in paths:
        if path.is_file() and path.parent.name in BY_CODE:
            found += problems(path, matrix, docs_dir=docs_dir)
    for problem in found:
        print(problem)
    releases = ", ".join(short(r) for r in matrix.releases if r != matrix.data["pinned"])
    print(f"versions: {len(found) or 'no'} problems in the sentences explaining what PyTorch {releases} prints differently")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
