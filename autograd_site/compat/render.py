"""Render: the compatibility matrix as the reader sees it, in the page's language.

- atop a topic page, the releases its claims hold on ("... berlaku untuk PyTorch 2.13 – 2.15");
- under an example whose output differs on a tested release, that release and what it
  prints there, in a collapsed block, so the page stays calm;
- on the home page, the whole table: page x release.

Markdown in, Markdown out: the site plugin calls these in on_page_markdown.
"""

from __future__ import annotations

from pathlib import Path

from autograd_site.compat.matrix import RAISES, Matrix, example_key, short, without_install_paths
from autograd_site.languages import DOCS_DIR, Language
from autograd_site.verify.collect import Page, collect_page

TABLE_MARKER = "<!-- compat: table -->"
COMPAT_CLASS = "compat"  # on the notes the site adds: no page file has them (tests tell them apart)


def page_key(path: Path) -> str:
    return path.resolve().relative_to(DOCS_DIR.resolve()).as_posix()


def range_note(matrix: Matrix, key: str, language: Language) -> str | None:
    span = matrix.holding_range(key)
    if span is None:
        return None
    first, last = (short(release) for release in span)
    shown = first if first == last else f"{first} – {last}"
    return language.compat_range.format(range=shown, tested=", ".join(matrix.releases))


def example_notes(markdown: str, path: Path, matrix: Matrix, language: Language, collected: Page | None = None) -> str:
    """The page with, under each claim that differs on a tested release, a collapsed block
    showing what that release prints (`collected`: `markdown` already collected, if it was)."""
    page = collected or collect_page(path, markdown)
    insertions = []
    for example in page.examples:
        if example.claim is None or not example.code.includes:
            continue
        key = example_key(example)
        indent = example.claim.indent
        blocks = []
        for release, difference in matrix.differences(key):
            title = (language.compat_raises if difference["state"] == RAISES else language.compat_differs).format(release=release)
            body = "".join(f"{indent}    {line}\n" if line else "\n" for line in without_install_paths(difference["actual"]).split("\n"))
            blocks.append(f'\n{indent}??? note {COMPAT_CLASS} "{title}"\n\n{indent}    ```text\n{body}{indent}    ```\n')
        if blocks:
            insertions.append((example.claim.end, "".join(blocks)))
    for offset, text in sorted(insertions, reverse=True):
        markdown = markdown[:offset] + text + markdown[offset:]
    return markdown


def home_table(matrix: Matrix, language: Language, titles: dict[str, str]) -> str:
    """page x release, for the pages of `language` that make claims, in `titles`' order
    (page file name -> its title, as the nav lists them)."""
    header = f"| {language.compat_page} | " + " | ".join(f"PyTorch {short(r)}" for r in matrix.releases) + " |"
    rows = [header, "|---|" + "---|" * len(matrix.releases)]
    for name, title in titles.items():
        key = f"{language.code}/{name}"
        states = [matrix.state(key, release) for release in matrix.releases]
        if all(state is None for state in states):
            continue
        cells = [language.compat_holds if state == "holds" else language.compat_fails for state in states]
        rows.append(f"| [{title}]({name}) | " + " | ".join(cells) + " |")
    return "\n".join(rows) + "\n"
