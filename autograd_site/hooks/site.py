"""MkDocs hooks of the site, in the order MkDocs calls them.

- on_pre_build: generate each topic's notebook from its page and execute it
  (autograd_site.notebooks, autograd_site.notebook_execution).
- on_files: re-wrap notebooks after mkdocs-static-i18n, which publishes them as raw JSON
  otherwise (upstream mkdocs-static-i18n #198), and give each language its own
  mkdocs-jupyter cache, since each language's build evicts cache entries it did not use.
- on_page_context: the verified stamp and the notebook download label, in the page's language.
"""
from __future__ import annotations

from importlib.metadata import version
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files

from autograd_site.languages import BY_CODE, REPO_ROOT
from autograd_site.notebook_execution import NotebookExecutionError
from autograd_site.notebooks import write_notebooks
from autograd_site.verify.report import read_valid_report


def current_language(config):
    return BY_CODE[config.plugins["i18n"].current_language]


def on_pre_build(config) -> None:
    try:
        write_notebooks(version("torch").split("+")[0], Path(config.docs_dir))
    except NotebookExecutionError as error:  # a clean build error, not a traceback
        raise PluginError(f"notebook execution failed: {error}") from error


@event_priority(-200)  # after mkdocs-static-i18n (-100)
def on_files(files: Files, config) -> Files:
    from mkdocs_jupyter.plugin import NotebookFile

    jupyter = config.plugins["mkdocs-jupyter"]
    jupyter.config["cache_dir"] = str(REPO_ROOT / ".cache" / "mkdocs-jupyter" / current_language(config).code)
    for file in list(files):  # in place: i18n's Files subclass resolves links per language
        if jupyter.should_include(file) and not isinstance(file, NotebookFile):
            notebook = NotebookFile(file, config.use_directory_urls, config.site_dir)
            # Keep the paths i18n chose for this language (/ru/... for Russian).
            notebook.dest_path, notebook.abs_dest_path, notebook.url = file.dest_path, file.abs_dest_path, file.url
            files.remove(file)
            files.append(notebook)
    return files

def on_page_context(context, page, config, nav):
    language = current_language(config)
    report = read_valid_report()
    if report:  # only a passed verify of exactly these pages and this torch stamps the build
        context["verified_stamp"] = language.verified_stamp.format(torch=report["torch"], date=report["date"])
    context["download_label"] = language.download_label
    return context
