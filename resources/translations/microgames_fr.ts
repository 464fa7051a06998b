<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AnalysisStrip</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Show the best arrangements on the final position</source>
        <translation>Montrer les meilleures dispositions sur la position finale</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game… (%1 of %n step(s))</source>
        <translation>
            <numerusform>Analyse de la partie… (%1 sur %n étape)</numerusform>
            <numerusform>Analyse de la partie… (%1 sur %n étapes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>L’analyse a échoué : %1</translation>
    </message>
</context>
<context>
    <name>AnalysisWords</name>
    <message>
        <source>A loss estimated from samples is marked %1 at most; higher marks need proof</source>
        <translation>Une perte estimée par échantillons est marquée %1 au plus ; les marques plus fortes exigent une preuve</translation>
    </message>
    <message>
        <source>%1  lost %2 %3 or more, beyond doubt</source>
        <translation>%1  perte de %2 %3 ou plus, sans aucun doute</translation>
    </message>
    <message>
        <source>Values: %1 for the seat that moved, best move → move played</source>
        <translation>Valeurs : %1 pour le joueur qui a joué, meilleur coup → coup joué</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>%1 (lost %2 ± %3, %4)</source>
        <translation>%1 (perte de %2 ± %3, %4)</translation>
    </message>
    <message>
        <source>%1 (lost %2, %3)</source>
        <translation>%1 (perte de %2, %3)</translation>
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
        <translation>Meilleur coup : %1, +%2</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n échantillon</numerusform>
            <numerusform>%n échantillons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterBanner</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the move played (Esc)</source>
        <translation>Revenir au coup joué (Échap)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — shown instead of the move played</source>
        <comment>%1: the better move, its gain</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — montré à la place du coup joué</translation>
    </message>
    <message>
        <source>Move %1 as played is in the move list; Back returns the board to it</source>
        <translation>Le coup %1 tel qu’il a été joué figure dans la liste des coups ; « Retour » le remet sur le plateau</translation>
    </message>
    <message>
        <source>The better move cannot be shown: %1</source>
        <translation>Le meilleur coup ne peut pas être montré : %1</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Cette leçon depuis sa première étape</translation>
    </message>
    <message>
        <source>Play a real game against the easy bot</source>
        <translation>Jouer contre l’ordinateur facile</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Suivant (Entrée)</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Leçon suivante : %1</translation>
    </message>
    <message>
        <source>Back to the launcher</source>
        <translation>Retour à l’accueil</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
</context>
<context>
    <name>ChooserPage</name>
    <message>
        <source>★ puzzle of the day</source>
        <translation>★ énigme du jour</translation>
    </message>
    <message>
        <source>← Back to the launcher</source>
        <translation>← Retour à l’accueil</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 sur %2 résolues</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>Énigmes de %1</translation>
    </message>
    <message>
        <source>Every puzzle, the easiest first</source>
        <translation>Toutes les énigmes, des plus faciles aux plus difficiles</translation>
    </message>
    <message>
        <source>Double-click a puzzle, or choose one and press Play.</source>
        <translation>Double-cliquez sur une énigme, ou choisissez-en une et appuyez sur « Jouer ».</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>★ Puzzle of the day</source>
        <translation>★ Énigme du jour</translation>
    </message>
    <message>
        <source>Play today&apos;s puzzle</source>
        <translation>Jouer l’énigme du jour</translation>
    </message>
    <message>
        <source>Cannot show the puzzles</source>
        <translation>Impossible d’afficher les énigmes</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
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
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
</context>
<context>
    <name>CommandWords</name>
    <message numerus="yes">
        <source>%1 and %n more move(s)</source>
        <translation>
            <numerusform>%1 et %n autre coup</numerusform>
            <numerusform>%1 et %n autres coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation>Un problème est survenu — votre partie est enregistrée.</translation>
    </message>
    <message>
        <source>You can play on. The details are in %1.</source>
        <translation>Vous pouvez continuer à jouer. Les détails sont dans %1.</translation>
    </message>
</context>
<context>
    <name>EvaluationGraph</name>
    <message>
        <source>Each seat&apos;s value after each of its moves; click a point to go there</source>
        <translation>La valeur de chaque joueur après chacun de ses coups ; cliquez sur un point pour y aller</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Énigmes</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Bientôt</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The finished game could not be saved to %1: %2. Use Save As to keep it.</source>
        <translation>La partie terminée n’a pas pu être enregistrée dans %1 : %2. Utilisez « Enregistrer sous » pour la garder.</translation>
    </message>
    <message>
        <source>The finished game is saved in %1.</source>
        <translation>La partie terminée est enregistrée dans %1.</translation>
    </message>
    <message>
        <source>Autosave failed: %1.</source>
        <translation>L’enregistrement automatique a échoué : %1.</translation>
    </message>
    <message>
        <source>%1 could not decide: %2</source>
        <translation>%1 n’a pas pu se décider : %2</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>… earlier moves are in the move log</source>
        <translation>… les coups précédents sont dans le journal</translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation>Passez à %1 — cliquez quand vous êtes prêt</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passez à %1</translation>
    </message>
    <message>
        <source>Everyone else, look away. Click when ready.</source>
        <translation>Tous les autres, regardez ailleurs. Cliquez quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>Just played</source>
        <translation>Vient d’être joué</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <source>There is no step %1.</source>
        <translation>Il n’y a pas d’étape %1.</translation>
    </message>
    <message>
        <source>There is nothing to do.</source>
        <translation>Il n’y a rien à faire.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n’y a rien à annuler.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” drew or revealed something and cannot be taken back.</source>
        <translation>Annulation stricte : « %1 » a tiré ou révélé quelque chose et ne peut pas être repris.</translation>
    </message>
    <message>
        <source>Strict undo: “%1” was %2&apos;s move.</source>
        <translation>Annulation stricte : « %1 » était le coup de %2.</translation>
    </message>
    <message>
        <source>Strict undo: %1&apos;s turn is over.</source>
        <translation>Annulation stricte : le tour de %1 est terminé.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n’y a rien à rétablir.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>place %1</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>%1–%2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Small tabletop games about the microscopic world, for one table and one screen.</source>
        <translation>Petits jeux de plateau sur le monde microscopique, pour une table et un écran.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Aucun jeu n’est installé.</translation>
    </message>
    <message>
        <source>Resume your last game</source>
        <translation>Reprendre votre dernière partie</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation>Les parties que vous enregistrez apparaissent ici.</translation>
    </message>
</context>
<context>
    <name>LauncherWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Read this, then press Next.</source>
        <translation>Lisez ceci, puis appuyez sur Suivant.</translation>
    </message>
    <message>
        <source>Watch the Tutor&apos;s move first.</source>
        <translation>Regardez d’abord le coup du Tutor.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game, or go back to the launcher.</source>
        <translation>La leçon est terminée : jouez une vraie partie, ou revenez à l’accueil.</translation>
    </message>
    <message>
        <source>%1  ·  done</source>
        <translation>%1  ·  terminée</translation>
    </message>
    <message>
        <source>%1  ·  step %2 of %3</source>
        <translation>%1  ·  étape&#xa0;%2&#xa0;sur&#xa0;%3</translation>
    </message>
    <message>
        <source>Well done: you know the game now.</source>
        <translation>Bravo : vous connaissez maintenant le jeu.</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Ordinateur facile</translation>
    </message>
    <message>
        <source>Cannot start the lesson</source>
        <translation>Impossible de commencer la leçon</translation>
    </message>
</context>
<context>
    <name>LessonChooser</name>
    <message>
        <source>Learn to play %1</source>
        <translation>Apprendre à jouer à %1</translation>
    </message>
    <message>
        <source>Lessons of %1</source>
        <translation>Leçons de %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>This lesson from its first step</source>
        <translation>Cette leçon depuis sa première étape</translation>
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
        <translation>étape %1 sur %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
</context>
<context>
    <name>LessonsMenu</name>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Apprendre à jouer</translation>
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
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation>Facile — apprend le jeu</translation>
    </message>
    <message>
        <source>Medium — a casual player</source>
        <translation>Moyen — joueur occasionnel</translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation>Difficile — joue pour gagner</translation>
    </message>
</context>
<context>
    <name>LookBackBanner</name>
    <message>
        <source>An earlier move (Left)</source>
        <translation>Un coup précédent (Gauche)</translation>
    </message>
    <message>
        <source>A later move (Right)</source>
        <translation>Un coup suivant (Droite)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation>Revenir à la partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the start of the game&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Vous voyez le début de la partie&lt;/b&gt; (la partie en est au coup %1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing move %2&lt;/b&gt; (the game is at move %1).</source>
        <translation>&lt;b&gt;Vous voyez le coup %2&lt;/b&gt; (la partie en est au coup %1).</translation>
    </message>
    <message>
        <source>Nothing changes until you return or play from here.</source>
        <translation>Rien ne change tant que vous ne revenez pas ou ne jouez pas à partir d’ici.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move log</source>
        <translation>Journal des coups</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Aucun jeu n’est installé.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 n’a pas encore de table</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>Impossible d’ouvrir la table</translation>
    </message>
    <message>
        <source>The move log and the history are in the View menu (Ctrl+L, Ctrl+H).</source>
        <translation>Le journal des coups et l’historique sont dans le menu Affichage (Ctrl+L, Ctrl+H).</translation>
    </message>
    <message>
        <source>Cannot open the save</source>
        <translation>Impossible d’ouvrir la sauvegarde</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Impossible de reprendre</translation>
    </message>
    <message>
        <source>The last game cannot be resumed: %1</source>
        <translation>La dernière partie ne peut pas être reprise : %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Took back: %1.</source>
        <translation>Repris : %1.</translation>
    </message>
    <message>
        <source>Played again: %1.</source>
        <translation>Rejoué : %1.</translation>
    </message>
    <message>
        <source>Looking back: press Escape or “Return to the game” to play on.</source>
        <translation>Retour en arrière : appuyez sur Échap ou « Revenir à la partie » pour continuer.</translation>
    </message>
    <message>
        <source>Play on from the start?</source>
        <translation>Reprendre depuis le début ?</translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation>Reprendre à partir du coup %1 ?</translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation>Jouer à partir d’ici ?</translation>
    </message>
    <message numerus="yes">
        <source>The %n later move(s) stay available for Redo only until somebody moves.</source>
        <translation>
            <numerusform>Le coup suivant reste disponible pour Rétablir seulement jusqu’à ce que quelqu’un joue.</numerusform>
            <numerusform>Les %n coups suivants restent disponibles pour Rétablir seulement jusqu’à ce que quelqu’un joue.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;History Panel</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>&amp;Move Log</source>
        <translation>&amp;Journal des coups</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;About Microgames</source>
        <translation>À &amp;propos de Microgames</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>Re&amp;voir…</translation>
    </message>
    <message>
        <source>Recor&amp;ds…</source>
        <translation>Pal&amp;marès…</translation>
    </message>
    <message>
        <source>&amp;Return to the Game</source>
        <translation>&amp;Revenir à la partie</translation>
    </message>
    <message>
        <source>Look at an &amp;Earlier Move</source>
        <translation>Voir un coup &amp;précédent</translation>
    </message>
    <message>
        <source>Look at a &amp;Later Move</source>
        <translation>Voir un coup &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <source>The cards of %1</source>
        <translation>Les cartes de %1</translation>
    </message>
    <message>
        <source>No rules installed</source>
        <translation>Aucune règle installée</translation>
    </message>
    <message>
        <source>About Microgames</source>
        <translation>À propos de Microgames</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Small tabletop games about the microscopic world: play at one computer, against each other or against the computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; is a game designed by Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; and &lt;b&gt;Remediate&lt;/b&gt; follow their published rule texts; the tables, rulings and computer players are this app&apos;s own.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Petits jeux de plateau sur le monde microscopique : jouez sur un seul ordinateur, les uns contre les autres ou contre l’ordinateur.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; est un jeu conçu par Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; et &lt;b&gt;Remediate&lt;/b&gt; suivent leurs règles publiées ; les tables, les arbitrages et les joueurs virtuels sont propres à cette application.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>É&amp;nigmes</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Montrer le meilleur coup</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of the selected one (Esc: back)</source>
        <translation>Jouer le meilleur coup sur le plateau à la place du coup choisi (Échap : retour)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what the values measure: a move&apos;s values</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>aucun échantillon</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n échantillon</numerusform>
            <numerusform>%n échantillons</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 samples</source>
        <translation>%1 à %2 échantillons</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1 (exact where a search to the end was affordable).</source>
        <translation>Les valeurs de chaque coup reposent sur %1 (exactes là où une recherche jusqu’à la fin était possible).</translation>
    </message>
    <message>
        <source>Each move&apos;s values rest on %1.</source>
        <translation>Les valeurs de chaque coup reposent sur %1.</translation>
    </message>
</context>
<context>
    <name>MoveLogWords</name>
    <message numerus="yes">
        <source>%1 (%n changes, the last: %2)</source>
        <translation>
            <numerusform>%1 (%n modification, la dernière : %2)</numerusform>
            <numerusform>%1 (%n modifications, la dernière : %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Nombre de joueurs :</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Table options</source>
        <translation>Options de la table</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>a new deal</source>
        <translation>une nouvelle donne</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>La même graine et les mêmes coups donnent la même partie.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>The same colour as %1: pick another one.</source>
        <translation>Même couleur que %1 : choisissez-en une autre.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Impossible de commencer : %1</translation>
    </message>
    <message>
        <source>Repeat the last deal (seed %1)</source>
        <translation>Rejouer la dernière donne (graine %1)</translation>
    </message>
</context>
<context>
    <name>PassOverlay</name>
    <message>
        <source>&lt;b&gt;Next: %1.&lt;/b&gt; Look at the table, then pass the screen.</source>
        <translation>&lt;b&gt;Au tour de %1.&lt;/b&gt; Regardez la table, puis passez l’écran.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passer à %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>Show symbols as well as colours</source>
        <translation>Afficher des symboles en plus des couleurs</translation>
    </message>
    <message>
        <source>Colourblind mode:</source>
        <translation>Mode daltonien :</translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation>Désactivées (instantané)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations :</translation>
    </message>
    <message>
        <source>Casual: anything may be taken back</source>
        <translation>Souple : tout peut être repris</translation>
    </message>
    <message>
        <source>Strict: no taking back draws, reveals or others&apos; moves</source>
        <translation>Stricte : on ne reprend ni tirage, ni révélation, ni coup des autres</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Annulation :</translation>
    </message>
    <message>
        <source>When secrets are at stake</source>
        <translation>Quand des secrets sont en jeu</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>In a game of several people at this screen, when the table is covered while it passes from one person to the next.</source>
        <translation>Dans une partie à plusieurs sur cet écran : quand la table est cachée pendant qu’elle passe d’une personne à l’autre.</translation>
    </message>
    <message>
        <source>Hide the table between people:</source>
        <translation>Cacher la table entre les joueurs :</translation>
    </message>
    <message>
        <source>The undo rule applies to games started from now on.</source>
        <translation>La règle d’annulation s’applique aux parties commencées à partir de maintenant.</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Microgames saves (*%1);;All files (*)</source>
        <translation>Sauvegardes Microgames (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation>Enregistrer d’abord les modifications de %1 ?</translation>
    </message>
    <message>
        <source>Save the changes to this game of %1 first?</source>
        <translation>Enregistrer d’abord les modifications de cette partie de %1 ?</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>If you don&apos;t, you can still resume it from the launcher next time.</source>
        <translation>Sinon, vous pourrez quand même la reprendre depuis l’accueil la prochaine fois.</translation>
    </message>
    <message>
        <source>If you don&apos;t, the moves since the last save are lost.</source>
        <translation>Sinon, les coups joués depuis le dernier enregistrement seront perdus.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Énigme suivante</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Back to the list of puzzles</source>
        <translation>Retour à la liste des énigmes</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Your puzzle result could not be kept (%1); it is tried again with your next move.</source>
        <translation>Votre résultat n’a pas pu être enregistré (%1) ; nouvel essai à votre prochain coup.</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
    <message>
        <source>✓ solved</source>
        <translation>✓ résolue</translation>
    </message>
    <message>
        <source>tried</source>
        <translation>tentée</translation>
    </message>
    <message>
        <source>best so far: %1</source>
        <translation>meilleur score : %1</translation>
    </message>
    <message>
        <source>best so far: %1 of %2</source>
        <translation>meilleur score : %1 sur %2</translation>
    </message>
    <message>
        <source>In a puzzle your position is judged as it stands: there is nothing to finish.</source>
        <translation>Dans une énigme, votre position est jugée telle quelle : il n’y a rien à terminer.</translation>
    </message>
    <message>
        <source>Watch the moves being played first.</source>
        <translation>Regardez d’abord les coups se jouer.</translation>
    </message>
    <message>
        <source>the puzzle&apos;s defence</source>
        <translation>la défense de l’énigme</translation>
    </message>
    <message>
        <source>The defence is thinking…</source>
        <translation>La défense réfléchit…</translation>
    </message>
    <message>
        <source>Looking for a winning move…</source>
        <translation>Recherche d’un coup gagnant…</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2: %3</source>
        <translation>Énigme %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>The search failed (%1): take your move back or start again.</source>
        <translation>La recherche a échoué (%1) : annulez votre coup ou recommencez.</translation>
    </message>
    <message>
        <source>The answer, move by move.</source>
        <translation>La solution, coup par coup.</translation>
    </message>
    <message>
        <source>That is the answer. Start again to try it yourself.</source>
        <translation>Voilà la solution. Recommencez pour essayer vous-même.</translation>
    </message>
    <message>
        <source>%1 has no puzzles.</source>
        <translation>%1 n’a pas d’énigmes.</translation>
    </message>
    <message>
        <source>Cannot start the puzzle</source>
        <translation>Impossible de lancer l’énigme</translation>
    </message>
</context>
<context>
    <name>RecentWords</name>
    <message numerus="yes">
        <source>finished after %n move(s)</source>
        <translation>
            <numerusform>terminée après %n coup</numerusform>
            <numerusform>terminée après %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1 It was kept as %2.</source>
        <translation>Votre dernière partie n’a pas pu être reprise. %1 Elle a été conservée sous le nom %2.</translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1</source>
        <translation>Votre dernière partie n’a pas pu être reprise. %1</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>vs %1 %2/%3 (%4)</source>
        <translation>contre %1 %2/%3 (%4)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>played on from an earlier position, not counted</source>
        <translation>reprise d’une position antérieure, non comptée</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a game, then the results against each bot level</comment>
        <translation>%1 : %2</translation>
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
        <translation>Palmarès</translation>
    </message>
    <message>
        <source>Reset records…</source>
        <translation>Réinitialiser le palmarès…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Finish a game against someone or a bot and it is recorded here.</source>
        <translation>Terminez une partie contre quelqu’un ou contre l’ordinateur et elle sera enregistrée ici.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Last games</source>
        <translation>Dernières parties</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The records cannot be read just now (%1).</source>
        <translation>Le palmarès ne peut pas être lu pour l’instant (%1).</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revoir cette partie</translation>
    </message>
</context>
<context>
    <name>RecordsHost</name>
    <message numerus="yes">
        <source>%n game(s) could not be recorded (%1); Microgames will try again after the next game.</source>
        <translation>
            <numerusform>%n partie n’a pas pu être enregistrée (%1) ; Microgames réessaiera après la prochaine partie.</numerusform>
            <numerusform>%n parties n’ont pas pu être enregistrées (%1) ; Microgames réessaiera après la prochaine partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset records?</source>
        <translation>Réinitialiser le palmarès ?</translation>
    </message>
    <message>
        <source>Forget every result of %1? This cannot be undone.</source>
        <translation>Oublier tous les résultats de %1 ? C’est irréversible.</translation>
    </message>
    <message>
        <source>Reset records</source>
        <translation>Réinitialiser le palmarès</translation>
    </message>
    <message>
        <source>Cannot reset records</source>
        <translation>Impossible de réinitialiser le palmarès</translation>
    </message>
    <message>
        <source>The records could not be changed: %1.</source>
        <translation>Le palmarès n’a pas pu être modifié : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n game(s) of %1.</source>
        <translation>
            <numerusform>%n partie de %1 oubliée.</numerusform>
            <numerusform>%n parties de %1 oubliées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>A tie between %1 and %2!</source>
        <translation>Égalité entre %1 et %2 !</translation>
    </message>
    <message>
        <source>The %1 win!</source>
        <translation>Les %1 gagnent !</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>%1: results</source>
        <translation>%1 : résultats</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revoir cette partie</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Show the better move</source>
        <translation>Montrer le meilleur coup</translation>
    </message>
    <message>
        <source>Play the better move on the board in place of this one (Esc: back)</source>
        <translation>Jouer le meilleur coup sur le plateau à la place de celui-ci (Échap : retour)</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Le début (Début)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Un coup en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play the moves one by one (Space)</source>
        <translation>Rejouer les coups un par un (Espace)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Un coup en avant (Droite)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>La fin (Fin)</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Tout montrer</translation>
    </message>
    <message>
        <source>As seen by %1</source>
        <translation>Vu par %1</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>Start a new game from the position on show (the reviewed game is kept)</source>
        <translation>Commencer une nouvelle partie à partir de la position affichée (la partie revue est conservée)</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Fermer la revue</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>ReviewHost</name>
    <message>
        <source>Cannot open the save</source>
        <translation>Impossible d’ouvrir la sauvegarde</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>Impossible d’ouvrir la table</translation>
    </message>
    <message>
        <source>Review of %1 — %2 — Microgames</source>
        <translation>Revue de %1 — %2 — Microgames</translation>
    </message>
    <message>
        <source>Review of the last game — %1 — Microgames</source>
        <translation>Revue de la dernière partie — %1 — Microgames</translation>
    </message>
    <message>
        <source>Cannot play from here</source>
        <translation>Impossible de jouer à partir d’ici</translation>
    </message>
    <message>
        <source>A new game from the start: the reviewed game is unchanged.</source>
        <translation>Une nouvelle partie depuis le début : la partie revue reste inchangée.</translation>
    </message>
    <message>
        <source>A new game from move %1: the reviewed game is unchanged.</source>
        <translation>Une nouvelle partie à partir du coup %1 : la partie revue reste inchangée.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>%1 has no table yet</source>
        <translation>%1 n’a pas encore de table</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <comment>a move — what the values measure: its values</comment>
        <translation>%1 — %2 : %3</translation>
    </message>
    <message>
        <source>%1 %2 — %3: %4</source>
        <comment>a move, its mark — what the values measure: its values</comment>
        <translation>%1 %2 — %3 : %4</translation>
    </message>
    <message>
        <source>%1 %2 — %3: %4 — %5</source>
        <comment>a move, its mark — what the values measure: its values — the better move</comment>
        <translation>%1 %2 — %3 : %4 — %5</translation>
    </message>
</context>
<context>
    <name>ReviewSession</name>
    <message>
        <source>the analysis does not say which commands make it (analyse the game again).</source>
        <translation>l’analyse ne dit pas de quelles actions il se compose (analysez à nouveau la partie).</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Start of the game&lt;/b&gt; — %n move(s) in all</source>
        <translation>
            <numerusform>&lt;b&gt;Début de la partie&lt;/b&gt; — %n coup en tout</numerusform>
            <numerusform>&lt;b&gt;Début de la partie&lt;/b&gt; — %n coups en tout</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2 (the end):&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Coup %1 sur %2 (la fin) :&lt;/b&gt; %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move %1 of %2:&lt;/b&gt; %3</source>
        <translation>&lt;b&gt;Coup %1 sur %2 :&lt;/b&gt; %3</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>%1: %2 — the best possible with these tiles.</source>
        <translation>%1 : %2 — le mieux possible avec ces tuiles.</translation>
    </message>
    <message>
        <source>%1: best possible with these tiles %2 — scored %3.</source>
        <translation>%1 : au mieux %2 avec ces tuiles — obtenu : %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat: its marked moves</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>no “%1”</source>
        <comment>no move marked so</comment>
        <translation>aucun « %1 »</translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <comment>a number of moves marked so</comment>
        <translation>%1 « %2 »</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play %1</source>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <source>The rules page of %1 is missing from this installation.</source>
        <translation>La page des règles de %1 manque dans cette installation.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 bot</source>
        <translation>ordinateur (%1)</translation>
    </message>
    <message>
        <source>person</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
</context>
<context>
    <name>TableContext</name>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Vous regardez un coup précédent : revenez à la partie pour jouer.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Patientez : ce n’est pas encore votre tour.</translation>
    </message>
</context>
</TS>
