"""A folder of pages verified in its own pytest process, as the drift session runs verify."""

from __future__ import annotations

import textwrap
from pathlib import Path

# The project's Sybil configuration, writing the run's failure records as the repository's
# conftest.py does, but for the pages under the folder's docs/ and into its failures.json.
CONFTEST = """
from pathlib import Path
from autograd_site.verify.sybil_plugin import make_sybil, write_run_failures
HERE = Path(__file__).parent
pytest_collect_file = make_sybil(HERE / "docs").pytest()

def pytest_sessionfinish(session, exitstatus):
    write_run_failures(HERE / "failures.json", HERE / "docs")
"""


def make_verify_folder(folder: Path) -> Path:
    """`folder` with an empty docs/ and the conftest.py that verifies it; returns docs/."""
    (folder / "docs").mkdir(exist_ok=True)
    (folder / "conftest.py").write_text(textwrap.dedent(CONFTEST), encoding="utf-8")
    return folder / "docs"
