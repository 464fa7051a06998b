"""The application shell: main window, launcher, dialogs and the widgets every game's table reuses."""
