"""The live preview's markers (autograd_site/markdown/markers.py), placed in a page's Markdown without a browser."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import markdown as python_markdown

from autograd_site.languages import BY_CODE, DOCS_DIR, SOURCE
from autograd_site.markdown import markers
from autograd_site.markdown.markers import Marker, mark
from autograd_site.page.reader import read_page
from autograd_site.site.live import bounded, problem_marker, spelling_marker
from autograd_site.translate.pairs import pair
from autograd_site.translate.parity import check_pair
from autograd_site.translate.spelling import Misspelling

PAGE = """---
title: x
---
# Judul

Paragraf pertama,
dua baris.

```python title="a.py"
print(1)
```

```output title="Keluaran"
2
```

- butir satu
- butir dua
"""


def marked(markers: list[Marker], language=SOURCE) -> str:
    page = read_page(Path("docs/id/x.md"), PAGE, SOURCE)
    markdown = PAGE.split("---\n", 2)[2].lstrip("\n").rstrip("\n")  # what MkDocs converts: no front matter, nor the last newline
    return mark(markdown, page, markers, language)


def test_a_failed_claim_is_marked_after_its_output_fence_and_a_prose_problem_before_its_paragraph():
    assert marked([]) == PAGE.split("---\n", 2)[2].strip("\n")  # a page without problems is left as it is
    claim = Marker("output-differs", 15, "docs/id/x.md:9", "--- claimed\n+++ actual\n-2\n+1", after=True)
    word = Marker("spelling", 7, "docs/id/x.md:7:1", "unknown word 'baris'")
    lines = marked([claim, word]).split("\n")
    first = next(i for i, line in enumerate(lines) if 'id="verify-failure-1"' in line)
    second = next(i for i, line in enumerate(lines) if 'id="verify-failure-2"' in line)
    assert lines[first + 2] == "Paragraf pertama,"  # numbered in page order: the paragraph's comes first
    assert lines[second - 2] == "```" and lines[second - 3] == "2"  # right after the claimed output's fence
    assert "kata tidak dikenal &#x27;baris&#x27;" in lines[first]  # in the page's language


def test_the_banner_counts_the_problems_in_the_readers_language_and_links_each_marker():
    markers = [Marker("parity", 17, "docs/ru/x.md:17", "lacks an item"), Marker("quote-not-printed", 6, "docs/ru/x.md:6", "q")]
    russian = marked(markers, BY_CODE["ru"])
    title, blank, banner = russian.split("\n")[:3]
    assert title == "# Judul" and blank == ""  # under the title: MkDocs takes it from a first <h1> only
    assert "verify-failure-banner" in banner and "проблем: 2" in banner
    assert banner.index('href="#verify-failure-1"') < banner.index('href="#verify-failure-2"')
    assert "Цитату не печатает ни один пример" in banner


def test_markers_convert_to_elements_with_the_diff_intact_and_leave_the_list_whole():
    diff = "--- claimed\n+++ actual\n@@ -1 +1 @@\n-<b>2</b>\n\n+1"
    text = marked([Marker("output-differs", 15, "docs/id/x.md:9", diff, after=True), Marker("spelling", 18, "w", "butir")])
    html = python_markdown.markdown(text, extensions=["fenced_code", "md_in_html"])
    assert html.count('class="admonition failure verify-failure"') == 2
    assert "-&lt;b&gt;2&lt;/b&gt;&#10;&#10;+1" in html  # escaped, and its blank line kept inside the <pre>
    assert html.count("<ul>") == 1 and html.count("<li>") == 2 + 2  # the list whole; the banner's two links


def test_a_markers_long_message_wraps():
    """A marker's message is preformatted (its diff keeps its columns), yet a long line wraps
    instead of running off the page: the site's stylesheet says so for the marker's code."""
    css = (DOCS_DIR / "assets" / "stylesheets" / "site.css").read_text(encoding="utf-8")
    rule = re.search(r"\.verify-failure pre > code\s*\{(?P<body>[^}]*)\}", css)
    assert rule is not None
    assert re.search(r"white-space:\s*pre-wrap", rule["body"]) and re.search(r"overflow-wrap:\s*anywhere", rule["body"])


def test_every_language_says_every_known_message_and_names_every_known_thing_with_the_patterns_groups_alone():
    for language in (SOURCE, BY_CODE["ru"]):
        assert set(language.live_messages) == set(markers.MESSAGES), language.code
        assert set(language.live_phrases) == {*markers.PHRASES, "here", "source", "column"}, language.code
        for templates, patterns in ((language.live_messages, markers.MESSAGES), (language.live_phrases, markers.PHRASES)):
            for key, template in templates.items():
                groups = dict.fromkeys(patterns[key].groupindex if key in patterns else ("column",), "x")
                assert template.format(**groups), (language.code, key)  # a KeyError names a group the pattern lacks


def test_the_translation_toolings_messages_are_in_the_pages_language_and_pytorchs_stay_as_printed(tmp_path):
    """Problems the tooling really reports on a Russian page (a heading anchor changed, an
    example dropped, an Indonesian paragraph and output title left, a misspelling), each
    marker in Russian; a claim's diff, which quotes PyTorch, as it is."""
    ru = BY_CODE["ru"]
    docs = Path(shutil.copytree(Path(__file__).parents[1] / "translate" / "fixtures" / "pair", tmp_path / "docs"))
    translation = (docs / "ru" / "page.md").read_text(encoding="utf-8").replace("{ #second }", "{ #zweite }")
    translation = translation.replace('```python title="backward/scalar_output.py"\n--8<-- "backward/scalar_output.py"\n```\n\n', "")
    translation += "\nParagraf ini sengaja dibiarkan dalam bahasa Indonesia tanpa terjemahan.\n\n"
    translation += '```python\nprint(1)\n```\n\n```output title="Keluaran"\n1\n```\n'
    (docs / "ru" / "page.md").write_text(translation, encoding="utf-8")
    problems = check_pair(pair("page.md", ru, docs))
    found = [problem_marker(problem, "parity") for problem in problems]
    found.append(spelling_marker(Misspelling(docs / "ru" / "page.md", 3, 5, "строчой", ("строчной", "строчкой"))))
    texts = {markers.in_language(marker.text, ru) for marker in found}
    english = {marker.text for marker in found}
    assert not texts & english, texts & english  # none left in English
    assert "неизвестное слово 'строчой' (может быть: строчной, строчкой?)" in texts
    assert any(text.startswith("у заголовка якорь #zweite, а в ") and text.endswith(" — #second") for text in texts)
    assert any(text.startswith("здесь: блок python, начинающийся с 'print(\"hi\")'; в ") for text in texts)  # the code as it is
    assert any(text.startswith("здесь: заявлен вывод '1'; в ") and text.endswith(" больше нет (последний — в строке 41)") for text in texts)
    assert "блок вывода озаглавлен 'Keluaran': на русских страницах его заголовок — 'Вывод'" in texts
    assert any(text.startswith("абзац написан не по-русски") or text.startswith("абзац дословно повторяет") for text in texts)
    many = [Marker("spelling", line, f"x.md:{line}", "unknown word 'x'") for line in range(1, 40)]
    assert markers.in_language(bounded(many, docs / "ru" / "page.md", docs)[-1].text, ru) == "… и ещё 9"

    claim = Marker("output-differs", 15, "docs/ru/x.md:9", "the output differs from the claim\n--- claimed\n+++ actual\n-2\n+1")
    assert markers.in_language(claim.text, ru) == claim.text
    assert "неизвестное слово &#x27;строчой&#x27;" in markers.marker_html(found[-1], 1, ru)


ENGLISH = re.compile(
    r"\b(?:lacks|has|where|which|here|outside|inside|claims|includes|heading|table|rows|admonition|block|opened|opens|links|depth|ends|column|source)\b"
)


def test_every_marker_of_the_malformed_corpus_is_in_the_pages_language(tmp_path):
    """Each mistake of tests/translate/malformed/ as the preview marks it on the Russian page:
    its words Russian (what it quotes, file names and code as they are)."""
    corpus, ru, docs = Path(__file__).parents[1] / "translate" / "malformed", BY_CODE["ru"], tmp_path / "docs"
    cases = sorted((corpus / "page").glob("*.md"))
    for code in ("id", "ru"):
        (docs / code).mkdir(parents=True)
    for case in cases:
        shutil.copyfile(corpus / "source" / "page.md", docs / "id" / case.name)
        shutil.copyfile(case, docs / "ru" / case.name)
    texts = [
        markers.in_language(problem_marker(problem, "parity").text, ru)
        for case in cases
        for problem in check_pair(pair(case.name, ru, docs))
    ]
    assert len(texts) >= 10
    for text in texts:
        said = re.sub(r"'[^']*'|`[^`]*`|\S+\.(?:md|py)\S*|#\S+|\(!!! \w+\)|\(h\d\)", "", text)  # quotes, files, anchors, markup
        assert not ENGLISH.search(said), text
