"""The glossary of each language, read from its page, docs/<code>/glossary.md (its terms,
senses and avoid tables: CONTRIBUTING.md, "Page structure"): the terms' tooltips
(postbuild/terms.py) and one term per concept (`avoided_uses`, by lemma).

Terms are matched as prose writes them (`phrase_pattern`): case-insensitively, whole words,
spread over lines, with Indonesian enclitics on the last word (gradiennya, loss-nya) and
Russian endings on every word (графа вычислений); code spans are never prose.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from autograd_site import lemmas
from autograd_site.languages import BY_CODE, Language
from autograd_site.page import reader as page_reader
from autograd_site.page.model import Page, Problem, Table

TERMS_ANCHOR = "terms"
SENSES_ANCHOR = "senses"
AVOID_ANCHOR = "avoid"
LIST_SEPARATOR = re.compile(r"\s*[,;]\s*")  # between the forms or phrases of a senses cell
PARENTHETICAL = re.compile(r"\s*\((?P<aside>[^()]+)\)")
WORD_AND_PUNCTUATION = re.compile(r"^(?P<before>\W*)(?P<word>.*?)(?P<after>\W*)$")

# Inflection, per language code: how a word of a term may change in running prose.
INDONESIAN_ENCLITIC = r"(?:-?(?:nya|lah|kah|pun))?"
RUSSIAN_ENDINGS = sorted(
    """иями ями ами ого его ому ему ыми ими ией ать ить еть ять ий ый ой ая яя ое ее ые ие ых
    их ов ев ам ям ах ях ом ем ью ия ии ию ея а я о е ы и у ю ь й""".split(),
    key=len,
    reverse=True,
)
RUSSIAN_WORD = re.compile(r"[а-яё]+", re.I)


@dataclass(frozen=True)
class Entry:
    """A row of the terms table."""

    term: str  # as the table writes it: "tensor daun (leaf)"
    names: tuple[str, ...]  # as prose writes it: ("tensor daun", "leaf"); () for a code term
    english: str  # plain text
    definition: str  # plain text: code spans, links and math delimiters removed
    anchor: str = ""  # its row's id on the glossary page, the same in every language (from `english`)
    forms: tuple[str, ...] = ()  # if any, the only forms prose uses it in (matched as written)
    not_in: tuple[str, ...] = ()  # phrases in which its words mean something else
    taught: str = ""  # the section that teaches it (its "taught in" link): "autograd.md#graph"


@dataclass(frozen=True)
class Avoided:
    """A row of the avoid table."""

    variant: str
    approved: str
    line: int  # in the glossary page, 1-based


@dataclass(frozen=True)
class Glossary:
    path: Path
    entries: tuple[Entry, ...]
    avoided: tuple[Avoided, ...]
    avoid_table_lines: range  # 1-based lines of the avoid table: it names the variants on purpose
    problems: tuple[Problem, ...] = ()  # rows it could not read: said by the spell check, and the build


@dataclass(frozen=True)
class Use:
    """An avoided variant found in a page's prose."""

    line: int
    column: int  # 1-based
    text: str  # as the page writes it
    avoided: Avoided


TEX_SYMBOLS = {
    "top": "ᵀ",
    "varepsilon": "ε",
    "epsilon": "ε",
    "eta": "η",
    "nabla": "∇",
    "leftarrow": "←",
    "partial": "∂",
    "cdot": "·",
    "times": "×",
    "sum": "∑",
    ",": " ",
}


def tex_text(tex: str) -> str:
    """Inline TeX as a tooltip can show it: \\frac{a}{b} -> (a)/(b), ^\\top -> ᵀ, \\eta -> η."""
    text = re.sub(r"\\frac\{([^{}]*)\}\{([^{}]*)\}", r"(\1)/(\2)", tex)
    text = re.sub(r"\^\\top\b", "ᵀ", text)
    text = re.sub(r"\\([a-zA-Z]+|,)", lambda m: TEX_SYMBOLS.get(m[1], m[1]), text)
    return re.sub(r"\s+", " ", text).strip()


def plain_text(markdown: str) -> str:
    """A table cell's inline Markdown as plain text (read by the page model), math as text."""
    return page_reader.plain_text(markdown, tex_text)


def prose_names(term: str) -> tuple[str, ...]:
    """The forms of a term prose uses. "tensor daun (leaf)" -> ("tensor daun", "leaf");
    "промежуточный (нелистовой) тензор" -> (itself, "промежуточный тензор", "нелистовой тензор"):
    a parenthetical inside a term stands for the word before it. A parenthetical in code
    (`ctx`) is dropped; a term that is code has no prose form."""
    term = term.strip()
    if page_reader.is_code(term):
        return ()
    parts = PARENTHETICAL.search(term)
    if not parts:
        return (plain_text(term),)
    aside = parts["aside"].strip()
    before, after = term[: parts.start()].strip(), term[parts.end() :].strip()
    without = f"{before} {after}".strip()
    if page_reader.is_code(aside):
        names = [without]
    elif not after:
        names = [without, aside]
    else:
        names = [term, without, " ".join([*before.split()[:-1], aside, after])]
    return tuple(dict.fromkeys(plain_text(name) for name in names if name.strip()))


def anchor_of(english: str, taken: set[str]) -> str:
    """An entry's id: "term-" and its English name as a slug, numbered if already taken."""
    slug = "term-" + ("-".join(re.findall(r"[a-z0-9]+", english.lower())) or "entry")
    anchor, number = slug, 2
    while anchor in taken:
        anchor, number = f"{slug}-{number}", number + 1
    taken.add(anchor)
    return anchor


def listed(cell: str) -> tuple[str, ...]:
    """A senses cell's comma-separated forms or phrases, as plain text ("—" or empty: none)."""
    return tuple(item for item in LIST_SEPARATOR.split(plain_text(cell)) if item and item not in {"-", "—"})


def first_link(cell: str) -> str:
    """The target of a cell's first link: `[Autograd › Graf](autograd.md#graph)` -> `autograd.md#graph`."""
    found = re.search(r"\]\(([^)\s]+)\)", cell)
    return found.group(1) if found else ""


ROW_SHAPES = {
    TERMS_ANCHOR: (3, "| term | English | short meaning | where it is taught |"),
    SENSES_ANCHOR: (2, "| term | forms | not in |"),
    AVOID_ANCHOR: (2, "| variant | term |"),
}


def full_rows(page: Page, table: Table | None, anchor: str, problems: list[Problem]) -> list[tuple[int, tuple[str, ...]]]:
    """A table's rows with their columns filled; a row missing one is a problem (Markdown pads
    it with empty cells: its entry would have no English name, no meaning)."""
    needed, shape = ROW_SHAPES[anchor]
    rows = []
    for row in table.rows if table else ():
        if len(row.cells) >= needed and all(cell.strip() for cell in row.cells[:needed]):
            rows.append((row.line, row.cells))
        else:
            problems.append(Problem(page.path, row.line, f"this row of the #{anchor} table lacks its columns: write it as {shape}"))
    return rows


def cut_short(page: Page, end_line: int) -> bool:
    """Whether a table ending on `end_line` was ended by a line that stands among its rows: a
    blank line, or a line that is not a row, with more `| … |` rows after it."""
    after = [line.strip() for line in page.lines[end_line : end_line + 3]]
    return bool(after) and not after[0].startswith("|") and any(line.startswith("|") for line in after[1:])


@lru_cache(maxsize=16)  # keyed on the text: every page of a build asks for the same glossary
def parse(text: str, path: Path) -> Glossary:
    """The glossary page's entries and avoided variants; a row it cannot read is in `problems`
    (with its line and the fix), never an exception: the build, check and spell say it."""
    page = page_reader.read_page(path, text)
    terms, senses, avoid = page.table_in(TERMS_ANCHOR), page.table_in(SENSES_ANCHOR), page.table_in(AVOID_ANCHOR)
    problems: list[Problem] = []
    term_rows = full_rows(page, terms, TERMS_ANCHOR, problems)
    sense_rows = full_rows(page, senses, SENSES_ANCHOR, problems)
    avoid_rows = full_rows(page, avoid, AVOID_ANCHOR, problems)
    rules = {cells[0].strip(): (cells[1], cells[2] if len(cells) > 2 else "") for _, cells in sense_rows}
    taken: set[str] = set()
    entries = tuple(
        Entry(
            term=cells[0],
            names=prose_names(cells[0]),
            english=plain_text(cells[1]),
            definition=plain_text(cells[2]),
            anchor=anchor_of(plain_text(cells[1]), taken),
            forms=listed(rules[cells[0].strip()][0]) if cells[0].strip() in rules else (),
            not_in=listed(rules[cells[0].strip()][1]) if cells[0].strip() in rules else (),
            taught=first_link(cells[3]) if len(cells) >= 4 else "",
        )
        for _, cells in term_rows
    )
    known = {entry.term.strip() for entry in entries}
    unknown = [(line, cells[0].strip()) for line, cells in sense_rows if cells[0].strip() not in known]
    if unknown and terms is not None and cut_short(page, terms.end_line):
        names = ", ".join(name for _, name in unknown)
        message = (
            f"this line ends the #{TERMS_ANCHOR} table after {len(terms.rows)} rows, and the rows below it are not entries "
            f"(the #{SENSES_ANCHOR} table names {names} among them): a blank line ends a table; remove it"
        )
        problems.append(Problem(page.path, terms.end_line + 1, message))
    else:
        fix = f"which the #{TERMS_ANCHOR} table does not have: add its entry there, or remove this row"
        problems += [Problem(page.path, line, f"the #{SENSES_ANCHOR} table names {name!r}, {fix}") for line, name in unknown]
    avoided = tuple(Avoided(plain_text(cells[0]), plain_text(cells[1]), line) for line, cells in avoid_rows)
    lines = range(avoid.line, avoid.end_line + 1) if avoid else range(0)
    return Glossary(path, entries, avoided, lines, tuple(sorted(problems, key=lambda problem: problem.line)))


def glossary_path(language: Language, docs_dir: Path | None = None) -> Path:
    return (docs_dir / language.code if docs_dir else language.docs_dir) / "glossary.md"


def load(language: Language, docs_dir: Path | None = None) -> Glossary:
    """The language's glossary, parsed again only when its page's text changed."""
    path = glossary_path(language, docs_dir)
    return parse(path.read_text(encoding="utf-8"), path)


# --- Matching ------------------------------------------------------------------------


def russian_word(word: str) -> str:
    """A Russian word with any of its case and number endings: its stem, then up to four letters."""
    lower = word.lower()
    for ending in RUSSIAN_ENDINGS:
        if lower.endswith(ending) and len(word) - len(ending) >= 3:
            return re.escape(word[: -len(ending)]) + "[а-яё]{0,4}"
    return re.escape(word) + "[а-яё]{0,4}"


def inflected(word: str, language: Language) -> str:
    """A word of a term with the endings the language may give it; punctuation around it
    (the parentheses of "(нелистовой)") kept as is."""
    parts = WORD_AND_PUNCTUATION.match(word)
    assert parts is not None  # every group may be empty: any word without a newline matches
    core = parts["word"]
    if language.code == "ru" and RUSSIAN_WORD.fullmatch(core) and len(core) > 3:
        core = russian_word(core)
    else:
        core = re.escape(core)
    return re.escape(parts["before"]) + core + re.escape(parts["after"])


WORD_START = r"(?<![\w-])"  # a term starts a word: not inside one, nor after a hyphen


def phrase_pattern(phrase: str, language: Language) -> str:
    """A regex for a term or variant as running prose of the language writes it."""
    return WORD_START + phrase_body(phrase, language)


def phrase_body(phrase: str, language: Language, inflect: bool = True) -> str:
    """phrase_pattern without its WORD_START; with `inflect` False, the phrase as written."""
    if not inflect:
        return r"\s+".join(re.escape(word) for word in phrase.split()) + r"(?![\w-])"
    parts = [inflected(word, language) for word in phrase.split()]
    if language.code == "id":
        parts[-1] += INDONESIAN_ENCLITIC
    return r"\s+".join(parts) + r"(?![\w-])"


def alternatives(named: list[tuple[str, str]], language: Language, exact: frozenset[str] = frozenset()) -> re.Pattern[str]:
    """One pattern for (group, phrase) pairs, longest phrase first so that "akumulasi gradien"
    wins over "gradien"; match.lastgroup names the pair. Where a match may start (a word's
    start, one of the phrases' first characters) is tested once, before the alternatives,
    rather than by each of them at every letter of the page (several times faster). The
    groups in `exact` match their phrase as written, not inflected."""
    ordered = sorted(named, key=lambda pair: len(pair[1]), reverse=True)
    either = "|".join(f"(?P<{group}>{phrase_body(phrase, language, group not in exact)})" for group, phrase in ordered)
    first = "".join(sorted({re.escape(phrase.strip()[0]) for _, phrase in named if phrase.strip()}))
    return re.compile(f"{WORD_START}(?=[{first}])(?:{either})", re.I)


def avoided_uses(prose: str, glossary: Glossary, language: Language) -> list[Use]:
    """Every avoided variant in prose (a page's text, all but prose blanked), its words compared
    with the prose's by their dictionary forms (autograd_site.lemmas), spaces only between them.
    An Indonesian word whose stem the approved term shares (terlacak, dilacak: lacak) is compared
    as written, without particles: there the affix is the difference the glossary makes."""
    if not glossary.avoided:
        return []
    words = list(lemmas.WORD.finditer(prose))
    matchers = [variant_matchers(avoided, language) for avoided in glossary.avoided]
    firsts = {key[:2] for matchers_ in matchers for key in matchers_[0].prefixes}
    uses = []
    for index, word in enumerate(words):
        if language.code == "ru" and lemmas.plain(word[0])[:2] not in firsts:
            continue  # no lemma of a variant's first word starts so: skip the analyser (slow)
        for avoided, matchers_ in zip(glossary.avoided, matchers, strict=True):
            run = words[index : index + len(matchers_)]
            if len(run) < len(matchers_) or not all(m.matches(w[0], language) for m, w in zip(matchers_, run, strict=True)):
                continue
            if any(prose[a.end() : b.start()].strip() for a, b in itertools.pairwise(run)):
                continue  # punctuation between the words: not the phrase
            line_start = prose.rfind("\n", 0, word.start()) + 1
            text = prose[word.start() : run[-1].end()]
            uses.append(Use(prose.count("\n", 0, word.start()) + 1, word.start() - line_start + 1, text, avoided))
            break
    return uses


@dataclass(frozen=True)
class WordMatcher:
    """One word of an avoided variant: the dictionary forms it may be, or the form it must be."""

    forms: frozenset[str]
    exact: str | None  # compared as written (without particles) instead of by its forms

    @property
    def prefixes(self) -> frozenset[str]:
        return frozenset({self.exact}) if self.exact is not None else self.forms

    def matches(self, word: str, language: Language) -> bool:
        if self.exact is not None:
            return re.fullmatch(re.escape(self.exact) + INDONESIAN_ENCLITIC, lemmas.plain(word)) is not None
        return not self.forms.isdisjoint(lemmas.lemmas(word, language.code))


def variant_matchers(avoided: Avoided, language: Language) -> list[WordMatcher]:
    approved_stems = {form for word in lemmas.WORD.findall(avoided.approved) for form in lemmas.lemmas(word, language.code)}
    matchers = []
    for word in lemmas.WORD.findall(avoided.variant):
        forms = lemmas.lemmas(word, language.code)
        shared = language.code == "id" and not forms.isdisjoint(approved_stems)
        matchers.append(WordMatcher(forms, lemmas.plain(word) if shared else None))
    return matchers


# --- Tooltips ------------------------------------------------------------------------


def tooltip(entry: Entry) -> str:
    """What a term's tooltip says: its short definition, with the English name PyTorch's
    documentation uses when the term is not that name."""
    if entry.english.lower() in {name.lower() for name in entry.names}:
        return entry.definition
    return f"{entry.definition} ({entry.english})"


@lru_cache(maxsize=16)
def term_patterns(glossary: Glossary, code: str) -> tuple[re.Pattern[str] | None, dict[int, re.Pattern[str]]]:
    """One pattern for every term of the glossary (None: it has none), and the pattern of
    each entry's `not_in` phrases: made once a glossary, not once a page."""
    language = BY_CODE[code]
    named, exact = [], set()
    for i, entry in enumerate(glossary.entries):
        for k, name in enumerate(entry.forms or entry.names):
            named.append((f"e{i}_{k}", name))
            if entry.forms:
                exact.add(f"e{i}_{k}")
    senses = {
        i: re.compile("|".join(phrase_pattern(phrase, language) for phrase in entry.not_in), re.I)
        for i, entry in enumerate(glossary.entries)
        if entry.not_in
    }
    return (alternatives(named, language, frozenset(exact)) if named else None), senses
