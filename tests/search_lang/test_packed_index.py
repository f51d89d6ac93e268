"""The search index as the browser fetches it (autograd_site/postbuild/search.py, PACKED):
each language's entries, packed beside its whole index, unpack to that index; the packed file
holds no entry in the clear and is the same bytes every build."""

from __future__ import annotations

import json

from autograd_site.postbuild.search import PACKED, PACKED_KEY, unpacked
from autograd_site.postbuild.search import packed as packed_index
from autograd_site.site.i18n import split_search_index


def test_each_languages_packed_index_unpacks_to_its_whole_index(tmp_path):
    docs = [
        {"location": "", "title": "Beranda", "text": "<p>gradien</p>"},
        {"location": "backward/#leaves-only", "title": "Daun", "text": "<p>.grad None</p>"},
        {"location": "ru/", "title": "Главная", "text": "<p>градиент</p>"},
        {"location": "ru/backward/#leaves-only", "title": "Листья", "text": "<p>.grad равен None</p>"},
    ]
    (tmp_path / "search").mkdir()
    config = {"lang": ["en", "ru"], "separator": "[\\s\\-]+", "pipeline": ["stopWordFilter"]}
    (tmp_path / "search" / "search_index.json").write_text(json.dumps({"config": config, "docs": docs}))
    split_search_index(tmp_path)
    for root in (tmp_path, tmp_path / "ru"):
        whole = json.loads((root / "search" / "search_index.json").read_text(encoding="utf-8"))
        packed = (root / "search" / PACKED).read_bytes()
        assert unpacked(packed) == whole
        fetched = json.loads(packed)
        assert fetched["docs"] == [] and isinstance(fetched["config"][PACKED_KEY], str)
        assert "Листья".encode() not in packed and b"Daun" not in packed
    whole = (tmp_path / "ru" / "search" / "search_index.json").read_bytes()
    assert packed_index(whole) == packed_index(whole) == (tmp_path / "ru" / "search" / PACKED).read_bytes()
