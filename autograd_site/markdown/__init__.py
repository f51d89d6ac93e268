"""Markdown transforms and Python-Markdown extensions: no generator is imported here (issue 54)."""
