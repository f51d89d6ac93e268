"""`nox -s check`: a translator's check without torch: parity, untranslated prose,
spelling, quotes against the claimed outputs, freshness; never imports torch."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from autograd_site.languages import LANGUAGES, REPO_ROOT
from autograd_site.page.paths import display
from autograd_site.translate import check, status
from autograd_site.translate.freshness import source_hash
from tests.translate.conftest import commit, committed_translation, edit, write_tree

FENCE = "```"
SOURCE = f"""\
# Halaman

Pesan “`grad can be implicitly created only for scalar outputs`” dikutip dari keluaran.

{FENCE}python
print("RuntimeError: grad can be implicitly created only for scalar outputs")
{FENCE}

{FENCE}output title="Keluaran"
RuntimeError: grad can be implicitly created only for scalar outputs
{FENCE}
"""
TRANSLATION = (
    SOURCE.replace("# Halaman", "# Страница")
    .replace(
        "Pesan “`grad can be implicitly created only for scalar outputs`” dikutip dari keluaran.",
        "Сообщение «`grad can be implicitly created only for scalar outputs`» взято из вывода.",
    )
    .replace("Keluaran", "Вывод")
)


def test_a_good_translation_passes_and_each_slip_is_named(tmp_path, capsys):
    docs = write_tree(tmp_path, {"docs/id/p.md": SOURCE, "docs/ru/p.md": TRANSLATION})
    assert check.main([], docs) == 1
    assert capsys.readouterr().out == (
        "FAIL ru/p.md\n"
        f"  {docs}/ru/p.md: not marked: no source_hash recorded; once it is translated, "
        "`nox -s translations -- --mark ru/p.md` records the source version it follows\n"
        "check: 0 of 1 translated pages pass\n"
    )
    assert status.main(["--mark", "ru/p.md"], docs) == 0
    capsys.readouterr()
    assert check.main([], docs) == 0
    assert capsys.readouterr().out == "ok   ru/p.md\ncheck: 1 of 1 translated pages pass\n"

    edit(docs / "ru/p.md", "`grad can be implicitly created only for scalar outputs`»", "`градиент можно создать только для скаляров`»")
    edit(docs / "ru/p.md", "взято из", "взято изз")
    edit(docs / "id/p.md", "dikutip dari", "dikutip langsung dari")
    assert check.main(["ru/p.md"], docs) == 1
    out = capsys.readouterr().out
    assert out.startswith("FAIL ru/p.md\n")
    quote_line = next(n for n, line in enumerate((docs / "ru/p.md").read_text(encoding="utf-8").splitlines(), 1) if "«`" in line)
    assert f"docs/ru/p.md:{quote_line}: the prose quotes `градиент можно создать только для скаляров`" in out
    assert "(PyTorch prints its messages in English: quote them as printed, untranslated)" in out
    assert "unknown word 'изз'" in out
    assert (
        f"  {docs}/ru/p.md: stale: its source changed in 1 section since it was marked:\n"
        f"    (no committed version of {docs}/id/p.md has hash {source_hash(SOURCE)}: compare the translation with the whole source page)\n"
        "    #top (Страница): updated\n"
        "    every changed section is updated; once the problems above are fixed: `nox -s translations -- --mark ru/p.md`\n"
    ) in out
    assert out.endswith("check: 0 of 1 translated pages pass\n")


def test_a_page_copied_over_its_translation_is_said_so_then_its_problems_in_line_order_each_kind_once(repo, capsys):
    """The source copied over a translation: one leading line (with the command that restores a
    committed one), then the problems in line order, the repeated ones (a paragraph copied, an
    output block titled as the source's) said once with a count, and no word of a paragraph
    parity names spell-checked (a minute of hunspell's suggestions for a real page); `--mark`
    refuses it; `translations` calls it untranslated."""
    examples = "".join(
        f'\nParagraf {n} ini sengaja dibiarkan tanpa terjemahan.\n\n```python\nprint({n})\n```\n\n```output title="Keluaran"\n{n}\n```\n'
        for n in range(12)
    )
    docs = write_tree(repo, {"docs/id/p.md": SOURCE + examples, "docs/ru/p.md": SOURCE + examples})
    assert check.main(["ru/p.md"], docs) == 1
    assert capsys.readouterr().out.startswith(f"FAIL ru/p.md\n  {docs}/ru/p.md is the Indonesian source: translate it\n")  # no history
    assert status.main(["--mark", "ru/p.md"], docs) == 1
    assert "this paragraph is word for word" in capsys.readouterr().out
    commit(repo, {"docs/ru/p.md": TRANSLATION}, "a translation (of an older source)")
    docs = write_tree(repo, {"docs/ru/p.md": SOURCE + examples})
    translation, source = display(docs / "ru/p.md"), display(docs / "id/p.md")
    assert check.main(["ru/p.md"], docs) == 1
    assert capsys.readouterr().out == (
        "FAIL ru/p.md\n"
        f"  {translation} is the Indonesian source: restore it with `git checkout {translation}`, or translate it\n"
        f"  {translation}:1:3: Indonesian word 'Halaman', left from the source: translate it\n"
        f"  {translation}:3: this paragraph is word for word {source}:3: translate it "
        "(and 12 more like it, at lines 13, 23, 33, 43, 53, 63, 73, 83, …)\n"
        f"  {translation}:9: output block titled 'Keluaran': on Russian pages it is titled 'Вывод' "
        "(and 12 more like it, at lines 19, 29, 39, 49, 59, 69, 79, 89, …)\n"
        "check: 0 of 1 translated pages pass\n"
    )
    status.main([], docs)
    assert (
        f"p.md  ru        untranslated  {translation} is mostly Indonesian: `nox -s check -- ru/p.md` lists what to translate\n"
        in capsys.readouterr().out
    )


def test_problems_of_a_kind_that_varies_by_word_are_folded_with_each_word(tmp_path, capsys):
    words = ["kalimat", "terjemahan", "sengaja"]
    translation = TRANSLATION.replace("взято из вывода.", "взято из вывода: " + ", ".join(words) + ".")
    write_tree(tmp_path, {"docs/id/p.md": SOURCE, "docs/ru/p.md": translation})
    assert check.main(["ru/p.md"], tmp_path / "docs") == 1
    [folded] = [line for line in capsys.readouterr().out.splitlines() if "Indonesian word" in line]
    assert folded.endswith(
        ": Indonesian word 'kalimat', left from the source: translate it (and 2 more like it: 'terjemahan' at 3, 'sengaja' at 3)"
    )


def test_an_avoided_glossary_term_fails_the_check_and_the_mark_with_the_approved_term(tmp_path, capsys):
    """By the site's own glossary, in any inflected form (узел -> узла: test_glossary.py)."""
    written, approved = "промежуточного узла", "промежуточный (нелистовой) тензор"
    translation = TRANSLATION.replace("взято из вывода.", f"взято из вывода, как и {written} тоже.")
    docs = write_tree(tmp_path, {"docs/id/p.md": SOURCE, "docs/ru/p.md": translation})
    column = translation.splitlines()[2].index(written) + 1
    message = f"{docs}/ru/p.md:3:{column}: avoided term '{written}': the glossary's term is '{approved}'"
    assert status.main(["--mark", "ru/p.md"], docs) == 1
    assert message in capsys.readouterr().out
    assert check.main(["ru/p.md"], docs) == 1
    assert message in capsys.readouterr().out


def test_bad_input_that_verify_reports_is_reported_without_torch(tmp_path, capsys):
    """An example's code fence deleted, its output left: besides the missing example
    (parity), the orphan output block that verify would fail, at its line."""
    code = f'{FENCE}python\nprint("RuntimeError: grad can be implicitly created only for scalar outputs")\n{FENCE}\n\n'
    docs = write_tree(tmp_path, {"docs/id/p.md": SOURCE, "docs/ru/p.md": TRANSLATION.replace(code, "")})
    assert check.main(["ru/p.md"], docs) == 1
    out = capsys.readouterr().out
    assert f"{docs}/ru/p.md:5: output block has no python block directly above it" in out
    assert f"{docs}/ru/p.md:1: missing example" in out


@pytest.mark.parametrize(
    ("command", "passed"),
    [
        (["autograd_site.translate.check"], "translated pages pass"),
        (["autograd_site.compat.explain", "ru/checkpoint.md"], "versions: no problems"),  # the sentences on other releases
    ],
)
def test_nox_s_check_runs_where_torch_cannot_be_imported(tmp_path, command, passed):
    """Its two commands, in the translators' environment, which has no torch."""
    no_torch = tmp_path / "site-packages"
    (no_torch / "torch").mkdir(parents=True)
    (no_torch / "torch" / "__init__.py").write_text("raise ImportError('torch is not installed here')\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(no_torch), str(REPO_ROOT)])}
    result = subprocess.run([sys.executable, "-m", *command], capture_output=True, text=True, env=env, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert passed in result.stdout


TWO_SECTIONS_SOURCE = (
    "# Halaman\n\n## Akumulasi { #accumulation }\n\nGradien dijumlahkan.\n\n## Reset { #reset-grad }\n\nGradien direset.\n"
)
TWO_SECTIONS_TRANSLATION = (
    "# Страница\n\n## Накопление { #accumulation }\n\nГрадиенты складываются.\n\n## Сброс { #reset-grad }\n\nГрадиенты сбрасываются.\n"
)


def test_a_stale_page_shows_each_changed_section_with_its_hunk_and_state_then_says_it_is_ready(repo, capsys):
    docs = committed_translation(repo, TWO_SECTIONS_SOURCE, TWO_SECTIONS_TRANSLATION)
    edit(docs / "id/p.md", "Gradien dijumlahkan.", "Gradien dijumlahkan ke .grad.")
    edit(docs / "id/p.md", "Gradien direset.", "Gradien direset ke `None`.")
    edit(docs / "ru/p.md", "Градиенты складываются.", "Градиенты складываются в .grad.")  # one of two updated
    capsys.readouterr()
    assert check.main(["ru/p.md"], docs) == 1
    translation = docs / "ru/p.md"
    lines = translation.read_text(encoding="utf-8").splitlines()
    one, two = lines.index("## Накопление { #accumulation }") + 1, lines.index("## Сброс { #reset-grad }") + 1
    assert capsys.readouterr().out == (
        "FAIL ru/p.md\n"
        f"  {translation}: stale: its source changed in 2 sections since it was marked:\n"
        f"    #accumulation (Накопление, ru:{one}): updated\n"
        "        @@ -3,4 +3,4 @@\n"
        "         ## Akumulasi { #accumulation }\n"
        "         \n"
        "        -Gradien dijumlahkan.\n"
        "        +Gradien dijumlahkan ke .grad.\n"
        "         \n"
        f"    #reset-grad (Сброс, ru:{two}): not yet\n"
        "        @@ -7,3 +7,3 @@\n"
        "         ## Reset { #reset-grad }\n"
        "         \n"
        "        -Gradien direset.\n"
        "        +Gradien direset ke `None`.\n"
        "    still to update: #reset-grad; then `nox -s translations -- --mark ru/p.md`\n"
        "check: 0 of 1 translated pages pass\n"
    )

    edit(docs / "ru/p.md", "Градиенты сбрасываются.", "Градиенты сбрасываются в `None`.")
    assert check.main(["ru/p.md"], docs) == 0  # nothing is wrong: marking it is what is left
    out = capsys.readouterr().out
    assert out.startswith("ready ru/p.md\n")
    assert f"    #accumulation (Накопление, ru:{one}): updated\n" in out and f"    #reset-grad (Сброс, ru:{two}): updated\n" in out
    assert out.endswith(
        "    ready to mark: every changed section is updated; record it with `nox -s translations -- --mark ru/p.md`\n"
        "check: 1 of 1 translated pages pass, 1 of them ready to mark (`nox -s translations -- --mark` with the page)\n"
    )
    assert status.main(["--mark", "ru/p.md"], docs) == 0
    assert check.main(["ru/p.md"], docs) == 0


def test_a_page_name_that_does_not_exist_gets_the_nearest_existing_name(page_pair, capsys):
    docs = page_pair.source.parent.parent
    assert check.main(["ru/pag.md"], docs) == 2
    assert capsys.readouterr().err == ("check: 'ru/pag.md' names no page: neither pag.md nor its source exists; did you mean ru/page.md?\n")
    assert status.main(["--mark", "ru/pag.md"], docs) == 1
    assert "did you mean ru/page.md?" in capsys.readouterr().out
    assert check.main(["ru/pag.md", "ru/page.md"], docs) == 2  # the page that exists is checked all the same
    assert "ru/page.md" in capsys.readouterr().out


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_the_guides_first_command_is_the_light_check(language):
    """The translator guide leads to `nox -s check` while editing, `--mark` at the end;
    verify and serve (the torch environment) optional."""
    text = (language.docs_dir / "translate.md").read_text(encoding="utf-8")
    commands = re.findall(r"nox -s (\w+)", text)
    assert commands[0] == "check", commands[:3]
    for heavy in ("verify", "serve"):
        assert commands.index("check") < commands.index(heavy)
    workflow = text[text.index("{ #workflow }") : text.index("{ #commands }")]
    assert workflow.index("nox -s check -- ru/") < workflow.index("--mark") < workflow.index("nox -s serve")
