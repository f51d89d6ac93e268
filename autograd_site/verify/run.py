"""Run: every distinct example once, in a worker process, and what it printed.

An example shared by several languages runs once: outcomes are cached by source. The work
itself happens in worker.py (the process) and execute.py (one example, isolated).
"""

from __future__ import annotations

from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.execute import DEFAULT_TIMEOUT, Outcome
from autograd_site.verify.worker import WarmUpFailed, Worker, WorkerLost


class Runner:
    """Runs code blocks, each distinct one once, in a worker started on first need (or `start()`)."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT):
        self.timeout = timeout
        self._cache: dict[tuple[str, str, str, int], Outcome] = {}
        self._worker: Worker | None = None
        self._torch_version: str | None = None
        self._cannot_run: str | None = None  # why no worker can run anything (torch does not import)
        self.executed = 0

    def start(self) -> None:
        """Start the worker now, so that it imports torch while the caller does other work."""
        if self._worker is None:
            self._worker = Worker()

    def run(self, code: CodeBlock) -> Outcome:
        key = (code.kind, code.filename, code.source, code.first_line)
        if key not in self._cache:
            self._cache[key] = self._execute(code)
            self.executed += 1
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
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    def _warm(self) -> bool:
        """Start the worker if needed and wait for its warm-up; False if torch does not import."""
        if self._cannot_run:
            return False
        self._worker = self._worker or Worker()
        try:
            self._torch_version = self._worker.ready()
        except WarmUpFailed as failed:  # a new worker would fail the same way
            self._cannot_run = str(failed)
            self.close()
            return False
        return True

    def _execute(self, code: CodeBlock) -> Outcome:
        if not self._warm() or self._worker is None:
            return Outcome("", self._cannot_run)
        try:
            outcome, retire = self._worker.run(code, self.timeout)
        except WorkerLost as lost:
            outcome, retire = Outcome("", str(lost)), True
        if retire:  # the next example gets a fresh worker
            self.close()
        return outcome
