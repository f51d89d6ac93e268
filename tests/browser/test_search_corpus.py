"""The stuck-reader corpus (data/questions.json) through the built site's search, in each
language, as a reader asks one question after another (the first few typed key by key, the
rest put in the box and its key released from inside the page, search_quality.BATCH: the same
box, Material and worker, without a remote keyboard's round trips), against the figures measured when the
error reference landed: search may get better, never worse. Issue 49's bar is higher (the
answering section first for 80 %, among the first three for 95 %) and is not reached yet:
pasted messages mostly land, questions in the reader's own words often do not
(benchmarks/search_quality.py --corpus prints every miss)."""

from __future__ import annotations

import pytest

from autograd_site.languages import LANGUAGES
from tests.browser.search_quality import corpus, measure

# Measured 2026-12-05 (id / ru): first 61 % / 63 %, top three 67 % / 68 %; then, with the glossary's
# terms ranked to their lessons, sections nearly as good as a page's best not folded away and
# a message quoted whole at the start of a longer paste counted as the whole paste, first
# 71 % / 73 %, top three 75 % / 80 %; then, with a question in the reader's words ranked by its own
# score (each word by its rarity and field, the share of the question a section holds, its
# words side by side; the worker's header) and a pasted message no section quotes ranked by its
# rarest words, first 77 % / 77 %, top three 85 % / 85 % (pasted messages 131/135 first in each);
# then, with a page found for its sections shown as their heading (not a result: its bare title
# took the second of three slots), a pasted warning's file and line and an error's traceback
# left out of what is looked for, and the share of a question a section holds squared, first
# 79 % / 79 %, top three 88 % / 87 % (pasted messages 134/135 and 135/135 first); then, with a
# concept's name weighed as one only when asked whole, a pasted message's numbers read as any
# number and the words of a paste no section quotes weighed side by side, Russian ё read as е,
# 14 items naming a further section that answers them as well (their `also`) and one
# section saying a frequent question's words (CPU and GPU), first 84 % / 83 %, top three
# 90 % / 89 % (pasted messages 135/135 first in each; questions in the reader's words 71 and
# 70 of 111 first, 86 and 84 in the first three). On the 271 questions, with sections that
# lacked the plain words readers use for their topic given one true sentence each (loss is a
# non-leaf too, nan skips a GradScaler step, clipping under AMP and with accumulation, a skip
# every growth_interval steps, no_sync's synchronisation, a Jacobian's rows, jvp under vmap,
# module hooks and .grad, summed branches' hooks, zero_grad named where accumulation is taught,
# autograd.grad under vmap, enable_grad in a compiled function, a backward error at a compiled
# function's first call, reentrant checkpoint's detached inputs), first 87 % / 87 %, top three
# 94 % / 93 % (from 85 % / 85 %, 91 % / 90 %); then, with the Russian pages saying in Russian
# words what the Indonesian ones say (a move "перенос" to the GPU, checkpoint "отсоединяет" its
# inputs), the GAN step naming fake samples (images) and why real ones need no detach(),
# model.eval()'s "fungsi", a nan loss under GradScaler, and BM25's b 0.4 instead of 0.5 (a long
# section holding the whole question no longer 15th), first 88 % / 87 %, top three 256 and 257
# of 271 (94.5 % / 94.8 %; 95 % is 258); then, with seven labels judged again against their
# threads by someone not tuning search (q136 q137 q199 q200 q203 q244 q245: the section the
# thread's cause is taught in; two of them now miss) and q136's query keeping the CUDA its
# thread names, first 240 / 239 (89 % / 88 %), top three 258 / 259 (95 % / 96 %), and after the review
# of the added sentences first 238 / 239 (88 %), top three 258 / 258 (95 %). A margin for the machine's timing is not needed
# (the ranking is deterministic), one for a corpus edit is. What is left is mostly questions
# whose label names one section where another answers as well, or whose words name a concept
# another section teaches (benchmarks/search_quality.py --node --corpus --verbose lists them
# in 20 s; the Russian pages must be marked fresh first: a stale page's notice is indexed).
FIRST = 0.87
TOP3 = 0.95


@pytest.fixture(scope="module")
def summaries(browser, base_url):
    return {summary.language.code: summary for summary in measure(browser, base_url, asked=corpus)}


@pytest.mark.parametrize("code", [lang.code for lang in LANGUAGES])
def test_the_answering_section_is_the_first_result_seen_no_less_often_than_measured(summaries, code):
    summary = summaries[code]
    print("\n".join(summary.lines()))
    first = sum(o.first for o in summary.outcomes)
    assert first >= FIRST * len(summary.outcomes), "\n".join(summary.lines())


@pytest.mark.parametrize("code", [lang.code for lang in LANGUAGES])
def test_the_answering_section_is_among_the_first_three_no_less_often_than_measured(summaries, code):
    summary = summaries[code]
    top3 = sum(o.top3 for o in summary.outcomes)
    assert top3 >= TOP3 * len(summary.outcomes), "\n".join(summary.lines())
    assert [error for o in summary.outcomes for error in o.errors] == []
