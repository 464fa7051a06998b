"""Reading a file the app did not write itself, without letting it crash, hang or flood the app.

Every file the app reads (saves, the autosave, the launcher's previews) comes in
through :func:`read_limited` and :func:`parse_json`: regular files only (a pipe or a device could block or
never end), a size limit checked before and while reading, a nesting depth and a
number size checked before anything is built from the text. Every refusal is a
:class:`SaveError` whose message is one sentence a player understands.
"""

from __future__ import annotations

import errno
import json
import logging
import math
import os
import re
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from microgames.engine.errors import SaveError

MAX_FILE_BYTES = 4 * 1024 * 1024  # a long game saves to well under 1 MiB
MAX_DEPTH = 24  # a save nests five levels deep
MAX_DIGITS = 30  # the largest number in a save is a 64-bit seed (19 digits)
MAX_QUOTE = 40  # never quote more of a file's content than this in a message
_CHUNK = 256 * 1024

log = logging.getLogger(__name__)


def quote(text: object, limit: int = MAX_QUOTE) -> str:
    """``text`` cut to ``limit`` characters and made printable, in quotes, for a refusal sentence."""
    value = str(text)
    cut = value[:limit]
    cut = "".join(c if c.isprintable() else "?" for c in cut)
    return f"'{cut}…'" if len(value) > limit else f"'{cut}'"


def _open_refusal(error: OSError) -> SaveError:
    if error.errno in (errno.ENOENT, errno.ENOTDIR):
        return SaveError("The file cannot be opened: it does not exist (it may have been moved or deleted).")
    if error.errno in (errno.EACCES, errno.EPERM):
        return SaveError("Microgames is not allowed to read this file.")
    if error.errno == errno.ENAMETOOLONG:
        return SaveError("The file's name or folder path is too long to open.")
    if error.errno == errno.ELOOP:
        return SaveError("The file is a link that leads round in circles.")
    reason = (error.strerror or "unknown error").rstrip(".")
    return SaveError(f"The file cannot be read ({reason.lower()}).")


def _check_kind(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise SaveError("This is a folder, not a save file.")
    if not stat.S_ISREG(mode):
        raise SaveError("This is not an ordinary file (it is a pipe, a socket or a device), so it is not a save.")


def _too_large(limit: int) -> SaveError:
    return SaveError(f"The file is too large to be a Microgames save (a save is at most {limit // (1024 * 1024)} MiB).")


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; anything else is refused."""
    try:
        _check_kind(os.stat(path).st_mode)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        raise _open_refusal(error) if isinstance(error, OSError) else SaveError("The file's name is not valid.") from None
    try:
        status = os.fstat(fd)
        _check_kind(status.st_mode)  # swapped for something else between the two looks
        if status.st_size > limit:
            raise _too_large(limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise _too_large(limit)  # it grew while being read, or it never ends
    except OSError as error:
        raise _open_refusal(error) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


def _check_depth(text: str, limit: int) -> None:
    """Refuse nesting deeper than ``limit`` before json builds anything (it recurses)."""
    depth = 0
    for match in _BRACKETS.finditer(_STRINGS.sub("", text)):
        depth += 1 if match.group() in "[{" else -1
        if depth > limit:
            raise SaveError("The file is damaged: its data is nested far too deeply.")


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise SaveError("The file holds a number far too large for any Microgames save.")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text) if len(text) <= MAX_DIGITS else math.inf
    if not math.isfinite(value):
        raise SaveError("The file holds a number far too large for any Microgames save.")
    return value


def _parse_constant(name: str) -> Any:
    raise SaveError("The file holds a value that is not a number (NaN or Infinity), so it is damaged.")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise SaveError(f"The file names the field {quote(key)} twice, so it was edited by hand.")
        data[key] = value
    return data


def parse_json(raw: bytes, depth: int = MAX_DEPTH) -> Any:
    """Parse UTF-8 JSON with bounded nesting and numbers; refusals are sentences."""
    if not raw.strip():
        raise SaveError("The file is empty.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("This is not a Microgames save: the file is not text.") from None
    _check_depth(text, depth)
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant,
                          object_pairs_hook=_unique_keys)
    except (ValueError, RecursionError):  # JSONDecodeError is a ValueError; SaveError passes through
        raise SaveError("The file is damaged or incomplete: it is not valid JSON.") from None


def set_aside(path: Path, reason: str) -> Path | None:
    """Rename a refused file out of the way (never delete it) and log why; the new path, or None."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.refused-{stamp}")
    for number in range(2, 100):  # never replace a file set aside earlier
        if not os.path.lexists(target):
            break
        target = path.with_name(f"{path.name}.refused-{stamp}-{number}")
    try:
        os.replace(path, target)
    except OSError as error:
        log.warning("Could not set aside %s (%s); reason: %s", path, error, reason)
        return None
    log.warning("Set aside %s as %s: %s", path, target.name, reason)
    return target


def clean_leftovers(path: Path) -> None:
    """Remove temporary files of earlier writes to ``path`` that a crash or a kill left behind."""
    try:
        stale = [p for p in path.parent.glob(f".{path.name}.*.tmp") if p.is_file()]
    except OSError:
        return
    for leftover in stale:
        try:
            leftover.unlink(missing_ok=True)
        except OSError:  # not ours to remove (another owner, a read-only folder): harmless
            pass


def check_path(value: object, exists: Callable[[Path], bool] | None = None) -> Path | None:
    """A path from the settings if it is a sane string (and passes ``exists``), else None."""
    if not isinstance(value, str) or not value or len(value) > 4096 or "\0" in value:
        return None
    path = Path(value)
    try:
        return path if exists is None or exists(path) else None
    except (OSError, ValueError):
        return None


def is_regular_file(path: Path) -> bool:
    """True for a regular file (following links); False for anything else or any error."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
