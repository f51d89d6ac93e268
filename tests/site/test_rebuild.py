"""What a serve rebuild renders again (site/rebuild.py) and the quiet serve log (serve_log.py)."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from mkdocs.structure.files import File, Files

from autograd_site.site.rebuild import Dependencies, RenderAgain, SearchEntries, render_again
from autograd_site.site.serve_log import QuietServeLog


def later(path: Path) -> None:
    """Give `path` a modification time clearly after the one recorded (coarse clocks)."""
    stamp = time.time() + 5
    os.utime(path, (stamp, stamp))


def stale(dependencies: Dependencies, files: Files) -> list[str]:
    return sorted(file.src_uri for file in dependencies.stale(files))


def output(files: Files, name: str) -> Path:
    """Where the page of docs/`name` is built (records are kept by it)."""
    file = files.get_file_from_path(name)
    assert file is not None
    return Path(file.abs_dest_path)


def built_site(tmp_path: Path, names: list[str]) -> Files:
    docs, site = tmp_path / "docs", tmp_path / "site"
    files = []
    for name in names:
        (docs / name).parent.mkdir(parents=True, exist_ok=True)
        (docs / name).write_text(f"# {name}\n", encoding="utf-8")
        file = File(name, src_dir=str(docs), dest_dir=str(site), use_directory_urls=True)
        Path(file.abs_dest_path).parent.mkdir(parents=True, exist_ok=True)
        Path(file.abs_dest_path).write_text("<html>", encoding="utf-8")
        files.append(file)
    return Files(files)


def test_a_page_is_rendered_again_when_a_file_it_read_changes_and_only_then(tmp_path):
    files = built_site(tmp_path, ["id/a.md", "id/b.md", "ru/a.md"])
    example, config = tmp_path / "docs_src" / "a.py", tmp_path / "mkdocs.yml"
    example.parent.mkdir()
    example.write_text("print(1)\n", encoding="utf-8")
    config.write_text("site_name: x\n", encoding="utf-8")
    docs = tmp_path / "docs"
    dependencies = Dependencies([config])
    dependencies.record(output(files, "id/a.md"), docs / "id" / "a.md", [example])
    dependencies.record(output(files, "id/b.md"), docs / "id" / "b.md", [])
    dependencies.record(output(files, "ru/a.md"), docs / "ru" / "a.md", [docs / "id" / "a.md"])  # its source page
    assert stale(dependencies, files) == []

    later(example)  # an example of id/a.md: it is checked again, and so is nothing else
    assert stale(dependencies, files) == ["id/a.md"]
    before = files.get_file_from_path("id/a.md")
    render_again(files, dependencies.stale(files))
    again = files.get_file_from_path("id/a.md")
    assert isinstance(again, RenderAgain) and again.is_modified()  # MkDocs' dirty build renders it
    assert (again.url, again.abs_dest_path, again.abs_src_path) == (before.url, before.abs_dest_path, before.abs_src_path)
    assert not files.get_file_from_path("id/b.md").is_modified()  # older than its HTML: MkDocs' own rule

    dependencies.record(output(files, "id/a.md"), docs / "id" / "a.md", [example])
    later(docs / "id" / "a.md")  # the source page: its translation's parity and banner
    assert stale(dependencies, files) == ["id/a.md", "ru/a.md"]


def test_a_changed_config_renders_every_page_again_and_a_page_never_converted_is_left_to_mkdocs(tmp_path):
    files = built_site(tmp_path, ["id/a.md", "id/b.md"])
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\n", encoding="utf-8")
    dependencies = Dependencies([config])
    dependencies.record(output(files, "id/a.md"), tmp_path / "docs" / "id" / "a.md", [])
    assert stale(dependencies, files) == []  # b.md was never converted (a notebook): not forced
    later(config)
    assert stale(dependencies, files) == ["id/a.md", "id/b.md"]
    dependencies.build_done()
    assert stale(dependencies, files) == []


def test_a_page_made_from_every_page_is_rendered_again_when_what_it_makes_changes(tmp_path):
    files = built_site(tmp_path, ["id/translation-status.md"])
    status = tmp_path / "docs" / "id" / "translation-status.md"
    table = ["| backward | fresh |"]
    dependencies = Dependencies([])
    dependencies.record(output(files, "id/translation-status.md"), status, [], made=lambda: table[0])
    assert stale(dependencies, files) == []  # a save elsewhere that leaves every state as it was
    table[0] = "| backward | stale |"
    assert stale(dependencies, files) == ["id/translation-status.md"]


def test_the_search_index_keeps_every_page_and_takes_the_rebuilt_pages_entries():
    entries = SearchEntries()
    first = [
        {"location": "", "title": "Home"},
        {"location": "a/", "title": "A"},
        {"location": "a/#one", "title": "One"},
        {"location": "ru/a/", "title": "А"},
    ]
    assert entries.merge(first) == first
    rebuilt = [{"location": "a/", "title": "A2"}, {"location": "a/#two", "title": "Two"}]  # a section renamed
    assert entries.merge(rebuilt) == [first[0], *rebuilt, first[3]]
    assert entries.merge([]) == [first[0], *rebuilt, first[3]]
    assert entries.merge([*rebuilt, *rebuilt]) == [first[0], *rebuilt, first[3]]  # repeated by Material's repair: once


def record(name: str, level: int, message: str) -> logging.LogRecord:
    return logging.LogRecord(name, level, __file__, 1, message, None, None)


def test_the_serve_log_keeps_progress_problems_and_warnings_and_drops_the_rest():
    quiet = QuietServeLog()
    kept = [
        record("properdocs.livereload", logging.INFO, "[16:29:21] Serving on http://127.0.0.1:8000/"),
        record("properdocs.livereload", logging.INFO, "[16:29:24] Detected file changes"),
        record("properdocs.commands.build", logging.INFO, "Documentation built in 0.81 seconds"),
        record("mkdocs.plugins.autograd_site.live", logging.INFO, "live verify: docs/ru/a.md: 1 problem shown on the page"),
        record("properdocs.plugins.mkdocs_static_i18n.plugin", logging.WARNING, "a page could not be translated"),
    ]
    dropped = [
        record("properdocs.plugins.mkdocs_static_i18n.plugin", logging.INFO, "Building 'ru' documentation to directory: /tmp/x/ru"),
        record("properdocs.commands.build", logging.INFO, "Cleaning site directory"),
        record("properdocs.livereload", logging.INFO, "[16:29:21] Watching paths for changes: 'docs', 'docs/assets'"),
        record("properdocs.commands.build", logging.WARNING, "A 'dirty' build is being performed, this will likely lead to ..."),
    ]
    assert [quiet.filter(r) for r in kept] == [True] * len(kept)
    assert [quiet.filter(r) for r in dropped] == [False] * len(dropped)
