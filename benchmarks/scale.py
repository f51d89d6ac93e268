"""How does the cost grow with the course? A synthetic course at 1x, 3x and 10x.

    .nox/site-env/bin/python benchmarks/scale.py [--factors 1 3 10] [--repeat 1] [--keep DIR]

For each factor, a scratch copy of the repository gets every topic page (both languages)
copied factor-1 times under new names, with its examples copied to new docs_src folders
(so every copy's examples are distinct and really run) and the copies in the nav with
their notebooks. Then it times, in that copy:
- warm verify:        `pytest docs -q`, a second time (the first warms the caches);
- warm docs+verify:   `pytest docs -q` then what `nox -s docs` runs (autograd_site.site.build:
                      `properdocs build --strict` after its no-op check, which skips the build when
                      nothing it reads changed), a second time;
- cold build:         the same with .cache removed: the diagram and template caches and the
                      no-op check's record (every page rendered, every diagram drawn).
Every course is built first; then the warm figures are taken in turns, a run of each
course a round, `--repeat` rounds (the median is printed): a slow spell of the shared
machine then weighs on every row alike, not on one row's ratio.
Each figure is printed as wall-clock seconds and, in brackets, the CPU seconds of every
process it ran (steadier on a machine shared with other work), each with its ratio to the
1x figure. Timings, not assertions: the machine varies by +-30%, so this is never a test.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON_BIN = Path(sys.executable).parent
INCLUDE = re.compile(r'(--8<--\s*")(?P<topic>[\w-]+)/')
GRAPH_FENCE = re.compile(r"(```autograd-graph\n)(?P<topic>[\w-]+)/")


def tracked_copy(target: Path) -> None:
    """The repository's tracked files (what a clone has), copied to `target`."""
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, files):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    if (ROOT / "node_modules").is_dir():  # front-end packages, where the build still wants them
        (target / "node_modules").symlink_to(ROOT / "node_modules")


def topic_pages(repo: Path) -> list[str]:
    """Pages whose Indonesian version includes an example."""
    return sorted(p.name for p in (repo / "docs" / "id").glob("*.md") if "--8<--" in p.read_text(encoding="utf-8"))


def multiply(repo: Path, factor: int) -> int:
    """Copy each topic page and its examples factor-1 times; returns the page count."""
    pages = topic_pages(repo)
    nav_pages = []
    for copy in range(2, factor + 1):
        for page in pages:
            # Named to sort after every page of today's course: a message the error reference
            # explains keeps its entry (the first reference section quoting it) on the original.
            name = f"z{copy}-{Path(page).stem}.md"
            for language in ("id", "ru"):
                text = (repo / "docs" / language / page).read_text(encoding="utf-8")
                text = INCLUDE.sub(lambda m, copy=copy: f"{m[1]}{m['topic']}_{copy}/", text)
                text = GRAPH_FENCE.sub(lambda m, copy=copy: f"{m[1]}{m['topic']}_{copy}/", text)
                (repo / "docs" / language / name).write_text(text, encoding="utf-8")
            nav_pages.append(name)
        for topic in [p for p in (repo / "docs_src").iterdir() if p.is_dir() and not re.search(r"_\d+$", p.name)]:
            shutil.copytree(topic, repo / "docs_src" / f"{topic.name}_{copy}", dirs_exist_ok=True)
    config = repo / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    text = text.replace("  - glossary.md\n", "".join(f"  - {p}\n" for p in nav_pages) + "  - glossary.md\n", 1)
    config.write_text(text, encoding="utf-8")
    return len(list((repo / "docs").rglob("*.md")))


def children_cpu() -> float:
    """CPU seconds (user and system) of the processes this one has waited for."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def timed(repo: Path, *commands: list[str]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of the commands, run one after another in `repo`. The CPU
    figure counts the work whatever else the shared machine runs (and both cores when the
    notebooks run in two kernels, so it can exceed the wall-clock figure)."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(repo), "PATH": f"{PYTHON_BIN}{os.pathsep}{os.environ['PATH']}"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a maintainer's checkout keeps its compiled modules between runs
    start, cpu = time.perf_counter(), children_cpu()
    for command in commands:
        done = subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(command)} failed in {repo}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return time.perf_counter() - start, children_cpu() - cpu


VERIFY = [str(PYTHON_BIN / "python"), "-m", "pytest", "docs", "-q", "-p", "no:cacheprovider"]
BUILD = [str(PYTHON_BIN / "python"), "-m", "autograd_site.site.build", "--strict", "--dirty", "-q"]  # what `nox -s docs` runs


FIGURES = {"verify": "warm verify", "docs+verify": "warm docs+verify", "cold": "cold build"}


def prepare(factor: int, repeat: int, keep: Path | None) -> tuple[Path, int, tuple[float, float]]:
    """A scratch copy of the course `factor` times over, built cold: its folder, its page
    count and the median (wall-clock, CPU) seconds of the cold build."""
    folder = keep / f"scale-{factor}x" if keep else Path(tempfile.mkdtemp(prefix=f"scale-{factor}x-"))
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    tracked_copy(folder)
    pages = multiply(folder, factor)
    cold = []
    for _ in range(repeat):
        shutil.rmtree(folder / ".cache", ignore_errors=True)
        cold.append(timed(folder, VERIFY, BUILD))  # verify first: the build reads its report
    return folder, pages, median(cold)


def measure(factors: list[int], repeat: int, keep: Path | None) -> tuple[dict[int, int], dict[int, dict[str, tuple[float, float]]]]:
    """Each course's page count and the median (wall-clock, CPU) seconds of each figure.
    The warm figures are taken in turns, one run of each course a round, so that a slow
    spell of the shared machine weighs on every course alike rather than on one row."""
    folders, pages, cold = {}, {}, {}
    try:
        for factor in factors:
            folders[factor], pages[factor], cold[factor] = prepare(factor, repeat, keep)
            print(f"{factor}x built", file=sys.stderr, flush=True)
        runs: dict[int, dict[str, list[tuple[float, float]]]] = {factor: {"verify": [], "docs+verify": []} for factor in factors}
        for _ in range(repeat):
            for factor in factors:
                runs[factor]["verify"].append(timed(folders[factor], VERIFY))
                runs[factor]["docs+verify"].append(timed(folders[factor], VERIFY, BUILD))
        rows = {factor: {figure: median(times) for figure, times in runs[factor].items()} | {"cold": cold[factor]} for factor in factors}
        return pages, rows
    finally:
        if keep is None:
            for folder in folders.values():
                shutil.rmtree(folder, ignore_errors=True)


def median(runs: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(wall for wall, _ in runs), statistics.median(cpu for _, cpu in runs)


def table(rows: dict[int, dict[str, tuple[float, float]]], pages: dict[int, int]) -> list[str]:
    """Each figure of each course size, wall-clock (CPU) seconds, and its ratio to the smallest's."""
    base = rows[min(rows)]
    lines = [f"{'course':>6} {'pages':>5} " + " ".join(f"{title:>28}" for title in FIGURES.values())]
    for factor, row in rows.items():
        cells = []
        for figure in FIGURES:
            (wall, cpu), (base_wall, base_cpu) = row[figure], base[figure]
            cells.append(f"{wall:6.1f}s ({cpu:5.1f}s) {wall / base_wall:4.1f}x ({cpu / base_cpu:4.1f}x)")
        lines.append(f"{factor:>5}x {pages[factor]:>5} " + " ".join(f"{cell:>28}" for cell in cells))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--factors", type=int, nargs="+", default=[1, 3, 10])
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="build each course in KEEP/scale-<n>x and leave it there (to profile it)")
    args = parser.parse_args()
    pages, rows = measure(args.factors, args.repeat, args.keep)
    print("wall-clock seconds (CPU seconds of every process), and the ratio of each to the 1x figure")
    print("\n".join(table(rows, pages)))
    ratio = rows[max(rows)]["docs+verify"][0] / rows[min(rows)]["docs+verify"][0]
    print(f"target: warm docs+verify at {max(rows)}x <= 2.5x the {min(rows)}x figure: {ratio:.1f}x")


if __name__ == "__main__":
    main()
