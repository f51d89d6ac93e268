"""The tooling uses other packages through their public API only (issue 54): a patch release of
MkDocs, Material, mkdocs-jupyter, nbconvert, watchdog or pytest may change their private code
without notice, and the site must not break when it does. Every module of autograd_site/ is
read with `ast`, and each of these fails here, naming the file and line:

- an import of an underscore name of another package (`from x._y import z`, `from x import _z`);
- an attribute access `obj._name` where `_name` is no name of autograd_site's own;
- an assignment to an attribute of an imported module or class (monkeypatching a package);
- an assignment of a function to an attribute of another object (monkeypatching an instance);
- a file's modification time set (`os.utime`): the mtime trick that forced re-renders.

Dunder names (`__name__`, `__code__`) are the language's, not a package's private code."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = "autograd_site"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE
# Underscore names that their package documents as public.
PUBLIC_UNDERSCORE = {"_exit"}  # os._exit: https://docs.python.org/3/library/os.html#os._exit
# Module globals the standard library documents as the way to set them.
SETTABLE = {"sys.argv", "warnings.filters"}


def private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__")) and name not in PUBLIC_UNDERSCORE


def own_names(trees: list[ast.Module]) -> set[str]:
    """Every name autograd_site defines: functions, classes, attributes it assigns, parameters."""
    names: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and root_name(node) in ("self", "cls"):
                names.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, ast.arg):
                names.add(node.arg)
    return names


def imported_names(tree: ast.Module) -> set[str]:
    """The local names bound to another package's modules, classes or functions."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {(alias.asname or alias.name).split(".")[0] for alias in node.names if not alias.name.startswith(PACKAGE)}
        elif isinstance(node, ast.ImportFrom) and not node.level and not (node.module or "").startswith(PACKAGE):
            names |= {alias.asname or alias.name for alias in node.names}
    return names


def functions_of(tree: ast.Module) -> set[str]:
    return {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


def root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def file_problems(path: Path, tree: ast.Module, own: set[str], where: str) -> list[str]:
    imported, functions = imported_names(tree), functions_of(tree)
    problems = []

    def problem(node: ast.AST, text: str) -> None:
        problems.append(f"{where}:{getattr(node, 'lineno', 0)}: {text}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not alias.name.startswith(PACKAGE) and any(private(part) for part in alias.name.split(".")):
                    problem(node, f"imports {alias.name}, another package's private module")
        elif isinstance(node, ast.ImportFrom) and not node.level and not (node.module or "").startswith(PACKAGE):
            module = node.module or ""
            if any(private(part) for part in module.split(".")):
                problem(node, f"imports from {module}, another package's private module")
            for alias in node.names:
                if private(alias.name):
                    problem(node, f"imports {alias.name} from {module}, another package's private name")
        elif isinstance(node, ast.Attribute) and private(node.attr) and node.attr not in own:
            problem(node, f"uses .{node.attr}, another package's private name")
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for element in target.elts if isinstance(target, ast.Tuple) else [target]:
                    if not isinstance(element, ast.Attribute):
                        continue
                    base = root_name(element)
                    if base in imported and ast.unparse(element) not in SETTABLE:
                        problem(node, f"assigns {base}…{element.attr}: monkeypatches another package")
                    elif (
                        base not in ("self", "cls")
                        and isinstance(node.value, ast.Lambda | ast.Name)
                        and (isinstance(node.value, ast.Lambda) or node.value.id in functions)
                    ):
                        problem(node, f"assigns a function to {base}…{element.attr}: monkeypatches another object")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "utime":
            problem(node, "sets a file's modification time: build from contents, not mtimes")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" and node.args:
            base = root_name(node.args[0])
            if base in imported:
                problem(node, f"setattr on {base}: monkeypatches another package")
    return problems


def private_use(root: Path) -> list[str]:
    paths = sorted(root.rglob("*.py"))
    trees = [ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in paths]
    own = own_names(trees)
    return [
        problem
        for path, tree in zip(paths, trees, strict=True)
        for problem in file_problems(path, tree, own, path.relative_to(root.parent).as_posix())
    ]


def test_the_tooling_uses_other_packages_public_api_only():
    assert private_use(ROOT) == []
