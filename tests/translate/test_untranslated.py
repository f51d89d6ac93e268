"""A translation must be translated: prose in another language, a paragraph copied from
the source or an output block with the source's title fails parity (so verify) and
`--mark` (which spell-checks too: test_check.py, test_malformed.py); marking an untouched
translation after a source change needs --unchanged."""

from __future__ import annotations

from autograd_site.page.paths import display
from autograd_site.translate import status
from autograd_site.translate.pairs import pair
from autograd_site.translate.parity import check_pair
from autograd_site.verify.collect import Quote
from autograd_site.verify.compare import check_quote
from tests.translate.conftest import RU, committed_translation, edit, write_tree

SOURCE = """\
# Halaman

Paragraf pertama ini menjelaskan sesuatu yang cukup panjang untuk dinilai.

Paragraf kedua juga berisi kalimat yang cukup panjang untuk dinilai.
"""
TRANSLATION = """\
# Страница

Первый абзац объясняет нечто достаточно длинное, чтобы его можно было оценить.

Второй абзац тоже содержит достаточно длинное предложение для оценки.
"""


def test_a_paragraph_not_in_the_pages_language_is_named_at_its_line(page_pair):
    """(A paragraph copied from the source, an output block titled as the source's: test_check.py.)"""
    assert check_pair(page_pair) == []  # the source's own output titles are not judged
    text = page_pair.translation.read_text(encoding="utf-8") + "\nSatu kalimat Indonesia yang tertinggal tanpa diterjemahkan sama sekali.\n"
    page_pair.translation.write_text(text, encoding="utf-8")
    assert [str(p) for p in check_pair(page_pair)] == [
        f"{display(page_pair.translation)}:{len(text.splitlines())}: this paragraph is not in Russian (0% of its letters are): translate it"
    ]


def test_links_to_english_documents_do_not_count_against_the_prose_and_a_list_of_them_alone_is_the_same_everywhere(tmp_path):
    references = "\n- [Automatic differentiation package - torch.autograd](https://example.org/a): справочник.\n"
    references += "\n- [torch.Tensor.register_hook](https://example.org/register_hook.html)\n"
    references += "- [torch.Tensor.retain_grad](https://example.org/retain_grad.html)\n"
    write_tree(tmp_path, {"docs/id/p.md": SOURCE + references.replace("справочник", "rujukan"), "docs/ru/p.md": TRANSLATION + references})

    assert check_pair(pair("p.md", RU, tmp_path / "docs")) == []


def test_a_mistyped_quote_gets_the_hint_that_pytorch_may_have_reworded_it(tmp_path):
    """(A translated one: that messages stay in English, test_check.py.)"""
    printed = ["RuntimeError: grad can be implicitly created only for scalar outputs"]
    page = tmp_path / "ru/p.md"
    mistyped = check_quote(Quote(page, 8, "grad can be created only for scalar outputs", 0, 1), printed)
    assert mistyped is not None and str(mistyped).endswith("(did PyTorch reword it, or is the quote mistyped?)")
    assert check_quote(Quote(page, 9, "grad can be implicitly created only for scalar outputs", 0, 1), printed) is None


SECTIONED_SOURCE = (
    SOURCE
    + """
## Melepas hook { #handle-remove }

Hook dilepas dengan memanggil metode `remove()` pada pegangannya kapan saja.

## Norma gradien { #grad-norms }

Norma gradien setiap lapisan dapat dibaca dari hook yang sama.
"""
)
SECTIONED_TRANSLATION = (
    TRANSLATION
    + """
## Снятие хука { #handle-remove }

Хук снимается вызовом метода `remove()` у его дескриптора в любой момент.

## Нормы градиентов { #grad-norms }

Норму градиента каждого слоя можно прочитать из того же хука.
"""
)


def test_mark_refuses_a_translation_left_as_it_was_where_its_source_changed_unless_told_it_needs_no_change(repo, capsys):
    """A source edit the translation did not follow: `--unchanged` says it needs none. A
    half-done update: the source changed in two sections, the translation in one."""
    docs = committed_translation(repo, SECTIONED_SOURCE, SECTIONED_TRANSLATION)
    edit(docs / "id/p.md", "sesuatu yang", "sesuatu hal yang")  # a source edit
    capsys.readouterr()
    assert status.main(["--mark", "ru/p.md"], docs) == 1
    assert "#top (Страница) changed in" in capsys.readouterr().out
    assert status.main(["--mark", "ru/p.md", "--unchanged"], docs) == 0
    assert status.main(["--strict"], docs) == 0

    edit(docs / "id/p.md", "kapan saja", "kapan saja, juga di dalam hook itu sendiri")
    edit(docs / "id/p.md", "dari hook yang sama", "dari hook yang sama, sebelum optimizer melangkah")
    edit(docs / "ru/p.md", "в любой момент", "в любой момент, даже внутри самого хука")  # only #handle-remove
    capsys.readouterr()
    assert status.main(["--mark", "ru/p.md"], docs) == 1
    out = capsys.readouterr().out
    assert "#grad-norms (Нормы градиентов) changed in" in out and "#handle-remove" not in out
    assert "`nox -s translations -- --mark ru/p.md --unchanged '#grad-norms'`" in out
    assert status.main(["--strict"], docs) == 1  # not marked: still stale

    assert status.main(["--mark", "ru/p.md", "--unchanged", "#handle-remove"], docs) == 1  # the wrong section
    assert status.main(["--mark", "ru/p.md", "--unchanged", "#grad-norms"], docs) == 0  # said deliberately
    assert status.main(["--strict"], docs) == 0

    edit(docs / "id/p.md", "sebelum optimizer", "sebelum optimizer mengambil langkah")
    edit(docs / "ru/p.md", "того же хука", "того же самого хука")  # updated where it changed
    assert status.main(["--mark", "ru/p.md"], docs) == 0
