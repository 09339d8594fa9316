<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>Hearts</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/table/controller.py" line="+407" />
        <source>Choose %n cards to pass to %1, then press the pass button</source>
        <translation>
            <numerusform>Choose %n card to pass to %1, then press the pass button</numerusform>
            <numerusform>Choose %n cards to pass to %1, then press the pass button</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+155" />
        <source>You pass exactly %n cards (H9): put one back first</source>
        <translation>
            <numerusform>You pass exactly %n card (H9): put it back first</numerusform>
            <numerusform>You pass exactly %n cards (H9): put one back first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="+38" />
        <source>Pot: %n cards, for the next trick's taker</source>
        <translation>
            <numerusform>Pot: %n card, for the next trick's taker</numerusform>
            <numerusform>Pot: %n cards, for the next trick's taker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16" />
        <source>Choose %n cards to pass (%1 chosen)</source>
        <translation>
            <numerusform>Choose %n card to pass (%1 chosen)</numerusform>
            <numerusform>Choose %n cards to pass (%1 chosen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/words/texts.py" line="+93" />
        <source>Pass %n cards to the left</source>
        <translation>
            <numerusform>Pass %n card to the left</numerusform>
            <numerusform>Pass %n cards to the left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Pass %n cards to the right</source>
        <translation>
            <numerusform>Pass %n card to the right</numerusform>
            <numerusform>Pass %n cards to the right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Pass %n cards across</source>
        <translation>
            <numerusform>Pass %n card across</numerusform>
            <numerusform>Pass %n cards across</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/dialogs/play_deal_dialog.py" line="+50" />
        <source>Dealt for %n players under %1 (Settings ▸ Rules).</source>
        <translation>
            <numerusform>Dealt for %n player under %1 (Settings ▸ Rules).</numerusform>
            <numerusform>Dealt for %n players under %1 (Settings ▸ Rules).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/network/host_dialog.py" line="+125" />
        <source>%n players, the house rules of Settings; computer players play at level %1.</source>
        <translation>
            <numerusform>%n players, the house rules of Settings; computer players play at level %1.</numerusform>
            <numerusform>%n players, the house rules of Settings; computer players play at level %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</source>
        <translation>
            <numerusform>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</numerusform>
            <numerusform>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21" />
        <source>&amp;Resume the interrupted network game (hand %1, %n players)</source>
        <translation>
            <numerusform>&amp;Resume the interrupted network game (hand %1, %n players)</numerusform>
            <numerusform>&amp;Resume the interrupted network game (hand %1, %n players)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/network/join_dialog.py" line="+100" />
        <source>%1 — %2 — %3 of %n seats free — computer players: %4</source>
        <translation>
            <numerusform>%1 — %2 — %3 of %n seats free — computer players: %4</numerusform>
            <numerusform>%1 — %2 — %3 of %n seats free — computer players: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%1 — %2 — %3 of %n seats free</source>
        <translation>
            <numerusform>%1 — %2 — %3 of %n seats free</numerusform>
            <numerusform>%1 — %2 — %3 of %n seats free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+519" />
        <source>The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</source>
        <translation>
            <numerusform>The table has waited %n minute for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</numerusform>
            <numerusform>The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/words/rule_words.py" line="+239" />
        <source>Cancellation Hearts needs 5 to 7 players, not %n (V5).</source>
        <translation>
            <numerusform>Cancellation Hearts needs 5 to 7 players, not %n (V5).</numerusform>
            <numerusform>Cancellation Hearts needs 5 to 7 players, not %n (V5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Passing across needs an even number of players, not %n (H8).</source>
        <translation>
            <numerusform>Passing across needs an even number of players, not %n (H8).</numerusform>
            <numerusform>Passing across needs an even number of players, not %n (H8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServeWords</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/net/serve.py" line="+134" />
        <source>--level needs one level, or one for each of the %n seats</source>
        <translation>
            <numerusform>--level needs one level, or one for each of the %n seats</numerusform>
            <numerusform>--level needs one level, or one for each of the %n seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+66" />
        <source>Winner: %1</source>
        <translation>
            <numerusform>Winner: %1</numerusform>
            <numerusform>Winners: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message numerus="yes">
        <location filename="../../hearts_desktop/views/dialogs/statistics_dialog.py" line="+144" />
        <source>%1 in the last %n games</source>
        <translation>
            <numerusform>%1 in the last game</numerusform>
            <numerusform>%1 in the last %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>; %1 in the %n before</source>
        <translation>
            <numerusform>; %1 in the one before</numerusform>
            <numerusform>; %1 in the %n before</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>(%n still to review)</source>
        <translation>
            <numerusform>(%n still to review)</numerusform>
            <numerusform>(%n still to review)</numerusform>
        </translation>
    </message>
</context>
</TS>