"""The published build renders again only what changed (site/incremental.py), and its site is
the one a clean build of the same inputs makes, file for file."""

from __future__ import annotations

import filecmp
import json
import logging
import re
import sys
from contextlib import chdir
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

from autograd_site.languages import DOCS_DIR, DOCS_SRC_DIR
from autograd_site.page.reader import outline_lines, read_page
from autograd_site.site.incremental import RECORD, IncrementalBuild, site_key
from autograd_site.site.rebuild import Dependencies, SearchEntries, content_stamp, files_read
from tests.site.building import copy_of_the_site

PROSE = "Angka"  # a word of backward.md's prose, not in a heading
EXAMPLE = "backward/backward_twice.py"  # included by backward.md


def html_files(site: Path) -> dict[str, int]:
    return {str(p.relative_to(site)): p.stat().st_mtime_ns for p in site.rglob("index.html")}


def different_files(left: Path, right: Path) -> list[str]:
    """Files that differ between two folders, or are in one only (relative paths)."""
    found: list[str] = []

    def walk(compared: filecmp.dircmp[str], prefix: str) -> None:
        found.extend(prefix + name for name in compared.left_only + compared.right_only + compared.funny_files)
        _, mismatch, errors = filecmp.cmpfiles(compared.left, compared.right, compared.common_files, shallow=False)
        found.extend(prefix + name for name in mismatch + errors)
        for name, sub in compared.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(filecmp.dircmp(left, right), "")
    return sorted(found)


def rendered_all(records: list[logging.LogRecord]) -> bool:
    """Whether the build's summary line says it rendered every page (a clean build)."""
    counts = [re.search(r"rendered (\d+) of (\d+) pages", r.getMessage()) for r in records]
    found = [match for match in counts if match]
    assert len(found) == 1, [r.getMessage() for r in records if "rendered" in r.getMessage()]
    return found[0][1] == found[0][2] and int(found[0][2]) > 50


class Site:
    """A copy of the course, built in this process as `mkdocs build --strict [--dirty]` builds it."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.config_file = copy_of_the_site(root)
        self.root, self.monkeypatch = root, monkeypatch
        monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")

    def build(self, site_dir: Path, dirty: bool) -> None:
        # mkdocs-static-i18n reads --dirty from the command line for its nested build
        self.monkeypatch.setattr(sys, "argv", ["mkdocs", "build", "--strict", *(["--dirty"] if dirty else [])])
        with chdir(self.root):
            config = load_config(str(self.config_file), site_dir=str(site_dir), strict=True)
            config.plugins.on_startup(command="build", dirty=dirty)
            try:
                build(config, dirty=dirty)
            finally:
                config.plugins.on_shutdown()

    def edit(self, name: str, old: str, new: str) -> None:
        path = self.root / name
        text = path.read_text(encoding="utf-8")
        assert old in text, (name, old)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")


def notebooks(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root / "docs")): p.read_bytes() for p in (root / "docs").glob("*/notebooks/*.ipynb")}


def test_an_incremental_build_renders_what_changed_and_equals_a_clean_build(tmp_path, monkeypatch, caplog):
    # (An edited example: in this process the examples are the repository's own, so
    # test_files_read covers what a page reads; a browser test edits one under serve.)
    site = Site(tmp_path / "repo", monkeypatch)
    published, clean = tmp_path / "site", tmp_path / "clean"
    site.build(published, dirty=False)  # `mkdocs build` without --dirty also leaves its record
    assert (site.root / RECORD).is_file()
    before, notebooks_before = html_files(published), notebooks(site.root)

    site.edit("docs/id/backward.md", PROSE, PROSE + " sekali lagi")
    site.edit("docs/ru/glossary.md", "Тензор, не полученный", "Тензор, который не получен")
    with caplog.at_level(logging.INFO):
        site.build(published, dirty=True)
    after, notebooks_after = html_files(published), notebooks(site.root)
    rendered = {name for name in after if after[name] != before.get(name)}
    ru_pages = {f"ru/{p.stem}/index.html".replace("ru/index/", "ru/") for p in (site.root / "docs" / "ru").glob("*.md")}
    rewritten = {
        f"{name.replace('id/', '').replace('.ipynb', '')}/index.html"
        for name in notebooks_after
        if notebooks_after[name] != notebooks_before[name]
    }
    # The page and its translation (its source changed), the status pages (they read every
    # page), every Russian page (their glossary), the notebooks written anew, nothing else
    assert rendered == {"backward/index.html", "translation-status/index.html", *ru_pages, *rewritten}
    assert len(rendered) < len(after) / 2
    assert any(f"rendered {len(rendered)} of {len(after)} pages" in r.getMessage() for r in caplog.records)

    site.build(clean, dirty=False)
    assert different_files(published, clean) == []  # nav titles, search index, 404s, sitemap: all
    # The whole index, not the rendered pages' entries alone (notebook pages are not in it).
    assert len(json.loads((published / "ru" / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]) > 200


def test_files_read_are_the_examples_diagrams_source_and_glossary():
    backward, translation = DOCS_DIR / "id" / "backward.md", DOCS_DIR / "ru" / "autograd-grad.md"
    assert files_read(read_page(backward), DOCS_DIR) >= {DOCS_SRC_DIR / EXAMPLE, DOCS_DIR / "id" / "glossary.md"}
    read = files_read(read_page(translation), DOCS_DIR)
    assert {DOCS_DIR / "id" / "autograd-grad.md", DOCS_DIR / "ru" / "glossary.md"} <= read
    graphs = [f for f in read_page(translation).fences if f.lang == "autograd-graph"]
    assert graphs and {DOCS_SRC_DIR / f.body.strip() for f in graphs} <= read  # the diagrams' scripts


def test_a_heading_edit_or_a_failed_build_makes_the_next_build_clean(tmp_path, monkeypatch, caplog):
    site = Site(tmp_path / "repo", monkeypatch)
    published = tmp_path / "site"
    site.build(published, dirty=True)  # no record yet: a clean build
    (published / "left-over.txt").write_text("from another build", encoding="utf-8")

    site.edit("docs/id/backward.md", "\n## ", "\n## Judul diubah: ")  # other pages' nav and links
    with caplog.at_level(logging.INFO):
        site.build(published, dirty=True)
    assert rendered_all(caplog.records)
    assert not (published / "left-over.txt").exists()  # a clean build empties the folder

    site.edit("docs/id/backward.md", PROSE, f"{PROSE} [tautan rusak](tidak-ada.md)")  # strict: a warning
    with pytest.raises(Abort, match="strict mode"):
        site.build(published, dirty=True)
    assert not (site.root / RECORD).exists()  # the page was written, but the next build renders all again
    site.edit("docs/id/backward.md", " [tautan rusak](tidak-ada.md)", "")
    caplog.clear()
    with caplog.at_level(logging.INFO):
        site.build(published, dirty=True)
    assert rendered_all(caplog.records)


def test_a_content_stamp_follows_the_content_not_the_time(tmp_path):
    file = tmp_path / "a.py"
    file.write_text("print(1)\n", encoding="utf-8")
    first = content_stamp([file])
    file.touch()
    assert content_stamp([file]) == first
    file.write_text("print(2)\n", encoding="utf-8")
    assert content_stamp([file]) != first
    assert content_stamp([tmp_path / "missing.py"]) == ((str(tmp_path / "missing.py"), 0),)


def test_a_record_survives_the_process_and_tells_what_changed(tmp_path):
    page, example, glossary = tmp_path / "id" / "a.md", tmp_path / "a.py", tmp_path / "ru" / "glossary.md"
    for file, text in ((page, "# A\n"), (example, "print(1)\n"), (glossary, "# Glosarium\n")):
        file.parent.mkdir(exist_ok=True)
        file.write_text(text, encoding="utf-8")
    own, fallback = tmp_path / "site" / "a" / "index.html", tmp_path / "site" / "ru" / "a" / "index.html"
    recorded = Dependencies((), content_stamp)
    recorded.record(own, page, [example])
    recorded.record(fallback, page, [example, glossary])  # a page Russian lacks: built from the source's file
    recorded.titles[str(own)] = "A"
    restored = Dependencies((), content_stamp)
    restored.restore(json.loads(json.dumps(recorded.saved())))
    assert restored.pages == recorded.pages and restored.sources == recorded.sources and restored.titles == {str(own): "A"}
    assert restored.unchanged_source(page) and not restored.changed(own)
    glossary.write_text("# Glosarium baru\n", encoding="utf-8")
    assert restored.changed(fallback) and not restored.changed(own)  # one source, two outputs, apart
    assert not restored.unchanged_source(page)  # its notebook is written again
    assert not restored.unchanged_source(tmp_path / "id" / "never-converted.md")


def test_search_entries_follow_this_builds_pages_in_its_order():
    entries = SearchEntries()
    entries.by_page = {"a/": [{"location": "a/"}], "gone/": [{"location": "gone/"}], "b/": [{"location": "b/"}]}
    entries.order = ["", "b/", "a/"]
    merged = entries.merge([{"location": ""}, {"location": "#intro"}, {"location": "b/"}, {"location": "b/#new"}])
    assert [doc["location"] for doc in merged] == ["", "#intro", "b/", "b/#new", "a/"]  # gone/ is gone


def test_the_site_key_changes_with_headings_and_files_not_with_prose(tmp_path):
    docs = tmp_path / "docs"
    (docs / "id" / "notebooks").mkdir(parents=True)
    page = docs / "id" / "a.md"
    page.write_text("# Judul\n\nSatu kalimat.\n\n## Bagian { #bagian }\n", encoding="utf-8")

    def key() -> str:
        return site_key(tmp_path, docs, [], [str(tmp_path / "site"), True, None])

    first = key()
    page.write_text("# Judul\n\nKalimat lain.\n\n## Bagian { #bagian }\n", encoding="utf-8")
    assert key() == first  # prose: that page's own record
    (docs / "id" / "notebooks" / "a.ipynb").write_text("{}", encoding="utf-8")
    assert key() == first  # notebooks are written from the pages, after the key
    page.write_text("# Judul\n\nKalimat lain.\n\n## Bagian { #bagian-baru }\n", encoding="utf-8")
    renamed = key()
    assert renamed != first  # an anchor other pages may link to
    assert site_key(tmp_path, docs, [], [str(tmp_path / "site"), False, None]) != renamed  # strict or not
    assert site_key(tmp_path, docs, [], [str(tmp_path / "site"), True, ["2.13.0", "2026-11-30"]]) != renamed  # the stamp
    (docs / "id" / "b.md").write_text("Tanpa judul.\n", encoding="utf-8")
    assert key() != renamed  # a page more
    assert outline_lines("# A\ntext\n## B {#b}\ntitle: T\n") == ["# A", "## B {#b}", "title: T"]


def test_a_build_without_a_record_of_the_same_key_is_clean(tmp_path):
    site_dir = tmp_path / "site"
    site_dir.mkdir()
    (site_dir / "old.html").write_text("old", encoding="utf-8")
    first = IncrementalBuild(tmp_path, site_dir)
    assert first.start("key-1", dirty=True) is False
    assert not (site_dir / "old.html").exists()
    first.finish()
    assert IncrementalBuild(tmp_path, site_dir).start("key-1", dirty=True) is True
    IncrementalBuild(tmp_path, site_dir).finish()  # written again, then a failed build
    failed = IncrementalBuild(tmp_path, site_dir)
    failed.failed()
    assert IncrementalBuild(tmp_path, site_dir).start("key-1", dirty=True) is False
