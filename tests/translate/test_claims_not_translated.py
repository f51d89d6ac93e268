"""Freshness follows what a translator translates: claimed outputs and included code are
the same in every language (parity) and `nox -s update` rewrites them everywhere, so a
change there leaves translations fresh, while a change of prose still makes them stale."""

from __future__ import annotations

from autograd_site.translate import status
from autograd_site.translate.freshness import FRESH, STALE, legacy_source_hash, recorded_hash, source_hash, state, with_hash
from autograd_site.translate.pairs import pair
from autograd_site.verify import update
from tests.translate.conftest import RU, edit, git, write_tree

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


def test_a_hash_recorded_in_the_old_form_still_reads_fresh(tmp_path):
    write_tree(tmp_path, {"docs/id/page.md": SOURCE, "docs/ru/page.md": with_hash(TRANSLATION, legacy_source_hash(SOURCE))})
    assert state(pair("page.md", RU, tmp_path / "docs")) == FRESH


def test_migrate_rewrites_old_hashes_and_keeps_each_state(repo, capsys):
    """Fresh stays fresh; one translated from an older source stays stale, diff and all."""
    old_b = "# B\n\nBaris lama.\n"
    write_tree(repo, {"docs/id/a.md": SOURCE, "docs/id/b.md": old_b, "docs/ru/b.md": "# B\n\nСтарая строка.\n"})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "pages")
    docs = repo / "docs"
    (docs / "ru/a.md").write_text(with_hash(TRANSLATION, legacy_source_hash(SOURCE)), encoding="utf-8")
    ru_b = docs / "ru/b.md"
    ru_b.write_text(with_hash(ru_b.read_text(encoding="utf-8"), legacy_source_hash(old_b)), encoding="utf-8")
    edit(docs / "id/b.md", "Baris lama.", "Baris baru.")
    git(repo, "commit", "-q", "-am", "b changed")

    assert status.main(["--migrate"], docs) == 0
    assert recorded_hash((docs / "ru/a.md").read_text(encoding="utf-8")) == source_hash(SOURCE)
    assert recorded_hash(ru_b.read_text(encoding="utf-8")) == source_hash(old_b)
    assert state(pair("a.md", RU, docs)) == FRESH
    assert state(pair("b.md", RU, docs)) == STALE
    out = capsys.readouterr().out
    assert "(still fresh)" in out and "(still stale)" in out
    capsys.readouterr()
    assert status.main([], docs) == 0
    assert "-Baris lama.\n+Baris baru.\n" in capsys.readouterr().out
