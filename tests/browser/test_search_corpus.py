"""The stuck-reader corpus (data/questions.json) through the built site's search, in each
language, as a reader asks one question after another (the first few typed key by key, the
rest put in the box and its key released from inside the page, search_quality.BATCH: the same
box, Material and worker, without a remote keyboard's round trips), against the figures measured when the
error reference landed: search may get better, never worse. Issue 49's bar (the answering
section first for 80 %, among the first three for 95 %) is the floor here
(benchmarks/search_quality.py --corpus prints every miss)."""

from __future__ import annotations

import pytest

from autograd_site.languages import LANGUAGES
from tests.browser.search_quality import corpus, measure

# The ratchet: what was measured last (2026-12-05, after seven labels were judged again against
# their threads and the review of the sentences added for search): first 238 / 239 of 271 (88 %),
# top three 258 / 258 (95 %); each step before it, and what raised it, is in this file's git
# log. A margin for the machine's timing is not needed (the ranking is deterministic), one for a
# corpus edit is. What is left is mostly questions whose label names one section where another
# answers as well, or whose words name a concept another section teaches
# (benchmarks/search_quality.py --node --corpus --verbose lists them in 20 s; the Russian pages
# must be marked fresh first: a stale page's notice is indexed).
FIRST = 0.87
TOP3 = 0.95


@pytest.fixture(scope="module")
def summaries(browser, base_url):
    return {summary.language.code: summary for summary in measure(browser, base_url, asked=corpus)}


@pytest.mark.parametrize("code", [lang.code for lang in LANGUAGES])
def test_the_answering_section_is_first_and_among_the_first_three_no_less_often_than_measured(summaries, code):
    summary = summaries[code]
    print("\n".join(summary.lines()))
    assert sum(o.first for o in summary.outcomes) >= FIRST * len(summary.outcomes), "\n".join(summary.lines())
    assert sum(o.top3 for o in summary.outcomes) >= TOP3 * len(summary.outcomes), "\n".join(summary.lines())
    assert [error for o in summary.outcomes for error in o.errors] == []
