"""A cloned generator is equal to its source, independent of it, and gives the same future draws."""

from __future__ import annotations

from microgames.engine.rng import Rng


def test_clone_is_equal_independent_and_replays_the_same_draws() -> None:
    rng = Rng(42)
    rng.random()
    twin = rng.clone()
    assert twin == rng and twin.draws == rng.draws
    assert [twin.randint(0, 10**9) for _ in range(5)] == [rng.randint(0, 10**9) for _ in range(5)]
    twin.random()
    assert twin != rng
    assert rng.clone()._random.gauss(0, 1) == rng._random.gauss(0, 1)
