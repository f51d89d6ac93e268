"""Each page's <meta name="description">: its own, in its language (link previews, search
engines), on the built site, from its front matter."""

from __future__ import annotations

import re
from collections import Counter
from html import unescape

import pytest

from autograd_site.languages import LANGUAGES, Language

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
SITE_DEFAULT = "PyTorch autograd, verified against the real PyTorch."  # mkdocs.yml's site_description


def descriptions(site, language: Language) -> dict[str, str]:
    """Each built page of the language (its path) -> its meta description."""
    root = site if language.is_source else site / language.code
    others = {lang.code for lang in LANGUAGES if lang != language and not lang.is_source}
    found = {}
    for html in sorted(root.rglob("index.html")):
        relative = html.relative_to(root)
        if relative.parts[0] in others | {"search", "assets"}:
            continue
        metas = re.findall(r'<meta name="description" content="([^"]*)"', html.read_text(encoding="utf-8"))
        found[relative.parent.as_posix()] = unescape(metas[0]) if len(metas) == 1 else f"{len(metas)} descriptions"
    return found


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_every_page_has_its_own_description_in_its_language(verified_build, language):
    found = descriptions(verified_build.path, language)
    assert len(found) >= 30  # the lessons, the error reference, the other pages
    assert [page for page, text in found.items() if text == SITE_DEFAULT or not text] == []
    assert {text: n for text, n in Counter(found.values()).items() if n > 1} == {}
    if language.is_source:
        assert [page for page, text in found.items() if CYRILLIC.search(text)] == []
    else:
        assert [page for page, text in found.items() if not CYRILLIC.search(text)] == []
