"""Run: every distinct example once, in a worker process, and what it printed.

An example shared by several languages runs once: outcomes are cached by source. The work
itself happens in worker.py (the process) and execute.py (one example, isolated).

Examples can be handed over ahead of time (`submit`): a feeder thread writes them to the
worker a few at a time, so that the worker runs them on the other core while this process
is still reading pages, and never waits for this process between two examples. `run` then
takes the outcomes in the order the worker answers, so a crash, a hang or leaked state is
blamed on the example that caused it, and the examples queued behind it go to a fresh worker.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.execute import DEFAULT_TIMEOUT, Outcome
from autograd_site.verify.worker import WarmUpFailed, Worker, WorkerLost

Key = tuple[str, str, str, int]
WINDOW = 8  # examples written to the worker ahead of its answers (a few ms of work each)


def key_of(code: CodeBlock) -> Key:
    return (code.kind, code.filename, code.source, code.first_line)


@dataclass(frozen=True)
class Sent:
    code: CodeBlock
    at: float  # when it was written to the worker (time.monotonic())


class Runner:
    """Runs code blocks, each distinct one once, in a worker started on first need (or `start()`)."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT):
        self.timeout = timeout
        self._cache: dict[Key, Outcome] = {}
        self._taken: set[Key] = set()  # the outcomes `run` returned: what `executed` counts
        self._worker: Worker | None = None
        self._torch_version: str | None = None
        self._cannot_run: str | None = None  # why no worker can run anything (torch does not import)
        # Shared with the feeder thread, under the lock: what waits for a worker, and what the
        # current worker was given and has not been answered for yet (in order).
        self._lock = threading.Condition()
        self._pending: deque[CodeBlock] = deque()
        self._sent: deque[Sent] = deque()
        self._queued: set[Key] = set()  # keys in _pending or _sent

    @property
    def executed(self) -> int:
        """Distinct examples whose outcome was asked for (handed over but never asked: not counted)."""
        return len(self._taken)

    def start(self) -> None:
        """Start the worker now, so that it imports torch while the caller does other work."""
        if self._worker is None and not self._cannot_run:
            self._worker = Worker(on_answer=self._answered)
            threading.Thread(target=self._feed, args=(self._worker,), daemon=True).start()

    def submit(self, codes: Iterable[CodeBlock]) -> None:
        """Hand examples over to run in the background, in this order; `run` returns their
        outcomes. The worker starts on the first `run` if `start` has not started it."""
        with self._lock:
            for code in codes:
                key = key_of(code)
                if key not in self._cache and key not in self._queued:
                    self._queued.add(key)
                    self._pending.append(code)
            self._lock.notify_all()

    def withdraw(self, keep: set[Key]) -> None:
        """Drop the examples handed over that have not reached the worker, except `keep`."""
        with self._lock:
            dropped = [code for code in self._pending if key_of(code) not in keep]
            self._pending = deque(code for code in self._pending if key_of(code) in keep)
            self._queued -= {key_of(code) for code in dropped}

    def run(self, code: CodeBlock) -> Outcome:
        key = key_of(code)
        if key not in self._cache:
            with self._lock:
                if key not in self._queued:  # asked for now: it runs next
                    self._queued.add(key)
                    self._pending.appendleft(code)
                    self._lock.notify_all()
            while key not in self._cache:
                self._take()
        self._taken.add(key)
        return self._cache[key]

    @property
    def torch_version(self) -> str:
        """The version of the torch the examples run against."""
        return self._torch_version if self._warm() and self._torch_version else "unavailable"

    def __enter__(self) -> Runner:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """End the worker; examples handed over but not run go to the next worker, if any."""
        with self._lock:
            worker, self._worker = self._worker, None
            unanswered = bool(self._sent)
            self._pending.extendleft(reversed([sent.code for sent in self._sent]))
            self._sent.clear()
            self._lock.notify_all()  # the feeder of `worker` leaves
        if worker is not None:
            worker.close(wait=not unanswered)

    def _answered(self) -> None:
        with self._lock:
            self._lock.notify_all()

    def _feed(self, worker: Worker) -> None:
        """In a thread, for one worker: write pending examples to it, at most WINDOW ahead of
        its answers, until it is replaced or closed."""
        while True:
            with self._lock:
                while self._worker is worker and not (self._pending and worker.in_flight < WINDOW):
                    self._lock.wait()
                if self._worker is not worker:
                    return
                code = self._pending.popleft()
                self._sent.append(Sent(code, time.monotonic()))
                self._lock.notify_all()  # `_take` may be waiting for it
            worker.send(code, self.timeout)  # outside the lock: a full pipe must not hold up the answers

    def _warm(self) -> bool:
        """Start the worker if needed and wait for its warm-up; False if torch does not import."""
        if self._cannot_run:
            return False
        self.start()
        assert self._worker is not None
        try:
            self._torch_version = self._worker.ready()
        except WarmUpFailed as failed:  # a new worker would fail the same way
            self._cannot_run = str(failed)
            self.close()
            return False
        return True

    def _take(self) -> None:
        """The outcome of the oldest example handed to the worker; every queued one's, if no
        worker can run anything."""
        if not self._warm() or self._worker is None:
            with self._lock:
                for code in self._pending:
                    self._cache[key_of(code)] = Outcome("", self._cannot_run)
                self._pending.clear()
                self._queued.clear()
            return
        worker = self._worker
        with self._lock:
            while not self._sent:  # the feeder is writing the next one
                self._lock.wait()
            sent = self._sent[0]
        try:
            outcome, retire = worker.result(self.timeout, sent.at)
        except WorkerLost as lost:
            outcome, retire = Outcome("", str(lost)), True
        with self._lock:
            self._sent.popleft()
            key = key_of(sent.code)
            self._queued.discard(key)
            self._cache[key] = outcome
        if retire:  # the examples behind it get a fresh worker
            self.close()
            with self._lock:
                if self._pending:
                    self.start()
