"""hunspell on this machine: which dictionaries it finds, and how to get them per OS.

Standard library only: the noxfile imports it before any environment exists.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from autograd_site.languages import Language


def install_hint(languages: list[Language], system: str = sys.platform) -> str:
    """How to get hunspell and the dictionaries on this operating system (the translator
    guide, docs/<lang>/translate.md#setup, says the same at more length)."""
    names = " ".join(f"{lang.spelling_dictionary}.dic/.aff" for lang in languages)
    if system == "darwin":
        return f"brew install hunspell, then put {names} (LibreOffice's dictionaries) in ~/Library/Spelling"
    if system == "win32":
        return f"install hunspell (MSYS2: pacman -S mingw-w64-ucrt-x86_64-hunspell) and put {names} in a folder named by the DICPATH environment variable"
    packages = " ".join(lang.spelling_package for lang in languages)
    return f"apt-get install hunspell {packages} (nox -s spell installs them when run as root; elsewhere put {names} in a folder named by DICPATH)"


def available_dictionaries() -> set[str]:
    """The dictionaries hunspell itself finds (its search path and DICPATH), by name."""
    if shutil.which("hunspell") is None:
        return set()
    listed = subprocess.run(["hunspell", "-D"], input="", capture_output=True, text=True, encoding="utf-8").stderr
    section = listed.split("AVAILABLE DICTIONARIES", 1)[-1].splitlines()[1:]
    return {Path(line.strip()).name for line in section if line.strip() and not line.startswith(("Can't", "LOADED"))}


def missing(languages: list[Language]) -> list[Language]:
    """The languages whose dictionary hunspell does not find (all of them without hunspell)."""
    found = available_dictionaries()
    return [lang for lang in languages if lang.spelling_dictionary not in found]
