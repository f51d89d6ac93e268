"""Search that answers a stuck reader, on Material's lunr search (the choice, measured against
Pagefind: benchmarks/search_quality.py, README).

- Indexed is the page's prose (search_view): no code listings, values, diagrams (their SVG
  labels were indexed glued together) nor version badge.
- A section whose prose quotes a PyTorch message gets it, as printed, with its older wordings
  (autograd_site/messages.py) in a field of its own boosted above the prose: a pasted message
  finds the section that explains it first. The glossary's terms boost the section that
  teaches each (`concepts`). docs/assets/javascripts/workers/search.js reads the query.
- The error index page (ERROR_INDEX) lists every quoted message under its group's marker.
- The browser fetches the index packed (PACKED: its entries gzipped, in base64, in the config
  Material hands its worker), for issue 49's budget of 500 KB per language (the Russian index
  is about 1 MB, packed about 270 KB); search_index.json stays whole for tools and tests.
"""

from __future__ import annotations

import base64
import gzip
import json
import re
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from autograd_site import glossary
from autograd_site.languages import LANGUAGES, Language
from autograd_site.messages import (
    GROUP_KEYS,
    Message,
    Unverified,
    add_older_wordings,
    add_pasted_wordings,
    course_messages,
    linked_quotes,
    release_lines,
)
from autograd_site.page.model import Page as PageModel
from autograd_site.postbuild.code_blocks import search_view as code_search_view
from autograd_site.postbuild.html import splice

MESSAGES_FIELD = "messages"
WEIGHTS = "weights"  # of the messages field's lines: where a message is at home (messages.py)
# A word of the prose counts 1, of a title 1000 (Material's; 20 measured worse on the
# benchmark's questions); the worker then ranks a whole quote above all.
MESSAGES_BOOST = 100.0
# The glossary's terms, in the section that teaches each (its "taught in" link): a reader who
# types a concept ("граф", "turunan") gets the lesson that teaches it before the longest page
# that uses the word. Below a message's boost: a pasted error still finds its entry.
CONCEPTS_FIELD = "concepts"
CONCEPTS_BOOST = 30.0
WORKER = "assets/javascripts/workers/search.js"  # under the site's root; beside Material's, whose ../lunr it keeps
PACKED = "packed_index.json"  # beside each language's search/search_index.json
PACKED_KEY = "packed"  # the config's key that holds the packed entries
ERROR_INDEX = "errors.md"  # docs/<code>/errors.md: the page's words and a marker per group
MARKER = re.compile(r"^<!-- error-index: (?P<group>[\w-]+) -->$", re.M)

# Not prose: a diagram (its labels are in its aria-label and the paragraph under it), the
# version badge under a topic page's title and the notes of what another release prints
# (autograd_site/markdown/compat_notes.py: their title, the sentence saying why, and the
# folds; a result's snippet showed their summaries and warnings), a display formula (flattened, "∂L∂y=2(y−2)" is no snippet).
NOT_PROSE = re.compile(
    r'<svg\b.*?</svg>|<div class="compat-badge">.*?</div>|<details class="[^"]*\bcompat\b[^"]*">.*?</details>'
    r'|<div class="admonition note compat">\s*<p class="admonition-title">.*?</p>\s*<p>.*?</p>'
    r'|<div class="arithmatex">\s*<math\b.*?</math>\s*</div>',
    re.S,
)
INLINE_MATH = re.compile(r"<math\b.*?</math>", re.S)
SUPERSCRIPT = str.maketrans("0123456789+−-=()n", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿ")
SUBSCRIPT = str.maketrans("0123456789+−-=()", "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎")


class ErrorIndexProblem(ValueError):
    """The error index cannot be made: a quote no output prints, a group without a marker."""


def search_view(html: str) -> str:
    """The page as search indexes it: its prose, the messages its outputs print, a formula in
    a sentence as text that reads as written (math_text)."""
    view = code_search_view(html)
    view = splice(view, [(m.start(), m.end(), "") for m in NOT_PROSE.finditer(view)])
    return splice(view, [(m.start(), m.end(), escape(math_text(m.group()), quote=False)) for m in INLINE_MATH.finditer(view)])


def math_text(mathml: str) -> str:
    """A MathML formula as one line of text: "(y−2)²", "∂L/∂y", "x₁", not the flattened
    "(y−2)2" of its characters in a row; "" for what does not parse."""
    try:
        root = ElementTree.fromstring(mathml)
    except ElementTree.ParseError:
        return ""

    def text(node: ElementTree.Element) -> str:
        tag = node.tag.rsplit("}", 1)[-1]
        parts = [text(child) for child in node]
        if tag in ("mi", "mn", "mo", "mtext"):
            return (node.text or "").strip()
        if tag in ("msup", "msub", "msubsup") and len(parts) >= 2:
            base, rest = parts[0], parts[1:]
            if tag == "msub" or tag == "msubsup":
                sub = rest.pop(0)
                base += sub.translate(SUBSCRIPT) if all(c in "0123456789+−-=()" for c in sub) else f"_{sub}"
            if rest:
                sup = rest[0]
                base += sup.translate(SUPERSCRIPT) if all(c in "0123456789+−-=()n" for c in sup) else f"^{wrapped(sup)}"
            return base
        if tag == "mfrac" and len(parts) == 2:
            return f"{wrapped(parts[0])}/{wrapped(parts[1])}"
        if tag == "msqrt":
            return f"√{wrapped(''.join(parts))}"
        if tag == "mspace":
            return " "
        return "".join(parts)

    return " ".join(text(root).split())


def wrapped(part: str) -> str:
    """A part of a formula, in parentheses unless it is one symbol or number."""
    return part if re.fullmatch(r"[\w.,∂]+|∂\w+", part) else f"({part})"


def location(page: str, anchor: str | None, use_directory_urls: bool) -> str:
    """A section's address under its language's root: ("backward.md", "a") -> "backward/#a"."""
    stem = page[: -len(".md")]
    url = "" if stem == "index" else f"{stem}/" if use_directory_urls else f"{stem}.html"
    return url + (f"#{anchor}" if anchor else "")


def messages_of(
    language: Language, docs: Path, compat: Path, read: Callable[[Path, Language], PageModel], strict: bool = True
) -> list[Message]:
    """The messages the language's pages quote (the error index page itself quotes none); a
    quote no output prints fails the build (`strict`), or is left out (serve: the live
    verifier marks it on its page, and the preview goes on)."""
    pages = [read(path, language) for path in sorted((docs / language.code).glob("*.md")) if path.name != ERROR_INDEX]
    try:
        messages = course_messages(pages, strict)
    except Unverified as error:
        raise ErrorIndexProblem(f"error index: {error}") from error
    add_older_wordings(messages, release_lines(compat), pages)
    add_pasted_wordings(messages, compat.parent / "errors")
    return messages


def index_fields(messages: list[Message], use_directory_urls: bool) -> dict[str, tuple[str, list[float]]]:
    """Each quoting section's search entry (its location) -> the text of its messages field,
    a line each: what its prose quotes (the whole message where it quotes it whole) and the
    message's older wordings; and each line's weight, how much the section is the message's
    home (Message.home), with which the worker orders sections that quote a message alike."""
    fields: dict[str, dict[str, float]] = {}
    for message in messages:
        for section in message.sections:
            lines = fields.setdefault(location(section.page, section.anchor, use_directory_urls), {})
            # A section that prints the message holds it whole (a paste is the whole line), besides its quotes.
            whole = [message.text] if section in message.shown else []
            for text in [*message.quoted.get(section, []), *whole, *message.older]:
                lines[text] = max(lines.get(text, 0.0), message.home(section))
    return {location: ("\n".join(lines), list(lines.values())) for location, lines in fields.items()}


def concepts_by_language(docs_dir: Path, use_directory_urls: bool) -> dict[str, dict[str, str]]:
    """By language code: each teaching section's search entry (its location) -> the names of
    the glossary's terms it teaches, a line each (none where the glossary is not translated
    yet: its readers get the source's page)."""
    found: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        fields: dict[str, list[str]] = {}
        entries = glossary.load(lang, docs_dir).entries if glossary.glossary_path(lang, docs_dir).is_file() else []
        for entry in entries:
            page, _, anchor = entry.taught.partition("#")
            if page.endswith(".md"):
                place = location(page, anchor, use_directory_urls)
                fields.setdefault(place, []).extend(name for name in (*entry.names, entry.english) if name)
        found[lang.code] = {place: "\n".join(dict.fromkeys(names)) for place, names in fields.items()}
    return found


def with_fields(doc: dict[str, Any], fields: dict[str, tuple[str, list[float]]], concepts: dict[str, str]) -> dict[str, Any]:
    """The entry with its messages field and its lines' weights (not indexed: the worker reads
    them), and the concepts it teaches."""
    if doc["location"] in fields:
        doc = {**doc, MESSAGES_FIELD: fields[doc["location"]][0], WEIGHTS: fields[doc["location"]][1]}
    if doc["location"] in concepts:
        doc = {**doc, CONCEPTS_FIELD: concepts[doc["location"]]}
    return doc


def index_config(config: dict[str, Any]) -> dict[str, Any]:
    fields = {MESSAGES_FIELD: {"boost": MESSAGES_BOOST}, CONCEPTS_FIELD: {"boost": CONCEPTS_BOOST}}
    return {**config, "fields": {**config.get("fields", {}), **fields}}


def packed(index: bytes) -> bytes:
    """An index as the browser fetches it (PACKED): its config, with its entries' JSON gzipped
    in base64 (PACKED_KEY), and no entries of its own. The same bytes every build (no time in
    the gzip header)."""
    whole = json.loads(index)
    docs = json.dumps(whole["docs"], ensure_ascii=False, separators=(",", ":")).encode()
    config = {**whole["config"], PACKED_KEY: base64.b64encode(gzip.compress(docs, 6, mtime=0)).decode("ascii")}
    return json.dumps({**whole, "config": config, "docs": []}, ensure_ascii=False, separators=(",", ":")).encode()


def unpacked(index: bytes) -> dict[str, Any]:
    """A PACKED index as Material reads search_index.json (what the site's worker makes of it)."""
    whole = json.loads(index)
    config = dict(whole["config"])
    docs = json.loads(gzip.decompress(base64.b64decode(config.pop(PACKED_KEY))))
    return {**whole, "config": config, "docs": docs}


def worker_config(app: dict[str, Any]) -> dict[str, Any]:
    """Material's page config (`__config`) with the site's worker in place of Material's,
    which it loads (its file name, with Material's hash, as the worker's query)."""
    material = app.get("search")
    if not material or not str(material).endswith(".js") or WORKER in str(material):
        return app
    name = str(material).rsplit("/", 1)[-1]
    base = str(material)[: -len(name)]
    return {**app, "search": f"{base}{WORKER.rsplit('/', 1)[-1]}?material={name}"}


def as_printed(text: str) -> str:
    """Text in raw HTML inside Markdown, as it is: Markdown's inline syntax (`code`, *, _,
    [links], \\ escapes) written as character references, which Markdown leaves alone."""
    return re.sub(r"[`*_\[\]\\<>&]", lambda m: f"&#{ord(m.group())};", text)


def with_messages(markdown: str, page: str, model: Callable[[], PageModel], messages: list[Message]) -> str:
    """The error index page with its messages filled in; any other page with each quote of a
    message that has an entry in the error reference linked to it (`model`: the page read)."""
    if Path(page).name == ERROR_INDEX:
        return fill_error_index(markdown, page, messages)
    return linked_quotes(markdown, model(), messages) if page.endswith(".md") else markdown


def fill_error_index(markdown: str, page: str, messages: list[Message]) -> str:
    """The error index page with each group's messages under its marker: the message as
    printed, then the sections that quote it. A group without a marker, or a marker of no
    group, fails the build."""
    groups = {m.group("group") for m in MARKER.finditer(markdown)}
    known = [*GROUP_KEYS, *sorted({m.group for m in messages} - set(GROUP_KEYS))]  # and the reference's pages
    unknown = groups - set(known)
    if unknown:
        raise ErrorIndexProblem(f"{page}: unknown error index group(s) {', '.join(sorted(unknown))}; the groups are {', '.join(known)}")
    homeless = sorted({m.group for m in messages} - groups)
    if homeless:
        raise ErrorIndexProblem(f"{page}: no marker for the error index group(s) {', '.join(homeless)} (<!-- error-index: GROUP -->)")

    def items(group: str) -> str:
        lines = []
        for message in (m for m in messages if m.group == group):
            entry_first = sorted(message.sections, key=lambda section: not section.reference)
            links = "; ".join(
                f"[{section.page_title}{' › ' + section.title if section.anchor else ''}]({section.page}{'#' + section.anchor if section.anchor else ''})"
                for section in entry_first
            )
            lines.append(f'- <code class="error-message">{as_printed(message.text)}</code><br>\n  {links}')
        return "\n".join(lines)

    return MARKER.sub(lambda m: items(m.group("group")), markdown)
