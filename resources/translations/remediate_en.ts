<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>RulesWords</name>
    <message numerus="yes">
        <source>%1 draws %n gene(s)</source>
        <translation>
            <numerusform>%1 draws %n gene</numerusform>
            <numerusform>%1 draws %n genes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n gene(s).</source>
        <translation>
            <numerusform>%1 draws %n gene.</numerusform>
            <numerusform>%1 draws %n genes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards the hand and draws %n new gene(s)</source>
        <translation>
            <numerusform>%1 discards the hand and draws %n new gene</numerusform>
            <numerusform>%1 discards the hand and draws %n new genes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic</source>
        <translation>
            <numerusform>%1 remediates %n plastic</numerusform>
            <numerusform>%1 remediates %n plastic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A %1 costs %n plastic; you have %2.</source>
        <translation>
            <numerusform>A %1 costs %n plastic; you have %2.</numerusform>
            <numerusform>A %1 costs %n plastic; you have %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 recycles %n plastic into a %2.</source>
        <translation>
            <numerusform>%1 recycles %n plastic into a %2.</numerusform>
            <numerusform>%1 recycles %n plastic into a %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The gene pool is empty: the %n discarded gene(s) are shuffled into a new pool.</source>
        <translation>
            <numerusform>The gene pool is empty: the %n discarded gene are shuffled into a new pool.</numerusform>
            <numerusform>The gene pool is empty: the %n discarded genes are shuffled into a new pool.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next environment is %1 with %n plastic.</source>
        <translation>
            <numerusform>The next environment is %1 with %n plastic.</numerusform>
            <numerusform>The next environment is %1 with %n plastic.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 remediates %n plastic from %2.</source>
        <translation>
            <numerusform>%1 remediates %n plastic from %2.</numerusform>
            <numerusform>%1 remediates %n plastic from %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 steals %n plastic from %2 with %3.</source>
        <translation>
            <numerusform>%1 steals %n plastic from %2 with %3.</numerusform>
            <numerusform>%1 steals %n plastic from %2 with %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 returns %n plastic to the plastic supply (%2).</source>
        <translation>
            <numerusform>%1 returns %n plastic to the plastic supply (%2).</numerusform>
            <numerusform>%1 returns %n plastic to the plastic supply (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>Draw %n gene(s)</source>
        <translation>
            <numerusform>Draw %n gene</numerusform>
            <numerusform>Draw %n genes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redraw %n gene(s)</source>
        <translation>
            <numerusform>Redraw %n gene</numerusform>
            <numerusform>Redraw %n genes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redraw your whole hand? Your %n gene(s) go to the discard, you draw %n new one(s), and your turn ends.</source>
        <translation>
            <numerusform>Redraw your whole hand? Your %n gene go to the discard, you draw %n new one, and your turn ends.</numerusform>
            <numerusform>Redraw your whole hand? Your %n genes go to the discard, you draw %n new ones, and your turn ends.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plastic left</source>
        <translation>
            <numerusform>%1: %n plastic left</numerusform>
            <numerusform>%1: %n plastic left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n gene(s)</source>
        <translation>
            <numerusform>Pool: %n gene</numerusform>
            <numerusform>Pool: %n genes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>costs %n plastic</source>
        <translation>
            <numerusform>costs %n plastic</numerusform>
            <numerusform>costs %n plastic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: no hazard. %n plastic to remediate.</source>
        <translation>
            <numerusform>%1: no hazard. %n plastic to remediate.</numerusform>
            <numerusform>%1: no hazard. %n plastic to remediate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</numerusform>
            <numerusform>%1. Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</source>
        <translation>
            <numerusform>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</numerusform>
            <numerusform>Remediate up to %n plastic, recycle by clicking a lit pile, or pass.</numerusform>
        </translation>
    </message>
</context>
</TS>
