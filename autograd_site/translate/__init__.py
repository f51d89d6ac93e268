"""The translator's tooling: the source pages (docs/<source>/) and their translations
(docs/<code>/, same file name) are kept in step by four checks, one module each.

- pairs:     which page translates which, for every language in autograd_site.languages
- landmarks: what must not change in translation (examples, outputs, anchors, links, math,
             admonitions and tabs, quoted claims), found with autograd_site.verify.collect
- parity:    the first divergence of each kind between a page and its translation
- freshness: the source version a translation records (`source_hash` in front matter)
- history:   that version's text, found in git, for a diff of what changed since
- status:    the table of fresh / stale / missing translations (`nox -s translations`)
- spelling:  the prose of every language through hunspell (`nox -s spell`)
- pytest_plugin: parity in pytest (`nox -s verify`): an item per translated page, or per line with a problem
"""
