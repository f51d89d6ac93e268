"""The site is a function of its sources and of verify's one artifact (.verify/verified.json):
built with no cache at all, then again with every cache the first build left (compiled
templates, collected pages, parity), it is the same site, byte for byte, but for the
generator's <meta> line. A cache whose key missed one of
its inputs would show here as a file that differs."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import ensure_verified
from tests.site.building import build, copy_of_the_site

GENERATOR = re.compile(rb'<meta name="generator" content="[^"]*">')


def files_of(site: Path) -> dict[str, bytes]:
    return {path.relative_to(site).as_posix(): GENERATOR.sub(b"", path.read_bytes()) for path in site.rglob("*") if path.is_file()}


def test_a_build_with_every_cache_deleted_and_one_with_them_make_the_same_site(tmp_path):
    report, output = ensure_verified()
    assert report is not None, output  # the notebooks' outputs and the diagrams come from verify's run
    config = copy_of_the_site(tmp_path / "repo")
    cold = files_of(build(config, tmp_path / "cold"))
    caches = [path for path in (tmp_path / "repo" / ".cache").rglob("*") if path.is_file()]
    assert len(caches) > 20, caches  # the first build left its caches ...
    warm = files_of(build(config, tmp_path / "warm"))  # ... and the second read them
    assert sorted(cold) == sorted(warm)
    assert [name for name in cold if cold[name] != warm[name]] == []
