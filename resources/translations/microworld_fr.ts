<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>FinalBreakdown</name>
    <message numerus="yes">
        <source>%1 (%n flipped pawn(s) removed first.)</source>
        <translation>
            <numerusform>%1 (%n pion retourné retiré d’abord.)</numerusform>
            <numerusform>%1 (%n pions retournés retirés d’abord.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MicroworldPictures</name>
    <message>
        <source>+token</source>
        <translation>+jeton</translation>
    </message>
    <message>
        <source>0 for the tissue</source>
        <translation>0 pour le tissu</translation>
    </message>
    <message>
        <source>pawns in 4 osseous cells: +5 to the first</source>
        <translation>pions dans 4 cellules osseuses : +5 au premier</translation>
    </message>
    <message>
        <source>won by the Anticorps (+5)</source>
        <translation>gagné par les Anticorps (+5)</translation>
    </message>
</context>
<context>
    <name>MicroworldTable</name>
    <message>
        <source>Drawn at random
when the game starts</source>
        <translation>Tiré au hasard
au début de la partie</translation>
    </message>
    <message>
        <source>Drag an element onto another quarter to swap them; click one to turn it over.</source>
        <translation>Faites glisser un élément sur un autre quart pour les échanger ; cliquez sur l’un d’eux pour le retourner.</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>a board</comment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Each element to a random quarter, on a random side</source>
        <translation>Chaque élément sur un quart au hasard, face au hasard</translation>
    </message>
    <message>
        <source>Draw at start</source>
        <translation>Tirer au début</translation>
    </message>
    <message>
        <source>The board is drawn at random when the game starts</source>
        <translation>Le plateau est tiré au hasard au début de la partie</translation>
    </message>
    <message>
        <source>The picture follows the Board code once it names a board.</source>
        <translation>L’image suit le code du plateau dès qu’il désigne un plateau.</translation>
    </message>
    <message>
        <source>A custom layout: change it in the code.</source>
        <translation>Une disposition personnalisée : modifiez-la dans le code.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a name: what it does</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>A face-down gene token</source>
        <translation>Un jeton gène face cachée</translation>
    </message>
    <message>
        <source>%1 — click to use it</source>
        <translation>%1 — cliquez pour l’utiliser</translation>
    </message>
    <message>
        <source>Gene powers. The arrow points at the power of the last used token (%1 acts as it):</source>
        <translation>Pouvoirs des gènes. La flèche désigne le pouvoir du dernier jeton utilisé (%1 agit comme lui) :</translation>
    </message>
    <message>
        <source>No token used yet</source>
        <translation>Aucun jeton utilisé pour l’instant</translation>
    </message>
    <message>
        <source>%1 (rule H)</source>
        <translation>%1 (règle H)</translation>
    </message>
    <message>
        <source>%1 +1 mutation</source>
        <translation>%1 +1 mutation</translation>
    </message>
    <message>
        <source>radiation: 0</source>
        <translation>radiation : 0</translation>
    </message>
    <message>
        <source>mucous: 0</source>
        <translation>muqueux : 0</translation>
    </message>
    <message>
        <source>tie %1–%2</source>
        <translation>égalité %1–%2</translation>
    </message>
    <message>
        <source>Tissue %1 of %2: %3</source>
        <translation>Tissu %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>The flipped pawns are removed, then each tissue goes to the side with more pawns in it. Click the board or press Escape to skip.</source>
        <translation>Les pions retournés sont retirés, puis chaque tissu revient au camp qui y a le plus de pions. Cliquez sur le plateau ou appuyez sur Échap pour passer.</translation>
    </message>
    <message>
        <source>Every tissue counted: %1 %2, %3 %4 from tissues.</source>
        <translation>Tous les tissus comptés : %1 %2, %3 %4 grâce aux tissus.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>un jeton gène</translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation>Les %1 ont utilisé %2</translation>
    </message>
    <message>
        <source>custom</source>
        <comment>a board</comment>
        <translation>personnalisé</translation>
    </message>
    <message>
        <source>&lt;b&gt;Board&lt;/b&gt; %1 · &lt;b&gt;Pawns&lt;/b&gt; %2 of %3 placed</source>
        <translation>&lt;b&gt;Plateau&lt;/b&gt; %1 · &lt;b&gt;Pions&lt;/b&gt; %2 sur %3 posés</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Règles&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1 (won by the %2)</source>
        <translation>&lt;b&gt;Objectif&lt;/b&gt; %1 (gagné par les %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Objectif&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>no token used yet</source>
        <translation>aucun jeton utilisé pour l’instant</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gene arrow ➜&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Flèche gène ➜&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked&lt;/b&gt; the %1: no tokens, no points this turn</source>
        <translation>&lt;b&gt;Bloqués&lt;/b&gt; les %1 : ni jetons ni points ce tour-ci</translation>
    </message>
    <message>
        <source>before placing</source>
        <translation>avant de poser</translation>
    </message>
    <message>
        <source>after placing</source>
        <translation>après avoir posé</translation>
    </message>
    <message>
        <source>as the gene arrow (now %1)</source>
        <translation>comme la flèche gène (pour l’instant %1)</translation>
    </message>
    <message>
        <source>as the gene arrow (nothing yet)</source>
        <translation>comme la flèche gène (rien pour l’instant)</translation>
    </message>
    <message>
        <source>%1 · usable next turn</source>
        <translation>%1 · utilisable au prochain tour</translation>
    </message>
    <message>
        <source>Use</source>
        <comment>a gene token</comment>
        <translation>Utiliser</translation>
    </message>
    <message>
        <source>Use this token now</source>
        <translation>Utiliser ce jeton maintenant</translation>
    </message>
    <message>
        <source>Not usable right now: click to see why</source>
        <translation>Inutilisable pour l’instant : cliquez pour savoir pourquoi</translation>
    </message>
    <message>
        <source>Show cell names</source>
        <translation>Afficher le nom des cellules</translation>
    </message>
    <message>
        <source>Write each cell&apos;s name on the board, as the move log names cells (Q1·6 is quarter 1, cell 6). Hovering a cell shows its name too.</source>
        <translation>Écrit le nom de chaque cellule sur le plateau, tel que le journal des coups les nomme (Q1·6 : quart 1, cellule 6). Survoler une cellule affiche aussi son nom.</translation>
    </message>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <translation>Vous regardez un coup précédent : revenez à la partie pour jouer.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a gene token&apos;s name quoted</comment>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Looking back: after move %1</source>
        <translation>Retour en arrière : après le coup %1</translation>
    </message>
    <message>
        <source>Looking back: the start</source>
        <translation>Retour en arrière : le début</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Les %1 gagnent !</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>%1&apos; turn</source>
        <translation>Au tour des %1</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>À vous, %1</translation>
    </message>
    <message>
        <source>%1 in play + %2 from tissues</source>
        <translation>%1 en jeu + %2 grâce aux tissus</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>le jeton</translation>
    </message>
    <message>
        <source>Steal %1</source>
        <translation>Voler %1</translation>
    </message>
    <message>
        <source>Discard your mutation token: the token is cancelled and goes to your hand</source>
        <translation>Défaussez votre jeton mutation : le jeton est annulé et va dans votre main</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>Laisser agir %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Keep your unused tokens for later turns</source>
        <translation>Gardez vos jetons inutilisés pour les tours suivants</translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation>Annuler %1</translation>
    </message>
    <message>
        <source>Your gene tokens</source>
        <translation>Vos jetons gène</translation>
    </message>
    <message>
        <source>Your gene tokens — none</source>
        <translation>Vos jetons gène — aucun</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens</source>
        <translation>Jetons gène des %1</translation>
    </message>
    <message>
        <source>%1&apos; gene tokens — none</source>
        <translation>Jetons gène des %1 — aucun</translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation>Les %1 ont gardé %2.</translation>
    </message>
    <message>
        <source>%1 kept no token.</source>
        <translation>Les %1 n’ont gardé aucun jeton.</translation>
    </message>
    <message>
        <source>%1 hold %2.</source>
        <translation>Les %1 ont %2.</translation>
    </message>
    <message>
        <source>%1 hold no token.</source>
        <translation>Les %1 n’ont aucun jeton.</translation>
    </message>
    <message>
        <source>The tissues have been scored: the results list them, tissue by tissue. Every token now lies face up where it was.</source>
        <translation>Les tissus ont été décomptés : les résultats les listent, tissu par tissu. Chaque jeton est maintenant face visible là où il était.</translation>
    </message>
    <message>
        <source>Waiting for the %1…</source>
        <translation>En attente des %1…</translation>
    </message>
    <message>
        <source>Choose a lit cell for %1, or cancel.</source>
        <translation>Choisissez une cellule en surbrillance pour %1, ou annulez.</translation>
    </message>
    <message>
        <source>Use an after-placing token, click a lit cell for your mutation, or end the turn.</source>
        <translation>Utilisez un jeton d’après la pose, cliquez sur une cellule en surbrillance pour votre mutation, ou finissez le tour.</translation>
    </message>
    <message>
        <source>Keep one of your two mutation tiles.</source>
        <translation>Gardez l’une de vos deux tuiles mutation.</translation>
    </message>
    <message>
        <source>Open the game: click a lit gene space to place your first pawn.</source>
        <translation>Ouvrez la partie : cliquez sur une case gène en surbrillance pour poser votre premier pion.</translation>
    </message>
    <message>
        <source>Click a lit cell to place a pawn next to the opponent&apos;s last pawn (ringed). A before-placing token may be used first.</source>
        <translation>Cliquez sur une cellule en surbrillance pour poser un pion à côté du dernier pion adverse (entouré). Un jeton d’avant la pose peut être utilisé d’abord.</translation>
    </message>
    <message>
        <source>Use an after-placing token or end the turn.</source>
        <translation>Utilisez un jeton d’après la pose, ou finissez le tour.</translation>
    </message>
    <message>
        <source>The %1 used a gene token: steal it with your mutation token, or let it work.</source>
        <translation>Les %1 ont utilisé un jeton gène : volez-le avec votre jeton mutation, ou laissez-le agir.</translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>Les %1 gagnent</translation>
    </message>
    <message>
        <source>The tissues have been scored; every token lies face up where it was.</source>
        <translation>Les tissus ont été décomptés ; chaque jeton est face visible là où il était.</translation>
    </message>
    <message>
        <source>The %1 to keep one of their two mutation tiles.</source>
        <translation>Les %1 doivent garder l’une de leurs deux tuiles mutation.</translation>
    </message>
    <message>
        <source>The %1 to open the game with a first pawn.</source>
        <translation>Les %1 doivent ouvrir la partie avec un premier pion.</translation>
    </message>
    <message>
        <source>The %1 to place a pawn next to the opponent&apos;s last pawn.</source>
        <translation>Les %1 doivent poser un pion à côté du dernier pion adverse.</translation>
    </message>
    <message>
        <source>The %1 to use an after-placing token or end the turn.</source>
        <translation>Les %1 doivent utiliser un jeton d’après la pose ou finir le tour.</translation>
    </message>
    <message>
        <source>The %1 to steal the token just used, or let it work.</source>
        <translation>Les %1 doivent voler le jeton qui vient d’être utilisé, ou le laisser agir.</translation>
    </message>
    <message>
        <source>The %1 to play.</source>
        <translation>Les %1 doivent jouer.</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>personne ne marque</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the %3 win.</source>
        <translation>Scores égaux : le camp qui a le plus de jetons gène inutilisés gagne (%1, %2) : les %3 gagnent.</translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the game is a draw.</source>
        <translation>Scores égaux : le camp qui a le plus de jetons gène inutilisés gagne (%1, %2) : la partie est nulle.</translation>
    </message>
    <message>
        <source>%1 %2 during play + %3 from tissues</source>
        <translation>%1 %2 en cours de partie + %3 grâce aux tissus</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final scoring&lt;/b&gt;: flipped pawns are removed, then each tissue goes to the side with more pawns in it.&lt;br&gt;%1, %2.</source>
        <translation>&lt;b&gt;Décompte final&lt;/b&gt; : les pions retournés sont retirés, puis chaque tissu revient au camp qui y a le plus de pions.&lt;br&gt;%1, %2.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places of the tokens turned up</comment>
        <translation> ; </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a place: the tokens there</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every token turned face up&lt;/b&gt;: %1.</source>
        <translation>&lt;b&gt;Tous les jetons retournés face visible&lt;/b&gt; : %1.</translation>
    </message>
    <message>
        <source>Pick a tissue to see it on the board and why it scored.</source>
        <translation>Choisissez un tissu pour le voir sur le plateau et savoir pourquoi il a rapporté.</translation>
    </message>
    <message>
        <source>won by the %1 (+%2)</source>
        <translation>gagné par les %1 (+%2)</translation>
    </message>
    <message>
        <source>Target %1, won by the %2</source>
        <translation>Objectif %1, gagné par les %2</translation>
    </message>
    <message>
        <source>%1: +%2 to the first</source>
        <translation>%1 : +%2 au premier</translation>
    </message>
    <message>
        <source>Target %1: %2 The first to do it scores %3 at once.</source>
        <translation>Objectif %1 : %2 Le premier à y parvenir marque %3 aussitôt.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Règle %1 : %2</translation>
    </message>
    <message>
        <source>%1 · click to keep it</source>
        <translation>%1 · cliquez pour la garder</translation>
    </message>
    <message>
        <source>A mutation tile drawn, face down</source>
        <translation>Une tuile mutation piochée, face cachée</translation>
    </message>
    <message>
        <source>Mutation tile</source>
        <translation>Tuile mutation</translation>
    </message>
    <message>
        <source>%1 — set aside at the opening, out of the game</source>
        <translation>%1 — mis de côté à l’ouverture, hors jeu</translation>
    </message>
    <message>
        <source>The token set aside at the opening: face down, out of the game (it is shown at the end)</source>
        <translation>Le jeton mis de côté à l’ouverture : face cachée, hors jeu (il est montré à la fin)</translation>
    </message>
    <message>
        <source>set aside</source>
        <comment>a token</comment>
        <translation>mis de côté</translation>
    </message>
    <message>
        <source>%1 — a leftover token</source>
        <translation>%1 — un jeton restant</translation>
    </message>
    <message>
        <source>A leftover token, face down (rule A deals them, rule D draws one; shown at the end)</source>
        <translation>Un jeton restant, face cachée (la règle A les distribue, la règle D en pioche un ; montré à la fin)</translation>
    </message>
    <message>
        <source>leftovers</source>
        <translation>restants</translation>
    </message>
    <message>
        <source>gene tokens</source>
        <translation>jetons gène</translation>
    </message>
    <message>
        <source>used</source>
        <comment>tokens</comment>
        <translation>utilisés</translation>
    </message>
    <message numerus="yes">
        <source>%n to place</source>
        <comment>pawns</comment>
        <translation>
            <numerusform>%n à poser</numerusform>
            <numerusform>%n à poser</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell: its kind</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>a gene token: %1</source>
        <translation>un jeton gène : %1</translation>
    </message>
    <message>
        <source>a face-down gene token</source>
        <translation>un jeton gène face cachée</translation>
    </message>
    <message numerus="yes">
        <source>%n virus pawn(s)</source>
        <translation>
            <numerusform>%n pion virus</numerusform>
            <numerusform>%n pions virus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anticorps pawn(s)</source>
        <translation>
            <numerusform>%n pion anticorps</numerusform>
            <numerusform>%n pions anticorps</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 flipped)</source>
        <translation>%1 (%2 retournés)</translation>
    </message>
    <message>
        <source>barred by a mutation token</source>
        <translation>bloquée par un jeton mutation</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation>Patientez : ce n’est pas encore votre tour.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn.</source>
        <translation>C’est au tour des %1.</translation>
    </message>
    <message>
        <source>You have placed your pawn: use an after-placing token or end the turn.</source>
        <translation>Vous avez posé votre pion : utilisez un jeton d’après la pose, ou finissez le tour.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles (on the right).</source>
        <translation>Gardez d’abord l’une de vos deux tuiles mutation (à droite).</translation>
    </message>
    <message>
        <source>Answer first: steal the gene token or let it work (on the right).</source>
        <translation>Répondez d’abord : volez le jeton gène ou laissez-le agir (à droite).</translation>
    </message>
    <message>
        <source>%1: click one of the lit cells.</source>
        <translation>%1 : cliquez sur l’une des cellules en surbrillance.</translation>
    </message>
    <message>
        <source>Nothing done: you keep your points and the token.</source>
        <translation>Rien n’a été fait : vous gardez vos points et le jeton.</translation>
    </message>
    <message numerus="yes">
        <source>This gives you %n point(s) instead of %1: use it anyway?</source>
        <translation>
            <numerusform>Cela vous rapporte %n point au lieu de %1 : l’utiliser quand même ?</numerusform>
            <numerusform>Cela vous rapporte %n points au lieu de %1 : l’utiliser quand même ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Use it anyway</source>
        <translation>L’utiliser quand même</translation>
    </message>
    <message>
        <source>Use the arrow keys to pick one of the lit cells first.</source>
        <translation>Choisissez d’abord l’une des cellules en surbrillance avec les flèches du clavier.</translation>
    </message>
    <message>
        <source>That button is not offered now.</source>
        <translation>Ce bouton n’est pas proposé maintenant.</translation>
    </message>
    <message>
        <source>No cell is lit: use a token or a button on the right.</source>
        <translation>Aucune cellule n’est en surbrillance : utilisez un jeton ou un bouton à droite.</translation>
    </message>
    <message>
        <source>There is no gene token %1 you may use now.</source>
        <translation>Il n’y a pas de jeton gène %1 que vous puissiez utiliser maintenant.</translation>
    </message>
</context>
<context>
    <name>MicroworldWords</name>
    <message>
        <source>Board code %1 should look like 1A-3B-2A-4B.</source>
        <translation>Le code de plateau %1 devrait ressembler à 1A-3B-2A-4B.</translation>
    </message>
    <message>
        <source>Board code %1 should use each element 1 to 4 once.</source>
        <translation>Le code de plateau %1 devrait utiliser chaque élément de 1 à 4 une seule fois.</translation>
    </message>
    <message>
        <source>A custom board needs four groups of ten cell letters separated by &apos;-&apos;.</source>
        <translation>Un plateau personnalisé demande quatre groupes de dix lettres de cellule séparés par « - ».</translation>
    </message>
    <message>
        <source>A custom board uses only the letters %1.</source>
        <translation>Un plateau personnalisé n’utilise que les lettres %1.</translation>
    </message>
    <message>
        <source>A custom board needs exactly %1 gene spaces (lowercase letters), not %2.</source>
        <translation>Un plateau personnalisé demande exactement %1 cases gène (lettres minuscules), pas %2.</translation>
    </message>
    <message>
        <source>adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation>adjacents</translation>
    </message>
    <message>
        <source>nervous (E)</source>
        <comment>a point for a nervous cell, rule E</comment>
        <translation>nerveuse (E)</translation>
    </message>
    <message>
        <source>last cell (F)</source>
        <comment>points for a tissue&apos;s last cell, rule F</comment>
        <translation>dernière cellule (F)</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1; %2 %3</source>
        <comment>a move, then the opponent&apos;s points</comment>
        <translation>%1 ; %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation>
            <numerusform>%n adjacent</numerusform>
            <numerusform>%n adjacents</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>cellule %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a cell and its kind</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn to decide.</source>
        <translation>C’est aux %1 de décider.</translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles.</source>
        <translation>Gardez d’abord l’une de vos deux tuiles mutation.</translation>
    </message>
    <message>
        <source>The Viruses must first place their opening pawn on a cell with a gene token.</source>
        <translation>Les Virus doivent d’abord poser leur pion d’ouverture sur une cellule portant un jeton gène.</translation>
    </message>
    <message>
        <source>Place your pawn first.</source>
        <translation>Posez d’abord votre pion.</translation>
    </message>
    <message>
        <source>You have already placed your pawn this turn: use an after-placing token, a mutation, or end the turn.</source>
        <translation>Vous avez déjà posé votre pion ce tour-ci : utilisez un jeton d’après la pose, une mutation, ou finissez le tour.</translation>
    </message>
    <message>
        <source>Wait: the opponent&apos;s gene token may be stolen first.</source>
        <translation>Attendez : le jeton gène adverse peut d’abord être volé.</translation>
    </message>
    <message>
        <source>There is no cell %1.</source>
        <translation>Il n’y a pas de cellule %1.</translation>
    </message>
    <message>
        <source>%1 open on %2</source>
        <translation>Les %1 ouvrent sur %2</translation>
    </message>
    <message>
        <source>%1 place a pawn on %2</source>
        <translation>Les %1 posent un pion sur %2</translation>
    </message>
    <message>
        <source>On the first turn the Viruses place on a cell that holds a gene token.</source>
        <translation>Au premier tour, les Virus posent sur une cellule portant un jeton gène.</translation>
    </message>
    <message>
        <source>A mutation token blocks that cell this turn.</source>
        <translation>Un jeton mutation bloque cette cellule ce tour-ci.</translation>
    </message>
    <message>
        <source>That cell is occupied (only %1 allows it, next to the last pawn).</source>
        <translation>Cette cellule est occupée (seul %1 le permet, à côté du dernier pion).</translation>
    </message>
    <message>
        <source>Place next to the opponent&apos;s last pawn on %1.</source>
        <translation>Posez à côté du dernier pion adverse, sur %1.</translation>
    </message>
    <message>
        <source>%1 use %2</source>
        <translation>Les %1 utilisent %2</translation>
    </message>
    <message>
        <source>%1 use %2 as %3</source>
        <translation>Les %1 utilisent %2 comme %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>a token used on a cell</comment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1, moving the opponent&apos;s pawn to %2</source>
        <translation>%1, en déplaçant le pion adverse sur %2</translation>
    </message>
    <message>
        <source>You are blocked this turn: no gene tokens.</source>
        <translation>Vous êtes bloqué ce tour-ci : pas de jetons gène.</translation>
    </message>
    <message>
        <source>You do not hold that gene token.</source>
        <translation>Vous n’avez pas ce jeton gène.</translation>
    </message>
    <message numerus="yes">
        <source>You may use %n gene token(s) a turn.</source>
        <translation>
            <numerusform>Vous pouvez utiliser %n jeton gène par tour.</numerusform>
            <numerusform>Vous pouvez utiliser %n jetons gène par tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token drawn for reaching 10 points can be used from your next turn.</source>
        <translation>Le jeton pioché pour avoir atteint 10 points est utilisable à partir de votre prochain tour.</translation>
    </message>
    <message>
        <source>%1 has nothing to copy yet: no gene token has been used.</source>
        <translation>%1 n’a encore rien à copier : aucun jeton gène n’a été utilisé.</translation>
    </message>
    <message>
        <source>%1 is used after placing your pawn.</source>
        <translation>%1 s’utilise après avoir posé votre pion.</translation>
    </message>
    <message>
        <source>A token picked up this turn can be used now only if it acts after placing; keep %1 for a later turn.</source>
        <translation>Un jeton obtenu ce tour-ci n’est utilisable maintenant que s’il agit après la pose ; gardez %1 pour un tour suivant.</translation>
    </message>
    <message>
        <source>%1 is used before placing your pawn.</source>
        <translation>%1 s’utilise avant de poser votre pion.</translation>
    </message>
    <message>
        <source>%1 is already in effect this turn.</source>
        <translation>%1 est déjà en vigueur ce tour-ci.</translation>
    </message>
    <message>
        <source>Flip an opponent&apos;s pawn (not flipped yet) next to the pawn you placed.</source>
        <translation>Retournez un pion adverse (pas encore retourné) à côté du pion que vous avez posé.</translation>
    </message>
    <message>
        <source>Move the opponent&apos;s last pawn to a free cell next to it.</source>
        <translation>Déplacez le dernier pion adverse sur une cellule libre à côté de lui.</translation>
    </message>
    <message>
        <source>%1 needs no target cell.</source>
        <translation>%1 n’a pas besoin de cellule cible.</translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation>un jeton gène</translation>
    </message>
    <message>
        <source>%1 discard a mutation token to steal %2</source>
        <translation>Les %1 défaussent un jeton mutation pour voler %2</translation>
    </message>
    <message>
        <source>%1 let %2 work</source>
        <translation>Les %1 laissent agir %2</translation>
    </message>
    <message>
        <source>%1 end their turn</source>
        <translation>Les %1 finissent leur tour</translation>
    </message>
    <message>
        <source>You do not have the %1 mutation.</source>
        <translation>Vous n’avez pas la mutation %1.</translation>
    </message>
    <message>
        <source>You have already used your mutation this turn.</source>
        <translation>Vous avez déjà utilisé votre mutation ce tour-ci.</translation>
    </message>
    <message>
        <source>You have no mutation tokens left.</source>
        <translation>Il ne vous reste aucun jeton mutation.</translation>
    </message>
    <message>
        <source>%1 block %2 with a mutation token</source>
        <translation>Les %1 bloquent %2 avec un jeton mutation</translation>
    </message>
    <message>
        <source>Put the mutation token on a free cell.</source>
        <translation>Placez le jeton mutation sur une cellule libre.</translation>
    </message>
    <message>
        <source>%1 swap their pawn with the opponent&apos;s on %2</source>
        <translation>Les %1 échangent leur pion avec celui de l’adversaire sur %2</translation>
    </message>
    <message>
        <source>Swap with an opponent&apos;s pawn next to the pawn you placed.</source>
        <translation>Échangez avec un pion adverse à côté du pion que vous avez posé.</translation>
    </message>
    <message>
        <source>%1 move their pawn to %2</source>
        <translation>Les %1 déplacent leur pion sur %2</translation>
    </message>
    <message>
        <source>Move the pawn you placed to a free cell next to it.</source>
        <translation>Déplacez le pion que vous avez posé sur une cellule libre à côté de lui.</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a mutation</comment>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>%1 keep the %2 mutation</source>
        <translation>Les %1 gardent la mutation %2</translation>
    </message>
    <message>
        <source>Keep one of the two mutation tiles you drew.</source>
        <translation>Gardez l’une des deux tuiles mutation piochées.</translation>
    </message>
    <message>
        <source>%1 achieve the target %2: +%3 at once; the tile is turned face down.</source>
        <translation>Les %1 réalisent l’objectif %2 : +%3 aussitôt ; la tuile est retournée face cachée.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2 and a leftover gene token, face down.</source>
        <translation>Les %1 atteignent 10 points en premier (règle D) : +%2 et un jeton gène restant, face cachée.</translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2; no leftover token is left to draw.</source>
        <translation>Les %1 atteignent 10 points en premier (règle D) : +%2 ; il ne reste aucun jeton à piocher.</translation>
    </message>
    <message>
        <source>%1&apos; %2 mutation: +%3 for scoring 2 or more this turn.</source>
        <translation>Mutation %2 des %1 : +%3 pour avoir marqué 2 points ou plus ce tour-ci.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>where a token lies: which</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the places of the tokens turned up</comment>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>The game ends: the tissues give %1 %2, %3 %4.</source>
        <translation>La partie se termine : les tissus rapportent %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Every token is turned face up: %1.</source>
        <translation>Tous les jetons sont retournés face visible : %1.</translation>
    </message>
    <message>
        <source>A draw at %1 points each.</source>
        <translation>Égalité à %1 points chacun.</translation>
    </message>
    <message>
        <source>%1 win on unused gene tokens, tied at %2 points.</source>
        <translation>Les %1 gagnent aux jetons gène inutilisés, à égalité à %2 points.</translation>
    </message>
    <message>
        <source>%1 win %2 to %3.</source>
        <translation>Les %1 gagnent %2 à %3.</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to flip a pawn of the %3 on %4</source>
        <translation>Utilisez votre jeton %1 comme %2 pour retourner un pion des %3 sur %4</translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to move the %3&apos; last pawn to %4</source>
        <translation>Utilisez votre jeton %1 comme %2 pour déplacer le dernier pion des %3 sur %4</translation>
    </message>
    <message>
        <source>Use your %1 token as %2</source>
        <translation>Utilisez votre jeton %1 comme %2</translation>
    </message>
    <message>
        <source>Use your %1 token to flip a pawn of the %2 on %3</source>
        <translation>Utilisez votre jeton %1 pour retourner un pion des %2 sur %3</translation>
    </message>
    <message>
        <source>Use your %1 token to move the %2&apos; last pawn to %3</source>
        <translation>Utilisez votre jeton %1 pour déplacer le dernier pion des %2 sur %3</translation>
    </message>
    <message>
        <source>Use your %1 token</source>
        <translation>Utilisez votre jeton %1</translation>
    </message>
    <message>
        <source>Open on %1</source>
        <translation>Ouvrez sur %1</translation>
    </message>
    <message>
        <source>Place your pawn on %1</source>
        <translation>Posez votre pion sur %1</translation>
    </message>
    <message>
        <source>End your turn now, keeping the tokens you hold</source>
        <translation>Finissez votre tour maintenant en gardant vos jetons</translation>
    </message>
    <message>
        <source>the token</source>
        <translation>le jeton</translation>
    </message>
    <message>
        <source>Steal %1 with a mutation token</source>
        <translation>Volez %1 avec un jeton mutation</translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation>Laisser agir %1</translation>
    </message>
    <message>
        <source>Block %1 with a mutation token</source>
        <translation>Bloquez %1 avec un jeton mutation</translation>
    </message>
    <message>
        <source>Swap your pawn with the %1&apos; pawn on %2</source>
        <translation>Échangez votre pion avec celui des %1 sur %2</translation>
    </message>
    <message>
        <source>Move your pawn to %1</source>
        <translation>Déplacez votre pion sur %1</translation>
    </message>
    <message>
        <source>Keep the %1 mutation</source>
        <translation>Gardez la mutation %1</translation>
    </message>
    <message>
        <source>Viruses</source>
        <translation>Virus</translation>
    </message>
    <message>
        <source>Anticorps</source>
        <translation>Anticorps</translation>
    </message>
    <message>
        <source>Scenario %1: rule %2</source>
        <translation>Scénario %1 : règle %2</translation>
    </message>
    <message>
        <source>Scenario %1: rules %2</source>
        <translation>Scénario %1 : règles %2</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Free combination (the rule switches below)</source>
        <translation>Combinaison libre (les règles cochées ci-dessous)</translation>
    </message>
    <message>
        <source>A built-in scenario sets the additional rules and overrides the switches below.</source>
        <translation>Un scénario prédéfini fixe les règles additionnelles et remplace les cases ci-dessous.</translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation>Règle %1 : %2</translation>
    </message>
    <message>
        <source>Target tile (rule B)</source>
        <translation>Tuile objectif (règle B)</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tirée au hasard</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Empty: drawn at random. Or an element code such as 1A-3B-2A-4B, or a custom layout; or assemble it on the picture.</source>
        <translation>Vide : tiré au hasard. Ou un code d’éléments comme 1A-3B-2A-4B, ou une disposition personnalisée ; ou assemblez-le sur l’image.</translation>
    </message>
    <message>
        <source>Every token face up</source>
        <translation>Tous les jetons face visible</translation>
    </message>
    <message>
        <source>Both sides see every gene token: on the board, in the hands, set aside and left over. Puzzles are played this way; it is also a way to learn the powers.</source>
        <translation>Les deux camps voient chaque jeton gène : sur le plateau, en main, mis de côté et restants. Les problèmes se jouent ainsi ; c’est aussi une façon d’apprendre les pouvoirs.</translation>
    </message>
    <message>
        <source>Solved: the %1 win, %2 to %3.</source>
        <translation>Résolu : les %1 gagnent %2 à %3.</translation>
    </message>
    <message>
        <source>%1 to play: win.</source>
        <translation>Les %1 jouent : gagnez.</translation>
    </message>
    <message numerus="yes">
        <source>The win is still there: %n pawn(s) left to place.</source>
        <translation>
            <numerusform>La victoire est toujours là : %n pion reste à poser.</numerusform>
            <numerusform>La victoire est toujours là : %n pions restent à poser.</numerusform>
        </translation>
    </message>
    <message>
        <source>That lets the %1 win: try again.</source>
        <translation>Cela laisse gagner les %1 : réessayez.</translation>
    </message>
    <message>
        <source>That lets the %1 hold: try again.</source>
        <translation>Cela laisse les %1 tenir : réessayez.</translation>
    </message>
    <message>
        <source>The %1 answer first.</source>
        <translation>Les %1 répondent d’abord.</translation>
    </message>
    <message>
        <source>No move wins from here: take your move back.</source>
        <translation>Aucun coup ne gagne d’ici : reprenez votre coup.</translation>
    </message>
    <message>
        <source>%1: that keeps the win.</source>
        <translation>%1 : cela garde la victoire.</translation>
    </message>
    <message>
        <source>Viruses against anticorps: grow next to each other, win the tissues of the body.</source>
        <translation>Virus contre anticorps : grandissez côte à côte et gagnez les tissus du corps.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s)</source>
        <comment>a tissue and its size</comment>
        <translation>
            <numerusform>%1 de %n cellule</numerusform>
            <numerusform>%1 de %n cellules</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 holds a radiation token: it scores nothing.</source>
        <translation>Le %1 porte un jeton radiation : il ne rapporte rien.</translation>
    </message>
    <message>
        <source>The %1 scores nothing (rule G: mucous tissues don&apos;t score).</source>
        <translation>Le %1 ne rapporte rien (règle G : les tissus muqueux ne rapportent rien).</translation>
    </message>
    <message>
        <source>The %1 is tied %2 to %3: nobody scores.</source>
        <translation>Le %1 est à égalité %2 à %3 : personne ne marque.</translation>
    </message>
    <message>
        <source>The %1 is empty: nobody scores.</source>
        <translation>Le %1 est vide : personne ne marque.</translation>
    </message>
    <message numerus="yes">
        <source>%1 have the majority in the %2 (%3 to %4): %n point(s)</source>
        <translation>
            <numerusform>Les %1 sont majoritaires dans le %2 (%3 à %4) : %n point</numerusform>
            <numerusform>Les %1 sont majoritaires dans le %2 (%3 à %4) : %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (rule H: muscular tissues score double)</source>
        <translation>%1 (règle H : les tissus musculaires comptent double)</translation>
    </message>
    <message>
        <source>%1, +1 for their mutation</source>
        <translation>%1, +1 pour leur mutation</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence&apos;s full stop</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no tokens</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1&apos; hand</source>
        <translation>Main des %1</translation>
    </message>
    <message>
        <source>Leftovers</source>
        <translation>Restants</translation>
    </message>
    <message>
        <source>Set aside at the opening</source>
        <translation>Mis de côté à l’ouverture</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a token and its cell</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation>Encore sur le plateau</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>10 points (D)</source>
        <comment>rule D&apos;s two points</comment>
        <translation>10 points (D)</translation>
    </message>
    <message numerus="yes">
        <source>%n gene token(s) held, %1 used</source>
        <translation>
            <numerusform>%n jeton gène en main, %1 utilisés</numerusform>
            <numerusform>%n jetons gène en main, %1 utilisés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s) and %2 (stolen, known).</source>
        <translation>
            <numerusform>Les %1 ont %n jeton face cachée et %2 (volé, connu).</numerusform>
            <numerusform>Les %1 ont %n jetons face cachée et %2 (volé, connu).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s).</source>
        <translation>
            <numerusform>Les %1 ont %n jeton face cachée.</numerusform>
            <numerusform>Les %1 ont %n jetons face cachée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n cell(s) — %2</source>
        <comment>a tissue in the results</comment>
        <translation>
            <numerusform>%1 · %n cellule — %2</numerusform>
            <numerusform>%1 · %n cellules — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>expected final margin (points ahead at the end)</source>
        <translation>écart final attendu (points d’avance à la fin)</translation>
    </message>
    <message>
        <source>points</source>
        <comment>what a move&apos;s loss is counted in</comment>
        <translation>points</translation>
    </message>
</context>
</TS>
