"""The site's MkDocs plugin (plugin.py, options in config.py) and what its events do:
the lessons' notebooks generated and linked (notebook_links.py), math typeset at build time (math.py), what i18n leaves
unlocalised (i18n.py), accessibility fixes (accessibility.py), translation banners
(translations.py); HTML is read with Python's HTML tokenizer and edited
at the offsets it reports (html.py)."""
