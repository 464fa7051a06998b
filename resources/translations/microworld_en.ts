<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>FinalBreakdown</name>
    <message numerus="yes">
        <source>%1 (%n flipped pawn(s) removed first.)</source>
        <translation>
            <numerusform>%1 (%n flipped pawn removed first.)</numerusform>
            <numerusform>%1 (%n flipped pawns removed first.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MicroworldTable</name>
    <message numerus="yes">
        <source>%n to place</source>
        <comment>pawns</comment>
        <translation>
            <numerusform>%n to place</numerusform>
            <numerusform>%n to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n virus pawn(s)</source>
        <translation>
            <numerusform>%n virus pawn</numerusform>
            <numerusform>%n virus pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n anticorps pawn(s)</source>
        <translation>
            <numerusform>%n anticorps pawn</numerusform>
            <numerusform>%n anticorps pawns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This gives you %n point(s) instead of %1: use it anyway?</source>
        <translation>
            <numerusform>This gives you %n point instead of %1: use it anyway?</numerusform>
            <numerusform>This gives you %n points instead of %1: use it anyway?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MicroworldWords</name>
    <message numerus="yes">
        <source>%n adjacent</source>
        <comment>points for adjacent pawns</comment>
        <translation>
            <numerusform>%n adjacent</numerusform>
            <numerusform>%n adjacent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may use %n gene token(s) a turn.</source>
        <translation>
            <numerusform>You may use %n gene token a turn.</numerusform>
            <numerusform>You may use %n gene tokens a turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The win is still there: %n pawn(s) left to place.</source>
        <translation>
            <numerusform>The win is still there: %n pawn left to place.</numerusform>
            <numerusform>The win is still there: %n pawns left to place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cell(s)</source>
        <comment>a tissue and its size</comment>
        <translation>
            <numerusform>%1 of %n cell</numerusform>
            <numerusform>%1 of %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 have the majority in the %2 (%3 to %4): %n point(s)</source>
        <translation>
            <numerusform>%1 have the majority in the %2 (%3 to %4): %n point</numerusform>
            <numerusform>%1 have the majority in the %2 (%3 to %4): %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gene token(s) held, %1 used</source>
        <translation>
            <numerusform>%n gene token held, %1 used</numerusform>
            <numerusform>%n gene tokens held, %1 used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s) and %2 (stolen, known).</source>
        <translation>
            <numerusform>%1 hold %n face-down token and %2 (stolen, known).</numerusform>
            <numerusform>%1 hold %n face-down tokens and %2 (stolen, known).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hold %n face-down token(s).</source>
        <translation>
            <numerusform>%1 hold %n face-down token.</numerusform>
            <numerusform>%1 hold %n face-down tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n cell(s) — %2</source>
        <comment>a tissue in the results</comment>
        <translation>
            <numerusform>%1 · %n cell — %2</numerusform>
            <numerusform>%1 · %n cells — %2</numerusform>
        </translation>
    </message>
</context>
</TS>
