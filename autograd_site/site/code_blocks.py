"""Output blocks that wrap instead of scrolling sideways (docs/assets/stylesheets/site.css).

An error message is one line of 200-370 characters, and the prose discusses its end. In an
output block (a ```output fence: `language-output`; or ```text, as what another release
prints under an example: `language-text`; pymdownx.highlight's `line_spans`), each
line is a block of its own that wraps; its continuation lines hang under the line's own
indentation plus two columns, beside a mark. CSS cannot see a line's indentation, so each
indented line carries it: `style="--indent: N"` (in columns of the monospace font).
"""

from __future__ import annotations

from autograd_site.site.html import Edit, StartTag, Tokens

OUTPUT_CLASSES = {"language-output", "language-text"}
LINE_ID = "__span-"  # pymdownx.highlight's line_spans prefix (mkdocs.yml)


def indented_output_lines(html: str) -> list[Edit]:
    """The edits that give each indented line of an output block its indentation."""
    if not any(name in html for name in OUTPUT_CLASSES):
        return []
    tokens = Tokens(html, follow=())
    indents: dict[int, tuple[StartTag, int, bool]] = {}  # a line's tag -> (tag, spaces so far, done)
    for run in tokens.runs:
        line = next((tag for tag in reversed(run.within) if tag.name == "span" and tag.attrs.get("id", "").startswith(LINE_ID)), None)
        if line is None or not any(OUTPUT_CLASSES & set(tag.classes) for tag in run.within):
            continue
        tag, spaces, done = indents.get(line.start, (line, 0, False))
        if done:
            continue
        text = html[run.start : run.end]
        stripped = text.lstrip(" ")
        indents[line.start] = (tag, spaces + len(text) - len(stripped), bool(stripped))
    return [tag.before_end(f' style="--indent: {spaces}"') for tag, spaces, _ in indents.values() if spaces]
