"""Diagrams of the computational graph, drawn from the real autograd graph.

An `autograd-graph` fence names a docs_src/ script (usually the example beside it) and, in
its `roots="y d"` option, the tensors to draw: the example a reader copies carries no line
that is there only for the picture. The build runs the script, walks
`grad_fn.next_functions` from each root back to the leaves and draws an inline SVG. The
picture therefore shows what PyTorch records, and cannot drift from it; verify checks that
the node names the paragraph under the diagram quotes are drawn in it (`unnamed_nodes`),
drawing it afresh in its worker every run (`draw_for_verify`), and the build after a passed
verify shows that run's drawings (`use_verified`).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import html
import io
import json
import math
import re
import runpy
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path
from typing import Any

from markdown import Markdown
from pymdownx.superfences import SuperFencesException

from autograd_site.languages import DOCS_SRC_DIR, REPO_ROOT

CACHE_DIR = REPO_ROOT / ".cache" / "diagrams"

BOX_W, BOX_H, GAP_X, GAP_Y, PAD = 150, 44, 46, 22, 8
# Text sizes of site.css (.autograd-graph text / text.ag-sub), in a monospace font whose
# characters are 0.6 em wide: a box grows to fit its longest line, so no label overflows.
TITLE_PX, SUBTITLE_PX, CHAR_EM, TEXT_PAD = 13, 10.5, 0.6, 10


def box_width(node: Node) -> int:
    text = max(len(node.title) * TITLE_PX, len(node.subtitle) * SUBTITLE_PX) * CHAR_EM
    return max(BOX_W, math.ceil(text) + 2 * TEXT_PAD)


def description(graphs: list[tuple[str, dict[int, Node]]]) -> str:
    """What a screen reader says for the picture: each root with what it was computed from."""
    parts = []
    for _root_name, nodes in graphs:
        chain = [node.title + (f" ({node.subtitle})" if node.subtitle else "") for node in nodes.values()]
        parts.append(" ← ".join(chain))
    return "; ".join(parts)


@dataclass
class Node:
    key: int
    title: str
    subtitle: str
    kind: str  # "tensor", "function", "untracked"
    inputs: list[int] = field(default_factory=list)


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
        nodes[id(tensor)] = Node(id(tensor), root_name, f"requires_grad={tensor.requires_grad}", kind)
        return nodes
    nodes[id(tensor)] = Node(id(tensor), root_name, "grad_fn=" + type(tensor.grad_fn).__name__, "tensor", [id(tensor.grad_fn)])
    stack = [tensor.grad_fn]
    while stack:
        function = stack.pop()
        if id(function) in nodes:
            continue
        name = type(function).__name__
        if name == "AccumulateGrad":  # the edge into a leaf: draw the leaf tensor itself
            leaf = function.variable
            nodes[id(function)] = Node(id(function), tensor_name(leaf, namespace), "leaf, AccumulateGrad", "tensor")
            continue
        inputs = [next_fn for next_fn, _ in function.next_functions if next_fn is not None]
        nodes[id(function)] = Node(id(function), name, "", "function", [id(f) for f in inputs])
        stack.extend(inputs)
    return nodes


def layers(nodes: dict[int, Node], root: int) -> dict[int, int]:
    """Depth of each node from the root (longest path), for a left-to-right layout."""
    depth = {root: 0}
    order = [root]
    while order:
        key = order.pop(0)
        for child in nodes[key].inputs:
            if depth.get(child, -1) < depth[key] + 1:
                depth[child] = depth[key] + 1
                order.append(child)
    return depth


def render_svg(graphs: list[tuple[str, dict[int, Node]]]) -> str:
    boxes, edges, height, width = [], [], PAD, 0
    for _root_name, nodes in graphs:
        root = next(iter(nodes))
        depth = layers(nodes, root)
        deepest = max(depth.values())
        columns: dict[int, list[int]] = {}
        for key, level in depth.items():
            columns.setdefault(deepest - level, []).append(key)
        rows = max(len(keys) for keys in columns.values())
        place, column_x = {}, PAD  # place: key -> (x, y, box width)
        for column in sorted(columns):
            keys = columns[column]
            column_w = max(box_width(nodes[key]) for key in keys)
            for row, key in enumerate(keys):
                place[key] = (column_x, height + row * (BOX_H + GAP_Y), column_w)
            column_x += column_w + GAP_X
            width = max(width, column_x - GAP_X + PAD)
        for key, (x, y, w) in place.items():
            node = nodes[key]
            boxes.append(
                f'<g class="ag-node ag-{node.kind}"><rect x="{x}" y="{y}" width="{w}" height="{BOX_H}" rx="6"/>'
                f'<text x="{x + w / 2}" y="{y + (18 if node.subtitle else 27)}">{html.escape(node.title)}</text>'
                + (f'<text class="ag-sub" x="{x + w / 2}" y="{y + 34}">{html.escape(node.subtitle)}</text>' if node.subtitle else "")
                + "</g>"
            )
            for child in node.inputs:  # data flows from the input (left) into this node
                cx, cy, cw = place[child]
                edges.append(f'<line x1="{cx + cw}" y1="{cy + BOX_H / 2}" x2="{x - 2}" y2="{y + BOX_H / 2}" marker-end="url(#ag-arrow)"/>')
        height += rows * (BOX_H + GAP_Y) + GAP_Y
    return (
        f'<svg class="autograd-graph" role="img" viewBox="0 0 {width} {height}" width="{width}" '
        f'xmlns="http://www.w3.org/2000/svg" aria-label="{html.escape(description(graphs))}">'
        '<defs><marker id="ag-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">'
        '<path d="M0,0 L10,5 L0,10 z"/></marker></defs>' + "".join(edges) + "".join(boxes) + "</svg>"
    )


FENCE = "autograd-graph"  # mkdocs.yml's superfences custom fence


def script_path(script: str) -> Path:
    """The docs_src/ script an `autograd-graph` fence's body names."""
    return DOCS_SRC_DIR / script.strip()


ROOTS = "roots"  # the fence's option: ```autograd-graph roots="y d"


def roots_of(value: str | None, script: str) -> list[str]:
    roots = (value or "").split()
    if not roots:
        raise DiagramError(f'autograd-graph {script.strip()}: name the tensors to draw in the fence: ```autograd-graph roots="y"')
    return roots


def diagram_for(script: str, roots: list[str]) -> str:
    path = script_path(script).resolve()
    if not path.is_relative_to(DOCS_SRC_DIR.resolve()) or not path.is_file():
        raise DiagramError(f"autograd-graph: no example {script.strip()!r} in docs_src/")
    namespace = runpy.run_path(str(path), run_name="__diagram__")
    missing = [name for name in roots if name not in namespace]
    if missing:
        raise DiagramError(f"autograd-graph {script.strip()}: roots {missing} are not names the script defines")
    return render_svg([(name, graph_of(name, namespace)) for name in roots])


@functools.cache
def installed_torch() -> str:
    """The installed torch's version, looked up once a process (2-3 ms a lookup, once a
    diagram; a process draws with the torch it imported, whatever is installed later)."""
    return version("torch")


def cached_diagram(script: str, roots: list[str], cache_dir: Path = CACHE_DIR) -> str:
    """The diagram, redrawn only when the script, its roots, this module or torch change:
    importing torch would otherwise cost every build about 1.5 s (and each language draws it again)."""
    path = script_path(script)
    key = hashlib.sha256()
    for part in (
        path.read_bytes() if path.is_file() else script.encode(),
        " ".join(roots).encode(),
        Path(__file__).read_bytes(),
        installed_torch().encode(),
    ):
        key.update(part)
    cached = cache_dir / f"{key.hexdigest()}.svg"
    if cached.is_file():
        return cached.read_text(encoding="utf-8")
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):  # its prints belong to its example
        svg = diagram_for(script, roots)
    cache_dir.mkdir(parents=True, exist_ok=True)
    cached.write_text(svg, encoding="utf-8")
    return svg


def drawn(script: str, roots: list[str]) -> str:
    """The diagram, or a DiagramError naming the script (whatever drawing it raised): as the
    last passed verify run drew it, if the build was given that run's drawings (`use_verified`),
    else drawn here (cached)."""
    verified = VERIFIED.get(drawing_source(script, roots))
    if verified is not None:
        return drawing_result(verified)
    try:
        return cached_diagram(script, roots)
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


def drawing_source(script: str, roots: list[str]) -> str:
    """The code verify's worker runs to draw a diagram (an example of its own, run every run)."""
    return f"{DRAWING_IMPORT}draw_for_verify({script.strip()!r}, {roots!r})\n"


def draw_for_verify(script: str, roots: list[str]) -> None:
    """Print the diagram, or why it cannot be drawn, as JSON (what `drawing_result` reads);
    the script's own prints belong to its example."""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            result = {"svg": diagram_for(script, roots)}
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


def use_verified(printed: dict[str, str] | None) -> None:
    """The build takes the diagrams of the verify run whose outputs `printed` are (None: draw)."""
    VERIFIED.clear()
    VERIFIED.update((code, output) for code, output in (printed or {}).items() if code.startswith(DRAWING_IMPORT))


# A node's name as prose quotes it: `MulBackward0`, `AccumulateGrad`, `CopySlices`,
# a custom Function's `ExpBackward`.
NODE_NAME = re.compile(r"`(?P<name>[A-Z]\w*Backward\d*|AccumulateGrad|CopySlices)`")
DRAWN_NAME = re.compile(r"<text[^>]*>(?:grad_fn=|leaf, )?(?P<name>[^<]*)</text>")


def drawn_names(svg: str) -> set[str]:
    """Every name a diagram shows: node titles, the grad_fn under a root, AccumulateGrad under a leaf."""
    return {html.unescape(found["name"]) for found in DRAWN_NAME.finditer(svg)}


def unnamed_nodes(prose: str, svg: str) -> list[str]:
    """The node names `prose` quotes (in backticks) that the diagram does not draw."""
    names = drawn_names(svg)
    return [found["name"] for found in NODE_NAME.finditer(prose) if found["name"] not in names]


def validate_fence(language: str, inputs: dict[str, str], options: dict[str, Any], attrs: dict[str, Any], md: Markdown) -> bool:
    """pymdownx.superfences validator: `roots` is the one option (an unknown one fails)."""
    unknown = sorted(set(inputs) - {ROOTS})
    if unknown:
        raise DiagramError(f'autograd-graph: unknown option(s) {unknown}; the one option is {ROOTS}="tensor names"')
    options[ROOTS] = inputs.get(ROOTS, "")
    return True


def format_fence(source: str, language: str, class_name: str, options: dict[str, Any], md: Markdown, **kwargs: Any) -> str:
    """pymdownx.superfences custom fence formatter for ```autograd-graph blocks. The figure
    scrolls sideways inside its frame rather than shrinking its labels on a narrow screen."""
    svg = drawn(source, roots_of(options.get(ROOTS), source))
    return f'<figure class="autograd-graph-figure" tabindex="0">{svg}</figure>'
