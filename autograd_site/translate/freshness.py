"""Freshness: which version of its source page a translation was made from.

A translated page records it in front matter as `source_hash: "<hash>"`, a sha256 prefix of
what a translator translates in the source page: its prose and structure, whitespace
collapsed. A content hash, not a git date: dates move with rebases and with commits that
touch nothing a translator cares about. Re-wrapping a paragraph or re-indenting changes no
word and so leaves translations fresh.

The bodies of the verified blocks (the code fences that include examples, the claimed
outputs, doctests) are left out of the hash: parity keeps them equal in every language, and
`nox -s update` rewrites the claims of every language at once after a PyTorch upgrade, so a
change there is never the translator's work. Hashes recorded before this rule (over the
whole page, `legacy_source_hash`) are still read; `nox -s translations -- --migrate`
rewrites them once.
"""
from __future__ import annotations

import hashlib
import re

from pathlib import Path

from autograd_site.translate.pairs import PagePair
from autograd_site.translate.prose import FRONT_MATTER, blank
from autograd_site.verify.collect import DOCTEST_LANGS, OUTPUT_LANG, PYTHON_LANGS, display, find_fences

HASH_LENGTH = 12
SOURCE_KEY = "source_hash"  # the source version the translation follows
# The translation as it was when last marked: marking again after a source change with the
# translation untouched needs an explicit --unchanged (a typo fix in the source, say).
TRANSLATION_KEY = "translation_hash"


def recorded_pattern(key: str) -> re.Pattern[str]:
    return re.compile(rf"""^{key}:[ \t]*(?P<quote>["']?)(?P<hash>[0-9a-fA-F]*)(?P=quote)[ \t]*$""", re.M)

FRESH, STALE, MISSING = "fresh", "stale", "missing"
# Blocks whose bodies parity keeps equal between a source and its translation.
SHARED_BLOCKS = PYTHON_LANGS | DOCTEST_LANGS | {OUTPUT_LANG}


def without_front_matter(text: str) -> str:
    front = FRONT_MATTER.match(text)
    return text[front.end() :] if front else text


def words_hash(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:HASH_LENGTH]


def translated_part(source_text: str) -> str:
    """The source page as a translator sees their work: the bodies of shared blocks blanked
    (their fence lines stay, so adding or removing an example still counts)."""
    body = without_front_matter(source_text).replace("\r\n", "\n")
    fences, _ = find_fences(body, Path("source.md"))
    return blank(body, [(fence.body_start, fence.body_end) for fence in fences if fence.lang in SHARED_BLOCKS])


def source_hash(source_text: str) -> str:
    """The version of a source page that a translation follows: its prose and structure."""
    return words_hash(translated_part(source_text))


def legacy_source_hash(source_text: str) -> str:
    """The hash recorded before claims were left out of it: every word of the page."""
    return words_hash(without_front_matter(source_text))


def matches(recorded: str | None, source_text: str) -> bool:
    """Whether a recorded hash names this source text, in the current or the legacy form."""
    return recorded is not None and recorded in {source_hash(source_text), legacy_source_hash(source_text)}


def recorded_hash(translation_text: str, key: str = SOURCE_KEY) -> str | None:
    """The `source_hash` (or another key's hash) in the page's front matter, or None."""
    front = FRONT_MATTER.match(translation_text)
    found = recorded_pattern(key).search(front["yaml"]) if front else None
    return found["hash"].lower() if found else None


def translation_hash(translation_text: str) -> str:
    """The translator's own words, measured as the source's are."""
    return source_hash(translation_text)


def state(pair: PagePair) -> str:
    if not pair.translation.is_file():
        return MISSING
    recorded = recorded_hash(pair.translation.read_text(encoding="utf-8"))
    return FRESH if matches(recorded, pair.source.read_text(encoding="utf-8")) else STALE


def with_hash(translation_text: str, new_hash: str, key: str = SOURCE_KEY) -> str:
    """The page with `source_hash` (or `key`) set, changing nothing else in it or its front
    matter. The value is quoted: YAML would read an all-digit hash as a number."""
    line = f'{key}: "{new_hash}"'
    front = FRONT_MATTER.match(translation_text)
    if not front:
        return f"---\n{line}\n---\n\n{translation_text}"
    yaml = front["yaml"]
    pattern = recorded_pattern(key)
    yaml = pattern.sub(line, yaml) if pattern.search(yaml) else f"{yaml}{line}\n"
    start, end = front.span("yaml")
    return translation_text[:start] + yaml + translation_text[end:]


def mark_fresh(pair: PagePair) -> str:
    """Record the current source version (and the translation's own) in the translation;
    returns the source hash recorded."""
    if not pair.translation.is_file():
        raise FileNotFoundError(f"{display(pair.translation)} does not exist: copy {display(pair.source)} there, translate it, then mark it")
    current = source_hash(pair.source.read_text(encoding="utf-8"))
    text = pair.translation.read_text(encoding="utf-8")
    text = with_hash(with_hash(text, current), translation_hash(text), TRANSLATION_KEY)
    pair.translation.write_text(text, encoding="utf-8")
    return current


def untouched_since_marked(translation_text: str) -> bool:
    """Whether the translation's words are those it had when it was last marked."""
    return recorded_hash(translation_text, TRANSLATION_KEY) == translation_hash(translation_text)
