"""Structured (de)serialisation of attrs values with cattrs, shared by saves and games."""

from __future__ import annotations

from typing import Any

import attrs
import cattrs

from microgames.engine.commands import Command
from microgames.engine.errors import SaveError

converter = cattrs.Converter(forbid_extra_keys=True)


def command_from_dict(data: Any, types: dict[str, type[Command]]) -> Command:
    """Rebuild a command from save data, refusing unknown types, keys and wrong values."""
    if not isinstance(data, dict):
        raise SaveError(f"a move should be an object, found {type(data).__name__}")
    fields = dict(data)
    name = fields.pop("type", None)
    if not isinstance(name, str) or name not in types:
        raise SaveError(f"unknown move type {name!r}")
    try:
        command = converter.structure(fields, types[name])
    except Exception as error:  # cattrs raises ClassValidationError and friends
        raise SaveError(f"the {name} move is malformed ({_short(error)})") from None
    _check_strict_types(command, fields)
    return command


def _check_strict_types(command: Command, fields: dict[str, Any]) -> None:
    """cattrs converts "3" to 3 and 2.5 to 2; a save with such values was edited by hand."""
    for field in attrs.fields(type(command)):
        raw = fields.get(field.name)
        if field.type in (int, "int") and (isinstance(raw, bool) or not isinstance(raw, int)):
            raise SaveError(f"the {type(command).__name__} move has a non-integer {field.name!r}")
        if field.type in (str, "str") and not isinstance(raw, str):
            raise SaveError(f"the {type(command).__name__} move has a non-text {field.name!r}")


def _short(error: BaseException) -> str:
    exceptions = getattr(error, "exceptions", None)
    if exceptions:
        return _short(exceptions[0])
    text = str(error) or type(error).__name__
    return text if len(text) < 120 else text[:117] + "..."

