"""A lesson links its notebook at the top: the .ipynb to download and, where the repository is
known, the same notebook opened in Colab from the branch the deploy workflow publishes."""

from __future__ import annotations

from pathlib import Path

from autograd_site.languages import BY_CODE
from autograd_site.site.notebook_links import notebook_links


def docs_with_notebook(tmp_path: Path) -> Path:
    for code in ("id", "ru"):
        (tmp_path / code / "notebooks").mkdir(parents=True)
        (tmp_path / code / "backward.md").write_text("# backward()\n", encoding="utf-8")
        (tmp_path / code / "notebooks" / "backward.ipynb").write_text("{}", encoding="utf-8")
        (tmp_path / code / "glossary.md").write_text("# Glosarium\n", encoding="utf-8")
    return tmp_path


def test_each_language_links_its_own_notebook_in_its_own_words(tmp_path):
    docs = docs_with_notebook(tmp_path)
    repo = "https://github.com/someone/autograd-course"
    assert notebook_links("id/backward.md", "backward/", docs, BY_CODE["id"], repo) == {
        "download": "../notebooks/backward.ipynb",
        "download_label": "Unduh notebook",
        "colab": "https://colab.research.google.com/github/someone/autograd-course/blob/notebooks/notebooks/backward.ipynb",
        "colab_label": "Buka di Colab",
    }
    ru = notebook_links("ru/backward.md", "ru/backward/", docs, BY_CODE["ru"], repo + ".git")
    assert ru is not None
    assert ru["download"] == "../notebooks/backward.ipynb"  # /ru/backward/ -> /ru/notebooks/backward.ipynb
    assert ru["colab"].endswith("/someone/autograd-course/blob/notebooks/ru/notebooks/backward.ipynb")
    assert (ru["download_label"], ru["colab_label"]) == ("Скачать ноутбук", "Открыть в Colab")


def test_without_a_github_repository_no_colab_link_and_without_a_notebook_no_link(tmp_path):
    docs = docs_with_notebook(tmp_path)
    for repo in (None, "", "https://gitlab.com/someone/course"):
        links = notebook_links("id/backward.md", "backward/", docs, BY_CODE["id"], repo)
        assert links is not None and "colab" not in links and links["download"] == "../notebooks/backward.ipynb"
    assert notebook_links("id/glossary.md", "glossary/", docs, BY_CODE["id"], "https://github.com/a/b") is None
    assert notebook_links("id/notebooks/backward.ipynb", "notebooks/backward.ipynb", docs, BY_CODE["id"], "https://github.com/a/b") is None
    links = notebook_links("id/backward.md", "backward.html", docs, BY_CODE["id"], None)
    assert links is not None and links["download"] == "notebooks/backward.ipynb"
