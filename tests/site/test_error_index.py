"""The error index pages and the messages field of search, from what the pages quote: on
scratch pages (a quote added, removed, unverified), and on the real built site."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from autograd_site.languages import BY_CODE, LANGUAGES
from autograd_site.messages import (
    GROUP_KEYS,
    Unverified,
    add_older_wordings,
    add_pasted_wordings,
    course_messages,
    linked_quotes,
    release_lines,
)
from autograd_site.page.reader import read_page
from autograd_site.postbuild.search import (
    ERROR_INDEX,
    MARKER,
    MESSAGES_FIELD,
    ErrorIndexProblem,
    fill_error_index,
    index_fields,
    math_text,
    messages_of,
    search_view,
)

ID = BY_CODE["id"]

TWICE = "RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed)."


def section(heading: str, printed: str, prose: str, file: str = "x.py") -> str:
    """A section of a page: its heading, an example (its title `file`), what it prints, then prose."""
    return f'{heading}\n\n```python title="{file}"\nprint()\n```\n\n```output title="Keluaran"\n{printed}\n```\n\n{prose}\n\n'


LESSON = (
    "# Pelajaran\n\nPengantar.\n\n"
    + section("## Dua kali { #twice }", TWICE, 'Pesan "`Trying to backward through the graph a second time`" muncul di sini.')
    + section(
        "## Daun { #leaf }",
        "ExpSaved: RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.",
        'Pesannya: "`a leaf Variable that requires grad is being used in an in-place operation.`"',
        "y.py",
    )
)

INDEX_PAGE = "# Indeks\n\n" + "".join(f"## {key} {{ #{key} }}\n\n<!-- error-index: {key} -->\n\n" for key in GROUP_KEYS)


def page(tmp_path: Path, text: str, name: str = "lesson.md"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return read_page(path, language=ID)


def test_a_quote_stands_as_the_message_printed_in_its_section(tmp_path):
    messages = course_messages([page(tmp_path, LESSON)])
    assert [(m.text, [(s.page, s.anchor) for s in m.sections]) for m in messages] == [
        (
            "RuntimeError: Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed).",
            [("lesson.md", "twice")],
        ),
        # from the message on: not the example's own "ExpSaved: " before it
        ("RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.", [("lesson.md", "leaf")]),
    ]
    assert [m.group for m in messages] == ["other", "other"]  # no entry in the error reference: the index files them together


def test_a_quote_no_output_prints_fails_but_in_the_live_preview_is_left_out_and_the_preview_goes_on(tmp_path):
    """serve marks the broken quote on its page (live.py); the build must not stop on it."""
    text = LESSON.replace("`a leaf Variable that requires grad", "`a leaf tensor that requires grad")
    with pytest.raises(Unverified, match=r"lesson\.md:\d+: the prose quotes `a leaf tensor"):
        course_messages([page(tmp_path, text)])
    messages = course_messages([page(tmp_path, text)], strict=False)
    assert [m.group for m in messages] == ["other"]  # the other quote, still indexed


def test_the_index_links_each_message_to_its_sections_and_a_quote_gone_from_the_page_is_gone_from_it(tmp_path):
    filled = fill_error_index(INDEX_PAGE, ERROR_INDEX, course_messages([page(tmp_path, LESSON)]))
    assert "[Pelajaran › Daun](lesson.md#leaf)" in filled.split("## other", 1)[1]
    assert "<!-- error-index:" not in filled
    text = LESSON.replace('Pesannya: "`a leaf Variable that requires grad is being used in an in-place operation.`"', "Pesannya hilang.")
    messages = course_messages([page(tmp_path, text)])
    filled = fill_error_index(INDEX_PAGE, ERROR_INDEX, messages)
    assert "Trying to backward through the graph" in filled
    assert "a leaf Variable" not in filled


def test_quotes_of_one_message_are_one_entry_with_every_section_printed_with_its_class_or_without(tmp_path):
    other = LESSON.replace("# Pelajaran", "# Lain").replace("{ #leaf }", "{ #daun }").replace("RuntimeError: Trying", "Trying")
    messages = course_messages([page(tmp_path, LESSON), page(tmp_path, other, "other.md")])
    assert len(messages) == 2
    assert [(s.page, s.anchor) for s in messages[0].sections] == [("lesson.md", "twice"), ("other.md", "twice")]
    assert [(s.page, s.anchor) for s in messages[1].sections] == [("lesson.md", "leaf"), ("other.md", "daun")]


def test_an_index_page_without_a_group_marker_or_with_an_unknown_one_fails(tmp_path):
    messages = course_messages([page(tmp_path, LESSON)])
    with pytest.raises(ErrorIndexProblem, match="no marker for the error index group.*other"):
        fill_error_index(INDEX_PAGE.replace("<!-- error-index: other -->", ""), ERROR_INDEX, messages)
    with pytest.raises(ErrorIndexProblem, match="unknown error index group.*bogus"):
        fill_error_index(INDEX_PAGE + "<!-- error-index: bogus -->\n", ERROR_INDEX, messages)


def test_an_older_release_wording_joins_its_message_and_another_examples_numbers_do_not(tmp_path):
    hook = "RuntimeError: Output 0 of BackwardHookFunction is a view and is being modified inplace"
    hook_section = section("## Hook { #hook }", hook, 'Ia mencetak "`Output 0 of BackwardHookFunction is a view`".', "z.py")
    text = LESSON.replace("## Daun", hook_section + "## Daun")
    pages = [page(tmp_path, text)]
    messages = course_messages(pages)
    compat = tmp_path / "compat.json"
    older = "RuntimeError: Output 0 of BackwardHookFunctionBackward is a view and is being modified inplace"
    compat.write_text(
        json.dumps({"pinned": "2.13.0", "releases": {"2.4.1": {"examples": {"z.py": {"actual": f"{older}\n{TWICE}\nvalue 3"}}}}}),
        encoding="utf-8",
    )
    add_older_wordings(messages, release_lines(compat), pages)
    found = next(m for m in messages if "BackwardHookFunction" in m.text)
    assert found.older == [older] and found.text == hook
    assert all(not m.older for m in messages if m is not found)  # the same words, another example's: not an older wording
    text, weights = index_fields(messages, use_directory_urls=True)["lesson/#hook"]
    # the quote, the message whole as the section prints it (a paste is the whole line), its older wording
    assert text.split("\n") == ["Output 0 of BackwardHookFunction is a view", hook, older]
    assert weights == [1.5, 1.5, 1.5]  # the one section that shows it, the first of its page


def test_a_message_is_at_home_where_its_page_shows_it_most(tmp_path):
    # Two sections of one page show the message, a third page's section only names it.
    text = LESSON + section("## Lagi { #again }", TWICE, 'Lagi: "`Trying to backward through the graph a second time`".', "w.py")
    summary = "# Ringkasan\n\n" + section(
        "## Ringkasan { #summary }", "RuntimeError: Trying to backward through the graph a second time", ""
    )
    summary += '## Akhir { #end }\n\nIngat "`Trying to backward through the graph a second time`".\n'
    messages = course_messages([page(tmp_path, text), page(tmp_path, summary, "summary.md")])
    twice = messages[0]
    homes = {f"{s.page}#{s.anchor}": twice.home(s) for s in twice.sections}
    assert homes == {"lesson.md#twice": 2.5, "lesson.md#again": 2.0, "summary.md#end": 0.0}


# --- The real site -----------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_the_error_index_lists_every_quoted_message_linked_to_its_sections(verified_build, language):
    html = (verified_build.path / ("" if language.is_source else language.code) / "errors" / "index.html").read_text(encoding="utf-8")
    items = re.findall(r'<li><code class="error-message">(.*?)</code><br>\s*(.*?)</li>', html, re.S)
    listed = [(unescape(text), re.findall(r'href="([^"]+)"', links)) for text, links in items]
    root = Path(__file__).resolve().parents[2]
    expected = messages_of(language, root / "docs", root / "data" / "compat.json", lambda p, lang: read_page(p, language=lang))
    order = MARKER.findall((root / "docs" / language.code / ERROR_INDEX).read_text(encoding="utf-8"))  # the page's groups
    assert [text for text, _ in listed] == [m.text for group in order for m in expected if m.group == group]
    assert len(listed) >= 19
    assert [text for text, links in listed if not links] == []  # where each lands: test_build's link and anchor check


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_search_indexes_prose_not_diagrams_badges_or_the_error_index(verified_build, language):
    index = verified_build.path / ("" if language.is_source else language.code) / "search" / "search_index.json"
    data = json.loads(index.read_text(encoding="utf-8"))
    text = " ".join(doc["title"] + " " + doc["text"] for doc in data["docs"])
    assert not re.search(r"AccumulateGrad\w*Backward", text)  # diagram labels glued
    assert "compat-badge" not in text and "PyTorch 2.4 –" not in text
    assert not any(doc["location"].startswith("errors/") for doc in data["docs"])
    assert data["config"]["fields"][MESSAGES_FIELD]["boost"] > data["config"]["fields"]["text"]["boost"]
    twice = next(doc for doc in data["docs"] if doc["location"] == "backward/#backward-twice")
    assert "Trying to backward through the graph a second time" in twice[MESSAGES_FIELD]
    # Issue 51 item 7: snippets are prose, not the version boxes or flattened formulas.
    assert "<math" not in text and "PyTorch 2.4.1:" not in text
    checkpoint = " ".join(doc["text"] for doc in data["docs"] if doc["location"].startswith("checkpoint/"))
    assert "FutureWarning" not in checkpoint  # what another release printed, ten times
    hand = next(doc for doc in data["docs"] if doc["location"] == "autograd/#hand-check")
    assert "(wx+b−2)²" in hand["text"] and "(wx+b−2)2" not in hand["text"]


MATH = '<math xmlns="http://www.w3.org/1998/Math/MathML" display="inline"><mrow>{}</mrow></math>'


@pytest.mark.parametrize(
    ("mathml", "text"),
    [
        ("<mi>L</mi><mo>=</mo><msup><mrow><mo>(</mo><mi>y</mi><mo>−</mo><mn>2</mn><mo>)</mo></mrow><mn>2</mn></msup>", "L=(y−2)²"),
        ("<mfrac><mrow><mo>∂</mo><mi>L</mi></mrow><mrow><mo>∂</mo><mi>y</mi></mrow></mfrac>", "∂L/∂y"),
        ("<msub><mi>x</mi><mn>1</mn></msub><mo>+</mo><msub><mi>x</mi><mi>i</mi></msub>", "x₁+x_i"),
        ("<msup><mi>e</mi><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow></msup>", "e^(x+1)"),
    ],
)
def test_a_formula_in_a_sentence_reads_as_written(mathml, text):
    assert math_text(MATH.format(mathml)) == text


def test_search_view_leaves_out_version_boxes_and_display_formulas_and_writes_inline_ones_out():
    html = (
        '<p>Ambil <span class="arithmatex">' + MATH.format("<mi>x</mi><mo>=</mo><msup><mn>3</mn><mn>2</mn></msup>") + "</span>.</p>"
        '<div class="arithmatex">' + MATH.format("<mi>y</mi><mo>=</mo><mn>1</mn>").replace("inline", "block") + "</div>"
        '<details class="note compat">\n<summary>Di PyTorch 2.4.1: perilaku berubah</summary>\n<p>lain</p>\n</details>'
        "<p>Sesudahnya.</p>"
    )
    view = search_view(html)
    assert "x=3²" in view and "y=1" not in view and "<math" not in view
    assert "PyTorch 2.4.1" not in view and "Sesudahnya." in view


ENTRY = "trying-to-backward-through-the-graph-a-second-time"
REFERENCE = "---\nnotebook: false\n---\n\n# Referensi\n\n## Graf { #graph }\n\n" + section(
    f"### `Trying to backward through the graph a second time` {{ #{ENTRY} }}",
    TWICE,
    'Pesan "`Trying to backward through the graph a second time`" berarti ...',
)


def test_a_message_with_an_entry_is_at_home_there_filed_under_its_page_and_linked_from_lessons(tmp_path):
    lesson, reference = page(tmp_path, LESSON), page(tmp_path, REFERENCE, "errors-backward.md")
    messages = course_messages([lesson, reference])
    twice = next(m for m in messages if "second time" in m.text)
    assert twice.entry is not None and twice.entry.anchor == ENTRY
    assert twice.group == "errors-backward"
    assert max(twice.sections, key=twice.home) == twice.entry
    linked = linked_quotes(lesson.text, lesson, messages)
    assert (
        'Pesan "[`Trying to backward through the graph a second time`](errors-backward.md#trying-to-backward-through-the-graph-a-second-time)" muncul'
        in linked
    )
    assert 'Pesannya: "`a leaf Variable that requires grad' in linked  # no entry: as it was
    assert linked_quotes(reference.text, reference, messages) == reference.text  # the entry's own page is not linked to itself


def test_a_wording_readers_paste_from_the_threads_joins_its_entry_in_the_index(tmp_path):
    lesson, reference = page(tmp_path, LESSON), page(tmp_path, REFERENCE, "errors-backward.md")
    messages = course_messages([lesson, reference])
    old = "Trying to backward through the graph second time, but the buffers have already been freed"
    data = tmp_path / "errors"
    data.mkdir()
    anchor = ENTRY
    (data / "backward.json").write_text(
        json.dumps([{"anchor": anchor, "message": "m", "older": [old]}, {"anchor": "elsewhere", "older": ["x"]}])
    )
    add_pasted_wordings(messages, data)
    twice = next(m for m in messages if "second time" in m.text)
    assert twice.older == [old]
    assert [m.older for m in messages if m is not twice] == [[] for m in messages if m is not twice]
    text, _ = index_fields(messages, use_directory_urls=True)[f"errors-backward/#{anchor}"]
    assert old in text.split("\n")


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang.code for lang in LANGUAGES])
def test_every_wording_the_threads_give_is_written_on_its_entry(language):
    """data/errors/<area>.json's older wordings, which search indexes with the entry, are
    the ones the entry lists for readers (in every language)."""
    root = Path(__file__).resolve().parents[2]
    for area in sorted((root / "data" / "errors").glob("*.json")):
        for record in json.loads(area.read_text(encoding="utf-8")):
            for wording in record.get("older", []):
                pages = (root / "docs" / language.code).glob("errors-*.md")
                assert any(wording in path.read_text(encoding="utf-8") for path in pages), (area.name, wording)
