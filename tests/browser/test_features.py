"""What a reader does on a page: copy code, download the notebook, switch to dark mode; and
what the page costs them: accessibility problems and bytes over the network."""

from __future__ import annotations

import re

import nbformat
import pytest

from autograd_site.comments import load as load_comments
from autograd_site.comments import translate_source
from autograd_site.languages import DOCS_SRC_DIR, LANGUAGES
from tests.browser.conftest import ARTIFACTS, AUDITED, FIGURES, axe_figures, prefix, run_axe

CODES = [lang.code for lang in LANGUAGES]
MAX_TOPIC_PAGE_BYTES = 600 * 1024


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


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_dark_mode_toggle_switches_and_is_remembered(new_reader, language):
    reader = new_reader(color_scheme="light")
    reader.open(prefix(language) + "requires-grad/")
    page = reader.page
    scheme = lambda: page.locator("body").get_attribute("data-md-color-scheme")  # noqa: E731
    background = lambda: page.evaluate("getComputedStyle(document.body).backgroundColor")  # noqa: E731
    light = background()
    assert scheme() == "default"
    page.locator('form[data-md-component="palette"] label:visible').click()
    assert scheme() == "slate"
    assert background() != light
    # Remembered on the next page, in the other language too (one site, one preference).
    other = next(lang for lang in LANGUAGES if lang != language)
    reader.open(prefix(other) + "requires-grad/")
    assert scheme() == "slate"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{other.code}-requires-grad-dark.png"))
    assert reader.errors == []


def moderate_or_worse(path: str, scheme: str, result: dict) -> list[str]:
    return [
        f"{path or '/'} ({scheme}): {v['id']} ({v['impact']}) at {v['nodes'][:3]}"
        for v in result["violations"]
        if v["impact"] in ("moderate", "serious", "critical")
    ]


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_no_moderate_serious_or_critical_accessibility_violations(visits, new_reader, built_site, language):
    """axe-core on the AUDITED pages (light, from the visits of every page), on a topic page in
    the dark scheme, which has its colours, and on the language's 404 page."""
    audited = [v for v in visits[language.code] if v.axe]
    assert len(audited) == len(AUDITED)
    problems = [p for visit in audited for p in moderate_or_worse(visit.path, "light", visit.axe)]
    reader = new_reader(color_scheme="dark")
    path = built_site.topics(language)[0]
    reader.open(path, wait_until="load")
    result = run_axe(reader.page)
    FIGURES.axe[f"{path} (dark)"] = axe_figures(result)
    problems += moderate_or_worse(path, "dark", result)
    # The language's 404 page (/ru/404.html is written by the site plugin, apart from the others).
    not_found = new_reader(color_scheme="light")
    path = prefix(language) + "no-such-page/"
    assert not_found.open(path, wait_until="load").status == 404
    assert not_found.page.locator("html").get_attribute("lang") == language.code
    result = run_axe(not_found.page)
    FIGURES.axe[f"{path} (404, light)"] = axe_figures(result)
    problems += moderate_or_worse(path, "404, light", result)
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES, ids=CODES)
def test_topic_pages_weigh_at_most_600_kb_transferred(visits, built_site, language):
    """Measured on a first visit (empty cache), from a server that compresses as hosts do."""
    topics = [v for v in visits[language.code] if v.path in built_site.topics(language)]
    assert len(topics) == len(built_site.topics(language))
    for visit in topics:
        print(f"{visit.path}: {visit.transferred / 1024:.0f} KB transferred, {visit.decoded / 1024:.0f} KB decoded")
        assert visit.transferred > 50 * 1024  # measured something real: the page, its CSS and scripts
    assert [f"{v.path}: {v.transferred / 1024:.0f} KB" for v in topics if v.transferred > MAX_TOPIC_PAGE_BYTES] == []
