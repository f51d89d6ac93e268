"""Render: the compatibility matrix as the reader sees it, in the page's language: a topic
page's badge (`range_note`), each section's notes on other releases (`example_notes`), the home
page's table (`home_table`); CONTRIBUTING.md, "Other PyTorch releases". Markdown in, Markdown
out: the site plugin calls these in on_page_markdown.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from autograd_site.compat.explain import Note, items, notes, page_entries
from autograd_site.compat.matrix import Matrix, short
from autograd_site.drift import Kind
from autograd_site.languages import BY_CODE, DOCS_DIR, Language
from autograd_site.verify.collect import Page, collect_page

TABLE_MARKER = "<!-- compat: table -->"
COMPAT_CLASS = "compat"  # on the notes the site adds: no page file has them (tests tell them apart)
OUTPUT_CLASS = "compat-output"  # a note's fold: what the page claims and what a release prints
KIND_CLASS = "compat-kind-"  # + the label's Kind (postbuild/rendered.py checks the label against the texts)
RANDOM_CLASS = "compat-random"  # the example draws random numbers
DECLARED_CLASS = "compat-declared"  # the sentence's `kind` chose the label, not drift.py's guess
WARNING_TYPE = re.compile(r"\b[A-Z]\w*Warning\b")  # a shared warning's fold is titled by its type


def page_kinds(page: Page, matrix: Matrix) -> dict[str, set[Kind]]:
    """release -> the kinds of difference of the page's examples there (empty: all hold), as
    the page's notes label them."""
    kinds: dict[str, set[Kind]] = {release: set() for release in matrix.releases}
    declared = page_entries(page.path)[1] if page.path.parent.name in BY_CODE else []
    for item in items(page, matrix, declared):
        kinds[item.release].add(item.kind)
    return kinds


def range_note(matrix: Matrix, key: str, language: Language, kinds: dict[str, set[Kind]]) -> str | None:
    """The releases the page holds for: every one around the pin where no behaviour changed."""
    span = matrix.holding_range(key, lambda release: Kind.BEHAVIOUR not in kinds.get(release, set()))
    if span is None:
        return None
    first, last = (short(release) for release in span)
    shown = first if first == last else f"{first} – {last}"
    return language.compat_range.format(range=shown)


def kinds_in_words(kinds: set[Kind], language: Language) -> str:
    """A table cell: the kinds, most serious first, or that every claim holds."""
    ordered = sorted(kinds, key=list(Kind).index, reverse=True) or [Kind.HOLDS]
    return ", ".join(language.compat_kinds[kind] for kind in ordered)


def fence(text: str, indent: str) -> str:
    body = "".join(f"{indent}{line}\n" if line else "\n" for line in text.split("\n"))
    return f"{indent}```text\n{body}{indent}```\n"


def quoted(title: str) -> str:
    return title.replace('"', "'")


def note_markdown(note: Note, language: Language, pinned: str) -> str:
    """One note: a visible admonition with the sentence, and under it a fold per difference
    holding what the page claims and what the release prints (classes for the rendered check:
    the label's kind, whether the example draws random numbers, whether a sentence chose the label)."""
    releases = ", ".join(dict.fromkeys(item.release for item in note.items))
    kind = max((item.kind for item in note.items), key=list(Kind).index)
    title = language.compat_differs.format(release=releases, kind=language.compat_kinds[kind])
    sections = list(dict.fromkeys(section for item in note.items for section in item.sections))
    text = note.text
    if len(sections) > 1:
        links = ", ".join(f"[{name}](#{anchor})" for anchor, name in sections)
        text = f"{text} {language.compat_sections.format(sections=links)}".strip()
    parts = [f'!!! note {COMPAT_CLASS} "{quoted(title)}"\n\n']
    if text:
        parts.append(f"    {text}\n\n")
    for item in note.items:
        classes = [OUTPUT_CLASS, f"{KIND_CLASS}{item.kind.value}"] + [RANDOM_CLASS] * item.random + [DECLARED_CLASS] * item.declared
        warning = WARNING_TYPE.search(item.actual)
        example = ", ".join(item.examples) if item.claimed else (warning.group(0) if warning else "warning")
        fold = language.compat_output.format(example=example, release=item.release)
        parts.append(f'    ??? {" ".join(classes)} "{quoted(fold)}"\n\n')
        if item.claimed:
            parts.append(f"        {language.compat_claimed.format(release=pinned)}\n\n{fence(item.claimed, ' ' * 8)}\n")
            label = language.compat_trimmed if item.trimmed else language.compat_prints
            parts.append(f"        {label.format(release=item.release)}\n\n")
        parts.append(f"{fence(item.actual, ' ' * 8)}\n")
    return "".join(parts)


def example_notes(markdown: str, path: Path, matrix: Matrix, language: Language, collected: Page | None = None, shift: int = 0) -> str:
    """The page with its notes on other releases, each at the end of the section of the first
    difference it covers (`collected`: `markdown` already collected, if it was, or collected
    `shift` characters more: with the front matter MkDocs took off)."""
    page = collected or collect_page(path, markdown)
    own, declared = page_entries(path) if path.parent.name in BY_CODE else ([], [])
    pinned, shift = short(matrix.data["pinned"]), shift if collected else 0
    insertions = [
        (note.items[0].offset - shift, f"\n{note_markdown(note, language, pinned)}\n") for note in notes(items(page, matrix, declared), own)
    ]
    for offset, text in sorted(insertions, key=lambda pair: pair[0], reverse=True):
        before = markdown[:offset]
        markdown = before + ("" if before.endswith("\n") else "\n") + text + markdown[offset:]
    return markdown


def home_table(
    matrix: Matrix, language: Language, titles: dict[str, str], docs_dir: Path = DOCS_DIR, collect: Callable[[Path], Page] = collect_page
) -> str:
    """page x release for the pages of `language` that make claims, in `titles`' order (file
    name -> its nav title), each cell the kinds of difference in words, a legend beneath;
    `collect`: a page collected (the build's: verify's cache)."""
    header = f"| {language.compat_page} | " + " | ".join(f"PyTorch {short(r)}" for r in matrix.releases) + " |"
    rows = [header, "|---|" + "---|" * len(matrix.releases)]
    for name, title in titles.items():
        key = f"{language.code}/{name}"
        states = [matrix.state(key, release) for release in matrix.releases]
        if all(state is None for state in states):
            continue
        kinds = page_kinds(collect(docs_dir / language.code / name), matrix)
        # Each cell names its release for a phone, where a row is a card without the header (phone.css).
        cells = [
            f'<span class="compat-release">PyTorch {short(release)}: </span>' + (kinds_in_words(kinds[release], language) if state else "–")
            for release, state in zip(matrix.releases, states, strict=True)
        ]
        rows.append(f"| [{title}]({name}) | " + " | ".join(cells) + " |")
    legend = "".join(f"- **{language.compat_kinds[kind]}**: {language.compat_legend[kind]}\n" for kind in Kind)
    return "\n".join(rows) + "\n\n" + legend
