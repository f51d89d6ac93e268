"""The built site as a reader gets it: no comment of an example in English on any lesson or
reference page, nor in any notebook, in either language (autograd_site/comments.py)."""

from __future__ import annotations

import html
import re

import nbformat
import pytest

from autograd_site.comments import SOURCE_DIR, comment_tokens, comments_of, text_of
from autograd_site.comments import load as load_comments
from autograd_site.languages import DOCS_DIR, LANGUAGES
from autograd_site.notebooks import NOTEBOOK_DIR

ENGLISH = {c.text for file in SOURCE_DIR.rglob("*.py") for c in comments_of(file)}
COMMENT = re.compile(r'<span class="c1">(#[^<]*)</span>')


def english(texts, language):
    """The comments shown as their English source that no translation of the language says:
    one a translator kept as it is (code, a formula: `# loss = 49`) is a translation."""
    kept = set(load_comments(language).everywhere().values())
    return sorted({t for t in texts if t in ENGLISH and t not in kept})


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_no_page_shows_a_comment_in_english(verified_build, language):
    root = verified_build.path if language.is_source else verified_build.path / language.code
    found = {}
    for page in root.rglob("index.html"):
        if language.is_source and any(part in {lang.code for lang in LANGUAGES} for part in page.relative_to(root).parts[:1]):
            continue
        left = english((text_of(html.unescape(m)) for m in COMMENT.findall(page.read_text(encoding="utf-8"))), language)
        if left:
            found[page.relative_to(root).as_posix()] = left[:3]
    assert found == {}


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_no_notebook_has_a_comment_in_english(verified_build, language):
    found = {}
    for path in sorted((DOCS_DIR / language.code / NOTEBOOK_DIR).glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        texts = [text_of(t.string) for cell in notebook.cells if cell.cell_type == "code" for t in comment_tokens(cell.source)]
        left = english(texts, language)
        if left:
            found[path.name] = left[:3]
    assert found == {}
