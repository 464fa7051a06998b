"""The Qt table of Remediate: the scene and its items, layout, look, gestures, buttons, keys, flights and results.

The rules modules one level up never import Qt; everything here does.
"""
