<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
    <context>
        <name>FinalBreakdown</name>
        <message numerus="yes">
            <source>%1 (%n flipped pawn(s) removed first.)</source>
            <translation>
                <numerusform>[%1 (%n flíppéd páwñ rémóvéd fíršt.)············]</numerusform>
                <numerusform>[%1 (%n flíppéd páwñš rémóvéd fíršt.)·············]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MicroworldPictures</name>
        <message>
            <source>+token</source>
            <translation>[+tókéñ··]</translation>
        </message>
        <message>
            <source>0 for the tissue</source>
            <translation>[0 fór thé tíššúé······]</translation>
        </message>
        <message>
            <source>pawns in 4 osseous cells: +5 to the first</source>
            <translation>[páwñš íñ 4 óššéóúš çéllš: +5 tó thé fíršt················]</translation>
        </message>
        <message>
            <source>won by the Anticorps (+5)</source>
            <translation>[wóñ bý thé Åñtíçórpš (+5)··········]</translation>
        </message>
    </context>
    <context>
        <name>MicroworldTable</name>
        <message>
            <source>Drawn at random
when the game starts</source>
            <translation>[Dráwñ át ráñdóm
whéñ thé gámé štártš··············]</translation>
        </message>
        <message>
            <source>Drag an element onto another quarter to swap them; click one to turn it over.</source>
            <translation>[Drág áñ éléméñt óñtó áñóthér qúártér tó šwáp thém; çlíçk óñé tó túrñ ít óvér.·······························]</translation>
        </message>
        <message>
            <source>Random</source>
            <comment>a board</comment>
            <translation>[Ráñdóm··]</translation>
        </message>
        <message>
            <source>Each element to a random quarter, on a random side</source>
            <translation>[Éáçh éléméñt tó á ráñdóm qúártér, óñ á ráñdóm šídé····················]</translation>
        </message>
        <message>
            <source>Draw at start</source>
            <translation>[Dráw át štárt·····]</translation>
        </message>
        <message>
            <source>The board is drawn at random when the game starts</source>
            <translation>[Thé bóárd íš dráwñ át ráñdóm whéñ thé gámé štártš····················]</translation>
        </message>
        <message>
            <source>The picture follows the Board code once it names a board.</source>
            <translation>[Thé píçtúré fóllówš thé Bóárd çódé óñçé ít ñáméš á bóárd.·······················]</translation>
        </message>
        <message>
            <source>A custom layout: change it in the code.</source>
            <translation>[Å çúštóm láýóút: çháñgé ít íñ thé çódé.················]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a name: what it does</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>A face-down gene token</source>
            <translation>[Å fáçé-dówñ géñé tókéñ·········]</translation>
        </message>
        <message>
            <source>%1 — click to use it</source>
            <translation>[%1 — çlíçk tó úšé ít·······]</translation>
        </message>
        <message>
            <source>Gene powers. The arrow points at the power of the last used token (%1 acts as it):</source>
            <translation>[Géñé pówérš. Thé árrów póíñtš át thé pówér óf thé lášt úšéd tókéñ (%1 áçtš áš ít):································]</translation>
        </message>
        <message>
            <source>No token used yet</source>
            <translation>[Ñó tókéñ úšéd ýét·······]</translation>
        </message>
        <message>
            <source>%1 (rule H)</source>
            <translation>[%1 (rúlé H)····]</translation>
        </message>
        <message>
            <source>%1 +1 mutation</source>
            <translation>[%1 +1 mútátíóñ·····]</translation>
        </message>
        <message>
            <source>radiation: 0</source>
            <translation>[rádíátíóñ: 0·····]</translation>
        </message>
        <message>
            <source>mucous: 0</source>
            <translation>[múçóúš: 0····]</translation>
        </message>
        <message>
            <source>tie %1–%2</source>
            <translation>[tíé %1–%2··]</translation>
        </message>
        <message>
            <source>Tissue %1 of %2: %3</source>
            <translation>[Tíššúé %1 óf %2: %3·····]</translation>
        </message>
        <message>
            <source>The flipped pawns are removed, then each tissue goes to the side with more pawns in it. Click the board or press Escape to skip.</source>
            <translation>[Thé flíppéd páwñš áré rémóvéd, théñ éáçh tíššúé góéš tó thé šídé wíth móré páwñš íñ ít. Çlíçk thé bóárd ór préšš Éšçápé tó škíp.···················································]</translation>
        </message>
        <message>
            <source>Every tissue counted: %1 %2, %3 %4 from tissues.</source>
            <translation>[Évérý tíššúé çóúñtéd: %1 %2, %3 %4 fróm tíššúéš.················]</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the names of a list</comment>
            <translation>[, ·]</translation>
        </message>
        <message>
            <source>a gene token</source>
            <translation>[á géñé tókéñ·····]</translation>
        </message>
        <message>
            <source>%1 used %2</source>
            <translation>[%1 úšéd %2··]</translation>
        </message>
        <message>
            <source>custom</source>
            <comment>a board</comment>
            <translation>[çúštóm··]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Board&lt;/b&gt; %1 · &lt;b&gt;Pawns&lt;/b&gt; %2 of %3 placed</source>
            <translation>[&lt;b&gt;Bóárd&lt;/b&gt; %1 · &lt;b&gt;Páwñš&lt;/b&gt; %2 óf %3 pláçéd··········]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rules&lt;/b&gt; %1</source>
            <translation>[&lt;b&gt;Rúléš&lt;/b&gt; %1··]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Target&lt;/b&gt; %1 (won by the %2)</source>
            <translation>[&lt;b&gt;Tárgét&lt;/b&gt; %1 (wóñ bý thé %2)········]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Target&lt;/b&gt; %1</source>
            <translation>[&lt;b&gt;Tárgét&lt;/b&gt; %1···]</translation>
        </message>
        <message>
            <source>no token used yet</source>
            <translation>[ñó tókéñ úšéd ýét·······]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Gene arrow ➜&lt;/b&gt; %1</source>
            <translation>[&lt;b&gt;Géñé árrów ➜&lt;/b&gt; %1·····]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Blocked&lt;/b&gt; the %1: no tokens, no points this turn</source>
            <translation>[&lt;b&gt;Blóçkéd&lt;/b&gt; thé %1: ñó tókéñš, ñó póíñtš thíš túrñ··················]</translation>
        </message>
        <message>
            <source>before placing</source>
            <translation>[béfóré pláçíñg······]</translation>
        </message>
        <message>
            <source>after placing</source>
            <translation>[áftér pláçíñg·····]</translation>
        </message>
        <message>
            <source>as the gene arrow (now %1)</source>
            <translation>[áš thé géñé árrów (ñów %1)··········]</translation>
        </message>
        <message>
            <source>as the gene arrow (nothing yet)</source>
            <translation>[áš thé géñé árrów (ñóthíñg ýét)············]</translation>
        </message>
        <message>
            <source>%1 · usable next turn</source>
            <translation>[%1 · úšáblé ñéxt túrñ········]</translation>
        </message>
        <message>
            <source>Use</source>
            <comment>a gene token</comment>
            <translation>[Úšé·]</translation>
        </message>
        <message>
            <source>Use this token now</source>
            <translation>[Úšé thíš tókéñ ñów·······]</translation>
        </message>
        <message>
            <source>Not usable right now: click to see why</source>
            <translation>[Ñót úšáblé ríght ñów: çlíçk tó šéé whý···············]</translation>
        </message>
        <message>
            <source>Show cell names</source>
            <translation>[Shów çéll ñáméš······]</translation>
        </message>
        <message>
            <source>Write each cell's name on the board, as the move log names cells (Q1·6 is quarter 1, cell 6). Hovering a cell shows its name too.</source>
            <translation>[Wríté éáçh çéll'š ñámé óñ thé bóárd, áš thé móvé lóg ñáméš çéllš (Q1·6 íš qúártér 1, çéll 6). Hóvéríñg á çéll šhówš ítš ñámé tóó.····················································]</translation>
        </message>
        <message>
            <source>You are looking back at an earlier move: return to the game to play.</source>
            <translation>[Ýóú áré lóókíñg báçk át áñ éárlíér móvé: rétúrñ tó thé gámé tó pláý.···························]</translation>
        </message>
        <message>
            <source>“%1”</source>
            <comment>a gene token's name quoted</comment>
            <translation>[“%1”·]</translation>
        </message>
        <message>
            <source>Looking back: after move %1</source>
            <translation>[Lóókíñg báçk: áftér móvé %1··········]</translation>
        </message>
        <message>
            <source>Looking back: the start</source>
            <translation>[Lóókíñg báçk: thé štárt·········]</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>[Fíñál šçóríñg·····]</translation>
        </message>
        <message>
            <source>%1 win!</source>
            <translation>[%1 wíñ!··]</translation>
        </message>
        <message>
            <source>A draw</source>
            <translation>[Å dráw··]</translation>
        </message>
        <message>
            <source>%1' turn</source>
            <translation>[%1' túrñ··]</translation>
        </message>
        <message>
            <source>Your turn, %1</source>
            <translation>[Ýóúr túrñ, %1····]</translation>
        </message>
        <message>
            <source>%1 in play + %2 from tissues</source>
            <translation>[%1 íñ pláý + %2 fróm tíššúéš··········]</translation>
        </message>
        <message>
            <source>Keep %1</source>
            <translation>[Kéép %1··]</translation>
        </message>
        <message>
            <source>the token</source>
            <translation>[thé tókéñ····]</translation>
        </message>
        <message>
            <source>Steal %1</source>
            <translation>[Stéál %1··]</translation>
        </message>
        <message>
            <source>Discard your mutation token: the token is cancelled and goes to your hand</source>
            <translation>[Díšçárd ýóúr mútátíóñ tókéñ: thé tókéñ íš çáñçélléd áñd góéš tó ýóúr háñd·····························]</translation>
        </message>
        <message>
            <source>Let %1 work</source>
            <translation>[Lét %1 wórk····]</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>[Éñd túrñ···]</translation>
        </message>
        <message>
            <source>Keep your unused tokens for later turns</source>
            <translation>[Kéép ýóúr úñúšéd tókéñš fór látér túrñš················]</translation>
        </message>
        <message>
            <source>Cancel %1</source>
            <translation>[Çáñçél %1···]</translation>
        </message>
        <message>
            <source>Your gene tokens</source>
            <translation>[Ýóúr géñé tókéñš······]</translation>
        </message>
        <message>
            <source>Your gene tokens — none</source>
            <translation>[Ýóúr géñé tókéñš — ñóñé·········]</translation>
        </message>
        <message>
            <source>%1' gene tokens</source>
            <translation>[%1' géñé tókéñš·····]</translation>
        </message>
        <message>
            <source>%1' gene tokens — none</source>
            <translation>[%1' géñé tókéñš — ñóñé········]</translation>
        </message>
        <message>
            <source>%1 kept %2.</source>
            <translation>[%1 képt %2.···]</translation>
        </message>
        <message>
            <source>%1 kept no token.</source>
            <translation>[%1 képt ñó tókéñ.······]</translation>
        </message>
        <message>
            <source>%1 hold %2.</source>
            <translation>[%1 hóld %2.···]</translation>
        </message>
        <message>
            <source>%1 hold no token.</source>
            <translation>[%1 hóld ñó tókéñ.······]</translation>
        </message>
        <message>
            <source>The tissues have been scored: the results list them, tissue by tissue. Every token now lies face up where it was.</source>
            <translation>[Thé tíššúéš hávé bééñ šçóréd: thé réšúltš líšt thém, tíššúé bý tíššúé. Évérý tókéñ ñów líéš fáçé úp whéré ít wáš.·············································]</translation>
        </message>
        <message>
            <source>Waiting for the %1…</source>
            <translation>[Wáítíñg fór thé %1…·······]</translation>
        </message>
        <message>
            <source>Choose a lit cell for %1, or cancel.</source>
            <translation>[Çhóóšé á lít çéll fór %1, ór çáñçél.··············]</translation>
        </message>
        <message>
            <source>Use an after-placing token, click a lit cell for your mutation, or end the turn.</source>
            <translation>[Úšé áñ áftér-pláçíñg tókéñ, çlíçk á lít çéll fór ýóúr mútátíóñ, ór éñd thé túrñ.································]</translation>
        </message>
        <message>
            <source>Keep one of your two mutation tiles.</source>
            <translation>[Kéép óñé óf ýóúr twó mútátíóñ tíléš.··············]</translation>
        </message>
        <message>
            <source>Open the game: click a lit gene space to place your first pawn.</source>
            <translation>[Ópéñ thé gámé: çlíçk á lít géñé špáçé tó pláçé ýóúr fíršt páwñ.·························]</translation>
        </message>
        <message>
            <source>Click a lit cell to place a pawn next to the opponent's last pawn (ringed). A before-placing token may be used first.</source>
            <translation>[Çlíçk á lít çéll tó pláçé á páwñ ñéxt tó thé óppóñéñt'š lášt páwñ (ríñgéd). Å béfóré-pláçíñg tókéñ máý bé úšéd fíršt.···············································]</translation>
        </message>
        <message>
            <source>Use an after-placing token or end the turn.</source>
            <translation>[Úšé áñ áftér-pláçíñg tókéñ ór éñd thé túrñ.·················]</translation>
        </message>
        <message>
            <source>The %1 used a gene token: steal it with your mutation token, or let it work.</source>
            <translation>[Thé %1 úšéd á géñé tókéñ: štéál ít wíth ýóúr mútátíóñ tókéñ, ór lét ít wórk.······························]</translation>
        </message>
        <message>
            <source>%1 win</source>
            <translation>[%1 wíñ··]</translation>
        </message>
        <message>
            <source>The tissues have been scored; every token lies face up where it was.</source>
            <translation>[Thé tíššúéš hávé bééñ šçóréd; évérý tókéñ líéš fáçé úp whéré ít wáš.···························]</translation>
        </message>
        <message>
            <source>The %1 to keep one of their two mutation tiles.</source>
            <translation>[Thé %1 tó kéép óñé óf théír twó mútátíóñ tíléš.··················]</translation>
        </message>
        <message>
            <source>The %1 to open the game with a first pawn.</source>
            <translation>[Thé %1 tó ópéñ thé gámé wíth á fíršt páwñ.················]</translation>
        </message>
        <message>
            <source>The %1 to place a pawn next to the opponent's last pawn.</source>
            <translation>[Thé %1 tó pláçé á páwñ ñéxt tó thé óppóñéñt'š lášt páwñ.······················]</translation>
        </message>
        <message>
            <source>The %1 to use an after-placing token or end the turn.</source>
            <translation>[Thé %1 tó úšé áñ áftér-pláçíñg tókéñ ór éñd thé túrñ.····················]</translation>
        </message>
        <message>
            <source>The %1 to steal the token just used, or let it work.</source>
            <translation>[Thé %1 tó štéál thé tókéñ júšt úšéd, ór lét ít wórk.····················]</translation>
        </message>
        <message>
            <source>The %1 to play.</source>
            <translation>[Thé %1 tó pláý.·····]</translation>
        </message>
        <message>
            <source>%1 +%2</source>
            <translation>[%1 +%2·]</translation>
        </message>
        <message>
            <source>nobody scores</source>
            <translation>[ñóbódý šçóréš·····]</translation>
        </message>
        <message>
            <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the %3 win.</source>
            <translation>[Éqúál šçóréš: thé šídé wíth móré úñúšéd géñé tókéñš wíñš (%1, %2): thé %3 wíñ.·····························]</translation>
        </message>
        <message>
            <source>Equal scores: the side with more unused gene tokens wins (%1, %2): the game is a draw.</source>
            <translation>[Éqúál šçóréš: thé šídé wíth móré úñúšéd géñé tókéñš wíñš (%1, %2): thé gámé íš á dráw.·································]</translation>
        </message>
        <message>
            <source>%1 %2 during play + %3 from tissues</source>
            <translation>[%1 %2 dúríñg pláý + %3 fróm tíššúéš············]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Final scoring&lt;/b&gt;: flipped pawns are removed, then each tissue goes to the side with more pawns in it.&lt;br&gt;%1, %2.</source>
            <translation>[&lt;b&gt;Fíñál šçóríñg&lt;/b&gt;: flíppéd páwñš áré rémóvéd, théñ éáçh tíššúé góéš tó thé šídé wíth móré páwñš íñ ít.&lt;br&gt;%1, %2.········································]</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between the places of the tokens turned up</comment>
            <translation>[; ·]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a place: the tokens there</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Every token turned face up&lt;/b&gt;: %1.</source>
            <translation>[&lt;b&gt;Évérý tókéñ túrñéd fáçé úp&lt;/b&gt;: %1.············]</translation>
        </message>
        <message>
            <source>Pick a tissue to see it on the board and why it scored.</source>
            <translation>[Píçk á tíššúé tó šéé ít óñ thé bóárd áñd whý ít šçóréd.······················]</translation>
        </message>
        <message>
            <source>won by the %1 (+%2)</source>
            <translation>[wóñ bý thé %1 (+%2)······]</translation>
        </message>
        <message>
            <source>Target %1, won by the %2</source>
            <translation>[Tárgét %1, wóñ bý thé %2········]</translation>
        </message>
        <message>
            <source>%1: +%2 to the first</source>
            <translation>[%1: +%2 tó thé fíršt······]</translation>
        </message>
        <message>
            <source>Target %1: %2 The first to do it scores %3 at once.</source>
            <translation>[Tárgét %1: %2 Thé fíršt tó dó ít šçóréš %3 át óñçé.··················]</translation>
        </message>
        <message>
            <source>Rule %1: %2</source>
            <translation>[Rúlé %1: %2···]</translation>
        </message>
        <message>
            <source>%1 · click to keep it</source>
            <translation>[%1 · çlíçk tó kéép ít········]</translation>
        </message>
        <message>
            <source>A mutation tile drawn, face down</source>
            <translation>[Å mútátíóñ tílé dráwñ, fáçé dówñ·············]</translation>
        </message>
        <message>
            <source>Mutation tile</source>
            <translation>[Mútátíóñ tílé·····]</translation>
        </message>
        <message>
            <source>%1 — set aside at the opening, out of the game</source>
            <translation>[%1 — šét ášídé át thé ópéñíñg, óút óf thé gámé··················]</translation>
        </message>
        <message>
            <source>The token set aside at the opening: face down, out of the game (it is shown at the end)</source>
            <translation>[Thé tókéñ šét ášídé át thé ópéñíñg: fáçé dówñ, óút óf thé gámé (ít íš šhówñ át thé éñd)···································]</translation>
        </message>
        <message>
            <source>set aside</source>
            <comment>a token</comment>
            <translation>[šét ášídé····]</translation>
        </message>
        <message>
            <source>%1 — a leftover token</source>
            <translation>[%1 — á léftóvér tókéñ········]</translation>
        </message>
        <message>
            <source>A leftover token, face down (rule A deals them, rule D draws one; shown at the end)</source>
            <translation>[Å léftóvér tókéñ, fáçé dówñ (rúlé Å déálš thém, rúlé D dráwš óñé; šhówñ át thé éñd)·································]</translation>
        </message>
        <message>
            <source>leftovers</source>
            <translation>[léftóvérš····]</translation>
        </message>
        <message>
            <source>gene tokens</source>
            <translation>[géñé tókéñš····]</translation>
        </message>
        <message>
            <source>used</source>
            <comment>tokens</comment>
            <translation>[úšéd··]</translation>
        </message>
        <message numerus="yes">
            <source>%n to place</source>
            <comment>pawns</comment>
            <translation>
                <numerusform>[%n tó pláçé····]</numerusform>
                <numerusform>[%n tó pláçé····]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a cell: its kind</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>a gene token: %1</source>
            <translation>[á géñé tókéñ: %1······]</translation>
        </message>
        <message>
            <source>a face-down gene token</source>
            <translation>[á fáçé-dówñ géñé tókéñ·········]</translation>
        </message>
        <message numerus="yes">
            <source>%n virus pawn(s)</source>
            <translation>
                <numerusform>[%n vírúš páwñ····]</numerusform>
                <numerusform>[%n vírúš páwñš·····]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n anticorps pawn(s)</source>
            <translation>
                <numerusform>[%n áñtíçórpš páwñ······]</numerusform>
                <numerusform>[%n áñtíçórpš páwñš······]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2 flipped)</source>
            <translation>[%1 (%2 flíppéd)····]</translation>
        </message>
        <message>
            <source>barred by a mutation token</source>
            <translation>[bárréd bý á mútátíóñ tókéñ··········]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Thé gámé íš óvér.·······]</translation>
        </message>
        <message>
            <source>Please wait: it is not your turn yet.</source>
            <translation>[Pléášé wáít: ít íš ñót ýóúr túrñ ýét.···············]</translation>
        </message>
        <message>
            <source>It is the %1' turn.</source>
            <translation>[Ít íš thé %1' túrñ.·······]</translation>
        </message>
        <message>
            <source>You have placed your pawn: use an after-placing token or end the turn.</source>
            <translation>[Ýóú hávé pláçéd ýóúr páwñ: úšé áñ áftér-pláçíñg tókéñ ór éñd thé túrñ.····························]</translation>
        </message>
        <message>
            <source>First keep one of your two mutation tiles (on the right).</source>
            <translation>[Fíršt kéép óñé óf ýóúr twó mútátíóñ tíléš (óñ thé ríght).·······················]</translation>
        </message>
        <message>
            <source>Answer first: steal the gene token or let it work (on the right).</source>
            <translation>[Åñšwér fíršt: štéál thé géñé tókéñ ór lét ít wórk (óñ thé ríght).··························]</translation>
        </message>
        <message>
            <source>%1: click one of the lit cells.</source>
            <translation>[%1: çlíçk óñé óf thé lít çéllš.············]</translation>
        </message>
        <message>
            <source>Nothing done: you keep your points and the token.</source>
            <translation>[Ñóthíñg dóñé: ýóú kéép ýóúr póíñtš áñd thé tókéñ.····················]</translation>
        </message>
        <message numerus="yes">
            <source>This gives you %n point(s) instead of %1: use it anyway?</source>
            <translation>
                <numerusform>[Thíš gívéš ýóú %n póíñt íñštéád óf %1: úšé ít áñýwáý?····················]</numerusform>
                <numerusform>[Thíš gívéš ýóú %n póíñtš íñštéád óf %1: úšé ít áñýwáý?····················]</numerusform>
            </translation>
        </message>
        <message>
            <source>Use it anyway</source>
            <translation>[Úšé ít áñýwáý·····]</translation>
        </message>
        <message>
            <source>Use the arrow keys to pick one of the lit cells first.</source>
            <translation>[Úšé thé árrów kéýš tó píçk óñé óf thé lít çéllš fíršt.······················]</translation>
        </message>
        <message>
            <source>That button is not offered now.</source>
            <translation>[Thát búttóñ íš ñót ófféréd ñów.············]</translation>
        </message>
        <message>
            <source>No cell is lit: use a token or a button on the right.</source>
            <translation>[Ñó çéll íš lít: úšé á tókéñ ór á búttóñ óñ thé ríght.·····················]</translation>
        </message>
        <message>
            <source>There is no gene token %1 you may use now.</source>
            <translation>[Théré íš ñó géñé tókéñ %1 ýóú máý úšé ñów.················]</translation>
        </message>
    </context>
    <context>
        <name>MicroworldWords</name>
        <message>
            <source>Board code %1 should look like 1A-3B-2A-4B.</source>
            <translation>[Bóárd çódé %1 šhóúld lóók líké 1Å-3B-2Å-4B.················]</translation>
        </message>
        <message>
            <source>Board code %1 should use each element 1 to 4 once.</source>
            <translation>[Bóárd çódé %1 šhóúld úšé éáçh éléméñt 1 tó 4 óñçé.···················]</translation>
        </message>
        <message>
            <source>A custom board needs four groups of ten cell letters separated by '-'.</source>
            <translation>[Å çúštóm bóárd ñéédš fóúr gróúpš óf téñ çéll léttérš šépárátéd bý '-'.····························]</translation>
        </message>
        <message>
            <source>A custom board uses only the letters %1.</source>
            <translation>[Å çúštóm bóárd úšéš óñlý thé léttérš %1.···············]</translation>
        </message>
        <message>
            <source>A custom board needs exactly %1 gene spaces (lowercase letters), not %2.</source>
            <translation>[Å çúštóm bóárd ñéédš éxáçtlý %1 géñé špáçéš (lówérçášé léttérš), ñót %2.···························]</translation>
        </message>
        <message>
            <source>adjacent</source>
            <comment>points for adjacent pawns</comment>
            <translation>[ádjáçéñt···]</translation>
        </message>
        <message>
            <source>nervous (E)</source>
            <comment>a point for a nervous cell, rule E</comment>
            <translation>[ñérvóúš (É)····]</translation>
        </message>
        <message>
            <source>last cell (F)</source>
            <comment>points for a tissue's last cell, rule F</comment>
            <translation>[lášt çéll (F)·····]</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <comment>points, then why</comment>
            <translation>[%1 %2·]</translation>
        </message>
        <message>
            <source>%1 = %2</source>
            <comment>points added up</comment>
            <translation>[%1 = %2·]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a move, then the points it scores</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>%1; %2 %3</source>
            <comment>a move, then the opponent's points</comment>
            <translation>[%1; %2 %3·]</translation>
        </message>
        <message numerus="yes">
            <source>%n adjacent</source>
            <comment>points for adjacent pawns</comment>
            <translation>
                <numerusform>[%n ádjáçéñt····]</numerusform>
                <numerusform>[%n ádjáçéñt····]</numerusform>
            </translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>[Séát %1··]</translation>
        </message>
        <message>
            <source>cell %1</source>
            <translation>[çéll %1··]</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <comment>a cell and its kind</comment>
            <translation>[%1 (%2)·]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Thé gámé íš óvér.·······]</translation>
        </message>
        <message>
            <source>It is the %1' turn to decide.</source>
            <translation>[Ít íš thé %1' túrñ tó déçídé.···········]</translation>
        </message>
        <message>
            <source>First keep one of your two mutation tiles.</source>
            <translation>[Fíršt kéép óñé óf ýóúr twó mútátíóñ tíléš.·················]</translation>
        </message>
        <message>
            <source>The Viruses must first place their opening pawn on a cell with a gene token.</source>
            <translation>[Thé Vírúšéš múšt fíršt pláçé théír ópéñíñg páwñ óñ á çéll wíth á géñé tókéñ.······························]</translation>
        </message>
        <message>
            <source>Place your pawn first.</source>
            <translation>[Pláçé ýóúr páwñ fíršt.·········]</translation>
        </message>
        <message>
            <source>You have already placed your pawn this turn: use an after-placing token, a mutation, or end the turn.</source>
            <translation>[Ýóú hávé álréádý pláçéd ýóúr páwñ thíš túrñ: úšé áñ áftér-pláçíñg tókéñ, á mútátíóñ, ór éñd thé túrñ.········································]</translation>
        </message>
        <message>
            <source>Wait: the opponent's gene token may be stolen first.</source>
            <translation>[Wáít: thé óppóñéñt'š géñé tókéñ máý bé štóléñ fíršt.·····················]</translation>
        </message>
        <message>
            <source>There is no cell %1.</source>
            <translation>[Théré íš ñó çéll %1.·······]</translation>
        </message>
        <message>
            <source>%1 open on %2</source>
            <translation>[%1 ópéñ óñ %2····]</translation>
        </message>
        <message>
            <source>%1 place a pawn on %2</source>
            <translation>[%1 pláçé á páwñ óñ %2·······]</translation>
        </message>
        <message>
            <source>On the first turn the Viruses place on a cell that holds a gene token.</source>
            <translation>[Óñ thé fíršt túrñ thé Vírúšéš pláçé óñ á çéll thát hóldš á géñé tókéñ.····························]</translation>
        </message>
        <message>
            <source>A mutation token blocks that cell this turn.</source>
            <translation>[Å mútátíóñ tókéñ blóçkš thát çéll thíš túrñ.··················]</translation>
        </message>
        <message>
            <source>That cell is occupied (only %1 allows it, next to the last pawn).</source>
            <translation>[Thát çéll íš óççúpíéd (óñlý %1 állówš ít, ñéxt tó thé lášt páwñ).·························]</translation>
        </message>
        <message>
            <source>Place next to the opponent's last pawn on %1.</source>
            <translation>[Pláçé ñéxt tó thé óppóñéñt'š lášt páwñ óñ %1.·················]</translation>
        </message>
        <message>
            <source>%1 use %2</source>
            <translation>[%1 úšé %2··]</translation>
        </message>
        <message>
            <source>%1 use %2 as %3</source>
            <translation>[%1 úšé %2 áš %3····]</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <comment>a token used on a cell</comment>
            <translation>[%1 óñ %2··]</translation>
        </message>
        <message>
            <source>%1, moving the opponent's pawn to %2</source>
            <translation>[%1, móvíñg thé óppóñéñt'š páwñ tó %2·············]</translation>
        </message>
        <message>
            <source>You are blocked this turn: no gene tokens.</source>
            <translation>[Ýóú áré blóçkéd thíš túrñ: ñó géñé tókéñš.·················]</translation>
        </message>
        <message>
            <source>You do not hold that gene token.</source>
            <translation>[Ýóú dó ñót hóld thát géñé tókéñ.·············]</translation>
        </message>
        <message numerus="yes">
            <source>You may use %n gene token(s) a turn.</source>
            <translation>
                <numerusform>[Ýóú máý úšé %n géñé tókéñ á túrñ.············]</numerusform>
                <numerusform>[Ýóú máý úšé %n géñé tókéñš á túrñ.·············]</numerusform>
            </translation>
        </message>
        <message>
            <source>The token drawn for reaching 10 points can be used from your next turn.</source>
            <translation>[Thé tókéñ dráwñ fór réáçhíñg 10 póíñtš çáñ bé úšéd fróm ýóúr ñéxt túrñ.····························]</translation>
        </message>
        <message>
            <source>%1 has nothing to copy yet: no gene token has been used.</source>
            <translation>[%1 háš ñóthíñg tó çópý ýét: ñó géñé tókéñ háš bééñ úšéd.······················]</translation>
        </message>
        <message>
            <source>%1 is used after placing your pawn.</source>
            <translation>[%1 íš úšéd áftér pláçíñg ýóúr páwñ.·············]</translation>
        </message>
        <message>
            <source>A token picked up this turn can be used now only if it acts after placing; keep %1 for a later turn.</source>
            <translation>[Å tókéñ píçkéd úp thíš túrñ çáñ bé úšéd ñów óñlý íf ít áçtš áftér pláçíñg; kéép %1 fór á látér túrñ.·······································]</translation>
        </message>
        <message>
            <source>%1 is used before placing your pawn.</source>
            <translation>[%1 íš úšéd béfóré pláçíñg ýóúr páwñ.··············]</translation>
        </message>
        <message>
            <source>%1 is already in effect this turn.</source>
            <translation>[%1 íš álréádý íñ éfféçt thíš túrñ.·············]</translation>
        </message>
        <message>
            <source>Flip an opponent's pawn (not flipped yet) next to the pawn you placed.</source>
            <translation>[Flíp áñ óppóñéñt'š páwñ (ñót flíppéd ýét) ñéxt tó thé páwñ ýóú pláçéd.····························]</translation>
        </message>
        <message>
            <source>Move the opponent's last pawn to a free cell next to it.</source>
            <translation>[Móvé thé óppóñéñt'š lášt páwñ tó á fréé çéll ñéxt tó ít.······················]</translation>
        </message>
        <message>
            <source>%1 needs no target cell.</source>
            <translation>[%1 ñéédš ñó tárgét çéll.·········]</translation>
        </message>
        <message>
            <source>a gene token</source>
            <translation>[á géñé tókéñ·····]</translation>
        </message>
        <message>
            <source>%1 discard a mutation token to steal %2</source>
            <translation>[%1 díšçárd á mútátíóñ tókéñ tó štéál %2··············]</translation>
        </message>
        <message>
            <source>%1 let %2 work</source>
            <translation>[%1 lét %2 wórk····]</translation>
        </message>
        <message>
            <source>%1 end their turn</source>
            <translation>[%1 éñd théír túrñ······]</translation>
        </message>
        <message>
            <source>You do not have the %1 mutation.</source>
            <translation>[Ýóú dó ñót hávé thé %1 mútátíóñ.············]</translation>
        </message>
        <message>
            <source>You have already used your mutation this turn.</source>
            <translation>[Ýóú hávé álréádý úšéd ýóúr mútátíóñ thíš túrñ.··················]</translation>
        </message>
        <message>
            <source>You have no mutation tokens left.</source>
            <translation>[Ýóú hávé ñó mútátíóñ tókéñš léft.·············]</translation>
        </message>
        <message>
            <source>%1 block %2 with a mutation token</source>
            <translation>[%1 blóçk %2 wíth á mútátíóñ tókéñ············]</translation>
        </message>
        <message>
            <source>Put the mutation token on a free cell.</source>
            <translation>[Pút thé mútátíóñ tókéñ óñ á fréé çéll.···············]</translation>
        </message>
        <message>
            <source>%1 swap their pawn with the opponent's on %2</source>
            <translation>[%1 šwáp théír páwñ wíth thé óppóñéñt'š óñ %2················]</translation>
        </message>
        <message>
            <source>Swap with an opponent's pawn next to the pawn you placed.</source>
            <translation>[Swáp wíth áñ óppóñéñt'š páwñ ñéxt tó thé páwñ ýóú pláçéd.·······················]</translation>
        </message>
        <message>
            <source>%1 move their pawn to %2</source>
            <translation>[%1 móvé théír páwñ tó %2········]</translation>
        </message>
        <message>
            <source>Move the pawn you placed to a free cell next to it.</source>
            <translation>[Móvé thé páwñ ýóú pláçéd tó á fréé çéll ñéxt tó ít.····················]</translation>
        </message>
        <message>
            <source>unknown</source>
            <comment>a mutation</comment>
            <translation>[úñkñówñ···]</translation>
        </message>
        <message>
            <source>%1 keep the %2 mutation</source>
            <translation>[%1 kéép thé %2 mútátíóñ········]</translation>
        </message>
        <message>
            <source>Keep one of the two mutation tiles you drew.</source>
            <translation>[Kéép óñé óf thé twó mútátíóñ tíléš ýóú dréw.··················]</translation>
        </message>
        <message>
            <source>%1 achieve the target %2: +%3 at once; the tile is turned face down.</source>
            <translation>[%1 áçhíévé thé tárgét %2: +%3 át óñçé; thé tílé íš túrñéd fáçé dówñ.·························]</translation>
        </message>
        <message>
            <source>%1 reach 10 points first (rule D): +%2 and a leftover gene token, face down.</source>
            <translation>[%1 réáçh 10 póíñtš fíršt (rúlé D): +%2 áñd á léftóvér géñé tókéñ, fáçé dówñ.·····························]</translation>
        </message>
        <message>
            <source>%1 reach 10 points first (rule D): +%2; no leftover token is left to draw.</source>
            <translation>[%1 réáçh 10 póíñtš fíršt (rúlé D): +%2; ñó léftóvér tókéñ íš léft tó dráw.····························]</translation>
        </message>
        <message>
            <source>%1' %2 mutation: +%3 for scoring 2 or more this turn.</source>
            <translation>[%1' %2 mútátíóñ: +%3 fór šçóríñg 2 ór móré thíš túrñ.···················]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>where a token lies: which</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <comment>the places of the tokens turned up</comment>
            <translation>[%1; %2·]</translation>
        </message>
        <message>
            <source>The game ends: the tissues give %1 %2, %3 %4.</source>
            <translation>[Thé gámé éñdš: thé tíššúéš gívé %1 %2, %3 %4.···············]</translation>
        </message>
        <message>
            <source>Every token is turned face up: %1.</source>
            <translation>[Évérý tókéñ íš túrñéd fáçé úp: %1.·············]</translation>
        </message>
        <message>
            <source>A draw at %1 points each.</source>
            <translation>[Å dráw át %1 póíñtš éáçh.·········]</translation>
        </message>
        <message>
            <source>%1 win on unused gene tokens, tied at %2 points.</source>
            <translation>[%1 wíñ óñ úñúšéd géñé tókéñš, tíéd át %2 póíñtš.··················]</translation>
        </message>
        <message>
            <source>%1 win %2 to %3.</source>
            <translation>[%1 wíñ %2 tó %3.····]</translation>
        </message>
        <message>
            <source>Use your %1 token as %2 to flip a pawn of the %3 on %4</source>
            <translation>[Úšé ýóúr %1 tókéñ áš %2 tó flíp á páwñ óf thé %3 óñ %4··················]</translation>
        </message>
        <message>
            <source>Use your %1 token as %2 to move the %3' last pawn to %4</source>
            <translation>[Úšé ýóúr %1 tókéñ áš %2 tó móvé thé %3' lášt páwñ tó %4···················]</translation>
        </message>
        <message>
            <source>Use your %1 token as %2</source>
            <translation>[Úšé ýóúr %1 tókéñ áš %2········]</translation>
        </message>
        <message>
            <source>Use your %1 token to flip a pawn of the %2 on %3</source>
            <translation>[Úšé ýóúr %1 tókéñ tó flíp á páwñ óf thé %2 óñ %3·················]</translation>
        </message>
        <message>
            <source>Use your %1 token to move the %2' last pawn to %3</source>
            <translation>[Úšé ýóúr %1 tókéñ tó móvé thé %2' lášt páwñ tó %3·················]</translation>
        </message>
        <message>
            <source>Use your %1 token</source>
            <translation>[Úšé ýóúr %1 tókéñ······]</translation>
        </message>
        <message>
            <source>Open on %1</source>
            <translation>[Ópéñ óñ %1···]</translation>
        </message>
        <message>
            <source>Place your pawn on %1</source>
            <translation>[Pláçé ýóúr páwñ óñ %1········]</translation>
        </message>
        <message>
            <source>End your turn now, keeping the tokens you hold</source>
            <translation>[Éñd ýóúr túrñ ñów, kéépíñg thé tókéñš ýóú hóld··················]</translation>
        </message>
        <message>
            <source>the token</source>
            <translation>[thé tókéñ····]</translation>
        </message>
        <message>
            <source>Steal %1 with a mutation token</source>
            <translation>[Stéál %1 wíth á mútátíóñ tókéñ···········]</translation>
        </message>
        <message>
            <source>Let %1 work</source>
            <translation>[Lét %1 wórk····]</translation>
        </message>
        <message>
            <source>Block %1 with a mutation token</source>
            <translation>[Blóçk %1 wíth á mútátíóñ tókéñ···········]</translation>
        </message>
        <message>
            <source>Swap your pawn with the %1' pawn on %2</source>
            <translation>[Swáp ýóúr páwñ wíth thé %1' páwñ óñ %2··············]</translation>
        </message>
        <message>
            <source>Move your pawn to %1</source>
            <translation>[Móvé ýóúr páwñ tó %1·······]</translation>
        </message>
        <message>
            <source>Keep the %1 mutation</source>
            <translation>[Kéép thé %1 mútátíóñ·······]</translation>
        </message>
        <message>
            <source>Viruses</source>
            <translation>[Vírúšéš···]</translation>
        </message>
        <message>
            <source>Anticorps</source>
            <translation>[Åñtíçórpš····]</translation>
        </message>
        <message>
            <source>Scenario %1: rule %2</source>
            <translation>[Sçéñáríó %1: rúlé %2······]</translation>
        </message>
        <message>
            <source>Scenario %1: rules %2</source>
            <translation>[Sçéñáríó %1: rúléš %2·······]</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>[Sçéñáríó···]</translation>
        </message>
        <message>
            <source>Free combination (the rule switches below)</source>
            <translation>[Fréé çómbíñátíóñ (thé rúlé šwítçhéš bélów)·················]</translation>
        </message>
        <message>
            <source>A built-in scenario sets the additional rules and overrides the switches below.</source>
            <translation>[Å búílt-íñ šçéñáríó šétš thé áddítíóñál rúléš áñd óvérrídéš thé šwítçhéš bélów.································]</translation>
        </message>
        <message>
            <source>Rule %1: %2</source>
            <translation>[Rúlé %1: %2···]</translation>
        </message>
        <message>
            <source>Target tile (rule B)</source>
            <translation>[Tárgét tílé (rúlé B)········]</translation>
        </message>
        <message>
            <source>Drawn at random</source>
            <translation>[Dráwñ át ráñdóm······]</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>[Bóárd··]</translation>
        </message>
        <message>
            <source>Empty: drawn at random. Or an element code such as 1A-3B-2A-4B, or a custom layout; or assemble it on the picture.</source>
            <translation>[Émptý: dráwñ át ráñdóm. Ór áñ éléméñt çódé šúçh áš 1Å-3B-2Å-4B, ór á çúštóm láýóút; ór áššémblé ít óñ thé píçtúré.··············································]</translation>
        </message>
        <message>
            <source>Every token face up</source>
            <translation>[Évérý tókéñ fáçé úp········]</translation>
        </message>
        <message>
            <source>Both sides see every gene token: on the board, in the hands, set aside and left over. Puzzles are played this way; it is also a way to learn the powers.</source>
            <translation>[Bóth šídéš šéé évérý géñé tókéñ: óñ thé bóárd, íñ thé háñdš, šét ášídé áñd léft óvér. Púzzléš áré pláýéd thíš wáý; ít íš álšó á wáý tó léárñ thé pówérš.·····························································]</translation>
        </message>
        <message>
            <source>Solved: the %1 win, %2 to %3.</source>
            <translation>[Sólvéd: thé %1 wíñ, %2 tó %3.·········]</translation>
        </message>
        <message>
            <source>%1 to play: win.</source>
            <translation>[%1 tó pláý: wíñ.······]</translation>
        </message>
        <message numerus="yes">
            <source>The win is still there: %n pawn(s) left to place.</source>
            <translation>
                <numerusform>[Thé wíñ íš štíll théré: %n páwñ léft tó pláçé.··················]</numerusform>
                <numerusform>[Thé wíñ íš štíll théré: %n páwñš léft tó pláçé.··················]</numerusform>
            </translation>
        </message>
        <message>
            <source>That lets the %1 win: try again.</source>
            <translation>[Thát létš thé %1 wíñ: trý ágáíñ.············]</translation>
        </message>
        <message>
            <source>That lets the %1 hold: try again.</source>
            <translation>[Thát létš thé %1 hóld: trý ágáíñ.············]</translation>
        </message>
        <message>
            <source>The %1 answer first.</source>
            <translation>[Thé %1 áñšwér fíršt.·······]</translation>
        </message>
        <message>
            <source>No move wins from here: take your move back.</source>
            <translation>[Ñó móvé wíñš fróm héré: táké ýóúr móvé báçk.··················]</translation>
        </message>
        <message>
            <source>%1: that keeps the win.</source>
            <translation>[%1: thát kéépš thé wíñ.········]</translation>
        </message>
        <message>
            <source>Viruses against anticorps: grow next to each other, win the tissues of the body.</source>
            <translation>[Vírúšéš ágáíñšt áñtíçórpš: grów ñéxt tó éáçh óthér, wíñ thé tíššúéš óf thé bódý.································]</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n cell(s)</source>
            <comment>a tissue and its size</comment>
            <translation>
                <numerusform>[%1 óf %n çéll····]</numerusform>
                <numerusform>[%1 óf %n çéllš····]</numerusform>
            </translation>
        </message>
        <message>
            <source>The %1 holds a radiation token: it scores nothing.</source>
            <translation>[Thé %1 hóldš á rádíátíóñ tókéñ: ít šçóréš ñóthíñg.···················]</translation>
        </message>
        <message>
            <source>The %1 scores nothing (rule G: mucous tissues don't score).</source>
            <translation>[Thé %1 šçóréš ñóthíñg (rúlé G: múçóúš tíššúéš dóñ't šçóré).·······················]</translation>
        </message>
        <message>
            <source>The %1 is tied %2 to %3: nobody scores.</source>
            <translation>[Thé %1 íš tíéd %2 tó %3: ñóbódý šçóréš.·············]</translation>
        </message>
        <message>
            <source>The %1 is empty: nobody scores.</source>
            <translation>[Thé %1 íš émptý: ñóbódý šçóréš.············]</translation>
        </message>
        <message numerus="yes">
            <source>%1 have the majority in the %2 (%3 to %4): %n point(s)</source>
            <translation>
                <numerusform>[%1 hávé thé májórítý íñ thé %2 (%3 tó %4): %n póíñt················]</numerusform>
                <numerusform>[%1 hávé thé májórítý íñ thé %2 (%3 tó %4): %n póíñtš·················]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (rule H: muscular tissues score double)</source>
            <translation>[%1 (rúlé H: múšçúlár tíššúéš šçóré dóúblé)················]</translation>
        </message>
        <message>
            <source>%1, +1 for their mutation</source>
            <translation>[%1, +1 fór théír mútátíóñ·········]</translation>
        </message>
        <message>
            <source>%1.</source>
            <comment>a sentence's full stop</comment>
            <translation>[%1.·]</translation>
        </message>
        <message>
            <source>none</source>
            <comment>no tokens</comment>
            <translation>[ñóñé··]</translation>
        </message>
        <message>
            <source>%1' hand</source>
            <translation>[%1' háñd··]</translation>
        </message>
        <message>
            <source>Leftovers</source>
            <translation>[Léftóvérš····]</translation>
        </message>
        <message>
            <source>Set aside at the opening</source>
            <translation>[Sét ášídé át thé ópéñíñg··········]</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <comment>a token and its cell</comment>
            <translation>[%1 (%2)·]</translation>
        </message>
        <message>
            <source>Still on the board</source>
            <translation>[Stíll óñ thé bóárd·······]</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <comment>a list</comment>
            <translation>[%1, %2·]</translation>
        </message>
        <message>
            <source>10 points (D)</source>
            <comment>rule D's two points</comment>
            <translation>[10 póíñtš (D)·····]</translation>
        </message>
        <message numerus="yes">
            <source>%n gene token(s) held, %1 used</source>
            <translation>
                <numerusform>[%n géñé tókéñ héld, %1 úšéd·········]</numerusform>
                <numerusform>[%n géñé tókéñš héld, %1 úšéd··········]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 hold %n face-down token(s) and %2 (stolen, known).</source>
            <translation>
                <numerusform>[%1 hóld %n fáçé-dówñ tókéñ áñd %2 (štóléñ, kñówñ).··················]</numerusform>
                <numerusform>[%1 hóld %n fáçé-dówñ tókéñš áñd %2 (štóléñ, kñówñ).··················]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 hold %n face-down token(s).</source>
            <translation>
                <numerusform>[%1 hóld %n fáçé-dówñ tókéñ.·········]</numerusform>
                <numerusform>[%1 hóld %n fáçé-dówñ tókéñš.··········]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 · %n cell(s) — %2</source>
            <comment>a tissue in the results</comment>
            <translation>
                <numerusform>[%1 · %n çéll — %2····]</numerusform>
                <numerusform>[%1 · %n çéllš — %2·····]</numerusform>
            </translation>
        </message>
        <message>
            <source>expected final margin (points ahead at the end)</source>
            <translation>[éxpéçtéd fíñál márgíñ (póíñtš áhéád át thé éñd)···················]</translation>
        </message>
        <message>
            <source>points</source>
            <comment>what a move's loss is counted in</comment>
            <translation>[póíñtš··]</translation>
        </message>
    </context>
</TS>
