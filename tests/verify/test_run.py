"""The runner executes each example in isolation: fresh namespace, reset torch state,
temporary working directory, and every way out of an example reported."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from autograd_site.languages import REPO_ROOT
from autograd_site.verify import run as run_module
from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.run import Runner
from autograd_site.verify.stamp import read_printed
from tests.conftest import ensure_verified


def code(source: str, filename: str = "<example>") -> CodeBlock:
    return CodeBlock("python", source, filename, 1)


def test_every_piece_of_global_torch_state_and_the_namespace_are_fresh(runner):
    runner.run(
        code(
            "import torch\n"
            "secret = 42\n"
            "torch.set_grad_enabled(False)\n"
            "torch.set_default_dtype(torch.float64)\n"
            "torch.autograd.set_detect_anomaly(True)\n"
            "torch.set_printoptions(precision=1)\n"
            "torch.manual_seed(123)\n"
            "torch.set_num_threads(2)\n"
        )
    )
    fresh = runner.run(
        code(
            "import torch\n"
            "print(torch.is_grad_enabled(), torch.get_default_dtype(), torch.is_anomaly_enabled(), torch.get_num_threads())\n"
            "print(torch.tensor([1 / 3]))\n"
            "print(torch.rand(1), 'secret' in globals())\n"
        )
    )
    assert fresh.output == "True torch.float32 False 1\ntensor([0.3333])\ntensor([0.4963]) False\n"


@pytest.mark.parametrize("hide", ["", "import warnings\nwarnings.simplefilter('ignore')\n"])
def test_a_warning_torch_gives_once_per_process_reaches_every_example(runner, hide):
    # TORCH_WARN_ONCE: a worker that ran one example giving it would be silent for the next,
    # shown or hidden by a filter; the reader's fresh interpreter is not.
    cycle = "import torch\nx = torch.ones(1, requires_grad=True)\n(x * x).sum().backward(create_graph=True)\n"
    first = runner.run(code(hide + cycle))
    second = runner.run(code(cycle + "print('second')\n"))
    assert first.ok and ("will create a reference cycle" in first.output) == (not hide)
    assert "UserWarning: Using backward() with create_graph=True will create a reference cycle" in second.output


def test_a_worker_that_left_before_its_next_request_costs_no_example(runner):
    # The lane writes the next examples before it reads the answer that ended the worker: a
    # busy pytest (this loop holds the GIL) lets the worker leave first, and the write fails.
    ending = [code(f"import warnings\nwarnings.warn('w{i}')\n", f"<w{i}>") for i in range(20)]
    codes = [block for i, block in enumerate(ending) for block in (code(f"print({i})\n", f"<p{i}>"), block)]
    runner.submit(codes)
    for block in codes:
        assert runner.run(block).ok
        sum(range(300_000))
    assert runner.workers_started > 20


def test_an_example_killed_by_a_signal_names_the_signal(runner):
    crashed = runner.run(code("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"))
    assert crashed.error == "the process running the example ended (killed by signal 11); output printed before that is lost"


def test_uncaught_exception_points_into_the_example_file(runner, tmp_path):
    example = tmp_path / "boom.py"
    example.write_text("x = 1\nraise ValueError('boom')\n")
    outcome = runner.run(CodeBlock("python", example.read_text(), str(example), 1))
    assert outcome.error.startswith("example raised an exception it does not catch:\nTraceback (most recent call last):\n")
    assert f'File "{example}", line 2, in <module>' in outcome.error
    assert "autograd_site" not in outcome.error  # no frames of the tooling
    assert outcome.error.endswith("ValueError: boom\n")


def test_sys_exit_and_keyboard_interrupt_are_failures_not_exits(runner):
    assert runner.run(code("import sys\nsys.exit(3)\n")).error == "example called sys.exit(3); examples must run to their end"
    assert runner.run(code("raise KeyboardInterrupt\n")).error == "example raised KeyboardInterrupt"


@pytest.mark.parametrize("body", ["pass", "try:\n        pass\n    except Exception:\n        pass"], ids=["loop", "except-Exception"])
def test_a_hanging_example_times_out_even_through_except_exception(body):
    outcome = Runner(timeout=0.3).run(code(f"while True:\n    {body}\n"))
    assert outcome.error == "example did not finish within 0.3 s (set VERIFY_TIMEOUT to change the limit)"


def test_an_example_writes_in_a_temporary_directory_and_the_next_starts_in_an_empty_one(runner):
    status = ["git", "status", "--porcelain"]
    before = subprocess.run(status, cwd=REPO_ROOT, capture_output=True, text=True).stdout
    wrote = runner.run(code("import os\nos.makedirs('runs/1')\nopen('runs/1/log.txt', 'w').write('x')\nprint(os.getcwd())\n"))
    after = runner.run(code("import os\nprint(os.listdir('.'))\n"))
    workdir = Path(wrote.output.strip())
    assert "verify-" in workdir.name and not (workdir / "runs").exists()  # removed once the example ended
    assert after.output == "[]\n" and Path.cwd() != workdir
    assert subprocess.run(status, cwd=REPO_ROOT, capture_output=True, text=True).stdout == before


def test_an_example_shared_by_two_languages_runs_once():
    runner = Runner()
    block = code("print('shared')\n", "docs_src/shared.py")
    runner.run(block)
    runner.run(CodeBlock("python", "print('shared')\n", "docs_src/shared.py", 1))
    assert runner.executed == 1


def test_doctest_blocks_run_and_report_mismatches(runner):
    ok = runner.run(CodeBlock("doctest", ">>> import torch\n>>> torch.tensor(2.0) * 3\ntensor(6.)\n", "<doc-ok>", 1))
    bad = runner.run(CodeBlock("doctest", ">>> 1 + 1\n3\n", "<doc-bad>", 5))
    assert ok.ok
    assert "Expected:\n    3\nGot:\n    2" in bad.error


def test_outputs_do_not_depend_on_hash_seed_or_thread_count():
    """Every real page's examples, run in a process with another hash seed and thread count
    than the passed verify run's (a random seed, torch's default threads: the cores), print
    what that run printed (the stamp's record of it)."""
    report, output = ensure_verified()
    verified = read_printed(report)
    assert verified is not None, output
    script = (
        "import json\n"
        "from autograd_site.languages import DOCS_DIR\n"
        "from autograd_site.verify.collect import collect_page\n"
        "from autograd_site.verify.run import Runner\n"
        "with Runner() as r:\n"
        "    codes = [e.code for p in sorted(DOCS_DIR.glob('*/*.md')) for e in collect_page(p).examples]\n"
        "    r.submit(codes)\n"
        "    failed = [(c.filename, c.first_line, r.run(c).error) for c in codes if not r.run(c).ok]\n"
        "    print(json.dumps({'failed': failed, 'printed': r.printed()}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        env={"PYTHONHASHSEED": "4242", "OMP_NUM_THREADS": "1", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO_ROOT,
    )
    rerun = json.loads(result.stdout.splitlines()[-1])
    assert rerun["failed"] == []
    printed = rerun["printed"]  # the examples' (verify's record has the diagrams it drew too)
    assert len(printed) > 400 and [code for code in printed if printed[code] != verified.get(code)] == []


# --- Examples handed over ahead (Runner.submit): the worker runs them while the parent reads pages


def in_a_fresh_process(script: str, env: dict[str, str]) -> str:
    """What `script` prints in a Python of its own, started with `env` added: the fork server
    that workers come from is one per process, and keeps the environment it started with."""
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO_ROOT, env={**os.environ, **env}, timeout=300
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


NO_SIGALRM = "import signal\ndel signal.SIGALRM, signal.setitimer\n"  # Windows' signal module, simulated
RUN = (
    "from autograd_site.verify.run import Runner\n"
    "from autograd_site.verify.collect import CodeBlock\n"
    "def code(source):\n"
    "    return CodeBlock('python', source, '<example>', 1)\n"
)


def test_without_sigalrm_the_parent_keeps_time_from_when_the_worker_could_start_each_example(tmp_path):
    # Six examples of 0.3 s handed over at once are all within their limit of 0.5 s (+1 s), though
    # the last ends 1.8 s after it was handed over; a hang is ended and the next example runs.
    (tmp_path / "sitecustomize.py").write_text(NO_SIGALRM)
    script = RUN + (
        "import time\n"
        "blocks = [code(f'import time\\ntime.sleep(0.3)\\nprint({n})\\n') for n in range(6)]\n"
        "from autograd_site.verify.execute import has_alarm\n"
        "with Runner(timeout=0.5) as runner:\n"
        "    print(runner.torch_version != 'unavailable', has_alarm())\n"
        "    runner.submit(blocks)\n"
        "    time.sleep(2.5)  # the parent reads the answers late\n"
        "    print([runner.run(b).output for b in blocks])\n"
        "    print(runner.run(code('import signal\\nprint(hasattr(signal, \"SIGALRM\"))\\n')).output, end='')\n"
        "    print(runner.run(code('print(1)\\nwhile True:\\n    pass\\n')).error)\n"
        "    print(runner.run(code('print(\"after\")\\n')).output, end='')\n"
    )
    assert in_a_fresh_process(script, {"PYTHONPATH": str(tmp_path)}).splitlines() == [
        "True False",  # the runner's modules import, and know there is no alarm
        str([f"{n}\n" for n in range(6)]),
        "False",
        "example did not finish within 0.5 s (set VERIFY_TIMEOUT to change the limit)",
        "after",
    ]


def test_examples_withdrawn_before_the_worker_takes_them_never_run(tmp_path):
    marker = tmp_path / "ran.txt"
    unwanted, wanted = code(f"open({str(marker)!r}, 'w').write('x')\n"), code("print('wanted')\n")
    runner = Runner()
    runner.submit([unwanted, wanted])
    runner.withdraw({wanted})
    try:
        assert runner.run(wanted).output == "wanted\n"
    finally:
        runner.close()
    assert not marker.exists() and runner.executed == 1


def test_a_torch_that_does_not_import_fails_every_example_once_and_clearly(tmp_path):
    broken = tmp_path / "torch"
    broken.mkdir()
    (broken / "__init__.py").write_text("raise ImportError('this torch is broken')\n")
    script = RUN + (
        "with Runner() as runner:\n"
        "    print(runner.run(code('print(1)')).error)\n"
        "    print(runner.run(code('print(2)')).error)\n"
        "    print(runner.torch_version)\n"
    )
    expected = (
        "the worker process could not import numpy, torch, torch._dynamo, torch._inductor.compile_fx"
        " (exit code 1: ImportError: this torch is broken)"
    )
    printed = in_a_fresh_process(script, {"PYTHONPATH": str(tmp_path)})  # shadows the installed torch
    assert printed.splitlines() == [expected, expected, "unavailable"]


# --- Output exactly as a terminal shows it ------------------------------------------------

# One file per kind of warning; each prints around it, so that the order counts too.
WARNING_KINDS = {
    "resource_unclosed_file": (  # written beside the example: the terminal's working directory is the repository
        "import os\nprint('before')\nopen(os.path.join(os.path.dirname(__file__), 'written.txt'), 'w').write('x')\nprint('ok')\n"
    ),
    "deprecation_in_main": "import warnings\nprint('before')\nwarnings.warn('old api', DeprecationWarning)\nprint('after')\n",
    "deprecation_in_a_module": (
        "import sys, os\nsys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))\n"
        "import terminal_helper_module\nprint('before')\nterminal_helper_module.old()\nprint('after')\n"
    ),
    "user": "import warnings\nwarnings.warn('careful')\nprint('after')\n",
    "pending_deprecation": "import warnings\nwarnings.warn('soon old', PendingDeprecationWarning)\nprint('after')\n",
    "future": "import warnings\nwarnings.warn('will change', FutureWarning)\nprint('after')\n",
    "torch_user_warning": (  # a warning raised inside torch, at the line of the example that caused it
        "import torch\nx = torch.ones(2, requires_grad=True)\ny = x * 2\nprint(y.grad)\n"
    ),
    "file_and_argv": "import sys\nprint(__name__, __file__, sys.argv)\n",  # __file__ absolute, argv as typed
}
HELPER_MODULE = "import warnings\n\n\ndef old():\n    warnings.warn('old helper', DeprecationWarning, stacklevel=1)\n"


def test_each_kind_of_warning_shows_exactly_as_in_a_terminal(runner):
    """What `python <folder>/<file>.py`, typed in the repository, shows: the verifier's output must be the same."""
    (REPO_ROOT / "build").mkdir(exist_ok=True)
    shown = {}
    with tempfile.TemporaryDirectory(dir=REPO_ROOT / "build", prefix="terminal-") as folder:
        (Path(folder) / "terminal_helper_module.py").write_text(HELPER_MODULE)
        for name, source in WARNING_KINDS.items():
            example = Path(folder) / f"{name}.py"
            example.write_text(source)
            # The reader's terminal: stdout and stderr in one stream, in the order written.
            terminal = subprocess.run(
                [sys.executable, "-u", str(example.relative_to(REPO_ROOT))],
                cwd=REPO_ROOT,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                env=fresh_interpreter_env(),
            )
            verified = runner.run(CodeBlock("python", source, str(example), 1))  # as collect.py names an include
            assert verified.ok, verified.error
            assert verified.output == terminal.stdout, name
            shown[name] = "Warning:" in terminal.stdout
    # The comparison covers both sides of Python's default filters.
    assert shown == {
        "resource_unclosed_file": False,
        "deprecation_in_main": True,
        "deprecation_in_a_module": False,
        "user": True,
        "pending_deprecation": False,
        "future": True,
        "torch_user_warning": True,
        "file_and_argv": False,
    }


def test_the_filters_come_from_a_fresh_interpreter_not_from_the_parents_environment():
    script = RUN + (
        "with Runner() as runner:\n"
        '    outcome = runner.run(code(\'import warnings\\nwarnings.warn("careful")\\nprint("after")\\n\'))\n'
        "print(outcome.ok, repr(outcome.output))\n"
    )
    printed = in_a_fresh_process(script, {"PYTHONWARNINGS": "error"})  # would turn the warning into an exception
    assert printed.startswith("True ") and printed.rstrip().endswith('UserWarning: careful\\n  warnings.warn("careful")\\nafter\\n\'')


def fresh_interpreter_env() -> dict[str, str]:
    return {name: value for name, value in os.environ.items() if name not in ("PYTHONWARNINGS", "PYTHONDEVMODE")}


# --- More than one worker (Runner's lanes) ------------------------------------------------


def test_workers_default_to_one_fewer_than_the_usable_cpus_but_two_on_two_and_at_most_four(monkeypatch):
    monkeypatch.delenv("VERIFY_WORKERS", raising=False)
    counts = {}
    for cpus in (1, 2, 3, 8):
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid, cpus=cpus: set(range(cpus)), raising=False)
        counts[cpus] = run_module.default_workers()
    monkeypatch.setenv("VERIFY_WORKERS", "3")
    assert (counts, run_module.default_workers()) == ({1: 1, 2: 2, 3: 2, 8: 4}, 3)


def test_a_short_run_never_pays_for_a_second_worker():
    blocks = [code(f"print({n})\n") for n in range(60)]
    with Runner(workers=2) as runner:
        runner.submit(blocks)
        outcomes = [runner.run(block) for block in blocks]
        started = runner.workers_started
    assert [o.output for o in outcomes] == [f"{n}\n" for n in range(60)] and started == 1


@pytest.mark.parametrize("workers", [1, 2])
def test_each_example_handed_over_ahead_is_blamed_for_its_own_crash_hang_or_leak(monkeypatch, workers):
    """Handed over at once (Runner.submit), to one worker or two; the examples after a crash,
    a hang and a leak run in fresh workers."""
    monkeypatch.setattr(run_module, "SHARE", 10)  # a second worker for any queue of 10
    hang = "import signal\nsignal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGALRM])\nwhile True:\n    pass\n"
    leak = "import torch\ntorch._leaked_guard = torch.inference_mode()\ntorch._leaked_guard.__enter__()\n"
    state = "import os, torch, time\ntime.sleep(0.02)\nprint(torch.is_inference_mode_enabled(), hasattr(torch, '_leaked_guard'), {n}, os.getpid())\n"
    sources = [state.format(n=n) for n in range(30)]
    sources[5], sources[12], sources[20] = "import os\nos._exit(3)\n", hang, leak
    blocks = [code(source) for source in sources]
    with Runner(timeout=0.5, workers=workers) as runner:
        runner.submit(blocks)
        outcomes = [runner.run(block) for block in blocks]
        started = runner.workers_started
    pids = {o.output.split()[-1] for o in outcomes if o.ok}
    expected = [(f"False False {n}", None) for n in range(30)]
    expected[5] = ("", "the process running the example ended (exit code 3); output printed before that is lost")
    expected[12] = ("", "example did not finish within 0.5 s and did not answer SIGALRM (set VERIFY_TIMEOUT to change the limit)")
    expected[20] = ("", "the example left torch.inference_mode() switched on; use it as a `with` block")
    assert [(o.output.rsplit(" ", 1)[0] if o.ok else o.output, o.error) for o in outcomes] == expected  # none ran where the leak was
    assert started >= 4 and len(pids) >= 3  # a fresh worker after each of the three (a second lane's may still be starting)


def test_a_fault_in_the_runners_own_thread_is_raised_not_waited_for(monkeypatch):
    def broken(self, timeout):
        raise ValueError("a bug in the runner")

    monkeypatch.setattr(run_module.Worker, "answer", broken)
    with Runner() as runner:
        with pytest.raises(RuntimeError, match="the example runner's own thread failed") as raised:
            runner.run(code("print(1)\n"))
    assert isinstance(raised.value.__cause__, ValueError)


def test_every_worker_leaves_with_the_run_and_its_directory_and_a_closed_runner_runs_again():
    runner = Runner()
    first = runner.run(code("import os\nprint(os.getpid(), os.getcwd())\n"))
    (pid, workdir) = first.output.split()
    assert Path(workdir).is_dir()
    runner.close()
    assert not Path(f"/proc/{pid}").exists() and not Path(workdir).exists()
    assert runner.run(code("print('again')\n")).output == "again\n"
    runner.close()


def test_a_torch_that_cannot_say_whether_it_has_an_accelerator_is_seeded_on_every_device(monkeypatch):
    """torch.accelerator came in torch 2.6; the compatibility matrix runs older releases."""
    import torch

    from autograd_site.verify import execute

    monkeypatch.delattr(torch, "accelerator")
    execute.has_accelerator.cache_clear()
    try:
        assert execute.has_accelerator() is True
    finally:
        execute.has_accelerator.cache_clear()


BELOW_PYTHON = """\
from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.run import Runner

if __name__ == "__main__":
    marker = "USDT:2026-12-05 06:40:08 28694:28694 SyncActivityProfilerHandler.cpp:52] profiler_start"
    source = f"import os\\nos.write(2, b'{marker}\\\\n')\\nos.write(2, b'written below Python\\\\n')\\nprint('out')\\n"
    with Runner() as runner:
        print(runner.run(CodeBlock("python", source, "<below>", 1)).output, end="")
"""


def test_what_a_worker_writes_below_python_reaches_stderr_but_the_profilers_markers(tmp_path):
    """Torch's C++ writes straight to file descriptor 2: a reader sees it on the terminal, as
    pytest's and the build's consoles show it; Kineto's trace markers are noise there."""
    script = tmp_path / "below.py"
    script.write_text(BELOW_PYTHON)
    result = subprocess.run([sys.executable, str(script)], cwd=REPO_ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "out\n"
    assert "written below Python" in result.stderr
    assert "USDT" not in result.stderr, result.stderr
