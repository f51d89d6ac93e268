"""Search in each language's own words: each index's lunr languages, and the dictionary of the
site's Indonesian stemmer (lunr.id.min.js, Sastrawi's, ported from PySastrawi: lunr has none),
written beside it at build time from PySastrawi's data, so both stem with the same roots.
Material ends each typed word with a wildcard, which makes lunr skip its pipeline:
lunr.typed.min.js, a "language" every index names last, stems those (and reads ё as е).
"""

from __future__ import annotations

import functools
import json
from importlib.resources import files
from pathlib import Path
from typing import Any

from autograd_site.languages import Language

LUNR_DIR = Path("assets") / "javascripts" / "lunr" / "min"  # where Material's worker loads languages
STEMMER = LUNR_DIR / "lunr.id.min.js"  # docs/<this>, copied by MkDocs
TYPED = LUNR_DIR / "lunr.typed.min.js"  # stems the words being typed (lunr skips them)
DICTIONARY = LUNR_DIR / "lunr.id.dictionary.js"  # site/<this>, written by the build
DICTIONARY_GLOBAL = "lunrIndonesianDictionary"  # what the stemmer reads after importScripts
# Languages whose lunr module is the site's own. It keeps code words (requires_grad, x.grad)
# as they are, so the index needs no "en" (the Porter stemmer) beside it.
SITE_LUNR_LANGUAGES = frozenset({"id"})
TYPED_LANGUAGE = "typed"  # the lunr "language" of lunr.typed.min.js, loaded by that name


def index_config(config: dict[str, Any], language: Language) -> dict[str, Any]:
    """The search index's config for a language, from the one Material wrote: set on the
    written index, as Material's search and static-i18n refuse a `lang` lunr does not ship."""
    # English too, beside a lunr-languages language: code words (backward, requires_grad)
    # are English on every page, and its trimmer would drop their letters.
    english = [] if language.search_lang in SITE_LUNR_LANGUAGES else ["en"]
    lang = list(dict.fromkeys([language.search_lang, *english, TYPED_LANGUAGE]))
    # Material's worker removes from the pipeline each step config.pipeline does not name,
    # for every language: its default keeps only stopWordFilter, which left no stemmer.
    pipeline = list(dict.fromkeys([*config["pipeline"], "stemmer"]))
    return {**config, "lang": lang, "pipeline": pipeline}


def root_words() -> list[str]:
    """Sastrawi's root words, as PySastrawi's StemmerFactory reads them."""
    text = (files("Sastrawi.Stemmer") / "data" / "kata-dasar.txt").read_text(encoding="utf-8")
    return [word for word in text.split("\n") if word.strip()]


def encode_dictionary(words: list[str]) -> str:
    """The words sorted, each as the length of the start it shares with the previous word (one
    digit, at most 9) and the rest: "0abad1i" is abad, abai. 109 KB instead of 236 KB."""
    coded, previous = [], ""
    for word in sorted(set(words)):
        if any(char.isdigit() for char in word):
            raise ValueError(f"a root word with a digit cannot be encoded: {word!r}")
        shared = 0
        while shared < min(len(word), len(previous), 9) and word[shared] == previous[shared]:
            shared += 1
        coded.append(f"{shared}{word[shared:]}")
        previous = word
    return "".join(coded)


def dictionary_script(words: list[str]) -> str:
    return (
        "// Sastrawi's root words (kata-dasar.txt of PySastrawi, MIT License, Copyright (c) 2016\n"
        "// Hanif Amal Robbani), for lunr.id.min.js. Written by the build: autograd_site/search_lang.py\n"
        f"self.{DICTIONARY_GLOBAL} = {json.dumps(encode_dictionary(words))};\n"
    )


@functools.cache  # the installed PySastrawi's: the same for every build of a process (serve)
def installed_dictionary_script() -> str:
    return dictionary_script(root_words())


def write_dictionary(site: Path) -> Path:
    """Write the stemmer's dictionary into the built site, beside the stemmer."""
    target = site / DICTIONARY
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(installed_dictionary_script(), encoding="utf-8")
    return target
