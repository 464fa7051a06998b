"""The Qt-free core every game shares: commands, history, randomness, seats, saves, bots."""
