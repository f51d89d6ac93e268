"""Warm: importing this module readies a process to run examples (run.py's workers): on Linux
the fork server imports it once, and every worker is forked from there warm.
"""

from __future__ import annotations

import gc
import importlib
import sys
import warnings

from autograd_site.verify.run import MODULES

# Collections during these imports (millions of objects) cost about a fifth of their time;
# the objects live as long as the process, so they are frozen out of later collections too.
gc.disable()
try:
    with warnings.catch_warnings():
        # A terminal's python has no -W options: the filters PYTHONWARNINGS gave this process
        # (they stand first) are left out, for these imports and for every example.
        warnings.filters = warnings.filters[len(sys.warnoptions) :]
        for _name in MODULES:
            importlib.import_module(_name)
            if _name == "torch":
                # What an example's own `import torch` leaves: a fresh interpreter's filters and
                # the few torch adds (torch._dynamo's sympy one, not).
                FILTERS = list(warnings.filters)
finally:
    gc.freeze()
    gc.enable()

VERSION = str(sys.modules["torch"].__version__).split("+")[0]
