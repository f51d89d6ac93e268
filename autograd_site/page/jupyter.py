"""Page Markdown as Jupyter renders it: a notebook's markdown cells are read by Jupyter or
Colab, which know no MkDocs extensions."""

from __future__ import annotations

import re

from autograd_site.page.reader import HEADING_ATTRIBUTES

LINK = re.compile(r"(?<!!)\[([^\]]+)\]\([^)]+\)")
# An admonition's line: its classes (`!!! abstract opening "…"`), then its title.
ADMONITION = re.compile(r"^(!!!|\?\?\?\+?)\s+\w+(?:\s+[\w-]+)*(?:\s+\"(?P<title>[^\"]*)\")?")
FENCE_INFO = re.compile(r"^(?P<fence>[ \t]*(?:`{3,}|~{3,}))[ \t]*(?P<lang>[\w-]+)[^\n]*$", re.M)  # ```output title="…"


def heading(level: int, title: str) -> str:
    return f"{'#' * level} {HEADING_ATTRIBUTES.sub('', title).strip()}"


def for_jupyter(text: str) -> str:
    """$-math, no site-relative links (their text stays), admonition titles in bold, fences
    with their language alone (a claimed output as plain text)."""
    text = text.replace("\\(", "$").replace("\\)", "$")
    text = FENCE_INFO.sub(lambda m: m["fence"] + ("text" if m["lang"] == "output" else m["lang"]), text)
    text = LINK.sub(r"\1", text)
    lines = []
    for line in text.splitlines():
        admonition = ADMONITION.match(line)
        if admonition:
            if admonition["title"]:
                lines.append(f"**{admonition['title']}**")
            continue
        lines.append(line[4:] if line.startswith("    ") else line)
    return "\n".join(lines).strip()
