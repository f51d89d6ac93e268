"""What an entry of the error reference must hold (docs/<code>/errors-*.md, silent-failures.md).

A reference page (front matter `notebook: false`) is looked things up in: each `###` heading
opens an entry, which shows the problem and its fix (two verified examples) and links to the
lesson section that teaches the concept. An entry whose heading is a message in code is that
message's home: an output it claims prints the message word for word, and its anchor is the
message's first words as a slug (`entry_anchor`), so pasting a message and linking to its entry
give the same address in every language and every build.
"""

from __future__ import annotations

import re

from autograd_site.page.model import Heading, Page, Problem
from autograd_site.page.prose import squash

ENTRY_LEVEL = 3
ANCHOR_WORDS = 8  # an entry's anchor: the first this many words of its message (more where two would collide)
CODE_TITLE = re.compile(r"^`(?P<message>[^`]+)`$")
LESSON_LINK = re.compile(r"^(?!errors|silent-failures)[\w-]+\.md#[\w-]+$")  # a lesson's section, not another entry


def slug(words: list[str]) -> str:
    return re.sub(r"[^a-z0-9]+", "-", " ".join(words).lower()).strip("-")


def entry_anchor(message: str) -> str:
    """`grad can be implicitly created only for scalar outputs` -> `grad-can-be-implicitly-created-only-for-scalar`."""
    return slug(message.split()[:ANCHOR_WORDS])


def anchor_fits(anchor: str, message: str) -> bool:
    """The anchor is the message's first ANCHOR_WORDS words, or more (two messages that
    start alike), as a slug."""
    words = message.split()
    return any(anchor == slug(words[:count]) for count in range(min(ANCHOR_WORDS, len(words)), len(words) + 1))


def entry_message(heading: Heading) -> str | None:
    found = CODE_TITLE.match(heading.title.strip())
    return found.group("message") if found else None


def entry_problems(page: Page) -> list[Problem]:
    """Each entry of a reference page that lacks its message, anchor, examples or lesson link."""
    if not page.is_reference:
        return []
    problems = []
    for heading in page.headings:
        if heading.level != ENTRY_LEVEL or heading.anchor is None:
            continue  # a heading without its anchor: the page structure check asks for it
        start, end = page.section(heading.anchor) or (heading.line, heading.line)
        fences = [fence for fence in page.fences if start < fence.line <= end]
        outputs = [squash(line) for fence in fences if fence.lang == "output" for line in fence.body.split("\n")]
        message, lacks = entry_message(heading), []
        if message is not None and not any(squash(message) in line for line in outputs):
            lacks.append(f"the entry's message `{message}` is printed by no output the entry claims: reproduce it, or correct the heading")
        if message is not None and not anchor_fits(heading.anchor, message):
            lacks.append(f"the entry's anchor is #{heading.anchor}; its message's first words make #{entry_anchor(message)}")
        if sum(fence.lang == "python" for fence in fences) < 2:
            lacks.append("the entry shows fewer than two examples: the problem and its fix, each with its verified output")
        if not any(LESSON_LINK.match(link.target) for link in page.links_in(start, end)):
            lacks.append("the entry links to no lesson section: link the section that teaches the concept ([…](page.md#anchor))")
        problems += [Problem(page.path, heading.line, text) for text in lacks]
    return problems
