"""The page model reads every real page as MkDocs renders it: the same headings with the same
anchors, the same code blocks holding the same (included) code, the same admonitions;
and the code a reader sees, its comments in the page's language, is the code verify ran, token
for token (autograd_site/comments.py)."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup, SoupStrainer

from autograd_site.comments import code_tokens, translate_source
from autograd_site.comments import load as load_comments
from autograd_site.compat.render import COMPAT_CLASS
from autograd_site.languages import DOCS_DIR, SOURCE, language_of
from autograd_site.page.model import Page
from autograd_site.page.reader import read_page
from autograd_site.postbuild.rendered import SITE_ADDED
from autograd_site.verify.failures import normalize

PAGES = sorted(DOCS_DIR.glob("*/*.md"))
DIAGRAM_LANG = "autograd-graph"


def built_html(site, path) -> BeautifulSoup:
    language = language_of(path)
    prefix = "" if language is SOURCE else f"{language.code}/"
    name = "index.html" if path.stem == "index" else f"{path.stem}/index.html"
    html = (site / prefix / name).read_text(encoding="utf-8")
    article = BeautifulSoup(html, "html.parser", parse_only=SoupStrainer("article")).select_one("article")  # the nav: 3/4 of the time
    for added in article.select(f".admonition.{COMPAT_CLASS}"):  # the version notes the site adds (their folds inside)
        added.decompose()
    for added in article.find_all(class_=list(SITE_ADDED)):  # a stale translation's banner: the site's, not the page's
        added.decompose()
    return article


def shown_code(page: Page) -> list[str]:
    """Each code block as the model reads it (an include expanded), comments in the page's language."""
    translations = load_comments(page.language).everywhere()
    return [translate_source(f.expansion.source if f.expansion else f.body, translations) for f in page.fences if f.lang != DIAGRAM_LANG]


def model_blocks(page: Page) -> dict[str, list]:
    return {
        "headings": [(h.level, h.anchor) for h in page.headings],
        # Python-Markdown expands every tab of a page to 4 columns before it parses (a warning torch prints with tabs)
        "code": [normalize(code.expandtabs(4)) for code in shown_code(page)],
        "diagrams": len([f for f in page.fences if f.lang == DIAGRAM_LANG]),
        "admonitions": [(c.type, c.collapsible) for c in page.containers],
    }


def html_blocks(article: BeautifulSoup, anchors: list[str | None]) -> dict[str, list]:
    headings = article.find_all(["h1", "h2", "h3", "h4", "h5", "h6"])
    padded = (anchors + [None] * len(headings))[: len(headings)]
    admonitions = []
    for element in article.find_all(["div", "details"]):
        classes = element.get("class") or []
        if element.name == "details":
            admonitions.append((classes[0], True))
        elif "admonition" in classes:
            admonitions.append(([c for c in classes if c != "admonition"][0], False))
    return {
        # an explicit anchor must be the id; a heading without one gets MkDocs' slug
        "headings": [(int(h.name[1]), h.get("id") if anchor else None) for h, anchor in zip(headings, padded, strict=True)],
        "code": [normalize(div.find("pre").get_text()) for div in article.select("div.highlight")],
        "diagrams": len(article.select("figure.autograd-graph-figure")),
        "admonitions": admonitions,
    }


@pytest.mark.parametrize("path", PAGES, ids=lambda p: str(p.relative_to(DOCS_DIR)))
def test_the_model_has_the_blocks_mkdocs_builds_and_the_code_a_reader_sees_is_the_code_verify_ran(verified_build, path):
    page = read_page(path)
    article = built_html(verified_build.path, path)
    expected = model_blocks(page)
    assert html_blocks(article, [anchor for _, anchor in expected["headings"]]) == expected
    ran = [f.expansion.source if f.expansion else f.body for f in page.fences if f.lang == "python"]
    shown = [div.find("pre").get_text() for div in article.select("div.language-python.highlight")]
    assert [code_tokens(code) for code in shown] == [code_tokens(code) for code in ran]  # token for token
