"""Run: every distinct example once (an example shared by languages too), in worker
processes (each example as execute.py runs it), and what it printed.

On Linux workers are forked from multiprocessing's fork server, which imports torch once
(warm.py): a worker, a fresh one after a crash too, starts in milliseconds, and the process
running pytest or the site never imports torch. Elsewhere (macOS, where a forked process may
not use every system library; Windows) each worker is spawned and imports torch itself.
A thread per worker writes the next few examples ahead (WINDOW); an example that crashes its
worker, hangs beyond SIGALRM's reach or leaks state is blamed, and those behind it go to a
fresh worker.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import re
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.context import ForkServerContext, SpawnContext
from multiprocessing.process import BaseProcess
from typing import Any

from autograd_site.languages import REPO_ROOT
from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.execute import DEFAULT_TIMEOUT, SCRATCH, Outcome, execute, has_alarm, timeout_message

Context = ForkServerContext | SpawnContext
WARM = "autograd_site.verify.warm"  # imports MODULES: what every example needs
# torch.optim imports torch._dynamo on its first use (2 s here), and torch.compile imports
# torch._inductor on its first (1.1 s of CPU, even for backend="aot_eager"): warmed up, they
# stay out of the first training or compiling example's time limit.
MODULES = ("numpy", "torch", "torch._dynamo", "torch._inductor.compile_fx")
# Examples written to a worker ahead of its answers: while this process's thread waits for
# the GIL (pytest holds it between items), the worker has the next one. A few suffice: the
# requests stay far below a pipe's buffer, so neither side ever blocks on a write.
WINDOW = 4
MOST_WORKERS = 4  # each holds torch (about 0.4 GB); more rarely pays on a laptop
# Examples waiting per worker beyond which another starts: a worker costs milliseconds from
# the fork server, but on two CPUs it takes CPU from pytest, so a short run keeps to one.
SHARE = 100
WARM_UP_LIMIT = 300.0  # seconds: the first import after an install compiles bytecode
GRACE = 5.0  # seconds beyond an example's own timeout before this process ends the worker
OVERHEAD = 1.0  # the same without SIGALRM, when this process alone keeps time
# What torch's profiler (Kineto) writes below Python, whatever KINETO_LOG_LEVEL says, when an
# example profiles: trace markers, neither output nor a problem.
PROFILER_MARKER = re.compile(rb"^USDT:\S+ \S+ \d+:\d+ \w+\.cpp:\d+\] profiler_\w+\r?\n?$")


def digest_of(code: CodeBlock) -> str:
    """The example as the artifact keeps it: an outcome can hold its file and line (a warning's)."""
    return hashlib.sha256("\0".join(map(str, (code.kind, code.filename, code.source, code.first_line))).encode()).hexdigest()


def default_workers() -> int:
    """VERIFY_WORKERS, or one fewer than the CPUs this process may use, but two on two CPUs (at
    most MOST_WORKERS): pytest itself keeps one CPU about half busy reading pages and comparing
    outputs, yet on two CPUs a second worker shortens a long run."""
    if "VERIFY_WORKERS" in os.environ:
        return max(1, int(os.environ["VERIFY_WORKERS"]))
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(MOST_WORKERS, usable, max(2, usable - 1)))


def start_method() -> Context:
    """The fork server on Linux, warmed up by WARM (and the main module, so that a worker
    need not import it again); spawn elsewhere."""
    if sys.platform != "linux":
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["__main__", WARM])
    return context


def how(exit_code: int | None) -> str:
    return f"killed by signal {-exit_code}" if exit_code is not None and exit_code < 0 else f"exit code {exit_code}"


class WarmUpFailed(Exception):
    """A worker could not import torch: no example can run, in it or in a new one."""


@dataclass(eq=False)
class Worker:
    """This process's handle on one worker, and the examples written to it not yet answered."""

    process: BaseProcess
    connection: Connection
    alarm: bool = True  # whether it times examples itself (SIGALRM); if not, this process does
    sent: deque[tuple[CodeBlock, float]] = field(default_factory=deque)  # (example, when written)
    last: float = field(default_factory=time.monotonic)  # when it last answered

    @classmethod
    def start(cls, context: Context) -> tuple[Worker, str]:
        """A warm worker, and the torch version it imported."""
        ours, theirs = context.Pipe()
        process = context.Process(target=serve, args=(theirs,), daemon=True)
        process.start()
        theirs.close()
        worker = cls(process, ours)
        answer = worker.receive(time.monotonic() + WARM_UP_LIMIT)
        if not isinstance(answer, tuple):
            worker.end()
            reason = f"did not import them within {WARM_UP_LIMIT:g} s" if answer is None else f"{answer}"
            raise WarmUpFailed(f"the worker process could not import {', '.join(MODULES)} ({reason})")
        version, alarm = answer
        worker.alarm = alarm
        return worker, version

    def answer(self, timeout: float) -> tuple[Outcome, bool]:
        """The outcome of the first example written, and whether the worker must end. Its time
        limit counts from when the worker could start it (written, the answer before given)."""
        _, written = self.sent[0]
        deadline = max(written, self.last) + timeout + (GRACE if self.alarm else OVERHEAD)
        answer = self.receive(deadline)
        if isinstance(answer, tuple):
            self.last = time.monotonic()
            return answer
        if answer is None:
            alarm = "" if not self.alarm else " and did not answer SIGALRM"
            return Outcome("", timeout_message(timeout).replace(" s (", f" s{alarm} (", 1)), True
        return Outcome("", f"the process running the example ended ({answer}); output printed before that is lost"), True

    def receive(self, deadline: float) -> tuple[Any, ...] | str | None:
        """The next answer; None if it did not come in time (the worker is then ended); how the
        worker ended if it did."""
        try:
            if self.connection.poll(max(0.0, deadline - time.monotonic())):
                answer = self.connection.recv()
                return answer if isinstance(answer, tuple) else str(answer)
        except (EOFError, OSError):
            self.process.join(GRACE)
            return how(self.process.exitcode)
        self.end(kill=True)
        return None

    def end(self, kill: bool = False) -> None:
        """Ask it to leave (it removes its scratch directory), or kill it; wait for either."""
        if kill or self.sent:
            self.process.kill()
        else:
            self.process.terminate()  # SIGTERM: serve's handler leaves cleanly
        self.process.join(GRACE)
        if self.process.exitcode is None:
            self.process.kill()
            self.process.join()
        self.connection.close()


class Runner:
    """Runs code blocks, each distinct one once, in workers started on first need (or `start()`)."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT, workers: int | None = None):
        self.timeout = timeout
        self.most_workers = workers or default_workers()
        self.workers_started = 0  # worker processes started so far (fresh ones after a crash too)
        self._cache: dict[CodeBlock, Outcome] = {}
        self._taken: set[CodeBlock] = set()  # the outcomes `run` returned: what `executed` counts
        self._reusable: dict[str, str] = {}  # the last passed run's outputs, by digest_of(code) (`reuse`)
        self._reused: set[CodeBlock] = set()
        self._torch_version: str | None = None
        self._cannot_run: str | None = None  # why no worker can run anything (torch does not import)
        self._broken: BaseException | None = None  # a fault in one of this module's threads
        # Shared with the lanes' threads, under the lock.
        self._lock = threading.Condition()
        self._lanes = 0  # threads that each keep a worker busy
        self._generation = 0  # close() ends the lanes of the generation it closes
        self._pending: deque[CodeBlock] = deque()  # waiting for a worker
        self._queued: set[CodeBlock] = set()  # waiting or written to a worker
        self._workers: set[Worker] = set()
        self._context: Context | None = None

    @property
    def executed(self) -> int:
        """Distinct examples whose outcome was asked for (handed over but never asked: not counted)."""
        return len(self._taken)

    @property
    def reused(self) -> int:
        """Of those, the ones whose outcome came from the last passed run (`reuse`)."""
        return len(self._taken & self._reused)

    def reuse(self, outputs: dict[str, str], torch_version: str) -> None:
        """Take an example's outcome from the last passed run instead of running it, when the
        run's environment is this one (environment.py): the same code in the same interpreter,
        files and variables prints the same. `outputs`: that run's `reusable()`."""
        with self._lock:
            self._reusable = outputs
            self._torch_version = torch_version

    def executed_as(self, filename: str) -> int:
        """Of those, the ones run under `filename` (compare.DRAWING_FILE: diagrams drawn)."""
        return sum(1 for code in self._taken if code.filename == filename)

    def printed(self) -> dict[str, str]:
        """What each Python example whose outcome was taken printed, by its code (the
        notebooks' outputs: notebooks.py); examples that failed are left out."""
        with self._lock:
            outcomes = {code: self._cache[code] for code in sorted(self._taken)}
        return {code.source: outcome.output for code, outcome in outcomes.items() if code.kind == "python" and outcome.ok}

    def reusable(self) -> dict[str, str]:
        """What each example whose outcome was taken printed, by its digest_of, failed ones
        aside: what a later run in the same environment may `reuse`."""
        with self._lock:
            return {digest_of(code): self._cache[code].output for code in sorted(self._taken) if self._cache[code].ok}

    def start(self) -> None:
        """Start a worker now, if none runs, so that it warms up while the caller does other work."""
        with self._lock:
            if not self._lanes:
                self._add_lane()

    def submit(self, codes: Iterable[CodeBlock]) -> None:
        """Hand examples over to run in the background, in this order; `run` returns their outcomes."""
        with self._lock:
            for code in codes:
                if not self._take_reused(code) and code not in self._queued:
                    self._queued.add(code)
                    self._pending.append(code)
            while self._pending and self._lanes < min(self.most_workers, 1 + len(self._pending) // SHARE):
                self._add_lane()
            self._lock.notify_all()

    def withdraw(self, keep: set[CodeBlock]) -> None:
        """Drop the examples handed over that have not reached a worker, except `keep`."""
        with self._lock:
            dropped = set(self._pending) - keep
            self._pending = deque(code for code in self._pending if code not in dropped)
            self._queued -= dropped

    def run(self, code: CodeBlock) -> Outcome:
        with self._lock:
            if not self._take_reused(code) and code not in self._queued:  # asked for now: it runs next
                self._queued.add(code)
                self._pending.appendleft(code)
            if code not in self._cache and not self._lanes:
                self._add_lane()
            self._lock.notify_all()
            self._wait(lambda: code in self._cache)
            self._taken.add(code)
            return self._cache[code]

    @property
    def torch_version(self) -> str:
        """The version of the torch the examples run against."""
        with self._lock:
            if self._torch_version is None and not self._lanes:
                self._add_lane()
            self._wait(lambda: self._torch_version is not None or self._cannot_run is not None)
        return self._torch_version or "unavailable"

    def __enter__(self) -> Runner:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """End the workers; examples handed over but not run wait for the next `run`."""
        with self._lock:
            self._generation += 1
            self._lanes = 0
            workers, self._workers = self._workers, set()
            self._lock.notify_all()
        for worker in workers:
            worker.end()

    # --- Under the lock ------------------------------------------------------------------

    def _take_reused(self, code: CodeBlock) -> bool:
        """Whether the example's outcome is known now: run already, or printed in the last passed run."""
        if code in self._cache or code in self._queued:
            return code in self._cache
        output = self._reusable.get(digest_of(code))
        if output is None:
            return False
        self._cache[code] = Outcome(output)
        self._reused.add(code)
        return True

    def _add_lane(self) -> None:
        if self._cannot_run:
            self._fail_waiting()
            return
        self._context = self._context or start_method()
        self._lanes += 1
        threading.Thread(target=self._lane, args=(self._generation,), daemon=True).start()

    def _wait(self, done: Callable[[], bool]) -> None:
        while not done():
            if self._broken is not None:
                raise RuntimeError("the example runner's own thread failed") from self._broken
            if self._cannot_run:
                self._fail_waiting()
                if done():
                    return
            self._lock.wait()

    def _fail_waiting(self) -> None:
        """No worker can run anything: every example waiting fails with the reason."""
        for code in self._pending:
            self._cache[code] = Outcome("", self._cannot_run)
            self._queued.discard(code)
        self._pending.clear()

    # --- In a lane's thread ----------------------------------------------------------------

    def _lane(self, generation: int) -> None:
        """Keep one worker busy until the run closes: a fresh one whenever it must end."""
        try:
            self._keep_busy(generation)
        except BaseException as fault:  # noqa: BLE001 - raised in the thread waiting for an outcome
            with self._lock:
                self._broken = fault
                self._lock.notify_all()

    def _keep_busy(self, generation: int) -> None:
        worker: Worker | None = None
        while True:
            if worker is None:  # at once: it warms up while the caller collects its examples
                worker = self._new_worker(generation)
                if worker is None:
                    return
            with self._lock:
                while generation == self._generation and not self._pending and not worker.sent:
                    self._lock.wait()
                if generation != self._generation:
                    return
                batch = [self._pending.popleft() for _ in range(min(len(self._pending), WINDOW - len(worker.sent)))]
                worker.sent.extend((code, time.monotonic()) for code in batch)
            try:
                for code in batch:  # outside the lock: a write of WINDOW requests never blocks
                    worker.connection.send((code, self.timeout))
            except OSError:  # it left after an answer this thread has not read yet (an example
                pass  # that must end it, or a crash): that answer, or how it ended, says so
            outcome, retire = worker.answer(self.timeout)
            with self._lock:
                if generation != self._generation:  # closed meanwhile: its examples wait again
                    self._pending.extendleft(reversed([code for code, _ in worker.sent]))
                    return
                code, _ = worker.sent.popleft()
                self._cache[code] = outcome
                self._queued.discard(code)
                if retire:  # the examples written behind it go to a fresh worker
                    self._pending.extendleft(reversed([code for code, _ in worker.sent]))
                    worker.sent.clear()
                    self._workers.discard(worker)
                self._lock.notify_all()
            if retire:
                worker.end()
                worker = None

    def _new_worker(self, generation: int) -> Worker | None:
        assert self._context is not None
        try:
            worker, version = Worker.start(self._context)
        except WarmUpFailed as failed:
            with self._lock:
                self._cannot_run = str(failed)
                self._fail_waiting()
                self._lock.notify_all()
            return None
        with self._lock:
            self.workers_started += 1
            self._torch_version = version
            self._lock.notify_all()
            if generation == self._generation:
                self._workers.add(worker)
                return worker
        worker.end()
        return None


def serve(connection: Connection) -> None:
    """A worker: warm up (nothing to do when forked from the fork server), then run the
    examples the parent writes until it ends the worker."""
    # Ctrl-C reaches every process of the terminal's group: the parent ends its workers.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.chdir(REPO_ROOT)  # examples are named from the repository, as a reader runs them
    forwarder = forward_below_python()
    # Asked to end (Runner.close): what the last example wrote below Python is forwarded first.
    signal.signal(signal.SIGTERM, lambda signum, frame: leave(forwarder=forwarder))
    try:
        from autograd_site.verify import warm
    except BaseException as error:  # noqa: BLE001 - told to the parent, which fails every example with it
        connection.send(f"exit code 1: {type(error).__name__}: {error}")
        leave(1, forwarder)
    try:
        connection.send((warm.VERSION, has_alarm()))
        while True:
            code, timeout = connection.recv()
            outcome, retire = execute(code, timeout, warm.FILTERS)
            connection.send((outcome, retire))
            if retire:
                leave(forwarder=forwarder)
    except (EOFError, OSError):  # the parent is gone (or closed the channel): nothing to tell it
        leave(forwarder=forwarder)


def forward_below_python() -> threading.Thread:
    """What this worker writes to its file descriptors 1 and 2 (below Python: torch's C++
    warnings; sys.stderr too) reaches the parent's stderr line by line, where its warnings go
    and never into the channel, the profiler's markers left out."""
    stderr = os.dup(2)
    read, write = os.pipe()
    os.dup2(write, 1)
    os.dup2(write, 2)
    os.close(write)

    def forward() -> None:
        with os.fdopen(read, "rb") as lines:
            for line in lines:
                if not PROFILER_MARKER.match(line):
                    os.write(stderr, line)

    forwarder = threading.Thread(target=forward, daemon=True)
    if hasattr(signal, "pthread_sigmask"):  # signals stay the main thread's: a SIGALRM the example blocks stays blocked
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, signal.valid_signals())
        forwarder.start()  # with every signal blocked, as it was made
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
    else:
        forwarder.start()
    return forwarder


def leave(exit_code: int = 0, forwarder: threading.Thread | None = None) -> None:
    """End the process without tearing torch's modules down (about 0.9 s), after what it
    wrote last (a traceback) reached the parent."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)  # the parent's SIGTERM, mid-way, must not leave twice
    SCRATCH.remove()
    if forwarder is not None:
        sys.stderr.flush()
        os.close(1)
        os.close(2)
        forwarder.join(timeout=1)
    os._exit(exit_code)
