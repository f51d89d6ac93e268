"""Update mode rewrites claims in place, bottom-up, leaves prose alone, and is idempotent."""

from __future__ import annotations

import textwrap

from autograd_site.verify import update

PAGE = textwrap.dedent("""\
    # Page

    Prose that stays “`a = 1`”.

    ```python title="a.py"
    print("a =", 1)
    print("b =", 2)
    ```

    ```output title="Keluaran"
    a = 0
    ```

    !!! note "Indented"

        ```python
        print("indented")
        ```

        ```output
        old
        line
        ```

    ```python
    print("unchanged")
    ```

    ```output
    unchanged
    ```
""")


def test_update_rewrites_every_stale_claim_and_nothing_else_once(write_page, capsys):
    path = write_page(PAGE)
    assert update.main(["--check", str(path)]) == 1  # check mode: fails, and writes nothing
    assert path.read_text() == PAGE and "update: would change 2 claimed outputs on 1 pages" in capsys.readouterr().out
    assert update.main([str(path)]) == 0
    text = path.read_text()
    assert text == (
        PAGE.replace('```output title="Keluaran"\na = 0\n', '```output title="Keluaran"\na = 1\nb = 2\n').replace(
            "    old\n    line\n", "    indented\n"
        )
    )
    out = capsys.readouterr().out
    assert "-a = 0\n+a = 1\n+b = 2" in out
    assert "update: changed 2 claimed outputs on 1 pages" in out
    assert update.main([str(path)]) == 0  # idempotent: a second run changes nothing
    assert path.read_text() == text
    assert "changed 0 claimed outputs" in capsys.readouterr().out


def test_update_refuses_to_write_when_an_example_raises(write_page, capsys):
    path = write_page(PAGE + '\n```python\nraise RuntimeError("new torch broke this")\n```\n\n```output\n```\n')
    before = path.read_text()
    assert update.main([str(path)]) == 1
    assert path.read_text() == before
    err = capsys.readouterr().err
    assert "update: nothing written" in err and "RuntimeError: new torch broke this" in err


def test_quotes_the_new_output_no_longer_contains_are_listed(write_page, capsys):
    path = write_page('Quote “`old message`”.\n\n```python\nprint("new message")\n```\n\n```output\nold message\n```\n')
    assert update.main([str(path)]) == 1
    out = capsys.readouterr().out
    assert "new message" in path.read_text()
    assert "page.md:1: the prose quotes `old message`" in out


def test_update_keeps_a_crlf_page_crlf(write_page):
    path = write_page("x")
    path.write_bytes(PAGE.replace("\n", "\r\n").encode("utf-8"))
    assert update.main([str(path)]) == 0
    written = path.read_bytes().decode("utf-8")
    assert written.count("\r\n") == written.count("\n")  # every line ending is still CRLF
    assert "a = 1\r\nb = 2\r\n" in written and "    indented\r\n" in written
    assert update.main(["--check", str(path)]) == 0  # and it verifies as written


# --- Each change explained: its kind, the prose to reread, the quotes it breaks ---------------

PLANTED = textwrap.dedent("""\
    # Page

    The error reads “`RuntimeError: grad can be implicitly created only for scalar outputs`”.

    ```python
    print("RuntimeError: grad can only be created for scalars")
    ```

    ```output
    RuntimeError: grad can be implicitly created only for scalar outputs
    ```

    So call backward on a scalar.

    ```python
    print("x.grad = 6.5")
    ```

    ```output
    x.grad = 6.0
    ```

    Six, as computed by hand.
""")


def test_changes_are_grouped_by_kind_with_the_prose_to_reread_and_the_quotes_they_break(write_page, capsys):
    path = write_page(PLANTED)
    assert update.main(["--check", str(path)]) == 1
    out = capsys.readouterr().out.replace(f"{path.parent}/", "")
    reworded, value = out.index("== message reworded (1) =="), out.index("== value changed (1) ==")
    assert reworded < value  # in the order of the kinds, each with its diff
    assert out.index("+RuntimeError: grad can only be created for scalars") < value < out.index("+x.grad = 6.5")
    quote = "`RuntimeError: grad can be implicitly created only for scalar outputs`"
    assert f"reread page.md:3: The error reads “{quote}”." in out[reworded:value]
    assert "reread page.md:13: So call backward on a scalar." in out[reworded:value]
    assert "broken quote page.md:3: `RuntimeError: grad can be implicitly created only for scalar outputs`" in out[reworded:value]
    assert "reread page.md:23: Six, as computed by hand." in out[value:]
    assert "broken quote" not in out[value:]


def test_a_real_drift_is_explained_in_every_language():
    """The dropout example as torch 2.4.1 prints it (data/compat.json): another random mask."""
    from autograd_site.compat.matrix import Matrix, load
    from autograd_site.languages import DOCS_DIR
    from autograd_site.verify.collect import collect_page

    [(release, difference)] = Matrix(load()).differences("no_grad_detach/dropout_train_vs_eval.py")
    page = collect_page(DOCS_DIR / "id" / "no-grad-detach.md")
    [example] = [e for e in page.examples if e.code.includes and e.code.includes[0].name == "dropout_train_vs_eval.py"]
    change = update.ClaimChange(page, example.claim, difference["actual"], release)
    out = update.by_kind([change])
    assert out.startswith("== value changed (1) ==\n")
    reread = [line for line in out.splitlines() if line.startswith("reread ")]
    assert [line.split(":")[0] for line in reread] == ["reread docs/id/no-grad-detach.md"] * 2 + ["reread docs/ru/no-grad-detach.md"] * 2
    assert any("dropout" in line for line in reread if "/ru/" in line)
