<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
    <context>
        <name>ChipWords</name>
        <message>
            <source>a tile</source>
            <translation>[á tílé··]</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>[Séát %1··]</translation>
        </message>
        <message>
            <source>the tile</source>
            <translation>[thé tílé···]</translation>
        </message>
        <message>
            <source>nowhere</source>
            <translation>[ñówhéré···]</translation>
        </message>
        <message>
            <source>%1 drafts %2 and places it on %3</source>
            <translation>[%1 dráftš %2 áñd pláçéš ít óñ %3··········]</translation>
        </message>
        <message>
            <source>%1 drafts %2 from column %3 and places it on %4</source>
            <translation>[%1 dráftš %2 fróm çólúmñ %3 áñd pláçéš ít óñ %4················]</translation>
        </message>
        <message>
            <source>%1 swaps a tray tile onto %2</source>
            <translation>[%1 šwápš á tráý tílé óñtó %2··········]</translation>
        </message>
        <message numerus="yes">
            <source>%1 makes %n move(s)</source>
            <translation>
                <numerusform>[%1 mákéš %n móvé·····]</numerusform>
                <numerusform>[%1 mákéš %n móvéš·····]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 rearranges the board in %2 moves (%3)</source>
            <translation>[%1 réárráñgéš thé bóárd íñ %2 móvéš (%3)··············]</translation>
        </message>
        <message>
            <source>There is no seat %1.</source>
            <translation>[Théré íš ñó šéát %1.·······]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Thé gámé íš óvér.·······]</translation>
        </message>
        <message>
            <source>You have finished: press Resume building to change your board.</source>
            <translation>[Ýóú hávé fíñíšhéd: préšš Réšúmé búíldíñg tó çháñgé ýóúr bóárd.·························]</translation>
        </message>
        <message>
            <source>You have finished: your score is locked in.</source>
            <translation>[Ýóú hávé fíñíšhéd: ýóúr šçóré íš lóçkéd íñ.·················]</translation>
        </message>
        <message>
            <source>You have conceded: your score is locked in.</source>
            <translation>[Ýóú hávé çóñçédéd: ýóúr šçóré íš lóçkéd íñ.·················]</translation>
        </message>
        <message>
            <source>That is not a space on your board.</source>
            <translation>[Thát íš ñót á špáçé óñ ýóúr bóárd.··············]</translation>
        </message>
        <message>
            <source>There is no tile on %1.</source>
            <translation>[Théré íš ñó tílé óñ %1.········]</translation>
        </message>
        <message>
            <source>%1 is %2; %3 cannot go there.</source>
            <translation>[%1 íš %2; %3 çáññót gó théré.·········]</translation>
        </message>
        <message>
            <source>%1 drafts %2</source>
            <translation>[%1 dráftš %2···]</translation>
        </message>
        <message>
            <source>%1 drafts %2 from column %3</source>
            <translation>[%1 dráftš %2 fróm çólúmñ %3········]</translation>
        </message>
        <message>
            <source>The draft is over: the pool is empty.</source>
            <translation>[Thé dráft íš óvér: thé póól íš émptý.···············]</translation>
        </message>
        <message>
            <source>It is %1's turn to draft.</source>
            <translation>[Ít íš %1'š túrñ tó dráft.·········]</translation>
        </message>
        <message>
            <source>That tile is not in the pool.</source>
            <translation>[Thát tílé íš ñót íñ thé póól.············]</translation>
        </message>
        <message>
            <source>Take a tile from column %1, the rightmost column that still has tiles.</source>
            <translation>[Táké á tílé fróm çólúmñ %1, thé ríghtmóšt çólúmñ thát štíll háš tíléš.···························]</translation>
        </message>
        <message>
            <source>%1 places %2 on %3</source>
            <translation>[%1 pláçéš %2 óñ %3·····]</translation>
        </message>
        <message>
            <source>places %1 on %2</source>
            <translation>[pláçéš %1 óñ %2····]</translation>
        </message>
        <message>
            <source>That tile is not yours: it belongs to %1.</source>
            <translation>[Thát tílé íš ñót ýóúrš: ít bélóñgš tó %1.················]</translation>
        </message>
        <message>
            <source>That tile is already on your board.</source>
            <translation>[Thát tílé íš álréádý óñ ýóúr bóárd.··············]</translation>
        </message>
        <message>
            <source>That tile is not in your tray.</source>
            <translation>[Thát tílé íš ñót íñ ýóúr tráý.············]</translation>
        </message>
        <message>
            <source>%1 is already taken.</source>
            <translation>[%1 íš álréádý tákéñ.·······]</translation>
        </message>
        <message>
            <source>A rotation is 0 to 3 quarter turns.</source>
            <translation>[Å rótátíóñ íš 0 tó 3 qúártér túrñš.··············]</translation>
        </message>
        <message>
            <source>%1 rotates %2 at %3</source>
            <translation>[%1 rótátéš %2 át %3·····]</translation>
        </message>
        <message>
            <source>%1 rotates %2 at %3 anticlockwise</source>
            <translation>[%1 rótátéš %2 át %3 áñtíçlóçkwíšé···········]</translation>
        </message>
        <message>
            <source>rotates %1 at %2</source>
            <translation>[rótátéš %1 át %2·····]</translation>
        </message>
        <message>
            <source>rotates %1 at %2 anticlockwise</source>
            <translation>[rótátéš %1 át %2 áñtíçlóçkwíšé··········]</translation>
        </message>
        <message>
            <source>A tile turns a quarter clockwise or anticlockwise.</source>
            <translation>[Å tílé túrñš á qúártér çlóçkwíšé ór áñtíçlóçkwíšé.····················]</translation>
        </message>
        <message>
            <source>This tile looks the same every way round.</source>
            <translation>[Thíš tílé lóókš thé šámé évérý wáý róúñd.················]</translation>
        </message>
        <message>
            <source>%1 swaps %2 at %3 with %4 at %5</source>
            <translation>[%1 šwápš %2 át %3 wíth %4 át %5········]</translation>
        </message>
        <message>
            <source>%1 moves %2 from %3 to %4</source>
            <translation>[%1 móvéš %2 fróm %3 tó %4·······]</translation>
        </message>
        <message>
            <source>swaps %1 at %2 with %3 at %4</source>
            <translation>[šwápš %1 át %2 wíth %3 át %4········]</translation>
        </message>
        <message>
            <source>moves %1 from %2 to %3</source>
            <translation>[móvéš %1 fróm %2 tó %3······]</translation>
        </message>
        <message>
            <source>The tile is already there.</source>
            <translation>[Thé tílé íš álréádý théré.··········]</translation>
        </message>
        <message>
            <source>%1 returns %2 at %3 to the tray</source>
            <translation>[%1 rétúrñš %2 át %3 tó thé tráý··········]</translation>
        </message>
        <message>
            <source>returns %1 at %2 to the tray</source>
            <translation>[rétúrñš %1 át %2 tó thé tráý··········]</translation>
        </message>
        <message numerus="yes">
            <source>%1 clears the board (%n tile(s) back to the tray)</source>
            <translation>
                <numerusform>[%1 çléárš thé bóárd (%n tílé báçk tó thé tráý)·················]</numerusform>
                <numerusform>[%1 çléárš thé bóárd (%n tíléš báçk tó thé tráý)·················]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>clears the board (%n tile(s) back to the tray)</source>
            <translation>
                <numerusform>[çléárš thé bóárd (%n tílé báçk tó thé tráý)················]</numerusform>
                <numerusform>[çléárš thé bóárd (%n tíléš báçk tó thé tráý)·················]</numerusform>
            </translation>
        </message>
        <message>
            <source>Your board is already empty.</source>
            <translation>[Ýóúr bóárd íš álréádý émptý.···········]</translation>
        </message>
        <message>
            <source>A rearrangement lists (tile, cell, rotation) triples.</source>
            <translation>[Å réárráñgéméñt líštš (tílé, çéll, rótátíóñ) trípléš.·····················]</translation>
        </message>
        <message>
            <source>A rearrangement lists (tile, cell, rotation) triples of whole numbers.</source>
            <translation>[Å réárráñgéméñt líštš (tílé, çéll, rótátíóñ) trípléš óf whólé ñúmbérš.····························]</translation>
        </message>
        <message>
            <source>Only your own tiles can go on your board.</source>
            <translation>[Óñlý ýóúr ówñ tíléš çáñ gó óñ ýóúr bóárd.················]</translation>
        </message>
        <message>
            <source>A tile can be in only one place.</source>
            <translation>[Å tílé çáñ bé íñ óñlý óñé pláçé.·············]</translation>
        </message>
        <message>
            <source>%1 can hold only one tile.</source>
            <translation>[%1 çáñ hóld óñlý óñé tílé.··········]</translation>
        </message>
        <message>
            <source>%1 rearranges the board</source>
            <translation>[%1 réárráñgéš thé bóárd········]</translation>
        </message>
        <message>
            <source>rearranges the board</source>
            <translation>[réárráñgéš thé bóárd········]</translation>
        </message>
        <message>
            <source>The board is already laid out that way.</source>
            <translation>[Thé bóárd íš álréádý láíd óút thát wáý.················]</translation>
        </message>
        <message>
            <source>%1 finishes</source>
            <translation>[%1 fíñíšhéš····]</translation>
        </message>
        <message>
            <source>%1 finishes with %2; the Finish comes back, below %3's %4</source>
            <translation>[%1 fíñíšhéš wíth %2; thé Fíñíšh çóméš báçk, bélów %3'š %4····················]</translation>
        </message>
        <message>
            <source>%1 finishes with %2</source>
            <translation>[%1 fíñíšhéš wíth %2······]</translation>
        </message>
        <message>
            <source>You can finish once every tile of the pool has been drafted.</source>
            <translation>[Ýóú çáñ fíñíšh óñçé évérý tílé óf thé póól háš bééñ dráftéd.························]</translation>
        </message>
        <message>
            <source>%1 resumes building</source>
            <translation>[%1 réšúméš búíldíñg·······]</translation>
        </message>
        <message>
            <source>At this table Finish locks in your score (Improve after others finish is off).</source>
            <translation>[Åt thíš táblé Fíñíšh lóçkš íñ ýóúr šçóré (Ímpróvé áftér óthérš fíñíšh íš óff).·······························]</translation>
        </message>
        <message>
            <source>You can only resume building after you have finished.</source>
            <translation>[Ýóú çáñ óñlý réšúmé búíldíñg áftér ýóú hávé fíñíšhéd.·····················]</translation>
        </message>
        <message>
            <source>%1 concedes at %2</source>
            <translation>[%1 çóñçédéš át %2·····]</translation>
        </message>
        <message>
            <source>Concede is only used with the Improve after others finish option.</source>
            <translation>[Çóñçédé íš óñlý úšéd wíth thé Ímpróvé áftér óthérš fíñíšh óptíóñ.··························]</translation>
        </message>
        <message>
            <source>You can concede only in the building phase, after the draft.</source>
            <translation>[Ýóú çáñ çóñçédé óñlý íñ thé búíldíñg phášé, áftér thé dráft.························]</translation>
        </message>
        <message>
            <source>Concede is for when another player has posted a higher score; press Finish instead.</source>
            <translation>[Çóñçédé íš fór whéñ áñóthér pláýér háš póštéd á híghér šçóré; préšš Fíñíšh íñštéád.·································]</translation>
        </message>
        <message>
            <source>The game is over: %1 wins with %2.</source>
            <translation>[Thé gámé íš óvér: %1 wíñš wíth %2.············]</translation>
        </message>
        <message>
            <source>The game is over: %1 share the win with %2.</source>
            <translation>[Thé gámé íš óvér: %1 šháré thé wíñ wíth %2.················]</translation>
        </message>
        <message>
            <source>The pool is empty: the draft is over. Everyone finishes their board.</source>
            <translation>[Thé póól íš émptý: thé dráft íš óvér. Évérýóñé fíñíšhéš théír bóárd.···························]</translation>
        </message>
        <message>
            <source>%1 scored %2, below %3: %1 may improve and finish again, or concede.</source>
            <translation>[%1 šçóréd %2, bélów %3: %1 máý ímpróvé áñd fíñíšh ágáíñ, ór çóñçédé.························]</translation>
        </message>
        <message>
            <source>%1 arranges the board</source>
            <translation>[%1 árráñgéš thé bóárd········]</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>[Pláýér··]</translation>
        </message>
        <message>
            <source>Your chip: %1, the best there is. Solved!</source>
            <translation>[Ýóúr çhíp: %1, thé béšt théré íš. Sólvéd!················]</translation>
        </message>
        <message>
            <source>Your chip: %1; the best is %2.</source>
            <translation>[Ýóúr çhíp: %1; thé béšt íš %2.··········]</translation>
        </message>
        <message>
            <source>Your chip is already the best: nothing is left to do.</source>
            <translation>[Ýóúr çhíp íš álréádý thé béšt: ñóthíñg íš léft tó dó.·····················]</translation>
        </message>
        <message>
            <source>Your best chip is built: take the tiles outside it back to the tray.</source>
            <translation>[Ýóúr béšt çhíp íš búílt: táké thé tíléš óútšídé ít báçk tó thé tráý.···························]</translation>
        </message>
        <message>
            <source>The tile on %1 belongs in a best chip, turned another way.</source>
            <translation>[Thé tílé óñ %1 bélóñgš íñ á béšt çhíp, túrñéd áñóthér wáý.······················]</translation>
        </message>
        <message>
            <source>A best chip has %1 on %2.</source>
            <translation>[Å béšt çhíp háš %1 óñ %2.········]</translation>
        </message>
        <message>
            <source>Microchip</source>
            <translation>[Míçróçhíp····]</translation>
        </message>
        <message>
            <source>Draft circuit tiles and wire the best closed microchip on your 5×5 board.</source>
            <translation>[Dráft çírçúít tíléš áñd wíré thé béšt çlóšéd míçróçhíp óñ ýóúr 5×5 bóárd.·····························]</translation>
        </message>
        <message>
            <source>15–25 min</source>
            <translation>[15–25 míñ····]</translation>
        </message>
        <message>
            <source>Improve after others finish</source>
            <translation>[Ímpróvé áftér óthérš fíñíšh···········]</translation>
        </message>
        <message>
            <source>A player below a higher posted score gets the Finish button back, or may concede.</source>
            <translation>[Å pláýér bélów á híghér póštéd šçóré gétš thé Fíñíšh búttóñ báçk, ór máý çóñçédé.································]</translation>
        </message>
        <message>
            <source>Boards</source>
            <translation>[Bóárdš··]</translation>
        </message>
        <message>
            <source>Empty: drawn at random. Or one board letter per seat in seat order (%1–%2), e.g. CAE</source>
            <translation>[Émptý: dráwñ át ráñdóm. Ór óñé bóárd léttér pér šéát íñ šéát órdér (%1–%2), é.g. ÇÅÉ································]</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>[Blúé··]</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>[Réd·]</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>[Grééñ··]</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>[Ýéllów··]</translation>
        </message>
        <message>
            <source>Pink</source>
            <translation>[Píñk··]</translation>
        </message>
        <message>
            <source>There is no board '%1': type letters %2 to %3, or random.</source>
            <translation>[Théré íš ñó bóárd '%1': týpé léttérš %2 tó %3, ór ráñdóm.····················]</translation>
        </message>
        <message>
            <source>Board %1 is chosen twice: each player needs a different board.</source>
            <translation>[Bóárd %1 íš çhóšéñ twíçé: éáçh pláýér ñéédš á dífféréñt bóárd.························]</translation>
        </message>
        <message numerus="yes">
            <source>%n board(s) for %1 players: type one letter per player (%2 to %3), or random.</source>
            <translation>
                <numerusform>[%n bóárd fór %1 pláýérš: týpé óñé léttér pér pláýér (%2 tó %3), ór ráñdóm.··························]</numerusform>
                <numerusform>[%n bóárdš fór %1 pláýérš: týpé óñé léttér pér pláýér (%2 tó %3), ór ráñdóm.···························]</numerusform>
            </translation>
        </message>
        <message>
            <source>Rotate</source>
            <translation>[Rótáté··]</translation>
        </message>
        <message>
            <source>Rotate</source>
            <comment>short</comment>
            <translation>[Rótáté··]</translation>
        </message>
        <message>
            <source>Rotate: turn the selected tile clockwise (R)</source>
            <translation>[Rótáté: túrñ thé šéléçtéd tílé çlóçkwíšé (R)··················]</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>[Rémóvé··]</translation>
        </message>
        <message>
            <source>Remove</source>
            <comment>short</comment>
            <translation>[Rémóvé··]</translation>
        </message>
        <message>
            <source>Remove: return the selected tile to the tray (Delete)</source>
            <translation>[Rémóvé: rétúrñ thé šéléçtéd tílé tó thé tráý (Délété)·····················]</translation>
        </message>
        <message>
            <source>Deselect</source>
            <translation>[Déšéléçt···]</translation>
        </message>
        <message>
            <source>Deselect</source>
            <comment>short</comment>
            <translation>[Déšéléçt···]</translation>
        </message>
        <message>
            <source>Deselect: put the selected tile down, or hide the hint (Escape)</source>
            <translation>[Déšéléçt: pút thé šéléçtéd tílé dówñ, ór hídé thé híñt (Éšçápé)·························]</translation>
        </message>
        <message>
            <source>Clear board</source>
            <translation>[Çléár bóárd····]</translation>
        </message>
        <message>
            <source>Clear</source>
            <comment>short</comment>
            <translation>[Çléár··]</translation>
        </message>
        <message>
            <source>Clear board: take every tile on the board back to the tray (no key; asks first)</source>
            <translation>[Çléár bóárd: táké évérý tílé óñ thé bóárd báçk tó thé tráý (ñó kéý; áškš fíršt)································]</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>[Híñt··]</translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>short</comment>
            <translation>[Híñt··]</translation>
        </message>
        <message>
            <source>Hint: show a better arrangement as a ghost on your board (no key)</source>
            <translation>[Híñt: šhów á béttér árráñgéméñt áš á ghóšt óñ ýóúr bóárd (ñó kéý)··························]</translation>
        </message>
        <message>
            <source>Apply hint</source>
            <translation>[Åpplý híñt····]</translation>
        </message>
        <message>
            <source>Apply</source>
            <comment>short</comment>
            <translation>[Åpplý··]</translation>
        </message>
        <message>
            <source>Apply hint: arrange your board like the ghost, one undo step (no key)</source>
            <translation>[Åpplý híñt: árráñgé ýóúr bóárd líké thé ghóšt, óñé úñdó štép (ñó kéý)····························]</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>[Fíñíšh··]</translation>
        </message>
        <message>
            <source>Finish</source>
            <comment>short</comment>
            <translation>[Fíñíšh··]</translation>
        </message>
        <message>
            <source>Finish: post your score (no key)</source>
            <translation>[Fíñíšh: póšt ýóúr šçóré (ñó kéý)·············]</translation>
        </message>
        <message>
            <source>Resume building</source>
            <translation>[Réšúmé búíldíñg······]</translation>
        </message>
        <message>
            <source>Resume</source>
            <comment>short</comment>
            <translation>[Réšúmé··]</translation>
        </message>
        <message>
            <source>Resume building: take your posted score back and change your board (no key)</source>
            <translation>[Réšúmé búíldíñg: táké ýóúr póštéd šçóré báçk áñd çháñgé ýóúr bóárd (ñó kéý)······························]</translation>
        </message>
        <message>
            <source>Concede</source>
            <translation>[Çóñçédé···]</translation>
        </message>
        <message>
            <source>Concede</source>
            <comment>short</comment>
            <translation>[Çóñçédé···]</translation>
        </message>
        <message>
            <source>Concede: stay at your score below a higher posted one (no key; asks first)</source>
            <translation>[Çóñçédé: štáý át ýóúr šçóré bélów á híghér póštéd óñé (ñó kéý; áškš fíršt)······························]</translation>
        </message>
        <message>
            <source>%1 has posted %2. Improve your chip and press Finish again, or Concede at %3.</source>
            <translation>[%1 háš póštéd %2. Ímpróvé ýóúr çhíp áñd préšš Fíñíšh ágáíñ, ór Çóñçédé át %3.····························]</translation>
        </message>
        <message>
            <source>%1 has posted %2. Improve your chip and press Finish, or Concede at %3.</source>
            <translation>[%1 háš póštéd %2. Ímpróvé ýóúr çhíp áñd préšš Fíñíšh, ór Çóñçédé át %3.··························]</translation>
        </message>
        <message>
            <source>Your turn: drag a tile from the lit column to your tray or board.</source>
            <translation>[Ýóúr túrñ: drág á tílé fróm thé lít çólúmñ tó ýóúr tráý ór bóárd.··························]</translation>
        </message>
        <message>
            <source>%1 drafts now; arrange your board meanwhile.</source>
            <translation>[%1 dráftš ñów; árráñgé ýóúr bóárd méáñwhílé.·················]</translation>
        </message>
        <message>
            <source>Conceded at %1.</source>
            <translation>[Çóñçédéd át %1.·····]</translation>
        </message>
        <message>
            <source>Finished: %1 posted. Resume building to change it.</source>
            <translation>[Fíñíšhéd: %1 póštéd. Réšúmé búíldíñg tó çháñgé ít.···················]</translation>
        </message>
        <message>
            <source>Finished: %1 posted.</source>
            <translation>[Fíñíšhéd: %1 póštéd.·······]</translation>
        </message>
        <message>
            <source>Arrange your best chip, then press Finish.</source>
            <translation>[Årráñgé ýóúr béšt çhíp, théñ préšš Fíñíšh.·················]</translation>
        </message>
        <message>
            <source>Drag tiles onto your board; click a placed tile to pick it up, again to turn it.</source>
            <translation>[Drág tíléš óñtó ýóúr bóárd; çlíçk á pláçéd tílé tó píçk ít úp, ágáíñ tó túrñ ít.································]</translation>
        </message>
        <message>
            <source>arrange your chip</source>
            <translation>[árráñgé ýóúr çhíp·······]</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>[gámé óvér····]</translation>
        </message>
        <message>
            <source>your turn to draft</source>
            <translation>[ýóúr túrñ tó dráft·······]</translation>
        </message>
        <message>
            <source>your turn</source>
            <translation>[ýóúr túrñ····]</translation>
        </message>
        <message>
            <source>%1 drafts</source>
            <translation>[%1 dráftš···]</translation>
        </message>
        <message>
            <source>waiting</source>
            <translation>[wáítíñg···]</translation>
        </message>
        <message>
            <source>%1 posted %2: Finish again or Concede</source>
            <translation>[%1 póštéd %2: Fíñíšh ágáíñ ór Çóñçédé·············]</translation>
        </message>
        <message>
            <source>%1 posted %2: Finish or Concede</source>
            <translation>[%1 póštéd %2: Fíñíšh ór Çóñçédé···········]</translation>
        </message>
        <message>
            <source>Below %1's %2</source>
            <translation>[Bélów %1'š %2····]</translation>
        </message>
        <message>
            <source>finished · %1</source>
            <translation>[fíñíšhéd · %1····]</translation>
        </message>
        <message>
            <source>conceded · %1</source>
            <translation>[çóñçédéd · %1····]</translation>
        </message>
        <message>
            <source>building: Finish when ready</source>
            <translation>[búíldíñg: Fíñíšh whéñ réádý···········]</translation>
        </message>
        <message>
            <source>Click a small card to see its board large.</source>
            <translation>[Çlíçk á šmáll çárd tó šéé ítš bóárd lárgé.·················]</translation>
        </message>
        <message>
            <source>%1: drag a tile from the lit column to your tray or onto your board.</source>
            <translation>[%1: drág á tílé fróm thé lít çólúmñ tó ýóúr tráý ór óñtó ýóúr bóárd.··························]</translation>
        </message>
        <message>
            <source>%1 is choosing a tile from the lit column.</source>
            <translation>[%1 íš çhóóšíñg á tílé fróm thé lít çólúmñ.················]</translation>
        </message>
        <message>
            <source>Everyone may arrange their own board at any time.</source>
            <translation>[Évérýóñé máý árráñgé théír ówñ bóárd át áñý tímé.····················]</translation>
        </message>
        <message>
            <source>Building · every tile is yours</source>
            <translation>[Búíldíñg · évérý tílé íš ýóúrš············]</translation>
        </message>
        <message>
            <source>Arrange the best microchip you can from your tiles.</source>
            <translation>[Årráñgé thé béšt míçróçhíp ýóú çáñ fróm ýóúr tíléš.····················]</translation>
        </message>
        <message>
            <source>Arrange your best microchip, then press Finish.</source>
            <translation>[Årráñgé ýóúr béšt míçróçhíp, théñ préšš Fíñíšh.···················]</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>[Gámé óvér····]</translation>
        </message>
        <message>
            <source>Drafting · %1's turn</source>
            <translation>[Dráftíñg · %1'š túrñ·······]</translation>
        </message>
        <message>
            <source>Building · the pool is empty</source>
            <translation>[Búíldíñg · thé póól íš émptý···········]</translation>
        </message>
        <message>
            <source>Still building: %1.</source>
            <translation>[Stíll búíldíñg: %1.·······]</translation>
        </message>
        <message>
            <source>%1 to draft from column %2.</source>
            <translation>[%1 tó dráft fróm çólúmñ %2.·········]</translation>
        </message>
        <message>
            <source>%1 to draft.</source>
            <translation>[%1 tó dráft.····]</translation>
        </message>
        <message>
            <source>Winner: %1.</source>
            <translation>[Wíññér: %1.····]</translation>
        </message>
        <message>
            <source>Shared win: %1.</source>
            <translation>[Sháréd wíñ: %1.·····]</translation>
        </message>
        <message>
            <source>winner · %1</source>
            <translation>[wíññér · %1····]</translation>
        </message>
        <message>
            <source>drafting now</source>
            <translation>[dráftíñg ñów·····]</translation>
        </message>
        <message>
            <source>building</source>
            <translation>[búíldíñg···]</translation>
        </message>
        <message>
            <source>2nd · %1</source>
            <translation>[2ñd · %1··]</translation>
        </message>
        <message>
            <source>3rd · %1</source>
            <translation>[3rd · %1··]</translation>
        </message>
        <message>
            <source>4th · %1</source>
            <translation>[4th · %1··]</translation>
        </message>
        <message>
            <source>5th · %1</source>
            <translation>[5th · %1··]</translation>
        </message>
        <message numerus="yes">
            <source>Take all %n tile(s) on %1's board back to the tray?</source>
            <translation>
                <numerusform>[Táké áll %n tílé óñ %1'š bóárd báçk tó thé tráý?··················]</numerusform>
                <numerusform>[Táké áll %n tíléš óñ %1'š bóárd báçk tó thé tráý?··················]</numerusform>
            </translation>
        </message>
        <message>
            <source>Your Finish came back. %1</source>
            <translation>[Ýóúr Fíñíšh çámé báçk. %1·········]</translation>
        </message>
        <message>
            <source>Concede at %1? %2's score is then locked in.</source>
            <translation>[Çóñçédé át %1? %2'š šçóré íš théñ lóçkéd íñ.················]</translation>
        </message>
        <message>
            <source>No better arrangement found: your board is as good as it gets for now.</source>
            <translation>[Ñó béttér árráñgéméñt fóúñd: ýóúr bóárd íš áš góód áš ít gétš fór ñów.····························]</translation>
        </message>
        <message>
            <source>Hint: the small board beside yours scores %1 (now %2). Press Apply hint to take it.</source>
            <translation>[Híñt: thé šmáll bóárd béšídé ýóúrš šçóréš %1 (ñów %2). Préšš Åpplý híñt tó táké ít.································]</translation>
        </message>
        <message>
            <source>Hint applied: %1 now scores %2.</source>
            <translation>[Híñt ápplíéd: %1 ñów šçóréš %2.···········]</translation>
        </message>
        <message>
            <source>Hint for %1: %2 (now %3)</source>
            <translation>[Híñt fór %1: %2 (ñów %3)·······]</translation>
        </message>
        <message>
            <source>Outlined: what would change</source>
            <translation>[Óútlíñéd: whát wóúld çháñgé···········]</translation>
        </message>
        <message>
            <source>Tile picked up: click it again (or press R, or right-click) to turn it, click a space to move or swap it; Remove puts it back in the tray.</source>
            <translation>[Tílé píçkéd úp: çlíçk ít ágáíñ (ór préšš R, ór ríght-çlíçk) tó túrñ ít, çlíçk á špáçé tó móvé ór šwáp ít; Rémóvé pútš ít báçk íñ thé tráý.·······················································]</translation>
        </message>
        <message>
            <source>You cannot move that tile now.</source>
            <translation>[Ýóú çáññót móvé thát tílé ñów.············]</translation>
        </message>
        <message>
            <source>Take a tile from column %1, the lit column.</source>
            <translation>[Táké á tílé fróm çólúmñ %1, thé lít çólúmñ.················]</translation>
        </message>
        <message>
            <source>error</source>
            <translation>[érrór··]</translation>
        </message>
        <message>
            <source>open wire</source>
            <translation>[ópéñ wíré····]</translation>
        </message>
        <message>
            <source>scoring microchip</source>
            <translation>[šçóríñg míçróçhíp·······]</translation>
        </message>
        <message>
            <source>There is no tile here to pick up.</source>
            <translation>[Théré íš ñó tílé héré tó píçk úp.·············]</translation>
        </message>
        <message>
            <source>Keyboard: arrows move, Enter picks up and drops, R turns, Delete returns to the tray, Escape cancels.</source>
            <translation>[Kéýbóárd: árrówš móvé, Éñtér píçkš úp áñd drópš, R túrñš, Délété rétúrñš tó thé tráý, Éšçápé çáñçélš.········································]</translation>
        </message>
        <message>
            <source>Drop the tile on a space of your board or in your tray.</source>
            <translation>[Dróp thé tílé óñ á špáçé óf ýóúr bóárd ór íñ ýóúr tráý.······················]</translation>
        </message>
        <message>
            <source>The draft is over.</source>
            <translation>[Thé dráft íš óvér.·······]</translation>
        </message>
        <message>
            <source>It is %1's turn to draft: the tile goes to %1's tray or board.</source>
            <translation>[Ít íš %1'š túrñ tó dráft: thé tílé góéš tó %1'š tráý ór bóárd.·······················]</translation>
        </message>
        <message>
            <source>That is %1's tray: arrange only your own.</source>
            <translation>[Thát íš %1'š tráý: árráñgé óñlý ýóúr ówñ.················]</translation>
        </message>
        <message>
            <source>That is %1's board: arrange only your own.</source>
            <translation>[Thát íš %1'š bóárd: árráñgé óñlý ýóúr ówñ.················]</translation>
        </message>
        <message>
            <source>That is %1's board: a bot arranges it.</source>
            <translation>[Thát íš %1'š bóárd: á bót árráñgéš ít.··············]</translation>
        </message>
        <message>
            <source>Please wait a moment.</source>
            <translation>[Pléášé wáít á móméñt.········]</translation>
        </message>
        <message>
            <source>You cannot change this board now.</source>
            <translation>[Ýóú çáññót çháñgé thíš bóárd ñów.·············]</translation>
        </message>
        <message>
            <source>%1 tie on %2 points; %3 wins the tie-break with the most tiles in the microchip (%4).</source>
            <translation>[%1 tíé óñ %2 póíñtš; %3 wíñš thé tíé-bréák wíth thé móšt tíléš íñ thé míçróçhíp (%4).·······························]</translation>
        </message>
        <message>
            <source>%1 tie on %2 points with equally large microchips (%3): the victory is shared.</source>
            <translation>[%1 tíé óñ %2 póíñtš wíth éqúállý lárgé míçróçhípš (%3): thé víçtórý íš šháréd.·····························]</translation>
        </message>
        <message>
            <source>no closed microchip: 0 − 2 × %1 outside = %2</source>
            <translation>[ñó çlóšéd míçróçhíp: 0 − 2 × %1 óútšídé = %2················]</translation>
        </message>
        <message>
            <source>%1 links − 2 × %2 outside = %3</source>
            <translation>[%1 líñkš − 2 × %2 óútšídé = %3··········]</translation>
        </message>
        <message>
            <source>badges: %1, %2</source>
            <translation>[bádgéš: %1, %2····]</translation>
        </message>
        <message numerus="yes">
            <source>%n error(s)</source>
            <translation>
                <numerusform>[%n érrór··]</numerusform>
                <numerusform>[%n érrórš···]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n open wire(s)</source>
            <translation>
                <numerusform>[%n ópéñ wíré····]</numerusform>
                <numerusform>[%n ópéñ wíréš····]</numerusform>
            </translation>
        </message>
        <message>
            <source>badges: %1</source>
            <translation>[bádgéš: %1···]</translation>
        </message>
        <message>
            <source>no badges</source>
            <translation>[ñó bádgéš····]</translation>
        </message>
        <message>
            <source>%1: %2 (%3)</source>
            <translation>[%1: %2 (%3)··]</translation>
        </message>
        <message numerus="yes">
            <source>chip of %n tile(s)</source>
            <translation>
                <numerusform>[çhíp óf %n tílé·····]</numerusform>
                <numerusform>[çhíp óf %n tíléš······]</numerusform>
            </translation>
        </message>
        <message>
            <source>no closed microchip</source>
            <translation>[ñó çlóšéd míçróçhíp········]</translation>
        </message>
        <message>
            <source>Each connection in your microchip scores 1; every other tile you own costs 2.</source>
            <translation>[Éáçh çóññéçtíóñ íñ ýóúr míçróçhíp šçóréš 1; évérý óthér tílé ýóú ówñ çóštš 2.·······························]</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) left</source>
            <translation>
                <numerusform>[%n tílé léft····]</numerusform>
                <numerusform>[%n tíléš léft····]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 · drafting from column %2</source>
            <translation>[%1 · dráftíñg fróm çólúmñ %2··········]</translation>
        </message>
        <message>
            <source>%1 · take from column %2</source>
            <translation>[%1 · táké fróm çólúmñ %2········]</translation>
        </message>
        <message>
            <source>%1 · column %2</source>
            <translation>[%1 · çólúmñ %2····]</translation>
        </message>
        <message>
            <source>chip of %1 · %2 outside</source>
            <translation>[çhíp óf %1 · %2 óútšídé········]</translation>
        </message>
        <message>
            <source>no chip · %1 outside</source>
            <translation>[ñó çhíp · %1 óútšídé·······]</translation>
        </message>
        <message>
            <source>The pool</source>
            <translation>[Thé póól···]</translation>
        </message>
        <message>
            <source>%1 bot · board %2</source>
            <translation>[%1 bót · bóárd %2·····]</translation>
        </message>
        <message>
            <source>person · board %1</source>
            <translation>[péršóñ · bóárd %1······]</translation>
        </message>
        <message>
            <source>Tray</source>
            <translation>[Tráý··]</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>[%n póíñt··]</numerusform>
                <numerusform>[%n póíñtš···]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>−%n point(s)</source>
            <translation>
                <numerusform>[−%n póíñt···]</numerusform>
                <numerusform>[−%n póíñtš···]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>-%n point(s)</source>
            <translation>
                <numerusform>[-%n póíñt···]</numerusform>
                <numerusform>[-%n póíñtš···]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>[%1 áñd %2··]</translation>
        </message>
        <message>
            <source>best final score expected with the tiles drafted</source>
            <translation>[béšt fíñál šçóré éxpéçtéd wíth thé tíléš dráftéd···················]</translation>
        </message>
        <message>
            <source>points</source>
            <comment>what a move's loss is counted in</comment>
            <translation>[póíñtš··]</translation>
        </message>
        <message numerus="yes">
            <source>the best arrangement of these tiles, %n point(s)</source>
            <translation>
                <numerusform>[thé béšt árráñgéméñt óf théšé tíléš, %n póíñt·················]</numerusform>
                <numerusform>[thé béšt árráñgéméñt óf théšé tíléš, %n póíñtš··················]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n connection(s)</source>
            <translation>
                <numerusform>[%n çóññéçtíóñ····]</numerusform>
                <numerusform>[%n çóññéçtíóñš·····]</numerusform>
            </translation>
        </message>
        <message>
            <source>Best possible with your tiles: %1
you made it</source>
            <translation>[Béšt póššíblé wíth ýóúr tíléš: %1
ýóú mádé ít·················]</translation>
        </message>
        <message>
            <source>Best possible with your tiles: %1
you scored %2</source>
            <translation>[Béšt póššíblé wíth ýóúr tíléš: %1
ýóú šçóréd %2·················]</translation>
        </message>
        <message>
            <source>Best %1 · made it</source>
            <translation>[Béšt %1 · mádé ít······]</translation>
        </message>
        <message>
            <source>Best %1 · scored %2</source>
            <translation>[Béšt %1 · šçóréd %2······]</translation>
        </message>
    </context>
</TS>
