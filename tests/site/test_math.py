"""Math typeset to MathML at build time (arithmatex): formulas that would render wrongly fail
the build, and an inline formula's wrapper is dropped from the built page. (Every formula of
the pages is typeset by the strict build, and read in the browser: tests/browser/test_pages.py.)"""

from __future__ import annotations

import markdown
import pytest

from autograd_site.markdown.math import MathError, MathExtension, TypesetError, to_mathml
from autograd_site.postbuild.html import parse, splice
from autograd_site.postbuild.inline_math import unwrapped_inline_math


def test_aligned_rows_become_a_table_aligned_at_the_ampersands():
    soup = parse(to_mathml("\\begin{aligned} y &= 1 \\\\ \\frac{a}{b} &= 2 \\end{aligned}", True))
    rows = soup.find_all("mtr")
    assert len(rows) == 2
    assert [cell["columnalign"] for cell in rows[0].find_all("mtd")] == ["right", "left"]
    assert rows[1].find("mfrac")


def test_a_braced_comma_is_a_decimal_comma_with_no_space():
    mathml = to_mathml("w = 1{,}5", False)
    assert '<mn>1</mn><mrow><mo lspace="0" rspace="0">,</mo></mrow><mn>5</mn>' in mathml
    assert "<mo>,</mo>" in to_mathml("v = (1, 1)", False)  # a comma between items keeps its space


def test_a_sized_delimiter_with_a_script_is_its_own_row_so_that_it_takes_its_size():
    mathml = to_mathml("\\Big( \\sum_i v_i \\Big)_j", True)
    assert '<msub><mrow><mo minsize="1.623em" maxsize="1.623em">)</mo></mrow><mi>j</mi></msub>' in mathml
    assert (
        'display="block"><mo minsize="1.623em" maxsize="1.623em">(</mo>' in mathml
    )  # the opening one is in the formula's row already (<math>)
    assert "<msub><mrow><mi>" not in to_mathml("x_j", True)  # no other base is wrapped


@pytest.mark.parametrize(
    "tex,problem",
    [
        ("\\foo x", "unknown command \\\\foo"),
        ("a & b", "& outside an environment with columns"),
        ("a \\\\ b", "outside an environment with rows"),
        ("\\begin{gathered} a \\\\ b \\end{gathered}", "outside an environment with rows"),
    ],
)
def test_a_formula_latex2mathml_would_render_wrongly_fails(tex, problem):
    with pytest.raises(MathError, match=problem):
        to_mathml(tex, False)


def converted(markdown_text: str) -> str:
    """A page's Markdown as the site converts it: arithmatex (generic), then MathML."""
    return markdown.markdown(
        markdown_text, extensions=["pymdownx.arithmatex", MathExtension()], extension_configs={"pymdownx.arithmatex": {"generic": True}}
    )


def test_page_math_becomes_mathml_in_arithmatexs_elements():
    html = converted("a \\( x < y \\) and `\\( not math \\)`\n\n$$\n\\begin{aligned} y &= x^2 \\\\ z &= 1 \\end{aligned}\n$$\n")
    assert '<span class="arithmatex"><math xmlns="http://www.w3.org/1998/Math/MathML" display="inline">' in html
    assert "<mo>&lt;</mo>" in html
    assert '<div class="arithmatex"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block">' in html
    assert "<mtable" in html and "<msup><mi>x</mi><mn>2</mn></msup>" in html  # & and \\ made rows
    assert "<code>\\( not math \\)</code>" in html
    assert "\\(" not in html.replace("<code>\\( not math", "")


def test_a_bad_formula_fails_the_build_naming_the_formula():
    with pytest.raises(TypesetError, match=r"math '\\\\foo' cannot be typeset: unknown command"):
        converted("\\( \\foo \\)")


@pytest.mark.parametrize(
    ("tex", "prefix"),
    [
        ("x = -1, 0, 2", ["−"]),  # after =: a sign
        ("(-20; -28)", ["−", "−"]),  # after a semicolon that separates numbers
        ("f(-x)", ["−"]),  # after an opening bracket
        ("e^{-x}", ["−"]),  # opening a script
        ("a - b", []),  # between two terms: subtraction
        ("(a) - b", []),  # after a closing bracket: subtraction
        ("\\frac{1}{2} - x", []),
    ],
)
def test_a_sign_is_set_close_to_its_number_and_a_subtraction_is_not(tex, prefix):
    soup = parse(to_mathml(tex, display=False))
    assert [mo.get_text() for mo in soup.find_all("mo", form="prefix")] == prefix


def test_a_semicolon_separates_like_punctuation_with_a_thin_space_after():
    soup = parse(to_mathml("x = -1; 0; 2", display=False))
    separators = soup.find_all("mo", separator="true")
    assert [(mo.get_text(), mo["lspace"], mo["rspace"]) for mo in separators] == [(";", "0", "0.1667em")] * 2
    assert not soup.find("mi", string=";")


def test_rows_that_group_nothing_go_and_the_others_stay():
    """<math> is a row: the formula's own <mrow> goes, as does one around a lone number;
    a row around a lone operator stays (it sets the operator's spacing)."""
    mathml = to_mathml("\\frac{2}{3} = 1{,}5", False)
    assert mathml.startswith('<math xmlns="http://www.w3.org/1998/Math/MathML" display="inline"><mfrac><mn>2</mn><mn>3</mn></mfrac>')
    assert '<mrow><mo lspace="0" rspace="0">,</mo></mrow>' in mathml


@pytest.mark.parametrize("display", ["inline", "block"])
def test_an_inline_formula_leaves_its_wrapper_and_a_display_one_keeps_it(display):
    math = f'<math xmlns="http://www.w3.org/1998/Math/MathML" display="{display}"><mi>x</mi></math>'
    tag = "span" if display == "inline" else "div"
    html = f'<p>a <{tag} class="arithmatex">{math}</{tag}> b <span class="arithmatex">{math.replace("<mi>x", "<mi>y")}</span></p>'
    lean = splice(html, unwrapped_inline_math(html))
    if display == "inline":
        assert lean == f"<p>a {math} b {math.replace('<mi>x', '<mi>y')}</p>"
    else:
        assert lean == html  # a display formula's <div> is styled (phone.css)
