"""The PyTorch messages the course quotes, where it explains each, and how older releases
worded them: what the error index pages list and what search weighs above everything else.

A quote (inline code in quotation marks, CONTRIBUTING.md "Quoting PyTorch in prose") stands
here as the claimed output line it stands in, from the message on, as a terminal shows it;
a quote no claimed output of its page prints is an error (`Unverified`), so the index never
lists a message no page verifies. Older wordings: close lines other releases printed
(data/compat.json), and those the error reference's entries list (`add_pasted_wordings`).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path

from autograd_site.page.model import Heading, Page
from autograd_site.page.prose import squash

# A line that carries an exception's or a warning's message: "RuntimeError: ...",
# "UserWarning: ...", "torch.OutOfMemoryError: ...", also after a "file:line: " prefix.
MESSAGE = re.compile(r"\b[A-Z]\w*(?:Error|Exception|Warning)\b")

OTHER = "other"  # the error index's group of the messages with no entry in the reference
GROUP_KEYS = (OTHER,)  # the groups besides the reference's pages

SIMILAR = 0.75  # an older wording is at least this close to the message (difflib's ratio)
REFERENCE_HOME = 100.0  # a message's entry in the error reference is its home before any lesson
# "UserWarning: " before a message: printed by one example, not by another (warnings.warn's
# line vs the message alone); the same message either way.
CLASS_PREFIX = re.compile(r"^[\w.]*(?:Error|Exception|Warning): ")


class Unverified(ValueError):
    """A quote that no claimed output of its page prints."""


@dataclass(frozen=True)
class Section:
    page: str  # the page's file under its language's folder: "backward.md"
    anchor: str | None  # None: the page's top
    title: str  # the heading as written (Markdown inline), the page's title for its top
    page_title: str = ""  # the page's title (its first heading)
    reference: bool = False  # an entry of the error reference (autograd_site/reference.py)


@dataclass
class Message:
    text: str  # as printed, from the message on (the first quote's line, in page order)
    key: str  # the printed line to the end of its shortest quote: what tells messages apart
    group: str
    sections: list[Section] = field(default_factory=list)  # where the prose quotes it, in page order
    printed: list[str] = field(default_factory=list)  # every line it was printed as (examples differ in details)
    quoted: dict[Section, list[str]] = field(default_factory=dict)  # what each section's prose quotes of it
    shown: list[Section] = field(default_factory=list)  # the sections an example of which prints it, beside the quote

    def home(self, section: Section) -> float:
        """How much `section` is where the course explains the message: its entry in the error
        reference above all; else the sections of its page that show it (print it and quote
        it), and half a point more for the first of them. The lesson that comes back to a
        message is its home; a section that only names it (a summary) is not."""
        if section not in self.shown:
            return 0.0
        page = [s for s in self.shown if s.page == section.page]
        return len(page) + (0.5 if page[0] == section else 0.0) + (REFERENCE_HOME if section.reference else 0.0)

    @property
    def entry(self) -> Section | None:
        """The message's entry in the error reference, if it has one."""
        return next((s for s in self.shown if s.reference), None)

    older: list[str] = field(default_factory=list)  # other releases' wordings


def bare(text: str) -> str:
    """The message without its exception's or warning's class."""
    return CLASS_PREFIX.sub("", text)


def section_of(headings: list[Heading], line: int, page: str, reference: bool = False) -> Section:
    above = [h for h in headings if h.line <= line]
    top = next((h for h in headings if h.level == 1), None)
    heading = above[-1] if above else top
    page_title = top.title if top else page
    if heading is None or heading.level == 1 or heading.anchor is None:
        return Section(page, None, page_title, page_title)
    # An entry of the error reference is a section whose heading is the message (reference.py):
    # a reference page that only quotes a message (a silent failure's) is not its entry.
    entry = reference and heading.title.strip().startswith("`") and heading.title.strip().endswith("`")
    return Section(page, heading.anchor, heading.title, page_title, entry)


def printed_line(quote: str, outputs: list[str]) -> tuple[str, str] | None:
    """The claimed output line the quote stands in, from its message on, and that line to
    the quote's end; None if no output has it."""
    wanted = squash(quote)
    for output in outputs:
        for line in output.split("\n"):
            squashed = squash(line)
            at = squashed.find(wanted)
            if at < 0:
                continue
            message = MESSAGE.search(squashed)
            start = message.start() if message and message.start() <= at else at
            return squashed[start:], squashed[start : at + len(wanted)]
    return None


CLAIMED_OUTPUT = "output"  # the fence of an output a page claims (verify compares it with what ran)


def claimed_outputs(page: Page) -> list[str]:
    return [fence.body for fence in page.fences if fence.lang == CLAIMED_OUTPUT]


def page_messages(page: Page, strict: bool = True) -> list[tuple[str, str, str, Section, bool]]:
    """Each quote of the page as the line printed, that line to the quote's end, the quote,
    the section that quotes it, and whether an output of that section (to the next heading)
    prints it. A quote no output prints fails (`strict`), or is left out of the index (the
    live preview, which marks it on the page while the writer fixes it)."""
    outputs = claimed_outputs(page)
    found = []
    for quote in page.quotes:
        printed = printed_line(quote.text, outputs)
        if printed is None:
            if not strict:
                continue
            raise Unverified(f"{page.path}:{quote.line}: the prose quotes `{quote.text}`, but no output claimed on the page prints it")
        start = max((h.line for h in page.headings if h.line <= quote.line), default=1)
        end = min((h.line for h in page.headings if h.line > quote.line), default=len(page.lines) + 1)
        nearby = [f.body for f in page.fences if f.lang == CLAIMED_OUTPUT and start < f.line < end]
        shown = printed_line(quote.text, nearby) is not None
        found.append((*printed, squash(quote.text), section_of(page.headings, quote.line, page.path.name, page.is_reference), shown))
    return found


def course_messages(pages: Iterable[Page], strict: bool = True) -> list[Message]:
    """Every message the pages quote, once, with every section that quotes it (in page
    order). Quotes of one message are one: a quote that is the start of another quote's line
    (the first sentence of a message, a fragment further on) joins the shorter one's."""
    quoted = [found for page in pages for found in page_messages(page, strict)]
    keys = sorted({bare(key) for _, key, _, _, _ in quoted}, key=len)
    # A message's key as printed, its class in front where any example prints one.
    printed_keys = sorted({key for _, key, _, _, _ in quoted}, key=lambda key: (key == bare(key), len(key)))
    messages: dict[str, Message] = {}
    for text, key, quote, section, shown in quoted:
        shortest = next(k for k in keys if bare(key).startswith(k))
        as_printed = next(k for k in printed_keys if bare(k) == shortest)
        message = messages.setdefault(shortest, Message(text, as_printed, OTHER))
        if section not in message.sections:
            message.sections.append(section)
        if quote not in message.quoted.setdefault(section, []):
            message.quoted[section].append(quote)
        if shown and section not in message.shown:
            message.shown.append(section)
        if text not in message.printed:
            message.printed.append(text)
    for message in messages.values():  # grouped by the reference page of its entry: "errors-backward"
        message.group = message.entry.page.removesuffix(".md") if message.entry is not None else OTHER
    return list(messages.values())


def release_lines(compat: Path) -> set[str]:
    """Every message line the observed releases printed (data/compat.json)."""
    if not compat.is_file():
        return set()
    data = json.loads(compat.read_text(encoding="utf-8"))
    lines = set()
    for release, observed in data.get("releases", {}).items():
        if release == data.get("pinned"):
            continue
        for example in observed.get("examples", {}).values():
            for line in str(example.get("actual", "")).split("\n"):
                match = MESSAGE.search(line)
                if match:
                    lines.add(squash(line[match.start() :]))
    return lines


def details(text: str) -> str:
    """The message without what differs between examples: numbers, shapes."""
    return re.sub(r"\[[^\]]*\]+|\d+", "#", text)


def add_older_wordings(messages: list[Message], lines: set[str], pages: Iterable[Page]) -> None:
    """Give each message the other releases' lines that are its wording there: close to it,
    and printed by no example of the pinned release (the same words with other numbers are
    another example's output, not another wording)."""
    now = {details(squash(line)) for page in pages for output in claimed_outputs(page) for line in output.split("\n")}
    candidates = tuple(sorted(line for line in lines if details(line) not in now))
    for message in messages:
        message.older = list(older_wordings(message.key, candidates))


def add_pasted_wordings(messages: list[Message], data: Path) -> None:
    """Give each message with an entry the older wordings its entry lists from the threads
    where readers paste them (data/errors/<area>.json's `older`, by the entry's anchor): a
    paste of one finds the entry as the message's own words do."""
    pasted: dict[str, list[str]] = {}
    for area in sorted(data.glob("*.json")):
        for record in json.loads(area.read_text(encoding="utf-8")):
            pasted.setdefault(record["anchor"], []).extend(record.get("older", []))
    for message in messages:
        entry = message.entry
        if entry is not None and entry.anchor in pasted:
            message.older += [wording for wording in pasted[entry.anchor] if wording not in message.older]


@functools.cache  # the same messages in every language, and in every build of a serve session
def older_wordings(key: str, lines: tuple[str, ...]) -> tuple[str, ...]:
    found = []
    for line in lines:
        if not key.startswith(line.split(":", 1)[0] + ":"):
            continue  # another exception: not this message
        if details(line[: len(key)]) == details(key):
            continue  # the same words as far as the course quotes it: not another wording
        matcher = SequenceMatcher(None, line[: len(key)], key, autojunk=False)
        if matcher.real_quick_ratio() >= SIMILAR and matcher.quick_ratio() >= SIMILAR and matcher.ratio() >= SIMILAR:
            found.append(line)
    return tuple(found)


def linked_quotes(markdown: str, page: Page, messages: Iterable[Message]) -> str:
    """The page's Markdown with each quote of a message that has an entry in the error
    reference made a link to that entry (“`message`” -> “[`message`](errors-x.md#anchor)”):
    a lesson that quotes an error sends the reader to where it is reproduced and fixed. The
    entry's own page, and a quote already inside a link, stay as they are."""
    entries = {quote: message.entry for message in messages if message.entry for quotes in message.quoted.values() for quote in quotes}
    for quote in page.quotes:
        entry = entries.get(squash(quote.text))
        if entry is None or entry.page == page.path.name or entry.anchor is None:
            continue
        literal = page.text[quote.start : quote.end]
        opening, code, closing = literal.partition(f"`{quote.text}`")
        at = markdown.find(literal)
        if at < 0 or markdown[at - 1 : at] == "[":
            continue
        markdown = f"{markdown[:at]}{opening}[{code}]({entry.page}#{entry.anchor}){closing}{markdown[at + len(literal) :]}"
    return markdown
