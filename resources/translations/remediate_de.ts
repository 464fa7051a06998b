<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>RulesWords</name>
    <message>
        <source>Not now: first draw a gene (or redraw the hand).</source>
        <translation>Nicht jetzt: Ziehen Sie zuerst ein Gen (oder ziehen Sie die Hand neu).</translation>
    </message>
    <message>
        <source>Not now: first clone a gene or skip cloning.</source>
        <translation>Nicht jetzt: Klonen Sie zuerst ein Gen oder verzichten Sie aufs Klonen.</translation>
    </message>
    <message>
        <source>Not now: first choose the opponent the attack hits.</source>
        <translation>Nicht jetzt: Wählen Sie zuerst den Gegner, den der Angriff trifft.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Toxin Secretion removes.</source>
        <translation>Nicht jetzt: Wählen Sie zuerst das Gen, das Toxinsekretion entfernt.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Quorum Sensing mimics.</source>
        <translation>Nicht jetzt: Wählen Sie zuerst das Gen, das Quorum Sensing nachahmt.</translation>
    </message>
    <message>
        <source>Not now: first remediate, recycle or pass.</source>
        <translation>Nicht jetzt: Sanieren Sie zuerst, recyceln Sie oder passen Sie.</translation>
    </message>
    <message>
        <source>Not now: first discard down to the hand limit.</source>
        <translation>Nicht jetzt: Werfen Sie zuerst bis auf das Handkartenlimit ab.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn: %1 plays now.</source>
        <translation>Sie sind nicht am Zug: %1 spielt gerade.</translation>
    </message>
    <message>
        <source>%1 by seat %2</source>
        <translation>%1 von Spieler %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s)</source>
        <translation>
            <numerusform>%1 zieht %n Gen</numerusform>
            <numerusform>%1 zieht %n Gene</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s).</source>
        <translation>
            <numerusform>%1 zieht %n Gen.</numerusform>
            <numerusform>%1 zieht %n Gene.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards the hand and draws %n new gene(s)</source>
        <translation>
            <numerusform>%1 wirft die Hand ab und zieht %n neues Gen</numerusform>
            <numerusform>%1 wirft die Hand ab und zieht %n neue Gene</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty: there is nothing to redraw.</source>
        <translation>Ihre Hand ist leer: Es gibt nichts neu zu ziehen.</translation>
    </message>
    <message>
        <source>%1 discards %2 to redraw.</source>
        <translation>%1 wirft %2 ab, um neu zu ziehen.</translation>
    </message>
    <message>
        <source>a gene</source>
        <translation>ein Gen</translation>
    </message>
    <message>
        <source>An Attack gene is performed at once; it replaces nothing.</source>
        <translation>Ein Angriffsgen wird sofort ausgeführt; es ersetzt nichts.</translation>
    </message>
    <message>
        <source>There is room for this %1 gene: nothing needs replacing.</source>
        <translation>Für dieses Gen (%1) ist Platz: Nichts muss ersetzt werden.</translation>
    </message>
    <message>
        <source>Choose which of your %1 genes this one replaces.</source>
        <translation>Wählen Sie, welches Ihrer Gene (%1) dieses ersetzt.</translation>
    </message>
    <message>
        <source>%1 clones %2, replacing %3</source>
        <translation>%1 klont %2 und ersetzt %3</translation>
    </message>
    <message>
        <source>%1 clones %2</source>
        <translation>%1 klont %2</translation>
    </message>
    <message>
        <source>That gene is not in your hand.</source>
        <translation>Dieses Gen ist nicht in Ihrer Hand.</translation>
    </message>
    <message>
        <source>%1 clones %2.</source>
        <translation>%1 klont %2.</translation>
    </message>
    <message>
        <source>%1 is replaced and discarded.</source>
        <translation>%1 wird ersetzt und abgeworfen.</translation>
    </message>
    <message>
        <source>%1 clones nothing</source>
        <translation>%1 klont nichts</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 greift %2 mit %3 an</translation>
    </message>
    <message>
        <source>Chemotaxis must hit an opponent with the most plastic.</source>
        <translation>Chemotaxis muss einen Gegner mit dem meisten Plastik treffen.</translation>
    </message>
    <message>
        <source>Choose one of your opponents.</source>
        <translation>Wählen Sie einen Ihrer Gegner.</translation>
    </message>
    <message>
        <source>%1 makes the target discard %2</source>
        <translation>%1 lässt das Ziel %2 abwerfen</translation>
    </message>
    <message>
        <source>%1 makes %2 discard %3</source>
        <translation>%1 lässt %2 %3 abwerfen</translation>
    </message>
    <message>
        <source>Choose a gene cloned in %1.</source>
        <translation>Wählen Sie ein in %1 geklontes Gen.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing mimics %2</source>
        <translation>Quorum Sensing von %1 ahmt %2 nach</translation>
    </message>
    <message>
        <source>Quorum Sensing can only mimic another gene cloned in a microbe.</source>
        <translation>Quorum Sensing kann nur ein anderes in einer Mikrobe geklontes Gen nachahmen.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing now acts as %2.</source>
        <translation>Quorum Sensing von %1 wirkt jetzt als %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic</source>
        <translation>
            <numerusform>%1 saniert %n Plastik</numerusform>
            <numerusform>%1 saniert %n Plastik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A %1 costs %n plastic; you have %2.</source>
        <translation>
            <numerusform>„%1“ kostet %n Plastik; Sie haben %2.</numerusform>
            <numerusform>„%1“ kostet %n Plastik; Sie haben %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recycles %n plastic into a %2.</source>
        <translation>
            <numerusform>%1 recycelt %n Plastik zu: %2.</numerusform>
            <numerusform>%1 recycelt %n Plastik zu: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You need a Remediation gene cloned to remediate.</source>
        <translation>Zum Sanieren brauchen Sie ein geklontes Sanierungsgen.</translation>
    </message>
    <message>
        <source>You can remediate 1 to %1 plastic this turn.</source>
        <translation>Sie können in diesem Zug 1 bis %1 Plastik sanieren.</translation>
    </message>
    <message>
        <source>%1 recycles plastic</source>
        <translation>%1 recycelt Plastik</translation>
    </message>
    <message>
        <source>%1 recycles plastic into a %2</source>
        <translation>%1 recycelt Plastik zu: %2</translation>
    </message>
    <message>
        <source>There is no such recycle pile.</source>
        <translation>Diesen Recyclingstapel gibt es nicht.</translation>
    </message>
    <message>
        <source>The %1 pile is empty.</source>
        <translation>Der Stapel „%1“ ist leer.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1 discards %2 down to the hand limit</source>
        <translation>%1 wirft %2 bis auf das Handkartenlimit ab</translation>
    </message>
    <message>
        <source>%1 chooses a resistance</source>
        <translation>%1 wählt eine Resistenz</translation>
    </message>
    <message>
        <source>%1 chooses resistance to %2</source>
        <translation>%1 wählt Resistenz gegen %2</translation>
    </message>
    <message>
        <source>Choose your resistance on your own turn.</source>
        <translation>Wählen Sie Ihre Resistenz in Ihrem eigenen Zug.</translation>
    </message>
    <message>
        <source>Only Bacillus subtilis chooses a resistance.</source>
        <translation>Nur Bacillus subtilis wählt eine Resistenz.</translation>
    </message>
    <message>
        <source>You already resist %1; the choice is final.</source>
        <translation>Sie widerstehen bereits: %1; die Wahl ist endgültig.</translation>
    </message>
    <message>
        <source>There is no such hazard.</source>
        <translation>Diese Gefahr gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 becomes resistant to %2 for good.</source>
        <translation>%1 wird dauerhaft resistent gegen %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2</source>
        <translation>Auf 1 begrenzt: %1 ist %2</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and you have no %3</source>
        <translation>Auf 1 begrenzt: %1 ist %2 und Sie haben kein %3</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and %3 has no %4</source>
        <translation>Auf 1 begrenzt: %1 ist %2 und %3 hat kein %4</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into your microbe</source>
        <translation>Auf 1 begrenzt: Terephthalat-Empfindlichkeit ist in Ihre Mikrobe geklont</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into %1&apos;s microbe</source>
        <translation>Auf 1 begrenzt: Terephthalat-Empfindlichkeit ist in die Mikrobe von %1 geklont</translation>
    </message>
    <message>
        <source>The gene pool and its discard are both empty: nothing more to draw.</source>
        <translation>Genpool und Ablagestapel sind beide leer: Es gibt nichts mehr zu ziehen.</translation>
    </message>
    <message numerus="yes">
        <source>The gene pool is empty: the %n discarded gene(s) are shuffled into a new pool.</source>
        <translation>
            <numerusform>Der Genpool ist leer: Das %n abgeworfene Gen wird zu einem neuen Pool gemischt.</numerusform>
            <numerusform>Der Genpool ist leer: Die %n abgeworfenen Gene werden zu einem neuen Pool gemischt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is clean.</source>
        <translation>%1 ist sauber.</translation>
    </message>
    <message>
        <source>%1 discards %2 (discard on environment change).</source>
        <translation>%1 wirft %2 ab (bei Umgebungswechsel abwerfen).</translation>
    </message>
    <message numerus="yes">
        <source>The next environment is %1 with %n plastic.</source>
        <translation>
            <numerusform>Die nächste Umgebung: %1 mit %n Plastik.</numerusform>
            <numerusform>Die nächste Umgebung: %1 mit %n Plastik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic from %2.</source>
        <translation>
            <numerusform>%1 saniert %n Plastik aus: %2.</numerusform>
            <numerusform>%1 saniert %n Plastik aus: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 steals %n plastic from %2 with %3.</source>
        <translation>
            <numerusform>%1 stiehlt %2 %n Plastik mit %3.</numerusform>
            <numerusform>%1 stiehlt %2 %n Plastik mit %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 returns %n plastic to the plastic supply (%2).</source>
        <translation>
            <numerusform>%1 gibt %n Plastik in den Plastikvorrat zurück (%2).</numerusform>
            <numerusform>%1 gibt %n Plastik in den Plastikvorrat zurück (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no plastic left to deal: it is clean at once.</source>
        <translation>%1: Es ist kein Plastik mehr auszuteilen, die Umgebung ist sofort sauber.</translation>
    </message>
    <message>
        <source>Game over: %1 wins with %2 points.</source>
        <translation>Partie vorbei: %1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
        <source>Game over: %1 share the win with %2 points.</source>
        <translation>Partie vorbei: %1 teilen sich den Sieg mit %2 Punkten.</translation>
    </message>
    <message>
        <source>The draw-off runs out of genes: the win is shared.</source>
        <translation>Dem Stechen gehen die Gene aus: Der Sieg wird geteilt.</translation>
    </message>
    <message>
        <source>Draw-off: %1 draws %2.</source>
        <translation>Stechen: %1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 finds no opponent with plastic: it is wasted.</source>
        <translation>%1 findet keinen Gegner mit Plastik: Es verpufft.</translation>
    </message>
    <message>
        <source>%1 against %2 is blocked by %3; both are discarded.</source>
        <translation>%1 gegen %2 wird von %3 geblockt; beide werden abgeworfen.</translation>
    </message>
    <message>
        <source>%1 leaves %2, replaced.</source>
        <translation>%1 verlässt %2, ersetzt.</translation>
    </message>
    <message>
        <source>%1 is cloned into %2: their remediation is at most 1.</source>
        <translation>%1 wird in %2 geklont: Deren Sanierung beträgt höchstens 1.</translation>
    </message>
    <message>
        <source>%1 hits %2, who has no cloned gene to lose.</source>
        <translation>%1 trifft %2, die kein geklontes Gen zu verlieren hat.</translation>
    </message>
    <message>
        <source>%1: %2 discards %3.</source>
        <translation>%1: %2 wirft %3 ab.</translation>
    </message>
    <message>
        <source>%1 may clone another gene at once (%2).</source>
        <translation>%1 darf sofort ein weiteres Gen klonen (%2).</translation>
    </message>
    <message>
        <source>%1 finds no cloned gene to mimic.</source>
        <translation>%1 findet kein geklontes Gen zum Nachahmen.</translation>
    </message>
    <message>
        <source>Environments (the Laboratory first)</source>
        <translation>Umgebungen (zuerst das Labor)</translation>
    </message>
    <message>
        <source>About 20 minutes of play per environment.</source>
        <translation>Etwa 20 Minuten Spielzeit pro Umgebung.</translation>
    </message>
    <message>
        <source>Break ties with a draw-off</source>
        <translation>Gleichstand durch Stechen entscheiden</translation>
    </message>
    <message>
        <source>Tied players draw genes in turn; the first to draw a Remediation gene wins.</source>
        <translation>Gleichauf liegende Spieler ziehen reihum Gene; wer zuerst ein Sanierungsgen zieht, gewinnt.</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Mikrobe</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Two players cannot play the same microbe.</source>
        <translation>Zwei Spieler können nicht dieselbe Mikrobe spielen.</translation>
    </message>
    <message>
        <source>%1 already plays %2: pick another microbe, or Random.</source>
        <translation>%1 spielt bereits %2: Wählen Sie eine andere Mikrobe oder „Zufällig“.</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Remediate</translation>
    </message>
    <message>
        <source>Clone genes into your microbe, clean up plastic, recycle it, and sabotage the other microbes.</source>
        <translation>Klonen Sie Gene in Ihre Mikrobe, beseitigen Sie Plastik, recyceln Sie es und sabotieren Sie die anderen Mikroben.</translation>
    </message>
    <message>
        <source>20 min per environment</source>
        <translation>20 Min. pro Umgebung</translation>
    </message>
    <message>
        <source>chance to win</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <source>chance to win</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>Siegchance</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Draw genes from the pool (or click the pool)</source>
        <translation>Gene aus dem Genpool ziehen (oder auf den Pool klicken)</translation>
    </message>
    <message>
        <source>Redraw whole hand…</source>
        <translation>Ganze Hand neu ziehen…</translation>
    </message>
    <message>
        <source>Discard your whole hand and draw as many; this ends your turn (asks first)</source>
        <translation>Die ganze Hand abwerfen und ebenso viele ziehen; das beendet Ihren Zug (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>Klonen</translation>
    </message>
    <message>
        <source>Clone the picked hand card (or drag it onto its slot, or double-click it)</source>
        <translation>Die gewählte Handkarte klonen (oder auf ihren Platz ziehen oder doppelklicken)</translation>
    </message>
    <message>
        <source>Skip cloning</source>
        <translation>Nicht klonen</translation>
    </message>
    <message>
        <source>Clone nothing (more) this turn</source>
        <translation>In diesem Zug nichts (mehr) klonen</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Sanieren</translation>
    </message>
    <message>
        <source>Take plastic from the environment into your stash</source>
        <translation>Plastik aus der Umgebung in Ihr Lager nehmen</translation>
    </message>
    <message>
        <source>Recycle %1</source>
        <translation>Recyceln: %1</translation>
    </message>
    <message>
        <source>Turn plastic from your stash into a %1 (points)</source>
        <translation>Plastik aus Ihrem Lager recyceln zu: %1 (Punkte)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Neither remediate nor recycle; ends your turn</source>
        <translation>Weder sanieren noch recyceln; beendet Ihren Zug</translation>
    </message>
    <message>
        <source>Resist for good…</source>
        <translation>Dauerhaft widerstehen…</translation>
    </message>
    <message>
        <source>Bacillus subtilis: resist this hazard for the rest of the game (asks first)</source>
        <translation>Bacillus subtilis: dieser Gefahr für den Rest der Partie widerstehen (mit Rückfrage)</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n gene(s)</source>
        <translation>
            <numerusform>%n Gen ziehen</numerusform>
            <numerusform>%n Gene ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Recycle %1 (%2)</source>
        <translation>Recyceln: %1 (%2)</translation>
    </message>
    <message>
        <source>Clone %1</source>
        <translation>%1 klonen</translation>
    </message>
    <message>
        <source>Remediate %1</source>
        <translation>%1 sanieren</translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation>%1 ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>Redraw %n gene(s)</source>
        <translation>
            <numerusform>%n Gen neu ziehen</numerusform>
            <numerusform>%n Gene neu ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Resist %1</source>
        <translation>Widerstehen: %1</translation>
    </message>
    <message>
        <source>How much plastic to remediate</source>
        <translation>Wie viel Plastik saniert wird</translation>
    </message>
    <message>
        <source>The hazard Bacillus subtilis resists for the rest of the game</source>
        <translation>Die Gefahr, der Bacillus subtilis für den Rest der Partie widersteht</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Do nothing (Escape)</source>
        <translation>Nichts tun (Esc)</translation>
    </message>
    <message>
        <source>Turn %1 plastic from your stash into a %2 (%3 points)</source>
        <translation>%1 Plastik aus Ihrem Lager recyceln zu: %2 (%3 Punkte)</translation>
    </message>
    <message>
        <source>Every environment is clean.</source>
        <translation>Alle Umgebungen sind sauber.</translation>
    </message>
    <message>
        <source>Play goes on in the %1.</source>
        <translation>Die Partie geht weiter: %1.</translation>
    </message>
    <message>
        <source>The game begins in the %1.</source>
        <translation>Die Partie beginnt: %1.</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Seit Ihrem letzten Zug</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>no genes</source>
        <translation>keine Gene</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 von %3</translation>
    </message>
    <message>
        <source>Gene</source>
        <translation>Gen</translation>
    </message>
    <message>
        <source>%1 goes back to your hand: drop it on a lit slot of your microbe to clone it.</source>
        <translation>%1 geht zurück in Ihre Hand: Legen Sie es auf einen hervorgehobenen Platz Ihrer Mikrobe, um es zu klonen.</translation>
    </message>
    <message>
        <source>Genes are cloned into your own microbe.</source>
        <translation>Gene werden in Ihre eigene Mikrobe geklont.</translation>
    </message>
    <message>
        <source>Only bots play at this table.</source>
        <translation>An diesem Tisch spielen nur Computer.</translation>
    </message>
    <message>
        <source>First pick the gene in your hand that you want to clone (or drag it here).</source>
        <translation>Wählen Sie zuerst das Gen in Ihrer Hand, das Sie klonen möchten (oder ziehen Sie es hierher).</translation>
    </message>
    <message>
        <source>%1 is a %2 gene: it goes in the %2 slot.</source>
        <translation>%1 ist ein Gen vom Typ %2: Es gehört auf den Platz %2.</translation>
    </message>
    <message>
        <source>Replace %1 with %2? %1 goes to the discard.</source>
        <translation>%1 durch %2 ersetzen? %1 kommt auf den Ablagestapel.</translation>
    </message>
    <message numerus="yes">
        <source>Redraw your whole hand? Your %n gene(s) go to the discard, you draw %n new one(s), and your turn ends.</source>
        <translation>
            <numerusform>Ganze Hand neu ziehen? Ihr %n Gen kommt auf den Ablagestapel, Sie ziehen %n neues, und Ihr Zug endet.</numerusform>
            <numerusform>Ganze Hand neu ziehen? Ihre %n Gene kommen auf den Ablagestapel, Sie ziehen %n neue, und Ihr Zug endet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 resists %2 for the rest of the game? This choice is final.</source>
        <translation>%1 widersteht für den Rest der Partie: %2? Diese Wahl ist endgültig.</translation>
    </message>
    <message>
        <source>Nothing done.</source>
        <translation>Nichts getan.</translation>
    </message>
    <message>
        <source>The game moved on: nothing done.</source>
        <translation>Die Partie ging weiter: nichts getan.</translation>
    </message>
    <message>
        <source>resists</source>
        <translation>widersteht</translation>
    </message>
    <message>
        <source>capped at 1</source>
        <translation>auf 1 begrenzt</translation>
    </message>
    <message>
        <source>%1 is %2: you resist %3, so your remediation is not capped.</source>
        <translation>%1 ist %2: Sie widerstehen (%3), Ihre Sanierung ist also nicht begrenzt.</translation>
    </message>
    <message>
        <source>%1 is %2: you do not resist it without %3, so your remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 ist %2: Ohne %3 widerstehen Sie nicht, also ist Ihre Sanierung auf 1 begrenzt und Unterstützungsboni entfallen.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 resists %4, so its remediation is not capped.</source>
        <translation>%1 ist %2: %3 widersteht (%4), die Sanierung ist also nicht begrenzt.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 does not resist it without %4, so its remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 ist %2: Ohne %4 widersteht %3 nicht, also ist die Sanierung auf 1 begrenzt und Unterstützungsboni entfallen.</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick a card, a pile or a microbe first.</source>
        <translation>Wählen Sie zuerst mit den Pfeiltasten eine Karte, einen Stapel oder eine Mikrobe.</translation>
    </message>
    <message>
        <source>%1 is not offered now.</source>
        <translation>„%1“ ist gerade nicht möglich.</translation>
    </message>
    <message>
        <source>%1&apos;s microbe</source>
        <translation>Mikrobe von %1</translation>
    </message>
    <message>
        <source>The gene pool</source>
        <translation>Der Genpool</translation>
    </message>
    <message>
        <source>A recycle pile</source>
        <translation>Ein Recyclingstapel</translation>
    </message>
    <message>
        <source>An empty gene slot</source>
        <translation>Ein leerer Genplatz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cloned %1</source>
        <translation>klonte %1</translation>
    </message>
    <message>
        <source>attacked %1</source>
        <translation>griff %1 an</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>griff an</translation>
    </message>
    <message>
        <source>remediated %1</source>
        <translation>sanierte %1</translation>
    </message>
    <message>
        <source>recycled %1</source>
        <translation>recycelte: %1</translation>
    </message>
    <message>
        <source>recycled</source>
        <translation>recycelte</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>No hazard</source>
        <translation>Keine Gefahr</translation>
    </message>
    <message>
        <source>Hazard: %1</source>
        <translation>Gefahr: %1</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>als %1</translation>
    </message>
    <message>
        <source>All clean</source>
        <translation>Alles sauber</translation>
    </message>
    <message>
        <source>plastic left</source>
        <translation>Plastik übrig</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message numerus="yes">
        <source>costs %n plastic</source>
        <translation>
            <numerusform>kostet %n Plastik</numerusform>
            <numerusform>kostet %n Plastik</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>plastic</source>
        <translation>Plastik</translation>
    </message>
    <message>
        <source>QS as %1</source>
        <translation>QS als %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: no hazard. %n plastic to remediate.</source>
        <translation>
            <numerusform>%1: keine Gefahr. %n Plastik zu sanieren.</numerusform>
            <numerusform>%1: keine Gefahr. %n Plastik zu sanieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. Remediation is capped at 1 for a microbe that does not resist it.</source>
        <translation>%1: %2. Die Sanierung einer Mikrobe, die nicht widersteht, ist auf 1 begrenzt.</translation>
    </message>
    <message>
        <source>%1: %2. You resist it: your remediation is not capped.</source>
        <translation>%1: %2. Sie widerstehen: Ihre Sanierung ist nicht begrenzt.</translation>
    </message>
    <message>
        <source>%1: %2. Your remediation is capped at 1 without %3.</source>
        <translation>%1: %2. Ohne %3 ist Ihre Sanierung auf 1 begrenzt.</translation>
    </message>
    <message>
        <source>Every environment is clean: the game is over.</source>
        <translation>Alle Umgebungen sind sauber: Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Resists %1 for good. %2</source>
        <translation>Widersteht dauerhaft: %1. %2</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (Sie)</translation>
    </message>
    <message>
        <source> (bot, %1)</source>
        <translation> (Computer, %1)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>nothing recycled yet</source>
        <translation>noch nichts recycelt</translation>
    </message>
    <message>
        <source>Hand %1   ·   Stash %2 plastic   ·   Remediates %3</source>
        <translation>Hand %1   ·   Lager %2 Plastik   ·   Saniert %3</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (Computer)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>resists %1 for good</source>
        <translation>widersteht dauerhaft: %1</translation>
    </message>
    <message>
        <source>An empty %1 slot</source>
        <translation>Ein leerer Platz: %1</translation>
    </message>
    <message>
        <source>%1 gene · %2 in the gene pool of %3</source>
        <translation>Gen: %1 · %2 im Genpool von %3</translation>
    </message>
    <message>
        <source>Discarded from a microbe when the environment changes.</source>
        <translation>Wird bei Umgebungswechsel aus einer Mikrobe abgeworfen.</translation>
    </message>
    <message>
        <source>No hazard.</source>
        <translation>Keine Gefahr.</translation>
    </message>
    <message>
        <source>Hazard: %1. A microbe that does not resist it remediates at most 1, its Support boosts off.</source>
        <translation>Gefahr: %1. Eine Mikrobe, die nicht widersteht, saniert höchstens 1, ohne Unterstützungsboni.</translation>
    </message>
    <message>
        <source>Always the first environment.</source>
        <translation>Immer die erste Umgebung.</translation>
    </message>
    <message>
        <source>Shuffled with the others; the Laboratory comes first.</source>
        <translation>Mit den anderen gemischt; das Labor kommt zuerst.</translation>
    </message>
    <message>
        <source>Environment · 1 card · %1 plastic to remediate</source>
        <translation>Umgebung · 1 Karte · %1 Plastik zu sanieren</translation>
    </message>
    <message>
        <source>%1 genes</source>
        <translation>Gene: %1</translation>
    </message>
    <message>
        <source>Microbes</source>
        <translation>Mikroben</translation>
    </message>
    <message>
        <source>Microbe · 1 card (each player plays one of the %1)</source>
        <translation>Mikrobe · 1 Karte (jeder Spieler spielt eine der %1)</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Umgebungen</translation>
    </message>
    <message>
        <source>Recycle cards</source>
        <translation>Recyclingkarten</translation>
    </message>
    <message>
        <source>Recycle card · %1 in its pile</source>
        <translation>Recyclingkarte · %1 im Stapel</translation>
    </message>
    <message>
        <source>Costs %1 plastic from a stash (Rhodococcus ruber pays 1 less) and is worth %2 points at the end; it cannot be stolen. %3 plastic cards in all, each unrecycled one worth %4 point.</source>
        <translation>Kostet %1 Plastik aus dem Lager (Rhodococcus ruber zahlt 1 weniger) und zählt am Ende %2 Punkte; sie kann nicht gestohlen werden. Insgesamt %3 Plastikkarten, jede nicht recycelte zählt %4 Punkt.</translation>
    </message>
    <message>
        <source>Remediate: the cards</source>
        <translation>Remediate: die Karten</translation>
    </message>
    <message>
        <source>Find a card…</source>
        <translation>Karte suchen…</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Mikrobe</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plastik</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1 (%2) to draw or redraw.</source>
        <translation>%1 (%2) zieht oder zieht neu.</translation>
    </message>
    <message>
        <source>%1 (%2) to clone a gene or skip cloning.</source>
        <translation>%1 (%2) klont ein Gen oder verzichtet darauf.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the microbe an attack hits.</source>
        <translation>%1 (%2) wählt die Mikrobe, die ein Angriff trifft.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Toxin Secretion discards.</source>
        <translation>%1 (%2) wählt das Gen, das Toxinsekretion abwirft.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Quorum Sensing acts as.</source>
        <translation>%1 (%2) wählt das Gen, als das Quorum Sensing wirkt.</translation>
    </message>
    <message>
        <source>%1 (%2) to remediate, recycle or pass.</source>
        <translation>%1 (%2) saniert, recycelt oder passt.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Die Partie ist vorbei: %1 gewinnt.</translation>
    </message>
    <message>
        <source>The game is over: %1 win.</source>
        <translation>Die Partie ist vorbei: %1 gewinnen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>%1 (%2) over the hand limit, to discard.</source>
        <translation>%1 (%2) ist über dem Handkartenlimit und wirft ab.</translation>
    </message>
    <message>
        <source>%1 (%2) is playing…</source>
        <translation>%1 (%2) spielt…</translation>
    </message>
    <message>
        <source>Your turn: draw (click the gene pool), or redraw your whole hand (that ends your turn).</source>
        <translation>Sie sind am Zug: Ziehen Sie (Klick auf den Genpool) oder ziehen Sie Ihre ganze Hand neu (das beendet Ihren Zug).</translation>
    </message>
    <message>
        <source>Click a lit slot of your microbe to clone %1, or pick another card.</source>
        <translation>Klicken Sie auf einen hervorgehobenen Platz Ihrer Mikrobe, um %1 zu klonen, oder wählen Sie eine andere Karte.</translation>
    </message>
    <message>
        <source>Clone a gene: drag a hand card onto its slot on your microbe (or click it, then the slot). Or skip cloning.</source>
        <translation>Klonen Sie ein Gen: Ziehen Sie eine Handkarte auf ihren Platz Ihrer Mikrobe (oder klicken Sie sie, dann den Platz an). Oder verzichten Sie aufs Klonen.</translation>
    </message>
    <message>
        <source>%1: click the microbe it attacks (lit).</source>
        <translation>%1: Klicken Sie auf die Mikrobe, die es angreift (hervorgehoben).</translation>
    </message>
    <message>
        <source>Toxin Secretion: click the gene of %1 that is discarded.</source>
        <translation>Toxinsekretion: Klicken Sie auf das Gen von %1, das abgeworfen wird.</translation>
    </message>
    <message>
        <source>Quorum Sensing: click the cloned gene (in any microbe) it acts as.</source>
        <translation>Quorum Sensing: Klicken Sie auf das geklonte Gen (in einer beliebigen Mikrobe), als das es wirkt.</translation>
    </message>
    <message>
        <source>You cannot remediate (no Remediation gene): recycle by clicking a lit pile, or pass.</source>
        <translation>Sie können nicht sanieren (kein Sanierungsgen): Recyceln Sie per Klick auf einen hervorgehobenen Stapel, oder passen Sie.</translation>
    </message>
    <message numerus="yes">
        <source>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>%1. Sanieren Sie bis zu %n Plastik, recyceln Sie per Klick auf einen hervorgehobenen Stapel, oder passen Sie.</numerusform>
            <numerusform>%1. Sanieren Sie bis zu %n Plastik, recyceln Sie per Klick auf einen hervorgehobenen Stapel, oder passen Sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>Sanieren Sie bis zu %n Plastik, recyceln Sie per Klick auf einen hervorgehobenen Stapel, oder passen Sie.</numerusform>
            <numerusform>Sanieren Sie bis zu %n Plastik, recyceln Sie per Klick auf einen hervorgehobenen Stapel, oder passen Sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Over the hand limit: click a hand card to discard it (limit %1).</source>
        <translation>Über dem Handkartenlimit: Klicken Sie auf eine Handkarte, um sie abzuwerfen (Limit %1).</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Acts as %1: %2</source>
        <translation>Wirkt als %1: %2</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Gene</translation>
    </message>
    <message>
        <source>Recycle plastic</source>
        <translation>Plastik recyceln</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plastic left</source>
        <translation>
            <numerusform>%1: noch %n Plastik</numerusform>
            <numerusform>%1: noch %n Plastik</numerusform>
        </translation>
    </message>
    <message>
        <source>Every environment is clean</source>
        <translation>Alle Umgebungen sind sauber</translation>
    </message>
    <message>
        <source>Still to come: %1</source>
        <translation>Noch offen: %1</translation>
    </message>
    <message>
        <source>No environment to come</source>
        <translation>Keine weitere Umgebung</translation>
    </message>
    <message>
        <source>A face-down environment</source>
        <translation>Eine verdeckte Umgebung</translation>
    </message>
    <message>
        <source>Cleaned (%1):</source>
        <translation>Saniert (%1):</translation>
    </message>
    <message>
        <source>Cleaned: %1</source>
        <translation>Saniert: %1</translation>
    </message>
    <message>
        <source>Gene pool</source>
        <translation>Genpool</translation>
    </message>
    <message>
        <source>The gene pool: click to draw</source>
        <translation>Der Genpool: zum Ziehen klicken</translation>
    </message>
    <message>
        <source>The gene pool is empty: drawing shuffles the discard into a new pool</source>
        <translation>Der Genpool ist leer: Beim Ziehen wird der Ablagestapel zu einem neuen Pool gemischt</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Pool %1</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n gene(s)</source>
        <translation>
            <numerusform>Pool: %n Gen</numerusform>
            <numerusform>Pool: %n Gene</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard is empty</source>
        <translation>Der Ablagestapel ist leer</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Ablage: %1</translation>
    </message>
    <message>
        <source>Plastic supply %1</source>
        <translation>Plastikvorrat %1</translation>
    </message>
    <message>
        <source>%1: %2 points for %3 plastic (click to recycle)</source>
        <translation>%1: %2 Punkte für %3 Plastik (zum Recyceln klicken)</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>keine mehr</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Alle Hände</translation>
    </message>
    <message>
        <source>The hands stay hidden</source>
        <translation>Die Hände bleiben verdeckt</translation>
    </message>
    <message>
        <source>Your hand  ·  %1</source>
        <translation>Ihre Hand  ·  %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand  ·  %2</source>
        <translation>Hand von %1  ·  %2</translation>
    </message>
    <message>
        <source>%1 of %2 genes (the hand limit)</source>
        <translation>%1 von %2 Genen (das Handkartenlimit)</translation>
    </message>
    <message>
        <source>Being played</source>
        <translation>Wird gespielt</translation>
    </message>
    <message>
        <source>1. Draw: click the gene pool</source>
        <translation>1. Ziehen: auf den Genpool klicken</translation>
    </message>
    <message>
        <source>2. Clone: drag a gene onto its lit slot</source>
        <translation>2. Klonen: ein Gen auf seinen hervorgehobenen Platz ziehen</translation>
    </message>
    <message>
        <source>3. Remediate, recycle or pass</source>
        <translation>3. Sanieren, recyceln oder passen</translation>
    </message>
</context>
</TS>
