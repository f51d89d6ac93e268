"""Spelling: hunspell with each language's real dictionary reads the prose and only the prose;
a misspelling is reported with its file, line and column. hunspell must be installed
(`nox -s tests` installs it): a missing dictionary fails these tests, it never skips them."""
from __future__ import annotations

import pytest

from autograd_site.languages import BY_CODE, DOCS_DIR
from autograd_site.page.paths import display
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


def test_a_planted_misspelling_is_reported_in_each_language(tmp_path):
    result = check(tmp_path, {
        "docs/id/page.md": """
            # Halaman

            Kalimat ini benar.

            Kalimat ini mengandung kesalahn ejaan.
            """,
        "docs/ru/page.md": """
            ---
            source_hash: "000000000000"
            ---

            # Страница

            Здесь есть ошибкка.
            """,
    })
    assert located(result) == [("id", 5, 24, "kesalahn"), ("ru", 7, 12, "ошибкка")]
    by_word = {m.word: m for m in result.misspellings}
    assert "kesalahan" in by_word["kesalahn"].suggestions and "ошибка" in by_word["ошибкка"].suggestions
    assert str(by_word["ошибкка"]).startswith(f"{display(tmp_path / 'docs/ru/page.md')}:7:12: unknown word 'ошибкка' (did you mean: ошибка")
    assert result.words["id"] == 9 and result.words["ru"] == 4  # every word of the prose, headings too


def test_only_prose_is_checked(tmp_path):
    """Code, outputs, code spans, math, link targets, comments, front matter, attribute lists
    and admonition types are skipped; link texts, headings and admonition titles are prose."""
    result = check(tmp_path, {"docs/id/page.md": f"""
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
        """})
    assert located(result) == [("id", 5, 9, "qzxa"), ("id", 15, 40, "qzxg"), ("id", 21, 19, "qzxm")]


def test_the_word_lists_hold_terms_and_their_inflections(tmp_path):
    result = check(tmp_path, {
        "docs/ru/page.md": "# Термины\n\nPyTorch и autograd: операция in-place, размер батчей, инференс модели.\n",
        "docs/id/page.md": "# Istilah\n\nGradiennya dihitung oleh autograd, lalu loss-nya turun.\n",
    })
    assert located(result) == []


def test_the_sites_own_pages_have_no_unknown_words():
    result = spelling.check(sorted(DOCS_DIR.rglob("*.md")))
    assert [str(m) for m in result.misspellings] == []
    assert set(result.words) == set(BY_CODE)


def test_the_command_prints_each_misspelling_and_fails(tmp_path, capsys):
    write_tree(tmp_path, {"page.md": "# Halaman\n\nKalimat ini mengandung kesalahn ejaan.\n"})
    assert spelling.main([str(tmp_path / "page.md")]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{tmp_path / 'page.md'}:3:24: unknown word 'kesalahn' (did you mean: kesalahan")
    assert out[1] == "spell: 6 words checked (id: 6 words on 1 pages); 1 unknown words"


def test_without_hunspell_the_error_says_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setattr(spelling.shutil, "which", lambda name: None)
    with pytest.raises(spelling.SpellingUnavailable) as error:
        check(tmp_path, {"docs/ru/page.md": "# Страница\n"})
    assert str(error.value) == hunspell.install_hint([BY_CODE["ru"]]).join(["hunspell is not installed: ", ""])
    assert str(error.value).startswith("hunspell is not installed: apt-get install hunspell hunspell-ru (nox -s spell installs them")


def test_the_install_hint_names_each_operating_systems_way():
    languages = [BY_CODE["id"], BY_CODE["ru"]]
    assert hunspell.install_hint(languages, "linux").startswith("apt-get install hunspell hunspell-id hunspell-ru")
    assert hunspell.install_hint(languages, "darwin") == (
        "brew install hunspell, then put id_ID.dic/.aff ru_RU.dic/.aff (LibreOffice's dictionaries) in ~/Library/Spelling"
    )
    assert "DICPATH" in hunspell.install_hint(languages, "win32")


def test_the_dictionaries_hunspell_finds_are_listed_by_name(monkeypatch):
    assert {"id_ID", "ru_RU"} <= hunspell.available_dictionaries()
    assert hunspell.missing([BY_CODE["id"], BY_CODE["ru"]]) == []
    monkeypatch.setattr(hunspell.shutil, "which", lambda name: None)
    assert hunspell.missing([BY_CODE["ru"]]) == [BY_CODE["ru"]]
