<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../hearts_desktop/services/autosave.py" line="+84"/>
        <source>(could not be moved: {0})</source>
        <translation>(nuk mund të zhvendosej: {0})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read and was set aside as {0}.
Reason: {1}</source>
        <translation>Loja e ruajtur nuk mund të lexohej dhe u la mënjanë si {0}.
Arsyeja: {1}</translation>
    </message>
</context>
<context>
    <name>CheckerWords</name>
    <message>
        <location filename="../../hearts_desktop/views/play_checker.py" line="+71"/>
        <source>Play checker: %1 was clearly worse than %2 (about %3 points). %4</source>
        <translation>Kontrolli i lojës: %1 ishte qartazi më keq se %2 (rreth %3 pikë). %4</translation>
    </message>
</context>
<context>
    <name>CycleEditor</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+63"/>
        <source>Standard (R5)</source>
        <translation>Standard (R5)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Custom sequence</source>
        <translation>Radhë e përshtatur</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass cycle step %1</source>
        <translation>Hapi %1 i ciklit të kalimit</translation>
    </message>
</context>
<context>
    <name>GoneNotice</name>
    <message>
        <location filename="../../hearts_desktop/views/network/gone_notice.py" line="+99"/>
        <source>%1 The score sheet stays here to read and print.</source>
        <translation>%1 Fleta e pikëve mbetet këtu për ta lexuar dhe shtypur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed: %1 The score sheet stays here to read and print.</source>
        <translation>Tryeza u mbyll: %1 Fleta e pikëve mbetet këtu për ta lexuar dhe shtypur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat is the computer&apos;s for now</source>
        <translation>Vendi yt është i kompjuterit për tani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed</source>
        <translation>Tryeza u mbyll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;it down again</source>
        <translation>&amp;Ulu përsëri</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>&amp;Back to my game</source>
        <translation>&amp;Kthehu te loja ime</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Stay and read the score sheet</source>
        <translation>&amp;Qëndro dhe lexo fletën e pikëve</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sitting down again at your seat (try %1); a computer player plays it meanwhile.</source>
        <translation>Po ulesh përsëri në vendin tënd (prova %1); ndërkohë e luan një lojtar kompjuteri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting down again at your seat; a computer player plays it meanwhile.</source>
        <translation>Po ulesh përsëri në vendin tënd; ndërkohë e luan një lojtar kompjuteri.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sitting down again</source>
        <translation>Duke u ulur përsëri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top trying</source>
        <translation>&amp;Ndalo provat</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <location filename="../../hearts_desktop/views/table/card_item.py" line="+124"/>
        <source>Card, face down</source>
        <translation>Letër, me fytyrë poshtë</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>legal</source>
        <translation>mund të luhet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>nuk luhet dot tani</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selected to pass</source>
        <translation>zgjedhur për kalim</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>received</source>
        <translation>ardhur nga kalimi</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/controller.py" line="+272"/>
        <source>Watching: the Expert plays your seat. Press W to take it back</source>
        <translation>Po shikon: Eksperti luan në vendin tënd. Shtyp W për ta marrë përsëri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is yours again</source>
        <translation>Vendi është sërish yti</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Pass the screen to %1</source>
        <translation>Kaloje ekranin te %1</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Choose %n cards to pass to %1, then press the pass button</source>
        <translation>
            <numerusform>Zgjidh %n letër për ta kaluar te %1, pastaj shtyp butonin e kalimit</numerusform>
            <numerusform>Zgjidh %n letra për t&apos;i kaluar te %1, pastaj shtyp butonin e kalimit</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play a card</source>
        <translation>Radha jote: luaj një letër</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Expert: %1</source>
        <translation>Eksperti: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A computer player failed: %1</source>
        <translation>Një lojtar kompjuter dështoi: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The Expert is playing your seat: press W to take it back</source>
        <translation>Eksperti po luan në vendin tënd: shtyp W për ta marrë përsëri</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drop the card on the trick area in the middle to play it</source>
        <translation>Lëshoje letrën në mes të tavolinës për ta luajtur</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drop a card in the middle to pass it, or on your hand to keep it</source>
        <translation>Lëshoje letrën në mes për ta kaluar, ose mbi dorën tënde për ta mbajtur</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You pass exactly %n cards (H9): put one back first</source>
        <translation>
            <numerusform>Kalohet saktësisht %n letër (H9): hiq njërën më parë</numerusform>
            <numerusform>Kalohen saktësisht %n letra (H9): hiq njërën më parë</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Waiting for the other players to pass</source>
        <translation>Në pritje që lojtarët e tjerë të kalojnë letrat</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="+61"/>
        <source>%1 took the Queen of spades.</source>
        <translation>%1 mori çupën maç.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 shot the sun!</source>
        <translation>%1 qiti diellin!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon!</source>
        <translation>%1 qiti hënën!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were added to everyone else.</source>
        <translation>Të gjithë të tjerëve iu shtuan %1 pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were taken off the shooter&apos;s score.</source>
        <translation>Qitësit iu zbritën %1 pikë.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took no trick: −5.</source>
        <translation>%1 nuk mori asnjë marrje: −5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the target exactly and drops to half.</source>
        <translation>%1 arriti saktësisht kufirin dhe zbret në gjysmë.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End of hand %1</source>
        <translation>Fundi i dorës %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+60"/>
        <source>Player</source>
        <translation>Lojtari</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Points taken</source>
        <translation>Pikë të marra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Added</source>
        <translation>Shtuar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Gjithsej</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next hand</source>
        <translation>Dora tjetër</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review this hand</source>
        <translation>&amp;Shqyrto këtë dorë</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You shot the sun!</source>
        <translation>Ti e qite diellin!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You shot the moon!</source>
        <translation>Ti e qite hënën!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took every heart and the Queen of spades. How should the %1 points be settled?</source>
        <translation>More të gjitha kupat dhe çupën maç. Si të llogariten %1 pikët?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add %1 to everyone else</source>
        <translation>Shtoju %1 të gjithë të tjerëve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract %1 from my score</source>
        <translation>Zbrit %1 nga pikët e mia</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scores before this hand: %1</source>
        <translation>Pikët para kësaj dore: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="+56"/>
        <source>Game over</source>
        <translation>Loja mbaroi</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Review the game</source>
        <translation>&amp;Shqyrto lojën</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="+78"/>
        <source>%1 wins!</source>
        <translation>%1 fiton!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared win: %1</source>
        <translation>Fitore e ndarë: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="-9"/>
        <source>Final score</source>
        <translation>Rezultati përfundimtar</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="+97"/>
        <source>New game</source>
        <translation>Lojë e re</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/hint_text.py" line="+12"/>
        <source>%1 is the only card you may play.</source>
        <translation>E vetmja letër që mund të luash është %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: the Queen of spades is dangerous without enough low spades to protect it.</source>
        <translation>Kalo: %1 — çupa maç është e rrezikshme pa mjaft maçe të ulëta që ta mbrojnë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass %1: emptying a suit lets you discard penalty cards later.</source>
        <translation>Kalo: %1 — kur zbraz një ngjyrë, më vonë mund të hedhësh letra me pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high hearts are likely to win tricks full of points.</source>
        <translation>Kalo: %1 — kupat e larta ka gjasa të fitojnë marrje plot pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high cards tend to win tricks you would rather lose.</source>
        <translation>Kalo: %1 — letrat e larta zakonisht fitojnë marrje që do të doje t&apos;i humbje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: low spades force the Queen of spades out while you hold no high spade.</source>
        <translation>Hap me: %1 — maçet e ulëta e nxjerrin çupën maç, ndërsa ti nuk ke maç të lartë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: a low card is unlikely to win the trick.</source>
        <translation>Hap me: %1 — një letër e ulët vështirë se e fiton marrjen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it is the lead least likely to bring you points.</source>
        <translation>Hap me: %1 — kjo hapje ka më pak gjasa të të sjellë pikë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: a higher spade is already down, so the Queen goes to someone else.</source>
        <translation>Luaj: %1 — një maç më i lartë është luajtur tashmë, ndaj çupa shkon te dikush tjetër.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the highest card that still loses the trick.</source>
        <translation>Luaj: %1 — letra më e lartë që prapë e humb marrjen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the trick has no points, so win it and get rid of a high card.</source>
        <translation>Luaj: %1 — marrja nuk ka pikë, ndaj fitoje dhe shpëto nga një letër e lartë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: take a point so that nobody shoots the moon.</source>
        <translation>Luaj: %1 — merr një pikë, që të mos qitë askush hënën.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you have every point so far; keep winning to shoot the moon.</source>
        <translation>Luaj: %1 — deri tani ke të gjitha pikët; vazhdo të fitosh për të qitur hënën.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you take this trick whatever you play, so use a high card.</source>
        <translation>Luaj: %1 — marrjen e merr ti çfarëdo që të luash, ndaj përdor një letër të lartë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: none of your cards goes under the trick so far; this one is the safest.</source>
        <translation>Luaj: %1 — asnjë nga letrat e tua nuk shkon nën marrjen deri tani; kjo është më e sigurta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: winning this trick while it is still cheap is safer than later.</source>
        <translation>Luaj: %1 — ta fitosh marrjen tani që është ende e lirë është më e sigurt se më vonë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: someone else wins this trick, so give them the points.</source>
        <translation>Hidh: %1 — këtë marrje e fiton dikush tjetër, ndaj jepi atij pikët.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: you cannot follow suit, so get rid of a dangerous high card.</source>
        <translation>Hidh: %1 — nuk mund të ndjekësh ngjyrën, ndaj shpëto nga një letër e lartë e rrezikshme.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the moon&apos;s points to every other player.</source>
        <translation>Shtoju pikët e hënës të gjithë lojtarëve të tjerë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract the moon&apos;s points from your own score.</source>
        <translation>Zbrit pikët e hënës nga rezultati yt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Suggested: %1</source>
        <translation>Sugjerim: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Këshillë: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/info_dialogs.py" line="+34"/>
        <source># Hearts Desktop %1

The card game Hearts with every family&apos;s house rules.

Hearts Desktop is free software under the MIT licence. It uses Qt for Python (PySide6, LGPL-3.0).

</source>
        <translation># Hearts Desktop %1

Loja me letra Kupat (Hearts), me rregullat e shtëpisë të çdo familjeje.

Hearts Desktop është softuer i lirë me licencën MIT. Përdor Qt for Python (PySide6, LGPL-3.0).

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## Sounds

The sounds were made for Hearts Desktop: a script in its source (tools/make_sounds.py) synthesizes them from tones and noise. They are free under the MIT licence, like the program. They play through miniaudio by David Reid (public domain or MIT-0) and pyminiaudio by Irmen de Jong (MIT).

</source>
        <translation>## Tingujt

Tingujt u krijuan për Hearts Desktop: një skript në kodin burimor (tools/make_sounds.py) i sintetizon nga tone dhe zhurmë. Ata janë të lirë nën licencën MIT, ashtu si programi. Luhen përmes miniaudio nga David Reid (domen publik ose MIT-0) dhe pyminiaudio nga Irmen de Jong (MIT).

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card art</source>
        <translation>Grafika e letrave</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Hearts Desktop</source>
        <translation>Rreth Hearts Desktop</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move along your hand</source>
        <translation>Lëviz nëpër letrat e tua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Enter, hapësirë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or choose it for the pass</source>
        <translation>Luaj letrën, ose zgjidhe për ta kaluar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the chosen cards</source>
        <translation>Kalo letrat e zgjedhura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the last trick</source>
        <translation>Fshih marrjen e fundit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Keyboard shortcuts</source>
        <translation>Shkurtoret e tastierës</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/main_window.py" line="+101"/>
        <source>Play checker</source>
        <translation>Kontrolli i lojës</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+319"/>
        <source>No hint: %1</source>
        <translation>Asnjë këshillë: %1</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Hearts</source>
        <translation>Kupat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Gjendja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Loja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>Lojë e &amp;re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal…</source>
        <translation>Luaj një &amp;ndarje…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart hand</source>
        <translation>R&amp;ifillo dorën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host &amp;a table…</source>
        <translation>Hap një tr&amp;yezë…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Bashkohu në një tryezë…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-104"/>
        <source>&amp;Hint</source>
        <translation>&amp;Këshillë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Marrja e fundit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Fleta e pikëve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Cilësimet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Përpunimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy deal number</source>
        <translation>Kopjo &amp;numrin e ndarjes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>Pa&amp;mja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Ekran i plotë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Zëri</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+5"/>
        <source>&amp;Watch the Expert play my seat</source>
        <translation>&amp;Shiko Ekspertin të luajë për mua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent &amp;games…</source>
        <translation>L&amp;ojërat e fundit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Ndihma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Si luhet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Shkurtoret e &amp;tastierës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>&amp;Rreth Hearts Desktop</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The unfinished game was kept: Game ▸ Recent games</source>
        <translation>Loja e papërfunduar u ruajt: Loja ▸ Lojërat e fundit</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-21"/>
        <source>Deal %1</source>
        <translation>Ndarja %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This hand has no deal number: its game was begun before hands were numbered</source>
        <translation>Kjo dorë nuk ka numër ndarjeje: loja nisi para se duart të numëroheshin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 copied: a friend plays the same cards with Game ▸ Play a deal…</source>
        <translation>Ndarja %1 u kopjua: një mik luan të njëjtat letra me Loja ▸ Luaj një ndarje…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The unfinished game could not be kept: %1</source>
        <translation>Loja e papërfunduar nuk u ruajt dot: %1</translation>
    </message>
    <message>
        <location line="+158"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+86"/>
        <source>A hint is given when it is your turn</source>
        <translation>Këshilla jepet kur është radha jote</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>Po mendoj një këshillë…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/scene_items.py" line="+189"/>
        <source>%1: %2 points this hand, %3 in total</source>
        <translation>%1: %2 pikë këtë dorë, %3 gjithsej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dealer</source>
        <translation>ndarësi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>në radhë</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand %1 · Total %2</source>
        <translation>Kjo dorë %1 · Gjithsej %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-15"/>
        <source>Custom rules</source>
        <translation>Rregulla të përshtatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spot Hearts</source>
        <translation>Kupat me pikë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Maria e Zezë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kupat me anulim</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · to %2</source>
        <translation>%1 · deri në %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1</source>
        <translation>Dora %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts broken</source>
        <translation>Kupat janë thyer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>Kupat nuk janë thyer</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n cards, for the next trick&apos;s taker</source>
        <translation>
            <numerusform>Në mes: %n letër, për fituesin e marrjes së radhës</numerusform>
            <numerusform>Në mes: %n letra, për fituesin e marrjes së radhës</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts Desktop deal %1 (%2 players, %3): Game ▸ Play a deal…</source>
        <translation>Hearts Desktop, ndarja %1 (%2 lojtarë, %3): Loja ▸ Luaj një ndarje…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the others to pass</source>
        <translation>Në pritje të kalimit të të tjerëve</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n cards to pass (%1 chosen)</source>
        <translation>
            <numerusform>Zgjidh %n letër për kalim (zgjedhur: %1)</numerusform>
            <numerusform>Zgjidh %n letra për kalim (zgjedhur: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passed</source>
        <translation>kaloi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing cards to pass</source>
        <translation>po zgjedh letrat për kalim</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_scene.py" line="+295"/>
        <source>%1, your turn: click or press Space to see your cards</source>
        <translation>%1, radha jote: kliko ose shtyp Hapësirë për të parë letrat</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Click or press Space to continue</source>
        <translation>Kliko ose shtyp Hapësirë për të vazhduar</translation>
    </message>
    <message>
        <location line="+140"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-2"/>
        <source>Last trick</source>
        <translation>Marrja e fundit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by %1</source>
        <translation>Marrja e fundit, e mori %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-1"/>
        <source>Card table</source>
        <translation>Tavolina e lojës</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the previous trick (L)</source>
        <translation>Shfaq marrjen e mëparshme (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/table_dialogs.py" line="+84"/>
        <source>Play again</source>
        <translation>Luaj sërish</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take my seat back</source>
        <translation>Merr vendin tim përsëri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert is playing your seat; take it back (W)</source>
        <translation>Eksperti po luan në vendin tënd; merre përsëri (W)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No trick has been played yet in this hand</source>
        <translation>Në këtë dorë nuk është luajtur ende asnjë marrje</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-50"/>
        <source>Two</source>
        <translation>dyshja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>treshja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>katra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>pesa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>gjashta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seven</source>
        <translation>shtata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>teta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>nënta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>dhjeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>xhandari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>çupa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>mbreti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>asi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>clubs</source>
        <translation>spathi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>maç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>kupë</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>left</source>
        <translation>majtas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>djathtas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across</source>
        <translation>përballë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nowhere</source>
        <translation>askund</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <source>No passing this hand</source>
        <translation>Pa kalim në këtë dorë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1</source>
        <translation>Kalim %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hearts may not be led until a heart or the Queen of spades has been played</source>
        <translation>nuk mund të hapësh me kupë para se të jetë luajtur një kupë ose çupa maç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you must follow the suit that was led</source>
        <translation>duhet të ndjekësh ngjyrën me të cilën u hap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no points may be played on the first trick</source>
        <translation>në marrjen e parë nuk lejohen letra me pikë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with the lowest club</source>
        <translation>marrja e parë duhet hapur me spathinë më të ulët</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with a club</source>
        <translation>marrja e parë duhet hapur me spathi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>there is no moon to settle now</source>
        <translation>tani nuk ka hënë për t&apos;u llogaritur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shooter must first choose how the moon is settled</source>
        <translation>qitësi duhet të zgjedhë më parë si llogaritet hëna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>loja ka mbaruar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not possible now</source>
        <translation>kjo nuk është e mundur tani</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not your turn</source>
        <translation>nuk është radha jote</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>passing is not possible now</source>
        <translation>kalimi nuk është i mundur tani</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>Pass %n cards to the left</source>
        <translation>
            <numerusform>Kalo %n letër majtas</numerusform>
            <numerusform>Kalo %n letra majtas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards to the right</source>
        <translation>
            <numerusform>Kalo %n letër djathtas</numerusform>
            <numerusform>Kalo %n letra djathtas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards across</source>
        <translation>
            <numerusform>Kalo %n letër përballë</numerusform>
            <numerusform>Kalo %n letra përballë</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cards are passed, not played, until everyone has passed</source>
        <translation>letrat kalohen, jo luhen, derisa të kenë kaluar të gjithë</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>you must pass the number of cards the rules ask for</source>
        <translation>duhet të kalosh aq letra sa kërkojnë rregullat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that card is not in your hand</source>
        <translation>kjo letër nuk është në dorën tënde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you have already passed</source>
        <translation>i ke kaluar tashmë letrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the player who shot the moon chooses how it is settled</source>
        <translation>vetëm lojtari që qiti hënën zgjedh si llogaritet ajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not a way to settle the moon</source>
        <translation>kjo nuk është mënyrë për të llogaritur hënën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal does not hold exactly the cards in play</source>
        <translation>ndarja nuk përmban saktësisht letrat në lojë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these house rules cannot be played together</source>
        <translation>këto rregulla të shtëpisë nuk mund të luhen bashkë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such seat at this table</source>
        <translation>nuk ka një vend të tillë në këtë tryezë</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is against the rules</source>
        <translation>kjo është kundër rregullave</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You may not pass the %1</source>
        <translation>Nuk lejohet të kalohet %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not play the %1</source>
        <translation>Nuk lejohet të luhet %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <comment>head: reason</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not allowed: %1</source>
        <translation>Nuk lejohet: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/app.py" line="+40"/>
        <location filename="../../hearts_desktop/views/main_window.py" line="-18"/>
        <source>The translation could not be loaded: %1</source>
        <translation>Përkthimi nuk mund të ngarkohej: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/play_deal_dialog.py" line="+35"/>
        <source>Play a deal</source>
        <translation>Luaj një ndarje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand has a deal number (on the table and the score sheet; Edit ▸ Copy deal number copies it). The same number deals the same cards on every computer: play a friend&apos;s deal (their message pasted here will do), or one of yours again.</source>
        <translation>Çdo dorë ka një numër ndarjeje (në tryezë dhe në fletën e pikëve; Përpunimi ▸ Kopjo numrin e ndarjes e kopjon). I njëjti numër ndan të njëjtat letra në çdo kompjuter: luaj ndarjen e një shoku (mund ta ngjitësh këtu të gjithë mesazhin e tij), ose një tëndën sërish.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 4821-0937</source>
        <translation>për shembull 4821-0937</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number</source>
        <translation>Numri i ndarjes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>Nu&amp;mri i ndarjes:</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dealt for %n players under %1 (Settings ▸ Rules).</source>
        <translation>
            <numerusform>Ndarë për %n lojtar sipas %1 (Cilësimet ▸ Rregullat).</numerusform>
            <numerusform>Ndarë për %n lojtarë sipas %1 (Cilësimet ▸ Rregullat).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Deal</source>
        <translation>&amp;Ndaj</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This deal was shared for %1 players, and your table has %2 (Settings ▸ Players): its cards would not be the same here.</source>
        <translation>Kjo ndarje u nda për %1 lojtarë, ndërsa tryeza jote ka %2 (Cilësimet ▸ Lojtarët): letrat këtu nuk do të ishin të njëjtat.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/network/table_tally.py" line="+78"/>
        <source>Games won at this table:</source>
        <translation>Lojëra të fituara në këtë tryezë:</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/host_dialog.py" line="+60"/>
        <source>Host a table</source>
        <translation>Hap një tryezë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network join from their own computers with Game ▸ Join a table…, with the code below. Computer players take the seats no one has taken, and give them up when someone sits down.</source>
        <translation>Miqtë në këtë rrjet bashkohen nga kompjuterët e tyre me Loja ▸ Bashkohu në një tryezë… dhe kodin më poshtë. Lojtarët kompjuter zënë vendet që s&apos;i ka zënë askush dhe i lënë kur ulet dikush.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your &amp;name:</source>
        <translation>&amp;Emri yt:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join code</source>
        <translation>Kodi i hyrjes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New c&amp;ode</source>
        <translation>Kod i &amp;ri</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Join code:</source>
        <translation>Kodi i hyrjes:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every network of this computer</source>
        <translation>Të gjitha rrjetet e këtij kompjuteri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This computer only (for a test)</source>
        <translation>Vetëm ky kompjuter (për provë)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Dëgjo në:</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n players, the house rules of Settings; computer players play at level %1.</source>
        <translation>
            <numerusform>%n lojtar, rregullat e shtëpisë nga Cilësimet; lojtarët kompjuter luajnë në nivelin %1.</numerusform>
            <numerusform>%n lojtarë, rregullat e shtëpisë nga Cilësimet; lojtarët kompjuter luajnë në nivelin %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Hap tryezën</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</source>
        <translation>
            <numerusform>%n lojtar, rregullat e shtëpisë nga Cilësimet; lojtarët kompjuter luajnë në nivelet nga Cilësimet (%1).</numerusform>
            <numerusform>%n lojtarë, rregullat e shtëpisë nga Cilësimet; lojtarët kompjuter luajnë në nivelet nga Cilësimet (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>&amp;Resume the interrupted network game (hand %1, %n players)</source>
        <translation>
            <numerusform>&amp;Vazhdo lojën në rrjet që u ndërpre (dora %1, %n lojtar)</numerusform>
            <numerusform>&amp;Vazhdo lojën në rrjet që u ndërpre (dora %1, %n lojtarë)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Tryeza nuk u hap dot në portën %1: %2</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/howto.py" line="+54"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>custom house rules</source>
        <translation>rregulla të përshtatura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game: %1, %2 players, played to %3 points.</source>
        <translation>Kjo lojë: %1, %2 lojtarë, deri në %3 pikë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is a trick-taking game in which you try not to take points: the lowest total wins (R12).</source>
        <translation>Kupat është lojë me marrje, ku përpiqesh të mos marrësh pikë: fiton totali më i ulët (R12).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two decks are shuffled together: %1 cards, ace high, no trumps (V5).</source>
        <translation>Dy pako përzihen bashkë: %1 letra, asi më i larti, pa atu (V5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One deck of 52 cards, ace high, no trumps (R2).</source>
        <translation>Një pako me 52 letra, asi më i larti, pa atu (R2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With %1 players these cards are taken out: %2 (R3).</source>
        <translation>Me %1 lojtarë hiqen këto letra: %2 (R3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt one at a time clockwise; each player gets %1 cards and the deal moves one seat each hand (R4).</source>
        <translation>Letrat ndahen një nga një në drejtim të akrepave të orës; secili lojtar merr %1 letra dhe ndarësi ndërrohet me një vend në çdo dorë (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 cards left over are the widow: they go, with their points, to the winner of the first trick (V5).</source>
        <translation>%1 letrat e mbetura shkojnë, bashkë me pikët e tyre, te fituesi i marrjes së parë (V5).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no passing: every hand is played as dealt.</source>
        <translation>Nuk ka kalim: çdo dorë luhet ashtu siç ndahet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand %1: %2</source>
        <translation>dora %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no pass</source>
        <translation>pa kalim</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before playing, each player passes %1 cards face down (H9).</source>
        <translation>Para lojës, secili lojtar kalon %1 letra me fytyrë poshtë (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The passes go in this order, then start again: %1 (%2).</source>
        <translation>Kalimet shkojnë me këtë radhë dhe pastaj nisin nga e para: %1 (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <comment>list separator</comment>
        <translation>; </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You see the cards passed to you only after passing your own.</source>
        <translation>Letrat që të kalohen i sheh vetëm pasi të kesh kaluar tëndat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player left of the dealer leads the first trick with any card (H5).</source>
        <translation>Lojtari në të majtë të ndarësit e hap marrjen e parë me cilëndo letër (H5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever holds the %1 leads the first trick with any club (H5).</source>
        <translation>Lojtari tek i cili ndodhet %1 e hap marrjen e parë me cilëndo spathi (H5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the %1 leads it to the first trick (R6).</source>
        <translation>Lojtari tek i cili ndodhet %1 e hap me të marrjen e parë (R6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one (R7).</source>
        <translation>Ndiq ngjyrën e hapur nëse mundesh; përndryshe luaj cilëndo letër. Letra më e lartë e ngjyrës së hapur e fiton marrjen, dhe fituesi i saj hap marrjen tjetër (R7).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts and the Queen of spades may be played on the first trick (H7).</source>
        <translation>Kupat dhe çupa maç mund të luhen në marrjen e parë (H7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hearts or Queen of spades on the first trick, unless you hold nothing else (R8).</source>
        <translation>Në marrjen e parë nuk luhen kupa as çupa maç, përveç kur nuk ke gjë tjetër (R8).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may be led at any time (H10).</source>
        <translation>Mund të hapësh me kupë në çdo kohë (H10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until a heart or the Queen of spades has been played: that breaks hearts (R9, H3).</source>
        <translation>Nuk mund të hapësh me kupë derisa të jetë luajtur një kupë ose çupa maç: kështu thyhen kupat (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until a heart has been played: that breaks hearts; the Queen of spades does not (R9, H3).</source>
        <translation>Nuk mund të hapësh me kupë derisa të jetë luajtur një kupë: kështu thyhen kupat; çupa maç nuk i thyen (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When two identical cards fall in the same trick they cancel: neither can win it. If every card of the suit led is cancelled, the cards stay in the middle for the winner of the next trick (V5).</source>
        <translation>Kur dy letra identike bien në të njëjtën marrje, ato anulohen: asnjëra nuk mund ta fitojë. Nëse anulohen të gjitha letrat e ngjyrës së hapur, letrat mbeten në mes për fituesin e marrjes tjetër (V5).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each heart counts its face value: 2 to 10, the jack 11, the queen 12, the king 13, the ace 14 (H14).</source>
        <translation>Çdo kupë vlen sa vlera e saj: 2 deri 10, xhandari 11, çupa 12, mbreti 13, asi 14 (H14).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each heart counts 1 point (R10).</source>
        <translation>Çdo kupë vlen 1 pikë (R10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of spades counts %1 (R10, H16).</source>
        <translation>Çupa maç vlen %1 (R10, H16).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace of spades counts %1 and the king of spades %2 (H15).</source>
        <translation>Asi maç vlen %1 dhe mbreti maç %2 (H15).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever takes the %1 gets %2 points (H12).</source>
        <translation>Lojtari të cilit i bie %1 merr %2 pikë (H12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who takes no trick in a hand gets −5 (H11).</source>
        <translation>Lojtarit që nuk merr asnjë marrje në një dorë i shënohen −5 (H11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A total of exactly %1 drops to %2 (H13).</source>
        <translation>Një total prej saktësisht %1 bie në %2 (H13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no shooting the moon: every point taken counts (H4).</source>
        <translation>Nuk ka qitje të hënës: çdo pikë e marrë llogaritet (H4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and both Queens of spades</source>
        <translation>të gjitha kupat dhe të dyja çupat maç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and the Queen of spades</source>
        <translation>të gjitha kupat dhe çupën maç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking %1 in one hand is shooting the moon (R11).</source>
        <translation>Të marrësh %1 në një dorë do të thotë të qitësh hënën (R11).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter chooses: %1 points off their own total, or %1 points added to everyone else (H4).</source>
        <translation>Qitësi zgjedh: t&apos;i zbriten %1 pikë nga totali i vet, ose t&apos;u shtohen %1 pikë të gjithë të tjerëve (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing and everyone else gets %1 points (H4).</source>
        <translation>Qitësi nuk merr asnjë pikë dhe të gjithë të tjerët marrin %1 pikë (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter gets %1 points off their own total (H4).</source>
        <translation>Qitësit i zbriten %1 pikë nga totali i vet (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settles the moon the way that is best for the shooter: %1 points off, or %1 points to everyone else (H4).</source>
        <translation>Loja e llogarit hënën në mënyrën më të mirë për qitësin: %1 pikë më pak për të, ose %1 pikë më shumë për të gjithë të tjerët (H4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking every trick is shooting the sun: settled like the moon, with %1 points (H17).</source>
        <translation>Të marrësh të gjitha marrjet do të thotë të qitësh diellin: llogaritet si hëna, me %1 pikë (H17).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game ends after the hand in which someone reaches %1 points; the lowest total wins (R12, H1).</source>
        <translation>Loja mbaron pas dorës në të cilën dikush arrin %1 pikë; fiton totali më i ulët (R12, H1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, play goes on until one player is lowest (H6).</source>
        <translation>Nëse totalin më të ulët e kanë disa lojtarë, loja vazhdon derisa vetëm një lojtar të ketë totalin më të ulët (H6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, those players share the win (H6).</source>
        <translation>Nëse totalin më të ulët e kanë disa lojtarë, ata e ndajnë fitoren (H6).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game ▸ Review this game (Ctrl+R) judges every pass and card of yours as the Expert sees it from what you knew then: each choice gets its expected points for the hand, your points minus the others&apos; average, on the same sampled deals.</source>
        <translation>Loja ▸ Shqyrto këtë lojë (Ctrl+R) vlerëson çdo kalim dhe çdo letër tënden siç e sheh Eksperti nga sa dije atëherë: çdo zgjedhje merr pikët e pritura për dorën, pikët e tua minus mesataren e të tjerëve, mbi të njëjtat ndarje të marra si mostër.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The review looks as deep as the Expert thinks (Settings ▸ Players ▸ Expert thinking time): deeper takes longer and is surer. It sees each computer player as the program it is, as the Expert at the table does. The background review of finished games always looks at the normal depth, so that games compare.</source>
        <translation>Shqyrtimi shikon aq thellë sa mendon Eksperti (Cilësimet ▸ Lojtarët ▸ Koha e mendimit për Ekspertin): më thellë zgjat më shumë dhe është më i sigurt. Ai e sheh çdo lojtar kompjuteri si programin që është, siç bën Eksperti në tryezë. Shqyrtimi në sfond i lojërave të mbaruara shikon gjithmonë me thellësinë normale, që lojërat të krahasohen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside it, hindsight says what was best with every hand known: a loss there that the judgement did not see was bad luck, not a bad play.</source>
        <translation>Pranë saj, «më pas» tregon çfarë ishte më e mira me të gjitha duart të njohura: një humbje atje që vlerësimi nuk e pa ishte fat i keq, jo lojë e keqe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this hand again (in the review, or on the score sheet) deals the same cards against the same opponents at a table of their own; afterwards your tries stand beside the Expert&apos;s own try in your seat.</source>
        <translation>Luaj sërish këtë dorë (te shqyrtimi ose te fleta e pikëve) ndan të njëjtat letra kundër të njëjtëve kundërshtarë në një tryezë më vete; më pas provat e tua qëndrojnë pranë provës së vetë Ekspertit në vendin tënd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>View ▸ Watch the Expert play my seat (W) lets the Expert play for you, saying why; press W again to take your seat back. Those games are not in your statistics.</source>
        <translation>Pamja ▸ Shiko Ekspertin të luajë për mua (W) e lë Ekspertin të luajë për ty duke thënë pse; shtyp sërish W për ta marrë vendin përsëri. Këto lojëra nuk hyjnë në statistikat e tua.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every finished game is reviewed in the background: Statistics shows the points you lose to mistakes per hand, game by game. Game ▸ Recent games keeps your saved games and every game set aside when another took its place.</source>
        <translation>Çdo lojë e përfunduar shqyrtohet në sfond: Statistikat tregojnë pikët që humbet nga gabimet për dorë, lojë pas loje. Loja ▸ Lojërat e fundit ruan lojërat e tua të ruajtura dhe çdo lojë të lënë mënjanë kur një tjetër zuri vendin e saj.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How to play Hearts</source>
        <translation>Si luhet loja Kupat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Ndarja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation>Kalimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>Luajtja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Pikëzimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Fundi i lojës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning from your games</source>
        <translation>Mëso nga lojërat e tua</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>How to play</source>
        <translation>Si luhet</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/join_dialog.py" line="+47"/>
        <source>Join a table</source>
        <translation>Bashkohu në një tryezë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tryezat në këtë rrjet:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Tryezat në këtë rrjet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 192.168.1.20 or anna-laptop:47475</source>
        <translation>për shembull 192.168.1.20 ose anna-laptop:47475</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresa:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>6 digits, from the host</source>
        <translation>6 shifra, nga pritësi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Kodi i hyrjes:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>&amp;Emri yt:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Join</source>
        <translation>&amp;Bashkohu</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 — %2 — %3 of %n seats free — computer players: %4</source>
        <translation>
            <numerusform>%1 — %2 — %3 nga %n vend i lirë — lojtarë kompjuter: %4</numerusform>
            <numerusform>%1 — %2 — %3 nga %n vende të lira — lojtarë kompjuter: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %2 — %3 of %n seats free</source>
        <translation>
            <numerusform>%1 — %2 — %3 nga %n vend i lirë</numerusform>
            <numerusform>%1 — %2 — %3 nga %n vende të lira</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Looking for tables…</source>
        <translation>Po kërkoj tryeza…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables cannot be looked for here (%1): type the host&apos;s address.</source>
        <translation>Këtu nuk mund të kërkohen tryeza (%1): shkruaj adresën e pritësit.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type an address like 192.168.1.20 or anna-laptop:47475.</source>
        <translation>Shkruaj një adresë si 192.168.1.20 ose anna-laptop:47475.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining…</source>
        <translation>Po bashkohem…</translation>
    </message>
</context>
<context>
    <name>LanguageTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+286"/>
        <source>Language</source>
        <translation>Gjuha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Gjuha e sistemit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language of the menus, messages and score sheet:</source>
        <translation>Gjuha e menyve, mesazheve dhe fletës së pikëve:</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location line="-227"/>
        <source>Beginner</source>
        <translation>Fillestar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Amator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>I fortë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>I vështirë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-103"/>
        <source>Hearts — network table</source>
        <translation>Zemrat — tryezë në rrjet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Tryeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Fleta e pikëve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Marrja e fundit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address and code…</source>
        <translation>&amp;Adresa dhe kodi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Give a seat to the computer…</source>
        <translation>&amp;Jepi një vend kompjuterit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game at this table</source>
        <translation>Lojë e &amp;re në këtë tryezë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>Luaj &amp;sërish</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view the last game…</source>
        <translation>S&amp;hqyrto lojën e fundit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the table</source>
        <translation>Mb&amp;yll tryezën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the &amp;table</source>
        <translation>&amp;Largohu nga tryeza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>Pa&amp;mja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Ekran i plotë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Ndihma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Si luhet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected</source>
        <translation>Pa lidhje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table: %1, code %2; computer players: %3</source>
        <translation>Tryeza jote: %1, kodi %2; lojtarë kompjuter: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table: %1, code %2</source>
        <translation>Tryeza jote: %1, kodi %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1; computer players: %2</source>
        <translation>Te %1; lojtarë kompjuter: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1</source>
        <translation>Te %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your table</source>
        <translation>Tryeza jote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network choose Game ▸ Join a table…, pick this table or type an address, and give the code.

Addresses: %1
Code: %2</source>
        <translation>Miqtë në këtë rrjet zgjedhin Loja ▸ Bashkohu në një tryezë…, zgjedhin këtë tryezë ose shkruajnë një adresë dhe japin kodin.

Adresat: %1
Kodi: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stop this game for everyone at the table and deal a new one?</source>
        <translation>Të ndalet kjo lojë për të gjithë në tryezë dhe të ndahet një e re?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Lojë e re</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>This game could not be kept: %1</source>
        <translation>Kjo lojë nuk u ruajt dot: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is kept: Game ▸ Recent games, in the main window</source>
        <translation>Kjo lojë u ruajt: Loja ▸ Lojërat e fundit, në dritaren kryesore</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game that ended while you were away could not be kept: %1</source>
        <translation>Loja që mbaroi ndërsa ishe larg nuk u ruajt dot: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game that ended while you were away is kept: Game ▸ Recent games, in the main window</source>
        <translation>Loja që mbaroi ndërsa ishe larg u ruajt: Loja ▸ Lojërat e fundit, në dritaren kryesore</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 would play again. New game deals it now; otherwise it is dealt in %2 s.</source>
        <translation>%1 do të luanin sërish. «Lojë e re» e ndan tani; përndryshe ndahet pas %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You asked for the next game. Waiting for %3; it is dealt in %2 s at the latest.</source>
        <translation>E kërkove lojën tjetër. Në pritje të %3; ndahet më së voni pas %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone asked: the next game is being dealt.</source>
        <translation>Të gjithë e kërkuan: loja tjetër po ndahet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 would play again: choose Play again to join them (dealt in %2 s at the latest).</source>
        <translation>%1 do të luanin sërish: zgjidh «Luaj sërish» për t&apos;u bashkuar (ndahet më së voni pas %2 s).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 sat down at the table</source>
        <translation>%1 u ul në tryezë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table: a computer player at level %2 plays the seat</source>
        <translation>%1 la tryezën: një lojtar kompjuter në nivelin %2 zë vendin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the table: a computer player plays the seat</source>
        <translation>%1 la tryezën: një lojtar kompjuter zë vendin</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</source>
        <translation>
            <numerusform>Tryeza ka pritur %n minutë për %1. Nëse janë larguar, Tryeza ▸ Jepi një vend kompjuterit… lë një lojtar kompjuteri të luajë për ta derisa të hyjnë sërish.</numerusform>
            <numerusform>Tryeza ka pritur %n minuta për %1. Nëse janë larguar, Tryeza ▸ Jepi një vend kompjuterit… lë një lojtar kompjuteri të luajë për ta derisa të hyjnë sërish.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Nobody else sits at the table</source>
        <translation>Askush tjetër nuk ulet në tryezë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a seat to the computer</source>
        <translation>Jepi një vend kompjuterit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player takes this seat until its player joins again with the code:</source>
        <translation>Një lojtar kompjuter e merr këtë vend derisa lojtari i tij të lidhet sërish me kodin:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>You are back at your seat</source>
        <translation>Je përsëri në vendin tënd</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the table</source>
        <translation>Mbyll tryezën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the table? The others are told, and the game is kept to resume.</source>
        <translation>Të mbyllet tryeza? Të tjerët njoftohen dhe loja ruhet për t&apos;u vazhduar.</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+19"/>
        <source>At least one seat must be played by a person.</source>
        <translation>Të paktën një vend duhet ta luajë një njeri.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Numri i lojtarëve:</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>How long the Expert level may think about each card and each pass; the hint thinks as long.</source>
        <translation>Sa gjatë mund të mendojë niveli Ekspert për çdo letër dhe çdo kalim; këshilla mendon po aq.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Expert thinking time:</source>
        <translation>Koha e mendimit për &amp;Ekspertin:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seat</source>
        <translation>Vendi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Emri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human</source>
        <translation>Njeri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>Niveli i kompjuterit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human player</source>
        <translation>Lojtar njerëzor</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Quick</source>
        <translation>E shpejtë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>E thellë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very deep</source>
        <translation>Shumë e thellë</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: up to %2 s a decision, at most %3 s a hand for each Expert</source>
        <translation>%1: deri në %2 s për vendim, më së shumti %3 s për dorë për çdo Ekspert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your own: %1 s a decision</source>
        <translation>E jotja: %1 s për vendim</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../hearts_desktop/services/i18n.py" line="+66"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Anulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Mbyll</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-8"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Po</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Jo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Rivendos</translation>
    </message>
</context>
<context>
    <name>ReplayWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/replay_dialog.py" line="+102"/>
        <source>Replay</source>
        <translation>Rishfaqja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the game</source>
        <translation>Pozicioni në lojë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Fillimi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ Dora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ Marrja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trick ▶</source>
        <translation>Marrja ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand ▶▶</source>
        <translation>Dora ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End ▶|</source>
        <translation>Fundi ▶|</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The deal of hand 1</source>
        <translation>Ndarja e dorës 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: after the pass</source>
        <translation>Dora {0}: pas kalimit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}, trick {1}: where the record ends</source>
        <translation>Dora {0}, marrja {1}: këtu mbaron regjistrimi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of hand {0}: totals {1}</source>
        <translation>Fundi i dorës {0}: totalet {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {0}, after trick {1} of {2}</source>
        <translation>Dora {0}, pas marrjes {1} nga {2}</translation>
    </message>
</context>
<context>
    <name>ReviewCliWords</name>
    <message>
        <location filename="../../hearts_desktop/review_cli.py" line="+90"/>
        <source>The Expert: %1. %2</source>
        <translation>Eksperti: %1. %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The Expert&apos;s review of %1 (seat %2): %3 decisions</source>
        <translation>Shqyrtimi i Ekspertit për %1 (vendi %2): %3 vendime</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %1</source>
        <translation>Dora %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal %1</source>
        <translation>ndarja %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes this hand: %1</source>
        <translation>Pikë të humbura nga gabimet në këtë dorë: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Pikë të humbura nga gabimet në lojë: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worst: %1, %2 (%3 points)</source>
        <translation>Më e keqja: %1, %2 (%3 pikë)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--seat needs a seat number (0 is South)</source>
        <translation>--seat kërkon numrin e vendit (0 është Jugu)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--think needs quick, normal, deep, very-deep or a number of seconds</source>
        <translation>--think kërkon quick, normal, deep, very-deep ose një numër sekondash</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--review needs one file: a saved game or a game record</source>
        <translation>--review kërkon një skedar: një lojë të ruajtur ose një regjistër loje</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reviewed: %2</source>
        <translation>%1 nuk mund të shqyrtohet: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game has seats 0 to %1</source>
        <translation>Loja ka vendet 0 deri %1</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="+25"/>
        <source>good</source>
        <translation>mirë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inaccuracy</source>
        <translation>pasaktësi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>gabim</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>gafë</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Kalimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Marrja %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hand %1, pass</source>
        <translation>Dora %1, kalimi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1, trick %2</source>
        <translation>Dora %1, marrja %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 pikë)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 points lost</source>
        <translation>%1: %2 pikë të humbura</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hindsight (every hand known, exact): %1</source>
        <translation>Më pas (të gjitha duart të njohura, saktë): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight (every hand known, estimated): %1</source>
        <translation>Më pas (të gjitha duart të njohura, përafërsisht): %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost against the table: under %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Pikë të humbura ndaj tryezës: nën %1 mirë, nga %1 pasaktësi, nga %2 gabim, nga %3 gafë.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+187"/>
        <source>Review: %1</source>
        <translation>Shqyrtimi: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+53"/>
        <source>Decision</source>
        <translation>Vendimi</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Played</source>
        <translation>Luajtur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Verdict</source>
        <translation>Vlerësimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>Vendimet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Zgjedhja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expected points</source>
        <translation>Pikë të pritura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight</source>
        <translation>Më pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices the Expert weighed</source>
        <translation>Zgjedhjet që peshoi Eksperti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst:</source>
        <translation>Më të këqijat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel the analysis</source>
        <translation>&amp;Anulo analizën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse the rest</source>
        <translation>Analizo &amp;pjesën tjetër</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this hand again</source>
        <translation>Luaj &amp;sërish këtë dorë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards and opponents at a table of their own, then your tries and the Expert&apos;s side by side</source>
        <translation>Të njëjtat letra dhe kundërshtarë në një tryezë më vete, pastaj provat e tua dhe ajo e Ekspertit krah për krah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected points: your points for the hand minus the others&apos; average, from what you knew then (lower is better; ± one standard error). On the table your choice is blue, the Expert&apos;s amber. </source>
        <translation>Pikë të pritura: pikët e tua për dorën minus mesataren e të tjerëve, nga sa dije atëherë (më pak është më mirë; ± një gabim standard). Në tryezë zgjedhja jote është blu, ajo e Ekspertit qelibar. </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%v of %m decisions judged</source>
        <translation>%v nga %m vendime të vlerësuara</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The analysis failed: %1</source>
        <translation>Analiza dështoi: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="-57"/>
        <source>Hand %1</source>
        <translation>Dora %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+86"/>
        <source>Blue, yours: %1</source>
        <translation>Blu, jotja: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber, the Expert&apos;s: %1</source>
        <translation>Qelibar, e Ekspertit: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Expert: %1. %2</source>
        <translation>Eksperti: %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindsight: nothing to choose.</source>
        <translation>Më pas: s&apos;kishte ç&apos;të zgjidhej.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-2"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Pikë të humbura nga gabimet në lojë: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes: hand %1, %2; game, %3</source>
        <translation>Pikë të humbura nga gabimet: dora %1, %2; loja, %3</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/review_actions.py" line="+77"/>
        <source>Re&amp;view this game…</source>
        <translation>&amp;Shqyrto këtë lojë…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revie&amp;w a saved game…</source>
        <translation>Shqyrto një lo&amp;jë të ruajtur…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing to review yet: the game is reviewed once it is over</source>
        <translation>Ende s&apos;ka ç&apos;të shqyrtohet: loja shqyrtohet pasi të mbarojë</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Whose passes and cards shall the Expert review?</source>
        <translation>Kalimet dhe letrat e kujt t&apos;i shqyrtojë Eksperti?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to review yet: no pass or card of yours</source>
        <translation>Ende s&apos;ka ç&apos;të shqyrtohet: asnjë kalim apo letër jotja</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Review a saved game</source>
        <translation>Shqyrto një lojë të ruajtur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Regjistrime lojërash Kupat (*.json);;Të gjithë skedarët (*)</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+62"/>
        <source>Review</source>
        <translation>Shqyrtim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be reviewed:
%2</source>
        <translation>%1 nuk mund të shqyrtohet:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/recent_games_dialog.py" line="+76"/>
        <location line="+7"/>
        <location line="+73"/>
        <source>Recent games</source>
        <translation>Lojërat e fundit</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Games you saved or opened, and games set aside when another took their place. Moving one to the trash leaves the others and your statistics as they are.</source>
        <translation>Lojërat që ke ruajtur ose hapur, dhe lojërat e lëna mënjanë kur një tjetër zuri vendin e tyre. Hedhja e njërës në kosh i lë të tjerat dhe statistikat e tua siç janë.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Lloji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and scores</source>
        <translation>Lojtarët dhe pikët</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands</source>
        <translation>Duart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Ndarjet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open</source>
        <translation>&amp;Hap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review</source>
        <translation>&amp;Shqyrto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to &amp;trash</source>
        <translation>Hidhe në &amp;kosh</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved</source>
        <translation>E ruajtur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>E lënë mënjanë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Tryezë në rrjet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 nuk mund të lexohet: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (finished)</source>
        <translation>%1 (e përfunduar)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 could not be moved to the trash; it is where it was:
%2</source>
        <translation>%1 nuk u hodh dot në kosh; është aty ku ishte:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-3"/>
        <source>The Expert&apos;s review: %1</source>
        <translation>Shqyrtimi i Ekspertit: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points lost</source>
        <translation>Pikë të humbura</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Expert&apos;s choice</source>
        <translation>Zgjedhja e Ekspertit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decisions, %2 points lost to mistakes</source>
        <translation>%1 vendime, %2 pikë të humbura nga gabimet</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/practice_window.py" line="+102"/>
        <source>Hand %1 again</source>
        <translation>Dora %1 sërish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Practice</source>
        <translation>&amp;Ushtrim</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Play it &amp;again</source>
        <translation>Luaj &amp;sërish</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>C&amp;ompare the tries</source>
        <translation>&amp;Krahaso provat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Mbyll</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>In the game</source>
        <translation>Në lojë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try %1</source>
        <translation>Prova %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert in your seat</source>
        <translation>Eksperti në vendin tënd</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How the tries went</source>
        <translation>Si shkuan provat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same opponents: %1&apos;s seat</source>
        <translation>Të njëjtat letra, të njëjtët kundërshtarë: vendi i %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points taken</source>
        <translation>Pikë të marra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score change</source>
        <translation>Ndryshimi i pikëve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the table</source>
        <translation>Kundrejt tryezës</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thinking…</source>
        <translation>po mendon…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not played</source>
        <translation>e paluajtur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Against the table: your score&apos;s change minus the others&apos; average (lower is better; a moon counts for what it does to everyone).</source>
        <translation>Kundrejt tryezës: ndryshimi i pikëve të tua minus mesataren e të tjerëve (më pak është më mirë; hëna llogaritet për atë që u bën të gjithëve).</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/rule_words.py" line="+65"/>
        <source>On</source>
        <translation>Po</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+56"/>
        <source>Off</source>
        <translation>Jo</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Shooter chooses</source>
        <translation>Zgjedh qitësi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add to the others</source>
        <translation>Shtoju të tjerëve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract from the shooter</source>
        <translation>Zbrit nga qitësi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best for the shooter, automatically</source>
        <translation>Më e mira për qitësin, automatikisht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>Pa hënë</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club must be led</source>
        <translation>Hapet detyrimisht me spathinë më të ulët</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder may lead any club</source>
        <translation>Kush e ka, hap me cilëndo spathi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the dealer leads any card</source>
        <translation>Lojtari majtas ndarësit hap me cilëndo letër</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target score</source>
        <translation>Kufiri i pikëve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>Loja mbaron pas dorës në të cilën dikush arrin këto pikë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card removed with 3 players</source>
        <translation>Letra e hequr me 3 lojtarë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players one two is taken out so everyone gets 17 cards.</source>
        <translation>Me tre lojtarë hiqet një dyshe, që secili të marrë 17 letra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ breaks hearts</source>
        <translation>Q♠ i thyen kupat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the Queen of spades allows hearts to be led afterwards.</source>
        <translation>Pasi luhet çupa maç, mund të hapet me kupë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shooting the moon</source>
        <translation>Qitja e hënës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How taking every heart and the Q♠ is settled.</source>
        <translation>Si llogaritet marrja e të gjitha kupave dhe e Q♠.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead</source>
        <translation>Hapja e parë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick of a hand, and with what.</source>
        <translation>Kush e hap marrjen e parë të dorës, dhe me çfarë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie for the lowest score</source>
        <translation>Barazim për rezultatin më të ulët</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when the game ends with a tie for the win.</source>
        <translation>Çfarë ndodh kur loja mbaron me barazim për fitoren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win</source>
        <translation>Fitore e ndarë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until the tie is broken</source>
        <translation>Vazhdo derisa të prishet barazimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points on the first trick</source>
        <translation>Pikë në marrjen e parë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether hearts or the Q♠ may be discarded on the first trick.</source>
        <translation>Nëse në marrjen e parë mund të hidhen kupa ose Q♠.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbidden</source>
        <translation>Ndalohet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allowed</source>
        <translation>Lejohet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass cycle</source>
        <translation>Cikli i kalimit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the cards go, hand after hand (across needs an even number of players).</source>
        <translation>Ku shkojnë letrat, dorë pas dore (përballë kërkon numër çift lojtarësh).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards passed</source>
        <translation>Letra që kalohen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player passes.</source>
        <translation>Sa letra kalon secili lojtar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts must be broken</source>
        <translation>Kupat duhet të thyhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts may not be led until a heart (or the Q♠) has been played.</source>
        <translation>Nuk mund të hapet me kupë derisa të jetë luajtur një kupë (ose Q♠).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus for taking no trick</source>
        <translation>Bonus pa asnjë marrje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5 for a player who takes no trick (not when the moon was shot).</source>
        <translation>−5 për lojtarin që nuk merr asnjë marrje (jo kur qitet hëna).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5</source>
        <translation>−5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus card</source>
        <translation>Letra bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card worth −10 to whoever takes it.</source>
        <translation>Një letër që vlen −10 për atë që e merr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>None</source>
        <translation>Asnjë</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>J♦ −10</source>
        <translation>J♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10♦ −10</source>
        <translation>10♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact target reset</source>
        <translation>Kufiri i saktë përgjysmohet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A total of exactly the target score drops to half of it.</source>
        <translation>Një total saktësisht sa kufiri i pikëve bie në gjysmën e tij.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart values</source>
        <translation>Vlerat e kupave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each heart counts 1, or its face value (J 11, Q 12, K 13, A 14).</source>
        <translation>Çdo kupë vlen 1, ose sa vlera e saj (J 11, Q 12, K 13, A 14).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 each</source>
        <translation>1 secila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value</source>
        <translation>Vlera e letrës</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra penalty spades</source>
        <translation>Maçe me pikë shtesë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The A♠ counts 7 and the K♠ 10, as in Black Maria.</source>
        <translation>A♠ vlen 7 dhe K♠ 10, si te Maria e Zezë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A♠ 7, K♠ 10</source>
        <translation>A♠ 7, K♠ 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ value</source>
        <translation>Vlera e Q♠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the Queen of spades counts.</source>
        <translation>Sa vlen çupa maç.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot the sun</source>
        <translation>Qitja e diellit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning every trick is settled like the moon, with twice the amount.</source>
        <translation>Fitimi i të gjitha marrjeve llogaritet si hëna, me dyfishin e shumës.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancellation (two decks)</source>
        <translation>Anulim (dy pako)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5–7 players, two decks, a widow, no passing; identical cards cancel.</source>
        <translation>5–7 lojtarë, dy pako, letra të mbetura, pa kalim; letrat identike anulohen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left</source>
        <translation>Majtas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Djathtas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Përballë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No pass</source>
        <translation>Pa kalim</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Standard (R5)</source>
        <translation>Standard (R5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>Kupat me pikë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Maria e Zezë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kupat me anulim</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your own mix of house rules.</source>
        <translation>Përzierja jote e rregullave të shtëpisë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The usual game: each heart counts 1 and the Q♠ 13; the lowest score wins.</source>
        <translation>Loja e zakonshme: çdo kupë vlen 1 dhe Q♠ 13; fiton rezultati më i ulët.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The usual game, and the J♦ is worth −10 to whoever takes it.</source>
        <translation>Loja e zakonshme, dhe J♦ vlen −10 për atë që e merr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their face value and the Q♠ 25; the game goes to 500.</source>
        <translation>Kupat vlejnë sa vlera e letrës dhe Q♠ 25; loja shkon deri në 500.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The British game: A♠ 7, K♠ 10 and Q♠ 13, always pass right, no moon.</source>
        <translation>Loja britanike: A♠ 7, K♠ 10 dhe Q♠ 13, kalohet gjithmonë djathtas, pa hënë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For 5 to 7 players with two decks: identical cards in a trick cancel.</source>
        <translation>Për 5 deri në 7 lojtarë me dy pako: letrat e njëjta në një marrje anulojnë njëra-tjetrën.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Custom, based on %1</source>
        <translation>I përshtatur, bazuar në %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The target score must be between %1 and %2 (H1).</source>
        <translation>Kufiri i pikëve duhet të jetë nga %1 deri në %2 (H1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three players the 2♦ or the 2♣ is removed (H2).</source>
        <translation>Me tre lojtarë hiqet 2♦ ose 2♣ (H2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Between 1 and 4 cards are passed (H9).</source>
        <translation>Kalohen nga 1 deri në 4 letra (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Q♠ counts 13 or 25 (H16).</source>
        <translation>Q♠ vlen 13 ose 25 (H16).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the sun is settled like the moon: choose a moon settlement other than “No moon” (H17, H4).</source>
        <translation>Qitja e diellit llogaritet si hëna: zgjidh një llogaritje të hënës tjetër nga “Pa hënë” (H17, H4).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cancellation Hearts needs 5 to 7 players, not %n (V5).</source>
        <translation>
            <numerusform>Varianti Kupat me anulim kërkon 5 deri në 7 lojtarë, jo %n (V5).</numerusform>
            <numerusform>Varianti Kupat me anulim kërkon 5 deri në 7 lojtarë, jo %n (V5).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is played by 3 to 7 players (R1).</source>
        <translation>Loja Kupat luhet nga 3 deri në 7 lojtarë (R1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A custom pass cycle needs at least one step (H8).</source>
        <translation>Një cikël kalimi i përshtatur duhet të ketë të paktën një hap (H8).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Passing across needs an even number of players, not %n (H8).</source>
        <translation>
            <numerusform>Kalimi përballë kërkon numër çift lojtarësh, jo %n (H8).</numerusform>
            <numerusform>Kalimi përballë kërkon numër çift lojtarësh, jo %n (H8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+55"/>
        <location line="+174"/>
        <source>Custom</source>
        <translation>I përshtatur</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>A named variant fills in the house rules; you can still change any.</source>
        <translation>Një variant me emër i plotëson rregullat e shtëpisë; secilin prej tyre mund ta ndryshosh.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule problems</source>
        <translation>Probleme me rregullat</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore defaults</source>
        <translation>Rikthe parazgjedhjet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set every house rule back to V1 Standard</source>
        <translation>Kthe çdo rregull të shtëpisë te V1 Standard</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Varianti:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Set the target score to %1</source>
        <translation>Vendos kufirin e pikëve në %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_sheet.py" line="+118"/>
        <location line="+183"/>
        <source>Score sheet</source>
        <translation>Fleta e pikëve</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Dora:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this hand &amp;again</source>
        <translation>Luaj &amp;këtë dorë sërish</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy deal number</source>
        <translation>Kopjo &amp;numrin e ndarjes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen hand&apos;s deal number, for a friend to play the same cards</source>
        <translation>Numri i ndarjes së dorës së zgjedhur, që një mik të luajë të njëjtat letra</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;With the Expert&apos;s review</source>
        <translation>&amp;Me shqyrtimin e Ekspertit</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Print…</source>
        <translation>&amp;Shtyp…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Paraparje e shtypjes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export</source>
        <translation>&amp;Eksporto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF document…</source>
        <translation>Dokument PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreadsheet (CSV)…</source>
        <translation>Fletëllogaritëse (CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web page (HTML)…</source>
        <translation>Faqe web (HTML)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game record (JSON)…</source>
        <translation>Regjistrim i lojës (JSON)…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Deal %1 copied</source>
        <translation>Ndarja %1 u kopjua</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Print preview — score sheet</source>
        <translation>Paraparje e shtypjes — fleta e pikëve</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hearts score sheet</source>
        <translation>Fleta e pikëve e lojës Kupat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumente PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Skedarë CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web pages (*.html)</source>
        <translation>Faqe web (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json)</source>
        <translation>Regjistrime lojërash Kupat (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hearts-score-%1</source>
        <translation>kupat-piket-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export score sheet</source>
        <translation>Eksporto fletën e pikëve</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A network table&apos;s game record stays with its host</source>
        <translation>Regjistri i lojës së një tryeze në rrjet mbetet te pritësi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be written:
%1</source>
        <translation>Skedari nuk mund të shkruhej:
%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <location line="-228"/>
        <source>Score sheet</source>
        <translation>Fleta e pikëve</translation>
    </message>
</context>
<context>
    <name>SeatName</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+55"/>
        <source>South</source>
        <translation>Jugu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-West</source>
        <translation>Jugperëndimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Perëndimi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-West</source>
        <translation>Veriperëndimi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Veriu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-East</source>
        <translation>Verilindja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Lindja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-East</source>
        <translation>Juglindja</translation>
    </message>
</context>
<context>
    <name>SeatingWords</name>
    <message>
        <location filename="../../hearts_desktop/views/network/seating.py" line="+67"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The join code is not right.</source>
        <translation>Kodi i hyrjes nuk është i saktë.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken by a person.</source>
        <translation>Të gjitha vendet në atë tryezë i kanë zënë njerëz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not answer.</source>
        <translation>Tryeza nuk u përgjigj.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Pritësi e mbylli tryezën.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host was stopped.</source>
        <translation>Pritësi u ndal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host gave your seat to a computer player for now: join again with the code to take it back.</source>
        <translation>Pritësi ia dha vendin tënd një lojtari kompjuter për tani: lidhu sërish me kodin për ta marrë mbrapsht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>Lidhja me tryezën humbi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>E le tryezën.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s computer has stopped answering. It may be asleep, busy or off the network.</source>
        <translation>Kompjuteri i pritësit ka pushuar së përgjigjuri. Mund të jetë në gjumë, i zënë ose jashtë rrjetit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table sent something this version of Hearts Desktop cannot follow, so the game cannot go on here.</source>
        <translation>Tryeza dërgoi diçka që ky version i Hearts Desktop nuk mund ta ndjekë, ndaj loja nuk mund të vazhdojë këtu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer sent the table too many messages at once.</source>
        <translation>Ky kompjuter i dërgoi tryezës shumë mesazhe njëherësh.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many connections from this computer are waiting at that table. Try again in a moment.</source>
        <translation>Shumë lidhje nga ky kompjuter presin në atë tryezë. Provo sërish pas pak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many people are knocking at that table just now. Try again in a moment.</source>
        <translation>Tani për tani shumë veta po trokasin në atë tryezë. Provo sërish pas pak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That table is not listening to this computer for a while. Try again in a minute.</source>
        <translation>Ajo tryezë nuk e dëgjon këtë kompjuter për një kohë. Provo sërish pas një minute.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That table runs another version of Hearts Desktop (this one speaks protocol %1). Both computers need the same version.</source>
        <translation>Ajo tryezë xhiron një version tjetër të Hearts Desktop (ky flet protokollin %1). Të dy kompjuterët duhet të kenë të njëjtin version.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table heard nothing from this computer for too long.</source>
        <translation>Tryeza nuk ka dëgjuar asgjë nga ky kompjuter për shumë kohë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table answers at that address and port.</source>
        <translation>Asnjë tryezë nuk përgjigjet në atë adresë dhe portë.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No computer of that name was found on the network.</source>
        <translation>Në rrjet nuk u gjet asnjë kompjuter me atë emër.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table said: %1</source>
        <translation>Tryeza tha: %1</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../hearts_desktop/selftest.py" line="+101"/>
        <source>Self-test FAILED: %1</source>
        <translation>Vetëkontrolli DËSHTOI: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Self-test FAILED with an unexpected error (above).</source>
        <translation>Vetëkontrolli DËSHTOI me një gabim të papritur (më sipër).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hearts Desktop %1: self-test passed.</source>
        <translation>Hearts Desktop %1: vetëkontrolli kaloi me sukses.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One hand of %1 cards in %2 tricks, points %3.</source>
        <translation>Një dorë me %1 letra në %2 marrje, pikët %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invariants held, the game record round-trips, a worker answered.</source>
        <translation>Invariantet u ruajtën, regjistrimi i lojës mbetet i njëjtë pas ruajtjes dhe leximit, një proces pune u përgjigj.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 sounds play (on a silent device).</source>
        <translation>%1 tingujt luhen (në një pajisje pa zë).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the compiled kernel.</source>
        <translation>Lojtarët kompjuter mendojnë me bërthamën e përpiluar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the pure-Python kernel (slower).</source>
        <translation>Lojtarët kompjuter mendojnë me bërthamën në Python të pastër (më ngadalë).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table rendered in %1 ms.</source>
        <translation>Tavolina u vizatua për %1 ms.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total %1 s.</source>
        <translation>Gjithsej %1 s.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the table raised an error: %1</source>
        <translation>tavolina shkaktoi një gabim: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the table was never rendered</source>
        <translation>tavolina nuk u vizatua kurrë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table is still animating at instant speed</source>
        <translation>tavolina ende animon me shpejtësi të menjëhershme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table does not show the cards the model dealt</source>
        <translation>tavolina nuk shfaq letrat që ndau modeli</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no seat is to act</source>
        <translation>asnjë vend nuk është në radhë</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table refused a legal action: %1</source>
        <translation>tavolina refuzoi një veprim të lejuar: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand does not end</source>
        <translation>dora nuk mbaron</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand did not start with a deal</source>
        <translation>dora nuk filloi me një ndarje</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the deal is not the deck: a card is missing or dealt twice</source>
        <translation>ndarja nuk është pakoja: mungon një letër ose është ndarë dy herë</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not every card was played exactly once</source>
        <translation>jo çdo letër u luajt saktësisht një herë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrong number of tricks</source>
        <translation>numër i gabuar marrjesh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a trick has the wrong number of cards</source>
        <translation>një marrje ka numër të gabuar letrash</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the hand&apos;s points differ from the points of the tricks taken</source>
        <translation>pikët e dorës ndryshojnë nga pikët e marrjeve të marra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points taken do not add up to the deck&apos;s points</source>
        <translation>pikët e marra nuk përputhen me pikët e pakos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the totals after the first hand are not its points</source>
        <translation>totalet pas dorës së parë nuk janë pikët e saj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the score history does not hold the hand</source>
        <translation>historia e pikëve nuk e përmban dorën</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game record does not round-trip</source>
        <translation>regjistrimi i lojës nuk mbetet i njëjtë pas ruajtjes dhe leximit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replaying the game record does not rebuild the game</source>
        <translation>riluajtja e regjistrimit të lojës nuk e rindërton lojën</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the computer players&apos; worker process did not start: %1</source>
        <translation>procesi i lojtarëve kompjuter nuk u nis: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; worker process answered wrongly</source>
        <translation>procesi i lojtarëve kompjuter u përgjigj gabim</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the computer players&apos; compiled kernel is missing</source>
        <translation>mungon bërthama e përpiluar e lojtarëve kompjuter</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>sorting by language (collation) does not work</source>
        <translation>renditja sipas gjuhës (collation) nuk funksionon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case rules by language do not work</source>
        <translation>rregullat e shkronjave të mëdha e të vogla sipas gjuhës nuk funksionojnë</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the sounds cannot be played: %1</source>
        <translation>tingujt nuk mund të luhen: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the table did not render</source>
        <translation>tavolina nuk u vizatua</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the rendered table shows no felt</source>
        <translation>tavolina e vizatuar nuk shfaq cohën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table shows no card faces</source>
        <translation>tavolina e vizatuar nuk shfaq fytyra letrash</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table looks blank</source>
        <translation>tavolina e vizatuar duket bosh</translation>
    </message>
</context>
<context>
    <name>ServeWords</name>
    <message>
        <location filename="../../hearts_desktop/net/serve.py" line="+86"/>
        <source>Unknown preset: %1 (choose one of %2)</source>
        <translation>Variant i panjohur: %1 (zgjidhni një nga %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown option: %1</source>
        <translation>Opsion i panjohur: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs a value</source>
        <translation>%1 kërkon një vlerë</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The port must be a number from 1 to 65535, not %1</source>
        <translation>Porta duhet të jetë një numër nga 1 deri në 65535, jo %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The join code must be 6 digits</source>
        <translation>Kodi i hyrjes duhet të ketë 6 shifra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table has 3 to 7 players, not %1</source>
        <translation>Një tryezë ka 3 deri në 7 lojtarë, jo %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown level: %1</source>
        <translation>Nivel i panjohur: %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>The Expert&apos;s thinking time is quick, normal, deep, very-deep or seconds, not %1</source>
        <translation>Koha e mendimit të Ekspertit është quick, normal, deep, very-deep ose sekonda, jo %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not an address: %1</source>
        <translation>Nuk është adresë: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--serve needs a port and --code needs a 6-digit join code</source>
        <translation>--serve kërkon një portë dhe --code një kod 6-shifror</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>--level needs one level, or one for each of the %n seats</source>
        <translation>
            <numerusform>--level kërkon një nivel, ose një për secilin nga %n vendet</numerusform>
            <numerusform>--level kërkon një nivel, ose një për secilin nga %n vendet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The saved network game was kept as %1</source>
        <translation>Loja e ruajtur në rrjet u mbajt si %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resuming the saved network game at hand %1</source>
        <translation>Vazhdon loja e ruajtur në rrjet te dora %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game could not be saved: %1</source>
        <translation>Loja nuk u ruajt dot: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The games finished earlier at this table could not be read (%1); the table counts its games won from now on</source>
        <translation>Lojërat e mbaruara më parë në këtë tryezë nuk u lexuan dot (%1); tryeza i numëron lojërat e fituara që tani e tutje</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The games owed to players who were away could not be read (%1); the file was kept as %2</source>
        <translation>Lojërat që u detyrohen lojtarëve që mungonin nuk u lexuan dot (%1); skedari u ruajt si %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The games owed to players who were away could not be saved: %1</source>
        <translation>Lojërat që u detyrohen lojtarëve që mungonin nuk u ruajtën dot: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Cannot listen on port %1: %2</source>
        <translation>Nuk mund të dëgjohet në portën %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every address of this computer</source>
        <translation>të gjitha adresat e këtij kompjuteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a table of %1 on port %2 (%3); join code %4</source>
        <translation>Një tryezë për %1 është e hapur në portën %2 (%3); kodi %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over: %1</source>
        <translation>Loja mbaroi: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The table is closed; the game is saved.</source>
        <translation>Tryeza u mbyll; loja u ruajt.</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+115"/>
        <location line="+37"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zhbëj</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ribëj</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Finish the hand</source>
        <translation>&amp;Përfundo dorën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikat…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="+100"/>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+123"/>
        <source>The game could not be saved: {0}</source>
        <translation>Loja nuk mund të ruhej: {0}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+23"/>
        <source>This game is not in the statistics: the Expert played for you</source>
        <translation>Kjo lojë nuk hyn në statistika: Eksperti luajti për ty</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>This game is not in the statistics: it does not say which seat was yours</source>
        <translation>Kjo lojë nuk hyn në statistika: nuk thotë cili vend ishte i yti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game is not in the statistics: a computer player played for you while you were away</source>
        <translation>Kjo lojë nuk hyn në statistika: një lojtar kompjuteri luajti për ty ndërsa ishe larg</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is in the statistics already</source>
        <translation>Kjo lojë është tashmë në statistika</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is counted in the statistics (network tables)</source>
        <translation>Kjo lojë u numërua në statistika (tryeza në rrjet)</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="-83"/>
        <source>Statistics</source>
        <translation>Statistikat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game</source>
        <translation>Lojë e ruajtur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game was interrupted in hand {0} (scores: {1}).
Resume it where it stopped?</source>
        <translation>Një lojë u ndërpre në dorën {0} (pikët: {1}).
Ta vazhdosh aty ku mbeti?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume game</source>
        <translation>Vazhdo lojën</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="-27"/>
        <location line="+23"/>
        <source>The statistics could not be updated: {0}</source>
        <translation>Statistikat nuk mund të përditësoheshin: {0}</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+30"/>
        <source>The rest of this hand is decided: press F to finish it at once</source>
        <translation>Pjesa tjetër e kësaj dore është e vendosur: shtyp F për ta përfunduar menjëherë</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Replay a saved game</source>
        <translation>Rishfaq një lojë të ruajtur</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Regjistrime lojërash Kupat (*.json);;Të gjithë skedarët (*)</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Re&amp;play a saved game…</source>
        <translation>Rishfaq lojë të r&amp;uajtur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>Ruaj &amp;lojën…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Hap lojë…</translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+12"/>
        <source>Save game</source>
        <translation>Ruaj lojën</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hearts game</source>
        <translation>Lojë Kupash</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game was saved as {0}</source>
        <translation>Loja u ruajt si {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>Open game</source>
        <translation>Hap lojë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened:
{1}</source>
        <translation>{0} nuk mund të hapet:
{1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} is on the table</source>
        <translation>{0} është në tryezë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interrupted game was kept as {0}</source>
        <translation>Loja e ndërprerë u ruajt si {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay</source>
        <translation>Rishfaqja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be replayed:
{1}</source>
        <translation>{0} nuk mund të rishfaqet:
{1}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+168"/>
        <source>The stored setting “%1” was not valid and has been reset to its default.</source>
        <translation>Cilësimi i ruajtur “%1” nuk ishte i vlefshëm dhe u rikthye në parazgjedhje.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The stored house rules cannot be played by %n players and have been reset to Standard.</source>
        <translation>Rregullat e shtëpisë të ruajtura nuk mund të luhen nga %n lojtarë dhe u rikthyen në Standard.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_dialog.py" line="+71"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Cilësimet</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&amp;Rules</source>
        <translation>&amp;Rregullat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Players</source>
        <translation>&amp;Lojtarët</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Table</source>
        <translation>&amp;Tavolina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Gjuha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&amp;ound</source>
        <translation>&amp;Zëri</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Rule changes apply to the next game.</source>
        <translation>Ndryshimet e rregullave vlejnë nga loja tjetër.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress goes on with the rules it started with.</source>
        <translation>Loja në vazhdim vazhdon me rregullat me të cilat filloi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game now</source>
        <translation>Fillo tani një lojë të re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Vazhdo të luash</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="-90"/>
        <source>Restore defaults</source>
        <translation>Rikthe parazgjedhjet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set this tab back to its defaults</source>
        <translation>Rikthe këtë skedë te parazgjedhjet</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/chart.py" line="+114"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+63"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+259"/>
        <source>Hand</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target %1</source>
        <translation>Kufiri %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+88"/>
        <source>Chart of the running totals</source>
        <translation>Grafiku i totaleve gjatë lojës</translation>
    </message>
    <message>
        <location line="-88"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>Pass</source>
        <translation>Kalimi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Ndarja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (hand)</source>
        <translation>%1 (dora)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (total)</source>
        <translation>%1 (totali)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Shënime</translation>
    </message>
    <message>
        <location line="+60"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+27"/>
        <source>hand</source>
        <translation>dora</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>total</source>
        <translation>totali</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+50"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-82"/>
        <source>Hearts — score sheet</source>
        <translation>Kupat — fleta e pikëve</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Cannot write to the printer or file.</source>
        <translation>Nuk mund të shkruhet te printeri ose skedari.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_model.py" line="+164"/>
        <source>Left</source>
        <translation>Majtas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Djathtas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Përballë</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep</source>
        <translation>Pa kalim</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon</source>
        <translation>qiti hënën</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>qiti diellin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took the %1 (−10)</source>
        <translation>mori %1 (−10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took no trick (−5)</source>
        <translation>nuk mori asnjë marrje (−5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit the target exactly: back to half</source>
        <translation>arriti saktë kufirin: kthehet në gjysmë</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>+%1 to the others</source>
        <translation>+%1 të tjerëve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 to the shooter</source>
        <translation>−%1 qitësit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the sun</source>
        <translation>%1 qiti diellin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon</source>
        <translation>%1 qiti hënën</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-144"/>
        <source>Rules: %1    Target score: %2    Players: %3</source>
        <translation>Rregullat: %1    Kufiri i pikëve: %2    Lojtarë: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Fituesi: %1</numerusform>
            <numerusform>Fituesit: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Running totals</source>
        <translation>Totalet gjatë lojës</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>deal</source>
        <translation>ndarja</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>winner</source>
        <translation>fituesi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>leads</source>
        <translation>prin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Gjithsej</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Page %1 of %2</source>
        <translation>Faqja %1 nga %2</translation>
    </message>
</context>
<context>
    <name>SoundTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_sound_tab.py" line="+33"/>
        <source>Dealing, playing a card, taking a trick, hearts broken, the queen of spades taken, a shot at the moon and the end of the game each have their own short sound.</source>
        <translation>Ndarja, luajtja e një letre, marrja e një marrjeje, thyerja e kupave, marrja e çupës maç, qitja e hënës dhe fundi i lojës kanë secili tingullin e vet të shkurtër.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume</source>
        <translation>Volumi</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pla&amp;y sounds</source>
        <translation>Lua&amp;j tingujt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try &amp;it</source>
        <translation>&amp;Provoje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the sound of hearts being broken at this volume</source>
        <translation>Luaj tingullin e thyerjes së kupave me këtë volum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound device was found on this computer: the game stays silent.</source>
        <translation>Në këtë kompjuter nuk u gjet asnjë pajisje zëri: loja mbetet pa zë.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumi:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../hearts_desktop/startup.py" line="+139"/>
        <source>Hearts Desktop cannot start: the system library %1 is missing.</source>
        <translation>Hearts Desktop nuk mund të niset: mungon libraria e sistemit %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install it with your package manager, then start the game again:</source>
        <translation>Instaloje me menaxherin e paketave, pastaj nise lojën përsëri:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(Debian, Ubuntu)</source>
        <translation>(Debian, Ubuntu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(Fedora)</source>
        <translation>(Fedora)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The X11 display also needs these packages (Debian, Ubuntu):</source>
        <translation>Ekrani X11 ka nevojë edhe për këto paketa (Debian, Ubuntu):</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hearts Desktop cannot start: there is no graphical display.</source>
        <translation>Hearts Desktop nuk mund të niset: nuk ka ekran grafik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start it from a desktop session (X11 or Wayland). Over SSH, use &quot;ssh -X&quot;.</source>
        <translation>Nise nga një sesion desktopi (X11 ose Wayland). Përmes SSH, përdor &quot;ssh -X&quot;.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To check the installation without a display, run: hearts-desktop --self-test</source>
        <translation>Për të kontrolluar instalimin pa ekran, ekzekuto: hearts-desktop --self-test</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hearts Desktop cannot start: the X11 display %1 does not answer.</source>
        <translation>Hearts Desktop nuk mund të niset: ekrani X11 %1 nuk përgjigjet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check that DISPLAY names a running X server you may use (see &quot;xhost&quot; and &quot;xauth&quot;).</source>
        <translation>Kontrollo që DISPLAY të tregojë një server X që punon dhe që ke leje ta përdorësh (shih &quot;xhost&quot; dhe &quot;xauth&quot;).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hearts Desktop cannot open a window: no Qt display plugin works.</source>
        <translation>Hearts Desktop nuk mund të hapë dritare: asnjë shtojcë ekrani e Qt nuk funksionon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Debian or Ubuntu install: %1</source>
        <translation>Në Debian ose Ubuntu instalo: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Usage: %1 [OPTION] [FILE]</source>
        <translation>Përdorimi: %1 [OPSION] [SKEDAR]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Hearts against computer players. FILE is a saved game to go on with or a game record to replay (.json).</source>
        <translation>Luaj Kupat kundër lojtarëve të kompjuterit. SKEDAR është një lojë e ruajtur për ta vazhduar ose një regjistrim loje për ta rishfaqur (.json).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print this help and exit</source>
        <translation>shfaq këtë ndihmë dhe dil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the version and exit</source>
        <translation>shfaq versionin dhe dil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the installation (two hands, no window) and exit</source>
        <translation>kontrollo instalimin (dy duar, pa dritare) dhe dil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open a new game on that deal (for example 4821-0937: the number on the table and the score sheet)</source>
        <translation>hap një lojë të re me atë ndarje (për shembull 4821-0937: numri në tryezë dhe në fletën e pikëve)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the Expert&apos;s review of every pass and play of a saved game or record, and exit</source>
        <translation>shtyp shqyrtimin e Ekspertit për çdo kalim dhe çdo letër të një loje të ruajtur ose regjistri, dhe dil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host a network table without a window (Ctrl+C stops it, saving the game); LEVEL is the computer players&apos; level (beginner, casual, strong, hard or expert), one for every seat or one a seat, separated by commas; TIME is the Expert&apos;s thinking time: quick, normal, deep, very-deep or seconds</source>
        <translation>hap një tryezë rrjeti pa dritare (Ctrl+C e ndal dhe ruan lojën); LEVEL është niveli i lojtarëve kompjuter (beginner, casual, strong, hard ose expert), një për të gjitha vendet ose një për çdo vend, të ndara me presje; TIME është koha e mendimit të Ekspertit: quick, normal, deep, very-deep ose sekonda</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not a deal number: %1 (eight digits, for example 4821-0937)</source>
        <translation>Nuk është numër ndarjeje: %1 (tetë shifra, për shembull 4821-0937)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unknown option: %1</source>
        <translation>Opsion i panjohur: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one file can be opened at a time.</source>
        <translation>Mund të hapet vetëm një skedar njëherësh.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run &quot;%1 --help&quot; to see the options.</source>
        <translation>Ekzekuto „%1 --help“ për të parë opsionet.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../hearts_desktop/services/stats.py" line="+121"/>
        <source>The statistics could not be read and were set aside as {0}.
Reason: {1}</source>
        <translation>Statistikat nuk mund të lexoheshin dhe u lanë mënjanë si {0}.
Arsyeja: {1}</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/statistics_dialog.py" line="+48"/>
        <source>Final score of each game</source>
        <translation>Rezultati përfundimtar i çdo loje</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No finished games yet</source>
        <translation>Ende asnjë lojë e përfunduar</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Games, oldest to newest (green: won)</source>
        <translation>Lojërat, nga më e vjetra te më e reja (jeshile: e fituar)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost to mistakes per hand, by game</source>
        <translation>Pikë të humbura nga gabimet për dorë, lojë pas loje</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No game reviewed yet: each finished game is reviewed in the background</source>
        <translation>Ende asnjë lojë e shqyrtuar: çdo lojë e përfunduar shqyrtohet në sfond</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Points lost to mistakes per hand, game by game (lower is better)</source>
        <translation>Pikë të humbura nga gabimet për dorë, lojë pas loje (më pak është më mirë)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not reviewed yet</source>
        <translation>ende e pashqyrtuar</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 in the last %n games</source>
        <translation>
            <numerusform>%1 në lojën e fundit</numerusform>
            <numerusform>%1 në %n lojërat e fundit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %1 in the %n before</source>
        <translation>
            <numerusform>; %1 në lojën para saj</numerusform>
            <numerusform>; %1 në %n lojërat para tyre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n still to review)</source>
        <translation>
            <numerusform>(%n për t&apos;u shqyrtuar)</numerusform>
            <numerusform>(%n për t&apos;u shqyrtuar)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics</source>
        <translation>Statistikat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any number of players</source>
        <translation>Çdo numër lojtarësh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} players</source>
        <translation>{0} lojtarë</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any rules</source>
        <translation>Të gjitha rregullat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom</source>
        <translation>Rregulla të përshtatura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At home and at network tables</source>
        <translation>Në shtëpi dhe në tryeza në rrjet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At home</source>
        <translation>Në shtëpi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At network tables</source>
        <translation>Në tryeza në rrjet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Points lost to mistakes per hand</source>
        <translation>Pikë të humbura nga gabimet për dorë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset statistics…</source>
        <translation>Rivendos statistikat…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reset statistics</source>
        <translation>Rivendos statistikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of every game played? This cannot be undone.</source>
        <translation>Të fshihen statistikat e të gjitha lojërave të luajtura? Ky veprim nuk mund të zhbëhet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games played</source>
        <translation>Lojëra të luajtura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Lojëra të fituara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placings</source>
        <translation>Renditjet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Duar të luajtura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per hand</source>
        <translation>Mesatarja e pikëve për dorë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot / suffered</source>
        <translation>Hëna të qitura / të pësuara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ taken</source>
        <translation>Maria e Zezë e marrë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best / worst game</source>
        <translation>Loja më e mirë / më e keqe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with undo</source>
        <translation>Lojëra me zhbërje</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}. place: {1}</source>
        <translation>Vendi {0}: {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+151"/>
        <source>Slow</source>
        <translation>E ngadaltë</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Fast</source>
        <translation>E shpejtë</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>E menjëhershme (pa animacion)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for a click before a trick is collected</source>
        <translation>Prit një klikim para se të mblidhet marrja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (black check)</source>
        <translation>Klasike (me kuadrate të zeza)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>E kuqe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-colour deck (♣ green, ♦ blue)</source>
        <translation>Pako me katër ngjyra (♣ jeshile, ♦ blu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark table (easier on the eyes in a dim room)</source>
        <translation>Tryezë e errët (më e butë për sytë në një dhomë të zbehtë)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Low to high (2 … A)</source>
        <translation>Rritëse (2 … A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High to low (A … 2)</source>
        <translation>Zbritëse (A … 2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large</source>
        <translation>E madhe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card with a double-click (a single click only selects it)</source>
        <translation>Luaj letrën me klikim të dyfishtë (një klikim vetëm e zgjedh)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play checker: after a trick, point out a clearly worse play of mine</source>
        <translation>Kontrolli i lojës: pas një marrjeje, trego një lëvizje timen qartazi më të keqe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>Shpejtësia e &amp;animacionit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Shpina e letrave:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Suit order in the hand:</source>
        <translation>Renditja e &amp;ngjyrave në dorë:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;k order:</source>
        <translation>Renditja e &amp;vlerave:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Madhësia e letrave:</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-118"/>
        <source>play {0}</source>
        <translation>luajtjen e {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>kalimin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon choice</source>
        <translation>zgjedhjen e hënës</translation>
    </message>
</context>
</TS>
