"""Freshness: which version of its source page a translation was made from.

A translated page records it in front matter as `source_hash: "<hash>"`, a hash of the
source's words, whitespace collapsed: not a git date, which moves with rebases and with
commits that touch nothing a translator cares about. The bodies of code and output blocks
are left out: parity keeps them equal, and `nox -s update` rewrites every language's claims.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import MappingProxyType

from autograd_site.page.model import Heading
from autograd_site.page.paths import display
from autograd_site.page.prose import blank
from autograd_site.page.reader import front_matter, read_page
from autograd_site.translate.pairs import PagePair

HASH_LENGTH = 12
SOURCE_KEY = "source_hash"  # the source version the translation follows
# The translation as it was when last marked (its words, hashed as a source's are): marking again
# after a source change with the translation untouched needs an explicit --unchanged (a typo fix).
TRANSLATION_KEY = "translation_hash"


FRESH, STALE, MISSING = "fresh", "stale", "missing"
# Blocks whose bodies parity keeps equal between a source and its translation.
SHARED_BLOCKS = {"python", "py", "python3", "pycon", "output"}


def without_front_matter(text: str) -> str:
    front = front_matter(text)
    return text[front.end :] if front else text


def words_hash(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:HASH_LENGTH]


# The functions of a page's text alone are kept for the texts read last: the build asks
# them of every translated page for its banner, and again for the status page's table.
TEXTS_KEPT = 1024


@functools.lru_cache(maxsize=TEXTS_KEPT)
def translated_part(source_text: str) -> str:
    """The source page as a translator sees their work: the bodies of shared blocks blanked
    (their fence lines stay, so adding or removing an example still counts)."""
    body = without_front_matter(source_text).replace("\r\n", "\n")
    fences = read_page(Path("source.md"), body).fences
    return blank(body, [(fence.body_start, fence.body_end) for fence in fences if fence.lang in SHARED_BLOCKS])


def source_hash(source_text: str) -> str:
    """The version of a source page that a translation follows: its prose and structure."""
    return words_hash(translated_part(source_text))


TOP = "top"  # the title and introduction, before the first heading with an anchor
SECTIONS_KEY = "source_sections"
# The translation's own sections when last marked: `--mark` refuses a page where a source
# section changed and its translation did not (a half-done update).
TRANSLATION_SECTIONS_KEY = "translation_sections"
SECTION_HASH_LENGTH = 8


@functools.lru_cache(maxsize=TEXTS_KEPT)
def sections(source_text: str) -> Mapping[str, str]:
    """The source's sections, by heading anchor, each with the hash of what a translator
    translates in it: a change in one section names that section alone (read-only: cached)."""
    found: dict[str, list[str]] = {TOP: []}
    current = TOP
    text = translated_part(source_text)
    anchors = {h.line: h.anchor for h in read_page(Path("source.md"), text).headings if h.anchor}
    for number, line in enumerate(text.split("\n"), start=1):
        if number in anchors:
            current = anchors[number]
            found.setdefault(current, [])
        found[current].append(line)
    return MappingProxyType({anchor: words_hash("\n".join(lines))[:SECTION_HASH_LENGTH] for anchor, lines in found.items()})


@functools.lru_cache(maxsize=TEXTS_KEPT)
def section_titles(page_text: str) -> Mapping[str, str]:
    """Each section's heading as the page writes it (Markdown, without its `{ #anchor }`),
    by anchor; the introduction's is the page title (read-only: cached)."""
    return MappingProxyType(titles_of(read_page(Path("page.md"), page_text).headings))


def titles_of(headings: Iterable[Heading]) -> dict[str, str]:
    """`section_titles` of a page read already, from its headings."""
    titles: dict[str, str] = {}
    for heading in headings:
        if heading.anchor:
            titles[heading.anchor] = heading.title
        elif heading.level == 1 and TOP not in titles:
            titles[TOP] = heading.title
    return titles


def recorded_sections(translation_text: str, key: str = SECTIONS_KEY) -> dict[str, str] | None:
    """The section hashes recorded at marking (the source's, or with TRANSLATION_SECTIONS_KEY
    the translation's own), or None where none were."""
    front = front_matter(translation_text)
    found = re.search(rf"^{key}:[ \t]*\{{(?P<items>.*)\}}[ \t]*$", front.yaml, re.M) if front else None
    return dict(re.findall(r"""([\w-]+):[ \t]*["']?([0-9a-fA-F]+)["']?""", found["items"])) if found else None


def with_sections(translation_text: str, source_text: str, key: str = SECTIONS_KEY) -> str:
    """The page with the section hashes of `source_text` recorded under `key`, on one line of
    front matter."""
    items = ", ".join(f'{anchor}: "{value}"' for anchor, value in sections(source_text).items())
    return with_line(translation_text, key, f"{key}: {{{items}}}")


def stale_sections(translation_text: str, source_text: str) -> list[str] | None:
    """The source's sections changed since the translation was marked (anchors in page
    order; a section the source removed is listed too), or None if it recorded none."""
    recorded = recorded_sections(translation_text)
    if recorded is None:
        return None
    now = sections(source_text)
    changed = [anchor for anchor, value in now.items() if recorded.get(anchor) != value]
    return changed + [anchor for anchor in recorded if anchor not in now]


def recorded_hash(translation_text: str, key: str = SOURCE_KEY) -> str | None:
    """The `source_hash` (or another key's hash) in the page's front matter, or None."""
    front = front_matter(translation_text)
    pattern = rf"""^{key}:[ \t]*(?P<quote>["']?)(?P<hash>[0-9a-fA-F]*)(?P=quote)[ \t]*$"""
    found = re.search(pattern, front.yaml, re.M) if front else None
    return found["hash"].lower() if found else None


def page_text(path: Path) -> str:
    """A page's text for hashing and diffs; a byte that is not UTF-8 read as U+FFFD (the page
    model names it, with its line: the tools go on with the rest of the page)."""
    return path.read_text(encoding="utf-8", errors="replace")


def state(pair: PagePair) -> str:
    if not pair.translation.is_file():
        return MISSING
    recorded = recorded_hash(page_text(pair.translation))
    return FRESH if recorded == source_hash(page_text(pair.source)) else STALE


def with_hash(translation_text: str, new_hash: str, key: str = SOURCE_KEY) -> str:
    """The page with `source_hash` (or `key`) set, changing nothing else in it or its front
    matter. The value is quoted: YAML would read an all-digit hash as a number."""
    return with_line(translation_text, key, f'{key}: "{new_hash}"')


def with_line(translation_text: str, key: str, line: str) -> str:
    """The page with front matter's `key:` line replaced by `line` (or added)."""
    front = front_matter(translation_text)
    if not front:
        return f"---\n{line}\n---\n\n{translation_text}"
    start, end = front.yaml_start, front.yaml_end
    yaml = translation_text[start:end]
    pattern = re.compile(rf"^{key}:.*$", re.M)
    yaml = pattern.sub(lambda _: line, yaml) if pattern.search(yaml) else f"{yaml}{line}\n"
    return translation_text[:start] + yaml + translation_text[end:]


def mark_fresh(pair: PagePair) -> str:
    """Record the current source version (and the translation's own) in the translation;
    returns the source hash recorded."""
    if not pair.translation.is_file():
        raise FileNotFoundError(
            f"{display(pair.translation)} does not exist: copy {display(pair.source)} there, translate it, then mark it"
        )
    source_text = pair.source.read_text(encoding="utf-8")
    current = source_hash(source_text)
    text = pair.translation.read_text(encoding="utf-8")
    text = with_hash(with_hash(text, current), source_hash(text), TRANSLATION_KEY)
    text = with_sections(with_sections(text, source_text), text, TRANSLATION_SECTIONS_KEY)
    pair.translation.write_text(text, encoding="utf-8")
    return current


def sections_not_updated(translation_text: str, source_text: str, marked_translation: dict[str, str]) -> list[str]:
    """The source's sections changed since the mark whose translation has not changed since
    (`marked_translation`: the translation's section hashes at that mark)."""
    now = sections(translation_text)
    current_source = sections(source_text)
    changed = [anchor for anchor in stale_sections(translation_text, source_text) or [] if anchor in current_source]
    return [anchor for anchor in changed if anchor in now and marked_translation.get(anchor) == now[anchor]]


def untouched_since_marked(translation_text: str) -> bool:
    return recorded_hash(translation_text, TRANSLATION_KEY) == source_hash(translation_text)
