"""Render: the compatibility matrix as the reader sees it, in the page's language.

- under a topic page's title, a small badge: the releases it holds for (no example's
  behaviour changed there), linking to the home page's table;
- under an example whose output differs on a tested release, that release, the kind of
  difference (drift.py's Kind) and what it prints there, in a collapsed block;
- on the home page, the whole table: page x release, each cell the kinds in words, and a legend.

Markdown in, Markdown out: the site plugin calls these in on_page_markdown.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from autograd_site.compat.matrix import RAISES, Difference, Matrix, example_key, short, without_install_paths
from autograd_site.drift import RANDOM_CODE, Kind, kind_of
from autograd_site.languages import DOCS_DIR, Language
from autograd_site.verify.collect import Example, Page, collect_page

TABLE_MARKER = "<!-- compat: table -->"
COMPAT_CLASS = "compat"  # on the notes the site adds: no page file has them (tests tell them apart)


def page_key(path: Path) -> str:
    return path.resolve().relative_to(DOCS_DIR.resolve()).as_posix()


def example_kind(example: Example, difference: Difference) -> Kind:
    """What differs for the reader: the claim beside what the release printed."""
    claimed = example.claim.body if example.claim else ""
    actual = without_install_paths(difference["actual"])
    return kind_of(claimed, actual, raised=difference["state"] == RAISES, random=bool(RANDOM_CODE.search(example.code.source)))


def page_kinds(page: Page, matrix: Matrix) -> dict[str, set[Kind]]:
    """release -> the kinds of difference of the page's examples there (empty: all hold)."""
    kinds: dict[str, set[Kind]] = {release: set() for release in matrix.releases}
    for example in page.examples:
        if example.claim is not None:
            for release, difference in matrix.differences(example_key(example)):
                kinds[release].add(example_kind(example, difference))
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


def example_notes(markdown: str, path: Path, matrix: Matrix, language: Language, collected: Page | None = None, shift: int = 0) -> str:
    """The page with, under each claim that differs on a tested release, a collapsed block
    showing what that release prints (`collected`: `markdown` already collected, if it was,
    or collected `shift` characters more: with the front matter MkDocs took off)."""
    page = collected or collect_page(path, markdown)
    insertions = []
    for example in page.examples:
        if example.claim is None or not example.code.includes:
            continue
        key = example_key(example)
        indent = example.claim.indent
        blocks = []
        for release, difference in matrix.differences(key):
            title = language.compat_differs.format(release=release, kind=language.compat_kinds[example_kind(example, difference)])
            body = "".join(f"{indent}    {line}\n" if line else "\n" for line in without_install_paths(difference["actual"]).split("\n"))
            blocks.append(f'\n{indent}??? note {COMPAT_CLASS} "{title}"\n\n{indent}    ```text\n{body}{indent}    ```\n')
        if blocks:
            insertions.append((example.claim.end - (shift if collected else 0), "".join(blocks)))
    for offset, text in sorted(insertions, reverse=True):
        markdown = markdown[:offset] + text + markdown[offset:]
    return markdown


def home_table(
    matrix: Matrix, language: Language, titles: dict[str, str], docs_dir: Path = DOCS_DIR, collect: Callable[[Path], Page] = collect_page
) -> str:
    """page x release, for the pages of `language` that make claims, in `titles`' order
    (page file name -> its title, as the nav lists them): each cell the kinds of difference
    in words; a legend beneath says what each means. `collect`: a page collected (the
    build's: verify's cache)."""
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
