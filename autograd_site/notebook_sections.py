"""Which code a notebook cell can leave out because earlier cells of the notebook defined it
(an `after` marker's setup: CONTRIBUTING.md, "An example and its claimed output").

`Definitions.covered`: every statement of the setup is an import, a function or a class
(never one that computes or prints: running it again could give another value, as a random
draw does), each bound by the same statement in a cell above with nothing since rebinding or
changing it. What it cannot see is a change made through another name or inside a function a
cell calls (`for node in ...: node.register_prehook(...)`): a setup of definitions keeps that rare.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence

SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
DEFINITIONS = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def parsed(source: str) -> list[ast.stmt] | None:
    """The top-level statements of `source`, None where it does not run alone (a class's
    methods shown without their class)."""
    try:
        return ast.parse(source).body
    except SyntaxError:
        return None


def bound_names(statement: ast.stmt) -> set[str]:
    """The names a top-level statement binds in the notebook's namespace."""
    if isinstance(statement, ast.Import | ast.ImportFrom):
        return {(alias.asname or alias.name).split(".")[0] for alias in statement.names}
    if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {statement.name}
    names: set[str] = set()
    pending: list[ast.AST] = [statement]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            names.add(node.id)
        if not isinstance(node, SCOPES):  # a nested def's names are its own
            pending.extend(ast.iter_child_nodes(node))
    return names


def root_name(node: ast.AST) -> str | None:
    """`Value` for `Value`, `Value.f`, `Value.f[0]`."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def run_nodes(statement: ast.stmt) -> list[ast.AST]:
    """The nodes of a statement that run when it runs: not the bodies of the functions and
    lambdas it defines (a default argument or a decorator does run)."""
    found: list[ast.AST] = []
    pending: list[ast.AST] = [statement]
    while pending:
        node = pending.pop()
        found.append(node)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            pending += [*node.decorator_list, *node.args.defaults, *(d for d in node.args.kw_defaults if d)]
        elif isinstance(node, ast.Lambda):
            pending += [*node.args.defaults, *(d for d in node.args.kw_defaults if d)]
        else:
            pending.extend(ast.iter_child_nodes(node))
    return found


def touched_names(statement: ast.stmt) -> set[str]:
    """Names whose object a top-level statement may change without rebinding them: an
    attribute or item assigned or deleted, a method called, setattr/delattr on it."""
    names: set[str] = set()
    for node in run_nodes(statement):
        if isinstance(node, ast.Attribute | ast.Subscript) and isinstance(node.ctx, ast.Store | ast.Del):
            names.add(root_name(node.value) or "")
        elif isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute):
                names.add(root_name(node.func.value) or "")
            elif isinstance(node.func, ast.Name) and node.func.id in ("setattr", "delattr") and node.args:
                names.add(root_name(node.args[0]) or "")
    return names - {""}


def same(first: Sequence[ast.AST], second: Sequence[ast.AST]) -> bool:
    return len(first) == len(second) and all(ast.dump(a) == ast.dump(b) for a, b in zip(first, second, strict=True))


def extends(current: ast.stmt, wanted: ast.stmt) -> bool:
    """`current` defines what `wanted` defines: the same statement, or the same class with
    the same bases and decorators whose body starts with `wanted`'s body."""
    if ast.dump(current) == ast.dump(wanted):
        return True
    if not (isinstance(current, ast.ClassDef) and isinstance(wanted, ast.ClassDef)) or current.name != wanted.name:
        return False
    if not (same(current.bases, wanted.bases) and same(current.keywords, wanted.keywords)):
        return False
    if not same(current.decorator_list, wanted.decorator_list):
        return False
    return same(current.body[: len(wanted.body)], wanted.body)


class Definitions:
    """What the code cells run so far define at the top level: name -> the statement that
    bound it, None where a later statement may have changed it."""

    def __init__(self) -> None:
        self.by_name: dict[str, ast.stmt | None] = {}
        self.pending: list[str] = []  # cells not analysed yet: most notebooks never ask (covered)

    def run(self, source: str) -> None:
        """Record a cell's code, run after the cells before it."""
        self.pending.append(source)

    def analyse(self, source: str) -> None:
        statements = parsed(source)
        if statements is None:
            self.by_name = {}  # a cell that does not parse: nothing above it can be relied on
            return
        for statement in statements:
            for name in touched_names(statement):
                self.by_name[name] = None
            for name in bound_names(statement):
                self.by_name[name] = statement if isinstance(statement, DEFINITIONS) else None

    def covered(self, setup: str) -> bool:
        """Whether the cells so far define everything `setup` defines, as it defines it."""
        for source in self.pending:
            self.analyse(source)
        self.pending = []
        statements = parsed(setup)
        if not statements:
            return False
        for statement in statements:
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant) and isinstance(statement.value.value, str):
                continue  # a docstring
            if not isinstance(statement, DEFINITIONS):
                return False
            for name in bound_names(statement):
                current = self.by_name.get(name)
                if current is None or not extends(current, statement):
                    return False
        return True
