"""Pages kept between verify runs: read again when the page, docs_src/ or the code changed,
never otherwise; a loaded page is the page as read; the examples still run every time."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from autograd_site.languages import BY_CODE, DOCS_DIR, REPO_ROOT
from autograd_site.verify import page_cache
from autograd_site.verify import stamp as stamp_module
from autograd_site.verify.collect import collect_page
from autograd_site.verify.page_cache import PageCache

ID = BY_CODE["id"]
PAGE = """\
# Halaman

Lihat [bagian](#bagian) dan \\( x^2 \\).

```python
print(1 + 1)
```

```output
2
```
"""


def counted(reads: list[str], path: Path):
    def collect():
        reads.append(path.name)
        return collect_page(path)

    return collect


def fixture(tmp_path: Path) -> tuple[Path, Path]:
    """A page, and a docs_src/ with one example, under tmp_path."""
    page = tmp_path / "docs" / "id" / "page.md"
    page.parent.mkdir(parents=True)
    page.write_text(PAGE, encoding="utf-8")
    sources = tmp_path / "docs_src"
    (sources / "topic").mkdir(parents=True)
    (sources / "topic" / "example.py").write_text("print(1)\n", encoding="utf-8")
    return page, sources


def test_a_page_is_read_again_only_when_it_docs_src_or_the_code_changed(tmp_path, monkeypatch):
    page, sources = fixture(tmp_path)
    reads: list[str] = []

    def run() -> None:
        cache = PageCache(tmp_path, sources)
        cache.page(page, ID, counted(reads, page))
        cache.save()

    run()
    run()
    assert reads == ["page.md"]  # the second run loaded it
    page.write_text(PAGE.replace("1 + 1", "2 + 2"), encoding="utf-8")
    run()
    (sources / "topic" / "example.py").write_text("print(2)\n", encoding="utf-8")  # an include may have changed
    run()
    (sources / "topic" / "new.py").write_text("print(3)\n", encoding="utf-8")  # an include that was missing may exist now
    run()
    (sources / "topic" / "__pycache__").mkdir()  # left by an example that imports another: never included
    (sources / "topic" / "__pycache__" / "new.cpython-311.pyc").write_bytes(b"\0")
    run()
    monkeypatch.setattr(page_cache, "code_digest", lambda: "other code")
    run()
    assert reads == ["page.md"] * 5


def test_a_loaded_page_is_the_page_as_read(tmp_path):
    course_page = DOCS_DIR / "id" / "backward.md"
    first = PageCache(tmp_path)
    fresh = first.page(course_page, ID, lambda: collect_page(course_page))
    first.save()
    loaded = PageCache(tmp_path).page(course_page, ID, lambda: (_ for _ in ()).throw(AssertionError("read again")))
    assert loaded is not fresh and loaded == fresh and loaded.examples and loaded.quotes
    assert [e.claim for e in loaded.examples] == [e.claim for e in fresh.examples]
    assert loaded.model.links == fresh.model.links and loaded.model.links  # read from the text again, on demand
    assert loaded.model.math == fresh.model.math
    assert loaded.language is ID  # the language languages.py defines, not a copy


def test_an_unreadable_or_foreign_file_means_every_page_is_read(tmp_path):
    page, sources = fixture(tmp_path)
    reads: list[str] = []
    cache = PageCache(tmp_path, sources)
    cache.page(page, ID, counted(reads, page))
    cache.save()
    saved = cache.path.read_bytes()
    cache.path.write_bytes(saved[: len(saved) // 2])  # cut short
    PageCache(tmp_path, sources).page(page, ID, counted(reads, page))
    cache.path.write_bytes(b"not a cache\n")
    PageCache(tmp_path, sources).page(page, ID, counted(reads, page))
    assert reads == ["page.md"] * 3


def test_a_run_over_some_pages_keeps_the_others_and_forgets_deleted_ones(tmp_path):
    page, sources = fixture(tmp_path)
    other, gone = page.with_name("other.md"), page.with_name("gone.md")
    other.write_text(PAGE, encoding="utf-8")
    gone.write_text(PAGE, encoding="utf-8")
    full = PageCache(tmp_path, sources)
    for each in (page, other, gone):
        full.page(each, ID, lambda each=each: collect_page(each))
    full.save()
    gone.unlink()
    some = PageCache(tmp_path, sources)
    some.page(page, ID, lambda: collect_page(page))
    some.save()
    kept = PageCache(tmp_path, sources)
    kept.page(page, ID, lambda: collect_page(page))  # loads the file
    assert kept.known is not None
    assert sorted(p.path.name for p in kept.known.values()) == ["other.md", "page.md"]


def test_a_run_whose_pages_come_from_the_cache_still_runs_every_example():
    """Outcomes are never kept (they depend on torch): the second run executes every example the first did."""
    page = "docs/id/requires-grad.md"

    def verify() -> str:
        result = subprocess.run([sys.executable, "-m", "pytest", page, "-q"], capture_output=True, text=True, cwd=REPO_ROOT)
        assert result.returncode == 0, result.stdout + result.stderr
        return re.search(r"(\d+) distinct examples executed", result.stdout)[1]  # type: ignore[index]

    stamp = stamp_module.STAMP_PATH.read_bytes() if stamp_module.STAMP_PATH.is_file() else None
    first = verify()
    assert (REPO_ROOT / page_cache.PATH).is_file()
    assert verify() == first and int(first) > 0
    # A passed run of one page leaves the stamp of the last run of every page as it was: the
    # site's tests, on another core, build with it meanwhile.
    assert (stamp_module.STAMP_PATH.read_bytes() if stamp_module.STAMP_PATH.is_file() else None) == stamp


def test_the_file_is_written_only_when_a_page_was_read_or_forgotten(tmp_path):
    page, sources = fixture(tmp_path)

    def run() -> int:
        cache = PageCache(tmp_path, sources)
        cache.page(page, ID, lambda: collect_page(page))
        cache.save()
        return cache.path.stat().st_mtime_ns

    first = run()
    cache_file = tmp_path / page_cache.PATH
    os.utime(cache_file, ns=(first - 10**9, first - 10**9))  # a second older: a rewrite would show
    assert run() == first - 10**9
    page.write_text(PAGE.replace("1 + 1", "3 + 3"), encoding="utf-8")
    assert run() > first - 10**9
