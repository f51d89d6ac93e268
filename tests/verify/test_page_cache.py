"""Pages kept between verify runs (and in serve, for its session): read again when the page,
a file it includes or the code changed, never otherwise (an example no page includes changed:
none); a loaded page is the page as read; the examples still run every time."""

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
from autograd_site.verify.page_cache import PageMemo, collected_pages, included_files

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

```python
--8<-- "topic/example.py"
--8<-- "topic/new.py"
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


def memo(tmp_path: Path, sources: Path) -> PageMemo:
    return PageMemo(lambda page: page_cache.includes(page.model, sources), tmp_path / page_cache.PATH)


def test_a_page_is_read_again_only_when_it_a_file_it_includes_or_the_code_changed(tmp_path, monkeypatch):
    page, sources = fixture(tmp_path)
    reads: list[str] = []

    def run() -> None:
        cache = memo(tmp_path, sources)
        cache.page(page, ID, counted(reads, page))
        cache.save()

    run()
    run()
    assert reads == ["page.md"]  # the second run loaded it
    page.write_text(PAGE.replace("1 + 1", "2 + 2"), encoding="utf-8")
    run()
    (sources / "topic" / "example.py").write_text("print(2)\n", encoding="utf-8")  # an include changed
    run()
    (sources / "topic" / "new.py").write_text("print(3)\n", encoding="utf-8")  # an include that was missing exists now
    run()
    (sources / "topic" / "other.py").write_text("print(4)\n", encoding="utf-8")  # no page includes it
    (sources / "topic" / "__pycache__").mkdir()  # left by an example that imports another: never included
    (sources / "topic" / "__pycache__" / "new.cpython-311.pyc").write_bytes(b"\0")
    run()
    monkeypatch.setattr(page_cache, "code_digest", lambda: "other code")
    run()
    assert reads == ["page.md"] * 5


def test_what_an_included_file_includes_counts_too(tmp_path):
    """pymdownx.snippets expands an include inside an included file: the page depends on both."""
    _, sources = fixture(tmp_path)
    (sources / "topic" / "example.py").write_text('# --8<-- [start:a]\n--8<-- "topic/inner.py"\n# --8<-- [end:a]\n', encoding="utf-8")
    files = included_files(["topic/example.py:a", "../outside.py"], sources)
    assert files == [(sources / "topic" / name).resolve() for name in ("example.py", "inner.py")]  # inner.py missing: named all the same


def test_in_memory_a_page_is_read_again_only_after_look_again(tmp_path):
    """Serve's memo: within one build an include is read once; the next build looks again."""
    page, sources = fixture(tmp_path)
    reads: list[str] = []
    cache = PageMemo(lambda model: page_cache.includes(model, sources))

    def read():
        reads.append(page.name)
        return collect_page(page).model

    cache.page(page, ID, read)
    (sources / "topic" / "example.py").write_text("print(5)\n", encoding="utf-8")
    cache.page(page, ID, read)  # the same build: the include's digest as read
    cache.look_again()
    cache.page(page, ID, read)
    cache.page(page, ID, read)
    cache.page(page, BY_CODE["ru"], read)  # another language: another reading
    assert reads == ["page.md"] * 3


def test_a_loaded_page_is_the_page_as_read(tmp_path):
    course_page = DOCS_DIR / "id" / "backward.md"
    first = collected_pages(tmp_path)
    fresh = first.page(course_page, ID, lambda: collect_page(course_page))
    first.save()
    loaded = collected_pages(tmp_path).page(course_page, ID, lambda: (_ for _ in ()).throw(AssertionError("read again")))
    assert loaded is not fresh and loaded == fresh and loaded.examples and loaded.quotes
    assert [e.claim for e in loaded.examples] == [e.claim for e in fresh.examples]
    assert loaded.model.links == fresh.model.links and loaded.model.links  # read from the text again, on demand
    assert loaded.model.math == fresh.model.math
    assert loaded.language is ID  # the language languages.py defines, not a copy


def test_an_unreadable_or_foreign_file_means_every_page_is_read(tmp_path):
    page, sources = fixture(tmp_path)
    reads: list[str] = []
    cache = memo(tmp_path, sources)
    cache.page(page, ID, counted(reads, page))
    cache.save()
    saved = cache.file.read_bytes()
    cache.file.write_bytes(saved[: len(saved) // 2])  # cut short
    memo(tmp_path, sources).page(page, ID, counted(reads, page))
    cache.file.write_bytes(b"not a cache\n")
    memo(tmp_path, sources).page(page, ID, counted(reads, page))
    assert reads == ["page.md"] * 3


def test_a_run_over_some_pages_keeps_the_others_and_forgets_deleted_ones(tmp_path):
    page, sources = fixture(tmp_path)
    other, gone = page.with_name("other.md"), page.with_name("gone.md")
    other.write_text(PAGE, encoding="utf-8")
    gone.write_text(PAGE, encoding="utf-8")
    full = memo(tmp_path, sources)
    for each in (page, other, gone):
        full.page(each, ID, lambda each=each: collect_page(each))
    full.save()
    gone.unlink()
    some = memo(tmp_path, sources)
    some.page(page, ID, lambda: collect_page(page))
    some.save()
    kept = memo(tmp_path, sources)
    kept.page(page, ID, lambda: collect_page(page))  # loads the file
    assert kept.kept is not None
    assert sorted(entry.value.path.name for entry in kept.kept.values()) == ["other.md", "page.md"]


def test_a_run_whose_pages_come_from_the_cache_still_runs_every_example():
    """A page's model is kept, its examples' outcomes are not: with `--run-all` (outcomes are
    otherwise taken from the last passed run in the same environment, test_environment.py) the
    second run executes every example the first did. And torch lives in the worker: pytest's
    process collects while the worker imports it."""
    script = (
        "import sys, pytest\n"
        "code = pytest.main(['docs/id/requires-grad.md', '-q', '--run-all'])\n"
        "print(int(code), 'torch' in sys.modules)\n"
    )

    def verify() -> str:
        result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO_ROOT)
        assert result.stdout.split()[-2:] == ["0", "False"], result.stdout + result.stderr  # passed, without torch here
        assert "not run again" not in result.stdout, result.stdout
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
        cache = memo(tmp_path, sources)
        cache.page(page, ID, lambda: collect_page(page))
        cache.save()
        return cache.file.stat().st_mtime_ns

    first = run()
    cache_file = tmp_path / page_cache.PATH
    os.utime(cache_file, ns=(first - 10**9, first - 10**9))  # a second older: a rewrite would show
    assert run() == first - 10**9
    page.write_text(PAGE.replace("1 + 1", "3 + 3"), encoding="utf-8")
    assert run() > first - 10**9
