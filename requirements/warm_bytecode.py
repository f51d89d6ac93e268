"""Compile the bytecode of what verify and the build import, on every core, right after the
environment is installed: `python requirements/warm_bytecode.py` with the environment's Python.

uv's `--compile-bytecode` compiles all of site-packages (8,300 files, torch's tests and
inductor's codegen among them); verify and the build import about a third of it. Leaving
it all to the first import is no better: verify then compiles torch on one core. So the
modules below are imported here, in one process per group, the groups side by side, and
Python writes each imported module's bytecode as it goes; the torch group has twice the
work of the other, which, done with its imports, compiles the folders torch's group reaches
last (LATE_FOLDERS), so that both cores finish together.

The lists only make things fast: a module missing from them (or from this torch) is
compiled the first time something imports it, and an import that fails here is verify's
to report, not this script's.
"""

from __future__ import annotations

import compileall
import importlib
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

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
    # What verify and the build import besides; none of it imports torch (a test checks), so
    # torch's modules are the first group's but for LATE_FOLDERS. sympy, networkx and numpy,
    # which torch imports too, come first, mostly compiled by the time the first group gets
    # to them (a third of its way and further).
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


# Folders of torch the first group reaches in the second half of its imports (torch._dynamo's
# and torch._inductor's mostly), most of each imported, in the order it reaches them (the
# import of torch 2.13.0): the second group, which has less to import, compiles them once its
# imports are done, the last first, so that the two meet there instead of one core idling at
# the end. A file the other has compiled already is skipped (compileall compares the source's
# time with the one its bytecode records), and one import finds compiled is simply read.
LATE_FOLDERS = [
    "_inductor",
    "_inductor/runtime",
    "_dynamo/variables",
    "distributed/fsdp",
    "distributed/tensor",
    "distributed/tensor/_ops",
    "distributed/fsdp/_fully_shard",
    "onnx/_internal/torchscript_exporter",
    "_inductor/codegen",
    "_inductor/codegen/rocm",
    "_export/serde",
    "ao/quantization/backend_config",
    "ao/quantization/fx",
    "_inductor/kernel/flex",
    "_inductor/kernel",
    "_inductor/codegen/cutlass",
    "_inductor/template_heuristics",
]
COMPILE_LATE = "--compile-late"  # the worker argument that asks for LATE_FOLDERS after the imports


def import_all(names: list[str]) -> None:
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001, S112 - a speed hint only (see the module's docstring)
            continue


def compile_late() -> None:
    """torch's LATE_FOLDERS compiled, last first, each without its subfolders (not imported)."""
    spec = importlib.util.find_spec("torch")  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        return
    torch = Path(next(iter(spec.submodule_search_locations)))
    for folder in reversed(LATE_FOLDERS):
        compileall.compile_dir(torch / folder, maxlevels=0, quiet=2)


def main(arguments: list[str]) -> None:
    """With arguments, a worker: import the modules named, then compile LATE_FOLDERS if asked.
    Without, start one worker a group (the last one also compiles LATE_FOLDERS) and wait."""
    if arguments:
        import_all([name for name in arguments if name != COMPILE_LATE])
        if COMPILE_LATE in arguments:
            compile_late()
        return
    # Written even where PYTHONDONTWRITEBYTECODE is set: later runs only read it.
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": ""}
    workers = [subprocess.Popen([sys.executable, __file__, *group], env=env) for group in GROUPS[:-1]]
    workers.append(subprocess.Popen([sys.executable, __file__, *GROUPS[-1], COMPILE_LATE], env=env))
    for worker in workers:
        worker.wait()


if __name__ == "__main__":
    main(sys.argv[1:])
