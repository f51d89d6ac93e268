"""The home page shows the course's four parts (issue 51, item 8): under its lesson list's
heading, each part of the nav (a section of lessons) as a heading titled as the nav titles it
in that language, and its lessons beneath, in the nav's order, numbered as the nav numbers
them (reading_path.py: across the parts), which sane_lists keeps in the built list."""

from __future__ import annotations

import itertools
import re

import pytest
from mkdocs.utils.yaml import yaml_load

from autograd_site.languages import LANGUAGES
from tests.conftest import REPO_ROOT

PART = re.compile(r"^### (?P<title>.+?) \{ #[\w-]+ \}$")
LESSON = re.compile(r"^(?P<number>\d+)\. \[.+?\]\((?P<target>[\w-]+\.md)\)")


def nav_parts() -> list[tuple[str, list[str]]]:
    """mkdocs.yml's parts of the course: the sections whose titles languages.py translates as parts."""
    with (REPO_ROOT / "mkdocs.yml").open(encoding="utf-8") as file:
        nav = yaml_load(file)["nav"]
    titles = set(LANGUAGES[0].part_titles)
    return [(title, pages) for item in nav if isinstance(item, dict) for title, pages in item.items() if title in titles]


def home_parts(text: str) -> list[tuple[str, list[tuple[int, str]]]]:
    """The home page's lesson section: each ### heading, with the numbered lessons beneath it."""
    section = text.split("{ #lessons }", 1)[1].split("\n## ", 1)[0]
    parts: list[tuple[str, list[tuple[int, str]]]] = []
    for line in section.splitlines():
        if heading := PART.match(line):
            parts.append((heading["title"], []))
        elif lesson := LESSON.match(line):
            assert parts, f"a lesson before the first part's heading: {line}"
            parts[-1][1].append((int(lesson["number"]), lesson["target"]))
    return parts


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang.code for lang in LANGUAGES])
def test_the_home_page_lists_the_lessons_by_part_numbered_as_the_nav(language):
    numbers = itertools.count(1)  # across the parts
    expected = [(language.part_titles[title], [(next(numbers), page) for page in pages]) for title, pages in nav_parts()]
    assert len(expected) == 4
    assert home_parts((language.docs_dir / "index.md").read_text(encoding="utf-8")) == expected
