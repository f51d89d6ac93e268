"""pytest entry point of the verifier: every page under docs/ is collected by Sybil."""
from autograd_site.languages import DOCS_DIR
from autograd_site.verify.report import REPORT_PATH, write_report
from autograd_site.verify.sybil_plugin import RUNNER, TALLY, make_sybil

pytest_collect_file = make_sybil().pytest()


def pytest_sessionfinish(session, exitstatus):
    """A passed run over the pages leaves the report that stamps the built site."""
    if not TALLY.counts["pages"]:
        return
    REPORT_PATH.unlink(missing_ok=True)
    every_page = TALLY.counts["pages"] == len(list(DOCS_DIR.rglob("*.md")))
    if exitstatus == 0 and every_page and not session.config.option.keyword:
        write_report(TALLY)


def pytest_terminal_summary(terminalreporter):
    if TALLY.counts["pages"]:
        for line in TALLY.lines(RUNNER):
            terminalreporter.write_line(line)
