"""Status: the table of fresh / stale / missing translations, the source diff of each stale
one, marking fresh, and --strict for CI. The version of the source a translation was marked on
is found in git by its hash whatever commit made it: a merge commit (the page two branches
changed exists in no other commit), a renamed page, and where no commit has it, the
`git diff` to run instead."""

from __future__ import annotations

from autograd_site.page.paths import display
from autograd_site.translate import status
from autograd_site.translate.freshness import source_hash
from autograd_site.translate.history import diff_since, find_version
from tests.translate.conftest import commit, committed_translation, edit, git, write_tree

PAGES = {
    "docs/id/a.md": "# A\n\nProsa halaman A.\n",
    "docs/id/b.md": "# B\n\nBaris pertama.\nBaris kedua.\n",
    "docs/id/c.md": "# C\n\nBelum diterjemahkan.\n",
    "docs/ru/a.md": "# Первая\n\nТекст первой страницы.\n",
    "docs/ru/b.md": "# Вторая\n\nПервая строка.\nВторая строка.\n",
}


def translated_tree(repo):
    """A repository where a and b were translated and marked, then b's source changed.
    Returns the commit of b's source as it was translated."""
    source_version = commit(repo, PAGES)  # the commit that wrote b's old text
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
        f"b.md     ru        stale    source changed since {recorded} in #top\n"
        f"c.md     ru        missing  readers of /ru/ get {display(repo / 'docs/id/c.md')}\n"
        f"gone.md  ru        orphan   {display(repo / 'docs/id/gone.md')} does not exist\n"
        "\n"
        "translations: 1 fresh, 1 stale, 1 missing, 1 orphan\n"
        "\n"
        "== ru/b.md (stale) ==\n"
        f"--- docs/id/b.md @ {translated_from[:10]} (translated from)\n"
        f"+++ {source_b} (now)\n"
        "@@ -1,4 +1,4 @@ (page start)\n"
        " # B\n"
        " \n"
        " Baris pertama.\n"
        "-Baris kedua.\n"
        "+Baris kedua yang diubah.\n"
        f"Once {display(repo / 'docs/ru/b.md')} follows these changes: `nox -s translations -- --mark ru/b.md`\n"
    )


def test_strict_fails_until_every_translation_is_fresh(repo, capsys):
    translated_tree(repo)
    docs = repo / "docs"
    assert status.main(["--strict"], docs) == 1  # b stale, c missing
    edit(docs / "ru/b.md", "Вторая строка.", "Вторая строка, изменённая.")
    write_tree(repo, {"docs/ru/c.md": "# Третья\n\nЕщё не переведено.\n"})
    assert status.main(["--mark", "ru/b.md", "docs/ru/c.md"], docs) == 0
    assert status.main(["--strict"], docs) == 0
    assert "translations: 3 fresh, 0 stale, 0 missing\n" in capsys.readouterr().out


def test_marking_names_what_is_wrong_with_the_label(repo, capsys):
    write_tree(repo, {"docs/id/p.md": "# P\n"})
    assert status.main(["--mark", "id/p.md", "ru/p.md"], repo / "docs") == 1
    out = capsys.readouterr().out.splitlines()
    assert (
        out[0] == "not marked: 'id/p.md' is not a translated page: write <language>/<page>.md with a language among ru, e.g. ru/backward.md"
    )
    assert (
        out[1]
        == f"not marked: {display(repo / 'docs/ru/p.md')} does not exist: copy {display(repo / 'docs/id/p.md')} there, translate it, then mark it"
    )


def test_each_hunk_of_the_stale_diff_names_its_section_and_its_line_in_the_translation(repo, capsys):
    source = "# S\n\n## Satu { #one }\n\n" + "".join(f"Baris {n}.\n" for n in range(1, 9)) + "\n## Dua { #two }\n\nBaris akhir.\n"
    translation = "# С\n\nВступление переводчика.\n\n## Один { #one }\n\nСтроки.\n\n## Два { #two }\n\nПоследняя строка.\n"
    committed_translation(repo, source, translation)
    edit(repo / "docs/id/p.md", "Baris akhir.", "Baris akhir yang baru.")
    edit(repo / "docs/id/p.md", "Baris 1.", "Baris satu.")
    capsys.readouterr()
    status.main([], repo / "docs")
    hunks = [line for line in capsys.readouterr().out.splitlines() if line.startswith("@@")]
    lines = (repo / "docs/ru/p.md").read_text(encoding="utf-8").splitlines()
    one, two = lines.index("## Один { #one }") + 1, lines.index("## Два { #two }") + 1
    assert [hunk.split("@@")[-1] for hunk in hunks] == [f" #one (ru:{one})", f" #two (ru:{two})"]


def test_a_shallow_clone_says_how_to_get_the_history(repo, tmp_path, capsys):
    translated_tree(repo)
    git(repo, "commit", "-q", "--allow-empty", "-m", "later")
    clone = tmp_path / "shallow"
    git(tmp_path, "clone", "-q", "--depth", "1", f"file://{repo}", str(clone))
    capsys.readouterr()
    status.main([], clone / "docs")
    assert "this is a shallow clone" in capsys.readouterr().out
    assert "run `git fetch --unshallow`, then again" in diff_since(clone / "docs/id/b.md", source_hash(PAGES["docs/id/b.md"]))[1]


# --- The version a translation was marked on, found in git

HISTORY_SOURCE = (
    "# P\n\n## Satu { #one }\n\nBaris satu.\n\n" + "".join(f"Baris tengah {n}.\n" for n in range(8)) + "\n## Dua { #two }\n\nBaris dua.\n"
)
HISTORY_TRANSLATION = (
    "# Страница\n\n## Один { #one }\n\nСтрока один.\n\n"
    + "".join(f"Средняя строка {n}.\n" for n in range(8))
    + "\n## Два { #two }\n\nСтрока два.\n"
)


def merged_version(repo) -> str:
    """A repository where two branches changed the source page in different sections and a
    merge commit joined them, so the merged page is a version no other commit has; the
    translation is marked on it. Returns the merge commit."""
    commit(repo, {"docs/id/p.md": HISTORY_SOURCE, "docs/ru/p.md": HISTORY_TRANSLATION})
    git(repo, "checkout", "-q", "-b", "side")
    edit(repo / "docs/id/p.md", "Baris satu.", "Baris satu, dari cabang.")
    git(repo, "commit", "-q", "-am", "side: section one")
    git(repo, "checkout", "-q", "main")
    edit(repo / "docs/id/p.md", "Baris dua.", "Baris dua, dari main.")
    git(repo, "commit", "-q", "-am", "main: section two")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge side", "side")
    merge = git(repo, "rev-parse", "HEAD").strip()
    edit(repo / "docs/ru/p.md", "Строка один.", "Строка один, с ветки.")
    edit(repo / "docs/ru/p.md", "Строка два.", "Строка два, из основной ветки.")
    assert status.main(["--mark", "ru/p.md"], repo / "docs") == 0
    git(repo, "commit", "-q", "-am", "translation marked")
    return merge


def test_the_version_a_merge_commit_made_is_found(repo, capsys):
    merge = merged_version(repo)
    assert len(git(repo, "rev-list", "--parents", "-n1", merge).split()) == 3  # a merge commit
    merged_text = (repo / "docs/id/p.md").read_text(encoding="utf-8")
    edit(repo / "docs/id/p.md", "Baris dua, dari main.", "Baris dua, diubah lagi.")
    version = find_version(repo / "docs/id/p.md", source_hash(merged_text))
    assert version is not None and version.commit == merge and version.text == merged_text
    capsys.readouterr()
    status.main([], repo / "docs")
    out = capsys.readouterr().out
    assert f"--- docs/id/p.md @ {merge[:10]} (translated from)\n" in out
    assert "-Baris dua, dari main.\n+Baris dua, diubah lagi.\n" in out
    assert "unavailable" not in out and "git diff" not in out


def test_the_version_is_found_after_a_rename_merged_in_by_a_merge_commit(repo, capsys):
    merge = merged_version(repo)
    git(repo, "checkout", "-q", "-b", "rename")
    git(repo, "mv", "docs/id/p.md", "docs/id/q.md")
    git(repo, "mv", "docs/ru/p.md", "docs/ru/q.md")
    edit(repo / "docs/id/q.md", "Baris satu, dari cabang.", "Baris satu, diubah.")
    git(repo, "commit", "-q", "-am", "rename, and a change")
    git(repo, "checkout", "-q", "main")
    commit(repo, {"docs/id/other.md": "# Lain\n"}, "another page")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge rename", "rename")
    capsys.readouterr()
    status.main([], repo / "docs")
    out = capsys.readouterr().out
    assert f"--- docs/id/p.md @ {merge[:10]} (translated from)\n" in out
    assert "-Baris satu, dari cabang.\n+Baris satu, diubah.\n" in out


def test_a_version_no_commit_has_gives_the_git_diff_to_run(repo, capsys, tmp_path_factory):
    """Since the commit that marked the translation, else since the last commit; outside git, none."""
    commit(repo, {"docs/id/p.md": HISTORY_SOURCE, "docs/ru/p.md": HISTORY_TRANSLATION})
    edit(repo / "docs/id/p.md", "Baris satu.", "Baris satu, tidak pernah di-commit.")
    assert status.main(["--mark", "ru/p.md", "--unchanged"], repo / "docs") == 0
    git(repo, "commit", "-q", "-m", "marked on a source version never committed", "docs/ru/p.md")
    marked = git(repo, "rev-parse", "HEAD").strip()
    git(repo, "checkout", "-q", "docs/id/p.md")  # the marked version is gone
    recorded = source_hash(HISTORY_SOURCE.replace("Baris satu.", "Baris satu, tidak pernah di-commit."))
    source = repo / "docs/id/p.md"
    assert diff_since(source, recorded, repo / "docs/ru/p.md", "ru")[1] == (
        f"(no committed version of {display(source)} has hash {recorded}; what changed in it since the commit that "
        f"marked the translation: `git diff {marked[:10]} -- docs/id/p.md`)"
    )
    capsys.readouterr()
    status.main([], repo / "docs")
    assert f"`git diff {marked[:10]} -- docs/id/p.md`" in capsys.readouterr().out
    assert diff_since(source, "ffffffffffff")[1] == (
        f"(no committed version of {display(source)} has hash ffffffffffff; what changed in it since the last commit: "
        f"`git diff {marked[:10]} -- docs/id/p.md`)"
    )
    outside = tmp_path_factory.mktemp("no-git") / "p.md"
    outside.write_text("# P\n", encoding="utf-8")
    assert diff_since(outside, source_hash("# P\n"))[1].startswith("(no committed version of")
