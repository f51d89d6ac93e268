"""Diagrams are drawn from the real autograd graph of the example."""

from __future__ import annotations

import contextlib
import html
import io
import json
import math
import re
import runpy
import subprocess
import sys

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


def test_every_label_fits_inside_its_box_and_screen_readers_hear_what_each_root_came_from():
    """Boxes grow with their text (diagrams.css: 12 px titles, 11 px subtitles) at CHAR_EM, a
    character width no monospace font a reader may get exceeds (0.600-0.602 em: Roboto Mono,
    DejaVu, Noto, Liberation Sans Mono, Menlo)."""

    from autograd_site.diagrams import CHAR_EM, SUBTITLE_PX, TITLE_PX

    assert CHAR_EM >= 0.602
    svg = diagram_for("requires_grad/tracked_vs_untracked.py", ["y", "d"])
    groups = re.findall(r'<g class="ag-node[^"]*" data-node="\d+">(.*?)</g>', svg)
    assert [re.search(r"<text[^>]*>([^<]*)</text>", group)[1] for group in groups] == ["y", "AddBackward0", "MulBackward0", "a", "d"]
    for group in groups:
        width = float(re.search(r'<rect [^>]*width="([\d.]+)"', group)[1])
        for css_class, text in re.findall(r'<text(?: class="(ag-sub)")?[^>]*>([^<]*)</text>', group):
            assert len(html.unescape(text)) * (SUBTITLE_PX if css_class else TITLE_PX) * CHAR_EM < width, text
    assert (
        'aria-label="y (grad_fn=AddBackward0) ← AddBackward0 ← MulBackward0 ← a (leaf, AccumulateGrad); d (requires_grad=False)"'
    ) in svg


def test_the_diagram_is_cached_per_script_roots_and_torch_version(tmp_path, monkeypatch):
    first = diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"], tmp_path)
    (cached,) = tmp_path.glob("*.svg")
    assert cached.read_text() == first
    monkeypatch.setattr(diagrams, "diagram_for", lambda script, roots, marks: pytest.fail("redrawn despite the cache"))
    assert diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"], tmp_path) == first
    monkeypatch.setattr(diagrams, "installed_torch", lambda: "9.9.9")  # another torch misses the cache
    with pytest.raises(pytest.fail.Exception):
        diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["y", "d"], tmp_path)
    monkeypatch.undo()
    only_d = diagrams.cached_diagram("requires_grad/tracked_vs_untracked.py", ["d"], tmp_path)  # other roots: another diagram
    assert "AddBackward0" in first and "AddBackward0" not in only_d
    assert len(list(tmp_path.glob("*.svg"))) == 2


@pytest.mark.parametrize(
    ("script", "roots", "message"),
    [
        ("nope.py", ["y"], "no example 'nope.py'"),
        ("requires_grad/tracked_vs_untracked.py", ["y", "nope"], r"roots \['nope'\] are not names"),
    ],
)
def test_a_missing_script_or_root_fails_naming_it(script, roots, message):
    with pytest.raises(DiagramError, match=message):
        diagram_for(script, roots)


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


def test_the_figure_shrinks_to_its_column_only_while_its_labels_stay_legible():
    """The SVG is no narrower than its 11 px labels drawn at 9 px (its min-width); a column
    narrower still scrolls the frame sideways (keyboard users too: it takes focus), never the
    page (diagrams.css; measured as readers get it by tests/browser/test_diagrams.py)."""
    from autograd_site.diagrams import format_fence

    figure = format_fence("requires_grad/tracked_vs_untracked.py", "autograd-graph", "", {"roots": "y d"}, None)
    assert figure.startswith(
        '<figure class="autograd-graph-figure" data-edges="3" style="--ag-width:315px">'
        '<div class="autograd-graph-frame" tabindex="0"><svg class="autograd-graph"'
    )
    assert figure.endswith(
        '</svg></div><figcaption class="autograd-graph-legend" data-kinds="tensor function untracked arrow"></figcaption></figure>'
    )
    width = int(re.search(r'viewBox="0 0 (\d+) \d+" width="(\d+)"', figure)[1])
    assert f'style="min-width:{math.ceil(width * 9 / 11)}px"' in figure


def test_the_build_shows_the_drawings_of_the_verify_run_it_was_given_and_draws_without_one(monkeypatch):
    """Only drawings this module's code made: verify's stamp vouches for pages, examples and
    torch, so after this module changed a build given an earlier run's drawings draws again."""
    script, roots = "requires_grad/tracked_vs_untracked.py", ["y", "d"]
    verified = {diagrams.drawing_source(script, roots): json.dumps({"svg": "<svg>as verify drew it</svg>"}), "print(1)\n": "1\n"}
    try:
        diagrams.use_verified(verified)
        assert diagrams.VERIFIED == {diagrams.drawing_source(script, roots): verified[diagrams.drawing_source(script, roots)]}
        assert diagrams.drawn(script, roots) == "<svg>as verify drew it</svg>"
        diagrams.use_verified({diagrams.drawing_source(script, ["z"]): json.dumps({"error": "autograd-graph x: why"})})
        with pytest.raises(diagrams.DiagramError, match="autograd-graph x: why"):
            diagrams.drawn(script, ["z"])
        diagrams.use_verified(verified)
        monkeypatch.setattr(diagrams, "drawing_code_digest", lambda: "0123456789abcdef")  # this module changed since
        assert diagrams.drawing_source(script, roots) not in verified
        assert "MulBackward0" in diagrams.drawn(script, roots)
    finally:
        diagrams.use_verified(None)
    assert "MulBackward0" in diagrams.drawn(script, roots)  # drawn here again


# --- The layout and its check ------------------------------------------------------------


def edges_of(svg: str) -> list[tuple[int, int, str]]:
    return [(int(m["source"]), int(m["target"]), m["d"]) for m in diagrams.DRAWN_EDGE.finditer(svg)]


def titles_of(svg: str) -> dict[int, str]:
    return {int(m["node"]): m["title"] for m in diagrams.DRAWN_NODE.finditer(svg)}


def drawn_and_recorded(script: str, roots: list[str]) -> tuple[str, list[tuple[int, int]]]:
    with contextlib.redirect_stdout(io.StringIO()):
        graphs = diagrams.graphs_for(script, roots)
    return diagrams.render_svg(graphs), diagrams.recorded_edges(graphs)


def mul_to_mul(svg: str) -> list[int]:
    """from_scratch/torch_order.py: `a * a` then `b * b`: the first MulBackward0 feeds the second twice."""
    titles = titles_of(svg)
    return [n for n, (s, t, _) in enumerate(edges_of(svg)) if titles[s] == titles[t] == "MulBackward0"]


def test_an_input_used_twice_is_two_edges_drawn_apart():
    """The prose of /from-scratch/ explains two edges into MulBackward0; the old columns drew them
    on top of each other."""
    svg, recorded = drawn_and_recorded("from_scratch/torch_order.py", ["y"])
    first, second = mul_to_mul(svg)
    assert edges_of(svg)[first][2] != edges_of(svg)[second][2]
    assert sorted((s, t) for s, t, _ in edges_of(svg)) == sorted(recorded)
    assert diagrams.drawing_defects(svg, recorded) == []


def test_leaves_are_on_top_and_every_arrow_points_down_from_an_input_to_its_result():
    svg, _recorded = drawn_and_recorded("requires_grad/tracked_vs_untracked.py", ["y"])
    top = {m["title"]: float(m["y"]) for m in diagrams.DRAWN_NODE.finditer(svg)}
    assert top["a"] < top["MulBackward0"] < top["AddBackward0"] < top["y"]
    for _source, _target, d in edges_of(svg):
        points = diagrams.path_points(d)
        assert points[-1][1] > points[0][1]


def planted(svg: str, edge: int, d: str | None) -> str:
    """The drawing with one edge's path replaced (None: the edge left out)."""
    match = list(diagrams.DRAWN_EDGE.finditer(svg))[edge]
    tag_end = svg.index("/>", match.start()) + 2
    replaced = "" if d is None else svg[match.start() : tag_end].replace(f'd="{match["d"]}"', f'd="{d}"')
    return svg[: match.start()] + replaced + svg[tag_end:]


def test_the_check_finds_each_defect_planted_in_a_good_drawing():
    """An edge through a node (as the old columns drew it: the first MulBackward0 straight down
    to AddBackward0, through the second), an edge of the recorded graph left out, two edges on
    top of each other, an edge that misses its node or is too short to see."""
    svg, recorded = drawn_and_recorded("from_scratch/torch_order.py", ["y"])
    assert diagrams.drawing_defects(svg, recorded) == []
    edges, titles = edges_of(svg), titles_of(svg)
    first, second = mul_to_mul(svg)
    (skip,) = [n for n, (s, t, _) in enumerate(edges) if s == edges[first][0] and titles[t] == "AddBackward0"]
    (x0, y0), *_, (x1, y1) = diagrams.path_points(edges[skip][2])
    (to_y,) = [n for n, (_s, t, _) in enumerate(edges) if titles[t] == "y"]
    plants = {
        "the edge MulBackward0 → AddBackward0 passes through the box of MulBackward0": (
            skip,
            f"M{x0},{y0} L{x0},{(y0 + y1) / 2} L{x1},{y1}",
        ),
        "the edge MulBackward0 → MulBackward0 is recorded 2×, drawn 1×": (first, None),
        "the edge AddBackward0 → y is recorded 1×, drawn 0×": (to_y, None),
        "the edges MulBackward0 → MulBackward0 and MulBackward0 → MulBackward0 lie on top of each other": (second, edges[first][2]),
    }
    for defect, (edge, d) in plants.items():
        assert diagrams.drawing_defects(planted(svg, edge, d), recorded) == [defect]
    svg, recorded = drawn_and_recorded("requires_grad/tracked_vs_untracked.py", ["y"])
    (x0, y0) = diagrams.path_points(edges_of(svg)[0][2])[0]
    assert diagrams.drawing_defects(planted(svg, 0, f"M{x0},{y0} L{x0},{y0 + 4}"), recorded) == [
        "the edge AddBackward0 → y does not end at the box of y",
        "the edge AddBackward0 → y is too short to see (5 px)",
    ]


def every_diagram_of_the_course() -> list[tuple[str, list[str]]]:
    from autograd_site.languages import LANGUAGES
    from autograd_site.page.reader import read_page

    fences = {
        (fence.body.strip(), tuple(diagrams.roots_of(fence.attrs.get(diagrams.ROOTS), fence.body)))
        for language in LANGUAGES
        for path in sorted(language.docs_dir.glob("*.md"))
        for fence in read_page(path).fences
        if fence.lang == diagrams.FENCE
    }
    return [(script, list(roots)) for script, roots in sorted(fences)]


DRAW_A_COMPILED_GRAPH = """
from autograd_site.diagrams import Node, render_svg
leaf = "leaf, AccumulateGrad"
nodes = {
    0: Node(0, "out", "grad_fn=CompiledFunctionBackward", "tensor", [1]),
    1: Node(1, "CompiledFunctionBackward", "", "function", [2, 3, 4, 5]),
    2: Node(2, "model.2.bias", leaf, "tensor"),
    3: Node(3, "model.2.weight", leaf, "tensor"),
    4: Node(4, "model.0.bias", leaf, "tensor"),
    5: Node(5, "model.0.weight", leaf, "tensor"),
}
print(render_svg([("out", nodes)]))
"""


def test_a_graph_is_drawn_the_same_in_every_process():
    """Four leaves into one node are staggered into two rows: which leaf went where once
    depended on object addresses (grandalf's Graph keeps edges in a set), so two builds of the
    same pages drew the compiled graph two ways."""
    drawings = {
        subprocess.run([sys.executable, "-c", DRAW_A_COMPILED_GRAPH], capture_output=True, text=True, check=True).stdout for _ in range(6)
    }
    assert len(drawings) == 1
    assert "model.0.weight" in drawings.pop()


# --- Marks: the lesson's point on the real graph -----------------------------------------


def marked(script: str, roots: list[str], marks: dict[str, str]) -> tuple[str, list[diagrams.Node]]:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        graphs = diagrams.graphs_for(script, roots, marks)
    svg = diagrams.render_svg(graphs)
    assert diagrams.drawing_defects(svg, diagrams.recorded_edges(graphs), diagrams.recorded_edges(graphs, diagrams.cut_list)) == []
    return svg, [node for _root, nodes in graphs for node in nodes.values()]


def test_a_mark_names_a_tensor_or_its_node_and_the_drawer_finds_it_on_the_recorded_graph():
    """hooks/retain_grad_vs_hook.py: y = x * x; z = y * 3. A hook on y fires at y's grad_fn:
    the MulBackward0 of x * x, not the one of y * 3."""
    svg, nodes = marked("hooks/retain_grad_vs_hook.py", ["z"], {"mark": "y.grad_fn x"})
    namespace = runpy.run_path(str(DOCS_SRC_DIR / "hooks" / "retain_grad_vs_hook.py"))
    by_marks = {(node.title, frozenset(node.marks)) for node in nodes}
    assert ("MulBackward0", frozenset({"marked"})) in by_marks and ("MulBackward0", frozenset()) in by_marks
    assert ("x", frozenset({"marked"})) in by_marks
    (hooked,) = [node for node in nodes if node.title == "MulBackward0" and node.marks]
    (leaf,) = [node for node in nodes if node.title == "x"]
    assert hooked.inputs == [leaf.key, leaf.key]  # x * x: y's own node, whose inputs are x twice
    assert namespace["y"].grad_fn.name() == "MulBackward0"
    assert svg.count('class="ag-node ag-function ag-marked"') == 1 and svg.count('class="ag-node ag-tensor ag-marked"') == 1


@pytest.mark.parametrize(
    ("marks", "message"),
    [
        ({"mark": "nope"}, "mark='nope' names nothing the diagram draws"),
        ({"mark": "y"}, r"mark='y' names nothing the diagram draws \(its node: y.grad_fn\)"),
        ({"mark": "MulBackward0"}, "mark='MulBackward0': the drawing has 2 such nodes"),
        ({"group": "PowBackward0"}, "group='PowBackward0' names nothing"),
        ({"saved": "z"}, "saved='z': no node it names saved a tensor"),
        ({"cut": "x>y"}, "cut='x>y': y is not detached from x"),
    ],
)
def test_a_mark_that_names_nothing_drawn_fails_naming_the_script(marks, message):
    with (
        pytest.raises(DiagramError, match=f"autograd-graph hooks/retain_grad_vs_hook.py: {message}"),
        contextlib.redirect_stdout(io.StringIO()),
    ):
        diagrams.graphs_for("hooks/retain_grad_vs_hook.py", ["z"], marks)


def test_detach_is_drawn_as_a_crossed_edge_where_the_graph_stops_and_checked_like_any_edge():
    svg, nodes = marked("no_grad_detach/detach_demo.py", ["y", "d"], {"cut": "y>d"})
    titles = {node.key: node.title for node in nodes}
    (detached,) = [node for node in nodes if node.cut_from]
    assert (detached.title, detached.kind, [titles[k] for k in detached.cut_from], detached.inputs) == ("d", "untracked", ["y"], [])
    assert [m["cut"] for m in diagrams.DRAWN_EDGE.finditer(svg)].count(" ag-cut") == 1
    assert 'class="ag-cut-x"' in svg
    top = {m["title"]: float(m["y"]) for m in diagrams.DRAWN_NODE.finditer(svg)}
    assert top["w"] < top["y"] < top["d"]  # d hangs under the tensor it was detached from
    _svg, nodes = marked("no_grad_detach/detach_demo.py", ["y", "d"], {"cut": "y>d", "mark": "d"})
    assert [node.title for node in nodes if node.marks] == ["d"]  # the cut comes first: other marks may name d
    # the check holds a cut edge to what it holds every edge to, and counts it apart
    with contextlib.redirect_stdout(io.StringIO()):
        graphs = diagrams.graphs_for("no_grad_detach/detach_demo.py", ["y", "d"], {"cut": "y>d"})
    recorded, cuts = diagrams.recorded_edges(graphs), diagrams.recorded_edges(graphs, diagrams.cut_list)
    assert diagrams.drawing_defects(svg, recorded, []) == ["the cut edge y → d is marked 0×, drawn 1×"]
    index = [m["cut"] for m in diagrams.DRAWN_EDGE.finditer(svg)].index(" ag-cut")
    assert diagrams.drawing_defects(planted(svg, index, None), recorded, cuts) == ["the cut edge y → d is marked 1×, drawn 0×"]


def test_saved_tensors_are_listed_in_their_node_and_struck_through_once_backward_freed_them():
    """backward/backward_twice.py ends after a backward() without retain_graph: PowBackward0's
    saved x is freed; memory/saved_attributes.py runs no backward: its saved tensors are held."""
    svg, nodes = marked("backward/backward_twice.py", ["y"], {"saved": "all"})
    assert [(node.title, node.saved) for node in nodes if node.saved] == [("PowBackward0", [("_saved_self", True)])]
    assert '<text class="ag-sub ag-saved ag-freed"' in svg and ">_saved_self<" in svg
    _svg, nodes = marked("memory/saved_attributes.py", ["loss"], {"saved": "all"})
    assert {node.title: node.saved for node in nodes if node.saved} == {
        "MulBackward0": [("_saved_other", False), ("_saved_self", False)],
        "ExpBackward0": [("_saved_result", False)],
    }  # SumBackward0 saves sizes and AddBackward0 alpha: no tensor


def test_a_group_stands_on_a_halo_and_the_caption_shows_the_keys_of_the_marks_drawn():
    marks = {"group": "SinBackward0 ExpBackward0 MulBackward0"}
    svg, nodes = marked("memory/checkpoint_two_graphs.py", ["non_reentrant"], marks)
    assert sorted(node.title for node in nodes if "group" in node.marks) == ["ExpBackward0", "MulBackward0", "SinBackward0"]
    assert svg.count('<rect class="ag-halo"') == 3
    options = {"roots": "non_reentrant", **marks, "caption": "On the halo: 'block', recomputed"}
    figure = diagrams.format_fence("memory/checkpoint_two_graphs.py", "autograd-graph", "", options, None)
    caption = re.search(r'<p class="autograd-graph-caption">(.*?)</p>', figure)[1]
    assert caption.count("<svg") == 1 and 'class="ag-halo"' in caption
    assert caption.endswith("On the halo: <code>block</code>, recomputed")


def test_a_mark_needs_a_caption_and_the_caption_names_only_drawn_nodes():
    from autograd_site.diagrams import validate_fence

    with pytest.raises(DiagramError, match="says what to look at"):
        validate_fence("autograd-graph", {"roots": "z", "mark": "y.grad_fn"}, {}, {}, None)
    options: dict[str, str] = {}
    assert validate_fence("autograd-graph", {"roots": "z", "mark": "y.grad_fn", "caption": "Here"}, options, {}, None)
    assert diagrams.marks_of(options) == {"mark": "y.grad_fn"}
    svg = diagrams.diagram_for("hooks/retain_grad_vs_hook.py", ["z"])
    assert diagrams.unnamed_nodes(diagrams.caption_names("'MulBackward0' then 'PowBackward0'"), svg) == ["PowBackward0"]


def test_the_legend_lists_only_what_the_drawing_uses_in_the_pages_language_and_wraps_to_its_width():
    """The site writes the legend's keys (site/interface.py): the kinds of node drawn, then the
    arrow's, only where an edge is drawn, in the page's language. The figure carries its
    drawing's width (--ag-width), which diagrams.css caps the legend at (measured by
    tests/browser/test_diagrams.py)."""
    from autograd_site.languages import BY_CODE
    from autograd_site.site.interface import diagram_legends

    figure = diagrams.format_fence("requires_grad/tracked_vs_untracked.py", "autograd-graph", "", {"roots": "y"}, None)
    legend = re.search(r"<figcaption[^>]*>(.*)</figcaption>", diagram_legends(figure, BY_CODE["ru"]))[1]
    words = re.sub(r"<[^>]+>", "", re.sub(r"<svg.*?</svg>", "|", legend))
    assert words == "|тензор|функция обратного прохода (grad_fn)|от входа к результату, вычисленному из него"
    for script, roots in every_diagram_of_the_course():
        figure = diagrams.format_fence(script, "autograd-graph", "", {"roots": " ".join(roots)}, None)
        legend = re.search(r"<figcaption[^>]*>(.*)</figcaption>", diagram_legends(figure, BY_CODE["id"]))[1]
        words = {text: key for key, text in BY_CODE["id"].diagram_legend.items()}
        shown = [words[html.unescape(text)] for text in re.findall(r"<span><svg.*?</svg>(.*?)</span>", legend)]
        edges = int(re.search(r'data-edges="(\d+)"', figure)[1])
        drawn = {m for m in ("tensor", "function", "untracked") if f"ag-node ag-{m}" in figure}
        assert set(shown) - {"arrow"} == drawn, script
        assert ("arrow" in shown) == (edges > 0) and shown[-1:] == (["arrow"] if edges else shown[-1:]), script
        assert re.search(r'style="--ag-width:(\d+)px"', figure)[1] == re.search(r'viewBox="0 0 (\d+) ', figure)[1]
