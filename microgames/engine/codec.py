"""Structured (de)serialisation of attrs values with cattrs, shared by saves and games.

The converter is strict: JSON gives exact types, so "3" is not a number, 2.5 is
not a whole number and a string is not a list. Its detailed validation errors
are turned into a path and a phrase, from which the save loader makes one
sentence a player understands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias, get_args, get_origin

import attrs
import cattrs
from cattrs.cols import is_mapping, list_structure_factory, mapping_structure_factory
from cattrs.gen import make_dict_structure_fn
from cattrs.errors import (AttributeValidationNote, ClassValidationError, ForbiddenExtraKeysError,
                           IterableValidationError, IterableValidationNote)

from microgames.engine.filecheck import quote

Path_: TypeAlias = tuple[str | int, ...]

converter = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)


class Wrong(ValueError):
    """A refused value; ``problem`` completes a sentence such as "In this save, the seed …"."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def _strict(kind: type, problem: str) -> Callable[[Any, Any], Any]:
    def hook(value: Any, _type: Any) -> Any:
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise Wrong(problem)
        return value

    return hook


converter.register_structure_hook(int, _strict(int, "should be a whole number"))
converter.register_structure_hook(str, _strict(str, "should be text"))
converter.register_structure_hook(bool, _strict(bool, "should be true or false"))


def _is_list_or_tuple(type_: Any) -> bool:
    return (get_origin(type_) or type_) in (list, tuple)


def _strict_sequence(type_: Any, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
    """Lists and tuples come from JSON lists only; a fixed-size tuple checks its length."""
    args = get_args(type_)
    fixed = (get_origin(type_) or type_) is tuple and bool(args) and args[-1] is not Ellipsis
    inner = None if fixed else list_structure_factory(list[args[0]] if args else list[Any], conv)

    def hook(value: Any, _type: Any) -> Any:
        if not isinstance(value, list):
            raise Wrong("should be a list")
        if not fixed:
            items = inner(value, type_)  # type: ignore[misc]
            return tuple(items) if (get_origin(type_) or type_) is tuple else items
        if len(value) != len(args):
            raise Wrong(f"should list {len(args)} values")
        return tuple(conv.structure(item, arg) for item, arg in zip(value, args))

    return hook


def _needs_dict(make: Callable[[Any, cattrs.Converter], Callable[..., Any]]) -> Callable[[Any, cattrs.Converter], Callable[[Any, Any], Any]]:
    """A hook factory that refuses anything but a JSON object before cattrs' own structuring."""

    def factory(type_: Any, conv: cattrs.Converter) -> Callable[[Any, Any], Any]:
        inner = make(type_, conv)

        def hook(value: Any, _type: Any) -> Any:
            if not isinstance(value, dict):
                raise Wrong("should be a group of named values")
            return inner(value, type_)

        return hook

    return factory


_strict_mapping = _needs_dict(mapping_structure_factory)
_strict_class = _needs_dict(make_dict_structure_fn)


converter.register_structure_hook_factory(_is_list_or_tuple, _strict_sequence)
converter.register_structure_hook_factory(attrs.has, _strict_class)
converter.register_structure_hook_factory(is_mapping, _strict_mapping)


def first_error(error: BaseException, path: Path_ = ()) -> tuple[Path_, BaseException]:
    """The first leaf error of a cattrs validation error, with the path of fields and indexes to it."""
    if isinstance(error, (ClassValidationError, IterableValidationError)):
        noted, plain = error.group_exceptions()
        if noted:
            inner, note = noted[0]
            step = note.name if isinstance(note, AttributeValidationNote) else (
                note.index if isinstance(note, IterableValidationNote) else "?")
            return first_error(inner, (*path, step))
        if plain:
            return first_error(plain[0], path)
    return path, error


def problem(error: BaseException) -> str:
    """The phrase that completes "In this save, <the thing> …" for one leaf error."""
    if isinstance(error, Wrong):
        return error.problem
    if isinstance(error, KeyError):
        return "is missing"
    if isinstance(error, ForbiddenExtraKeysError):
        return f"has a field {quote(sorted(map(str, error.extra_fields))[0])} that Microgames does not know"
    return "has a value Microgames cannot use"
