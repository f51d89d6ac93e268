"""`nox -s serve` stops cleanly on Ctrl-C and on SIGTERM: no traceback, its example worker
ended, no temporary folder left. MkDocs turns Ctrl-C into its shutdown (on_shutdown); SIGTERM
is made to do the same, and the worker, which Ctrl-C in a terminal reaches too, leaves its
ending to the parent."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest

from autograd_site.languages import REPO_ROOT
from autograd_site.serve_process import STOP_SECONDS, address_problem, bind_error, requested_address, run_until_stopped
from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.run import Runner

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and /proc-style child listing")


def test_a_worker_lets_ctrl_c_pass_and_still_ends_when_its_runner_closes():
    runner = Runner()
    where = CodeBlock("python", "import os\nprint(os.getpid())\n", "<pid>", 1)
    try:
        pid = int(runner.run(where).output)
        os.kill(pid, signal.SIGINT)  # as a terminal's Ctrl-C reaches its whole group
        time.sleep(1)
        again = runner.run(CodeBlock("python", "import os\nprint(os.getpid())\n", "<pid again>", 1))
        assert int(again.output) == pid  # no KeyboardInterrupt: the same worker answers
    finally:
        runner.close()
    state = subprocess.run(["ps", "-o", "stat=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    assert state in ("", "Z"), state  # ended (or ended and not yet reaped)


# --- `nox -s serve`: the address checked first; a stop signal to nox alone ----------------------

# MkDocs' serve as it starts and stops the site plugin (mkdocs/commands/serve.py), without a
# build: its temporary site folder, the plugin's live verifier (the example worker), a wait
# for Ctrl-C, then the plugin's shutdown and the folder removed.
SERVE_STAND_IN = """
import shutil, sys, tempfile, time
from autograd_site.site.generator import redirect_mkdocs
redirect_mkdocs()  # as the properdocs command does before it loads a plugin
from autograd_site.site.plugin import SitePlugin


def serve():
    sys.argv = ["mkdocs", "serve", "--dirty"]
    site_dir = tempfile.mkdtemp(prefix="mkdocs_")
    plugin = SitePlugin()
    plugin.on_startup(command="serve", dirty=True)
    try:
        plugin.live.runner.start()
        try:  # as MkDocs' serve, which says it serves inside the block that catches Ctrl-C
            print("Serving on", flush=True)
            while True:
                time.sleep(0.1)
        except KeyboardInterrupt:
            print("Shutting down...", flush=True)
    finally:
        plugin.on_shutdown()
        shutil.rmtree(site_dir)


if __name__ == "__main__":  # the fork server the examples' workers come from imports this file too
    serve()
"""

# nox's side: noxfile.py's serve session runs MkDocs this way.
NOX_STAND_IN = """
import sys
from autograd_site.serve_process import run_until_stopped
code, stopped = run_until_stopped([sys.executable, sys.argv[1]], dict(__import__("os").environ))
print("stopped" if stopped else f"ended {code}", flush=True)
"""


def group_members(group: int) -> list[str]:
    listed = subprocess.run(["ps", "-eo", "pid=,pgid=,stat=,args="], capture_output=True, text=True).stdout
    return [line for line in listed.splitlines() if line.split()[1] == str(group) and not line.split()[2].startswith("Z")]


def start_serve(tmp_path, ignore_sigint: bool = False) -> tuple[subprocess.Popen[str], int]:
    """The nox stand-in, in a process group of its own (as a terminal's foreground job), once
    MkDocs' stand-in serves; and MkDocs' process group. `ignore_sigint`: nox started with
    SIGINT ignored, as a shell's background job is."""
    (tmp_path / "serve.py").write_text(SERVE_STAND_IN, encoding="utf-8")
    (tmp_path / "nox.py").write_text(NOX_STAND_IN, encoding="utf-8")
    (tmp_path / "tmp").mkdir()
    env = {**os.environ, "TMPDIR": str(tmp_path / "tmp"), "PYTHONPATH": os.pathsep.join(sys.path)}

    def setup() -> None:
        os.setsid()
        if ignore_sigint:
            signal.signal(signal.SIGINT, signal.SIG_IGN)

    nox = subprocess.Popen(
        [sys.executable, str(tmp_path / "nox.py"), str(tmp_path / "serve.py")],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        preexec_fn=setup,
    )
    assert nox.stdout is not None
    for line in nox.stdout:
        if line.startswith("Serving on"):
            break
    else:
        raise AssertionError(f"serve did not start: {nox.wait()}")
    children = subprocess.run(["pgrep", "-P", str(nox.pid)], capture_output=True, text=True).stdout.split()
    [mkdocs] = [int(pid) for pid in children]
    return nox, os.getpgid(mkdocs)


def stopped_within(nox: subprocess.Popen[str], group: int, seconds: float) -> float:
    started = time.monotonic()
    nox.wait(timeout=seconds + 5)
    took = time.monotonic() - started
    deadline = time.monotonic() + 1
    while group_members(group) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert group_members(group) == []
    return took


@pytest.mark.parametrize(
    ("sent", "to", "ignore_sigint"),
    [
        (signal.SIGINT, "nox", False),
        (signal.SIGTERM, "nox", False),
        (signal.SIGINT, "nox's group", False),
        (signal.SIGTERM, "mkdocs", False),
        (signal.SIGTERM, "nox", True),
    ],
)
def test_a_stop_signal_to_nox_alone_or_mkdocs_alone_ends_everything_serve_started(tmp_path, sent, to, ignore_sigint):
    """An IDE's stop button or `kill -INT <nox's pid>` reaches nox alone; Ctrl-C in a terminal
    reaches nox's group (MkDocs runs in its own); a supervisor may signal MkDocs (SIGTERM: as
    Ctrl-C). Each way the worker ends and the site folder goes, in under 5 s, by MkDocs' own
    shutdown, also where nox was started with SIGINT ignored (a shell's background job), which
    MkDocs would inherit and then wait to be killed."""
    nox, group = start_serve(tmp_path, ignore_sigint)
    members = group_members(group)
    assert len(members) >= 2, members  # MkDocs, the worker (and its template)
    # the site folder (pymp-*: multiprocessing's own, its fork server's address)
    assert len([p for p in (tmp_path / "tmp").iterdir() if not p.name.startswith("pymp-")]) == 1
    target = {"nox": nox.pid, "nox's group": -nox.pid, "mkdocs": group}[to]
    os.killpg(-target, sent) if target < 0 else os.kill(target, sent)
    assert stopped_within(nox, group, 5) < STOP_SECONDS  # by MkDocs' shutdown, not by ending its group
    out = nox.stdout.read() if nox.stdout else ""
    assert "Traceback" not in out
    assert "Shutting down..." in out  # MkDocs' own shutdown ran: not a kill
    assert list((tmp_path / "tmp").iterdir()) == []


def test_a_command_that_ignores_the_stop_is_ended_with_its_group(tmp_path):
    """A MkDocs stuck in its shutdown (here: one that ignores Ctrl-C), and a process it started:
    both ended stop_seconds after the signal."""
    script = "import os, signal, subprocess, sys, time\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\n"
    script += "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
    script += f"open({str(tmp_path / 'group')!r}, 'w').write(str(os.getpgid(0)))\ntime.sleep(60)\n"
    (tmp_path / "stubborn.py").write_text(script, encoding="utf-8")
    started = time.monotonic()
    timer = threading.Timer(1.5, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    code, stopped = run_until_stopped([sys.executable, str(tmp_path / "stubborn.py")], dict(os.environ), stop_seconds=1.0)
    assert stopped and code == -signal.SIGTERM
    assert time.monotonic() - started < 5
    assert group_members(int((tmp_path / "group").read_text())) == []


def test_serve_on_a_taken_address_fails_at_once_in_one_line_with_the_option_to_use(tmp_path):
    with socket.socket() as taken:
        taken.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        started = time.monotonic()
        result = subprocess.run(
            [sys.executable, "-m", "nox", "-s", "serve", "--", "-a", f"127.0.0.1:{port}"],
            capture_output=True,
            text=True,
            cwd=REPO_ROOT,
            timeout=60,
        )
        took = time.monotonic() - started
    assert result.returncode != 0
    assert took < 5
    assert "Traceback" not in result.stdout + result.stderr
    [line] = [line for line in result.stderr.splitlines() if "in use" in line]
    assert line.startswith(f"nox > Session serve aborted: serve: 127.0.0.1:{port} is in use (another `nox -s serve`?): ")
    free = int(re.search(r"`nox -s serve -- -a 127\.0\.0\.1:(\d+)`", line)[1])  # type: ignore[index]
    assert free != port and bind_error("127.0.0.1", free) is None


@pytest.mark.parametrize(
    ("args", "config", "address"),
    [
        ([], "site_name: x\n", "127.0.0.1:8000"),
        ([], "site_name: x\ndev_addr: '0.0.0.0:8100'\n", "0.0.0.0:8100"),
        (["-a", "127.0.0.1:8001"], "dev_addr: 127.0.0.1:8100\n", "127.0.0.1:8001"),
        (["--dev-addr=localhost:9000"], "", "localhost:9000"),
        (["--strict", "-a127.0.0.1:8002"], "", "127.0.0.1:8002"),
    ],
)
def test_the_address_checked_is_the_one_mkdocs_would_bind(tmp_path, args, config, address):
    (tmp_path / "mkdocs.yml").write_text(config, encoding="utf-8")
    assert requested_address(args, tmp_path / "mkdocs.yml") == address


def test_a_malformed_address_is_named():
    assert address_problem("8001") == "serve: '8001' is not an address: write it host:port, e.g. 127.0.0.1:8000"
