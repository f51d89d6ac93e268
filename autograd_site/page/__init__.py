"""The page model: every Markdown page is read here, once, into typed objects with line
numbers (model.py); reader.py builds them with markdown-it-py and mdit-py-plugins, and
snippets.py expands `--8<--` includes with pymdownx.snippets' own code. No other module
of the site parses Markdown."""

from autograd_site.page.model import Page, Problem
from autograd_site.page.paths import display
from autograd_site.page.reader import read_page

__all__ = ["Page", "Problem", "display", "read_page"]
