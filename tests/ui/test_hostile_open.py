"""The window's side of hostile files: Open refuses with one message box and leaves the running game
untouched; start-up never depends on the autosave or the recent list."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from microgames.engine.paths import autosave_path
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.ui.preferences import settings
from tests.support.hostile_corpus import GAMES, SPECIAL, base_data, corpus, make_special, special_files
from tests.engine.test_hostile_files import check_sentence
from tests.support.pebbles import RULES, Take

SAMPLE = 30


def _running(window) -> Game:  # type: ignore[no-untyped-def]
    game = Game.new(RULES, [Seat("Ana"), Seat("Ben")], 5)
    window.start_game(game, None)
    game.history.execute(Take(0, 1))
    return game


def _sample(game_id: str) -> list[tuple[str, bytes]]:
    cases = corpus(game_id)
    chosen = random.Random(f"gui {game_id}").sample(cases, SAMPLE)
    named = dict(cases)
    return chosen + [(name, named[name]) for name in ("unknown bot level", "deep nesting", "huge number")]


def test_open_refuses_each_bad_file_with_one_message_and_keeps_the_game(make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    game = _running(window)
    files = list(special_files(tmp_path / "special").items())
    for game_id in GAMES:
        for number, (name, raw) in enumerate(_sample(game_id)):
            path = tmp_path / f"{game_id}-{number}.microgame"
            path.write_bytes(raw)
            files.append((f"{game_id}: {name}", path))
    for name, path in files:
        errors = len(window.prompts.errors)
        assert window.open_file(path) is False, name
        assert len(window.prompts.errors) == errors + 1, name
        title, text = window.prompts.errors[-1]
        assert title == "Cannot open the save"
        check_sentence(text.split(": ", 1)[1])
        assert window.game is game and game.history.index == 1 and window.controller is not None, name
    assert window.pages.currentWidget() is window.page


def test_open_of_a_sound_save_replaces_the_game(make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    _running(window)
    window.prompts.unsaved_answers.append("discard")
    path = tmp_path / "good.microgame"
    path.write_text(base_data("microchip"))
    assert window.open_file(path) is True
    assert window.game.rules.id == "microchip" and window.prompts.errors == []


def _notice(window) -> str:  # type: ignore[no-untyped-def]
    texts = [label.text() for label in window.launcher.findChildren(QLabel)]
    return next((t for t in texts if "could not be resumed" in t), "")


AUTOSAVES = {
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "huge number": b'{"format": "microgames-save", "seed": 1' + b"0" * 5000 + b"}",
    "megabyte name": json.dumps(dict(json.loads(base_data("microworld")), app_version="Z" * 1_000_000)).encode(),
}


@pytest.mark.parametrize("kind", [*SPECIAL, *AUTOSAVES])
def test_start_up_sets_a_bad_autosave_aside_and_says_so_once(make_window, kind: str) -> None:  # type: ignore[no-untyped-def]
    path = autosave_path()
    if kind in AUTOSAVES:
        path.write_bytes(AUTOSAVES[kind])
    else:
        make_special(kind, path)
    window = make_window()
    assert window.launcher.resume_button is None
    notice = _notice(window)
    assert notice.startswith("Your last game could not be resumed.") and len(notice) < 320
    assert not os.path.lexists(path)
    assert [p.name.startswith("autosave.microgame.refused-") for p in path.parent.iterdir()].count(True) == 1
    window.launcher.refresh()
    assert _notice(window) == ""  # once
    again = make_window()
    assert again.launcher.resume_button is None and _notice(again) == ""


def test_start_up_cleans_leftover_temporary_autosaves(make_window) -> None:  # type: ignore[no-untyped-def]
    stale = autosave_path().with_name(".autosave.microgame.0a1b2c.tmp")
    stale.write_text("half an autosave")
    make_window()
    assert not stale.exists()


def test_a_resume_that_fails_on_replay_sets_the_autosave_aside(make_window) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(base_data("remediate"))
    data["check"]["scores"] = [s + 1 for s in data["check"]["scores"]]
    autosave_path().write_text(json.dumps(data))
    window = make_window()
    assert window.launcher.resume_button is not None  # the preview does not replay
    assert window.resume() is False
    assert len(window.prompts.errors) == 1 and window.game is None
    assert not autosave_path().exists() and window.launcher.resume_button is None


def test_start_up_survives_a_hostile_recent_list(make_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    files = special_files(tmp_path)
    good = tmp_path / "good.microgame"
    good.write_text(base_data("microworld"))
    nested = tmp_path / "nested.microgame"
    nested.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    store = settings()
    store.setValue("recent/files", [str(files["long name"]), str(files["pipe"]), str(files["directory"]),
                                    str(files["endless"]), "", str(nested), str(good)])
    store.setValue("session/file", ["not", "a", "path"])
    store.sync()
    window = make_window()
    assert [b.toolTip() for b in window.launcher.recent_buttons] == [str(nested), str(good)]
    assert window.launcher.recent_buttons[0].text() == nested.name
    assert "Microworld" in window.launcher.recent_buttons[1].text()
