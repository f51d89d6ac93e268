"""`mkdocs build --strict`, in this process: the site plugin runs under pytest, and a failure
raises with MkDocs' own exception (the page, the missing include, ...)."""

from __future__ import annotations

import os
import shutil
from contextlib import chdir
from pathlib import Path

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config

from autograd_site.languages import REPO_ROOT


def build(config_file: Path, site_dir: Path) -> Path:
    """Build the site of `config_file` into `site_dir`, as `mkdocs build --strict -d` does."""
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")  # Material 9.8's notice about MkDocs 2.0
    # pymdownx.snippets' base_path (docs_src) is relative to the working directory.
    with chdir(config_file.parent):
        config = load_config(str(config_file), site_dir=str(site_dir), strict=True)
        config.plugins.on_startup(command="build", dirty=False)
        try:
            mkdocs_build(config)
        finally:
            config.plugins.on_shutdown()
    return site_dir


def copy_of_the_site(root: Path, data: bool = False) -> Path:
    """The pages, examples, theme overrides and mkdocs.yml copied under `root` (notebooks are
    generated again by the build), with `data` data/ too (the version notes' observations);
    returns the copy's mkdocs.yml."""
    for name in ("docs", "docs_src", "overrides", *(["data"] if data else [])):
        shutil.copytree(REPO_ROOT / name, root / name, ignore=shutil.ignore_patterns("notebooks", "__pycache__"))
    (root / "autograd_site").symlink_to(REPO_ROOT / "autograd_site")  # mkdocs.yml's watch: names it
    shutil.copy2(REPO_ROOT / "mkdocs.yml", root / "mkdocs.yml")
    return root / "mkdocs.yml"
