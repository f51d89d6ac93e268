"""Diagrams are drawn from the real autograd graph of the example."""

from __future__ import annotations

import runpy

import pytest

from autograd_site.diagrams import DiagramError, diagram_for, graph_of
from autograd_site.languages import DOCS_SRC_DIR


def test_tracked_chain_is_walked_back_to_its_leaf_and_untracked_chain_has_no_graph():
    namespace = runpy.run_path(str(DOCS_SRC_DIR / "requires_grad" / "tracked_vs_untracked.py"))
    tracked = [(n.title, n.subtitle) for n in graph_of("y", namespace).values()]
    untracked = [(n.title, n.subtitle, n.kind) for n in graph_of("d", namespace).values()]
    assert tracked == [("y", "grad_fn=AddBackward0"), ("AddBackward0", ""), ("MulBackward0", ""), ("a", "leaf, requires_grad=True")]
    assert untracked == [("d", "requires_grad=False", "untracked")]


def test_svg_names_every_node():
    svg = diagram_for("requires_grad/tracked_vs_untracked.py")
    for label in ("AddBackward0", "MulBackward0", ">a<", ">y<", ">d<"):
        assert label in svg


def test_a_missing_script_fails_loudly():
    with pytest.raises(DiagramError, match="no example 'nope.py'"):
        diagram_for("nope.py")


def test_every_label_fits_inside_its_box():
    """Boxes grow with their text (site.css: 13px titles, 10.5px subtitles, 0.6 em monospace)."""
    import html
    import re

    from autograd_site.diagrams import CHAR_EM, SUBTITLE_PX, TITLE_PX

    svg = diagram_for("requires_grad/tracked_vs_untracked.py")
    groups = re.findall(r'<g class="ag-node[^"]*">(.*?)</g>', svg)
    assert len(groups) == 5
    for group in groups:
        width = float(re.search(r'<rect [^>]*width="([\d.]+)"', group)[1])
        for css_class, text in re.findall(r'<text(?: class="(ag-sub)")?[^>]*>([^<]*)</text>', group):
            assert len(html.unescape(text)) * (SUBTITLE_PX if css_class else TITLE_PX) * CHAR_EM < width, text


def test_screen_readers_hear_what_each_root_was_computed_from():
    svg = diagram_for("requires_grad/tracked_vs_untracked.py")
    assert (
        'aria-label="y (grad_fn=AddBackward0) ← AddBackward0 ← MulBackward0 ← a (leaf, requires_grad=True); d (requires_grad=False)"'
    ) in svg


def test_the_diagram_is_cached_per_script_and_torch_version(tmp_path, monkeypatch):
    from autograd_site import diagrams

    first = diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", tmp_path)
    (cached,) = tmp_path.glob("*.svg")
    assert cached.read_text() == first
    monkeypatch.setattr(diagrams, "diagram_for", lambda script: pytest.fail("redrawn despite the cache"))
    assert diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", tmp_path) == first
    monkeypatch.setattr(diagrams, "version", lambda name: "9.9.9")  # a torch upgrade misses the cache
    with pytest.raises(pytest.fail.Exception):
        diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", tmp_path)
