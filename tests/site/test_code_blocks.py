"""Code blocks read alone: what search indexes of a page (the prose, and of each claimed output
its error and warning lines, once a page; no listing, no value, no other release's output)."""

from __future__ import annotations

import json

from autograd_site.site.code_blocks import code_blocks, search_view


def block(language: str, lines: list[str], title: str = "") -> str:
    spans = "".join(
        f'<span id="__span-0-{n}"><a id="__codelineno-0-{n}" href="#__codelineno-0-{n}"></a><span class="go">{line}</span>\n</span>'
        for n, line in enumerate(lines, 1)
    )
    label = f'<span class="filename">{title}</span>' if title else ""
    return f'<div class="language-{language} highlight">{label}<pre><span></span><code>{spans}</code></pre></div>'


LISTING = block("python", ["x = torch.ones(2, requires_grad=True)", "y = (x * x).sum()"], "backward/leaves_only.py")
OUTPUT = block("output", ["y = 2.0", "RuntimeError: grad can be implicitly created only for scalar outputs", "  at &lt;x&gt;"], "Keluaran")
OTHER_RELEASE = block("text", ["UserWarning: something else in 2.15"])


def test_the_index_keeps_prose_and_the_messages_of_outputs_not_listings_or_values():
    page = f"<h2 id='a'>Akumulasi</h2><p>Panggil <code>y.backward()</code>.</p>{LISTING}{OUTPUT}<p>Sesudahnya.</p>"
    view = search_view(page)
    assert view == (
        "<h2 id='a'>Akumulasi</h2><p>Panggil <code>y.backward()</code>.</p>"
        "<pre><code>RuntimeError: grad can be implicitly created only for scalar outputs</code></pre>"
        "<p>Sesudahnya.</p>"
    )


def test_a_message_repeated_on_the_page_is_indexed_once_and_other_releases_not_at_all():
    view = search_view(f"<p>a</p>{OUTPUT}<p>b</p>{OUTPUT}<details>{OTHER_RELEASE}</details>")
    assert view.count("RuntimeError") == 1
    assert "2.15" not in view and "<details></details>" in view


def test_messages_are_indexed_as_text_escaped_once():
    output = block("output", ["ValueError: expected &lt;float&gt; &amp; more"])
    assert search_view(output) == "<pre><code>ValueError: expected &lt;float&gt; &amp; more</code></pre>"


def test_blocks_nested_in_tabs_and_admonitions_are_found_and_a_page_without_any_is_unchanged():
    page = f'<div class="admonition"><p>x</p>{LISTING}</div><div class="tabbed-block">{OUTPUT}</div>'
    assert [b.classes for b in code_blocks(page)] == [("language-python", "highlight"), ("language-output", "highlight")]
    prose = '<p>class="language-python" is <code>&lt;div class="language-x"&gt;</code></p>'
    assert search_view(prose) == prose


def test_the_built_index_holds_no_listing_and_still_finds_the_lessons_error_messages(verified_build):
    for index in (verified_build.path / "search" / "search_index.json", verified_build.path / "ru" / "search" / "search_index.json"):
        docs = json.loads(index.read_text(encoding="utf-8"))["docs"]
        text = "\n".join(doc["text"] for doc in docs)
        assert "import torch" not in text  # every listing starts with it
        assert "backward/leaves_only.py" not in text  # nor their file names
        assert "RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn" in text
        assert "no-grad-detach/" in {doc["location"].split("#")[0] for doc in docs if "does not require grad" in doc["text"]}
