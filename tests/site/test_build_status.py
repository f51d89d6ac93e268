"""What serve's pages poll while a save's build fails (autograd_site/postbuild/build_status.py); the whole
path, from a deleted heading to the status naming its link's line, is test_serve_rebuild's."""

from __future__ import annotations

import json
import logging

from autograd_site.postbuild.build_status import STATUS_FILE, BuildProblems, located, status_script, with_status_script, write_status


def test_a_link_warning_is_located_at_the_line_of_the_link(tmp_path):
    docs = tmp_path / "docs"
    (docs / "ru").mkdir(parents=True)
    (docs / "ru" / "a.md").write_text("# A\n\nSee [b](#gone).\n", encoding="utf-8")
    message = "Doc file 'ru/a.md' contains a link '#gone', but there is no such anchor on this page."
    assert located(message, docs) == f"docs/ru/a.md:3: {message}"
    assert located("Config value 'nav': a problem", docs) == "Config value 'nav': a problem"  # no page named: as logged


def test_the_status_is_ok_or_the_problems_and_every_page_finds_it_at_the_root(tmp_path):
    problems = BuildProblems()
    logger = logging.getLogger("properdocs.test_build_status")
    logger.addHandler(problems)
    try:
        logger.info("Building documentation")
        logger.warning("a broken link")
    finally:
        logger.removeHandler(problems)
    assert problems.messages == ["a broken link"]
    write_status(tmp_path, problems.messages)
    assert json.loads((tmp_path / STATUS_FILE).read_text(encoding="utf-8")) == {"ok": False, "problems": ["a broken link"]}
    write_status(tmp_path, None)
    assert json.loads((tmp_path / STATUS_FILE).read_text(encoding="utf-8")) == {"ok": True}
    assert '"build-status.json"' in status_script("", "x") and '"../../build-status.json"' in status_script("ru/backward/", "x")
    assert with_status_script("<body>p</body>", "a/", "Сайт не собрался").startswith("<body>p<script>")
