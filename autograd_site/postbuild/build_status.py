"""The live preview never shows an old page as if it were current (issue 53).

MkDocs keeps serving the last pages built when a build fails, and holds every request
meanwhile; in `nox -s serve` each build writes `build-status.json` (ok, or the problems, located
at docs/<file>:<line> where they name a link), which `StatusServer` serves on a port of its own
and every page polls, laying a banner over itself while the build fails (CONTRIBUTING.md, "Platform").
"""

from __future__ import annotations

import http.server
import json
import logging
import re
import threading
from pathlib import Path

STATUS_FILE = "build-status.json"
MOST_SHOWN = 20  # problems a failed build lists; a broken config can log hundreds
LINK_WARNING = re.compile(r"Doc file '(?P<page>[^']+)' contains a link '(?P<target>[^']+)'")


class BuildProblems(logging.Handler):
    """The warnings and errors one build logged (strict mode makes each fail the build)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []
        self.docs_dir = Path("docs")

    def start(self, docs_dir: Path) -> None:  # a build starts: nothing logged yet
        self.messages, self.docs_dir = [], docs_dir

    def located(self) -> list[str]:
        """Each message once, located where it names a page's link."""
        return [located(message, self.docs_dir) for message in dict.fromkeys(self.messages)]

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def located(message: str, docs_dir: Path) -> str:
    """The message, prefixed with `docs/<page>:<line>` when it names a page's link (MkDocs names
    the page and the target, not the line): the first line of the page holding `(target)`."""
    match = LINK_WARNING.search(message)
    if match is None:
        return message
    page = docs_dir / match["page"]
    try:
        lines = page.read_text(encoding="utf-8").splitlines()
    except OSError:
        return message
    line = next((number for number, text in enumerate(lines, 1) if f"({match['target']}" in text), None)
    where = f"{docs_dir.name}/{match['page']}" + (f":{line}" if line else "")
    return f"{where}: {message}"


def write_status(site_dir: Path, problems: list[str] | None) -> None:
    """`ok` (problems None), or the build's problems, for the served pages to poll."""
    status = {"ok": True} if problems is None else {"ok": False, "problems": problems[:MOST_SHOWN]}
    site_dir.mkdir(parents=True, exist_ok=True)
    partial = site_dir / f"{STATUS_FILE}.partial"
    partial.write_text(json.dumps(status, ensure_ascii=False), encoding="utf-8")
    partial.replace(site_dir / STATUS_FILE)  # never half a file


SCRIPT = (Path(__file__).parent / "build_status.js").read_text(encoding="utf-8")  # showBuildStatus(url, title)


def status_script(port: int, title: str) -> str:
    """The script that polls the status server on `port`, at the host the page came from."""
    url = f'location.protocol + "//" + location.hostname + ":{port}/{STATUS_FILE}"'
    return f"<script>\n{SCRIPT}showBuildStatus({url}, {json.dumps(title)});\n</script>"


def with_status_script(output: str, port: int, title: str) -> str:
    head, sep, tail = output.rpartition("</body>")
    return f"{head}{status_script(port, title)}{sep}{tail}" if sep else output


class StatusServer:
    """Serves the status file of `site_dir` (set each build) on `host`, a free port, until closed."""

    def __init__(self, host: str) -> None:
        self.site_dir: Path | None = None
        served = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802  (http.server's name)
                path = served.site_dir / STATUS_FILE if served.site_dir else None
                body = path.read_bytes() if path is not None and path.is_file() else b'{"ok": true}'
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Access-Control-Allow-Origin", "*")
                self.send_header("Cache-Control", "no-store")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002  (http.server's name)
                pass  # a poll every half second: not serve's log

        self.server = http.server.ThreadingHTTPServer((host, 0), Handler)
        self.port: int = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
