"""The translator guide leads a translator to the light check first: `nox -s check` while
editing, `--mark` at the end; verify and serve (the torch environment) optional."""

from __future__ import annotations

import re

import pytest

from autograd_site.languages import LANGUAGES

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
