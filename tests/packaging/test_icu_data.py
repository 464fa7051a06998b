"""The Linux build's ICU data keeps what Qt reads in the app's languages, and the library still loads."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from icu_data import keep_item, read_table, shrink_library, trim_package

LANGUAGES = ("en", "de", "es", "fr", "it")


def package(items: dict[str, bytes]) -> bytes:
    """A little-endian ICU common data package, laid out as ICU's own tools lay it out."""
    header = struct.pack("<HBBHHBBBB4s4s4s", 32, 0xDA, 0x27, 20, 0, 0, 0, 2, 0, b"CmnD", b"\1\0\0\0", b"\x49\0\0\0")
    header += bytes(32 - len(header))
    names = b"".join(f"icudt73l/{name}".encode() + b"\0" for name in items)
    names_at = 4 + 8 * len(items)
    first = -(-(32 + names_at + len(names)) // 16) * 16 - 32
    toc, body, name_at = struct.pack("<I", len(items)), b"", names_at
    for name, item in items.items():
        toc += struct.pack("<II", name_at, first + len(body))
        name_at += len(f"icudt73l/{name}") + 1
        body += item + bytes(-len(item) % 16)
    return header + toc + names + bytes(first - names_at - len(names)) + body


def unpack(data: bytes) -> dict[str, bytes]:
    count = struct.unpack_from("<I", data, 32)[0]
    entries = [struct.unpack_from("<II", data, 36 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [len(data) - 32]
    assert all((32 + offset) % 16 == 0 for _, offset in entries)
    return {data[32 + n:data.index(b"\0", 32 + n)].decode().partition("/")[2]: data[32 + start:32 + end]
            for (n, start), end in zip(entries, ends)}


@pytest.mark.parametrize("name", [
    "root.res", "de.res", "de_CH.res", "en_001.res", "pool.res", "res_index.res", "supplementalData.res",
    "zoneinfo64.res", "metaZones.res", "cnvalias.icu", "nfkc.nrm", "coll/ucadata.icu", "coll/root.res",
    "coll/es.res", "coll/pool.res", "zone/fr.res", "zone/root.res", "zone/tzdbNames.res"])
def test_kept(name: str) -> None:
    assert keep_item(name, LANGUAGES)


@pytest.mark.parametrize("name", [
    "ja.res", "sv_SE.res", "coll/zh.res", "zone/ru.res", "brkitr/line.brk", "brkitr/cjdict.dict", "curr/de.res",
    "lang/root.res", "region/fr.res", "unit/en.res", "rbnf/it.res", "translit/root.res", "ibm-5348_P100-1997.cnv",
    "gb18030.cnv", "rfc3491.spp", "confusables.cfu", "unames.icu"])
def test_dropped(name: str) -> None:
    assert not keep_item(name, LANGUAGES)


def test_a_trimmed_package_keeps_its_items_whole_aligned_and_in_order() -> None:
    items = {"coll/de.res": b"D" * 37, "coll/ja.res": b"J" * 90, "de.res": b"d" * 16, "ja.res": b"j" * 5,
             "root.res": b"r" * 3, "unames.icu": b"u" * 70}
    trimmed = unpack(trim_package(package(items), LANGUAGES))
    assert list(trimmed) == ["coll/de.res", "de.res", "root.res"]
    assert [item.rstrip(b"\0") for item in trimmed.values()] == [b"D" * 37, b"d" * 16, b"r" * 3]


def test_only_icu_data_is_trimmed() -> None:
    with pytest.raises(ValueError):
        trim_package(b"\0" * 64, LANGUAGES)
    with pytest.raises(ValueError):
        shrink_library(b"not an ELF file" * 10, LANGUAGES)


PYSIDE_LIB = Path(__import__("PySide6").__file__).parent / "Qt" / "lib"
ICU = sorted(PYSIDE_LIB.glob("libicudata.so.*"))
PROBE = """
import json
from PySide6.QtCore import QCollator, QLocale, QTimeZone
words = ["zebra", "Öl", "ob", "Äpfel", "apfel", "file10", "file2"]
said = {}
for code in ["de", "en", "es", "fr", "it", "ja"]:
    collator = QCollator(QLocale(code))
    collator.setNumericMode(True)
    said[code] = [sorted(words, key=collator.sortKey), QTimeZone(b"Europe/Berlin").displayName(
        QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, QLocale(code))]
print(json.dumps(said))
"""


def probe(library_dir: Path | None) -> dict[str, list]:
    env = dict(os.environ)
    if library_dir is not None:  # searched before the Qt libraries' own $ORIGIN run path
        env["LD_LIBRARY_PATH"] = f"{library_dir}:{env.get('LD_LIBRARY_PATH', '')}"
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.skipif(not (sys.platform.startswith("linux") and ICU), reason="PySide6 brings ICU on Linux only")
def test_the_trimmed_library_sorts_and_names_zones_as_the_whole_one_in_the_app_languages(tmp_path: Path) -> None:
    original = ICU[0].read_bytes()
    smaller = shrink_library(original, LANGUAGES)
    assert len(smaller) < len(original) / 5
    assert read_table(smaller) == trim_package(read_table(original), LANGUAGES)
    (tmp_path / ICU[0].name).write_bytes(smaller)
    whole, trimmed = probe(None), probe(tmp_path)
    assert {code: whole[code] for code in LANGUAGES} == {code: trimmed[code] for code in LANGUAGES}
    assert trimmed["de"][1] != trimmed["en"][1]  # German zone names came from the trimmed data
    assert trimmed["ja"][1] == trimmed["en"][1] != whole["ja"][1]  # a language left out falls back to root
