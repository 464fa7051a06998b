"""Microchip: draft circuit tiles and build the best closed microchip on a 5×5 board.

Modules: ``tiles`` (shapes, wires, the 60 tiles), ``boards`` (boards A–E, cell
names), ``state`` (the game state), ``commands`` (every player action),
``badges`` (error and warning badges), ``scoring`` (groups, the microchip, the
score), ``diagram`` (a text picture of a seat's board and tray), ``solver``
(the provably best arrangement), ``bots`` and ``rules`` (the ``RULES`` value).
"""
