"""The stuck-reader corpus (data/questions.json, issue 49): real questions from public
threads, each with the reader's query in both languages and the section that answers it.

This checks the corpus itself (its shape, that it is spread over sources and kinds, and that
every answer names a section that exists); running the queries through the built site's
search is the browser benchmark's job."""

from __future__ import annotations

import json
import re
from collections import Counter
from urllib.parse import urlparse

import pytest

from autograd_site.languages import DOCS_DIR, REPO_ROOT

CORPUS = REPO_ROOT / "data" / "questions.json"
ANCHOR = re.compile(r"\{ #([a-z0-9-]+) \}")


def corpus() -> list[dict]:
    return json.loads(CORPUS.read_text(encoding="utf-8"))


def anchors(code: str, page: str) -> set[str] | None:
    path = DOCS_DIR / code / page
    return set(ANCHOR.findall(path.read_text(encoding="utf-8"))) if path.exists() else None


def test_shape_and_spread():
    items = corpus()
    assert len(items) >= 200
    for n, item in enumerate(items, 1):
        assert item["id"] == f"q{n:03d}"
        assert item["source"].startswith("https://") or item["source"].startswith("http://")
        assert item["gist"].strip()
        assert item["kind"] in ("message", "words")
        assert set(item["query"]) == {"id", "ru"} and all(item["query"].values())
        if item["kind"] == "message":
            # PyTorch prints English: the pasted text is the same in both languages
            assert item["query"]["id"] == item["query"]["ru"]
            assert item["message_stable"].strip()
        else:
            assert item["query"]["id"] != item["query"]["ru"]
            assert "message_stable" not in item
    assert len({item["source"] for item in items}) == len(items), "one question per thread"
    kinds = Counter(item["kind"] for item in items)
    assert kinds["words"] >= 0.3 * len(items) and kinds["message"] >= 0.5 * len(items)
    assert len({urlparse(item["source"]).netloc for item in items}) >= 10


@pytest.mark.parametrize("item", corpus(), ids=lambda item: item["id"])
def test_every_answer_is_a_section_of_both_languages(item):
    for answer in [item["answer"], *item.get("also", [])]:
        page, anchor = answer.split("#")
        for code in ("id", "ru"):
            found = anchors(code, page)
            assert found is not None, f"{item['id']}: no page {code}/{page}"
            assert anchor in found, f"{item['id']}: {code}/{page} has no section #{anchor}"
