"""`nox -s serve`'s MkDocs process: its address checked before anything is built (a taken one
was found after the whole first build, as a traceback), and its stop, whichever process the
signal reaches: MkDocs runs in a process group of its own, nox passes SIGINT, SIGTERM or SIGHUP
on as the Ctrl-C MkDocs shuts down on (its on_shutdown ends the example worker), and what the
group still runs after STOP_SECONDS is ended. Standard library only: nox's own Python imports it.
"""

from __future__ import annotations

import argparse
import errno
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import FrameType

DEFAULT_ADDRESS = "127.0.0.1:8000"  # MkDocs' default dev_addr
STOP_SECONDS = 4.5  # MkDocs' shutdown took 0.85-3.8 s on a busy machine; then what is left of its group is ended
KILL_SECONDS = 1.0  # after SIGTERM, what still runs is killed
STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")  # SIGHUP: the terminal closed (POSIX only)


def requested_address(args: list[str], config_file: Path) -> str:
    """The address serve is asked to bind: `-a`/`--dev-addr` in `args`, else mkdocs.yml's
    `dev_addr`, else MkDocs' default."""
    options = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    options.add_argument("-a", "--dev-addr")
    given = options.parse_known_args(args)[0].dev_addr
    if given:
        return str(given)
    text = config_file.read_text(encoding="utf-8") if config_file.is_file() else ""
    found = re.search(r"""^dev_addr:\s*["']?([^"'\s#]+)""", text, re.M)
    return found[1] if found else DEFAULT_ADDRESS


def bind_error(host: str, port: int) -> OSError | None:
    """Why MkDocs' server could not bind (host, port), or None: bound and let go at once, with
    the option MkDocs' server sets too (a port left in TIME_WAIT by the last serve is free)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            return error
    return None


def address_problem(address: str) -> str | None:
    """One line for an address serve cannot use (with the option to serve on a free one), or None."""
    host, _, digits = address.rpartition(":")
    if not host or not digits.isdigit():
        return f"serve: {address!r} is not an address: write it host:port, e.g. {DEFAULT_ADDRESS}"
    host, port = host.strip("[]"), int(digits)
    error = bind_error(host, port)
    if error is None:
        return None
    if error.errno == errno.EADDRINUSE:
        free = next((other for other in range(port + 1, min(port + 100, 65536)) if bind_error(host, other) is None), port + 1)
        return f"serve: {host}:{port} is in use (another `nox -s serve`?): serve on another address with `nox -s serve -- -a {host}:{free}`"
    return f"serve: cannot serve on {host}:{port} ({error.strerror}): serve on another with `nox -s serve -- -a 127.0.0.1:{port}`"


def run_until_stopped(command: list[str], env: dict[str, str], stop_seconds: float = STOP_SECONDS) -> tuple[int, bool]:
    """Run `command` (MkDocs' serve) until it ends or a stop signal reaches this process:
    (its exit code, whether a signal stopped it). The first signal is passed on as SIGINT;
    what the command's process group still runs after it ended, or stop_seconds after the
    signal, is ended."""
    print(f"serve: {shlex.join(command)}", file=sys.stderr, flush=True)
    if os.name != "posix":
        return run_in_console_group(command, env, stop_seconds)
    stopped_at: list[float] = []  # when the first stop signal came (the loop below passes it on)

    def stop(signum: int, frame: FrameType | None) -> None:
        if not stopped_at:
            stopped_at.append(time.monotonic())

    # Set before MkDocs starts, so it starts with SIGINT's default (a KeyboardInterrupt) even
    # where nox was started with SIGINT ignored (as a shell's background job is).
    before = {name: signal.signal(getattr(signal, name), stop) for name in STOP_SIGNALS}
    process = None
    try:
        process = subprocess.Popen(command, env=env, start_new_session=True)
        passed_on = False
        while True:
            try:
                code = process.wait(timeout=0.1)
                break
            except subprocess.TimeoutExpired:
                if stopped_at and not passed_on:
                    process.send_signal(signal.SIGINT)
                    passed_on = True
                elif stopped_at and time.monotonic() - stopped_at[0] > stop_seconds:
                    end_group(process.pid)
    finally:
        for name, handler in before.items():
            signal.signal(getattr(signal, name), handler)
        if process is not None:
            end_group(process.pid)
    return code, bool(stopped_at)


def end_group(group: int) -> None:
    """End every process still in the process group: SIGTERM, then SIGKILL after KILL_SECONDS."""
    for sent in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(group, sent)
        except (ProcessLookupError, PermissionError):
            return  # none left
        deadline = time.monotonic() + KILL_SECONDS
        while time.monotonic() < deadline:
            try:
                os.killpg(group, 0)
            except (ProcessLookupError, PermissionError):
                return
            time.sleep(0.05)


def run_in_console_group(command: list[str], env: dict[str, str], stop_seconds: float) -> tuple[int, bool]:
    """Windows: Ctrl-C reaches every process of the console, MkDocs too; wait for its shutdown."""
    process = subprocess.Popen(command, env=env)
    try:
        return process.wait(), False
    except KeyboardInterrupt:
        try:
            return process.wait(timeout=stop_seconds), True
        except subprocess.TimeoutExpired:
            process.kill()
            return process.wait(), True
