"""History: the source page as it was when a translation was made, found in git.

The front matter holds only a hash of that version; git holds the text. Walking the
commits that touched the source page and hashing each version finds it, and a diff with
the current page shows the translator what to update.
"""
from __future__ import annotations

import difflib
import subprocess
from dataclasses import dataclass
from pathlib import Path

from autograd_site.translate.freshness import matches
from autograd_site.verify.collect import display


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
    for commit, path in versions(source):
        try:
            text = git(repo, "show", f"{commit}:{path}")
        except subprocess.CalledProcessError:  # the commit deleted the file
            continue
        if matches(wanted_hash, text):
            return Version(commit, path, text)
    return None


def source_diff(source: Path, recorded: str | None) -> str:
    """What changed in the source page since the recorded version, as a unified diff."""
    if recorded is None:
        return f"(no source_hash recorded: compare the translation with {display(source)} as a whole)"
    old = find_version(source, recorded)
    if old is None:
        return f"(no committed version of {display(source)} has hash {recorded}: the diff is unavailable; compare the whole page)"
    new = source.read_text(encoding="utf-8")
    diff = difflib.unified_diff(
        old.text.splitlines(keepends=True),
        new.splitlines(keepends=True),
        fromfile=f"{old.path} @ {old.commit[:10]} (translated from)",
        tofile=f"{display(source)} (now)",
    )
    return "".join(line if line.endswith("\n") else line + "\n" for line in diff)
