"""The glossary read from its page: terms as prose writes them, variants to avoid, and the
tooltips marked in a built page's HTML."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from autograd_site import glossary
from autograd_site.languages import BY_CODE, LANGUAGES
from autograd_site.postbuild.terms import mark_terms

ID, RU = BY_CODE["id"], BY_CODE["ru"]

PAGE = textwrap.dedent("""\
    # Glosarium

    Pengantar.

    ## Daftar istilah { #terms }

    | Istilah | Bahasa Inggris | Arti singkat | Diajarkan di |
    |---|---|---|---|
    | graf komputasi | computational graph | Catatan operasi pada tensor yang **dilacak**. | [Autograd](autograd.md#x) |
    | tensor daun (leaf) | leaf tensor | Tensor dengan `is_leaf=True` dan \\( x \\). | [a](a.md) |
    | `requires_grad` | requires_grad flag | Atribut tensor. | [a](a.md) |
    | konteks (`ctx`) | context | Objek "<ctx>" & lainnya. | [a](a.md) |
    | gradien | gradient | Turunan parsial. | [a](a.md) |
    | akumulasi gradien | accumulation | Sifat `.grad`. | [a](a.md) |
    | memutus (detach) | detach | Mengambil tensor tanpa riwayat. | [a](a.md) |
    | penyimpanan (storage) | storage | Memori data tensor. | [a](a.md) |

    ## Bentuk kata dan makna { #senses }

    | Istilah | Bentuk | Bukan istilah ini dalam |
    |---|---|---|
    | memutus (detach) | memutus satu tensor, memutus tensor | — |
    | penyimpanan (storage) | — | mencegat penyimpanan |

    ## Istilah yang dihindari { #avoid }

    | Varian yang dihindari | Istilah yang dipakai |
    |---|---|
    | fungsi turunan | fungsi backward (`grad_fn`) |
    | terlacak | dilacak |
    """)


@pytest.fixture
def terms() -> glossary.Glossary:
    return glossary.parse(PAGE, Path("glossary.md"))


def test_terms_are_read_as_prose_writes_them(terms):
    assert [entry.names for entry in terms.entries] == [
        ("graf komputasi",),
        ("tensor daun", "leaf"),
        (),
        ("konteks",),
        ("gradien",),
        ("akumulasi gradien",),
        ("memutus", "detach"),
        ("penyimpanan", "storage"),
    ]
    first, leaf = terms.entries[:2]
    assert (first.english, first.definition) == ("computational graph", "Catatan operasi pada tensor yang dilacak.")
    assert leaf.definition == "Tensor dengan is_leaf=True dan x."
    assert glossary.tooltip(first) == "Catatan operasi pada tensor yang dilacak. (computational graph)"


def test_a_russian_term_with_a_parenthetical_inside_gives_the_term_its_prose_forms_each_matched_inflected():
    names = glossary.prose_names("промежуточный (нелистовой) тензор")
    assert names == ("промежуточный (нелистовой) тензор", "промежуточный тензор", "нелистовой тензор")
    pattern = glossary.alternatives([(f"n{i}", name) for i, name in enumerate(names)], RU)
    text = "Градиенты промежуточных (нелистовых) тензоров; у нелистового тензора; промежуточным тензором."
    assert [m[0] for m in pattern.finditer(text)] == [
        "промежуточных (нелистовых) тензоров",
        "нелистового тензора",
        "промежуточным тензором",
    ]


@pytest.mark.parametrize(
    ("cell", "text"),
    [
        (r"\( v^\top J \): yang dihitung", "vᵀ J: yang dihitung"),
        (r"misalnya \( \frac{f(x + \varepsilon) - f(x)}{\varepsilon} \).", "misalnya (f(x + ε) - f(x))/(ε)."),
        (r"\( p \leftarrow p - \eta \, \nabla_p L \)", "p ← p - η ∇_p L"),
        ("[Autograd › Graf](autograd.md#x), **tebal** dan `kode`", "Autograd › Graf, tebal dan kode"),
    ],
)
def test_a_cell_becomes_plain_text_a_tooltip_can_show(cell, text):
    assert glossary.plain_text(cell) == text


def test_the_variants_to_avoid_are_read_with_their_lines_and_found_with_line_and_column(terms):
    assert terms.avoided == (
        glossary.Avoided("fungsi turunan", "fungsi backward (grad_fn)", 29),
        glossary.Avoided("terlacak", "dilacak", 30),
    )
    assert list(terms.avoid_table_lines) == [27, 28, 29, 30]
    prose = "Judul\n\nSebuah fungsi\nturunan dan tensor terlacaknya.\n"
    uses = glossary.avoided_uses(prose, terms, ID)
    assert [(u.line, u.column, u.text, u.avoided.approved) for u in uses] == [
        (3, 8, "fungsi\nturunan", "fungsi backward (grad_fn)"),
        (4, 20, "terlacaknya", "dilacak"),
    ]


@pytest.mark.parametrize(
    ("language", "phrase", "matches", "misses"),
    [
        (ID, "gradien", ["gradien", "Gradiennya", "gradien-nya"], ["gradienx", "subgradien", "gradien_x"]),
        (ID, "fungsi turunan", ["fungsi turunan", "fungsi\n   turunannya"], ["fungsi", "fungsi turunan_x"]),
        (RU, "граф вычислений", ["граф вычислений", "графа вычислений", "графе\nвычислений"], ["графический вычислитель"]),
        (RU, "функция потерь", ["функцией потерь", "функции потерь", "Функция потерь"], ["функциональные потери"]),
        (RU, "логирование функции потерь", ["логировании функции потерь"], ["логирование значения функции потерь"]),
    ],
)
def test_terms_match_whole_words_with_the_languages_inflections(language, phrase, matches, misses):
    pattern = re.compile(glossary.phrase_pattern(phrase, language), re.I)
    assert [text for text in matches if not pattern.fullmatch(text)] == []
    assert [text for text in misses if pattern.search(text)] == []


LINK = re.compile(r'<a class="glossary-term" href="(?P<href>[^"]*)" title="[^"]*">(?P<text>[^<]*)</a>')


def marked(html: str) -> list[str]:
    return [link["text"] for link in LINK.finditer(html)]


def test_the_first_use_of_each_term_on_a_page_links_to_its_entry_and_nothing_else_changes(terms):
    html = (
        '<h1 id="t">Graf komputasi</h1>\n'
        "<p>Graf komputasi dan gradien. Lagi: graf komputasi, akumulasi gradien, gradien.</p>\n"
        '<h2 id="s">Bagian</h2>\n'
        '<p>Kode <code>gradien</code>, <a href="x">leaf</a>, <span class="arithmatex">\\(leaf\\)</span>, '
        "graf komputasi, leaf dan gradiennya.</p>\n"
    )
    out = mark_terms(html, terms, ID, "../glossary/")
    # Once a page: not again in the next section; never in a heading, code, a link or math.
    assert marked(out) == ["Graf komputasi", "gradien", "akumulasi gradien", "leaf"]
    assert [link["href"] for link in LINK.finditer(out)][:2] == [
        "../glossary/#term-computational-graph",
        "../glossary/#term-gradient",
    ]
    assert LINK.sub(lambda link: link["text"], out) == html
    assert "Objek" not in out  # not used on the page
    assert marked(mark_terms(html, terms, ID, skip_tables=True)) == marked(out)


def test_the_tooltip_text_is_escaped_and_tables_can_be_skipped(terms):
    code = '<div class="language-text highlight"><pre><code>x</code></pre></div>'  # not read: the cell still holds what follows
    html = f"<p>konteks</p><table><tr><td>{code}gradien</td></tr></table>"
    out = mark_terms(html, terms, ID)
    assert 'href="#term-context" title="Objek &quot;&lt;ctx&gt;&quot; &amp; lainnya. (context)">konteks</a>' in out
    assert marked(out) == ["konteks", "gradien"]
    assert marked(mark_terms(html, terms, ID, skip_tables=True)) == ["konteks"]


def test_an_entry_with_forms_matches_only_those_and_a_sense_rule_excludes_its_phrases(terms):
    html = (
        "<p>Operasi ini memutus riwayat, dan cara mencegat penyimpanannya berbeda.</p>"
        "<p>Kita memutus satu tensor; keduanya berbagi penyimpanan.</p>"
    )
    out = mark_terms(html, terms, ID)
    assert marked(out) == ["memutus satu tensor", "penyimpanan"]
    assert out.index(">memutus satu tensor<") > out.index("memutus riwayat")  # not the verb in ordinary prose
    assert "mencegat penyimpanannya" in out  # another sense: saving, not storage


def test_a_senses_row_for_a_term_the_table_lacks_is_a_problem_at_its_line():
    text = PAGE.replace("| memutus (detach) | memutus satu", "| tidak ada | memutus satu")
    [problem] = glossary.parse(text, Path("glossary.md")).problems
    line = next(n for n, written in enumerate(text.splitlines(), 1) if written.startswith("| tidak ada |"))
    assert (problem.line, problem.message) == (
        line,
        "the #senses table names 'tidak ada', which the #terms table does not have: add its entry there, or remove this row",
    )


@pytest.mark.parametrize("language", LANGUAGES, ids=[lang.code for lang in LANGUAGES])
def test_each_sites_glossary_has_terms_and_variants_to_avoid(language):
    site = glossary.load(language)
    assert len(site.entries) >= 40 and len(site.avoided) >= 3
    names = [name for entry in site.entries for name in entry.names]
    assert len(names) == len(set(names))  # a name belongs to one concept
    assert all(entry.definition and entry.english for entry in site.entries)


def avoiding(*rows: tuple[str, str]) -> glossary.Glossary:
    return glossary.Glossary(Path("glossary.md"), (), tuple(glossary.Avoided(v, a, 1) for v, a in rows), range(0))


@pytest.mark.parametrize(
    ("language", "variant", "approved", "found", "not_found"),
    [
        # The vowel of узел drops in every other form: a regex of endings on the stem misses them.
        (
            RU,
            "промежуточный узел",
            "промежуточный (нелистовой) тензор",
            ["У промежуточного узла тоже бывает хук", "о промежуточном\nузле", "Промежуточные узлы", "промежуточными узлами"],
            ["промежуточный тензор", "промежуточного, узла", "узел промежуточный", "промежуточного листа"],
        ),
        (RU, "вычислительный граф", "граф вычислений", ["в вычислительном графе", "вычислительных графов"], ["граф вычислений"]),
        # Indonesian affixes and reduplication: simpul-simpul and simpulnya are simpul.
        (ID, "simpul antara", "tensor antara (non-leaf)", ["simpul-simpul antara", "simpul antaranya"], ["tensor antara", "antara simpul"]),
        # terlacak and dilacak share the stem lacak: the approved term's affix is the difference.
        (ID, "terlacak", "dilacak", ["terlacak", "Terlacaknya", "terlacak-lah"], ["dilacak", "melacak", "pelacakan"]),
    ],
)
def test_avoided_variants_are_found_in_every_inflected_form(language, variant, approved, found, not_found):
    terms = avoiding((variant, approved))
    assert [text for text in found if not glossary.avoided_uses(text, terms, language)] == []
    assert [text for text in not_found if glossary.avoided_uses(text, terms, language)] == []


def test_a_glossary_it_cannot_read_is_problems_with_their_lines_never_an_exception():
    """A blank line inside the terms table (the senses table then names terms it lacks), a row
    without its columns: each a problem at its line, with the fix; the rest is read."""

    corpus = Path(__file__).parent / "translate" / "malformed" / "glossary"
    cut = glossary.parse((corpus / "terms-blank-line.md").read_text(encoding="utf-8"), Path("docs/ru/glossary.md"))
    [problem] = cut.problems
    assert (problem.line, problem.message.split(":")[0]) == (
        9,
        "this line ends the #terms table after 2 rows, and the rows below it are not entries (the #senses table names узел among them)",
    )
    assert [entry.english for entry in cut.entries] == ["gradient", "graph"]
    short = glossary.parse((corpus / "row-without-columns.md").read_text(encoding="utf-8"), Path("docs/ru/glossary.md"))
    assert [p.line for p in short.problems] == [8]  # its words: test_malformed.py, through check and --mark
    assert [entry.english for entry in short.entries] == ["gradient", "node"]
