"""The site is built with ProperDocs (autograd_site/site/generator.py), in every process that builds it."""

from __future__ import annotations

import pytest

from autograd_site.site.generator import command_options


@pytest.mark.parametrize(
    ("given", "run"),
    [
        (["--strict", "--dirty"], ["-f", "mkdocs.yml", "--strict", "--dirty"]),
        (["-f", "other.yml", "--strict"], ["-f", "other.yml", "--strict"]),
        (["--config-file=other.yml"], ["--config-file=other.yml"]),
        (["--dirty", "--config-file", "other.yml"], ["--dirty", "--config-file", "other.yml"]),
    ],
)
def test_the_command_names_mkdocs_yml_unless_told_another_config(given, run):
    assert command_options(given) == run
