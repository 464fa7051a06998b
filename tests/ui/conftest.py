"""The fixtures of these tests (they live in ``tests/support/window.py`` beside their helpers)."""

from tests.support.window import make_window  # noqa: F401
