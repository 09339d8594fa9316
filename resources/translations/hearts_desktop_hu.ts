<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../hearts_desktop/services/autosave.py" line="+84"/>
        <source>(could not be moved: {0})</source>
        <translation>(nem sikerült áthelyezni: {0})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read and was set aside as {0}.
Reason: {1}</source>
        <translation>A mentett játékot nem sikerült beolvasni, ezért félretettük ezen a néven: {0}.
Ok: {1}</translation>
    </message>
</context>
<context>
    <name>CheckerWords</name>
    <message>
        <location filename="../../hearts_desktop/views/play_checker.py" line="+71"/>
        <source>Play checker: %1 was clearly worse than %2 (about %3 points). %4</source>
        <translation>Lapellenőrzés: %1 egyértelműen rosszabb volt, mint %2 (kb. %3 pont). %4</translation>
    </message>
</context>
<context>
    <name>CycleEditor</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+63"/>
        <source>Standard (R5)</source>
        <translation>Szokásos (R5)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Custom sequence</source>
        <translation>Egyéni sorrend</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass cycle step %1</source>
        <translation>%1. passzolási lépés</translation>
    </message>
</context>
<context>
    <name>GoneNotice</name>
    <message>
        <location filename="../../hearts_desktop/views/network/gone_notice.py" line="+99"/>
        <source>%1 The score sheet stays here to read and print.</source>
        <translation>%1 A pontozólap itt marad, elolvashatod és kinyomtathatod.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed: %1 The score sheet stays here to read and print.</source>
        <translation>Az asztal bezárult: %1 A pontozólap itt marad, elolvashatod és kinyomtathatod.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat is the computer&apos;s for now</source>
        <translation>A helyed egyelőre a gépé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed</source>
        <translation>Az asztal bezárult</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;it down again</source>
        <translation>&amp;Újra leülök</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>&amp;Back to my game</source>
        <translation>&amp;Vissza a saját játékomhoz</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Stay and read the score sheet</source>
        <translation>&amp;Maradok, és elolvasom a pontozólapot</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sitting down again at your seat (try %1); a computer player plays it meanwhile.</source>
        <translation>Újra leülsz a helyedre (%1. próbálkozás); addig egy gépi játékos játszik helyetted.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting down again at your seat; a computer player plays it meanwhile.</source>
        <translation>Újra leülsz a helyedre; addig egy gépi játékos játszik helyetted.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sitting down again</source>
        <translation>Újra leülés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top trying</source>
        <translation>&amp;Abbahagyom</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <location filename="../../hearts_desktop/views/table/card_item.py" line="+124"/>
        <source>Card, face down</source>
        <translation>Lefordított lap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>legal</source>
        <translation>kijátszható</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>most nem játszható ki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selected to pass</source>
        <translation>passzolásra kijelölve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>received</source>
        <translation>kapott</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/controller.py" line="+272"/>
        <source>Watching: the Expert plays your seat. Press W to take it back</source>
        <translation>Nézed: a szakértő játszik a helyeden. A W-vel visszaveheted</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is yours again</source>
        <translation>A hely újra a tiéd</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Pass the screen to %1</source>
        <translation>%1 következik: add át neki a képernyőt</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Choose %n cards to pass to %1, then press the pass button</source>
        <translation>
            <numerusform>Válassz %n lapot %1 számára, majd nyomd meg a passzolás gombot</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play a card</source>
        <translation>Te jössz: játssz ki egy lapot</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Expert: %1</source>
        <translation>A szakértő: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A computer player failed: %1</source>
        <translation>Hiba történt egy gépi játékosnál: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The Expert is playing your seat: press W to take it back</source>
        <translation>A szakértő játszik a helyeden: a W-vel visszaveheted</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drop the card on the trick area in the middle to play it</source>
        <translation>A kijátszáshoz húzd a lapot középre, az ütés helyére</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drop a card in the middle to pass it, or on your hand to keep it</source>
        <translation>Az átadáshoz húzd a lapot középre, a megtartáshoz vissza a kezedbe</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You pass exactly %n cards (H9): put one back first</source>
        <translation>
            <numerusform>Pontosan %n lapot adsz át (H9): előbb tegyél vissza egyet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Waiting for the other players to pass</source>
        <translation>Várakozás a többi játékos passzolására</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="+61"/>
        <source>%1 took the Queen of spades.</source>
        <translation>%1 elvitte a pikk dámát.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 shot the sun!</source>
        <translation>%1 lelőtte a napot!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon!</source>
        <translation>%1 lelőtte a holdat!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were added to everyone else.</source>
        <translation>Mindenki más %1 pontot kapott.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were taken off the shooter&apos;s score.</source>
        <translation>%1 pont levonva a holdlövő pontszámából.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took no trick: −5.</source>
        <translation>%1 nem vitt el ütést: −5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the target exactly and drops to half.</source>
        <translation>%1 pontosan elérte a célpontszámot, így pontszáma a felére csökken.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End of hand %1</source>
        <translation>%1. leosztás vége</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+60"/>
        <source>Player</source>
        <translation>Játékos</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Points taken</source>
        <translation>Elvitt pontok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Added</source>
        <translation>Hozzáadva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next hand</source>
        <translation>Következő leosztás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review this hand</source>
        <translation>A leosztás &amp;elemzése</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You shot the sun!</source>
        <translation>Lelőtted a napot!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You shot the moon!</source>
        <translation>Lelőtted a holdat!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took every heart and the Queen of spades. How should the %1 points be settled?</source>
        <translation>Elvitted az összes kőrt és a pikk dámát. Hogyan számoljuk el a pontokat (%1)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add %1 to everyone else</source>
        <translation>Mindenki más kapjon %1 pontot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract %1 from my score</source>
        <translation>Vonjunk le tőlem %1 pontot</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scores before this hand: %1</source>
        <translation>Pontszámok e leosztás előtt: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="+56"/>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Review the game</source>
        <translation>A játék &amp;elemzése</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="+78"/>
        <source>%1 wins!</source>
        <translation>%1 nyert!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared win: %1</source>
        <translation>Közös győzelem: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="-9"/>
        <source>Final score</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="+97"/>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/hint_text.py" line="+12"/>
        <source>%1 is the only card you may play.</source>
        <translation>Csak ezt a lapot játszhatod ki: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: the Queen of spades is dangerous without enough low spades to protect it.</source>
        <translation>Add át: %1 – a pikk dáma veszélyes, ha nincs elég kis pikk, ami megvédené.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass %1: emptying a suit lets you discard penalty cards later.</source>
        <translation>Add át: %1 – ha kiürítesz egy színt, később büntetőlapokat dobhatsz le.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high hearts are likely to win tricks full of points.</source>
        <translation>Add át: %1 – a magas kőrök könnyen pontokkal teli ütéseket visznek el.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high cards tend to win tricks you would rather lose.</source>
        <translation>Add át: %1 – a magas lapok gyakran olyan ütést visznek el, amelyet inkább elengednél.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: low spades force the Queen of spades out while you hold no high spade.</source>
        <translation>Hívd: %1 – a kis pikkek kicsalják a pikk dámát, amíg nincs magas pikked.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: a low card is unlikely to win the trick.</source>
        <translation>Hívd: %1 – egy kis lap valószínűleg nem viszi el az ütést.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it is the lead least likely to bring you points.</source>
        <translation>Hívd: %1 – ezzel a hívással a legkisebb az esélye, hogy pontot kapsz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: a higher spade is already down, so the Queen goes to someone else.</source>
        <translation>Játszd ki: %1 – már lement egy magasabb pikk, így a dáma máshoz kerül.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the highest card that still loses the trick.</source>
        <translation>Játszd ki: %1 – a legmagasabb lap, amely még nem viszi el az ütést.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the trick has no points, so win it and get rid of a high card.</source>
        <translation>Játszd ki: %1 – az ütésben nincs pont, így vidd el, és szabadulj meg egy magas laptól.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: take a point so that nobody shoots the moon.</source>
        <translation>Játszd ki: %1 – vigyél el egy pontot, hogy senki ne lőhesse le a holdat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you have every point so far; keep winning to shoot the moon.</source>
        <translation>Játszd ki: %1 – eddig minden pont nálad van; üss tovább, és lődd le a holdat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you take this trick whatever you play, so use a high card.</source>
        <translation>Játszd ki: %1 – bármit játszol, tiéd az ütés, ezért használj magas lapot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: none of your cards goes under the trick so far; this one is the safest.</source>
        <translation>Játszd ki: %1 – egyik lapod sem bújik az eddigi ütés alá; ez a legbiztonságosabb.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: winning this trick while it is still cheap is safer than later.</source>
        <translation>Játszd ki: %1 – biztonságosabb most elvinni az ütést, amíg még olcsó, mint később.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: someone else wins this trick, so give them the points.</source>
        <translation>Dobd le: %1 – ezt az ütést más viszi el, így kapja ő a pontokat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: you cannot follow suit, so get rid of a dangerous high card.</source>
        <translation>Dobd le: %1 – nem tudsz színt adni, így szabadulj meg egy veszélyes magas laptól.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the moon&apos;s points to every other player.</source>
        <translation>Add a holdlövés pontjait mindenki másnak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract the moon&apos;s points from your own score.</source>
        <translation>Vond le a holdlövés pontjait a saját pontszámodból.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Suggested: %1</source>
        <translation>Javaslat: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/info_dialogs.py" line="+34"/>
        <source># Hearts Desktop %1

The card game Hearts with every family&apos;s house rules.

Hearts Desktop is free software under the MIT licence. It uses Qt for Python (PySide6, LGPL-3.0).

</source>
        <translation># Hearts Desktop %1

A Kőr (Hearts) kártyajáték minden család házszabályaival.

A Hearts Desktop szabad szoftver, MIT-licenc alatt. A Qt for Python (PySide6, LGPL-3.0) keretrendszerre épül.

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## Sounds

The sounds were made for Hearts Desktop: a script in its source (tools/make_sounds.py) synthesizes them from tones and noise. They are free under the MIT licence, like the program. They play through miniaudio by David Reid (public domain or MIT-0) and pyminiaudio by Irmen de Jong (MIT).

</source>
        <translation>## Hangok

A hangok a Hearts Desktop számára készültek: a forráskódban lévő szkript (tools/make_sounds.py) állítja elő őket hangokból és zajból. A programhoz hasonlóan az MIT licenc alatt szabadon használhatók. A lejátszást David Reid miniaudio könyvtára (közkincs vagy MIT-0) és Irmen de Jong pyminiaudio csomagja (MIT) végzi.

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card art</source>
        <translation>Kártyagrafika</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Hearts Desktop</source>
        <translation>A Hearts Desktop névjegye</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move along your hand</source>
        <translation>Lépkedés a lapjaid között</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Enter, szóköz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or choose it for the pass</source>
        <translation>Kijátssza a lapot, vagy kiválasztja továbbadásra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the chosen cards</source>
        <translation>A kiválasztott lapok továbbadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the last trick</source>
        <translation>Az utolsó ütés elrejtése</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/main_window.py" line="+101"/>
        <source>Play checker</source>
        <translation>Lapellenőrzés</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+319"/>
        <source>No hint: %1</source>
        <translation>Nincs tipp: %1</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Hearts</source>
        <translation>Kőr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Állapot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>Új &amp;játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal…</source>
        <translation>&amp;Osztás lejátszása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart hand</source>
        <translation>&amp;Leosztás újrakezdése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host &amp;a table…</source>
        <translation>&amp;Asztal nyitása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Csatlakozás asztalhoz…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-104"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Utolsó ütés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core sheet</source>
        <translation>&amp;Pontozólap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Szerkesztés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy deal number</source>
        <translation>&amp;Osztásszám másolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Hang</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+5"/>
        <source>&amp;Watch the Expert play my seat</source>
        <translation>A &amp;szakértő játsszon helyettem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent &amp;games…</source>
        <translation>Le&amp;gutóbbi játékok…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Sú&amp;gó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Játékszabályok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>A Hearts Desktop &amp;névjegye</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The unfinished game was kept: Game ▸ Recent games</source>
        <translation>A befejezetlen játékot megőriztük: Játék ▸ Legutóbbi játékok</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-21"/>
        <source>Deal %1</source>
        <translation>Osztás %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This hand has no deal number: its game was begun before hands were numbered</source>
        <translation>Ennek a leosztásnak nincs osztásszáma: a játszma még a számozott osztások előtt kezdődött</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 copied: a friend plays the same cards with Game ▸ Play a deal…</source>
        <translation>Osztás %1 másolva: egy barát ugyanezekkel a lapokkal játszhat a Játék ▸ Osztás lejátszása… menüponttal</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The unfinished game could not be kept: %1</source>
        <translation>A befejezetlen játékot nem sikerült megőrizni: %1</translation>
    </message>
    <message>
        <location line="+158"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+86"/>
        <source>A hint is given when it is your turn</source>
        <translation>Tippet akkor kapsz, amikor te következel</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>Tipp keresése…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/scene_items.py" line="+189"/>
        <source>%1: %2 points this hand, %3 in total</source>
        <translation>%1: ebben a leosztásban %2 pont, összesen %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dealer</source>
        <translation>osztó</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>következik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand %1 · Total %2</source>
        <translation>Most: %1 · Össz.: %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-15"/>
        <source>Custom rules</source>
        <translation>Egyéni szabályok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Alap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibusz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spot Hearts</source>
        <translation>Pontos kőr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Fekete Mária</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kioltásos kőr</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · to %2</source>
        <translation>%1 · %2 pontig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1</source>
        <translation>%1. leosztás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts broken</source>
        <translation>A kőr feltörve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>A kőr még nincs feltörve</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n cards, for the next trick&apos;s taker</source>
        <translation>
            <numerusform>Kassza: %n lap, a következő ütést elvivő játékosé</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts Desktop deal %1 (%2 players, %3): Game ▸ Play a deal…</source>
        <translation>Hearts Desktop, osztás %1 (%2 játékos, %3): Játék ▸ Osztás lejátszása…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the others to pass</source>
        <translation>Várakozás a többiek passzolására</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n cards to pass (%1 chosen)</source>
        <translation>
            <numerusform>Válassz ki %n lapot a passzoláshoz (%1 kiválasztva)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passed</source>
        <translation>passzolt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing cards to pass</source>
        <translation>passzolandó lapokat választ</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_scene.py" line="+295"/>
        <source>%1, your turn: click or press Space to see your cards</source>
        <translation>%1, te jössz: a lapjaid megnézéséhez kattints, vagy nyomd meg a Szóközt</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Click or press Space to continue</source>
        <translation>A folytatáshoz kattints, vagy nyomd meg a Szóközt</translation>
    </message>
    <message>
        <location line="+140"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-2"/>
        <source>Last trick</source>
        <translation>Utolsó ütés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by %1</source>
        <translation>Utolsó ütés, elvitte: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-1"/>
        <source>Card table</source>
        <translation>Kártyaasztal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the previous trick (L)</source>
        <translation>Az előző ütés megjelenítése (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/table_dialogs.py" line="+84"/>
        <source>Play again</source>
        <translation>Újra játszom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take my seat back</source>
        <translation>Visszaveszem a helyem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert is playing your seat; take it back (W)</source>
        <translation>A szakértő játszik a helyeden; vedd vissza (W)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No trick has been played yet in this hand</source>
        <translation>Ebben a leosztásban még nem volt ütés</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-50"/>
        <source>Two</source>
        <translation>kettes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>hármas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>négyes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>ötös</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>hatos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seven</source>
        <translation>hetes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>nyolcas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>kilences</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>tízes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>bubi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>király</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>clubs</source>
        <translation>treff</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>káró</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pikk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>kőr</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>left</source>
        <translation>balra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across</source>
        <translation>a szemben ülőnek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nowhere</source>
        <translation>sehova</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <source>No passing this hand</source>
        <translation>Most nincs passzolás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1</source>
        <translation>Passzolás: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hearts may not be led until a heart or the Queen of spades has been played</source>
        <translation>kőrt nem szabad hívni, amíg ki nem került egy kőr vagy a pikk dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you must follow the suit that was led</source>
        <translation>a hívott színből kell adnod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no points may be played on the first trick</source>
        <translation>az első ütésbe nem adható pontot érő lap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with the lowest club</source>
        <translation>az első ütést a legkisebb treffel kell hívni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with a club</source>
        <translation>az első ütést treffel kell hívni</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>there is no moon to settle now</source>
        <translation>most nincs elszámolandó holdlövés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shooter must first choose how the moon is settled</source>
        <translation>előbb a holdlövőnek kell döntenie az elszámolásról</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>a játéknak vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not possible now</source>
        <translation>ez most nem lehetséges</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not your turn</source>
        <translation>nem te következel</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>passing is not possible now</source>
        <translation>most nem lehet passzolni</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>Pass %n cards to the left</source>
        <translation>
            <numerusform>Adj át %n lapot balra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards to the right</source>
        <translation>
            <numerusform>Adj át %n lapot jobbra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards across</source>
        <translation>
            <numerusform>Adj át %n lapot a szemben ülőnek</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cards are passed, not played, until everyone has passed</source>
        <translation>amíg mindenki nem passzolt, a lapokat átadni kell, nem kijátszani</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>you must pass the number of cards the rules ask for</source>
        <translation>annyi lapot kell átadnod, amennyit a szabályok előírnak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that card is not in your hand</source>
        <translation>ez a lap nincs a kezedben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you have already passed</source>
        <translation>már passzoltál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the player who shot the moon chooses how it is settled</source>
        <translation>csak a holdlövő dönthet az elszámolásról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not a way to settle the moon</source>
        <translation>ez nem érvényes elszámolási mód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal does not hold exactly the cards in play</source>
        <translation>az osztás nem pontosan a játékban lévő lapokat tartalmazza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these house rules cannot be played together</source>
        <translation>ezek a házszabályok nem játszhatók együtt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such seat at this table</source>
        <translation>nincs ilyen hely ennél az asztalnál</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is against the rules</source>
        <translation>ez szabályellenes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You may not pass the %1</source>
        <translation>A %1 nem adható át</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not play the %1</source>
        <translation>A %1 nem játszható ki</translation>
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
        <translation>Nem szabad: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/app.py" line="+40"/>
        <location filename="../../hearts_desktop/views/main_window.py" line="-18"/>
        <source>The translation could not be loaded: %1</source>
        <translation>A fordítás nem tölthető be: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/play_deal_dialog.py" line="+35"/>
        <source>Play a deal</source>
        <translation>Osztás lejátszása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand has a deal number (on the table and the score sheet; Edit ▸ Copy deal number copies it). The same number deals the same cards on every computer: play a friend&apos;s deal (their message pasted here will do), or one of yours again.</source>
        <translation>Minden leosztásnak van osztásszáma (az asztalon és a pontozólapon; a Szerkesztés ▸ Osztásszám másolása kimásolja). Ugyanaz a szám minden gépen ugyanazokat a lapokat osztja: játszd le egy barátod osztását (az üzenetét egészben is beillesztheted ide), vagy egy sajátodat újra.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 4821-0937</source>
        <translation>például 4821-0937</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number</source>
        <translation>Osztásszám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>Osztás&amp;szám:</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dealt for %n players under %1 (Settings ▸ Rules).</source>
        <translation>
            <numerusform>%n játékosnak osztva, %1 szerint (Beállítások ▸ Szabályok).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Deal</source>
        <translation>&amp;Osztás</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This deal was shared for %1 players, and your table has %2 (Settings ▸ Players): its cards would not be the same here.</source>
        <translation>Ezt az osztást %1 játékosra osztották meg, a te asztalodnál pedig %2 játékos van (Beállítások ▸ Játékosok): itt nem ugyanazokat a lapokat kapnátok.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/network/table_tally.py" line="+78"/>
        <source>Games won at this table:</source>
        <translation>Ennél az asztalnál nyert játszmák:</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/host_dialog.py" line="+60"/>
        <source>Host a table</source>
        <translation>Asztal nyitása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network join from their own computers with Game ▸ Join a table…, with the code below. Computer players take the seats no one has taken, and give them up when someone sits down.</source>
        <translation>A hálózaton lévő barátok a saját gépükről csatlakoznak a Játék ▸ Csatlakozás asztalhoz… menüvel és az alábbi kóddal. A szabad helyeken gépi játékosok ülnek, és átadják a helyüket, ha valaki leül.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your &amp;name:</source>
        <translation>A &amp;neved:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join code</source>
        <translation>Csatlakozási kód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New c&amp;ode</source>
        <translation>Új &amp;kód</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Join code:</source>
        <translation>Csatlakozási kód:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every network of this computer</source>
        <translation>A számítógép összes hálózata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This computer only (for a test)</source>
        <translation>Csak ez a számítógép (próbához)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Figyelés itt:</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n players, the house rules of Settings; computer players play at level %1.</source>
        <translation>
            <numerusform>%n játékos, a Beállítások házszabályai; a gépi játékosok szintje: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&amp;Open the table</source>
        <translation>Asztal &amp;megnyitása</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</source>
        <translation>
            <numerusform>%n játékos, a Beállítások házszabályai; a gépi játékosok szintjei a Beállítások szerint: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>&amp;Resume the interrupted network game (hand %1, %n players)</source>
        <translation>
            <numerusform>A megszakadt hálózati játék &amp;folytatása (%1. leosztás, %n játékos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Az asztalt nem sikerült megnyitni a(z) %1 porton: %2</translation>
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
        <translation>egyéni házszabályok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game: %1, %2 players, played to %3 points.</source>
        <translation>Ez a játék: %1, %2 játékos, %3 pontig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is a trick-taking game in which you try not to take points: the lowest total wins (R12).</source>
        <translation>A Kőr ütésvivős játék, amelyben igyekszel minél kevesebb pontot szerezni: a legkisebb összpontszám nyer (R12).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two decks are shuffled together: %1 cards, ace high, no trumps (V5).</source>
        <translation>Két paklit kevernek össze: %1 lap, az ász a legmagasabb, nincs adu (V5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One deck of 52 cards, ace high, no trumps (R2).</source>
        <translation>Egy 52 lapos pakli, az ász a legmagasabb, nincs adu (R2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With %1 players these cards are taken out: %2 (R3).</source>
        <translation>%1 játékos esetén ezeket a lapokat kiveszik: %2 (R3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt one at a time clockwise; each player gets %1 cards and the deal moves one seat each hand (R4).</source>
        <translation>A lapokat egyesével, az óramutató járásával megegyezően osztják; mindenki %1 lapot kap, és az osztó leosztásonként egy hellyel továbblép (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 cards left over are the widow: they go, with their points, to the winner of the first trick (V5).</source>
        <translation>A megmaradó %1 lap a talon: pontjaival együtt az első ütés nyerőjéhez kerül (V5).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no passing: every hand is played as dealt.</source>
        <translation>Nincs passzolás: minden leosztást úgy játszanak le, ahogy kiosztották.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand %1: %2</source>
        <translation>%1. leosztás: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no pass</source>
        <translation>nincs passzolás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before playing, each player passes %1 cards face down (H9).</source>
        <translation>Játék előtt mindenki %1 lapot ad át lefordítva (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The passes go in this order, then start again: %1 (%2).</source>
        <translation>A passzolás sorrendje, amely aztán elölről kezdődik: %1 (%2).</translation>
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
        <translation>A neked adott lapokat csak azután látod, hogy a sajátjaidat átadtad.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player left of the dealer leads the first trick with any card (H5).</source>
        <translation>Az első ütést az osztótól balra ülő hívja, bármilyen lappal (H5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever holds the %1 leads the first trick with any club (H5).</source>
        <translation>Akinél a %1 van, az bármelyik treffel hívhatja az első ütést (H5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the %1 leads it to the first trick (R6).</source>
        <translation>Akinél a %1 van, az azzal hívja az első ütést (R6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one (R7).</source>
        <translation>Ha tudsz, adj színt; ha nem, bármilyen lapot játszhatsz. Az ütést a hívott szín legmagasabb lapja viszi el, és aki elvitte, az hívja a következőt (R7).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts and the Queen of spades may be played on the first trick (H7).</source>
        <translation>Az első ütésbe kőr és a pikk dáma is adható (H7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hearts or Queen of spades on the first trick, unless you hold nothing else (R8).</source>
        <translation>Az első ütésbe nem adható kőr vagy a pikk dáma, hacsak nincs más lapod (R8).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may be led at any time (H10).</source>
        <translation>Kőrt bármikor lehet hívni (H10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until a heart or the Queen of spades has been played: that breaks hearts (R9, H3).</source>
        <translation>Kőrt csak akkor lehet hívni, ha már kijátszottak kőrt vagy a pikk dámát: ez feltöri a kőrt (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until a heart has been played: that breaks hearts; the Queen of spades does not (R9, H3).</source>
        <translation>Kőrt csak akkor lehet hívni, ha már kijátszottak kőrt: ez feltöri a kőrt, a pikk dáma viszont nem (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When two identical cards fall in the same trick they cancel: neither can win it. If every card of the suit led is cancelled, the cards stay in the middle for the winner of the next trick (V5).</source>
        <translation>Ha egy ütésbe két azonos lap kerül, kioltják egymást: egyik sem viheti el az ütést. Ha a hívott szín minden lapja kioltódik, a lapok középen maradnak a következő ütés nyerőjének (V5).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each heart counts its face value: 2 to 10, the jack 11, the queen 12, the king 13, the ace 14 (H14).</source>
        <translation>Minden kőr a névértékét éri: 2–10, a bubi 11, a dáma 12, a király 13, az ász 14 (H14).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each heart counts 1 point (R10).</source>
        <translation>Minden kőr 1 pontot ér (R10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of spades counts %1 (R10, H16).</source>
        <translation>A pikk dáma %1 pontot ér (R10, H16).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace of spades counts %1 and the king of spades %2 (H15).</source>
        <translation>A pikk ász %1, a pikk király %2 pontot ér (H15).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever takes the %1 gets %2 points (H12).</source>
        <translation>A %1 %2 pontot ér annak, aki elviszi (H12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who takes no trick in a hand gets −5 (H11).</source>
        <translation>Aki egy leosztásban nem visz el ütést, −5 pontot kap (H11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A total of exactly %1 drops to %2 (H13).</source>
        <translation>Ha valakinek az összpontszáma pontosan %1, akkor %2 pontra csökken (H13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no shooting the moon: every point taken counts (H4).</source>
        <translation>Nincs holdlövés: minden elvitt pont számít (H4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and both Queens of spades</source>
        <translation>az összes kőrt és mindkét pikk dámát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and the Queen of spades</source>
        <translation>az összes kőrt és a pikk dámát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking %1 in one hand is shooting the moon (R11).</source>
        <translation>Aki egy leosztásban elviszi %1, lelövi a holdat (R11).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter chooses: %1 points off their own total, or %1 points added to everyone else (H4).</source>
        <translation>A holdlövő választ: levon %1 pontot a saját összpontszámából, vagy mindenki más kap %1 pontot (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing and everyone else gets %1 points (H4).</source>
        <translation>A holdlövő nem kap pontot, mindenki más %1 pontot kap (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter gets %1 points off their own total (H4).</source>
        <translation>A holdlövő összpontszámából %1 pontot levonnak (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settles the moon the way that is best for the shooter: %1 points off, or %1 points to everyone else (H4).</source>
        <translation>A játék a holdlövőnek legkedvezőbb módon számol el: %1 pont levonás, vagy %1 pont mindenki másnak (H4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking every trick is shooting the sun: settled like the moon, with %1 points (H17).</source>
        <translation>Aki minden ütést elvisz, lelövi a napot: ezt a holdlövéshez hasonlóan számolják el, %1 ponttal (H17).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game ends after the hand in which someone reaches %1 points; the lowest total wins (R12, H1).</source>
        <translation>A játék annak a leosztásnak a végén ér véget, amelyben valaki legalább %1 pontot gyűjt; a legkisebb összpontszám nyer (R12, H1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, play goes on until one player is lowest (H6).</source>
        <translation>Ha a legkisebb összpontszámon többen osztoznak, a játék addig folytatódik, amíg egyetlen játékosé nem lesz a legkisebb (H6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, those players share the win (H6).</source>
        <translation>Ha a legkisebb összpontszámon többen osztoznak, közösen nyernek (H6).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game ▸ Review this game (Ctrl+R) judges every pass and card of yours as the Expert sees it from what you knew then: each choice gets its expected points for the hand, your points minus the others&apos; average, on the same sampled deals.</source>
        <translation>Játék ▸ A játék elemzése (Ctrl+R) minden átadásodat és kijátszott lapodat úgy értékeli, ahogy a szakértő látja abból, amit akkor tudtál: minden lehetőség megkapja a leosztásra várható pontját, a te pontjaidat mínusz a többiek átlagát, ugyanazokon a mintaosztásokon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The review looks as deep as the Expert thinks (Settings ▸ Players ▸ Expert thinking time): deeper takes longer and is surer. It sees each computer player as the program it is, as the Expert at the table does. The background review of finished games always looks at the normal depth, so that games compare.</source>
        <translation>Az elemzés olyan mélyen néz, ahogy a Szakértő gondolkodik (Beállítások ▸ Játékosok ▸ Szakértő gondolkodási ideje): a mélyebb tovább tart, és biztosabb. Minden gépi játékost annak a programnak lát, ami, ahogy a Szakértő az asztalnál. A befejezett játszmák háttérbeli elemzése mindig normál mélységgel néz, hogy a játszmák összevethetők legyenek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside it, hindsight says what was best with every hand known: a loss there that the judgement did not see was bad luck, not a bad play.</source>
        <translation>Mellette az „utólag” megmondja, mi lett volna a legjobb minden lap ismeretében: az ott látszó veszteség, amit az értékelés nem látott, balszerencse volt, nem rossz játék.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this hand again (in the review, or on the score sheet) deals the same cards against the same opponents at a table of their own; afterwards your tries stand beside the Expert&apos;s own try in your seat.</source>
        <translation>A leosztás újrajátszása (az elemzésben vagy a pontozólapon) ugyanazokat a lapokat osztja ugyanazok ellen az ellenfelek ellen egy külön asztalnál; utána a próbálkozásaid a szakértő saját próbálkozása mellett állnak a helyeden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>View ▸ Watch the Expert play my seat (W) lets the Expert play for you, saying why; press W again to take your seat back. Those games are not in your statistics.</source>
        <translation>Nézet ▸ A szakértő játsszon helyettem (W): a szakértő játszik helyetted, és megmondja, miért; a W újbóli lenyomásával visszaveheted a helyed. Ezek a játékok nem kerülnek a statisztikádba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every finished game is reviewed in the background: Statistics shows the points you lose to mistakes per hand, game by game. Game ▸ Recent games keeps your saved games and every game set aside when another took its place.</source>
        <translation>Minden befejezett játékot a háttérben elemzünk: a Statisztika megmutatja, hány pontot vesztesz hibákon leosztásonként, játékról játékra. A Játék ▸ Legutóbbi játékok megőrzi a mentett játékaidat és minden játékot, amelyet félretettünk, amikor egy másik a helyére került.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How to play Hearts</source>
        <translation>A Kőr játékszabályai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Az osztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation>Passzolás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>A játékmenet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Pontozás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning from your games</source>
        <translation>Tanulj a játékaidból</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>How to play</source>
        <translation>Játékszabályok</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/join_dialog.py" line="+47"/>
        <source>Join a table</source>
        <translation>Csatlakozás asztalhoz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Asztalok ezen a hálózaton:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Asztalok ezen a hálózaton</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 192.168.1.20 or anna-laptop:47475</source>
        <translation>például 192.168.1.20 vagy anna-laptop:47475</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Cím:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>6 digits, from the host</source>
        <translation>6 számjegy, a házigazdától</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join &amp;code:</source>
        <translation>Csatlakozási &amp;kód:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>A &amp;neved:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Join</source>
        <translation>&amp;Csatlakozás</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 — %2 — %3 of %n seats free — computer players: %4</source>
        <translation>
            <numerusform>%1 — %2 — %n helyből %3 szabad — gépi játékosok: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %2 — %3 of %n seats free</source>
        <translation>
            <numerusform>%1 — %2 — %n helyből %3 szabad</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Looking for tables…</source>
        <translation>Asztalok keresése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables cannot be looked for here (%1): type the host&apos;s address.</source>
        <translation>Itt nem lehet asztalokat keresni (%1): írd be a házigazda címét.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type an address like 192.168.1.20 or anna-laptop:47475.</source>
        <translation>Írj be egy címet, például 192.168.1.20 vagy anna-laptop:47475.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining…</source>
        <translation>Csatlakozás…</translation>
    </message>
</context>
<context>
    <name>LanguageTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+286"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>A rendszer nyelve</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language of the menus, messages and score sheet:</source>
        <translation>A menük, az üzenetek és a pontozólap nyelve:</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location line="-227"/>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Hobbi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Erős</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-103"/>
        <source>Hearts — network table</source>
        <translation>Kőr — hálózati asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Pontozólap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Utolsó ütés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address and code…</source>
        <translation>&amp;Cím és kód…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Give a seat to the computer…</source>
        <translation>&amp;Hely átadása a gépnek…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game at this table</source>
        <translation>Ú&amp;j játék ennél az asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>Ú&amp;jra játszom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view the last game…</source>
        <translation>A &amp;legutóbbi játék elemzése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the table</source>
        <translation>Asztal &amp;bezárása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the &amp;table</source>
        <translation>Asztal &amp;elhagyása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Sú&amp;gó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Játékszabályok</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected</source>
        <translation>Nincs kapcsolat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table: %1, code %2; computer players: %3</source>
        <translation>Az asztalod: %1, kód: %2; gépi játékosok: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table: %1, code %2</source>
        <translation>Az asztalod: %1, kód: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1; computer players: %2</source>
        <translation>Itt: %1; gépi játékosok: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1</source>
        <translation>Itt: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your table</source>
        <translation>Az asztalod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network choose Game ▸ Join a table…, pick this table or type an address, and give the code.

Addresses: %1
Code: %2</source>
        <translation>A hálózaton lévő barátok a Játék ▸ Csatlakozás asztalhoz… menüben kiválasztják ezt az asztalt vagy beírnak egy címet, és megadják a kódot.

Címek: %1
Kód: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stop this game for everyone at the table and deal a new one?</source>
        <translation>Befejezed ezt a játékot az asztal minden játékosának, és újat osztasz?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>This game could not be kept: %1</source>
        <translation>Ezt a játékot nem sikerült megőrizni: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is kept: Game ▸ Recent games, in the main window</source>
        <translation>Ezt a játékot megőriztük: Játék ▸ Legutóbbi játékok, a főablakban</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game that ended while you were away could not be kept: %1</source>
        <translation>A távollétedben véget ért játékot nem sikerült megőrizni: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game that ended while you were away is kept: Game ▸ Recent games, in the main window</source>
        <translation>A távollétedben véget ért játékot megőriztük: Játék ▸ Legutóbbi játékok, a főablakban</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 would play again. New game deals it now; otherwise it is dealt in %2 s.</source>
        <translation>%1 újra játszana. Az „Új játék” most oszt; különben %2 mp múlva jön az osztás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You asked for the next game. Waiting for %3; it is dealt in %2 s at the latest.</source>
        <translation>Kérted a következő játékot. Várakozás rá: %3; legkésőbb %2 mp múlva jön az osztás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone asked: the next game is being dealt.</source>
        <translation>Mindenki kérte: jön a következő játék osztása.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 would play again: choose Play again to join them (dealt in %2 s at the latest).</source>
        <translation>%1 újra játszana: válaszd az „Újra játszom” gombot, hogy csatlakozz (legkésőbb %2 mp múlva jön az osztás).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 sat down at the table</source>
        <translation>%1 leült az asztalhoz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table: a computer player at level %2 plays the seat</source>
        <translation>%1 elhagyta az asztalt: %2 szintű gépi játékos ül a helyére</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the table: a computer player plays the seat</source>
        <translation>%1 elhagyta az asztalt: gépi játékos ül a helyére</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</source>
        <translation>
            <numerusform>Az asztal %n perce vár rá: %1. Ha elment, az Asztal ▸ Hely átadása a gépnek… paranccsal egy gépi játékos játszik helyette, amíg újra be nem lép.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Nobody else sits at the table</source>
        <translation>Senki más nem ül az asztalnál</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a seat to the computer</source>
        <translation>Hely átadása a gépnek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player takes this seat until its player joins again with the code:</source>
        <translation>Gépi játékos veszi át ezt a helyet, amíg a játékosa újra nem csatlakozik a kóddal:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>You are back at your seat</source>
        <translation>Újra a helyeden ülsz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the table</source>
        <translation>Asztal bezárása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the table? The others are told, and the game is kept to resume.</source>
        <translation>Bezárod az asztalt? A többiek értesítést kapnak, a játék megmarad a folytatáshoz.</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+19"/>
        <source>At least one seat must be played by a person.</source>
        <translation>Legalább egy helyen embernek kell játszania.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Number of players:</source>
        <translation>Játékosok s&amp;záma:</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>How long the Expert level may think about each card and each pass; the hint thinks as long.</source>
        <translation>Mennyi ideig gondolkodhat a szakértő szint egy-egy lapon és átadáson; a tipp ugyanennyit gondolkodik.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Expert thinking time:</source>
        <translation>Szakértő &amp;gondolkodási ideje:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seat</source>
        <translation>Hely</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>Gépi szint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human player</source>
        <translation>Emberi játékos</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Quick</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Alapos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very deep</source>
        <translation>Nagyon alapos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: up to %2 s a decision, at most %3 s a hand for each Expert</source>
        <translation>%1: döntésenként legfeljebb %2 mp, leosztásonként legfeljebb %3 mp minden szakértőnek</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your own: %1 s a decision</source>
        <translation>Saját: döntésenként %1 mp</translation>
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
        <translation>&amp;Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
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
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Visszaállítás</translation>
    </message>
</context>
<context>
    <name>ReplayWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/replay_dialog.py" line="+102"/>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the game</source>
        <translation>Helyzet a játékban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Eleje</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ Leosztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ Ütés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trick ▶</source>
        <translation>Ütés ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand ▶▶</source>
        <translation>Leosztás ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End ▶|</source>
        <translation>Vége ▶|</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The deal of hand 1</source>
        <translation>Az 1. leosztás osztása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: after the pass</source>
        <translation>{0}. leosztás: passzolás után</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}, trick {1}: where the record ends</source>
        <translation>{0}. leosztás, {1}. ütés: itt ér véget a felvétel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of hand {0}: totals {1}</source>
        <translation>{0}. leosztás vége: összesen {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {0}, after trick {1} of {2}</source>
        <translation>{0}. leosztás, {1}. ütés után (összesen {2})</translation>
    </message>
</context>
<context>
    <name>ReviewCliWords</name>
    <message>
        <location filename="../../hearts_desktop/review_cli.py" line="+90"/>
        <source>The Expert: %1. %2</source>
        <translation>A szakértő: %1. %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The Expert&apos;s review of %1 (seat %2): %3 decisions</source>
        <translation>A szakértő elemzése: %1 (%2. hely), %3 döntés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %1</source>
        <translation>%1. leosztás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal %1</source>
        <translation>osztás %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes this hand: %1</source>
        <translation>Hibákon vesztett pont ebben a leosztásban: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Hibákon vesztett pont a játékban: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worst: %1, %2 (%3 points)</source>
        <translation>Legrosszabb: %1, %2 (%3 pont)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--seat needs a seat number (0 is South)</source>
        <translation>a --seat helyszámot vár (0 a Dél)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--think needs quick, normal, deep, very-deep or a number of seconds</source>
        <translation>a --think ezek egyikét várja: quick, normal, deep, very-deep, vagy másodpercek számát</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--review needs one file: a saved game or a game record</source>
        <translation>a --review egy fájlt vár: mentett játékot vagy játékjegyzőkönyvet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reviewed: %2</source>
        <translation>%1 nem elemezhető: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game has seats 0 to %1</source>
        <translation>A játékban 0-tól %1-ig vannak helyek</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="+25"/>
        <source>good</source>
        <translation>jó</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inaccuracy</source>
        <translation>pontatlanság</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>hiba</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>baklövés</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>%1. ütés</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hand %1, pass</source>
        <translation>%1. leosztás, passz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1, trick %2</source>
        <translation>%1. leosztás, %2. ütés</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 pont)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 points lost</source>
        <translation>%1: %2 pont veszteség</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hindsight (every hand known, exact): %1</source>
        <translation>Utólag (minden lap ismert, pontosan): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight (every hand known, estimated): %1</source>
        <translation>Utólag (minden lap ismert, becslés): %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost against the table: under %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Az asztallal szemben vesztett pont: %1 alatt jó, %1-től pontatlanság, %2-től hiba, %3-tól baklövés.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+187"/>
        <source>Review: %1</source>
        <translation>Elemzés: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+53"/>
        <source>Decision</source>
        <translation>Döntés</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Played</source>
        <translation>Kijátszva</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Verdict</source>
        <translation>Értékelés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>Döntések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Lehetőség</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expected points</source>
        <translation>Várható pont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight</source>
        <translation>Utólag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices the Expert weighed</source>
        <translation>A szakértő által mérlegelt lehetőségek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst:</source>
        <translation>A legrosszabbak:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel the analysis</source>
        <translation>Az elemzés &amp;leállítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse the rest</source>
        <translation>A maradék &amp;elemzése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this hand again</source>
        <translation>A leosztás újra&amp;játszása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards and opponents at a table of their own, then your tries and the Expert&apos;s side by side</source>
        <translation>Ugyanazok a lapok és ellenfelek egy külön asztalnál, utána a próbálkozásaid és a szakértőé egymás mellett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected points: your points for the hand minus the others&apos; average, from what you knew then (lower is better; ± one standard error). On the table your choice is blue, the Expert&apos;s amber. </source>
        <translation>Várható pont: a leosztásban szerzett pontjaid mínusz a többiek átlaga, abból, amit akkor tudtál (a kevesebb a jobb; ± egy standard hiba). Az asztalon a te választásod kék, a szakértőé borostyánsárga. </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%v of %m decisions judged</source>
        <translation>%m döntésből %v értékelve</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The analysis failed: %1</source>
        <translation>Az elemzés nem sikerült: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="-57"/>
        <source>Hand %1</source>
        <translation>%1. leosztás</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+86"/>
        <source>Blue, yours: %1</source>
        <translation>Kék, a tiéd: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber, the Expert&apos;s: %1</source>
        <translation>Borostyánsárga, a szakértőé: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Expert: %1. %2</source>
        <translation>A szakértő: %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindsight: nothing to choose.</source>
        <translation>Utólag: nem volt mit választani.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-2"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Hibákon vesztett pont a játékban: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes: hand %1, %2; game, %3</source>
        <translation>Hibákon vesztett pont: %1. leosztás, %2; játék, %3</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/review_actions.py" line="+77"/>
        <source>Re&amp;view this game…</source>
        <translation>A játék &amp;elemzése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revie&amp;w a saved game…</source>
        <translation>Mentett játék elem&amp;zése…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing to review yet: the game is reviewed once it is over</source>
        <translation>Még nincs mit elemezni: a játékot a végén lehet elemezni</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Whose passes and cards shall the Expert review?</source>
        <translation>Kinek az átadásait és lapjait elemezze a szakértő?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to review yet: no pass or card of yours</source>
        <translation>Még nincs mit elemezni: nem adtál át és nem játszottál ki lapot</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Review a saved game</source>
        <translation>Mentett játék elemzése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Kőr játékfelvételek (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+62"/>
        <source>Review</source>
        <translation>Elemzés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be reviewed:
%2</source>
        <translation>%1 nem elemezhető:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/recent_games_dialog.py" line="+76"/>
        <location line="+7"/>
        <location line="+73"/>
        <source>Recent games</source>
        <translation>Legutóbbi játékok</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Games you saved or opened, and games set aside when another took their place. Moving one to the trash leaves the others and your statistics as they are.</source>
        <translation>Az általad mentett vagy megnyitott játékok, és azok, amelyeket félretettünk, amikor egy másik a helyükre került. Ha egyet a kukába teszel, a többi és a statisztikád változatlan marad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Fajta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and scores</source>
        <translation>Játékosok és pontok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands</source>
        <translation>Leosztások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Osztások</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open</source>
        <translation>&amp;Megnyitás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review</source>
        <translation>&amp;Elemzés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to &amp;trash</source>
        <translation>Áthelyezés a &amp;kukába</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved</source>
        <translation>Mentett</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Félretett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Hálózati asztal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 nem olvasható: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (finished)</source>
        <translation>%1 (befejezett)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 could not be moved to the trash; it is where it was:
%2</source>
        <translation>%1 nem került a kukába; ott maradt, ahol volt:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-3"/>
        <source>The Expert&apos;s review: %1</source>
        <translation>A szakértő elemzése: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points lost</source>
        <translation>Vesztett pont</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Expert&apos;s choice</source>
        <translation>A szakértő választása</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decisions, %2 points lost to mistakes</source>
        <translation>%1 döntés, %2 pont hibákon vesztve</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/practice_window.py" line="+102"/>
        <source>Hand %1 again</source>
        <translation>%1. leosztás újra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Practice</source>
        <translation>&amp;Gyakorlás</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Play it &amp;again</source>
        <translation>Még &amp;egyszer</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>C&amp;ompare the tries</source>
        <translation>&amp;Próbálkozások összevetése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>In the game</source>
        <translation>A játékban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try %1</source>
        <translation>%1. próbálkozás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert in your seat</source>
        <translation>A szakértő a helyeden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How the tries went</source>
        <translation>Hogyan sikerültek a próbálkozások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same opponents: %1&apos;s seat</source>
        <translation>Ugyanazok a lapok, ugyanazok az ellenfelek: %1 helye</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points taken</source>
        <translation>Elvitt pontok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score change</source>
        <translation>Pontváltozás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the table</source>
        <translation>Az asztalhoz képest</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thinking…</source>
        <translation>gondolkodik…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not played</source>
        <translation>nem játszott</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Against the table: your score&apos;s change minus the others&apos; average (lower is better; a moon counts for what it does to everyone).</source>
        <translation>Az asztalhoz képest: a pontváltozásod mínusz a többiek átlaga (a kevesebb a jobb; a hold annyit számít, amennyit mindenkinek okoz).</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/rule_words.py" line="+65"/>
        <source>On</source>
        <translation>Be</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+56"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Shooter chooses</source>
        <translation>A holdlövő választ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add to the others</source>
        <translation>A többiek kapják</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract from the shooter</source>
        <translation>Levonás a holdlövőtől</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best for the shooter, automatically</source>
        <translation>A holdlövőnek legjobb (automatikus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>Nincs holdlövés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club must be led</source>
        <translation>A legkisebb treffet kell hívni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder may lead any club</source>
        <translation>A legkisebb treff birtokosa bármely treffet hívhat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the dealer leads any card</source>
        <translation>Az osztótól balra ülő bármit hívhat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target score</source>
        <translation>Célpontszám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>A játék annak a leosztásnak a végén ér véget, amelyben valaki eléri ezt a pontszámot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card removed with 3 players</source>
        <translation>Kivett lap 3 játékosnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players one two is taken out so everyone gets 17 cards.</source>
        <translation>Három játékosnál kivesznek egy kettest, így mindenki 17 lapot kap.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ breaks hearts</source>
        <translation>A pikk dáma feltöri a kőrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the Queen of spades allows hearts to be led afterwards.</source>
        <translation>A pikk dáma kijátszása után kőrt is lehet hívni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shooting the moon</source>
        <translation>Holdlövés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How taking every heart and the Q♠ is settled.</source>
        <translation>Hogyan számolják el, ha valaki az összes kőrt és a pikk dámát elviszi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead</source>
        <translation>Első hívás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick of a hand, and with what.</source>
        <translation>Ki hívja a leosztás első ütését, és mivel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie for the lowest score</source>
        <translation>Holtverseny a legkisebb pontszámért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when the game ends with a tie for the win.</source>
        <translation>Mi történik, ha a játék végén holtverseny van a győzelemért.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win</source>
        <translation>Közös győzelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until the tie is broken</source>
        <translation>Folytatás a holtverseny eldöntéséig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points on the first trick</source>
        <translation>Pontok az első ütésben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether hearts or the Q♠ may be discarded on the first trick.</source>
        <translation>Ledobható-e kőr vagy a pikk dáma az első ütésbe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbidden</source>
        <translation>Tilos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allowed</source>
        <translation>Megengedett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass cycle</source>
        <translation>Passzolási sorrend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the cards go, hand after hand (across needs an even number of players).</source>
        <translation>Hová mennek a lapok leosztásról leosztásra (a szemben ülőnek adáshoz páros számú játékos kell).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards passed</source>
        <translation>Átadott lapok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player passes.</source>
        <translation>Hány lapot ad át minden játékos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts must be broken</source>
        <translation>A kőrt fel kell törni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts may not be led until a heart (or the Q♠) has been played.</source>
        <translation>Kőrt csak akkor lehet hívni, ha már kijátszottak kőrt (vagy a pikk dámát).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus for taking no trick</source>
        <translation>Bónusz ütés nélkül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5 for a player who takes no trick (not when the moon was shot).</source>
        <translation>−5 annak, aki nem visz el ütést (holdlövéskor nem jár).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5</source>
        <translation>−5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus card</source>
        <translation>Bónuszlap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card worth −10 to whoever takes it.</source>
        <translation>Egy lap, amely −10 pontot ér annak, aki elviszi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>None</source>
        <translation>Nincs</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>J♦ −10</source>
        <translation>B♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10♦ −10</source>
        <translation>10♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact target reset</source>
        <translation>Felezés pontos célnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A total of exactly the target score drops to half of it.</source>
        <translation>Ha valakinek az összpontszáma pontosan a célpontszám, a felére csökken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart values</source>
        <translation>Kőrök értéke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each heart counts 1, or its face value (J 11, Q 12, K 13, A 14).</source>
        <translation>Minden kőr 1 pontot ér, vagy a névértékét (B 11, D 12, K 13, A 14).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 each</source>
        <translation>Egyenként 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value</source>
        <translation>Névérték</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra penalty spades</source>
        <translation>Extra büntetőpikkek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The A♠ counts 7 and the K♠ 10, as in Black Maria.</source>
        <translation>A pikk ász 7, a pikk király 10 pontot ér, mint a Fekete Máriában.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A♠ 7, K♠ 10</source>
        <translation>A♠ 7, K♠ 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ value</source>
        <translation>D♠ értéke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the Queen of spades counts.</source>
        <translation>Mennyit ér a pikk dáma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot the sun</source>
        <translation>Naplövés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning every trick is settled like the moon, with twice the amount.</source>
        <translation>Ha valaki minden ütést elvisz, azt a holdlövéshez hasonlóan, kétszeres összeggel számolják el.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancellation (two decks)</source>
        <translation>Kioltás (két pakli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5–7 players, two decks, a widow, no passing; identical cards cancel.</source>
        <translation>5–7 játékos, két pakli, talon, nincs passzolás; az azonos lapok kioltják egymást.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left</source>
        <translation>Balra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>A szemben ülőnek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No pass</source>
        <translation>Nincs passzolás</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Standard (R5)</source>
        <translation>Szokásos (R5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard</source>
        <translation>Alap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibusz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>Pontos kőr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Fekete Mária</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kioltásos kőr</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your own mix of house rules.</source>
        <translation>A saját házi szabályaid keveréke.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The usual game: each heart counts 1 and the Q♠ 13; the lowest score wins.</source>
        <translation>A szokásos játék: minden kőr 1 pont, a Q♠ 13; a legkevesebb pont nyer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The usual game, and the J♦ is worth −10 to whoever takes it.</source>
        <translation>A szokásos játék, és a J♦ −10 pontot ér annak, aki elviszi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their face value and the Q♠ 25; the game goes to 500.</source>
        <translation>A kőrök névértéket érnek, a Q♠ 25-öt; a játék 500 pontig tart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The British game: A♠ 7, K♠ 10 and Q♠ 13, always pass right, no moon.</source>
        <translation>A brit változat: A♠ 7, K♠ 10 és Q♠ 13, mindig jobbra adunk, nincs holdlövés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For 5 to 7 players with two decks: identical cards in a trick cancel.</source>
        <translation>5–7 játékosnak két paklival: az ütésben lévő azonos lapok kioltják egymást.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Custom, based on %1</source>
        <translation>Egyéni, alapja: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The target score must be between %1 and %2 (H1).</source>
        <translation>A célpontszámnak %1 és %2 között kell lennie (H1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three players the 2♦ or the 2♣ is removed (H2).</source>
        <translation>Három játékosnál a 2♦ vagy a 2♣ kerül ki (H2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Between 1 and 4 cards are passed (H9).</source>
        <translation>1–4 lapot lehet átadni (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Q♠ counts 13 or 25 (H16).</source>
        <translation>A pikk dáma 13 vagy 25 pontot ér (H16).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the sun is settled like the moon: choose a moon settlement other than “No moon” (H17, H4).</source>
        <translation>A naplövést a holdlövéshez hasonlóan számolják el: válassz a „Nincs holdlövés” helyett más elszámolást (H17, H4).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cancellation Hearts needs 5 to 7 players, not %n (V5).</source>
        <translation>
            <numerusform>A Kioltásos kőrhöz 5–7 játékos kell, nem %n (V5).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is played by 3 to 7 players (R1).</source>
        <translation>A Kőrt 3–7 játékos játssza (R1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A custom pass cycle needs at least one step (H8).</source>
        <translation>Az egyéni passzolási sorrendhez legalább egy lépés kell (H8).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Passing across needs an even number of players, not %n (H8).</source>
        <translation>
            <numerusform>A szemben ülőnek adáshoz páros számú játékos kell, nem %n (H8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+55"/>
        <location line="+174"/>
        <source>Custom</source>
        <translation>Egyéni</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>A named variant fills in the house rules; you can still change any.</source>
        <translation>A választott változat kitölti a házszabályokat; ezeket utána is módosíthatod.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule problems</source>
        <translation>Szabályütközések</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore defaults</source>
        <translation>Alapértékek visszaállítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set every house rule back to V1 Standard</source>
        <translation>Minden házszabály visszaállítása a V1 Alap szerint</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Változat:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Set the target score to %1</source>
        <translation>A célpontszám beállítása: %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_sheet.py" line="+118"/>
        <location line="+183"/>
        <source>Score sheet</source>
        <translation>Pontozólap</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Leosztás:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this hand &amp;again</source>
        <translation>A leosztás újra&amp;játszása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy deal number</source>
        <translation>&amp;Osztásszám másolása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen hand&apos;s deal number, for a friend to play the same cards</source>
        <translation>A kiválasztott leosztás osztásszáma, hogy egy barát ugyanezekkel a lapokkal játszhasson</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;With the Expert&apos;s review</source>
        <translation>&amp;Szakértői elemzéssel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Print…</source>
        <translation>&amp;Nyomtatás…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print pre&amp;view…</source>
        <translation>Nyomtatási &amp;kép…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportálás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF document…</source>
        <translation>PDF-dokumentum…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreadsheet (CSV)…</source>
        <translation>Táblázat (CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web page (HTML)…</source>
        <translation>Weboldal (HTML)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game record (JSON)…</source>
        <translation>Játékfelvétel (JSON)…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Deal %1 copied</source>
        <translation>Osztás %1 másolva</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Print preview — score sheet</source>
        <translation>Nyomtatási kép — pontozólap</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hearts score sheet</source>
        <translation>Kőr pontozólap</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-dokumentumok (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web pages (*.html)</source>
        <translation>Weboldalak (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json)</source>
        <translation>Kőr játékfelvételek (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hearts-score-%1</source>
        <translation>kor-pontozolap-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export score sheet</source>
        <translation>Pontozólap exportálása</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A network table&apos;s game record stays with its host</source>
        <translation>A hálózati asztal játékjegyzőkönyve a házigazdánál marad</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be written:
%1</source>
        <translation>A fájl nem írható:
%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <location line="-228"/>
        <source>Score sheet</source>
        <translation>Pontozólap</translation>
    </message>
</context>
<context>
    <name>SeatName</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+55"/>
        <source>South</source>
        <translation>Dél</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-West</source>
        <translation>Délnyugat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Nyugat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-West</source>
        <translation>Északnyugat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Észak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-East</source>
        <translation>Északkelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Kelet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-East</source>
        <translation>Délkelet</translation>
    </message>
</context>
<context>
    <name>SeatingWords</name>
    <message>
        <location filename="../../hearts_desktop/views/network/seating.py" line="+67"/>
        <source>Problem</source>
        <translation>Hiba</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The join code is not right.</source>
        <translation>A csatlakozási kód nem jó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken by a person.</source>
        <translation>Annál az asztalnál minden helyen ember ül.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not answer.</source>
        <translation>Az asztal nem válaszolt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>A házigazda bezárta az asztalt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host was stopped.</source>
        <translation>A házigazda leállt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host gave your seat to a computer player for now: join again with the code to take it back.</source>
        <translation>A házigazda egyelőre gépi játékosnak adta a helyedet: csatlakozz újra a kóddal, hogy visszavedd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>Megszakadt a kapcsolat az asztallal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>Elhagytad az asztalt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s computer has stopped answering. It may be asleep, busy or off the network.</source>
        <translation>A házigazda gépe nem válaszol. Lehet, hogy alvó állapotban van, elfoglalt, vagy lekerült a hálózatról.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table sent something this version of Hearts Desktop cannot follow, so the game cannot go on here.</source>
        <translation>Az asztal olyat küldött, amit a Hearts Desktop ezen változata nem tud követni, így a játék itt nem folytatódhat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer sent the table too many messages at once.</source>
        <translation>Ez a gép túl sok üzenetet küldött egyszerre az asztalnak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many connections from this computer are waiting at that table. Try again in a moment.</source>
        <translation>Erről a gépről túl sok kapcsolat vár annál az asztalnál. Próbáld újra egy pillanat múlva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many people are knocking at that table just now. Try again in a moment.</source>
        <translation>Épp túl sokan kopogtatnak annál az asztalnál. Próbáld újra egy pillanat múlva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That table is not listening to this computer for a while. Try again in a minute.</source>
        <translation>Az az asztal egy ideig nem figyel erre a gépre. Próbáld újra egy perc múlva.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That table runs another version of Hearts Desktop (this one speaks protocol %1). Both computers need the same version.</source>
        <translation>Annál az asztalnál a Hearts Desktop egy másik változata fut (ez a %1. protokollt beszéli). Mindkét gépen ugyanaz a változat kell.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table heard nothing from this computer for too long.</source>
        <translation>Az asztal túl régóta nem hallott semmit erről a gépről.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table answers at that address and port.</source>
        <translation>Ezen a címen és porton nem válaszol asztal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No computer of that name was found on the network.</source>
        <translation>Ilyen nevű számítógép nincs a hálózaton.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table said: %1</source>
        <translation>Az asztal üzenete: %1</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../hearts_desktop/selftest.py" line="+101"/>
        <source>Self-test FAILED: %1</source>
        <translation>Önteszt SIKERTELEN: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Self-test FAILED with an unexpected error (above).</source>
        <translation>Az önteszt váratlan hiba miatt SIKERTELEN (lásd fent).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hearts Desktop %1: self-test passed.</source>
        <translation>Hearts Desktop %1: az önteszt sikeres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One hand of %1 cards in %2 tricks, points %3.</source>
        <translation>Egy %1 lapos leosztás %2 ütésben, pontok: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invariants held, the game record round-trips, a worker answered.</source>
        <translation>Az invariánsok teljesültek, a játékfelvétel oda-vissza alakítható, egy munkafolyamat válaszolt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 sounds play (on a silent device).</source>
        <translation>A(z) %1 hang lejátszható (néma eszközön).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the compiled kernel.</source>
        <translation>A gépi játékosok a lefordított maggal gondolkodnak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the pure-Python kernel (slower).</source>
        <translation>A gépi játékosok a tiszta Python-maggal gondolkodnak (lassabban).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table rendered in %1 ms.</source>
        <translation>Az asztal kirajzolása: %1 ms.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total %1 s.</source>
        <translation>Összesen %1 mp.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the table raised an error: %1</source>
        <translation>az asztal hibát jelzett: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the table was never rendered</source>
        <translation>az asztal sosem rajzolódott ki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table is still animating at instant speed</source>
        <translation>az asztal azonnali sebességnél is animál még</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table does not show the cards the model dealt</source>
        <translation>az asztal nem a modell által kiosztott lapokat mutatja</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no seat is to act</source>
        <translation>egyik játékos sincs soron</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table refused a legal action: %1</source>
        <translation>az asztal elutasított egy szabályos lépést: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand does not end</source>
        <translation>a leosztás nem ér véget</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand did not start with a deal</source>
        <translation>a leosztás nem osztással kezdődött</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the deal is not the deck: a card is missing or dealt twice</source>
        <translation>az osztás nem egyezik a paklival: egy lap hiányzik, vagy kétszer osztották ki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not every card was played exactly once</source>
        <translation>nem minden lapot játszottak ki pontosan egyszer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrong number of tricks</source>
        <translation>hibás az ütések száma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a trick has the wrong number of cards</source>
        <translation>egy ütésben hibás a lapok száma</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the hand&apos;s points differ from the points of the tricks taken</source>
        <translation>a leosztás pontjai eltérnek az elvitt ütések pontjaitól</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points taken do not add up to the deck&apos;s points</source>
        <translation>az elvitt pontok összege nem egyezik a pakli pontjaival</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the totals after the first hand are not its points</source>
        <translation>az első leosztás utáni összpontszámok nem egyeznek a leosztás pontjaival</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the score history does not hold the hand</source>
        <translation>a pontszámtörténet nem tartalmazza a leosztást</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game record does not round-trip</source>
        <translation>a játékfelvétel mentés és visszaolvasás után nem azonos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replaying the game record does not rebuild the game</source>
        <translation>a játékfelvétel visszajátszása nem építi újra a játékot</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the computer players&apos; worker process did not start: %1</source>
        <translation>a gépi játékosok munkafolyamata nem indult el: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; worker process answered wrongly</source>
        <translation>a gépi játékosok munkafolyamata hibásan válaszolt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the computer players&apos; compiled kernel is missing</source>
        <translation>hiányzik a gépi játékosok lefordított magja</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>sorting by language (collation) does not work</source>
        <translation>a nyelv szerinti rendezés (collation) nem működik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case rules by language do not work</source>
        <translation>a nyelv szerinti kis- és nagybetűszabályok nem működnek</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the sounds cannot be played: %1</source>
        <translation>a hangok nem játszhatók le: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the table did not render</source>
        <translation>az asztal nem rajzolódott ki</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the rendered table shows no felt</source>
        <translation>a kirajzolt asztalon nincs posztó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table shows no card faces</source>
        <translation>a kirajzolt asztalon nem látszanak a lapok képei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table looks blank</source>
        <translation>a kirajzolt asztal üresnek tűnik</translation>
    </message>
</context>
<context>
    <name>ServeWords</name>
    <message>
        <location filename="../../hearts_desktop/net/serve.py" line="+86"/>
        <source>Unknown preset: %1 (choose one of %2)</source>
        <translation>Ismeretlen változat: %1 (válasszon: %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown option: %1</source>
        <translation>Ismeretlen kapcsoló: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs a value</source>
        <translation>%1 után érték kell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The port must be a number from 1 to 65535, not %1</source>
        <translation>A port 1 és 65535 közötti szám legyen, nem %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The join code must be 6 digits</source>
        <translation>A csatlakozási kód 6 számjegyből áll</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table has 3 to 7 players, not %1</source>
        <translation>Egy asztalnál 3–7 játékos ül, nem %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown level: %1</source>
        <translation>Ismeretlen szint: %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>The Expert&apos;s thinking time is quick, normal, deep, very-deep or seconds, not %1</source>
        <translation>A szakértő gondolkodási ideje quick, normal, deep, very-deep vagy másodperc, nem %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not an address: %1</source>
        <translation>Nem cím: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--serve needs a port and --code needs a 6-digit join code</source>
        <translation>A --serve után port, a --code után 6 jegyű kód kell</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>--level needs one level, or one for each of the %n seats</source>
        <translation>
            <numerusform>A --level egy szintet vár, vagy mind a %n helyre egyet-egyet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The saved network game was kept as %1</source>
        <translation>A mentett hálózati játékot megőriztük: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resuming the saved network game at hand %1</source>
        <translation>A mentett hálózati játék folytatása a(z) %1. osztástól</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game could not be saved: %1</source>
        <translation>A játékot nem sikerült menteni: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The games finished earlier at this table could not be read (%1); the table counts its games won from now on</source>
        <translation>Az asztalnál korábban befejezett játszmákat nem sikerült beolvasni (%1); az asztal mostantól számolja a nyert játszmákat</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The games owed to players who were away could not be read (%1); the file was kept as %2</source>
        <translation>A távol lévő játékosoknak járó játszmákat nem sikerült beolvasni (%1); a fájl megmaradt ezen a néven: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The games owed to players who were away could not be saved: %1</source>
        <translation>A távol lévő játékosoknak járó játszmákat nem sikerült menteni: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Cannot listen on port %1: %2</source>
        <translation>Nem lehet a(z) %1 porton figyelni: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every address of this computer</source>
        <translation>a számítógép minden címe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a table of %1 on port %2 (%3); join code %4</source>
        <translation>%1 fős asztal nyitva a(z) %2 porton (%3); kód: %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over: %1</source>
        <translation>Vége a játéknak: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The table is closed; the game is saved.</source>
        <translation>Az asztal bezárt; a játék mentve.</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+115"/>
        <location line="+37"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Finish the hand</source>
        <translation>&amp;Leosztás befejezése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statisztika…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="+100"/>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+123"/>
        <source>The game could not be saved: {0}</source>
        <translation>A játékot nem sikerült menteni: {0}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+23"/>
        <source>This game is not in the statistics: the Expert played for you</source>
        <translation>Ez a játék nem kerül a statisztikába: a szakértő játszott helyetted</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>This game is not in the statistics: it does not say which seat was yours</source>
        <translation>Ez a játék nem kerül a statisztikába: nem derül ki, melyik hely volt a tiéd</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game is not in the statistics: a computer player played for you while you were away</source>
        <translation>Ez a játék nem kerül a statisztikába: egy gépi játékos játszott helyetted, amíg távol voltál</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is in the statistics already</source>
        <translation>Ez a játék már szerepel a statisztikában</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is counted in the statistics (network tables)</source>
        <translation>Ez a játék bekerült a statisztikába (hálózati asztalok)</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="-83"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game</source>
        <translation>Mentett játék</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game was interrupted in hand {0} (scores: {1}).
Resume it where it stopped?</source>
        <translation>Egy játék félbeszakadt ({0}. leosztás, állás: {1}).
Folytatod ott, ahol abbamaradt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume game</source>
        <translation>Játék folytatása</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="-27"/>
        <location line="+23"/>
        <source>The statistics could not be updated: {0}</source>
        <translation>A statisztikát nem sikerült frissíteni: {0}</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+30"/>
        <source>The rest of this hand is decided: press F to finish it at once</source>
        <translation>A leosztás hátralévő része eldőlt: a befejezéshez nyomd meg az F billentyűt</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Replay a saved game</source>
        <translation>Mentett játék visszajátszása</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Kőr játékfelvételek (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Re&amp;play a saved game…</source>
        <translation>Mentett játék &amp;visszajátszása…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>Játék me&amp;ntése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation>Játék &amp;megnyitása…</translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+12"/>
        <source>Save game</source>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hearts game</source>
        <translation>Kőr-játék</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game was saved as {0}</source>
        <translation>A játék mentve: {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>Open game</source>
        <translation>Játék megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened:
{1}</source>
        <translation>{0} nem nyitható meg:
{1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} is on the table</source>
        <translation>{0} az asztalon van</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interrupted game was kept as {0}</source>
        <translation>A félbeszakadt játékot megőriztük: {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be replayed:
{1}</source>
        <translation>{0} nem játszható vissza:
{1}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+168"/>
        <source>The stored setting “%1” was not valid and has been reset to its default.</source>
        <translation>A tárolt „%1” beállítás érvénytelen volt, ezért visszaállt az alapértékére.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The stored house rules cannot be played by %n players and have been reset to Standard.</source>
        <translation>A tárolt házszabályokkal %n játékos nem játszhat, ezért visszaálltak az Alap változatra.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_dialog.py" line="+71"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&amp;Rules</source>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Players</source>
        <translation>&amp;Játékosok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Table</source>
        <translation>&amp;Asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&amp;ound</source>
        <translation>&amp;Hang</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Rule changes apply to the next game.</source>
        <translation>A szabálymódosítások a következő játéktól érvényesek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress goes on with the rules it started with.</source>
        <translation>A folyamatban lévő játék az induláskori szabályokkal folytatódik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game now</source>
        <translation>Új játék indítása most</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Játék folytatása</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="-90"/>
        <source>Restore defaults</source>
        <translation>Alapértékek visszaállítása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set this tab back to its defaults</source>
        <translation>E lap visszaállítása az alapértékekre</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/chart.py" line="+114"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+63"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+259"/>
        <source>Hand</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target %1</source>
        <translation>Cél: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+88"/>
        <source>Chart of the running totals</source>
        <translation>Az összpontszámok alakulása</translation>
    </message>
    <message>
        <location line="-88"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Osztás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (hand)</source>
        <translation>%1 (leosztás)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (total)</source>
        <translation>%1 (összesen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Megjegyzés</translation>
    </message>
    <message>
        <location line="+60"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+27"/>
        <source>hand</source>
        <translation>leosztás</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>total</source>
        <translation>összesen</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+50"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-82"/>
        <source>Hearts — score sheet</source>
        <translation>Kőr — pontozólap</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Cannot write to the printer or file.</source>
        <translation>Nem lehet a nyomtatóra vagy a fájlba írni.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_model.py" line="+164"/>
        <source>Left</source>
        <translation>Balra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Jobbra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Szemben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep</source>
        <translation>Nincs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon</source>
        <translation>lelőtte a holdat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>lelőtte a napot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took the %1 (−10)</source>
        <translation>elvitte: %1 (−10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took no trick (−5)</source>
        <translation>nem vitt ütést (−5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit the target exactly: back to half</source>
        <translation>pontosan elérte a célt: vissza a felére</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>+%1 to the others</source>
        <translation>+%1 a többieknek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 to the shooter</source>
        <translation>−%1 a holdlövőnek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the sun</source>
        <translation>%1 lelőtte a napot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon</source>
        <translation>%1 lelőtte a holdat</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-144"/>
        <source>Rules: %1    Target score: %2    Players: %3</source>
        <translation>Szabályok: %1    Célpontszám: %2    Játékosok: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Győztes: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Running totals</source>
        <translation>Összpontszámok</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>deal</source>
        <translation>osztás</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>winner</source>
        <translation>győztes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>leads</source>
        <translation>vezet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Page %1 of %2</source>
        <translation>%1/%2. oldal</translation>
    </message>
</context>
<context>
    <name>SoundTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_sound_tab.py" line="+33"/>
        <source>Dealing, playing a card, taking a trick, hearts broken, the queen of spades taken, a shot at the moon and the end of the game each have their own short sound.</source>
        <translation>Az osztásnak, egy lap kijátszásának, egy ütés elvitelének, a kőr feltörésének, a pikk dáma elvitelének, a holdlövésnek és a játék végének saját rövid hangja van.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume</source>
        <translation>Hangerő</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pla&amp;y sounds</source>
        <translation>Hangok &amp;lejátszása</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try &amp;it</source>
        <translation>&amp;Kipróbálás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the sound of hearts being broken at this volume</source>
        <translation>A kőr feltörésének hangja ezen a hangerőn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound device was found on this computer: the game stays silent.</source>
        <translation>Ezen a számítógépen nincs hangeszköz: a játék néma marad.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Volume:</source>
        <translation>Hange&amp;rő:</translation>
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
        <translation>A Hearts Desktop nem indul el: hiányzik egy rendszerkönyvtár: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install it with your package manager, then start the game again:</source>
        <translation>Telepítsd a csomagkezelővel, majd indítsd újra a játékot:</translation>
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
        <translation>Az X11-megjelenítéshez ezek a csomagok is kellenek (Debian, Ubuntu):</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hearts Desktop cannot start: there is no graphical display.</source>
        <translation>A Hearts Desktop nem indul el: nincs grafikus megjelenítő.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start it from a desktop session (X11 or Wayland). Over SSH, use &quot;ssh -X&quot;.</source>
        <translation>Indítsd asztali munkamenetből (X11 vagy Wayland). SSH-n keresztül használd az &quot;ssh -X&quot; parancsot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To check the installation without a display, run: hearts-desktop --self-test</source>
        <translation>A telepítés megjelenítő nélküli ellenőrzéséhez futtasd: hearts-desktop --self-test</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hearts Desktop cannot start: the X11 display %1 does not answer.</source>
        <translation>A Hearts Desktop nem indul el: nem válaszol az X11-megjelenítő: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check that DISPLAY names a running X server you may use (see &quot;xhost&quot; and &quot;xauth&quot;).</source>
        <translation>Ellenőrizd, hogy a DISPLAY egy futó, általad használható X-kiszolgálót ad-e meg (lásd: &quot;xhost&quot; és &quot;xauth&quot;).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hearts Desktop cannot open a window: no Qt display plugin works.</source>
        <translation>A Hearts Desktop nem tud ablakot nyitni: egyik Qt megjelenítő bővítmény sem működik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Debian or Ubuntu install: %1</source>
        <translation>Debianon vagy Ubuntun telepítsd: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Usage: %1 [OPTION] [FILE]</source>
        <translation>Használat: %1 [KAPCSOLÓ] [FÁJL]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Hearts against computer players. FILE is a saved game to go on with or a game record to replay (.json).</source>
        <translation>Kőr számítógépes játékosok ellen. A FÁJL egy folytatandó mentett játék vagy egy visszajátszandó játékfelvétel (.json).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print this help and exit</source>
        <translation>kiírja ezt a súgót, majd kilép</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the version and exit</source>
        <translation>kiírja a verziót, majd kilép</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the installation (two hands, no window) and exit</source>
        <translation>ellenőrzi a telepítést (két leosztás, ablak nélkül), majd kilép</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open a new game on that deal (for example 4821-0937: the number on the table and the score sheet)</source>
        <translation>új játék nyitása azzal az osztással (például 4821-0937: a szám az asztalon és a pontozólapon)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the Expert&apos;s review of every pass and play of a saved game or record, and exit</source>
        <translation>a szakértő elemzése egy mentett játék vagy jegyzőkönyv minden passzáról és lapjáról, majd kilépés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host a network table without a window (Ctrl+C stops it, saving the game); LEVEL is the computer players&apos; level (beginner, casual, strong, hard or expert), one for every seat or one a seat, separated by commas; TIME is the Expert&apos;s thinking time: quick, normal, deep, very-deep or seconds</source>
        <translation>hálózati asztal ablak nélkül (a Ctrl+C leállítja és menti a játékot); LEVEL a gépi játékosok szintje (beginner, casual, strong, hard vagy expert), egy az összes helyre vagy helyenként egy, vesszővel elválasztva; TIME a szakértő gondolkodási ideje: quick, normal, deep, very-deep vagy másodperc</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not a deal number: %1 (eight digits, for example 4821-0937)</source>
        <translation>Nem osztásszám: %1 (nyolc számjegy, például 4821-0937)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unknown option: %1</source>
        <translation>Ismeretlen kapcsoló: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one file can be opened at a time.</source>
        <translation>Egyszerre csak egy fájl nyitható meg.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run &quot;%1 --help&quot; to see the options.</source>
        <translation>A kapcsolók listája: „%1 --help”.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../hearts_desktop/services/stats.py" line="+121"/>
        <source>The statistics could not be read and were set aside as {0}.
Reason: {1}</source>
        <translation>A statisztikát nem sikerült beolvasni, ezért félretettük ezen a néven: {0}.
Ok: {1}</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/statistics_dialog.py" line="+48"/>
        <source>Final score of each game</source>
        <translation>Az egyes játékok végeredménye</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No finished games yet</source>
        <translation>Még nincs befejezett játék</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Games, oldest to newest (green: won)</source>
        <translation>Játékok a legrégebbitől a legújabbig (zöld: nyert)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost to mistakes per hand, by game</source>
        <translation>Hibákon vesztett pont leosztásonként, játékonként</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No game reviewed yet: each finished game is reviewed in the background</source>
        <translation>Még nincs elemzett játék: minden befejezett játékot a háttérben elemzünk</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Points lost to mistakes per hand, game by game (lower is better)</source>
        <translation>Hibákon vesztett pont leosztásonként, játékról játékra (a kevesebb a jobb)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not reviewed yet</source>
        <translation>még nincs elemezve</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 in the last %n games</source>
        <translation>
            <numerusform>%1 az utolsó %n játékban</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %1 in the %n before</source>
        <translation>
            <numerusform>; %1 az előtte lévő %n játékban</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n still to review)</source>
        <translation>
            <numerusform>(még %n elemzésre vár)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any number of players</source>
        <translation>Bármennyi játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} players</source>
        <translation>{0} játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any rules</source>
        <translation>Bármilyen szabály</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom</source>
        <translation>Egyéni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At home and at network tables</source>
        <translation>Otthon és hálózati asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At home</source>
        <translation>Otthon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At network tables</source>
        <translation>Hálózati asztalnál</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Points lost to mistakes per hand</source>
        <translation>Hibákon vesztett pont leosztásonként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset statistics…</source>
        <translation>Statisztika törlése…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reset statistics</source>
        <translation>Statisztika törlése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of every game played? This cannot be undone.</source>
        <translation>Törlöd az összes lejátszott játék statisztikáját? Ez nem vonható vissza.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games played</source>
        <translation>Lejátszott játékok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Megnyert játékok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placings</source>
        <translation>Helyezések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Lejátszott leosztások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per hand</source>
        <translation>Átlagpont leosztásonként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot / suffered</source>
        <translation>Holdlövések: saját / elszenvedett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ taken</source>
        <translation>Elvitt pikk dámák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best / worst game</source>
        <translation>Legjobb / legrosszabb játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with undo</source>
        <translation>Játékok visszavonással</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}. place: {1}</source>
        <translation>{0}. hely: {1}</translation>
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
        <translation>Lassú</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Azonnali (animáció nélkül)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for a click before a trick is collected</source>
        <translation>Kattintásra várás az ütés begyűjtése előtt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (black check)</source>
        <translation>Klasszikus (fekete kockás)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Piros</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-colour deck (♣ green, ♦ blue)</source>
        <translation>Négyszínű pakli (♣ zöld, ♦ kék)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark table (easier on the eyes in a dim room)</source>
        <translation>Sötét asztal (kíméli a szemet félhomályban)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Low to high (2 … A)</source>
        <translation>Alacsonytól magasig (2 … A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High to low (A … 2)</source>
        <translation>Magastól alacsonyig (A … 2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large</source>
        <translation>Nagy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card with a double-click (a single click only selects it)</source>
        <translation>Lap kijátszása dupla kattintással (egy kattintás csak kijelöli)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play checker: after a trick, point out a clearly worse play of mine</source>
        <translation>Lapellenőrzés: ütés után jelezze, ha egyértelműen rosszabbat játszottam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>Animáció se&amp;bessége:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>Kártyahá&amp;tlap:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Suit order in the hand:</source>
        <translation>Színek sorrendje a &amp;kézben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;k order:</source>
        <translation>&amp;Rangsor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Kártya&amp;méret:</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-118"/>
        <source>play {0}</source>
        <translation>({0} kijátszása)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>(passzolás)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon choice</source>
        <translation>(holdlövés elszámolása)</translation>
    </message>
</context>
</TS>
