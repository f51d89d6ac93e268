"""The built files themselves load nothing from another host: every <script src>, <link href>,
<img src>, <iframe src>, CSS @import and url(), and import() in inline scripts points into
the site. (The browser tests see
what one visit requests; this reads every file, including what a visit may not trigger.)"""

from __future__ import annotations

import re

HTML_LOAD = re.compile(
    r"<(?P<tag>script|link|img|iframe|source|video|audio|embed)\b[^>]*?\s(?:src|href|srcset)\s*=\s*[\"'](?P<url>[^\"']*)",
    re.I,
)
CSS_LOAD = re.compile(r"""(?:@import\s+(?:url\()?|url\()\s*["']?(?P<url>[^"')\s]+)""", re.I)
SCRIPT_IMPORT = re.compile(r"""\bimport\s*\(\s*["'](?P<url>[^"']+)""")  # dynamic import() in inline scripts
REMOTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.I)  # http://, https://, //host


def remote_loads(text: str, pattern: re.Pattern) -> list[str]:
    found = []
    for match in pattern.finditer(text):
        url = match["url"]
        tag = match.groupdict().get("tag")
        if tag and tag.lower() == "link" and re.search(r'rel="(?:alternate|canonical|prev|next)"', match[0]):
            continue  # links to pages, not loads
        if REMOTE.match(url):
            found.append(url)
    return found


def test_no_built_file_loads_from_another_host(built_site):
    problems, scanned = [], 0
    for path in sorted(built_site.path.rglob("*")):
        if path.suffix not in (".html", ".css"):
            continue
        scanned += 1
        text = path.read_text(encoding="utf-8", errors="replace")
        loads = remote_loads(text, HTML_LOAD if path.suffix == ".html" else CSS_LOAD)
        if path.suffix == ".html":  # inline <style> blocks too
            for style in re.findall(r"<style[^>]*>(.*?)</style>", text, re.S | re.I):
                loads += remote_loads(style, CSS_LOAD)
            for script in re.findall(r"<script[^>]*>(.*?)</script>", text, re.S | re.I):
                loads += remote_loads(script, SCRIPT_IMPORT)
        problems += [f"{path.relative_to(built_site.path)}: {url}" for url in loads]
    assert scanned > 20
    assert problems == []
