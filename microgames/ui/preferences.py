"""The player's preferences, kept in the app's settings file.

They live here (not in the rules) because they only change how the table looks
and which undo policy a *new* game gets.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QSettings

from microgames.engine.history import UndoPolicy
from microgames.engine.paths import data_dir

ORGANISATION = "Microgames"
APPLICATION = "Microgames"

#: Animation speed names and the factor applied to an animation's normal length.
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


def settings() -> QSettings:
    """The app's settings, an INI file in the user data folder (tests get their own folder)."""
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)


@attrs.frozen
class Preferences:
    """How the player likes the tables to look and behave."""

    colourblind: bool = False  # symbols as well as colours for every seat
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS; "off" means instant
    undo_policy: UndoPolicy = UndoPolicy.CASUAL  # given to new games

    def animation_ms(self, normal_ms: int) -> int:
        """The length of an animation whose normal length is ``normal_ms``; 0 means jump."""
        return round(normal_ms * ANIMATION_SPEEDS.get(self.animation_speed, 1.0))

    @classmethod
    def load(cls, store: QSettings | None = None) -> Preferences:
        store = store or settings()
        speed = str(store.value("preferences/animation_speed", "normal"))
        try:
            policy = UndoPolicy(str(store.value("preferences/undo_policy", UndoPolicy.CASUAL.value)))
        except ValueError:
            policy = UndoPolicy.CASUAL
        return cls(
            colourblind=str(store.value("preferences/colourblind", "false")).lower() == "true",
            animation_speed=speed if speed in ANIMATION_SPEEDS else "normal",
            undo_policy=policy,
        )

    def store(self, store: QSettings | None = None) -> None:
        store = store or settings()
        store.setValue("preferences/colourblind", "true" if self.colourblind else "false")
        store.setValue("preferences/animation_speed", self.animation_speed)
        store.setValue("preferences/undo_policy", self.undo_policy.value)
        store.sync()
