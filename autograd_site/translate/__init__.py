"""The translator's tooling: the source pages (docs/<source>/) and their translations
(docs/<code>/, same file name) kept in step; each module's docstring says its part, and
`nox -s check`, `nox -s translations` and `nox -s spell` run them.
"""
