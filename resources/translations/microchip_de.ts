<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ChipWords</name>
    <message>
        <source>a tile</source>
        <translation>ein Plättchen</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>the tile</source>
        <translation>das Plättchen</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nirgendwo</translation>
    </message>
    <message>
        <source>%1 drafts %2 and places it on %3</source>
        <translation>%1 nimmt %2 und legt es auf %3</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3 and places it on %4</source>
        <translation>%1 nimmt %2 aus Spalte %3 und legt es auf %4</translation>
    </message>
    <message>
        <source>%1 swaps a tray tile onto %2</source>
        <translation>%1 tauscht ein Plättchen aus der Ablage auf %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 makes %n move(s)</source>
        <translation>
            <numerusform>%1 macht %n Zug</numerusform>
            <numerusform>%1 macht %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rearranges the board in %2 moves (%3)</source>
        <translation>%1 ordnet die Platine in %2 Zügen neu (%3)</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <translation>Es gibt keinen Platz %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>You have finished: press Resume building to change your board.</source>
        <translation>Sie sind fertig: Drücken Sie „Weiterbauen“, um Ihre Platine zu ändern.</translation>
    </message>
    <message>
        <source>You have finished: your score is locked in.</source>
        <translation>Sie sind fertig: Ihre Punktzahl steht fest.</translation>
    </message>
    <message>
        <source>You have conceded: your score is locked in.</source>
        <translation>Sie haben aufgegeben: Ihre Punktzahl steht fest.</translation>
    </message>
    <message>
        <source>That is not a space on your board.</source>
        <translation>Das ist kein Feld Ihrer Platine.</translation>
    </message>
    <message>
        <source>There is no tile on %1.</source>
        <translation>Auf %1 liegt kein Plättchen.</translation>
    </message>
    <message>
        <source>%1 is %2; %3 cannot go there.</source>
        <translation>%1 ist %2; %3 kann dort nicht liegen.</translation>
    </message>
    <message>
        <source>%1 drafts %2</source>
        <translation>%1 nimmt %2</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3</source>
        <translation>%1 nimmt %2 aus Spalte %3</translation>
    </message>
    <message>
        <source>The draft is over: the pool is empty.</source>
        <translation>Die Auswahl ist vorbei: Die Auslage ist leer.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>That tile is not in the pool.</source>
        <translation>Dieses Plättchen liegt nicht in der Auslage.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the rightmost column that still has tiles.</source>
        <translation>Nehmen Sie ein Plättchen aus Spalte %1, der rechten Spalte, die noch Plättchen hat.</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 legt %2 auf %3</translation>
    </message>
    <message>
        <source>places %1 on %2</source>
        <translation>legt %1 auf %2</translation>
    </message>
    <message>
        <source>That tile is not yours: it belongs to %1.</source>
        <translation>Dieses Plättchen gehört nicht Ihnen, sondern %1.</translation>
    </message>
    <message>
        <source>That tile is already on your board.</source>
        <translation>Dieses Plättchen liegt schon auf Ihrer Platine.</translation>
    </message>
    <message>
        <source>That tile is not in your tray.</source>
        <translation>Dieses Plättchen liegt nicht in Ihrer Ablage.</translation>
    </message>
    <message>
        <source>%1 is already taken.</source>
        <translation>%1 ist schon belegt.</translation>
    </message>
    <message>
        <source>A rotation is 0 to 3 quarter turns.</source>
        <translation>Eine Drehung umfasst 0 bis 3 Vierteldrehungen.</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3</source>
        <translation>%1 dreht %2 auf %3</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3 anticlockwise</source>
        <translation>%1 dreht %2 auf %3 gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>rotates %1 at %2</source>
        <translation>dreht %1 auf %2</translation>
    </message>
    <message>
        <source>rotates %1 at %2 anticlockwise</source>
        <translation>dreht %1 auf %2 gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>A tile turns a quarter clockwise or anticlockwise.</source>
        <translation>Ein Plättchen dreht sich um eine Vierteldrehung im oder gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>This tile looks the same every way round.</source>
        <translation>Dieses Plättchen sieht in jeder Richtung gleich aus.</translation>
    </message>
    <message>
        <source>%1 swaps %2 at %3 with %4 at %5</source>
        <translation>%1 vertauscht %2 auf %3 und %4 auf %5</translation>
    </message>
    <message>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 versetzt %2 von %3 nach %4</translation>
    </message>
    <message>
        <source>swaps %1 at %2 with %3 at %4</source>
        <translation>vertauscht %1 auf %2 und %3 auf %4</translation>
    </message>
    <message>
        <source>moves %1 from %2 to %3</source>
        <translation>versetzt %1 von %2 nach %3</translation>
    </message>
    <message>
        <source>The tile is already there.</source>
        <translation>Das Plättchen liegt schon dort.</translation>
    </message>
    <message>
        <source>%1 returns %2 at %3 to the tray</source>
        <translation>%1 legt %2 von %3 zurück in die Ablage</translation>
    </message>
    <message>
        <source>returns %1 at %2 to the tray</source>
        <translation>legt %1 von %2 zurück in die Ablage</translation>
    </message>
    <message numerus="yes">
        <source>%1 clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>%1 leert die Platine (%n Plättchen zurück in die Ablage)</numerusform>
            <numerusform>%1 leert die Platine (%n Plättchen zurück in die Ablage)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>leert die Platine (%n Plättchen zurück in die Ablage)</numerusform>
            <numerusform>leert die Platine (%n Plättchen zurück in die Ablage)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board is already empty.</source>
        <translation>Ihre Platine ist schon leer.</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples.</source>
        <translation>Eine Neuordnung besteht aus Tripeln (Plättchen, Feld, Drehung).</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples of whole numbers.</source>
        <translation>Eine Neuordnung besteht aus Tripeln ganzer Zahlen (Plättchen, Feld, Drehung).</translation>
    </message>
    <message>
        <source>Only your own tiles can go on your board.</source>
        <translation>Auf Ihre Platine dürfen nur Ihre eigenen Plättchen.</translation>
    </message>
    <message>
        <source>A tile can be in only one place.</source>
        <translation>Ein Plättchen kann nur an einer Stelle liegen.</translation>
    </message>
    <message>
        <source>%1 can hold only one tile.</source>
        <translation>Auf %1 passt nur ein Plättchen.</translation>
    </message>
    <message>
        <source>%1 rearranges the board</source>
        <translation>%1 ordnet die Platine neu</translation>
    </message>
    <message>
        <source>rearranges the board</source>
        <translation>ordnet die Platine neu</translation>
    </message>
    <message>
        <source>The board is already laid out that way.</source>
        <translation>Die Platine ist schon so belegt.</translation>
    </message>
    <message>
        <source>%1 finishes</source>
        <translation>%1 ist fertig</translation>
    </message>
    <message>
        <source>%1 finishes with %2; the Finish comes back, below %3&apos;s %4</source>
        <translation>%1 ist fertig mit %2; „Fertig“ kehrt zurück, unter den %4 von %3</translation>
    </message>
    <message>
        <source>%1 finishes with %2</source>
        <translation>%1 ist fertig mit %2</translation>
    </message>
    <message>
        <source>You can finish once every tile of the pool has been drafted.</source>
        <translation>Sie können fertig sein, sobald jedes Plättchen der Auslage genommen ist.</translation>
    </message>
    <message>
        <source>%1 resumes building</source>
        <translation>%1 baut weiter</translation>
    </message>
    <message>
        <source>At this table Finish locks in your score (Improve after others finish is off).</source>
        <translation>An diesem Tisch legt „Fertig“ Ihre Punktzahl fest („Nachbessern, wenn andere fertig sind“ ist aus).</translation>
    </message>
    <message>
        <source>You can only resume building after you have finished.</source>
        <translation>Weiterbauen können Sie erst, wenn Sie fertig waren.</translation>
    </message>
    <message>
        <source>%1 concedes at %2</source>
        <translation>%1 gibt bei %2 auf</translation>
    </message>
    <message>
        <source>Concede is only used with the Improve after others finish option.</source>
        <translation>Aufgeben gibt es nur mit der Option „Nachbessern, wenn andere fertig sind“.</translation>
    </message>
    <message>
        <source>You can concede only in the building phase, after the draft.</source>
        <translation>Aufgeben können Sie nur in der Bauphase, nach der Auswahl.</translation>
    </message>
    <message>
        <source>Concede is for when another player has posted a higher score; press Finish instead.</source>
        <translation>Aufgeben ist für den Fall, dass jemand eine höhere Punktzahl gemeldet hat; drücken Sie stattdessen „Fertig“.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins with %2.</source>
        <translation>Die Partie ist vorbei: %1 gewinnt mit %2.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the win with %2.</source>
        <translation>Die Partie ist vorbei: %1 teilen sich den Sieg mit %2.</translation>
    </message>
    <message>
        <source>The pool is empty: the draft is over. Everyone finishes their board.</source>
        <translation>Die Auslage ist leer: Die Auswahl ist vorbei. Alle stellen ihre Platine fertig.</translation>
    </message>
    <message>
        <source>%1 scored %2, below %3: %1 may improve and finish again, or concede.</source>
        <translation>%1 liegt mit %2 unter %3: %1 darf nachbessern und erneut fertig sein oder aufgeben.</translation>
    </message>
    <message>
        <source>%1 arranges the board</source>
        <translation>%1 ordnet die Platine</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Your chip: %1, the best there is. Solved!</source>
        <translation>Ihr Chip: %1, das Beste, was geht. Gelöst!</translation>
    </message>
    <message>
        <source>Your chip: %1; the best is %2.</source>
        <translation>Ihr Chip: %1; das Beste ist %2.</translation>
    </message>
    <message>
        <source>Your chip is already the best: nothing is left to do.</source>
        <translation>Ihr Chip ist schon der beste: Es bleibt nichts zu tun.</translation>
    </message>
    <message>
        <source>Your best chip is built: take the tiles outside it back to the tray.</source>
        <translation>Ihr bester Chip steht: Legen Sie die Plättchen außerhalb zurück in die Ablage.</translation>
    </message>
    <message>
        <source>The tile on %1 belongs in a best chip, turned another way.</source>
        <translation>Das Plättchen auf %1 gehört in einen besten Chip, aber anders gedreht.</translation>
    </message>
    <message>
        <source>A best chip has %1 on %2.</source>
        <translation>Ein bester Chip hat %1 auf %2.</translation>
    </message>
    <message>
        <source>Microchip</source>
        <translation>Microchip</translation>
    </message>
    <message>
        <source>Draft circuit tiles and wire the best closed microchip on your 5×5 board.</source>
        <translation>Wählen Sie Schaltkreis-Plättchen und verdrahten Sie den besten geschlossenen Mikrochip auf Ihrer 5×5-Platine.</translation>
    </message>
    <message>
        <source>15–25 min</source>
        <translation>15–25 Min.</translation>
    </message>
    <message>
        <source>Improve after others finish</source>
        <translation>Nachbessern, wenn andere fertig sind</translation>
    </message>
    <message>
        <source>A player below a higher posted score gets the Finish button back, or may concede.</source>
        <translation>Wer unter einer höheren gemeldeten Punktzahl liegt, bekommt „Fertig“ zurück oder darf aufgeben.</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Platinen</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or one board letter per seat in seat order (%1–%2), e.g. CAE</source>
        <translation>Leer: zufällig gezogen. Oder ein Platinenbuchstabe je Platz in Platzreihenfolge (%1–%2), z. B. CAE</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
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
        <source>There is no board &apos;%1&apos;: type letters %2 to %3, or random.</source>
        <translation>Es gibt keine Platine „%1“: Geben Sie Buchstaben von %2 bis %3 ein oder random.</translation>
    </message>
    <message>
        <source>Board %1 is chosen twice: each player needs a different board.</source>
        <translation>Platine %1 ist doppelt gewählt: Jeder Spieler braucht eine eigene Platine.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) for %1 players: type one letter per player (%2 to %3), or random.</source>
        <translation>
            <numerusform>%n Platine für %1 Spieler: Geben Sie einen Buchstaben je Spieler ein (%2 bis %3) oder random.</numerusform>
            <numerusform>%n Platinen für %1 Spieler: Geben Sie einen Buchstaben je Spieler ein (%2 bis %3) oder random.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Rotate</source>
        <comment>short</comment>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Rotate: turn the selected tile clockwise (R)</source>
        <translation>Drehen: das gewählte Plättchen im Uhrzeigersinn drehen (R)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove</source>
        <comment>short</comment>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove: return the selected tile to the tray (Delete)</source>
        <translation>Entfernen: das gewählte Plättchen zurück in die Ablage legen (Entf)</translation>
    </message>
    <message>
        <source>Deselect</source>
        <translation>Abwählen</translation>
    </message>
    <message>
        <source>Deselect</source>
        <comment>short</comment>
        <translation>Abwählen</translation>
    </message>
    <message>
        <source>Deselect: put the selected tile down, or hide the hint (Escape)</source>
        <translation>Abwählen: das gewählte Plättchen ablegen oder den Tipp ausblenden (Esc)</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Platine leeren</translation>
    </message>
    <message>
        <source>Clear</source>
        <comment>short</comment>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear board: take every tile on the board back to the tray (no key; asks first)</source>
        <translation>Platine leeren: alle Plättchen der Platine zurück in die Ablage legen (keine Taste; fragt vorher)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>short</comment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Hint: show a better arrangement as a ghost on your board (no key)</source>
        <translation>Tipp: eine bessere Anordnung als Schatten auf Ihrer Platine zeigen (keine Taste)</translation>
    </message>
    <message>
        <source>Apply hint</source>
        <translation>Tipp nutzen</translation>
    </message>
    <message>
        <source>Apply</source>
        <comment>short</comment>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Apply hint: arrange your board like the ghost, one undo step (no key)</source>
        <translation>Tipp nutzen: Ihre Platine wie der Schatten anordnen, ein Rückgängig-Schritt (keine Taste)</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>short</comment>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Finish: post your score (no key)</source>
        <translation>Fertig: Ihre Punktzahl melden (keine Taste)</translation>
    </message>
    <message>
        <source>Resume building</source>
        <translation>Weiterbauen</translation>
    </message>
    <message>
        <source>Resume</source>
        <comment>short</comment>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Resume building: take your posted score back and change your board (no key)</source>
        <translation>Weiterbauen: die gemeldete Punktzahl zurücknehmen und die Platine ändern (keine Taste)</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Concede</source>
        <comment>short</comment>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Concede: stay at your score below a higher posted one (no key; asks first)</source>
        <translation>Aufgeben: bei Ihrer Punktzahl unter einer höheren gemeldeten bleiben (keine Taste; fragt vorher)</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish again, or Concede at %3.</source>
        <translation>%1 hat %2 gemeldet. Verbessern Sie Ihren Chip und drücken Sie erneut „Fertig“ oder geben Sie bei %3 auf.</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish, or Concede at %3.</source>
        <translation>%1 hat %2 gemeldet. Verbessern Sie Ihren Chip und drücken Sie „Fertig“ oder geben Sie bei %3 auf.</translation>
    </message>
    <message>
        <source>Your turn: drag a tile from the lit column to your tray or board.</source>
        <translation>Sie sind am Zug: Ziehen Sie ein Plättchen aus der leuchtenden Spalte in Ihre Ablage oder auf Ihre Platine.</translation>
    </message>
    <message>
        <source>%1 drafts now; arrange your board meanwhile.</source>
        <translation>%1 nimmt gerade; ordnen Sie derweil Ihre Platine.</translation>
    </message>
    <message>
        <source>Conceded at %1.</source>
        <translation>Bei %1 aufgegeben.</translation>
    </message>
    <message>
        <source>Finished: %1 posted. Resume building to change it.</source>
        <translation>Fertig: %1 gemeldet. Mit „Weiterbauen“ ändern.</translation>
    </message>
    <message>
        <source>Finished: %1 posted.</source>
        <translation>Fertig: %1 gemeldet.</translation>
    </message>
    <message>
        <source>Arrange your best chip, then press Finish.</source>
        <translation>Bauen Sie Ihren besten Chip und drücken Sie dann „Fertig“.</translation>
    </message>
    <message>
        <source>Drag tiles onto your board; click a placed tile to pick it up, again to turn it.</source>
        <translation>Ziehen Sie Plättchen auf Ihre Platine; klicken Sie ein gelegtes an, um es aufzunehmen, erneut, um es zu drehen.</translation>
    </message>
    <message>
        <source>arrange your chip</source>
        <translation>Chip bauen</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>your turn to draft</source>
        <translation>Sie nehmen</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>Sie sind dran</translation>
    </message>
    <message>
        <source>%1 drafts</source>
        <translation>%1 nimmt</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>warten</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish again or Concede</source>
        <translation>%1 meldete %2: erneut „Fertig“ oder aufgeben</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish or Concede</source>
        <translation>%1 meldete %2: „Fertig“ oder aufgeben</translation>
    </message>
    <message>
        <source>Below %1&apos;s %2</source>
        <translation>Unter %2 von %1</translation>
    </message>
    <message>
        <source>finished · %1</source>
        <translation>fertig · %1</translation>
    </message>
    <message>
        <source>conceded · %1</source>
        <translation>aufgegeben · %1</translation>
    </message>
    <message>
        <source>building: Finish when ready</source>
        <translation>Bauphase: „Fertig“, wenn bereit</translation>
    </message>
    <message>
        <source>Click a small card to see its board large.</source>
        <translation>Klicken Sie eine kleine Karte an, um ihre Platine groß zu sehen.</translation>
    </message>
    <message>
        <source>%1: drag a tile from the lit column to your tray or onto your board.</source>
        <translation>%1: Ziehen Sie ein Plättchen aus der leuchtenden Spalte in Ihre Ablage oder auf Ihre Platine.</translation>
    </message>
    <message>
        <source>%1 is choosing a tile from the lit column.</source>
        <translation>%1 wählt ein Plättchen aus der leuchtenden Spalte.</translation>
    </message>
    <message>
        <source>Everyone may arrange their own board at any time.</source>
        <translation>Alle dürfen ihre eigene Platine jederzeit ordnen.</translation>
    </message>
    <message>
        <source>Building · every tile is yours</source>
        <translation>Bauphase · alle Plättchen gehören Ihnen</translation>
    </message>
    <message>
        <source>Arrange the best microchip you can from your tiles.</source>
        <translation>Bauen Sie aus Ihren Plättchen den besten Mikrochip, den Sie können.</translation>
    </message>
    <message>
        <source>Arrange your best microchip, then press Finish.</source>
        <translation>Bauen Sie Ihren besten Mikrochip und drücken Sie dann „Fertig“.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Drafting · %1&apos;s turn</source>
        <translation>Auswahl · %1 ist am Zug</translation>
    </message>
    <message>
        <source>Building · the pool is empty</source>
        <translation>Bauphase · die Auslage ist leer</translation>
    </message>
    <message>
        <source>Still building: %1.</source>
        <translation>Bauen noch: %1.</translation>
    </message>
    <message>
        <source>%1 to draft from column %2.</source>
        <translation>%1 nimmt aus Spalte %2.</translation>
    </message>
    <message>
        <source>%1 to draft.</source>
        <translation>%1 nimmt.</translation>
    </message>
    <message>
        <source>Winner: %1.</source>
        <translation>Sieger: %1.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Geteilter Sieg: %1.</translation>
    </message>
    <message>
        <source>winner · %1</source>
        <translation>Sieger · %1</translation>
    </message>
    <message>
        <source>drafting now</source>
        <translation>nimmt gerade</translation>
    </message>
    <message>
        <source>building</source>
        <translation>baut</translation>
    </message>
    <message>
        <source>2nd · %1</source>
        <translation>Platz 2 · %1</translation>
    </message>
    <message>
        <source>3rd · %1</source>
        <translation>Platz 3 · %1</translation>
    </message>
    <message>
        <source>4th · %1</source>
        <translation>Platz 4 · %1</translation>
    </message>
    <message>
        <source>5th · %1</source>
        <translation>Platz 5 · %1</translation>
    </message>
    <message numerus="yes">
        <source>Take all %n tile(s) on %1&apos;s board back to the tray?</source>
        <translation>
            <numerusform>Das einzige Plättchen auf der Platine von %1 zurück in die Ablage legen?</numerusform>
            <numerusform>Alle %n Plättchen auf der Platine von %1 zurück in die Ablage legen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Your Finish came back. %1</source>
        <translation>Ihr „Fertig“ ist zurück. %1</translation>
    </message>
    <message>
        <source>Concede at %1? %2&apos;s score is then locked in.</source>
        <translation>Bei %1 aufgeben? Die Punktzahl von %2 steht dann fest.</translation>
    </message>
    <message>
        <source>No better arrangement found: your board is as good as it gets for now.</source>
        <translation>Keine bessere Anordnung gefunden: Ihre Platine ist vorerst so gut wie möglich.</translation>
    </message>
    <message>
        <source>Hint: the small board beside yours scores %1 (now %2). Press Apply hint to take it.</source>
        <translation>Tipp: Die kleine Platine neben Ihrer bringt %1 (jetzt %2). Mit „Tipp nutzen“ übernehmen.</translation>
    </message>
    <message>
        <source>Hint applied: %1 now scores %2.</source>
        <translation>Tipp angewendet: %1 hat jetzt %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 (now %3)</source>
        <translation>Tipp für %1: %2 (jetzt %3)</translation>
    </message>
    <message>
        <source>Outlined: what would change</source>
        <translation>Umrandet: was sich ändern würde</translation>
    </message>
    <message>
        <source>Tile picked up: click it again (or press R, or right-click) to turn it, click a space to move or swap it; Remove puts it back in the tray.</source>
        <translation>Plättchen aufgenommen: erneut anklicken (oder R, oder Rechtsklick) zum Drehen, ein Feld anklicken zum Versetzen oder Tauschen; „Entfernen“ legt es zurück in die Ablage.</translation>
    </message>
    <message>
        <source>You cannot move that tile now.</source>
        <translation>Dieses Plättchen können Sie jetzt nicht bewegen.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the lit column.</source>
        <translation>Nehmen Sie ein Plättchen aus Spalte %1, der leuchtenden Spalte.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>open wire</source>
        <translation>offene Leitung</translation>
    </message>
    <message>
        <source>scoring microchip</source>
        <translation>gewerteter Chip</translation>
    </message>
    <message>
        <source>There is no tile here to pick up.</source>
        <translation>Hier liegt kein Plättchen zum Aufnehmen.</translation>
    </message>
    <message>
        <source>Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns to the tray, Escape cancels.</source>
        <translation>Tastatur: Pfeile bewegen, Eingabe nimmt auf und legt ab, R dreht, Entf legt zurück in die Ablage, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Drop the tile on a space of your board or in your tray.</source>
        <translation>Legen Sie das Plättchen auf ein Feld Ihrer Platine oder in Ihre Ablage.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>Die Auswahl ist vorbei.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft: the tile goes to %1&apos;s tray or board.</source>
        <translation>%1 ist am Zug: Das Plättchen kommt in die Ablage oder auf die Platine von %1.</translation>
    </message>
    <message>
        <source>That is %1&apos;s tray: arrange only your own.</source>
        <translation>Das ist die Ablage von %1: Ordnen Sie nur Ihre eigene.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: arrange only your own.</source>
        <translation>Das ist die Platine von %1: Ordnen Sie nur Ihre eigene.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: a bot arranges it.</source>
        <translation>Das ist die Platine von %1: Der Computer ordnet sie.</translation>
    </message>
    <message>
        <source>Please wait a moment.</source>
        <translation>Bitte warten Sie einen Moment.</translation>
    </message>
    <message>
        <source>You cannot change this board now.</source>
        <translation>Diese Platine können Sie jetzt nicht ändern.</translation>
    </message>
    <message>
        <source>%1 tie on %2 points; %3 wins the tie-break with the most tiles in the microchip (%4).</source>
        <translation>%1 haben gleich viele Punkte (%2); %3 gewinnt den Gleichstand mit den meisten Plättchen im Mikrochip (%4).</translation>
    </message>
    <message>
        <source>%1 tie on %2 points with equally large microchips (%3): the victory is shared.</source>
        <translation>%1 haben gleich viele Punkte (%2) und gleich große Mikrochips (%3): Der Sieg wird geteilt.</translation>
    </message>
    <message>
        <source>no closed microchip: 0 − 2 × %1 outside = %2</source>
        <translation>kein geschlossener Mikrochip: 0 − 2 × %1 außerhalb = %2</translation>
    </message>
    <message>
        <source>%1 links − 2 × %2 outside = %3</source>
        <translation>%1 Verbindungen − 2 × %2 außerhalb = %3</translation>
    </message>
    <message>
        <source>badges: %1, %2</source>
        <translation>Markierungen: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open wire(s)</source>
        <translation>
            <numerusform>%n offene Leitung</numerusform>
            <numerusform>%n offene Leitungen</numerusform>
        </translation>
    </message>
    <message>
        <source>badges: %1</source>
        <translation>Markierungen: %1</translation>
    </message>
    <message>
        <source>no badges</source>
        <translation>keine Markierungen</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>chip of %n tile(s)</source>
        <translation>
            <numerusform>Chip aus %n Plättchen</numerusform>
            <numerusform>Chip aus %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>no closed microchip</source>
        <translation>kein geschlossener Mikrochip</translation>
    </message>
    <message>
        <source>Each connection in your microchip scores 1; every other tile you own costs 2.</source>
        <translation>Jede Verbindung in Ihrem Mikrochip zählt 1; jedes andere Ihrer Plättchen kostet 2.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n Plättchen übrig</numerusform>
            <numerusform>%n Plättchen übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · drafting from column %2</source>
        <translation>%1 · Auswahl aus Spalte %2</translation>
    </message>
    <message>
        <source>%1 · take from column %2</source>
        <translation>%1 · aus Spalte %2 nehmen</translation>
    </message>
    <message>
        <source>%1 · column %2</source>
        <translation>%1 · Spalte %2</translation>
    </message>
    <message>
        <source>chip of %1 · %2 outside</source>
        <translation>Chip %1 · %2 außerhalb</translation>
    </message>
    <message>
        <source>no chip · %1 outside</source>
        <translation>kein Chip · %1 außerhalb</translation>
    </message>
    <message>
        <source>The pool</source>
        <translation>Die Auslage</translation>
    </message>
    <message>
        <source>%1 bot · board %2</source>
        <translation>Computer (%1) · Platine %2</translation>
    </message>
    <message>
        <source>person · board %1</source>
        <translation>Mensch · Platine %1</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Ablage</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n Punkt</numerusform>
            <numerusform>−%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <translation>
            <numerusform>-%n Punkt</numerusform>
            <numerusform>-%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>best final score expected with the tiles drafted</source>
        <translation>bestes erwartetes Endergebnis mit den genommenen Plättchen</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>Punkte</translation>
    </message>
    <message numerus="yes">
        <source>the best arrangement of these tiles, %n point(s)</source>
        <translation>
            <numerusform>die beste Anordnung dieser Plättchen, %n Punkt</numerusform>
            <numerusform>die beste Anordnung dieser Plättchen, %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you made it</source>
        <translation>Bestmöglich mit Ihren Plättchen: %1
Sie haben es erreicht</translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you scored %2</source>
        <translation>Bestmöglich mit Ihren Plättchen: %1
Sie haben %2 erzielt</translation>
    </message>
    <message>
        <source>Best %1 · made it</source>
        <translation>Bestwert %1 · erreicht</translation>
    </message>
    <message>
        <source>Best %1 · scored %2</source>
        <translation>Bestwert %1 · erzielt %2</translation>
    </message>
</context>
</TS>
