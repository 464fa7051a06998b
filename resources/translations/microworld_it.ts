<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>FinalBreakdown</name>
    <message numerus="yes">
        <source>%1 (%n flipped pawn(s) removed first.)</source>
        <translation>
            <numerusform>%1 (prima viene rimossa %n pedina capovolta.)</numerusform>
            <numerusform>%1 (prima vengono rimosse %n pedine capovolte.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MicroworldPictures</name>
    <message>
        <source>+token</source>
        <translation>+gettone</translation>
    </message>
    <message>
        <source>0 for the tissue</source>
        <translation>0 per il tessuto</translation>
    </message>
    <message>
        <source>pawns in 4 osseous cells: +5 to the first</source>
        <translation>pedine in 4 cellule ossee: +5 al primo</translation>
    </message>
    <message>
        <source>won by the Anticorps (+5)</source>
        <translation>vinto dagli Anticorpi (+5)</translation>
    </message>
</context>
<context>
    <name>MicroworldTable</name>
    <message>
        <source>Drawn at random
when the game starts</source>
        <translation>Estratto a caso
all’inizio della partita</translation>
    </message>
    <message>
        <source>Drag an element onto another quarter to swap them; click one to turn it over.</source>
        <translation>Trascina un elemento su un altro quarto per scambiarli; fai clic su uno per girarlo.</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>a board</comment>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Each element to a random quarter, on a random side</source>
        <translation>Ogni elemento in un quarto a caso, su un lato a caso</translation>
    </message>
    <message>
        <source>Draw at start</source>
        <translation>Estrai all’inizio</translation>
    </message>
    <message>
        <source>The board is drawn at random when the game starts</source>
        <translation>Il tabellone viene estratto a caso all’inizio della partita</translation>
    </message>
    <message>
        <source>The picture follows the Board code once it names a board.</source>
        <translation>L’immagine segue il codice del tabellone appena indica un tabellone.</translation>
    </message>
    <message>
        <source>A custom layout: change it in the code.</source>
        <translation>Una disposizione personalizzata: modificala nel codice.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a name: what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A face-down gene token</source>
        <translation>Un gettone gene coperto</translation>
    </message>
    <message>
        <source>%1 — click to use it</source>
        <translation>%1 — fai clic per usarlo</translation>
    </message>
    <message>
        <source>Gene powers. The arrow points at the power of the last used token (%1 acts as it):</source>
        <translation>Poteri dei geni. La freccia indica il potere dell’ultimo gettone usato (%1 agisce come esso):</translation>
    </message>
    <message>
        <source>No token used yet</source>
        <translation>Nessun gettone ancora usato</translation>
    </message>
    <message>
        <source>%1 (rule H)</source>
        <translation>%1 (regola H)</translation>
    </message>
    <message>
        <source>%1 +1 mutation</source>
        <translation>%1 +1 mutazione</translation>
    </message>
    <message>
        <source>radiation: 0</source>
        <translation>radiazione: 0</translation>
    </message>
    <message>
        <source>mucous: 0</source>
        <translation>mucoso: 0</translation>
    </message>
    <message>
        <source>tie %1–%2</source>
        <translation>pareggio %1–%2</translation>
    </message>
    <message>
        <source>Tissue %1 of %2: %3</source>
        <translation>Tessuto %1 di %2: %3</translation>
    </message>
    <message>
        <source>The flipped pawns are removed, then each tissue goes to the side with more pawns in it. Click the board or press Escape to skip.</source>
        <translation>Le pedine capovolte vengono rimosse, poi ogni tessuto va alla parte con più pedine al suo interno. Fai clic sul tabellone o premi Esc per saltare.</translation>
    </message>
    <message>
        <source>Every tissue counted: %1 %2, %3 %4 from tissues.</source>
        <translation>Tutti i tessuti contati: %1 %2, %3 %4 dai tessuti.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>un gettone gene</translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation>%1 hanno usato %2</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>a board</comment>
        <translation>personalizzato</translation>
    </message>
    <message>
        <source>&lt;b&gt;Board&lt;/b&gt; %1 · &lt;b&gt;Pawns&lt;/b&gt; %2 of %3 placed</source>
        <translation>&lt;b&gt;Tabellone&lt;/b&gt; %1 · &lt;b&gt;Pedine&lt;/b&gt; %2 di %3 piazzate</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Regole&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1 (won by the %2)</source>
        <translation>&lt;b&gt;Obiettivo&lt;/b&gt; %1 (vinto da: %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Obiettivo&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>no token used yet</source>
        <translation>ancora nessun gettone usato</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gene arrow ➜&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Freccia gene ➜&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked&lt;/b&gt; the %1: no tokens, no points this turn</source>
        <translation>&lt;b&gt;Bloccati&lt;/b&gt;: %1, niente gettoni né punti in questo turno</translation>
    </message>
    <message>
        <source>before placing</source>
        <translation>prima di piazzare</translation>
    </message>
    <message>
        <source>after placing</source>
        <translation>dopo aver piazzato</translation>
    </message>
    <message>
        <source>as the gene arrow (now %1)</source>
        <translation>come la freccia gene (ora %1)</translation>
    </message>
    <message>
        <source>as the gene arrow (nothing yet)</source>
        <translation>come la freccia gene (ancora niente)</translation>
    </message>
    <message>
        <source>%1 · usable next turn</source>
        <translation>%1 · usabile dal prossimo turno</translation>
    </message>
    <message>
        <source>Use</source>
        <comment>a gene token</comment>
        <translation>Usa</translation>
    </message>
    <message>
        <source>Use this token now</source>
        <translation>Usa questo gettone ora</translation>
    </message>
    <message>
        <source>Not usable right now: click to see why</source>
        <translation>Non usabile ora: fai clic per vedere perché</translation>
    </message>
    <message>
        <source>Show cell names</source>
        <translation>Mostra i nomi delle cellule</translation>
    </message>
    <message>
        <source>Write each cell&apos;s name on the board, as the move log names cells (Q1·6 is quarter 1, cell 6). Hovering a cell shows its name too.</source>
        <translation>Scrive il nome di ogni cellula sul tabellone, come le chiama il registro delle mosse (Q1·6 è il quarto 1, cellula 6). Anche passando sopra una cellula se ne vede il nome.</translation>
    </message>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Stai guardando una mossa precedente: torna alla partita per giocare.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a gene token&apos;s name quoted</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Looking back: after move %1</source>
        <translation>Sguardo indietro: dopo la mossa %1</translation>
    </message>
    <message>
        <source>Looking back: the start</source>
        <translation>Sguardo indietro: l’inizio</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Conteggio finale</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Vincono: %1!</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>%1&apos; turn</source>
        <translation>Turno: %1</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Tocca a te, %1</translation>
    </message>
    <message>
        <source>%1 in play + %2 from tissues</source>
        <translation>%1 in gioco + %2 dai tessuti</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Tieni %1</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>il gettone</translation>
    </message>
    <message>
        <source>Steal %1</source>
        <translation>Ruba %1</translation>
    </message>
    <message>
        <source>Discard your mutation token: the token is cancelled and goes to your hand</source>
        <translation>Scarta il tuo segnalino mutazione: il gettone viene annullato e va nella tua mano</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>Lascia agire %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Keep your unused tokens for later turns</source>
        <translation>Tieni i gettoni non usati per i turni successivi</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>Annulla %1</translation>
    </message>
    <message>
        <source>Your gene tokens</source>
        <translation>I tuoi gettoni gene</translation>
    </message>
    <message>
        <source>Your gene tokens — none</source>
        <translation>I tuoi gettoni gene — nessuno</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens</source>
        <translation>Gettoni gene: %1</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens — none</source>
        <translation>Gettoni gene: %1 — nessuno</translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation>%1 hanno tenuto %2.</translation>
    </message>
    <message>
        <source>%1 kept no token.</source>
        <translation>%1 non hanno tenuto alcun gettone.</translation>
    </message>
    <message>
        <source>%1 hold %2.</source>
        <translation>%1 hanno %2.</translation>
    </message>
    <message>
        <source>%1 hold no token.</source>
        <translation>%1 non hanno alcun gettone.</translation>
    </message>
    <message>
        <source>The tissues have been scored: the results list them, tissue by tissue. Every token now lies face up where it was.</source>
        <translation>I tessuti sono stati contati: i risultati li elencano uno per uno. Ogni gettone ora è scoperto dov’era.</translation>
    </message>
    <message>
        <source>Waiting for the %1…</source>
        <translation>In attesa: %1…</translation>
    </message>
    <message>
        <source>Choose a lit cell for %1, or cancel.</source>
        <translation>Scegli una cellula evidenziata per %1, oppure annulla.</translation>
    </message>
    <message>
        <source>Use an after-placing token, click a lit cell for your mutation, or end the turn.</source>
        <translation>Usa un gettone da dopo il piazzamento, fai clic su una cellula evidenziata per la tua mutazione o termina il turno.</translation>
    </message>
    <message>
        <source>Keep one of your two mutation tiles.</source>
        <translation>Tieni una delle tue due tessere mutazione.</translation>
    </message>
    <message>
        <source>Open the game: click a lit gene space to place your first pawn.</source>
        <translation>Apri la partita: fai clic su una casella gene evidenziata per piazzare la tua prima pedina.</translation>
    </message>
    <message>
        <source>Click a lit cell to place a pawn next to the opponent&apos;s last pawn (ringed). A before-placing token may be used first.</source>
        <translation>Fai clic su una cellula evidenziata per piazzare una pedina accanto all’ultima pedina avversaria (cerchiata). Prima puoi usare un gettone da prima del piazzamento.</translation>
    </message>
    <message>
        <source>Use an after-placing token or end the turn.</source>
        <translation>Usa un gettone da dopo il piazzamento o termina il turno.</translation>
    </message>
    <message>
        <source>The %1 used a gene token: steal it with your mutation token, or let it work.</source>
        <translation>%1 hanno usato un gettone gene: rubalo con il tuo segnalino mutazione o lascialo agire.</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>Vincono: %1</translation>
    </message>
    <message>
        <source>The tissues have been scored; every token lies face up where it was.</source>
        <translation>I tessuti sono stati contati; ogni gettone è scoperto dov’era.</translation>
    </message>
    <message>
        <source>The %1 to keep one of their two mutation tiles.</source>
        <translation>%1 devono tenere una delle loro due tessere mutazione.</translation>
    </message>
    <message>
        <source>The %1 to open the game with a first pawn.</source>
        <translation>%1 devono aprire la partita con una prima pedina.</translation>
    </message>
    <message>
        <source>The %1 to place a pawn next to the opponent&apos;s last pawn.</source>
        <translation>%1 devono piazzare una pedina accanto all’ultima pedina avversaria.</translation>
    </message>
    <message>
        <source>The %1 to use an after-placing token or end the turn.</source>
        <translation>%1 devono usare un gettone da dopo il piazzamento o terminare il turno.</translation>
    </message>
    <message>
        <source>The %1 to steal the token just used, or let it work.</source>
        <translation>%1 devono rubare il gettone appena usato o lasciarlo agire.</translation>
    </message>
    <message>
        <source>The %1 to play.</source>
        <translation>Tocca a: %1.</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>nessuno segna</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the %3 win.</source>
        <translation>Punteggi pari: vince la parte con più gettoni gene non usati (%1, %2): vincono %3.</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the game is a draw.</source>
        <translation>Punteggi pari: vince la parte con più gettoni gene non usati (%1, %2): la partita è pari.</translation>
    </message>
    <message>
        <source>%1 %2 during play + %3 from tissues</source>
        <translation>%1 %2 durante il gioco + %3 dai tessuti</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final scoring&lt;/b&gt;: flipped pawns are removed, then each tissue goes to the side with more pawns in it.&lt;br&gt;%1, %2.</source>
        <translation>&lt;b&gt;Conteggio finale&lt;/b&gt;: le pedine capovolte vengono rimosse, poi ogni tessuto va alla parte con più pedine al suo interno.&lt;br&gt;%1, %2.</translation>
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
        <translation>&lt;b&gt;Tutti i gettoni scoperti&lt;/b&gt;: %1.</translation>
    </message>
    <message>
        <source>Pick a tissue to see it on the board and why it scored.</source>
        <translation>Scegli un tessuto per vederlo sul tabellone e sapere perché ha dato punti.</translation>
    </message>
    <message>
        <source>won by the %1 (+%2)</source>
        <translation>vinto da: %1 (+%2)</translation>
    </message>
    <message>
        <source>Target %1, won by the %2</source>
        <translation>Obiettivo %1, vinto da: %2</translation>
    </message>
    <message>
        <source>%1: +%2 to the first</source>
        <translation>%1: +%2 al primo</translation>
    </message>
    <message>
        <source>Target %1: %2 The first to do it scores %3 at once.</source>
        <translation>Obiettivo %1: %2 Il primo a riuscirci ottiene subito %3.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Regola %1: %2</translation>
    </message>
    <message>
        <source>%1 · click to keep it</source>
        <translation>%1 · fai clic per tenerla</translation>
    </message>
    <message>
        <source>A mutation tile drawn, face down</source>
        <translation>Una tessera mutazione pescata, coperta</translation>
    </message>
    <message>
        <source>Mutation tile</source>
        <translation>Tessera mutazione</translation>
    </message>
    <message>
        <source>%1 — set aside at the opening, out of the game</source>
        <translation>%1 — messo da parte all’apertura, fuori gioco</translation>
    </message>
    <message>
        <source>The token set aside at the opening: face down, out of the game (it is shown at the end)</source>
        <translation>Il gettone messo da parte all’apertura: coperto, fuori gioco (si mostra alla fine)</translation>
    </message>
    <message>
        <source>set aside</source>
        <comment>a token</comment>
        <translation>messo da parte</translation>
    </message>
    <message>
        <source>%1 — a leftover token</source>
        <translation>%1 — un gettone avanzato</translation>
    </message>
    <message>
        <source>A leftover token, face down (rule A deals them, rule D draws one; shown at the end)</source>
        <translation>Un gettone avanzato, coperto (la regola A li distribuisce, la regola D ne pesca uno; si mostra alla fine)</translation>
    </message>
    <message>
        <source>leftovers</source>
        <translation>avanzati</translation>
    </message>
    <message>
        <source>gene tokens</source>
        <translation>gettoni gene</translation>
    </message>
    <message>
        <source>used</source>
        <comment>tokens</comment>
        <translation>usati</translation>
    </message>
    <message numerus="yes">
        <source>%n to place</source>
        <comment>pawns</comment>
        <translation>
            <numerusform>%n da piazzare</numerusform>
            <numerusform>%n da piazzare</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell: its kind</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a gene token: %1</source>
        <translation>un gettone gene: %1</translation>
    </message>
    <message>
        <source>a face-down gene token</source>
        <translation>un gettone gene coperto</translation>
    </message>
    <message numerus="yes">
        <source>%n virus pawn(s)</source>
        <translation>
            <numerusform>%n pedina virus</numerusform>
            <numerusform>%n pedine virus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anticorps pawn(s)</source>
        <translation>
            <numerusform>%n pedina anticorpi</numerusform>
            <numerusform>%n pedine anticorpi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 flipped)</source>
        <translation>%1 (%2 capovolte)</translation>
    </message>
    <message>
        <source>barred by a mutation token</source>
        <translation>sbarrata da un segnalino mutazione</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Aspetta: non è ancora il tuo turno.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn.</source>
        <translation>È il turno di: %1.</translation>
    </message>
    <message>
        <source>You have placed your pawn: use an after-placing token or end the turn.</source>
        <translation>Hai piazzato la tua pedina: usa un gettone da dopo il piazzamento o termina il turno.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles (on the right).</source>
        <translation>Prima tieni una delle tue due tessere mutazione (a destra).</translation>
    </message>
    <message>
        <source>Answer first: steal the gene token or let it work (on the right).</source>
        <translation>Prima rispondi: ruba il gettone gene o lascialo agire (a destra).</translation>
    </message>
    <message>
        <source>%1: click one of the lit cells.</source>
        <translation>%1: fai clic su una delle cellule evidenziate.</translation>
    </message>
    <message>
        <source>Nothing done: you keep your points and the token.</source>
        <translation>Nessuna azione: tieni i tuoi punti e il gettone.</translation>
    </message>
    <message numerus="yes">
        <source>This gives you %n point(s) instead of %1: use it anyway?</source>
        <translation>
            <numerusform>Così ottieni %n punto invece di %1: usarlo comunque?</numerusform>
            <numerusform>Così ottieni %n punti invece di %1: usarlo comunque?</numerusform>
        </translation>
    </message>
    <message>
        <source>Use it anyway</source>
        <translation>Usalo comunque</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick one of the lit cells first.</source>
        <translation>Prima scegli una delle cellule evidenziate con i tasti freccia.</translation>
    </message>
    <message>
        <source>That button is not offered now.</source>
        <translation>Quel pulsante ora non è disponibile.</translation>
    </message>
    <message>
        <source>No cell is lit: use a token or a button on the right.</source>
        <translation>Nessuna cellula è evidenziata: usa un gettone o un pulsante a destra.</translation>
    </message>
    <message>
        <source>There is no gene token %1 you may use now.</source>
        <translation>Non c’è un gettone gene %1 che puoi usare ora.</translation>
    </message>
</context>
<context>
    <name>MicroworldWords</name>
    <message>
        <source>Board code %1 should look like 1A-3B-2A-4B.</source>
        <translation>Il codice del tabellone %1 dovrebbe avere la forma 1A-3B-2A-4B.</translation>
    </message>
    <message>
        <source>Board code %1 should use each element 1 to 4 once.</source>
        <translation>Il codice del tabellone %1 dovrebbe usare ogni elemento da 1 a 4 una sola volta.</translation>
    </message>
    <message>
        <source>A custom board needs four groups of ten cell letters separated by &apos;-&apos;.</source>
        <translation>Un tabellone personalizzato richiede quattro gruppi di dieci lettere di cellula separati da «-».</translation>
    </message>
    <message>
        <source>A custom board uses only the letters %1.</source>
        <translation>Un tabellone personalizzato usa solo le lettere %1.</translation>
    </message>
    <message>
        <source>A custom board needs exactly %1 gene spaces (lowercase letters), not %2.</source>
        <translation>Un tabellone personalizzato richiede esattamente %1 caselle gene (lettere minuscole), non %2.</translation>
    </message>
    <message>
        <source>adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation>adiacenti</translation>
    </message>
    <message>
        <source>nervous (E)</source>
        <comment>a point for a nervous cell, rule E</comment>
        <translation>nervosa (E)</translation>
    </message>
    <message>
        <source>last cell (F)</source>
        <comment>points for a tissue&apos;s last cell, rule F</comment>
        <translation>ultima cellula (F)</translation>
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
            <numerusform>%n adiacente</numerusform>
            <numerusform>%n adiacenti</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>cellula %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a cell and its kind</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn to decide.</source>
        <translation>Tocca decidere a: %1.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles.</source>
        <translation>Prima tieni una delle tue due tessere mutazione.</translation>
    </message>
    <message>
        <source>The Viruses must first place their opening pawn on a cell with a gene token.</source>
        <translation>I Virus devono prima piazzare la pedina d’apertura su una cellula con un gettone gene.</translation>
    </message>
    <message>
        <source>Place your pawn first.</source>
        <translation>Prima piazza la tua pedina.</translation>
    </message>
    <message>
        <source>You have already placed your pawn this turn: use an after-placing token, a mutation, or end the turn.</source>
        <translation>Hai già piazzato la tua pedina in questo turno: usa un gettone da dopo il piazzamento, una mutazione o termina il turno.</translation>
    </message>
    <message>
        <source>Wait: the opponent&apos;s gene token may be stolen first.</source>
        <translation>Aspetta: prima si può rubare il gettone gene avversario.</translation>
    </message>
    <message>
        <source>There is no cell %1.</source>
        <translation>Non esiste la cellula %1.</translation>
    </message>
    <message>
        <source>%1 open on %2</source>
        <translation>%1 aprono su %2</translation>
    </message>
    <message>
        <source>%1 place a pawn on %2</source>
        <translation>%1 piazzano una pedina su %2</translation>
    </message>
    <message>
        <source>On the first turn the Viruses place on a cell that holds a gene token.</source>
        <translation>Al primo turno i Virus piazzano su una cellula che ha un gettone gene.</translation>
    </message>
    <message>
        <source>A mutation token blocks that cell this turn.</source>
        <translation>Un segnalino mutazione sbarra quella cellula in questo turno.</translation>
    </message>
    <message>
        <source>That cell is occupied (only %1 allows it, next to the last pawn).</source>
        <translation>Quella cellula è occupata (solo %1 lo permette, accanto all’ultima pedina).</translation>
    </message>
    <message>
        <source>Place next to the opponent&apos;s last pawn on %1.</source>
        <translation>Piazza accanto all’ultima pedina avversaria, su %1.</translation>
    </message>
    <message>
        <source>%1 use %2</source>
        <translation>%1 usano %2</translation>
    </message>
    <message>
        <source>%1 use %2 as %3</source>
        <translation>%1 usano %2 come %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>a token used on a cell</comment>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>%1, moving the opponent&apos;s pawn to %2</source>
        <translation>%1, spostando la pedina avversaria su %2</translation>
    </message>
    <message>
        <source>You are blocked this turn: no gene tokens.</source>
        <translation>Sei bloccato in questo turno: niente gettoni gene.</translation>
    </message>
    <message>
        <source>You do not hold that gene token.</source>
        <translation>Non hai quel gettone gene.</translation>
    </message>
    <message numerus="yes">
        <source>You may use %n gene token(s) a turn.</source>
        <translation>
            <numerusform>Puoi usare %n gettone gene per turno.</numerusform>
            <numerusform>Puoi usare %n gettoni gene per turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token drawn for reaching 10 points can be used from your next turn.</source>
        <translation>Il gettone pescato per aver raggiunto 10 punti si può usare dal tuo prossimo turno.</translation>
    </message>
    <message>
        <source>%1 has nothing to copy yet: no gene token has been used.</source>
        <translation>%1 non ha ancora niente da copiare: nessun gettone gene è stato usato.</translation>
    </message>
    <message>
        <source>%1 is used after placing your pawn.</source>
        <translation>%1 si usa dopo aver piazzato la tua pedina.</translation>
    </message>
    <message>
        <source>A token picked up this turn can be used now only if it acts after placing; keep %1 for a later turn.</source>
        <translation>Un gettone preso in questo turno si può usare ora solo se agisce dopo il piazzamento; tieni %1 per un turno successivo.</translation>
    </message>
    <message>
        <source>%1 is used before placing your pawn.</source>
        <translation>%1 si usa prima di piazzare la tua pedina.</translation>
    </message>
    <message>
        <source>%1 is already in effect this turn.</source>
        <translation>%1 è già attivo in questo turno.</translation>
    </message>
    <message>
        <source>Flip an opponent&apos;s pawn (not flipped yet) next to the pawn you placed.</source>
        <translation>Capovolgi una pedina avversaria (non ancora capovolta) accanto alla pedina che hai piazzato.</translation>
    </message>
    <message>
        <source>Move the opponent&apos;s last pawn to a free cell next to it.</source>
        <translation>Sposta l’ultima pedina avversaria in una cellula libera accanto a essa.</translation>
    </message>
    <message>
        <source>%1 needs no target cell.</source>
        <translation>%1 non richiede una cellula bersaglio.</translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>un gettone gene</translation>
    </message>
    <message>
        <source>%1 discard a mutation token to steal %2</source>
        <translation>%1 scartano un segnalino mutazione per rubare %2</translation>
    </message>
    <message>
        <source>%1 let %2 work</source>
        <translation>%1 lasciano agire %2</translation>
    </message>
    <message>
        <source>%1 end their turn</source>
        <translation>%1 terminano il turno</translation>
    </message>
    <message>
        <source>You do not have the %1 mutation.</source>
        <translation>Non hai la mutazione %1.</translation>
    </message>
    <message>
        <source>You have already used your mutation this turn.</source>
        <translation>Hai già usato la tua mutazione in questo turno.</translation>
    </message>
    <message>
        <source>You have no mutation tokens left.</source>
        <translation>Non ti restano segnalini mutazione.</translation>
    </message>
    <message>
        <source>%1 block %2 with a mutation token</source>
        <translation>%1 sbarrano %2 con un segnalino mutazione</translation>
    </message>
    <message>
        <source>Put the mutation token on a free cell.</source>
        <translation>Metti il segnalino mutazione in una cellula libera.</translation>
    </message>
    <message>
        <source>%1 swap their pawn with the opponent&apos;s on %2</source>
        <translation>%1 scambiano la loro pedina con quella avversaria su %2</translation>
    </message>
    <message>
        <source>Swap with an opponent&apos;s pawn next to the pawn you placed.</source>
        <translation>Scambia con una pedina avversaria accanto alla pedina che hai piazzato.</translation>
    </message>
    <message>
        <source>%1 move their pawn to %2</source>
        <translation>%1 spostano la loro pedina su %2</translation>
    </message>
    <message>
        <source>Move the pawn you placed to a free cell next to it.</source>
        <translation>Sposta la pedina che hai piazzato in una cellula libera accanto a essa.</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a mutation</comment>
        <translation>sconosciuta</translation>
    </message>
    <message>
        <source>%1 keep the %2 mutation</source>
        <translation>%1 tengono la mutazione %2</translation>
    </message>
    <message>
        <source>Keep one of the two mutation tiles you drew.</source>
        <translation>Tieni una delle due tessere mutazione che hai pescato.</translation>
    </message>
    <message>
        <source>%1 achieve the target %2: +%3 at once; the tile is turned face down.</source>
        <translation>%1 raggiungono l’obiettivo %2: subito +%3; la tessera viene girata.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2 and a leftover gene token, face down.</source>
        <translation>%1 arrivano per primi a 10 punti (regola D): +%2 e un gettone gene avanzato, coperto.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2; no leftover token is left to draw.</source>
        <translation>%1 arrivano per primi a 10 punti (regola D): +%2; non resta alcun gettone da pescare.</translation>
    </message>
    <message>
        <source>%1&apos; %2 mutation: +%3 for scoring 2 or more this turn.</source>
        <translation>Mutazione %2 (%1): +%3 per aver ottenuto 2 o più punti in questo turno.</translation>
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
        <translation>La partita finisce: i tessuti danno %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Every token is turned face up: %1.</source>
        <translation>Tutti i gettoni vengono scoperti: %1.</translation>
    </message>
    <message>
        <source>A draw at %1 points each.</source>
        <translation>Pareggio a %1 punti ciascuno.</translation>
    </message>
    <message>
        <source>%1 win on unused gene tokens, tied at %2 points.</source>
        <translation>%1 vincono per gettoni gene non usati, pari a %2 punti.</translation>
    </message>
    <message>
        <source>%1 win %2 to %3.</source>
        <translation>%1 vincono %2 a %3.</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to flip a pawn of the %3 on %4</source>
        <translation>Usa il tuo gettone %1 come %2 per capovolgere una pedina avversaria (%3) su %4</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to move the %3&apos; last pawn to %4</source>
        <translation>Usa il tuo gettone %1 come %2 per spostare l’ultima pedina avversaria (%3) su %4</translation>
    </message>
    <message>
        <source>Use your %1 token as %2</source>
        <translation>Usa il tuo gettone %1 come %2</translation>
    </message>
    <message>
        <source>Use your %1 token to flip a pawn of the %2 on %3</source>
        <translation>Usa il tuo gettone %1 per capovolgere una pedina avversaria (%2) su %3</translation>
    </message>
    <message>
        <source>Use your %1 token to move the %2&apos; last pawn to %3</source>
        <translation>Usa il tuo gettone %1 per spostare l’ultima pedina avversaria (%2) su %3</translation>
    </message>
    <message>
        <source>Use your %1 token</source>
        <translation>Usa il tuo gettone %1</translation>
    </message>
    <message>
        <source>Open on %1</source>
        <translation>Apri su %1</translation>
    </message>
    <message>
        <source>Place your pawn on %1</source>
        <translation>Piazza la tua pedina su %1</translation>
    </message>
    <message>
        <source>End your turn now, keeping the tokens you hold</source>
        <translation>Termina ora il turno tenendo i gettoni che hai</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>il gettone</translation>
    </message>
    <message>
        <source>Steal %1 with a mutation token</source>
        <translation>Ruba %1 con un segnalino mutazione</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>Lascia agire %1</translation>
    </message>
    <message>
        <source>Block %1 with a mutation token</source>
        <translation>Sbarra %1 con un segnalino mutazione</translation>
    </message>
    <message>
        <source>Swap your pawn with the %1&apos; pawn on %2</source>
        <translation>Scambia la tua pedina con quella avversaria (%1) su %2</translation>
    </message>
    <message>
        <source>Move your pawn to %1</source>
        <translation>Sposta la tua pedina su %1</translation>
    </message>
    <message>
        <source>Keep the %1 mutation</source>
        <translation>Tieni la mutazione %1</translation>
    </message>
    <message>
        <source>Viruses</source>
        <translation>Virus</translation>
    </message>
    <message>
        <source>Anticorps</source>
        <translation>Anticorpi</translation>
    </message>
    <message>
        <source>Scenario %1: rule %2</source>
        <translation>Scenario %1: regola %2</translation>
    </message>
    <message>
        <source>Scenario %1: rules %2</source>
        <translation>Scenario %1: regole %2</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Free combination (the rule switches below)</source>
        <translation>Combinazione libera (gli interruttori delle regole qui sotto)</translation>
    </message>
    <message>
        <source>A built-in scenario sets the additional rules and overrides the switches below.</source>
        <translation>Uno scenario predefinito fissa le regole aggiuntive e sostituisce gli interruttori qui sotto.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Regola %1: %2</translation>
    </message>
    <message>
        <source>Target tile (rule B)</source>
        <translation>Tessera obiettivo (regola B)</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Estratta a caso</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or an element code such as 1A-3B-2A-4B, or a custom layout; or assemble it on the picture.</source>
        <translation>Vuoto: estratto a caso. Oppure un codice di elementi come 1A-3B-2A-4B o una disposizione personalizzata; oppure componilo sull’immagine.</translation>
    </message>
    <message>
        <source>Every token face up</source>
        <translation>Tutti i gettoni scoperti</translation>
    </message>
    <message>
        <source>Both sides see every gene token: on the board, in the hands, set aside and left over. Puzzles are played this way; it is also a way to learn the powers.</source>
        <translation>Entrambe le parti vedono ogni gettone gene: sul tabellone, in mano, messi da parte e avanzati. I rompicapi si giocano così; è anche un modo per imparare i poteri.</translation>
    </message>
    <message>
        <source>Solved: the %1 win, %2 to %3.</source>
        <translation>Risolto: vincono %1, %2 a %3.</translation>
    </message>
    <message>
        <source>%1 to play: win.</source>
        <translation>Muovono %1: vinci.</translation>
    </message>
    <message numerus="yes">
        <source>The win is still there: %n pawn(s) left to place.</source>
        <translation>
            <numerusform>La vittoria è ancora lì: resta %n pedina da piazzare.</numerusform>
            <numerusform>La vittoria è ancora lì: restano %n pedine da piazzare.</numerusform>
        </translation>
    </message>
    <message>
        <source>That lets the %1 win: try again.</source>
        <translation>Così vincono %1: riprova.</translation>
    </message>
    <message>
        <source>That lets the %1 hold: try again.</source>
        <translation>Così %1 resistono: riprova.</translation>
    </message>
    <message>
        <source>The %1 answer first.</source>
        <translation>Prima rispondono %1.</translation>
    </message>
    <message>
        <source>No move wins from here: take your move back.</source>
        <translation>Da qui nessuna mossa vince: annulla la tua mossa.</translation>
    </message>
    <message>
        <source>%1: that keeps the win.</source>
        <translation>%1: così mantieni la vittoria.</translation>
    </message>
    <message>
        <source>Viruses against anticorps: grow next to each other, win the tissues of the body.</source>
        <translation>Virus contro anticorpi: cresci accanto ai tuoi e conquista i tessuti del corpo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s)</source>
        <comment>a tissue and its size</comment>
        <translation>
            <numerusform>%1 di %n cellula</numerusform>
            <numerusform>%1 di %n cellule</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 holds a radiation token: it scores nothing.</source>
        <translation>Il %1 contiene un gettone radiazione: non vale nulla.</translation>
    </message>
    <message>
        <source>The %1 scores nothing (rule G: mucous tissues don&apos;t score).</source>
        <translation>Il %1 non vale nulla (regola G: i tessuti mucosi non valgono punti).</translation>
    </message>
    <message>
        <source>The %1 is tied %2 to %3: nobody scores.</source>
        <translation>Il %1 è pari %2 a %3: nessuno segna.</translation>
    </message>
    <message>
        <source>The %1 is empty: nobody scores.</source>
        <translation>Il %1 è vuoto: nessuno segna.</translation>
    </message>
    <message numerus="yes">
        <source>%1 have the majority in the %2 (%3 to %4): %n point(s)</source>
        <translation>
            <numerusform>%1 hanno la maggioranza nel %2 (%3 a %4): %n punto</numerusform>
            <numerusform>%1 hanno la maggioranza nel %2 (%3 a %4): %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (rule H: muscular tissues score double)</source>
        <translation>%1 (regola H: i tessuti muscolari valgono doppio)</translation>
    </message>
    <message>
        <source>%1, +1 for their mutation</source>
        <translation>%1, +1 per la loro mutazione</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence&apos;s full stop</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no tokens</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>%1&apos; hand</source>
        <translation>Mano: %1</translation>
    </message>
    <message>
        <source>Leftovers</source>
        <translation>Avanzati</translation>
    </message>
    <message>
        <source>Set aside at the opening</source>
        <translation>Messo da parte all’apertura</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a token and its cell</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation>Ancora sul tabellone</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>10 points (D)</source>
        <comment>rule D&apos;s two points</comment>
        <translation>10 punti (D)</translation>
    </message>
    <message numerus="yes">
        <source>%n gene token(s) held, %1 used</source>
        <translation>
            <numerusform>%n gettone gene in mano, %1 usati</numerusform>
            <numerusform>%n gettoni gene in mano, %1 usati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s) and %2 (stolen, known).</source>
        <translation>
            <numerusform>%1 hanno %n gettone coperto e %2 (rubato, noto).</numerusform>
            <numerusform>%1 hanno %n gettoni coperti e %2 (rubato, noto).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s).</source>
        <translation>
            <numerusform>%1 hanno %n gettone coperto.</numerusform>
            <numerusform>%1 hanno %n gettoni coperti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n cell(s) — %2</source>
        <comment>a tissue in the results</comment>
        <translation>
            <numerusform>%1 · %n cellula — %2</numerusform>
            <numerusform>%1 · %n cellule — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>expected final margin (points ahead at the end)</source>
        <translation>margine finale atteso (punti di vantaggio alla fine)</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>punti</translation>
    </message>
</context>
</TS>
