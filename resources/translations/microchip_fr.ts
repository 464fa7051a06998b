<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ChipWords</name>
    <message>
        <source>a tile</source>
        <translation>une tuile</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>the tile</source>
        <translation>la tuile</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nulle part</translation>
    </message>
    <message>
        <source>%1 drafts %2 and places it on %3</source>
        <translation>%1 prend %2 et le pose en %3</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3 and places it on %4</source>
        <translation>%1 prend %2 dans la colonne %3 et le pose en %4</translation>
    </message>
    <message>
        <source>%1 swaps a tray tile onto %2</source>
        <translation>%1 échange une tuile du chevalet en %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 makes %n move(s)</source>
        <translation>
            <numerusform>%1 joue %n coup</numerusform>
            <numerusform>%1 joue %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rearranges the board in %2 moves (%3)</source>
        <translation>%1 réorganise le plateau en %2 coups (%3)</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <translation>Il n’y a pas de place %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>You have finished: press Resume building to change your board.</source>
        <translation>Vous avez terminé&#xa0;: appuyez sur «&#xa0;Reprendre&#xa0;» pour modifier votre plateau.</translation>
    </message>
    <message>
        <source>You have finished: your score is locked in.</source>
        <translation>Vous avez terminé&#xa0;: votre score est définitif.</translation>
    </message>
    <message>
        <source>You have conceded: your score is locked in.</source>
        <translation>Vous avez abandonné&#xa0;: votre score est définitif.</translation>
    </message>
    <message>
        <source>That is not a space on your board.</source>
        <translation>Ce n’est pas une case de votre plateau.</translation>
    </message>
    <message>
        <source>There is no tile on %1.</source>
        <translation>Il n’y a pas de tuile en %1.</translation>
    </message>
    <message>
        <source>%1 is %2; %3 cannot go there.</source>
        <translation>%1 est %2&#xa0;; %3 ne peut pas y aller.</translation>
    </message>
    <message>
        <source>%1 drafts %2</source>
        <translation>%1 prend %2</translation>
    </message>
    <message>
        <source>%1 drafts %2 from column %3</source>
        <translation>%1 prend %2 dans la colonne %3</translation>
    </message>
    <message>
        <source>The draft is over: the pool is empty.</source>
        <translation>Le draft est terminé&#xa0;: la réserve est vide.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft.</source>
        <translation>C’est à %1 de prendre une tuile.</translation>
    </message>
    <message>
        <source>That tile is not in the pool.</source>
        <translation>Cette tuile n’est pas dans la réserve.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the rightmost column that still has tiles.</source>
        <translation>Prenez une tuile dans la colonne %1, la plus à droite qui a encore des tuiles.</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 pose %2 en %3</translation>
    </message>
    <message>
        <source>places %1 on %2</source>
        <translation>pose %1 en %2</translation>
    </message>
    <message>
        <source>That tile is not yours: it belongs to %1.</source>
        <translation>Cette tuile n’est pas à vous&#xa0;: elle est à %1.</translation>
    </message>
    <message>
        <source>That tile is already on your board.</source>
        <translation>Cette tuile est déjà sur votre plateau.</translation>
    </message>
    <message>
        <source>That tile is not in your tray.</source>
        <translation>Cette tuile n’est pas sur votre chevalet.</translation>
    </message>
    <message>
        <source>%1 is already taken.</source>
        <translation>%1 est déjà occupée.</translation>
    </message>
    <message>
        <source>A rotation is 0 to 3 quarter turns.</source>
        <translation>Une rotation fait de 0 à 3 quarts de tour.</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3</source>
        <translation>%1 tourne %2 en %3</translation>
    </message>
    <message>
        <source>%1 rotates %2 at %3 anticlockwise</source>
        <translation>%1 tourne %2 en %3 dans le sens antihoraire</translation>
    </message>
    <message>
        <source>rotates %1 at %2</source>
        <translation>tourne %1 en %2</translation>
    </message>
    <message>
        <source>rotates %1 at %2 anticlockwise</source>
        <translation>tourne %1 en %2 dans le sens antihoraire</translation>
    </message>
    <message>
        <source>A tile turns a quarter clockwise or anticlockwise.</source>
        <translation>Une tuile tourne d’un quart de tour dans un sens ou dans l’autre.</translation>
    </message>
    <message>
        <source>This tile looks the same every way round.</source>
        <translation>Cette tuile est identique dans tous les sens.</translation>
    </message>
    <message>
        <source>%1 swaps %2 at %3 with %4 at %5</source>
        <translation>%1 échange %2 en %3 avec %4 en %5</translation>
    </message>
    <message>
        <source>%1 moves %2 from %3 to %4</source>
        <translation>%1 déplace %2 de %3 en %4</translation>
    </message>
    <message>
        <source>swaps %1 at %2 with %3 at %4</source>
        <translation>échange %1 en %2 avec %3 en %4</translation>
    </message>
    <message>
        <source>moves %1 from %2 to %3</source>
        <translation>déplace %1 de %2 en %3</translation>
    </message>
    <message>
        <source>The tile is already there.</source>
        <translation>La tuile y est déjà.</translation>
    </message>
    <message>
        <source>%1 returns %2 at %3 to the tray</source>
        <translation>%1 remet %2 de %3 sur le chevalet</translation>
    </message>
    <message>
        <source>returns %1 at %2 to the tray</source>
        <translation>remet %1 de %2 sur le chevalet</translation>
    </message>
    <message numerus="yes">
        <source>%1 clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>%1 vide le plateau (%n tuile revient sur le chevalet)</numerusform>
            <numerusform>%1 vide le plateau (%n tuiles reviennent sur le chevalet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>vide le plateau (%n tuile revient sur le chevalet)</numerusform>
            <numerusform>vide le plateau (%n tuiles reviennent sur le chevalet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your board is already empty.</source>
        <translation>Votre plateau est déjà vide.</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples.</source>
        <translation>Une réorganisation liste des triplets (tuile, case, rotation).</translation>
    </message>
    <message>
        <source>A rearrangement lists (tile, cell, rotation) triples of whole numbers.</source>
        <translation>Une réorganisation liste des triplets de nombres entiers (tuile, case, rotation).</translation>
    </message>
    <message>
        <source>Only your own tiles can go on your board.</source>
        <translation>Seules vos propres tuiles peuvent aller sur votre plateau.</translation>
    </message>
    <message>
        <source>A tile can be in only one place.</source>
        <translation>Une tuile ne peut être qu’à un seul endroit.</translation>
    </message>
    <message>
        <source>%1 can hold only one tile.</source>
        <translation>%1 ne peut accueillir qu’une tuile.</translation>
    </message>
    <message>
        <source>%1 rearranges the board</source>
        <translation>%1 réorganise le plateau</translation>
    </message>
    <message>
        <source>rearranges the board</source>
        <translation>réorganise le plateau</translation>
    </message>
    <message>
        <source>The board is already laid out that way.</source>
        <translation>Le plateau est déjà disposé ainsi.</translation>
    </message>
    <message>
        <source>%1 finishes</source>
        <translation>%1 termine</translation>
    </message>
    <message>
        <source>%1 finishes with %2; the Finish comes back, below %3&apos;s %4</source>
        <translation>%1 termine avec %2&#xa0;; «&#xa0;Terminer&#xa0;» revient, sous les %4 de %3</translation>
    </message>
    <message>
        <source>%1 finishes with %2</source>
        <translation>%1 termine avec %2</translation>
    </message>
    <message>
        <source>You can finish once every tile of the pool has been drafted.</source>
        <translation>Vous pourrez terminer une fois toutes les tuiles de la réserve prises.</translation>
    </message>
    <message>
        <source>%1 resumes building</source>
        <translation>%1 reprend la construction</translation>
    </message>
    <message>
        <source>At this table Finish locks in your score (Improve after others finish is off).</source>
        <translation>À cette table, «&#xa0;Terminer&#xa0;» fige votre score («&#xa0;Améliorer après la fin des autres&#xa0;» est désactivé).</translation>
    </message>
    <message>
        <source>You can only resume building after you have finished.</source>
        <translation>Vous ne pouvez reprendre qu’après avoir terminé.</translation>
    </message>
    <message>
        <source>%1 concedes at %2</source>
        <translation>%1 abandonne à %2</translation>
    </message>
    <message>
        <source>Concede is only used with the Improve after others finish option.</source>
        <translation>Abandonner n’existe qu’avec l’option «&#xa0;Améliorer après la fin des autres&#xa0;».</translation>
    </message>
    <message>
        <source>You can concede only in the building phase, after the draft.</source>
        <translation>Vous ne pouvez abandonner que pendant la construction, après le draft.</translation>
    </message>
    <message>
        <source>Concede is for when another player has posted a higher score; press Finish instead.</source>
        <translation>Abandonner sert quand un autre joueur a annoncé un meilleur score&#xa0;; appuyez plutôt sur «&#xa0;Terminer&#xa0;».</translation>
    </message>
    <message>
        <source>The game is over: %1 wins with %2.</source>
        <translation>La partie est terminée&#xa0;: %1 gagne avec %2.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the win with %2.</source>
        <translation>La partie est terminée&#xa0;: %1 partagent la victoire avec %2.</translation>
    </message>
    <message>
        <source>The pool is empty: the draft is over. Everyone finishes their board.</source>
        <translation>La réserve est vide&#xa0;: le draft est terminé. Chacun termine son plateau.</translation>
    </message>
    <message>
        <source>%1 scored %2, below %3: %1 may improve and finish again, or concede.</source>
        <translation>%1 a marqué %2, moins que %3&#xa0;: %1 peut améliorer et terminer à nouveau, ou abandonner.</translation>
    </message>
    <message>
        <source>%1 arranges the board</source>
        <translation>%1 arrange son plateau</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Your chip: %1, the best there is. Solved!</source>
        <translation>Votre puce&#xa0;: %1, le meilleur possible. Résolu&#xa0;!</translation>
    </message>
    <message>
        <source>Your chip: %1; the best is %2.</source>
        <translation>Votre puce&#xa0;: %1&#xa0;; le meilleur est %2.</translation>
    </message>
    <message>
        <source>Your chip is already the best: nothing is left to do.</source>
        <translation>Votre puce est déjà la meilleure&#xa0;: il n’y a plus rien à faire.</translation>
    </message>
    <message>
        <source>Your best chip is built: take the tiles outside it back to the tray.</source>
        <translation>Votre meilleure puce est construite&#xa0;: remettez sur le chevalet les tuiles hors de la puce.</translation>
    </message>
    <message>
        <source>The tile on %1 belongs in a best chip, turned another way.</source>
        <translation>La tuile en %1 fait partie d’une meilleure puce, tournée autrement.</translation>
    </message>
    <message>
        <source>A best chip has %1 on %2.</source>
        <translation>Une meilleure puce a %1 en %2.</translation>
    </message>
    <message>
        <source>Microchip</source>
        <translation>Microchip</translation>
    </message>
    <message>
        <source>Draft circuit tiles and wire the best closed microchip on your 5×5 board.</source>
        <translation>Draftez des tuiles de circuit et câblez la meilleure puce fermée sur votre plateau 5×5.</translation>
    </message>
    <message>
        <source>15–25 min</source>
        <translation>15–25 min</translation>
    </message>
    <message>
        <source>Improve after others finish</source>
        <translation>Améliorer après la fin des autres</translation>
    </message>
    <message>
        <source>A player below a higher posted score gets the Finish button back, or may concede.</source>
        <translation>Un joueur sous un meilleur score annoncé récupère «&#xa0;Terminer&#xa0;» ou peut abandonner.</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or one board letter per seat in seat order (%1–%2), e.g. CAE</source>
        <translation>Vide : tirés au hasard. Ou une lettre de plateau par place, dans l’ordre (%1–%2), p. ex. CAE</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>There is no board &apos;%1&apos;: type letters %2 to %3, or random.</source>
        <translation>Il n’y a pas de plateau «&#xa0;%1&#xa0;»&#xa0;: tapez des lettres de %2 à %3, ou random.</translation>
    </message>
    <message>
        <source>Board %1 is chosen twice: each player needs a different board.</source>
        <translation>Le plateau %1 est choisi deux fois&#xa0;: chaque joueur a besoin d’un plateau différent.</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) for %1 players: type one letter per player (%2 to %3), or random.</source>
        <translation>
            <numerusform>%n plateau pour %1 joueurs&#xa0;: tapez une lettre par joueur (%2 à %3), ou random.</numerusform>
            <numerusform>%n plateaux pour %1 joueurs&#xa0;: tapez une lettre par joueur (%2 à %3), ou random.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Rotate</source>
        <comment>short</comment>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>Rotate: turn the selected tile clockwise (R)</source>
        <translation>Tourner&#xa0;: tourne la tuile choisie dans le sens horaire (R)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove</source>
        <comment>short</comment>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove: return the selected tile to the tray (Delete)</source>
        <translation>Retirer&#xa0;: remet la tuile choisie sur le chevalet (Suppr)</translation>
    </message>
    <message>
        <source>Deselect</source>
        <translation>Reposer</translation>
    </message>
    <message>
        <source>Deselect</source>
        <comment>short</comment>
        <translation>Reposer</translation>
    </message>
    <message>
        <source>Deselect: put the selected tile down, or hide the hint (Escape)</source>
        <translation>Reposer&#xa0;: repose la tuile choisie ou masque l’indice (Échap)</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Vider le plateau</translation>
    </message>
    <message>
        <source>Clear</source>
        <comment>short</comment>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Clear board: take every tile on the board back to the tray (no key; asks first)</source>
        <translation>Vider le plateau&#xa0;: remet toutes les tuiles du plateau sur le chevalet (pas de touche&#xa0;; demande d’abord)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Hint</source>
        <comment>short</comment>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Hint: show a better arrangement as a ghost on your board (no key)</source>
        <translation>Indice&#xa0;: montre une meilleure disposition en transparence sur votre plateau (pas de touche)</translation>
    </message>
    <message>
        <source>Apply hint</source>
        <translation>Utiliser l’indice</translation>
    </message>
    <message>
        <source>Apply</source>
        <comment>short</comment>
        <translation>Utiliser</translation>
    </message>
    <message>
        <source>Apply hint: arrange your board like the ghost, one undo step (no key)</source>
        <translation>Utiliser l’indice&#xa0;: dispose votre plateau comme la transparence, en une seule annulation (pas de touche)</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Finish</source>
        <comment>short</comment>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Finish: post your score (no key)</source>
        <translation>Terminer&#xa0;: annonce votre score (pas de touche)</translation>
    </message>
    <message>
        <source>Resume building</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Resume</source>
        <comment>short</comment>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Resume building: take your posted score back and change your board (no key)</source>
        <translation>Reprendre&#xa0;: retire votre score annoncé et modifiez votre plateau (pas de touche)</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Concede</source>
        <comment>short</comment>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Concede: stay at your score below a higher posted one (no key; asks first)</source>
        <translation>Abandonner&#xa0;: garder votre score, sous un meilleur score annoncé (pas de touche&#xa0;; demande d’abord)</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish again, or Concede at %3.</source>
        <translation>%1 a annoncé %2. Améliorez votre puce et appuyez à nouveau sur «&#xa0;Terminer&#xa0;», ou abandonnez à %3.</translation>
    </message>
    <message>
        <source>%1 has posted %2. Improve your chip and press Finish, or Concede at %3.</source>
        <translation>%1 a annoncé %2. Améliorez votre puce et appuyez sur «&#xa0;Terminer&#xa0;», ou abandonnez à %3.</translation>
    </message>
    <message>
        <source>Your turn: drag a tile from the lit column to your tray or board.</source>
        <translation>À vous&#xa0;: faites glisser une tuile de la colonne éclairée vers votre chevalet ou votre plateau.</translation>
    </message>
    <message>
        <source>%1 drafts now; arrange your board meanwhile.</source>
        <translation>%1 choisit&#xa0;; arrangez votre plateau en attendant.</translation>
    </message>
    <message>
        <source>Conceded at %1.</source>
        <translation>Abandon à %1.</translation>
    </message>
    <message>
        <source>Finished: %1 posted. Resume building to change it.</source>
        <translation>Terminé&#xa0;: %1 annoncé. «&#xa0;Reprendre&#xa0;» pour le changer.</translation>
    </message>
    <message>
        <source>Finished: %1 posted.</source>
        <translation>Terminé&#xa0;: %1 annoncé.</translation>
    </message>
    <message>
        <source>Arrange your best chip, then press Finish.</source>
        <translation>Construisez votre meilleure puce, puis appuyez sur «&#xa0;Terminer&#xa0;».</translation>
    </message>
    <message>
        <source>Drag tiles onto your board; click a placed tile to pick it up, again to turn it.</source>
        <translation>Glissez des tuiles sur votre plateau&#xa0;; cliquez sur une tuile posée pour la prendre, encore pour la tourner.</translation>
    </message>
    <message>
        <source>arrange your chip</source>
        <translation>construisez votre puce</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>your turn to draft</source>
        <translation>à vous de prendre</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>à vous</translation>
    </message>
    <message>
        <source>%1 drafts</source>
        <translation>%1 choisit</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish again or Concede</source>
        <translation>%1 a annoncé %2&#xa0;: «&#xa0;Terminer&#xa0;» à nouveau ou abandonner</translation>
    </message>
    <message>
        <source>%1 posted %2: Finish or Concede</source>
        <translation>%1 a annoncé %2&#xa0;: «&#xa0;Terminer&#xa0;» ou abandonner</translation>
    </message>
    <message>
        <source>Below %1&apos;s %2</source>
        <translation>Sous les %2 de %1</translation>
    </message>
    <message>
        <source>finished · %1</source>
        <translation>terminé · %1</translation>
    </message>
    <message>
        <source>conceded · %1</source>
        <translation>abandon · %1</translation>
    </message>
    <message>
        <source>building: Finish when ready</source>
        <translation>construction&#xa0;: «&#xa0;Terminer&#xa0;» une fois prêt</translation>
    </message>
    <message>
        <source>Click a small card to see its board large.</source>
        <translation>Cliquez sur une petite carte pour voir son plateau en grand.</translation>
    </message>
    <message>
        <source>%1: drag a tile from the lit column to your tray or onto your board.</source>
        <translation>%1&#xa0;: faites glisser une tuile de la colonne éclairée vers votre chevalet ou sur votre plateau.</translation>
    </message>
    <message>
        <source>%1 is choosing a tile from the lit column.</source>
        <translation>%1 choisit une tuile dans la colonne éclairée.</translation>
    </message>
    <message>
        <source>Everyone may arrange their own board at any time.</source>
        <translation>Chacun peut arranger son plateau à tout moment.</translation>
    </message>
    <message>
        <source>Building · every tile is yours</source>
        <translation>Construction · toutes les tuiles sont à vous</translation>
    </message>
    <message>
        <source>Arrange the best microchip you can from your tiles.</source>
        <translation>Construisez la meilleure puce possible avec vos tuiles.</translation>
    </message>
    <message>
        <source>Arrange your best microchip, then press Finish.</source>
        <translation>Construisez votre meilleure puce, puis appuyez sur «&#xa0;Terminer&#xa0;».</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Drafting · %1&apos;s turn</source>
        <translation>Draft · au tour de %1</translation>
    </message>
    <message>
        <source>Building · the pool is empty</source>
        <translation>Construction · la réserve est vide</translation>
    </message>
    <message>
        <source>Still building: %1.</source>
        <translation>Construisent encore&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 to draft from column %2.</source>
        <translation>%1 prend dans la colonne %2.</translation>
    </message>
    <message>
        <source>%1 to draft.</source>
        <translation>%1 prend.</translation>
    </message>
    <message>
        <source>Winner: %1.</source>
        <translation>Vainqueur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Victoire partagée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>winner · %1</source>
        <translation>vainqueur · %1</translation>
    </message>
    <message>
        <source>drafting now</source>
        <translation>choisit</translation>
    </message>
    <message>
        <source>building</source>
        <translation>construit</translation>
    </message>
    <message>
        <source>2nd · %1</source>
        <translation>2e · %1</translation>
    </message>
    <message>
        <source>3rd · %1</source>
        <translation>3e · %1</translation>
    </message>
    <message>
        <source>4th · %1</source>
        <translation>4e · %1</translation>
    </message>
    <message>
        <source>5th · %1</source>
        <translation>5e · %1</translation>
    </message>
    <message numerus="yes">
        <source>Take all %n tile(s) on %1&apos;s board back to the tray?</source>
        <translation>
            <numerusform>Remettre sur le chevalet la seule tuile du plateau de %1&#xa0;?</numerusform>
            <numerusform>Remettre sur le chevalet les %n tuiles du plateau de %1&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Your Finish came back. %1</source>
        <translation>Votre «&#xa0;Terminer&#xa0;» est revenu. %1</translation>
    </message>
    <message>
        <source>Concede at %1? %2&apos;s score is then locked in.</source>
        <translation>Abandonner à %1&#xa0;? Le score de %2 sera alors définitif.</translation>
    </message>
    <message>
        <source>No better arrangement found: your board is as good as it gets for now.</source>
        <translation>Aucune meilleure disposition trouvée&#xa0;: votre plateau est au mieux pour l’instant.</translation>
    </message>
    <message>
        <source>Hint: the small board beside yours scores %1 (now %2). Press Apply hint to take it.</source>
        <translation>Indice&#xa0;: le petit plateau à côté du vôtre vaut %1 (actuellement %2). Appuyez sur «&#xa0;Utiliser l’indice&#xa0;» pour le reprendre.</translation>
    </message>
    <message>
        <source>Hint applied: %1 now scores %2.</source>
        <translation>Indice appliqué&#xa0;: %1 a maintenant %2.</translation>
    </message>
    <message>
        <source>Hint for %1: %2 (now %3)</source>
        <translation>Indice pour %1&#xa0;: %2 (actuellement %3)</translation>
    </message>
    <message>
        <source>Outlined: what would change</source>
        <translation>Entouré&#xa0;: ce qui changerait</translation>
    </message>
    <message>
        <source>Tile picked up: click it again (or press R, or right-click) to turn it, click a space to move or swap it; Remove puts it back in the tray.</source>
        <translation>Tuile prise&#xa0;: cliquez-la à nouveau (ou R, ou clic droit) pour la tourner, cliquez une case pour la déplacer ou l’échanger&#xa0;; «&#xa0;Retirer&#xa0;» la remet sur le chevalet.</translation>
    </message>
    <message>
        <source>You cannot move that tile now.</source>
        <translation>Vous ne pouvez pas déplacer cette tuile maintenant.</translation>
    </message>
    <message>
        <source>Take a tile from column %1, the lit column.</source>
        <translation>Prenez une tuile dans la colonne %1, celle qui est éclairée.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>open wire</source>
        <translation>fil ouvert</translation>
    </message>
    <message>
        <source>scoring microchip</source>
        <translation>puce comptée</translation>
    </message>
    <message>
        <source>There is no tile here to pick up.</source>
        <translation>Il n’y a pas de tuile à prendre ici.</translation>
    </message>
    <message>
        <source>Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns to the tray, Escape cancels.</source>
        <translation>Clavier&#xa0;: les flèches déplacent, Entrée prend et pose, R tourne, Suppr remet sur le chevalet, Échap annule.</translation>
    </message>
    <message>
        <source>Drop the tile on a space of your board or in your tray.</source>
        <translation>Déposez la tuile sur une case de votre plateau ou sur votre chevalet.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>Le draft est terminé.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn to draft: the tile goes to %1&apos;s tray or board.</source>
        <translation>C’est à %1 de prendre&#xa0;: la tuile va sur le chevalet ou le plateau de %1.</translation>
    </message>
    <message>
        <source>That is %1&apos;s tray: arrange only your own.</source>
        <translation>C’est le chevalet de %1&#xa0;: n’arrangez que le vôtre.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: arrange only your own.</source>
        <translation>C’est le plateau de %1&#xa0;: n’arrangez que le vôtre.</translation>
    </message>
    <message>
        <source>That is %1&apos;s board: a bot arranges it.</source>
        <translation>C’est le plateau de %1&#xa0;: l’ordinateur l’arrange.</translation>
    </message>
    <message>
        <source>Please wait a moment.</source>
        <translation>Veuillez patienter un instant.</translation>
    </message>
    <message>
        <source>You cannot change this board now.</source>
        <translation>Vous ne pouvez pas modifier ce plateau maintenant.</translation>
    </message>
    <message>
        <source>%1 tie on %2 points; %3 wins the tie-break with the most tiles in the microchip (%4).</source>
        <translation>%1 sont à égalité avec %2 points&#xa0;; %3 gagne le départage avec le plus de tuiles dans la puce (%4).</translation>
    </message>
    <message>
        <source>%1 tie on %2 points with equally large microchips (%3): the victory is shared.</source>
        <translation>%1 sont à égalité avec %2 points et des puces de même taille (%3)&#xa0;: la victoire est partagée.</translation>
    </message>
    <message>
        <source>no closed microchip: 0 − 2 × %1 outside = %2</source>
        <translation>aucune puce fermée&#xa0;: 0 − 2 × %1 hors puce = %2</translation>
    </message>
    <message>
        <source>%1 links − 2 × %2 outside = %3</source>
        <translation>%1 connexions − 2 × %2 hors puce = %3</translation>
    </message>
    <message>
        <source>badges: %1, %2</source>
        <translation>marques&#xa0;: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open wire(s)</source>
        <translation>
            <numerusform>%n fil ouvert</numerusform>
            <numerusform>%n fils ouverts</numerusform>
        </translation>
    </message>
    <message>
        <source>badges: %1</source>
        <translation>marques&#xa0;: %1</translation>
    </message>
    <message>
        <source>no badges</source>
        <translation>aucune marque</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1&#xa0;: %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>chip of %n tile(s)</source>
        <translation>
            <numerusform>puce de %n tuile</numerusform>
            <numerusform>puce de %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>no closed microchip</source>
        <translation>aucune puce fermée</translation>
    </message>
    <message>
        <source>Each connection in your microchip scores 1; every other tile you own costs 2.</source>
        <translation>Chaque connexion de votre puce rapporte 1&#xa0;; chaque autre tuile que vous avez coûte 2.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tuile restante</numerusform>
            <numerusform>%n tuiles restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · drafting from column %2</source>
        <translation>%1 · on prend dans la colonne %2</translation>
    </message>
    <message>
        <source>%1 · take from column %2</source>
        <translation>%1 · prenez dans la colonne %2</translation>
    </message>
    <message>
        <source>%1 · column %2</source>
        <translation>%1 · colonne %2</translation>
    </message>
    <message>
        <source>chip of %1 · %2 outside</source>
        <translation>puce de %1 · %2 hors puce</translation>
    </message>
    <message>
        <source>no chip · %1 outside</source>
        <translation>pas de puce · %1 hors puce</translation>
    </message>
    <message>
        <source>The pool</source>
        <translation>La réserve</translation>
    </message>
    <message>
        <source>%1 bot · board %2</source>
        <translation>ordinateur (%1) · plateau %2</translation>
    </message>
    <message>
        <source>person · board %1</source>
        <translation>humain · plateau %1</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Chevalet</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n point</numerusform>
            <numerusform>−%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <translation>
            <numerusform>-%n point</numerusform>
            <numerusform>-%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>best final score expected with the tiles drafted</source>
        <translation>meilleur score final attendu avec les tuiles prises</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>points</translation>
    </message>
    <message numerus="yes">
        <source>the best arrangement of these tiles, %n point(s)</source>
        <translation>
            <numerusform>la meilleure disposition de ces tuiles, %n point</numerusform>
            <numerusform>la meilleure disposition de ces tuiles, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n connexion</numerusform>
            <numerusform>%n connexions</numerusform>
        </translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you made it</source>
        <translation>Le mieux possible avec vos tuiles&#xa0;: %1
vous l’avez atteint</translation>
    </message>
    <message>
        <source>Best possible with your tiles: %1
you scored %2</source>
        <translation>Le mieux possible avec vos tuiles&#xa0;: %1
vous avez marqué %2</translation>
    </message>
    <message>
        <source>Best %1 · made it</source>
        <translation>Meilleur %1 · atteint</translation>
    </message>
    <message>
        <source>Best %1 · scored %2</source>
        <translation>Meilleur %1 · marqué %2</translation>
    </message>
</context>
</TS>
