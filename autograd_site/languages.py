"""The one list of the site's languages. Everything that depends on a language imports it.

Adding a language is adding its code to LANGUAGES here, its words in docs/<code>/interface.toml
(every field of `Language` but `code`) and its pages under docs/<code>/.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
DOCS_DIR = REPO_ROOT / "docs"
DOCS_SRC_DIR = REPO_ROOT / "docs_src"
PACKAGE_DIR = REPO_ROOT / "autograd_site"  # this package: its code keys what is kept between runs


@dataclass(frozen=True)
class Language:
    code: str  # folder under docs/ and locale for MkDocs
    name: str  # shown in the language switcher
    english_name: str  # in the tooling's messages
    alphabet: str  # the letters its prose is written in, as a regex character class body
    decimal_comma: bool  # 1,5 is one and a half: numbers listed in a formula take semicolons (verify/collect.py)
    output_title: str  # the label of a claimed-output block
    search_lang: str  # lunr language for the search index (id: the site's own lunr module, Sastrawi's stemmer: search_lang.py)
    quotes: tuple[tuple[str, str], ...]  # quotation marks that wrap a quoted claim
    notebook_intro: str  # the Markdown cell atop a generated notebook; {title}, {torch} filled in
    notebook_setup: str  # the comment of its first cell, which installs PyTorch {torch} where it is absent
    notebook_other_version: str  # what that cell prints where another PyTorch ({installed}) is installed
    notebook_continues: str  # atop a cell that holds the code it runs after ({after}): the part the page shows does not run alone
    notebook_redefines: str  # the same, where the cells above do not define that code as its file does
    download_label: str  # atop a lesson: download its notebook
    colab_label: str  # atop a lesson: open its notebook in Colab
    verified_stamp: str  # under every page; {torch} and {date} filled in
    not_found_title: str  # the heading of the 404 page
    not_found_text: str  # below it
    not_found_home: str  # the 404 page's link to the language's home page
    # The theme's interface words MkDocs and Material leave in English (site/interface.py).
    permalink_title: str  # a heading's permalink
    palette_names: tuple[str, str]  # the palette toggle: to the dark scheme, to the light one
    made_with: str  # the footer's "Made with" before "Material for MkDocs"
    contributors_title: str  # every page's footer link to the translator guide (overrides/partials/copyright.html)
    reference_title: str  # the nav section of the error reference
    home_title: str  # the home page's entry in the nav
    part_titles: dict[str, str]  # the course's parts, nav sections of lessons: mkdocs.yml's title -> this language's
    stale_banner: str  # atop a translation whose source changed since; {source}: a link to it
    stale_sections_banner: str  # the same, naming what changed; {source}: a link, {sections}: links to them
    missing_banner: str  # atop the source page served where the translation is missing
    banner_title: str  # the title of those two banners
    compat_range: str  # the badge under a topic page's title: the {range} of releases it holds for
    compat_differs: str  # the title of a note on what another release prints; {release}, {kind}
    compat_sections: str  # a note covering several sections names them: {sections}
    compat_output: str  # a fold with an example's outputs: {example}, {release}
    compat_claimed: str  # above what the page claims, in that fold: {release} (the pin)
    compat_prints: str  # above what the other release prints: {release}
    compat_trimmed: str  # the same, where the warnings another note explains are left out
    compat_page: str  # the home page's table: the column of pages
    compat_kinds: dict[str, str]  # drift.py's Kind (value) in words: a table cell
    compat_legend: dict[str, str]  # the same kinds, what each means: the legend under the table
    # The translation status page (autograd_site/site/status_page.py): its columns, its states.
    status_columns: tuple[str, str, str, str]  # page, language, translation, verified
    status_states: dict[str, str]  # fresh, stale, missing (translate/freshness.py), broken (translate/structure.py) in words
    status_unverified: str  # the verified cell when no passed verify covers the current pages
    live_banner: str  # atop a page in `nox -s serve` whose verification found {count} problems
    build_failed: str  # over a page in `nox -s serve` while the last save's build fails (autograd_site/postbuild/build_status.py)
    live_kinds: tuple[tuple[str, str], ...]  # each kind of problem's title on its marker (autograd_site/markdown/markers.py)
    # The tooling's messages on a marker by markdown/markers.py's MESSAGES key (a message no pattern
    # matches stays English: it quotes code or PyTorch); what they name by its PHRASES key, and
    # "here", "source", "column": the labels of the caret under an output line that differs.
    live_messages: dict[str, str]
    live_phrases: dict[str, str]
    spelling_dictionary: str  # hunspell dictionary, from the Debian package spelling_package
    spelling_package: str
    diagram_legend: dict[str, str]  # under a graph diagram: each node kind drawn (diagrams.py Node.kind), and "arrow"
    is_source: bool = False

    @property
    def docs_dir(self) -> Path:
        return DOCS_DIR / self.code


def load(code: str) -> Language:
    """A language from its words in docs/<code>/interface.toml (lists read as tuples)."""

    def frozen(value: Any) -> Any:
        return tuple(frozen(item) for item in value) if isinstance(value, list) else value

    words = tomllib.loads((DOCS_DIR / code / INTERFACE).read_text(encoding="utf-8"))
    return Language(code=code, **{name: frozen(value) for name, value in words.items()})


INTERFACE = "interface.toml"  # a language's words, where its translators work (mkdocs.yml excludes it from the site)
LANGUAGES: tuple[Language, ...] = (load("id"), load("ru"))

SOURCE = next(lang for lang in LANGUAGES if lang.is_source)
TRANSLATIONS = tuple(lang for lang in LANGUAGES if not lang.is_source)
BY_CODE = {lang.code: lang for lang in LANGUAGES}


def language_of(page: Path) -> Language:
    """The language of a page under docs/<code>/; the source language for anything else."""
    try:
        code = page.resolve().relative_to(DOCS_DIR).parts[0]
    except (ValueError, IndexError):
        return SOURCE
    return BY_CODE.get(code, SOURCE)


# The `languages:` list of mkdocs-static-i18n (mkdocs.yml reads it with !!python/name).
MKDOCS_I18N_LANGUAGES: list[dict[str, Any]] = [  # YAML-shaped: a config boundary
    {
        "locale": lang.code,
        "name": lang.name,
        "default": lang.is_source,
        "build": True,
        "nav_translations": {
            "Home": lang.home_title,
            "Contributors": lang.contributors_title,  # in no nav: the footer reads it (overrides/partials/copyright.html)
            "Error reference": lang.reference_title,
            **lang.part_titles,
        },
        # The palette toggle's names, in mkdocs.yml's order of schemes (light, then dark).
        "theme": {"palette": [{"toggle": {"name": name}} for name in lang.palette_names]},
    }
    for lang in LANGUAGES
]
