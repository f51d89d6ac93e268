"""Status: the table of fresh / stale / missing translations, the source diff of each stale
one (its old version found in git by hash), marking fresh, and --strict for CI."""
from __future__ import annotations

from autograd_site.page.paths import display
from autograd_site.translate import status
from autograd_site.translate.freshness import source_hash
from autograd_site.translate.history import source_diff
from tests.translate.conftest import edit, git, write_tree

PAGES = {
    "docs/id/a.md": "# A\n\nProsa halaman A.\n",
    "docs/id/b.md": "# B\n\nBaris pertama.\nBaris kedua.\n",
    "docs/id/c.md": "# C\n\nBelum diterjemahkan.\n",
    "docs/ru/a.md": "# A\n\nТекст страницы A.\n",
    "docs/ru/b.md": "# B\n\nПервая строка.\nВторая строка.\n",
}


def translated_tree(repo):
    """A repository where a and b were translated and marked, then b's source changed.
    Returns the commit of b's source as it was translated."""
    write_tree(repo, PAGES)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "pages")
    source_version = git(repo, "rev-parse", "HEAD").strip()  # the commit that wrote b's old text
    assert status.main(["--mark", "ru/a.md", "ru/b.md"], repo / "docs") == 0
    git(repo, "commit", "-q", "-am", "translations marked")
    edit(repo / "docs/id/b.md", "Baris kedua.", "Baris kedua yang diubah.")
    git(repo, "commit", "-q", "-am", "source changed")
    return source_version


def test_the_table_shows_each_state_and_the_diff_of_each_stale_source(repo, capsys):
    translated_from = translated_tree(repo)
    (repo / "docs/ru/gone.md").write_text("# Удалено\n", encoding="utf-8")
    capsys.readouterr()
    assert status.main([], repo / "docs") == 0
    recorded = source_hash(PAGES["docs/id/b.md"])
    source_b = display(repo / "docs/id/b.md")
    assert capsys.readouterr().out == (
        "page     language  state    note\n"
        "a.md     ru        fresh\n"
        f"b.md     ru        stale    source changed since {recorded}\n"
        f"c.md     ru        missing  readers of /ru/ get {display(repo / 'docs/id/c.md')}\n"
        f"gone.md  ru        orphan   {display(repo / 'docs/id/gone.md')} does not exist\n"
        "\n"
        "translations: 1 fresh, 1 stale, 1 missing, 1 orphan\n"
        "\n"
        "== ru/b.md (stale) ==\n"
        f"--- docs/id/b.md @ {translated_from[:10]} (translated from)\n"
        f"+++ {source_b} (now)\n"
        "@@ -1,4 +1,4 @@\n"
        " # B\n"
        " \n"
        " Baris pertama.\n"
        "-Baris kedua.\n"
        "+Baris kedua yang diubah.\n"
    )


def test_strict_fails_until_every_translation_is_fresh(repo, capsys):
    translated_tree(repo)
    docs = repo / "docs"
    assert status.main(["--strict"], docs) == 1  # b stale, c missing
    edit(docs / "ru/b.md", "Вторая строка.", "Вторая строка, изменённая.")
    write_tree(repo, {"docs/ru/c.md": "# C\n\nЕщё не переведено.\n"})
    assert status.main(["--mark", "ru/b.md", "docs/ru/c.md"], docs) == 0
    assert status.main(["--strict"], docs) == 0
    assert "translations: 3 fresh, 0 stale, 0 missing\n" in capsys.readouterr().out


def test_marking_is_refused_while_parity_fails(repo, capsys):
    write_tree(repo, {"docs/id/p.md": "# P\n\n## Satu { #one }\n", "docs/ru/p.md": "# P\n\n## Один { #uno }\n"})
    before = (repo / "docs/ru/p.md").read_text(encoding="utf-8")
    assert status.main(["--mark", "ru/p.md"], repo / "docs") == 1
    translation, source = display(repo / "docs/ru/p.md"), display(repo / "docs/id/p.md")
    assert capsys.readouterr().out == (
        f"not marked: {translation} does not match its source yet:\n"
        f"  {translation}:3: has the heading anchor #uno where {source}:3 has the heading anchor #one\n"
    )
    assert (repo / "docs/ru/p.md").read_text(encoding="utf-8") == before


def test_marking_names_what_is_wrong_with_the_label(repo, capsys):
    write_tree(repo, {"docs/id/p.md": "# P\n"})
    assert status.main(["--mark", "id/p.md", "ru/p.md"], repo / "docs") == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "not marked: 'id/p.md' is not a translated page: write <language>/<page>.md with a language among ru, e.g. ru/backward.md"
    assert out[1] == f"not marked: {display(repo / 'docs/ru/p.md')} does not exist: copy {display(repo / 'docs/id/p.md')} there, translate it, then mark it"


def test_a_recorded_version_missing_from_git_says_the_diff_is_unavailable(repo, tmp_path_factory):
    write_tree(repo, {"docs/id/p.md": "# P\n"})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "p")
    source = repo / "docs/id/p.md"
    assert source_diff(source, "ffffffffffff") == (
        f"(no committed version of {display(source)} has hash ffffffffffff: the diff is unavailable; compare the whole page)"
    )
    outside = tmp_path_factory.mktemp("no-git") / "p.md"
    outside.write_text("# P\n", encoding="utf-8")
    assert source_diff(outside, source_hash("# P\n")).startswith("(no committed version of")


def test_the_old_version_is_found_across_a_rename(repo):
    old_text = "# Lama\n\n" + "".join(f"Baris {n} yang sama di kedua versi.\n" for n in range(10)) + "Isi.\n"
    write_tree(repo, {"docs/id/old.md": old_text})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "old")
    old_hash = source_hash(old_text)
    git(repo, "mv", "docs/id/old.md", "docs/id/new.md")
    edit(repo / "docs/id/new.md", "Isi.", "Isi baru.")
    git(repo, "commit", "-q", "-am", "renamed")
    diff = source_diff(repo / "docs/id/new.md", old_hash)
    assert "--- docs/id/old.md @ " in diff and "-Isi.\n+Isi baru.\n" in diff
