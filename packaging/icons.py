"""Turn the app icon, ``resources/icons/microgames.svg``, into the files each OS wants.

    python packaging/icons.py [--out build/icons]

writes ``microgames.ico`` (Windows: exe, installer, save files), ``microgames.icns`` (the macOS
bundle and its document type) and ``png/microgames-<size>.png`` (Linux desktops and the docs).
Qt renders the SVG; the two containers are written here in plain Python, so no platform tool
(iconutil, ImageMagick) is needed and every OS builds the same bytes from the same drawing.
Both containers hold PNG images, which Windows Vista+ and macOS 10.7+ read at every size.
"""

from __future__ import annotations

import argparse
import os
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "microgames.svg"
DEFAULT_OUT = ROOT / "build" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types and the pixel size each holds (the @2x types double their point size).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512), (b"ic10", 1024),
)


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """PNG bytes of the SVG drawn square at each size, with a transparent background."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (keeps Qt's font system alive)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG that Qt can draw")
    pngs: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        pngs[size] = bytes(data)
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (a width or height of 0 means 256)."""
    count = len(pngs)
    header = struct.pack("<HHH", 0, 1, count)
    offset = len(header) + 16 * count
    entries, images = [], []
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset))
        images.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(images)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding the PNG elements for every point size at 1x and 2x."""
    elements = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def build_icons(out: Path, svg: Path = SOURCE) -> list[Path]:
    """Write the .ico, the .icns and the PNG sizes into ``out``; returns the files written."""
    pngs = render_pngs(svg, PNG_SIZES)
    (out / "png").mkdir(parents=True, exist_ok=True)
    written = []
    for size, png in pngs.items():
        path = out / "png" / f"microgames-{size}.png"
        path.write_bytes(png)
        written.append(path)
    for path, data in ((out / "microgames.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES})),
                       (out / "microgames.icns", icns_bytes(pngs))):
        path.write_bytes(data)
        written.append(path)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default {DEFAULT_OUT})")
    args = parser.parse_args()
    for path in build_icons(args.out):
        print(f"{path}  {path.stat().st_size:>8} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
