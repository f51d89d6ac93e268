"""Includes are expanded by pymdownx.snippets' own code: ranges, sections and the block form
mean what they mean on the site, and a bad include is a located problem."""

from __future__ import annotations

import pytest

from autograd_site.languages import DOCS_SRC_DIR
from autograd_site.page import snippets
from autograd_site.page.reader import read_page

FENCE = "```"


@pytest.fixture
def example_file(tmp_path, monkeypatch):
    """A file with a named section, in a docs_src of the test's own: the repository's is read by
    other tests meanwhile (a build, verify), which must not see it come and go."""
    docs_src = tmp_path / "docs_src"
    (docs_src / "_test_snippets").mkdir(parents=True)
    source = "import torch\n# --8<-- [start:grad]\nx = 1\nprint(x)\n# --8<-- [end:grad]\nprint('after')\n"
    (docs_src / "_test_snippets" / "sections.py").write_text(source, encoding="utf-8")
    monkeypatch.setattr(snippets, "DOCS_SRC_DIR", docs_src)
    monkeypatch.setitem(snippets.SETTINGS, "base_path", [str(docs_src)])
    snippets.preprocessor.cache_clear()  # made again with that base path, and again after the test
    yield "_test_snippets/sections.py"
    snippets.preprocessor.cache_clear()


def expanded(page_of_text, body: str):
    page = page_of_text(f"# T\n\n{FENCE}python\n{body}\n{FENCE}\n")
    [fence] = page.fences
    return fence, page.include_problems.get(fence.line, [])


@pytest.fixture
def page_of_text(tmp_path):
    def read(text: str):
        path = tmp_path / "page.md"
        path.write_text(text, encoding="utf-8")
        return read_page(path)

    return read


@pytest.mark.parametrize(
    ("suffix", "source", "first_line"),
    [
        (":3:4", "x = 1\nprint(x)\n", 3),  # a line range: those lines; tracebacks point at them
        (":grad", "x = 1\nprint(x)\n", 3),  # a named section: its lines without the markers
        ("", "import torch\nx = 1\nprint(x)\nprint('after')\n", 1),  # the whole file, without section markers
    ],
)
def test_an_include_is_expanded_as_the_site_expands_it(page_of_text, example_file, suffix, source, first_line):
    fence, problems = expanded(page_of_text, f'--8<-- "{example_file}{suffix}"')
    assert problems == []
    assert (fence.expansion.source, fence.expansion.whole_file.name, fence.expansion.first_line) == (source, "sections.py", first_line)
    assert [include.name for include in fence.includes] == [example_file + suffix]


def test_the_block_form_includes_each_file_listed(page_of_text, example_file):
    fence, problems = expanded(page_of_text, f"--8<--\n{example_file}:3:3\n{example_file}:6:6\n--8<--")
    assert problems == []
    assert fence.expansion.source == "x = 1\nprint('after')\n"
    assert [include.line for include in fence.includes] == [5, 6]


def test_a_missing_section_is_located(page_of_text, example_file):
    _, problems = expanded(page_of_text, f'print(0)\n--8<-- "{example_file}:nope"')
    assert [(p.line, p.message) for p in problems] == [(5, f"include '{example_file}:nope': Snippet section 'nope' could not be located")]


def test_a_missing_file_with_a_range_names_the_file(page_of_text):
    _, problems = expanded(page_of_text, '--8<-- "backward/nope.py:1:3"')
    assert [(p.line, p.message) for p in problems] == [(4, "include 'backward/nope.py:1:3' not found: no file docs_src/backward/nope.py")]


def test_the_settings_are_those_of_mkdocs_yml():
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)  # !ENV, !!python/name: not needed here
    config = yaml.load((DOCS_SRC_DIR.parent / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)
    [site] = [e["pymdownx.snippets"] for e in config["markdown_extensions"] if isinstance(e, dict) and "pymdownx.snippets" in e]
    assert [str(DOCS_SRC_DIR.parent / path) for path in site.pop("base_path")] == snippets.SETTINGS["base_path"]
    assert site == {key: value for key, value in snippets.SETTINGS.items() if key != "base_path"}
