"""History: the source page as it was when a translation was made, found in git by hashing
each committed version until one has the hash the front matter recorded.
"""

from __future__ import annotations

import difflib
import re
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from autograd_site.page.paths import display
from autograd_site.page.reader import read_page
from autograd_site.translate.freshness import TOP, page_text, recorded_hash, source_hash

HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(?P<start>\d+)(?:,(?P<count>\d+))? @@")


@dataclass(frozen=True)
class Version:
    commit: str
    path: str  # the source page's path in that commit (it may have been renamed since)
    text: str


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, encoding="utf-8").stdout


def repository_of(path: Path) -> Path | None:
    try:
        return Path(git(path.parent, "rev-parse", "--show-toplevel").strip())
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None


def versions(page: Path) -> list[tuple[str, str, str]]:
    """(commit, path in that commit, blob) for each commit that changed the page, newest
    first, merge commits included: `--follow` alone skips them, and a page that two
    branches changed is, after their merge, a version no other commit has. `-m` diffs a
    merge against each of its parents, so one may be listed twice; a commit that deleted
    the page is left out."""
    repo = repository_of(page)
    if repo is None:
        return []
    relative = page.resolve().relative_to(repo.resolve()).as_posix()
    log = git(repo, "log", "--follow", "-m", "--format=%x00%H", "--raw", "--no-abbrev", "--", relative)
    found = []
    for entry in log.split("\0")[1:]:
        commit, *changes = entry.strip().split("\n")
        for change in changes:
            meta, _, paths = change.partition("\t")
            fields = meta.split()
            if len(fields) == 5 and not set(fields[3]) <= {"0"}:  # "0000…": deleted here
                found.append((commit, paths.split("\t")[-1], fields[3]))
    return found


def committed(page: Path) -> Iterator[Version]:
    """Each committed version of the page, newest first (a version several commits have is
    read once, and given again for each)."""
    repo = repository_of(page)
    if repo is None:  # not in a repository: no versions either
        return
    texts: dict[str, str] = {}
    for commit, path, blob in versions(page):
        if blob not in texts:
            texts[blob] = git(repo, "cat-file", "blob", blob)
        yield Version(commit, path, texts[blob])


def find_version(source: Path, wanted_hash: str) -> Version | None:
    """The newest committed version of the source page whose hash is `wanted_hash`."""
    checked = set()
    for version in committed(source):
        if version.text not in checked and source_hash(version.text) == wanted_hash:
            return version
        checked.add(version.text)
    return None


def marking(translation: Path, recorded: str) -> Version | None:
    """The translation as the commit that marked it with the source hash `recorded` wrote it:
    the oldest of the newest run of committed versions that carry `recorded`, or None if none
    does."""
    marked = None
    for version in committed(translation):
        if recorded_hash(version.text) != recorded:
            if marked is not None:
                break  # older than the mark
            continue  # committed after a newer mark, since undone in the working tree
        marked = version
    return marked


def head_version(page: Path) -> str | None:
    """The page as the last commit has it, or None (not committed, or not in a repository)."""
    repo = repository_of(page)
    if repo is None:
        return None
    try:
        return git(repo, "show", f"HEAD:{page.resolve().relative_to(repo.resolve()).as_posix()}")
    except subprocess.CalledProcessError:
        return None


def anchors(text: str) -> list[tuple[int, str]]:
    """(line, anchor) of each heading with an explicit anchor."""
    return [(heading.line, heading.anchor) for heading in read_page(Path("page.md"), text).headings if heading.anchor]


def section_label(source_text: str, translation: Path | None, line: int, code: str) -> str:
    """` #anchor (ru:180)`: the section a hunk starts in, and where that section is in the
    translation, so the translator finds the place without counting lines."""
    anchor = section_at(anchors(source_text), line)
    if anchor == TOP:  # (TOP is no heading's anchor: freshness keys the introduction by it)
        return " (page start)"
    theirs = dict((a, n) for n, a in anchors(page_text(translation))) if translation and translation.is_file() else {}
    where = f" ({code}:{theirs[anchor]})" if anchor in theirs else f" (not in the {code} page)"
    return f" #{anchor}{where}"


def with_sections(diff: str, source_text: str, translation: Path | None, code: str) -> str:
    """The diff with each hunk header naming the section its first change is in."""
    lines = diff.splitlines(keepends=True)
    for index, line in enumerate(lines):
        hunk = HUNK.match(line)
        if not hunk:
            continue
        context = 0  # lines of context before the hunk's first change
        for body in lines[index + 1 :]:
            if not body.startswith(" "):
                break
            context += 1
        label = section_label(source_text, translation, int(hunk["start"]) + context, code)
        lines[index] = line.rstrip("\n") + label + "\n"
    return "".join(lines)


def unavailable(source: Path, recorded: str, translation: Path | None) -> str:
    """What to run when no committed version of the source has the recorded hash (a mark
    made on a version never committed, say): the source's diff since the commit that made
    the mark, else since the translation's last commit, else (nothing of it committed) since
    HEAD."""
    repo = repository_of(source)
    if repo is None:
        return f"(no committed version of {display(source)} has hash {recorded}: compare the translation with the whole source page)"
    mark = marking(translation, recorded) if translation else None
    since, how = (mark.commit, "the commit that marked the translation") if mark else ("", "")
    if not since and translation is not None:
        since, how = git(repo, "log", "-1", "--format=%H", "--", str(translation.resolve())).strip(), "the translation's last commit"
    if not since:
        since, how = git(repo, "rev-parse", "HEAD").strip(), "the last commit"
    relative = source.resolve().relative_to(repo.resolve()).as_posix()
    return f"(no committed version of {display(source)} has hash {recorded}; what changed in it since {how}: `git diff {since[:10]} -- {relative}`)"


def diff_since(source: Path, recorded: str | None, translation: Path | None = None, code: str = "") -> tuple[Version | None, str]:
    """The recorded version of the source page and the diff from it to the page now (hunks
    naming their section, given `translation`); without a version, why, and what to run."""
    if recorded is None:
        return None, f"(no source_hash recorded: compare the translation with {display(source)} as a whole)"
    old = find_version(source, recorded)
    if old is None:
        repo = repository_of(source)
        if repo is not None and git(repo, "rev-parse", "--is-shallow-repository").strip() == "true":
            return None, (
                f"(this is a shallow clone, so the version of {display(source)} with hash {recorded} is not here: "
                "run `git fetch --unshallow`, then again)"
            )
        return None, unavailable(source, recorded, translation)
    new = page_text(source)
    diff = difflib.unified_diff(
        old.text.splitlines(keepends=True),
        new.splitlines(keepends=True),
        fromfile=f"{old.path} @ {old.commit[:10]} (translated from)",
        tofile=f"{display(source)} (now)",
    )
    text = "".join(line if line.endswith("\n") else line + "\n" for line in diff)
    return old, with_sections(text, new, translation, code) if translation is not None else text


def section_at(marks: list[tuple[int, str]], line: int) -> str:
    above = [anchor for number, anchor in marks if number <= line]
    return above[-1] if above else TOP


SECTION_CONTEXT = 2  # lines of context kept around a section's changes


def hunks_by_section(diff: str, old_text: str, new_text: str) -> dict[str, list[str]]:
    """The hunks of `diff` cut at section boundaries, each under its section's anchor (TOP
    before the first): a hunk that spans two sections shows each its own changes. A removed
    line belongs to the section it was in."""
    old_marks, new_marks = anchors(old_text), anchors(new_text)
    found: dict[str, list[str]] = {}
    for hunk in re.split(r"(?m)^(?=@@ )", diff)[1:]:
        header = re.match(r"@@ -(\d+)(?:,\d+)? \+(\d+)", hunk)
        assert header is not None  # every piece starts with a hunk header
        old_line, new_line = int(header[1]), int(header[2])
        runs: list[tuple[str, list[tuple[int, int, str]]]] = []  # (section, [(old, new, line)])
        for line in hunk.splitlines()[1:]:
            section = section_at(old_marks, old_line) if line.startswith("-") else section_at(new_marks, new_line)
            if not runs or runs[-1][0] != section:
                runs.append((section, []))
            runs[-1][1].append((old_line, new_line, line))
            old_line += not line.startswith("+")
            new_line += not line.startswith("-")
        for section, lines in runs:
            changed = [n for n, (_, _, line) in enumerate(lines) if line[:1] in "+-"]
            if changed:
                kept = lines[max(changed[0] - SECTION_CONTEXT, 0) : changed[-1] + SECTION_CONTEXT + 1]
                found.setdefault(section, []).append(hunk_text(kept))
    return found


def hunk_text(lines: list[tuple[int, int, str]]) -> str:
    """A hunk of these (old line, new line, diff line) with its header."""
    old_count = sum(not line.startswith("+") for _, _, line in lines)
    new_count = sum(not line.startswith("-") for _, _, line in lines)

    def span(start: int, count: int) -> str:
        return f"{start - (count == 0)}" + ("" if count == 1 else f",{count}")

    return "\n".join([f"@@ -{span(lines[0][0], old_count)} +{span(lines[0][1], new_count)} @@", *(line for _, _, line in lines)])
