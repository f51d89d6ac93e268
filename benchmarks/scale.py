"""How does the cost grow with the course? A synthetic course at 1x, 3x and 10x.

    .nox/site-env/bin/python benchmarks/scale.py [--factors 1 3 10] [--repeat 1]

For each factor, a scratch copy of the repository gets every topic page (both languages)
copied factor-1 times under new names, with its examples copied to new docs_src folders
(so every copy's examples are distinct and really run) and the copies in the nav with
their notebooks. Then it times, in that copy:
- warm verify:        `pytest docs -q`, a second time (the first warms the caches);
- warm docs+verify:   `pytest docs -q` then `mkdocs build --strict`, a second time;
- cold build:         `mkdocs build --strict` with the notebook and diagram caches removed
                      (notebooks executed).
Timings, not assertions: the machine varies by +-30%, so this is never a test.
"""

from __future__ import annotations

import argparse
import os
import re
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
    nav_pages, nav_notebooks = [], []
    for copy in range(2, factor + 1):
        for page in pages:
            name = f"{Path(page).stem}-{copy}.md"
            for language in ("id", "ru"):
                text = (repo / "docs" / language / page).read_text(encoding="utf-8")
                text = INCLUDE.sub(lambda m, copy=copy: f"{m[1]}{m['topic']}_{copy}/", text)
                text = GRAPH_FENCE.sub(lambda m, copy=copy: f"{m[1]}{m['topic']}_{copy}/", text)
                (repo / "docs" / language / name).write_text(text, encoding="utf-8")
            nav_pages.append(name)
            nav_notebooks.append(f"notebooks/{Path(name).stem}.ipynb")
        for topic in [p for p in (repo / "docs_src").iterdir() if p.is_dir() and not re.search(r"_\d+$", p.name)]:
            shutil.copytree(topic, repo / "docs_src" / f"{topic.name}_{copy}", dirs_exist_ok=True)
    config = repo / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    text = text.replace("  - glossary.md\n", "".join(f"  - {p}\n" for p in nav_pages) + "  - glossary.md\n", 1)
    last_notebook = re.findall(r"^      - notebooks/.*$", text, re.M)[-1]
    text = text.replace(last_notebook, last_notebook + "".join(f"\n      - {n}" for n in nav_notebooks), 1)
    config.write_text(text, encoding="utf-8")
    return len(list((repo / "docs").rglob("*.md")))


def timed(repo: Path, *commands: list[str]) -> float:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(repo), "PATH": f"{PYTHON_BIN}{os.pathsep}{os.environ['PATH']}"}
    start = time.perf_counter()
    for command in commands:
        done = subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(command)} failed in {repo}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return time.perf_counter() - start


VERIFY = [str(PYTHON_BIN / "python"), "-m", "pytest", "docs", "-q", "-p", "no:cacheprovider"]
BUILD = [str(PYTHON_BIN / "python"), "-m", "mkdocs", "build", "--strict", "-q"]


def measure(factor: int, repeat: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix=f"scale-{factor}x-") as folder:
        repo = Path(folder)
        tracked_copy(repo)
        pages = multiply(repo, factor)
        cold = []
        for _ in range(repeat):
            shutil.rmtree(repo / ".cache", ignore_errors=True)
            cold.append(timed(repo, VERIFY, BUILD))  # verify first: the build reads its report
        verify = [timed(repo, VERIFY) for _ in range(repeat)]
        both = [timed(repo, VERIFY, BUILD) for _ in range(repeat)]
        return {
            "pages": pages,
            "verify": statistics.median(verify),
            "docs+verify": statistics.median(both),
            "cold": statistics.median(cold),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--factors", type=int, nargs="+", default=[1, 3, 10])
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    rows = {factor: measure(factor, args.repeat) for factor in args.factors}
    base = rows[min(rows)]
    print(f"{'course':>8} {'pages':>6} {'warm verify':>12} {'warm docs+verify':>17} {'ratio':>6} {'cold build':>11}")
    for factor, row in rows.items():
        ratio = row["docs+verify"] / base["docs+verify"]
        print(f"{factor:>7}x {row['pages']:>6} {row['verify']:>11.1f}s {row['docs+verify']:>16.1f}s {ratio:>5.1f}x {row['cold']:>10.1f}s")
    print("target: warm docs+verify at 10x <= 2.5x the 1x figure")


if __name__ == "__main__":
    main()
