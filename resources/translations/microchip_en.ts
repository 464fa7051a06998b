<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ChipWords</name>
    <message numerus="yes">
        <source>%1 makes %n move(s)</source>
        <translation>
            <numerusform>%1 makes %n move</numerusform>
            <numerusform>%1 makes %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>%1 clears the board (%n tile back to the tray)</numerusform>
            <numerusform>%1 clears the board (%n tiles back to the tray)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clears the board (%n tile(s) back to the tray)</source>
        <translation>
            <numerusform>clears the board (%n tile back to the tray)</numerusform>
            <numerusform>clears the board (%n tiles back to the tray)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) for %1 players: type one letter per player (%2 to %3), or random.</source>
        <translation>
            <numerusform>%n board for %1 players: type one letter per player (%2 to %3), or random.</numerusform>
            <numerusform>%n boards for %1 players: type one letter per player (%2 to %3), or random.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all %n tile(s) on %1&apos;s board back to the tray?</source>
        <translation>
            <numerusform>Take all %n tile on %1&apos;s board back to the tray?</numerusform>
            <numerusform>Take all %n tiles on %1&apos;s board back to the tray?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open wire(s)</source>
        <translation>
            <numerusform>%n open wire</numerusform>
            <numerusform>%n open wires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>chip of %n tile(s)</source>
        <translation>
            <numerusform>chip of %n tile</numerusform>
            <numerusform>chip of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
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
        <source>−%n point(s)</source>
        <translation>
            <numerusform>−%n point</numerusform>
            <numerusform>−%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>-%n point(s)</source>
        <translation>
            <numerusform>-%n point</numerusform>
            <numerusform>-%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best arrangement of these tiles, %n point(s)</source>
        <translation>
            <numerusform>the best arrangement of these tiles, %n point</numerusform>
            <numerusform>the best arrangement of these tiles, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n connection</numerusform>
            <numerusform>%n connections</numerusform>
        </translation>
    </message>
</context>
</TS>
