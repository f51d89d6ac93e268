"""The tooling's tests. Imported before any of them (pytest imports `tests.conftest` as a
package module): from here on, `mkdocs.*` in this process is ProperDocs, the generator that
`nox -s docs` and `nox -s serve` run (autograd_site/site/generator.py)."""

from autograd_site.site.generator import redirect_mkdocs

redirect_mkdocs()
