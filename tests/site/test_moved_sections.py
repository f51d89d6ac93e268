"""Sections that moved off a split lesson keep their old addresses (autograd_site/postbuild/moved_sections.py);
the redirect itself in a browser: tests/browser/test_navigation.py."""

from __future__ import annotations

import pytest

from autograd_site.postbuild.html import parse
from autograd_site.postbuild.moved_sections import MovedSectionError, moved_links, moves_from

MOVED = {
    "custom-function.md#forward-mode": "custom-function-advanced.md#forward-mode",
    "custom-function.md#vmap-rule": "custom-function-advanced.md#vmap",
    "training-loop.md#compile": "distributed-compile.md#compile",
}


def test_the_old_page_links_each_section_that_moved_off_it_to_its_new_place():
    links = parse(moved_links("custom-function.md", MOVED, use_directory_urls=True)).select("nav[hidden] a")
    assert [(a["data-moved-from"], a["href"]) for a in links] == [
        ("forward-mode", "../custom-function-advanced/#forward-mode"),
        ("vmap-rule", "../custom-function-advanced/#vmap"),
    ]
    assert 'href="distributed-compile.html#compile"' in moved_links("training-loop.md", MOVED, use_directory_urls=False)  # the file
    assert moved_links("backward.md", MOVED, use_directory_urls=True) == ""  # nothing moved off it: nothing carried


@pytest.mark.parametrize("entry", ["custom-function.md", "custom-function#forward-mode", "custom-function.md#"])
def test_an_entry_that_is_not_page_and_anchor_is_refused_with_what_it_should_be(entry):
    with pytest.raises(MovedSectionError, match='is not "page.md#anchor"'):
        moves_from("custom-function.md", {entry: "new.md#a"})
