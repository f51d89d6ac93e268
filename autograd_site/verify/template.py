"""Template: one warm process per run, from which every worker is forked (Linux).

Importing torch, torch._dynamo and inductor's compiler costs a worker about 3.3 s of CPU. A
run that starts a second worker, or a fresh one after an example crashed it, would pay that
again; on two CPUs it is CPU the examples and pytest need. So on Linux the run starts one
*template* process instead, which imports all of it once, runs no example, and forks a worker
whenever the run asks for one: a worker then starts in a few milliseconds, as warm as its
template and as clean (nothing has run in it).

    parent (Template)                           template (worker.serve_template)
    Template()  ── spawn, a control socket ───▶ warm_up()
                ◀── ("warm", ...) ─────────────
    fork(channel) ── b"f" + the channel's fd ─▶ os.fork() ──▶ worker.serve(channel)
                ◀── ("forked", pid) ──────────
                ◀── ("ended", pid, exit code) ─ (when it reaps a worker)

The template is started as a worker is (worker.spawn: the same interpreter, environment and
working directory), so what an example sees is the same either way. Fork requests sent while
it warms up wait in the socket. It is the parent of its workers, so it reaps them and tells
their exit codes: a worker killed by a signal is still named by it. It leaves when the run
closes the control socket; a worker leaves when its own channel closes.

Elsewhere (Windows; macOS, where a forked process may not use every system library) each
worker is spawned and warms up itself: `available()` says which.
"""

from __future__ import annotations

import atexit
import os
import pickle
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections import deque
from typing import IO, Any

from autograd_site.languages import REPO_ROOT

# A terminal's python has none of these: they would change which warnings an example shows.
NOT_INHERITED = ("PYTHONWARNINGS", "PYTHONDEVMODE")


# What torch's profiler (Kineto) writes to the process's stderr as an example profiles, below
# Python and whatever KINETO_LOG_LEVEL says: trace markers, not output, nor a problem.
PROFILER_MARKER = re.compile(rb"^USDT:\S+ \S+ \d+:\d+ \w+\.cpp:\d+\] profiler_\w+\r?\n?$")
FORWARDERS: list[threading.Thread] = []


def spawn(*args: str, **popen: Any) -> subprocess.Popen[bytes]:
    """`python -m autograd_site.verify.worker ARGS` as every worker or template starts: this
    interpreter, run from the repository, in this environment less NOT_INHERITED. Its stderr
    (and its forked workers': a template's) reaches this process's, profiler markers left out."""
    env = {name: value for name, value in os.environ.items() if name not in NOT_INHERITED}
    popen.setdefault("stderr", subprocess.PIPE)
    process = subprocess.Popen([sys.executable, "-m", "autograd_site.verify.worker", *args], cwd=REPO_ROOT, env=env, **popen)
    if process.stderr is not None:
        forwarder = threading.Thread(target=forward, args=(process.stderr,), daemon=True)
        forwarder.start()
        FORWARDERS.append(forwarder)
    return process


def forward(stderr: IO[bytes]) -> None:
    """Each line a worker writes to stderr, as it comes, onto this process's stderr (fd 2, where
    it wrote before), but the profiler's markers."""
    for line in iter(stderr.readline, b""):
        if not PROFILER_MARKER.match(line):
            os.write(2, line)
    stderr.close()


@atexit.register
def forwarded() -> None:
    """What the workers wrote last (a crash's traceback) is written before this process ends
    (a second at most, for all of them: a worker still running keeps its pipe open)."""
    deadline = time.monotonic() + 1
    for forwarder in FORWARDERS:
        forwarder.join(timeout=max(0.0, deadline - time.monotonic()))


def available() -> bool:
    """Whether workers are forked from a template here (Linux), rather than spawned each."""
    return sys.platform == "linux" and hasattr(os, "fork") and hasattr(socket, "send_fds")


class ForkedProcess:
    """The parent's handle on a forked worker, with what the run uses of subprocess.Popen:
    `poll`, `wait`, `kill`, `send_signal` and `returncode`. Its pid is known once the template
    has forked it; its exit code once the template has reaped it (or, should the template end
    first, the template's own exit code: a template that failed to warm up forked nothing)."""

    def __init__(self) -> None:
        self.pid: int | None = None
        self.returncode: int | None = None
        self._ended = threading.Event()
        self._kill_when_forked = False

    def poll(self) -> int | None:
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if not self._ended.wait(timeout):
            raise subprocess.TimeoutExpired("forked worker", timeout or 0.0)
        assert self.returncode is not None
        return self.returncode

    def send_signal(self, signum: int) -> None:
        if self.pid is not None and self.returncode is None:
            try:
                os.kill(self.pid, signum)
            except ProcessLookupError:  # ended; the template tells its exit code
                pass

    def kill(self) -> None:
        if self.pid is None:  # still waiting for the template, which kills it once forked
            self._kill_when_forked = True
            self._end(-signal.SIGKILL)
        self.send_signal(signal.SIGKILL)

    def _forked(self, pid: int) -> None:
        self.pid = pid
        if self._kill_when_forked:  # ended for the caller already: send_signal would not
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def _end(self, exit_code: int) -> None:
        if self.returncode is None:
            self.returncode = exit_code
            self._ended.set()


class Template:
    """The parent's handle on the template: asks it for workers, and hears of their ends."""

    def __init__(self) -> None:
        self._control, theirs = socket.socketpair()
        with theirs:
            self.process = spawn("--template", str(theirs.fileno()), stdin=subprocess.DEVNULL, pass_fds=(theirs.fileno(),))
        self._lock = threading.Lock()
        self._asked: deque[ForkedProcess] = deque()  # fork requests not answered yet, in order
        self._forked: dict[int, ForkedProcess] = {}
        self._warm = False  # it has imported torch (and may be forking)
        self._ended = False
        threading.Thread(target=self._read, args=(self._control.makefile("rb"),), daemon=True).start()

    def fork(self, channel: socket.socket) -> ForkedProcess:
        """A worker, forked once the template is warm, that serves `channel` (the worker's end of
        a socket pair; the caller keeps the other and may write to it at once)."""
        handle = ForkedProcess()
        with self._lock:
            if not self._ended:
                self._asked.append(handle)
                try:
                    socket.send_fds(self._control, [b"f"], [channel.fileno()])
                except OSError:  # the template is gone: its reader ends the handle
                    pass
                return handle
        handle._end(self.process.wait())
        return handle

    def close(self) -> None:
        """Let the template leave (its workers leave as their channels close); one still
        importing torch is ended at once."""
        if not self._warm:
            self.process.kill()
        try:
            self._control.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._control.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def _read(self, reports: IO[bytes]) -> None:
        """In a thread: pass each report on to its worker's handle; when the template ends, end
        the handles it had not reported on."""
        with reports:
            try:
                while True:
                    kind, pid, exit_code = pickle.load(reports)
                    with self._lock:
                        if kind == "warm":
                            self._warm = True
                        elif kind == "forked":
                            handle = self._asked.popleft()
                            self._forked[pid] = handle
                            handle._forked(pid)
                        else:
                            self._forked.pop(pid)._end(exit_code)
            except (EOFError, OSError, pickle.UnpicklingError, ValueError):
                pass
        exit_code = self.process.wait()
        with self._lock:
            self._ended = True
            left = [*self._asked, *self._forked.values()]
            self._asked.clear()
            self._forked.clear()
        for handle in left:
            handle._end(exit_code)
