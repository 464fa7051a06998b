"""Every file the app meets gets a clear answer: `microgames replay` refuses each damaged or odd file
with exit code 2 and one sentence, never a traceback, a hang or a flood of file content."""

from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from microgames import cli
from microgames.engine.errors import IllegalMove, SaveError
from microgames.engine.saves import from_bytes, load, save, to_data, write_atomic
from microgames.engine.seats import Seat
from microgames.engine.session import Game
from microgames.games import registry
from microgames.games.microchip.commands import Draft
from microgames.games.microchip.state import EMPTY
from tests.support.hostile_corpus import FILLER, GAMES, base_data, corpus, special_files

ROOT = Path(__file__).resolve().parents[2]
INTERNALS = re.compile(r"Error\b|Exception\b|Traceback|list index|unhashable|object has no|NoneType|\bdict\b|\btuple\b")


def check_sentence(message: str) -> None:
    """One short sentence for a player: no internals, no long quote of the file."""
    assert "\n" not in message and 15 < len(message) <= 200, message
    assert message[0].isupper() and message.endswith("."), message
    assert not INTERNALS.search(message), message
    assert FILLER * 41 not in message, message


def refused_by_replay(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    code = cli.main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 2, f"{path.name}: exit code {code}, output {out[:200]!r}"
    assert out == "" and err.count("\n") == 1, err[:300]
    return err.rstrip("\n").split(": ", 1)[1]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_corpus_has_at_least_300_files_per_game(game_id: str) -> None:
    cases = corpus(game_id)
    assert len(cases) >= 300
    names = " | ".join(name for name, _ in cases)
    for kind in ("truncated", "bit flips", "wrong type", "missing", "extra key", "huge 0", "deep", "huge text",
                 "wrong game", "format version 2", "illegal command", "other seat's command"):
        assert kind in names


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_refuses_every_damaged_file_with_exit_code_2_and_one_sentence(
        game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / f"{game_id}.microgame"
    problems = []
    for name, raw in corpus(game_id):
        path.write_bytes(raw)
        try:
            check_sentence(refused_by_replay(path, capsys))
        except AssertionError as error:
            problems.append(f"{name}: {str(error)[:300]}")
    assert not problems, "\n".join(problems[:10])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_undamaged_save_replays(game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "good.microgame"
    path.write_text(base_data(game_id))
    assert cli.main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["ok"]


def test_replay_refuses_every_special_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name, path in special_files(tmp_path).items():
        message = refused_by_replay(path, capsys)
        check_sentence(message)
        if name == "unreadable" and os.geteuid() != 0:
            assert "not allowed" in message


def test_an_unreadable_file_is_named_as_such(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked.microgame"
    path.write_text(base_data("microchip"))

    def refuse(*_args: object, **_kwargs: object) -> int:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(SaveError, match="not allowed to read"):
        load(path, registry.get)


def test_a_real_process_refuses_a_pipe_an_endless_file_and_a_damaged_save(tmp_path: Path) -> None:
    files = special_files(tmp_path / "special")
    bad = tmp_path / "bad.microgame"
    bad.write_bytes(dict(corpus("microchip"))["unknown bot level"])
    for path in (files["pipe"], files["endless"], bad):
        run = subprocess.run([sys.executable, "-m", "microgames", "replay", str(path)], cwd=ROOT, timeout=60,
                             capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
        assert run.returncode == 2 and run.stdout == "" and run.stderr.count("\n") == 1, run.stderr
    assert "computer level 'expert' that Microgames does not have" in run.stderr


def test_an_unknown_bot_level_is_named() -> None:
    data = json.loads(base_data("microworld"))
    data["seats"][1]["level"] = "expert"
    with pytest.raises(SaveError) as refused:
        from_bytes(json.dumps(data).encode(), registry.get)
    assert str(refused.value) == "This save names a computer level 'expert' that Microgames does not have."


def test_the_empty_pool_marker_is_no_tile_to_draft() -> None:
    rules = registry.get("microchip")
    game = Game.new(rules, [Seat("Ana"), Seat("Ben")], 3)
    state = game.state
    column = state.active_column()
    first = next(t for t in state.column(column))
    game.history.execute(Draft(state.turn, first))  # the column now has an empty slot
    assert EMPTY in [row[column] for row in game.state.pool]
    with pytest.raises(IllegalMove, match="not in the pool"):
        game.history.execute(Draft(game.state.turn, EMPTY))
    data = to_data(game)
    data["log"].append({"label": "x", "commands": [{"type": "Draft", "seat": game.state.turn, "tile": EMPTY}]})
    data["check"]["steps"] += 1
    with pytest.raises(SaveError, match="not in the pool"):
        from_bytes(json.dumps(data).encode(), registry.get)


def test_labels_come_from_the_rules_not_the_file() -> None:
    data = json.loads(base_data("remediate"))
    data["log"][0]["label"] = "Nobody ever did this"
    game = from_bytes(json.dumps(data).encode(), registry.get)
    assert "Nobody" not in game.history.labels()[0]
    assert game.history.labels()[0] == json.loads(base_data("remediate"))["log"][0]["label"]


def test_saving_keeps_permissions_and_writes_through_a_link(tmp_path: Path) -> None:
    target = tmp_path / "real.microgame"
    write_atomic(target, "old")
    target.chmod(0o640)
    link = tmp_path / "link.microgame"
    link.symlink_to(target)
    write_atomic(link, "new")
    assert link.is_symlink() and target.read_text() == "new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


def test_a_new_save_gets_the_usual_permissions(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        write_atomic(tmp_path / "new.microgame", "text")
    finally:
        os.umask(umask)
    assert stat.S_IMODE((tmp_path / "new.microgame").stat().st_mode) == 0o644


def test_leftover_temporary_files_are_cleaned_on_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "game.microgame"
    stale = tmp_path / ".game.microgame.abc123.tmp"
    stale.write_text("half a save")
    other = tmp_path / ".other.microgame.abc123.tmp"
    other.write_text("another file's")
    rules = registry.get("microchip")
    save(Game.new(rules, [Seat("Ana"), Seat("Ben")], 1), path)
    assert not stale.exists() and other.exists()
    assert load(path, registry.get).seed == 1
