"""The built-site link check, on small sites written by the tests (a real build: nox -s links)."""

from __future__ import annotations

import http.server
import textwrap
import threading

import pytest

from autograd_site.postbuild.links import check_external, check_internal, external_urls, main, read_site

HOME = """\
<html><body>
<nav><a href="backward/">Backward</a> <a href="ru/">Русский</a></nav>
<link rel="stylesheet" href="assets/site.css">
<h2 id="intro">Intro</h2>
<a href="#intro">here</a> <a href="backward/#accumulation">accumulation</a>
<a href="mailto:someone@example.org">mail</a> <a href="https://pytorch.org/docs/stable/autograd.html#x">docs</a>
</body></html>
"""
BACKWARD = '<h2 id="accumulation">A</h2><a href="../">home</a><img src="../assets/graph.svg">'
RU_HOME = '<h2 id="градиенты">Г</h2><a href="#%D0%B3%D1%80%D0%B0%D0%B4%D0%B8%D0%B5%D0%BD%D1%82%D1%8B">Г</a><a href="../backward/">id</a>'


@pytest.fixture
def make_site(tmp_path):
    def make(pages: dict[str, str]):
        for name, html in pages.items():
            path = tmp_path / "site" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(html), encoding="utf-8")
        return tmp_path / "site"

    return make


@pytest.fixture
def good_pages():
    return {
        "index.html": HOME,
        "backward/index.html": BACKWARD,
        "ru/index.html": RU_HOME,
        "assets/site.css": "",
        "assets/graph.svg": "<svg/>",
    }


def test_a_site_whose_links_all_resolve_has_no_problem(make_site, good_pages):
    """Percent-encoded Cyrillic anchors resolve; mailto: and https: links are no internal
    problem, and external ones are collected, not requested, offline."""
    site = read_site(make_site(good_pages))
    assert check_internal(site) == []
    assert "градиенты" in site.anchors["ru/index.html"]
    assert list(external_urls(site)) == ["https://pytorch.org/docs/stable/autograd.html"]


def test_a_link_to_a_missing_page_names_the_page_and_line(make_site, good_pages):
    good_pages["backward/index.html"] = BACKWARD + '\n<a href="../glossary/">glossary</a>'
    problems = check_internal(read_site(make_site(good_pages)))
    assert problems == ["backward/index.html:2: '../glossary/': no file glossary/index.html"]


def test_a_link_to_a_missing_anchor_on_another_page(make_site, good_pages):
    good_pages["ru/index.html"] = RU_HOME.replace('../backward/"', '../backward/#no-such-section"')
    problems = check_internal(read_site(make_site(good_pages)))
    assert problems == ["ru/index.html:1: '../backward/#no-such-section': backward/index.html has no anchor #no-such-section"]


def test_a_table_of_contents_entry_without_its_heading(make_site, good_pages):
    good_pages["index.html"] = HOME.replace('href="#intro"', 'href="#_1"')
    problems = check_internal(read_site(make_site(good_pages)))
    assert problems == ["index.html:5: '#_1': index.html has no anchor #_1"]


def test_a_link_that_leaves_the_site(make_site, good_pages):
    good_pages["index.html"] = HOME + '<a href="../outside.html">x</a>'
    problems = check_internal(read_site(make_site(good_pages)))
    assert problems == ["index.html:8: '../outside.html' points outside the site"]


def test_root_relative_links_resolve_under_the_path_the_site_is_served_from(make_site, good_pages):
    good_pages["404.html"] = '<link href="/autograd/assets/site.css"><a href="/autograd/backward/#accumulation">b</a>'
    site_dir = make_site(good_pages)
    assert check_internal(read_site(site_dir, base_path="/autograd/")) == []
    assert check_internal(read_site(site_dir, base_path="/")) == [
        "404.html:1: '/autograd/assets/site.css': no file autograd/assets/site.css",
        "404.html:1: '/autograd/backward/#accumulation': no file autograd/backward/index.html",
    ]


def test_the_command_fails_with_the_problems_and_passes_when_clean(make_site, good_pages, capsys):
    site_dir = make_site(good_pages)
    assert main([str(site_dir)]) == 0
    assert capsys.readouterr().out.strip().endswith("links: 0 broken; 11 links on 3 pages")
    (site_dir / "assets" / "graph.svg").unlink()
    assert main([str(site_dir)]) == 1
    assert "backward/index.html:1: '../assets/graph.svg': no file assets/graph.svg" in capsys.readouterr().out


def test_an_unbuilt_site_is_a_clear_error(tmp_path):
    with pytest.raises(SystemExit, match="no index.html here; build the site first"):
        read_site(tmp_path)


@pytest.fixture
def local_server():
    """A web server on 127.0.0.1 that has /ok and nothing else."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_HEAD(self):
            self.send_response(200 if self.path == "/ok" else 404)
            self.end_headers()

        do_GET = do_HEAD

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


def test_external_check_reports_each_dead_url_once_with_where_it_is(make_site, local_server):
    site_dir = make_site(
        {
            "index.html": f'<a href="{local_server}/ok">ok</a><a href="{local_server}/gone#x">gone</a>',
            "ru/index.html": f'<a href="{local_server}/gone">gone</a>',
        }
    )
    problems = check_external(read_site(site_dir), timeout=5)
    assert problems == [f"index.html:1: {local_server}/gone: HTTP 404 (and 1 more places)"]
