"""Worker: the process that executes the examples, one after another.

Started at the beginning of a verify run, it imports torch while pytest is still starting
and collecting the pages in the parent: on two cores the two overlap, and the parent never
imports torch at all. A worker runs example after example (a process each would cost a torch
import each, about 3.3 s of CPU here); run.py starts more only for a long run on a machine
with CPUs to spare. On Linux the run's workers are forked from one template that has done
that import (template.py), so a second worker, or a fresh one, starts in milliseconds;
elsewhere each is spawned and imports torch itself. It leaves with os._exit: tearing torch's
modules down costs ~0.9 s.

A worker that an example crashes, hangs beyond the reach of SIGALRM, or leaves in a state
that cannot be reset is discarded, and the next example gets a fresh one. Where there is no
SIGALRM (Windows), the parent alone enforces the time limit: it ends a worker that overruns.

The two talk through the worker's stdin and stdout, pickled, on every OS (no inherited file
descriptors, which Windows lacks); the worker moves its own stdout onto stderr first, so that
nothing an example writes below Python's level can get into the channel.

    parent (Worker)                           child (serve)
    start()  ── spawn ──────────────────────▶ warm_up(): import torch, torch._dynamo
             (or fork from the template, which has warmed up: template.py)
    ready()  ◀── Ready(torch version, alarm) ─
    send()   ── (CodeBlock, timeout) ────────▶ execute()      (several may wait in the pipe)
    result() ◀── (Outcome, retire) ──────────                 (in the order sent)
    close()  ── None ───────────────────────▶ os._exit(0)    (also after answering retire)

Requests are answered in the order they were sent; the parent (run.py) writes a few ahead, so
the worker goes from one example to the next without waiting. Each answer is stamped with the
time it arrived, so that an example's time limit counts from when the worker could start it
(its request written, the previous answer given), however late the parent reads the answer.
"""

from __future__ import annotations

import gc
import importlib
import os
import pickle
import queue
import selectors
import signal
import socket
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Any

from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.execute import SCRATCH, Outcome, execute, has_alarm, timeout_message
from autograd_site.verify.template import ForkedProcess, Template, spawn

# torch.optim imports torch._dynamo on its first use (2 s here), and torch.compile imports
# torch._inductor on its first (1.1 s of CPU, even for backend="aot_eager"); importing them
# while warming up keeps that out of the first training or compiling example's timeout.
WARM_UP = ("numpy", "torch", "torch._dynamo", "torch._inductor.compile_fx")
WARM_UP_LIMIT = 300.0  # seconds: the first import after an install compiles bytecode
GRACE = 5.0  # seconds beyond an example's own timeout before the parent kills the worker
OVERHEAD = 1.0  # seconds beyond the timeout, without SIGALRM: setting up, and the pipe
ENDED = object()  # what the reader passes on when the worker's end of the channel closes


@dataclass(frozen=True)
class Ready:
    torch_version: str
    alarm: bool  # whether the worker times examples itself (SIGALRM); if not, the parent does


class WorkerLost(Exception):
    """The worker ended or stopped answering while running an example; the message says how."""


class WarmUpFailed(WorkerLost):
    """The worker could not import torch: no example can run, in this worker or a new one."""


class Worker:
    """The parent's handle on one worker process."""

    def __init__(self, on_answer: Callable[[], None] | None = None, template: Template | None = None) -> None:
        """A worker forked from `template`, or spawned (warming up itself) without one.
        `on_answer` is called (in the reader thread) after each answer arrives, and when the
        worker's end of the channel closes."""
        self.process: subprocess.Popen[bytes] | ForkedProcess
        self._socket: socket.socket | None = None
        if template is None:  # the channel is its stdin and stdout
            self.process = spawn(stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            assert self.process.stdin is not None and self.process.stdout is not None
            self._requests: IO[bytes] = self.process.stdin
            answers: IO[bytes] = self.process.stdout
        else:  # the channel is a socket pair, the worker's end handed to the template
            self._socket, theirs = socket.socketpair()
            with theirs:
                self.process = template.fork(theirs)
            self._requests, answers = self._socket.makefile("wb"), self._socket.makefile("rb")
        self.written = 0  # requests sent (by the one thread that sends)
        self.received = 0  # answers to them arrived (by the reader thread)
        self._on_answer = on_answer
        self._answers: queue.Queue[tuple[float, Any]] = queue.Queue()
        threading.Thread(target=self._read, args=(answers,), daemon=True).start()
        self._ready: Ready | None = None
        self._last_answer = 0.0  # when the answer last taken arrived (time.monotonic())

    @property
    def in_flight(self) -> int:
        """Requests sent that the worker has not answered yet."""
        return self.written - self.received

    def ready(self) -> str:
        """Wait for the warm-up to finish; the torch version the worker imported."""
        if self._ready is None:
            modules = ", ".join(WARM_UP)
            answer = self._receive(time.monotonic() + WARM_UP_LIMIT)
            if answer is None:
                raise WarmUpFailed(f"the worker process did not import {modules} within {WARM_UP_LIMIT:g} s")
            if isinstance(answer, int):
                raise WarmUpFailed(f"the worker process could not import {modules} ({how(answer)}; its traceback is above)")
            self._ready = answer
        return self._ready.torch_version

    def send(self, code: CodeBlock, timeout: float) -> None:
        """Hand an example over; `result` takes the answers in the same order."""
        self.written += 1
        self._send((code, timeout))

    def result(self, timeout: float, sent_at: float) -> tuple[Outcome, bool]:
        """(Outcome, retire) of the oldest example sent and not yet answered, which was sent at
        `sent_at` (time.monotonic()); retire means the worker must not run another example."""
        self.ready()
        assert self._ready is not None
        started = max(sent_at, self._last_answer)  # the worker runs one example at a time
        answer = self._receive(started + timeout + (GRACE if self._ready.alarm else OVERHEAD))
        if answer is None:
            if not self._ready.alarm:  # the parent is the time limit: the same failure as SIGALRM's
                raise WorkerLost(timeout_message(timeout))
            raise WorkerLost(
                f"example did not finish within {timeout:g} s and did not answer SIGALRM (set VERIFY_TIMEOUT to change the limit)"
            )
        if isinstance(answer, int):
            raise WorkerLost(f"the process running the example ended ({how(answer)}); output printed before that is lost")
        outcome, retire = answer
        return outcome, retire

    def close(self, wait: bool = True) -> None:
        """Let a worker that is waiting for work leave; one still warming up, or still holding
        examples it was sent (`wait` False), is not waited for."""
        if wait and self._ready is not None and self.process.poll() is None:
            self._send(None)
            try:
                self.process.wait(timeout=GRACE)
            except subprocess.TimeoutExpired:
                pass
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        try:
            self._requests.close()  # the answers are the reader's, which closes them at their end
            if self._socket is not None:  # a socket's end closes with its last user: say it now
                self._socket.shutdown(socket.SHUT_WR)
        except OSError:  # unwritten requests to a worker that is gone
            pass
        if self._socket is not None:
            self._socket.close()  # its file descriptor closes when the reader's end does

    def _send(self, request: object) -> None:
        try:
            pickle.dump(request, self._requests)
            self._requests.flush()
        except (OSError, ValueError):  # the worker is gone (or closed); _receive says how it ended
            pass

    def _read(self, channel: IO[bytes]) -> None:
        """In a thread: pass on every answer with the time it arrived, then ENDED once the
        worker's end closes."""
        with channel:
            try:
                while True:
                    answer = pickle.load(channel)
                    self.received += not isinstance(answer, Ready)
                    self._answered(answer)
            except (EOFError, OSError, pickle.UnpicklingError, ValueError):
                self._answered(ENDED)

    def _answered(self, answer: Any) -> None:
        self._answers.put((time.monotonic(), answer))
        if self._on_answer is not None:
            self._on_answer()

    def _receive(self, deadline: float) -> Any:
        """The worker's next answer; None if it gave none by `deadline` (time.monotonic();
        the worker is killed); its exit code if it ended instead."""
        try:
            arrived, answer = self._answers.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            arrived, answer = deadline, None
        if answer is None or arrived > deadline:  # too late, even if the parent looks only now
            self.process.kill()
            self.process.wait()
            return None
        self._last_answer = arrived
        if answer is not ENDED:
            return answer
        try:
            return self.process.wait(timeout=GRACE)
        except subprocess.TimeoutExpired:  # it closed its end of the channel but lives on
            self.process.kill()
            return self.process.wait()


def how(exit_code: int) -> str:
    return f"killed by signal {-exit_code}" if exit_code < 0 else f"exit code {exit_code}"


def warm_up() -> tuple[str, list[tuple[Any, ...]]]:
    """Import what every example needs; the torch version, and the warning filters as an
    example's own `import torch` leaves a fresh interpreter's (the parent passes on no
    PYTHONWARNINGS; torch and numpy add a few of their own; torch._dynamo's sympy one, not)."""
    filters: list[tuple[Any, ...]] = []
    # Collections during these imports (millions of objects) cost about a fifth of their time;
    # the objects live as long as the worker, so they are frozen out of later collections too.
    gc.disable()
    try:
        for name in WARM_UP:
            importlib.import_module(name)
            if name == "torch":
                filters = list(warnings.filters)
    finally:
        gc.freeze()
        gc.enable()
    return str(sys.modules["torch"].__version__).split("+")[0], filters


def channel() -> tuple[IO[bytes], IO[bytes]]:
    """The worker's ends of the channel: its stdin and stdout as they were started. Examples
    then get an empty stdin, and a stdout (Python's and the C library's) that is stderr."""
    requests = os.fdopen(os.dup(0), "rb")
    answers = os.fdopen(os.dup(1), "wb")
    if sys.platform == "win32":  # pragma: no cover - bytes as they are, no newline translation
        import msvcrt

        for stream in (requests, answers):
            msvcrt.setmode(stream.fileno(), os.O_BINARY)
    with open(os.devnull, "rb") as empty:
        os.dup2(empty.fileno(), 0)
    stdout_to_stderr()
    return requests, answers


def stdout_to_stderr() -> None:
    """What examples write to stdout below Python's level goes where their warnings go."""
    sys.stdout.flush()
    os.dup2(2, 1)


Warm = tuple[str, list[tuple[Any, ...]]]  # what warm_up returns


def serve(requests: IO[bytes], answers: IO[bytes], warm: Warm | None = None) -> None:
    """Answer the parent's requests until it closes the channel; `warm`: what the template's
    warm-up returned, for a worker forked from it (None: warm up now)."""

    def answer(message: object) -> None:
        pickle.dump(message, answers)
        answers.flush()

    version, filters = warm or warm_up()
    answer(Ready(version, has_alarm()))
    while True:
        try:
            request = pickle.load(requests)
        except (EOFError, ConnectionResetError):  # the parent is gone (a socket's end may say so)
            return
        if request is None:
            return
        code, timeout = request
        outcome, retire = execute(code, timeout, filters)
        answer((outcome, retire))
        if retire:  # the examples sent after this one go to a fresh worker
            return


def serve_template(control: socket.socket) -> None:
    """The template (template.py): warm up once, then fork a worker for each request on the
    control socket, report its pid, and report its exit code when it ends; leave when the
    parent closes the control socket."""
    warm = warm_up()
    reports = control.makefile("wb")

    def report(*message: object) -> None:
        pickle.dump(message, reports)
        reports.flush()

    report("warm", None, None)

    # A worker's end wakes the loop below through this pipe (SIGCHLD's handler is Python's own).
    woken, wake = os.pipe()
    os.set_blocking(wake, False)
    signal.set_wakeup_fd(wake)
    signal.signal(signal.SIGCHLD, lambda signum, frame: None)
    with selectors.DefaultSelector() as selector:
        selector.register(control, selectors.EVENT_READ)
        selector.register(woken, selectors.EVENT_READ)
        while True:
            for key, _ in selector.select():
                if key.fileobj == woken:
                    os.read(woken, 4096)
                    for pid, exit_code in reaped():
                        report("ended", pid, exit_code)
                    continue
                message, fds, _, _ = socket.recv_fds(control, 1, 1)
                if not message:  # the parent closed it
                    return
                pid = os.fork()
                if pid == 0:
                    # The worker keeps only its channel: a copy of the control socket would
                    # hide the template's end from the parent.
                    signal.set_wakeup_fd(-1)
                    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                    for fd in (woken, wake, selector.fileno()):
                        os.close(fd)
                    reports.close()
                    control.close()
                    become_worker(socket.socket(fileno=fds[0]), warm)
                os.close(fds[0])
                report("forked", pid, None)


def reaped() -> list[tuple[int, int]]:
    """(pid, exit code) of each child that has ended, as subprocess tells an exit code."""
    ended: list[tuple[int, int]] = []
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return ended
        if pid == 0:
            return ended
        ended.append((pid, os.waitstatus_to_exitcode(status)))


def become_worker(channel: socket.socket, warm: Warm) -> None:
    """In a process forked from the template: serve the channel, then leave (never return
    into the template's loop)."""
    exit_code = 0
    try:
        serve(channel.makefile("rb"), channel.makefile("wb"), warm)
    except BaseException:  # noqa: BLE001 - the traceback goes to stderr, as a spawned worker's would
        import traceback

        traceback.print_exc()
        exit_code = 1
    leave(exit_code)


def leave(exit_code: int = 0) -> None:
    """End the process without tearing torch's modules down (about 0.9 s)."""
    SCRATCH.remove()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(exit_code)


if __name__ == "__main__":
    # Under its own name, not as __main__: the parent unpickles what it sends (Ready).
    from autograd_site.verify import worker

    # Ctrl-C in a terminal reaches every process of its group; the parent ends its worker
    # (close(), or the end of the channel), so the worker lets it pass rather than print a
    # KeyboardInterrupt traceback over `mkdocs serve`'s clean stop. Forked workers inherit it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.argv[1:2] == ["--template"]:
        worker.stdout_to_stderr()
        worker.serve_template(socket.socket(fileno=int(sys.argv[2])))
    else:
        worker.serve(*worker.channel())
    worker.leave()
