"""The translation status page: every page × every translation, fresh, stale (naming the
sections that changed) or missing, and whether the pages passed verify (with which torch).
The plugin puts the table in Markdown where `<!-- translation-status -->` stands (MkDocs checks
its links); links to another language's pages are plain `<a href>` (MkDocs knows one language's files).
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url

from autograd_site.languages import LANGUAGES, SOURCE, TRANSLATIONS, Language
from autograd_site.page.paths import stamp_of
from autograd_site.page.reader import read_page
from autograd_site.site.i18n import prefix
from autograd_site.translate.freshness import STALE, TOP, section_titles, stale_sections, titles_of
from autograd_site.translate.pairs import PagePair, pages_of, pair
from autograd_site.translate.structure import Read, rendered_state
from autograd_site.verify.stamp import VerifyReport

MARKER = "<!-- translation-status -->"


def state_cell(translation: PagePair, reader: Language, href: str, read: Read = read_page) -> str:
    """The translation's state in the reader's words; a stale one's changed sections linked."""
    current = rendered_state(translation, read)
    words = escape(reader.status_states[current])
    if current != STALE:
        return words
    text = translation.translation.read_text(encoding="utf-8")
    source_text = translation.source.read_text(encoding="utf-8")
    titles = {**section_titles(source_text), **section_titles(text)}  # the translation's titles where it has them
    changed = stale_sections(text, source_text) or []
    links = [f'<a href="{escape(href + ("" if anchor == TOP else "#" + anchor))}">{titles.get(anchor, anchor)}</a>' for anchor in changed]
    return words + (": " + ", ".join(links) if links else "")


def status_table(
    reader: Language, page_url: str, docs_dir: Path, report: VerifyReport | None, use_directory_urls: bool = True, read: Read = read_page
) -> str:
    """The status table in Markdown, for a page of `reader`'s language at `page_url` (`read`:
    how the caller reads a page: the build, as verify read it)."""
    verified = escape(reader.verified_stamp.format(**report) if report else reader.status_unverified)
    lines = ["| " + " | ".join(reader.status_columns) + " |", "|---|---|---|---|"]
    for name in pages_of(SOURCE, docs_dir):
        lines += page_rows(name, reader, page_url, docs_dir, verified, use_directory_urls, read)
    return "\n".join(lines)


# Each page's rows, with the files they were made from: serve asks for the table up to three
# times a rebuild, and a save changes one page, whose rows alone are made again (each reads
# and hashes the page in every language).
_rows: dict[tuple[str, str, str, str], tuple[tuple[object, ...], list[str]]] = {}


def page_rows(
    name: str, reader: Language, page_url: str, docs_dir: Path, verified: str, use_directory_urls: bool, read: Read = read_page
) -> list[str]:
    """The rows of page `name`: one per translation language."""
    made_from = (verified, use_directory_urls, stamp_of(docs_dir / language.code / name for language in LANGUAGES))
    last = _rows.get((reader.code, page_url, str(docs_dir), name))
    if last is not None and last[0] == made_from:
        return last[1]
    titled = reader if (docs_dir / reader.code / name).is_file() else SOURCE  # the page in the reader's language, where it is
    page_link = f"[{titles_of(read(docs_dir / titled.code / name, language=titled).headings).get(TOP, Path(name).stem)}]({name})"
    rows = []
    for language in TRANSLATIONS:
        url = prefix(language) + File(name, src_dir=None, dest_dir="", use_directory_urls=use_directory_urls).url  # in the site
        href = get_relative_url(url, page_url)
        language_link = f'<a href="{escape(href)}" hreflang="{language.code}">{escape(language.name)}</a>'
        cells = [page_link, language_link, state_cell(pair(name, language, docs_dir), reader, href, read), verified]
        rows.append("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
    _rows[reader.code, page_url, str(docs_dir), name] = (made_from, rows)
    return rows


def fill(
    markdown: str,
    reader: Language,
    page_url: str,
    docs_dir: Path,
    report: VerifyReport | None,
    use_directory_urls: bool = True,
    read: Read = read_page,
) -> str:
    if MARKER not in markdown:
        return markdown
    return markdown.replace(MARKER, status_table(reader, page_url, docs_dir, report, use_directory_urls, read), 1)
