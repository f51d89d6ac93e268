"""`nox -s check`: a translator's check without torch: parity, untranslated prose,
spelling, quotes against the claimed outputs, freshness; never imports torch."""

from __future__ import annotations

import os
import subprocess
import sys

from autograd_site.languages import REPO_ROOT
from autograd_site.translate import check, status
from tests.translate.conftest import edit, write_tree

FENCE = "```"
SOURCE = f"""\
# Halaman

Pesan “`grad can be implicitly created only for scalar outputs`” dikutip dari keluaran.

{FENCE}python
print("RuntimeError: grad can be implicitly created only for scalar outputs")
{FENCE}

{FENCE}output title="Keluaran"
RuntimeError: grad can be implicitly created only for scalar outputs
{FENCE}
"""
TRANSLATION = (
    SOURCE.replace("# Halaman", "# Страница")
    .replace(
        "Pesan “`grad can be implicitly created only for scalar outputs`” dikutip dari keluaran.",
        "Сообщение «`grad can be implicitly created only for scalar outputs`» взято из вывода.",
    )
    .replace("Keluaran", "Вывод")
)


def test_a_good_translation_passes_and_each_slip_is_named(tmp_path, capsys):
    write_tree(tmp_path, {"docs/id/p.md": SOURCE, "docs/ru/p.md": TRANSLATION})
    docs = tmp_path / "docs"
    assert status.main(["--mark", "ru/p.md"], docs) == 0
    capsys.readouterr()
    assert check.main([], docs) == 0
    assert capsys.readouterr().out == "ok   ru/p.md\ncheck: 1 of 1 translated pages pass\n"

    edit(docs / "ru/p.md", "`grad can be implicitly created only for scalar outputs`»", "`градиент можно создать только для скаляров`»")
    edit(docs / "ru/p.md", "взято из", "взято изз")
    edit(docs / "id/p.md", "dikutip dari", "dikutip langsung dari")
    assert check.main(["ru/p.md"], docs) == 1
    out = capsys.readouterr().out
    assert out.startswith("FAIL ru/p.md\n")
    quote_line = next(n for n, line in enumerate((docs / "ru/p.md").read_text(encoding="utf-8").splitlines(), 1) if "«`" in line)
    assert f"docs/ru/p.md:{quote_line}: the prose quotes `градиент можно создать только для скаляров`" in out
    assert "(PyTorch prints its messages in English: quote them as printed, untranslated)" in out
    assert "unknown word 'изз'" in out
    assert "stale: its source changed since it was marked" in out
    assert out.endswith("check: 0 of 1 translated pages pass\n")


def test_the_check_runs_where_torch_cannot_be_imported(tmp_path):
    no_torch = tmp_path / "site-packages"
    (no_torch / "torch").mkdir(parents=True)
    (no_torch / "torch" / "__init__.py").write_text("raise ImportError('torch is not installed here')\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(no_torch), str(REPO_ROOT)])}
    result = subprocess.run([sys.executable, "-m", "autograd_site.translate.check"], capture_output=True, text=True, env=env, cwd=REPO_ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "translated pages pass" in result.stdout
