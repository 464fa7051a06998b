"""Update the translation sources from the code, and build what the app loads.

    python scripts/translations.py           # lupdate, then the pseudo-language, then lrelease
    python scripts/translations.py --check   # exit 1 if a .ts or .qm is not what the sources make

``pyside6-lupdate`` reads every marked string of the package (``self.tr``, ``translate("Context", …)``,
``QT_TRANSLATE_NOOP`` and the engine's ``Words.tr``; see ``microgames/engine/words.py``) into
``resources/translations/microgames_<code>.ts``; English keeps only its plural forms. The pseudo-language
``en_XA`` is made from the sources: every string bracketed, accented and about 40 % longer, placeholders,
tags and accelerators kept, so an unmarked string shows in plain English. ``pyside6-lrelease`` compiles each
``.ts`` into the ``.qm`` the app loads. The ``.qm`` files are committed: a wheel or a frozen app carries them
from ``resources/`` without a Qt tool at build time (tests/ui/test_translations.py checks they are current).
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("de", "es", "fr", "it")
PSEUDO = "en_XA"
TOOLS = Path(sys.executable).parent
_KEPT = re.compile(r"(%\d|%n|%L\d|\{[^}]*\}|<[^>]*>|&[a-z]+;|\n)")  # never accented
_ACCENTS = str.maketrans("aeiouycnAEIOUYCNs", "áéíóúýçñÅÉÍÓÚÝÇÑš")


def tool(name: str) -> str:
    found = TOOLS / name
    return str(found) if found.exists() else name


def lupdate(folder: Path) -> None:
    """The .ts of every language (and English's plurals) updated from the package's sources."""
    sources = [str(p) for p in sorted((ROOT / "microgames").rglob("*.py"))]
    listing = folder / "sources.lst"
    listing.write_text("\n".join(sources) + "\n", encoding="utf-8")
    common = [tool("pyside6-lupdate"), f"@{listing}", "-no-obsolete", "-locations", "none", "-silent"]
    for code in LANGUAGES:
        subprocess.run(common + ["-ts", str(folder / f"microgames_{code}.ts")], check=True)
    subprocess.run(common + ["-pluralonly", "-ts", str(folder / "microgames_en.ts")], check=True)
    listing.unlink()


def pseudo_text(text: str) -> str:
    """``text`` bracketed, accented and padded to about 140 % of its length; placeholders untouched."""
    parts = _KEPT.split(text)
    said = "".join(part if _KEPT.fullmatch(part) else part.translate(_ACCENTS) for part in parts)
    visible = len(_KEPT.sub("", text))
    return f"[{said}{'·' * max(1, round(visible * 0.4))}]"


def write_pseudo(folder: Path) -> None:
    """``microgames_en_XA.ts`` from the German sources' messages (any language holds them all)."""
    tree = ElementTree.parse(folder / "microgames_de.ts")
    root = tree.getroot()
    root.set("language", PSEUDO)
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.clear()
        if message.get("numerus") == "yes":
            for form in (source.replace("(s)", ""), source.replace("(s)", "s")):
                ElementTree.SubElement(translation, "numerusform").text = pseudo_text(form)
        else:
            translation.text = pseudo_text(source)
    ElementTree.indent(tree, space="    ")
    body = ElementTree.tostring(root, encoding="unicode")
    (folder / f"microgames_{PSEUDO}.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def lrelease(folder: Path) -> None:
    for ts in sorted(folder.glob("microgames_*.ts")):
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)


def build(folder: Path) -> None:
    lupdate(folder)
    write_pseudo(folder)
    lrelease(folder)


def stale() -> list[str]:
    """The translation files that a fresh build would change."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "translations"
        shutil.copytree(FOLDER, copy)
        build(copy)
        names = sorted({p.name for p in FOLDER.glob("microgames_*")} | {p.name for p in copy.glob("microgames_*")})
        return [name for name in names
                if not (FOLDER / name).is_file() or not (copy / name).is_file()
                or not filecmp.cmp(FOLDER / name, copy / name, shallow=False)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say which files are not up to date")
    if parser.parse_args().check:
        found = stale()
        for name in found:
            print(f"not up to date: resources/translations/{name}")
        return 1 if found else 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    build(FOLDER)
    return 0


if __name__ == "__main__":
    sys.exit(main())
