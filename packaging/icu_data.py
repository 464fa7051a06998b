"""A smaller ICU data library for the Linux app: only the data Qt's calls into ICU can reach.

PySide6's Linux Qt links ICU, whose ``libicudata.so`` is one 32 MB table (``icudt<NN>_dat``) of every
locale, converter, dictionary and transliterator. QtCore calls ICU for four things only (``nm -D
--undefined-only libQt6Core.so.6``): case mapping (its data is built into ``libicuuc``), collation
(``QCollator``, which the file dialog's sorting uses), time zone names and calendars (``ucal_*``)
and codecs beyond Qt's own UTF and Latin-1 (``ucnv_*``; the app reads and writes UTF-8 only). So the
trimmed table keeps the collation and time zone trees and the top-level locale data for root and the
app's languages, and leaves out break iterators, dictionaries, transliterators, spelled-out numbers,
currency, language, region and unit names, stringprep profiles, character names and the legacy codecs.
A lookup of anything left out fails the way ICU fails for a locale it lacks, and Qt falls back.

The table is ICU's "common data" package (a header, a table of contents of sorted item names and
offsets, then the items, each 16-byte aligned). It lies in the library's ``.rodata``, the last section
of its first load segment; the rewrite puts the smaller table there and moves what follows (the
``.dynamic`` segment and the section headers) by whole pages. Windows and macOS builds bring no ICU
library (Windows uses the system's), so the spec calls this on Linux only.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterable
from pathlib import Path

PAGE = 0x1000
ALIGN = 16
# The item trees that Qt's ICU calls never open (see the module docstring).
UNUSED_TREES = ("brkitr", "curr", "lang", "rbnf", "region", "translit", "unit")
UNUSED_NAME = re.compile(r"\.(cnv|spp|cfu)$|^unames\.icu$")  # codecs, stringprep, spoof checks, char names
LOCALE = re.compile(r"^([a-z]{2,3})(_[A-Za-z0-9_]+)?\.res$")
SHARED = {"root.res", "pool.res", "res_index.res"}  # every tree's fallback, string pool and index


def keep_item(name: str, languages: Iterable[str]) -> bool:
    """Whether an item (``coll/de.res``, without the package prefix) stays in the trimmed table."""
    tree, _, leaf = name.rpartition("/")
    if tree in UNUSED_TREES or UNUSED_NAME.search(leaf):
        return False
    match = LOCALE.match(leaf)
    return leaf in SHARED or match is None or match.group(1) in set(languages)


def trim_package(data: bytes, languages: Iterable[str]) -> bytes:
    """ICU common data holding only the items ``keep_item`` keeps, in the same (sorted) order."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", data, 0)
    if (magic1, magic2) != (0xDA, 0x27) or data[12:16] != b"CmnD" or data[8] != 0:
        raise ValueError("not a little-endian ICU common data package")
    count = struct.unpack_from("<I", data, header_size)[0]
    entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [len(data) - header_size]
    langs = list(languages)
    kept = []
    for (name_at, start), end in zip(entries, ends):
        full = data[header_size + name_at:data.index(b"\0", header_size + name_at)]
        if keep_item(full.decode("ascii").partition("/")[2], langs):
            kept.append((full, data[header_size + start:header_size + end]))
    names_at = 4 + 8 * len(kept)
    names, name_offsets = bytearray(), []
    for full, _ in kept:
        name_offsets.append(names_at + len(names))
        names += full + b"\0"
    items_at = _aligned(header_size + names_at + len(names), ALIGN) - header_size
    toc, body = bytearray(struct.pack("<I", len(kept))), bytearray()
    for name_offset, (_, item) in zip(name_offsets, kept):
        toc += struct.pack("<II", name_offset, items_at + len(body))
        body += item + b"\0" * (_aligned(len(item), ALIGN) - len(item))
    gap = b"\0" * (items_at - names_at - len(names))
    return data[:header_size] + bytes(toc) + bytes(names) + gap + bytes(body)


def _aligned(value: int, step: int) -> int:
    return (value + step - 1) // step * step


class _Elf:
    """Just enough of a 64-bit little-endian ELF shared library to move its data table."""

    def __init__(self, blob: bytes) -> None:
        if blob[:4] != b"\x7fELF" or blob[4] != 2 or blob[5] != 1:
            raise ValueError("not a 64-bit little-endian ELF file")
        self.blob = bytearray(blob)
        (self.phoff, self.shoff, _, _, self.phentsize, self.phnum, self.shentsize, self.shnum,
         self.shstrndx) = struct.unpack_from("<QQIHHHHHH", blob, 0x20)

    def segments(self) -> list[list[int]]:
        """[type, flags, offset, vaddr, paddr, filesz, memsz, align] of each program header."""
        return [list(struct.unpack_from("<IIQQQQQQ", self.blob, self.phoff + i * self.phentsize))
                for i in range(self.phnum)]

    def sections(self) -> list[list[int]]:
        """[name, type, flags, addr, offset, size, link, info, addralign, entsize] of each section."""
        return [list(struct.unpack_from("<IIQQQQIIQQ", self.blob, self.shoff + i * self.shentsize))
                for i in range(self.shnum)]

    def section_name(self, section: list[int]) -> str:
        names = self.sections()[self.shstrndx][4]
        return self.blob[names + section[0]:self.blob.index(b"\0", names + section[0])].decode()

    def data_symbols(self) -> list[tuple[int, list[int]]]:
        """Where the ``icudt<NN>_dat`` entries of ``.dynsym`` (first) and ``.symtab`` are, and their fields."""
        found = []
        for table in sorted((s for s in self.sections() if s[1] in (11, 2)), key=lambda s: -s[1]):  # DYNSYM, SYMTAB
            strings = self.sections()[table[6]][4]
            for at in range(table[4], table[4] + table[5], 24):
                symbol = list(struct.unpack_from("<IBBHQQ", self.blob, at))
                name = self.blob[strings + symbol[0]:self.blob.index(b"\0", strings + symbol[0])].decode()
                if re.fullmatch(r"icudt\d+_dat", name):
                    found.append((at, symbol))
        if not found or self.sections()[found[0][1][3]][1] != 1:
            raise ValueError("no exported icudt<NN>_dat table")
        return found


def read_table(library: bytes) -> bytes:
    """The ICU common data inside a ``libicudata.so``."""
    elf = _Elf(library)
    _, symbol = elf.data_symbols()[0]
    section = elf.sections()[symbol[3]]
    start = section[4] + symbol[4] - section[3]
    return bytes(elf.blob[start:start + symbol[5]])


def shrink_library(library: bytes, languages: Iterable[str]) -> bytes:
    """``libicudata.so`` with its table trimmed; refuses (ValueError) any layout it does not know."""
    elf = _Elf(library)
    symbols = elf.data_symbols()
    symbol = symbols[0][1]
    sections, segments = elf.sections(), elf.segments()
    rodata = sections[symbol[3]]
    start, old_end = rodata[4], rodata[4] + rodata[5]
    holders = [seg for seg in segments if seg[0] == 1 and seg[2] <= start < seg[2] + seg[5]]  # PT_LOAD
    if elf.section_name(rodata) != ".rodata" or symbol[4:6] != rodata[3:4] + rodata[5:6] or len(holders) != 1:
        raise ValueError("the table is not the whole .rodata section of one load segment")
    load = holders[0]
    load_end = load[2] + load[5]
    if any(s[5] and s[4] >= old_end and s[4] < load_end for s in sections) or _dynamic_reaches(elf, start):
        raise ValueError("something follows the table in its segment or points past it")
    table = trim_package(bytes(elf.blob[start:old_end]), languages)
    cut = rodata[5] - len(table)
    shift = cut // PAGE * PAGE  # what follows the segment moves by whole pages: offsets stay congruent
    out = elf.blob[:start] + table + elf.blob[old_end:load_end]
    out += bytes(load_end - shift - len(out)) + elf.blob[load_end:]
    for at, entry in symbols:
        struct.pack_into("<IBBHQQ", out, at - shift if at >= load_end else at, *entry[:5], len(table))
    for index, seg in enumerate(segments):
        if seg is load:
            seg[5:7] = [seg[5] - cut, seg[6] - cut]
        elif seg[2] >= load_end:
            seg[2:5] = [seg[2] - shift, seg[3] - shift, seg[4] - shift]
        struct.pack_into("<IIQQQQQQ", out, elf.phoff + index * elf.phentsize, *seg)
    shoff = elf.shoff - shift if elf.shoff >= load_end else elf.shoff
    struct.pack_into("<Q", out, 0x28, shoff)
    for index, section in enumerate(sections):
        if section is rodata:
            section[5] = len(table)
        elif old_end <= section[4] <= load_end and section[2] & 2:  # empty, e.g. .eh_frame: stays with the table
            section[3:5] = [section[3] - cut, section[4] - cut]
        elif section[4] >= load_end:
            section[3:5] = [section[3] - shift if section[2] & 2 else 0, section[4] - shift]
        struct.pack_into("<IIQQQQIIQQ", out, shoff + index * elf.shentsize, *section)
    if read_table(bytes(out)) != table:
        raise ValueError("the rewritten library does not read back")
    return bytes(out)


def _dynamic_reaches(elf: _Elf, address: int) -> bool:
    """Whether a ``.dynamic`` address (hash, symbols, strings, init...) lies at or past ``address``."""
    dynamic = next(s for s in elf.sections() if s[1] == 6)  # SHT_DYNAMIC
    pointers = {3, 4, 5, 6, 7, 12, 13, 17, 23, 25, 26, 0x6FFFFEF5, 0x6FFFFFF0, 0x6FFFFFFC, 0x6FFFFFFE}
    for at in range(dynamic[4], dynamic[4] + dynamic[5], 16):
        tag, value = struct.unpack_from("<qQ", elf.blob, at)
        if tag in pointers and value >= address:
            return True
    return False


def write_trimmed(source: Path, target: Path, languages: Iterable[str]) -> tuple[int, int]:
    """Write the trimmed copy of ``source`` to ``target``; returns the sizes before and after."""
    original = source.read_bytes()
    smaller = shrink_library(original, languages)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(smaller)
    return len(original), len(smaller)
