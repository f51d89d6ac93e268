"""Run: every distinct example once, in worker processes, and what it printed.

An example shared by several languages runs once: outcomes are cached by source. The work
itself happens in worker.py (the process) and execute.py (one example, isolated).

Examples can be handed over ahead of time (`submit`). Each worker is a lane: a feeder
thread writes waiting examples to it a few at a time, so that it never waits for this
process between two examples, and a collector thread takes its answers in the order they
were written. So a crash, a hang or leaked state is blamed on the example that caused it,
and the examples written behind it go back to wait for a fresh worker.

One worker starts with the run. Another starts only while the examples waiting would keep
the workers busy for longer than the first took to import torch (both measured in this
run): a small course never pays a second worker, a large one uses the CPUs it may
(VERIFY_WORKERS sets the most; by default one fewer than the CPUs, at most 4). On Linux
every worker is forked from the run's template (template.py), which imports torch once.
"""

from __future__ import annotations

import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from autograd_site.verify import template
from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.execute import DEFAULT_TIMEOUT, Outcome
from autograd_site.verify.worker import WarmUpFailed, Worker, WorkerLost

Key = tuple[str, str, str, int]
# Examples written to a worker ahead of its answers. Most take a millisecond or two; the
# worker must never wait for this process, whose threads get the GIL between pytest's items
# (at 10x: 8 left a worker idle a third of the time; 32, 2-3 s faster; a worker runs them in
# order and a time limit counts from the answer before, so a longer queue costs nothing).
WINDOW = 32
MOST_WORKERS = 4  # each holds torch (about 0.4 GB); more rarely pays on a laptop
GROW_AFTER = 2.0  # another worker starts when the waiting work exceeds this many warm-ups
# Examples a worker waiting before anything is measured: surely worth another warm-up (the
# course's 240 distinct examples run in about 1 s; at 10x, a second worker started at once
# rather than after the first one's warm-up saves about a second).
LONG_QUEUE = 1000


def key_of(code: CodeBlock) -> Key:
    return (code.kind, code.filename, code.source, code.first_line)


def default_workers() -> int:
    """VERIFY_WORKERS, or one fewer than the CPUs this process may use, but two on two CPUs (at
    most MOST_WORKERS): pytest itself keeps one CPU about half busy reading pages and comparing
    outputs, yet on two CPUs a second worker verifies the course at 10x in 10.4-11.2 s against
    14.0-14.3 s with one (a small course never starts it: see GROW_AFTER)."""
    if "VERIFY_WORKERS" in os.environ:
        return max(1, int(os.environ["VERIFY_WORKERS"]))
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return max(1, min(MOST_WORKERS, usable, max(2, usable - 1)))


@dataclass(frozen=True)
class Sent:
    code: CodeBlock
    at: float  # when it was written to the worker (time.monotonic())


@dataclass(eq=False)
class Lane:
    """One worker, and the examples written to it that it has not answered yet (in order)."""

    worker: Worker
    started: float  # time.monotonic() when the worker was started
    sent: deque[Sent] = field(default_factory=deque)
    open: bool = True  # False once retired or closed: its threads leave, its answers are dropped


class Runner:
    """Runs code blocks, each distinct one once, in workers started on first need (or `start()`)."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT, workers: int | None = None):
        self.timeout = timeout
        self.most_workers = workers or default_workers()
        self._cache: dict[Key, Outcome] = {}
        self._taken: set[Key] = set()  # the outcomes `run` returned: what `executed` counts
        self._torch_version: str | None = None
        self._cannot_run: str | None = None  # why no worker can run anything (torch does not import)
        self._broken: BaseException | None = None  # a fault in this module's own threads
        # Shared with the lanes' threads, under the lock.
        self._lock = threading.Condition()
        self._lanes: list[Lane] = []
        self._pending: deque[CodeBlock] = deque()  # waiting for a worker
        self._queued: set[Key] = set()  # keys in _pending or in a lane's sent
        # What the run has measured: a worker's warm-up, and the examples' running time.
        self._warm_up: float | None = None
        self._busy = 0.0
        self._answers = 0
        self._started = 0
        self._template: template.Template | None = None  # where workers are forked from (Linux)

    @property
    def executed(self) -> int:
        """Distinct examples whose outcome was asked for (handed over but never asked: not counted)."""
        return len(self._taken)

    def executed_as(self, filename: str) -> int:
        """Of those, the ones run under `filename` (compare.DRAWING_FILE: diagrams drawn)."""
        return sum(1 for key in self._taken if key[1] == filename)

    def printed(self) -> dict[str, str]:
        """What each Python example whose outcome was taken printed, by its code (the
        notebooks' outputs: notebooks.py); examples that failed are left out."""
        with self._lock:
            outcomes = {key: self._cache[key] for key in sorted(self._taken)}
        return {key[2]: outcome.output for key, outcome in outcomes.items() if key[0] == "python" and outcome.ok}

    @property
    def workers_started(self) -> int:
        """Worker processes started so far (fresh ones after a crash included)."""
        return self._started

    def start(self) -> None:
        """Start a worker now, if none runs, so that it imports torch while the caller does other work."""
        with self._lock:
            if not self._lanes:
                self._add_lane()

    def submit(self, codes: Iterable[CodeBlock]) -> None:
        """Hand examples over to run in the background, in this order; `run` returns their
        outcomes. A worker starts on the first `run` if `start` has not started one."""
        with self._lock:
            for code in codes:
                key = key_of(code)
                if key not in self._cache and key not in self._queued:
                    self._queued.add(key)
                    self._pending.append(code)
            self._grow()
            self._lock.notify_all()

    def withdraw(self, keep: set[Key]) -> None:
        """Drop the examples handed over that have not reached a worker, except `keep`."""
        with self._lock:
            dropped = [code for code in self._pending if key_of(code) not in keep]
            self._pending = deque(code for code in self._pending if key_of(code) in keep)
            self._queued -= {key_of(code) for code in dropped}

    def run(self, code: CodeBlock) -> Outcome:
        key = key_of(code)
        with self._lock:
            if key in self._cache:  # run already (a quote asks for its page's outputs): no thread to wake
                self._taken.add(key)
                return self._cache[key]
            if key not in self._queued:  # asked for now: it runs next
                self._queued.add(key)
                self._pending.appendleft(code)
            if not self._lanes:
                self._add_lane()
            if self._cannot_run:
                self._fail_waiting()
            self._lock.notify_all()
            while key not in self._cache:
                self._check_broken()
                self._lock.wait()
        self._taken.add(key)
        return self._cache[key]

    @property
    def torch_version(self) -> str:
        """The version of the torch the examples run against."""
        with self._lock:
            if self._torch_version is None and not self._lanes:
                self._add_lane()
            while self._torch_version is None and not self._cannot_run:
                self._check_broken()
                self._lock.wait()
        return self._torch_version or "unavailable"

    def __enter__(self) -> Runner:
        self.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """End the workers; examples handed over but not run go to the next worker, if any."""
        with self._lock:
            lanes = self._retire_all()
            forked_from, self._template = self._template, None
        for lane in lanes:
            lane.worker.close(wait=not lane.sent)
        if forked_from is not None:
            forked_from.close()

    # --- Under the lock -----------------------------------------------------------------

    def _add_lane(self) -> None:
        if self._cannot_run:
            return
        if self._template is None and template.available():
            self._template = template.Template()
        lane = Lane(Worker(on_answer=self._answered, template=self._template), time.monotonic())
        self._started += 1
        self._lanes.append(lane)
        threading.Thread(target=self._guarded, args=(self._feed, lane), daemon=True).start()
        threading.Thread(target=self._guarded, args=(self._collect, lane), daemon=True).start()

    def _grow(self) -> None:
        """Start another worker if the examples waiting would keep the running ones busy for
        longer than GROW_AFTER warm-ups. Before the first worker is warm nothing is measured:
        then only a queue of LONG_QUEUE examples a worker starts one at once, so that the
        warm-ups overlap each other and pytest's collection."""
        if not self._lanes or len(self._lanes) >= self.most_workers:
            return
        if self._warm_up is None or not self._answers:
            if len(self._pending) >= LONG_QUEUE * len(self._lanes):
                self._add_lane()
            return
        waiting = len(self._pending) * self._busy / self._answers
        if waiting / len(self._lanes) > GROW_AFTER * self._warm_up:
            self._add_lane()

    def _retire(self, lane: Lane) -> None:
        """Close the lane: what it was written and has not answered waits for another worker."""
        lane.open = False
        if lane in self._lanes:
            self._lanes.remove(lane)
        self._pending.extendleft(reversed([sent.code for sent in lane.sent]))

    def _retire_all(self) -> list[Lane]:
        """Retire every lane (their threads leave); the lanes, for their workers to be closed."""
        lanes, self._lanes = self._lanes, []
        for lane in lanes:
            self._retire(lane)
        self._lock.notify_all()
        return lanes

    def _fail_waiting(self) -> None:
        """No worker can run anything: every example waiting fails with the reason."""
        assert self._cannot_run is not None
        for code in self._pending:
            self._cache[key_of(code)] = Outcome("", self._cannot_run)
        self._pending.clear()
        self._queued.clear()

    def _check_broken(self) -> None:
        if self._broken is not None:
            raise RuntimeError("the example runner's own thread failed") from self._broken

    # --- In the lanes' threads ----------------------------------------------------------

    def _answered(self) -> None:
        with self._lock:
            self._lock.notify_all()

    def _guarded(self, target: Callable[[Lane], None], lane: Lane) -> None:
        """Run a lane's thread; a fault in it is raised in the thread waiting for an outcome
        instead of leaving that thread waiting for ever."""
        try:
            target(lane)
        except BaseException as fault:  # noqa: BLE001 - handed to the waiting thread, which raises it
            with self._lock:
                self._broken = fault
                self._lock.notify_all()

    def _feed(self, lane: Lane) -> None:
        """Write waiting examples to the lane's worker, at most WINDOW ahead of its answers,
        until the lane closes."""
        worker = lane.worker
        while True:
            with self._lock:
                while lane.open and not (self._pending and worker.in_flight < WINDOW):
                    self._lock.wait()
                if not lane.open:
                    return
                code = self._pending.popleft()
                lane.sent.append(Sent(code, time.monotonic()))
                self._lock.notify_all()  # the collector may be waiting for it
            worker.send(code, self.timeout)  # outside the lock: a full pipe must not hold up the answers

    def _collect(self, lane: Lane) -> None:
        """Take the lane's answers in order and keep each as its example's outcome; retire the
        lane when its worker must not run another example."""
        worker = lane.worker
        try:
            version = worker.ready()
        except WarmUpFailed as failed:  # a new worker would fail the same way
            self._cannot_run_any(str(failed))
            return
        with self._lock:
            self._torch_version = version
            if self._warm_up is None:
                self._warm_up = time.monotonic() - lane.started
            self._lock.notify_all()
        last = time.monotonic()
        while True:
            with self._lock:
                while lane.open and not lane.sent:
                    self._lock.wait()
                if not lane.open:
                    return
                sent = lane.sent[0]
            try:
                outcome, retire = worker.result(self.timeout, sent.at)
            except WorkerLost as lost:
                outcome, retire = Outcome("", str(lost)), True
            with self._lock:
                if not lane.open:  # closed meanwhile: the example waits for another worker
                    return
                lane.sent.popleft()
                key = key_of(sent.code)
                self._queued.discard(key)
                self._cache[key] = outcome
                now = time.monotonic()
                self._busy += now - max(last, sent.at)
                self._answers += 1
                last = now
                if retire:
                    self._retire(lane)
                    if self._pending and not self._lanes:
                        self._add_lane()
                self._grow()
                self._lock.notify_all()
            if retire:  # the examples written behind it go to a fresh worker
                worker.close(wait=not lane.sent)
                return

    def _cannot_run_any(self, why: str) -> None:
        """No worker can import torch: every example waiting or written fails with `why`."""
        with self._lock:
            self._cannot_run = why
            lanes = self._retire_all()
            self._fail_waiting()
        for lane in lanes:
            lane.worker.close(wait=False)
