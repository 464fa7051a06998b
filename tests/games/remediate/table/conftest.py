"""The fixtures of these tests (they live in ``tests/support/`` beside their helpers)."""

from tests.support.remediate_table import make_table  # noqa: F401
from tests.support.window import make_window  # noqa: F401
