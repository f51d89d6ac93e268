"""Words reduced to their dictionary form, so that every inflected form of a term is one term.

Russian: pymorphy3 with its OpenCorpora dictionary (pymorphy3-dicts-ru): узла, узле, узлы are
all узел, and a form with several readings (производной: производная, производный) has all of
them. Indonesian: Sastrawi's stemmer (Nazief and Adriani), which removes affixes and
reduplication (simpul-simpul, simpulnya: simpul). Other words are only lower-cased. Both
analysers are loaded on first use (pymorphy3's dictionary takes about a second).
"""

from __future__ import annotations

import functools
import re
from typing import Any

WORD = re.compile(r"\w+(?:-\w+)*")  # a word of prose, hyphenated compounds and reduplications whole
CYRILLIC_WORD = re.compile(r"[а-яё]+(?:-[а-яё]+)*")
LATIN_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
# Indonesian particles and possessives a hyphen may join to a foreign word (loss-nya), which
# Sastrawi, knowing only Indonesian roots, leaves on.
INDONESIAN_CLITIC = re.compile(r"-(?:nya|lah|kah|pun|ku|mu)$")


@functools.cache
def russian_analyzer() -> Any:  # pymorphy3 ships no type information
    import pymorphy3  # noqa: PLC0415  (a second to load: only where Russian is compared)

    return pymorphy3.MorphAnalyzer()


@functools.cache
def indonesian_stemmer() -> Any:  # PySastrawi ships no type information
    from Sastrawi.Stemmer.StemmerFactory import StemmerFactory  # noqa: PLC0415

    return StemmerFactory().create_stemmer()


def plain(word: str) -> str:
    """Lower case, ё written е (Russian prose may write either)."""
    return word.lower().replace("ё", "е")


@functools.lru_cache(maxsize=1 << 16)
def lemmas(word: str, language_code: str) -> frozenset[str]:
    """The dictionary forms a word of prose in the language may be."""
    lower = plain(word)
    if language_code == "ru" and CYRILLIC_WORD.fullmatch(lower):
        return frozenset(plain(parse.normal_form) for parse in russian_analyzer().parse(lower))
    if language_code == "id" and LATIN_WORD.fullmatch(lower):
        return frozenset({plain(indonesian_stemmer().stem(INDONESIAN_CLITIC.sub("", lower))) or lower})
    return frozenset({lower})
