"""Execute: run one example in this process, isolated, and capture what it prints.

This is what the worker process (worker.py) does for every example. Isolation comes from a
fresh namespace, a temporary working directory, and torch's global state reset before every
example; state that cannot be reset from outside is reported (`leaked_state`).
"""
from __future__ import annotations

import contextlib
import doctest
import io
import os
import random
import signal
import sys
import tempfile
import traceback
import warnings
from dataclasses import dataclass

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
    torch.set_printoptions(profile="default", sci_mode=None)
    torch.set_num_threads(1)  # the same reduction order on every machine
    torch.manual_seed(0)
    random.seed(0)
    numpy.random.seed(0)
    numpy.set_printoptions(legacy=False)


def leaked_state() -> str | None:
    """Global state an example can switch on but not be reset from outside."""
    import torch

    if torch.is_inference_mode_enabled():
        return "the example left torch.inference_mode() switched on; use it as a `with` block"
    return None


@contextlib.contextmanager
def time_limit(seconds: float):
    def expire(signum, frame):
        raise ExampleTimeout()

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def show_warning(message, category, filename, lineno, file=None, line=None):
    sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


@contextlib.contextmanager
def isolated(buffer: io.StringIO):
    """A temporary working directory, captured output, default warnings, reset torch state."""
    reset_global_state()
    cwd = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="verify-") as workdir, warnings.catch_warnings():
        warnings.simplefilter("default")
        warnings.showwarning = show_warning  # as Python shows them, even under pytest's recorder
        os.chdir(workdir)
        try:
            with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(buffer):
                yield
        finally:
            os.chdir(cwd)


def example_traceback(error: BaseException, filename: str) -> str:
    """The traceback from the example's first frame on: the tooling's own frames are noise."""
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != filename:
        tb = tb.tb_next
    lines = traceback.format_exception(type(error), error, tb)
    return "".join(lines).replace(filename, display(filename))


def describe_exit(error: BaseException, code: CodeBlock, timeout: float) -> str:
    if isinstance(error, ExampleTimeout):
        return f"example did not finish within {timeout:g} s (set VERIFY_TIMEOUT to change the limit)"
    if isinstance(error, SystemExit):
        return f"example called sys.exit({error.code!r}); examples must run to their end"
    if isinstance(error, KeyboardInterrupt):
        return "example raised KeyboardInterrupt"
    return "example raised an exception it does not catch:\n" + example_traceback(error, code.filename)


def execute_python(code: CodeBlock, timeout: float) -> Outcome:
    # Leading blank lines keep line numbers equal to those in `filename`.
    compiled = compile("\n" * (code.first_line - 1) + code.source, code.filename, "exec", dont_inherit=True)
    namespace = {"__name__": "__main__", "__file__": code.filename}
    buffer = io.StringIO()
    error = None
    with isolated(buffer):
        try:
            with time_limit(timeout):
                exec(compiled, namespace)
        except BaseException as raised:  # noqa: BLE001 - every way out of an example is reported
            error = describe_exit(raised, code, timeout)
    return Outcome(buffer.getvalue(), error)


def execute(code: CodeBlock, timeout: float) -> tuple[Outcome, bool]:
    """The outcome, and whether the example leaked state that only a new process clears."""
    outcome = (execute_doctest if code.kind == "doctest" else execute_python)(code, timeout)
    leak = leaked_state()
    return Outcome(outcome.output, outcome.error or leak), leak is not None


def execute_doctest(code: CodeBlock, timeout: float) -> Outcome:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(code.source, {"__name__": "__main__"}, display(code.filename), code.filename, code.first_line - 1)
    report = io.StringIO()
    runner = doctest.DocTestRunner(verbose=False, optionflags=doctest.REPORT_UDIFF)
    buffer = io.StringIO()
    error = None
    with isolated(buffer):
        try:
            with time_limit(timeout):
                runner.run(test, out=report.write, clear_globs=True)
        except BaseException as raised:  # noqa: BLE001
            error = describe_exit(raised, code, timeout)
    if error is None and runner.failures:
        error = "doctest failed:\n" + report.getvalue()
    return Outcome(buffer.getvalue(), error)


if sys.platform == "win32":  # pragma: no cover - SIGALRM is POSIX only
    raise ImportError("the verifier needs POSIX signals (Linux or macOS)")
