"""Update the translation sources from the code, and build what the app loads.

    python scripts/translations.py           # lupdate, then the pseudo-language, then lrelease
    python scripts/translations.py --check   # exit 1 if a .ts or .qm is not what the sources make

``pyside6-lupdate`` reads every marked string of the package (``self.tr``, ``translate("Context", …)``,
``QT_TRANSLATE_NOOP`` and the engine's ``Words.tr``; see ``microgames/engine/words.py``) into one file per
domain and language, ``resources/translations/<domain>_<code>.ts``: the domain ``microgames`` holds the
shell and the engine, and each game (a folder of ``microgames/games/``) has its own, so the words of one game
are translated, and change, apart from the others'. English keeps only its plural forms. lupdate takes a
``#:`` comment for a note to the translator; in this code it documents the constant below it, so the notes are
dropped (what a translator must know travels as the disambiguation, ``tr(text, "note")``). The pseudo-language
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

from microgames.engine.words import pseudo
from microgames.resources import languages

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
#: Every language the app speaks but English (whose .ts holds only the plural forms): resources' languages.json.
LANGUAGES = tuple(code for code in languages() if code != "en")
PSEUDO = "en_XA"
TOOLS = Path(sys.executable).parent
NOTE = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.DOTALL)  # a ``#:`` comment lupdate took along


def tool(name: str) -> str:
    found = TOOLS / name
    return str(found) if found.exists() else name


def domains() -> dict[str, list[Path]]:
    """Each translation domain's source files: ``microgames`` (shell and engine) and one per game."""
    package = ROOT / "microgames"
    games = sorted(p for p in (package / "games").iterdir() if (p / "__init__.py").is_file())
    found = {"microgames": sorted(p for p in package.rglob("*.py")
                                  if not any(game in p.parents for game in games))}
    for game in games:
        found[game.name] = sorted(game.rglob("*.py"))
    return found


def lupdate(folder: Path) -> None:
    """The .ts of every domain and language (and English's plurals) updated from the package's sources."""
    listing = folder / "sources.lst"
    for domain, sources in domains().items():
        listing.write_text("\n".join(str(p) for p in sources) + "\n", encoding="utf-8")
        common = [tool("pyside6-lupdate"), f"@{listing}", "-no-obsolete", "-locations", "none", "-silent"]
        for code in LANGUAGES:
            subprocess.run(common + ["-ts", str(folder / f"{domain}_{code}.ts")], check=True)
        subprocess.run(common + ["-pluralonly", "-ts", str(folder / f"{domain}_en.ts")], check=True)
    listing.unlink()
    for ts in folder.glob("*_*.ts"):
        ts.write_text(NOTE.sub("", ts.read_text(encoding="utf-8")), encoding="utf-8")


def write_pseudo(folder: Path, domain: str) -> None:
    """``<domain>_en_XA.ts`` from the German sources' messages (any language holds them all)."""
    tree = ElementTree.parse(folder / f"{domain}_de.ts")
    root = tree.getroot()
    root.set("language", PSEUDO)
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.clear()
        if message.get("numerus") == "yes":
            for form in (source.replace("(s)", ""), source.replace("(s)", "s")):
                ElementTree.SubElement(translation, "numerusform").text = pseudo(form)
        else:
            translation.text = pseudo(source)
    ElementTree.indent(tree, space="    ")
    body = ElementTree.tostring(root, encoding="unicode")
    (folder / f"{domain}_{PSEUDO}.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def lrelease(folder: Path) -> None:
    for ts in sorted(folder.glob("*_*.ts")):
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)


def build(folder: Path) -> None:
    lupdate(folder)
    for domain in domains():
        write_pseudo(folder, domain)
    lrelease(folder)


def stale() -> list[str]:
    """The translation files that a fresh build would change."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "translations"
        shutil.copytree(FOLDER, copy)
        build(copy)
        made = ("*_*.ts", "*_*.qm")
        names = sorted({p.name for pattern in made for p in FOLDER.glob(pattern)}
                       | {p.name for pattern in made for p in copy.glob(pattern)})
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
