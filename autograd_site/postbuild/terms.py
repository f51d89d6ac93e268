"""Tooltips: the first use of each glossary term on a page links to its entry and shows its
short definition (autograd_site.glossary: terms, inflections). Once a page: dozens of
underlines made every line look like a link. The glossary page's tables are not marked; its
rows get the anchors the links point at.
"""

from __future__ import annotations

import itertools
import re
from html import escape

from autograd_site.glossary import TERMS_ANCHOR, Glossary, term_patterns, tooltip
from autograd_site.languages import Language
from autograd_site.postbuild.code_blocks import code_blocks
from autograd_site.postbuild.html import Edit, Tokens, splice

# Where a term is not marked: code, math, links and other controls (a link inside one would
# nest interactive elements), headings (their text also feeds the table of contents).
SKIPPED_TAGS = set("a abbr button code h1 h2 h3 h4 h5 h6 kbd label math pre samp script select style summary svg textarea".split())
SKIPPED_CLASSES = {"arithmatex", "katex", "admonition-title", "headerlink", "translation-banner"}


def mark_terms(html: str, glossary: Glossary, language: Language, entry_url: str = "", skip_tables: bool = False) -> str:
    """Turn the first use of each glossary term on a page's HTML (in prose: not in headings,
    links or code) into a link to its entry, `entry_url` + "#" + the entry's anchor, titled
    with the term's tooltip. A term whose entry lists its forms is matched only in those; a
    use inside one of its `not_in` phrases is not the term. Everything else is kept byte for byte."""
    pattern, senses = term_patterns(glossary, language.code)
    if pattern is None:
        return html
    skipped = SKIPPED_TAGS | ({"table"} if skip_tables else set())
    marked: set[int] = set()  # entries marked on this page

    def mark(match: re.Match[str]) -> str:
        assert match.lastgroup is not None  # each alternative is a named group
        index = int(match.lastgroup[1:].split("_")[0])
        if index in marked:
            return match[0]
        if index in senses and any(o.start() <= match.start() and match.end() <= o.end() for o in senses[index].finditer(match.string)):
            return match[0]  # another sense of the same word
        marked.add(index)
        entry = glossary.entries[index]
        href = escape(f"{entry_url}#{entry.anchor}")
        return f'<a class="glossary-term" href="{href}" title="{escape(tooltip(entry))}">{match[0]}</a>'

    # The text between tags, in the order a reader meets it, outside the code blocks' <pre>
    # (code, never marked, and three tags in four of a lesson: the tokenizer skips them).
    listings = [(html.find("<pre", block.start), block.end - len("</div>")) for block in code_blocks(html)]
    edges = [0, *itertools.chain.from_iterable(listings), len(html)]
    edits: list[Edit] = []
    for run in Tokens(html, regions=list(zip(edges[::2], edges[1::2], strict=True)), follow=()).runs:
        if any(element.name in skipped or SKIPPED_CLASSES.intersection(element.classes) for element in run.within):
            continue
        text = html[run.start : run.end]
        if (linked := pattern.sub(mark, text)) != text:
            edits.append((run.start, run.end, linked))
    return splice(html, edits)


def entry_anchors(html: str, terms: Glossary) -> list[Edit]:
    """The edits that give each row of the glossary page's terms table its entry's id."""
    tags = Tokens(html, follow=()).tags
    heading = next((tag for tag in tags if tag.attrs.get("id") == TERMS_ANCHOR), None)
    table = next((tag for tag in tags if heading and tag.name == "table" and tag.start > heading.start), None)
    if table is None:
        return []
    body = [tag for tag in tags if tag.name == "tr" and table in tag.within][1:]  # the first row is the table's head
    return [row.before_end(f' id="{entry.anchor}"') for row, entry in zip(body, terms.entries, strict=False)]
