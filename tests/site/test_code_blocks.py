"""Code blocks read alone: what search indexes of a page (the prose, and of each claimed output
its error and warning lines, once a page; no listing, no value, no other release's output), and
listings without the elements that do not colour them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import material

from autograd_site.languages import DOCS_DIR
from autograd_site.postbuild.code_blocks import COLOURS, UNSTYLED_TOKENS, code_blocks, lean_listings, search_view
from autograd_site.postbuild.html import splice


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


def test_blocks_nested_in_admonitions_and_folds_are_found_and_a_page_without_any_is_unchanged():
    page = f'<div class="admonition"><p>x</p>{LISTING}</div><details class="note">{OUTPUT}</details>'
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


SHOWN_LISTING = (
    '<div class="language-python highlight"><pre><span></span><code>'
    '<span id="__span-1-1"><span class="n">x</span><span class="w"> </span><span class="o">=</span>'
    '<span class="w"> </span><span class="o">-</span><span class="mi">1</span><span class="w"> </span>'
    '<span class="mf">2.0</span><span class="p">)</span>\n</span>'
    '<span id="__span-1-2"><span class="p">(</span><span class="hll"><span class="nb">print</span><span class="p">(</span>'
    '<span class="n">x</span><span class="p">)</span>\n</span></span>'
    "</code></pre></div>"
)


def test_a_listing_keeps_only_the_elements_that_colour_it_and_every_character():
    html = OUTPUT + SHOWN_LISTING
    lean = splice(html, lean_listings(html))
    listing = lean[lean.index('<div class="language-python') :]
    assert listing == (
        '<div class="language-python highlight"><pre><code>'
        # `=` and `-` are one colour, 1 and 2.0 another; `)` and, on the next line, `(` a third
        'x <span class="o">= -</span><span class="mi">1 2.0</span><span class="p">)\n(</span>'
        '<span class="hll"><span class="nb">print</span><span class="p">(</span>x<span class="p">)</span>\n</span>'
        "</code></pre></div>"
    )


def test_a_claimed_output_keeps_its_lines_without_their_token_or_copy_button():
    """Its lines wrap one by one (site.css): each stays an element; the `go` token inside
    each is unwrapped, site.css giving the block its colour."""
    lean = splice(OUTPUT, lean_listings(OUTPUT))
    assert lean.startswith('<div class="language-output highlight no-copy"><span class="filename">Keluaran</span><pre><code>')
    assert '<span id="__span-0-1"><a id="__codelineno-0-1" href="#__codelineno-0-1"></a>y = 2.0\n</span>' in lean
    assert 'class="go"' not in lean
    css = (DOCS_DIR / "assets" / "stylesheets" / "site.css").read_text(encoding="utf-8")
    assert ".md-typeset .language-output pre > code { color: var(--md-code-hl-generic-color); }" in css
    other = splice(OTHER_RELEASE, lean_listings(OTHER_RELEASE))
    assert "no-copy" not in other and 'class="go"' in other  # another release's text: as it was


def test_tokens_made_one_are_drawn_alike_by_materials_theme():
    """COLOURS groups tokens that Material's CSS colours alike (a rule of colour only, whose
    variables Material's schemes and site.css set to one value), and nothing else styles them."""
    stylesheets = Path(material.__file__).parent / "templates" / "assets" / "stylesheets"
    (css,) = stylesheets.glob("main.*.min.css")
    text = css.read_text(encoding="utf-8")
    palette = "".join(path.read_text(encoding="utf-8") for path in stylesheets.glob("palette.*.min.css"))
    site_css = "".join(path.read_text(encoding="utf-8") for path in (DOCS_DIR / "assets" / "stylesheets").glob("*.css"))
    by_colour: dict[str, set[str]] = {}
    for token, colour in COLOURS.items():
        by_colour.setdefault(colour, set()).add(token)
    rules = {}
    for selectors, body in re.findall(r"((?:\.highlight \.[a-z0-9]+,?)+)\{([^}]*)\}", text):
        for token in re.findall(r"\.highlight \.([a-z0-9]+)", selectors):
            rules.setdefault(token, []).append(body)
    for colour, tokens in by_colour.items():
        bodies = {tuple(rules.get(token, [])) for token in tokens}
        assert all(len(body) == 1 for body in bodies), (colour, bodies)
        variables = {re.fullmatch(r"color:var\((--md-code-hl-[a-z]+-color)\)", body[0]) for body in bodies}
        assert None not in variables, (colour, bodies)
        names = {match[1] for match in variables}
        for source in (text, palette, site_css):  # each defines the group's variables alike, or none of them
            values = [set(re.findall(rf"{name}:\s*([^;}}]+)", source)) for name in names]
            assert all(found == values[0] for found in values), (colour, names, values)
    assert not any(re.search(rf"\.{token}\b", site_css) for token in COLOURS)


def test_materials_theme_still_draws_the_unwrapped_tokens_in_the_codes_own_colour():
    """If Material gave names or whitespace a colour of their own, unwrapping them would change
    how listings look."""
    (css,) = (Path(material.__file__).parent / "templates" / "assets" / "stylesheets").glob("main.*.min.css")
    text = css.read_text(encoding="utf-8")
    assert "--md-code-hl-name-color:var(--md-code-fg-color)" in text
    assert ".highlight .kc,.highlight .n{color:var(--md-code-hl-name-color)}" in text
    for token in UNSTYLED_TOKENS - {"n", "kc"}:
        assert not re.search(rf"\.highlight \.{token}\b", text), token
    site_css = (DOCS_DIR / "assets" / "stylesheets").glob("*.css")
    assert not any("--md-code-hl-name-color" in path.read_text(encoding="utf-8") for path in site_css)
