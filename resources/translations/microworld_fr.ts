<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>MicroworldTable</name>
    <message>
        <source>Drawn at random
when the game starts</source>
        <extracomment>the swap being shown: (quarter the dragged element went to, the other one&apos;s new quarter, the drag&apos;s last offset in disc units), with its progress; None when still</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag an element onto another quarter to swap them; click one to turn it over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <comment>a board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each element to a random quarter, on a random side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is drawn at random when the game starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture follows the Board code once it names a board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom layout: change it in the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a name: what it does</comment>
        <extracomment>a character per power, only for hover texts (the tokens draw their symbol from the vector art)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down gene token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — click to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gene powers. The arrow points at the power of the last used token (%1 acts as it):</source>
        <extracomment>the smallest text on the screen, in pixels: the side panel&apos;s body text (the table keeps it up to date) what the last paint showed: the compact face (title only), the smallest text in screen pixels, and whether everything drawn fitted the tile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token used yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rule H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +1 mutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>radiation: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mucous: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tissue %1 of %2: %3</source>
        <extracomment>the history step of the ending walked (or walked through), None when there is none -1 before the first tissue, then the tissue shown; len(lines) once all are counted</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flipped pawns are removed, then each tissue goes to the side with more pawns in it. Click the board or press Escape to skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every tissue counted: %1 %2, %3 %4 from tissues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom</source>
        <comment>a board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Board&lt;/b&gt; %1 · &lt;b&gt;Pawns&lt;/b&gt; %2 of %3 placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1 (won by the %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Target&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no token used yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Gene arrow ➜&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked&lt;/b&gt; the %1: no tokens, no points this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before placing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after placing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the gene arrow (now %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the gene arrow (nothing yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · usable next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use</source>
        <comment>a gene token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this token now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not usable right now: click to see why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show cell names</source>
        <extracomment>names on every cell, so that a cell the move log names (&quot;Q1·6&quot;) can be found (hovering shows one)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write each cell&apos;s name on the board, as the move log names cells (Q1·6 is quarter 1, cell 6). Hovering a cell shows its name too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <extracomment>the mutations whose power is a click on a cell after placing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking back: after move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking back: the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos; turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n gene token(s) held, %1 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in play + %2 from tissues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard your mutation token: the token is cancelled and goes to your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your unused tokens for later turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your gene tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your gene tokens — none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos; gene tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos; gene tokens — none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hold %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hold %n face-down token(s) and %2 (stolen, known).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hold %n face-down token(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tissues have been scored: the results list them, tissue by tissue. Every token now lies face up where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a lit cell for %1, or cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an after-placing token, click a lit cell for your mutation, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of your two mutation tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the game: click a lit gene space to place your first pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a lit cell to place a pawn next to the opponent&apos;s last pawn (ringed). A before-placing token may be used first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an after-placing token or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 used a gene token: steal it with your mutation token, or let it work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tissues have been scored; every token lies face up where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 to keep one of their two mutation tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 to open the game with a first pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 to place a pawn next to the opponent&apos;s last pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 to use an after-placing token or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 to steal the token just used, or let it work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the %3 win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 during play + %3 from tissues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Final scoring&lt;/b&gt;: flipped pawns are removed, then each tissue goes to the side with more pawns in it.&lt;br&gt;%1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places of the tokens turned up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a place: the tokens there</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Every token turned face up&lt;/b&gt;: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a tissue to see it on the board and why it scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%n flipped pawn(s) removed first.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won by the %1 (+%2)</source>
        <extracomment>what the tests look at: the tokens in each hand and in front of each side, the tiles a review showing everything: the tokens out of play face up too (the state on show hides nothing) the side panel&apos;s body text in screen pixels (no tile&apos;s text is drawn smaller) and the view&apos;s zoom</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1, won by the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: +%2 to the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1: %2 The first to do it scores %3 at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · click to keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mutation tile drawn, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutation tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — set aside at the opening, out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token set aside at the opening: face down, out of the game (it is shown at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set aside</source>
        <comment>a token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — a leftover token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A leftover token, face down (rule A deals them, rule D draws one; shown at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leftovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gene tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <comment>tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n to place</source>
        <comment>pawns</comment>
        <extracomment>&quot;Show cell names&quot;, kept from one game to the next while the app runs A Flip / Move token waiting for its target cell, or None. The lit cell the keyboard focus ring is on, or None. True while a command from this table&apos;s own gesture runs: the pawn a person places appears under their click, while one placed otherwise (a bot, redo) travels from its supply pile for the eye to follow.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a cell: its kind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gene token: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face-down gene token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 flipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>barred by a mutation token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the %1&apos; turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have placed your pawn: use an after-placing token or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles (on the right).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer first: steal the gene token or let it work (on the right).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click one of the lit cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing done: you keep your points and the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This gives you %n point(s) instead of %1: use it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use it anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the arrow keys to pick one of the lit cells first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That button is not offered now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cell is lit: use a token or a button on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no gene token %1 you may use now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MicroworldWords</name>
    <message>
        <source>Board code %1 should look like 1A-3B-2A-4B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board code %1 should use each element 1 to 4 once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom board needs four groups of ten cell letters separated by &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom board uses only the letters %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom board needs exactly %1 gene spaces (lowercase letters), not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nervous (E)</source>
        <comment>a point for a nervous cell, rule E</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last cell (F)</source>
        <comment>points for a tissue&apos;s last cell, rule F</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>points, then why</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <comment>points added up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a move, then the points it scores</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 %3</source>
        <comment>a move, then the opponent&apos;s points</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a cell and its kind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the %1&apos; turn to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First keep one of your two mutation tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Viruses must first place their opening pawn on a cell with a gene token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your pawn first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already placed your pawn this turn: use an after-placing token, a mutation, or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: the opponent&apos;s gene token may be stolen first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cell %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 open on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 place a pawn on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the first turn the Viruses place on a cell that holds a gene token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mutation token blocks that cell this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cell is occupied (only %1 allows it, next to the last pawn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place next to the opponent&apos;s last pawn on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 use %2 as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>a token used on a cell</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, moving the opponent&apos;s pawn to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are blocked this turn: no gene tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold that gene token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You may use %n gene token(s) a turn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The token drawn for reaching 10 points can be used from your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has nothing to copy yet: no gene token has been used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is used after placing your pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token picked up this turn can be used now only if it acts after placing; keep %1 for a later turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is used before placing your pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in effect this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip an opponent&apos;s pawn (not flipped yet) next to the pawn you placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the opponent&apos;s last pawn to a free cell next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs no target cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gene token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discard a mutation token to steal %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 let %2 work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 end their turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have the %1 mutation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already used your mutation this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no mutation tokens left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block %2 with a mutation token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the mutation token on a free cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 swap their pawn with the opponent&apos;s on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap with an opponent&apos;s pawn next to the pawn you placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 move their pawn to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the pawn you placed to a free cell next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a mutation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keep the %2 mutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of the two mutation tiles you drew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 achieve the target %2: +%3 at once; the tile is turned face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2 and a leftover gene token, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reach 10 points first (rule D): +%2; no leftover token is left to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos; %2 mutation: +%3 for scoring 2 or more this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>where a token lies: which</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends: the tissues give %1 %2, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every token is turned face up: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw at %1 points each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win on unused gene tokens, tied at %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to flip a pawn of the %3 on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your %1 token as %2 to move the %3&apos; last pawn to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your %1 token as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your %1 token to flip a pawn of the %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your %1 token to move the %2&apos; last pawn to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use your %1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your pawn on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End your turn now, keeping the tokens you hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal %1 with a mutation token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let %1 work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block %1 with a mutation token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap your pawn with the %1&apos; pawn on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move your pawn to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the %1 mutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viruses</source>
        <extracomment>Seat 0 plays the viruses and always starts; seat 1 the anticorps.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anticorps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1: rule %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1: rules %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free combination (the rule switches below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A built-in scenario sets the additional rules and overrides the switches below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target tile (rule B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;random&apos;, an element code such as 1A-3B-2A-4B, or a custom layout; or assemble it on the picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every token face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides see every gene token: on the board, in the hands, set aside and left over. Puzzles are played this way; it is also a way to learn the powers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved: the %1 win, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play: win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The win is still there: %n pawn(s) left to place.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>That lets the %1 win: try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That lets the %1 hold: try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 answer first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move wins from here: take your move back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: that keeps the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viruses against anticorps: grow next to each other, win the tissues of the body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s)</source>
        <comment>a tissue and its size</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 holds a radiation token: it scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 scores nothing (rule G: mucous tissues don&apos;t score).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is tied %2 to %3: nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is empty: nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 have the majority in the %2 (%3 to %4): %n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (rule H: muscular tissues score double)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, +1 for their mutation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a sentence&apos;s full stop</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos; hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leftovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside at the opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a token and its cell</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points (D)</source>
        <comment>rule D&apos;s two points</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
