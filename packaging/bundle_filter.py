"""What the spec leaves out of the frozen app, so it carries only the Qt it uses.

PyInstaller's Qt hooks collect every plugin of the modules the app imports (all image formats,
every platform, input contexts, themes) and then every library those plugins link to. Two steps
undo the excess on every OS:

1. ``wanted`` drops, by name, the plugins, translations and dynamically loaded helpers
   (``opengl32sw.dll``) that the app never uses;
2. ``linked_only`` then drops the libraries that only the dropped plugins linked to (QtPdf from
   the PDF image plugin, QtNetwork from the TLS plugins, half of GTK from its theme plugin),
   following the same link tables PyInstaller followed to collect them.

A library that something kept still links to always stays, so nothing the app loads goes missing.
Paths are the bundle's destination names, compared in lower case with "/" separators. Plugin folders
that only Linux wheels have (xcb GL integrations, Wayland's) are Linux-only by nature: the same names
never match on Windows or macOS. Linux also gets a trimmed ICU data library (``icu_data.py``).
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Callable, Iterable
from pathlib import Path

Entry = tuple[str, str, str]  # PyInstaller TOC entry: (destination name, source path, kind)

#: The languages the app speaks besides English (``resources/translations/languages.json``, as the app reads it).
LANGUAGES = tuple(code for code in json.loads((Path(__file__).resolve().parent.parent / "resources" / "translations"
                                               / "languages.json").read_text(encoding="utf-8"))["languages"]
                  if code != "en")

UNWANTED = re.compile(
    rf"pyside6/(qt/)?translations/(?!qtbase_({'|'.join(LANGUAGES)})\.qm$)"  # Qt's own words: the app's languages
    r"|(^|/)(opengl32sw|d3dcompiler_\d+)\.dll$"  # software OpenGL and ANGLE helpers, loaded on demand
    r"|/plugins/(qmltooling|designer|sqldrivers|networkinformation|tls|egldeviceintegrations|generic"
    r"|printsupport|vectorimageformats|wayland-graphics-integration-server|networkaccess|position"
    r"|multimedia|renderers|scenegraph|qmllint"
    r"|xcbglintegrations|wayland-graphics-integration-client)/"  # Linux: OpenGL only, the app paints in software
    r"|/wayland-shell-integration/(?![^/]*xdg-shell)"  # Linux: desktops speak xdg-shell; the rest are niche
    r"|/imageformats/[^/]*q(pdf|webp|tiff|tga|wbmp|icns|jp2|macjp2)[^/]*$"
    r"|/platforms/[^/]*q(eglfs|linuxfb|vnc|vkkhrdisplay|minimal|minimalegl|direct2d)[^/]*$"
    r"|/platforminputcontexts/[^/]*qtvirtualkeyboard"
    r"|/platformthemes/[^/]*qgtk3"  # drags in half of GTK; the XDG portal theme gives native dialogs
    r"|(^|/)pyside6/qml/"  # QML modules: the app has no QML
)

# Qt's own libraries: on Windows Qt6Core.dll, on macOS QtCore.framework/..., on Linux libQt6Core.so.6.
QT_LIBRARY = re.compile(r"(^|/)(lib)?qt6[a-z0-9]+\.(dll|so[.\d]*)$|(^|/)qt[a-z0-9]+\.framework/")


def wanted(dest: str) -> bool:
    """Whether a collected file belongs in the app, judged by its destination name alone."""
    return not UNWANTED.search(dest.replace("\\", "/").lower())


def prunable(entry: Entry, linux: bool) -> bool:
    """Libraries that stay only when something kept links to them: Qt's own anywhere,
    and on Linux every top-level shared library (copies of the build machine's system ones)."""
    dest, _, kind = entry
    name = dest.replace("\\", "/").lower()
    if kind != "BINARY" or "/plugins/" in name or Path(name).name.startswith(("libpython", "python")):
        return False
    return bool(QT_LIBRARY.search(name)) or (linux and ".so" in name and "/" not in name)


def linked_only(binaries: Iterable[Entry], imports: Callable[[str], Iterable[str]],
                linux: bool) -> list[Entry]:
    """The binaries minus the prunable libraries that nothing kept links to.

    ``imports(source)`` returns the resolved paths of the libraries a binary links to
    (from PyInstaller's ``bindepend.get_imports``). Extension modules, plugins and the other
    non-prunable binaries are the roots; symbolic links go when their target goes.
    """
    entries = list(binaries)
    files = [entry for entry in entries if entry[2] in ("BINARY", "EXTENSION")]
    by_source = {str(Path(entry[1]).resolve()): entry for entry in files}
    roots = [src for src, entry in by_source.items() if not prunable(entry, linux)]
    reached, todo = set(roots), list(roots)
    while todo:
        for found in imports(todo.pop()):
            target = str(Path(found).resolve())
            if target in by_source and target not in reached:
                reached.add(target)
                todo.append(target)
    dropped = {entry[0] for src, entry in by_source.items() if src not in reached}
    return [entry for entry in entries
            if entry[0] not in dropped and not (entry[2] == "SYMLINK" and entry[1] in dropped)]


def without_dangling_links(entries: Iterable[Entry], gone: Iterable[str]) -> list[Entry]:
    """The entries minus the symbolic links to a library left out (PyInstaller files such links among the
    data, e.g. ``libQt6Network.so.6`` -> ``PySide6/Qt/lib/libQt6Network.so.6``). Links to anything else,
    such as a macOS framework's ``Versions/Current``, stay."""
    left_out = {name.replace("\\", "/") for name in gone}
    return [entry for entry in entries if entry[2] != "SYMLINK" or posixpath.normpath(posixpath.join(
        posixpath.dirname(entry[0].replace("\\", "/")), entry[1].replace("\\", "/"))) not in left_out]


def framework_dirs(dests: Iterable[str]) -> set[str]:
    """The macOS ``.framework`` folders that the given destination names live in."""
    found = set()
    for dest in dests:
        match = re.match(r"(.*?\.framework)/", dest.replace("\\", "/"))
        if match:
            found.add(match.group(1))
    return found
