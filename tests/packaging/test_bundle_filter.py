"""The spec's filter keeps what the app needs on every OS and drops the Qt parts it never uses."""

from __future__ import annotations

import pytest

from bundle_filter import LANGUAGES, framework_dirs, linked_only, wanted, without_dangling_links

KEPT = [
    "PySide6/Qt/plugins/platforms/libqoffscreen.so", "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so", "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib", "PySide6\\plugins\\platforms\\qoffscreen.dll",
    "PySide6/Qt/plugins/imageformats/libqsvg.so", "PySide6/plugins/imageformats/qjpeg.dll",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.dylib", "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    "PySide6/Qt/lib/libQt6Svg.so.6", "PySide6/Qt6Gui.dll", "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
    "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", "microgames/resources/manifest.json",
    "PySide6/Qt/translations/qtbase_de.qm", "PySide6\\translations\\qtbase_it.qm",
    "microgames/resources/translations/microgames_fr.qm", "PySide6/Qt/translations/qtbase_es.qm",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/plugins/wayland-decoration-client/libadwaita.so",
]
DROPPED = [
    "PySide6/Qt/translations/qtbase_ja.qm", "PySide6/translations/qt_fr.qm", "PySide6/opengl32sw.dll",
    "PySide6\\opengl32sw.dll", "PySide6/d3dcompiler_47.dll", "PySide6/Qt/plugins/imageformats/libqpdf.so",
    "PySide6/plugins/imageformats/qwebp.dll", "PySide6/Qt/plugins/imageformats/libqtiff.dylib",
    "PySide6/Qt/plugins/platforms/libqeglfs.so", "PySide6/plugins/platforms/qdirect2d.dll",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so", "PySide6/plugins/networkinformation/qnetworklistmanager.dll",
    "PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so", "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", "PySide6/qml/QtQuick/qmldir",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libwl-shell-plugin.so",
    "PySide6/Qt/plugins/platforms/libqminimal.so", "PySide6/plugins/platforms/qminimal.dll",
    "PySide6/Qt/translations/qtbase_ja.qm",
]


@pytest.mark.parametrize("dest", KEPT)
def test_kept(dest: str) -> None:
    assert wanted(dest)


@pytest.mark.parametrize("dest", DROPPED)
def test_dropped(dest: str) -> None:
    assert not wanted(dest)


def test_libraries_stay_only_while_something_kept_links_to_them() -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6DBus.so.6", "/s/libQt6DBus.so.6", "BINARY"),  # needed by Gui: stays
        ("PySide6/Qt/lib/libQt6Pdf.so.6", "/s/libQt6Pdf.so.6", "BINARY"),  # only the dropped PDF plugin used it
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),  # only the dropped GTK theme used it
        ("libfreetype.so.6", "/usr/lib/libfreetype.so.6", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/libpython3.11.so.1.0", "BINARY"),  # loaded by the bootloader
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("libQt6Pdf.so.6", "PySide6/Qt/lib/libQt6Pdf.so.6", "SYMLINK"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
    ]
    links = {"/s/QtGui.abi3.so": ["/s/libQt6Gui.so.6"], "/s/libQt6Gui.so.6": ["/s/libQt6DBus.so.6"],
             "/s/libqxcb.so": ["/usr/lib/libfreetype.so.6", "/usr/lib/libGL.so.1"]}
    kept = {entry[0] for entry in linked_only(binaries, lambda src: links.get(src, []), linux=True)}
    assert "PySide6/Qt/lib/libQt6DBus.so.6" in kept and "libfreetype.so.6" in kept
    assert "libpython3.11.so.1.0" in kept and "libQt6Gui.so.6" in kept
    assert not {"PySide6/Qt/lib/libQt6Pdf.so.6", "libcairo.so.2", "libQt6Pdf.so.6"} & kept


def test_outside_linux_only_qt_libraries_are_pruned() -> None:
    binaries = [("PySide6/Qt6Pdf.dll", "C:/s/Qt6Pdf.dll", "BINARY"), ("MSVCP140.dll", "C:/s/MSVCP140.dll", "BINARY"),
                ("PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf", "/s/QtPdf", "BINARY")]
    kept = {entry[0] for entry in linked_only(binaries, lambda src: [], linux=False)}
    assert kept == {"MSVCP140.dll"}


def test_framework_dirs() -> None:
    assert framework_dirs(["PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf", "libz.so"]) == {
        "PySide6/Qt/lib/QtPdf.framework"}


def test_qt_words_ship_for_every_language_the_app_offers() -> None:
    from microgames.ui.language import LANGUAGES as OFFERED

    assert set(LANGUAGES) == set(OFFERED) - {"en"}


def test_links_to_a_library_left_out_go_with_it() -> None:
    datas = [("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
             ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
             ("PySide6/Qt/lib/QtGui.framework/Versions/Current", "A", "SYMLINK"),
             ("microgames/resources/manifest.json", "/s/manifest.json", "DATA")]
    kept = without_dangling_links(datas, {"PySide6/Qt/lib/libQt6Network.so.6"})
    assert [entry[0] for entry in kept] == [
        "libQt6Gui.so.6", "PySide6/Qt/lib/QtGui.framework/Versions/Current", "microgames/resources/manifest.json"]
