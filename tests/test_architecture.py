"""Packages import downward only: every import of every module of autograd_site/ (at the top,
inside a function, under TYPE_CHECKING alike) goes to a package of a lower layer, as LAYERS
declares them, and MkDocs is imported by site/ alone. A cycle, or an import that makes a low
package depend on a high one, fails here naming the file and line."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = "autograd_site"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE

# The packages and top-level modules of autograd_site/, bottom layer first. A unit imports only
# units of the layers below its own: not one of its own layer, not one above. A new module takes
# its place here (the test fails until it has one); moving a unit up is a decision, made here.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("languages", "serve_process"),  # the one list of languages; `nox -s serve`'s process, which imports nothing of ours
    # a page read once, a word's lemma, a notebook run: each alone
    ("page", "lemmas", "notebook_execution", "notebook_sections"),
    # built on pages read: the glossary, kinds of drift, graph drawings, quoted messages, reference entries, comments translated
    ("glossary", "drift", "diagrams", "messages", "reference", "comments"),
    ("verify",),  # run every example, compare it with its claim
    ("translate", "compat", "notebooks", "search_lang"),  # what verify's results feed
    ("postbuild",),  # HTML transforms and checks of built pages, with no generator (issue 54)
    ("markdown",),  # Markdown transforms and Python-Markdown extensions, with no generator
    ("site",),  # the MkDocs plugin: only what needs a generator event; nothing imports it
)

# Only site/ knows MkDocs and ProperDocs (a move to another generator is that package's work alone).
MKDOCS_PACKAGES = {"mkdocs", "properdocs", "material", "mkdocs_static_i18n"}
MKDOCS_UNIT = "site"


def unit_of(module: str) -> str:
    """autograd_site.verify.run -> verify; autograd_site.drift -> drift; autograd_site -> ''."""
    return module.split(".")[1] if "." in module else ""


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, root: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in the file, relative ones resolved;
    `from autograd_site import x` counts as an import of autograd_site.x."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            if base == root.name:
                found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, base))
    return found


def layer_index(layers: tuple[tuple[str, ...], ...]) -> dict[str, int]:
    return {unit: level for level, units in enumerate(layers) for unit in units}


def import_problems(root: Path, layers: tuple[tuple[str, ...], ...]) -> list[str]:
    """Every import of a package at root that does not go down the layers, as `file:line: ...`."""
    level = layer_index(layers)
    problems = []
    for path in sorted(root.rglob("*.py")):
        source = unit_of(module_name(path, root))
        where = path.relative_to(root.parent).as_posix()
        if source and source not in level:
            problems.append(f"{where}: '{source}' is in no layer of LAYERS (tests/test_architecture.py): give it its place")
            continue
        for line, target in imported_modules(path, root):
            top = target.split(".")[0]
            if top in MKDOCS_PACKAGES and source != MKDOCS_UNIT:
                problems.append(f"{where}:{line}: imports {target}: only {root.name}/{MKDOCS_UNIT}/ may import MkDocs")
            if top != root.name or not source:
                continue
            dest = unit_of(target)
            if not dest or dest == source:
                continue
            if dest not in level:
                problems.append(f"{where}:{line}: imports {target}, and '{dest}' is in no layer of LAYERS")
            elif level[dest] >= level[source]:
                direction = "up" if level[dest] > level[source] else "sideways"
                problems.append(
                    f"{where}:{line}: imports {target}: '{source}' (layer {level[source]}) may not import "
                    f"'{dest}' (layer {level[dest]}, {direction}); move what both need below both"
                )
    return problems


def test_every_package_imports_only_packages_below_it():
    assert import_problems(ROOT, LAYERS) == []


def test_every_unit_is_declared_once():
    declared = [unit for units in LAYERS for unit in units]
    assert len(declared) == len(set(declared))
    present = {path.stem for path in ROOT.glob("*.py") if path.name != "__init__.py"}
    present |= {path.parent.name for path in ROOT.glob("*/*.py")}  # verify/ has no __init__.py
    assert set(declared) == present
