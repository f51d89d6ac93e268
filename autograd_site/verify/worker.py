"""Worker: the process that executes the examples, one after another.

Started at the beginning of a verify run, it imports torch while pytest is still starting
and collecting the pages in the parent: on two cores the two overlap, and the parent never
imports torch at all. One worker runs every example (a process each would cost a torch import
each, about 2.7 s here). It leaves with os._exit: tearing torch's modules down costs ~0.9 s.

A worker that an example crashes, hangs beyond the reach of SIGALRM, or leaves in a state
that cannot be reset is discarded, and the next example gets a fresh one.

    parent (Worker)                           child (serve)
    start()  ── spawn ──────────────────────▶ warm_up(): import torch, torch._dynamo
    ready()  ◀── ("ready", torch version) ───
    run()    ── (CodeBlock, timeout) ────────▶ execute()
             ◀── (Outcome, retire) ──────────
    close()  ── None ───────────────────────▶ os._exit(0)
"""
from __future__ import annotations

import gc
import importlib
import os
import subprocess
import sys
from multiprocessing.connection import Connection, Pipe

from autograd_site.languages import REPO_ROOT
from autograd_site.verify.collect import CodeBlock

# torch.optim imports torch._dynamo on its first use (2 s here); importing it while warming
# up keeps that out of the first training example's timeout.
WARM_UP = ("numpy", "torch", "torch._dynamo")
WARM_UP_LIMIT = 300.0  # seconds: the first import after an install compiles bytecode
GRACE = 5.0  # seconds beyond an example's own timeout before the parent kills the worker


class WorkerLost(Exception):
    """The worker ended or stopped answering while running an example; the message says how."""


class WarmUpFailed(WorkerLost):
    """The worker could not import torch: no example can run, in this worker or a new one."""


class Worker:
    """The parent's handle on one worker process."""

    def __init__(self) -> None:
        self.connection, child_end = Pipe()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "autograd_site.verify.worker", str(child_end.fileno())],
            pass_fds=[child_end.fileno()],
            cwd=REPO_ROOT,
        )
        child_end.close()
        self._torch_version: str | None = None

    def ready(self) -> str:
        """Wait for the warm-up to finish; the torch version the worker imported."""
        if self._torch_version is None:
            modules = ", ".join(WARM_UP)
            answer = self._receive(WARM_UP_LIMIT)
            if answer is None:
                raise WarmUpFailed(f"the worker process did not import {modules} within {WARM_UP_LIMIT:g} s")
            if isinstance(answer, int):
                raise WarmUpFailed(f"the worker process could not import {modules} ({how(answer)}; its traceback is above)")
            _, self._torch_version = answer
        return self._torch_version

    def run(self, code: CodeBlock, timeout: float):
        """(Outcome, retire): retire means the worker must not run another example."""
        self.ready()
        try:
            self.connection.send((code, timeout))
        except OSError:  # the worker was gone before the example could be sent
            pass
        answer = self._receive(timeout + GRACE)
        if answer is None:
            raise WorkerLost(f"example did not finish within {timeout:g} s and did not answer SIGALRM "
                             "(set VERIFY_TIMEOUT to change the limit)")
        if isinstance(answer, int):
            raise WorkerLost(f"the process running the example ended ({how(answer)}); output printed before that is lost")
        return answer

    def close(self) -> None:
        """Let a worker that is waiting for work leave; one still warming up is not waited for."""
        if self._torch_version is not None and self.process.poll() is None:
            try:
                self.connection.send(None)
                self.process.wait(timeout=GRACE)
            except (OSError, subprocess.TimeoutExpired):
                pass
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.connection.close()

    def _receive(self, limit: float):
        """The worker's answer; None if it gave none within `limit` (it is killed); its exit
        code if it ended instead."""
        if not self.connection.poll(limit):
            self.process.kill()
            self.process.wait()
            return None
        try:
            return self.connection.recv()
        except (EOFError, OSError):
            try:
                return self.process.wait(timeout=GRACE)
            except subprocess.TimeoutExpired:  # it closed its end of the pipe but lives on
                self.process.kill()
                return self.process.wait()


def how(exit_code: int) -> str:
    return f"killed by signal {-exit_code}" if exit_code < 0 else f"exit code {exit_code}"


def warm_up() -> str:
    # Collections during these imports (millions of objects) cost about a fifth of their time;
    # the objects live as long as the worker, so they are frozen out of later collections too.
    gc.disable()
    try:
        for name in WARM_UP:
            importlib.import_module(name)
    finally:
        gc.freeze()
        gc.enable()
    return sys.modules["torch"].__version__.split("+")[0]


def serve(connection: Connection) -> None:
    from autograd_site.verify.execute import execute

    connection.send(("ready", warm_up()))
    while True:
        try:
            request = connection.recv()
        except EOFError:  # the parent is gone
            return
        if request is None:
            return
        code, timeout = request
        connection.send(execute(code, timeout))


if __name__ == "__main__":
    serve(Connection(int(sys.argv[1])))
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)
