"""Microworld's Qt table: the scene and its gestures (view), the drawn components (items), the side panel
(panel) and the end-of-game walk (results). The rules modules one level up never import Qt."""
