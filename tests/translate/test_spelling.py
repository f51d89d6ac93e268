"""Spelling: hunspell with each language's real dictionary reads the prose and only the prose;
a misspelling is reported with its file, line and column. hunspell must be installed
(`nox -s tests` installs it): a missing dictionary fails these tests, it never skips them."""

from __future__ import annotations

import pytest

from autograd_site import glossary
from autograd_site.languages import BY_CODE
from autograd_site.page.paths import display
from autograd_site.page.reader import read_page
from autograd_site.translate import hunspell, spelling
from tests.translate.conftest import write_tree

FENCE = "```"


def check(root, files: dict[str, str]):
    """Spell-check pages written under root/docs/<code>/, in the language of their folder."""
    write_tree(root, files)
    paths = [root / name for name in files]
    return spelling.check(paths, language_of_page=lambda path: BY_CODE[path.parent.name])


def located(result) -> list[tuple[str, int, int, str]]:
    return [(m.page.parent.name, m.line, m.column, m.word) for m in result.misspellings]


def test_a_planted_misspelling_is_reported_in_each_language_and_fails_the_command(tmp_path, capsys):
    """The word lists hold the terms and their inflections: the other words pass."""
    result = check(
        tmp_path,
        {
            "docs/id/page.md": """
            # Halaman

            Gradiennya dihitung oleh autograd, lalu loss-nya turun.

            Kalimat ini mengandung kesalahn ejaan.
            """,
            "docs/ru/page.md": """
            ---
            source_hash: "000000000000"
            ---

            # Страница

            Здесь есть ошибкка.

            PyTorch и autograd: операция in-place, размер батчей, инференс модели.
            """,
        },
    )
    assert located(result) == [("id", 5, 24, "kesalahn"), ("ru", 7, 12, "ошибкка")]
    by_word = {m.word: m for m in result.misspellings}
    assert "kesalahan" in by_word["kesalahn"].suggestions and "ошибка" in by_word["ошибкка"].suggestions
    assert str(by_word["ошибкка"]).startswith(f"{display(tmp_path / 'docs/ru/page.md')}:7:12: unknown word 'ошибкка' (did you mean: ошибка")
    assert result.words["id"] == 13 and result.words["ru"] == 13  # every word of the prose, headings too
    assert spelling.main([str(tmp_path / "docs/id/page.md")]) == 1  # the command: each misspelling, then the count
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{tmp_path / 'docs/id/page.md'}:5:24: unknown word 'kesalahn' (did you mean: kesalahan")
    assert out[1] == "spell: 13 words checked (id: 13 words on 1 pages); 1 unknown words; 0 avoided terms"


def test_only_prose_is_checked(tmp_path):
    """Code, outputs, code spans, math, link targets, comments, front matter, attribute lists
    and admonition types are skipped; link texts, headings and admonition titles are prose."""
    result = check(
        tmp_path,
        {
            "docs/id/page.md": f"""
        ---
        title: qzxv
        ---

        # Judul qzxa {{ #qzxb }}

        {FENCE}python
        qzxc = 1
        {FENCE}

        {FENCE}output title="Keluaran"
        qzxd
        {FENCE}

        Kode `qzxe`, rumus \\( qzxf \\), tautan [qzxg](qzxh.md), <!-- qzxi --> <span class="qzxj">ya</span>.

        $$
        qzxk
        $$

        !!! qzxl "Catatan qzxm"

            Isi catatan.
        """
        },
    )
    assert located(result) == [("id", 5, 9, "qzxa"), ("id", 15, 40, "qzxg"), ("id", 21, 19, "qzxm")]


def test_suggestions_are_asked_for_a_bounded_number_of_words():
    """A page of another language's words: every one is reported with its column, and only
    the first SUGGESTED_WORDS distinct ones get hunspell's (slow) suggestions."""
    words = [f"salahh{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(3 * spelling.SUGGESTED_WORDS)]
    lines = [" ".join(words[i : i + 3]) for i in range(0, len(words), 3)]
    verdicts = spelling.hunspell(lines, BY_CODE["id"])
    flat = [verdict for line in verdicts for verdict in line]
    assert [verdict.split(" ")[1] for verdict in flat] == words
    assert sum(verdict.startswith("& ") for verdict in flat) <= spelling.SUGGESTED_WORDS
    assert all(verdict.startswith("# ") for verdict in flat[spelling.SUGGESTED_WORDS :])
    assert verdicts[-1][2] == f"# {words[-1]} {len(words[-3]) + len(words[-2]) + 3}"  # its column, 1-based


def test_the_dictionaries_hunspell_finds_are_listed_and_without_hunspell_the_error_says_what_to_install(tmp_path, monkeypatch):
    assert {"id_ID", "ru_RU"} <= hunspell.available_dictionaries()
    assert hunspell.missing([BY_CODE["id"], BY_CODE["ru"]]) == []
    monkeypatch.setattr(hunspell.shutil, "which", lambda name: None)
    assert hunspell.missing([BY_CODE["ru"]]) == [BY_CODE["ru"]]
    monkeypatch.setattr(spelling.shutil, "which", lambda name: None)
    with pytest.raises(spelling.SpellingUnavailable) as error:
        check(tmp_path, {"docs/ru/page.md": "# Страница\n"})
    assert str(error.value).startswith("hunspell is not installed: apt-get install hunspell hunspell-ru (nox -s spell installs them")


# --- One term per concept: the variants each glossary lists to avoid --------------------


def test_a_planted_avoided_variant_fails_in_each_language_with_the_glossarys_term(tmp_path, capsys):
    """With the site's own glossaries; inflected and broken over a line, in a heading too."""
    result = check(
        tmp_path,
        {
            "docs/id/page.md": """
            # Halaman

            Setiap operasi menambahkan fungsi
            turunan ke graf.

            ## Tensor yang terlacak pun { #x }
            """,
            "docs/ru/page.md": """
            # Страница

            Пример: логировании функции потерь
            хватает числа.
            """,
        },
    )
    paths = [tmp_path / "docs/id/page.md", tmp_path / "docs/ru/page.md"]
    assert [(m.page.parent.name, m.line, m.column) for m in result.avoided] == [("id", 3, 28), ("id", 6, 16), ("ru", 3, 9)]
    assert str(result.avoided[0]) == (
        f"{display(paths[0])}:3:28: avoided term 'fungsi turunan': the glossary's term is 'fungsi backward (grad_fn)'"
    )
    assert str(result.avoided[2]).endswith(
        ":3:9: avoided term 'логировании функции потерь': the glossary's term is 'логирование значения функции потерь'"
    )
    assert spelling.main([str(paths[0])]) == 1  # the command (a page outside docs/<code>/ is Indonesian)
    out = capsys.readouterr().out
    assert f"{paths[0]}:3:28: avoided term 'fungsi turunan'" in out and out.count("avoided term '") == 2
    assert "; 0 unknown words; 2 avoided terms" in out


def test_an_avoided_variant_in_code_or_another_word_is_not_reported_but_a_glossary_avoiding_its_own_term_is(tmp_path):
    write_tree(
        tmp_path,
        {
            "docs/id/glossary.md": """
        # Glosarium

        ## Daftar istilah { #terms }

        | Istilah | Bahasa Inggris | Arti singkat | Diajarkan di |
        |---|---|---|---|
        | simpul antara | intermediate node | Tensor hasil operasi. | x |

        ## Istilah yang dihindari { #avoid }

        | Varian | Istilah |
        |---|---|
        | simpul antara | tensor antara |
        | terlacak | dilacak |
        """,
            "docs/id/page.md": """
            # Halaman

            Kode `x_terlacak` dan `terlacak`, kata tak-terlacakx, [tautan](terlacak.md).
            """,
        },
    )
    path = tmp_path / "docs/id/glossary.md"
    terms = glossary.parse(path.read_text(), path)
    result = spelling.check([tmp_path / "docs/id/page.md", path], language_of_page=lambda _: BY_CODE["id"], glossaries={"id": terms})
    assert [str(problem) for problem in result.avoided] == [  # the avoid table names its variants on purpose
        f"{display(path)}:7:3: avoided term 'simpul antara': the glossary's term is 'tensor antara'",
        f"{display(path)}:13:1: avoided term 'simpul antara' is also a term of the glossary ('simpul antara')",
    ]


def test_source_language_words_in_a_translation_are_listed_apart_and_do_not_fail_spell(tmp_path):
    result = check(tmp_path, {"docs/ru/page.md": "# Страница\n\nЗдесь остался gradien из оригинала.\n"})
    path = tmp_path / "docs/ru/page.md"
    assert result.misspellings == [] and [(m.line, m.column, m.word) for m in result.source_words] == [(3, 15, "gradien")]
    assert "; 1 Indonesian words in translations" in spelling.summary(result)  # and main fails on misspellings, avoided terms only
    assert spelling.page_problems(path, BY_CODE["ru"]) == [
        f"{display(path)}:3:15: Indonesian word 'gradien', left from the source: translate it"
    ]  # the translator's page check still names it

    path.write_text("# Страница\n\nЗдесь остался gradien и ошибкка.\n", encoding="utf-8")
    result = spelling.check([path], language_of_page=lambda _: BY_CODE["ru"])
    assert [m.word for m in result.misspellings] == ["ошибкка"] and [m.word for m in result.source_words] == ["gradien"]


def test_the_translated_comments_of_the_examples_are_spell_checked_and_held_to_the_glossary(tmp_path):
    (tmp_path / "ru" / "comments").mkdir(parents=True)
    (tmp_path / "ru" / "comments" / "backward.toml").write_text(
        '["x.py"]\n"a leaf" = "листовой тензр, requires_grad=True"\n"b" = "промежуточного узла"\n', encoding="utf-8"
    )
    misspelled, avoided = spelling.comment_check(BY_CODE["ru"], docs_dir=tmp_path)
    assert [(m.line, m.word) for m in misspelled] == [(2, "тензр")]  # the code in it is not a word
    assert [(a.line, a.message.split(":")[0]) for a in avoided] == [(3, "avoided term 'промежуточного узла'")]


def test_a_diagrams_caption_is_prose_on_its_fence_line_with_its_code_blanked(tmp_path):
    path = tmp_path / "page.md"
    path.write_text(
        '# Page\n\n```autograd-graph roots="z" mark="x" caption="Bergaris tebal: \'MulBackward0\' salahh"\n'
        "hooks/retain_grad_vs_hook.py\n```\n",
        encoding="utf-8",
    )
    lines = spelling.prose_lines(read_page(path))
    assert lines[2] == "Bergaris tebal: " + " " * len("'MulBackward0'") + " salahh"
    assert "hooks" not in "".join(lines)
