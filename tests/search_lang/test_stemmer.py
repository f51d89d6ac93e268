"""The Indonesian stemmer the reader's browser runs (lunr.id.min.js, JavaScript) stems every
word of the Indonesian pages as PySastrawi does, with the dictionary the build writes."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest
from Sastrawi.Stemmer.StemmerFactory import StemmerFactory

from autograd_site.languages import DOCS_DIR, REPO_ROOT, SOURCE
from autograd_site.search_lang import STEMMER, dictionary_script, encode_dictionary, root_words

HERE = REPO_ROOT / "tests" / "search_lang"
WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")

# Besides the pages' words, one or more words for each of Sastrawi's rules and special cases,
# so that a rule the pages happen not to use is compared too.
RULE_WORDS = """
    bermain berlari beranak berkata berserta berdaerah belajar bekerja bertemu
    terangkat teracuni terbang tertawa terpercaya terperangkap tercerai tergantung teterbang
    melihat merasa mewarnai meyakini memfitnah membaca memvonis mempelajari memakan memukul
    mencintai mendengar menjual menyanyi mensyukuri mentaati menstabilkan menanam menulis
    mengganggu menghitung mengqasar mengkritik mengambil mengikat mengebom menyapu menyebrang
    memproteksi memrogram pewarna peyoga perambah perusak perbaikan perjelas pertahanan
    pembaca pemfitnah pemakan pemukul pencinta pendengar penstabilan pentranskripsi penanam
    penulis pengganggu penghitung pengkritik pengambil pengebom penyanyi penyapu pelajar
    pelajaran pelari peserta terpercayakan pekerja gemetar telunjuk gerigi gelombang kinerja
    kumakan kaulihat dilacak pelacakan perhitungan gradiennya sebaiknya dimainkan menjalankan
    ditemukan kebersamaan keseimbangan bertanggungjawab dipertanggungjawabkan
    kebijakannya bukumu rumahku bukankah apalah janganlah diakah merekapun
    nasionalis nasionalisme sosialisasi organisasi mengoptimalisasikan
    anak-anak berbalas-balasan meniru-nirukan bolak-balik contoh-contohnya ibu-ibupun
    a di ke se dan ia ayo
""".split()


def node() -> str:
    path = shutil.which("node")
    assert path, "node runs the site's JavaScript stemmer in these tests: apt-get install nodejs"
    return path


def javascript_stems(words: list[str], tmp_path) -> tuple[int, list[str]]:
    """The site's stemmer, with the dictionary script the build writes: (its roots, the stems)."""
    dictionary = tmp_path / "lunr.id.dictionary.js"
    dictionary.write_text(dictionary_script(root_words()), encoding="utf-8")
    result = subprocess.run(
        [node(), str(HERE / "stem.js"), str(DOCS_DIR / STEMMER), str(dictionary)],
        input=json.dumps(words),
        capture_output=True,
        text=True,
        check=True,
    )
    output = json.loads(result.stdout)
    return output["dictionary"], output["stems"]


def page_words() -> list[str]:
    """Every word of the Indonesian pages and notebooks (prose, code and output alike)."""
    words = set()
    for page in sorted((DOCS_DIR / SOURCE.code).rglob("*")):
        if page.suffix in (".md", ".ipynb"):
            words |= set(WORD.findall(page.read_text(encoding="utf-8").lower()))
    return sorted(words)


@pytest.fixture(scope="module")
def pysastrawi():
    return StemmerFactory().create_stemmer()


def test_the_browsers_stemmer_stems_every_word_of_the_pages_as_pysastrawi_does(pysastrawi, tmp_path):
    words = page_words() + RULE_WORDS
    size, stems = javascript_stems(words, tmp_path)
    assert size == len(set(root_words())) > 29_000  # the whole dictionary reached the browser's stemmer
    expected = [pysastrawi.stem(word) for word in words]
    assert [(w, e, s) for w, e, s in zip(words, expected, stems, strict=False) if e != s] == []  # word, PySastrawi, JS
    changed = sum(stem != word for word, stem in zip(words, expected, strict=False))
    print(f"{len(words)} words compared ({len(words) - len(RULE_WORDS)} from the pages), {changed} stemmed")
    assert changed > 500  # affixes really were stripped: a stemmer returning words unchanged fails


# The issue's searches: each group must find the same pages, so must share a stem.
SAME_STEM = {
    "lacak": ["melacak", "dilacak", "pelacakan", "lacak"],
    "hitung": ["menghitung", "dihitung", "perhitungan"],
    "gradien": ["gradiennya", "gradien"],
}


def test_the_issues_word_families_share_a_stem(tmp_path):
    words = [word for family in SAME_STEM.values() for word in family]
    _, stems = javascript_stems(words, tmp_path)
    assert dict(zip(words, stems, strict=False)) == {word: stem for stem, family in SAME_STEM.items() for word in family}


def test_the_dictionary_is_coded_by_shared_starts():
    assert encode_dictionary(["abai", "abad", "abad", "b"]) == "0abad3i0b"
    with pytest.raises(ValueError, match="digit"):
        encode_dictionary(["abad", "x2"])
    size = len(dictionary_script(root_words()).encode())
    assert size < 120_000  # 236 KB as PySastrawi's plain list; measured 108.7 KB
