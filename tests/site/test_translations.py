"""The built site tells readers of a translation when it lags behind its source page: a
stale page has a banner linking to the source and to the sections that changed, a missing
one is served from the source with a banner, both in the reader's language; fresh pages and
source pages have none. The translation status page shows the same, page by page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from autograd_site.languages import BY_CODE, SOURCE
from autograd_site.postbuild.rendered import check_site
from autograd_site.verify.stamp import read_valid_stamp
from tests.site.building import build, copy_of_the_site
from tests.translate.conftest import edit, git

RU = BY_CODE["ru"]
BANNER = re.compile(r'<div class="admonition (?P<kind>\w+) translation-banner" lang="(?P<lang>\w+)">.*?</div>', re.S)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The real site with ru/backward.md made stale (its source changed; it records no
    sections), one section of ru/hooks.md made stale, and ru/glossary.md missing: the edits
    committed in a repository of the copy, as a maintainer commits a source edit."""
    root = tmp_path_factory.mktemp("translated-site")
    config = copy_of_the_site(root)
    git(root, "init", "-q", "-b", "main")
    git(root, "add", "docs", "docs_src", "mkdocs.yml")
    git(root, "commit", "-q", "-m", "the course")
    source = root / "docs/id/backward.md"
    source.write_text(source.read_text(encoding="utf-8") + "\nKalimat baru di halaman sumber.\n", encoding="utf-8")
    translation = root / "docs/ru/backward.md"  # marked as an older --mark did: without its sections
    text = translation.read_text(encoding="utf-8")
    translation.write_text(re.sub(r"^source_sections: .*\n", "", text, count=1, flags=re.M), encoding="utf-8")
    edit(root / "docs/id/hooks.md", "Hook tetap terpasang sampai dilepas.", "Hook tetap terpasang sampai Anda melepasnya.")
    (root / "docs/ru/glossary.md").unlink()
    git(root, "commit", "-q", "-am", "a source edit, its translations not updated yet")
    build(config, root / "site")  # in this process
    return root / "site"


def banners(page: Path) -> list[re.Match]:
    return list(BANNER.finditer(page.read_text(encoding="utf-8")))


def test_a_stale_translation_links_to_its_source_in_the_readers_language(site):
    [banner] = banners(site / "ru/backward/index.html")
    assert (banner["kind"], banner["lang"]) == ("warning", "ru")
    link = f'<a href="../../backward/" hreflang="{SOURCE.code}" lang="{SOURCE.code}">{SOURCE.name}</a>'
    assert RU.stale_banner.format(source=link) in banner[0]
    assert (site / "ru/backward" / "../../backward/index.html").resolve().is_file()


def test_a_missing_translation_serves_the_source_with_a_banner(site):
    page = site / "ru/glossary/index.html"
    [banner] = banners(page)
    assert (banner["kind"], banner["lang"]) == ("info", "ru")
    assert RU.missing_banner in banner[0]
    assert "Glosarium" in page.read_text(encoding="utf-8")  # the Indonesian page itself


def test_a_site_with_stale_and_missing_translations_passes_the_rendered_check(site):
    """The check `nox -s docs` (and the deploy workflow) runs after the build compares each
    page's content: the banners the site adds are not the page's structure."""
    assert banners(site / "ru/hooks/index.html") and banners(site / "ru/glossary/index.html")
    assert check_site(site, site.parent / "docs") == []


def test_fresh_translations_and_source_pages_have_no_banner(site):
    assert banners(site / "ru/autograd/index.html") == []
    assert banners(site / "backward/index.html") == []
    assert banners(site / "glossary/index.html") == []


HOOKS_SECTION = '<a href="#handle-remove">Дескриптор и <code>remove()</code></a>'


def test_a_one_section_edit_names_exactly_that_section_in_the_banner(site):
    page = site / "ru/hooks/index.html"
    [banner] = banners(page)
    link = f'<a href="../../hooks/" hreflang="{SOURCE.code}" lang="{SOURCE.code}">{SOURCE.name}</a>'
    assert RU.stale_sections_banner.format(source=link, sections=HOOKS_SECTION) in banner[0]
    assert '<h2 id="handle-remove">' in page.read_text(encoding="utf-8")  # the link's target, on the same page


def status_row(page: Path, href: str) -> str:
    """The status table's row whose language cell links to `href`."""
    rows = re.findall(r"<tr>.*?</tr>", page.read_text(encoding="utf-8"), re.S)
    [row] = [row for row in rows if f'<a href="{href}" hreflang="ru">' in row]
    return row


def test_the_status_page_shows_each_translation_state_in_the_readers_language(site):
    ru_page, id_page = site / "ru/translation-status/index.html", site / "translation-status/index.html"
    hooks = status_row(ru_page, "../hooks/")
    assert f'{RU.status_states["stale"]}: <a href="../hooks/#handle-remove">Дескриптор и <code>remove()</code></a></td>' in hooks
    assert f'{SOURCE.status_states["stale"]}: <a href="../ru/hooks/#handle-remove">' in status_row(id_page, "../ru/hooks/")
    assert f"<td>{RU.status_states['stale']}</td>" in status_row(ru_page, "../backward/")  # no sections recorded
    assert f"<td>{RU.status_states['missing']}</td>" in status_row(ru_page, "../glossary/")
    assert f"<td>{RU.status_states['fresh']}</td>" in status_row(ru_page, "../autograd/")
    # The verified cell: what the stamp under every page says (the last passed verify, if it
    # checked the repository's current pages and torch), or "not verified".
    report = read_valid_stamp()
    verified = RU.verified_stamp.format(**report) if report else RU.status_unverified
    assert f"<td>{verified}</td></tr>" in hooks.replace("\n", "")
