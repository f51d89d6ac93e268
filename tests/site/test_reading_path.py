"""The readers' path (site/reading_path.py), output lines that wrap (autograd_site/postbuild/code_blocks.py) and
the root 404 page's translations (site/i18n.py), on small inputs; the built site in a
browser: tests/browser/test_reading.py."""

from __future__ import annotations

from pathlib import Path

from mkdocs.structure.files import File
from mkdocs.structure.nav import Navigation, Section
from mkdocs.structure.pages import Page

from autograd_site.languages import SOURCE, TRANSLATIONS
from autograd_site.postbuild.code_blocks import indented_output_lines
from autograd_site.postbuild.html import splice
from autograd_site.site.i18n import not_found_context
from autograd_site.site.reading_path import lesson_numbers, link_chains, numbered_heading, numbered_titles


def page(name: str, docs: Path) -> Page:
    file = File(f"id/{name}", str(docs), str(docs / "site"), use_directory_urls=True)
    return Page(None, file, {})  # type: ignore[arg-type]


def navigation(docs: Path) -> tuple[Navigation, list[Page]]:
    """Home, two parts of lessons, the glossary, and two sections without lessons (the
    contributors' guide, the error reference)."""
    (docs / "id" / "notebooks").mkdir(parents=True)
    for name in ("a", "b", "c"):
        (docs / "id" / "notebooks" / f"{name}.ipynb").write_text("{}")
    names = ("index.md", "b.md", "a.md", "c.md", "glossary.md", "translate.md", "errors.md")
    pages = [home, first, second, c, glossary, guide, errors] = [page(name, docs) for name in names]
    part, part_two = Section("Foundations", [first, second]), Section("At work", [c])
    contributors, reference = Section("Contributors", [guide]), Section("Error reference", [errors])
    first.parent = second.parent = part
    c.parent, guide.parent, errors.parent = part_two, contributors, reference
    return Navigation([home, part, part_two, glossary, contributors, reference], pages), pages


def test_lessons_are_the_pages_with_a_notebook_numbered_in_the_navs_order_across_the_parts(tmp_path):
    nav, _ = navigation(tmp_path)
    # the error reference's pages and the contributors' have no notebook: neither section is a part
    assert lesson_numbers(nav, tmp_path) == {"id/b.md": 1, "id/a.md": 2, "id/c.md": 3}


def test_previous_and_next_run_along_the_parts_and_never_into_another_section(tmp_path):
    nav, (home, first, second, c, glossary, guide, errors) = navigation(tmp_path)
    for item in nav.pages:  # as MkDocs links them: one chain through every page
        item.previous_page = item.next_page = home
    link_chains(nav, tmp_path)
    assert [home.next_page, first.next_page, second.next_page, c.next_page, glossary.next_page] == [first, second, c, glossary, None]
    assert c.previous_page == second  # from one part into the next
    assert (guide.previous_page, guide.next_page, errors.previous_page, errors.next_page) == (None, None, None, None)


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
