"""The built site served on 127.0.0.1 the way a static host serves it: text compressed with
gzip (page weights are what a reader downloads), and for a missing page the 404 page of the
language whose folder was asked for, with status 404; or, as GitHub Pages does
(`root_404_only`), the root 404.html for every missing path."""

from __future__ import annotations

import gzip
import hashlib
import http.server
import io
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

from autograd_site.languages import TRANSLATIONS

COMPRESSED = {".html", ".css", ".js", ".json", ".xml", ".svg", ".ipynb", ".map", ".txt"}
NOT_FOUND = "404.html"


class StaticHost(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".ipynb": "application/x-ipynb+json"}

    def log_message(self, format, *args):  # keep pytest's output for failures
        pass

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()  # redirects /page to /page/
            path = path / "index.html"
        if not path.is_file():
            return self.send_body(404, self.not_found_page(), "text/html")
        return self.send_body(200, path.read_bytes(), self.guess_type(str(path)), compress=path.suffix in COMPRESSED)

    root_404_only = False

    def not_found_page(self) -> bytes:
        site = Path(self.directory)
        if self.root_404_only:
            return (site / NOT_FOUND).read_bytes()
        first = self.path.lstrip("/").split("/", 1)[0]
        for language in TRANSLATIONS:
            if first == language.code and (site / language.code / NOT_FOUND).is_file():
                return (site / language.code / NOT_FOUND).read_bytes()
        return (site / NOT_FOUND).read_bytes()

    def send_body(self, status: int, body: bytes, content_type: str, compress: bool = True):
        gzipped = compress and "gzip" in self.headers.get("Accept-Encoding", "")
        if gzipped:
            body = gzipped_body(body)
        self.send_response(status)
        self.send_header("Content-Type", content_type + ("; charset=utf-8" if content_type.startswith("text/") else ""))
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


COMPRESSED_BODIES: dict[bytes, bytes] = {}  # a body's digest -> its gzip


def gzipped_body(body: bytes) -> bytes:
    """Each file compressed once a run, not once a request: the browser tests load the same
    pages, scripts and fonts hundreds of times."""
    digest = hashlib.blake2b(body, digest_size=16).digest()
    if digest not in COMPRESSED_BODIES:
        COMPRESSED_BODIES[digest] = gzip.compress(body, mtime=0)
    return COMPRESSED_BODIES[digest]


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A browser that drops a request it no longer needs (it left the page) is no error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextmanager
def serve(site: Path, root_404_only: bool = False):
    """Serve `site` on a free port of 127.0.0.1 from a thread; yields the base URL (with /)."""
    host = type("Host", (StaticHost,), {"root_404_only": root_404_only})
    handler = lambda *args, **kwargs: host(*args, directory=str(site), **kwargs)  # noqa: E731
    server = Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
