"""Page Markdown as Jupyter renders it: a notebook's markdown cells are read by nbconvert,
which knows no MkDocs extensions."""
from __future__ import annotations

import re

from autograd_site.page.reader import HEADING_ATTRIBUTES

LINK = re.compile(r"(?<!!)\[([^\]]+)\]\([^)]+\)")
ADMONITION = re.compile(r"^(!!!|\?\?\?\+?)\s+\w+(?:\s+\"(?P<title>[^\"]*)\")?")


def heading(level: int, title: str) -> str:
    return f"{'#' * level} {HEADING_ATTRIBUTES.sub('', title).strip()}"


def for_jupyter(text: str) -> str:
    """$-math, no site-relative links (their text stays), admonition titles in bold."""
    text = text.replace("\\(", "$").replace("\\)", "$")
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
