"""Freshness: a translation records the source version it was made from as a content hash
in its front matter; changing words in the source makes it stale, re-wrapping does not."""

from __future__ import annotations

import pytest
import yaml

from autograd_site.page.paths import display
from autograd_site.translate.freshness import FRESH, MISSING, STALE, mark_fresh, recorded_hash, source_hash, state, with_hash
from autograd_site.translate.pairs import pair
from autograd_site.verify.collect import collect_page
from tests.translate.conftest import RU, edit

SOURCE_TEXT = "# Judul\n\nSatu kalimat yang cukup panjang\nuntuk dua baris.\n\n- butir\n"


def test_rewrapping_or_reindenting_the_source_keeps_its_hash_and_changing_a_word_does_not():
    rewrapped = "# Judul\n\nSatu kalimat yang cukup panjang untuk dua baris.   \n\n\n-   butir\n\n"
    assert source_hash(rewrapped) == source_hash(SOURCE_TEXT) and len(source_hash(SOURCE_TEXT)) == 12
    assert source_hash(SOURCE_TEXT.replace("panjang", "pendek")) != source_hash(SOURCE_TEXT)


def test_the_hash_is_added_as_front_matter_read_back_and_replaced_keeping_the_rest():
    text = with_hash("# Заголовок\n", "012345678901")
    assert text == '---\nsource_hash: "012345678901"\n---\n\n# Заголовок\n' and recorded_hash(text) == "012345678901"
    assert yaml.safe_load(text.split("---\n")[1]) == {"source_hash": "012345678901"}  # MkDocs' YAML: a string, not a number
    text = '---\ntitle: Особая\nsource_hash: "aaaaaaaaaaaa"\nhide:\n  - toc\n---\n\n# Заголовок\n'
    assert with_hash(text, "bbbbbbbbbbbb") == text.replace("aaaaaaaaaaaa", "bbbbbbbbbbbb")
    without = "---\ntitle: Особая\n---\n\n# Заголовок\n"
    assert with_hash(without, "cccccccccccc") == '---\ntitle: Особая\nsource_hash: "cccccccccccc"\n---\n\n# Заголовок\n'


def test_a_source_hash_outside_the_front_matter_is_not_a_record():
    assert recorded_hash("# Заголовок\n\nsource_hash: 0123456789ab\n") is None
    assert recorded_hash("---\ntitle: x\n---\n# Заголовок\n") is None


def test_front_matter_leaves_the_verifier_line_numbers_those_of_the_file(page_pair):
    """The verifier reads the whole file, so a failure on line 12 is line 12 in the editor."""
    page = collect_page(page_pair.translation)
    assert page.problems == []
    assert [example.line for example in page.examples] == [12, 42]
    assert page.text.splitlines()[11] == '```python title="backward/scalar_output.py"'


def test_a_translation_is_stale_until_marked_and_again_when_the_source_changes(page_pair):
    assert state(page_pair) == STALE  # the fixture records 000000000000
    recorded = mark_fresh(page_pair)
    assert recorded == source_hash(page_pair.source.read_text(encoding="utf-8"))
    assert state(page_pair) == FRESH
    edit(page_pair.source, "Isi catatan.", "Isi catatan yang baru.")
    assert state(page_pair) == STALE


def test_a_page_with_no_translation_is_missing_and_cannot_be_marked(page_pair):
    untranslated = pair("new.md", RU, page_pair.source.parent.parent)
    untranslated.source.write_text("# Baru\n", encoding="utf-8")
    assert state(untranslated) == MISSING
    with pytest.raises(FileNotFoundError) as error:
        mark_fresh(untranslated)
    assert str(error.value) == (
        f"{display(untranslated.translation)} does not exist: copy {display(untranslated.source)} there, translate it, then mark it"
    )
