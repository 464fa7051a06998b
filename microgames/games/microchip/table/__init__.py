"""The Qt table of Microchip: the scene and its items, layout, look, gestures, buttons, keys, hint preview and results.

The rules modules one level up never import Qt; everything here does.
"""
