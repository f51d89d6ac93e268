"""Math typeset at build time: latex2mathml turns the TeX pymdownx.arithmatex wraps into MathML,
which browsers render natively: readers get no math JavaScript nor web fonts. A formula it would
render wrongly (an unknown command, `&` or `\\\\` outside an environment with rows) fails the build.
"""

from __future__ import annotations

import functools
from html import unescape
from xml.etree.ElementTree import Element

from bs4 import BeautifulSoup, Tag
from latex2mathml.converter import convert
from markdown import Extension, Markdown
from markdown.treeprocessors import Treeprocessor

from autograd_site.postbuild.html import parse, render

# Environments latex2mathml 3.81 does not know, and the one it knows that renders the same:
# split makes the same rows, right/left aligned at &, as aligned.
SAME_AS = {"aligned": "split"}
ARITHMATEX = {"span": ("\\(", "\\)"), "div": ("\\[", "\\]")}
TOKENS = ("mi", "mo", "mn", "mtext")


class MathError(ValueError):
    """A formula that latex2mathml cannot render faithfully."""


class TypesetError(ValueError):
    """A formula of a page that cannot be typeset, with where it is (the generator's plugin
    passes its own error class instead, which it reports as a clean build error)."""


@functools.cache  # the same formulas recur in every language
def to_mathml(tex: str, display: bool) -> str:
    source = tex.strip()
    for unknown, known in SAME_AS.items():
        source = source.replace(f"\\begin{{{unknown}}}", f"\\begin{{{known}}}")
        source = source.replace(f"\\end{{{unknown}}}", f"\\end{{{known}}}")
    try:
        mathml = convert(source, display="block" if display else "inline")
    except Exception as error:  # latex2mathml has a dozen exception types, none shared
        raise MathError(f"{type(error).__name__} {error}".strip()) from error
    if "<mi>&</mi>" in mathml:  # latex2mathml's output for an & it did not use
        raise MathError("& outside an environment with columns (split, align*, array)")
    soup = parse(mathml)
    check(soup)
    braced_operators_are_ordinary(soup)
    semicolons_separate(soup)  # before the signs: a minus after a separator is a sign
    unary_signs_are_prefix(soup)
    sized_delimiters_in_scripts_stretch(soup)
    rows_that_group_nothing_go(soup)  # last: the passes above read rows as latex2mathml made them
    return render(soup)


def rows_that_group_nothing_go(soup: BeautifulSoup) -> None:
    """An <mrow> that is the whole formula (<math> is a row itself: its children keep their
    places, so an operator keeps its form) or holds one identifier, number or text (drawn
    the same alone) is an element the page need not carry: lessons have a budget of 4,000
    (tests/browser/test_pages.py). A row holding one operator stays: it sets the
    operator's spacing (braced_operators_are_ordinary, sized_delimiters_in_scripts_stretch)."""
    for row in soup.find_all("mrow"):
        children = [child for child in row.children if isinstance(child, Tag)]
        texts = [child for child in row.children if not isinstance(child, Tag) and str(child).strip()]
        if texts:
            continue
        whole = row.parent is not None and row.parent.name == "math" and row.parent.find_all(True, recursive=False) == [row]
        if whole or (len(children) == 1 and children[0].name in ("mi", "mn", "mtext")):
            row.unwrap()


SIGNS = {"\u2212", "-", "+"}
CLOSING = {")", "]", "}", "|", "\u2016", "\u27e9"}  # after these a sign is binary: (a) − b


def unary_signs_are_prefix(soup: BeautifulSoup) -> None:
    """A minus (or plus) that opens a row or follows another operator (=, a comma, an
    opening bracket) is a sign, not a subtraction: `x = −1` and `f(−x)` set it close to its
    number, where latex2mathml's <mo> would be spaced as a binary operator ("x = − 1")."""
    for mo in soup.find_all("mo"):
        if mo.get_text() not in SIGNS:
            continue
        before = mo.find_previous_sibling(True)
        if before is None or (before.name == "mo" and before.get_text() not in CLOSING):
            mo["form"] = "prefix"
            mo["lspace"] = mo["rspace"] = "0"


def semicolons_separate(soup: BeautifulSoup) -> None:
    """A semicolon separates listed numbers where the decimal separator is a comma
    ("x = −1; 0; 2", "(−20; −28)", verify/collect.py): latex2mathml makes it an identifier,
    set without space, and a minus after it as subtraction; as TeX sets it, it is punctuation
    with a thin space after it."""
    for mi in soup.find_all("mi"):
        if mi.get_text() == ";":
            mi.name = "mo"
            mi["separator"] = "true"
            mi["lspace"], mi["rspace"] = "0", "0.1667em"


def braced_operators_are_ordinary(soup: BeautifulSoup) -> None:
    """An operator alone in braces is an ordinary symbol in TeX, with no space around it:
    the decimal comma of 1{,}5 reads "1,5", not "1, 5"."""
    for group in soup.find_all("mrow"):
        children = [child for child in group.children if isinstance(child, Tag)]  # not text: a Tag's name is never empty
        if len(children) == 1 and children[0].name == "mo" and group.parent is not None and group.parent.name != "math":
            children[0]["lspace"] = children[0]["rspace"] = "0"


SCRIPTS = ("msub", "msup", "msubsup")


def sized_delimiters_in_scripts_stretch(soup: BeautifulSoup) -> None:
    """A sized delimiter with a script (`\\Big)_j`): latex2mathml makes the <mo> the script's
    base, and Chromium then draws it at text size, its minsize ignored; inside an <mrow> of
    its own it takes its size, as the opening one does."""
    for script in soup.find_all(SCRIPTS):
        base = next((child for child in script.children if isinstance(child, Tag)), None)
        if base is not None and base.name == "mo" and base.has_attr("minsize"):
            base.wrap(soup.new_tag("mrow"))


def check(soup: BeautifulSoup) -> None:
    if soup.find(None, {"linebreak": True}):  # MathML Core renders no line breaks
        raise MathError("\\\\ outside an environment with rows (split, align*, array)")
    unknown = [t.get_text() for t in soup.find_all(TOKENS) if t.get_text().startswith("\\")]
    if unknown:
        raise MathError(f"unknown command {', '.join(unknown)}")


class ArithmatexToMathML(Treeprocessor):
    """Pages: the elements pymdownx.arithmatex made get their MathML instead of their TeX,
    stashed as raw HTML (Python-Markdown puts it back when it writes the page)."""

    def __init__(self, md: Markdown, error: type[Exception]) -> None:
        super().__init__(md)
        self.error = error

    def run(self, root: Element) -> None:
        for element in root.iter():
            if element.tag not in ARITHMATEX or element.get("class") != "arithmatex" or not element.text:
                continue
            opening, closing = ARITHMATEX[element.tag]
            # arithmatex escapes a display block's &, < and > itself; inline math it leaves as is.
            tex = unescape(element.text) if element.tag == "div" else element.text
            tex = tex.strip()
            if not (tex.startswith(opening) and tex.endswith(closing)):
                raise self.error(f"arithmatex element without {opening} … {closing}: {tex[:80]!r}")
            formula = tex[len(opening) : -len(closing)]
            try:
                element.text = self.md.htmlStash.store(to_mathml(formula, display=element.tag == "div"))
            except MathError as problem:  # MkDocs names the page of a Markdown error itself
                raise self.error(f"math {formula.strip()!r} cannot be typeset: {problem}") from problem


class MathExtension(Extension):
    """Python-Markdown extension added by the site plugin (on_config), after arithmatex;
    `error`: the exception a formula that cannot be typeset raises."""

    def __init__(self, error: type[Exception] = TypesetError) -> None:
        super().__init__()
        self.error = error

    def extendMarkdown(self, md: Markdown) -> None:
        # After the inline patterns (20), which is where arithmatex makes its inline elements.
        md.treeprocessors.register(ArithmatexToMathML(md, self.error), "autograd_site_math", 15)
