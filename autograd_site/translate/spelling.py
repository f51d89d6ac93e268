"""Spelling: the prose of every page through hunspell, with the page language's dictionary.

    python -m autograd_site.translate.spelling [PAGE.md ...]     (nox -s spell)

Only the words a reader reads are checked (code, math, link targets and markup blanked:
page/prose.py). Terms no dictionary knows go in spelling/wordlist.txt (every language) or
spelling/wordlist-<code>.txt; `батч/матч` makes батч inflect like матч. A variant the page's
glossary lists to avoid (its `{ #avoid }` table) fails too, with the term to use instead.
"""

from __future__ import annotations

import argparse
import functools
import io
import re
import shutil
import subprocess
import sys
import tempfile
import tokenize
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from autograd_site import glossary
from autograd_site.comments import SOURCE_DIR
from autograd_site.comments import load as load_comments
from autograd_site.languages import DOCS_DIR, LANGUAGES, REPO_ROOT, SOURCE, Language, language_of
from autograd_site.page import prose
from autograd_site.page.model import Page
from autograd_site.page.paths import display
from autograd_site.page.prose import blank, spans_of
from autograd_site.page.reader import read_page
from autograd_site.translate.hunspell import install_hint

WORD_LIST_DIR = REPO_ROOT / "spelling"
WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")  # a word as hunspell counts one, for the summary
NOT_WORDS = [  # besides the Markdown the page model blanks (autograd_site.page.prose)
    re.compile(r"\b\w+(?:\.\w+)+|\b\w*_\w*\b"),  # identifiers outside code spans: requires_grad, torch.autograd
    re.compile(r"(?:(?<=\s)|^)-\w+", re.M),  # a suffix on code: `x.grad`-nya
]


class SpellingUnavailable(RuntimeError):
    """hunspell or a dictionary is not installed: a clear error, never a silent skip."""


@dataclass(frozen=True)
class Misspelling:
    page: Path
    line: int
    column: int
    word: str
    suggestions: tuple[str, ...]

    def __str__(self) -> str:
        hint = f" (did you mean: {', '.join(self.suggestions[:4])}?)" if self.suggestions else ""
        return f"{display(self.page)}:{self.line}:{self.column}: unknown word {self.word!r}{hint}"


@dataclass(frozen=True)
class AvoidedTerm:
    """A variant the glossary says to avoid, in a page's prose (or a glossary contradicting itself)."""

    page: Path
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{display(self.page)}:{self.line}:{self.column}: {self.message}"


@dataclass
class Result:
    misspellings: list[Misspelling]
    words: Counter[str]  # words checked, per language code
    pages: Counter[str]
    avoided: list[AvoidedTerm] = field(default_factory=list)
    # Unknown words of a translated page that the source language's dictionary knows: words
    # left from the source, listed apart by `nox -s spell` and not failing it.
    source_words: list[Misspelling] = field(default_factory=list)


COMMON_WORD_LIST = WORD_LIST_DIR / "wordlist.txt"


def word_list(language: Language) -> Path:
    return WORD_LIST_DIR / f"wordlist-{language.code}.txt"


def word_list_entries(language: Language) -> list[str]:
    """The common and the language's word lists, without comments and blank lines."""
    lines = []
    for path in (COMMON_WORD_LIST, word_list(language)):
        if path.is_file():
            lines += [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
    return [line for line in lines if line and not line.startswith("#")]


def hyphenated_terms(language: Language) -> re.Pattern[str] | None:
    """Word-list entries with a hyphen (in-place), matched here: hunspell splits them at the
    hyphen for a language whose dictionary does not count '-' as part of a word (Russian)."""
    terms = [entry for entry in word_list_entries(language) if "-" in entry and "/" not in entry]
    if not terms:
        return None
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, terms)) + r")(?![\w-])", re.I)


DIAGRAM_CAPTION = re.compile(r"'[^']*'")  # a diagram's caption (diagrams.py): its code in single quotes


def prose_lines(page: Page, without_links: bool = False) -> list[str]:
    """The page's lines with everything but prose blanked; line i is the page's line i + 1.
    A diagram's caption is prose on its fence's line (its code blanked)."""
    text = prose.words(page, without_links)
    for pattern in NOT_WORDS:
        text = blank(text, spans_of(pattern, text))
    lines = text.split("\n")
    for fence in page.fences:
        if fence.lang == "autograd-graph" and fence.attrs.get("caption") and 0 < fence.line <= len(lines):
            lines[fence.line - 1] = DIAGRAM_CAPTION.sub(lambda code: " " * len(code[0]), fence.attrs["caption"])
    return lines


Verdicts = list[list[str]]  # hunspell's, one list a line of prose


SUGGESTED_WORDS = 20  # hunspell suggests in ~60 ms a word: a page of another language's words took a minute


def hunspell(lines: list[str], language: Language) -> Verdicts:
    """hunspell's verdicts, one list a line: '& word n col: suggestions' or '# word col' for an
    unknown word (no line lists a known one). Unknown words are found first without suggestions
    (`hunspell -l`, fast); suggestions are asked for the first SUGGESTED_WORDS of them only."""
    found = list(dict.fromkeys(unknown_words(lines, language)))
    from_source = known_to_source(frozenset(found), language.code)  # no use suggesting Russian words for them
    return located(lines, found, suggestions([word for word in found if word not in from_source][:SUGGESTED_WORDS], language))


def run_hunspell_once(mode: str, text: str, language: Language) -> str:
    """One hunspell run (`-l` or `-a`) over text, with the project's word lists."""
    if shutil.which("hunspell") is None:
        raise SpellingUnavailable(f"hunspell is not installed: {install_hint([language])}")
    with tempfile.TemporaryDirectory() as folder:  # the word lists as one personal dictionary
        words = Path(folder) / "words.dic"  # closed before hunspell opens it (as Windows needs)
        words.write_text("".join(f"{entry}\n" for entry in word_list_entries(language)), encoding="utf-8")
        command = ["hunspell", mode, "-i", "utf-8", "-d", language.spelling_dictionary, "-p", str(words)]
        done = subprocess.run(command, input=text, capture_output=True, text=True, encoding="utf-8")
    if done.returncode != 0 or "Can't open" in done.stderr:
        raise SpellingUnavailable(
            f"hunspell cannot use the dictionary {language.spelling_dictionary}: {done.stderr.strip()}; {install_hint([language])}"
        )
    return done.stdout


def unknown_words(lines: list[str], language: Language) -> list[str]:
    """The words hunspell does not know in the lines, in order, without suggestions."""
    return [word for word in run_hunspell_once("-l", "".join(f"{line}\n" for line in lines), language).split("\n") if word]


def suggestions(words: list[str], language: Language) -> dict[str, str]:
    """hunspell's suggestions for each word, as its '& ...: a, b' line says them ('' for none)."""
    if not words:
        return {}
    # '^' makes every line text, never an ispell command.
    answer = run_hunspell_once("-a", "".join(f"^{word}\n" for word in words), language).split("\n")[1:]
    verdicts = [line for line in answer if line]
    return {word: verdict.partition(": ")[2] if verdict.startswith("&") else "" for word, verdict in zip(words, verdicts, strict=False)}


def located(lines: list[str], unknown: list[str], suggested: dict[str, str]) -> Verdicts:
    """Each line's unknown words as hunspell -a reports them, with their columns."""
    if not unknown:
        return [[] for _ in lines]
    pattern = re.compile(r"(?<![\w])(?:" + "|".join(map(re.escape, sorted(set(unknown), key=len, reverse=True))) + r")(?![\w])")
    verdicts: Verdicts = []
    for line in lines:
        verdict = []
        for match in pattern.finditer(line):
            word, column = match[0], match.start() + 1
            hint = suggested.get(word)
            verdict.append(f"& {word} {len(hint.split(', '))} {column}: {hint}" if hint else f"# {word} {column}")
        verdicts.append(verdict)
    return verdicts


def misspelled(path: Path, line: int, verdict: str) -> Misspelling | None:
    """One of hunspell's verdicts ('& word count column: suggestions', '# word column') as a
    Misspelling; None for a known word, or punctuation such as ---."""
    head, _, hint = verdict.partition(": ")
    parts = head.split(" ")
    if verdict[:1] not in ("&", "#") or not any(char.isalpha() for char in parts[1]):
        return None
    return Misspelling(path, line, int(parts[-1]), parts[1], tuple(hint.split(", ")) if hint else ())


def site_glossaries() -> dict[str, glossary.Glossary]:
    """Each language's glossary, from its page under docs/ (a language without one has none)."""
    return {lang.code: glossary.load(lang) for lang in LANGUAGES if glossary.glossary_path(lang).is_file()}


def contradictions(terms: glossary.Glossary, language: Language) -> list[AvoidedTerm]:
    """Avoid rows naming a term the same glossary approves: the glossary contradicts itself."""
    names = [name for entry in terms.entries for name in entry.names]
    problems = []
    for avoided in terms.avoided:
        pattern = re.compile(glossary.phrase_pattern(avoided.variant, language), re.I)
        clash = next((name for name in names if pattern.fullmatch(name)), None)
        if clash:
            message = f"avoided term {avoided.variant!r} is also a term of the glossary ({clash!r})"
            problems.append(AvoidedTerm(terms.path, avoided.line, 1, message))
    return problems


def avoided_terms(page: Page, lines: list[str], terms: glossary.Glossary, language: Language) -> list[AvoidedTerm]:
    """Avoided variants in the page's prose lines; a glossary page's own avoid table names them
    on purpose and is not searched."""
    found = []
    if page.path.name == terms.path.name:
        own = glossary.parse(page.text, page.path)
        lines = ["" if number in own.avoid_table_lines else line for number, line in enumerate(lines, start=1)]
        found += [AvoidedTerm(page.path, problem.line, 1, problem.message) for problem in own.problems]  # rows it cannot read
    for use in glossary.avoided_uses("\n".join(lines), terms, language):
        message = f"avoided term {' '.join(use.text.split())!r}: the glossary's term is {use.avoided.approved!r}"
        found.append(AvoidedTerm(page.path, use.line, use.column, message))
    return found


def check(
    paths: list[Path],
    language_of_page: Callable[[Path], Language] = language_of,
    glossaries: dict[str, glossary.Glossary] | None = None,
    run_hunspell: Callable[[list[str], Language], Verdicts] = hunspell,
    skipped_lines: dict[Path, set[int]] | None = None,
) -> Result:
    """Spell-check pages, one hunspell run per language, and look for the variants each
    language's glossary says to avoid (by default the site's glossaries). `run_hunspell`:
    hunspell itself, or what keeps its verdicts (serve's). `skipped_lines`: by page, lines
    not spell-checked (paragraphs parity already names as untranslated); avoided terms are
    still looked for."""
    skipped_lines = skipped_lines or {}
    glossaries = site_glossaries() if glossaries is None else glossaries
    result = Result([], Counter(), Counter())
    by_language: dict[str, list[Page]] = {}
    for path in paths:
        language = language_of_page(path)
        by_language.setdefault(language.code, []).append(read_page(path, language=language))
    for language in LANGUAGES:
        pages = by_language.get(language.code, [])
        if not pages:
            continue
        lines_per_page = [prose_lines(page) for page in pages]
        checked = [
            ["" if number in skipped_lines.get(page.path, ()) else line for number, line in enumerate(lines, start=1)]
            for page, lines in zip(pages, lines_per_page, strict=True)
        ]
        terms = hyphenated_terms(language)
        if terms:
            result.words[language.code] += sum(len(terms.findall(line)) for lines in checked for line in lines)
            checked = [[blank(line, spans_of(terms, line)) for line in lines] for lines in checked]
        verdicts = run_hunspell([line for lines in checked for line in lines], language)
        start = 0
        for page, lines, page_checked in zip(pages, lines_per_page, checked, strict=True):
            page_verdicts = verdicts[start : start + len(lines)]
            start += len(lines)
            result.words[language.code] += sum(len(WORD.findall(line)) for line in page_checked)
            result.pages[language.code] += 1
            found = (misspelled(page.path, number, verdict) for number, line in enumerate(page_verdicts, start=1) for verdict in line)
            unknown, from_source = source_words([misspelling for misspelling in found if misspelling], language)
            result.misspellings += unknown
            result.source_words += from_source
            if language.code in glossaries:
                result.avoided += avoided_terms(page, lines, glossaries[language.code], language)
        if language.code in glossaries:
            result.avoided += contradictions(glossaries[language.code], language)
    return result


def source_words(found: list[Misspelling], language: Language) -> tuple[list[Misspelling], list[Misspelling]]:
    """A translated page's unknown words split in two: those the source language's dictionary
    does not know either, and those it knows (words left from the source)."""
    from_source = known_to_source(frozenset(m.word for m in found), language.code)
    return [m for m in found if m.word not in from_source], [m for m in found if m.word in from_source]


@functools.lru_cache(maxsize=64)
def known_to_source(words: frozenset[str], language_code: str) -> frozenset[str]:
    """Those of a translated page's unknown words that the source language's dictionary knows."""
    if language_code == SOURCE.code:
        return frozenset()
    source_alphabet = re.compile(f"[{SOURCE.alphabet}]+(?:-[{SOURCE.alphabet}]+)*")
    candidates = sorted(word for word in words if source_alphabet.fullmatch(word))
    return frozenset(candidates) - set(unknown_words(candidates, SOURCE)) if candidates else frozenset()


MOST_LISTED = 20  # a page left untranslated would list every word: name the first, count the rest


def page_problems(path: Path, language: Language, skipped_lines: set[int] | None = None) -> list[str]:
    """One translated page's unknown words and avoided glossary terms, as the translator's
    check and `--mark` list them: the first MOST_LISTED unknown words, then how many more.
    `skipped_lines`: lines not spell-checked (its untranslated paragraphs)."""
    try:
        result = check([path], lambda _: language, skipped_lines={Path(path): skipped_lines or set()})
    except SpellingUnavailable as error:
        return [f"{display(path)}: spelling could not be checked: {error}"]
    every = sorted([*result.misspellings, *result.source_words], key=lambda m: (m.line, m.column))
    found = [source_word(m) if m in result.source_words else str(m) for m in every[:MOST_LISTED]]
    rest = every[MOST_LISTED:]
    if rest:
        here = f"{display(rest[0].page)}:{rest[0].line}:{rest[0].column}"
        found.append(f"{here}: and {len(rest)} more unknown words from here (`nox -s spell -- {display(path)}` lists every one)")
    mine = Path(path).resolve()
    return found + [str(term) for term in result.avoided if term.page.resolve() == mine]  # not the glossary's own


def source_word(misspelling: Misspelling) -> str:
    where = f"{display(misspelling.page)}:{misspelling.line}:{misspelling.column}"
    return f"{where}: {SOURCE.english_name} word {misspelling.word!r}, left from the source: translate it"


def summary(result: Result) -> str:
    per_language = ", ".join(f"{code}: {result.words[code]} words on {result.pages[code]} pages" for code in result.words)
    return (
        f"spell: {sum(result.words.values())} words checked ({per_language}); {len(result.misspellings)} unknown words; "
        f"{len(result.avoided)} avoided terms"
        + (f"; {len(result.source_words)} {SOURCE.english_name} words in translations" if result.source_words else "")
    )


# In a comment's translation, what is code and not a word of the language: an identifier
# (requires_grad, x.grad, backward()), a formula (dz/dy, x^2), a number.
CODE_IN_COMMENT = re.compile(r"\S*[_().\[\]/=^*<>+\d`'\\]\S*|\b[a-z]+[A-Z]\w*")


def example_names(file: Path) -> frozenset[str]:
    """The names an example's code uses (x, relu, ctx, autocast): a comment names them as they are."""
    if not file.is_file():
        return frozenset()
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(file.read_text(encoding="utf-8")).readline))
    except (tokenize.TokenError, SyntaxError):
        return frozenset()
    names = {token.string for token in tokens if token.type == tokenize.NAME}
    in_strings = {word for token in tokens if token.type == tokenize.STRING for word in re.findall(r"[A-Za-z_]\w*", token.string)}
    return frozenset(names | in_strings)


def code_blanked(text: str, names: frozenset[str]) -> str:
    """A comment's translation with its code (identifiers, formulas, numbers, the example's own
    names) blanked, so that only the language's words are spell-checked."""
    text = CODE_IN_COMMENT.sub(lambda found: " " * len(found[0]), text)
    text = re.sub(r"(?<![\w-])-+(?=[\w]|\s|$)", " ", text)  # a sign or a dash: -x, -inf, a lone "-"
    return re.sub(
        r"(?<![\w-])[A-Za-z_]\w*(?![\w-])", lambda found: " " * len(found[0]) if found[0] in names or len(found[0]) <= 2 else found[0], text
    )


def comment_check(language: Language, docs_dir: Path = DOCS_DIR) -> tuple[list[Misspelling], list[AvoidedTerm]]:
    """The translations of the examples' comments (docs/<lang>/comments/*.toml), spell-checked
    and searched for the glossary's avoided variants like a page's prose, at their file:line."""
    translations = load_comments(language, docs_dir)
    placed = sorted(translations.lines.items(), key=lambda item: (str(item[1][0]), item[1][1]))  # ((topic, name, english), (path, line))
    names = {key: example_names(SOURCE_DIR / key[0] / key[1]) for key in {(topic, name) for topic, name, _ in translations.lines}}
    lines = [code_blanked(translations.of(topic, name).get(english, ""), names[(topic, name)]) for (topic, name, english), _ in placed]
    verdicts = hunspell(lines, language)
    found = (misspelled(path, line, entry) for (_, (path, line)), verdict in zip(placed, verdicts, strict=True) for entry in verdict)
    unknown = [misspelling for misspelling in found if misspelling]
    avoided = []
    terms = site_glossaries().get(language.code)
    if terms is not None:
        for use in glossary.avoided_uses("\n".join(lines), terms, language):
            _, (path, line) = placed[use.line - 1]
            message = f"avoided term {' '.join(use.text.split())!r}: the glossary's term is {use.avoided.approved!r}"
            avoided.append(AvoidedTerm(path, line, use.column, message))
    return unknown, avoided


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="nox -s spell --", description="Spell-check the prose of the pages.")
    parser.add_argument("pages", nargs="*", type=Path, help="pages to check (default: every page under docs/)")
    args = parser.parse_args(argv)
    paths = [path.resolve() for path in args.pages] or sorted(DOCS_DIR.rglob("*.md"))
    try:
        result = check(paths)
        if not args.pages:  # every page: the examples' comments in each language too
            for language in LANGUAGES:
                misspelled, avoided = comment_check(language)
                result.misspellings.extend(misspelled)
                result.avoided.extend(avoided)
    except SpellingUnavailable as error:
        print(f"spell: {error}", file=sys.stderr)
        return 2
    for problem in [*result.misspellings, *result.avoided]:
        print(problem)
    if result.source_words:
        heading = "words in translated pages (left from the source; `nox -s check` names them too, not a spelling failure):"
        print(f"{SOURCE.english_name} {heading}", *(f"  {source_word(misspelling)}" for misspelling in result.source_words), sep="\n")
    print(summary(result))
    if result.misspellings:
        lists = ", ".join(display(path) for path in [COMMON_WORD_LIST, *map(word_list, LANGUAGES)])
        print(f"Fix the spelling, or add a real technical term to the word list ({lists}).")
    if result.avoided:
        print("Use the glossary's term (docs/<lang>/glossary.md#avoid lists the variants to avoid).")
    return 1 if result.misspellings or result.avoided else 0


if __name__ == "__main__":
    sys.exit(main())
