"""Freshness follows what a translator translates: claimed outputs and included code are
the same in every language (parity) and `nox -s update` rewrites them everywhere, so a
change there leaves translations fresh, while a change of prose still makes them stale."""

from __future__ import annotations

from autograd_site.translate import status
from autograd_site.translate.freshness import source_hash
from autograd_site.verify import update
from tests.translate.conftest import edit, write_tree

FENCE = "```"
SOURCE = f"""\
# Halaman

Prosa yang diterjemahkan.

{FENCE}python title="demo.py"
print("x.grad =", 6.0)
{FENCE}

{FENCE}output title="Keluaran"
x.grad = 5.0
{FENCE}
"""
TRANSLATION = (
    SOURCE.replace("# Halaman", "# Страница").replace("Prosa yang diterjemahkan.", "Переведённый текст.").replace("Keluaran", "Вывод")
)


def test_a_changed_claim_or_included_code_leaves_the_hash_alone():
    assert source_hash(SOURCE.replace("x.grad = 5.0", "x.grad = 6.0\nwarning")) == source_hash(SOURCE)
    assert source_hash(SOURCE.replace('print("x.grad =", 6.0)', '--8<-- "topic/demo.py"')) == source_hash(SOURCE)


def test_prose_fence_titles_and_added_examples_change_the_hash():
    assert source_hash(SOURCE.replace("Prosa yang", "Prosa lain yang")) != source_hash(SOURCE)
    assert source_hash(SOURCE.replace('title="demo.py"', 'title="other.py"')) != source_hash(SOURCE)
    added = SOURCE + f"\n{FENCE}python\nprint(1)\n{FENCE}\n\n{FENCE}output\n1\n{FENCE}\n"
    assert source_hash(added) != source_hash(SOURCE)


def test_update_under_a_changed_output_keeps_the_translation_fresh(tmp_path, capsys):
    write_tree(tmp_path, {"docs/id/page.md": SOURCE, "docs/ru/page.md": TRANSLATION})
    docs = tmp_path / "docs"
    assert status.main(["--mark", "ru/page.md"], docs) == 0

    assert update.main([str(docs / "id/page.md"), str(docs / "ru/page.md")]) == 0
    assert "x.grad = 6.0" in (docs / "id/page.md").read_text(encoding="utf-8")
    assert "x.grad = 6.0" in (docs / "ru/page.md").read_text(encoding="utf-8")
    capsys.readouterr()
    assert status.main(["--strict"], docs) == 0
    assert "translations: 1 fresh, 0 stale, 0 missing" in capsys.readouterr().out

    edit(docs / "id/page.md", "Prosa yang diterjemahkan.", "Prosa yang sudah diubah.")
    assert status.main(["--strict"], docs) == 1
