<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>Colours</name>
    <message>
        <source>Red</source>
        <extracomment>The names of the seat colours the games offer: a seat is named after its colour unless the game names its sides.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandWords</name>
    <message numerus="yes">
        <source>%1 and %n more move(s)</source>
        <extracomment>The name used for this command type in save files; defaults to the class name.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong — your game is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can play on. The details are in %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The finished game could not be saved to %1: %2. Use Save As to keep it.</source>
        <extracomment>A resumed autosave had moves that were never saved to a file (until the next save). A scratch game (a lesson) keeps its own progress: it never autosaves, never asks to be saved and leaves the autosave of the person&apos;s real game alone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finished game is saved in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not decide: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>… earlier moves are in the move log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1 — click when ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else, look away. Click when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Just played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message>
        <source>There is no step %1.</source>
        <extracomment>``(state before, state after, commands) -&gt; (events, run)``: what the log says about a step beyond its label.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict undo: “%1” drew or revealed something and cannot be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict undo: “%1” was %2&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict undo: %1&apos;s turn is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LauncherPage</name>
    <message>
        <source>Small tabletop games about the microscopic world, for one table and one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume your last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games you save appear here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LauncherWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>easy</source>
        <extracomment>The languages offered in Preferences, each named in itself (&quot;system&quot; follows the computer&apos;s).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy — learning the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium — a casual player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard — plays to win</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LookBackBanner</name>
    <message>
        <source>An earlier move (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A later move (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing the start of the game&lt;/b&gt; (the game is at move %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Viewing move %2&lt;/b&gt; (the game is at move %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes until you return or play from here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Move log</source>
        <extracomment>What start_game needs beyond the launcher&apos;s modules, imported ahead while the New Game dialog is open. Below this window width the move log and history start collapsed, so the table keeps the room.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no table yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move log and the history are in the View menu (Ctrl+L, Ctrl+H).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game cannot be resumed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played again: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking back: press Escape or “Return to the game” to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from the start?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from move %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n later move(s) stay available for Redo only until somebody moves.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Microgames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recor&amp;ds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Return to the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at an &amp;Earlier Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at a &amp;Later Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Microgames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Microgames %1&lt;/h3&gt;&lt;p&gt;Small tabletop games about the microscopic world: play at one computer, against each other or against the computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Microchip&lt;/b&gt; is a game designed by Néstor Romeral Andrés. &lt;b&gt;Microworld&lt;/b&gt; and &lt;b&gt;Remediate&lt;/b&gt; follow their published rule texts; the tables, rulings and computer players are this app&apos;s own.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveLogWords</name>
    <message numerus="yes">
        <source>%1 (%n changes, the last: %2)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>per-seat options (a microbe for each player) by key: the seat whose row shows them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same colour as %1: pick another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat the last deal (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassOverlay</name>
    <message>
        <source>&lt;b&gt;Next: %1.&lt;/b&gt; Look at the table, then pass the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show symbols as well as colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colourblind mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (instant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual: anything may be taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict: no taking back draws, reveals or others&apos; moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When secrets are at stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a game of several people at this screen, when the table is covered while it passes from one person to the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the table between people:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undo rule applies to games started from now on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Microgames saves (*%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1 first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you don&apos;t, you can still resume it from the launcher next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you don&apos;t, the moves since the last save are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentWords</name>
    <message numerus="yes">
        <source>finished after %n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1 It was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last game could not be resumed. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>vs %1 %2/%3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played on from an earlier position, not counted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsDialog</name>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish a game against someone or a bot and it is recorded here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records cannot be read just now (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsHost</name>
    <message numerus="yes">
        <source>%n game(s) could not be recorded (%1); Microgames will try again after the next game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reset records?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every result of %1? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reset records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records could not be changed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n game(s) of %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>A tie between %1 and %2!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>%1: results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules page of %1 is missing from this installation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>%1 bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableContext</name>
    <message>
        <source>You are looking back at an earlier move: return to the game to play.</source>
        <extracomment>Looks at each person&apos;s submission first (a lesson&apos;s script): a sentence refuses it quietly (the guard shows its own hint; nothing goes to the status bar), None lets it through. The shell&apos;s part of a history event, in two halves around the one ``changed`` the tables hear: ``settle(event)`` decides the viewer and the input block first (quietly, so a table draws once), ``follow(event)`` acts after the tables have drawn (a bot asked, the end announced). A review&apos;s table: it shows what each position is, never asks anyone to act (set by the review).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: it is not your turn yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
