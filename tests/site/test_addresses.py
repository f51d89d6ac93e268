"""A local build, without the deploy workflow's SITE_URL and REPO_URL, is whole: no sitemap of
`None...` addresses, and the log says what is left out."""

from __future__ import annotations

from autograd_site.postbuild.addresses import left_out


def test_without_a_site_url_the_sitemap_is_left_out_and_said_and_with_both_addresses_nothing_is(tmp_path):
    for name in ("sitemap.xml", "sitemap.xml.gz", "index.html"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    assert left_out(tmp_path, "https://example.org/course/", "https://github.com/o/r") == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.html", "sitemap.xml", "sitemap.xml.gz"]
    notes = left_out(tmp_path, None, None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.html"]
    assert [note.split(":")[0] for note in notes] == ["no SITE_URL", "no REPO_URL"]
