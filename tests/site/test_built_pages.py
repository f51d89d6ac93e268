"""The real site as built (verified_build), page by page in each language: its own meta
description (link previews, search engines); glossary terms never marked in headings, code,
links or the glossary's tables (their links and tooltips are read in the browser:
tests/browser/test_pages.py, test_glossary.py); no comment of an example in English, on a
page or in a notebook (autograd_site/comments.py)."""

from __future__ import annotations

import html
import re
from collections import Counter
from pathlib import Path

import nbformat
import pytest

from autograd_site.comments import SOURCE_DIR, comment_tokens, comments_of, text_of
from autograd_site.comments import load as load_comments
from autograd_site.languages import DOCS_DIR, LANGUAGES, Language
from autograd_site.notebooks import NOTEBOOK_DIR

LANGUAGE_IDS = [lang.code for lang in LANGUAGES]


def root(site: Path, language: Language) -> Path:
    return site if language.is_source else site / language.code


def built_pages(site: Path, language: Language) -> dict[str, str]:
    """Each built page of the language (its folder, "." the home page) -> its HTML."""
    others = {lang.code for lang in LANGUAGES if lang != language and not lang.is_source}
    pages = {}
    for path in sorted(root(site, language).rglob("index.html")):
        relative = path.relative_to(root(site, language))
        if relative.parts[0] not in others | {"search", "assets"}:
            pages[relative.parent.as_posix()] = path.read_text(encoding="utf-8")
    return pages


# --- Descriptions ------------------------------------------------------------------------

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
SITE_DEFAULT = "PyTorch autograd, verified against the real PyTorch."  # mkdocs.yml's site_description


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_every_page_has_its_own_description_in_its_language(verified_build, language):
    found = {}
    for page, text in built_pages(verified_build.path, language).items():
        metas = re.findall(r'<meta name="description" content="([^"]*)"', text)
        found[page] = html.unescape(metas[0]) if len(metas) == 1 else f"{len(metas)} descriptions"
    assert len(found) >= 30  # the lessons, the error reference, the other pages
    assert [page for page, text in found.items() if text == SITE_DEFAULT or not text] == []
    assert {text: n for text, n in Counter(found.values()).items() if n > 1} == {}
    assert [page for page, text in found.items() if bool(CYRILLIC.search(text)) == language.is_source] == []


# --- Glossary tooltips -------------------------------------------------------------------


def page(site: Path, language: Language, name: str) -> str:
    return (root(site, language) / name / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_terms_are_not_marked_in_headings_code_links_or_the_glossary_tables(verified_build, language):
    text = page(verified_build.path, language, "autograd")
    assert not re.search(r'<(h[1-6]|code|a)\b[^>]*>[^<]*<a class="glossary-term"', text)
    tables = re.findall(r"<table>.*?</table>", page(verified_build.path, language, "glossary"), re.S)
    assert len(tables) == 3 and not any("glossary-term" in table for table in tables)


# --- The examples' comments, translated --------------------------------------------------

ENGLISH = {c.text for file in SOURCE_DIR.rglob("*.py") for c in comments_of(file)}
COMMENT = re.compile(r'<span class="c1">(#[^<]*)</span>')


def english(texts, language):
    """The comments shown as their English source that no translation of the language says:
    one a translator kept as it is (code, a formula: `# loss = 49`) is a translation."""
    kept = set(load_comments(language).everywhere().values())
    return sorted({t for t in texts if t in ENGLISH and t not in kept})


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_no_page_shows_a_comment_in_english(verified_build, language):
    found = {}
    for name, text in built_pages(verified_build.path, language).items():
        left = english((text_of(html.unescape(m)) for m in COMMENT.findall(text)), language)
        if left:
            found[name] = left[:3]
    assert found == {}


@pytest.mark.parametrize("language", LANGUAGES, ids=LANGUAGE_IDS)
def test_no_notebook_has_a_comment_in_english(verified_build, language):
    found = {}
    for path in sorted((DOCS_DIR / language.code / NOTEBOOK_DIR).glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        texts = [text_of(t.string) for cell in notebook.cells if cell.cell_type == "code" for t in comment_tokens(cell.source)]
        left = english(texts, language)
        if left:
            found[path.name] = left[:3]
    assert found == {}
