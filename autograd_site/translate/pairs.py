"""Pairs: each source page and its translation in every other language (same file name)."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

from autograd_site.languages import BY_CODE, DOCS_DIR, SOURCE, TRANSLATIONS, Language


@dataclass(frozen=True)
class PagePair:
    name: str  # the page's path under its language folder, e.g. "backward.md"
    source: Path
    translation: Path  # may not exist yet: the translation is missing
    language: Language  # the translation's language

    @property
    def label(self) -> str:
        """How a translator names the translated page: `ru/backward.md`."""
        return f"{self.language.code}/{self.name}"


def pages_of(language: Language, docs_dir: Path = DOCS_DIR) -> list[str]:
    folder = docs_dir / language.code
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*.md"))


def pair(name: str, language: Language, docs_dir: Path = DOCS_DIR) -> PagePair:
    return PagePair(name, docs_dir / SOURCE.code / name, docs_dir / language.code / name, language)


def page_pairs(docs_dir: Path = DOCS_DIR) -> list[PagePair]:
    """Every source page with every translation language, whether translated yet or not."""
    return [pair(name, language, docs_dir) for language in TRANSLATIONS for name in pages_of(SOURCE, docs_dir)]


def orphans(docs_dir: Path = DOCS_DIR) -> list[PagePair]:
    """Translated pages whose source page does not exist (renamed or deleted in the source)."""
    sources = set(pages_of(SOURCE, docs_dir))
    return [pair(name, language, docs_dir) for language in TRANSLATIONS for name in pages_of(language, docs_dir) if name not in sources]


def pair_of_translation(path: Path, docs_dir: Path = DOCS_DIR) -> PagePair | None:
    """The pair a translated page belongs to; None for a source page or a file outside docs/."""
    try:
        code, *rest = Path(path).resolve().relative_to(docs_dir.resolve()).parts
    except ValueError:
        return None
    language = BY_CODE.get(code)
    if language is None or language.is_source or not rest or not path.name.endswith(".md"):
        return None
    return pair("/".join(rest), language, docs_dir)


def parse_label(label: str, docs_dir: Path = DOCS_DIR) -> PagePair:
    """`ru/backward.md` or `docs/ru/backward.md` (as typed by a translator) to its pair."""
    path, docs = Path(label), docs_dir.resolve()
    parts = path.resolve().relative_to(docs).parts if path.resolve().is_relative_to(docs) else path.parts
    if parts and parts[0] == docs_dir.name:  # docs/ru/backward.md typed from elsewhere
        parts = parts[1:]
    codes = ", ".join(lang.code for lang in TRANSLATIONS)
    if len(parts) < 2 or parts[0] not in BY_CODE or BY_CODE[parts[0]].is_source:
        raise ValueError(
            f"{label!r} is not a translated page: write <language>/<page>.md with a language among {codes}, e.g. {TRANSLATIONS[0].code}/backward.md"
        )
    found = pair("/".join(parts[1:]), BY_CODE[parts[0]], docs_dir)
    if not found.translation.is_file() and not found.source.is_file():  # a typo, not a page to translate
        names = sorted(set(pages_of(SOURCE, docs_dir)) | set(pages_of(found.language, docs_dir)))
        nearest = difflib.get_close_matches(found.name, names, n=1, cutoff=0.6)
        hint = f"did you mean {found.language.code}/{nearest[0]}?" if nearest else f"the pages are under {docs_dir.name}/{SOURCE.code}/"
        raise ValueError(f"{label!r} names no page: neither {found.translation.name} nor its source exists; {hint}")
    return found


def unexpected(error: Exception) -> str:
    """A failure the checks did not foresee, in one line (check's and verify's words): what it
    was, and what to do."""
    return (
        f"could not be compared with its source ({type(error).__name__}: {error}); "
        "fix what the other messages name, or report this page with the message"
    )
