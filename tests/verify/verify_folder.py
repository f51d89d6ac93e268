"""A folder verified apart from the repository: its own docs/ and the project's Sybil
configuration, writing its failure records to its own failures.json as the repository's
conftest.py writes .verify/failures.json (so a test's run never overwrites the real one)."""

from __future__ import annotations

import textwrap
from pathlib import Path

CONFTEST = textwrap.dedent("""
    from pathlib import Path
    from autograd_site.verify.sybil_plugin import make_sybil, write_run_failures
    HERE = Path(__file__).parent
    pytest_collect_file = make_sybil(HERE / "docs").pytest()

    def pytest_sessionfinish(session, exitstatus):
        write_run_failures(HERE / "failures.json", HERE / "docs")
""")


def verify_folder(folder: Path) -> Path:
    """`folder` with an empty docs/ and the conftest.py; its docs/ folder."""
    (folder / "docs").mkdir(parents=True)
    (folder / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    return folder / "docs"
