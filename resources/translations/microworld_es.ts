<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>FinalBreakdown</name>
    <message numerus="yes">
        <source>%1 (%n flipped pawn(s) removed first.)</source>
        <translation>
            <numerusform>%1 (antes se retira %n peón volteado.)</numerusform>
            <numerusform>%1 (antes se retiran %n peones volteados.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MicroworldPictures</name>
    <message>
        <source>+token</source>
        <translation>+ficha</translation>
    </message>
    <message>
        <source>0 for the tissue</source>
        <translation>0 para el tejido</translation>
    </message>
    <message>
        <source>pawns in 4 osseous cells: +5 to the first</source>
        <translation>peones en 4 células óseas: +5 al primero</translation>
    </message>
    <message>
        <source>won by the Anticorps (+5)</source>
        <translation>ganado por los Anticuerpos (+5)</translation>
    </message>
</context>
<context>
    <name>MicroworldTable</name>
    <message>
        <source>Drawn at random
when the game starts</source>
        <translation>Sorteado al azar
al empezar la partida</translation>
    </message>
    <message>
        <source>Drag an element onto another quarter to swap them; click one to turn it over.</source>
        <translation>Arrastra un elemento a otro cuarto para intercambiarlos; haz clic en uno para darle la vuelta.</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>a board</comment>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Each element to a random quarter, on a random side</source>
        <translation>Cada elemento en un cuarto al azar, por una cara al azar</translation>
    </message>
    <message>
        <source>Draw at start</source>
        <translation>Sortear al empezar</translation>
    </message>
    <message>
        <source>The board is drawn at random when the game starts</source>
        <translation>El tablero se sortea al empezar la partida</translation>
    </message>
    <message>
        <source>The picture follows the Board code once it names a board.</source>
        <translation>La imagen sigue el código del tablero en cuanto este nombra un tablero.</translation>
    </message>
    <message>
        <source>A custom layout: change it in the code.</source>
        <translation>Una disposición propia: cámbiala en el código.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a name: what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A face-down gene token</source>
        <translation>Una ficha de gen boca abajo</translation>
    </message>
    <message>
        <source>%1 — click to use it</source>
        <translation>%1 — haz clic para usarla</translation>
    </message>
    <message>
        <source>Gene powers. The arrow points at the power of the last used token (%1 acts as it):</source>
        <translation>Poderes de los genes. La flecha señala el poder de la última ficha usada (%1 actúa como él):</translation>
    </message>
    <message>
        <source>No token used yet</source>
        <translation>Aún no se ha usado ninguna ficha</translation>
    </message>
    <message>
        <source>%1 (rule H)</source>
        <translation>%1 (regla H)</translation>
    </message>
    <message>
        <source>%1 +1 mutation</source>
        <translation>%1 +1 mutación</translation>
    </message>
    <message>
        <source>radiation: 0</source>
        <translation>radiación: 0</translation>
    </message>
    <message>
        <source>mucous: 0</source>
        <translation>mucoso: 0</translation>
    </message>
    <message>
        <source>tie %1–%2</source>
        <translation>empate %1–%2</translation>
    </message>
    <message>
        <source>Tissue %1 of %2: %3</source>
        <translation>Tejido %1 de %2: %3</translation>
    </message>
    <message>
        <source>The flipped pawns are removed, then each tissue goes to the side with more pawns in it. Click the board or press Escape to skip.</source>
        <translation>Se retiran los peones volteados y cada tejido es para el bando con más peones en él. Haz clic en el tablero o pulsa Esc para saltarlo.</translation>
    </message>
    <message>
        <source>Every tissue counted: %1 %2, %3 %4 from tissues.</source>
        <translation>Todos los tejidos contados: %1 %2, %3 %4 de los tejidos.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>una ficha de gen</translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation>%1 usaron %2</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>a board</comment>
        <translation>propio</translation>
    </message>
    <message>
        <source>&lt;b&gt;Board&lt;/b&gt; %1 · &lt;b&gt;Pawns&lt;/b&gt; %2 of %3 placed</source>
        <translation>&lt;b&gt;Tablero&lt;/b&gt; %1 · &lt;b&gt;Peones&lt;/b&gt; %2 de %3 colocados</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Reglas&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1 (won by the %2)</source>
        <translation>&lt;b&gt;Objetivo&lt;/b&gt; %1 (ganado por los %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Objetivo&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>no token used yet</source>
        <translation>aún ninguna ficha usada</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gene arrow ➜&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Flecha de gen ➜&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked&lt;/b&gt; the %1: no tokens, no points this turn</source>
        <translation>&lt;b&gt;Bloqueados&lt;/b&gt; los %1: sin fichas ni puntos este turno</translation>
    </message>
    <message>
        <source>before placing</source>
        <translation>antes de colocar</translation>
    </message>
    <message>
        <source>after placing</source>
        <translation>después de colocar</translation>
    </message>
    <message>
        <source>as the gene arrow (now %1)</source>
        <translation>como la flecha de gen (ahora %1)</translation>
    </message>
    <message>
        <source>as the gene arrow (nothing yet)</source>
        <translation>como la flecha de gen (aún nada)</translation>
    </message>
    <message>
        <source>%1 · usable next turn</source>
        <translation>%1 · se puede usar el próximo turno</translation>
    </message>
    <message>
        <source>Use</source>
        <comment>a gene token</comment>
        <translation>Usar</translation>
    </message>
    <message>
        <source>Use this token now</source>
        <translation>Usar esta ficha ahora</translation>
    </message>
    <message>
        <source>Not usable right now: click to see why</source>
        <translation>No se puede usar ahora: haz clic para ver por qué</translation>
    </message>
    <message>
        <source>Show cell names</source>
        <translation>Mostrar nombres de células</translation>
    </message>
    <message>
        <source>Write each cell&apos;s name on the board, as the move log names cells (Q1·6 is quarter 1, cell 6). Hovering a cell shows its name too.</source>
        <translation>Escribe el nombre de cada célula en el tablero, como las nombra el registro de jugadas (Q1·6 es el cuarto 1, célula 6). Al pasar el ratón por una célula también se ve su nombre.</translation>
    </message>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Estás viendo una jugada anterior: vuelve a la partida para jugar.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a gene token&apos;s name quoted</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Looking back: after move %1</source>
        <translation>Vista atrás: tras la jugada %1</translation>
    </message>
    <message>
        <source>Looking back: the start</source>
        <translation>Vista atrás: el inicio</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Recuento final</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>¡Ganan los %1!</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>%1&apos; turn</source>
        <translation>Turno de los %1</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Te toca, %1</translation>
    </message>
    <message>
        <source>%1 in play + %2 from tissues</source>
        <translation>%1 en juego + %2 de los tejidos</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Quedarse %1</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>la ficha</translation>
    </message>
    <message>
        <source>Steal %1</source>
        <translation>Robar %1</translation>
    </message>
    <message>
        <source>Discard your mutation token: the token is cancelled and goes to your hand</source>
        <translation>Descarta tu ficha de mutación: la ficha queda anulada y pasa a tu mano</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>Dejar que %1 actúe</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Keep your unused tokens for later turns</source>
        <translation>Guarda tus fichas sin usar para turnos posteriores</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>Cancelar %1</translation>
    </message>
    <message>
        <source>Your gene tokens</source>
        <translation>Tus fichas de gen</translation>
    </message>
    <message>
        <source>Your gene tokens — none</source>
        <translation>Tus fichas de gen — ninguna</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens</source>
        <translation>Fichas de gen de los %1</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens — none</source>
        <translation>Fichas de gen de los %1 — ninguna</translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation>Los %1 se quedaron con %2.</translation>
    </message>
    <message>
        <source>%1 kept no token.</source>
        <translation>Los %1 no se quedaron con ninguna ficha.</translation>
    </message>
    <message>
        <source>%1 hold %2.</source>
        <translation>Los %1 tienen %2.</translation>
    </message>
    <message>
        <source>%1 hold no token.</source>
        <translation>Los %1 no tienen ninguna ficha.</translation>
    </message>
    <message>
        <source>The tissues have been scored: the results list them, tissue by tissue. Every token now lies face up where it was.</source>
        <translation>Los tejidos ya se han puntuado: los resultados los enumeran uno a uno. Cada ficha está ahora boca arriba donde estaba.</translation>
    </message>
    <message>
        <source>Waiting for the %1…</source>
        <translation>Esperando a los %1…</translation>
    </message>
    <message>
        <source>Choose a lit cell for %1, or cancel.</source>
        <translation>Elige una célula iluminada para %1, o cancela.</translation>
    </message>
    <message>
        <source>Use an after-placing token, click a lit cell for your mutation, or end the turn.</source>
        <translation>Usa una ficha de después de colocar, haz clic en una célula iluminada para tu mutación o termina el turno.</translation>
    </message>
    <message>
        <source>Keep one of your two mutation tiles.</source>
        <translation>Quédate una de tus dos losetas de mutación.</translation>
    </message>
    <message>
        <source>Open the game: click a lit gene space to place your first pawn.</source>
        <translation>Abre la partida: haz clic en una casilla de gen iluminada para colocar tu primer peón.</translation>
    </message>
    <message>
        <source>Click a lit cell to place a pawn next to the opponent&apos;s last pawn (ringed). A before-placing token may be used first.</source>
        <translation>Haz clic en una célula iluminada para colocar un peón junto al último peón rival (rodeado). Antes puedes usar una ficha de antes de colocar.</translation>
    </message>
    <message>
        <source>Use an after-placing token or end the turn.</source>
        <translation>Usa una ficha de después de colocar o termina el turno.</translation>
    </message>
    <message>
        <source>The %1 used a gene token: steal it with your mutation token, or let it work.</source>
        <translation>Los %1 han usado una ficha de gen: róbala con tu ficha de mutación o deja que actúe.</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>Ganan los %1</translation>
    </message>
    <message>
        <source>The tissues have been scored; every token lies face up where it was.</source>
        <translation>Los tejidos ya se han puntuado; cada ficha está boca arriba donde estaba.</translation>
    </message>
    <message>
        <source>The %1 to keep one of their two mutation tiles.</source>
        <translation>Los %1 deben quedarse una de sus dos losetas de mutación.</translation>
    </message>
    <message>
        <source>The %1 to open the game with a first pawn.</source>
        <translation>Los %1 deben abrir la partida con un primer peón.</translation>
    </message>
    <message>
        <source>The %1 to place a pawn next to the opponent&apos;s last pawn.</source>
        <translation>Los %1 deben colocar un peón junto al último peón rival.</translation>
    </message>
    <message>
        <source>The %1 to use an after-placing token or end the turn.</source>
        <translation>Los %1 deben usar una ficha de después de colocar o terminar el turno.</translation>
    </message>
    <message>
        <source>The %1 to steal the token just used, or let it work.</source>
        <translation>Los %1 deben robar la ficha recién usada o dejar que actúe.</translation>
    </message>
    <message>
        <source>The %1 to play.</source>
        <translation>Juegan los %1.</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>nadie puntúa</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the %3 win.</source>
        <translation>Empate a puntos: gana el bando con más fichas de gen sin usar (%1, %2): ganan los %3.</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the game is a draw.</source>
        <translation>Empate a puntos: gana el bando con más fichas de gen sin usar (%1, %2): la partida acaba en empate.</translation>
    </message>
    <message>
        <source>%1 %2 during play + %3 from tissues</source>
        <translation>%1 %2 durante la partida + %3 de los tejidos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final scoring&lt;/b&gt;: flipped pawns are removed, then each tissue goes to the side with more pawns in it.&lt;br&gt;%1, %2.</source>
        <translation>&lt;b&gt;Recuento final&lt;/b&gt;: se retiran los peones volteados y cada tejido es para el bando con más peones en él.&lt;br&gt;%1, %2.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places of the tokens turned up</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a place: the tokens there</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every token turned face up&lt;/b&gt;: %1.</source>
        <translation>&lt;b&gt;Todas las fichas boca arriba&lt;/b&gt;: %1.</translation>
    </message>
    <message>
        <source>Pick a tissue to see it on the board and why it scored.</source>
        <translation>Elige un tejido para verlo en el tablero y por qué puntuó.</translation>
    </message>
    <message>
        <source>won by the %1 (+%2)</source>
        <translation>ganado por los %1 (+%2)</translation>
    </message>
    <message>
        <source>Target %1, won by the %2</source>
        <translation>Objetivo %1, ganado por los %2</translation>
    </message>
    <message>
        <source>%1: +%2 to the first</source>
        <translation>%1: +%2 al primero</translation>
    </message>
    <message>
        <source>Target %1: %2 The first to do it scores %3 at once.</source>
        <translation>Objetivo %1: %2 El primero en lograrlo gana %3 al instante.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Regla %1: %2</translation>
    </message>
    <message>
        <source>%1 · click to keep it</source>
        <translation>%1 · haz clic para quedártela</translation>
    </message>
    <message>
        <source>A mutation tile drawn, face down</source>
        <translation>Una loseta de mutación robada, boca abajo</translation>
    </message>
    <message>
        <source>Mutation tile</source>
        <translation>Loseta de mutación</translation>
    </message>
    <message>
        <source>%1 — set aside at the opening, out of the game</source>
        <translation>%1 — apartada en la apertura, fuera de juego</translation>
    </message>
    <message>
        <source>The token set aside at the opening: face down, out of the game (it is shown at the end)</source>
        <translation>La ficha apartada en la apertura: boca abajo, fuera de juego (se muestra al final)</translation>
    </message>
    <message>
        <source>set aside</source>
        <comment>a token</comment>
        <translation>apartada</translation>
    </message>
    <message>
        <source>%1 — a leftover token</source>
        <translation>%1 — una ficha sobrante</translation>
    </message>
    <message>
        <source>A leftover token, face down (rule A deals them, rule D draws one; shown at the end)</source>
        <translation>Una ficha sobrante, boca abajo (la regla A las reparte, la regla D roba una; se muestra al final)</translation>
    </message>
    <message>
        <source>leftovers</source>
        <translation>sobrantes</translation>
    </message>
    <message>
        <source>gene tokens</source>
        <translation>fichas de gen</translation>
    </message>
    <message>
        <source>used</source>
        <comment>tokens</comment>
        <translation>usadas</translation>
    </message>
    <message numerus="yes">
        <source>%n to place</source>
        <comment>pawns</comment>
        <translation>
            <numerusform>%n por colocar</numerusform>
            <numerusform>%n por colocar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell: its kind</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a gene token: %1</source>
        <translation>una ficha de gen: %1</translation>
    </message>
    <message>
        <source>a face-down gene token</source>
        <translation>una ficha de gen boca abajo</translation>
    </message>
    <message numerus="yes">
        <source>%n virus pawn(s)</source>
        <translation>
            <numerusform>%n peón de virus</numerusform>
            <numerusform>%n peones de virus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anticorps pawn(s)</source>
        <translation>
            <numerusform>%n peón de anticuerpos</numerusform>
            <numerusform>%n peones de anticuerpos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 flipped)</source>
        <translation>%1 (%2 volteados)</translation>
    </message>
    <message>
        <source>barred by a mutation token</source>
        <translation>cerrada por una ficha de mutación</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Espera: aún no es tu turno.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn.</source>
        <translation>Es el turno de los %1.</translation>
    </message>
    <message>
        <source>You have placed your pawn: use an after-placing token or end the turn.</source>
        <translation>Ya has colocado tu peón: usa una ficha de después de colocar o termina el turno.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles (on the right).</source>
        <translation>Primero quédate una de tus dos losetas de mutación (a la derecha).</translation>
    </message>
    <message>
        <source>Answer first: steal the gene token or let it work (on the right).</source>
        <translation>Responde primero: roba la ficha de gen o deja que actúe (a la derecha).</translation>
    </message>
    <message>
        <source>%1: click one of the lit cells.</source>
        <translation>%1: haz clic en una de las células iluminadas.</translation>
    </message>
    <message>
        <source>Nothing done: you keep your points and the token.</source>
        <translation>No se ha hecho nada: conservas tus puntos y la ficha.</translation>
    </message>
    <message numerus="yes">
        <source>This gives you %n point(s) instead of %1: use it anyway?</source>
        <translation>
            <numerusform>Esto te da %n punto en lugar de %1: ¿usarla igualmente?</numerusform>
            <numerusform>Esto te da %n puntos en lugar de %1: ¿usarla igualmente?</numerusform>
        </translation>
    </message>
    <message>
        <source>Use it anyway</source>
        <translation>Usarla igualmente</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick one of the lit cells first.</source>
        <translation>Primero elige una de las células iluminadas con las flechas del teclado.</translation>
    </message>
    <message>
        <source>That button is not offered now.</source>
        <translation>Ese botón no está disponible ahora.</translation>
    </message>
    <message>
        <source>No cell is lit: use a token or a button on the right.</source>
        <translation>No hay ninguna célula iluminada: usa una ficha o un botón de la derecha.</translation>
    </message>
    <message>
        <source>There is no gene token %1 you may use now.</source>
        <translation>No hay ninguna ficha de gen %1 que puedas usar ahora.</translation>
    </message>
</context>
<context>
    <name>MicroworldWords</name>
    <message>
        <source>Board code %1 should look like 1A-3B-2A-4B.</source>
        <translation>El código de tablero %1 debería tener la forma 1A-3B-2A-4B.</translation>
    </message>
    <message>
        <source>Board code %1 should use each element 1 to 4 once.</source>
        <translation>El código de tablero %1 debería usar cada elemento del 1 al 4 una sola vez.</translation>
    </message>
    <message>
        <source>A custom board needs four groups of ten cell letters separated by &apos;-&apos;.</source>
        <translation>Un tablero propio necesita cuatro grupos de diez letras de célula separados por «-».</translation>
    </message>
    <message>
        <source>A custom board uses only the letters %1.</source>
        <translation>Un tablero propio usa solo las letras %1.</translation>
    </message>
    <message>
        <source>A custom board needs exactly %1 gene spaces (lowercase letters), not %2.</source>
        <translation>Un tablero propio necesita exactamente %1 casillas de gen (letras minúsculas), no %2.</translation>
    </message>
    <message>
        <source>adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation>adyacentes</translation>
    </message>
    <message>
        <source>nervous (E)</source>
        <comment>a point for a nervous cell, rule E</comment>
        <translation>nerviosa (E)</translation>
    </message>
    <message>
        <source>last cell (F)</source>
        <comment>points for a tissue&apos;s last cell, rule F</comment>
        <translation>última célula (F)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>points, then why</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <comment>points added up</comment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a move, then the points it scores</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2 %3</source>
        <comment>a move, then the opponent&apos;s points</comment>
        <translation>%1; %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation>
            <numerusform>%n adyacente</numerusform>
            <numerusform>%n adyacentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Puesto %1</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>célula %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a cell and its kind</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn to decide.</source>
        <translation>Les toca decidir a los %1.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles.</source>
        <translation>Primero quédate una de tus dos losetas de mutación.</translation>
    </message>
    <message>
        <source>The Viruses must first place their opening pawn on a cell with a gene token.</source>
        <translation>Los Virus deben colocar primero su peón de apertura en una célula con ficha de gen.</translation>
    </message>
    <message>
        <source>Place your pawn first.</source>
        <translation>Coloca primero tu peón.</translation>
    </message>
    <message>
        <source>You have already placed your pawn this turn: use an after-placing token, a mutation, or end the turn.</source>
        <translation>Ya has colocado tu peón este turno: usa una ficha de después de colocar, una mutación o termina el turno.</translation>
    </message>
    <message>
        <source>Wait: the opponent&apos;s gene token may be stolen first.</source>
        <translation>Espera: antes se puede robar la ficha de gen del rival.</translation>
    </message>
    <message>
        <source>There is no cell %1.</source>
        <translation>No existe la célula %1.</translation>
    </message>
    <message>
        <source>%1 open on %2</source>
        <translation>Los %1 abren en %2</translation>
    </message>
    <message>
        <source>%1 place a pawn on %2</source>
        <translation>Los %1 colocan un peón en %2</translation>
    </message>
    <message>
        <source>On the first turn the Viruses place on a cell that holds a gene token.</source>
        <translation>En el primer turno, los Virus colocan en una célula que tenga ficha de gen.</translation>
    </message>
    <message>
        <source>A mutation token blocks that cell this turn.</source>
        <translation>Una ficha de mutación cierra esa célula este turno.</translation>
    </message>
    <message>
        <source>That cell is occupied (only %1 allows it, next to the last pawn).</source>
        <translation>Esa célula está ocupada (solo %1 lo permite, junto al último peón).</translation>
    </message>
    <message>
        <source>Place next to the opponent&apos;s last pawn on %1.</source>
        <translation>Coloca junto al último peón rival, en %1.</translation>
    </message>
    <message>
        <source>%1 use %2</source>
        <translation>Los %1 usan %2</translation>
    </message>
    <message>
        <source>%1 use %2 as %3</source>
        <translation>Los %1 usan %2 como %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>a token used on a cell</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1, moving the opponent&apos;s pawn to %2</source>
        <translation>%1, moviendo el peón rival a %2</translation>
    </message>
    <message>
        <source>You are blocked this turn: no gene tokens.</source>
        <translation>Estás bloqueado este turno: no puedes usar fichas de gen.</translation>
    </message>
    <message>
        <source>You do not hold that gene token.</source>
        <translation>No tienes esa ficha de gen.</translation>
    </message>
    <message numerus="yes">
        <source>You may use %n gene token(s) a turn.</source>
        <translation>
            <numerusform>Puedes usar %n ficha de gen por turno.</numerusform>
            <numerusform>Puedes usar %n fichas de gen por turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token drawn for reaching 10 points can be used from your next turn.</source>
        <translation>La ficha robada por llegar a 10 puntos se puede usar desde tu próximo turno.</translation>
    </message>
    <message>
        <source>%1 has nothing to copy yet: no gene token has been used.</source>
        <translation>%1 aún no tiene nada que copiar: no se ha usado ninguna ficha de gen.</translation>
    </message>
    <message>
        <source>%1 is used after placing your pawn.</source>
        <translation>%1 se usa después de colocar tu peón.</translation>
    </message>
    <message>
        <source>A token picked up this turn can be used now only if it acts after placing; keep %1 for a later turn.</source>
        <translation>Una ficha conseguida este turno solo se puede usar ahora si actúa después de colocar; guarda %1 para otro turno.</translation>
    </message>
    <message>
        <source>%1 is used before placing your pawn.</source>
        <translation>%1 se usa antes de colocar tu peón.</translation>
    </message>
    <message>
        <source>%1 is already in effect this turn.</source>
        <translation>%1 ya está en efecto este turno.</translation>
    </message>
    <message>
        <source>Flip an opponent&apos;s pawn (not flipped yet) next to the pawn you placed.</source>
        <translation>Voltea un peón rival (aún sin voltear) junto al peón que has colocado.</translation>
    </message>
    <message>
        <source>Move the opponent&apos;s last pawn to a free cell next to it.</source>
        <translation>Mueve el último peón rival a una célula libre junto a él.</translation>
    </message>
    <message>
        <source>%1 needs no target cell.</source>
        <translation>%1 no necesita célula de destino.</translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>una ficha de gen</translation>
    </message>
    <message>
        <source>%1 discard a mutation token to steal %2</source>
        <translation>Los %1 descartan una ficha de mutación para robar %2</translation>
    </message>
    <message>
        <source>%1 let %2 work</source>
        <translation>Los %1 dejan que %2 actúe</translation>
    </message>
    <message>
        <source>%1 end their turn</source>
        <translation>Los %1 terminan su turno</translation>
    </message>
    <message>
        <source>You do not have the %1 mutation.</source>
        <translation>No tienes la mutación %1.</translation>
    </message>
    <message>
        <source>You have already used your mutation this turn.</source>
        <translation>Ya has usado tu mutación este turno.</translation>
    </message>
    <message>
        <source>You have no mutation tokens left.</source>
        <translation>No te quedan fichas de mutación.</translation>
    </message>
    <message>
        <source>%1 block %2 with a mutation token</source>
        <translation>Los %1 cierran %2 con una ficha de mutación</translation>
    </message>
    <message>
        <source>Put the mutation token on a free cell.</source>
        <translation>Pon la ficha de mutación en una célula libre.</translation>
    </message>
    <message>
        <source>%1 swap their pawn with the opponent&apos;s on %2</source>
        <translation>Los %1 cambian su peón por el del rival en %2</translation>
    </message>
    <message>
        <source>Swap with an opponent&apos;s pawn next to the pawn you placed.</source>
        <translation>Intercambia con un peón rival junto al peón que has colocado.</translation>
    </message>
    <message>
        <source>%1 move their pawn to %2</source>
        <translation>Los %1 mueven su peón a %2</translation>
    </message>
    <message>
        <source>Move the pawn you placed to a free cell next to it.</source>
        <translation>Mueve el peón que has colocado a una célula libre junto a él.</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a mutation</comment>
        <translation>desconocida</translation>
    </message>
    <message>
        <source>%1 keep the %2 mutation</source>
        <translation>Los %1 se quedan la mutación %2</translation>
    </message>
    <message>
        <source>Keep one of the two mutation tiles you drew.</source>
        <translation>Quédate una de las dos losetas de mutación que has robado.</translation>
    </message>
    <message>
        <source>%1 achieve the target %2: +%3 at once; the tile is turned face down.</source>
        <translation>Los %1 logran el objetivo %2: +%3 al instante; la loseta se pone boca abajo.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2 and a leftover gene token, face down.</source>
        <translation>Los %1 llegan primero a 10 puntos (regla D): +%2 y una ficha de gen sobrante, boca abajo.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2; no leftover token is left to draw.</source>
        <translation>Los %1 llegan primero a 10 puntos (regla D): +%2; no queda ninguna ficha sobrante que robar.</translation>
    </message>
    <message>
        <source>%1&apos; %2 mutation: +%3 for scoring 2 or more this turn.</source>
        <translation>Mutación %2 de los %1: +%3 por conseguir 2 o más este turno.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>where a token lies: which</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the places of the tokens turned up</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>The game ends: the tissues give %1 %2, %3 %4.</source>
        <translation>La partida termina: los tejidos dan %1 %2 y %3 %4.</translation>
    </message>
    <message>
        <source>Every token is turned face up: %1.</source>
        <translation>Todas las fichas se ponen boca arriba: %1.</translation>
    </message>
    <message>
        <source>A draw at %1 points each.</source>
        <translation>Empate a %1 puntos.</translation>
    </message>
    <message>
        <source>%1 win on unused gene tokens, tied at %2 points.</source>
        <translation>Los %1 ganan por fichas de gen sin usar, empatados a %2 puntos.</translation>
    </message>
    <message>
        <source>%1 win %2 to %3.</source>
        <translation>Los %1 ganan %2 a %3.</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to flip a pawn of the %3 on %4</source>
        <translation>Usa tu ficha %1 como %2 para voltear un peón de los %3 en %4</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to move the %3&apos; last pawn to %4</source>
        <translation>Usa tu ficha %1 como %2 para mover el último peón de los %3 a %4</translation>
    </message>
    <message>
        <source>Use your %1 token as %2</source>
        <translation>Usa tu ficha %1 como %2</translation>
    </message>
    <message>
        <source>Use your %1 token to flip a pawn of the %2 on %3</source>
        <translation>Usa tu ficha %1 para voltear un peón de los %2 en %3</translation>
    </message>
    <message>
        <source>Use your %1 token to move the %2&apos; last pawn to %3</source>
        <translation>Usa tu ficha %1 para mover el último peón de los %2 a %3</translation>
    </message>
    <message>
        <source>Use your %1 token</source>
        <translation>Usa tu ficha %1</translation>
    </message>
    <message>
        <source>Open on %1</source>
        <translation>Abre en %1</translation>
    </message>
    <message>
        <source>Place your pawn on %1</source>
        <translation>Coloca tu peón en %1</translation>
    </message>
    <message>
        <source>End your turn now, keeping the tokens you hold</source>
        <translation>Termina ahora tu turno y guarda las fichas que tienes</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>la ficha</translation>
    </message>
    <message>
        <source>Steal %1 with a mutation token</source>
        <translation>Roba %1 con una ficha de mutación</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>Dejar que %1 actúe</translation>
    </message>
    <message>
        <source>Block %1 with a mutation token</source>
        <translation>Cierra %1 con una ficha de mutación</translation>
    </message>
    <message>
        <source>Swap your pawn with the %1&apos; pawn on %2</source>
        <translation>Cambia tu peón por el de los %1 en %2</translation>
    </message>
    <message>
        <source>Move your pawn to %1</source>
        <translation>Mueve tu peón a %1</translation>
    </message>
    <message>
        <source>Keep the %1 mutation</source>
        <translation>Quédate la mutación %1</translation>
    </message>
    <message>
        <source>Viruses</source>
        <translation>Virus</translation>
    </message>
    <message>
        <source>Anticorps</source>
        <translation>Anticuerpos</translation>
    </message>
    <message>
        <source>Scenario %1: rule %2</source>
        <translation>Escenario %1: regla %2</translation>
    </message>
    <message>
        <source>Scenario %1: rules %2</source>
        <translation>Escenario %1: reglas %2</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Free combination (the rule switches below)</source>
        <translation>Combinación libre (los interruptores de reglas de abajo)</translation>
    </message>
    <message>
        <source>A built-in scenario sets the additional rules and overrides the switches below.</source>
        <translation>Un escenario predefinido fija las reglas adicionales y anula los interruptores de abajo.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Regla %1: %2</translation>
    </message>
    <message>
        <source>Target tile (rule B)</source>
        <translation>Loseta de objetivo (regla B)</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteada al azar</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or an element code such as 1A-3B-2A-4B, or a custom layout; or assemble it on the picture.</source>
        <translation>Vacío: al azar. O un código de elementos como 1A-3B-2A-4B o una disposición propia; o móntalo en la imagen.</translation>
    </message>
    <message>
        <source>Every token face up</source>
        <translation>Todas las fichas boca arriba</translation>
    </message>
    <message>
        <source>Both sides see every gene token: on the board, in the hands, set aside and left over. Puzzles are played this way; it is also a way to learn the powers.</source>
        <translation>Ambos bandos ven todas las fichas de gen: en el tablero, en la mano, apartadas y sobrantes. Así se juegan los problemas; también sirve para aprender los poderes.</translation>
    </message>
    <message>
        <source>Solved: the %1 win, %2 to %3.</source>
        <translation>Resuelto: ganan los %1, %2 a %3.</translation>
    </message>
    <message>
        <source>%1 to play: win.</source>
        <translation>Juegan los %1: gana.</translation>
    </message>
    <message numerus="yes">
        <source>The win is still there: %n pawn(s) left to place.</source>
        <translation>
            <numerusform>La victoria sigue ahí: queda %n peón por colocar.</numerusform>
            <numerusform>La victoria sigue ahí: quedan %n peones por colocar.</numerusform>
        </translation>
    </message>
    <message>
        <source>That lets the %1 win: try again.</source>
        <translation>Así ganan los %1: inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>That lets the %1 hold: try again.</source>
        <translation>Así los %1 resisten: inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The %1 answer first.</source>
        <translation>Primero responden los %1.</translation>
    </message>
    <message>
        <source>No move wins from here: take your move back.</source>
        <translation>Desde aquí ninguna jugada gana: deshaz tu jugada.</translation>
    </message>
    <message>
        <source>%1: that keeps the win.</source>
        <translation>%1: así mantienes la victoria.</translation>
    </message>
    <message>
        <source>Viruses against anticorps: grow next to each other, win the tissues of the body.</source>
        <translation>Virus contra anticuerpos: crece junto a los tuyos y gana los tejidos del cuerpo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s)</source>
        <comment>a tissue and its size</comment>
        <translation>
            <numerusform>%1 de %n célula</numerusform>
            <numerusform>%1 de %n células</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 holds a radiation token: it scores nothing.</source>
        <translation>El %1 tiene una ficha de radiación: no puntúa.</translation>
    </message>
    <message>
        <source>The %1 scores nothing (rule G: mucous tissues don&apos;t score).</source>
        <translation>El %1 no puntúa (regla G: los tejidos mucosos no puntúan).</translation>
    </message>
    <message>
        <source>The %1 is tied %2 to %3: nobody scores.</source>
        <translation>El %1 está empatado %2 a %3: nadie puntúa.</translation>
    </message>
    <message>
        <source>The %1 is empty: nobody scores.</source>
        <translation>El %1 está vacío: nadie puntúa.</translation>
    </message>
    <message numerus="yes">
        <source>%1 have the majority in the %2 (%3 to %4): %n point(s)</source>
        <translation>
            <numerusform>Los %1 tienen la mayoría en el %2 (%3 a %4): %n punto</numerusform>
            <numerusform>Los %1 tienen la mayoría en el %2 (%3 a %4): %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (rule H: muscular tissues score double)</source>
        <translation>%1 (regla H: los tejidos musculares puntúan doble)</translation>
    </message>
    <message>
        <source>%1, +1 for their mutation</source>
        <translation>%1, +1 por su mutación</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence&apos;s full stop</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no tokens</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>%1&apos; hand</source>
        <translation>Mano de los %1</translation>
    </message>
    <message>
        <source>Leftovers</source>
        <translation>Sobrantes</translation>
    </message>
    <message>
        <source>Set aside at the opening</source>
        <translation>Apartada en la apertura</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a token and its cell</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation>Aún en el tablero</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>10 points (D)</source>
        <comment>rule D&apos;s two points</comment>
        <translation>10 puntos (D)</translation>
    </message>
    <message numerus="yes">
        <source>%n gene token(s) held, %1 used</source>
        <translation>
            <numerusform>%n ficha de gen en mano, %1 usadas</numerusform>
            <numerusform>%n fichas de gen en mano, %1 usadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s) and %2 (stolen, known).</source>
        <translation>
            <numerusform>Los %1 tienen %n ficha boca abajo y %2 (robada, conocida).</numerusform>
            <numerusform>Los %1 tienen %n fichas boca abajo y %2 (robada, conocida).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s).</source>
        <translation>
            <numerusform>Los %1 tienen %n ficha boca abajo.</numerusform>
            <numerusform>Los %1 tienen %n fichas boca abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n cell(s) — %2</source>
        <comment>a tissue in the results</comment>
        <translation>
            <numerusform>%1 · %n célula — %2</numerusform>
            <numerusform>%1 · %n células — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>expected final margin (points ahead at the end)</source>
        <translation>margen final esperado (puntos de ventaja al final)</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>puntos</translation>
    </message>
</context>
</TS>
