"""The fixtures of these tests (they live in ``tests/support/microworld_table.py`` beside their helpers)."""

from tests.support.microworld_table import make_table, window  # noqa: F401
