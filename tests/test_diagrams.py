"""Diagrams are drawn from the real autograd graph of the example."""

from __future__ import annotations

import json
import runpy

import pytest

from autograd_site import diagrams
from autograd_site.diagrams import DiagramError, diagram_for, graph_of
from autograd_site.languages import DOCS_SRC_DIR


def test_tracked_chain_is_walked_back_to_its_leaf_and_untracked_chain_has_no_graph():
    namespace = runpy.run_path(str(DOCS_SRC_DIR / "requires_grad" / "tracked_vs_untracked.py"))
    tracked = [(n.title, n.subtitle) for n in graph_of("y", namespace).values()]
    untracked = [(n.title, n.subtitle, n.kind) for n in graph_of("d", namespace).values()]
    assert tracked == [("y", "grad_fn=AddBackward0"), ("AddBackward0", ""), ("MulBackward0", ""), ("a", "leaf, AccumulateGrad")]
    assert untracked == [("d", "requires_grad=False", "untracked")]


def test_svg_names_every_node():
    svg = diagram_for("requires_grad/tracked_vs_untracked.py", ["y", "d"])
    for label in ("AddBackward0", "MulBackward0", ">a<", ">y<", ">d<"):
        assert label in svg


def test_a_missing_script_fails_loudly():
    with pytest.raises(DiagramError, match="no example 'nope.py'"):
        diagram_for("nope.py", ["y"])


def test_every_label_fits_inside_its_box():
    """Boxes grow with their text (site.css: 13px titles, 10.5px subtitles, 0.6 em monospace)."""
    import html
    import re

    from autograd_site.diagrams import CHAR_EM, SUBTITLE_PX, TITLE_PX

    svg = diagram_for("requires_grad/tracked_vs_untracked.py", ["y", "d"])
    groups = re.findall(r'<g class="ag-node[^"]*">(.*?)</g>', svg)
    assert len(groups) == 5
    for group in groups:
        width = float(re.search(r'<rect [^>]*width="([\d.]+)"', group)[1])
        for css_class, text in re.findall(r'<text(?: class="(ag-sub)")?[^>]*>([^<]*)</text>', group):
            assert len(html.unescape(text)) * (SUBTITLE_PX if css_class else TITLE_PX) * CHAR_EM < width, text


def test_screen_readers_hear_what_each_root_was_computed_from():
    svg = diagram_for("requires_grad/tracked_vs_untracked.py", ["y", "d"])
    assert (
        'aria-label="y (grad_fn=AddBackward0) ← AddBackward0 ← MulBackward0 ← a (leaf, AccumulateGrad); d (requires_grad=False)"'
    ) in svg


def test_the_diagram_is_cached_per_script_and_torch_version(tmp_path, monkeypatch):
    from autograd_site import diagrams

    first = diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"], tmp_path)
    (cached,) = tmp_path.glob("*.svg")
    assert cached.read_text() == first
    monkeypatch.setattr(diagrams, "diagram_for", lambda script, roots: pytest.fail("redrawn despite the cache"))
    assert diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"], tmp_path) == first
    monkeypatch.setattr(diagrams, "installed_torch", lambda: "9.9.9")  # another torch misses the cache
    with pytest.raises(pytest.fail.Exception):
        diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"], tmp_path)


def test_other_roots_are_another_diagram(tmp_path):
    from autograd_site import diagrams

    both = diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"], tmp_path)
    only_d = diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["d"], tmp_path)
    assert "AddBackward0" in both and "AddBackward0" not in only_d
    assert len(list(tmp_path.glob("*.svg"))) == 2


def test_a_root_the_script_does_not_define_fails_naming_it():
    with pytest.raises(DiagramError, match=r"roots \['nope'\] are not names"):
        diagram_for("requires_grad/tracked_vs_untracked.py", ["y", "nope"])


def test_the_fence_names_its_roots_and_nothing_else():
    from autograd_site.diagrams import roots_of, validate_fence

    options: dict[str, str] = {}
    assert validate_fence("autograd-graph", {"roots": "y d"}, options, {}, None)
    assert roots_of(options["roots"], "x.py") == ["y", "d"]
    with pytest.raises(DiagramError, match="unknown option"):
        validate_fence("autograd-graph", {"root": "y"}, {}, {}, None)
    with pytest.raises(DiagramError, match='name the tensors to draw in the fence: ```autograd-graph roots="y"'):
        roots_of("", "x.py")


def test_a_module_parameter_is_named_by_its_module():
    namespace = runpy.run_path(str(DOCS_SRC_DIR / "requires_grad" / "freeze_layer.py"))
    titles = {n.title for n in graph_of("loss", namespace).values() if n.kind == "tensor"}
    assert titles == {"loss", "model.2.weight", "model.2.bias"}  # model[0] is frozen: not in the graph


def test_node_names_quoted_under_a_diagram_are_checked_against_it():
    from autograd_site.diagrams import unnamed_nodes

    svg = diagram_for("requires_grad/tracked_vs_untracked.py", ["y", "d"])
    assert unnamed_nodes("`AddBackward0` then `MulBackward0`, ending in `AccumulateGrad` for `a`", svg) == []
    assert unnamed_nodes("no `PowBackward0` here, nor `SumBackward0`; `requires_grad` is no node", svg) == ["PowBackward0", "SumBackward0"]


def test_the_figure_scrolls_instead_of_shrinking_its_labels():
    """On a 390 px phone a shrunken 1000 px graph would print 13 px labels at 5 px: the SVG
    keeps its own width, its frame scrolls (site.css), and keyboard users can scroll it."""
    from autograd_site.diagrams import format_fence
    from autograd_site.languages import REPO_ROOT

    figure = format_fence("requires_grad/tracked_vs_untracked.py", "autograd-graph", "", {"roots": "y d"}, None)
    assert figure.startswith('<figure class="autograd-graph-figure" tabindex="0"><svg class="autograd-graph"')
    css = (REPO_ROOT / "docs" / "assets" / "stylesheets" / "site.css").read_text()
    assert ".md-typeset .autograd-graph { max-width: none;" in css
    assert ".md-typeset .autograd-graph-figure { display: block; max-width: 100%; margin: 1em 0; overflow-x: auto; }" in css


def test_the_build_shows_the_drawings_of_the_verify_run_it_was_given_and_draws_without_one():
    script, roots = "requires_grad/tracked_vs_untracked.py", ["y", "d"]
    verified = {diagrams.drawing_source(script, roots): json.dumps({"svg": "<svg>as verify drew it</svg>"}), "print(1)\n": "1\n"}
    try:
        diagrams.use_verified(verified)
        assert diagrams.VERIFIED == {diagrams.drawing_source(script, roots): verified[diagrams.drawing_source(script, roots)]}
        assert diagrams.drawn(script, roots) == "<svg>as verify drew it</svg>"
        diagrams.use_verified({diagrams.drawing_source(script, ["z"]): json.dumps({"error": "autograd-graph x: why"})})
        with pytest.raises(diagrams.DiagramError, match="autograd-graph x: why"):
            diagrams.drawn(script, ["z"])
    finally:
        diagrams.use_verified(None)
    assert "MulBackward0" in diagrams.drawn(script, roots)  # drawn here again
