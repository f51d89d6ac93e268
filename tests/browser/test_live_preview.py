"""`nox -s serve` verifies what a save changes and shows the problems on the page: a wrong
claim, a parity break and a misspelling each show a `verify-failure` marker (and the banner
listing it), in the page's language, which goes once the fix is saved (a broken quote is found
with the claims: tests/site/test_live.py); an
edited example shows on every page that includes it; one save makes one rebuild (serve builds
one change after another, so a second rebuild a save caused would be counted by the time the
next save's build is: each test's two saves must add two builds, and what the last save of
one test caused shows in the next test's count).

`mkdocs serve` runs in a scratch copy of the repository (its tracked files, first on
PYTHONPATH); Debian's chromium, driven by Playwright, watches the page reload.
"""

from __future__ import annotations

import pytest

from autograd_site.languages import BY_CODE
from benchmarks.live_preview import live_site, wait_for_markers

BREAKS = {  # the page a reader looks at, the file saved, the text replaced, the marker's kind
    "wrong claim": ("backward/", "docs/id/backward.md", "x.grad  = 6.0", "x.grad  = 5.0", "output-differs", "+x.grad  = 6.0"),
    # An admonition of another type than the source's (an anchor changed would break links,
    # and serve's strict build would stop there).
    "parity break": ("ru/backward/", "docs/ru/backward.md", '??? success "Ответ"', '??? tip "Ответ"', "parity", "'??? tip'"),
    "misspelling": ("backward/", "docs/id/backward.md", "Angka di `x.grad`", "Angkaa di `x.grad`", "spelling", "Angkaa"),
    # An example's edit, seen on the translation that includes it (its own file unchanged).
    "edited example": (
        "ru/backward/",
        "docs_src/backward/scalar_output.py",
        'print("x.grad  =", x.grad.item())',
        'print("x.grad  =", x.grad.item() + 1)',
        "output-differs",
        "x.grad  = 7.0",
    ),
}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with live_site(tmp_path_factory.mktemp("live")) as served:
        yield served


@pytest.mark.parametrize("what", BREAKS)
def test_serve_marks_the_problem_on_the_page_and_the_mark_goes_when_the_fix_is_saved(site, browser, what):
    url, name, good, bad, kind, shown = BREAKS[what]
    page = browser.new_page()
    try:
        page.goto(site.url + url)
        wait_for_markers(page, present=False)
        builds = len(site.builds())
        site.edit(name, good, bad)
        wait_for_markers(page, present=True)
        markers = page.locator(".verify-failure")
        assert markers.count() == 1, markers.all_inner_texts()
        assert markers.first.get_attribute("data-kind") == kind
        title = dict(BY_CODE["ru" if url.startswith("ru/") else "id"].live_kinds)[kind]  # in the page's language
        assert title in markers.first.inner_text() and shown in markers.first.inner_text()
        banner = page.locator(".verify-failure-banner")
        assert banner.count() == 1 and banner.locator('a[href="#verify-failure-1"]').count() == 1
        site.edit(name, bad, good)
        wait_for_markers(page, present=False)
        assert page.locator(".verify-failure-banner").count() == 0
        assert len(site.builds()) == builds + 2, "a save rebuilt more than once; serve's log ends:\n" + site.log.read_text()[-3000:]
    finally:
        page.close()


def test_a_save_that_breaks_the_build_is_shown_on_the_page_until_the_fix_is_saved(site, browser):
    """A heading's anchor changed while a line links to it: serve's strict build stops, and the
    page shown (the old one) says so, naming the file, the link's line and the problem."""
    page = browser.new_page()
    try:
        page.goto(site.url + "backward/")
        wait_for_markers(page, present=False)
        site.edit("docs/id/backward.md", "{ #leaves-only }", "{ #leaves-gone }")
        page.wait_for_selector(".build-failed", timeout=120_000)
        shown = page.locator(".build-failed").inner_text()
        assert "Situs gagal dibangun" in shown and "docs/id/backward.md:" in shown and "#leaves-only" in shown, shown
        site.edit("docs/id/backward.md", "{ #leaves-gone }", "{ #leaves-only }")
        page.wait_for_selector(".build-failed", state="detached", timeout=120_000)
    finally:
        page.close()
