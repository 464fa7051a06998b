<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
    <context>
        <name>RulesWords</name>
        <message>
            <source>Not now: first draw a gene (or redraw the hand).</source>
            <translation>[Ñót ñów: fíršt dráw á géñé (ór rédráw thé háñd).···················]</translation>
        </message>
        <message>
            <source>Not now: first clone a gene or skip cloning.</source>
            <translation>[Ñót ñów: fíršt çlóñé á géñé ór škíp çlóñíñg.··················]</translation>
        </message>
        <message>
            <source>Not now: first choose the opponent the attack hits.</source>
            <translation>[Ñót ñów: fíršt çhóóšé thé óppóñéñt thé áttáçk hítš.····················]</translation>
        </message>
        <message>
            <source>Not now: first choose the gene Toxin Secretion removes.</source>
            <translation>[Ñót ñów: fíršt çhóóšé thé géñé Tóxíñ Séçrétíóñ rémóvéš.······················]</translation>
        </message>
        <message>
            <source>Not now: first choose the gene Quorum Sensing mimics.</source>
            <translation>[Ñót ñów: fíršt çhóóšé thé géñé Qúórúm Séñšíñg mímíçš.·····················]</translation>
        </message>
        <message>
            <source>Not now: first remediate, recycle or pass.</source>
            <translation>[Ñót ñów: fíršt rémédíáté, réçýçlé ór pášš.·················]</translation>
        </message>
        <message>
            <source>Not now: first discard down to the hand limit.</source>
            <translation>[Ñót ñów: fíršt díšçárd dówñ tó thé háñd límít.··················]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Thé gámé íš óvér.·······]</translation>
        </message>
        <message>
            <source>It is not your turn: %1 plays now.</source>
            <translation>[Ít íš ñót ýóúr túrñ: %1 pláýš ñów.·············]</translation>
        </message>
        <message>
            <source>%1 by seat %2</source>
            <translation>[%1 bý šéát %2····]</translation>
        </message>
        <message numerus="yes">
            <source>%1 draws %n gene(s)</source>
            <translation>
                <numerusform>[%1 dráwš %n géñé·····]</numerusform>
                <numerusform>[%1 dráwš %n géñéš·····]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 draws %n gene(s).</source>
            <translation>
                <numerusform>[%1 dráwš %n géñé.·····]</numerusform>
                <numerusform>[%1 dráwš %n géñéš.······]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 discards the hand and draws %n new gene(s)</source>
            <translation>
                <numerusform>[%1 díšçárdš thé háñd áñd dráwš %n ñéw géñé···············]</numerusform>
                <numerusform>[%1 díšçárdš thé háñd áñd dráwš %n ñéw géñéš················]</numerusform>
            </translation>
        </message>
        <message>
            <source>Your hand is empty: there is nothing to redraw.</source>
            <translation>[Ýóúr háñd íš émptý: théré íš ñóthíñg tó rédráw.···················]</translation>
        </message>
        <message>
            <source>%1 discards %2 to redraw.</source>
            <translation>[%1 díšçárdš %2 tó rédráw.········]</translation>
        </message>
        <message>
            <source>a gene</source>
            <translation>[á géñé··]</translation>
        </message>
        <message>
            <source>An Attack gene is performed at once; it replaces nothing.</source>
            <translation>[Åñ Åttáçk géñé íš pérfórméd át óñçé; ít répláçéš ñóthíñg.·······················]</translation>
        </message>
        <message>
            <source>There is room for this %1 gene: nothing needs replacing.</source>
            <translation>[Théré íš róóm fór thíš %1 géñé: ñóthíñg ñéédš répláçíñg.······················]</translation>
        </message>
        <message>
            <source>Choose which of your %1 genes this one replaces.</source>
            <translation>[Çhóóšé whíçh óf ýóúr %1 géñéš thíš óñé répláçéš.··················]</translation>
        </message>
        <message>
            <source>%1 clones %2, replacing %3</source>
            <translation>[%1 çlóñéš %2, répláçíñg %3········]</translation>
        </message>
        <message>
            <source>%1 clones %2</source>
            <translation>[%1 çlóñéš %2···]</translation>
        </message>
        <message>
            <source>That gene is not in your hand.</source>
            <translation>[Thát géñé íš ñót íñ ýóúr háñd.············]</translation>
        </message>
        <message>
            <source>%1 clones %2.</source>
            <translation>[%1 çlóñéš %2.····]</translation>
        </message>
        <message>
            <source>%1 is replaced and discarded.</source>
            <translation>[%1 íš répláçéd áñd díšçárdéd.···········]</translation>
        </message>
        <message>
            <source>%1 clones nothing</source>
            <translation>[%1 çlóñéš ñóthíñg······]</translation>
        </message>
        <message>
            <source>seat %1</source>
            <translation>[šéát %1··]</translation>
        </message>
        <message>
            <source>%1 attacks %2</source>
            <translation>[%1 áttáçkš %2····]</translation>
        </message>
        <message>
            <source>%1 attacks %2 with %3</source>
            <translation>[%1 áttáçkš %2 wíth %3······]</translation>
        </message>
        <message>
            <source>Chemotaxis must hit an opponent with the most plastic.</source>
            <translation>[Çhémótáxíš múšt hít áñ óppóñéñt wíth thé móšt pláštíç.······················]</translation>
        </message>
        <message>
            <source>Choose one of your opponents.</source>
            <translation>[Çhóóšé óñé óf ýóúr óppóñéñtš.············]</translation>
        </message>
        <message>
            <source>%1 makes the target discard %2</source>
            <translation>[%1 mákéš thé tárgét díšçárd %2··········]</translation>
        </message>
        <message>
            <source>%1 makes %2 discard %3</source>
            <translation>[%1 mákéš %2 díšçárd %3······]</translation>
        </message>
        <message>
            <source>Choose a gene cloned in %1.</source>
            <translation>[Çhóóšé á géñé çlóñéd íñ %1.··········]</translation>
        </message>
        <message>
            <source>%1's Quorum Sensing mimics %2</source>
            <translation>[%1'š Qúórúm Séñšíñg mímíçš %2··········]</translation>
        </message>
        <message>
            <source>Quorum Sensing can only mimic another gene cloned in a microbe.</source>
            <translation>[Qúórúm Séñšíñg çáñ óñlý mímíç áñóthér géñé çlóñéd íñ á míçróbé.·························]</translation>
        </message>
        <message>
            <source>%1's Quorum Sensing now acts as %2.</source>
            <translation>[%1'š Qúórúm Séñšíñg ñów áçtš áš %2.············]</translation>
        </message>
        <message numerus="yes">
            <source>%1 remediates %n plastic</source>
            <translation>
                <numerusform>[%1 rémédíátéš %n pláštíç········]</numerusform>
                <numerusform>[%1 rémédíátéš %n pláštíç········]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A %1 costs %n plastic; you have %2.</source>
            <translation>
                <numerusform>[Å %1 çóštš %n pláštíç; ýóú hávé %2.············]</numerusform>
                <numerusform>[Å %1 çóštš %n pláštíç; ýóú hávé %2.············]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 recycles %n plastic into a %2.</source>
            <translation>
                <numerusform>[%1 réçýçléš %n pláštíç íñtó á %2.···········]</numerusform>
                <numerusform>[%1 réçýçléš %n pláštíç íñtó á %2.···········]</numerusform>
            </translation>
        </message>
        <message>
            <source>You need a Remediation gene cloned to remediate.</source>
            <translation>[Ýóú ñééd á Rémédíátíóñ géñé çlóñéd tó rémédíáté.···················]</translation>
        </message>
        <message>
            <source>You can remediate 1 to %1 plastic this turn.</source>
            <translation>[Ýóú çáñ rémédíáté 1 tó %1 pláštíç thíš túrñ.·················]</translation>
        </message>
        <message>
            <source>%1 recycles plastic</source>
            <translation>[%1 réçýçléš pláštíç·······]</translation>
        </message>
        <message>
            <source>%1 recycles plastic into a %2</source>
            <translation>[%1 réçýçléš pláštíç íñtó á %2··········]</translation>
        </message>
        <message>
            <source>There is no such recycle pile.</source>
            <translation>[Théré íš ñó šúçh réçýçlé pílé.············]</translation>
        </message>
        <message>
            <source>The %1 pile is empty.</source>
            <translation>[Thé %1 pílé íš émptý.········]</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>[%1 páššéš···]</translation>
        </message>
        <message>
            <source>%1 discards %2 down to the hand limit</source>
            <translation>[%1 díšçárdš %2 dówñ tó thé háñd límít·············]</translation>
        </message>
        <message>
            <source>%1 chooses a resistance</source>
            <translation>[%1 çhóóšéš á réšíštáñçé········]</translation>
        </message>
        <message>
            <source>%1 chooses resistance to %2</source>
            <translation>[%1 çhóóšéš réšíštáñçé tó %2·········]</translation>
        </message>
        <message>
            <source>Choose your resistance on your own turn.</source>
            <translation>[Çhóóšé ýóúr réšíštáñçé óñ ýóúr ówñ túrñ.················]</translation>
        </message>
        <message>
            <source>Only Bacillus subtilis chooses a resistance.</source>
            <translation>[Óñlý Báçíllúš šúbtílíš çhóóšéš á réšíštáñçé.··················]</translation>
        </message>
        <message>
            <source>You already resist %1; the choice is final.</source>
            <translation>[Ýóú álréádý réšíšt %1; thé çhóíçé íš fíñál.················]</translation>
        </message>
        <message>
            <source>There is no such hazard.</source>
            <translation>[Théré íš ñó šúçh házárd.··········]</translation>
        </message>
        <message>
            <source>%1 becomes resistant to %2 for good.</source>
            <translation>[%1 béçóméš réšíštáñt tó %2 fór góód.·············]</translation>
        </message>
        <message>
            <source>%1 or %2</source>
            <translation>[%1 ór %2··]</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>[%1, %2·]</translation>
        </message>
        <message>
            <source>Capped at 1: %1 is %2</source>
            <translation>[Çáppéd át 1: %1 íš %2·······]</translation>
        </message>
        <message>
            <source>Capped at 1: %1 is %2 and you have no %3</source>
            <translation>[Çáppéd át 1: %1 íš %2 áñd ýóú hávé ñó %3··············]</translation>
        </message>
        <message>
            <source>Capped at 1: %1 is %2 and %3 has no %4</source>
            <translation>[Çáppéd át 1: %1 íš %2 áñd %3 háš ñó %4············]</translation>
        </message>
        <message>
            <source>Capped at 1: Terephthalate Sensitivity is cloned into your microbe</source>
            <translation>[Çáppéd át 1: Téréphtháláté Séñšítívítý íš çlóñéd íñtó ýóúr míçróbé··························]</translation>
        </message>
        <message>
            <source>Capped at 1: Terephthalate Sensitivity is cloned into %1's microbe</source>
            <translation>[Çáppéd át 1: Téréphtháláté Séñšítívítý íš çlóñéd íñtó %1'š míçróbé··························]</translation>
        </message>
        <message>
            <source>The gene pool and its discard are both empty: nothing more to draw.</source>
            <translation>[Thé géñé póól áñd ítš díšçárd áré bóth émptý: ñóthíñg móré tó dráw.···························]</translation>
        </message>
        <message numerus="yes">
            <source>The gene pool is empty: the %n discarded gene(s) are shuffled into a new pool.</source>
            <translation>
                <numerusform>[Thé géñé póól íš émptý: thé %n díšçárdéd géñé áré šhúffléd íñtó á ñéw póól.·····························]</numerusform>
                <numerusform>[Thé géñé póól íš émptý: thé %n díšçárdéd géñéš áré šhúffléd íñtó á ñéw póól.······························]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 is clean.</source>
            <translation>[%1 íš çléáñ.····]</translation>
        </message>
        <message>
            <source>%1 discards %2 (discard on environment change).</source>
            <translation>[%1 díšçárdš %2 (díšçárd óñ éñvíróñméñt çháñgé).·················]</translation>
        </message>
        <message numerus="yes">
            <source>The next environment is %1 with %n plastic.</source>
            <translation>
                <numerusform>[Thé ñéxt éñvíróñméñt íš %1 wíth %n pláštíç.················]</numerusform>
                <numerusform>[Thé ñéxt éñvíróñméñt íš %1 wíth %n pláštíç.················]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 remediates %n plastic from %2.</source>
            <translation>
                <numerusform>[%1 rémédíátéš %n pláštíç fróm %2.···········]</numerusform>
                <numerusform>[%1 rémédíátéš %n pláštíç fróm %2.···········]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 steals %n plastic from %2 with %3.</source>
            <translation>
                <numerusform>[%1 štéálš %n pláštíç fróm %2 wíth %3.············]</numerusform>
                <numerusform>[%1 štéálš %n pláštíç fróm %2 wíth %3.············]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 returns %n plastic to the plastic supply (%2).</source>
            <translation>
                <numerusform>[%1 rétúrñš %n pláštíç tó thé pláštíç šúpplý (%2).·················]</numerusform>
                <numerusform>[%1 rétúrñš %n pláštíç tó thé pláštíç šúpplý (%2).·················]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has no plastic left to deal: it is clean at once.</source>
            <translation>[%1 háš ñó pláštíç léft tó déál: ít íš çléáñ át óñçé.····················]</translation>
        </message>
        <message>
            <source>Game over: %1 wins with %2 points.</source>
            <translation>[Gámé óvér: %1 wíñš wíth %2 póíñtš.············]</translation>
        </message>
        <message>
            <source>Game over: %1 share the win with %2 points.</source>
            <translation>[Gámé óvér: %1 šháré thé wíñ wíth %2 póíñtš.················]</translation>
        </message>
        <message>
            <source>The draw-off runs out of genes: the win is shared.</source>
            <translation>[Thé dráw-óff rúñš óút óf géñéš: thé wíñ íš šháréd.····················]</translation>
        </message>
        <message>
            <source>Draw-off: %1 draws %2.</source>
            <translation>[Dráw-óff: %1 dráwš %2.·······]</translation>
        </message>
        <message>
            <source>%1 finds no opponent with plastic: it is wasted.</source>
            <translation>[%1 fíñdš ñó óppóñéñt wíth pláštíç: ít íš wáštéd.··················]</translation>
        </message>
        <message>
            <source>%1 against %2 is blocked by %3; both are discarded.</source>
            <translation>[%1 ágáíñšt %2 íš blóçkéd bý %3; bóth áré díšçárdéd.··················]</translation>
        </message>
        <message>
            <source>%1 leaves %2, replaced.</source>
            <translation>[%1 léávéš %2, répláçéd.········]</translation>
        </message>
        <message>
            <source>%1 is cloned into %2: their remediation is at most 1.</source>
            <translation>[%1 íš çlóñéd íñtó %2: théír rémédíátíóñ íš át móšt 1.····················]</translation>
        </message>
        <message>
            <source>%1 hits %2, who has no cloned gene to lose.</source>
            <translation>[%1 hítš %2, whó háš ñó çlóñéd géñé tó lóšé.················]</translation>
        </message>
        <message>
            <source>%1: %2 discards %3.</source>
            <translation>[%1: %2 díšçárdš %3.·····]</translation>
        </message>
        <message>
            <source>%1 may clone another gene at once (%2).</source>
            <translation>[%1 máý çlóñé áñóthér géñé át óñçé (%2).··············]</translation>
        </message>
        <message>
            <source>%1 finds no cloned gene to mimic.</source>
            <translation>[%1 fíñdš ñó çlóñéd géñé tó mímíç.············]</translation>
        </message>
        <message>
            <source>Environments (the Laboratory first)</source>
            <translation>[Éñvíróñméñtš (thé Lábórátórý fíršt)··············]</translation>
        </message>
        <message>
            <source>About 20 minutes of play per environment.</source>
            <translation>[Åbóút 20 míñútéš óf pláý pér éñvíróñméñt.················]</translation>
        </message>
        <message>
            <source>Break ties with a draw-off</source>
            <translation>[Bréák tíéš wíth á dráw-óff··········]</translation>
        </message>
        <message>
            <source>Tied players draw genes in turn; the first to draw a Remediation gene wins.</source>
            <translation>[Tíéd pláýérš dráw géñéš íñ túrñ; thé fíršt tó dráw á Rémédíátíóñ géñé wíñš.······························]</translation>
        </message>
        <message>
            <source>Microbe</source>
            <translation>[Míçróbé···]</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>[Ráñdóm··]</translation>
        </message>
        <message>
            <source>Two players cannot play the same microbe.</source>
            <translation>[Twó pláýérš çáññót pláý thé šámé míçróbé.················]</translation>
        </message>
        <message>
            <source>%1 already plays %2: pick another microbe, or Random.</source>
            <translation>[%1 álréádý pláýš %2: píçk áñóthér míçróbé, ór Ráñdóm.····················]</translation>
        </message>
        <message>
            <source>Remediate</source>
            <translation>[Rémédíáté····]</translation>
        </message>
        <message>
            <source>Clone genes into your microbe, clean up plastic, recycle it, and sabotage the other microbes.</source>
            <translation>[Çlóñé géñéš íñtó ýóúr míçróbé, çléáñ úp pláštíç, réçýçlé ít, áñd šábótágé thé óthér míçróbéš.·····································]</translation>
        </message>
        <message>
            <source>20 min per environment</source>
            <translation>[20 míñ pér éñvíróñméñt·········]</translation>
        </message>
        <message>
            <source>chance to win</source>
            <translation>[çháñçé tó wíñ·····]</translation>
        </message>
        <message>
            <source>chance to win</source>
            <comment>what a move's loss is counted in</comment>
            <translation>[çháñçé tó wíñ·····]</translation>
        </message>
    </context>
    <context>
        <name>TableWords</name>
        <message>
            <source>Draw</source>
            <translation>[Dráw··]</translation>
        </message>
        <message>
            <source>Draw genes from the pool (or click the pool)</source>
            <translation>[Dráw géñéš fróm thé póól (ór çlíçk thé póól)··················]</translation>
        </message>
        <message>
            <source>Redraw whole hand…</source>
            <translation>[Rédráw whólé háñd…·······]</translation>
        </message>
        <message>
            <source>Discard your whole hand and draw as many; this ends your turn (asks first)</source>
            <translation>[Díšçárd ýóúr whólé háñd áñd dráw áš máñý; thíš éñdš ýóúr túrñ (áškš fíršt)······························]</translation>
        </message>
        <message>
            <source>Clone</source>
            <translation>[Çlóñé··]</translation>
        </message>
        <message>
            <source>Clone the picked hand card (or drag it onto its slot, or double-click it)</source>
            <translation>[Çlóñé thé píçkéd háñd çárd (ór drág ít óñtó ítš šlót, ór dóúblé-çlíçk ít)·····························]</translation>
        </message>
        <message>
            <source>Skip cloning</source>
            <translation>[Skíp çlóñíñg·····]</translation>
        </message>
        <message>
            <source>Clone nothing (more) this turn</source>
            <translation>[Çlóñé ñóthíñg (móré) thíš túrñ············]</translation>
        </message>
        <message>
            <source>Remediate</source>
            <translation>[Rémédíáté····]</translation>
        </message>
        <message>
            <source>Take plastic from the environment into your stash</source>
            <translation>[Táké pláštíç fróm thé éñvíróñméñt íñtó ýóúr štášh····················]</translation>
        </message>
        <message>
            <source>Recycle %1</source>
            <translation>[Réçýçlé %1···]</translation>
        </message>
        <message>
            <source>Turn plastic from your stash into a %1 (points)</source>
            <translation>[Túrñ pláštíç fróm ýóúr štášh íñtó á %1 (póíñtš)··················]</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>[Pášš··]</translation>
        </message>
        <message>
            <source>Neither remediate nor recycle; ends your turn</source>
            <translation>[Ñéíthér rémédíáté ñór réçýçlé; éñdš ýóúr túrñ··················]</translation>
        </message>
        <message>
            <source>Resist for good…</source>
            <translation>[Réšíšt fór góód…······]</translation>
        </message>
        <message>
            <source>Bacillus subtilis: resist this hazard for the rest of the game (asks first)</source>
            <translation>[Báçíllúš šúbtílíš: réšíšt thíš házárd fór thé réšt óf thé gámé (áškš fíršt)······························]</translation>
        </message>
        <message numerus="yes">
            <source>Draw %n gene(s)</source>
            <translation>
                <numerusform>[Dráw %n géñé····]</numerusform>
                <numerusform>[Dráw %n géñéš····]</numerusform>
            </translation>
        </message>
        <message>
            <source>Recycle %1 (%2)</source>
            <translation>[Réçýçlé %1 (%2)····]</translation>
        </message>
        <message>
            <source>Clone %1</source>
            <translation>[Çlóñé %1··]</translation>
        </message>
        <message>
            <source>Remediate %1</source>
            <translation>[Rémédíáté %1····]</translation>
        </message>
        <message>
            <source>Replace %1</source>
            <translation>[Répláçé %1···]</translation>
        </message>
        <message numerus="yes">
            <source>Redraw %n gene(s)</source>
            <translation>
                <numerusform>[Rédráw %n géñé·····]</numerusform>
                <numerusform>[Rédráw %n géñéš·····]</numerusform>
            </translation>
        </message>
        <message>
            <source>Resist %1</source>
            <translation>[Réšíšt %1···]</translation>
        </message>
        <message>
            <source>How much plastic to remediate</source>
            <translation>[Hów múçh pláštíç tó rémédíáté············]</translation>
        </message>
        <message>
            <source>The hazard Bacillus subtilis resists for the rest of the game</source>
            <translation>[Thé házárd Báçíllúš šúbtílíš réšíštš fór thé réšt óf thé gámé························]</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>[Ýéš·]</translation>
        </message>
        <message>
            <source>Do it</source>
            <translation>[Dó ít··]</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>[Çáñçél··]</translation>
        </message>
        <message>
            <source>Do nothing (Escape)</source>
            <translation>[Dó ñóthíñg (Éšçápé)········]</translation>
        </message>
        <message>
            <source>Turn %1 plastic from your stash into a %2 (%3 points)</source>
            <translation>[Túrñ %1 pláštíç fróm ýóúr štášh íñtó á %2 (%3 póíñtš)···················]</translation>
        </message>
        <message>
            <source>Every environment is clean.</source>
            <translation>[Évérý éñvíróñméñt íš çléáñ.···········]</translation>
        </message>
        <message>
            <source>Play goes on in the %1.</source>
            <translation>[Pláý góéš óñ íñ thé %1.········]</translation>
        </message>
        <message>
            <source>The game begins in the %1.</source>
            <translation>[Thé gámé bégíñš íñ thé %1.··········]</translation>
        </message>
        <message>
            <source>Since your last turn</source>
            <translation>[Síñçé ýóúr lášt túrñ········]</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>[Whát háppéñéd·····]</translation>
        </message>
        <message>
            <source>no genes</source>
            <translation>[ñó géñéš···]</translation>
        </message>
        <message>
            <source>%1, %2 of %3</source>
            <translation>[%1, %2 óf %3··]</translation>
        </message>
        <message>
            <source>Gene</source>
            <translation>[Géñé··]</translation>
        </message>
        <message>
            <source>%1 goes back to your hand: drop it on a lit slot of your microbe to clone it.</source>
            <translation>[%1 góéš báçk tó ýóúr háñd: dróp ít óñ á lít šlót óf ýóúr míçróbé tó çlóñé ít.······························]</translation>
        </message>
        <message>
            <source>Genes are cloned into your own microbe.</source>
            <translation>[Géñéš áré çlóñéd íñtó ýóúr ówñ míçróbé.················]</translation>
        </message>
        <message>
            <source>Only bots play at this table.</source>
            <translation>[Óñlý bótš pláý át thíš táblé.············]</translation>
        </message>
        <message>
            <source>First pick the gene in your hand that you want to clone (or drag it here).</source>
            <translation>[Fíršt píçk thé géñé íñ ýóúr háñd thát ýóú wáñt tó çlóñé (ór drág ít héré).······························]</translation>
        </message>
        <message>
            <source>%1 is a %2 gene: it goes in the %2 slot.</source>
            <translation>[%1 íš á %2 géñé: ít góéš íñ thé %2 šlót.··············]</translation>
        </message>
        <message>
            <source>Replace %1 with %2? %1 goes to the discard.</source>
            <translation>[Répláçé %1 wíth %2? %1 góéš tó thé díšçárd.···············]</translation>
        </message>
        <message numerus="yes">
            <source>Redraw your whole hand? Your %n gene(s) go to the discard, you draw %n new one(s), and your turn ends.</source>
            <translation>
                <numerusform>[Rédráw ýóúr whólé háñd? Ýóúr %n géñé gó tó thé díšçárd, ýóú dráw %n ñéw óñé, áñd ýóúr túrñ éñdš.·····································]</numerusform>
                <numerusform>[Rédráw ýóúr whólé háñd? Ýóúr %n géñéš gó tó thé díšçárd, ýóú dráw %n ñéw óñéš, áñd ýóúr túrñ éñdš.······································]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 resists %2 for the rest of the game? This choice is final.</source>
            <translation>[%1 réšíštš %2 fór thé réšt óf thé gámé? Thíš çhóíçé íš fíñál.·······················]</translation>
        </message>
        <message>
            <source>Nothing done.</source>
            <translation>[Ñóthíñg dóñé.·····]</translation>
        </message>
        <message>
            <source>The game moved on: nothing done.</source>
            <translation>[Thé gámé móvéd óñ: ñóthíñg dóñé.·············]</translation>
        </message>
        <message>
            <source>resists</source>
            <translation>[réšíštš···]</translation>
        </message>
        <message>
            <source>capped at 1</source>
            <translation>[çáppéd át 1····]</translation>
        </message>
        <message>
            <source>%1 is %2: you resist %3, so your remediation is not capped.</source>
            <translation>[%1 íš %2: ýóú réšíšt %3, šó ýóúr rémédíátíóñ íš ñót çáppéd.·····················]</translation>
        </message>
        <message>
            <source>%1 is %2: you do not resist it without %3, so your remediation is capped at 1 and Support boosts are off.</source>
            <translation>[%1 íš %2: ýóú dó ñót réšíšt ít wíthóút %3, šó ýóúr rémédíátíóñ íš çáppéd át 1 áñd Súppórt bóóštš áré óff.········································]</translation>
        </message>
        <message>
            <source>%1 is %2: %3 resists %4, so its remediation is not capped.</source>
            <translation>[%1 íš %2: %3 réšíštš %4, šó ítš rémédíátíóñ íš ñót çáppéd.····················]</translation>
        </message>
        <message>
            <source>%1 is %2: %3 does not resist it without %4, so its remediation is capped at 1 and Support boosts are off.</source>
            <translation>[%1 íš %2: %3 dóéš ñót réšíšt ít wíthóút %4, šó ítš rémédíátíóñ íš çáppéd át 1 áñd Súppórt bóóštš áré óff.·······································]</translation>
        </message>
        <message>
            <source>Use the arrow keys to pick a card, a pile or a microbe first.</source>
            <translation>[Úšé thé árrów kéýš tó píçk á çárd, á pílé ór á míçróbé fíršt.························]</translation>
        </message>
        <message>
            <source>%1 is not offered now.</source>
            <translation>[%1 íš ñót ófféréd ñów.········]</translation>
        </message>
        <message>
            <source>%1's microbe</source>
            <translation>[%1'š míçróbé····]</translation>
        </message>
        <message>
            <source>The gene pool</source>
            <translation>[Thé géñé póól·····]</translation>
        </message>
        <message>
            <source>A recycle pile</source>
            <translation>[Å réçýçlé pílé······]</translation>
        </message>
        <message>
            <source>An empty gene slot</source>
            <translation>[Åñ émptý géñé šlót·······]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>cloned %1</source>
            <translation>[çlóñéd %1···]</translation>
        </message>
        <message>
            <source>attacked %1</source>
            <translation>[áttáçkéd %1····]</translation>
        </message>
        <message>
            <source>attacked</source>
            <translation>[áttáçkéd···]</translation>
        </message>
        <message>
            <source>remediated %1</source>
            <translation>[rémédíátéd %1····]</translation>
        </message>
        <message>
            <source>recycled %1</source>
            <translation>[réçýçléd %1····]</translation>
        </message>
        <message>
            <source>recycled</source>
            <translation>[réçýçléd···]</translation>
        </message>
        <message>
            <source>new</source>
            <translation>[ñéw·]</translation>
        </message>
        <message>
            <source>No hazard</source>
            <translation>[Ñó házárd····]</translation>
        </message>
        <message>
            <source>Hazard: %1</source>
            <translation>[Házárd: %1···]</translation>
        </message>
        <message>
            <source>as %1</source>
            <translation>[áš %1·]</translation>
        </message>
        <message>
            <source>All clean</source>
            <translation>[Åll çléáñ····]</translation>
        </message>
        <message>
            <source>plastic left</source>
            <translation>[pláštíç léft·····]</translation>
        </message>
        <message>
            <source>%1 VP</source>
            <translation>[%1 VP·]</translation>
        </message>
        <message numerus="yes">
            <source>costs %n plastic</source>
            <translation>
                <numerusform>[çóštš %n pláštíç······]</numerusform>
                <numerusform>[çóštš %n pláštíç······]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 left</source>
            <translation>[%1 léft··]</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>[émptý··]</translation>
        </message>
        <message>
            <source>plastic</source>
            <translation>[pláštíç···]</translation>
        </message>
        <message>
            <source>QS as %1</source>
            <translation>[QS áš %1··]</translation>
        </message>
        <message numerus="yes">
            <source>%1: no hazard. %n plastic to remediate.</source>
            <translation>
                <numerusform>[%1: ñó házárd. %n pláštíç tó rémédíáté.··············]</numerusform>
                <numerusform>[%1: ñó házárd. %n pláštíç tó rémédíáté.··············]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2. Remediation is capped at 1 for a microbe that does not resist it.</source>
            <translation>[%1: %2. Rémédíátíóñ íš çáppéd át 1 fór á míçróbé thát dóéš ñót réšíšt ít.····························]</translation>
        </message>
        <message>
            <source>%1: %2. You resist it: your remediation is not capped.</source>
            <translation>[%1: %2. Ýóú réšíšt ít: ýóúr rémédíátíóñ íš ñót çáppéd.····················]</translation>
        </message>
        <message>
            <source>%1: %2. Your remediation is capped at 1 without %3.</source>
            <translation>[%1: %2. Ýóúr rémédíátíóñ íš çáppéd át 1 wíthóút %3.··················]</translation>
        </message>
        <message>
            <source>Every environment is clean: the game is over.</source>
            <translation>[Évérý éñvíróñméñt íš çléáñ: thé gámé íš óvér.··················]</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>[Éñvíróñméñt····]</translation>
        </message>
        <message>
            <source>Resists %1 for good. %2</source>
            <translation>[Réšíštš %1 fór góód. %2········]</translation>
        </message>
        <message>
            <source> (you)</source>
            <translation>[ (ýóú)··]</translation>
        </message>
        <message>
            <source> (bot, %1)</source>
            <translation>[ (bót, %1)···]</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>[%1 × %2·]</translation>
        </message>
        <message>
            <source>nothing recycled yet</source>
            <translation>[ñóthíñg réçýçléd ýét········]</translation>
        </message>
        <message>
            <source>Hand %1   ·   Stash %2 plastic   ·   Remediates %3</source>
            <translation>[Háñd %1   ·   Stášh %2 pláštíç   ·   Rémédíátéš %3··················]</translation>
        </message>
        <message>
            <source> (bot)</source>
            <translation>[ (bót)··]</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>[%n póíñt··]</numerusform>
                <numerusform>[%n póíñtš···]</numerusform>
            </translation>
        </message>
        <message>
            <source>resists %1 for good</source>
            <translation>[réšíštš %1 fór góód·······]</translation>
        </message>
        <message>
            <source>An empty %1 slot</source>
            <translation>[Åñ émptý %1 šlót······]</translation>
        </message>
        <message>
            <source>%1 gene · %2 in the gene pool of %3</source>
            <translation>[%1 géñé · %2 íñ thé géñé póól óf %3············]</translation>
        </message>
        <message>
            <source>Discarded from a microbe when the environment changes.</source>
            <translation>[Díšçárdéd fróm á míçróbé whéñ thé éñvíróñméñt çháñgéš.······················]</translation>
        </message>
        <message>
            <source>No hazard.</source>
            <translation>[Ñó házárd.····]</translation>
        </message>
        <message>
            <source>Hazard: %1. A microbe that does not resist it remediates at most 1, its Support boosts off.</source>
            <translation>[Házárd: %1. Å míçróbé thát dóéš ñót réšíšt ít rémédíátéš át móšt 1, ítš Súppórt bóóštš óff.····································]</translation>
        </message>
        <message>
            <source>Always the first environment.</source>
            <translation>[Ålwáýš thé fíršt éñvíróñméñt.············]</translation>
        </message>
        <message>
            <source>Shuffled with the others; the Laboratory comes first.</source>
            <translation>[Shúffléd wíth thé óthérš; thé Lábórátórý çóméš fíršt.·····················]</translation>
        </message>
        <message>
            <source>Environment · 1 card · %1 plastic to remediate</source>
            <translation>[Éñvíróñméñt · 1 çárd · %1 pláštíç tó rémédíáté··················]</translation>
        </message>
        <message>
            <source>%1 genes</source>
            <translation>[%1 géñéš··]</translation>
        </message>
        <message>
            <source>Microbes</source>
            <translation>[Míçróbéš···]</translation>
        </message>
        <message>
            <source>Microbe · 1 card (each player plays one of the %1)</source>
            <translation>[Míçróbé · 1 çárd (éáçh pláýér pláýš óñé óf thé %1)···················]</translation>
        </message>
        <message>
            <source>Environments</source>
            <translation>[Éñvíróñméñtš·····]</translation>
        </message>
        <message>
            <source>Recycle cards</source>
            <translation>[Réçýçlé çárdš·····]</translation>
        </message>
        <message>
            <source>Recycle card · %1 in its pile</source>
            <translation>[Réçýçlé çárd · %1 íñ ítš pílé···········]</translation>
        </message>
        <message>
            <source>Costs %1 plastic from a stash (Rhodococcus ruber pays 1 less) and is worth %2 points at the end; it cannot be stolen. %3 plastic cards in all, each unrecycled one worth %4 point.</source>
            <translation>[Çóštš %1 pláštíç fróm á štášh (Rhódóçóççúš rúbér páýš 1 léšš) áñd íš wórth %2 póíñtš át thé éñd; ít çáññót bé štóléñ. %3 pláštíç çárdš íñ áll, éáçh úñréçýçléd óñé wórth %4 póíñt.····································································]</translation>
        </message>
        <message>
            <source>Remediate: the cards</source>
            <translation>[Rémédíáté: thé çárdš········]</translation>
        </message>
        <message>
            <source>Find a card…</source>
            <translation>[Fíñd á çárd…·····]</translation>
        </message>
        <message>
            <source>‹ Previous</source>
            <translation>[‹ Prévíóúš····]</translation>
        </message>
        <message>
            <source>Next ›</source>
            <translation>[Ñéxt ›··]</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>[Pláýér··]</translation>
        </message>
        <message>
            <source>Microbe</source>
            <translation>[Míçróbé···]</translation>
        </message>
        <message>
            <source>Plastic</source>
            <translation>[Pláštíç···]</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>[Póíñtš··]</translation>
        </message>
        <message>
            <source>%1 (%2) to draw or redraw.</source>
            <translation>[%1 (%2) tó dráw ór rédráw.·········]</translation>
        </message>
        <message>
            <source>%1 (%2) to clone a gene or skip cloning.</source>
            <translation>[%1 (%2) tó çlóñé á géñé ór škíp çlóñíñg.··············]</translation>
        </message>
        <message>
            <source>%1 (%2) to choose the microbe an attack hits.</source>
            <translation>[%1 (%2) tó çhóóšé thé míçróbé áñ áttáçk hítš.················]</translation>
        </message>
        <message>
            <source>%1 (%2) to choose the gene Toxin Secretion discards.</source>
            <translation>[%1 (%2) tó çhóóšé thé géñé Tóxíñ Séçrétíóñ díšçárdš.···················]</translation>
        </message>
        <message>
            <source>%1 (%2) to choose the gene Quorum Sensing acts as.</source>
            <translation>[%1 (%2) tó çhóóšé thé géñé Qúórúm Séñšíñg áçtš áš.··················]</translation>
        </message>
        <message>
            <source>%1 (%2) to remediate, recycle or pass.</source>
            <translation>[%1 (%2) tó rémédíáté, réçýçlé ór pášš.··············]</translation>
        </message>
        <message>
            <source>The game is over: %1 wins.</source>
            <translation>[Thé gámé íš óvér: %1 wíñš.··········]</translation>
        </message>
        <message>
            <source>The game is over: %1 win.</source>
            <translation>[Thé gámé íš óvér: %1 wíñ.·········]</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>[Thé gámé íš óvér.·······]</translation>
        </message>
        <message>
            <source>%1 (%2) over the hand limit, to discard.</source>
            <translation>[%1 (%2) óvér thé háñd límít, tó díšçárd.··············]</translation>
        </message>
        <message>
            <source>%1 (%2) is playing…</source>
            <translation>[%1 (%2) íš pláýíñg…······]</translation>
        </message>
        <message>
            <source>Your turn: draw (click the gene pool), or redraw your whole hand (that ends your turn).</source>
            <translation>[Ýóúr túrñ: dráw (çlíçk thé géñé póól), ór rédráw ýóúr whólé háñd (thát éñdš ýóúr túrñ).···································]</translation>
        </message>
        <message>
            <source>Click a lit slot of your microbe to clone %1, or pick another card.</source>
            <translation>[Çlíçk á lít šlót óf ýóúr míçróbé tó çlóñé %1, ór píçk áñóthér çárd.··························]</translation>
        </message>
        <message>
            <source>Clone a gene: drag a hand card onto its slot on your microbe (or click it, then the slot). Or skip cloning.</source>
            <translation>[Çlóñé á géñé: drág á háñd çárd óñtó ítš šlót óñ ýóúr míçróbé (ór çlíçk ít, théñ thé šlót). Ór škíp çlóñíñg.···········································]</translation>
        </message>
        <message>
            <source>%1: click the microbe it attacks (lit).</source>
            <translation>[%1: çlíçk thé míçróbé ít áttáçkš (lít).···············]</translation>
        </message>
        <message>
            <source>Toxin Secretion: click the gene of %1 that is discarded.</source>
            <translation>[Tóxíñ Séçrétíóñ: çlíçk thé géñé óf %1 thát íš díšçárdéd.······················]</translation>
        </message>
        <message>
            <source>Quorum Sensing: click the cloned gene (in any microbe) it acts as.</source>
            <translation>[Qúórúm Séñšíñg: çlíçk thé çlóñéd géñé (íñ áñý míçróbé) ít áçtš áš.··························]</translation>
        </message>
        <message>
            <source>You cannot remediate (no Remediation gene): recycle by clicking a lit pile, or pass.</source>
            <translation>[Ýóú çáññót rémédíáté (ñó Rémédíátíóñ géñé): réçýçlé bý çlíçkíñg á lít pílé, ór pášš.··································]</translation>
        </message>
        <message numerus="yes">
            <source>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
            <translation>
                <numerusform>[%1. Rémédíáté úp tó %n pláštíç, réçýçlé bý çlíçkíñg á lít pílé, ór pášš.···························]</numerusform>
                <numerusform>[%1. Rémédíáté úp tó %n pláštíç, réçýçlé bý çlíçkíñg á lít pílé, ór pášš.···························]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
            <translation>
                <numerusform>[Rémédíáté úp tó %n pláštíç, réçýçlé bý çlíçkíñg á lít pílé, ór pášš.··························]</numerusform>
                <numerusform>[Rémédíáté úp tó %n pláštíç, réçýçlé bý çlíçkíñg á lít pílé, ór pášš.··························]</numerusform>
            </translation>
        </message>
        <message>
            <source>Over the hand limit: click a hand card to discard it (limit %1).</source>
            <translation>[Óvér thé háñd límít: çlíçk á háñd çárd tó díšçárd ít (límít %1).·························]</translation>
        </message>
        <message>
            <source>%1 (%2): %3</source>
            <translation>[%1 (%2): %3··]</translation>
        </message>
        <message>
            <source>Acts as %1: %2</source>
            <translation>[Åçtš áš %1: %2····]</translation>
        </message>
        <message>
            <source>Genes</source>
            <translation>[Géñéš··]</translation>
        </message>
        <message>
            <source>Recycle plastic</source>
            <translation>[Réçýçlé pláštíç······]</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n plastic left</source>
            <translation>
                <numerusform>[%1: %n pláštíç léft······]</numerusform>
                <numerusform>[%1: %n pláštíç léft······]</numerusform>
            </translation>
        </message>
        <message>
            <source>Every environment is clean</source>
            <translation>[Évérý éñvíróñméñt íš çléáñ··········]</translation>
        </message>
        <message>
            <source>Still to come: %1</source>
            <translation>[Stíll tó çómé: %1······]</translation>
        </message>
        <message>
            <source>No environment to come</source>
            <translation>[Ñó éñvíróñméñt tó çómé·········]</translation>
        </message>
        <message>
            <source>A face-down environment</source>
            <translation>[Å fáçé-dówñ éñvíróñméñt·········]</translation>
        </message>
        <message>
            <source>Cleaned (%1):</source>
            <translation>[Çléáñéd (%1):····]</translation>
        </message>
        <message>
            <source>Cleaned: %1</source>
            <translation>[Çléáñéd: %1····]</translation>
        </message>
        <message>
            <source>Gene pool</source>
            <translation>[Géñé póól····]</translation>
        </message>
        <message>
            <source>The gene pool: click to draw</source>
            <translation>[Thé géñé póól: çlíçk tó dráw···········]</translation>
        </message>
        <message>
            <source>The gene pool is empty: drawing shuffles the discard into a new pool</source>
            <translation>[Thé géñé póól íš émptý: dráwíñg šhúffléš thé díšçárd íñtó á ñéw póól···························]</translation>
        </message>
        <message>
            <source>Pool %1</source>
            <translation>[Póól %1··]</translation>
        </message>
        <message numerus="yes">
            <source>Pool: %n gene(s)</source>
            <translation>
                <numerusform>[Póól: %n géñé····]</numerusform>
                <numerusform>[Póól: %n géñéš·····]</numerusform>
            </translation>
        </message>
        <message>
            <source>The discard is empty</source>
            <translation>[Thé díšçárd íš émptý········]</translation>
        </message>
        <message>
            <source>Discard: %1</source>
            <translation>[Díšçárd: %1····]</translation>
        </message>
        <message>
            <source>Plastic supply %1</source>
            <translation>[Pláštíç šúpplý %1······]</translation>
        </message>
        <message>
            <source>%1: %2 points for %3 plastic (click to recycle)</source>
            <translation>[%1: %2 póíñtš fór %3 pláštíç (çlíçk tó réçýçlé)················]</translation>
        </message>
        <message>
            <source>none left</source>
            <translation>[ñóñé léft····]</translation>
        </message>
        <message>
            <source>Every hand</source>
            <translation>[Évérý háñd····]</translation>
        </message>
        <message>
            <source>The hands stay hidden</source>
            <translation>[Thé háñdš štáý híddéñ········]</translation>
        </message>
        <message>
            <source>Your hand  ·  %1</source>
            <translation>[Ýóúr háñd  ·  %1······]</translation>
        </message>
        <message>
            <source>%1's hand  ·  %2</source>
            <translation>[%1'š háñd  ·  %2·····]</translation>
        </message>
        <message>
            <source>%1 of %2 genes (the hand limit)</source>
            <translation>[%1 óf %2 géñéš (thé háñd límít)···········]</translation>
        </message>
        <message>
            <source>Being played</source>
            <translation>[Béíñg pláýéd·····]</translation>
        </message>
        <message>
            <source>1. Draw: click the gene pool</source>
            <translation>[1. Dráw: çlíçk thé géñé póól···········]</translation>
        </message>
        <message>
            <source>2. Clone: drag a gene onto its lit slot</source>
            <translation>[2. Çlóñé: drág á géñé óñtó ítš lít šlót················]</translation>
        </message>
        <message>
            <source>3. Remediate, recycle or pass</source>
            <translation>[3. Rémédíáté, réçýçlé ór pášš············]</translation>
        </message>
    </context>
</TS>
