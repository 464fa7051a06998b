<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>RulesWords</name>
    <message>
        <source>Not now: first draw a gene (or redraw the hand).</source>
        <translation>Pas maintenant&#xa0;: piochez d&apos;abord un gène (ou repiochez votre main).</translation>
    </message>
    <message>
        <source>Not now: first clone a gene or skip cloning.</source>
        <translation>Pas maintenant&#xa0;: clonez d&apos;abord un gène ou renoncez à cloner.</translation>
    </message>
    <message>
        <source>Not now: first choose the opponent the attack hits.</source>
        <translation>Pas maintenant&#xa0;: choisissez d&apos;abord l&apos;adversaire que vise l&apos;attaque.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Toxin Secretion removes.</source>
        <translation>Pas maintenant&#xa0;: choisissez d&apos;abord le gène que retire Sécrétion de toxines.</translation>
    </message>
    <message>
        <source>Not now: first choose the gene Quorum Sensing mimics.</source>
        <translation>Pas maintenant&#xa0;: choisissez d&apos;abord le gène qu&apos;imite Quorum sensing.</translation>
    </message>
    <message>
        <source>Not now: first remediate, recycle or pass.</source>
        <translation>Pas maintenant&#xa0;: dépolluez d&apos;abord, recyclez ou passez.</translation>
    </message>
    <message>
        <source>Not now: first discard down to the hand limit.</source>
        <translation>Pas maintenant&#xa0;: défaussez d&apos;abord jusqu&apos;à la limite de main.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn: %1 plays now.</source>
        <translation>Ce n&apos;est pas votre tour&#xa0;: %1 joue.</translation>
    </message>
    <message>
        <source>%1 by seat %2</source>
        <translation>%1 du joueur %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s)</source>
        <translation>
            <numerusform>%1 pioche %n gène</numerusform>
            <numerusform>%1 pioche %n gènes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s).</source>
        <translation>
            <numerusform>%1 pioche %n gène.</numerusform>
            <numerusform>%1 pioche %n gènes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards the hand and draws %n new gene(s)</source>
        <translation>
            <numerusform>%1 défausse sa main et pioche %n nouveau gène</numerusform>
            <numerusform>%1 défausse sa main et pioche %n nouveaux gènes</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty: there is nothing to redraw.</source>
        <translation>Votre main est vide&#xa0;: il n&apos;y a rien à repiocher.</translation>
    </message>
    <message>
        <source>%1 discards %2 to redraw.</source>
        <translation>%1 défausse %2 pour repiocher.</translation>
    </message>
    <message>
        <source>a gene</source>
        <translation>un gène</translation>
    </message>
    <message>
        <source>An Attack gene is performed at once; it replaces nothing.</source>
        <translation>Un gène Attaque est joué aussitôt&#xa0;; il ne remplace rien.</translation>
    </message>
    <message>
        <source>There is room for this %1 gene: nothing needs replacing.</source>
        <translation>Il y a de la place pour ce gène %1&#xa0;: rien à remplacer.</translation>
    </message>
    <message>
        <source>Choose which of your %1 genes this one replaces.</source>
        <translation>Choisissez lequel de vos gènes de %1 celui-ci remplace.</translation>
    </message>
    <message>
        <source>%1 clones %2, replacing %3</source>
        <translation>%1 clone %2 à la place de %3</translation>
    </message>
    <message>
        <source>%1 clones %2</source>
        <translation>%1 clone %2</translation>
    </message>
    <message>
        <source>That gene is not in your hand.</source>
        <translation>Ce gène n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>%1 clones %2.</source>
        <translation>%1 clone %2.</translation>
    </message>
    <message>
        <source>%1 is replaced and discarded.</source>
        <translation>%1 est remplacé et défaussé.</translation>
    </message>
    <message>
        <source>%1 clones nothing</source>
        <translation>%1 ne clone rien</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 attaque %2</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3</source>
        <translation>%1 attaque %2 avec %3</translation>
    </message>
    <message>
        <source>Chemotaxis must hit an opponent with the most plastic.</source>
        <translation>Chimiotactisme doit viser un adversaire qui a le plus de plastique.</translation>
    </message>
    <message>
        <source>Choose one of your opponents.</source>
        <translation>Choisissez un de vos adversaires.</translation>
    </message>
    <message>
        <source>%1 makes the target discard %2</source>
        <translation>%1 fait défausser %2 à la cible</translation>
    </message>
    <message>
        <source>%1 makes %2 discard %3</source>
        <translation>%1 fait défausser %3 à %2</translation>
    </message>
    <message>
        <source>Choose a gene cloned in %1.</source>
        <translation>Choisissez un gène cloné dans %1.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing mimics %2</source>
        <translation>Quorum sensing de %1 imite %2</translation>
    </message>
    <message>
        <source>Quorum Sensing can only mimic another gene cloned in a microbe.</source>
        <translation>Quorum sensing ne peut imiter qu&apos;un autre gène cloné dans un microbe.</translation>
    </message>
    <message>
        <source>%1&apos;s Quorum Sensing now acts as %2.</source>
        <translation>Quorum sensing de %1 agit désormais comme %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic</source>
        <translation>
            <numerusform>%1 dépollue %n plastique</numerusform>
            <numerusform>%1 dépollue %n plastiques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A %1 costs %n plastic; you have %2.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» coûte %n plastique&#xa0;; vous en avez %2.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» coûte %n plastiques&#xa0;; vous en avez %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recycles %n plastic into a %2.</source>
        <translation>
            <numerusform>%1 recycle %n plastique en&#xa0;: %2.</numerusform>
            <numerusform>%1 recycle %n plastiques en&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You need a Remediation gene cloned to remediate.</source>
        <translation>Pour dépolluer, il vous faut un gène Dépollution cloné.</translation>
    </message>
    <message>
        <source>You can remediate 1 to %1 plastic this turn.</source>
        <translation>Ce tour-ci, vous pouvez dépolluer de 1 à %1 plastique(s).</translation>
    </message>
    <message>
        <source>%1 recycles plastic</source>
        <translation>%1 recycle du plastique</translation>
    </message>
    <message>
        <source>%1 recycles plastic into a %2</source>
        <translation>%1 recycle du plastique en&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no such recycle pile.</source>
        <translation>Cette pile de recyclage n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The %1 pile is empty.</source>
        <translation>La pile «&#xa0;%1&#xa0;» est vide.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <source>%1 discards %2 down to the hand limit</source>
        <translation>%1 défausse %2 jusqu&apos;à la limite de main</translation>
    </message>
    <message>
        <source>%1 chooses a resistance</source>
        <translation>%1 choisit une résistance</translation>
    </message>
    <message>
        <source>%1 chooses resistance to %2</source>
        <translation>%1 choisit la résistance&#xa0;: %2</translation>
    </message>
    <message>
        <source>Choose your resistance on your own turn.</source>
        <translation>Choisissez votre résistance pendant votre tour.</translation>
    </message>
    <message>
        <source>Only Bacillus subtilis chooses a resistance.</source>
        <translation>Seul Bacillus subtilis choisit une résistance.</translation>
    </message>
    <message>
        <source>You already resist %1; the choice is final.</source>
        <translation>Vous résistez déjà&#xa0;: %1&#xa0;; ce choix est définitif.</translation>
    </message>
    <message>
        <source>There is no such hazard.</source>
        <translation>Ce danger n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 becomes resistant to %2 for good.</source>
        <translation>%1 devient résistant pour de bon&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2</source>
        <translation>Limité à 1&#xa0;: %1 (milieu %2)</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and you have no %3</source>
        <translation>Limité à 1&#xa0;: %1 (milieu %2) et vous n&apos;avez pas %3</translation>
    </message>
    <message>
        <source>Capped at 1: %1 is %2 and %3 has no %4</source>
        <translation>Limité à 1&#xa0;: %1 (milieu %2) et %3 n&apos;a pas %4</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into your microbe</source>
        <translation>Limité à 1&#xa0;: Sensibilité au téréphtalate est clonée dans votre microbe</translation>
    </message>
    <message>
        <source>Capped at 1: Terephthalate Sensitivity is cloned into %1&apos;s microbe</source>
        <translation>Limité à 1&#xa0;: Sensibilité au téréphtalate est clonée dans le microbe de %1</translation>
    </message>
    <message>
        <source>The gene pool and its discard are both empty: nothing more to draw.</source>
        <translation>La pioche de gènes et sa défausse sont vides&#xa0;: plus rien à piocher.</translation>
    </message>
    <message numerus="yes">
        <source>The gene pool is empty: the %n discarded gene(s) are shuffled into a new pool.</source>
        <translation>
            <numerusform>La pioche de gènes est vide&#xa0;: le %n gène défaussé est mélangé pour former une nouvelle pioche.</numerusform>
            <numerusform>La pioche de gènes est vide&#xa0;: les %n gènes défaussés sont mélangés pour former une nouvelle pioche.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is clean.</source>
        <translation>%1 est propre.</translation>
    </message>
    <message>
        <source>%1 discards %2 (discard on environment change).</source>
        <translation>%1 défausse %2 (défausse au changement d&apos;environnement).</translation>
    </message>
    <message numerus="yes">
        <source>The next environment is %1 with %n plastic.</source>
        <translation>
            <numerusform>Environnement suivant&#xa0;: %1, avec %n plastique.</numerusform>
            <numerusform>Environnement suivant&#xa0;: %1, avec %n plastiques.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic from %2.</source>
        <translation>
            <numerusform>%1 dépollue %n plastique de&#xa0;: %2.</numerusform>
            <numerusform>%1 dépollue %n plastiques de&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 steals %n plastic from %2 with %3.</source>
        <translation>
            <numerusform>%1 vole %n plastique à %2 avec %3.</numerusform>
            <numerusform>%1 vole %n plastiques à %2 avec %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 returns %n plastic to the plastic supply (%2).</source>
        <translation>
            <numerusform>%1 remet %n plastique dans la réserve de plastique (%2).</numerusform>
            <numerusform>%1 remet %n plastiques dans la réserve de plastique (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no plastic left to deal: it is clean at once.</source>
        <translation>%1&#xa0;: plus de plastique à distribuer, l&apos;environnement est propre aussitôt.</translation>
    </message>
    <message>
        <source>Game over: %1 wins with %2 points.</source>
        <translation>Partie terminée&#xa0;: %1 gagne avec %2 points.</translation>
    </message>
    <message>
        <source>Game over: %1 share the win with %2 points.</source>
        <translation>Partie terminée&#xa0;: %1 se partagent la victoire avec %2 points.</translation>
    </message>
    <message>
        <source>The draw-off runs out of genes: the win is shared.</source>
        <translation>Le barrage n&apos;a plus de gènes&#xa0;: la victoire est partagée.</translation>
    </message>
    <message>
        <source>Draw-off: %1 draws %2.</source>
        <translation>Barrage&#xa0;: %1 pioche %2.</translation>
    </message>
    <message>
        <source>%1 finds no opponent with plastic: it is wasted.</source>
        <translation>%1 ne trouve aucun adversaire avec du plastique&#xa0;: il est perdu.</translation>
    </message>
    <message>
        <source>%1 against %2 is blocked by %3; both are discarded.</source>
        <translation>%1 contre %2 est bloqué par %3&#xa0;; les deux sont défaussés.</translation>
    </message>
    <message>
        <source>%1 leaves %2, replaced.</source>
        <translation>%1 quitte %2, remplacé.</translation>
    </message>
    <message>
        <source>%1 is cloned into %2: their remediation is at most 1.</source>
        <translation>%1 est cloné dans %2&#xa0;: sa dépollution est d&apos;au plus 1.</translation>
    </message>
    <message>
        <source>%1 hits %2, who has no cloned gene to lose.</source>
        <translation>%1 touche %2, qui n&apos;a aucun gène cloné à perdre.</translation>
    </message>
    <message>
        <source>%1: %2 discards %3.</source>
        <translation>%1&#xa0;: %2 défausse %3.</translation>
    </message>
    <message>
        <source>%1 may clone another gene at once (%2).</source>
        <translation>%1 peut aussitôt cloner un autre gène (%2).</translation>
    </message>
    <message>
        <source>%1 finds no cloned gene to mimic.</source>
        <translation>%1 ne trouve aucun gène cloné à imiter.</translation>
    </message>
    <message>
        <source>Environments (the Laboratory first)</source>
        <translation>Environnements (le Laboratoire d&apos;abord)</translation>
    </message>
    <message>
        <source>About 20 minutes of play per environment.</source>
        <translation>Environ 20 minutes de jeu par environnement.</translation>
    </message>
    <message>
        <source>Break ties with a draw-off</source>
        <translation>Départager les égalités par un barrage</translation>
    </message>
    <message>
        <source>Tied players draw genes in turn; the first to draw a Remediation gene wins.</source>
        <translation>Les joueurs à égalité piochent des gènes à tour de rôle&#xa0;; le premier qui pioche un gène Dépollution gagne.</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbe</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Two players cannot play the same microbe.</source>
        <translation>Deux joueurs ne peuvent pas jouer le même microbe.</translation>
    </message>
    <message>
        <source>%1 already plays %2: pick another microbe, or Random.</source>
        <translation>%1 joue déjà %2&#xa0;: choisissez un autre microbe, ou «&#xa0;Au hasard&#xa0;».</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Remediate</translation>
    </message>
    <message>
        <source>Clone genes into your microbe, clean up plastic, recycle it, and sabotage the other microbes.</source>
        <translation>Clonez des gènes dans votre microbe, dépolluez le plastique, recyclez-le et sabotez les autres microbes.</translation>
    </message>
    <message>
        <source>20 min per environment</source>
        <translation>20 min par environnement</translation>
    </message>
    <message>
        <source>chance to win</source>
        <translation>chance de victoire</translation>
    </message>
    <message>
        <source>chance to win</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>de chances de victoire</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Draw genes from the pool (or click the pool)</source>
        <translation>Piocher des gènes (ou cliquer sur la pioche de gènes)</translation>
    </message>
    <message>
        <source>Redraw whole hand…</source>
        <translation>Repiocher toute la main…</translation>
    </message>
    <message>
        <source>Discard your whole hand and draw as many; this ends your turn (asks first)</source>
        <translation>Défausser toute votre main et piocher autant&#xa0;; cela termine votre tour (demande d&apos;abord)</translation>
    </message>
    <message>
        <source>Clone</source>
        <translation>Cloner</translation>
    </message>
    <message>
        <source>Clone the picked hand card (or drag it onto its slot, or double-click it)</source>
        <translation>Cloner la carte choisie de la main (ou la glisser sur son emplacement, ou double-cliquer)</translation>
    </message>
    <message>
        <source>Skip cloning</source>
        <translation>Ne pas cloner</translation>
    </message>
    <message>
        <source>Clone nothing (more) this turn</source>
        <translation>Ne (plus) rien cloner ce tour-ci</translation>
    </message>
    <message>
        <source>Remediate</source>
        <translation>Dépolluer</translation>
    </message>
    <message>
        <source>Take plastic from the environment into your stash</source>
        <translation>Prendre du plastique de l&apos;environnement dans votre stock</translation>
    </message>
    <message>
        <source>Recycle %1</source>
        <translation>Recycler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Turn plastic from your stash into a %1 (points)</source>
        <translation>Transformer du plastique de votre stock en&#xa0;: %1 (points)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Neither remediate nor recycle; ends your turn</source>
        <translation>Ni dépolluer ni recycler&#xa0;; termine votre tour</translation>
    </message>
    <message>
        <source>Resist for good…</source>
        <translation>Résister pour de bon…</translation>
    </message>
    <message>
        <source>Bacillus subtilis: resist this hazard for the rest of the game (asks first)</source>
        <translation>Bacillus subtilis&#xa0;: résister à ce danger jusqu&apos;à la fin de la partie (demande d&apos;abord)</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n gene(s)</source>
        <translation>
            <numerusform>Piocher %n gène</numerusform>
            <numerusform>Piocher %n gènes</numerusform>
        </translation>
    </message>
    <message>
        <source>Recycle %1 (%2)</source>
        <translation>Recycler&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Clone %1</source>
        <translation>Cloner %1</translation>
    </message>
    <message>
        <source>Remediate %1</source>
        <translation>Dépolluer %1</translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation>Remplacer %1</translation>
    </message>
    <message numerus="yes">
        <source>Redraw %n gene(s)</source>
        <translation>
            <numerusform>Repiocher %n gène</numerusform>
            <numerusform>Repiocher %n gènes</numerusform>
        </translation>
    </message>
    <message>
        <source>Resist %1</source>
        <translation>Résister&#xa0;: %1</translation>
    </message>
    <message>
        <source>How much plastic to remediate</source>
        <translation>Quantité de plastique à dépolluer</translation>
    </message>
    <message>
        <source>The hazard Bacillus subtilis resists for the rest of the game</source>
        <translation>Le danger auquel Bacillus subtilis résiste jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Le faire</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Do nothing (Escape)</source>
        <translation>Ne rien faire (Échap)</translation>
    </message>
    <message>
        <source>Turn %1 plastic from your stash into a %2 (%3 points)</source>
        <translation>Transformer %1 de plastique de votre stock en&#xa0;: %2 (%3 points)</translation>
    </message>
    <message>
        <source>Every environment is clean.</source>
        <translation>Tous les environnements sont propres.</translation>
    </message>
    <message>
        <source>Play goes on in the %1.</source>
        <translation>La partie continue&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The game begins in the %1.</source>
        <translation>La partie commence&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Depuis votre dernier tour</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>no genes</source>
        <translation>aucun gène</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 sur %3</translation>
    </message>
    <message>
        <source>Gene</source>
        <translation>Gène</translation>
    </message>
    <message>
        <source>%1 goes back to your hand: drop it on a lit slot of your microbe to clone it.</source>
        <translation>%1 retourne dans votre main&#xa0;: déposez-le sur un emplacement éclairé de votre microbe pour le cloner.</translation>
    </message>
    <message>
        <source>Genes are cloned into your own microbe.</source>
        <translation>Les gènes se clonent dans votre propre microbe.</translation>
    </message>
    <message>
        <source>Only bots play at this table.</source>
        <translation>À cette table, seuls des ordinateurs jouent.</translation>
    </message>
    <message>
        <source>First pick the gene in your hand that you want to clone (or drag it here).</source>
        <translation>Choisissez d&apos;abord le gène de votre main à cloner (ou glissez-le ici).</translation>
    </message>
    <message>
        <source>%1 is a %2 gene: it goes in the %2 slot.</source>
        <translation>%1 est un gène de %2&#xa0;: il va dans l&apos;emplacement %2.</translation>
    </message>
    <message>
        <source>Replace %1 with %2? %1 goes to the discard.</source>
        <translation>Remplacer %1 par %2&#xa0;? %1 part à la défausse.</translation>
    </message>
    <message numerus="yes">
        <source>Redraw your whole hand? Your %n gene(s) go to the discard, you draw %n new one(s), and your turn ends.</source>
        <translation>
            <numerusform>Repiocher toute votre main&#xa0;? Votre %n gène part à la défausse, vous en piochez %n nouveau et votre tour se termine.</numerusform>
            <numerusform>Repiocher toute votre main&#xa0;? Vos %n gènes partent à la défausse, vous en piochez %n nouveaux et votre tour se termine.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 resists %2 for the rest of the game? This choice is final.</source>
        <translation>%1 résiste jusqu&apos;à la fin de la partie&#xa0;: %2&#xa0;? Ce choix est définitif.</translation>
    </message>
    <message>
        <source>Nothing done.</source>
        <translation>Rien n&apos;a été fait.</translation>
    </message>
    <message>
        <source>The game moved on: nothing done.</source>
        <translation>La partie a continué&#xa0;: rien n&apos;a été fait.</translation>
    </message>
    <message>
        <source>resists</source>
        <translation>résiste</translation>
    </message>
    <message>
        <source>capped at 1</source>
        <translation>limité à 1</translation>
    </message>
    <message>
        <source>%1 is %2: you resist %3, so your remediation is not capped.</source>
        <translation>%1 (milieu %2)&#xa0;: vous résistez (%3), votre dépollution n&apos;est donc pas limitée.</translation>
    </message>
    <message>
        <source>%1 is %2: you do not resist it without %3, so your remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 (milieu %2)&#xa0;: sans %3 vous n&apos;y résistez pas, votre dépollution est donc limitée à 1 et les bonus de Soutien ne comptent pas.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 resists %4, so its remediation is not capped.</source>
        <translation>%1 (milieu %2)&#xa0;: %3 résiste (%4), sa dépollution n&apos;est donc pas limitée.</translation>
    </message>
    <message>
        <source>%1 is %2: %3 does not resist it without %4, so its remediation is capped at 1 and Support boosts are off.</source>
        <translation>%1 (milieu %2)&#xa0;: sans %4, %3 n&apos;y résiste pas, sa dépollution est donc limitée à 1 et les bonus de Soutien ne comptent pas.</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick a card, a pile or a microbe first.</source>
        <translation>Choisissez d&apos;abord avec les flèches une carte, une pile ou un microbe.</translation>
    </message>
    <message>
        <source>%1 is not offered now.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <source>%1&apos;s microbe</source>
        <translation>Microbe de %1</translation>
    </message>
    <message>
        <source>The gene pool</source>
        <translation>La pioche de gènes</translation>
    </message>
    <message>
        <source>A recycle pile</source>
        <translation>Une pile de recyclage</translation>
    </message>
    <message>
        <source>An empty gene slot</source>
        <translation>Un emplacement de gène vide</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cloned %1</source>
        <translation>a cloné %1</translation>
    </message>
    <message>
        <source>attacked %1</source>
        <translation>a attaqué %1</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>a attaqué</translation>
    </message>
    <message>
        <source>remediated %1</source>
        <translation>a dépollué %1</translation>
    </message>
    <message>
        <source>recycled %1</source>
        <translation>a recyclé&#xa0;: %1</translation>
    </message>
    <message>
        <source>recycled</source>
        <translation>a recyclé</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>No hazard</source>
        <translation>Aucun danger</translation>
    </message>
    <message>
        <source>Hazard: %1</source>
        <translation>Danger&#xa0;: %1</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>comme %1</translation>
    </message>
    <message>
        <source>All clean</source>
        <translation>Tout est propre</translation>
    </message>
    <message>
        <source>plastic left</source>
        <translation>plastique restant</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 PV</translation>
    </message>
    <message numerus="yes">
        <source>costs %n plastic</source>
        <translation>
            <numerusform>coûte %n plastique</numerusform>
            <numerusform>coûte %n plastiques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>reste %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>plastic</source>
        <translation>plastique</translation>
    </message>
    <message>
        <source>QS as %1</source>
        <translation>QS comme %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: no hazard. %n plastic to remediate.</source>
        <translation>
            <numerusform>%1&#xa0;: aucun danger. %n plastique à dépolluer.</numerusform>
            <numerusform>%1&#xa0;: aucun danger. %n plastiques à dépolluer.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2. Remediation is capped at 1 for a microbe that does not resist it.</source>
        <translation>%1&#xa0;: %2. La dépollution d&apos;un microbe qui n&apos;y résiste pas est limitée à 1.</translation>
    </message>
    <message>
        <source>%1: %2. You resist it: your remediation is not capped.</source>
        <translation>%1&#xa0;: %2. Vous y résistez&#xa0;: votre dépollution n&apos;est pas limitée.</translation>
    </message>
    <message>
        <source>%1: %2. Your remediation is capped at 1 without %3.</source>
        <translation>%1&#xa0;: %2. Sans %3, votre dépollution est limitée à 1.</translation>
    </message>
    <message>
        <source>Every environment is clean: the game is over.</source>
        <translation>Tous les environnements sont propres&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Resists %1 for good. %2</source>
        <translation>Résiste pour de bon&#xa0;: %1. %2</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <source> (bot, %1)</source>
        <translation> (ordinateur, %1)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>nothing recycled yet</source>
        <translation>rien de recyclé pour l&apos;instant</translation>
    </message>
    <message>
        <source>Hand %1   ·   Stash %2 plastic   ·   Remediates %3</source>
        <translation>Main %1   ·   Stock&#xa0;: %2 plastique   ·   Dépollue %3</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (ordinateur)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>resists %1 for good</source>
        <translation>résiste pour de bon&#xa0;: %1</translation>
    </message>
    <message>
        <source>An empty %1 slot</source>
        <translation>Un emplacement vide&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 gene · %2 in the gene pool of %3</source>
        <translation>Gène %1 · %2 dans la pioche de gènes de %3</translation>
    </message>
    <message>
        <source>Discarded from a microbe when the environment changes.</source>
        <translation>Défaussé d&apos;un microbe au changement d&apos;environnement.</translation>
    </message>
    <message>
        <source>No hazard.</source>
        <translation>Aucun danger.</translation>
    </message>
    <message>
        <source>Hazard: %1. A microbe that does not resist it remediates at most 1, its Support boosts off.</source>
        <translation>Danger&#xa0;: %1. Un microbe qui n&apos;y résiste pas dépollue au plus 1, sans bonus de Soutien.</translation>
    </message>
    <message>
        <source>Always the first environment.</source>
        <translation>Toujours le premier environnement.</translation>
    </message>
    <message>
        <source>Shuffled with the others; the Laboratory comes first.</source>
        <translation>Mélangé avec les autres&#xa0;; le Laboratoire vient d&apos;abord.</translation>
    </message>
    <message>
        <source>Environment · 1 card · %1 plastic to remediate</source>
        <translation>Environnement · 1 carte · plastique à dépolluer&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 genes</source>
        <translation>Gènes de %1</translation>
    </message>
    <message>
        <source>Microbes</source>
        <translation>Microbes</translation>
    </message>
    <message>
        <source>Microbe · 1 card (each player plays one of the %1)</source>
        <translation>Microbe · 1 carte (chaque joueur joue l&apos;un des %1)</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Environnements</translation>
    </message>
    <message>
        <source>Recycle cards</source>
        <translation>Cartes Recyclage</translation>
    </message>
    <message>
        <source>Recycle card · %1 in its pile</source>
        <translation>Carte Recyclage · %1 dans sa pile</translation>
    </message>
    <message>
        <source>Costs %1 plastic from a stash (Rhodococcus ruber pays 1 less) and is worth %2 points at the end; it cannot be stolen. %3 plastic cards in all, each unrecycled one worth %4 point.</source>
        <translation>Coûte %1 de plastique du stock (Rhodococcus ruber paie 1 de moins) et vaut %2 points à la fin&#xa0;; elle ne peut pas être volée. %3 cartes plastique en tout, chacune non recyclée vaut %4 point.</translation>
    </message>
    <message>
        <source>Remediate: the cards</source>
        <translation>Remediate&#xa0;: les cartes</translation>
    </message>
    <message>
        <source>Find a card…</source>
        <translation>Chercher une carte…</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Précédente</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Suivante ›</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Microbe</source>
        <translation>Microbe</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plastique</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>%1 (%2) to draw or redraw.</source>
        <translation>%1 (%2)&#xa0;: piocher ou repiocher.</translation>
    </message>
    <message>
        <source>%1 (%2) to clone a gene or skip cloning.</source>
        <translation>%1 (%2)&#xa0;: cloner un gène ou y renoncer.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the microbe an attack hits.</source>
        <translation>%1 (%2)&#xa0;: choisir le microbe que vise une attaque.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Toxin Secretion discards.</source>
        <translation>%1 (%2)&#xa0;: choisir le gène que défausse Sécrétion de toxines.</translation>
    </message>
    <message>
        <source>%1 (%2) to choose the gene Quorum Sensing acts as.</source>
        <translation>%1 (%2)&#xa0;: choisir le gène qu&apos;imite Quorum sensing.</translation>
    </message>
    <message>
        <source>%1 (%2) to remediate, recycle or pass.</source>
        <translation>%1 (%2)&#xa0;: dépolluer, recycler ou passer.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>La partie est terminée&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>The game is over: %1 win.</source>
        <translation>La partie est terminée&#xa0;: %1 gagnent.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 (%2) over the hand limit, to discard.</source>
        <translation>%1 (%2)&#xa0;: au-delà de la limite de main, défausser.</translation>
    </message>
    <message>
        <source>%1 (%2) is playing…</source>
        <translation>%1 (%2) joue…</translation>
    </message>
    <message>
        <source>Your turn: draw (click the gene pool), or redraw your whole hand (that ends your turn).</source>
        <translation>À vous&#xa0;: piochez (cliquez sur la pioche de gènes) ou repiochez toute votre main (cela termine votre tour).</translation>
    </message>
    <message>
        <source>Click a lit slot of your microbe to clone %1, or pick another card.</source>
        <translation>Cliquez sur un emplacement éclairé de votre microbe pour cloner %1, ou choisissez une autre carte.</translation>
    </message>
    <message>
        <source>Clone a gene: drag a hand card onto its slot on your microbe (or click it, then the slot). Or skip cloning.</source>
        <translation>Clonez un gène&#xa0;: glissez une carte de votre main sur son emplacement de votre microbe (ou cliquez-la, puis l&apos;emplacement). Ou renoncez à cloner.</translation>
    </message>
    <message>
        <source>%1: click the microbe it attacks (lit).</source>
        <translation>%1&#xa0;: cliquez sur le microbe qu&apos;elle attaque (éclairé).</translation>
    </message>
    <message>
        <source>Toxin Secretion: click the gene of %1 that is discarded.</source>
        <translation>Sécrétion de toxines&#xa0;: cliquez sur le gène de %1 qui est défaussé.</translation>
    </message>
    <message>
        <source>Quorum Sensing: click the cloned gene (in any microbe) it acts as.</source>
        <translation>Quorum sensing&#xa0;: cliquez sur le gène cloné (dans n&apos;importe quel microbe) qu&apos;il imite.</translation>
    </message>
    <message>
        <source>You cannot remediate (no Remediation gene): recycle by clicking a lit pile, or pass.</source>
        <translation>Vous ne pouvez pas dépolluer (aucun gène Dépollution)&#xa0;: recyclez en cliquant sur une pile éclairée, ou passez.</translation>
    </message>
    <message numerus="yes">
        <source>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>%1. Dépolluez jusqu&apos;à %n plastique, recyclez en cliquant sur une pile éclairée, ou passez.</numerusform>
            <numerusform>%1. Dépolluez jusqu&apos;à %n plastiques, recyclez en cliquant sur une pile éclairée, ou passez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>Dépolluez jusqu&apos;à %n plastique, recyclez en cliquant sur une pile éclairée, ou passez.</numerusform>
            <numerusform>Dépolluez jusqu&apos;à %n plastiques, recyclez en cliquant sur une pile éclairée, ou passez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Over the hand limit: click a hand card to discard it (limit %1).</source>
        <translation>Au-delà de la limite de main&#xa0;: cliquez sur une carte de votre main pour la défausser (limite %1).</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>Acts as %1: %2</source>
        <translation>Agit comme %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Genes</source>
        <translation>Gènes</translation>
    </message>
    <message>
        <source>Recycle plastic</source>
        <translation>Recycler le plastique</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plastic left</source>
        <translation>
            <numerusform>%1&#xa0;: reste %n plastique</numerusform>
            <numerusform>%1&#xa0;: restent %n plastiques</numerusform>
        </translation>
    </message>
    <message>
        <source>Every environment is clean</source>
        <translation>Tous les environnements sont propres</translation>
    </message>
    <message>
        <source>Still to come: %1</source>
        <translation>À venir&#xa0;: %1</translation>
    </message>
    <message>
        <source>No environment to come</source>
        <translation>Plus d&apos;environnement à venir</translation>
    </message>
    <message>
        <source>A face-down environment</source>
        <translation>Un environnement face cachée</translation>
    </message>
    <message>
        <source>Cleaned (%1):</source>
        <translation>Dépollués (%1)&#xa0;:</translation>
    </message>
    <message>
        <source>Cleaned: %1</source>
        <translation>Dépollués&#xa0;: %1</translation>
    </message>
    <message>
        <source>Gene pool</source>
        <translation>Pioche de gènes</translation>
    </message>
    <message>
        <source>The gene pool: click to draw</source>
        <translation>La pioche de gènes&#xa0;: cliquez pour piocher</translation>
    </message>
    <message>
        <source>The gene pool is empty: drawing shuffles the discard into a new pool</source>
        <translation>La pioche de gènes est vide&#xa0;: piocher mélange la défausse pour former une nouvelle pioche</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>Pioche %1</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n gene(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n gène</numerusform>
            <numerusform>Pioche&#xa0;: %n gènes</numerusform>
        </translation>
    </message>
    <message>
        <source>The discard is empty</source>
        <translation>La défausse est vide</translation>
    </message>
    <message>
        <source>Discard: %1</source>
        <translation>Défausse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Plastic supply %1</source>
        <translation>Réserve de plastique %1</translation>
    </message>
    <message>
        <source>%1: %2 points for %3 plastic (click to recycle)</source>
        <translation>%1&#xa0;: %2 points pour %3 de plastique (cliquez pour recycler)</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>plus aucune</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>Toutes les mains</translation>
    </message>
    <message>
        <source>The hands stay hidden</source>
        <translation>Les mains restent cachées</translation>
    </message>
    <message>
        <source>Your hand  ·  %1</source>
        <translation>Votre main  ·  %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand  ·  %2</source>
        <translation>Main de %1  ·  %2</translation>
    </message>
    <message>
        <source>%1 of %2 genes (the hand limit)</source>
        <translation>%1 gènes sur %2 (la limite de main)</translation>
    </message>
    <message>
        <source>Being played</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>1. Draw: click the gene pool</source>
        <translation>1. Piocher : cliquez sur la pioche de gènes</translation>
    </message>
    <message>
        <source>2. Clone: drag a gene onto its lit slot</source>
        <translation>2. Cloner : glissez un gène sur son emplacement éclairé</translation>
    </message>
    <message>
        <source>3. Remediate, recycle or pass</source>
        <translation>3. Dépolluer, recycler ou passer</translation>
    </message>
</context>
</TS>
