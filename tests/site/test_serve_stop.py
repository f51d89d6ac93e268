"""`nox -s serve` stops cleanly on Ctrl-C and on SIGTERM: no traceback, its example worker and
its kept hunspells ended, their temporary folders removed. MkDocs turns Ctrl-C into its
shutdown (on_shutdown); SIGTERM is made to do the same, and the worker, which Ctrl-C in a
terminal reaches too, leaves its ending to the parent."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time

import pytest

from autograd_site.languages import BY_CODE
from autograd_site.site.plugin import SitePlugin
from autograd_site.verify.worker import Worker

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and /proc-style child listing")


def children() -> set[int]:
    """This process's live child processes."""
    listed = subprocess.run(["ps", "-o", "pid=,stat=", "--ppid", str(os.getpid())], capture_output=True, text=True).stdout
    return {int(pid) for pid, stat in (line.split() for line in listed.splitlines()) if not stat.startswith("Z")}


def test_sigterm_stops_serve_as_ctrl_c_does_and_leaves_no_process_nor_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # hunspell's word lists are written here
    monkeypatch.setattr(sys, "argv", ["mkdocs", "serve", "--dirty"])
    before = signal.getsignal(signal.SIGTERM)
    alive_before = children()
    plugin = SitePlugin()
    plugin.on_startup(command="serve", dirty=True)
    try:
        assert plugin.live is not None
        for code in ("id", "ru"):
            plugin.live._hunspell(["kata salahh"], BY_CODE[code])  # a kept hunspell each, as a preview's pages start them
        started = children() - alive_before
        assert len(started) >= 3 and len(list(tmp_path.iterdir())) == 2  # the worker, two hunspells; their folders
        with pytest.raises(KeyboardInterrupt):  # what MkDocs' serve catches to shut down
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(5)
    finally:
        plugin.on_shutdown()  # MkDocs calls it after its server stopped
    deadline = time.monotonic() + 10
    while children() & started and time.monotonic() < deadline:
        time.sleep(0.1)
    assert children() & started == set()
    assert list(tmp_path.iterdir()) == []
    assert signal.getsignal(signal.SIGTERM) is before  # serve's handler is gone with serve


def test_the_worker_lets_ctrl_c_pass_and_still_ends_when_its_parent_closes_it():
    worker = Worker()
    try:
        worker.ready()
        worker.process.send_signal(signal.SIGINT)  # as a terminal's Ctrl-C reaches its whole group
        time.sleep(1)
        assert worker.process.poll() is None  # no KeyboardInterrupt (nor its traceback)
    finally:
        worker.close()
    assert worker.process.returncode == 0
