"""The translator guide and CONTRIBUTING lead a translator to the light check first: `nox -s
check` while editing, `--mark` at the end; verify and serve (the torch environment) optional."""

from __future__ import annotations

import re

import pytest

from autograd_site.languages import LANGUAGES, REPO_ROOT

COMMAND = re.compile(r"nox -s (\w+)")


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_the_guides_first_command_is_the_light_check(language):
    text = (language.docs_dir / "translate.md").read_text(encoding="utf-8")
    commands = [match[1] for match in COMMAND.finditer(text)]
    assert commands[0] == "check", commands[:3]
    for heavy in ("verify", "serve"):
        assert commands.index("check") < commands.index(heavy)
    workflow = text[text.index("{ #workflow }") : text.index("{ #commands }")]
    assert workflow.index("nox -s check -- ru/") < workflow.index("--mark") < workflow.index("nox -s serve")
    assert FIGURES["site-env"] in sizes(workflow)  # the heavy environment's real size, said where it is optional


def test_contributing_names_the_check_and_links_the_guide():
    text = (REPO_ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    assert "nox -s check -- ru/" in text and "nox -s translations -- --mark" in text
    assert all(f"(docs/{lang.code}/translate.md)" in text for lang in LANGUAGES)


# Measured on 2026-12-03 (2 cores, Python 3.11, torch 2.13.0+cpu from local wheels): `du -sm` of
# a fresh .nox/site-env without the maintainers' tools 1152 MB, of its torch folder 734 MB, of
# .nox/check-env 23 MB; uv installed the lock in 16 s with its cache warm, 67 s with it empty,
# the check environment in 7 s and 12 s. Every document a newcomer reads states these, in its
# language's number format, and no other size.
FIGURES = {"site-env": (1.2, "GB"), "torch": (730, "MB"), "check-env": (25, "MB")}
# Sizes of other things the documents name: the maintainers' tools; a CPU wheel of torch
# (README); Pagefind's wheel and the index it wrote (README's search); ProperDocs (CONTRIBUTING).
OTHER_SIZES = {(0.3, "GB"), (200, "MB"), (5.4, "MB"), (2.4, "MB"), (1, "MB")}
DOCUMENTS = ["README.md", "CONTRIBUTING.md", "noxfile.py", "docs/id/translate.md", "docs/ru/translate.md"]
SIZE = re.compile(r"(\d+(?:[.,]\d+)?)\s?(GB|MB|ГБ|МБ)\b")
UNITS = {"ГБ": "GB", "МБ": "MB"}


def sizes(text: str) -> set[tuple[float, str]]:
    return {(float(number.replace(",", ".")), UNITS.get(unit, unit)) for number, unit in SIZE.findall(text)}


@pytest.mark.parametrize("name", DOCUMENTS)
def test_the_documents_agree_on_the_environments_sizes(name):
    text = (REPO_ROOT / name).read_text(encoding="utf-8")
    found = sizes(text)
    assert found <= set(FIGURES.values()) | OTHER_SIZES, found - set(FIGURES.values()) - OTHER_SIZES
    assert FIGURES["site-env"] in found and FIGURES["check-env"] in found, name


def test_the_figures_in_a_document_are_its_languages_numbers():
    assert sizes("1,2 ГБ, около 25 МБ") == {(1.2, "GB"), (25.0, "MB")}
