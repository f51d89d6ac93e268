"""The site's MkDocs plugin (plugin.py, options in config.py) and what only a generator
event can do; Markdown transforms are in autograd_site/markdown/, HTML ones in postbuild/."""
