"""The error reference's entries: a message heading that its outputs print, an anchor made
from the message's first words, the error and its fix shown, a link to the lesson; and
every entry anchor of the real reference unique across its pages."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from autograd_site.languages import BY_CODE, DOCS_DIR, LANGUAGES
from autograd_site.page.reader import read_page
from autograd_site.reference import entry_anchor, entry_message, entry_problems

ID = BY_CODE["id"]

ENTRY = textwrap.dedent("""\
    ---
    notebook: false
    ---

    # Error

    ## Backward { #backward }

    ### `grad can be implicitly created only for scalar outputs` { #ANCHOR }

    Pesan “`grad can be implicitly created only for scalar outputs`” muncul.

    ```python
    print("RuntimeError: PRINTED")
    ```

    ```output title="Keluaran"
    RuntimeError: PRINTED
    ```

    ```python
    print("fixed")
    ```

    ```output title="Keluaran"
    fixed
    ```

    LINK
    """)

GOOD = {
    "ANCHOR": "grad-can-be-implicitly-created-only-for-scalar",
    "PRINTED": "grad can be implicitly created only for scalar outputs",
    "LINK": "Dipelajari di: [Keluaran non-skalar](backward.md#non-scalar).",
}


def problems(tmp_path: Path, text: str = ENTRY, **changes: str) -> list[str]:
    for key, value in {**GOOD, **changes}.items():
        text = text.replace(key, value)
    page = read_page(tmp_path / "errors-backward.md", text, ID)
    return [f"{problem.line}: {problem.message}" for problem in entry_problems(page)]


def test_an_entry_passes_with_its_message_printed_and_its_anchor_made_from_the_message(tmp_path):
    assert problems(tmp_path) == []
    assert problems(tmp_path, ANCHOR="grad-can-be-implicitly-created-only-for-scalar-outputs") == []  # where two messages start alike
    found = problems(tmp_path, PRINTED="grad can be created implicitly only for scalar outputs")
    assert len(found) == 1 and found[0].startswith("9: the entry's message `grad can be implicitly")
    assert problems(tmp_path, ANCHOR="non-scalar") == [
        "9: the entry's anchor is #non-scalar; its message's first words make #grad-can-be-implicitly-created-only-for-scalar"
    ]
    assert entry_anchor("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.") == (
        "can-t-call-numpy-on-tensor-that-requires-grad"
    )  # the first eight words as a slug


def test_an_entry_without_its_fix_or_its_lesson_fails_and_a_lesson_is_not_held_to_that(tmp_path):
    without_fix = ENTRY.replace('```python\nprint("fixed")\n```\n\n```output title="Keluaran"\nfixed\n```\n', "")
    found = problems(tmp_path, without_fix, LINK="Lihat [entri lain](errors-leaves.md#x).")
    assert [m.split(":")[1].strip() for m in found] == ["the entry shows fewer than two examples", "the entry links to no lesson section"]
    lesson = read_page(tmp_path / "backward.md", without_fix.replace("notebook: false", "description: x").replace("ANCHOR", "x"), ID)
    assert entry_problems(lesson) == []  # a lesson is not held to the reference's rules


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_every_message_has_one_entry_across_the_reference(language):
    seen: dict[str, str] = {}
    repeated = []
    for path in sorted((DOCS_DIR / language.code).glob("*.md")):
        page = read_page(path, language=language)
        if not page.is_reference:
            continue
        for heading in page.headings:
            message = entry_message(heading)
            if message is None or heading.anchor is None:
                continue
            where = f"{path.name}:{heading.line}"
            if heading.anchor in seen:
                repeated.append(f"{where}: #{heading.anchor} again (first at {seen[heading.anchor]})")
            seen.setdefault(heading.anchor, where)
    assert repeated == []
