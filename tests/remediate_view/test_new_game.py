"""New Game for Remediate: only the seats in play have a microbe to pick, named after its seat; seats are named
after their colours."""

from __future__ import annotations

from microgames.games.remediate.rules import RULES


def test_only_the_seats_in_play_offer_a_microbe_and_names_follow_colours(qtbot) -> None:  # type: ignore[no-untyped-def]
    from microgames.games.microchip.rules import RULES as MICROCHIP
    from microgames.ui.app import make_application
    from microgames.ui.newgame import NewGameDialog

    make_application()
    dialog = NewGameDialog(RULES)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(2)
    form = dialog.option_form
    assert form is not None

    def offered() -> list[int]:
        return [n for n in range(1, 7) if form.isRowVisible(dialog.option_widgets[f"microbe_{n}"])]

    assert offered() == [1, 2]
    assert form.isRowVisible(dialog.option_widgets["environments"])
    dialog.count.setValue(4)
    assert offered() == [1, 2, 3, 4]
    setup = dialog.setup()
    assert [seat.name for seat in setup.seats] == ["Red", "Blue", "Green", "Yellow"]
    row = dialog.rows[1]
    row.colour.setCurrentIndex(row.colour.findData("#8a5ad6"))
    assert row.name.text() == "Purple"  # an untouched name follows the colour
    row.name.setText("Ben")
    label = form.labelForField(dialog.option_widgets["microbe_2"])
    assert label.text() == "Microbe of Ben:"  # a seat's microbe is named after the seat, as typed
    assert form.labelForField(dialog.option_widgets["microbe_1"]).text() == "Microbe of Red:"
    row.colour.setCurrentIndex(row.colour.findData("#d65fa6"))
    assert row.name.text() == "Ben"  # a name the player typed stays
    chip = NewGameDialog(MICROCHIP)
    qtbot.addWidget(chip)
    assert [chip.rows[k].name.text() for k in range(2)] == ["Blue", "Red"]  # the same naming in Microchip
    assert [chip.rows[k].colour.currentData() for k in range(2)] == ["#3a78d8", "#d64545"]
