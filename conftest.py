"""pytest entry point of the verifier: every page under docs/ is collected by Sybil."""

import functools
import gc

from autograd_site.languages import DOCS_DIR
from autograd_site.verify.collect import READ
from autograd_site.verify.environment import environment_digest
from autograd_site.verify.report import reuse_last_passed_run, standing, unchanged_since_last_pass, write_report
from autograd_site.verify.stamp import forget_stamp, inputs_digest
from autograd_site.verify.sybil_plugin import PAGES, RUNNER, TALLY, make_sybil, selects_pages, withdraw_unselected, write_run_failures

pytest_collect_file = make_sybil().pytest()
pytest_plugins = ["autograd_site.translate.pytest_plugin"]  # parity: an item per translated page, or per line with a problem


def pytest_addoption(parser):
    parser.addoption(
        "--run-all",
        action="store_true",
        help="run every example, also one whose code and environment are those of the last passed run",
    )


# This run's environment and inputs, taken once, as the run starts: a page saved meanwhile
# is not taken as verified.
environment = functools.cache(environment_digest)
inputs = functools.cache(inputs_digest)


def pytest_cmdline_main(config):
    """`pytest docs` when nothing it reads changed since the last passed run of every page
    (pages, examples, torch, the environment): that run's result stands, and is said, and
    nothing is collected. A selection (a page, -k, --lf), `--run-all` or any change: a run."""
    whole = [(config.rootpath / arg).resolve() for arg in config.args] == [DOCS_DIR]
    narrowed = config.option.keyword or config.option.markexpr or getattr(config.option, "lf", False) or config.option.deselect
    if whole and not narrowed and not config.option.run_all and not config.option.collectonly:
        report = unchanged_since_last_pass(environment(), inputs())
        if report:
            print("\n".join(standing(report)))
            return 0
    return None


def pytest_configure(config):
    """Outputs of the last passed run in this environment are reused (verify/environment.py),
    else the worker imports torch while pytest collects. The garbage collector is off while
    collecting allocates the pages' models, objects that live as long as the run (at 10x it
    made a thousand passes over them, a second of CPU)."""
    gc.disable()
    READ.clear()  # a run reads every page anew: an example it includes may have changed since the last
    if selects_pages(config.args, config.rootpath):
        reuse_last_passed_run(RUNNER, environment(), config.option.run_all)
        inputs()


def pytest_collection_finish(session):
    """Examples were handed to the worker as their pages were read: keep the selected ones.
    The pages' models live until the run ends: frozen out of the garbage collector, they are
    not traversed again by every full collection (pytest makes five more as it ends)."""
    withdraw_unselected(session.items)
    gc.freeze()
    gc.enable()


def pytest_unconfigure(config):
    RUNNER.close()


def pytest_sessionfinish(session, exitstatus):
    """A run over pages leaves its failure records (the drift report's); a passed run over every
    page leaves the stamp and what each example printed, a failed one no stamp, and a passed
    run of some pages the stamp as it was (a test that verifies one page, on another core,
    must not take the stamp from the site's tests)."""
    PAGES.save()
    _, _, pages = TALLY.under(DOCS_DIR)
    if not pages or session.config.option.collectonly:
        return  # a run of the tooling's tests alone, or a collection, says nothing about the pages
    write_run_failures()
    every_page = pages == len(list(DOCS_DIR.rglob("*.md"))) and not session.config.option.keyword
    if exitstatus == 0 and not every_page:
        return  # some pages passed: the last run of every page still holds (its stamp names the inputs it verified)
    forget_stamp()
    if exitstatus == 0:
        write_report(TALLY, RUNNER, environment(), inputs())


def pytest_terminal_summary(terminalreporter):
    if TALLY.under(DOCS_DIR)[2]:
        for line in TALLY.lines(RUNNER, DOCS_DIR):
            terminalreporter.write_line(line)
