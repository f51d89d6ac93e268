"""The generator the site is built with: ProperDocs, the maintained fork of MkDocs 1.x
(CONTRIBUTING.md, "Platform"), which serves every `mkdocs.*` import from its own modules once
`properdocs.replacement` is imported: its command does so before loading plugins, a process
that builds in-process calls `redirect_mkdocs()`. Standard library only: nox's own Python
(the `serve` session) reads the command's name before the site's environment exists.
"""

from __future__ import annotations

NAME = "properdocs"  # the command, and the logger its build and server log to
CONFIG_FILE = "mkdocs.yml"  # ProperDocs reads it when named with -f (its default is properdocs.yml)


def names_config_file(args: list[str]) -> bool:
    return any(arg in ("-f", "--config-file") or arg.startswith("--config-file=") for arg in args)


def command_options(args: list[str]) -> list[str]:
    """A build or serve command's options, naming mkdocs.yml unless they name a config file:
    ProperDocs otherwise warns once per run that mkdocs.yml should be renamed."""
    return args if names_config_file(args) else ["-f", CONFIG_FILE, *args]


def redirect_mkdocs() -> None:
    """From now on, `import mkdocs.x` in this process loads `properdocs.x`. Call it before the
    first such import: a module already loaded from MkDocs stays MkDocs'."""
    import properdocs.replacement  # noqa: F401  (installs the redirect when first imported)
