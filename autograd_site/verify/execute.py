"""Execute: run one example in this process (a worker: run.py), isolated (a fresh namespace,
an empty working directory, torch's global state reset; what cannot be reset is reported),
and capture what a reader's terminal shows for `python docs_src/<topic>/<file>.py`: the code
runs as `__main__`, under a fresh interpreter's warning filters, named as the reader types it.
"""

from __future__ import annotations

import atexit
import contextlib
import doctest
import functools
import io
import linecache
import os
import random
import shutil
import signal
import sys
import tempfile
import traceback
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from types import FrameType
from typing import Any

from autograd_site.page.paths import display
from autograd_site.verify.collect import CodeBlock

# torch._dynamo, which torch.optim imports on first use, is imported while the worker warms
# up, so this measures the example alone; short enough that a hang fails within seconds.
DEFAULT_TIMEOUT = float(os.environ.get("VERIFY_TIMEOUT", "10"))


@dataclass(frozen=True)
class Outcome:
    output: str  # stdout and stderr, interleaved as a terminal shows them
    error: str | None = None  # why the example failed to run, with its traceback

    @property
    def ok(self) -> bool:
        return self.error is None


class ExampleTimeout(BaseException):
    """Raised inside an example that runs too long (BaseException: `except Exception` can't eat it)."""


def reset_global_state() -> None:
    """Put torch (and the other RNGs) back to a known state, whatever the last example did."""
    import numpy
    import torch

    torch.set_grad_enabled(True)
    torch.set_default_dtype(torch.float32)
    torch.autograd.set_detect_anomaly(False)
    if torch.are_deterministic_algorithms_enabled():  # the setter imports torch._inductor: 1.4 s
        torch.use_deterministic_algorithms(False)
    torch.set_printoptions(profile="default", sci_mode=None)  # type: ignore[no-untyped-call]
    torch.set_num_threads(1)  # the same reduction order on every machine
    if has_accelerator():
        torch.manual_seed(0)
    else:  # what torch.manual_seed does on a CPU-only machine, without its 0.1-0.5 ms of
        # queueing a seed, with a formatted stack, for each accelerator torch was built for
        torch.default_generator.manual_seed(0)
    random.seed(0)
    numpy.random.seed(0)
    numpy.set_printoptions(legacy=False)


@functools.cache
def has_accelerator() -> bool:
    """Whether torch sees a device other than the CPU (CUDA, MPS, XPU, ...): then every
    device's generator is seeded, as torch.manual_seed does. A torch older than 2.6 (the
    compatibility matrix runs some) cannot say: it is taken to have one."""
    import torch

    accelerator = getattr(torch, "accelerator", None)
    return accelerator is None or bool(accelerator.is_available())


def leaked_state() -> str | None:
    """Global state an example can switch on but not be reset from outside."""
    import torch

    if torch.is_inference_mode_enabled():
        return "the example left torch.inference_mode() switched on; use it as a `with` block"
    return None


def has_alarm() -> bool:
    """Whether this process can interrupt an example itself (POSIX); elsewhere (Windows) the
    worker's parent enforces the time limit by ending the worker."""
    return hasattr(signal, "SIGALRM") and hasattr(signal, "setitimer")


def timeout_message(timeout: float) -> str:
    return f"example did not finish within {timeout:g} s (set VERIFY_TIMEOUT to change the limit)"


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    if not has_alarm():
        yield
        return

    def expire(signum: int, frame: FrameType | None) -> None:
        raise ExampleTimeout()

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


Filters = Sequence[tuple[Any, ...]]  # warnings.filters


class Scratch:
    """The working directory examples run in: a temporary directory of this process, empty
    whenever an example starts. One serves every example: creating and removing a directory
    for each cost 3.6 ms on these machines (removing a directory is slow on a disk mounted
    with `discard`), emptying one that holds nothing costs microseconds."""

    def __init__(self) -> None:
        self.path: str | None = None

    def enter(self) -> str:
        if self.path is None or not os.path.isdir(self.path):
            self.path = tempfile.mkdtemp(prefix="verify-")
        return self.path

    def empty(self) -> None:
        """Remove what the example left; a directory that cannot be emptied is given up for a new one."""
        if self.path is None:
            return
        try:
            for entry in os.scandir(self.path):
                if entry.is_dir(follow_symlinks=False):
                    shutil.rmtree(entry.path)
                else:
                    os.unlink(entry.path)
        except OSError:
            self.remove()

    def remove(self) -> None:
        if self.path is not None:
            shutil.rmtree(self.path, ignore_errors=True)
            self.path = None


SCRATCH = Scratch()
atexit.register(SCRATCH.remove)  # the worker leaves by os._exit, and removes it itself first


@contextlib.contextmanager
def isolated(buffer: io.StringIO, filters: Filters, argv0: str) -> Iterator[None]:
    """An empty temporary working directory, captured output, the given warning filters,
    `sys.argv` as `python <argv0>` sets it, reset torch state."""
    reset_global_state()
    cwd, argv = os.getcwd(), sys.argv
    with warnings.catch_warnings():
        # A copy (an example may add filters); catch_warnings has just invalidated every
        # "shown once" registry, and puts this process's filters back on leaving.
        warnings.filters = list(filters)
        os.chdir(SCRATCH.enter())
        sys.argv = [argv0]
        try:
            with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(buffer):
                yield
        finally:
            sys.argv = argv
            os.chdir(cwd)
            SCRATCH.empty()


def example_traceback(error: BaseException, filename: str) -> str:
    """The traceback from the example's first frame on: the tooling's own frames are noise.
    Paths are shown as the maintainer types them (a failure message, not a claimed output)."""
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != filename:
        tb = tb.tb_next
    lines = traceback.format_exception(type(error), error, tb)
    return "".join(lines).replace(filename, display(filename))


class DoctestFailed(Exception):
    """A doctest ran, and printed something else than it expects (its report)."""


def describe_exit(error: BaseException, filename: str, timeout: float) -> str:
    if isinstance(error, ExampleTimeout):
        return timeout_message(timeout)
    if isinstance(error, SystemExit):
        return f"example called sys.exit({error.code!r}); examples must run to their end"
    if isinstance(error, KeyboardInterrupt):
        return "example raised KeyboardInterrupt"
    if isinstance(error, DoctestFailed):
        return f"doctest failed:\n{error}"
    return "example raised an exception it does not catch:\n" + example_traceback(error, filename)


def python_body(code: CodeBlock, filename: str) -> Callable[[], object]:
    # Leading blank lines keep line numbers equal to those in `filename`.
    text = "\n" * (code.first_line - 1) + code.source
    # The lines warnings and tracebacks quote: exactly what runs (for a page, its fence).
    linecache.cache[filename] = (len(text), None, text.splitlines(keepends=True), filename)
    compiled = compile(text, filename, "exec", dont_inherit=True)
    return functools.partial(exec, compiled, {"__name__": "__main__", "__file__": filename})


def doctest_body(code: CodeBlock) -> Callable[[], object]:
    name = display(code.filename)
    test = doctest.DocTestParser().get_doctest(code.source, {"__name__": "__main__"}, name, code.filename, code.first_line - 1)

    def body() -> None:
        report = io.StringIO()
        runner = doctest.DocTestRunner(verbose=False, optionflags=doctest.REPORT_UDIFF)
        runner.run(test, out=report.write, clear_globs=True)
        if runner.failures:
            raise DoctestFailed(report.getvalue())

    return body


def execute(code: CodeBlock, timeout: float, filters: Filters) -> tuple[Outcome, bool]:
    """The outcome, and whether the example leaked state that only a new process clears.
    `filters`: the warning filters the example runs under (a fresh interpreter's: warm.py)."""
    # `python docs_src/backward/x.py`: argv keeps the path as typed; __file__, warnings and
    # tracebacks name the file by its absolute path (Python 3.9 and later).
    filename = os.path.abspath(code.filename)
    body = doctest_body(code) if code.kind == "doctest" else python_body(code, filename)
    buffer = io.StringIO()
    error = None
    with isolated(buffer, filters, display(filename)):
        try:
            with time_limit(timeout):
                body()
        except BaseException as raised:  # noqa: BLE001 - every way out of an example is reported
            error = describe_exit(raised, filename, timeout)
    output, leak = buffer.getvalue(), leaked_state()
    return Outcome(output, error or leak), leak is not None or may_spend_warnings(code, output)


def may_spend_warnings(code: CodeBlock, output: str) -> bool:
    """Whether the example may have shown (or hidden behind a filter) one of torch's
    once-per-process warnings (TORCH_WARN_ONCE: no API resets it). The next example in this
    process would print nothing where a reader's fresh interpreter prints the warning, so the
    worker ends after it (a fresh one costs milliseconds). Conservative: any warning shown, or
    any use of the warnings module."""
    return "Warning" in output or "warnings" in code.source
