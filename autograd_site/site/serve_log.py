"""A quiet `nox -s serve` log: of the INFO lines, only MkDocs' progress and this site's, so a
problem found on a page is not lost among each rebuild's settings; and not the warning MkDocs
prints on every `--dirty` build (strict mode would count it). The loggers are the generator's:
`mkdocs.*`, or `properdocs.*` under ProperDocs.
"""

from __future__ import annotations

import logging
import re

import mkdocs
from mkdocs.commands import build as build_command

# INFO lines from other loggers that still say something on a rebuild (MkDocs' own).
KEPT = ("Serving on", "Detected file changes", "Documentation built in", "Reloading browsers", "Shutting down")
DIRTY_NOTICES = ("A 'dirty' build is being performed", "The directory contains stale files")
GENERATOR_LOGGER = mkdocs.__name__  # "mkdocs", or "properdocs" under ProperDocs
# This site's loggers: get_plugin_logger's (the generator's name) and live.py's (always mkdocs.*).
SITE_LOGGERS = (f"{GENERATOR_LOGGER}.plugins.autograd_site", "mkdocs.plugins.autograd_site")


class QuietServeLog(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno >= logging.WARNING:
            return not record.getMessage().startswith(DIRTY_NOTICES)
        # MkDocs' live-reload server puts the time first: "[16:29:21] Serving on ..."
        message = re.sub(r"^\[[\d:]+\] ", "", record.getMessage())
        return record.name.startswith(SITE_LOGGERS) or message.startswith(KEPT)


def quiet_serve_log() -> QuietServeLog:
    """Filter MkDocs' console output, and its dirty-build warning before strict mode counts
    it (the counter is a handler each build adds; a logger's own filter runs first)."""
    quiet = QuietServeLog()
    for handler in logging.getLogger(GENERATOR_LOGGER).handlers:
        handler.addFilter(quiet)
    build_command.log.addFilter(quiet)  # the build command prints the dirty-build notices
    return quiet


def end_quiet_serve_log(quiet: QuietServeLog) -> None:
    for handler in logging.getLogger(GENERATOR_LOGGER).handlers:
        handler.removeFilter(quiet)
    build_command.log.removeFilter(quiet)
