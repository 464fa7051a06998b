"""The icon script renders the SVG and writes containers that Windows and macOS can read."""

from __future__ import annotations

import struct
from pathlib import Path

import icons
from PySide6.QtGui import QImage


def test_the_svg_renders_at_every_size_with_a_transparent_corner(tmp_path: Path, qapp) -> None:
    pngs = icons.render_pngs(icons.SOURCE, (16, 256))
    for size, png in pngs.items():
        image = QImage.fromData(png, "PNG")
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(0, 0).alpha() == 0  # round icon: the corners stay clear
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_ico_directory_points_at_each_png() -> None:
    pngs = {16: b"\x89PNG-sixteen", 256: b"\x89PNG-big"}
    data = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 2)
    seen = {}
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (planes, bits) == (1, 32)
        seen[width or 256] = data[offset:offset + length]
    assert seen == pngs


def test_icns_elements_cover_every_point_size_at_1x_and_2x() -> None:
    pngs = {size: f"png{size}".encode() for size in icons.PNG_SIZES}
    data = icons.icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found, offset = {}, 8
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        found[kind] = data[offset + 8:offset + length]
        offset += length
    assert offset == len(data)
    assert found[b"ic10"] == b"png1024" and found[b"icp4"] == b"png16" and found[b"ic11"] == b"png32"
    assert set(found) == {kind for kind, _ in icons.ICNS_TYPES}


def test_build_icons_writes_the_three_kinds(tmp_path: Path, qapp) -> None:
    written = icons.build_icons(tmp_path)
    names = {p.name for p in written}
    assert {"microgames.ico", "microgames.icns", "microgames-1024.png"} <= names
    assert (tmp_path / "microgames.icns").read_bytes()[:4] == b"icns"
