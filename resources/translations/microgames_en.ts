<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisStrip</name>
    <message numerus="yes">
        <source>Analysing the game… (%1 of %n step(s))</source>
        <translation>
            <numerusform>Analysing the game… (%1 of %n step)</numerusform>
            <numerusform>Analysing the game… (%1 of %n steps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisWords</name>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n sample</numerusform>
            <numerusform>%n samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandWords</name>
    <message numerus="yes">
        <source>%1 and %n more move(s)</source>
        <translation>
            <numerusform>%1 and %n more move</numerusform>
            <numerusform>%1 and %n more moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LauncherWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>The %n later move(s) stay available for Redo only until somebody moves.</source>
        <translation>
            <numerusform>The %n later move stays available for Redo only until somebody moves.</numerusform>
            <numerusform>The %n later moves stay available for Redo only until somebody moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message numerus="yes">
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n sample</numerusform>
            <numerusform>%n samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveLogWords</name>
    <message numerus="yes">
        <source>%1 (%n changes, the last: %2)</source>
        <translation>
            <numerusform>%1 (%n change, the last: %2)</numerusform>
            <numerusform>%1 (%n changes, the last: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecentWords</name>
    <message numerus="yes">
        <source>finished after %n move(s)</source>
        <translation>
            <numerusform>finished after %n move</numerusform>
            <numerusform>finished after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsHost</name>
    <message numerus="yes">
        <source>%n game(s) could not be recorded (%1); Microgames will try again after the next game.</source>
        <translation>
            <numerusform>This game could not be recorded (%1); Microgames will try again after the next game.</numerusform>
            <numerusform>These %n games could not be recorded (%1); Microgames will try again after the next game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n game(s) of %1.</source>
        <translation>
            <numerusform>Forgot %n game of %1.</numerusform>
            <numerusform>Forgot %n games of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewSession</name>
    <message numerus="yes">
        <source>&lt;b&gt;Start of the game&lt;/b&gt; — %n move(s) in all</source>
        <translation>
            <numerusform>&lt;b&gt;Start of the game&lt;/b&gt; — %n move in all</numerusform>
            <numerusform>&lt;b&gt;Start of the game&lt;/b&gt; — %n moves in all</numerusform>
        </translation>
    </message>
</context>
</TS>
