<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalysisStrip</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Show the best arrangements on the final position</source>
        <translation>Beste Anordnungen in der Endstellung zeigen</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game… (%1 of %n step(s))</source>
        <translation>
            <numerusform>Die Partie wird analysiert… (%1 von %n Schritt)</numerusform>
            <numerusform>Die Partie wird analysiert… (%1 von %n Schritten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisWords</name>
    <message>
        <source>A loss estimated from samples is marked %1 at most; higher marks need proof</source>
        <translation>Ein aus Stichproben geschätzter Verlust wird höchstens mit %1 markiert; höhere Markierungen brauchen einen Beweis</translation>
    </message>
    <message>
        <source>%1  lost %2 %3 or more, beyond doubt</source>
        <translation>%1  %2 %3 oder mehr verloren, zweifelsfrei</translation>
    </message>
    <message>
        <source>Values: %1 for the seat that moved, best move → move played</source>
        <translation>Werte: %1 für den Spieler am Zug, bester Zug → gespielter Zug</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>%1 (lost %2 ± %3, %4)</source>
        <translation>%1 (%2 ± %3 verloren, %4)</translation>
    </message>
    <message>
        <source>%1 (lost %2, %3)</source>
        <translation>%1 (%2 verloren, %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a move&apos;s values (how they were found)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <comment>the best move&apos;s value, then the played move&apos;s</comment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Better: %1, +%2</source>
        <translation>Besser: %1, +%2</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n Stichprobe</numerusform>
            <numerusform>%n Stichproben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterBanner</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the move played (Esc)</source>
        <translation>Zurück zum gespielten Zug (Esc)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — shown instead of the move played</source>
        <comment>%1: the better move, its gain</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — anstelle des gespielten Zugs gezeigt</translation>
    </message>
    <message>
        <source>Move %1 as played is in the move list; Back returns the board to it</source>
        <translation>Zug %1, wie gespielt, steht in der Zugliste; „Zurück“ stellt ihn wieder auf das Brett</translation>
    </message>
    <message>
        <source>The better move cannot be shown: %1</source>
        <translation>Der bessere Zug lässt sich nicht zeigen: %1</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>Start again</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Diese Lektion ab dem ersten Schritt</translation>
    </message>
    <message>
        <source>Play a real game against the easy bot</source>
        <translation>Gegen den leichten Computer spielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Weiter (Eingabetaste)</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Nächste Lektion: %1</translation>
    </message>
    <message>
        <source>Back to the launcher</source>
        <translation>Zum Startbildschirm</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
</context>
<context>
    <name>ChooserPage</name>
    <message>
        <source>★ puzzle of the day</source>
        <translation>★ Rätsel des Tages</translation>
    </message>
    <message>
        <source>← Back to the launcher</source>
        <translation>← Zurück zum Startbildschirm</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 von %2 gelöst</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>Rätsel: %1</translation>
    </message>
    <message>
        <source>Every puzzle, the easiest first</source>
        <translation>Alle Rätsel, die leichtesten zuerst</translation>
    </message>
    <message>
        <source>Double-click a puzzle, or choose one and press Play.</source>
        <translation>Doppelklicken Sie auf ein Rätsel, oder wählen Sie eines und klicken Sie auf „Spielen“.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>★ Puzzle of the day</source>
        <translation>★ Rätsel des Tages</translation>
    </message>
    <message>
        <source>Play today&apos;s puzzle</source>
        <translation>Rätsel des Tages spielen</translation>
    </message>
    <message>
        <source>Cannot show the puzzles</source>
        <translation>Rätsel können nicht angezeigt werden</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
</context>
<context>
    <name>CommandWords</name>
    <message numerus="yes">
        <source>%1 and %n more move(s)</source>
        <translation>
            <numerusform>%1 und %n weiterer Zug</numerusform>
            <numerusform>%1 und %n weitere Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation>Etwas ist schiefgegangen – Ihre Partie ist gespeichert.</translation>
    </message>
    <message>
        <source>You can play on. The details are in %1.</source>
        <translation>Sie können weiterspielen. Die Einzelheiten stehen in %1.</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <source>Each seat&apos;s value after each of its moves; click a point to go there</source>
        <translation>Der Wert jedes Spielers nach jedem seiner Züge; klicken Sie auf einen Punkt, um dorthin zu springen</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The finished game could not be saved to %1: %2. Use Save As to keep it.</source>
        <translation>Die beendete Partie konnte nicht in %1 gespeichert werden: %2. Mit „Speichern unter“ können Sie sie behalten.</translation>
    </message>
    <message>
        <source>The finished game is saved in %1.</source>
        <translation>Die beendete Partie ist in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Autosave failed: %1.</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>%1 could not decide: %2</source>
        <translation>%1 konnte sich nicht entscheiden: %2</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>… earlier moves are in the move log</source>
        <translation>… frühere Züge stehen im Zugprotokoll</translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>An %1 weitergeben – klicken, wenn bereit</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>An %1 weitergeben</translation>
    </message>
    <message>
        <source>Everyone else, look away. Click when ready.</source>
        <translation>Alle anderen bitte wegschauen. Klicken, wenn bereit.</translation>
    </message>
    <message>
        <source>Just played</source>
        <translation>Gerade gespielt</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Beginn der Partie</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <source>There is no step %1.</source>
        <translation>Es gibt keinen Schritt %1.</translation>
    </message>
    <message>
        <source>There is nothing to do.</source>
        <translation>Es gibt nichts zu tun.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” drew or revealed something and cannot be taken back.</source>
        <translation>Strenges Rückgängig: „%1“ hat etwas gezogen oder aufgedeckt und kann nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” was %2&apos;s move.</source>
        <translation>Strenges Rückgängig: „%1“ war der Zug von %2.</translation>
    </message>
    <message>
        <source>Strict undo: %1&apos;s turn is over.</source>
        <translation>Strenges Rückgängig: Der Zug von %1 ist vorbei.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederherstellen</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Small tabletop games about the microscopic world, for one table and one screen.</source>
        <translation>Kleine Brettspiele über die mikroskopische Welt, für einen Tisch und einen Bildschirm.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Spiel wählen</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Es sind keine Spiele installiert.</translation>
    </message>
    <message>
        <source>Resume your last game</source>
        <translation>Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeicherte Partie öffnen…</translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation>Hier erscheinen Ihre gespeicherten Partien.</translation>
    </message>
</context>
<context>
    <name>LauncherWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Read this, then press Next.</source>
        <translation>Lesen Sie dies und klicken Sie dann auf „Weiter“.</translation>
    </message>
    <message>
        <source>Watch the Tutor&apos;s move first.</source>
        <translation>Sehen Sie sich zuerst den Zug des Tutors an.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game, or go back to the launcher.</source>
        <translation>Die Lektion ist vorbei: Spielen Sie eine echte Partie, oder kehren Sie zum Startbildschirm zurück.</translation>
    </message>
    <message>
        <source>%1  ·  done</source>
        <translation>%1  ·  abgeschlossen</translation>
    </message>
    <message>
        <source>%1  ·  step %2 of %3</source>
        <translation>%1  ·  Schritt&#xa0;%2&#xa0;von&#xa0;%3</translation>
    </message>
    <message>
        <source>Well done: you know the game now.</source>
        <translation>Gut gemacht: Jetzt kennen Sie das Spiel.</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Leichter Computer</translation>
    </message>
    <message>
        <source>Cannot start the lesson</source>
        <translation>Die Lektion kann nicht beginnen</translation>
    </message>
</context>
<context>
    <name>LessonChooser</name>
    <message>
        <source>Learn to play %1</source>
        <translation>%1 spielen lernen</translation>
    </message>
    <message>
        <source>Lessons of %1</source>
        <translation>Lektionen zu %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Diese Lektion ab dem ersten Schritt</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
</context>
<context>
    <name>LessonsMenu</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Leicht – lernt das Spiel</translation>
    </message>
    <message>
        <source>Medium — a casual player</source>
        <translation>Mittel – spielt gelegentlich</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Schwer – spielt auf Sieg</translation>
    </message>
</context>
<context>
    <name>LookBackBanner</name>
    <message>
        <source>An earlier move (Left)</source>
        <translation>Ein früherer Zug (Links)</translation>
    </message>
    <message>
        <source>A later move (Right)</source>
        <translation>Ein späterer Zug (Rechts)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the start of the game&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Ansicht: Beginn der Partie&lt;/b&gt; (die Partie steht bei Zug %1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing move %2&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Ansicht: Zug %2&lt;/b&gt; (die Partie steht bei Zug %1).</translation>
    </message>
    <message>
        <source>Nothing changes until you return or play from here.</source>
        <translation>Nichts ändert sich, bis Sie zurückkehren oder von hier weiterspielen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Es ist kein Spiel installiert.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Die Partie kann nicht beginnen</translation>
    </message>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 hat noch keinen Spieltisch</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>Der Spieltisch kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The move log and the history are in the View menu (Ctrl+L, Ctrl+H).</source>
        <translation>Zugprotokoll und Verlauf finden Sie im Menü Ansicht (Strg+L, Strg+H).</translation>
    </message>
    <message>
        <source>Cannot open the save</source>
        <translation>Der Spielstand kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Fortsetzen nicht möglich</translation>
    </message>
    <message>
        <source>The last game cannot be resumed: %1</source>
        <translation>Die letzte Partie kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Took back: %1.</source>
        <translation>Zurückgenommen: %1.</translation>
    </message>
    <message>
        <source>Played again: %1.</source>
        <translation>Erneut gespielt: %1.</translation>
    </message>
    <message>
        <source>Looking back: press Escape or “Return to the game” to play on.</source>
        <translation>Rückblick: Drücken Sie Esc oder „Zurück zur Partie“, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Play on from the start?</source>
        <translation>Vom Beginn an weiterspielen?</translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation>Ab Zug %1 weiterspielen?</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>Von hier weiterspielen?</translation>
    </message>
    <message numerus="yes">
        <source>The %n later move(s) stay available for Redo only until somebody moves.</source>
        <translation>
            <numerusform>Der %n spätere Zug bleibt nur für „Wiederherstellen“ verfügbar, bis jemand zieht.</numerusform>
            <numerusform>Die %n späteren Züge bleiben nur für „Wiederherstellen“ verfügbar, bis jemand zieht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neue Partie</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Partie &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;History Panel</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Move Log</source>
        <translation>&amp;Zugprotokoll</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An Fenster an&amp;passen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;About Microgames</source>
        <translation>Ü&amp;ber Microgames</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Nachspielen…</translation>
    </message>
    <message>
        <source>Recor&amp;ds…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Return to the Game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>Look at an &amp;Earlier Move</source>
        <translation>&amp;Früheren Zug ansehen</translation>
    </message>
    <message>
        <source>Look at a &amp;Later Move</source>
        <translation>&amp;Späteren Zug ansehen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>The cards of %1</source>
        <translation>Die Karten von %1</translation>
    </message>
    <message>
        <source>No rules installed</source>
        <translation>Keine Regeln installiert</translation>
    </message>
    <message>
        <source>About Microgames</source>
        <translation>Über Microgames</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Small tabletop games about the microscopic world: play at one computer, against each other or against the computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; is a game designed by Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; and &lt;b&gt;Remediate&lt;/b&gt; follow their published rule texts; the tables, rulings and computer players are this app&apos;s own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Kleine Brettspiele über die mikroskopische Welt: an einem Computer, gegeneinander oder gegen den Computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; ist ein Spiel von Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; und &lt;b&gt;Remediate&lt;/b&gt; folgen ihren veröffentlichten Regeltexten; Spieltische, Regelauslegungen und Computergegner stammen von dieser App.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Rätsel</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Start of the game</source>
        <translation>Beginn der Partie</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Besseren Zug zeigen</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of the selected one (Esc: back)</source>
        <translation>Den besseren Zug anstelle des gewählten auf dem Brett spielen (Esc: zurück)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what the values measure: a move&apos;s values</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>keinen Stichproben</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n Stichprobe</numerusform>
            <numerusform>%n Stichproben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 samples</source>
        <translation>%1–%2 Stichproben</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1 (exact where a search to the end was affordable).</source>
        <translation>Die Werte jedes Zugs beruhen auf %1 (exakt, wo sich eine Suche bis zum Ende lohnte).</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1.</source>
        <translation>Die Werte jedes Zugs beruhen auf %1.</translation>
    </message>
</context>
<context>
    <name>MoveLogWords</name>
    <message numerus="yes">
        <source>%1 (%n changes, the last: %2)</source>
        <translation>
            <numerusform>%1 (%n Änderung, zuletzt: %2)</numerusform>
            <numerusform>%1 (%n Änderungen, zuletzt: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Neue Partie %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>Tischoptionen</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>a new deal</source>
        <translation>eine neue Verteilung</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>Gleicher Startwert und gleiche Züge ergeben dieselbe Partie.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>The same colour as %1: pick another one.</source>
        <translation>Dieselbe Farbe wie %1: Bitte eine andere wählen.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <source>Repeat the last deal (seed %1)</source>
        <translation>Letzte Verteilung wiederholen (Startwert %1)</translation>
    </message>
</context>
<context>
    <name>PassOverlay</name>
    <message>
        <source>&lt;b&gt;Next: %1.&lt;/b&gt; Look at the table, then pass the screen.</source>
        <translation>&lt;b&gt;Als Nächstes: %1.&lt;/b&gt; Schauen Sie sich den Tisch an und geben Sie dann den Bildschirm weiter.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>An %1 weitergeben</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Show symbols as well as colours</source>
        <translation>Symbole zusätzlich zu Farben zeigen</translation>
    </message>
    <message>
        <source>Colourblind mode:</source>
        <translation>Farbenblind-Modus:</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Casual: anything may be taken back</source>
        <translation>Locker: alles darf zurückgenommen werden</translation>
    </message>
    <message>
        <source>Strict: no taking back draws, reveals or others&apos; moves</source>
        <translation>Streng: kein Zurücknehmen von Ziehen, Aufdecken oder fremden Zügen</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Rückgängig:</translation>
    </message>
    <message>
        <source>When secrets are at stake</source>
        <translation>Wenn Geheimnisse im Spiel sind</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>In a game of several people at this screen, when the table is covered while it passes from one person to the next.</source>
        <translation>Wenn mehrere Personen an diesem Bildschirm spielen: wann der Tisch verdeckt wird, während er von einer Person zur nächsten geht.</translation>
    </message>
    <message>
        <source>Hide the table between people:</source>
        <translation>Tisch zwischen Personen verdecken:</translation>
    </message>
    <message>
        <source>The undo rule applies to games started from now on.</source>
        <translation>Die Rückgängig-Regel gilt für Partien, die ab jetzt beginnen.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Microgames saves (*%1);;All files (*)</source>
        <translation>Microgames-Spielstände (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation>Änderungen an %1 zuerst speichern?</translation>
    </message>
    <message>
        <source>Save the changes to this game of %1 first?</source>
        <translation>Änderungen an dieser Partie %1 zuerst speichern?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>If you don&apos;t, you can still resume it from the launcher next time.</source>
        <translation>Wenn nicht, können Sie sie beim nächsten Mal trotzdem im Startbildschirm fortsetzen.</translation>
    </message>
    <message>
        <source>If you don&apos;t, the moves since the last save are lost.</source>
        <translation>Wenn nicht, gehen die Züge seit dem letzten Speichern verloren.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the list of puzzles</source>
        <translation>Zurück zur Liste der Rätsel</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Your puzzle result could not be kept (%1); it is tried again with your next move.</source>
        <translation>Ihr Rätselergebnis konnte nicht gespeichert werden (%1); mit Ihrem nächsten Zug wird es erneut versucht.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>✓ solved</source>
        <translation>✓ gelöst</translation>
    </message>
    <message>
        <source>tried</source>
        <translation>versucht</translation>
    </message>
    <message>
        <source>best so far: %1</source>
        <translation>bisher bestes: %1</translation>
    </message>
    <message>
        <source>best so far: %1 of %2</source>
        <translation>bisher bestes: %1 von %2</translation>
    </message>
    <message>
        <source>In a puzzle your position is judged as it stands: there is nothing to finish.</source>
        <translation>In einem Rätsel wird Ihre Stellung so bewertet, wie sie ist: Es gibt nichts abzuschließen.</translation>
    </message>
    <message>
        <source>Watch the moves being played first.</source>
        <translation>Sehen Sie zuerst zu, wie die Züge gespielt werden.</translation>
    </message>
    <message>
        <source>the puzzle&apos;s defence</source>
        <translation>Verteidigung des Rätsels</translation>
    </message>
    <message>
        <source>The defence is thinking…</source>
        <translation>Die Verteidigung denkt nach…</translation>
    </message>
    <message>
        <source>Looking for a winning move…</source>
        <translation>Gewinnzug wird gesucht…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2: %3</source>
        <translation>Rätsel %1 von %2: %3</translation>
    </message>
    <message>
        <source>The search failed (%1): take your move back or start again.</source>
        <translation>Die Suche ist fehlgeschlagen (%1): Nehmen Sie Ihren Zug zurück oder beginnen Sie neu.</translation>
    </message>
    <message>
        <source>The answer, move by move.</source>
        <translation>Die Lösung, Zug für Zug.</translation>
    </message>
    <message>
        <source>That is the answer. Start again to try it yourself.</source>
        <translation>Das ist die Lösung. Beginnen Sie neu, um es selbst zu versuchen.</translation>
    </message>
    <message>
        <source>%1 has no puzzles.</source>
        <translation>%1 hat keine Rätsel.</translation>
    </message>
    <message>
        <source>Cannot start the puzzle</source>
        <translation>Rätsel kann nicht gestartet werden</translation>
    </message>
</context>
<context>
    <name>RecentWords</name>
    <message numerus="yes">
        <source>finished after %n move(s)</source>
        <translation>
            <numerusform>beendet nach %n Zug</numerusform>
            <numerusform>beendet nach %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1 It was kept as %2.</source>
        <translation>Ihre letzte Partie konnte nicht fortgesetzt werden. %1 Sie wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1</source>
        <translation>Ihre letzte Partie konnte nicht fortgesetzt werden. %1</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>vs %1 %2/%3 (%4)</source>
        <translation>gegen %1 %2/%3 (%4)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>played on from an earlier position, not counted</source>
        <translation>von einer früheren Stellung weitergespielt, nicht gezählt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a game, then the results against each bot level</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Records</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Reset records…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Finish a game against someone or a bot and it is recorded here.</source>
        <translation>Beenden Sie eine Partie gegen jemanden oder einen Computer, dann wird sie hier erfasst.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Last games</source>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The records cannot be read just now (%1).</source>
        <translation>Die Statistik kann gerade nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Diese Partie nachspielen</translation>
    </message>
</context>
<context>
    <name>RecordsHost</name>
    <message numerus="yes">
        <source>%n game(s) could not be recorded (%1); Microgames will try again after the next game.</source>
        <translation>
            <numerusform>%n Partie konnte nicht erfasst werden (%1); Microgames versucht es nach der nächsten Partie erneut.</numerusform>
            <numerusform>%n Partien konnten nicht erfasst werden (%1); Microgames versucht es nach der nächsten Partie erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset records?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Forget every result of %1? This cannot be undone.</source>
        <translation>Alle Ergebnisse von %1 vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Reset records</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Cannot reset records</source>
        <translation>Statistik kann nicht zurückgesetzt werden</translation>
    </message>
    <message>
        <source>The records could not be changed: %1.</source>
        <translation>Die Statistik konnte nicht geändert werden: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n game(s) of %1.</source>
        <translation>
            <numerusform>%n Partie von %1 vergessen.</numerusform>
            <numerusform>%n Partien von %1 vergessen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>A tie between %1 and %2!</source>
        <translation>Unentschieden zwischen %1 und %2!</translation>
    </message>
    <message>
        <source>The %1 win!</source>
        <translation>Die %1 gewinnen!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>%1: results</source>
        <translation>%1: Ergebnis</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neue Partie…</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Diese Partie nachspielen</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Show the better move</source>
        <translation>Besseren Zug zeigen</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of this one (Esc: back)</source>
        <translation>Den besseren Zug anstelle dieses Zugs auf dem Brett spielen (Esc: zurück)</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Einen Zug zurück (Links)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play the moves one by one (Space)</source>
        <translation>Die Züge nacheinander abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Einen Zug weiter (Rechts)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>As seen by %1</source>
        <translation>Aus Sicht von %1</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Start a new game from the position on show (the reviewed game is kept)</source>
        <translation>Eine neue Partie ab der gezeigten Stellung beginnen (die nachgespielte Partie bleibt erhalten)</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Nachspielen beenden</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>ReviewHost</name>
    <message>
        <source>Cannot open the save</source>
        <translation>Spielstand kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>Spieltisch kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Review of %1 — %2 — Microgames</source>
        <translation>%1 nachspielen — %2 — Microgames</translation>
    </message>
    <message>
        <source>Review of the last game — %1 — Microgames</source>
        <translation>Letzte Partie nachspielen — %1 — Microgames</translation>
    </message>
    <message>
        <source>Cannot play from here</source>
        <translation>Von hier kann nicht weitergespielt werden</translation>
    </message>
    <message>
        <source>A new game from the start: the reviewed game is unchanged.</source>
        <translation>Eine neue Partie vom Anfang: Die nachgespielte Partie bleibt unverändert.</translation>
    </message>
    <message>
        <source>A new game from move %1: the reviewed game is unchanged.</source>
        <translation>Eine neue Partie ab Zug %1: Die nachgespielte Partie bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 hat noch keinen Spieltisch</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <comment>a move — what the values measure: its values</comment>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>%1 %2 — %3: %4</source>
        <comment>a move, its mark — what the values measure: its values</comment>
        <translation>%1 %2 — %3: %4</translation>
    </message>
    <message>
        <source>%1 %2 — %3: %4 — %5</source>
        <comment>a move, its mark — what the values measure: its values — the better move</comment>
        <translation>%1 %2 — %3: %4 — %5</translation>
    </message>
</context>
<context>
    <name>ReviewSession</name>
    <message>
        <source>the analysis does not say which commands make it (analyse the game again).</source>
        <translation>die Analyse sagt nicht, aus welchen Schritten er besteht (analysieren Sie die Partie erneut).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Start of the game&lt;/b&gt; — %n move(s) in all</source>
        <translation>
            <numerusform>&lt;b&gt;Beginn der Partie&lt;/b&gt; — insgesamt %n Zug</numerusform>
            <numerusform>&lt;b&gt;Beginn der Partie&lt;/b&gt; — insgesamt %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2 (the end):&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Zug %1 von %2 (Ende):&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2:&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Zug %1 von %2:&lt;/b&gt; %3</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>%1: %2 — the best possible with these tiles.</source>
        <translation>%1: %2 — das Bestmögliche mit diesen Plättchen.</translation>
    </message>
    <message>
        <source>%1: best possible with these tiles %2 — scored %3.</source>
        <translation>%1: mit diesen Plättchen bestenfalls %2 — erzielt: %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat: its marked moves</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no “%1”</source>
        <comment>no move marked so</comment>
        <translation>kein „%1“</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <comment>a number of moves marked so</comment>
        <translation>%1 „%2“</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <source>The rules page of %1 is missing from this installation.</source>
        <translation>Die Regelseite von %1 fehlt in dieser Installation.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 bot</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>TableContext</name>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Sie sehen sich einen früheren Zug an: Kehren Sie zur Partie zurück, um zu spielen.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Bitte warten: Sie sind noch nicht am Zug.</translation>
    </message>
</context>
</TS>
