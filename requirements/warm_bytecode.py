"""Compile the bytecode of what verify and the build import, on every core, right after the
environment is installed: `python requirements/warm_bytecode.py` with the environment's Python.

uv's `--compile-bytecode` compiles all of site-packages (8,300 files, torch's tests and
inductor's codegen among them); verify and the build import about a third of it. Leaving
it all to the first import is no better: verify then compiles torch on one core. So the
modules below are imported here, in one process per group, the groups side by side, and
Python writes each imported module's bytecode as it goes.

The lists only make things fast: a module missing from them (or from this torch) is
compiled the first time something imports it, and an import that fails here is verify's
to report, not this script's.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys

GROUPS = [
    # What a verify worker imports before its first example (autograd_site.verify.run's
    # MODULES, not imported here: that would compile this package first, on the way; a test
    # checks the two agree), then what the examples import. torch comes first: the rest of
    # this group imports it.
    [
        "torch",
        "torch._dynamo",
        "torch._inductor.compile_fx",  # torch.compile(backend="aot_eager") in the training-loop lesson
        "torch.func",
        "torch.utils.checkpoint",
        "torch.nn.parallel",
        "torch.distributed.algorithms.ddp_comm_hooks",
    ],
    # What verify and the build import besides; none of it imports torch, so it never
    # compiles a module the first group is compiling. sympy, networkx and numpy are torch's.
    [
        "sympy",
        "networkx",
        "numpy",
        "pytest",
        "sybil",
        "mkdocs.commands.build",
        "material",
        "pymdownx",
        "autograd_site.site.build",
        "autograd_site.site.plugin",
        "autograd_site.verify.run",
    ],
]


def import_all(names: list[str]) -> None:
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001, S112 - a speed hint only (see the module's docstring)
            continue


def main(modules: list[str]) -> None:
    """With `modules`, a worker: import them. Without, start one worker a group and wait."""
    if modules:
        import_all(modules)
        return
    # Written even where PYTHONDONTWRITEBYTECODE is set: later runs only read it.
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": ""}
    workers = [subprocess.Popen([sys.executable, __file__, *group], env=env) for group in GROUPS]
    for worker in workers:
        worker.wait()


if __name__ == "__main__":
    main(sys.argv[1:])
