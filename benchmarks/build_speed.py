"""How fast is the build, against plain Material building the same pages? All of issue 33's ratios, from one run.

    .nox/site-env/bin/python benchmarks/build_speed.py [--repeat 3] [--fresh]

In a scratch copy of the repository's tracked files (what a clone has), after one verify and
one build there (notebooks written, caches warm), it times, in turns (a slow spell of the
shared machine weighs on every figure alike), `--repeat` rounds, medians printed:
- plain:     Material alone on the same Markdown pages, both languages: mkdocs.yml without
             this site's plugin (the notebooks with it), the diagram fence and the
             theme overrides (`properdocs build` of a generated mkdocs-plain.yml);
- clean:     the course's `properdocs build --strict` (every page rendered; the notebooks'
             outputs from the verify run before it);
- no-change: what `nox -s docs` runs after verify when nothing changed since its last
             build (`python -m autograd_site.site.build --strict --dirty`: nothing
             rendered when nothing it reads changed);
- floor and verify: one Python that imports torch and runs each distinct example once
             (benchmarks/verify_speed.py's floor), and `pytest docs -q`.
It prints the largest search index as the browser fetches it (one language, packed:
autograd_site/postbuild/search.py), and with --fresh (--fresh-only: that alone) a clone of
this checkout (`--commit`: of that commit; two runs in a row compare two) to `nox -s docs
verify` with an empty uv cache and no Node.js on PATH, split by phase, each in wall and CPU
seconds (every process it ran, those that outlived their parent too: on a shared machine
the CPU seconds are the figure to compare, a phase's wall time is a busy neighbour's too).
Timings, not assertions: the machine varies by +-30%, so this is never a test.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml
from mkdocs.utils.yaml import get_yaml_loader

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from scale import tracked_copy  # noqa: E402
from verify_speed import ENV, examples, floor_script, pinned  # noqa: E402

PYTHON_BIN = Path(sys.executable).parent
TARGETS = {"clean": 2.0, "no-change": 0.3, "index_kb": 500, "verify": 1.1, "fresh": 40.0}


def plain_config(repo: Path) -> Path:
    """mkdocs-plain.yml: the course's config without what the course adds to Material."""
    with (repo / "mkdocs.yml").open(encoding="utf-8") as file:
        config = yaml.load(file, Loader=get_yaml_loader())  # noqa: S506 - MkDocs' own loader, our own file
    config["theme"].pop("custom_dir", None)
    ours = {"autograd-site"}  # listed by name, or as a mapping with its options
    config["plugins"] = [p for p in config["plugins"] if not (p in ours if isinstance(p, str) else ours & set(p))]
    for extension in config["markdown_extensions"]:
        if isinstance(extension, dict) and "pymdownx.superfences" in extension:
            extension["pymdownx.superfences"].pop("custom_fences", None)
    config["strict"] = False  # its pages link to notebooks it does not build
    config["site_dir"] = "site-plain"
    target = repo / "mkdocs-plain.yml"
    target.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return target


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> float:
    return measured(command, cwd, env)[0]


def measured(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[float, float]:
    """Wall-clock seconds, and the CPU seconds of every process the command ran (steadier
    on a machine shared with other work)."""
    cpu = children_cpu()
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd, env=env or ENV, timeout=900)
    return time.perf_counter() - start, children_cpu() - cpu


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def largest_index(site: Path) -> tuple[int, str]:
    # What the browser fetches: the index packed (autograd_site/postbuild/search.py, PACKED).
    sizes = [(path.stat().st_size, str(path.relative_to(site))) for path in site.rglob("packed_index.json")]
    return max(sizes)


NODE = {"node", "nodejs", "npm", "npx", "corepack"}


def without_node(path: str, shadows: Path) -> str:
    """PATH with every folder that holds Node.js replaced by a folder of links to its other
    programs (Debian puts node in /usr/bin, beside git and python3)."""
    folders = []
    for number, folder in enumerate(path.split(os.pathsep)):
        if not any((Path(folder) / name).exists() for name in NODE):
            folders.append(folder)
            continue
        shadow = shadows / str(number)
        shadow.mkdir(parents=True)
        for program in Path(folder).iterdir():
            if program.name not in NODE:
                (shadow / program.name).symlink_to(program)
        folders.append(str(shadow))
    return os.pathsep.join(folders)


PHASES = [  # (a line of nox's output, the phase it starts)
    ("Running session verify", "verify: nox starts"),
    ("uv venv", "verify: environment: uv venv"),
    (" pip install ", "verify: environment: uv pip install (the lock)"),
    ("--no-deps -e", "verify: environment: this package (editable)"),
    ("warm_bytecode", "verify: environment: bytecode warm-up"),
    ("pytest docs", "verify: pytest docs"),
    ("Running session docs", "docs: nox starts"),
    ("autograd_site.site.build", "docs: the build (python -m autograd_site.site.build)"),
    ("Documentation built in", "docs: after properdocs build (the rendered site's check, the record)"),
]


def adopt_orphans() -> bool:
    """Make this process the one that orphaned descendants are handed to (Linux), so that their
    CPU seconds stay countable: verify's fork server outlives pytest, unwaited for."""
    try:
        return ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        return False


def descendants_cpu() -> float:
    """The CPU seconds of every descendant of this process so far (Linux's /proc; those ended
    and waited for too): a process's times, and those of its children it waited for."""
    stats = {}
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = entry.read_text()
        except OSError:  # ended meanwhile: its parent's counts have it once it is waited for
            continue
        fields = text[text.rfind(")") + 2 :].split()
        times = [int(f) for f in fields[11:15]]  # its user and system time, its waited children's
        stats[int(entry.parent.name)] = (int(fields[1]), sum(times[:2]), sum(times[2:]))  # and its parent
    ours = os.getpid()
    wanted, ticks = {ours}, stats[ours][2] if ours in stats else 0
    while grown := {child for child, (parent, _, _) in stats.items() if parent in wanted} - wanted:
        wanted |= grown
        ticks += sum(stats[pid][1] + stats[pid][2] for pid in grown)
    return ticks / os.sysconf("SC_CLK_TCK")


def reap_orphans(timeout: float = 30) -> None:
    """Wait for the descendants handed to this process (adopt_orphans) until they end."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if not pid:
            time.sleep(0.1)


def fresh_clone(tmp: Path, commit: str = "HEAD") -> list[tuple[str, float, float]]:
    """A clone of this checkout to a verified site, each phase timed (wall and CPU seconds):
    uv's cache empty, no Node.js on PATH, torch from the machine's local wheel as on every new
    machine here."""
    env = {**ENV, "UV_CACHE_DIR": str(tmp / "uv-cache"), "PIP_NO_CACHE_DIR": "1", "PATH": without_node(ENV["PATH"], tmp / "path")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    tools, clone = tmp / "tools", tmp / "clone"
    revision = subprocess.run(["git", "rev-parse", commit], check=True, capture_output=True, text=True, cwd=HERE).stdout.strip()
    cloned = measured(["git", "clone", "-q", "--no-checkout", str(HERE.parent), str(clone)], tmp, env)
    checked_out = measured(["git", "checkout", "-q", revision], clone, env)
    phases = [("git clone", cloned[0] + checked_out[0], cloned[1] + checked_out[1])]
    # The README's `pip install nox uv`, run by the machine's pip, into a venv of the benchmark's
    # own so that the machine's Python stays as it was. The venv sees the machine's packages, so
    # nox finds the machine's pip there (it asks pip for its configuration), as after the README's
    # command; nox, uv and what they need are installed into it whether the machine has them or
    # not. Not ensurepip's pip: its 3-5 s are no part of the README's command.
    venv = measured(["python3", "-m", "venv", "--without-pip", "--system-site-packages", str(tools)], tmp, env)
    pip = ["python3", "-m", "pip", "--python", str(tools / "bin" / "python")]
    install = measured([*pip, "install", "-q", "--ignore-installed", pinned("nox"), pinned("uv")], tmp, env)
    phases.append(("tools: pip install nox uv", venv[0] + install[0], venv[1] + install[1]))
    adopted = adopt_orphans()
    started, cpu_before = time.perf_counter(), descendants_cpu()
    marks: list[tuple[str, float, float]] = []
    output: list[str] = []
    with subprocess.Popen(
        [str(tools / "bin" / "nox"), "-s", "docs", "verify"],
        cwd=clone,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    ) as nox:
        assert nox.stdout is not None
        for line in nox.stdout:
            output.append(line)
            for needle, phase in PHASES:
                if needle in line and phase not in (name for name, _, _ in marks):
                    marks.append((phase, time.perf_counter(), descendants_cpu() - cpu_before))
    if nox.returncode:
        raise SystemExit("".join(output[-40:]) + f"fresh clone: nox -s docs verify failed ({nox.returncode})")
    ended = time.perf_counter()
    if adopted:
        reap_orphans()
    cpu_total = descendants_cpu() - cpu_before
    walls = [started] + [at for _, at, _ in marks[1:]] + [ended]
    cpus = [0.0] + [cpu for _, _, cpu in marks[1:]] + [cpu_total]
    phases += [(name, walls[i + 1] - walls[i], cpus[i + 1] - cpus[i]) for i, (name, _, _) in enumerate(marks)]
    return phases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--fresh", action="store_true", help="also time a fresh clone to a verified site")
    parser.add_argument("--fresh-only", action="store_true", help="only the fresh clone (and none of the ratios)")
    parser.add_argument("--commit", default="HEAD", help="the commit the fresh clone checks out (to compare two)")
    parser.add_argument("--keep", type=Path, help="build in this folder (kept) instead of a temporary one")
    args = parser.parse_args()
    if not args.fresh_only:
        ratios(args.repeat, args.keep)
    if args.fresh or args.fresh_only:
        fresh(args.commit)


def line(figure: str, value: str, ratio: float, target: float, unit: str = "x") -> str:
    verdict = "met" if ratio <= target else "NOT met"
    return f"{figure:<44} {value:>22}  {ratio:6.2f}{unit} (target <= {target:g}{unit}: {verdict})"


def ratios(repeat: int, keep: Path | None) -> None:
    with tempfile.TemporaryDirectory(prefix="build-speed-") as tmp:
        repo = keep or Path(tmp) / "repo"
        repo.mkdir(parents=True, exist_ok=True)
        tracked_copy(repo)
        # The copy's own package first (the environment's is this checkout's, installed editable).
        env = {**ENV, "PATH": f"{PYTHON_BIN}{os.pathsep}{ENV['PATH']}", "VIRTUAL_ENV": str(PYTHON_BIN.parent), "PYTHONPATH": str(repo)}
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # a maintainer's checkout keeps its compiled modules
        plain = plain_config(repo)
        properdocs = [str(PYTHON_BIN / "properdocs"), "build"]
        generator = [*properdocs, "--strict"]  # the config file is named below
        run([sys.executable, "-m", "pytest", "docs", "-q"], repo, env)
        run([*generator, "-f", "mkdocs.yml"], repo, env)  # notebooks written, caches warm
        distinct = list(dict.fromkeys(e.code.source for e in examples() if e.code.kind == "python"))
        script = Path(tmp) / "floor.py"
        script.write_text(floor_script(distinct))

        nox_docs = [sys.executable, "-m", "autograd_site.site.build", "--strict", "--dirty"]
        commands = {
            "plain": [*properdocs, "-f", str(plain)],
            "clean": [*generator, "-f", "mkdocs.yml"],
            "no-change": nox_docs,
            "floor": [sys.executable, str(script)],
            "verify": [sys.executable, "-m", "pytest", "docs", "-q", "--run-all"],  # every example, as the floor runs them
        }
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(repeat):
            for name, command in commands.items():
                if name == "no-change":  # the builds before it rewrote site/: a build through it records this one
                    run(nox_docs, repo, env)
                times[name].append(measured(command, repo, env))
        median = {name: statistics.median(wall for wall, _ in values) for name, values in times.items()}
        cpu = {name: statistics.median(seconds for _, seconds in values) for name, values in times.items()}
        index_size, index_name = largest_index(repo / "site")
        shutil.rmtree(repo / "site-plain", ignore_errors=True)

    print(f"medians of {repeat}, taken in turns; plain Material: {median['plain']:.2f} s ({cpu['plain']:.2f} s CPU)")
    for name, figure in (
        ("clean", "clean build"),
        ("no-change", "no-change `nox -s docs`"),
    ):
        target = TARGETS["clean" if name == "clean" else "no-change"]
        print(line(f"{figure} / plain Material", f"{median[name]:.2f} s", median[name] / median["plain"], target))
        print(line("  the same in CPU seconds", f"{cpu[name]:.2f} s", cpu[name] / cpu["plain"], target))
    print(line(f"largest search index ({index_name})", f"{index_size / 1000:.0f} KB", index_size / 1000, TARGETS["index_kb"], " KB"))
    verify = f"{median['verify']:.2f} s / {median['floor']:.2f} s"
    print(line("verify (pytest docs) / floor", verify, median["verify"] / median["floor"], TARGETS["verify"]))
    verify_cpu = f"{cpu['verify']:.2f} s / {cpu['floor']:.2f} s"
    print(line("  the same in CPU seconds", verify_cpu, cpu["verify"] / cpu["floor"], TARGETS["verify"]))


def fresh(commit: str) -> None:
    with tempfile.TemporaryDirectory(prefix="fresh-clone-") as tmp:
        phases = fresh_clone(Path(tmp), commit)
    total = sum(seconds for _, seconds, _ in phases)
    print("fresh clone -> `nox -s docs verify` (empty uv cache, no Node.js on PATH), by phase (wall, CPU):")
    for name, seconds, cpu_seconds in phases:
        print(f"  {name:<50} {seconds:6.1f} s {cpu_seconds:6.1f} s CPU")
    print(f"  {'(all phases, CPU seconds)':<50} {'':8} {sum(c for _, _, c in phases):6.1f} s CPU")
    print(line("fresh clone total", f"{total:.1f} s", total, TARGETS["fresh"], " s"))


if __name__ == "__main__":
    main()
