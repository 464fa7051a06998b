<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_XA">
    <context>
        <name>AnalysisStrip</name>
        <message>
            <source>Cancel</source>
            <translation>[Çáñçél··]</translation>
        </message>
        <message>
            <source>Analyse</source>
            <translation>[Åñálýšé···]</translation>
        </message>
        <message>
            <source>Show the best arrangements on the final position</source>
            <translation>[Shów thé béšt árráñgéméñtš óñ thé fíñál póšítíóñ···················]</translation>
        </message>
        <message numerus="yes">
            <source>Analysing the game… (%1 of %n step(s))</source>
            <translation>
                <numerusform>[Åñálýšíñg thé gámé… (%1 óf %n štép)············]</numerusform>
                <numerusform>[Åñálýšíñg thé gámé… (%1 óf %n štépš)·············]</numerusform>
            </translation>
        </message>
        <message>
            <source>Analysis cancelled.</source>
            <translation>[Åñálýšíš çáñçélléd.········]</translation>
        </message>
        <message>
            <source>The analysis failed: %1</source>
            <translation>[Thé áñálýšíš fáíléd: %1········]</translation>
        </message>
    </context>
    <context>
        <name>AnalysisWords</name>
        <message>
            <source>A loss estimated from samples is marked %1 at most; higher marks need proof</source>
            <translation>[Å lóšš éštímátéd fróm šámpléš íš márkéd %1 át móšt; híghér márkš ñééd próóf·····························]</translation>
        </message>
        <message>
            <source>%1  lost %2 %3 or more, beyond doubt</source>
            <translation>[%1  lóšt %2 %3 ór móré, béýóñd dóúbt············]</translation>
        </message>
        <message>
            <source>Values: %1 for the seat that moved, best move → move played</source>
            <translation>[Válúéš: %1 fór thé šéát thát móvéd, béšt móvé → móvé pláýéd·······················]</translation>
        </message>
        <message>
            <source>exact</source>
            <translation>[éxáçt··]</translation>
        </message>
        <message>
            <source>%1 (lost %2 ± %3, %4)</source>
            <translation>[%1 (lóšt %2 ± %3, %4)·····]</translation>
        </message>
        <message>
            <source>%1 (lost %2, %3)</source>
            <translation>[%1 (lóšt %2, %3)····]</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <comment>a move's values (how they were found)</comment>
            <translation>[%1 (%2)·]</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <comment>the best move's value, then the played move's</comment>
            <translation>[%1 → %2·]</translation>
        </message>
        <message>
            <source>Better: %1, +%2</source>
            <translation>[Béttér: %1, +%2····]</translation>
        </message>
        <message numerus="yes">
            <source>%n sample(s)</source>
            <translation>
                <numerusform>[%n šámplé···]</numerusform>
                <numerusform>[%n šámpléš···]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BetterBanner</name>
        <message>
            <source>Back</source>
            <translation>[Báçk··]</translation>
        </message>
        <message>
            <source>Back to the move played (Esc)</source>
            <translation>[Báçk tó thé móvé pláýéd (Éšç)············]</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; — shown instead of the move played</source>
            <comment>%1: the better move, its gain</comment>
            <translation>[&lt;b&gt;%1&lt;/b&gt; — šhówñ íñštéád óf thé móvé pláýéd··············]</translation>
        </message>
        <message>
            <source>Move %1 as played is in the move list; Back returns the board to it</source>
            <translation>[Móvé %1 áš pláýéd íš íñ thé móvé líšt; Báçk rétúrñš thé bóárd tó ít··························]</translation>
        </message>
        <message>
            <source>The better move cannot be shown: %1</source>
            <translation>[Thé béttér móvé çáññót bé šhówñ: %1·············]</translation>
        </message>
    </context>
    <context>
        <name>Bubble</name>
        <message>
            <source>Start again</source>
            <translation>[Stárt ágáíñ····]</translation>
        </message>
        <message>
            <source>This lesson from its first step</source>
            <translation>[Thíš léššóñ fróm ítš fíršt štép············]</translation>
        </message>
        <message>
            <source>Play a real game against the easy bot</source>
            <translation>[Pláý á réál gámé ágáíñšt thé éášý bót···············]</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>[Ñéxt··]</translation>
        </message>
        <message>
            <source>Next (Enter)</source>
            <translation>[Ñéxt (Éñtér)·····]</translation>
        </message>
        <message>
            <source>Next lesson: %1</source>
            <translation>[Ñéxt léššóñ: %1·····]</translation>
        </message>
        <message>
            <source>Back to the launcher</source>
            <translation>[Báçk tó thé láúñçhér········]</translation>
        </message>
        <message>
            <source>Leave the lesson</source>
            <translation>[Léávé thé léššóñ······]</translation>
        </message>
    </context>
    <context>
        <name>ChooserPage</name>
        <message>
            <source>★ puzzle of the day</source>
            <translation>[★ púzzlé óf thé dáý········]</translation>
        </message>
        <message>
            <source>← Back to the launcher</source>
            <translation>[← Báçk tó thé láúñçhér·········]</translation>
        </message>
        <message>
            <source>%1 of %2 solved</source>
            <translation>[%1 óf %2 šólvéd····]</translation>
        </message>
        <message>
            <source>%1 puzzles</source>
            <translation>[%1 púzzléš···]</translation>
        </message>
        <message>
            <source>Every puzzle, the easiest first</source>
            <translation>[Évérý púzzlé, thé éášíéšt fíršt············]</translation>
        </message>
        <message>
            <source>Double-click a puzzle, or choose one and press Play.</source>
            <translation>[Dóúblé-çlíçk á púzzlé, ór çhóóšé óñé áñd préšš Pláý.·····················]</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>[Pláý··]</translation>
        </message>
        <message>
            <source>★ Puzzle of the day</source>
            <translation>[★ Púzzlé óf thé dáý········]</translation>
        </message>
        <message>
            <source>Play today's puzzle</source>
            <translation>[Pláý tódáý'š púzzlé········]</translation>
        </message>
        <message>
            <source>Cannot show the puzzles</source>
            <translation>[Çáññót šhów thé púzzléš·········]</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <source>Red</source>
            <translation>[Réd·]</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>[Blúé··]</translation>
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
            <source>Purple</source>
            <translation>[Púrplé··]</translation>
        </message>
    </context>
    <context>
        <name>CommandWords</name>
        <message numerus="yes">
            <source>%1 and %n more move(s)</source>
            <translation>
                <numerusform>[%1 áñd %n móré móvé······]</numerusform>
                <numerusform>[%1 áñd %n móré móvéš······]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Crash</name>
        <message>
            <source>Something went wrong</source>
            <translation>[Sóméthíñg wéñt wróñg········]</translation>
        </message>
        <message>
            <source>Something went wrong — your game is saved.</source>
            <translation>[Sóméthíñg wéñt wróñg — ýóúr gámé íš šávéd.·················]</translation>
        </message>
        <message>
            <source>You can play on. The details are in %1.</source>
            <translation>[Ýóú çáñ pláý óñ. Thé détáílš áré íñ %1.···············]</translation>
        </message>
    </context>
    <context>
        <name>EvaluationGraph</name>
        <message>
            <source>Each seat's value after each of its moves; click a point to go there</source>
            <translation>[Éáçh šéát'š válúé áftér éáçh óf ítš móvéš; çlíçk á póíñt tó gó théré···························]</translation>
        </message>
    </context>
    <context>
        <name>GameCard</name>
        <message>
            <source>Learn to play</source>
            <translation>[Léárñ tó pláý·····]</translation>
        </message>
        <message>
            <source>Puzzles</source>
            <translation>[Púzzléš···]</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>[Pláý··]</translation>
        </message>
        <message>
            <source>Coming soon</source>
            <translation>[Çómíñg šóóñ····]</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>The finished game could not be saved to %1: %2. Use Save As to keep it.</source>
            <translation>[Thé fíñíšhéd gámé çóúld ñót bé šávéd tó %1: %2. Úšé Sávé Åš tó kéép ít.···························]</translation>
        </message>
        <message>
            <source>The finished game is saved in %1.</source>
            <translation>[Thé fíñíšhéd gámé íš šávéd íñ %1.············]</translation>
        </message>
        <message>
            <source>Autosave failed: %1.</source>
            <translation>[Åútóšávé fáíléd: %1.·······]</translation>
        </message>
        <message>
            <source>%1 could not decide: %2</source>
            <translation>[%1 çóúld ñót déçídé: %2········]</translation>
        </message>
    </context>
    <context>
        <name>HandoffScreen</name>
        <message>
            <source>… earlier moves are in the move log</source>
            <translation>[… éárlíér móvéš áré íñ thé móvé lóg··············]</translation>
        </message>
        <message>
            <source>Pass to %1 — click when ready</source>
            <translation>[Pášš tó %1 — çlíçk whéñ réádý···········]</translation>
        </message>
        <message>
            <source>Pass to %1</source>
            <translation>[Pášš tó %1···]</translation>
        </message>
        <message>
            <source>Everyone else, look away. Click when ready.</source>
            <translation>[Évérýóñé élšé, lóók áwáý. Çlíçk whéñ réádý.·················]</translation>
        </message>
        <message>
            <source>Just played</source>
            <translation>[Júšt pláýéd····]</translation>
        </message>
    </context>
    <context>
        <name>HistoryPanel</name>
        <message>
            <source>Start of the game</source>
            <translation>[Stárt óf thé gámé·······]</translation>
        </message>
        <message>
            <source>now</source>
            <translation>[ñów·]</translation>
        </message>
    </context>
    <context>
        <name>HistoryWords</name>
        <message>
            <source>There is no step %1.</source>
            <translation>[Théré íš ñó štép %1.·······]</translation>
        </message>
        <message>
            <source>There is nothing to do.</source>
            <translation>[Théré íš ñóthíñg tó dó.·········]</translation>
        </message>
        <message>
            <source>There is nothing to undo.</source>
            <translation>[Théré íš ñóthíñg tó úñdó.··········]</translation>
        </message>
        <message>
            <source>Strict undo: “%1” drew or revealed something and cannot be taken back.</source>
            <translation>[Stríçt úñdó: “%1” dréw ór révéáléd šóméthíñg áñd çáññót bé tákéñ báçk.···························]</translation>
        </message>
        <message>
            <source>Strict undo: “%1” was %2's move.</source>
            <translation>[Stríçt úñdó: “%1” wáš %2'š móvé.···········]</translation>
        </message>
        <message>
            <source>Strict undo: %1's turn is over.</source>
            <translation>[Stríçt úñdó: %1'š túrñ íš óvér.············]</translation>
        </message>
        <message>
            <source>There is nothing to redo.</source>
            <translation>[Théré íš ñóthíñg tó rédó.··········]</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>[Úñdó··]</translation>
        </message>
        <message>
            <source>Undo %1</source>
            <translation>[Úñdó %1··]</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>[Rédó··]</translation>
        </message>
        <message>
            <source>Redo %1</source>
            <translation>[Rédó %1··]</translation>
        </message>
        <message>
            <source>seat %1</source>
            <translation>[šéát %1··]</translation>
        </message>
    </context>
    <context>
        <name>Launcher</name>
        <message>
            <source>%1–%2 players</source>
            <translation>[%1–%2 pláýérš····]</translation>
        </message>
    </context>
    <context>
        <name>LauncherPage</name>
        <message>
            <source>Small tabletop games about the microscopic world, for one table and one screen.</source>
            <translation>[Smáll táblétóp gáméš ábóút thé míçróšçópíç wórld, fór óñé táblé áñd óñé šçrééñ.································]</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>[Réçórdš···]</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>[Çhóóšé á gámé·····]</translation>
        </message>
        <message>
            <source>No games are installed.</source>
            <translation>[Ñó gáméš áré íñštálléd.·········]</translation>
        </message>
        <message>
            <source>Resume your last game</source>
            <translation>[Réšúmé ýóúr lášt gámé········]</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>[Réšúmé··]</translation>
        </message>
        <message>
            <source>Recent games</source>
            <translation>[Réçéñt gáméš·····]</translation>
        </message>
        <message>
            <source>Open a saved game…</source>
            <translation>[Ópéñ á šávéd gámé…·······]</translation>
        </message>
        <message>
            <source>Games you save appear here.</source>
            <translation>[Gáméš ýóú šávé áppéár héré.···········]</translation>
        </message>
    </context>
    <context>
        <name>LauncherWords</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>[%n pláýér···]</numerusform>
                <numerusform>[%n pláýérš···]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <source>Read this, then press Next.</source>
            <translation>[Réád thíš, théñ préšš Ñéxt.···········]</translation>
        </message>
        <message>
            <source>Watch the Tutor's move first.</source>
            <translation>[Wátçh thé Tútór'š móvé fíršt.············]</translation>
        </message>
        <message>
            <source>The lesson is over: play a real game, or go back to the launcher.</source>
            <translation>[Thé léššóñ íš óvér: pláý á réál gámé, ór gó báçk tó thé láúñçhér.··························]</translation>
        </message>
        <message>
            <source>%1  ·  done</source>
            <translation>[%1  ·  dóñé····]</translation>
        </message>
        <message>
            <source>%1  ·  step %2 of %3</source>
            <translation>[%1  ·  štép %2 óf %3······]</translation>
        </message>
        <message>
            <source>Well done: you know the game now.</source>
            <translation>[Wéll dóñé: ýóú kñów thé gámé ñów.·············]</translation>
        </message>
        <message>
            <source>Easy bot</source>
            <translation>[Éášý bót···]</translation>
        </message>
        <message>
            <source>Cannot start the lesson</source>
            <translation>[Çáññót štárt thé léššóñ·········]</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <source>Learn to play %1</source>
            <translation>[Léárñ tó pláý %1······]</translation>
        </message>
        <message>
            <source>Lessons of %1</source>
            <translation>[Léššóñš óf %1····]</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>[Çóñtíñúé···]</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>[Stárt··]</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>[Stárt ágáíñ····]</translation>
        </message>
        <message>
            <source>This lesson from its first step</source>
            <translation>[Thíš léššóñ fróm ítš fíršt štép············]</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>%1 — %2</source>
            <translation>[%1 — %2·]</translation>
        </message>
        <message>
            <source>step %1 of %2</source>
            <translation>[štép %1 óf %2····]</translation>
        </message>
        <message>
            <source>done</source>
            <translation>[dóñé··]</translation>
        </message>
        <message>
            <source>new</source>
            <translation>[ñéw·]</translation>
        </message>
    </context>
    <context>
        <name>LessonsMenu</name>
        <message>
            <source>&amp;Learn to Play</source>
            <translation>[&amp;Léárñ tó Pláý······]</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>easy</source>
            <translation>[éášý··]</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>[médíúm··]</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>[hárd··]</translation>
        </message>
        <message>
            <source>Easy — learning the game</source>
            <translation>[Éášý — léárñíñg thé gámé··········]</translation>
        </message>
        <message>
            <source>Medium — a casual player</source>
            <translation>[Médíúm — á çášúál pláýér··········]</translation>
        </message>
        <message>
            <source>Hard — plays to win</source>
            <translation>[Hárd — pláýš tó wíñ········]</translation>
        </message>
    </context>
    <context>
        <name>LookBackBanner</name>
        <message>
            <source>An earlier move (Left)</source>
            <translation>[Åñ éárlíér móvé (Léft)·········]</translation>
        </message>
        <message>
            <source>A later move (Right)</source>
            <translation>[Å látér móvé (Ríght)········]</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>[Pláý fróm héré······]</translation>
        </message>
        <message>
            <source>Return to the game</source>
            <translation>[Rétúrñ tó thé gámé·······]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Viewing the start of the game&lt;/b&gt; (the game is at move %1).</source>
            <translation>[&lt;b&gt;Víéwíñg thé štárt óf thé gámé&lt;/b&gt; (thé gámé íš át móvé %1).·····················]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Viewing move %2&lt;/b&gt; (the game is at move %1).</source>
            <translation>[&lt;b&gt;Víéwíñg móvé %2&lt;/b&gt; (thé gámé íš át móvé %1).···············]</translation>
        </message>
        <message>
            <source>Nothing changes until you return or play from here.</source>
            <translation>[Ñóthíñg çháñgéš úñtíl ýóú rétúrñ ór pláý fróm héré.····················]</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Move log</source>
            <translation>[Móvé lóg···]</translation>
        </message>
        <message>
            <source>History</source>
            <translation>[Híštórý···]</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>[Thíñkíñg…····]</translation>
        </message>
        <message>
            <source>No game is installed.</source>
            <translation>[Ñó gámé íš íñštálléd.········]</translation>
        </message>
        <message>
            <source>Cannot start the game</source>
            <translation>[Çáññót štárt thé gámé········]</translation>
        </message>
        <message>
            <source>%1 has no table yet</source>
            <translation>[%1 háš ñó táblé ýét·······]</translation>
        </message>
        <message>
            <source>Cannot open the table</source>
            <translation>[Çáññót ópéñ thé táblé········]</translation>
        </message>
        <message>
            <source>The move log and the history are in the View menu (Ctrl+L, Ctrl+H).</source>
            <translation>[Thé móvé lóg áñd thé híštórý áré íñ thé Víéw méñú (Çtrl+L, Çtrl+H).···························]</translation>
        </message>
        <message>
            <source>Cannot open the save</source>
            <translation>[Çáññót ópéñ thé šávé········]</translation>
        </message>
        <message>
            <source>Cannot resume</source>
            <translation>[Çáññót réšúmé·····]</translation>
        </message>
        <message>
            <source>The last game cannot be resumed: %1</source>
            <translation>[Thé lášt gámé çáññót bé réšúméd: %1·············]</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>[Çáññót šávé····]</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>[Sávéd %1.···]</translation>
        </message>
        <message>
            <source>Took back: %1.</source>
            <translation>[Tóók báçk: %1.·····]</translation>
        </message>
        <message>
            <source>Played again: %1.</source>
            <translation>[Pláýéd ágáíñ: %1.······]</translation>
        </message>
        <message>
            <source>Looking back: press Escape or “Return to the game” to play on.</source>
            <translation>[Lóókíñg báçk: préšš Éšçápé ór “Rétúrñ tó thé gámé” tó pláý óñ.·························]</translation>
        </message>
        <message>
            <source>Play on from the start?</source>
            <translation>[Pláý óñ fróm thé štárt?·········]</translation>
        </message>
        <message>
            <source>Play on from move %1?</source>
            <translation>[Pláý óñ fróm móvé %1?········]</translation>
        </message>
        <message>
            <source>Play from here?</source>
            <translation>[Pláý fróm héré?······]</translation>
        </message>
        <message numerus="yes">
            <source>The %n later move(s) stay available for Redo only until somebody moves.</source>
            <translation>
                <numerusform>[Thé %n látér móvé štáý áváíláblé fór Rédó óñlý úñtíl šómébódý móvéš.··························]</numerusform>
                <numerusform>[Thé %n látér móvéš štáý áváíláblé fór Rédó óñlý úñtíl šómébódý móvéš.···························]</numerusform>
            </translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>[Pláý fróm héré······]</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>[&amp;Úñdó··]</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>[&amp;Rédó··]</translation>
        </message>
        <message>
            <source>new game</source>
            <translation>[ñéw gámé···]</translation>
        </message>
        <message>
            <source>%1 is thinking…</source>
            <translation>[%1 íš thíñkíñg…·····]</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;New Game…</source>
            <translation>[&amp;Ñéw Gámé…····]</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>[&amp;Ópéñ…··]</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>[&amp;Sávé··]</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>[Sávé &amp;Åš…····]</translation>
        </message>
        <message>
            <source>&amp;Close Game</source>
            <translation>[&amp;Çlóšé Gámé····]</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>[&amp;Préféréñçéš…·····]</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>[&amp;Qúít··]</translation>
        </message>
        <message>
            <source>&amp;History Panel</source>
            <translation>[&amp;Híštórý Páñél······]</translation>
        </message>
        <message>
            <source>&amp;Move Log</source>
            <translation>[&amp;Móvé Lóg····]</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>[Zóóm &amp;Íñ···]</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>[Zóóm &amp;Óút····]</translation>
        </message>
        <message>
            <source>&amp;Fit to Window</source>
            <translation>[&amp;Fít tó Wíñdów······]</translation>
        </message>
        <message>
            <source>&amp;Full Screen</source>
            <translation>[&amp;Fúll Sçrééñ·····]</translation>
        </message>
        <message>
            <source>&amp;About Microgames</source>
            <translation>[&amp;Åbóút Míçrógáméš·······]</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>[Ré&amp;víéw…···]</translation>
        </message>
        <message>
            <source>Recor&amp;ds…</source>
            <translation>[Réçór&amp;dš…····]</translation>
        </message>
        <message>
            <source>&amp;Return to the Game</source>
            <translation>[&amp;Rétúrñ tó thé Gámé········]</translation>
        </message>
        <message>
            <source>Look at an &amp;Earlier Move</source>
            <translation>[Lóók át áñ &amp;Éárlíér Móvé··········]</translation>
        </message>
        <message>
            <source>Look at a &amp;Later Move</source>
            <translation>[Lóók át á &amp;Látér Móvé········]</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>[&amp;Gámé··]</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>[Ópéñ &amp;Réçéñt·····]</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>[&amp;Édít··]</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>[&amp;Víéw··]</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>[&amp;Hélp··]</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>[&amp;Rúléš··]</translation>
        </message>
        <message>
            <source>&amp;Cards</source>
            <translation>[&amp;Çárdš··]</translation>
        </message>
        <message>
            <source>How to play %1</source>
            <translation>[Hów tó pláý %1·····]</translation>
        </message>
        <message>
            <source>The cards of %1</source>
            <translation>[Thé çárdš óf %1·····]</translation>
        </message>
        <message>
            <source>No rules installed</source>
            <translation>[Ñó rúléš íñštálléd·······]</translation>
        </message>
        <message>
            <source>About Microgames</source>
            <translation>[Åbóút Míçrógáméš······]</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Small tabletop games about the microscopic world: play at one computer, against each other or against the computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; is a game designed by Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; and &lt;b&gt;Remediate&lt;/b&gt; follow their published rule texts; the tables, rulings and computer players are this app's own.&lt;/p&gt;</source>
            <translation>[&lt;h3&gt;Míçrógáméš %1&lt;/h3&gt;&lt;p&gt;Smáll táblétóp gáméš ábóút thé míçróšçópíç wórld: pláý át óñé çómpútér, ágáíñšt éáçh óthér ór ágáíñšt thé çómpútér.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Míçróçhíp&lt;/b&gt; íš á gámé déšígñéd bý Ñéštór Rómérál Åñdréš. &lt;b&gt;Míçrówórld&lt;/b&gt; áñd &lt;b&gt;Rémédíáté&lt;/b&gt; fóllów théír públíšhéd rúlé téxtš; thé tábléš, rúlíñgš áñd çómpútér pláýérš áré thíš ápp'š ówñ.&lt;/p&gt;························································································································]</translation>
        </message>
        <message>
            <source>&amp;Puzzles</source>
            <translation>[&amp;Púzzléš···]</translation>
        </message>
    </context>
    <context>
        <name>MoveList</name>
        <message>
            <source>Start of the game</source>
            <translation>[Stárt óf thé gámé·······]</translation>
        </message>
        <message>
            <source>Show the better move</source>
            <translation>[Shów thé béttér móvé········]</translation>
        </message>
        <message>
            <source>Play the better move on the board in place of the selected one (Esc: back)</source>
            <translation>[Pláý thé béttér móvé óñ thé bóárd íñ pláçé óf thé šéléçtéd óñé (Éšç: báçk)······························]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>what the values measure: a move's values</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>no samples</source>
            <translation>[ñó šámpléš····]</translation>
        </message>
        <message numerus="yes">
            <source>%n sample(s)</source>
            <translation>
                <numerusform>[%n šámplé···]</numerusform>
                <numerusform>[%n šámpléš···]</numerusform>
            </translation>
        </message>
        <message>
            <source>%1–%2 samples</source>
            <translation>[%1–%2 šámpléš····]</translation>
        </message>
        <message>
            <source>Each move's values rest on %1 (exact where a search to the end was affordable).</source>
            <translation>[Éáçh móvé'š válúéš réšt óñ %1 (éxáçt whéré á šéárçh tó thé éñd wáš áffórdáblé).·······························]</translation>
        </message>
        <message>
            <source>Each move's values rest on %1.</source>
            <translation>[Éáçh móvé'š válúéš réšt óñ %1.···········]</translation>
        </message>
    </context>
    <context>
        <name>MoveLogWords</name>
        <message numerus="yes">
            <source>%1 (%n changes, the last: %2)</source>
            <translation>
                <numerusform>[%1 (%n çháñgéš, thé lášt: %2)·········]</numerusform>
                <numerusform>[%1 (%n çháñgéš, thé lášt: %2)·········]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>Player %1</source>
            <translation>[Pláýér %1···]</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>[Çólóúr··]</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>[Péršóñ··]</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>[Çómpútér···]</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game of %1</source>
            <translation>[Ñéw gámé óf %1·····]</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>[Stárt··]</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>[Pláýérš···]</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>[Ñúmbér óf pláýérš:·······]</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>[Çólóúr··]</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>[Ñámé··]</translation>
        </message>
        <message>
            <source>Played by</source>
            <translation>[Pláýéd bý····]</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>[Lévél··]</translation>
        </message>
        <message>
            <source>Table options</source>
            <translation>[Táblé óptíóñš·····]</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>[%1:·]</translation>
        </message>
        <message>
            <source>Seed:</source>
            <translation>[Sééd:··]</translation>
        </message>
        <message>
            <source>a new deal</source>
            <translation>[á ñéw déál····]</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game.</source>
            <translation>[Thé šámé šééd áñd thé šámé móvéš gívé thé šámé gámé.·····················]</translation>
        </message>
        <message>
            <source>New seed</source>
            <translation>[Ñéw šééd···]</translation>
        </message>
        <message>
            <source>The same colour as %1: pick another one.</source>
            <translation>[Thé šámé çólóúr áš %1: píçk áñóthér óñé.···············]</translation>
        </message>
        <message>
            <source>Cannot start: %1</source>
            <translation>[Çáññót štárt: %1······]</translation>
        </message>
        <message>
            <source>Repeat the last deal (seed %1)</source>
            <translation>[Répéát thé lášt déál (šééd %1)···········]</translation>
        </message>
    </context>
    <context>
        <name>PassOverlay</name>
        <message>
            <source>&lt;b&gt;Next: %1.&lt;/b&gt; Look at the table, then pass the screen.</source>
            <translation>[&lt;b&gt;Ñéxt: %1.&lt;/b&gt; Lóók át thé táblé, théñ pášš thé šçrééñ.···················]</translation>
        </message>
        <message>
            <source>Pass to %1</source>
            <translation>[Pášš tó %1···]</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>[Préféréñçéš····]</translation>
        </message>
        <message>
            <source>System</source>
            <translation>[Sýštém··]</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>[Láñgúágé:····]</translation>
        </message>
        <message>
            <source>Show symbols as well as colours</source>
            <translation>[Shów šýmbólš áš wéll áš çólóúrš············]</translation>
        </message>
        <message>
            <source>Colourblind mode:</source>
            <translation>[Çólóúrblíñd módé:·······]</translation>
        </message>
        <message>
            <source>Off (instant)</source>
            <translation>[Óff (íñštáñt)·····]</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>[Fášt··]</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>[Ñórmál··]</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>[Slów··]</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>[Åñímátíóñš:····]</translation>
        </message>
        <message>
            <source>Casual: anything may be taken back</source>
            <translation>[Çášúál: áñýthíñg máý bé tákéñ báçk··············]</translation>
        </message>
        <message>
            <source>Strict: no taking back draws, reveals or others' moves</source>
            <translation>[Stríçt: ñó tákíñg báçk dráwš, révéálš ór óthérš' móvéš······················]</translation>
        </message>
        <message>
            <source>Undo:</source>
            <translation>[Úñdó:··]</translation>
        </message>
        <message>
            <source>When secrets are at stake</source>
            <translation>[Whéñ šéçrétš áré át štáké··········]</translation>
        </message>
        <message>
            <source>Always</source>
            <translation>[Ålwáýš··]</translation>
        </message>
        <message>
            <source>In a game of several people at this screen, when the table is covered while it passes from one person to the next.</source>
            <translation>[Íñ á gámé óf šévérál péóplé át thíš šçrééñ, whéñ thé táblé íš çóvéréd whílé ít páššéš fróm óñé péršóñ tó thé ñéxt.··············································]</translation>
        </message>
        <message>
            <source>Hide the table between people:</source>
            <translation>[Hídé thé táblé bétwééñ péóplé:············]</translation>
        </message>
        <message>
            <source>The undo rule applies to games started from now on.</source>
            <translation>[Thé úñdó rúlé ápplíéš tó gáméš štártéd fróm ñów óñ.····················]</translation>
        </message>
    </context>
    <context>
        <name>Prompts</name>
        <message>
            <source>Microgames saves (*%1);;All files (*)</source>
            <translation>[Míçrógáméš šávéš (*%1);;Åll fíléš (*)··············]</translation>
        </message>
        <message>
            <source>Save the changes to %1 first?</source>
            <translation>[Sávé thé çháñgéš tó %1 fíršt?···········]</translation>
        </message>
        <message>
            <source>Save the changes to this game of %1 first?</source>
            <translation>[Sávé thé çháñgéš tó thíš gámé óf %1 fíršt?················]</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>[Úñšávéd çháñgéš······]</translation>
        </message>
        <message>
            <source>If you don't, you can still resume it from the launcher next time.</source>
            <translation>[Íf ýóú dóñ't, ýóú çáñ štíll réšúmé ít fróm thé láúñçhér ñéxt tímé.··························]</translation>
        </message>
        <message>
            <source>If you don't, the moves since the last save are lost.</source>
            <translation>[Íf ýóú dóñ't, thé móvéš šíñçé thé lášt šávé áré lóšt.·····················]</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>[Ópéñ á šávéd gámé·······]</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>[Sávé thé gámé·····]</translation>
        </message>
    </context>
    <context>
        <name>PuzzleBar</name>
        <message>
            <source>Hint</source>
            <translation>[Híñt··]</translation>
        </message>
        <message>
            <source>Show answer</source>
            <translation>[Shów áñšwér····]</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>[Stárt ágáíñ····]</translation>
        </message>
        <message>
            <source>Next puzzle</source>
            <translation>[Ñéxt púzzlé····]</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>[Báçk··]</translation>
        </message>
        <message>
            <source>Back to the list of puzzles</source>
            <translation>[Báçk tó thé líšt óf púzzléš···········]</translation>
        </message>
    </context>
    <context>
        <name>Puzzles</name>
        <message>
            <source>Your puzzle result could not be kept (%1); it is tried again with your next move.</source>
            <translation>[Ýóúr púzzlé réšúlt çóúld ñót bé képt (%1); ít íš tríéd ágáíñ wíth ýóúr ñéxt móvé.································]</translation>
        </message>
        <message>
            <source>new</source>
            <translation>[ñéw·]</translation>
        </message>
        <message>
            <source>✓ solved</source>
            <translation>[✓ šólvéd···]</translation>
        </message>
        <message>
            <source>tried</source>
            <translation>[tríéd··]</translation>
        </message>
        <message>
            <source>best so far: %1</source>
            <translation>[béšt šó fár: %1·····]</translation>
        </message>
        <message>
            <source>best so far: %1 of %2</source>
            <translation>[béšt šó fár: %1 óf %2·······]</translation>
        </message>
        <message>
            <source>In a puzzle your position is judged as it stands: there is nothing to finish.</source>
            <translation>[Íñ á púzzlé ýóúr póšítíóñ íš júdgéd áš ít štáñdš: théré íš ñóthíñg tó fíñíšh.·······························]</translation>
        </message>
        <message>
            <source>Watch the moves being played first.</source>
            <translation>[Wátçh thé móvéš béíñg pláýéd fíršt.··············]</translation>
        </message>
        <message>
            <source>the puzzle's defence</source>
            <translation>[thé púzzlé'š déféñçé········]</translation>
        </message>
        <message>
            <source>The defence is thinking…</source>
            <translation>[Thé déféñçé íš thíñkíñg…··········]</translation>
        </message>
        <message>
            <source>Looking for a winning move…</source>
            <translation>[Lóókíñg fór á wíññíñg móvé…···········]</translation>
        </message>
        <message>
            <source>Puzzle %1 of %2: %3</source>
            <translation>[Púzzlé %1 óf %2: %3·····]</translation>
        </message>
        <message>
            <source>The search failed (%1): take your move back or start again.</source>
            <translation>[Thé šéárçh fáíléd (%1): táké ýóúr móvé báçk ór štárt ágáíñ.·······················]</translation>
        </message>
        <message>
            <source>The answer, move by move.</source>
            <translation>[Thé áñšwér, móvé bý móvé.··········]</translation>
        </message>
        <message>
            <source>That is the answer. Start again to try it yourself.</source>
            <translation>[Thát íš thé áñšwér. Stárt ágáíñ tó trý ít ýóúršélf.····················]</translation>
        </message>
        <message>
            <source>%1 has no puzzles.</source>
            <translation>[%1 háš ñó púzzléš.······]</translation>
        </message>
        <message>
            <source>Cannot start the puzzle</source>
            <translation>[Çáññót štárt thé púzzlé·········]</translation>
        </message>
    </context>
    <context>
        <name>RecentWords</name>
        <message numerus="yes">
            <source>finished after %n move(s)</source>
            <translation>
                <numerusform>[fíñíšhéd áftér %n móvé········]</numerusform>
                <numerusform>[fíñíšhéd áftér %n móvéš········]</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>[%n móvé··]</numerusform>
                <numerusform>[%n móvéš··]</numerusform>
            </translation>
        </message>
        <message>
            <source>Your last game could not be resumed. %1 It was kept as %2.</source>
            <translation>[Ýóúr lášt gámé çóúld ñót bé réšúméd. %1 Ít wáš képt áš %2.······················]</translation>
        </message>
        <message>
            <source>Your last game could not be resumed. %1</source>
            <translation>[Ýóúr lášt gámé çóúld ñót bé réšúméd. %1···············]</translation>
        </message>
    </context>
    <context>
        <name>Records</name>
        <message>
            <source>vs %1 %2/%3 (%4)</source>
            <translation>[vš %1 %2/%3 (%4)···]</translation>
        </message>
        <message>
            <source>won</source>
            <translation>[wóñ·]</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>[lóšt··]</translation>
        </message>
        <message>
            <source>played on from an earlier position, not counted</source>
            <translation>[pláýéd óñ fróm áñ éárlíér póšítíóñ, ñót çóúñtéd···················]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a game, then the results against each bot level</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>%1%</source>
            <comment>a percentage</comment>
            <translation>[%1%·]</translation>
        </message>
    </context>
    <context>
        <name>RecordsDialog</name>
        <message>
            <source>Records</source>
            <translation>[Réçórdš···]</translation>
        </message>
        <message>
            <source>Reset records…</source>
            <translation>[Réšét réçórdš…······]</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>[Gámé··]</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>[Gáméš··]</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>[Wíñš··]</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>[Wíñ ráté···]</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>[Béšt··]</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>[Åvérágé···]</translation>
        </message>
        <message>
            <source>Finish a game against someone or a bot and it is recorded here.</source>
            <translation>[Fíñíšh á gámé ágáíñšt šóméóñé ór á bót áñd ít íš réçórdéd héré.·························]</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>[Pláýér:···]</translation>
        </message>
        <message>
            <source>Last games</source>
            <translation>[Lášt gáméš····]</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>[Çlóšé··]</translation>
        </message>
        <message>
            <source>The records cannot be read just now (%1).</source>
            <translation>[Thé réçórdš çáññót bé réád júšt ñów (%1).················]</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>[Révíéw thíš gámé······]</translation>
        </message>
    </context>
    <context>
        <name>RecordsHost</name>
        <message numerus="yes">
            <source>%n game(s) could not be recorded (%1); Microgames will try again after the next game.</source>
            <translation>
                <numerusform>[%n gámé çóúld ñót bé réçórdéd (%1); Míçrógáméš wíll trý ágáíñ áftér thé ñéxt gámé.·······························]</numerusform>
                <numerusform>[%n gáméš çóúld ñót bé réçórdéd (%1); Míçrógáméš wíll trý ágáíñ áftér thé ñéxt gámé.································]</numerusform>
            </translation>
        </message>
        <message>
            <source>Reset records?</source>
            <translation>[Réšét réçórdš?······]</translation>
        </message>
        <message>
            <source>Forget every result of %1? This cannot be undone.</source>
            <translation>[Fórgét évérý réšúlt óf %1? Thíš çáññót bé úñdóñé.···················]</translation>
        </message>
        <message>
            <source>Reset records</source>
            <translation>[Réšét réçórdš·····]</translation>
        </message>
        <message>
            <source>Cannot reset records</source>
            <translation>[Çáññót réšét réçórdš········]</translation>
        </message>
        <message>
            <source>The records could not be changed: %1.</source>
            <translation>[Thé réçórdš çóúld ñót bé çháñgéd: %1.··············]</translation>
        </message>
        <message numerus="yes">
            <source>Forgot %n game(s) of %1.</source>
            <translation>
                <numerusform>[Fórgót %n gámé óf %1.·······]</numerusform>
                <numerusform>[Fórgót %n gáméš óf %1.·······]</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Results</name>
        <message>
            <source>A tie between %1 and %2!</source>
            <translation>[Å tíé bétwééñ %1 áñd %2!········]</translation>
        </message>
        <message>
            <source>The %1 win!</source>
            <translation>[Thé %1 wíñ!····]</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>[%1 wíñš!··]</translation>
        </message>
    </context>
    <context>
        <name>ResultsDialog</name>
        <message>
            <source>%1: results</source>
            <translation>[%1: réšúltš····]</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>[Ñéw gámé…····]</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>[Révíéw thíš gámé······]</translation>
        </message>
    </context>
    <context>
        <name>ReviewBar</name>
        <message>
            <source>Show the better move</source>
            <translation>[Shów thé béttér móvé········]</translation>
        </message>
        <message>
            <source>Play the better move on the board in place of this one (Esc: back)</source>
            <translation>[Pláý thé béttér móvé óñ thé bóárd íñ pláçé óf thíš óñé (Éšç: báçk)··························]</translation>
        </message>
        <message>
            <source>The start (Home)</source>
            <translation>[Thé štárt (Hómé)······]</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>[Óñé móvé báçk (Léft)········]</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>[Pláý··]</translation>
        </message>
        <message>
            <source>Play the moves one by one (Space)</source>
            <translation>[Pláý thé móvéš óñé bý óñé (Spáçé)·············]</translation>
        </message>
        <message>
            <source>One move on (Right)</source>
            <translation>[Óñé móvé óñ (Ríght)········]</translation>
        </message>
        <message>
            <source>The end (End)</source>
            <translation>[Thé éñd (Éñd)·····]</translation>
        </message>
        <message>
            <source>Show everything</source>
            <translation>[Shów évérýthíñg······]</translation>
        </message>
        <message>
            <source>As seen by %1</source>
            <translation>[Åš šééñ bý %1····]</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>[Pláý fróm héré······]</translation>
        </message>
        <message>
            <source>Start a new game from the position on show (the reviewed game is kept)</source>
            <translation>[Stárt á ñéw gámé fróm thé póšítíóñ óñ šhów (thé révíéwéd gámé íš képt)····························]</translation>
        </message>
        <message>
            <source>Close review</source>
            <translation>[Çlóšé révíéw·····]</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>[Páúšé··]</translation>
        </message>
    </context>
    <context>
        <name>ReviewHost</name>
        <message>
            <source>Cannot open the save</source>
            <translation>[Çáññót ópéñ thé šávé········]</translation>
        </message>
        <message>
            <source>Cannot open the table</source>
            <translation>[Çáññót ópéñ thé táblé········]</translation>
        </message>
        <message>
            <source>Review of %1 — %2 — Microgames</source>
            <translation>[Révíéw óf %1 — %2 — Míçrógáméš··········]</translation>
        </message>
        <message>
            <source>Review of the last game — %1 — Microgames</source>
            <translation>[Révíéw óf thé lášt gámé — %1 — Míçrógáméš················]</translation>
        </message>
        <message>
            <source>Cannot play from here</source>
            <translation>[Çáññót pláý fróm héré········]</translation>
        </message>
        <message>
            <source>A new game from the start: the reviewed game is unchanged.</source>
            <translation>[Å ñéw gámé fróm thé štárt: thé révíéwéd gámé íš úñçháñgéd.·······················]</translation>
        </message>
        <message>
            <source>A new game from move %1: the reviewed game is unchanged.</source>
            <translation>[Å ñéw gámé fróm móvé %1: thé révíéwéd gámé íš úñçháñgéd.······················]</translation>
        </message>
    </context>
    <context>
        <name>ReviewPage</name>
        <message>
            <source>%1 has no table yet</source>
            <translation>[%1 háš ñó táblé ýét·······]</translation>
        </message>
        <message>
            <source>%1 — %2: %3</source>
            <comment>a move — what the values measure: its values</comment>
            <translation>[%1 — %2: %3··]</translation>
        </message>
        <message>
            <source>%1 %2 — %3: %4</source>
            <comment>a move, its mark — what the values measure: its values</comment>
            <translation>[%1 %2 — %3: %4··]</translation>
        </message>
        <message>
            <source>%1 %2 — %3: %4 — %5</source>
            <comment>a move, its mark — what the values measure: its values — the better move</comment>
            <translation>[%1 %2 — %3: %4 — %5····]</translation>
        </message>
    </context>
    <context>
        <name>ReviewSession</name>
        <message>
            <source>the analysis does not say which commands make it (analyse the game again).</source>
            <translation>[thé áñálýšíš dóéš ñót šáý whíçh çómmáñdš máké ít (áñálýšé thé gámé ágáíñ).······························]</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Start of the game&lt;/b&gt; — %n move(s) in all</source>
            <translation>
                <numerusform>[&lt;b&gt;Stárt óf thé gámé&lt;/b&gt; — %n móvé íñ áll·············]</numerusform>
                <numerusform>[&lt;b&gt;Stárt óf thé gámé&lt;/b&gt; — %n móvéš íñ áll·············]</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Move %1 of %2 (the end):&lt;/b&gt; %3</source>
            <translation>[&lt;b&gt;Móvé %1 óf %2 (thé éñd):&lt;/b&gt; %3········]</translation>
        </message>
        <message>
            <source>&lt;b&gt;Move %1 of %2:&lt;/b&gt; %3</source>
            <translation>[&lt;b&gt;Móvé %1 óf %2:&lt;/b&gt; %3····]</translation>
        </message>
    </context>
    <context>
        <name>ReviewWords</name>
        <message>
            <source>%1: %2 — the best possible with these tiles.</source>
            <translation>[%1: %2 — thé béšt póššíblé wíth théšé tíléš.················]</translation>
        </message>
        <message>
            <source>%1: best possible with these tiles %2 — scored %3.</source>
            <translation>[%1: béšt póššíblé wíth théšé tíléš %2 — šçóréd %3.··················]</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a seat: its marked moves</comment>
            <translation>[%1: %2·]</translation>
        </message>
        <message>
            <source>no “%1”</source>
            <comment>no move marked so</comment>
            <translation>[ñó “%1”··]</translation>
        </message>
        <message>
            <source>%1 “%2”</source>
            <comment>a number of moves marked so</comment>
            <translation>[%1 “%2”·]</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>How to play %1</source>
            <translation>[Hów tó pláý %1·····]</translation>
        </message>
        <message>
            <source>The rules page of %1 is missing from this installation.</source>
            <translation>[Thé rúléš págé óf %1 íš míššíñg fróm thíš íñštállátíóñ.·····················]</translation>
        </message>
    </context>
    <context>
        <name>SeatCard</name>
        <message>
            <source>%1 bot</source>
            <translation>[%1 bót··]</translation>
        </message>
        <message>
            <source>person</source>
            <translation>[péršóñ··]</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>[thíñkíñg…····]</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>[tó pláý···]</translation>
        </message>
    </context>
    <context>
        <name>TableContext</name>
        <message>
            <source>You are looking back at an earlier move: return to the game to play.</source>
            <translation>[Ýóú áré lóókíñg báçk át áñ éárlíér móvé: rétúrñ tó thé gámé tó pláý.···························]</translation>
        </message>
        <message>
            <source>Please wait: it is not your turn yet.</source>
            <translation>[Pléášé wáít: ít íš ñót ýóúr túrñ ýét.···············]</translation>
        </message>
    </context>
</TS>
