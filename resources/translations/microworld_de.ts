<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>FinalBreakdown</name>
    <message numerus="yes">
        <source>%1 (%n flipped pawn(s) removed first.)</source>
        <translation>
            <numerusform>%1 (%n umgedrehte Figur zuvor entfernt.)</numerusform>
            <numerusform>%1 (%n umgedrehte Figuren zuvor entfernt.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MicroworldPictures</name>
    <message>
        <source>+token</source>
        <translation>+Plättchen</translation>
    </message>
    <message>
        <source>0 for the tissue</source>
        <translation>0 für das Gewebe</translation>
    </message>
    <message>
        <source>pawns in 4 osseous cells: +5 to the first</source>
        <translation>Figuren in 4 Knochenzellen: +5 für die erste Seite</translation>
    </message>
    <message>
        <source>won by the Anticorps (+5)</source>
        <translation>gewonnen von den Antikörpern (+5)</translation>
    </message>
</context>
<context>
    <name>MicroworldTable</name>
    <message>
        <source>Drawn at random
when the game starts</source>
        <translation>Zufällig gezogen
beim Partiebeginn</translation>
    </message>
    <message>
        <source>Drag an element onto another quarter to swap them; click one to turn it over.</source>
        <translation>Ziehen Sie ein Element auf ein anderes Viertel, um sie zu tauschen; klicken Sie eines an, um es umzudrehen.</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>a board</comment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Each element to a random quarter, on a random side</source>
        <translation>Jedes Element auf ein zufälliges Viertel, mit zufälliger Seite</translation>
    </message>
    <message>
        <source>Draw at start</source>
        <translation>Zu Beginn ziehen</translation>
    </message>
    <message>
        <source>The board is drawn at random when the game starts</source>
        <translation>Der Spielplan wird beim Partiebeginn zufällig gezogen</translation>
    </message>
    <message>
        <source>The picture follows the Board code once it names a board.</source>
        <translation>Das Bild folgt dem Spielplan-Code, sobald er einen Spielplan bezeichnet.</translation>
    </message>
    <message>
        <source>A custom layout: change it in the code.</source>
        <translation>Eine eigene Anordnung: Ändern Sie sie im Code.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a name: what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A face-down gene token</source>
        <translation>Ein verdecktes Genplättchen</translation>
    </message>
    <message>
        <source>%1 — click to use it</source>
        <translation>%1 — zum Nutzen anklicken</translation>
    </message>
    <message>
        <source>Gene powers. The arrow points at the power of the last used token (%1 acts as it):</source>
        <translation>Genfähigkeiten. Der Pfeil zeigt auf die Fähigkeit des zuletzt genutzten Plättchens (%1 wirkt wie sie):</translation>
    </message>
    <message>
        <source>No token used yet</source>
        <translation>Noch kein Plättchen genutzt</translation>
    </message>
    <message>
        <source>%1 (rule H)</source>
        <translation>%1 (Regel H)</translation>
    </message>
    <message>
        <source>%1 +1 mutation</source>
        <translation>%1 +1 Mutation</translation>
    </message>
    <message>
        <source>radiation: 0</source>
        <translation>Strahlung: 0</translation>
    </message>
    <message>
        <source>mucous: 0</source>
        <translation>Schleimhaut: 0</translation>
    </message>
    <message>
        <source>tie %1–%2</source>
        <translation>Gleichstand %1–%2</translation>
    </message>
    <message>
        <source>Tissue %1 of %2: %3</source>
        <translation>Gewebe %1 von %2: %3</translation>
    </message>
    <message>
        <source>The flipped pawns are removed, then each tissue goes to the side with more pawns in it. Click the board or press Escape to skip.</source>
        <translation>Die umgedrehten Figuren werden entfernt, dann geht jedes Gewebe an die Seite mit mehr Figuren darin. Klicken Sie auf den Spielplan oder drücken Sie Esc zum Überspringen.</translation>
    </message>
    <message>
        <source>Every tissue counted: %1 %2, %3 %4 from tissues.</source>
        <translation>Alle Gewebe gezählt: %1 %2, %3 %4 aus Geweben.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>ein Genplättchen</translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation>%1 nutzten %2</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>a board</comment>
        <translation>eigener</translation>
    </message>
    <message>
        <source>&lt;b&gt;Board&lt;/b&gt; %1 · &lt;b&gt;Pawns&lt;/b&gt; %2 of %3 placed</source>
        <translation>&lt;b&gt;Spielplan&lt;/b&gt; %1 · &lt;b&gt;Figuren&lt;/b&gt; %2 von %3 eingesetzt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Regeln&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1 (won by the %2)</source>
        <translation>&lt;b&gt;Ziel&lt;/b&gt; %1 (gewonnen von den %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ziel&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>no token used yet</source>
        <translation>noch kein Plättchen genutzt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gene arrow ➜&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Genpfeil ➜&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked&lt;/b&gt; the %1: no tokens, no points this turn</source>
        <translation>&lt;b&gt;Blockiert&lt;/b&gt; die %1: keine Plättchen, keine Punkte in diesem Zug</translation>
    </message>
    <message>
        <source>before placing</source>
        <translation>vor dem Einsetzen</translation>
    </message>
    <message>
        <source>after placing</source>
        <translation>nach dem Einsetzen</translation>
    </message>
    <message>
        <source>as the gene arrow (now %1)</source>
        <translation>wie der Genpfeil (jetzt %1)</translation>
    </message>
    <message>
        <source>as the gene arrow (nothing yet)</source>
        <translation>wie der Genpfeil (noch nichts)</translation>
    </message>
    <message>
        <source>%1 · usable next turn</source>
        <translation>%1 · ab dem nächsten Zug nutzbar</translation>
    </message>
    <message>
        <source>Use</source>
        <comment>a gene token</comment>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Use this token now</source>
        <translation>Dieses Plättchen jetzt nutzen</translation>
    </message>
    <message>
        <source>Not usable right now: click to see why</source>
        <translation>Gerade nicht nutzbar: klicken Sie, um den Grund zu sehen</translation>
    </message>
    <message>
        <source>Show cell names</source>
        <translation>Zellnamen zeigen</translation>
    </message>
    <message>
        <source>Write each cell&apos;s name on the board, as the move log names cells (Q1·6 is quarter 1, cell 6). Hovering a cell shows its name too.</source>
        <translation>Schreibt den Namen jeder Zelle auf den Spielplan, wie das Zugprotokoll Zellen nennt (Q1·6 ist Viertel 1, Zelle 6). Auch beim Überfahren einer Zelle erscheint ihr Name.</translation>
    </message>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Sie sehen sich einen früheren Zug an: Kehren Sie zur Partie zurück, um zu spielen.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a gene token&apos;s name quoted</comment>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Looking back: after move %1</source>
        <translation>Rückblick: nach Zug %1</translation>
    </message>
    <message>
        <source>Looking back: the start</source>
        <translation>Rückblick: der Beginn</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gewinnen!</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1&apos; turn</source>
        <translation>%1 sind am Zug</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Sie sind am Zug, %1</translation>
    </message>
    <message>
        <source>%1 in play + %2 from tissues</source>
        <translation>%1 im Spiel + %2 aus Geweben</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>das Plättchen</translation>
    </message>
    <message>
        <source>Steal %1</source>
        <translation>%1 stehlen</translation>
    </message>
    <message>
        <source>Discard your mutation token: the token is cancelled and goes to your hand</source>
        <translation>Werfen Sie Ihren Mutationsmarker ab: Das Plättchen wird aufgehoben und kommt auf Ihre Hand</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>%1 wirken lassen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Keep your unused tokens for later turns</source>
        <translation>Behalten Sie Ihre ungenutzten Plättchen für spätere Züge</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>%1 abbrechen</translation>
    </message>
    <message>
        <source>Your gene tokens</source>
        <translation>Ihre Genplättchen</translation>
    </message>
    <message>
        <source>Your gene tokens — none</source>
        <translation>Ihre Genplättchen — keine</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens</source>
        <translation>Genplättchen der %1</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens — none</source>
        <translation>Genplättchen der %1 — keine</translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation>%1 behielten %2.</translation>
    </message>
    <message>
        <source>%1 kept no token.</source>
        <translation>%1 behielten kein Plättchen.</translation>
    </message>
    <message>
        <source>%1 hold %2.</source>
        <translation>%1 halten %2.</translation>
    </message>
    <message>
        <source>%1 hold no token.</source>
        <translation>%1 halten kein Plättchen.</translation>
    </message>
    <message>
        <source>The tissues have been scored: the results list them, tissue by tissue. Every token now lies face up where it was.</source>
        <translation>Die Gewebe sind gewertet: Die Ergebnisse führen sie Gewebe für Gewebe auf. Jedes Plättchen liegt jetzt offen dort, wo es war.</translation>
    </message>
    <message>
        <source>Waiting for the %1…</source>
        <translation>Warten auf die %1 …</translation>
    </message>
    <message>
        <source>Choose a lit cell for %1, or cancel.</source>
        <translation>Wählen Sie eine hervorgehobene Zelle für %1 oder brechen Sie ab.</translation>
    </message>
    <message>
        <source>Use an after-placing token, click a lit cell for your mutation, or end the turn.</source>
        <translation>Nutzen Sie ein Plättchen für nach dem Einsetzen, klicken Sie eine hervorgehobene Zelle für Ihre Mutation an oder beenden Sie den Zug.</translation>
    </message>
    <message>
        <source>Keep one of your two mutation tiles.</source>
        <translation>Behalten Sie eines Ihrer zwei Mutationsplättchen.</translation>
    </message>
    <message>
        <source>Open the game: click a lit gene space to place your first pawn.</source>
        <translation>Eröffnen Sie die Partie: Klicken Sie ein hervorgehobenes Genfeld an, um Ihre erste Figur einzusetzen.</translation>
    </message>
    <message>
        <source>Click a lit cell to place a pawn next to the opponent&apos;s last pawn (ringed). A before-placing token may be used first.</source>
        <translation>Klicken Sie eine hervorgehobene Zelle an, um eine Figur neben die letzte gegnerische Figur (umkreist) zu setzen. Vorher darf ein Plättchen für vor dem Einsetzen genutzt werden.</translation>
    </message>
    <message>
        <source>Use an after-placing token or end the turn.</source>
        <translation>Nutzen Sie ein Plättchen für nach dem Einsetzen oder beenden Sie den Zug.</translation>
    </message>
    <message>
        <source>The %1 used a gene token: steal it with your mutation token, or let it work.</source>
        <translation>Die %1 haben ein Genplättchen genutzt: Stehlen Sie es mit Ihrem Mutationsmarker oder lassen Sie es wirken.</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>%1 gewinnen</translation>
    </message>
    <message>
        <source>The tissues have been scored; every token lies face up where it was.</source>
        <translation>Die Gewebe sind gewertet; jedes Plättchen liegt offen dort, wo es war.</translation>
    </message>
    <message>
        <source>The %1 to keep one of their two mutation tiles.</source>
        <translation>Die %1 behalten eines ihrer zwei Mutationsplättchen.</translation>
    </message>
    <message>
        <source>The %1 to open the game with a first pawn.</source>
        <translation>Die %1 eröffnen die Partie mit einer ersten Figur.</translation>
    </message>
    <message>
        <source>The %1 to place a pawn next to the opponent&apos;s last pawn.</source>
        <translation>Die %1 setzen eine Figur neben die letzte gegnerische Figur.</translation>
    </message>
    <message>
        <source>The %1 to use an after-placing token or end the turn.</source>
        <translation>Die %1 nutzen ein Plättchen für nach dem Einsetzen oder beenden den Zug.</translation>
    </message>
    <message>
        <source>The %1 to steal the token just used, or let it work.</source>
        <translation>Die %1 stehlen das eben genutzte Plättchen oder lassen es wirken.</translation>
    </message>
    <message>
        <source>The %1 to play.</source>
        <translation>Die %1 sind am Zug.</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>niemand punktet</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the %3 win.</source>
        <translation>Punktgleichstand: Es gewinnt die Seite mit mehr ungenutzten Genplättchen (%1, %2): Die %3 gewinnen.</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the game is a draw.</source>
        <translation>Punktgleichstand: Es gewinnt die Seite mit mehr ungenutzten Genplättchen (%1, %2): Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <source>%1 %2 during play + %3 from tissues</source>
        <translation>%1 %2 im Spiel + %3 aus Geweben</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final scoring&lt;/b&gt;: flipped pawns are removed, then each tissue goes to the side with more pawns in it.&lt;br&gt;%1, %2.</source>
        <translation>&lt;b&gt;Schlusswertung&lt;/b&gt;: Umgedrehte Figuren werden entfernt, dann geht jedes Gewebe an die Seite mit mehr Figuren darin.&lt;br&gt;%1, %2.</translation>
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
        <translation>&lt;b&gt;Alle Plättchen aufgedeckt&lt;/b&gt;: %1.</translation>
    </message>
    <message>
        <source>Pick a tissue to see it on the board and why it scored.</source>
        <translation>Wählen Sie ein Gewebe, um es auf dem Spielplan zu sehen und warum es punktete.</translation>
    </message>
    <message>
        <source>won by the %1 (+%2)</source>
        <translation>gewonnen von den %1 (+%2)</translation>
    </message>
    <message>
        <source>Target %1, won by the %2</source>
        <translation>Ziel %1, gewonnen von den %2</translation>
    </message>
    <message>
        <source>%1: +%2 to the first</source>
        <translation>%1: +%2 für die Ersten</translation>
    </message>
    <message>
        <source>Target %1: %2 The first to do it scores %3 at once.</source>
        <translation>Ziel %1: %2 Wer es zuerst schafft, erhält sofort %3.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Regel %1: %2</translation>
    </message>
    <message>
        <source>%1 · click to keep it</source>
        <translation>%1 · zum Behalten anklicken</translation>
    </message>
    <message>
        <source>A mutation tile drawn, face down</source>
        <translation>Ein gezogenes Mutationsplättchen, verdeckt</translation>
    </message>
    <message>
        <source>Mutation tile</source>
        <translation>Mutationsplättchen</translation>
    </message>
    <message>
        <source>%1 — set aside at the opening, out of the game</source>
        <translation>%1 — bei der Eröffnung beiseitegelegt, aus dem Spiel</translation>
    </message>
    <message>
        <source>The token set aside at the opening: face down, out of the game (it is shown at the end)</source>
        <translation>Das bei der Eröffnung beiseitegelegte Plättchen: verdeckt, aus dem Spiel (es wird am Ende gezeigt)</translation>
    </message>
    <message>
        <source>set aside</source>
        <comment>a token</comment>
        <translation>beiseitegelegt</translation>
    </message>
    <message>
        <source>%1 — a leftover token</source>
        <translation>%1 — ein übriges Plättchen</translation>
    </message>
    <message>
        <source>A leftover token, face down (rule A deals them, rule D draws one; shown at the end)</source>
        <translation>Ein übriges Plättchen, verdeckt (Regel A teilt sie aus, Regel D zieht eines; am Ende gezeigt)</translation>
    </message>
    <message>
        <source>leftovers</source>
        <translation>übrige</translation>
    </message>
    <message>
        <source>gene tokens</source>
        <translation>Genplättchen</translation>
    </message>
    <message>
        <source>used</source>
        <comment>tokens</comment>
        <translation>genutzt</translation>
    </message>
    <message numerus="yes">
        <source>%n to place</source>
        <comment>pawns</comment>
        <translation>
            <numerusform>%n einzusetzen</numerusform>
            <numerusform>%n einzusetzen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell: its kind</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a gene token: %1</source>
        <translation>ein Genplättchen: %1</translation>
    </message>
    <message>
        <source>a face-down gene token</source>
        <translation>ein verdecktes Genplättchen</translation>
    </message>
    <message numerus="yes">
        <source>%n virus pawn(s)</source>
        <translation>
            <numerusform>%n Virenfigur</numerusform>
            <numerusform>%n Virenfiguren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anticorps pawn(s)</source>
        <translation>
            <numerusform>%n Antikörperfigur</numerusform>
            <numerusform>%n Antikörperfiguren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 flipped)</source>
        <translation>%1 (%2 umgedreht)</translation>
    </message>
    <message>
        <source>barred by a mutation token</source>
        <translation>durch einen Mutationsmarker gesperrt</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Bitte warten Sie: Sie sind noch nicht am Zug.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn.</source>
        <translation>Die %1 sind am Zug.</translation>
    </message>
    <message>
        <source>You have placed your pawn: use an after-placing token or end the turn.</source>
        <translation>Sie haben Ihre Figur eingesetzt: Nutzen Sie ein Plättchen für nach dem Einsetzen oder beenden Sie den Zug.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles (on the right).</source>
        <translation>Behalten Sie zuerst eines Ihrer zwei Mutationsplättchen (rechts).</translation>
    </message>
    <message>
        <source>Answer first: steal the gene token or let it work (on the right).</source>
        <translation>Antworten Sie zuerst: Stehlen Sie das Genplättchen oder lassen Sie es wirken (rechts).</translation>
    </message>
    <message>
        <source>%1: click one of the lit cells.</source>
        <translation>%1: Klicken Sie eine der hervorgehobenen Zellen an.</translation>
    </message>
    <message>
        <source>Nothing done: you keep your points and the token.</source>
        <translation>Nichts getan: Sie behalten Ihre Punkte und das Plättchen.</translation>
    </message>
    <message numerus="yes">
        <source>This gives you %n point(s) instead of %1: use it anyway?</source>
        <translation>
            <numerusform>Das bringt Ihnen %n Punkt statt %1: Trotzdem nutzen?</numerusform>
            <numerusform>Das bringt Ihnen %n Punkte statt %1: Trotzdem nutzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Use it anyway</source>
        <translation>Trotzdem nutzen</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick one of the lit cells first.</source>
        <translation>Wählen Sie zuerst mit den Pfeiltasten eine der hervorgehobenen Zellen.</translation>
    </message>
    <message>
        <source>That button is not offered now.</source>
        <translation>Diese Schaltfläche wird gerade nicht angeboten.</translation>
    </message>
    <message>
        <source>No cell is lit: use a token or a button on the right.</source>
        <translation>Keine Zelle ist hervorgehoben: Nutzen Sie ein Plättchen oder eine Schaltfläche rechts.</translation>
    </message>
    <message>
        <source>There is no gene token %1 you may use now.</source>
        <translation>Es gibt kein Genplättchen %1, das Sie jetzt nutzen dürfen.</translation>
    </message>
</context>
<context>
    <name>MicroworldWords</name>
    <message>
        <source>Board code %1 should look like 1A-3B-2A-4B.</source>
        <translation>Der Spielplan-Code %1 sollte wie 1A-3B-2A-4B aussehen.</translation>
    </message>
    <message>
        <source>Board code %1 should use each element 1 to 4 once.</source>
        <translation>Der Spielplan-Code %1 sollte jedes Element von 1 bis 4 genau einmal verwenden.</translation>
    </message>
    <message>
        <source>A custom board needs four groups of ten cell letters separated by &apos;-&apos;.</source>
        <translation>Ein eigener Spielplan braucht vier Gruppen aus zehn Zellbuchstaben, getrennt durch „-“.</translation>
    </message>
    <message>
        <source>A custom board uses only the letters %1.</source>
        <translation>Ein eigener Spielplan verwendet nur die Buchstaben %1.</translation>
    </message>
    <message>
        <source>A custom board needs exactly %1 gene spaces (lowercase letters), not %2.</source>
        <translation>Ein eigener Spielplan braucht genau %1 Genfelder (Kleinbuchstaben), nicht %2.</translation>
    </message>
    <message>
        <source>adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation>angrenzend</translation>
    </message>
    <message>
        <source>nervous (E)</source>
        <comment>a point for a nervous cell, rule E</comment>
        <translation>Nerv (E)</translation>
    </message>
    <message>
        <source>last cell (F)</source>
        <comment>points for a tissue&apos;s last cell, rule F</comment>
        <translation>letzte Zelle (F)</translation>
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
            <numerusform>%n angrenzend</numerusform>
            <numerusform>%n angrenzend</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>Zelle %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a cell and its kind</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn to decide.</source>
        <translation>Die %1 sind mit der Entscheidung an der Reihe.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles.</source>
        <translation>Behalten Sie zuerst eines Ihrer zwei Mutationsplättchen.</translation>
    </message>
    <message>
        <source>The Viruses must first place their opening pawn on a cell with a gene token.</source>
        <translation>Die Viren müssen zuerst ihre Eröffnungsfigur auf eine Zelle mit Genplättchen setzen.</translation>
    </message>
    <message>
        <source>Place your pawn first.</source>
        <translation>Setzen Sie zuerst Ihre Figur ein.</translation>
    </message>
    <message>
        <source>You have already placed your pawn this turn: use an after-placing token, a mutation, or end the turn.</source>
        <translation>Sie haben in diesem Zug schon Ihre Figur eingesetzt: Nutzen Sie ein Plättchen für nach dem Einsetzen, eine Mutation, oder beenden Sie den Zug.</translation>
    </message>
    <message>
        <source>Wait: the opponent&apos;s gene token may be stolen first.</source>
        <translation>Moment: Das gegnerische Genplättchen kann zuerst gestohlen werden.</translation>
    </message>
    <message>
        <source>There is no cell %1.</source>
        <translation>Es gibt keine Zelle %1.</translation>
    </message>
    <message>
        <source>%1 open on %2</source>
        <translation>%1 eröffnen auf %2</translation>
    </message>
    <message>
        <source>%1 place a pawn on %2</source>
        <translation>%1 setzen eine Figur auf %2</translation>
    </message>
    <message>
        <source>On the first turn the Viruses place on a cell that holds a gene token.</source>
        <translation>Im ersten Zug setzen die Viren auf eine Zelle mit Genplättchen.</translation>
    </message>
    <message>
        <source>A mutation token blocks that cell this turn.</source>
        <translation>Ein Mutationsmarker sperrt diese Zelle in diesem Zug.</translation>
    </message>
    <message>
        <source>That cell is occupied (only %1 allows it, next to the last pawn).</source>
        <translation>Diese Zelle ist besetzt (nur %1 erlaubt das, neben der letzten Figur).</translation>
    </message>
    <message>
        <source>Place next to the opponent&apos;s last pawn on %1.</source>
        <translation>Setzen Sie neben die letzte gegnerische Figur auf %1.</translation>
    </message>
    <message>
        <source>%1 use %2</source>
        <translation>%1 nutzen %2</translation>
    </message>
    <message>
        <source>%1 use %2 as %3</source>
        <translation>%1 nutzen %2 als %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>a token used on a cell</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1, moving the opponent&apos;s pawn to %2</source>
        <translation>%1 und versetzen die gegnerische Figur auf %2</translation>
    </message>
    <message>
        <source>You are blocked this turn: no gene tokens.</source>
        <translation>Sie sind in diesem Zug blockiert: keine Genplättchen.</translation>
    </message>
    <message>
        <source>You do not hold that gene token.</source>
        <translation>Sie haben dieses Genplättchen nicht.</translation>
    </message>
    <message numerus="yes">
        <source>You may use %n gene token(s) a turn.</source>
        <translation>
            <numerusform>Sie dürfen %n Genplättchen pro Zug nutzen.</numerusform>
            <numerusform>Sie dürfen %n Genplättchen pro Zug nutzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token drawn for reaching 10 points can be used from your next turn.</source>
        <translation>Das für 10 Punkte gezogene Plättchen können Sie ab Ihrem nächsten Zug nutzen.</translation>
    </message>
    <message>
        <source>%1 has nothing to copy yet: no gene token has been used.</source>
        <translation>%1 hat noch nichts zu kopieren: Es wurde noch kein Genplättchen genutzt.</translation>
    </message>
    <message>
        <source>%1 is used after placing your pawn.</source>
        <translation>%1 wird nach dem Einsetzen Ihrer Figur genutzt.</translation>
    </message>
    <message>
        <source>A token picked up this turn can be used now only if it acts after placing; keep %1 for a later turn.</source>
        <translation>Ein in diesem Zug erhaltenes Plättchen ist jetzt nur nutzbar, wenn es nach dem Einsetzen wirkt; heben Sie %1 für einen späteren Zug auf.</translation>
    </message>
    <message>
        <source>%1 is used before placing your pawn.</source>
        <translation>%1 wird vor dem Einsetzen Ihrer Figur genutzt.</translation>
    </message>
    <message>
        <source>%1 is already in effect this turn.</source>
        <translation>%1 wirkt in diesem Zug bereits.</translation>
    </message>
    <message>
        <source>Flip an opponent&apos;s pawn (not flipped yet) next to the pawn you placed.</source>
        <translation>Drehen Sie eine (noch nicht umgedrehte) gegnerische Figur neben Ihrer eingesetzten Figur um.</translation>
    </message>
    <message>
        <source>Move the opponent&apos;s last pawn to a free cell next to it.</source>
        <translation>Versetzen Sie die letzte gegnerische Figur auf eine freie Zelle daneben.</translation>
    </message>
    <message>
        <source>%1 needs no target cell.</source>
        <translation>%1 braucht keine Zielzelle.</translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>ein Genplättchen</translation>
    </message>
    <message>
        <source>%1 discard a mutation token to steal %2</source>
        <translation>%1 werfen einen Mutationsmarker ab und stehlen %2</translation>
    </message>
    <message>
        <source>%1 let %2 work</source>
        <translation>%1 lassen %2 wirken</translation>
    </message>
    <message>
        <source>%1 end their turn</source>
        <translation>%1 beenden ihren Zug</translation>
    </message>
    <message>
        <source>You do not have the %1 mutation.</source>
        <translation>Sie haben die Mutation %1 nicht.</translation>
    </message>
    <message>
        <source>You have already used your mutation this turn.</source>
        <translation>Sie haben Ihre Mutation in diesem Zug schon genutzt.</translation>
    </message>
    <message>
        <source>You have no mutation tokens left.</source>
        <translation>Sie haben keine Mutationsmarker mehr.</translation>
    </message>
    <message>
        <source>%1 block %2 with a mutation token</source>
        <translation>%1 sperren %2 mit einem Mutationsmarker</translation>
    </message>
    <message>
        <source>Put the mutation token on a free cell.</source>
        <translation>Legen Sie den Mutationsmarker auf eine freie Zelle.</translation>
    </message>
    <message>
        <source>%1 swap their pawn with the opponent&apos;s on %2</source>
        <translation>%1 tauschen ihre Figur mit der gegnerischen auf %2</translation>
    </message>
    <message>
        <source>Swap with an opponent&apos;s pawn next to the pawn you placed.</source>
        <translation>Tauschen Sie mit einer gegnerischen Figur neben Ihrer eingesetzten Figur.</translation>
    </message>
    <message>
        <source>%1 move their pawn to %2</source>
        <translation>%1 versetzen ihre Figur auf %2</translation>
    </message>
    <message>
        <source>Move the pawn you placed to a free cell next to it.</source>
        <translation>Versetzen Sie Ihre eingesetzte Figur auf eine freie Zelle daneben.</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a mutation</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 keep the %2 mutation</source>
        <translation>%1 behalten die Mutation %2</translation>
    </message>
    <message>
        <source>Keep one of the two mutation tiles you drew.</source>
        <translation>Behalten Sie eines der zwei gezogenen Mutationsplättchen.</translation>
    </message>
    <message>
        <source>%1 achieve the target %2: +%3 at once; the tile is turned face down.</source>
        <translation>%1 erreichen das Ziel %2: sofort +%3; das Plättchen wird umgedreht.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2 and a leftover gene token, face down.</source>
        <translation>%1 erreichen als Erste 10 Punkte (Regel D): +%2 und ein übriges Genplättchen, verdeckt.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2; no leftover token is left to draw.</source>
        <translation>%1 erreichen als Erste 10 Punkte (Regel D): +%2; es ist kein übriges Plättchen mehr zu ziehen.</translation>
    </message>
    <message>
        <source>%1&apos; %2 mutation: +%3 for scoring 2 or more this turn.</source>
        <translation>Mutation %2 der %1: +%3 für 2 oder mehr Punkte in diesem Zug.</translation>
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
        <translation>Die Partie endet: Die Gewebe bringen %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Every token is turned face up: %1.</source>
        <translation>Alle Plättchen werden aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>A draw at %1 points each.</source>
        <translation>Unentschieden mit je %1 Punkten.</translation>
    </message>
    <message>
        <source>%1 win on unused gene tokens, tied at %2 points.</source>
        <translation>%1 gewinnen bei %2 Punkten Gleichstand durch ungenutzte Genplättchen.</translation>
    </message>
    <message>
        <source>%1 win %2 to %3.</source>
        <translation>%1 gewinnen %2 zu %3.</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to flip a pawn of the %3 on %4</source>
        <translation>Nutzen Sie Ihr Plättchen %1 als %2, um eine Figur der %3 auf %4 umzudrehen</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to move the %3&apos; last pawn to %4</source>
        <translation>Nutzen Sie Ihr Plättchen %1 als %2, um die letzte Figur der %3 auf %4 zu versetzen</translation>
    </message>
    <message>
        <source>Use your %1 token as %2</source>
        <translation>Nutzen Sie Ihr Plättchen %1 als %2</translation>
    </message>
    <message>
        <source>Use your %1 token to flip a pawn of the %2 on %3</source>
        <translation>Nutzen Sie Ihr Plättchen %1, um eine Figur der %2 auf %3 umzudrehen</translation>
    </message>
    <message>
        <source>Use your %1 token to move the %2&apos; last pawn to %3</source>
        <translation>Nutzen Sie Ihr Plättchen %1, um die letzte Figur der %2 auf %3 zu versetzen</translation>
    </message>
    <message>
        <source>Use your %1 token</source>
        <translation>Nutzen Sie Ihr Plättchen %1</translation>
    </message>
    <message>
        <source>Open on %1</source>
        <translation>Eröffnen Sie auf %1</translation>
    </message>
    <message>
        <source>Place your pawn on %1</source>
        <translation>Setzen Sie Ihre Figur auf %1</translation>
    </message>
    <message>
        <source>End your turn now, keeping the tokens you hold</source>
        <translation>Beenden Sie jetzt Ihren Zug und behalten Sie Ihre Plättchen</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>das Plättchen</translation>
    </message>
    <message>
        <source>Steal %1 with a mutation token</source>
        <translation>Stehlen Sie %1 mit einem Mutationsmarker</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>%1 wirken lassen</translation>
    </message>
    <message>
        <source>Block %1 with a mutation token</source>
        <translation>Sperren Sie %1 mit einem Mutationsmarker</translation>
    </message>
    <message>
        <source>Swap your pawn with the %1&apos; pawn on %2</source>
        <translation>Tauschen Sie Ihre Figur mit der Figur der %1 auf %2</translation>
    </message>
    <message>
        <source>Move your pawn to %1</source>
        <translation>Versetzen Sie Ihre Figur auf %1</translation>
    </message>
    <message>
        <source>Keep the %1 mutation</source>
        <translation>Behalten Sie die Mutation %1</translation>
    </message>
    <message>
        <source>Viruses</source>
        <translation>Viren</translation>
    </message>
    <message>
        <source>Anticorps</source>
        <translation>Antikörper</translation>
    </message>
    <message>
        <source>Scenario %1: rule %2</source>
        <translation>Szenario %1: Regel %2</translation>
    </message>
    <message>
        <source>Scenario %1: rules %2</source>
        <translation>Szenario %1: Regeln %2</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Free combination (the rule switches below)</source>
        <translation>Freie Kombination (die Regelschalter unten)</translation>
    </message>
    <message>
        <source>A built-in scenario sets the additional rules and overrides the switches below.</source>
        <translation>Ein vorgegebenes Szenario legt die Zusatzregeln fest und ersetzt die Schalter unten.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Regel %1: %2</translation>
    </message>
    <message>
        <source>Target tile (rule B)</source>
        <translation>Zielplättchen (Regel B)</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Zufällig gezogen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or an element code such as 1A-3B-2A-4B, or a custom layout; or assemble it on the picture.</source>
        <translation>Leer: zufällig gezogen. Oder ein Element-Code wie 1A-3B-2A-4B oder eine eigene Anordnung; oder stellen Sie ihn auf dem Bild zusammen.</translation>
    </message>
    <message>
        <source>Every token face up</source>
        <translation>Alle Plättchen offen</translation>
    </message>
    <message>
        <source>Both sides see every gene token: on the board, in the hands, set aside and left over. Puzzles are played this way; it is also a way to learn the powers.</source>
        <translation>Beide Seiten sehen jedes Genplättchen: auf dem Spielplan, auf der Hand, beiseitegelegt und übrig. So werden Rätsel gespielt; so lassen sich auch die Fähigkeiten lernen.</translation>
    </message>
    <message>
        <source>Solved: the %1 win, %2 to %3.</source>
        <translation>Gelöst: Die %1 gewinnen %2 zu %3.</translation>
    </message>
    <message>
        <source>%1 to play: win.</source>
        <translation>%1 am Zug: Gewinnen Sie.</translation>
    </message>
    <message numerus="yes">
        <source>The win is still there: %n pawn(s) left to place.</source>
        <translation>
            <numerusform>Der Sieg ist noch da: %n Figur noch einzusetzen.</numerusform>
            <numerusform>Der Sieg ist noch da: %n Figuren noch einzusetzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>That lets the %1 win: try again.</source>
        <translation>Damit gewinnen die %1: Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>That lets the %1 hold: try again.</source>
        <translation>Damit halten die %1 stand: Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>The %1 answer first.</source>
        <translation>Zuerst antworten die %1.</translation>
    </message>
    <message>
        <source>No move wins from here: take your move back.</source>
        <translation>Von hier gewinnt kein Zug: Nehmen Sie Ihren Zug zurück.</translation>
    </message>
    <message>
        <source>%1: that keeps the win.</source>
        <translation>%1: Damit bleibt der Sieg sicher.</translation>
    </message>
    <message>
        <source>Viruses against anticorps: grow next to each other, win the tissues of the body.</source>
        <translation>Viren gegen Antikörper: Wachsen Sie Seite an Seite und erobern Sie die Gewebe des Körpers.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s)</source>
        <comment>a tissue and its size</comment>
        <translation>
            <numerusform>%1 aus %n Zelle</numerusform>
            <numerusform>%1 aus %n Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 holds a radiation token: it scores nothing.</source>
        <translation>Das %1 enthält ein Strahlungsplättchen: Es bringt nichts.</translation>
    </message>
    <message>
        <source>The %1 scores nothing (rule G: mucous tissues don&apos;t score).</source>
        <translation>Das %1 bringt nichts (Regel G: Schleimhautgewebe zählen nicht).</translation>
    </message>
    <message>
        <source>The %1 is tied %2 to %3: nobody scores.</source>
        <translation>Im %1 steht es %2 zu %3: Niemand punktet.</translation>
    </message>
    <message>
        <source>The %1 is empty: nobody scores.</source>
        <translation>Das %1 ist leer: Niemand punktet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 have the majority in the %2 (%3 to %4): %n point(s)</source>
        <translation>
            <numerusform>%1 haben die Mehrheit im %2 (%3 zu %4): %n Punkt</numerusform>
            <numerusform>%1 haben die Mehrheit im %2 (%3 zu %4): %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (rule H: muscular tissues score double)</source>
        <translation>%1 (Regel H: Muskelgewebe zählen doppelt)</translation>
    </message>
    <message>
        <source>%1, +1 for their mutation</source>
        <translation>%1, +1 für ihre Mutation</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence&apos;s full stop</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no tokens</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1&apos; hand</source>
        <translation>Hand der %1</translation>
    </message>
    <message>
        <source>Leftovers</source>
        <translation>Übrige</translation>
    </message>
    <message>
        <source>Set aside at the opening</source>
        <translation>Bei der Eröffnung beiseitegelegt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a token and its cell</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation>Noch auf dem Spielplan</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>10 points (D)</source>
        <comment>rule D&apos;s two points</comment>
        <translation>10 Punkte (D)</translation>
    </message>
    <message numerus="yes">
        <source>%n gene token(s) held, %1 used</source>
        <translation>
            <numerusform>%n Genplättchen auf der Hand, %1 genutzt</numerusform>
            <numerusform>%n Genplättchen auf der Hand, %1 genutzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s) and %2 (stolen, known).</source>
        <translation>
            <numerusform>%1 halten %n verdecktes Plättchen und %2 (gestohlen, bekannt).</numerusform>
            <numerusform>%1 halten %n verdeckte Plättchen und %2 (gestohlen, bekannt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s).</source>
        <translation>
            <numerusform>%1 halten %n verdecktes Plättchen.</numerusform>
            <numerusform>%1 halten %n verdeckte Plättchen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n cell(s) — %2</source>
        <comment>a tissue in the results</comment>
        <translation>
            <numerusform>%1 · %n Zelle — %2</numerusform>
            <numerusform>%1 · %n Zellen — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>expected final margin (points ahead at the end)</source>
        <translation>erwarteter Endvorsprung (Punkte Vorsprung am Ende)</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>Punkte</translation>
    </message>
</context>
</TS>
