<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>ChipWords</name>
    <message>
        <source>a tile</source>
        <translation>una tessera</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>the tile</source>
        <translation>la tessera</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nessuna parte</translation>
    </message>
    <message>
        <source>%1 drafts %2 and places it on %3</source>
        <translation>%1 prende %2 e lo mette in %3</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3 and places it on %4</source>
        <translation>%1 prende %2 dalla colonna %3 e lo mette in %4</translation>
    </message>
    <message>
        <source>%1 swaps a tray tile onto %2</source>
        <translation>%1 scambia una tessera del vassoio in %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 makes %n move(s)</source>
        <translation>
            <numerusform>%1 fa %n mossa</numerusform>
            <numerusform>%1 fa %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rearranges the board in %2 moves (%3)</source>
        <translation>%1 riorganizza la plancia in %2 mosse (%3)</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <translation>Non c’è il posto %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>You have finished: press Resume building to change your board.</source>
        <translation>Hai terminato: premi «Riprendi» per cambiare la tua plancia.</translation>
    </message>
    <message>
        <source>You have finished: your score is locked in.</source>
        <translation>Hai terminato: il tuo punteggio è definitivo.</translation>
    </message>
    <message>
        <source>You have conceded: your score is locked in.</source>
        <translation>Hai abbandonato: il tuo punteggio è definitivo.</translation>
    </message>
    <message>
        <source>That is not a space on your board.</source>
        <translation>Questa non è una casella della tua plancia.</translation>
    </message>
    <message>
        <source>There is no tile on %1.</source>
        <translation>Non c’è nessuna tessera in %1.</translation>
    </message>
    <message>
        <source>%1 is %2; %3 cannot go there.</source>
        <translation>%1 è %2; %3 non può andarci.</translation>
    </message>
    <message>
        <source>%1 drafts %2</source>
        <translation>%1 prende %2</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3</source>
        <translation>%1 prende %2 dalla colonna %3</translation>
    </message>
    <message>
        <source>The draft is over: the pool is empty.</source>
        <translation>Il draft è finito: la riserva è vuota.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft.</source>
        <translation>Tocca a %1 prendere una tessera.</translation>
    </message>
    <message>
        <source>That tile is not in the pool.</source>
        <translation>Quella tessera non è nella riserva.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the rightmost column that still has tiles.</source>
        <translation>Prendi una tessera dalla colonna %1, la più a destra che ha ancora tessere.</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 mette %2 in %3</translation>
    </message>
    <message>
        <source>places %1 on %2</source>
        <translation>mette %1 in %2</translation>
    </message>
    <message>
        <source>That tile is not yours: it belongs to %1.</source>
        <translation>Quella tessera non è tua: è di %1.</translation>
    </message>
    <message>
        <source>That tile is already on your board.</source>
        <translation>Quella tessera è già sulla tua plancia.</translation>
    </message>
    <message>
        <source>That tile is not in your tray.</source>
        <translation>Quella tessera non è nel tuo vassoio.</translation>
    </message>
    <message>
        <source>%1 is already taken.</source>
        <translation>%1 è già occupata.</translation>
    </message>
    <message>
        <source>A rotation is 0 to 3 quarter turns.</source>
        <translation>Una rotazione va da 0 a 3 quarti di giro.</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3</source>
        <translation>%1 ruota %2 in %3</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3 anticlockwise</source>
        <translation>%1 ruota %2 in %3 in senso antiorario</translation>
    </message>
    <message>
        <source>rotates %1 at %2</source>
        <translation>ruota %1 in %2</translation>
    </message>
    <message>
        <source>rotates %1 at %2 anticlockwise</source>
        <translation>ruota %1 in %2 in senso antiorario</translation>
    </message>
    <message>
        <source>A tile turns a quarter clockwise or anticlockwise.</source>
        <translation>Una tessera ruota di un quarto di giro in senso orario o antiorario.</translation>
    </message>
    <message>
        <source>This tile looks the same every way round.</source>
        <translation>Questa tessera è uguale in ogni verso.</translation>
    </message>
    <message>
        <source>%1 swaps %2 at %3 with %4 at %5</source>
        <translation>%1 scambia %2 in %3 con %4 in %5</translation>
    </message>
    <message>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 sposta %2 da %3 a %4</translation>
    </message>
    <message>
        <source>swaps %1 at %2 with %3 at %4</source>
        <translation>scambia %1 in %2 con %3 in %4</translation>
    </message>
    <message>
        <source>moves %1 from %2 to %3</source>
        <translation>sposta %1 da %2 a %3</translation>
    </message>
    <message>
        <source>The tile is already there.</source>
        <translation>La tessera è già lì.</translation>
    </message>
    <message>
        <source>%1 returns %2 at %3 to the tray</source>
        <translation>%1 rimette %2 da %3 nel vassoio</translation>
    </message>
    <message>
        <source>returns %1 at %2 to the tray</source>
        <translation>rimette %1 da %2 nel vassoio</translation>
    </message>
    <message numerus="yes">
        <source>%1 clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>%1 svuota la plancia (%n tessera torna nel vassoio)</numerusform>
            <numerusform>%1 svuota la plancia (%n tessere tornano nel vassoio)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>svuota la plancia (%n tessera torna nel vassoio)</numerusform>
            <numerusform>svuota la plancia (%n tessere tornano nel vassoio)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board is already empty.</source>
        <translation>La tua plancia è già vuota.</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples.</source>
        <translation>Una riorganizzazione elenca terne (tessera, casella, rotazione).</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples of whole numbers.</source>
        <translation>Una riorganizzazione elenca terne di numeri interi (tessera, casella, rotazione).</translation>
    </message>
    <message>
        <source>Only your own tiles can go on your board.</source>
        <translation>Sulla tua plancia possono andare solo le tue tessere.</translation>
    </message>
    <message>
        <source>A tile can be in only one place.</source>
        <translation>Una tessera può stare in un solo posto.</translation>
    </message>
    <message>
        <source>%1 can hold only one tile.</source>
        <translation>In %1 ci sta una sola tessera.</translation>
    </message>
    <message>
        <source>%1 rearranges the board</source>
        <translation>%1 riorganizza la plancia</translation>
    </message>
    <message>
        <source>rearranges the board</source>
        <translation>riorganizza la plancia</translation>
    </message>
    <message>
        <source>The board is already laid out that way.</source>
        <translation>La plancia è già disposta così.</translation>
    </message>
    <message>
        <source>%1 finishes</source>
        <translation>%1 termina</translation>
    </message>
    <message>
        <source>%1 finishes with %2; the Finish comes back, below %3&apos;s %4</source>
        <translation>%1 termina con %2; «Termina» torna disponibile, sotto i %4 di %3</translation>
    </message>
    <message>
        <source>%1 finishes with %2</source>
        <translation>%1 termina con %2</translation>
    </message>
    <message>
        <source>You can finish once every tile of the pool has been drafted.</source>
        <translation>Puoi terminare quando tutte le tessere della riserva sono state prese.</translation>
    </message>
    <message>
        <source>%1 resumes building</source>
        <translation>%1 riprende a costruire</translation>
    </message>
    <message>
        <source>At this table Finish locks in your score (Improve after others finish is off).</source>
        <translation>A questo tavolo «Termina» rende definitivo il punteggio («Migliora dopo che gli altri finiscono» è disattivato).</translation>
    </message>
    <message>
        <source>You can only resume building after you have finished.</source>
        <translation>Puoi riprendere solo dopo aver terminato.</translation>
    </message>
    <message>
        <source>%1 concedes at %2</source>
        <translation>%1 abbandona a %2</translation>
    </message>
    <message>
        <source>Concede is only used with the Improve after others finish option.</source>
        <translation>Abbandonare esiste solo con l’opzione «Migliora dopo che gli altri finiscono».</translation>
    </message>
    <message>
        <source>You can concede only in the building phase, after the draft.</source>
        <translation>Puoi abbandonare solo nella fase di costruzione, dopo il draft.</translation>
    </message>
    <message>
        <source>Concede is for when another player has posted a higher score; press Finish instead.</source>
        <translation>Abbandonare serve quando un altro giocatore ha dichiarato un punteggio più alto; premi invece «Termina».</translation>
    </message>
    <message>
        <source>The game is over: %1 wins with %2.</source>
        <translation>La partita è finita: %1 vince con %2.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the win with %2.</source>
        <translation>La partita è finita: %1 condividono la vittoria con %2.</translation>
    </message>
    <message>
        <source>The pool is empty: the draft is over. Everyone finishes their board.</source>
        <translation>La riserva è vuota: il draft è finito. Ognuno completa la sua plancia.</translation>
    </message>
    <message>
        <source>%1 scored %2, below %3: %1 may improve and finish again, or concede.</source>
        <translation>%1 ha totalizzato %2, meno di %3: %1 può migliorare e terminare di nuovo, o abbandonare.</translation>
    </message>
    <message>
        <source>%1 arranges the board</source>
        <translation>%1 sistema la plancia</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Your chip: %1, the best there is. Solved!</source>
        <translation>Il tuo chip: %1, il massimo possibile. Risolto!</translation>
    </message>
    <message>
        <source>Your chip: %1; the best is %2.</source>
        <translation>Il tuo chip: %1; il massimo è %2.</translation>
    </message>
    <message>
        <source>Your chip is already the best: nothing is left to do.</source>
        <translation>Il tuo chip è già il migliore: non resta niente da fare.</translation>
    </message>
    <message>
        <source>Your best chip is built: take the tiles outside it back to the tray.</source>
        <translation>Il tuo chip migliore è pronto: rimetti nel vassoio le tessere rimaste fuori.</translation>
    </message>
    <message>
        <source>The tile on %1 belongs in a best chip, turned another way.</source>
        <translation>La tessera in %1 fa parte di un chip migliore, ma ruotata diversamente.</translation>
    </message>
    <message>
        <source>A best chip has %1 on %2.</source>
        <translation>Un chip migliore ha %1 in %2.</translation>
    </message>
    <message>
        <source>Microchip</source>
        <translation>Microchip</translation>
    </message>
    <message>
        <source>Draft circuit tiles and wire the best closed microchip on your 5×5 board.</source>
        <translation>Scegli tessere di circuito e cabla il miglior microchip chiuso sulla tua plancia 5×5.</translation>
    </message>
    <message>
        <source>15–25 min</source>
        <translation>15–25 min</translation>
    </message>
    <message>
        <source>Improve after others finish</source>
        <translation>Migliora dopo che gli altri finiscono</translation>
    </message>
    <message>
        <source>A player below a higher posted score gets the Finish button back, or may concede.</source>
        <translation>Chi è sotto un punteggio dichiarato più alto riottiene «Termina» o può abbandonare.</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plance</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or one board letter per seat in seat order (%1–%2), e.g. CAE</source>
        <translation>Vuoto: estratte a caso. Oppure una lettera di plancia per posto, in ordine (%1–%2), ad es. CAE</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
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
        <source>There is no board &apos;%1&apos;: type letters %2 to %3, or random.</source>
        <translation>Non esiste la plancia «%1»: scrivi lettere da %2 a %3, oppure random.</translation>
    </message>
    <message>
        <source>Board %1 is chosen twice: each player needs a different board.</source>
        <translation>La plancia %1 è scelta due volte: ogni giocatore ha bisogno di una plancia diversa.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) for %1 players: type one letter per player (%2 to %3), or random.</source>
        <translation>
            <numerusform>%n plancia per %1 giocatori: scrivi una lettera per giocatore (da %2 a %3), oppure random.</numerusform>
            <numerusform>%n plance per %1 giocatori: scrivi una lettera per giocatore (da %2 a %3), oppure random.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>Rotate</source>
        <comment>short</comment>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>Rotate: turn the selected tile clockwise (R)</source>
        <translation>Ruota: gira la tessera scelta in senso orario (R)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove</source>
        <comment>short</comment>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove: return the selected tile to the tray (Delete)</source>
        <translation>Rimuovi: rimette la tessera scelta nel vassoio (Canc)</translation>
    </message>
    <message>
        <source>Deselect</source>
        <translation>Deseleziona</translation>
    </message>
    <message>
        <source>Deselect</source>
        <comment>short</comment>
        <translation>Desel.</translation>
    </message>
    <message>
        <source>Deselect: put the selected tile down, or hide the hint (Escape)</source>
        <translation>Deseleziona: posa la tessera scelta o nasconde il suggerimento (Esc)</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Svuota plancia</translation>
    </message>
    <message>
        <source>Clear</source>
        <comment>short</comment>
        <translation>Svuota</translation>
    </message>
    <message>
        <source>Clear board: take every tile on the board back to the tray (no key; asks first)</source>
        <translation>Svuota plancia: rimette tutte le tessere della plancia nel vassoio (nessun tasto; chiede prima)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>short</comment>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>Hint: show a better arrangement as a ghost on your board (no key)</source>
        <translation>Suggerimento: mostra una disposizione migliore in trasparenza sulla tua plancia (nessun tasto)</translation>
    </message>
    <message>
        <source>Apply hint</source>
        <translation>Applica suggerimento</translation>
    </message>
    <message>
        <source>Apply</source>
        <comment>short</comment>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Apply hint: arrange your board like the ghost, one undo step (no key)</source>
        <translation>Applica suggerimento: sistema la plancia come la trasparenza, un solo passo da annullare (nessun tasto)</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Termina</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>short</comment>
        <translation>Termina</translation>
    </message>
    <message>
        <source>Finish: post your score (no key)</source>
        <translation>Termina: dichiara il tuo punteggio (nessun tasto)</translation>
    </message>
    <message>
        <source>Resume building</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Resume</source>
        <comment>short</comment>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Resume building: take your posted score back and change your board (no key)</source>
        <translation>Riprendi: ritira il punteggio dichiarato e cambia la plancia (nessun tasto)</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Concede</source>
        <comment>short</comment>
        <translation>Ritirati</translation>
    </message>
    <message>
        <source>Concede: stay at your score below a higher posted one (no key; asks first)</source>
        <translation>Abbandona: resta al tuo punteggio, sotto uno dichiarato più alto (nessun tasto; chiede prima)</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish again, or Concede at %3.</source>
        <translation>%1 ha dichiarato %2. Migliora il tuo chip e premi di nuovo «Termina», o abbandona a %3.</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish, or Concede at %3.</source>
        <translation>%1 ha dichiarato %2. Migliora il tuo chip e premi «Termina», o abbandona a %3.</translation>
    </message>
    <message>
        <source>Your turn: drag a tile from the lit column to your tray or board.</source>
        <translation>Tocca a te: trascina una tessera dalla colonna illuminata nel vassoio o sulla plancia.</translation>
    </message>
    <message>
        <source>%1 drafts now; arrange your board meanwhile.</source>
        <translation>%1 sta scegliendo; intanto sistema la tua plancia.</translation>
    </message>
    <message>
        <source>Conceded at %1.</source>
        <translation>Abbandonato a %1.</translation>
    </message>
    <message>
        <source>Finished: %1 posted. Resume building to change it.</source>
        <translation>Terminato: %1 dichiarati. «Riprendi» per cambiarlo.</translation>
    </message>
    <message>
        <source>Finished: %1 posted.</source>
        <translation>Terminato: %1 dichiarati.</translation>
    </message>
    <message>
        <source>Arrange your best chip, then press Finish.</source>
        <translation>Componi il tuo chip migliore, poi premi «Termina».</translation>
    </message>
    <message>
        <source>Drag tiles onto your board; click a placed tile to pick it up, again to turn it.</source>
        <translation>Trascina tessere sulla plancia; clicca una tessera posata per prenderla, di nuovo per ruotarla.</translation>
    </message>
    <message>
        <source>arrange your chip</source>
        <translation>componi il chip</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partita finita</translation>
    </message>
    <message>
        <source>your turn to draft</source>
        <translation>tocca a te scegliere</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>tocca a te</translation>
    </message>
    <message>
        <source>%1 drafts</source>
        <translation>%1 sceglie</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish again or Concede</source>
        <translation>%1 ha dichiarato %2: «Termina» di nuovo o abbandona</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish or Concede</source>
        <translation>%1 ha dichiarato %2: «Termina» o abbandona</translation>
    </message>
    <message>
        <source>Below %1&apos;s %2</source>
        <translation>Sotto i %2 di %1</translation>
    </message>
    <message>
        <source>finished · %1</source>
        <translation>terminato · %1</translation>
    </message>
    <message>
        <source>conceded · %1</source>
        <translation>abbandonato · %1</translation>
    </message>
    <message>
        <source>building: Finish when ready</source>
        <translation>costruzione: «Termina» quando pronto</translation>
    </message>
    <message>
        <source>Click a small card to see its board large.</source>
        <translation>Clicca una scheda piccola per vederne la plancia in grande.</translation>
    </message>
    <message>
        <source>%1: drag a tile from the lit column to your tray or onto your board.</source>
        <translation>%1: trascina una tessera dalla colonna illuminata nel vassoio o sulla plancia.</translation>
    </message>
    <message>
        <source>%1 is choosing a tile from the lit column.</source>
        <translation>%1 sta scegliendo una tessera dalla colonna illuminata.</translation>
    </message>
    <message>
        <source>Everyone may arrange their own board at any time.</source>
        <translation>Ognuno può sistemare la propria plancia in qualsiasi momento.</translation>
    </message>
    <message>
        <source>Building · every tile is yours</source>
        <translation>Costruzione · tutte le tessere sono tue</translation>
    </message>
    <message>
        <source>Arrange the best microchip you can from your tiles.</source>
        <translation>Componi il miglior microchip possibile con le tue tessere.</translation>
    </message>
    <message>
        <source>Arrange your best microchip, then press Finish.</source>
        <translation>Componi il tuo miglior microchip, poi premi «Termina».</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Drafting · %1&apos;s turn</source>
        <translation>Draft · turno di %1</translation>
    </message>
    <message>
        <source>Building · the pool is empty</source>
        <translation>Costruzione · la riserva è vuota</translation>
    </message>
    <message>
        <source>Still building: %1.</source>
        <translation>Stanno ancora costruendo: %1.</translation>
    </message>
    <message>
        <source>%1 to draft from column %2.</source>
        <translation>%1 sceglie dalla colonna %2.</translation>
    </message>
    <message>
        <source>%1 to draft.</source>
        <translation>%1 sceglie.</translation>
    </message>
    <message>
        <source>Winner: %1.</source>
        <translation>Vincitore: %1.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Vittoria condivisa: %1.</translation>
    </message>
    <message>
        <source>winner · %1</source>
        <translation>vincitore · %1</translation>
    </message>
    <message>
        <source>drafting now</source>
        <translation>sceglie</translation>
    </message>
    <message>
        <source>building</source>
        <translation>costruisce</translation>
    </message>
    <message>
        <source>2nd · %1</source>
        <translation>2º · %1</translation>
    </message>
    <message>
        <source>3rd · %1</source>
        <translation>3º · %1</translation>
    </message>
    <message>
        <source>4th · %1</source>
        <translation>4º · %1</translation>
    </message>
    <message>
        <source>5th · %1</source>
        <translation>5º · %1</translation>
    </message>
    <message numerus="yes">
        <source>Take all %n tile(s) on %1&apos;s board back to the tray?</source>
        <translation>
            <numerusform>Rimettere nel vassoio l’unica tessera della plancia di %1?</numerusform>
            <numerusform>Rimettere nel vassoio tutte le %n tessere della plancia di %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Your Finish came back. %1</source>
        <translation>Il tuo «Termina» è tornato. %1</translation>
    </message>
    <message>
        <source>Concede at %1? %2&apos;s score is then locked in.</source>
        <translation>Abbandonare a %1? Il punteggio di %2 sarà definitivo.</translation>
    </message>
    <message>
        <source>No better arrangement found: your board is as good as it gets for now.</source>
        <translation>Nessuna disposizione migliore: per ora la tua plancia è la migliore possibile.</translation>
    </message>
    <message>
        <source>Hint: the small board beside yours scores %1 (now %2). Press Apply hint to take it.</source>
        <translation>Suggerimento: la plancia piccola accanto alla tua vale %1 (ora %2). Premi «Applica suggerimento» per usarla.</translation>
    </message>
    <message>
        <source>Hint applied: %1 now scores %2.</source>
        <translation>Suggerimento applicato: %1 ora ha %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 (now %3)</source>
        <translation>Suggerimento per %1: %2 (ora %3)</translation>
    </message>
    <message>
        <source>Outlined: what would change</source>
        <translation>Contornato: ciò che cambierebbe</translation>
    </message>
    <message>
        <source>Tile picked up: click it again (or press R, or right-click) to turn it, click a space to move or swap it; Remove puts it back in the tray.</source>
        <translation>Tessera presa: cliccala di nuovo (o R, o clic destro) per ruotarla, clicca una casella per spostarla o scambiarla; «Rimuovi» la rimette nel vassoio.</translation>
    </message>
    <message>
        <source>You cannot move that tile now.</source>
        <translation>Ora non puoi spostare quella tessera.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the lit column.</source>
        <translation>Prendi una tessera dalla colonna %1, quella illuminata.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>open wire</source>
        <translation>filo aperto</translation>
    </message>
    <message>
        <source>scoring microchip</source>
        <translation>microchip a punteggio</translation>
    </message>
    <message>
        <source>There is no tile here to pick up.</source>
        <translation>Qui non c’è nessuna tessera da prendere.</translation>
    </message>
    <message>
        <source>Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns to the tray, Escape cancels.</source>
        <translation>Tastiera: le frecce spostano, Invio prende e posa, R ruota, Canc rimette nel vassoio, Esc annulla.</translation>
    </message>
    <message>
        <source>Drop the tile on a space of your board or in your tray.</source>
        <translation>Posa la tessera su una casella della tua plancia o nel vassoio.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>Il draft è finito.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft: the tile goes to %1&apos;s tray or board.</source>
        <translation>Tocca a %1 scegliere: la tessera va nel vassoio o sulla plancia di %1.</translation>
    </message>
    <message>
        <source>That is %1&apos;s tray: arrange only your own.</source>
        <translation>Quello è il vassoio di %1: sistema solo il tuo.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: arrange only your own.</source>
        <translation>Quella è la plancia di %1: sistema solo la tua.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: a bot arranges it.</source>
        <translation>Quella è la plancia di %1: la sistema il computer.</translation>
    </message>
    <message>
        <source>Please wait a moment.</source>
        <translation>Attendi un momento.</translation>
    </message>
    <message>
        <source>You cannot change this board now.</source>
        <translation>Ora non puoi cambiare questa plancia.</translation>
    </message>
    <message>
        <source>%1 tie on %2 points; %3 wins the tie-break with the most tiles in the microchip (%4).</source>
        <translation>%1 sono pari a %2 punti; %3 vince lo spareggio con più tessere nel microchip (%4).</translation>
    </message>
    <message>
        <source>%1 tie on %2 points with equally large microchips (%3): the victory is shared.</source>
        <translation>%1 sono pari a %2 punti con microchip ugualmente grandi (%3): la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>no closed microchip: 0 − 2 × %1 outside = %2</source>
        <translation>nessun microchip chiuso: 0 − 2 × %1 fuori = %2</translation>
    </message>
    <message>
        <source>%1 links − 2 × %2 outside = %3</source>
        <translation>%1 connessioni − 2 × %2 fuori = %3</translation>
    </message>
    <message>
        <source>badges: %1, %2</source>
        <translation>segnali: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open wire(s)</source>
        <translation>
            <numerusform>%n filo aperto</numerusform>
            <numerusform>%n fili aperti</numerusform>
        </translation>
    </message>
    <message>
        <source>badges: %1</source>
        <translation>segnali: %1</translation>
    </message>
    <message>
        <source>no badges</source>
        <translation>nessun segnale</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>chip of %n tile(s)</source>
        <translation>
            <numerusform>chip di %n tessera</numerusform>
            <numerusform>chip di %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>no closed microchip</source>
        <translation>nessun microchip chiuso</translation>
    </message>
    <message>
        <source>Each connection in your microchip scores 1; every other tile you own costs 2.</source>
        <translation>Ogni connessione del tuo microchip vale 1; ogni altra tua tessera costa 2.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tessera rimasta</numerusform>
            <numerusform>%n tessere rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · drafting from column %2</source>
        <translation>%1 · si sceglie dalla colonna %2</translation>
    </message>
    <message>
        <source>%1 · take from column %2</source>
        <translation>%1 · prendi dalla colonna %2</translation>
    </message>
    <message>
        <source>%1 · column %2</source>
        <translation>%1 · colonna %2</translation>
    </message>
    <message>
        <source>chip of %1 · %2 outside</source>
        <translation>chip di %1 · %2 fuori</translation>
    </message>
    <message>
        <source>no chip · %1 outside</source>
        <translation>nessun chip · %1 fuori</translation>
    </message>
    <message>
        <source>The pool</source>
        <translation>La riserva</translation>
    </message>
    <message>
        <source>%1 bot · board %2</source>
        <translation>computer (%1) · plancia %2</translation>
    </message>
    <message>
        <source>person · board %1</source>
        <translation>persona · plancia %1</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Vassoio</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n punto</numerusform>
            <numerusform>−%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <translation>
            <numerusform>-%n punto</numerusform>
            <numerusform>-%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>best final score expected with the tiles drafted</source>
        <translation>miglior punteggio finale atteso con le tessere prese</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>punti</translation>
    </message>
    <message numerus="yes">
        <source>the best arrangement of these tiles, %n point(s)</source>
        <translation>
            <numerusform>la migliore disposizione di queste tessere, %n punto</numerusform>
            <numerusform>la migliore disposizione di queste tessere, %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n connessione</numerusform>
            <numerusform>%n connessioni</numerusform>
        </translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you made it</source>
        <translation>Il meglio possibile con le tue tessere: %1
ce l’hai fatta</translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you scored %2</source>
        <translation>Il meglio possibile con le tue tessere: %1
hai ottenuto %2</translation>
    </message>
    <message>
        <source>Best %1 · made it</source>
        <translation>Migliore %1 · raggiunto</translation>
    </message>
    <message>
        <source>Best %1 · scored %2</source>
        <translation>Migliore %1 · ottenuto %2</translation>
    </message>
</context>
</TS>
