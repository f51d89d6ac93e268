"""On Linux every worker of a run is forked from one warm template (verify/template.py);
elsewhere each is spawned and warms up itself. Either way the run behaves the same."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

from autograd_site.verify import template as template_module
from autograd_site.verify.collect import CodeBlock
from autograd_site.verify.run import Runner
from autograd_site.verify.template import Template

linux_only = pytest.mark.skipif(not template_module.available(), reason="workers are forked from a template on Linux only")
PARENT = "import os\nprint(os.getppid())\n"


def code(source: str, filename: str = "<example>") -> CodeBlock:
    return CodeBlock("python", source, filename, 1)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return not Path(f"/proc/{pid}/stat").read_text().split(") ")[-1].startswith("Z")  # a zombie has ended
    except (ProcessLookupError, FileNotFoundError):
        return False


@linux_only
def test_every_worker_of_a_run_is_forked_from_its_one_template_and_all_leave_with_the_run():
    with Runner(workers=2) as runner:
        first = runner.run(code(PARENT, "first.py"))
        crashed = runner.run(code("import os\nos._exit(3)\n"))
        fresh = runner.run(code("import os\nprint(os.getppid(), os.getpid())\n", "fresh.py"))
        assert runner._template is not None
        template_pid = runner._template.process.pid
        worker_pid = int(fresh.output.split()[1])
    assert crashed.error == "the process running the example ended (exit code 3); output printed before that is lost"
    assert int(first.output) == int(fresh.output.split()[0]) == template_pid  # the fresh worker too
    assert not alive(template_pid) and not alive(worker_pid)


@linux_only
def test_a_worker_killed_before_the_template_has_forked_it_ends_once_forked():
    template = Template()
    ours, theirs = socket.socketpair()
    try:
        with theirs:
            handle = template.fork(theirs)
        handle.kill()  # the template is still importing torch: no pid yet
        assert handle.pid is None and handle.wait(timeout=0) == -signal.SIGKILL  # ended for the caller
        deadline = time.monotonic() + 120
        while handle.pid is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert handle.pid is not None  # forked once warm, and killed at once
        while alive(handle.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(handle.pid)
    finally:
        ours.close()
        template.close()
    assert template.process.returncode == 0


@linux_only
def test_a_template_that_ended_fails_the_workers_asked_of_it_with_its_exit_code():
    template = Template()
    template.process.kill()
    ours, theirs = socket.socketpair()
    try:
        with theirs:
            handle = template.fork(theirs)
        assert handle.wait(timeout=30) == -signal.SIGKILL
        with pytest.raises(subprocess.TimeoutExpired):
            template_module.ForkedProcess().wait(timeout=0.01)  # one nobody reported on is still waited for
    finally:
        ours.close()
        template.close()


def test_without_a_template_each_worker_is_spawned_and_the_run_behaves_the_same(monkeypatch):
    """What Windows and macOS do, run here."""
    monkeypatch.setattr(template_module, "available", lambda: False)
    with Runner(timeout=0.5) as runner:
        first = runner.run(code(PARENT, "first.py"))
        crashed = runner.run(code("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"))
        fresh = runner.run(code(PARENT, "fresh.py"))
        hung = runner.run(code("import signal\nsignal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGALRM])\nwhile True:\n    pass\n"))
        assert runner._template is None
    assert int(first.output) == int(fresh.output) == os.getpid()  # each a child of this process
    assert crashed.error == "the process running the example ended (killed by signal 11); output printed before that is lost"
    assert hung.error == "example did not finish within 0.5 s and did not answer SIGALRM (set VERIFY_TIMEOUT to change the limit)"
    assert runner.workers_started == 2  # the first, and a fresh one after the crash (none needed after the hang)


@linux_only
def test_a_run_closed_while_its_template_imports_torch_does_not_wait_for_it():
    template = Template()
    template.close()  # importing torch takes seconds: it is ended, not waited for
    assert template.process.returncode == -signal.SIGKILL
