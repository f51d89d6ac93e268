"""Links: every link and anchor of the built site resolves, in every language.

MkDocs' validation checks the links the Markdown writes; this reads the HTML built, so it sees
the theme's links, the language switcher and generated pages too, each file parsed once
(linkchecker took over five minutes; htmlproofer misreads static-i18n's files).

    python -m autograd_site.postbuild.links site/ [--external]   (--external: the weekly job)
"""

from __future__ import annotations

import argparse
import posixpath
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from autograd_site.postbuild.html import Tokens

# The attributes that make the browser fetch or navigate to another resource.
LINK_ATTRIBUTES = dict.fromkeys(("a", "area", "link"), "href") | dict.fromkeys(("script", "img", "source", "iframe"), "src")
SKIPPED_SCHEMES = {"mailto", "tel", "javascript", "data", "blob"}
EXTERNAL_SCHEMES = {"http", "https"}


@dataclass(frozen=True)
class Link:
    page: str  # site-relative path of the HTML file, e.g. "ru/backward/index.html"
    line: int
    url: str  # as written in the HTML

    def where(self) -> str:
        return f"{self.page}:{self.line}"


@dataclass
class Site:
    root: Path
    anchors: dict[str, set[str]]  # HTML file -> its anchors
    links: list[Link]
    base_path: str = "/"  # the URL path the site is served from (the path of site_url)


def read_site(root: Path, base_path: str = "/") -> Site:
    if not (root / "index.html").is_file():
        raise SystemExit(f"{root}: no index.html here; build the site first (nox -s docs)")
    anchors, links = {}, []
    for path in sorted(root.rglob("*.html")):
        page, tags = path.relative_to(root).as_posix(), Tokens(path.read_text(encoding="utf-8"), follow=()).tags
        # The anchors a page offers (ids, <a name>) and the links it makes.
        anchors[page] = {tag.attrs["id"] for tag in tags if tag.attrs.get("id")}
        anchors[page] |= {tag.attrs["name"] for tag in tags if tag.name == "a" and tag.attrs.get("name")}
        for tag in tags:
            if (wanted := LINK_ATTRIBUTES.get(tag.name, "")) in tag.attrs:
                links.append(Link(page, tag.line, tag.attrs[wanted].strip()))
    return Site(root, anchors, links, "/" + base_path.strip("/") + "/" if base_path.strip("/") else "/")


def is_external(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in EXTERNAL_SCHEMES or (not parts.scheme and url.startswith("//"))


def target_file(site: Site, link: Link) -> tuple[str | None, str]:
    """The site-relative file a link points at (None if outside the site) and its fragment."""
    parts = urlsplit(link.url)
    path = unquote(parts.path)
    if not path:
        return link.page, unquote(parts.fragment)
    if path.startswith("/"):  # root-relative: only inside the path the site is served from
        if not (path + "/").startswith(site.base_path):
            return None, ""
        start, path = "", path[len(site.base_path) :]
    else:
        start = posixpath.dirname(link.page)
    target = posixpath.normpath(posixpath.join(start, path))
    if target == ".." or target.startswith("../"):
        return None, ""
    if target == ".":
        target = ""
    if path.endswith("/") or (site.root / target).is_dir():
        target = posixpath.join(target, "index.html")
    return target, unquote(parts.fragment)


def check_internal(site: Site) -> list[str]:
    """A problem for every link to a missing file or to an anchor its target does not have."""
    problems = []
    for link in site.links:
        scheme = urlsplit(link.url).scheme
        if scheme in SKIPPED_SCHEMES or is_external(link.url) or not link.url:
            continue
        if scheme:
            problems.append(f"{link.where()}: {link.url!r}: unknown URL scheme {scheme!r}")
            continue
        target, fragment = target_file(site, link)
        if target is None:
            problems.append(f"{link.where()}: {link.url!r} points outside the site")
        elif not (site.root / target).is_file():
            problems.append(f"{link.where()}: {link.url!r}: no file {target}")
        elif fragment and target in site.anchors and fragment not in site.anchors[target]:
            problems.append(f"{link.where()}: {link.url!r}: {target} has no anchor #{fragment}")
    return problems


def external_urls(site: Site) -> dict[str, list[Link]]:
    """Every external URL (without its fragment), with the places that link to it."""
    urls: dict[str, list[Link]] = defaultdict(list)
    for link in site.links:
        if is_external(link.url):
            url = link.url if not link.url.startswith("//") else "https:" + link.url
            urls[url.split("#", 1)[0]].append(link)
    return dict(sorted(urls.items()))


def url_status(url: str, timeout: float) -> str | None:
    """None when the URL answers below 400; else why not. HEAD first; some servers only answer GET."""
    import requests

    headers = {"User-Agent": "autograd-site link check (+weekly drift watch)"}
    try:
        response = requests.head(url, allow_redirects=True, timeout=timeout, headers=headers)
        if response.status_code >= 400:
            response = requests.get(url, allow_redirects=True, timeout=timeout, headers=headers, stream=True)
            response.close()
    except requests.RequestException as error:
        return f"{type(error).__name__}: {error}"
    return None if response.status_code < 400 else f"HTTP {response.status_code}"


def check_external(site: Site, timeout: float = 15.0, workers: int = 4) -> list[str]:
    urls = external_urls(site)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        statuses = dict(zip(urls, pool.map(lambda url: url_status(url, timeout), urls), strict=True))
    return [
        f"{places[0].where()}: {url}: {statuses[url]}" + (f" (and {len(places) - 1} more places)" if len(places) > 1 else "")
        for url, places in urls.items()
        if statuses[url]
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m autograd_site.postbuild.links", description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path, nargs="?", default=Path("site"), help="the built site (default: site/)")
    parser.add_argument("--external", action="store_true", help="also request every external URL (needs the internet)")
    parser.add_argument("--base-path", default="/", help="URL path the site is served from (site_url's path); default /")
    args = parser.parse_args(argv)
    site = read_site(args.site, args.base_path)
    problems = check_internal(site)
    checked = f"{len(site.links)} links on {len(site.anchors)} pages"
    if args.external:
        problems += check_external(site)
        checked += f", {len(external_urls(site))} external URLs requested"
    for problem in problems:
        print(problem)
    print(f"links: {len(problems)} broken; {checked}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
