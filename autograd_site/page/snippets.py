"""Snippet includes (`--8<--`) in a fence, expanded by pymdownx.snippets' own code with
mkdocs.yml's settings, so that every form of include means here what it means on the site;
what pymdownx would report as "could not be found" is a Problem at the include's line.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

from markdown import Markdown
from pymdownx.snippets import SnippetExtension, SnippetMissingError, SnippetPreprocessor

from autograd_site.languages import DOCS_SRC_DIR
from autograd_site.page.model import Expansion, Include, Problem
from autograd_site.page.paths import display

# As mkdocs.yml configures pymdownx.snippets.
SETTINGS = {"base_path": [str(DOCS_SRC_DIR)], "check_paths": True, "restrict_base_path": True}


@functools.cache
def preprocessor() -> SnippetPreprocessor:
    markdown = Markdown(extensions=[SnippetExtension(**SETTINGS)])
    return markdown.preprocessors["snippet"]


SNIPPET_MARK = re.compile(r"^\s*-+8<-+")  # a line that starts like an include, well-formed or not


def units(lines: list[str], first_line: int) -> list[tuple[int, list[str], list[Include]]]:
    """The body cut into pieces pymdownx expands alone: a plain line, an inline include
    line, or a block include (`--8<--` lines around paths); each with its line and includes."""
    found: list[tuple[int, list[str], list[Include]]] = []
    pattern = SnippetPreprocessor.RE_ALL_SNIPPETS
    index = 0
    while index < len(lines):
        line, number = lines[index], first_line + index
        match = pattern.match(line)
        if not match or match["escape"]:
            found.append((number, [line], []))
            index += 1
        elif match["inline_marker"]:
            found.append((number, [line], [Include(number, match["snippet"][1:-1].strip())]))
            index += 1
        else:  # a block: paths one a line until the closing marker
            end = next((j for j in range(index + 1, len(lines)) if (m := pattern.match(lines[j])) and m["block_marker"]), len(lines) - 1)
            paths = [Include(first_line + j, lines[j].strip()) for j in range(index + 1, end) if lines[j].strip()]
            found.append((number, lines[index : end + 1], [p for p in paths if not p.name.startswith(";")]))
            index = end + 1
    return found


@functools.lru_cache(maxsize=8)
def resolved(folder: Path) -> Path:
    return folder.resolve()


def check(include: Include, page: Path) -> tuple[Path | None, Problem | None]:
    target = preprocessor().parse_snippet_target(include.name)
    if target is None:
        return None, Problem(page, include.line, f"include {include.name!r} names no file")
    base = resolved(DOCS_SRC_DIR)
    path = (base / target["path"]).resolve()
    if not path.is_relative_to(base):
        message = f"include {include.name!r} escapes docs_src/; includes are relative to docs_src/ and stay inside it"
        return None, Problem(page, include.line, message)
    if not path.is_file():
        return None, Problem(page, include.line, f"include {include.name!r} not found: no file {display(path)}")
    return path, None


def first_line_of(include: Include, path: Path) -> int:
    """Where the included lines start in their file: 1, a range's start, or a section's first line."""
    target = preprocessor().parse_snippet_target(include.name)
    if target["start"] and len(target["start"]) == 1 and target["start"][0] and target["start"][0] > 0:
        return int(target["start"][0]) + 1
    if target["section"]:
        lines = path.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines, start=1):
            match = preprocessor().match_section(line)
            if match and match["name"] == target["section"] and match["type"] == "start":
                return number + 1
    return 1


def expand(body: str, first_line: int, page: Path) -> tuple[tuple[Include, ...], Expansion | None, list[Problem]]:
    """A fence body (its first line is the page's `first_line`) with its includes expanded."""
    lines = body.splitlines()
    output: list[str] = []
    includes: list[Include] = []
    files: list[Path] = []
    problems: list[Problem] = []
    for number, unit, unit_includes in units(lines, first_line):
        includes += unit_includes
        if not unit_includes:
            if SNIPPET_MARK.match(unit[0]):
                problems.append(Problem(page, number, f'unsupported snippet include {unit[0].strip()!r}; write --8<-- "topic/file.py"'))
            output += preprocessor().run(list(unit)) if "8<" in unit[0] else unit  # escapes, section markers
            continue
        checked = [check(include, page) for include in unit_includes]
        problems += [problem for _, problem in checked if problem]
        if any(problem for _, problem in checked):
            continue
        files += [path for path, _ in checked if path]
        try:
            output += preprocessor().run(list(unit))
        except SnippetMissingError as error:
            names = ", ".join(repr(include.name) for include in unit_includes)
            problems.append(Problem(page, number, f"include {names}: {error}"))
    if problems:
        return tuple(includes), None, problems
    if not includes:
        return (), Expansion(body, (), None, 1), []
    source = "\n".join(output)
    source = source if source.endswith("\n") else source + "\n"
    whole = files[0] if len(includes) == 1 and len([line for line in lines if line.strip()]) == 1 else None
    first = first_line_of(includes[0], whole) if whole else 1
    return tuple(includes), Expansion(source, tuple(files), whole, first), []
