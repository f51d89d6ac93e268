"""History: the source page as it was when a translation was made, found in git.

The front matter holds only a hash of that version; git holds the text. Walking the
commits that touched the source page and hashing each version finds it, and a diff with
the current page shows the translator what to update.
"""

from __future__ import annotations

import difflib
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from autograd_site.page.paths import display
from autograd_site.page.reader import read_page
from autograd_site.translate.freshness import matches, recorded_hash

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


def versions(source: Path) -> list[tuple[str, str]]:
    """(commit, path in that commit) for each commit that changed the page, newest first."""
    repo = repository_of(source)
    if repo is None:
        return []
    relative = source.resolve().relative_to(repo.resolve()).as_posix()
    log = git(repo, "log", "--follow", "--format=%x00%H", "--name-only", "--", relative)
    found = []
    for entry in log.split("\0")[1:]:
        commit, *names = entry.split()
        if names:
            found.append((commit, names[-1]))
    return found


def find_version(source: Path, wanted_hash: str) -> Version | None:
    """The newest committed version of the source page whose hash is `wanted_hash`."""
    repo = repository_of(source)
    if repo is None:  # not in a repository: no versions either
        return None
    for commit, path in versions(source):
        try:
            text = git(repo, "show", f"{commit}:{path}")
        except subprocess.CalledProcessError:  # the commit deleted the file
            continue
        if matches(wanted_hash, text):
            return Version(commit, path, text)
    return None


def marked_version(translation: Path, recorded: str) -> str | None:
    """The translation as it was marked with the source hash `recorded`, for a mark made
    before the translation's own hash was recorded: the oldest of the newest run of committed
    versions that carry `recorded` (the commit that marked it), or None if none does."""
    repo = repository_of(translation)
    if repo is None:
        return None
    marked = None
    for commit, path in versions(translation):
        try:
            text = git(repo, "show", f"{commit}:{path}")
        except subprocess.CalledProcessError:  # the commit deleted the file
            break
        if recorded_hash(text) != recorded:
            if marked is not None:
                break  # older than the mark
            continue  # committed after a newer mark, since undone in the working tree
        marked = text
    return marked


def is_shallow(source: Path) -> bool:
    repo = repository_of(source)
    return repo is not None and git(repo, "rev-parse", "--is-shallow-repository").strip() == "true"


def anchors(text: str) -> list[tuple[int, str]]:
    """(line, anchor) of each heading with an explicit anchor."""
    return [(heading.line, heading.anchor) for heading in read_page(Path("page.md"), text).headings if heading.anchor]


def section_label(source_text: str, translation: Path | None, line: int, code: str) -> str:
    """` #anchor (ru:180)`: the section a hunk starts in, and where that section is in the
    translation, so the translator finds the place without counting lines."""
    above = [anchor for number, anchor in anchors(source_text) if number <= line]
    if not above:
        return " (page start)"
    anchor = above[-1]
    theirs = dict((a, n) for n, a in anchors(translation.read_text(encoding="utf-8"))) if translation and translation.is_file() else {}
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


def source_diff(source: Path, recorded: str | None, translation: Path | None = None, code: str = "") -> str:
    """What changed in the source page since the recorded version, as a unified diff whose
    hunks name their section and its line in the translation."""
    if recorded is None:
        return f"(no source_hash recorded: compare the translation with {display(source)} as a whole)"
    old = find_version(source, recorded)
    if old is None:
        if is_shallow(source):
            return f"(this is a shallow clone, so the version of {display(source)} with hash {recorded} is not here: run `git fetch --unshallow`, then again)"
        return f"(no committed version of {display(source)} has hash {recorded}: the diff is unavailable; compare the whole page)"
    new = source.read_text(encoding="utf-8")
    diff = difflib.unified_diff(
        old.text.splitlines(keepends=True),
        new.splitlines(keepends=True),
        fromfile=f"{old.path} @ {old.commit[:10]} (translated from)",
        tofile=f"{display(source)} (now)",
    )
    text = "".join(line if line.endswith("\n") else line + "\n" for line in diff)
    return with_sections(text, new, translation, code) if translation is not None else text
