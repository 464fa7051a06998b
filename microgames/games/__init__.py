"""The three games."""
