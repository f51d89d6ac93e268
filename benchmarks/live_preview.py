"""From saving a file to the live preview showing its verification result.

    .nox/site-env/bin/python benchmarks/live_preview.py [--repeat 2]

A scratch copy of the repository (its tracked files) is served by `properdocs serve`, as
`nox -s serve` does, with the copy first on PYTHONPATH; Debian's chromium, driven by
Playwright, shows a page. Then, for a prose edit (a misspelt word on the page) and for an
example edit (docs_src/ changed so that the page's claim no longer holds), it times from
writing the file to the reloaded page showing the `verify-failure` marker, and from writing
the fix to the page showing none. The target is 2 s. Timings, not assertions: the machine
varies by +-30%, so this is never a test (tests/browser/test_live_preview.py is).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script: benchmarks.scale, tests.browser
    sys.path.insert(0, str(ROOT))

from benchmarks.scale import multiply, tracked_copy  # noqa: E402

PYTHON_BIN = Path(sys.executable).parent
MARKERS = "document.querySelectorAll('.verify-failure').length"
TARGET = 2.0


@dataclass
class LiveSite:
    """A scratch copy of the repository, served by `properdocs serve` at `url`."""

    root: Path
    url: str
    log: Path
    pages: int  # Markdown pages, both languages

    def edit(self, name: str, old: str, new: str) -> None:
        """Replace the one occurrence of `old` in the file `name` (relative to the root)."""
        path = self.root / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, f"{name}: {old!r} occurs {text.count(old)} times"
        path.write_text(text.replace(old, new), encoding="utf-8")

    def builds(self) -> list[float]:
        """The seconds each build so far took, from serve's log (the site plugin numbers its
        line: MkDocs drops its own "Documentation built in" when it repeats an earlier one)."""
        return [float(s) for s in re.findall(r"build \d+ in ([\d.]+) s; live verify", self.log.read_text(encoding="utf-8"))]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def live_site(root: Path, timeout: float = 600, factor: int = 1) -> Iterator[LiveSite]:
    """`properdocs serve` of a scratch copy of the repository made in `root` (its course copied
    `factor` times, as benchmarks/scale.py does), until the block ends."""
    tracked_copy(root)
    pages = multiply(root, factor) if factor > 1 else len(list((root / "docs").rglob("*.md")))
    for language in sorted((ROOT / "docs").glob("*/notebooks")):  # executed already: the first build reuses them
        shutil.copytree(language, root / language.relative_to(ROOT), dirs_exist_ok=True)
    port, log = free_port(), root / "serve.log"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")]), "NO_MKDOCS_2_WARNING": "1"}
    with open(log, "w", encoding="utf-8") as output:
        process = subprocess.Popen(
            [str(PYTHON_BIN / "properdocs"), "serve", "-f", "mkdocs.yml", "--dirty", "-a", f"127.0.0.1:{port}"],
            cwd=root,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + timeout
        while "Serving on" not in log.read_text(encoding="utf-8"):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"properdocs serve did not start:\n{log.read_text(encoding='utf-8')[-4000:]}")
            time.sleep(0.2)
        yield LiveSite(root, f"http://127.0.0.1:{port}/", log, pages)
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def wait_for_markers(page, present: bool, timeout: float = 180) -> float:
    """Wait until the page (reloaded by serve) shows markers, or shows none; the seconds it took."""
    start = time.monotonic()
    page.wait_for_function(
        f"present => document.readyState === 'complete' && ({MARKERS} > 0) === present", arg=present, timeout=timeout * 1000
    )
    return time.monotonic() - start


# When the page shown was loaded, and how long its load took (ms since the epoch, and ms).
NAVIGATION = "[performance.timeOrigin, performance.getEntriesByType('navigation')[0].loadEventEnd]"


def timed_edit(site: LiveSite, page, name: str, old: str, new: str) -> tuple[float, float, float, float]:
    """Seconds from saving `new` to its marker showing, and from saving the fix to none; and
    of the first, the seconds from the save to the browser starting to reload the page (the
    watcher, the rebuild, serve's notice) and the reload itself (to the page's load event)."""
    saved = time.time()
    site.edit(name, old, new)
    appear = wait_for_markers(page, True)
    origin, load = page.evaluate(NAVIGATION)
    site.edit(name, new, old)
    vanish = wait_for_markers(page, False)
    return appear, vanish, origin / 1000 - saved, load / 1000


EDITS = {  # what the reader looks at, and the edit that makes its verification fail
    "prose edit (a misspelt word)": ("backward/", "docs/id/backward.md", "Angka di `x.grad`", "Angkaa di `x.grad`"),
    "example edit (docs_src/)": (
        "backward/",
        "docs_src/backward/scalar_output.py",
        'print("x.grad  =", x.grad.item())',
        'print("x.grad  =", x.grad.item() + 1)',
    ),
}


def timed_failure(site: LiveSite, page) -> tuple[float, float]:
    """Seconds from a save that makes the strict build fail (a linked heading's anchor changed)
    to the page showing the build-failed banner, and from the fix to the banner gone."""
    start = time.monotonic()
    site.edit("docs/id/backward.md", "{ #leaves-only }", "{ #leaves-gone }")
    page.wait_for_selector(".build-failed", timeout=180_000)
    shown = time.monotonic() - start
    start = time.monotonic()
    site.edit("docs/id/backward.md", "{ #leaves-gone }", "{ #leaves-only }")
    page.wait_for_selector(".build-failed", state="detached", timeout=180_000)
    return shown, time.monotonic() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--factor", type=int, default=1, help="the course copied this many times (10: 10x)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS

    with (
        tempfile.TemporaryDirectory(prefix="live-preview-") as folder,
        live_site(Path(folder), timeout=1800, factor=args.factor) as site,
        sync_playwright() as playwright,
    ):
        first_build, pages = site.builds()[0], site.pages
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        rows = []
        for what, (url, name, old, new) in EDITS.items():
            page = browser.new_page()
            page.goto(site.url + url)
            wait_for_markers(page, False)
            before = len(site.builds())
            times = [timed_edit(site, page, name, old, new) for _ in range(args.repeat)]
            rebuilds = (len(site.builds()) - before) / (2 * args.repeat)
            rows.append((what, *(statistics.median(t[i] for t in times) for i in range(4)), rebuilds))
            page.close()
        page = browser.new_page()
        page.goto(site.url + "backward/")
        failures = [timed_failure(site, page) for _ in range(args.repeat)]
        page.close()
        builds = site.builds()[1:]
        browser.close()
    print(f"live preview of the course at {args.factor}x ({pages} pages): save -> reloaded page showing its verification")
    print(f"(median of {args.repeat}; target <= {TARGET:.0f} s)")
    print(f"{'edit':<30} {'marker shown':>13} {'marker gone':>12} {'rebuilds/save':>14}")
    for what, appear, vanish, _, _, rebuilds in rows:
        print(f"{what:<30} {appear:>12.1f}s {vanish:>11.1f}s {rebuilds:>14.1f}")
    print("marker shown, split: save -> the browser reloads (watcher, rebuild, serve's notice); the reload (to its load event)")
    for what, _, _, reloading, reload, _ in rows:
        print(f"  {what:<28} {reloading:>12.2f}s {reload:>11.2f}s")
    failed = [statistics.median(f[i] for f in failures) for i in range(2)]
    print(f"{'a save that fails the build':<30} {failed[0]:>12.1f}s {failed[1]:>11.1f}s   (banner shown / gone)")
    spread = f"{min(builds):.1f}-{max(builds):.1f} s"
    print(f"properdocs serve: first build {first_build:.1f} s; rebuilds {statistics.median(builds):.1f} s median ({spread})")
    worst = max(*(max(r[1], r[2]) for r in rows), *failed)
    print(f"target {'met' if worst <= TARGET else 'NOT met'}: worst {worst:.1f} s against {TARGET:.0f} s")


if __name__ == "__main__":
    main()
