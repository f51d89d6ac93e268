"""What a reader does on a page: copy code, download the notebook, switch to dark mode (and
audit it with axe-core; the AUDITED pages in the light scheme: the walk, test_pages.py)."""

from __future__ import annotations

import re

import nbformat
import pytest

from autograd_site.comments import load as load_comments
from autograd_site.comments import translate_source
from autograd_site.languages import DOCS_SRC_DIR, LANGUAGES
from tests.browser.conftest import ARTIFACTS, FIGURES, axe_figures, prefix, run_axe

CODES = [lang.code for lang in LANGUAGES]


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_copy_button_copies_the_example_exactly(new_reader, language):
    reader = new_reader(permissions=["clipboard-read", "clipboard-write"])
    reader.open(prefix(language) + "backward/")
    block = reader.page.locator("div.highlight:has(span.filename)").first
    example = block.locator("span.filename").inner_text().strip()  # e.g. backward/scalar_output.py
    block.hover()  # the button shows on hover, as for a mouse user
    block.locator('button[data-md-type="copy"]').click()
    copied = reader.page.evaluate("navigator.clipboard.readText()")
    # The example as verify ran it, its comments in the page's language (autograd_site/comments.py).
    topic, name = example.split("/", 1)
    shown = translate_source((DOCS_SRC_DIR / example).read_text(encoding="utf-8"), load_comments(language).of(topic, name))
    assert copied.rstrip("\n") == shown.rstrip("\n")
    assert reader.errors == []


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_each_lessons_download_link_gives_its_notebook_in_the_pages_language(visits, reader, built_site, language, tmp_path):
    """Atop every lesson, the link downloads the lesson's own notebook: valid, in the page's
    language, opening with the lesson's title, its code cells the lesson's examples. The
    lessons as the walk of every page read them (their links, titles and listings); the
    notebook each link names fetched, and the first lesson's link clicked, as a reader does."""
    lessons = [visit for visit in visits[language.code] if visit.lesson is not None]
    assert sorted(visit.path for visit in lessons) == sorted(built_site.topics(language))
    for visit in lessons:
        path, lesson = visit.path, visit.lesson or {}
        links = [link for link in lesson["links"] if language.download_label in link["text"]]
        assert len(links) == 1 and links[0]["download"], f"{path}: {lesson['links']}"
        response = reader.page.request.get(links[0]["href"])
        assert response.status == 200, path
        if path == built_site.topics(language)[0]:  # clicked, as a reader does; an artifact: the links atop a lesson
            reader.open(path, wait_until="load")
            reader.page.screenshot(path=str(ARTIFACTS / f"{language.code}-notebook-links.png"))
            with reader.page.expect_download() as download:
                reader.page.locator("nav.notebook-links").get_by_role("link", name=language.download_label).click()
            saved = tmp_path / download.value.suggested_filename
            download.value.save_as(saved)
            assert saved.read_bytes() == response.body(), path
            assert reader.errors == []
        notebook = nbformat.reads(response.text(), as_version=4)
        nbformat.validate(notebook)
        name = path[len(prefix(language)) :].rstrip("/")
        assert notebook.metadata["autograd_site"]["language"] == language.code, path
        assert notebook.metadata["autograd_site"]["page"] == f"{name}.md", path
        title = notebook.cells[0].source.partition("\n")[0].removeprefix("# ").replace("`", "")
        heading = lesson["title"].replace("¶", "").strip()
        assert re.sub(r"^\d+\. ", "", heading) == title, path  # the lesson's, without its number
        shown = "\n".join(lesson["listings"])
        code = [cell.source for cell in notebook.cells if cell.cell_type == "code" and not cell.metadata.get("autograd_site")]
        assert code and all(cell.splitlines()[0] in shown for cell in code), path


def moderate_or_worse(path: str, scheme: str, result: dict) -> list[str]:
    return [
        f"{path or '/'} ({scheme}): {v['id']} ({v['impact']}) at {v['nodes'][:3]}"
        for v in result["violations"]
        if v["impact"] in ("moderate", "serious", "critical")
    ]


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_dark_mode_toggle_switches_is_remembered_and_stays_accessible(new_reader, language):
    """The toggle takes the page to the dark scheme, which axe-core audits (it has its own
    colours); the next page, in the other language too, opens dark (one site, one preference)."""
    reader = new_reader(color_scheme="light")
    path = prefix(language) + "requires-grad/"
    reader.open(path)
    page = reader.page
    scheme = lambda: page.locator("body").get_attribute("data-md-color-scheme")  # noqa: E731
    background = lambda: page.evaluate("getComputedStyle(document.body).backgroundColor")  # noqa: E731
    light = background()
    assert scheme() == "default"
    page.locator('form[data-md-component="palette"] label:visible').click()
    assert scheme() == "slate"
    assert background() != light
    result = run_axe(page)
    FIGURES.axe[f"{path} (dark)"] = axe_figures(result)
    assert moderate_or_worse(path, "dark", result) == []
    other = next(lang for lang in LANGUAGES if lang != language)
    reader.open(prefix(other) + "requires-grad/")
    assert scheme() == "slate"
    page.screenshot(path=str(ARTIFACTS / f"{other.code}-requires-grad-dark.png"))
    assert reader.errors == []
