<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnalysisStrip</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Show the best arrangements on the final position</source>
        <translation>Mostrar las mejores disposiciones en la posición final</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game… (%1 of %n step(s))</source>
        <translation>
            <numerusform>Analizando la partida… (%1 de %n paso)</numerusform>
            <numerusform>Analizando la partida… (%1 de %n pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>El análisis ha fallado: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisWords</name>
    <message>
        <source>A loss estimated from samples is marked %1 at most; higher marks need proof</source>
        <translation>Una pérdida estimada con muestras se marca como mucho con %1; las marcas mayores necesitan prueba</translation>
    </message>
    <message>
        <source>%1  lost %2 %3 or more, beyond doubt</source>
        <translation>%1  pérdida de %2 %3 o más, sin lugar a dudas</translation>
    </message>
    <message>
        <source>Values: %1 for the seat that moved, best move → move played</source>
        <translation>Valores: %1 para el jugador que movió, mejor jugada → jugada hecha</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacto</translation>
    </message>
    <message>
        <source>%1 (lost %2 ± %3, %4)</source>
        <translation>%1 (pérdida de %2 ± %3, %4)</translation>
    </message>
    <message>
        <source>%1 (lost %2, %3)</source>
        <translation>%1 (pérdida de %2, %3)</translation>
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
        <translation>Mejor jugada: %1, +%2</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n muestra</numerusform>
            <numerusform>%n muestras</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterBanner</name>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Back to the move played (Esc)</source>
        <translation>Volver a la jugada hecha (Esc)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — shown instead of the move played</source>
        <comment>%1: the better move, its gain</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — mostrada en lugar de la jugada hecha</translation>
    </message>
    <message>
        <source>Move %1 as played is in the move list; Back returns the board to it</source>
        <translation>La jugada %1 tal como se hizo está en la lista de jugadas; «Volver» la devuelve al tablero</translation>
    </message>
    <message>
        <source>The better move cannot be shown: %1</source>
        <translation>No se puede mostrar la jugada mejor: %1</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>Start again</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Esta lección desde su primer paso</translation>
    </message>
    <message>
        <source>Play a real game against the easy bot</source>
        <translation>Jugar contra el ordenador fácil</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Siguiente (Intro)</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Siguiente lección: %1</translation>
    </message>
    <message>
        <source>Back to the launcher</source>
        <translation>Volver al inicio</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Salir de la lección</translation>
    </message>
</context>
<context>
    <name>ChooserPage</name>
    <message>
        <source>★ puzzle of the day</source>
        <translation>★ reto del día</translation>
    </message>
    <message>
        <source>← Back to the launcher</source>
        <translation>← Volver al inicio</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 de %2 resueltos</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>Retos de %1</translation>
    </message>
    <message>
        <source>Every puzzle, the easiest first</source>
        <translation>Todos los retos, los más fáciles primero</translation>
    </message>
    <message>
        <source>Double-click a puzzle, or choose one and press Play.</source>
        <translation>Haz doble clic en un reto, o elige uno y pulsa «Jugar».</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>★ Puzzle of the day</source>
        <translation>★ Reto del día</translation>
    </message>
    <message>
        <source>Play today&apos;s puzzle</source>
        <translation>Jugar el reto de hoy</translation>
    </message>
    <message>
        <source>Cannot show the puzzles</source>
        <translation>No se pueden mostrar los retos</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
</context>
<context>
    <name>CommandWords</name>
    <message numerus="yes">
        <source>%1 and %n more move(s)</source>
        <translation>
            <numerusform>%1 y %n jugada más</numerusform>
            <numerusform>%1 y %n jugadas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo ha fallado</translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation>Algo ha fallado; tu partida está guardada.</translation>
    </message>
    <message>
        <source>You can play on. The details are in %1.</source>
        <translation>Puedes seguir jugando. Los detalles están en %1.</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <source>Each seat&apos;s value after each of its moves; click a point to go there</source>
        <translation>El valor de cada jugador tras cada una de sus jugadas; haz clic en un punto para ir allí</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Retos</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Próximamente</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The finished game could not be saved to %1: %2. Use Save As to keep it.</source>
        <translation>No se pudo guardar la partida terminada en %1: %2. Usa «Guardar como» para conservarla.</translation>
    </message>
    <message>
        <source>The finished game is saved in %1.</source>
        <translation>La partida terminada está guardada en %1.</translation>
    </message>
    <message>
        <source>Autosave failed: %1.</source>
        <translation>Falló el guardado automático: %1.</translation>
    </message>
    <message>
        <source>%1 could not decide: %2</source>
        <translation>%1 no pudo decidirse: %2</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>… earlier moves are in the move log</source>
        <translation>… las jugadas anteriores están en el registro</translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>Pasa a %1; haz clic cuando estés listo</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pasa a %1</translation>
    </message>
    <message>
        <source>Everyone else, look away. Click when ready.</source>
        <translation>Los demás, no miréis. Haz clic cuando estés listo.</translation>
    </message>
    <message>
        <source>Just played</source>
        <translation>Recién jugado</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ahora</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <source>There is no step %1.</source>
        <translation>No existe el paso %1.</translation>
    </message>
    <message>
        <source>There is nothing to do.</source>
        <translation>No hay nada que hacer.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” drew or revealed something and cannot be taken back.</source>
        <translation>Deshacer estricto: «%1» robó o reveló algo y no se puede deshacer.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” was %2&apos;s move.</source>
        <translation>Deshacer estricto: «%1» fue la jugada de %2.</translation>
    </message>
    <message>
        <source>Strict undo: %1&apos;s turn is over.</source>
        <translation>Deshacer estricto: el turno de %1 ha terminado.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Deshacer %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rehacer %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>puesto %1</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>%1–%2 players</source>
        <translation>De %1 a %2 jugadores</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Small tabletop games about the microscopic world, for one table and one screen.</source>
        <translation>Pequeños juegos de mesa sobre el mundo microscópico, para una mesa y una pantalla.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Elige un juego</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>No hay juegos instalados.</translation>
    </message>
    <message>
        <source>Resume your last game</source>
        <translation>Continuar tu última partida</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation>Aquí aparecerán las partidas que guardes.</translation>
    </message>
</context>
<context>
    <name>LauncherWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Read this, then press Next.</source>
        <translation>Lee esto y luego pulsa Siguiente.</translation>
    </message>
    <message>
        <source>Watch the Tutor&apos;s move first.</source>
        <translation>Primero mira la jugada del Tutor.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game, or go back to the launcher.</source>
        <translation>La lección ha terminado: juega una partida de verdad o vuelve al inicio.</translation>
    </message>
    <message>
        <source>%1  ·  done</source>
        <translation>%1  ·  completada</translation>
    </message>
    <message>
        <source>%1  ·  step %2 of %3</source>
        <translation>%1  ·  paso&#xa0;%2&#xa0;de&#xa0;%3</translation>
    </message>
    <message>
        <source>Well done: you know the game now.</source>
        <translation>Bien hecho: ya conoces el juego.</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Ordenador fácil</translation>
    </message>
    <message>
        <source>Cannot start the lesson</source>
        <translation>No se puede empezar la lección</translation>
    </message>
</context>
<context>
    <name>LessonChooser</name>
    <message>
        <source>Learn to play %1</source>
        <translation>Aprende a jugar a %1</translation>
    </message>
    <message>
        <source>Lessons of %1</source>
        <translation>Lecciones de %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Esta lección desde su primer paso</translation>
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
        <translation>paso %1 de %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>completada</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nueva</translation>
    </message>
</context>
<context>
    <name>LessonsMenu</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Aprender a jugar</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Fácil: aprendiendo el juego</translation>
    </message>
    <message>
        <source>Medium — a casual player</source>
        <translation>Medio: jugador ocasional</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Difícil: juega para ganar</translation>
    </message>
</context>
<context>
    <name>LookBackBanner</name>
    <message>
        <source>An earlier move (Left)</source>
        <translation>Una jugada anterior (Izquierda)</translation>
    </message>
    <message>
        <source>A later move (Right)</source>
        <translation>Una jugada posterior (Derecha)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the start of the game&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Viendo el inicio de la partida&lt;/b&gt; (la partida va por la jugada %1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing move %2&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Viendo la jugada %2&lt;/b&gt; (la partida va por la jugada %1).</translation>
    </message>
    <message>
        <source>Nothing changes until you return or play from here.</source>
        <translation>Nada cambia hasta que vuelvas o juegues desde aquí.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move log</source>
        <translation>Registro de jugadas</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>No hay ningún juego instalado.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 aún no tiene mesa</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>No se puede abrir la mesa</translation>
    </message>
    <message>
        <source>The move log and the history are in the View menu (Ctrl+L, Ctrl+H).</source>
        <translation>El registro de jugadas y el historial están en el menú Ver (Ctrl+L, Ctrl+H).</translation>
    </message>
    <message>
        <source>Cannot open the save</source>
        <translation>No se puede abrir la partida guardada</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>No se puede continuar</translation>
    </message>
    <message>
        <source>The last game cannot be resumed: %1</source>
        <translation>No se puede continuar la última partida: %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 guardado.</translation>
    </message>
    <message>
        <source>Took back: %1.</source>
        <translation>Deshecho: %1.</translation>
    </message>
    <message>
        <source>Played again: %1.</source>
        <translation>Rehecho: %1.</translation>
    </message>
    <message>
        <source>Looking back: press Escape or “Return to the game” to play on.</source>
        <translation>Mirando atrás: pulsa Esc o «Volver a la partida» para seguir jugando.</translation>
    </message>
    <message>
        <source>Play on from the start?</source>
        <translation>¿Seguir jugando desde el inicio?</translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation>¿Seguir jugando desde la jugada %1?</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>¿Jugar desde aquí?</translation>
    </message>
    <message numerus="yes">
        <source>The %n later move(s) stay available for Redo only until somebody moves.</source>
        <translation>
            <numerusform>La %n jugada posterior sigue disponible para Rehacer solo hasta que alguien juegue.</numerusform>
            <numerusform>Las %n jugadas posteriores siguen disponibles para Rehacer solo hasta que alguien juegue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>partida nueva</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Cerrar partida</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;History Panel</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>&amp;Move Log</source>
        <translation>&amp;Registro de jugadas</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;justar a la ventana</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;About Microgames</source>
        <translation>&amp;Acerca de Microgames</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Re&amp;visar…</translation>
    </message>
    <message>
        <source>Recor&amp;ds…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>&amp;Return to the Game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <source>Look at an &amp;Earlier Move</source>
        <translation>Ver una jugada &amp;anterior</translation>
    </message>
    <message>
        <source>Look at a &amp;Later Move</source>
        <translation>Ver una jugada &amp;posterior</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartas</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Cómo jugar a %1</translation>
    </message>
    <message>
        <source>The cards of %1</source>
        <translation>Las cartas de %1</translation>
    </message>
    <message>
        <source>No rules installed</source>
        <translation>No hay reglas instaladas</translation>
    </message>
    <message>
        <source>About Microgames</source>
        <translation>Acerca de Microgames</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Small tabletop games about the microscopic world: play at one computer, against each other or against the computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; is a game designed by Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; and &lt;b&gt;Remediate&lt;/b&gt; follow their published rule texts; the tables, rulings and computer players are this app&apos;s own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Pequeños juegos de mesa sobre el mundo microscópico: jugad en un solo ordenador, unos contra otros o contra el ordenador.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; es un juego diseñado por Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; y &lt;b&gt;Remediate&lt;/b&gt; siguen sus reglamentos publicados; las mesas, las decisiones de reglas y los jugadores del ordenador son propios de esta aplicación.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>R&amp;etos</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Mostrar la jugada mejor</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of the selected one (Esc: back)</source>
        <translation>Jugar en el tablero la jugada mejor en lugar de la elegida (Esc: volver)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what the values measure: a move&apos;s values</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>ninguna muestra</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n muestra</numerusform>
            <numerusform>%n muestras</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 samples</source>
        <translation>%1–%2 muestras</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1 (exact where a search to the end was affordable).</source>
        <translation>Los valores de cada jugada se basan en %1 (exactos donde se pudo buscar hasta el final).</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1.</source>
        <translation>Los valores de cada jugada se basan en %1.</translation>
    </message>
</context>
<context>
    <name>MoveLogWords</name>
    <message numerus="yes">
        <source>%1 (%n changes, the last: %2)</source>
        <translation>
            <numerusform>%1 (%n cambio, el último: %2)</numerusform>
            <numerusform>%1 (%n cambios, el último: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Número de jugadores:</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>Opciones de mesa</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>a new deal</source>
        <translation>un reparto nuevo</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>La misma semilla y las mismas jugadas dan la misma partida.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>The same colour as %1: pick another one.</source>
        <translation>El mismo color que %1: elige otro.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>No se puede empezar: %1</translation>
    </message>
    <message>
        <source>Repeat the last deal (seed %1)</source>
        <translation>Repetir el último reparto (semilla %1)</translation>
    </message>
</context>
<context>
    <name>PassOverlay</name>
    <message>
        <source>&lt;b&gt;Next: %1.&lt;/b&gt; Look at the table, then pass the screen.</source>
        <translation>&lt;b&gt;Siguiente: %1.&lt;/b&gt; Mira la mesa y luego pasa la pantalla.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pasar a %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Show symbols as well as colours</source>
        <translation>Mostrar símbolos además de colores</translation>
    </message>
    <message>
        <source>Colourblind mode:</source>
        <translation>Modo daltónico:</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Desactivadas (instantáneo)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animaciones:</translation>
    </message>
    <message>
        <source>Casual: anything may be taken back</source>
        <translation>Flexible: todo se puede deshacer</translation>
    </message>
    <message>
        <source>Strict: no taking back draws, reveals or others&apos; moves</source>
        <translation>Estricto: no se deshacen robos, revelaciones ni jugadas ajenas</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Deshacer:</translation>
    </message>
    <message>
        <source>When secrets are at stake</source>
        <translation>Cuando hay secretos en juego</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>In a game of several people at this screen, when the table is covered while it passes from one person to the next.</source>
        <translation>En una partida de varias personas en esta pantalla: cuándo se tapa la mesa mientras pasa de una persona a la siguiente.</translation>
    </message>
    <message>
        <source>Hide the table between people:</source>
        <translation>Tapar la mesa entre personas:</translation>
    </message>
    <message>
        <source>The undo rule applies to games started from now on.</source>
        <translation>La regla de deshacer se aplica a las partidas que empiecen a partir de ahora.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Microgames saves (*%1);;All files (*)</source>
        <translation>Partidas de Microgames (*%1);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation>¿Guardar primero los cambios de %1?</translation>
    </message>
    <message>
        <source>Save the changes to this game of %1 first?</source>
        <translation>¿Guardar primero los cambios de esta partida de %1?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>If you don&apos;t, you can still resume it from the launcher next time.</source>
        <translation>Si no, podrás continuarla desde el inicio la próxima vez.</translation>
    </message>
    <message>
        <source>If you don&apos;t, the moves since the last save are lost.</source>
        <translation>Si no, se perderán las jugadas desde el último guardado.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Ver la solución</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Siguiente reto</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Back to the list of puzzles</source>
        <translation>Volver a la lista de retos</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Your puzzle result could not be kept (%1); it is tried again with your next move.</source>
        <translation>No se ha podido guardar tu resultado del reto (%1); se intentará de nuevo con tu próxima jugada.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>✓ solved</source>
        <translation>✓ resuelto</translation>
    </message>
    <message>
        <source>tried</source>
        <translation>intentado</translation>
    </message>
    <message>
        <source>best so far: %1</source>
        <translation>mejor hasta ahora: %1</translation>
    </message>
    <message>
        <source>best so far: %1 of %2</source>
        <translation>mejor hasta ahora: %1 de %2</translation>
    </message>
    <message>
        <source>In a puzzle your position is judged as it stands: there is nothing to finish.</source>
        <translation>En un reto tu posición se juzga tal como está: no hay nada que terminar.</translation>
    </message>
    <message>
        <source>Watch the moves being played first.</source>
        <translation>Primero mira cómo se hacen las jugadas.</translation>
    </message>
    <message>
        <source>the puzzle&apos;s defence</source>
        <translation>la defensa del reto</translation>
    </message>
    <message>
        <source>The defence is thinking…</source>
        <translation>La defensa está pensando…</translation>
    </message>
    <message>
        <source>Looking for a winning move…</source>
        <translation>Buscando una jugada ganadora…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2: %3</source>
        <translation>Reto %1 de %2: %3</translation>
    </message>
    <message>
        <source>The search failed (%1): take your move back or start again.</source>
        <translation>La búsqueda ha fallado (%1): deshaz tu jugada o empieza de nuevo.</translation>
    </message>
    <message>
        <source>The answer, move by move.</source>
        <translation>La solución, jugada a jugada.</translation>
    </message>
    <message>
        <source>That is the answer. Start again to try it yourself.</source>
        <translation>Esa es la solución. Empieza de nuevo para intentarlo tú.</translation>
    </message>
    <message>
        <source>%1 has no puzzles.</source>
        <translation>%1 no tiene retos.</translation>
    </message>
    <message>
        <source>Cannot start the puzzle</source>
        <translation>No se puede empezar el reto</translation>
    </message>
</context>
<context>
    <name>RecentWords</name>
    <message numerus="yes">
        <source>finished after %n move(s)</source>
        <translation>
            <numerusform>terminada tras %n jugada</numerusform>
            <numerusform>terminada tras %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1 It was kept as %2.</source>
        <translation>No se pudo continuar tu última partida. %1 Se ha conservado como %2.</translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1</source>
        <translation>No se pudo continuar tu última partida. %1</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>vs %1 %2/%3 (%4)</source>
        <translation>contra %1 %2/%3 (%4)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>played on from an earlier position, not counted</source>
        <translation>continuada desde una posición anterior, no cuenta</translation>
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
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Reset records…</source>
        <translation>Restablecer estadísticas…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Finish a game against someone or a bot and it is recorded here.</source>
        <translation>Termina una partida contra alguien o contra el ordenador y quedará registrada aquí.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Last games</source>
        <translation>Últimas partidas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The records cannot be read just now (%1).</source>
        <translation>Ahora mismo no se pueden leer las estadísticas (%1).</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisar esta partida</translation>
    </message>
</context>
<context>
    <name>RecordsHost</name>
    <message numerus="yes">
        <source>%n game(s) could not be recorded (%1); Microgames will try again after the next game.</source>
        <translation>
            <numerusform>No se pudo registrar %n partida (%1); Microgames lo intentará de nuevo tras la próxima partida.</numerusform>
            <numerusform>No se pudieron registrar %n partidas (%1); Microgames lo intentará de nuevo tras la próxima partida.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset records?</source>
        <translation>¿Restablecer estadísticas?</translation>
    </message>
    <message>
        <source>Forget every result of %1? This cannot be undone.</source>
        <translation>¿Olvidar todos los resultados de %1? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Reset records</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Cannot reset records</source>
        <translation>No se pueden restablecer las estadísticas</translation>
    </message>
    <message>
        <source>The records could not be changed: %1.</source>
        <translation>No se pudieron cambiar las estadísticas: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n game(s) of %1.</source>
        <translation>
            <numerusform>Se ha olvidado %n partida de %1.</numerusform>
            <numerusform>Se han olvidado %n partidas de %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>A tie between %1 and %2!</source>
        <translation>¡Empate entre %1 y %2!</translation>
    </message>
    <message>
        <source>The %1 win!</source>
        <translation>¡Ganan los %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>%1: results</source>
        <translation>%1: resultados</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisar esta partida</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Show the better move</source>
        <translation>Mostrar la jugada mejor</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of this one (Esc: back)</source>
        <translation>Jugar en el tablero la jugada mejor en lugar de esta (Esc: volver)</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>El inicio (Inicio)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Una jugada atrás (Izquierda)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play the moves one by one (Space)</source>
        <translation>Reproducir las jugadas una a una (Espacio)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Una jugada adelante (Derecha)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>El final (Fin)</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Mostrarlo todo</translation>
    </message>
    <message>
        <source>As seen by %1</source>
        <translation>Como lo ve %1</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Start a new game from the position on show (the reviewed game is kept)</source>
        <translation>Empezar una partida nueva desde la posición mostrada (la partida revisada se conserva)</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Cerrar la revisión</translation>
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
        <translation>No se puede abrir la partida guardada</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>No se puede abrir la mesa</translation>
    </message>
    <message>
        <source>Review of %1 — %2 — Microgames</source>
        <translation>Revisión de %1 — %2 — Microgames</translation>
    </message>
    <message>
        <source>Review of the last game — %1 — Microgames</source>
        <translation>Revisión de la última partida — %1 — Microgames</translation>
    </message>
    <message>
        <source>Cannot play from here</source>
        <translation>No se puede jugar desde aquí</translation>
    </message>
    <message>
        <source>A new game from the start: the reviewed game is unchanged.</source>
        <translation>Una partida nueva desde el inicio: la partida revisada no cambia.</translation>
    </message>
    <message>
        <source>A new game from move %1: the reviewed game is unchanged.</source>
        <translation>Una partida nueva desde la jugada %1: la partida revisada no cambia.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 aún no tiene mesa</translation>
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
        <translation>el análisis no dice qué acciones la forman (vuelve a analizar la partida).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Start of the game&lt;/b&gt; — %n move(s) in all</source>
        <translation>
            <numerusform>&lt;b&gt;Inicio de la partida&lt;/b&gt; — %n jugada en total</numerusform>
            <numerusform>&lt;b&gt;Inicio de la partida&lt;/b&gt; — %n jugadas en total</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2 (the end):&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Jugada %1 de %2 (el final):&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2:&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Jugada %1 de %2:&lt;/b&gt; %3</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>%1: %2 — the best possible with these tiles.</source>
        <translation>%1: %2 — lo mejor posible con estas losetas.</translation>
    </message>
    <message>
        <source>%1: best possible with these tiles %2 — scored %3.</source>
        <translation>%1: como mucho %2 con estas losetas — obtuvo %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat: its marked moves</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no “%1”</source>
        <comment>no move marked so</comment>
        <translation>ningún «%1»</translation>
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
        <translation>Cómo jugar a %1</translation>
    </message>
    <message>
        <source>The rules page of %1 is missing from this installation.</source>
        <translation>Falta la página de reglas de %1 en esta instalación.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 bot</source>
        <translation>ordenador (%1)</translation>
    </message>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
</context>
<context>
    <name>TableContext</name>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Estás viendo una jugada anterior: vuelve a la partida para jugar.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Espera: todavía no es tu turno.</translation>
    </message>
</context>
</TS>
