"""Diagrams of the computational graph, drawn from the real autograd graph: CONTRIBUTING.md,
"Diagrams of the computational graph", says what a fence draws and what verify checks.

The build runs the script an `autograd-graph` fence names and walks `grad_fn.next_functions`
from each root back to the leaves, so a picture cannot drift from what PyTorch records. Verify
draws each diagram afresh in its worker (`draw_for_verify`) and checks it (`drawing_defects`,
`unnamed_nodes`); the build after a passed verify shows that run's drawings (`use_verified`).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import html
import io
import itertools
import json
import math
import re
import runpy
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path
from typing import Any, TypeGuard

from markdown import Markdown
from pymdownx.superfences import SuperFencesException

from autograd_site.languages import DOCS_SRC_DIR, REPO_ROOT
from autograd_site.page.structure import DIAGRAM_MARKS as MARKS  # the options that change the drawing

CACHE_DIR = REPO_ROOT / ".cache" / "diagrams"


def description(graphs: list[tuple[str, dict[int, Node]]]) -> str:
    """What a screen reader says for the picture: each root with what it was computed from."""
    return "; ".join(
        " ← ".join(node.title + (f" ({node.subtitle})" if node.subtitle else "") for node in nodes.values()) for _root, nodes in graphs
    )


@dataclass
class Node:
    key: int
    title: str
    subtitle: str
    kind: str  # "tensor", "function", "untracked"
    inputs: list[int] = field(default_factory=list)
    tensor: int | None = None  # a root's or leaf's box: id() of the tensor it draws
    function: Any = field(default=None, repr=False, compare=False)  # a function node's grad_fn
    marks: set[str] = field(default_factory=set)  # "marked", "group": the fence's marks on it
    saved: list[tuple[str, bool]] = field(default_factory=list)  # its saved tensors: (attribute, freed)
    cut_from: list[int] = field(default_factory=list)  # a detached tensor: the node `detach` cut it from


# pymdownx ships no types: its exception is Any to mypy, and superfences re-raises only its own.
class DiagramError(SuperFencesException):  # type: ignore[misc]
    """A broken diagram fails the build (superfences swallows other exceptions silently)."""


def tensor_name(tensor: object, namespace: dict[str, Any]) -> str:
    """The script's name for a leaf: a variable, a module's parameter (`model.2.weight`), or
    else `tensor[16, 2]`."""
    for name, value in namespace.items():
        if value is tensor and not name.startswith("_"):
            return name
    for name, value in namespace.items():
        for parameter_name, parameter in getattr(value, "named_parameters", lambda: [])() if not isinstance(value, type) else []:
            if parameter is tensor and not name.startswith("_"):
                return f"{name}.{parameter_name}"
    shape = getattr(tensor, "shape", None)  # a function's local: its shape tells it apart
    return "tensor" if shape is None else f"tensor{list(shape)}"


def graph_of(root_name: str, namespace: dict[str, Any]) -> dict[int, Node]:  # namespace: a script's globals
    """The nodes reachable from one root, keyed by id; the root's key is id(tensor)."""
    tensor = namespace[root_name]
    nodes: dict[int, Node] = {}
    if tensor.grad_fn is None:
        kind = "tensor" if tensor.requires_grad else "untracked"
        nodes[id(tensor)] = Node(id(tensor), root_name, f"requires_grad={tensor.requires_grad}", kind, tensor=id(tensor))
        return nodes
    nodes[id(tensor)] = Node(
        id(tensor), root_name, "grad_fn=" + type(tensor.grad_fn).__name__, "tensor", [id(tensor.grad_fn)], tensor=id(tensor)
    )
    stack = [tensor.grad_fn]
    while stack:
        function = stack.pop()
        if id(function) in nodes:
            continue
        name = type(function).__name__
        if name == "AccumulateGrad":  # the edge into a leaf: draw the leaf tensor itself
            leaf = function.variable
            nodes[id(function)] = Node(id(function), tensor_name(leaf, namespace), "leaf, AccumulateGrad", "tensor", tensor=id(leaf))
            continue
        inputs = [next_fn for next_fn, _ in function.next_functions if next_fn is not None]
        nodes[id(function)] = Node(id(function), name, "", "function", [id(f) for f in inputs], function=function)
        stack.extend(inputs)
    return nodes


# --- Layout: a layered (Sugiyama) drawing by grandalf, leaves on top, each root at the bottom ---
# A long edge gets a dummy node in each layer it spans (its own lane) and every edge its own port
# on each box: no edge passes through a box, and no two share a stretch (`drawing_defects`).

# Label sizes of diagrams.css (.autograd-graph text / text.ag-sub), and a character width that
# holds for every monospace font a reader may get (Roboto Mono, DejaVu, Noto, Liberation,
# Menlo: 0.60-0.602 em): a box grows to fit its longest line, so no label overflows.
TITLE_PX, SUBTITLE_PX, CHAR_EM, TEXT_PAD = 12, 11, 0.61, 6
MIN_LABEL_PX = 9  # the smallest a label may be drawn: the figure scrolls rather than shrink further
# Material's text column on a 390 px phone (the narrowest screen the site is made for): a
# diagram at most WIDTH_BUDGET wide fits it with its 11 px labels at >= 9 px.
PHONE_COLUMN_PX = 350
WIDTH_BUDGET = math.floor(PHONE_COLUMN_PX * SUBTITLE_PX / MIN_LABEL_PX)
ONE_LINE_H, LINE_STEP, LANE_W, GAP_X, GAP_Y, PAD, PORT_GAP = 28, 13, 8, 10, 34, 4, 12


def subtitle_lines(node: Node, wrap: bool) -> list[str]:
    """A node's small print: one line, or when the drawing must be narrower, two
    (`leaf,` / `AccumulateGrad`, `grad_fn=` / `MulBackward0`)."""
    if not node.subtitle:
        return []
    if wrap and (cut := re.search(r"(?<=, )|(?<==)", node.subtitle)):
        return [node.subtitle[: cut.start()].rstrip(), node.subtitle[cut.start() :]]
    return [node.subtitle]


def box_size(node: Node, wrap: bool) -> tuple[int, int]:
    lines = subtitle_lines(node, wrap) + [name for name, _freed in node.saved]  # a `saved` mark's, by PyTorch's attribute
    text = max([len(node.title) * TITLE_PX] + [len(line) * SUBTITLE_PX for line in lines]) * CHAR_EM
    return math.ceil(text) + 2 * TEXT_PAD, ONE_LINE_H + LINE_STEP * len(lines)


@dataclass
class Box:
    x: float  # left
    y: float  # top
    w: float
    h: float


@dataclass
class Drawing:
    """One root's graph laid out: boxes by node key, and each edge (input, node) with its points."""

    boxes: dict[int, Box]
    edges: list[tuple[int, int, list[tuple[float, float]]]]
    width: float
    height: float
    wrap: bool  # subtitles on two lines


def edge_list(nodes: dict[int, Node]) -> list[tuple[int, int]]:
    """Every edge of the recorded graph, input -> the node computed from it, once per use
    (x * x records the edge from x twice)."""
    return [(child, key) for key, node in nodes.items() for child in node.inputs]


def cut_list(nodes: dict[int, Node]) -> list[tuple[int, int]]:
    """The edges `detach` cut (a `cut` mark): drawn, dashed and crossed, though not recorded."""
    return [(source, key) for key, node in nodes.items() for source in node.cut_from]


def layout(nodes: dict[int, Node], root: int, wrap: bool = False, staggered: bool = False) -> Drawing:
    """One root's graph drawn by grandalf; `staggered` lifts leaves out of the widest layer (`stagger_leaves`)."""
    from grandalf.graphs import Edge, Vertex, graph_core
    from grandalf.layouts import SugiyamaLayout, VertexViewer

    vertices = {key: Vertex(key) for key in nodes}
    for key, vertex in vertices.items():
        vertex.view = VertexViewer(*box_size(nodes[key], wrap))
    pairs = list(dict.fromkeys(edge_list(nodes) + cut_list(nodes)))  # one layout edge per pair; parallel ones share its lane
    layout_edges = {pair: Edge(vertices[pair[1]], vertices[pair[0]]) for pair in pairs}  # ranked from the root
    # One connected graph, its edges in this order: grandalf's Graph would gather them in a set,
    # whose order (by object address) changes from run to run, and the drawing with it.
    graph = graph_core(list(vertices.values()), list(layout_edges.values()))
    sugiyama = SugiyamaLayout(graph)
    sugiyama.xspace, sugiyama.yspace = GAP_X, GAP_Y
    sugiyama.dw, sugiyama.dh = LANE_W, ONE_LINE_H
    # grandalf's init_all, with the ranks adjusted before the long edges get their lanes.
    sugiyama.alt_e = []  # the recorded graph is acyclic: no edge is turned round
    sugiyama.rank_all([vertices[root]])
    if staggered:
        stagger_leaves(sugiyama)
    for edge in sugiyama.g.E():
        sugiyama.setdummies(edge)
    for layer in sugiyama.layers:
        layer.setup(sugiyama)
    sugiyama.initdone = True
    sugiyama.draw()
    # Brandes and Koepf's balanced placement (grandalf's: the mean of the middle two of four
    # alignments), or one of the four alignments if narrower: the drawing is to fit a phone.
    every = [v for layer in sugiyama.layers for v in layer]
    placements = [{v: v.view.xy[0] for v in every}] + [{v: sugiyama.grx[v].x[k] for v in every} for k in range(4)]
    narrowest = min(placements, key=lambda xs: max(xs[v] + v.view.w / 2 for v in every) - min(xs[v] - v.view.w / 2 for v in every))
    for v in every:
        v.view.xy = (narrowest[v], v.view.xy[1])
    # grandalf puts the root's layer (rank 0) on top: turn it over, leaves on top.
    rank_half = [max(v.view.h for v in layer) / 2 for layer in sugiyama.layers]
    centers, y = [], 0.0
    for half in reversed(rank_half):
        centers.append(y + half)
        y += 2 * half + GAP_Y
    centers.reverse()
    height = y - GAP_Y
    left = min(v.view.xy[0] - v.view.w / 2 for layer in sugiyama.layers for v in layer)
    right = max(v.view.xy[0] + v.view.w / 2 for layer in sugiyama.layers for v in layer)
    boxes = {}
    for key, vertex in vertices.items():
        cx, rank = vertex.view.xy[0] - left, sugiyama.grx[vertex].rank
        w, h = vertex.view.w, vertex.view.h
        boxes[key] = Box(cx - w / 2, centers[rank] - h / 2, w, h)
    # Each use of a pair: the lane through the layers between (x at each dummy), in order down.
    lanes: dict[tuple[int, int], list[tuple[float, int]]] = {}
    for pair, edge in layout_edges.items():
        dummies = sugiyama.ctrls.get(edge, {})
        ranks = sorted((r for r in dummies if dummies[r] not in (edge.v[0], edge.v[1])), reverse=True)
        lanes[pair] = [(dummies[r].view.xy[0] - left, r) for r in ranks]
    uses = edge_list(nodes) + cut_list(nodes)

    # Ports: a box's outgoing edges leave its bottom side in the order of where they go next,
    # its incoming edges enter its top side in the order of where they come from.
    def next_x(use: tuple[int, int], leaving: bool) -> float:
        """Where an edge goes next from its source (leaving), or last came from into its target."""
        if lanes[use]:
            return lanes[use][0 if leaving else -1][0]
        other = boxes[use[1] if leaving else use[0]]
        return other.x + other.w / 2

    out_port: dict[int, float] = {}
    in_port: dict[int, float] = {}
    for key, box in boxes.items():
        leaving = sorted((i for i, use in enumerate(uses) if use[0] == key), key=lambda i: (next_x(uses[i], True), i))
        entering = sorted((i for i, use in enumerate(uses) if use[1] == key), key=lambda i: (next_x(uses[i], False), i))
        for ports, group in ((out_port, leaving), (in_port, entering)):
            step = min(PORT_GAP, (box.w - 2 * TEXT_PAD) / max(len(group) - 1, 1))
            for n, i in enumerate(group):
                ports[i] = box.x + box.w / 2 + (n - (len(group) - 1) / 2) * step
    edges = []
    for i, (child, key) in enumerate(uses):
        source, target = boxes[child], boxes[key]
        siblings = [j for j, use in enumerate(uses) if use == (child, key)]
        offset = (siblings.index(i) - (len(siblings) - 1) / 2) * PORT_GAP / 2  # parallel uses of one lane
        points = [(out_port[i], source.y + source.h)]
        for x, rank in lanes[(child, key)]:
            points += [(x + offset, centers[rank] - rank_half[rank]), (x + offset, centers[rank] + rank_half[rank])]
        points.append((in_port[i], target.y))
        edges.append((child, key, points))
    return Drawing(boxes, edges, right - left, height, wrap)


def stagger_leaves(sugiyama: Any) -> None:
    """Move leaves up, one at a time, while that narrows the widest layer: a leaf that feeds
    a crowded layer sits higher, its edge running down a lane (LANE_W) instead of its box.
    A leaf may go one layer above the top: four parameters feeding one node (a compiled
    graph's) stand in two rows, not one row too wide for a phone."""
    from grandalf.layouts import Layer

    vertices = list(sugiyama.g.V())
    rank = {v: sugiyama.grx[v].rank for v in vertices}
    top = max(rank.values())

    def widest(ranks: dict[Any, int]) -> float:
        widths = [-GAP_X] * (max(ranks.values()) + 1)
        for v in vertices:
            widths[ranks[v]] += v.view.w + GAP_X
        for edge in sugiyama.g.E():
            for between in range(ranks[edge.v[0]] + 1, ranks[edge.v[1]]):
                widths[between] += LANE_W + GAP_X
        return max(widths)

    leaves = [v for v in vertices if not v.e_out()]
    while True:
        best, best_width = None, widest(rank)
        for leaf in leaves:
            for higher in range(rank[leaf] + 1, top + 2):
                width = widest({**rank, leaf: higher})
                if width < best_width - 1:
                    best, best_width = (leaf, higher), width
        if best is None:
            break
        rank[best[0]] = best[1]
    while len(sugiyama.layers) <= max(rank.values()):  # the layer above the top, when a leaf went there
        sugiyama.layers.append(Layer([]))
    for v in vertices:
        if sugiyama.grx[v].rank != rank[v]:
            sugiyama.layers[sugiyama.grx[v].rank].remove(v)
            sugiyama.grx[v].rank = rank[v]
            sugiyama.layers[rank[v]].append(v)


def edge_path(points: list[tuple[float, float]]) -> str:
    """Down a lane straight, between layers an S-curve whose ends are vertical."""
    d = f"M{points[0][0]:.1f},{points[0][1]:.1f}"
    for n in range(1, len(points)):
        (x1, y1), (x2, y2) = points[n - 1], points[n]
        if n % 2:  # between layers
            mid = (y1 + y2) / 2
            d += f" C{x1:.1f},{mid:.1f} {x2:.1f},{mid:.1f} {x2:.1f},{y2:.1f}"
        else:  # down a lane, through a layer
            d += f" L{x2:.1f},{y2:.1f}"
    return d


def narrowest(nodes: dict[int, Node]) -> Drawing:
    """The first drawing that fits WIDTH_BUDGET: one-line subtitles before two-line ones, then
    leaves staggered; else the narrowest."""
    root, tried = next(iter(nodes)), []
    for wrap, staggered in ((False, False), (True, False), (True, True)):
        tried.append(layout(nodes, root, wrap, staggered))
        if tried[-1].width + 2 * PAD <= WIDTH_BUDGET:
            return tried[-1]
    return min(tried, key=lambda drawing: drawing.width)


def placed(graphs: list[tuple[str, dict[int, Node]]]) -> tuple[list[tuple[dict[int, Node], Drawing, float, float]], float, float]:
    """Each root's drawing with its offset: side by side while they fit WIDTH_BUDGET, else below."""
    result: list[tuple[dict[int, Node], Drawing, float, float]] = []
    x, y, row_h, width = float(PAD), float(PAD), 0.0, 0.0
    for _root_name, nodes in graphs:
        drawing = narrowest(nodes)
        if x > PAD and x + drawing.width + PAD > WIDTH_BUDGET:
            x, y, row_h = float(PAD), y + row_h + GAP_Y, 0.0
        result.append((nodes, drawing, x, y))
        x += drawing.width + 2 * GAP_X
        row_h = max(row_h, drawing.height)
        width = max(width, x - 2 * GAP_X + PAD)
    return result, width, y + row_h + PAD


HALO = 4  # px a group mark's halo reaches round its box (boxes of a layer are GAP_X apart)


def render_svg(graphs: list[tuple[str, dict[int, Node]]]) -> str:
    """The SVG: a box per node (`data-node`: its number), a path per edge (`data-from` the
    input, `data-to` the node computed from it), the fence's marks drawn as diagrams.css styles
    them; as wide as its drawing, shrinking with the column only while labels stay MIN_LABEL_PX."""
    halos, boxes, edges = [], [], []
    parts, width, height = placed(graphs)
    number = 0
    for nodes, drawing, dx, dy in parts:
        numbers, number = {key: number + n for n, key in enumerate(nodes)}, number + len(nodes)
        for key, node in nodes.items():
            box = drawing.boxes[key]
            x, y, middle = box.x + dx, box.y + dy, box.x + dx + box.w / 2
            lines = [(line, "ag-sub") for line in subtitle_lines(node, drawing.wrap)]
            lines += [(name, "ag-sub ag-saved" + (" ag-freed" if freed else "")) for name, freed in node.saved]
            classes = " ".join(["ag-node", f"ag-{node.kind}"] + [f"ag-{mark}" for mark in sorted(node.marks)])
            if "group" in node.marks:
                halos.append(
                    f'<rect class="ag-halo" x="{x - HALO:.1f}" y="{y - HALO:.1f}" '
                    f'width="{box.w + 2 * HALO:.1f}" height="{box.h + 2 * HALO:.1f}" rx="9"/>'
                )
            boxes.append(
                f'<g class="{classes}" data-node="{numbers[key]}">'
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{box.w:.1f}" height="{box.h:.1f}" rx="6"/>'
                f'<text x="{middle:.1f}" y="{y + (17 if lines else 18.5):.1f}">{html.escape(node.title)}</text>'
                + "".join(
                    f'<text class="{css}" x="{middle:.1f}" y="{y + 31 + n * LINE_STEP:.1f}">{html.escape(line)}</text>'
                    for n, (line, css) in enumerate(lines)
                )
                + "</g>"
            )
        for child, key, points in drawing.edges:
            d = edge_path([(px + dx, py + dy) for px, py in points])
            cut = child in nodes[key].cut_from
            edges.append(
                f'<path class="ag-edge{" ag-cut" if cut else ""}" data-from="{numbers[child]}" data-to="{numbers[key]}" '
                f'd="{d}" marker-end="url(#ag-arrow)"/>'
            )
            if cut:  # crossed halfway along: where the recorded graph stops
                x, y = (along := path_points(d))[len(along) // 2]
                cross = f"M{x - 5:.1f},{y - 5:.1f} L{x + 5:.1f},{y + 5:.1f} M{x - 5:.1f},{y + 5:.1f} L{x + 5:.1f},{y - 5:.1f}"
                edges.append(f'<path class="ag-cut-x" d="{cross}"/>')
    width, height = math.ceil(width), math.ceil(height)
    smallest = math.ceil(width * MIN_LABEL_PX / SUBTITLE_PX)
    return (
        f'<svg class="autograd-graph" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'style="min-width:{smallest}px" xmlns="http://www.w3.org/2000/svg" aria-label="{html.escape(description(graphs))}">'
        '<defs><marker id="ag-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">'
        '<path d="M0,0 L10,5 L0,10 z"/></marker></defs>' + "".join(halos) + "".join(edges) + "".join(boxes) + "</svg>"
    )


# --- The check: the drawing draws the recorded graph, every edge once and visibly ---------
# Read from the SVG itself (what a reader sees), against the edges recorded in the graph.

DRAWN_NODE = re.compile(
    r'<g class="ag-node[^"]*" data-node="(?P<node>\d+)"><rect x="(?P<x>[-\d.]+)" y="(?P<y>[-\d.]+)" '
    r'width="(?P<w>[\d.]+)" height="(?P<h>[\d.]+)"[^>]*/><text[^>]*>(?P<title>[^<]*)</text>'
)
DRAWN_EDGE = re.compile(r'<path class="ag-edge(?P<cut> ag-cut)?" data-from="(?P<source>\d+)" data-to="(?P<target>\d+)" d="(?P<d>[^"]*)"')
ON_BORDER, APART, SHARED_RUN, VISIBLE_LENGTH = 1.5, 1.0, 12, 10  # px of the drawing


def recorded_edges(
    graphs: list[tuple[str, dict[int, Node]]], edges_of: Callable[[dict[int, Node]], list[tuple[int, int]]] = edge_list
) -> list[tuple[int, int]]:
    """The recorded graph's edges (input, node computed from it), once per use, by the numbers
    the drawing gives its nodes (`data-node`: in order, root by root); with `cut_list`, the
    edges a `cut` mark draws (from the tensor detached from to the detached tensor)."""
    result, start = [], 0
    for _root_name, nodes in graphs:
        local = {key: start + n for n, key in enumerate(nodes)}
        result += [(local[source], local[key]) for source, key in edges_of(nodes)]
        start += len(nodes)
    return result


def path_points(d: str, step: float = 1.0) -> list[tuple[float, float]]:
    """Points along an SVG path of absolute M, L and C commands, about `step` apart."""
    points: list[tuple[float, float]] = []
    for command, arguments in re.findall(r"([MLC])([^MLC]*)", d):
        numbers = [float(number) for number in re.findall(r"-?[\d.]+", arguments)]
        if command == "M":
            points.append((numbers[0], numbers[1]))
        if command == "M" or not points:  # a line or a curve goes on from where the path is
            continue
        (x0, y0), (x3, y3) = points[-1], (numbers[-2], numbers[-1])
        controls = [(x0, y0), *zip(numbers[::2], numbers[1::2], strict=True)]  # a line's two ends, a curve's four points
        count = max(1, math.ceil(sum(math.dist(a, b) for a, b in itertools.pairwise(controls)) / step))
        for t in (n / count for n in range(1, count + 1)):
            if command == "L":
                points.append((x0 + (x3 - x0) * t, y0 + (y3 - y0) * t))
            else:
                (bx, by), (cx, cy), u = controls[1], controls[2], 1 - t
                x = u**3 * x0 + 3 * u * u * t * bx + 3 * u * t * t * cx + t**3 * x3
                points.append((x, u**3 * y0 + 3 * u * u * t * by + 3 * u * t * t * cy + t**3 * y3))
    return points


def drawing_defects(svg: str, recorded: list[tuple[int, int]], cuts: list[tuple[int, int]] | None = None) -> list[str]:
    """What is wrong with a diagram: an edge of the recorded graph not drawn (or drawn twice, or
    one drawn that was not recorded), an edge that does not run from its input's box to its
    node's, passes through a box, is too short to see, or runs along another edge. An edge a
    `cut` mark draws (`cuts`) is held to the same, drawn dashed (`ag-cut`) and never recorded."""
    boxes = {int(m["node"]): (float(m["x"]), float(m["y"]), float(m["w"]), float(m["h"])) for m in DRAWN_NODE.finditer(svg)}
    titles = {int(m["node"]): html.unescape(m["title"]) for m in DRAWN_NODE.finditer(svg)}
    edges = list(DRAWN_EDGE.finditer(svg))
    drawn = [(int(m["source"]), int(m["target"]), path_points(m["d"])) for m in edges]
    drawn_cuts = Counter((int(m["source"]), int(m["target"])) for m in edges if m["cut"])

    def name(source: int, target: int) -> str:
        return f"{titles.get(source, source)} → {titles.get(target, target)}"

    defects = []
    drawn_count = Counter((source, target) for source, target, _ in drawn) - drawn_cuts
    marked = Counter(cuts or [])
    for edge in marked | drawn_cuts:
        if drawn_cuts[edge] != marked[edge]:
            defects.append(f"the cut edge {name(*edge)} is marked {marked[edge]}×, drawn {drawn_cuts[edge]}×")
    for edge, count in Counter(recorded).items():
        if drawn_count[edge] != count:
            defects.append(f"the edge {name(*edge)} is recorded {count}×, drawn {drawn_count[edge]}×")
    defects += [f"the edge {name(*edge)} is drawn but not recorded" for edge in drawn_count if edge not in recorded]

    def inside(point: tuple[float, float], box: tuple[float, float, float, float], margin: float) -> bool:
        x, y, w, h = box
        return x + margin < point[0] < x + w - margin and y + margin < point[1] < y + h - margin

    for source, target, points in drawn:
        if source not in boxes or target not in boxes:
            continue  # reported above: not recorded
        if not points or not (inside(points[0], boxes[source], -ON_BORDER) and not inside(points[0], boxes[source], ON_BORDER)):
            defects.append(f"the edge {name(source, target)} does not start at the box of {titles[source]}")
        if not points or not (inside(points[-1], boxes[target], -ON_BORDER) and not inside(points[-1], boxes[target], ON_BORDER)):
            defects.append(f"the edge {name(source, target)} does not end at the box of {titles[target]}")
        crossed = sorted({node for node, box in boxes.items() for point in points if inside(point, box, ON_BORDER)})
        defects += [f"the edge {name(source, target)} passes through the box of {titles[node]}" for node in crossed]
        if len(points) < VISIBLE_LENGTH:
            defects.append(f"the edge {name(source, target)} is too short to see ({len(points)} px)")
    # Two edges share a stretch when one runs within APART of the other for SHARED_RUN px.
    grid: dict[tuple[int, int], list[tuple[int, float, float]]] = {}
    for index, (_source, _target, points) in enumerate(drawn):
        for x, y in points:
            grid.setdefault((int(x // 2), int(y // 2)), []).append((index, x, y))
    reported = set()
    for index, (source, target, points) in enumerate(drawn):
        runs: Counter[int] = Counter()
        for x, y in points:
            near = {
                other
                for cx in (int(x // 2) - 1, int(x // 2), int(x // 2) + 1)
                for cy in (int(y // 2) - 1, int(y // 2), int(y // 2) + 1)
                for other, ox, oy in grid.get((cx, cy), [])
                if other != index and math.hypot(ox - x, oy - y) <= APART
            }
            for other in list(runs):
                if other not in near:
                    del runs[other]
            for other in near:
                runs[other] += 1
                pair = (min(index, other), max(index, other))
                if runs[other] >= SHARED_RUN and pair not in reported:
                    reported.add(pair)
                    defects.append(f"the edges {name(source, target)} and {name(*drawn[other][:2])} lie on top of each other")
    return defects


FENCE = "autograd-graph"  # mkdocs.yml's superfences custom fence (page/structure.py: DIAGRAM_LANG)


def script_path(script: str) -> Path:
    """The docs_src/ script an `autograd-graph` fence's body names."""
    return DOCS_SRC_DIR / script.strip()


ROOTS = "roots"  # the fence's option: ```autograd-graph roots="y d"


def roots_of(value: str | None, script: str) -> list[str]:
    roots = (value or "").split()
    if not roots:
        raise DiagramError(f'autograd-graph {script.strip()}: name the tensors to draw in the fence: ```autograd-graph roots="y"')
    return roots


# --- Marks: the lesson's point, found on the recorded graph (CONTRIBUTING's table of options) ---
# A mark that names nothing drawn fails the drawing, and verify names the page and the fence's line.

CAPTION = "caption"


def marks_of(options: dict[str, Any]) -> dict[str, str]:
    """A fence's marks, in MARKS' order (a drawing is looked up by them: `drawing_source`)."""
    return {name: str(options[name]) for name in MARKS if options.get(name)}


def is_tensor(value: object) -> TypeGuard[Any]:  # a torch.Tensor (torch is not imported here)
    return type(value).__name__ in ("Tensor", "Parameter") and hasattr(value, "grad_fn")


def find_node(reference: str, option: str, graphs: list[tuple[str, dict[int, Node]]], namespace: dict[str, Any], script: str) -> int:
    """The key of the drawn node `reference` names: a tensor of the script (its box), `name.grad_fn`
    (the node that made it), or a node's class drawn once; a DiagramError if none."""
    name, dot, attribute = reference.partition(".")
    every = [node for _root, nodes in graphs for node in nodes.values()]
    value = namespace.get(name)
    if dot and attribute == "grad_fn" and is_tensor(value) and value.grad_fn is not None:
        found = [node.key for node in every if node.key == id(value.grad_fn)]
    elif not dot and is_tensor(value):
        found = [node.key for node in every if node.tensor == id(value)]
    elif not dot and name not in namespace:
        found = list(dict.fromkeys(node.key for node in every if node.kind == "function" and node.title == name))
        if len(found) > 1:
            raise DiagramError(f"autograd-graph {script.strip()}: {option}={reference!r}: the drawing has {len(found)} such nodes")
    else:
        found = []
    if not found:
        hint = f" (its node: {name}.grad_fn)" if not dot and is_tensor(value) and value.grad_fn is not None else ""
        raise DiagramError(f"autograd-graph {script.strip()}: {option}={reference!r} names nothing the diagram draws{hint}")
    return found[0]


def saved_tensors(function: Any) -> list[tuple[str, bool]]:
    """The tensors a node saved for backward (`_saved_self`, `_saved_result`...), each with
    whether a backward pass already freed it (reading it then raises)."""
    saved = []
    for attribute in sorted(a for a in dir(function) if a.startswith("_saved_")):
        try:
            value = getattr(function, attribute)
        except RuntimeError:  # freed: "Trying to backward through the graph a second time..."
            saved.append((attribute, True))
            continue
        if is_tensor(value) or (isinstance(value, tuple) and value and all(is_tensor(v) for v in value)):
            saved.append((attribute, False))
    return saved


def with_marks(
    graphs: list[tuple[str, dict[int, Node]]], namespace: dict[str, Any], marks: dict[str, str], script: str
) -> list[tuple[str, dict[int, Node]]]:
    """The graphs with the fence's marks put on their nodes; a detached tensor is drawn under
    the tensor it was detached from first, so that the other marks can name it."""

    for pair in marks.get("cut", "").split():
        source_name, _, target_name = pair.partition(">")
        source, target = namespace.get(source_name), namespace.get(target_name)
        if not (is_tensor(source) and is_tensor(target)):
            raise DiagramError(f'autograd-graph {script.strip()}: cut={pair!r}: name two tensors of the script, cut="y>d"')
        if target.grad_fn is not None or target.requires_grad or target.untyped_storage().data_ptr() != source.untyped_storage().data_ptr():
            raise DiagramError(f"autograd-graph {script.strip()}: cut={pair!r}: {target_name} is not detached from {source_name}")
        start = next((node.key for _root, nodes in graphs for node in nodes.values() if node.tensor == id(source)), None)
        start = start if start is not None else find_node(f"{source_name}.grad_fn", "cut", graphs, namespace, script)
        index = next(n for n, (_root, nodes) in enumerate(graphs) if start in nodes)
        detached = Node(id(target), target_name, "requires_grad=False", "untracked", tensor=id(target), cut_from=[start])
        graphs[index] = (target_name, {detached.key: detached, **graphs[index][1]})
        graphs = [(root, nodes) for n, (root, nodes) in enumerate(graphs) if n == index or id(target) not in nodes]

    def nodes_of(key: int) -> list[Node]:
        return [nodes[key] for _root, nodes in graphs if key in nodes]

    for option, mark in (("mark", "marked"), ("group", "group")):
        for reference in marks.get(option, "").split():
            for node in nodes_of(find_node(reference, option, graphs, namespace, script)):
                node.marks.add(mark)
    references = marks.get("saved", "").split()
    for reference in references:
        keys = (
            [node.key for _root, nodes in graphs for node in nodes.values() if node.kind == "function"]
            if reference == "all"
            else [find_node(reference, "saved", graphs, namespace, script)]
        )
        found = False
        for key in keys:
            for node in nodes_of(key):
                node.saved = saved_tensors(node.function) if node.function is not None else []
                found = found or bool(node.saved)
        if not found:
            raise DiagramError(f"autograd-graph {script.strip()}: saved={reference!r}: no node it names saved a tensor")
    return graphs


def graphs_for(script: str, roots: list[str], marks: dict[str, str] | None = None) -> list[tuple[str, dict[int, Node]]]:
    """Run the script, walk each root's recorded graph and put the fence's marks on it."""
    path = script_path(script).resolve()
    if not path.is_relative_to(DOCS_SRC_DIR.resolve()) or not path.is_file():
        raise DiagramError(f"autograd-graph: no example {script.strip()!r} in docs_src/")
    namespace = runpy.run_path(str(path), run_name="__diagram__")
    missing = [name for name in roots if name not in namespace]
    if missing:
        raise DiagramError(f"autograd-graph {script.strip()}: roots {missing} are not names the script defines")
    return with_marks([(name, graph_of(name, namespace)) for name in roots], namespace, marks or {}, script)


def diagram_for(script: str, roots: list[str], marks: dict[str, str] | None = None) -> str:
    return render_svg(graphs_for(script, roots, marks))


@functools.cache
def installed_torch() -> str:
    """The installed torch's version, looked up once a process (2-3 ms a lookup, once a
    diagram; a process draws with the torch it imported, whatever is installed later)."""
    return version("torch")


def cached_diagram(script: str, roots: list[str], cache_dir: Path = CACHE_DIR, marks: dict[str, str] | None = None) -> str:
    """The diagram, redrawn only when the script, its roots, this module or torch change:
    importing torch would otherwise cost every build about 1.5 s (and each language draws it again)."""
    path = script_path(script)
    key = hashlib.sha256()
    for part in (
        path.read_bytes() if path.is_file() else script.encode(),
        " ".join(roots).encode(),
        json.dumps(marks or {}, sort_keys=True).encode(),
        Path(__file__).read_bytes(),
        installed_torch().encode(),
    ):
        key.update(part)
    cached = cache_dir / f"{key.hexdigest()}.svg"
    if cached.is_file():
        return cached.read_text(encoding="utf-8")
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):  # its prints belong to its example
        svg = diagram_for(script, roots, marks)
    cache_dir.mkdir(parents=True, exist_ok=True)
    cached.write_text(svg, encoding="utf-8")
    return svg


def drawn(script: str, roots: list[str], marks: dict[str, str] | None = None) -> str:
    """The diagram as the last passed verify run drew it (`use_verified`), else drawn here
    (cached); a DiagramError naming the script, whatever the drawing raised."""
    verified = VERIFIED.get(drawing_source(script, roots, marks))
    if verified is not None:
        return drawing_result(verified)
    try:
        return cached_diagram(script, roots, marks=marks)
    except Exception as error:  # superfences would swallow it and print the fence as code
        raise DiagramError(drawing_error(script, error)) from error


def drawing_error(script: str, error: Exception) -> str:
    return str(error) if isinstance(error, DiagramError) else f"autograd-graph {script.strip()}: {type(error).__name__}: {error}"


# --- Verify draws every diagram afresh, in its worker -----------------------------------
# The cache above is the build's: its key knows the torch version, not a patched torch. A
# diagram's claims are checked against a drawing made in verify's worker, by the torch the
# examples run against, every run (verify/compare.py); a build after that run shows what it drew.

VERIFIED: dict[str, str] = {}  # drawing_source -> what it printed, in the last passed verify run
DRAWING_IMPORT = "from autograd_site.diagrams import draw_for_verify\n"  # how every drawing's code starts


@functools.cache
def drawing_code_digest() -> str:
    """This module's digest: a drawing verify made with other drawing code is not this code's
    (verify's stamp vouches for the pages, the examples and torch, not for this module)."""
    return hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]


def drawing_source(script: str, roots: list[str], marks: dict[str, str] | None = None) -> str:
    """The code verify's worker runs to draw a diagram (an example of its own, run every run),
    naming the drawing code it runs: a build looks a drawing up by it."""
    arguments = f"{script.strip()!r}, {roots!r}" + (f", {marks!r}" if marks else "")
    return f"{DRAWING_IMPORT}draw_for_verify({arguments})  # drawing code {drawing_code_digest()}\n"


def draw_for_verify(script: str, roots: list[str], marks: dict[str, str] | None = None) -> None:
    """Print the diagram and the edges of the graph it draws, or why it cannot be drawn, as
    JSON (what `drawing_result` and `drawing_edges` read); the script's own prints belong to its example."""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            graphs = graphs_for(script, roots, marks)
            result = {"svg": render_svg(graphs), "edges": recorded_edges(graphs), "cuts": recorded_edges(graphs, cut_list)}
    except Exception as error:  # noqa: BLE001 - reported as the diagram's failure
        result = {"error": drawing_error(script, error)}
    print(json.dumps(result))


def drawing_result(printed: str) -> str:
    """The SVG `draw_for_verify` printed; a DiagramError with the reason it gave instead."""
    try:
        result = json.loads(printed)
    except ValueError as error:
        raise DiagramError(f"autograd-graph: the drawing printed something else: {printed[:200]!r}") from error
    if "error" in result:
        raise DiagramError(result["error"])
    return str(result["svg"])


def drawing_edges(printed: str, which: str = "edges") -> list[tuple[int, int]]:
    """The recorded graph's edges `draw_for_verify` printed beside its drawing ("cuts": those a `cut` mark draws)."""
    return [(int(source), int(target)) for source, target in json.loads(printed).get(which, [])]


def use_verified(printed: dict[str, str] | None) -> None:
    """The build takes the diagrams of the verify run whose outputs `printed` are (None: draw)."""
    VERIFIED.clear()
    VERIFIED.update((code, output) for code, output in (printed or {}).items() if code.startswith(DRAWING_IMPORT))


# A node's name as prose quotes it: `MulBackward0`, `AccumulateGrad`, `CopySlices`,
# a custom Function's `ExpBackward`.
NODE_NAME = re.compile(r"`(?P<name>[A-Z]\w*Backward\d*|AccumulateGrad|CopySlices)`")
DRAWN_NAME = re.compile(r"<text[^>]*>(?:grad_fn=|leaf, )?(?P<name>[^<]*)</text>")


def unnamed_nodes(prose: str, svg: str) -> list[str]:
    """The node names `prose` quotes (in backticks) that the diagram does not draw (as node
    titles, the grad_fn under a root, AccumulateGrad under a leaf)."""
    names = {html.unescape(found["name"]) for found in DRAWN_NAME.finditer(svg)}
    return [found["name"] for found in NODE_NAME.finditer(prose) if found["name"] not in names]


def validate_fence(language: str, inputs: dict[str, str], options: dict[str, Any], attrs: dict[str, Any], md: Markdown) -> bool:
    """pymdownx.superfences validator: `roots`, the marks and their `caption` are the options
    (an unknown one fails, as does a mark without a caption saying what to look at)."""
    known = {ROOTS, CAPTION, *MARKS}
    unknown = sorted(set(inputs) - known)
    if unknown:
        raise DiagramError(f"autograd-graph: unknown option(s) {unknown}; the options are {', '.join(sorted(known))}")
    if any(inputs.get(name) for name in MARKS) and not inputs.get(CAPTION, "").strip():
        raise DiagramError('autograd-graph: a marked diagram says what to look at: caption="..."')
    options[ROOTS] = inputs.get(ROOTS, "")
    options.update({name: inputs[name] for name in (CAPTION, *MARKS) if name in inputs})
    return True


KINDS = ("tensor", "function", "untracked")  # Node.kind, in the legend's order
# The legend's place under a diagram, naming the kinds of node it draws: the site writes the
# legend there in the page's language (site/interface.py, languages.py diagram_legend); the
# arrow's key comes last, named only where the drawing has an edge.
LEGEND_SLOT = re.compile(r'<figcaption class="autograd-graph-legend" data-kinds="(?P<kinds>[a-z ]*)"></figcaption>')
DRAWN_KIND = re.compile(r'class="ag-node ag-(?P<kind>[a-z]+)')

# The caption's keys: each mark the drawing uses, drawn as the drawing draws it (diagrams.css).
MARK_KEYS = {
    "ag-marked": '<g class="ag-node ag-function ag-marked"><rect x="2" y="2" width="20" height="10" rx="3"/></g>',
    "ag-halo": '<rect class="ag-halo" x="0" y="0" width="24" height="14" rx="5"/>'
    '<g class="ag-node ag-function"><rect x="4" y="3" width="16" height="8" rx="2"/></g>',
    "ag-cut": '<path class="ag-edge ag-cut" d="M1,7 L23,7"/><path class="ag-cut-x" d="M8,2 L16,12 M8,12 L16,2"/>',
    "ag-saved": '<g class="ag-node ag-function"><rect x="1" y="1" width="22" height="12" rx="3"/></g>'
    '<path class="ag-saved-line" d="M5,9 L19,9"/>',
}


# Code in a caption stands in single quotes (a fence's info string cannot hold backticks):
# caption="'MulBackward0' ...". A node's name quoted there is a claim, as under the diagram.
CAPTION_CODE = re.compile(r"'(?P<code>[^'\s][^']*)'")


def caption_names(caption: str) -> str:
    """The caption with its code in backticks, as `unnamed_nodes` reads prose."""
    return CAPTION_CODE.sub(r"`\g<code>`", caption)


def caption_html(caption: str, svg: str) -> str:
    """The caption under a marked drawing: the keys of the marks it uses, then the page's
    words ('code' in single quotes), in the page's language as the fence gives them."""
    keys = "".join(
        f'<svg class="autograd-graph-key" viewBox="0 0 24 14" aria-hidden="true">{key}</svg>'
        for css, key in MARK_KEYS.items()
        if f"{css}" in svg
    )
    words = CAPTION_CODE.sub(r"<code>\g<code></code>", html.escape(caption, quote=False))
    return f'<p class="autograd-graph-caption">{keys}{words}</p>'


def format_fence(source: str, language: str, class_name: str, options: dict[str, Any], md: Markdown, **kwargs: Any) -> str:
    """pymdownx.superfences formatter: the drawing in a frame that scrolls sideways (focusable)
    where the column is narrower than its smallest legible size, the caption of its marks, and
    the legend's place under it (no wider than the drawing: diagrams.css reads --ag-width)."""
    svg = drawn(source, roots_of(options.get(ROOTS), source), marks_of(options) or None)
    drawn_kinds = {found["kind"] for found in DRAWN_KIND.finditer(svg)}
    edges = len(DRAWN_EDGE.findall(svg))
    # The legend's keys: the kinds of node drawn, then the arrow's where an edge is drawn.
    kinds = " ".join([*(kind for kind in KINDS if kind in drawn_kinds), *(["arrow"] if edges else [])])
    width = int(re.search(r'viewBox="0 0 (\d+) ', svg)[1])  # type: ignore[index]
    caption = caption_html(options[CAPTION], svg) if options.get(CAPTION) else ""
    return (
        f'<figure class="autograd-graph-figure" data-edges="{edges}" style="--ag-width:{width}px">'
        f'<div class="autograd-graph-frame" tabindex="0">{svg}</div>{caption}'
        f'<figcaption class="autograd-graph-legend" data-kinds="{kinds}"></figcaption></figure>'
    )
