"""Pages are read by Python's HTML tokenizer and edited at the offsets it reports."""

from __future__ import annotations

import pytest

from autograd_site.postbuild.html import Chrome, Tokens, splice

PAGE = """<!doctype html>
<html lang="ru"><head><title>a &amp; b</title></head>
<body><div class="x y" data-a='1'>café — <b>bold</b>
<br>text &lt;after&gt;</div><script>if (a < b) {}</script></body></html>"""


def test_every_start_tag_and_text_run_is_where_the_tokenizer_says():
    tokens = Tokens(PAGE)
    for tag in tokens.tags:
        assert PAGE[tag.start : tag.end].startswith(f"<{tag.name}") and PAGE[tag.end - 1] == ">"
    div = next(tag for tag in tokens.tags if tag.name == "div")
    assert div.classes == ["x", "y"] and div.attrs["data-a"] == "1"
    runs = [PAGE[run.start : run.end] for run in tokens.runs if "div" in [t.name for t in run.within]]
    assert runs == ["café — ", "bold", "\n", "text &lt;after&gt;"]  # as written, entities and all
    script = next(tag for tag in tokens.tags if tag.name == "script")
    assert PAGE[script.end : script.contents_end] == "if (a < b) {}" == script.text


def test_a_tag_is_edited_in_place_and_overlapping_edits_fail():
    div = next(tag for tag in Tokens(PAGE).tags if tag.name == "div")
    assert """<div class="x y" data-a='1' hidden>café""" in splice(PAGE, [div.before_end(" hidden")])
    with pytest.raises(ValueError, match="overlapping edits"):  # two edits of one tag
        splice(PAGE, [(div.start, div.end, "<div>"), div.before_end(" hidden")])


def test_the_chrome_is_the_page_outside_main():
    page = '<header><a href="/">home</a></header><main><a href="/x">x</a></main><footer><a href="/y"></a></footer>'
    assert [tag.attrs.get("href") for tag in Chrome(page).tags if tag.name == "a"] == ["/", "/y"]
    assert len(Chrome("<p>no main</p>").tags) == 1  # a page without <main>: all of it
