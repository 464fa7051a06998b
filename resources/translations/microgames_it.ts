<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AnalysisStrip</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizza</translation>
    </message>
    <message>
        <source>Show the best arrangements on the final position</source>
        <translation>Mostra le disposizioni migliori nella posizione finale</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game… (%1 of %n step(s))</source>
        <translation>
            <numerusform>Analisi della partita… (%1 di %n passo)</numerusform>
            <numerusform>Analisi della partita… (%1 di %n passi)</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>L’analisi non è riuscita: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisWords</name>
    <message>
        <source>A loss estimated from samples is marked %1 at most; higher marks need proof</source>
        <translation>Una perdita stimata da campioni è segnata al massimo con %1; i segni più gravi richiedono una prova</translation>
    </message>
    <message>
        <source>%1  lost %2 %3 or more, beyond doubt</source>
        <translation>%1  perdita di %2 %3 o più, senza dubbio</translation>
    </message>
    <message>
        <source>Values: %1 for the seat that moved, best move → move played</source>
        <translation>Valori: %1 per il giocatore che ha mosso, mossa migliore → mossa giocata</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>esatto</translation>
    </message>
    <message>
        <source>%1 (lost %2 ± %3, %4)</source>
        <translation>%1 (perdita di %2 ± %3, %4)</translation>
    </message>
    <message>
        <source>%1 (lost %2, %3)</source>
        <translation>%1 (perdita di %2, %3)</translation>
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
        <translation>Mossa migliore: %1, +%2</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n campione</numerusform>
            <numerusform>%n campioni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterBanner</name>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the move played (Esc)</source>
        <translation>Torna alla mossa giocata (Esc)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — shown instead of the move played</source>
        <comment>%1: the better move, its gain</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — mostrata al posto della mossa giocata</translation>
    </message>
    <message>
        <source>Move %1 as played is in the move list; Back returns the board to it</source>
        <translation>La mossa %1 come è stata giocata è nell’elenco delle mosse; «Indietro» la riporta sul tavolo</translation>
    </message>
    <message>
        <source>The better move cannot be shown: %1</source>
        <translation>Non si può mostrare la mossa migliore: %1</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>Start again</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Questa lezione dal primo passo</translation>
    </message>
    <message>
        <source>Play a real game against the easy bot</source>
        <translation>Gioca contro il computer facile</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Avanti (Invio)</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Prossima lezione: %1</translation>
    </message>
    <message>
        <source>Back to the launcher</source>
        <translation>Torna all’inizio</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Esci dalla lezione</translation>
    </message>
</context>
<context>
    <name>ChooserPage</name>
    <message>
        <source>★ puzzle of the day</source>
        <translation>★ rompicapo del giorno</translation>
    </message>
    <message>
        <source>← Back to the launcher</source>
        <translation>← Torna alla schermata iniziale</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 su %2 risolti</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>Rompicapi di %1</translation>
    </message>
    <message>
        <source>Every puzzle, the easiest first</source>
        <translation>Tutti i rompicapi, dal più facile</translation>
    </message>
    <message>
        <source>Double-click a puzzle, or choose one and press Play.</source>
        <translation>Fai doppio clic su un rompicapo, oppure sceglilo e premi «Gioca».</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>★ Puzzle of the day</source>
        <translation>★ Rompicapo del giorno</translation>
    </message>
    <message>
        <source>Play today&apos;s puzzle</source>
        <translation>Gioca il rompicapo di oggi</translation>
    </message>
    <message>
        <source>Cannot show the puzzles</source>
        <translation>Impossibile mostrare i rompicapi</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
</context>
<context>
    <name>CommandWords</name>
    <message numerus="yes">
        <source>%1 and %n more move(s)</source>
        <translation>
            <numerusform>%1 e %n altra mossa</numerusform>
            <numerusform>%1 e altre %n mosse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation>Qualcosa è andato storto: la partita è salvata.</translation>
    </message>
    <message>
        <source>You can play on. The details are in %1.</source>
        <translation>Puoi continuare a giocare. I dettagli sono in %1.</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <source>Each seat&apos;s value after each of its moves; click a point to go there</source>
        <translation>Il valore di ogni giocatore dopo ciascuna delle sue mosse; fai clic su un punto per andarci</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rompicapi</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Presto disponibile</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The finished game could not be saved to %1: %2. Use Save As to keep it.</source>
        <translation>Non è stato possibile salvare la partita finita in %1: %2. Usa «Salva con nome» per conservarla.</translation>
    </message>
    <message>
        <source>The finished game is saved in %1.</source>
        <translation>La partita finita è salvata in %1.</translation>
    </message>
    <message>
        <source>Autosave failed: %1.</source>
        <translation>Salvataggio automatico non riuscito: %1.</translation>
    </message>
    <message>
        <source>%1 could not decide: %2</source>
        <translation>%1 non è riuscito a decidere: %2</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>… earlier moves are in the move log</source>
        <translation>… le mosse precedenti sono nel registro</translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>Passa a %1: fai clic quando sei pronto</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>Everyone else, look away. Click when ready.</source>
        <translation>Tutti gli altri, guardate altrove. Fai clic quando sei pronto.</translation>
    </message>
    <message>
        <source>Just played</source>
        <translation>Appena giocato</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Inizio della partita</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ora</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <source>There is no step %1.</source>
        <translation>Il passo %1 non esiste.</translation>
    </message>
    <message>
        <source>There is nothing to do.</source>
        <translation>Non c’è niente da fare.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Non c’è niente da annullare.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” drew or revealed something and cannot be taken back.</source>
        <translation>Annullamento rigoroso: «%1» ha pescato o rivelato qualcosa e non può essere ripreso.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” was %2&apos;s move.</source>
        <translation>Annullamento rigoroso: «%1» era la mossa di %2.</translation>
    </message>
    <message>
        <source>Strict undo: %1&apos;s turn is over.</source>
        <translation>Annullamento rigoroso: il turno di %1 è finito.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Non c’è niente da ripetere.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annulla %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Ripeti %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>posto %1</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>%1–%2 players</source>
        <translation>Da %1 a %2 giocatori</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Small tabletop games about the microscopic world, for one table and one screen.</source>
        <translation>Piccoli giochi da tavolo sul mondo microscopico, per un tavolo e uno schermo.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Scegli un gioco</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Nessun gioco installato.</translation>
    </message>
    <message>
        <source>Resume your last game</source>
        <translation>Riprendi l’ultima partita</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Apri una partita salvata…</translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation>Qui compaiono le partite che salvi.</translation>
    </message>
</context>
<context>
    <name>LauncherWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Read this, then press Next.</source>
        <translation>Leggi questo, poi premi Avanti.</translation>
    </message>
    <message>
        <source>Watch the Tutor&apos;s move first.</source>
        <translation>Prima guarda la mossa del Tutor.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game, or go back to the launcher.</source>
        <translation>La lezione è finita: gioca una partita vera, o torna alla schermata iniziale.</translation>
    </message>
    <message>
        <source>%1  ·  done</source>
        <translation>%1  ·  completata</translation>
    </message>
    <message>
        <source>%1  ·  step %2 of %3</source>
        <translation>%1  ·  passo&#xa0;%2&#xa0;di&#xa0;%3</translation>
    </message>
    <message>
        <source>Well done: you know the game now.</source>
        <translation>Ben fatto: ora conosci il gioco.</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Computer facile</translation>
    </message>
    <message>
        <source>Cannot start the lesson</source>
        <translation>Impossibile iniziare la lezione</translation>
    </message>
</context>
<context>
    <name>LessonChooser</name>
    <message>
        <source>Learn to play %1</source>
        <translation>Impara a giocare a %1</translation>
    </message>
    <message>
        <source>Lessons of %1</source>
        <translation>Lezioni di %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Questa lezione dal primo passo</translation>
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
        <translation>passo %1 di %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>completata</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuova</translation>
    </message>
</context>
<context>
    <name>LessonsMenu</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Impara a giocare</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Facile: sta imparando il gioco</translation>
    </message>
    <message>
        <source>Medium — a casual player</source>
        <translation>Medio: un giocatore occasionale</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Difficile: gioca per vincere</translation>
    </message>
</context>
<context>
    <name>LookBackBanner</name>
    <message>
        <source>An earlier move (Left)</source>
        <translation>Una mossa precedente (Sinistra)</translation>
    </message>
    <message>
        <source>A later move (Right)</source>
        <translation>Una mossa successiva (Destra)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the start of the game&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Stai vedendo l’inizio della partita&lt;/b&gt; (la partita è alla mossa %1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing move %2&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Stai vedendo la mossa %2&lt;/b&gt; (la partita è alla mossa %1).</translation>
    </message>
    <message>
        <source>Nothing changes until you return or play from here.</source>
        <translation>Non cambia nulla finché non torni o giochi da qui.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move log</source>
        <translation>Registro delle mosse</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Sta pensando…</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Nessun gioco installato.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossibile iniziare la partita</translation>
    </message>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 non ha ancora un tavolo</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>Impossibile aprire il tavolo</translation>
    </message>
    <message>
        <source>The move log and the history are in the View menu (Ctrl+L, Ctrl+H).</source>
        <translation>Il registro delle mosse e la cronologia sono nel menu Visualizza (Ctrl+L, Ctrl+H).</translation>
    </message>
    <message>
        <source>Cannot open the save</source>
        <translation>Impossibile aprire il salvataggio</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Impossibile riprendere</translation>
    </message>
    <message>
        <source>The last game cannot be resumed: %1</source>
        <translation>Non è possibile riprendere l’ultima partita: %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvato.</translation>
    </message>
    <message>
        <source>Took back: %1.</source>
        <translation>Ripresa: %1.</translation>
    </message>
    <message>
        <source>Played again: %1.</source>
        <translation>Rigiocata: %1.</translation>
    </message>
    <message>
        <source>Looking back: press Escape or “Return to the game” to play on.</source>
        <translation>Stai guardando indietro: premi Esc o «Torna alla partita» per continuare.</translation>
    </message>
    <message>
        <source>Play on from the start?</source>
        <translation>Continuare dall’inizio?</translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation>Continuare dalla mossa %1?</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>Giocare da qui?</translation>
    </message>
    <message numerus="yes">
        <source>The %n later move(s) stay available for Redo only until somebody moves.</source>
        <translation>
            <numerusform>La %n mossa successiva resta disponibile per Ripeti solo finché qualcuno non muove.</numerusform>
            <numerusform>Le %n mosse successive restano disponibili per Ripeti solo finché qualcuno non muove.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nuova partita</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Chiudi partita</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;History Panel</source>
        <translation>&amp;Cronologia</translation>
    </message>
    <message>
        <source>&amp;Move Log</source>
        <translation>&amp;Registro delle mosse</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Rimpicciolisci</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Adatta alla &amp;finestra</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;About Microgames</source>
        <translation>&amp;Informazioni su Microgames</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Ri&amp;vedi…</translation>
    </message>
    <message>
        <source>Recor&amp;ds…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Return to the Game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>Look at an &amp;Earlier Move</source>
        <translation>Guarda una mossa &amp;precedente</translation>
    </message>
    <message>
        <source>Look at a &amp;Later Move</source>
        <translation>Guarda una mossa &amp;successiva</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Come si gioca a %1</translation>
    </message>
    <message>
        <source>The cards of %1</source>
        <translation>Le carte di %1</translation>
    </message>
    <message>
        <source>No rules installed</source>
        <translation>Nessuna regola installata</translation>
    </message>
    <message>
        <source>About Microgames</source>
        <translation>Informazioni su Microgames</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Small tabletop games about the microscopic world: play at one computer, against each other or against the computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; is a game designed by Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; and &lt;b&gt;Remediate&lt;/b&gt; follow their published rule texts; the tables, rulings and computer players are this app&apos;s own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Piccoli giochi da tavolo sul mondo microscopico: giocate su un solo computer, gli uni contro gli altri o contro il computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; è un gioco ideato da Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; e &lt;b&gt;Remediate&lt;/b&gt; seguono i loro regolamenti pubblicati; i tavoli, le interpretazioni delle regole e i giocatori del computer sono di questa app.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>Ro&amp;mpicapi</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Start of the game</source>
        <translation>Inizio della partita</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Mostra la mossa migliore</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of the selected one (Esc: back)</source>
        <translation>Gioca sul tavolo la mossa migliore al posto di quella scelta (Esc: indietro)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what the values measure: a move&apos;s values</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>nessun campione</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n campione</numerusform>
            <numerusform>%n campioni</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 samples</source>
        <translation>%1–%2 campioni</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1 (exact where a search to the end was affordable).</source>
        <translation>I valori di ogni mossa si basano su %1 (esatti dove si è potuto cercare fino alla fine).</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1.</source>
        <translation>I valori di ogni mossa si basano su %1.</translation>
    </message>
</context>
<context>
    <name>MoveLogWords</name>
    <message numerus="yes">
        <source>%1 (%n changes, the last: %2)</source>
        <translation>
            <numerusform>%1 (%n modifica, l’ultima: %2)</numerusform>
            <numerusform>%1 (%n modifiche, l’ultima: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
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
        <translation>Nuova partita a %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Numero di giocatori:</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Giocato da</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>Opzioni del tavolo</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>a new deal</source>
        <translation>una nuova distribuzione</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>Lo stesso seme e le stesse mosse danno la stessa partita.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nuovo seme</translation>
    </message>
    <message>
        <source>The same colour as %1: pick another one.</source>
        <translation>Lo stesso colore di %1: scegline un altro.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Impossibile iniziare: %1</translation>
    </message>
    <message>
        <source>Repeat the last deal (seed %1)</source>
        <translation>Ripeti l’ultima distribuzione (seme %1)</translation>
    </message>
</context>
<context>
    <name>PassOverlay</name>
    <message>
        <source>&lt;b&gt;Next: %1.&lt;/b&gt; Look at the table, then pass the screen.</source>
        <translation>&lt;b&gt;Tocca a %1.&lt;/b&gt; Guarda il tavolo, poi passa lo schermo.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passa a %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>Show symbols as well as colours</source>
        <translation>Mostra simboli oltre ai colori</translation>
    </message>
    <message>
        <source>Colourblind mode:</source>
        <translation>Modalità daltonici:</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Disattivate (istantaneo)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animazioni:</translation>
    </message>
    <message>
        <source>Casual: anything may be taken back</source>
        <translation>Libero: si può riprendere tutto</translation>
    </message>
    <message>
        <source>Strict: no taking back draws, reveals or others&apos; moves</source>
        <translation>Rigoroso: non si riprendono pescate, rivelazioni o mosse altrui</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Annulla:</translation>
    </message>
    <message>
        <source>When secrets are at stake</source>
        <translation>Quando ci sono segreti in gioco</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Sempre</translation>
    </message>
    <message>
        <source>In a game of several people at this screen, when the table is covered while it passes from one person to the next.</source>
        <translation>In una partita fra più persone a questo schermo: quando il tavolo viene coperto mentre passa da una persona all’altra.</translation>
    </message>
    <message>
        <source>Hide the table between people:</source>
        <translation>Copri il tavolo tra le persone:</translation>
    </message>
    <message>
        <source>The undo rule applies to games started from now on.</source>
        <translation>La regola di annullamento vale per le partite iniziate da ora in poi.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Microgames saves (*%1);;All files (*)</source>
        <translation>Salvataggi di Microgames (*%1);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation>Salvare prima le modifiche a %1?</translation>
    </message>
    <message>
        <source>Save the changes to this game of %1 first?</source>
        <translation>Salvare prima le modifiche a questa partita di %1?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>If you don&apos;t, you can still resume it from the launcher next time.</source>
        <translation>Altrimenti potrai comunque riprenderla dalla schermata iniziale la prossima volta.</translation>
    </message>
    <message>
        <source>If you don&apos;t, the moves since the last save are lost.</source>
        <translation>Altrimenti le mosse dall’ultimo salvataggio andranno perse.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Rompicapo successivo</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to the list of puzzles</source>
        <translation>Torna all’elenco dei rompicapi</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Your puzzle result could not be kept (%1); it is tried again with your next move.</source>
        <translation>Non è stato possibile salvare il tuo risultato (%1); si riproverà alla tua prossima mossa.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuovo</translation>
    </message>
    <message>
        <source>✓ solved</source>
        <translation>✓ risolto</translation>
    </message>
    <message>
        <source>tried</source>
        <translation>tentato</translation>
    </message>
    <message>
        <source>best so far: %1</source>
        <translation>migliore finora: %1</translation>
    </message>
    <message>
        <source>best so far: %1 of %2</source>
        <translation>migliore finora: %1 su %2</translation>
    </message>
    <message>
        <source>In a puzzle your position is judged as it stands: there is nothing to finish.</source>
        <translation>In un rompicapo la tua posizione è giudicata così com’è: non c’è niente da concludere.</translation>
    </message>
    <message>
        <source>Watch the moves being played first.</source>
        <translation>Prima guarda le mosse mentre vengono giocate.</translation>
    </message>
    <message>
        <source>the puzzle&apos;s defence</source>
        <translation>la difesa del rompicapo</translation>
    </message>
    <message>
        <source>The defence is thinking…</source>
        <translation>La difesa sta pensando…</translation>
    </message>
    <message>
        <source>Looking for a winning move…</source>
        <translation>Ricerca di una mossa vincente…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2: %3</source>
        <translation>Rompicapo %1 di %2: %3</translation>
    </message>
    <message>
        <source>The search failed (%1): take your move back or start again.</source>
        <translation>La ricerca non è riuscita (%1): annulla la tua mossa o ricomincia.</translation>
    </message>
    <message>
        <source>The answer, move by move.</source>
        <translation>La soluzione, mossa per mossa.</translation>
    </message>
    <message>
        <source>That is the answer. Start again to try it yourself.</source>
        <translation>Questa è la soluzione. Ricomincia per provarci tu.</translation>
    </message>
    <message>
        <source>%1 has no puzzles.</source>
        <translation>%1 non ha rompicapi.</translation>
    </message>
    <message>
        <source>Cannot start the puzzle</source>
        <translation>Impossibile avviare il rompicapo</translation>
    </message>
</context>
<context>
    <name>RecentWords</name>
    <message numerus="yes">
        <source>finished after %n move(s)</source>
        <translation>
            <numerusform>finita dopo %n mossa</numerusform>
            <numerusform>finita dopo %n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1 It was kept as %2.</source>
        <translation>Non è stato possibile riprendere l’ultima partita. %1 È stata conservata come %2.</translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1</source>
        <translation>Non è stato possibile riprendere l’ultima partita. %1</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>vs %1 %2/%3 (%4)</source>
        <translation>contro %1 %2/%3 (%4)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>played on from an earlier position, not counted</source>
        <translation>continuata da una posizione precedente, non conteggiata</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a game, then the results against each bot level</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Records</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Reset records…</source>
        <translation>Azzera le statistiche…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Finish a game against someone or a bot and it is recorded here.</source>
        <translation>Finisci una partita contro qualcuno o contro il computer e verrà registrata qui.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Last games</source>
        <translation>Ultime partite</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The records cannot be read just now (%1).</source>
        <translation>Al momento non è possibile leggere le statistiche (%1).</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Rivedi questa partita</translation>
    </message>
</context>
<context>
    <name>RecordsHost</name>
    <message numerus="yes">
        <source>%n game(s) could not be recorded (%1); Microgames will try again after the next game.</source>
        <translation>
            <numerusform>Non è stato possibile registrare %n partita (%1); Microgames riproverà dopo la prossima partita.</numerusform>
            <numerusform>Non è stato possibile registrare %n partite (%1); Microgames riproverà dopo la prossima partita.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset records?</source>
        <translation>Azzerare le statistiche?</translation>
    </message>
    <message>
        <source>Forget every result of %1? This cannot be undone.</source>
        <translation>Dimenticare tutti i risultati di %1? Non si può annullare.</translation>
    </message>
    <message>
        <source>Reset records</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Cannot reset records</source>
        <translation>Impossibile azzerare le statistiche</translation>
    </message>
    <message>
        <source>The records could not be changed: %1.</source>
        <translation>Non è stato possibile modificare le statistiche: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n game(s) of %1.</source>
        <translation>
            <numerusform>Dimenticata %n partita di %1.</numerusform>
            <numerusform>Dimenticate %n partite di %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>A tie between %1 and %2!</source>
        <translation>Pareggio tra %1 e %2!</translation>
    </message>
    <message>
        <source>The %1 win!</source>
        <translation>Vincono i %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>%1: results</source>
        <translation>%1: risultati</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Rivedi questa partita</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Show the better move</source>
        <translation>Mostra la mossa migliore</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of this one (Esc: back)</source>
        <translation>Gioca sul tavolo la mossa migliore al posto di questa (Esc: indietro)</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>L’inizio (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Una mossa indietro (Sinistra)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Play the moves one by one (Space)</source>
        <translation>Riproduci le mosse una alla volta (Spazio)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Una mossa avanti (Destra)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>La fine (Fine)</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Mostra tutto</translation>
    </message>
    <message>
        <source>As seen by %1</source>
        <translation>Come lo vede %1</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Start a new game from the position on show (the reviewed game is kept)</source>
        <translation>Inizia una nuova partita dalla posizione mostrata (la partita rivista resta com’è)</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Chiudi la revisione</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>ReviewHost</name>
    <message>
        <source>Cannot open the save</source>
        <translation>Impossibile aprire il salvataggio</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>Impossibile aprire il tavolo</translation>
    </message>
    <message>
        <source>Review of %1 — %2 — Microgames</source>
        <translation>Revisione di %1 — %2 — Microgames</translation>
    </message>
    <message>
        <source>Review of the last game — %1 — Microgames</source>
        <translation>Revisione dell’ultima partita — %1 — Microgames</translation>
    </message>
    <message>
        <source>Cannot play from here</source>
        <translation>Impossibile giocare da qui</translation>
    </message>
    <message>
        <source>A new game from the start: the reviewed game is unchanged.</source>
        <translation>Una nuova partita dall’inizio: la partita rivista resta invariata.</translation>
    </message>
    <message>
        <source>A new game from move %1: the reviewed game is unchanged.</source>
        <translation>Una nuova partita dalla mossa %1: la partita rivista resta invariata.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 non ha ancora un tavolo</translation>
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
        <translation>l’analisi non dice da quali azioni è composta (analizza di nuovo la partita).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Start of the game&lt;/b&gt; — %n move(s) in all</source>
        <translation>
            <numerusform>&lt;b&gt;Inizio della partita&lt;/b&gt; — %n mossa in tutto</numerusform>
            <numerusform>&lt;b&gt;Inizio della partita&lt;/b&gt; — %n mosse in tutto</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2 (the end):&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Mossa %1 di %2 (la fine):&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2:&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Mossa %1 di %2:&lt;/b&gt; %3</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>%1: %2 — the best possible with these tiles.</source>
        <translation>%1: %2 — il meglio possibile con queste tessere.</translation>
    </message>
    <message>
        <source>%1: best possible with these tiles %2 — scored %3.</source>
        <translation>%1: al massimo %2 con queste tessere — ottenuti %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat: its marked moves</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no “%1”</source>
        <comment>no move marked so</comment>
        <translation>nessun «%1»</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <comment>a number of moves marked so</comment>
        <translation>%1 «%2»</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play %1</source>
        <translation>Come si gioca a %1</translation>
    </message>
    <message>
        <source>The rules page of %1 is missing from this installation.</source>
        <translation>La pagina delle regole di %1 manca da questa installazione.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 bot</source>
        <translation>computer (%1)</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>sta pensando…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>di turno</translation>
    </message>
</context>
<context>
    <name>TableContext</name>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Stai guardando una mossa precedente: torna alla partita per giocare.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Attendi: non è ancora il tuo turno.</translation>
    </message>
</context>
</TS>
