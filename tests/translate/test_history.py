"""History: the version of the source page a translation was marked on, found in git by its
hash whatever commit made it: a merge commit (the page two branches changed exists in no
other commit), a renamed page, and where no commit has it, the `git diff` to run instead."""

from __future__ import annotations

from autograd_site.page.paths import display
from autograd_site.translate import status
from autograd_site.translate.freshness import source_hash
from autograd_site.translate.history import find_version, source_diff
from tests.translate.conftest import edit, git, write_tree

SOURCE = (
    "# P\n\n## Satu { #one }\n\nBaris satu.\n\n" + "".join(f"Baris tengah {n}.\n" for n in range(8)) + "\n## Dua { #two }\n\nBaris dua.\n"
)
TRANSLATION = (
    "# Страница\n\n## Один { #one }\n\nСтрока один.\n\n"
    + "".join(f"Средняя строка {n}.\n" for n in range(8))
    + "\n## Два { #two }\n\nСтрока два.\n"
)


def merged_version(repo) -> str:
    """A repository where two branches changed the source page in different sections and a
    merge commit joined them, so the merged page is a version no other commit has; the
    translation is marked on it. Returns the merge commit."""
    write_tree(repo, {"docs/id/p.md": SOURCE, "docs/ru/p.md": TRANSLATION})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "page")
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
    write_tree(repo, {"docs/id/other.md": "# Lain\n"})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "another page")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge rename", "rename")
    capsys.readouterr()
    status.main([], repo / "docs")
    out = capsys.readouterr().out
    assert f"--- docs/id/p.md @ {merge[:10]} (translated from)\n" in out
    assert "-Baris satu, dari cabang.\n+Baris satu, diubah.\n" in out


def test_a_version_no_commit_has_gives_the_git_diff_to_run(repo, capsys):
    write_tree(repo, {"docs/id/p.md": SOURCE, "docs/ru/p.md": TRANSLATION})
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "page")
    edit(repo / "docs/id/p.md", "Baris satu.", "Baris satu, tidak pernah di-commit.")
    assert status.main(["--mark", "ru/p.md", "--unchanged"], repo / "docs") == 0
    git(repo, "commit", "-q", "-m", "marked on a source version never committed", "docs/ru/p.md")
    marked = git(repo, "rev-parse", "HEAD").strip()
    git(repo, "checkout", "-q", "docs/id/p.md")  # the marked version is gone
    recorded = source_hash(SOURCE.replace("Baris satu.", "Baris satu, tidak pernah di-commit."))
    source = repo / "docs/id/p.md"
    assert source_diff(source, recorded, repo / "docs/ru/p.md", "ru") == (
        f"(no committed version of {display(source)} has hash {recorded}; what changed in it since the commit that "
        f"marked the translation: `git diff {marked[:10]} -- docs/id/p.md`)"
    )
    capsys.readouterr()
    status.main([], repo / "docs")
    assert f"`git diff {marked[:10]} -- docs/id/p.md`" in capsys.readouterr().out
