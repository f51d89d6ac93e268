"""The readers' path (site/reading_path.py), output lines that wrap (autograd_site/postbuild/code_blocks.py) and
the root 404 page's translations (site/i18n.py), on small inputs. The lessons' numbers in the
nav and the previous/next chain are read on every page of the built site in a browser
(tests/browser/test_pages.py), the rest of it in tests/browser/test_reading.py."""

from __future__ import annotations

from autograd_site.languages import SOURCE, TRANSLATIONS
from autograd_site.postbuild.code_blocks import indented_output_lines
from autograd_site.postbuild.html import splice
from autograd_site.site.i18n import not_found_context
from autograd_site.site.reading_path import numbered_heading, numbered_titles


def test_the_first_heading_gets_the_number_and_keeps_its_anchor():
    assert numbered_heading("# Gradien tanpa `.grad` { #top }\n\n## Lain\n", 5) == "# 5. Gradien tanpa `.grad` { #top }\n\n## Lain\n"
    assert numbered_heading("Tanpa judul.\n", 2) == "Tanpa judul.\n"


def test_the_home_tables_titles_are_numbered_as_the_lessons_are():
    titles = {"index.md": "Autograd PyTorch", "backward.md": "backward()", "glossary.md": "Glosarium"}
    assert numbered_titles(titles, {"id/backward.md": 3}, "id") == {**titles, "backward.md": "3. backward()"}


def test_each_indented_line_of_an_output_block_carries_its_indentation_and_code_is_left_alone():
    html = (
        '<div class="language-output highlight"><pre><code>'
        '<span id="__span-0-1"><span class="go">RuntimeError: x</span>\n</span>'
        '<span id="__span-0-2"><span class="go">    File y</span>\n</span>'
        '<span id="__span-0-3"><span class="w">  </span><span class="go">  z</span>\n</span>'
        "</code></pre></div>"
        '<div class="language-python highlight"><pre><code><span id="__span-1-1">    x = 1\n</span></code></pre></div>'
    )
    out = splice(html, indented_output_lines(html))
    assert '<span id="__span-0-1">' in out  # not indented: nothing to carry
    assert '<span id="__span-0-2" style="--indent: 4">' in out
    assert '<span id="__span-0-3" style="--indent: 4">' in out  # spaces across two tokens
    assert '<span id="__span-1-1">    x = 1' in out  # code scrolls, it does not wrap


def test_only_the_root_404_page_knows_the_translations_it_stands_in_for():
    assert not_found_context(SOURCE)["translations"] == [lang.code for lang in TRANSLATIONS]
    assert all(not_found_context(lang)["translations"] == [] for lang in TRANSLATIONS)
