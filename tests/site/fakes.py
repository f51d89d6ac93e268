"""Stand-ins for what MkDocs hands the plugin's events: enough config for one language's build."""

from __future__ import annotations

from types import SimpleNamespace

from autograd_site.languages import DOCS_DIR, REPO_ROOT
from autograd_site.site.plugin import SitePlugin


class Extra(dict):
    """MkDocs' LegacyConfig: item and attribute are different things (i18n sets the attribute)."""

    def __init__(self, alternate):
        super().__init__(alternate=alternate)
        self.alternate = alternate


class FakeConfig(SimpleNamespace):
    """The build of language `code`: i18n's state, site_dir, docs_dir, extra.alternate."""

    def __init__(self, code, site_dir="site", alternate=None, docs_dir=DOCS_DIR):
        i18n = SimpleNamespace(current_language=code, building=False, extra_alternate=[dict(a) for a in alternate or []])
        super().__init__(
            plugins={"i18n": i18n},
            site_dir=str(site_dir),
            docs_dir=str(docs_dir),
            extra=Extra(alternate or []),
            config_file_path=str(REPO_ROOT / "mkdocs.yml"),
            use_directory_urls=True,
            mdx_configs={},  # the Markdown extensions' options (the permalink's title is set there)
        )


def plugin(**options) -> SitePlugin:
    """The site plugin with its options validated as mkdocs.yml's would be."""
    site = SitePlugin()
    errors, warnings = site.load_config(options)
    assert errors == [] and warnings == []
    return site
