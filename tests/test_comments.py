"""The examples' comments in the reader's language: one copy of the code, a translations file
per topic and language, and only comments ever changed."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from autograd_site import comments
from autograd_site.comments import TranslationError, code_tokens, load, problems, translate_html, translate_source
from autograd_site.languages import BY_CODE, LANGUAGES

RU = BY_CODE["ru"]

EXAMPLE = textwrap.dedent("""\
    import torch

    # a leaf that autograd tracks
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = x * 2  # y is a vector with two elements
    print("# not a comment: a string")  # printed as it is
    # --8<-- [start:fix]
    #    an indented continuation
    """)


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    src, docs = tmp_path / "docs_src", tmp_path / "docs"
    (src / "backward").mkdir(parents=True)
    (src / "backward" / "vector.py").write_text(EXAMPLE, encoding="utf-8")
    (docs / "ru" / "comments").mkdir(parents=True)
    return src, docs


def write(docs: Path, text: str) -> Path:
    path = docs / "ru" / "comments" / "backward.toml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_comments_are_what_the_tokenizer_finds_not_a_hash_in_a_string_nor_a_snippet_marker(tree):
    src, _ = tree
    found = [c.text for c in comments.comments_of(src / "backward" / "vector.py")]
    assert found == ["a leaf that autograd tracks", "y is a vector with two elements", "printed as it is", "   an indented continuation"]


def test_a_translation_changes_the_comments_and_nothing_else(tree):
    src, docs = tree
    write(
        docs,
        """\
        ["vector.py"]
        "a leaf that autograd tracks" = "лист, который отслеживает autograd"
        "y is a vector with two elements" = "y — вектор из двух элементов"
        "printed as it is" = "печатается как есть"
        "   an indented continuation" = "   продолжение с отступом"
        """,
    )
    translated = translate_source(EXAMPLE, load(RU, docs).of("backward", "vector.py"))
    assert "y = x * 2  # y — вектор из двух элементов\n" in translated
    assert 'print("# not a comment: a string")  # печатается как есть' in translated
    assert "# --8<-- [start:fix]" in translated and "#    продолжение с отступом" in translated
    assert code_tokens(translated) == code_tokens(EXAMPLE)
    assert problems(RU, docs_dir=docs, src_dir=src) == []


def test_an_untranslated_and_a_stale_comment_are_reported_with_both_places(tree):
    src, docs = tree
    write(
        docs,
        """\
        ["vector.py"]
        "a leaf that autograd tracks" = "лист, который отслеживает autograd"
        "y is a vector of two elements" = "y — вектор из двух элементов"
        "printed as it is" = "печатается как есть"
        """,
    )
    found = [str(p).replace(str(src.parent) + "/", "") for p in problems(RU, docs_dir=docs, src_dir=src)]
    assert len(found) == 2
    assert found[0].startswith("docs_src/backward/vector.py:5: stale translation: the comment changed from `y is a vector of two elements`")
    assert found[0].endswith("docs/ru/comments/backward.toml:3)")
    assert found[1].startswith("docs_src/backward/vector.py:8: untranslated comment `   an indented continuation`")


def test_a_table_of_an_example_that_is_gone_is_reported(tree):
    src, docs = tree
    write(docs, '["gone.py"]\n"x" = "икс"\n')
    messages = [p.message for p in problems(RU, docs_dir=docs, src_dir=src)]
    assert 'no example docs_src/backward/gone.py: remove its table ["gone.py"]' in messages


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('["vector.py"]\n"x" = "две\\nстроки"\n', "backward.toml:2: the translation of `x` is not one line of text"),
        ('["vector.py"]\n"x" = 3\n', "backward.toml:2: the translation of `x` is not one line of text"),
        ('["vector.py"]\n"x" = "незакрытая\n', "backward.toml:2: "),
        ('"x" = "не в таблице"\n', "backward.toml:1: `x` is not a table"),
    ],
)
def test_a_translations_file_that_could_touch_code_or_cannot_be_read_is_refused_with_its_line(tree, text, expected):
    _, docs = tree
    write(docs, text)
    with pytest.raises(TranslationError) as error:
        load(RU, docs)
    assert expected in str(error.value)


def test_a_built_pages_comments_are_swapped_and_escaped_as_html():
    html = '<span class="n">y</span> <span class="c1"># y&#39;s grad &lt; 1</span>'
    swapped = translate_html(html, {"y's grad < 1": "градиент y < 1"})
    assert swapped == '<span class="n">y</span> <span class="c1"># градиент y &lt; 1</span>'
    assert translate_html(swapped, {"y's grad < 1": "x"}) == swapped  # already translated: left alone


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_every_example_translated_is_the_code_verify_runs_token_for_token(language):
    translations = load(language)
    for file in sorted(comments.SOURCE_DIR.rglob("*.py")):
        source = file.read_text(encoding="utf-8")
        topic, name = comments.topic_of(file)
        assert code_tokens(translate_source(source, translations.of(topic, name))) == code_tokens(source), file
