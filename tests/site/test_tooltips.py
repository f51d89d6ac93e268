"""The built site links glossary terms to their entries, with tooltips: each page with the
definitions of its own language's glossary, once a term, the glossary page's tables left
alone (their rows carry the anchors), code and headings untouched."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from autograd_site import glossary
from autograd_site.languages import LANGUAGES, SOURCE

TERM = re.compile(r'<a class="glossary-term" href="(?P<href>[^"]*)" title="(?P<title>[^"]*)">(?P<text>[^<]*)</a>')


@pytest.fixture(scope="module")
def built_site(verified_build) -> Path:
    return verified_build.path


def page(site: Path, code: str, name: str) -> str:
    root = site if code == SOURCE.code else site / code
    return (root / name / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang.code for lang in LANGUAGES])
def test_topic_pages_mark_terms_with_their_languages_definitions(built_site, language):
    definitions = {glossary.tooltip(entry) for entry in glossary.load(language).entries}
    for name in ("autograd", "backward", "no-grad-detach"):
        terms = list(TERM.finditer(page(built_site, language.code, name)))
        assert len(terms) >= 10, name
        assert {html.unescape(term["title"]) for term in terms} <= definitions, name
        hrefs = [term["href"] for term in terms]
        assert len(hrefs) == len(set(hrefs)), name  # once a page
        anchors = set(re.findall(r'<tr id="(term-[^"]+)"', page(built_site, language.code, "glossary")))
        assert {href.split("#")[1] for href in hrefs} <= anchors and all(h.startswith("../glossary/#") for h in hrefs), name


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang.code for lang in LANGUAGES])
def test_terms_are_not_marked_in_headings_code_links_or_the_glossary_tables(built_site, language):
    text = page(built_site, language.code, "autograd")
    assert not re.search(r'<(h[1-6]|code|a)\b[^>]*>[^<]*<a class="glossary-term"', text)
    tables = re.findall(r"<table>.*?</table>", page(built_site, language.code, "glossary"), re.S)
    assert len(tables) == 3 and not any("glossary-term" in table for table in tables)
