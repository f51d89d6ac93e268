"""The examples' comments in the reader's language, from one copy of the code.

docs_src/ holds every example once, its comments in English; docs/<code>/comments/<topic>.toml
translates them, one table per example file, keyed by the English comment itself so that moving
a line keeps its translation (docs/id/translate.md). Only comments change: the code a reader
sees (`translate_html`) or downloads (`translate_source`) is the code verify ran, token for token.

    ["non_scalar_error.py"]
    "y is a vector with two elements" = "y — вектор из двух элементов"
"""

from __future__ import annotations

import functools
import html
import io
import re
import tokenize
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

from autograd_site.languages import DOCS_DIR, DOCS_SRC_DIR, Language
from autograd_site.page.paths import display

SOURCE_DIR = DOCS_SRC_DIR
FOLDER = "comments"  # docs/<code>/comments/<topic>.toml
SNIPPET_MARKER = re.compile(r"#\s*--8<--")  # a section marker of pymdownx.snippets: never shown, never translated
STALE = 0.5  # an orphaned entry at least this close to an untranslated comment of its file is that comment's old text


class TranslationError(ValueError):
    """A translations file that cannot be read: its path and line, what is wrong, how to fix it."""


@dataclass(frozen=True)
class Comment:
    file: Path  # the example, under docs_src/
    line: int
    text: str  # the comment without its "#" and the one space after it: its translation's key


@dataclass(frozen=True)
class Problem:
    """A comment a reader would see in English, or a translation that no longer fits."""

    where: str  # file:line of the example
    translation: str  # file:line of the translation (its file, where there is no entry yet)
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message} ({self.translation})"


def text_of(token: str) -> str:
    """`# the write bumps a's version` -> `the write bumps a's version`; the spaces that indent
    a continued comment's text stay (`#    one row per sample`)."""
    body = token[1:]
    return (body[1:] if body.startswith(" ") else body).rstrip()


@functools.lru_cache(maxsize=4096)  # a build translates every example once per notebook: tokenized once
def comment_tokens(source: str) -> tuple[tokenize.TokenInfo, ...]:
    """The comments of a Python source, as the tokenizer finds them: a `#` inside a string
    is no comment. Snippet section markers are left out."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return ()  # not Python (a doctest's output, a fragment): nothing to translate
    return tuple(t for t in tokens if t.type == tokenize.COMMENT and not SNIPPET_MARKER.match(t.string))


def comments_of(file: Path) -> list[Comment]:
    return [Comment(file, token.start[0], text_of(token.string)) for token in comment_tokens(file.read_text(encoding="utf-8"))]


def topic_of(file: Path, src_dir: Path = SOURCE_DIR) -> tuple[str, str]:
    """docs_src/backward/x.py -> ("backward", "x.py"); docs_src/errors/backward/x.py -> ("errors", "backward/x.py")."""
    parts = file.relative_to(src_dir).parts
    return parts[0], "/".join(parts[1:])


def translations_file(language: Language, topic: str, docs_dir: Path = DOCS_DIR) -> Path:
    return docs_dir / language.code / FOLDER / f"{topic}.toml"


@dataclass
class Translations:
    """A language's translations: (topic, example file) -> English comment -> translation."""

    language: Language
    entries: dict[tuple[str, str], dict[str, str]] = field(default_factory=dict)
    lines: dict[tuple[str, str, str], tuple[Path, int]] = field(default_factory=dict)  # where each entry stands
    merged: dict[str, str] = field(default_factory=dict, repr=False)  # everywhere()'s, made once by `loaded`

    def of(self, topic: str, name: str) -> Mapping[str, str]:
        return self.entries.get((topic, name), {})

    def everywhere(self) -> dict[str, str]:
        """English comment -> its translation, over every file (a page's HTML names no file)."""
        return dict(self.merged)

    def where(self, topic: str, name: str, english: str, docs_dir: Path = DOCS_DIR) -> str:
        path, line = self.lines.get((topic, name, english), (translations_file(self.language, topic, docs_dir), 0))
        return f"{display(path)}:{line}" if line else display(path)


def load(language: Language, docs_dir: Path = DOCS_DIR) -> Translations:
    """Every translations file of the language. A file that is not TOML, an entry that is no
    string or holds a line break fails with its file and line: a translation is one line of a
    comment, never code."""
    files = tuple((path, path.read_bytes()) for path in sorted((docs_dir / language.code / FOLDER).glob("*.toml")))
    return Translations(language, *loaded(files))


Entries = dict[tuple[str, str], dict[str, str]]
Lines = dict[tuple[str, str, str], tuple[Path, int]]


@functools.lru_cache(maxsize=8)  # keyed on the files' bytes: every page and notebook of a build loads the same
def loaded(files: tuple[tuple[Path, bytes], ...]) -> tuple[Entries, Lines, dict[str, str]]:
    """`load`'s entries, where each stands, and everywhere()'s, from the files' paths and bytes."""
    entries: Entries = {}
    where: Lines = {}
    for path, raw in files:
        text, data = parsed(path, raw)
        lines = key_lines(text)
        for name, table in data.items():
            if not isinstance(table, dict):
                raise TranslationError(f'{display(path)}:{line_of(lines, name)}: `{name}` is not a table: put entries under `["{name}"]`')
            for english, translated in table.items():
                line = line_of(lines, english)
                if not isinstance(translated, str) or "\n" in translated or "\r" in translated:
                    raise TranslationError(
                        f"{display(path)}:{line}: the translation of `{english}` is not one line of text: a comment's translation is one line"
                    )
                where[(path.stem, name, english)] = (path, line)
                if translated.strip():  # an empty one is a comment still to translate
                    entries.setdefault((path.stem, name), {})[english] = translated
    merged = {english: translated for _, of_file in sorted(entries.items(), reverse=True) for english, translated in of_file.items()}
    return entries, where, merged  # merged: a comment two files translate as the first (in sorted order) does


def parsed(path: Path, raw: bytes) -> tuple[str, dict[str, Any]]:
    try:
        text = raw.decode("utf-8")
        return text, tomllib.loads(text)
    except UnicodeDecodeError as error:
        raise TranslationError(f"{display(path)}: not UTF-8 (byte {error.start}): save the file as UTF-8") from error
    except tomllib.TOMLDecodeError as error:
        at = re.search(r"\(at line (\d+), column \d+\)", str(error))
        where = f"{display(path)}:{at.group(1)}" if at else display(path)
        what = str(error)[: at.start()].strip() if at else str(error)
        raise TranslationError(f'{where}: {what}: a line is `"English comment" = "translation"` under its `["file.py"]`') from error


# A line's first quoted string: a TOML key as written, "..." (maybe with escapes) or '...'.
LEADING_KEY = re.compile(r"""\s*("(?:[^"\\]|\\.)*"|'[^']*')""")


def key_lines(text: str) -> dict[str, int]:
    """Each quoted string that starts a line of `text`, and the first line that it starts."""
    found: dict[str, int] = {}
    for number, line in enumerate(text.replace("\r\n", "\n").split("\n"), 1):
        key = LEADING_KEY.match(line)
        if key:
            found.setdefault(key.group(1), number)
    return found


def line_of(lines: dict[str, int], key: str) -> int:
    """The line of a TOML key as written (quoted, maybe with escapes): the first line that
    starts with it; 0 where it cannot be found."""
    quoted = (f'"{key}"', f"'{key}'", toml_key(key))
    return min((lines[q] for q in quoted if q in lines), default=0)


def translate_source(source: str, translations: Mapping[str, str]) -> str:
    """The source with each comment that has a translation in `translations` (English ->
    translation) replaced by it; code, strings and layout as they were."""
    lines = source.split("\n")
    for token in reversed(comment_tokens(source)):
        translated = translations.get(text_of(token.string))
        if translated is None:
            continue
        row, column = token.start
        line = lines[row - 1]
        indent = re.match(r"#( ?)", token.string)
        lines[row - 1] = line[:column] + "#" + (indent.group(1) if indent else " ") + translated + line[column + len(token.string) :]
    return "\n".join(lines)


def code_tokens(source: str) -> list[tuple[int, str]]:
    """What the interpreter reads: every token but the comments (and the line breaks that are
    layout only)."""
    return [
        (t.type, t.string) for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type not in (tokenize.COMMENT, tokenize.NL)
    ]


# A comment as pygments renders Python (class c1), in a built page's code block.
HTML_COMMENT = re.compile(r'(<span class="c1">)(#[^<]*)(</span>)')


def translate_html(page: str, translations: Mapping[str, str]) -> str:
    """A built page with the comments of its code blocks translated."""

    def swap(found: re.Match[str]) -> str:
        token = html.unescape(found.group(2))
        translated = translations.get(text_of(token))
        if translated is None:
            return found.group(0)
        space = " " if token.startswith("# ") or token == "#" else ""
        return found.group(1) + html.escape("#" + space + translated, quote=False) + found.group(3)

    return HTML_COMMENT.sub(swap, page)


def problems(
    language: Language, files: Iterable[Path] | None = None, docs_dir: Path = DOCS_DIR, src_dir: Path = SOURCE_DIR
) -> list[Problem]:
    """Each comment of the examples (`files`: those of some pages; all by default) without a
    translation in `language`, and each translation left behind by a comment that changed
    (stale: shown beside the comment now there) or went away."""
    translations = load(language, docs_dir)
    examples = sorted(file.resolve() for file in (files if files is not None else src_dir.rglob("*.py")))
    found = []
    for file in examples:
        topic, name = topic_of(file, src_dir)
        entries = translations.of(topic, name)
        comments = comments_of(file)
        untranslated = [c for c in comments if c.text not in entries]
        orphaned = [english for english in entries if english not in {c.text for c in comments}]
        for comment in untranslated:
            old = max(orphaned, key=lambda english: SequenceMatcher(None, english, comment.text).ratio(), default=None)
            if old is not None and SequenceMatcher(None, old, comment.text).ratio() >= STALE:
                orphaned.remove(old)
                message = (
                    f"stale translation: the comment changed from `{old}` to `{comment.text}`; translate it again under its new English"
                )
                found.append(Problem(f"{display(file)}:{comment.line}", translations.where(topic, name, old, docs_dir), message))
            else:
                message = f'untranslated comment `{comment.text}`: add `{toml_key(comment.text)} = "…"` under ["{name}"]'
                found.append(Problem(f"{display(file)}:{comment.line}", translations.where(topic, name, "", docs_dir), message))
        for english in orphaned:
            message = f"the example has no comment `{english}` (any more): remove the entry, or translate the comment now there"
            found.append(Problem(display(file), translations.where(topic, name, english, docs_dir), message))
    if files is None:  # every example read: a table of a file that is gone is left behind too
        for topic, name in sorted(set(translations.entries) - {topic_of(file, src_dir) for file in examples}):
            message = f'no example docs_src/{topic}/{name}: remove its table ["{name}"]'
            found.append(Problem(f"docs_src/{topic}/{name}", display(translations_file(language, topic, docs_dir)), message))
    return found


def toml_key(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
