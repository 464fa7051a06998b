"""Microworld: viruses against anticorps on a circular board of body tissues (rules engine, no Qt)."""
