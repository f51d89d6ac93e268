"""A heading's inline code breaks between the parts of a name (autograd_site/markdown/headings.py);
in the built site on a phone: tests/browser/test_pages.py."""

from __future__ import annotations

import markdown

from autograd_site.markdown.headings import with_word_breaks


def test_a_headings_code_may_break_after_a_dot_colon_slash_or_inner_underscore():
    html = '<h1 id="x">10. Fungsi: <code>torch.autograd.Function</code><a class="headerlink" href="#x">&para;</a></h1>'
    assert "<code>torch.<wbr>autograd.<wbr>Function</code>" in with_word_breaks(html)
    heading = "<h3><code>aten::_scaled_dot x=torch._dynamo __init__ 1.5 a/b</code></h3>"
    assert with_word_breaks(heading) == "<h3><code>aten::<wbr>_scaled_<wbr>dot x=torch.<wbr>_dynamo __init__ 1.5 a/<wbr>b</code></h3>"


def test_code_outside_headings_and_a_headings_prose_are_left_as_written():
    html = "<p><code>torch.autograd.Function</code></p><h2>Satu.dua</h2>"
    assert with_word_breaks(html) == html


def test_the_extension_sees_inline_code_once_markdown_put_it_back():
    html = markdown.markdown(
        "# Lesson `torch.autograd.Function`\n\n`a.b`", extensions=["pymdownx.inlinehilite", "toc", "autograd_site.markdown.headings"]
    )
    assert "<code>torch.<wbr>autograd.<wbr>Function</code></h1>" in html
    assert 'id="lesson-torchautogradfunction"' in html  # the anchor as before
    assert "<p><code>a.b</code></p>" in html
