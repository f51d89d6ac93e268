"""Translation state per section: marking records a hash per heading anchor of the source;
a one-section edit makes exactly that section stale, and a changed claim makes none."""

from __future__ import annotations

from autograd_site.translate import status
from autograd_site.translate.freshness import recorded_sections, sections, stale_sections
from tests.translate.conftest import edit, write_tree

SOURCE = """\
# Halaman

Pengantar halaman ini.

## Satu { #one }

Bagian pertama.

```python
print(1)
```

```output title="Keluaran"
1
```

## Dua { #two }

Bagian kedua.
"""
TRANSLATION = """\
# Страница

Введение к этой странице.

## Один { #one }

Первая часть.

```python
print(1)
```

```output title="Вывод"
1
```

## Два { #two }

Вторая часть.
"""


def test_sections_are_keyed_by_anchor_with_the_introduction_first():
    assert list(sections(SOURCE)) == ["top", "one", "two"]


def test_a_one_section_edit_makes_exactly_that_section_stale(tmp_path, capsys):
    write_tree(tmp_path, {"docs/id/p.md": SOURCE, "docs/ru/p.md": TRANSLATION})
    docs = tmp_path / "docs"
    assert status.main(["--mark", "ru/p.md"], docs) == 0
    translation = (docs / "ru/p.md").read_text(encoding="utf-8")
    assert recorded_sections(translation) == sections(SOURCE)

    edit(docs / "id/p.md", "1\n```\n\n## Dua", "2\n```\n\n## Dua")  # a claim: nobody's translation work
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


def test_a_translation_marked_before_sections_were_recorded_says_nothing_of_them():
    assert stale_sections('---\nsource_hash: "abc"\n---\n' + TRANSLATION, SOURCE) is None
