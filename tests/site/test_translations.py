"""The built site tells readers of a translation when it lags behind its source page: a
stale page has a banner linking to the source, a missing one is served from the source
with a banner, both in the reader's language; fresh pages and source pages have none."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from autograd_site.languages import BY_CODE, SOURCE
from tests.site.building import build, copy_of_the_site

RU = BY_CODE["ru"]
BANNER = re.compile(r'<div class="admonition (?P<kind>\w+) translation-banner" lang="(?P<lang>\w+)">.*?</div>', re.S)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The real site with ru/backward.md made stale (its source changed) and ru/glossary.md missing."""
    root = tmp_path_factory.mktemp("translated-site")
    config = copy_of_the_site(root)
    source = root / "docs/id/backward.md"
    source.write_text(source.read_text(encoding="utf-8") + "\nKalimat baru di halaman sumber.\n", encoding="utf-8")
    (root / "docs/ru/glossary.md").unlink()
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


def test_fresh_translations_and_source_pages_have_no_banner(site):
    assert banners(site / "ru/autograd/index.html") == []
    assert banners(site / "backward/index.html") == []
    assert banners(site / "glossary/index.html") == []
