"""The player's preferences, kept in the app's settings file.

They live here (not in the rules) because they only change how the table looks
and which undo policy a *new* game gets. A plain value class, not attrs, and the
undo policy kept as its name: the launcher reads the preferences before any of
the engine's history (or attrs) is loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from microgames.engine.paths import data_dir

if TYPE_CHECKING:
    from microgames.engine.history import UndoPolicy

ORGANISATION = "Microgames"
APPLICATION = "Microgames"

#: Animation speed names and the factor applied to an animation's normal length.
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


def settings() -> QSettings:
    """The app's settings, an INI file in the user data folder (tests get their own folder)."""
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)


UNDO_POLICIES = ("casual", "strict")  # the values of UndoPolicy
#: When hot seat hides the table behind the hand-off cover: only when a person would see another's
#: secrets, or at every change of person. Either way the passing bar comes first, so no click is lost.
HIDE_TABLE = ("secrets", "always")


class Preferences:
    """How the player likes the tables to look and behave: a value (compared by its fields, never changed)."""

    __slots__ = ("colourblind", "animation_speed", "_undo_policy", "hide_table", "language")
    colourblind: bool  # symbols as well as colours for every seat
    animation_speed: str  # a key of ANIMATION_SPEEDS; "off" means instant
    hide_table: str  # one of HIDE_TABLE: when the hand-off cover hides the table between people
    language: str  # "system" (the computer's) or a code of ``language.LANGUAGES``

    def __init__(self, colourblind: bool = False, animation_speed: str = "normal",
                 undo_policy: UndoPolicy | str = "casual", hide_table: str = "secrets", language: str = "system"
                 ) -> None:
        object.__setattr__(self, "colourblind", colourblind)
        object.__setattr__(self, "animation_speed", animation_speed)
        object.__setattr__(self, "_undo_policy", undo_policy if isinstance(undo_policy, str) else undo_policy.value)
        object.__setattr__(self, "hide_table", hide_table if hide_table in HIDE_TABLE else "secrets")
        object.__setattr__(self, "language", language)

    @property
    def undo_policy(self) -> UndoPolicy:
        """The undo policy given to new games."""
        from microgames.engine.history import UndoPolicy

        return UndoPolicy(self._undo_policy)

    def _fields(self) -> tuple[bool, str, str, str, str]:
        return self.colourblind, self.animation_speed, self._undo_policy, self.hide_table, self.language

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Preferences are a value: make new ones instead of changing {name}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Preferences) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Preferences(colourblind={self.colourblind!r}, animation_speed={self.animation_speed!r}, "
                f"undo_policy={self._undo_policy!r}, hide_table={self.hide_table!r}, language={self.language!r})")

    def animation_ms(self, normal_ms: int) -> int:
        """The length of an animation whose normal length is ``normal_ms``; 0 means jump."""
        return round(normal_ms * ANIMATION_SPEEDS.get(self.animation_speed, 1.0))

    @classmethod
    def load(cls, store: QSettings | None = None) -> Preferences:
        store = store or settings()
        speed = str(store.value("preferences/animation_speed", "normal"))
        policy = str(store.value("preferences/undo_policy", "casual"))
        return cls(
            colourblind=str(store.value("preferences/colourblind", "false")).lower() == "true",
            animation_speed=speed if speed in ANIMATION_SPEEDS else "normal",
            undo_policy=policy if policy in UNDO_POLICIES else "casual",
            hide_table=str(store.value("preferences/hide_table", "secrets")),
            language=str(store.value("preferences/language", "system")),
        )

    def store(self, store: QSettings | None = None) -> None:
        store = store or settings()
        store.setValue("preferences/colourblind", "true" if self.colourblind else "false")
        store.setValue("preferences/animation_speed", self.animation_speed)
        store.setValue("preferences/undo_policy", self._undo_policy)
        store.setValue("preferences/hide_table", self.hide_table)
        store.setValue("preferences/language", self.language)
        store.sync()
