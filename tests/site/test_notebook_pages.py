"""Notebook pages: no CDN loaders left (an error for any other remote load), anchors for every
heading in any language, code cells reachable by keyboard."""

from __future__ import annotations

import pytest
from mkdocs.exceptions import PluginError
from mkdocs.structure.toc import get_toc

from autograd_site.postbuild.html import splice
from autograd_site.postbuild.notebook_html import RemoteLoad, focusable_code, strip_cdn_loaders
from autograd_site.site import notebook_pages
from autograd_site.site.notebook_pages import anchor_headings, finish_notebook, read, toc_links

NBCONVERT_HEAD = """<script src="x/clipboard.js"></script>
    <!-- Load mathjax -->
    <script src="https://cdnjs.cloudflare.com/ajax/libs/mathjax/2.7.7/latest.js"> </script>
    <!-- MathJax configuration -->
    <script type="text/x-mathjax-config">init_mathjax = function() {};</script>
    <!-- End of mathjax configuration --><script type="module">
  document.addEventListener("DOMContentLoaded", async () => {
    const diagrams = document.querySelectorAll(".jp-Mermaid > pre.mermaid");
    const mermaid = (await import("https://cdnjs.cloudflare.com/ajax/libs/mermaid/11.10.0/mermaid.esm.min.mjs")).default;
  });
</script>
<style>.jp-Mermaid {}</style>
<!-- End of mermaid configuration -->
<div class="jupyter-wrapper">$ x^2 $</div>"""


def stripped(html: str) -> str:
    return splice(html, strip_cdn_loaders(html, read(html), "id/notebooks/x.ipynb"))


def test_notebook_pages_lose_the_mathjax_and_mermaid_loaders_and_keep_the_rest():
    html = stripped(NBCONVERT_HEAD)
    assert "cdnjs" not in html and "x-mathjax-config" not in html and "mermaid.esm" not in html
    assert '<script src="x/clipboard.js"></script>' in html
    assert '<div class="jupyter-wrapper">$ x^2 $</div>' in html


@pytest.mark.parametrize(
    "load",
    [
        '<script src="https://unpkg.com/require.js"></script>',
        '<link rel="stylesheet" href="//fonts.example/a.css">',
        "<style>@import url(https://fonts.example/css);</style>",
        '<script>import("https://cdn.example/m.mjs")</script>',
    ],
)
def test_any_other_remote_load_left_in_a_notebook_fails_naming_the_page(load):
    with pytest.raises(RemoteLoad, match=r"id/notebooks/x.ipynb: the rendered notebook loads from another host: .*example|unpkg"):
        stripped(NBCONVERT_HEAD + load)


def test_links_to_other_hosts_are_not_loads():
    html = '<a href="https://docs.pytorch.org">docs</a><img src="data:image/png;base64,AAAA">'
    assert stripped(html) == html


def test_notebook_code_cells_can_be_reached_by_keyboard():
    html = '<div class="highlight-ipynb hl-python"><pre>x = 1</pre></div>'
    assert splice(html, focusable_code(read(html))) == '<div class="highlight-ipynb hl-python" tabindex="0"><pre>x = 1</pre></div>'


NOTEBOOK = """<h1 id="backward">backward()<a class="anchor-link" href="#backward">¶</a></h1>
<h2 id="">Градиенты накапливаются<a class="anchor-link" href="#">¶</a></h2>
<h3 id="backward">Повторный <code>backward()</code><a class="anchor-link" href="#backward">¶</a></h3>
<h2 id="">Градиенты накапливаются<a class="anchor-link" href="#">¶</a></h2>"""


def notebook_toc():
    return get_toc(
        [
            {
                "level": 1,
                "id": "backward",
                "name": "backward()",
                "children": [
                    {
                        "level": 2,
                        "id": "",
                        "name": "Градиенты накапливаются",
                        "children": [{"level": 3, "id": "backward_1", "name": "Повторный", "children": []}],
                    },
                    {"level": 2, "id": "_1", "name": "Градиенты накапливаются", "children": []},
                ],
            },
        ]
    )


def test_notebook_headings_get_unique_unicode_anchors_and_the_toc_follows():
    toc = notebook_toc()
    html = splice(NOTEBOOK, anchor_headings(read(NOTEBOOK), toc))
    ids = ["backward", "градиенты-накапливаются", "повторный-backward", "градиенты-накапливаются-1"]
    for anchor in ids:
        assert f'id="{anchor}"' in html and f'href="#{anchor}"' in html
    links = toc_links(toc)
    assert [link.id for link in links] == ids
    assert links[2].title == "Повторный backward()"  # the TOC keeps the inline code


def test_a_toc_that_does_not_match_the_headings_fails():
    with pytest.raises(PluginError, match="1 entries for 4 headings"):
        anchor_headings(read(NOTEBOOK), get_toc([{"level": 1, "id": "backward", "name": "backward()", "children": []}]))


def test_a_notebook_page_is_finished_once_per_render_and_its_kept_result_is_the_same(tmp_path, monkeypatch):
    page = NBCONVERT_HEAD + '<div class="jp-MarkdownOutput"><p>$x^2$</p></div>' + NOTEBOOK
    page += '<div class="highlight-ipynb hl-python"><pre>x = 1</pre></div>'
    toc = notebook_toc()
    first = finish_notebook(page, toc, "ru/notebooks/x.ipynb", "ru/notebooks/x/index.html", tmp_path)
    assert "cdnjs" not in first and "<math" in first and 'tabindex="0"' in first and 'id="повторный-backward"' in first
    reads = []
    monkeypatch.setattr(notebook_pages, "read", lambda html: reads.append(html) or read(html))
    again_toc = notebook_toc()  # a new build's page: mkdocs-jupyter's TOC again
    assert finish_notebook(page, again_toc, "ru/notebooks/x.ipynb", "ru/notebooks/x/index.html", tmp_path) == first
    assert reads == []  # taken from the kept result, not read again
    assert [(link.id, link.title) for link in toc_links(again_toc)] == [(link.id, link.title) for link in toc_links(toc)]
    changed = page.replace("x = 1", "x = 2")  # another render (the notebook changed): made again
    assert "x = 2" in finish_notebook(changed, notebook_toc(), "ru/notebooks/x.ipynb", "ru/notebooks/x/index.html", tmp_path)
    assert len(reads) == 1 and len(list(tmp_path.iterdir())) == 1  # one file a page
