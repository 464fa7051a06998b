"""Allows ``python -m microgames``."""

from microgames.cli import main

raise SystemExit(main())
