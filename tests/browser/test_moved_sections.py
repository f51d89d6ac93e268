"""A section a lesson's split moved to another page: its old address still lands on it, in
every language (mkdocs.yml's moved_sections; autograd_site/postbuild/moved_sections.py)."""

from __future__ import annotations

from pathlib import PurePosixPath

import pytest
import yaml
from mkdocs.utils.yaml import get_yaml_loader

from autograd_site.languages import LANGUAGES, REPO_ROOT, Language
from tests.browser.conftest import prefix


def moved_sections() -> dict[str, str]:
    with (REPO_ROOT / "mkdocs.yml").open(encoding="utf-8") as file:
        config = yaml.load(file, Loader=get_yaml_loader())  # noqa: S506 - MkDocs' own loader, our own file
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "autograd-site" in plugin:
            return dict((plugin["autograd-site"] or {}).get("moved_sections", {}))
    return {}


MOVES = moved_sections()


def address(entry: str, language: Language) -> tuple[str, str]:
    page, _, anchor = entry.partition("#")
    return f"{prefix(language)}{PurePosixPath(page).stem}/", anchor


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_an_old_address_of_a_moved_section_lands_on_its_new_place_and_a_kept_anchor_stays(reader, language):
    assert MOVES, "no moved section listed: the split lessons' old addresses would land on nothing"
    wrong = []
    for old, new in MOVES.items():
        old_path, old_anchor = address(old, language)
        new_path, new_anchor = address(new, language)
        reader.open(f"{old_path}#{old_anchor}", wait_until="load")
        reader.page.wait_for_url(f"**/{new_path}#{new_anchor}", timeout=5_000)
        if reader.page.locator(f"[id='{new_anchor}']").count() != 1:
            wrong.append(f"{old_path}#{old_anchor} -> {reader.page.url}: no section #{new_anchor} there")
    assert wrong == []
    old_path, _ = address(next(iter(MOVES)), language)
    reader.open(f"{old_path}#exercises", wait_until="load")  # an anchor the old page still has
    reader.page.wait_for_timeout(300)  # time for a redirect that must not come
    assert reader.page.url.endswith(f"{old_path}#exercises")
