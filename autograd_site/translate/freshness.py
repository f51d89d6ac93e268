"""Freshness: which version of its source page a translation was made from.

A translated page records it in front matter as `source_hash: "<hash>"`, a sha256 prefix of
the source page's text with its whitespace collapsed. A content hash, not a git date:
dates move with rebases and with commits that touch nothing a translator cares about.
Re-wrapping a paragraph or re-indenting changes no word and so leaves translations fresh.
"""
from __future__ import annotations

import hashlib
import re

from autograd_site.page.paths import display
from autograd_site.page.reader import front_matter
from autograd_site.translate.pairs import PagePair

HASH_LENGTH = 12
RECORDED = re.compile(r"""^source_hash:[ \t]*(?P<quote>["']?)(?P<hash>[0-9a-fA-F]*)(?P=quote)[ \t]*$""", re.M)

FRESH, STALE, MISSING = "fresh", "stale", "missing"


def source_hash(source_text: str) -> str:
    """The version of a source page: its words and symbols, whatever the line breaks."""
    front = front_matter(source_text)
    body = source_text[front.end :] if front else source_text
    return hashlib.sha256(" ".join(body.split()).encode("utf-8")).hexdigest()[:HASH_LENGTH]


def recorded_hash(translation_text: str) -> str | None:
    """The `source_hash` in the page's front matter, or None if it records none."""
    front = front_matter(translation_text)
    found = RECORDED.search(front.yaml) if front else None
    return found["hash"].lower() if found else None


def state(pair: PagePair) -> str:
    if not pair.translation.is_file():
        return MISSING
    recorded = recorded_hash(pair.translation.read_text(encoding="utf-8"))
    return FRESH if recorded == source_hash(pair.source.read_text(encoding="utf-8")) else STALE


def with_hash(translation_text: str, new_hash: str) -> str:
    """The page with `source_hash` set, changing nothing else in it or its front matter.
    The value is quoted: YAML would read an all-digit hash as a number."""
    line = f'source_hash: "{new_hash}"'
    front = front_matter(translation_text)
    if not front:
        return f"---\n{line}\n---\n\n{translation_text}"
    start, end = front.yaml_start, front.yaml_end
    yaml = translation_text[start:end]
    yaml = RECORDED.sub(line, yaml) if RECORDED.search(yaml) else f"{yaml}{line}\n"
    return translation_text[:start] + yaml + translation_text[end:]


def mark_fresh(pair: PagePair) -> str:
    """Record the current source version in the translation; returns the hash recorded."""
    if not pair.translation.is_file():
        raise FileNotFoundError(f"{display(pair.translation)} does not exist: copy {display(pair.source)} there, translate it, then mark it")
    current = source_hash(pair.source.read_text(encoding="utf-8"))
    text = pair.translation.read_text(encoding="utf-8")
    pair.translation.write_text(with_hash(text, current), encoding="utf-8")
    return current
