"""Microgames: Microworld, Remediate and Microchip at one computer."""

__version__ = "0.1.0"
