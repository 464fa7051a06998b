"""The fixtures of these tests (they live in ``tests/support/remediate_table.py`` beside their helpers)."""

from tests.support.remediate_table import make_table  # noqa: F401
