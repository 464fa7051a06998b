"""The fixtures of these tests (they live in ``tests/support/microchip_table.py`` beside their helpers)."""

from tests.support.microchip_table import make_table, make_window  # noqa: F401
