"""How fast is `verify`, against the floor and against the naive way?

    .nox/site-env/bin/python benchmarks/verify_speed.py [--repeat 3] [--skip-naive] [--nox] [--fresh]

- floor:  one Python process that imports torch and executes each distinct example once;
- verify: the real command (`pytest docs --run-all`: every example run, none taken from the last passed run);
- naive:  each claimed example, in every language, run as its own `python` process.

It prints the medians and the ratios verify/floor (target <= 1.2) and naive/verify
(target >= 60). With --nox it also times warm `nox -s docs verify` (target <= 10 s); with
--fresh, a clean clone to a verified site with empty pip and uv caches, as the README's
first command runs it on a new machine (target <= 90 s).

It also prints a lean floor and the ceiling it sets: the floor done as the worker does it
(garbage collection off while torch and torch._dynamo import, no teardown at exit) and
nothing else: no pytest, no comparison. No verifier that runs every example can beat it,
so naive/verify can never exceed naive/lean.
Timings, not assertions: the machine varies by +-30%, so this is never a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements" / "lock.txt"
sys.path.insert(0, str(ROOT))

from autograd_site.languages import DOCS_DIR  # noqa: E402
from autograd_site.verify.collect import collect_page  # noqa: E402

ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def examples():
    """Every runnable example on every page, in every language (duplicates included)."""
    return [e for p in sorted(DOCS_DIR.rglob("*.md")) for e in collect_page(p).examples if e.mode != "skip"]


def timed(command: list[str], **kwargs) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=ENV, **kwargs)
    return time.perf_counter() - start


# The worker's own warm-up before the first example, and its way out.
LEAN_START = ["import os", "import autograd_site.verify.warm"]
LEAN_END = ["os._exit(0)"]


def floor_script(distinct: list[str], lean: bool = False) -> str:
    """One process: import torch, exec each distinct example once, output discarded."""
    lines = [*(LEAN_START if lean else []), "import contextlib, io, torch", "sources = ["]
    lines += [f"    {source!r}," for source in distinct]
    lines += [
        "]",
        "for source in sources:",
        "    with contextlib.redirect_stdout(io.StringIO()):",
        "        exec(compile(source, 'example', 'exec'), {'__name__': '__main__'})",
    ]
    return "\n".join([*lines, *(LEAN_END if lean else [])]) + "\n"


def median_of(repeat: int, measure) -> float:
    return statistics.median(measure() for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-naive", action="store_true", help="skip the slow naive measurement")
    parser.add_argument("--nox", action="store_true", help="also time warm `nox -s docs verify`")
    parser.add_argument("--fresh", action="store_true", help="also time a clean clone to a verified site")
    args = parser.parse_args()

    every = examples()
    distinct = list(dict.fromkeys(e.code.source for e in every if e.code.kind == "python"))
    print(f"examples: {len(every)} runnable blocks in all languages, {len(distinct)} distinct")

    with tempfile.TemporaryDirectory() as tmp:
        script, lean_script = Path(tmp) / "floor.py", Path(tmp) / "lean_floor.py"
        script.write_text(floor_script(distinct))
        lean_script.write_text(floor_script(distinct, lean=True))
        floors, verifies, leans = [], [], []
        for _ in range(args.repeat):  # interleaved, so that a slow spell of the machine hits all three
            floors.append(timed([sys.executable, str(script)], timeout=600))
            verifies.append(timed([sys.executable, "-m", "pytest", "docs", "-q", "--run-all"], timeout=600))
            leans.append(timed([sys.executable, str(lean_script)], timeout=600))
        floor, verify, lean = (statistics.median(times) for times in (floors, verifies, leans))
        print(f"floor   {floor:7.2f} s   one process, torch imported once, each distinct example once")
        print(f"lean    {lean:7.2f} s   the same as the worker does it: GC off while importing, no teardown")
        print(f"verify  {verify:7.2f} s   pytest docs (the verify session's command)")
        print(f"ratio   verify/floor = {verify / floor:.2f}   (target <= 1.2)")

        if not args.skip_naive:
            naive = 0.0
            for index, example in enumerate(every):
                path = Path(tmp) / f"naive_{index}.py"
                path.write_text(example.code.source)
                naive += timed([sys.executable, str(path)], timeout=600)
            print(f"naive   {naive:7.2f} s   {len(every)} examples, one `python` process each")
            print(f"ratio   naive/verify = {naive / verify:.1f}   (target >= 60; ceiling naive/lean = {naive / lean:.1f})")

    if args.nox:
        warm = median_of(args.repeat, lambda: timed(["nox", "-s", "docs", "verify"], timeout=600))
        print(f"warm `nox -s docs verify` {warm:.2f} s   (target <= 10 s; notebooks from the cache)")

    if args.fresh:
        with tempfile.TemporaryDirectory() as tmp:
            fresh = fresh_clone_to_verified_site(Path(tmp))
        print(f"fresh clone -> verified site {fresh:.1f} s   (target <= 90 s; empty pip and uv caches)")


def pinned(name: str) -> str:
    """`name==version` as requirements/lock.txt pins it (the README installs the same)."""
    return next(line for line in LOCK.read_text().splitlines() if line.startswith(f"{name}=="))


def fresh_clone_to_verified_site(tmp: Path) -> float:
    """Clone, install nox and uv, `nox -s docs verify`: torch comes from the machine's local
    wheel (as on every new machine here), everything else from the registries."""
    env = {**ENV, "UV_CACHE_DIR": str(tmp / "uv-cache"), "PIP_NO_CACHE_DIR": "1"}
    tools, clone = tmp / "tools", tmp / "clone"
    start = time.perf_counter()
    for command in (
        ["git", "clone", "-q", str(ROOT), str(clone)],
        ["python3", "-m", "venv", str(tools)],  # stands in for the machine's own python3 and pip
        [str(tools / "bin" / "pip"), "install", "-q", pinned("nox"), pinned("uv")],
        [str(tools / "bin" / "nox"), "-s", "docs", "verify"],
    ):
        subprocess.run(
            command,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            cwd=clone if command[0].endswith("nox") else tmp,
            env=env,
            timeout=900,
        )
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
