"""Freshness: a translation records the source version it was made from as a content hash
in its front matter, and a hash per section (heading anchor) of the source; changing words in
the source makes it stale (exactly the sections edited), re-wrapping does not. It follows what
a translator translates: claimed outputs and included code are the same in every language
(parity) and `nox -s update` rewrites them everywhere, so a change there leaves translations
fresh, while a change of prose still makes them stale."""

from __future__ import annotations

import pytest
import yaml

from autograd_site.translate import status
from autograd_site.translate.freshness import (
    recorded_hash,
    recorded_sections,
    sections,
    source_hash,
    stale_sections,
    with_hash,
)
from autograd_site.verify import update
from tests.translate.conftest import edit, write_tree


def test_the_hash_is_added_as_front_matter_read_back_and_replaced_keeping_the_rest():
    text = with_hash("# Заголовок\n", "012345678901")
    assert text == '---\nsource_hash: "012345678901"\n---\n\n# Заголовок\n' and recorded_hash(text) == "012345678901"
    assert yaml.safe_load(text.split("---\n")[1]) == {"source_hash": "012345678901"}  # MkDocs' YAML: a string, not a number
    text = '---\ntitle: Особая\nsource_hash: "aaaaaaaaaaaa"\nhide:\n  - toc\n---\n\n# Заголовок\n'
    assert with_hash(text, "bbbbbbbbbbbb") == text.replace("aaaaaaaaaaaa", "bbbbbbbbbbbb")
    without = "---\ntitle: Особая\n---\n\n# Заголовок\n"
    assert with_hash(without, "cccccccccccc") == '---\ntitle: Особая\nsource_hash: "cccccccccccc"\n---\n\n# Заголовок\n'
    assert recorded_hash(without) is None and recorded_hash("# Заголовок\n\nsource_hash: 0123456789ab\n") is None  # not front matter


FENCE = "```"
SOURCE = f"""\
# Halaman

Pengantar halaman ini.

## Satu {{ #one }}

Bagian pertama.

{FENCE}python title="demo.py"
print("x.grad =", 6.0)
{FENCE}

{FENCE}output title="Keluaran"
x.grad = 5.0
{FENCE}

## Dua {{ #two }}

Bagian kedua.
"""
TRANSLATION = (
    SOURCE.replace("# Halaman", "# Страница")
    .replace("Pengantar halaman ini.", "Введение к этой странице.")
    .replace("## Satu", "## Один")
    .replace("Bagian pertama.", "Первая часть.")
    .replace("Keluaran", "Вывод")
    .replace("## Dua", "## Два")
    .replace("Bagian kedua.", "Вторая часть.")
)


def test_a_one_section_edit_makes_exactly_that_section_stale(tmp_path, capsys):
    docs = write_tree(tmp_path, {"docs/id/p.md": SOURCE, "docs/ru/p.md": TRANSLATION})
    assert status.main(["--mark", "ru/p.md"], docs) == 0
    translation = (docs / "ru/p.md").read_text(encoding="utf-8")
    assert recorded_sections(translation) == sections(SOURCE) and list(sections(SOURCE)) == ["top", "one", "two"]

    edit(docs / "id/p.md", "x.grad = 5.0", "x.grad = 6.0")  # a claim: nobody's translation work
    assert stale_sections(translation, (docs / "id/p.md").read_text(encoding="utf-8")) == []

    edit(docs / "id/p.md", "Bagian kedua.", "Bagian kedua, diubah.")
    assert stale_sections(translation, (docs / "id/p.md").read_text(encoding="utf-8")) == ["two"]
    capsys.readouterr()
    status.main([], docs)
    assert " in #two\n" in capsys.readouterr().out


def test_a_removed_section_is_named_too():
    recorded = {"top": "0", "one": "1", "gone": "2"}
    front = "---\nsource_sections: {" + ", ".join(f'{k}: "{v}"' for k, v in recorded.items()) + "}\n---\n"
    assert stale_sections(front + TRANSLATION, SOURCE) == ["top", "one", "two", "gone"]
    assert stale_sections('---\nsource_hash: "abc"\n---\n' + TRANSLATION, SOURCE) is None  # marked before sections were recorded


@pytest.mark.parametrize(
    ("old", "new", "same"),
    [
        ("Bagian pertama.\n", "Bagian\n  pertama.   \n\n\n", True),  # re-wrapped, re-indented
        ("x.grad = 5.0", "x.grad = 6.0\nwarning", True),  # a claim: `nox -s update` rewrites it in every language
        ('print("x.grad =", 6.0)', '--8<-- "topic/demo.py"', True),  # included code, the same in every language
        ("Bagian pertama", "Bagian lain", False),
        ('title="demo.py"', 'title="other.py"', False),
        ("Bagian kedua.\n", f"Bagian kedua.\n\n{FENCE}python\nprint(1)\n{FENCE}\n\n{FENCE}output\n1\n{FENCE}\n", False),  # an example
    ],
)
def test_the_hash_follows_what_a_translator_translates(old, new, same):
    assert len(source_hash(SOURCE)) == 12
    assert (source_hash(SOURCE.replace(old, new)) == source_hash(SOURCE)) is same


def test_update_under_a_changed_output_keeps_the_translation_fresh(tmp_path, capsys):
    docs = write_tree(tmp_path, {"docs/id/page.md": SOURCE, "docs/ru/page.md": TRANSLATION})
    assert status.main(["--mark", "ru/page.md"], docs) == 0

    assert update.main([str(docs / "id/page.md"), str(docs / "ru/page.md")]) == 0
    assert "x.grad = 6.0" in (docs / "id/page.md").read_text(encoding="utf-8")
    assert "x.grad = 6.0" in (docs / "ru/page.md").read_text(encoding="utf-8")
    capsys.readouterr()
    assert status.main(["--strict"], docs) == 0
    assert "translations: 1 fresh, 0 stale, 0 missing" in capsys.readouterr().out

    edit(docs / "id/page.md", "Bagian kedua.", "Bagian kedua, diubah.")
    assert status.main(["--strict"], docs) == 1
