"""The page model: every Markdown page is read here, once, into typed objects with line
numbers (model.py); reader.py builds them with markdown-it-py and mdit-py-plugins, and
snippets.py expands `--8<--` includes with pymdownx.snippets' own code. No other module
of the site parses Markdown."""
