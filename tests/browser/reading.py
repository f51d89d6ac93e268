"""What a reader meets on the built site, measured in the browser: blocks that scroll sideways,
glossary underlines, interface strings, the home page, the layout on a phone
(issue 28). The browser tests assert these (test_reading.py, and test_pages.py on the walk of
every page)."""

from __future__ import annotations

import re
from collections import Counter

from autograd_site.languages import Language

DESKTOP, PHONE = 1280, 390
# The interface strings Material and MkDocs write in English unless told otherwise.
ENGLISH_INTERFACE = ("Permanent link", "Dark mode", "Light mode", "Made with", "Copy to clipboard", "Page not found", "Skip to content")

# Which blocks of the article scroll sideways: output blocks and the others (code).
SCROLLING = """() => {
  const article = document.querySelector("article.md-content__inner");
  const scrolls = code => code.scrollWidth > code.clientWidth + 1;
  // An output block: a ```output fence (Pygments' output lexer: "go" tokens), or ```text (what
  // another release prints, under an example).
  const blocks = [...article.querySelectorAll("div.highlight")].map(block => ({
    output: ["language-output", "language-text"].some(name => block.classList.contains(name))
      || !!block.querySelector("code span.go") || (!!block.closest("details") && !block.querySelector(".filename")),
    code: block.querySelector("pre > code"),
  })).filter(block => block.code);
  return {
    outputs: blocks.filter(b => b.output).length,
    outputs_scrolling: blocks.filter(b => b.output && scrolls(b.code)).length,
    code: blocks.filter(b => !b.output).length,
    code_scrolling: blocks.filter(b => !b.output && scrolls(b.code)).length,
    page_scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  };
}"""

# Code blocks whose copy button (top right, shown on hover) lies over some of their text.
COVERED = """() => [...document.querySelectorAll("article div.highlight")].filter(block => {
  const button = block.querySelector(".md-code__nav, button.md-clipboard");
  const code = block.querySelector("pre > code");
  if (!button || !code) return false;
  const area = button.getBoundingClientRect();
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent;
    for (const match of text.matchAll(/\\S+/g)) {  // each word's own boxes: no line's box
      range.setStart(walker.currentNode, match.index);
      range.setEnd(walker.currentNode, match.index + match[0].length);
      for (const box of range.getClientRects())
        if (box.right > area.left && box.left < area.right && box.bottom > area.top && box.top < area.bottom) return true;
    }
  }
  return false;
}).map(block => (block.querySelector(".filename") || {}).textContent || "(untitled)")"""

# The glossary underlines of the article (a term: a link to its entry with the definition as
# its title; before issue 28, an <abbr title>): each one's text, tooltip and link.
UNDERLINES = """() => [...document.querySelectorAll(
    "article.md-content__inner a.glossary-term, article.md-content__inner abbr[title]")].map(term => {
  const link = term.closest("a");
  return {text: term.textContent, title: term.title, href: link ? link.getAttribute("href") : null,
          heading: !!term.closest("h1, h2, h3, h4, h5, h6"), code: !!term.closest("code, pre")};
})"""

INTERFACE_TEXT = """() => {
  const texts = [document.body.innerText];
  for (const element of document.querySelectorAll("[title], [aria-label], [data-md-color-media] + label, input[placeholder]"))
    texts.push(element.getAttribute("title") || "", element.getAttribute("aria-label") || "", element.getAttribute("placeholder") || "");
  return texts.join("\\n");
}"""


def underline_problems(underlines: list[dict], language: Language) -> dict[str, int]:
    """Counts: underlines, terms underlined more than once, underlines outside a link to the
    glossary, in headings or code, and (Russian) on a form of «память»."""
    terms = Counter(u["href"] or u["title"] for u in underlines)
    return {
        "underlines": len(underlines),
        "repeats": sum(n - 1 for n in terms.values()),
        "outside_link": sum(not (u["href"] and "glossary/#" in u["href"]) for u in underlines),
        "in_heading_or_code": sum(u["heading"] or u["code"] for u in underlines),
        "pamyat": sum(bool(re.match(r"памят", u["text"], re.I)) for u in underlines) if language.code == "ru" else 0,
    }


def english_strings(text: str) -> list[str]:
    return [s for s in ENGLISH_INTERFACE if s in text]


def word_count(page) -> int:
    return len(page.locator("article.md-content__inner").inner_text().split())


# What a phone's 390 px lays out (the walk of every page, narrowed): each display equation's
# box, and the heading words split across lines.
DISPLAY_MATH = """() => [...document.querySelectorAll("article math[display='block']")].map(m => {
  const box = m.parentElement;
  const cut = box.scrollWidth > box.clientWidth + 1;
  return {style: getComputedStyle(m).mathStyle, fits: box.getBoundingClientRect().right <= innerWidth,
          scrolls: !cut || ["auto", "scroll"].includes(getComputedStyle(box).overflowX),
          shown: !cut || getComputedStyle(box).backgroundImage.includes("gradient")};
})"""

# Each word of each heading, as laid out: a word whose parts sit on two lines was split
# ("Functi|on"). A word is a run without spaces; a hyphen ends one (in-|place), and in code a
# dot, colon, slash or underscore does too (torch.autograd.|Function: autograd_site/markdown/headings.py).
SPLIT_WORDS = r"""() => {
  const split = [];
  for (const heading of document.querySelectorAll("article :is(h1, h2, h3, h4, h5, h6)")) {
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest(".headerlink")) continue;
      const code = node.parentElement.closest("code") !== null;
      const word = code ? /[^\s._:\/-]+[._:\/-]*/g : /[^\s-]+-*/g;
      for (const match of node.data.matchAll(word)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (tops.size > 1) split.push({heading: heading.textContent.replace("¶", "").trim(), word: match[0]});
      }
    }
  }
  return split;
}"""
