"""The GitHub Actions workflows, checked statically: they cannot run on this machine.

Every nox session a workflow calls must exist; the drift watch's `--torch latest` must
resolve to its own environment; and the rules the linters (actionlint and zizmor, run by
workflows.yml itself) do not enforce hold: actions pinned by commit with their version,
read-only by default, no secrets in pull-request CI.
"""

from __future__ import annotations

import re
import shlex
import shutil
import sys
from pathlib import Path

import pytest
import yaml
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
BIN, EXE = ("Scripts", ".exe") if sys.platform == "win32" else ("bin", "")  # a venv's executables
GITHUB = ROOT / ".github"
WORKFLOWS = sorted((GITHUB / "workflows").glob("*.yml"))
PINNED_USES = re.compile(r"^\s*(?:-\s+)?uses:\s*(?P<action>[\w.-]+/[\w./-]+)@(?P<ref>\S+)(?:\s+#\s*(?P<version>\S+))?\s*$")
NOX_CALL = re.compile(r"\bnox\s+(?P<args>[^\n|;&]*)")


def load(path: Path) -> dict:
    workflow = yaml.safe_load(path.read_text(encoding="utf-8"))
    # YAML 1.1 reads the key `on` as the boolean true.
    workflow["on"] = workflow.pop(True, workflow.get("on"))
    return workflow


def triggers(workflow: dict) -> set[str]:
    on = workflow["on"]
    return {on} if isinstance(on, str) else set(on)


# --- Rules the linters leave to us ------------------------------------------------------


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda path: path.name)
def test_every_action_is_pinned_by_commit_with_its_version_in_a_comment(path):
    uses = [line for line in path.read_text(encoding="utf-8").splitlines() if re.match(r"^\s*(-\s+)?uses:", line)]
    assert uses
    for line in uses:
        match = PINNED_USES.match(line)
        assert match, f"{path.name}: cannot read {line.strip()!r}"
        assert re.fullmatch(r"[0-9a-f]{40}", match["ref"]), f"{path.name}: {match['action']} is not pinned by a full commit SHA"
        assert match["version"] and re.fullmatch(r"v\d+(\.\d+){1,2}", match["version"]), f"{path.name}: {match['action']} has no `# vX.Y.Z`"


def test_one_commit_has_one_version_across_the_workflows():
    seen: dict[tuple[str, str], set[str]] = {}
    for path in WORKFLOWS:
        for line in path.read_text(encoding="utf-8").splitlines():
            match = PINNED_USES.match(line)
            if match:
                seen.setdefault((match["action"], match["ref"]), set()).add(match["version"])
    assert seen and all(len(versions) == 1 for versions in seen.values()), seen


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda path: path.name)
def test_read_only_by_default_writes_only_where_a_job_needs_them_and_pull_requests_get_no_secrets(path):
    """(zizmor, which workflows.yml runs, refuses a checkout that keeps its credentials and
    pull_request_target.)"""
    workflow = load(path)
    assert workflow["permissions"] == {"contents": "read"}
    for name, job in workflow["jobs"].items():
        writes = {scope for scope, level in job.get("permissions", {}).items() if level == "write"}
        if writes and "pull_request" in triggers(workflow):
            # A job that can write must never run for a pull request (whose code may be a fork's).
            assert "pull_request" in job.get("if", ""), f"{path.name}: job {name} writes {writes} on pull requests"
    if "pull_request" in triggers(workflow):
        assert "secrets." not in path.read_text(encoding="utf-8")


# --- The nox sessions the workflows call ------------------------------------------------


def called_sessions() -> dict[str, set[str]]:
    """Every `nox -s a b -- ...` in a workflow's `run:` steps: session -> workflows calling it."""
    calls: dict[str, set[str]] = {}
    for path in WORKFLOWS:
        for step in (step for job in load(path)["jobs"].values() for step in job.get("steps", [])):
            for match in NOX_CALL.finditer(step.get("run", "")):
                words = shlex.split(match["args"])
                words = words[: words.index("--")] if "--" in words else words
                for flag in ("-s", "--session", "--sessions"):
                    if flag in words:
                        for name in words[words.index(flag) + 1 :]:
                            if name.startswith("-"):
                                break
                            calls.setdefault(name, set()).add(path.name)
    return calls


def test_every_nox_session_a_workflow_calls_exists(noxfile):
    import nox.registry

    calls = called_sessions()
    # What the workflows must run: the checks of issue 7, the drift watch, and the notebooks
    # in a kernel (the build shows what verify's run printed instead).
    assert {"verify", "docs", "links", "spell", "tests", "drift", "external_links", "notebooks"} <= set(calls)
    missing = {name: sorted(where) for name, where in calls.items() if name not in nox.registry.get()}
    assert not missing, f"sessions called by workflows but not defined in noxfile.py: {missing}"


class RecordingSession:
    """Stands in for nox.Session: records the commands instead of running them."""

    def __init__(self, name: str, posargs: list[str]):
        self.name, self.posargs, self.commands = name, posargs, []

    def run(self, *command: str, env=None, external=False, interrupt_timeout=None):
        self.commands.append(command)
        if command[1:2] == ("venv",):  # what `uv venv` would leave behind
            (Path(command[-1]) / BIN).mkdir(parents=True)
            (Path(command[-1]) / BIN / f"python{EXE}").touch()

    def error(self, message: str):
        raise RuntimeError(f"the session stopped: {message}")


@pytest.fixture
def scratch_root(noxfile, tmp_path, monkeypatch):
    """The noxfile's ROOT moved to a scratch folder: environments land there, nothing is installed."""
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    monkeypatch.setattr(noxfile, "ROOT", tmp_path)
    return tmp_path


def test_verify_with_torch_latest_installs_the_newest_torch_and_runs_pytest_there(noxfile, scratch_root, monkeypatch):
    tmp_path = scratch_root
    wheels = wheel_folder(tmp_path / "wheels", "2.13.0+cpu")
    monkeypatch.setattr(noxfile, "pip_find_links", lambda: [str(wheels)])
    session = RecordingSession("verify", ["--torch", "latest", "-q"])
    noxfile.verify(session)
    env = tmp_path / ".nox" / "site-env-torch-latest"
    uv = noxfile.uv_binary(session)
    python = str(env / BIN / f"python{EXE}")
    install = (uv, "pip", "install", "--quiet", "--python", python, f"--find-links={wheels}")
    assert session.commands == [
        (uv, "venv", "--quiet", "--python", sys.executable, str(env)),
        (*install, "-r", str(noxfile.LOCK)),
        (*install, "--upgrade", "torch", "numpy"),
        (*install, "--no-deps", "-e", str(tmp_path)),
        (python, str(noxfile.WARM_BYTECODE)),  # after the upgrade: the bytecode of the torch verify runs
        (str(env / BIN / f"pytest{EXE}"), "docs", "-q", "-q"),
    ]


def test_building_and_verifying_install_no_maintainer_tool_and_lint_adds_them_once(noxfile, scratch_root, monkeypatch):
    wheels = wheel_folder(scratch_root / "wheels", "2.13.0+cpu")
    monkeypatch.setattr(noxfile, "pip_find_links", lambda: [str(wheels)])
    dev = str(noxfile.DEV_REQUIREMENTS)
    for name, run_session in (("verify", noxfile.verify), ("docs", noxfile.docs)):
        session = RecordingSession(name, [])
        run_session(session)
        assert session.commands and not [c for c in session.commands if dev in c], name
    lint = RecordingSession("lint", [])
    noxfile.lint(lint)
    env = scratch_root / ".nox" / "site-env"
    uv = noxfile.uv_binary(lint)
    install = (uv, "pip", "install", "--quiet", "--python", str(env / BIN / f"python{EXE}"), "--compile-bytecode")
    assert lint.commands[0] == (*install, "-r", dev)
    again = RecordingSession("lint", [])
    noxfile.lint(again)
    assert [c for c in again.commands if dev in c] == []  # installed: the stamp says so


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--junitxml=build/junit/tests.xml", "-x"], ["--junitxml=build/junit/tests-docs.xml", "-x"]),
        (["--junitxml", "build/junit/tests.xml"], ["--junitxml", "build/junit/tests-docs.xml"]),
        (["--junit-xml=report.xml"], ["--junit-xml=report-docs.xml"]),
        (["-k", "backward", "-x"], ["-k", "backward", "-x"]),
    ],
)
def test_the_verify_run_of_nox_s_tests_writes_its_junit_report_beside_the_tests_one(noxfile, args, expected):
    assert noxfile.report_apart(args, "docs") == expected


def pins(path: Path) -> dict[str, str]:
    lines = [line.split(";")[0].strip() for line in path.read_text().splitlines() if "==" in line and not line.startswith("#")]
    return {canonicalize_name(line.split("==")[0]): line.split("==")[1] for line in lines}


def test_the_maintainers_tools_are_pinned_apart_and_need_nothing_unpinned():
    """dev.txt adds to lock.txt: no package in both, and every dependency of a tool is pinned
    in one of them (read from the tools installed here: all of them in the environment
    `nox -s tests` made; the workflows job installs only zizmor)."""
    from importlib.metadata import PackageNotFoundError, distribution

    from packaging.requirements import Requirement

    site, dev = pins(ROOT / "requirements" / "lock.txt"), pins(ROOT / "requirements" / "dev.txt")
    assert dev and set(site).isdisjoint(dev)
    for name in dev:
        try:
            requires = distribution(name).requires or []
        except PackageNotFoundError:
            continue
        for line in requires:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                assert canonicalize_name(requirement.name) in site | dev, f"{name} needs {requirement.name}, pinned nowhere"


# --- Where torch comes from: a local wheel, or PyTorch's CPU index -------------------------

CPU_INDEX = ["--extra-index-url", "https://download.pytorch.org/whl/cpu", "--index-strategy", "unsafe-best-match"]


def wheel_folder(folder: Path, version: str, tag: str | None = None) -> Path:
    """A folder of local wheels holding an (empty) torch wheel; by default one this interpreter installs."""
    from packaging.tags import sys_tags

    here = next(iter(sys_tags()))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"torch-{version}-{tag or f'{here.interpreter}-{here.abi}-{here.platform}'}.whl").touch()
    return folder


def test_a_local_wheel_of_the_locked_torch_is_used_and_no_index_is_added(noxfile, tmp_path):
    wheels = wheel_folder(tmp_path / "wheels", "2.13.0+cpu")
    other = tmp_path / "empty"
    other.mkdir()
    assert noxfile.torch_source([str(other), str(wheels)], "2.13.0+cpu") == [f"--find-links={other}", f"--find-links={wheels}"]
    assert noxfile.torch_source([f"file://{wheels}"], "2.13.0+cpu") == [f"--find-links=file://{wheels}"]


def test_without_a_matching_local_wheel_torch_comes_from_the_cpu_index(noxfile, tmp_path):
    assert noxfile.torch_source([], "2.13.0+cpu") == CPU_INDEX  # a laptop: pip has no find-links
    missing = str(tmp_path / "no-such-folder")
    assert noxfile.torch_source([missing], "2.13.0+cpu") == [f"--find-links={missing}", *CPU_INDEX]
    for folder, version, tag in (
        ("older", "2.12.0+cpu", None),  # another version
        ("cuda", "2.13.0", None),  # PyPI's build, not the locked +cpu one
        ("elsewhere", "2.13.0+cpu", "cp27-cp27m-win32"),  # for another Python and platform
    ):
        wheels = wheel_folder(tmp_path / folder, version, tag)
        assert noxfile.torch_source([str(wheels)], "2.13.0+cpu") == [f"--find-links={wheels}", *CPU_INDEX], folder


def test_the_local_wheel_folders_of_pip_are_read_from_its_config_listing(noxfile):
    listing = "global.cert='/etc/ssl/certs/ca.crt'\nglobal.find-links='/opt/wheels /srv/more'\n:env:.find-links='/opt/wheels'\n"
    assert noxfile.find_links_in(listing) == ["/opt/wheels", "/srv/more"]
    assert noxfile.find_links_in("global.cert='/etc/ssl/certs/ca.crt'\n") == []


def test_the_pinned_environment_is_reused_when_its_stamp_matches(noxfile, scratch_root):
    tmp_path = scratch_root
    first = RecordingSession("verify", [])
    noxfile.verify(first)
    assert not any("--upgrade" in command for command in first.commands)  # the pin: no upgrade
    again = RecordingSession("verify", [])
    noxfile.verify(again)
    assert again.commands == [(str(tmp_path / ".nox" / "site-env" / BIN / f"pytest{EXE}"), "docs", "-q")]


@pytest.mark.parametrize("name", ["verify", "docs", "serve", "translations"])
def test_the_sessions_a_translator_runs_need_no_node(noxfile, scratch_root, monkeypatch, name):
    monkeypatch.setattr(shutil, "which", lambda program, *args, **kwargs: None)  # no npm, no node, no apt-get
    session = RecordingSession(name, [])
    if name == "serve":  # it runs MkDocs itself (autograd_site/serve_process.py): recorded here, the address taken as free
        from autograd_site import serve_process

        def recorded(command: list[str], env: dict[str, str]) -> tuple[int, bool]:
            session.commands.append(tuple(command))
            return 0, False

        monkeypatch.setattr(serve_process, "address_problem", lambda address: None)
        monkeypatch.setattr(serve_process, "run_until_stopped", recorded)
    getattr(noxfile, name)(session)
    programs = [Path(command[0]).name for command in session.commands]
    assert programs[-1] in {"pytest", "properdocs", "python", "pytest.exe", "properdocs.exe", "python.exe"}
    assert not {"npm", "node", "apt-get"} & set(programs)


# --- The version matrix: the drift watch's column, the versions session ---------------------


def test_versions_observes_one_release_alone_for_a_ci_job(noxfile, scratch_root):
    session = RecordingSession("versions", ["--observe-only", "2.4.1"])
    noxfile.versions(session)
    env = scratch_root / ".nox" / "site-env-torch-2.4.1"
    runs = [command for command in session.commands if Path(command[0]).name.startswith("python")]
    out = str(scratch_root / "build" / "compat" / "2.4.1.json")
    python = str(env / BIN / f"python{EXE}")
    assert runs == [(python, str(noxfile.WARM_BYTECODE)), (python, "-m", "autograd_site.compat.observe", "--out", out)]
    assert not (scratch_root / ".nox" / "site-env").exists()  # not the pin's environment: no merge here


def test_versions_merges_the_observations_of_the_jobs_with_the_locks_pin(noxfile, scratch_root):
    session = RecordingSession("versions", ["--merge", "in/2.4.1.json", "in/pinned.json"])
    noxfile.versions(session)
    python = str(scratch_root / ".nox" / "site-env" / BIN / f"python{EXE}")
    merge = (python, "-m", "autograd_site.compat.matrix", "in/2.4.1.json", "in/pinned.json")
    assert session.commands[-1] == (*merge, "--pinned", noxfile.locked_version("torch"))
    assert not any("autograd_site.compat.observe" in command for command in session.commands)


def test_versions_observes_the_locks_own_release_in_the_pinned_environment(noxfile, scratch_root):
    session = RecordingSession("versions", ["--observe-only", noxfile.locked_version("torch").split("+")[0]])
    noxfile.versions(session)
    assert (scratch_root / ".nox" / "site-env").exists() and not list((scratch_root / ".nox").glob("site-env-torch-*"))
