<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="is">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../hearts_desktop/services/autosave.py" line="+84"/>
        <source>(could not be moved: {0})</source>
        <translation>(ekki tókst að færa skrána: {0})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read and was set aside as {0}.
Reason: {1}</source>
        <translation>Ekki tókst að lesa vistaða leikinn og hann var færður til hliðar sem {0}.
Ástæða: {1}</translation>
    </message>
</context>
<context>
    <name>CheckerWords</name>
    <message>
        <location filename="../../hearts_desktop/views/play_checker.py" line="+71"/>
        <source>Play checker: %1 was clearly worse than %2 (about %3 points). %4</source>
        <translation>Spilarýni: %1 var greinilega lakari kostur en %2 (um %3 stig). %4</translation>
    </message>
</context>
<context>
    <name>CycleEditor</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+63"/>
        <source>Standard (R5)</source>
        <translation>Venjuleg (R5)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Custom sequence</source>
        <translation>Sérsniðin röð</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass cycle step %1</source>
        <translation>Skref %1 í skiptaröð</translation>
    </message>
</context>
<context>
    <name>GoneNotice</name>
    <message>
        <location filename="../../hearts_desktop/views/network/gone_notice.py" line="+99"/>
        <source>%1 The score sheet stays here to read and print.</source>
        <translation>%1 Stigablaðið verður hér til að lesa og prenta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed: %1 The score sheet stays here to read and print.</source>
        <translation>Borðinu er lokað: %1 Stigablaðið verður hér til að lesa og prenta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat is the computer&apos;s for now</source>
        <translation>Sætið þitt er tölvunnar í bili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed</source>
        <translation>Borðinu er lokað</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;it down again</source>
        <translation>&amp;Setjast aftur</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>&amp;Back to my game</source>
        <translation>&amp;Aftur í minn leik</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Stay and read the score sheet</source>
        <translation>&amp;Vera áfram og lesa stigablaðið</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sitting down again at your seat (try %1); a computer player plays it meanwhile.</source>
        <translation>Sest aftur í sætið þitt (tilraun %1); tölvuspilari spilar það á meðan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting down again at your seat; a computer player plays it meanwhile.</source>
        <translation>Sest aftur í sætið þitt; tölvuspilari spilar það á meðan.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sitting down again</source>
        <translation>Sest aftur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top trying</source>
        <translation>&amp;Hætta að reyna</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <location filename="../../hearts_desktop/views/table/card_item.py" line="+124"/>
        <source>Card, face down</source>
        <translation>Spil, á grúfu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>legal</source>
        <translation>má spila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>má ekki spila núna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selected to pass</source>
        <translation>valið til að gefa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>received</source>
        <translation>fengið</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/controller.py" line="+272"/>
        <source>Watching: the Expert plays your seat. Press W to take it back</source>
        <translation>Þú horfir á: sérfræðingurinn spilar sætið þitt. Ýttu á W til að taka það aftur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is yours again</source>
        <translation>Sætið er þitt aftur</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Pass the screen to %1</source>
        <translation>Réttu skjáinn áfram: %1 á leik</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Choose %n cards to pass to %1, then press the pass button</source>
        <translation>
            <numerusform>Veldu %n spil sem %1 fær og ýttu svo á hnappinn til að gefa</numerusform>
            <numerusform>Veldu %n spil sem %1 fær og ýttu svo á hnappinn til að gefa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play a card</source>
        <translation>Þú átt leik: spilaðu spili</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Expert: %1</source>
        <translation>Sérfræðingurinn: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A computer player failed: %1</source>
        <translation>Villa hjá tölvuspilara: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The Expert is playing your seat: press W to take it back</source>
        <translation>Sérfræðingurinn spilar sætið þitt: ýttu á W til að taka það aftur</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drop the card on the trick area in the middle to play it</source>
        <translation>Slepptu spilinu á slagsvæðið í miðjunni til að spila því</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drop a card in the middle to pass it, or on your hand to keep it</source>
        <translation>Slepptu spili í miðjuna til að gefa það, eða á höndina til að halda því</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You pass exactly %n cards (H9): put one back first</source>
        <translation>
            <numerusform>Þú gefur nákvæmlega %n spil (H9): settu fyrst eitt til baka</numerusform>
            <numerusform>Þú gefur nákvæmlega %n spil (H9): settu fyrst eitt til baka</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Waiting for the other players to pass</source>
        <translation>Beðið eftir að hinir spilararnir gefi</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="+61"/>
        <source>%1 took the Queen of spades.</source>
        <translation>%1 tók spaðadrottninguna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 shot the sun!</source>
        <translation>%1 skaut sólina!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon!</source>
        <translation>%1 skaut tunglið!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were added to everyone else.</source>
        <translation>Allir hinir fengu %1 stig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were taken off the shooter&apos;s score.</source>
        <translation>%1 stig voru dregin frá stigum skyttunnar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took no trick: −5.</source>
        <translation>%1 fékk engan slag: −5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the target exactly and drops to half.</source>
        <translation>%1 hitti nákvæmlega á markstigin og stigin helmingast.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End of hand %1</source>
        <translation>Lok umferðar %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+60"/>
        <source>Player</source>
        <translation>Spilari</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Points taken</source>
        <translation>Fengin stig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Added</source>
        <translation>Bætt við</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Samtals</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next hand</source>
        <translation>Næsta umferð</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review this hand</source>
        <translation>&amp;Fara yfir umferðina</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You shot the sun!</source>
        <translation>Þú skaust sólina!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You shot the moon!</source>
        <translation>Þú skaust tunglið!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took every heart and the Queen of spades. How should the %1 points be settled?</source>
        <translation>Þú tókst öll hjörtun og spaðadrottninguna. Hvernig viltu ráðstafa þessum %1 stigum?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add %1 to everyone else</source>
        <translation>Bæta %1 við hjá öllum hinum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract %1 from my score</source>
        <translation>Draga %1 frá mínum stigum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scores before this hand: %1</source>
        <translation>Staðan fyrir þessa umferð: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="+56"/>
        <source>Game over</source>
        <translation>Leik lokið</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Review the game</source>
        <translation>&amp;Fara yfir leikinn</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="+78"/>
        <source>%1 wins!</source>
        <translation>%1 vinnur!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared win: %1</source>
        <translation>Sameiginlegur sigur: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="-9"/>
        <source>Final score</source>
        <translation>Lokastaða</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="+97"/>
        <source>New game</source>
        <translation>Nýr leikur</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/hint_text.py" line="+12"/>
        <source>%1 is the only card you may play.</source>
        <translation>Eina spilið sem þú mátt spila er %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: the Queen of spades is dangerous without enough low spades to protect it.</source>
        <translation>Gefðu: %1. Spaðadrottningin er hættuleg án nógu margra lágra spaða til að verja hana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass %1: emptying a suit lets you discard penalty cards later.</source>
        <translation>Gefðu: %1. Ef þú tæmir lit geturðu seinna kastað af þér stigaspilum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high hearts are likely to win tricks full of points.</source>
        <translation>Gefðu: %1. Há hjörtu taka líklega slagi fulla af stigum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high cards tend to win tricks you would rather lose.</source>
        <translation>Gefðu: %1. Há spil taka gjarnan slagi sem þú vilt frekar tapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: low spades force the Queen of spades out while you hold no high spade.</source>
        <translation>Spilaðu út: %1. Lágir spaðar þvinga spaðadrottninguna út á meðan þú ert ekki með háan spaða.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: a low card is unlikely to win the trick.</source>
        <translation>Spilaðu út: %1. Lágt spil er ólíklegt til að taka slaginn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it is the lead least likely to bring you points.</source>
        <translation>Spilaðu út: %1. Þetta útspil er ólíklegast til að færa þér stig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: a higher spade is already down, so the Queen goes to someone else.</source>
        <translation>Spilaðu: %1. Hærri spaði er þegar kominn í slaginn, svo drottningin fer til einhvers annars.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the highest card that still loses the trick.</source>
        <translation>Spilaðu: %1. Hæsta spilið sem tapar samt slagnum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the trick has no points, so win it and get rid of a high card.</source>
        <translation>Spilaðu: %1. Slagurinn er stigalaus, svo taktu hann og losaðu þig við hátt spil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: take a point so that nobody shoots the moon.</source>
        <translation>Spilaðu: %1. Taktu stig svo að enginn skjóti tunglið.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you have every point so far; keep winning to shoot the moon.</source>
        <translation>Spilaðu: %1. Þú ert með öll stigin hingað til; haltu áfram að taka slagi til að skjóta tunglið.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you take this trick whatever you play, so use a high card.</source>
        <translation>Spilaðu: %1. Þú tekur slaginn hvað sem þú spilar, svo notaðu hátt spil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: none of your cards goes under the trick so far; this one is the safest.</source>
        <translation>Spilaðu: %1. Ekkert spila þinna fer undir slaginn hingað til; þetta er öruggast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: winning this trick while it is still cheap is safer than later.</source>
        <translation>Spilaðu: %1. Öruggara er að taka slaginn meðan hann er enn ódýr en síðar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: someone else wins this trick, so give them the points.</source>
        <translation>Kastaðu: %1. Einhver annar tekur þennan slag, svo gefðu honum stigin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: you cannot follow suit, so get rid of a dangerous high card.</source>
        <translation>Kastaðu: %1. Þú getur ekki fylgt lit, svo losaðu þig við hættulegt hátt spil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the moon&apos;s points to every other player.</source>
        <translation>Bættu stigum tunglsins við hjá öllum hinum.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract the moon&apos;s points from your own score.</source>
        <translation>Dragðu stig tunglsins frá þínum eigin stigum.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Suggested: %1</source>
        <translation>Tillaga: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Vísbending – %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/info_dialogs.py" line="+34"/>
        <source># Hearts Desktop %1

The card game Hearts with every family&apos;s house rules.

Hearts Desktop is free software under the MIT licence. It uses Qt for Python (PySide6, LGPL-3.0).

</source>
        <translation># Hearts Desktop %1

Spilið Hjörtu með húsreglum allra fjölskyldna.

Hearts Desktop er frjáls hugbúnaður með MIT-leyfi. Hann notar Qt for Python (PySide6, LGPL-3.0).

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## Sounds

The sounds were made for Hearts Desktop: a script in its source (tools/make_sounds.py) synthesizes them from tones and noise. They are free under the MIT licence, like the program. They play through miniaudio by David Reid (public domain or MIT-0) and pyminiaudio by Irmen de Jong (MIT).

</source>
        <translation>## Hljóð

Hljóðin voru gerð fyrir Hearts Desktop: skrifta í frumkóðanum (tools/make_sounds.py) býr þau til úr tónum og suði. Þau eru frjáls samkvæmt MIT-leyfinu, eins og forritið. Þau eru spiluð með miniaudio eftir David Reid (almenningseign eða MIT-0) og pyminiaudio eftir Irmen de Jong (MIT).

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card art</source>
        <translation>Spilamyndir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Hearts Desktop</source>
        <translation>Um Hearts Desktop</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move along your hand</source>
        <translation>Fara eftir hendinni þinni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Enter, bilslá</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or choose it for the pass</source>
        <translation>Spila spilinu, eða velja það til að gefa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the chosen cards</source>
        <translation>Gefa valin spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the last trick</source>
        <translation>Fela síðasta slag</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Keyboard shortcuts</source>
        <translation>Flýtilyklar</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/main_window.py" line="+101"/>
        <source>Play checker</source>
        <translation>Spilarýni</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+319"/>
        <source>No hint: %1</source>
        <translation>Engin vísbending: %1</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Hearts</source>
        <translation>Hjörtu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Staða</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Leikur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nýr leikur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal…</source>
        <translation>Spila &amp;ákveðna gjöf…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart hand</source>
        <translation>&amp;Byrja umferðina aftur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host &amp;a table…</source>
        <translation>Ha&amp;lda borð…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>Set&amp;jast við borð…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-104"/>
        <source>&amp;Hint</source>
        <translation>&amp;Vísbending</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Síðasti slagur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core sheet</source>
        <translation>S&amp;tigablað</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>Stillin&amp;gar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Hætta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Breyta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy deal number</source>
        <translation>Afrita &amp;gjafarnúmer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Sýn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Heilskjár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>Hl&amp;jóð</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+5"/>
        <source>&amp;Watch the Expert play my seat</source>
        <translation>Horfa á sérfræðinginn &amp;spila fyrir mig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent &amp;games…</source>
        <translation>Nýlegi&amp;r leikir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjálp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Hvernig á að spila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Flýtilyklar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>&amp;Um Hearts Desktop</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The unfinished game was kept: Game ▸ Recent games</source>
        <translation>Ókláraði leikurinn var geymdur: Leikur ▸ Nýlegir leikir</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-21"/>
        <source>Deal %1</source>
        <translation>Gjöf %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This hand has no deal number: its game was begun before hands were numbered</source>
        <translation>Þessi umferð hefur ekkert gjafarnúmer: leikurinn hófst áður en gjafir fengu númer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 copied: a friend plays the same cards with Game ▸ Play a deal…</source>
        <translation>Gjöf %1 afrituð: vinur spilar sömu spilin með Leikur ▸ Spila ákveðna gjöf…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The unfinished game could not be kept: %1</source>
        <translation>Ekki tókst að geyma ókláraða leikinn: %1</translation>
    </message>
    <message>
        <location line="+158"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+86"/>
        <source>A hint is given when it is your turn</source>
        <translation>Vísbending fæst þegar þú átt leik</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>Leita að vísbendingu…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/scene_items.py" line="+189"/>
        <source>%1: %2 points this hand, %3 in total</source>
        <translation>%1: %2 stig í umferðinni, %3 alls</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dealer</source>
        <translation>gjafari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>á leik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand %1 · Total %2</source>
        <translation>Umferðin %1 · Alls %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-15"/>
        <source>Custom rules</source>
        <translation>Sérsniðnar reglur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Venjulegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibus-hjörtu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spot Hearts</source>
        <translation>Punktahjörtu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Svarta María</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Útstrikunarhjörtu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · to %2</source>
        <translation>%1 · upp í %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1</source>
        <translation>Umferð %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts broken</source>
        <translation>Hjörtun eru brotin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>Hjörtun eru óbrotin</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n cards, for the next trick&apos;s taker</source>
        <translation>
            <numerusform>Potturinn: %n spil, til þess sem tekur næsta slag</numerusform>
            <numerusform>Potturinn: %n spil, til þess sem tekur næsta slag</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts Desktop deal %1 (%2 players, %3): Game ▸ Play a deal…</source>
        <translation>Hearts Desktop gjöf %1 (%2 leikmenn, %3): Leikur ▸ Spila ákveðna gjöf…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the others to pass</source>
        <translation>Beðið eftir að hinir gefi</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n cards to pass (%1 chosen)</source>
        <translation>
            <numerusform>Veldu %n spil til að gefa (búið að velja %1)</numerusform>
            <numerusform>Veldu %n spil til að gefa (búið að velja %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passed</source>
        <translation>hefur gefið</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing cards to pass</source>
        <translation>velur spil til að gefa</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_scene.py" line="+295"/>
        <source>%1, your turn: click or press Space to see your cards</source>
        <translation>%1, þú átt leik: smelltu eða ýttu á bilslána til að sjá spilin þín</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Click or press Space to continue</source>
        <translation>Smelltu eða ýttu á bilslána til að halda áfram</translation>
    </message>
    <message>
        <location line="+140"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-2"/>
        <source>Last trick</source>
        <translation>Síðasti slagur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by %1</source>
        <translation>Síðasti slagur, %1 tók hann</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-1"/>
        <source>Card table</source>
        <translation>Spilaborð</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the previous trick (L)</source>
        <translation>Sýna síðasta slag (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/table_dialogs.py" line="+84"/>
        <source>Play again</source>
        <translation>Spila aftur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take my seat back</source>
        <translation>Taka sætið mitt aftur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert is playing your seat; take it back (W)</source>
        <translation>Sérfræðingurinn spilar sætið þitt; taktu það aftur (W)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No trick has been played yet in this hand</source>
        <translation>Enginn slagur hefur enn verið spilaður í þessari umferð</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-50"/>
        <source>Two</source>
        <translation>tvistur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>þristur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>fjarki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>fimma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>sexa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seven</source>
        <translation>sjöa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>átta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>nía</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>tía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>gosi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>drottning</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>kóngur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>ás</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>clubs</source>
        <translation>laufa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>tígul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>spaða</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>hjarta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%2%1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>left</source>
        <translation>til vinstri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>til hægri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across</source>
        <translation>yfir borðið</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nowhere</source>
        <translation>hvergi</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <source>No passing this hand</source>
        <translation>Engin skipti í þessari umferð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1</source>
        <translation>Gefa %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hearts may not be led until a heart or the Queen of spades has been played</source>
        <translation>ekki má spila út hjarta fyrr en hjarta eða spaðadrottningunni hefur verið spilað</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you must follow the suit that was led</source>
        <translation>þú verður að fylgja lit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no points may be played on the first trick</source>
        <translation>ekki má spila stigaspilum í fyrsta slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with the lowest club</source>
        <translation>í fyrsta slag verður að spila út lægsta laufinu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with a club</source>
        <translation>í fyrsta slag verður að spila út laufi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>there is no moon to settle now</source>
        <translation>það er ekkert tungl til að gera upp núna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shooter must first choose how the moon is settled</source>
        <translation>skyttan verður fyrst að velja hvernig tunglið er gert upp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>leiknum er lokið</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not possible now</source>
        <translation>það er ekki hægt núna</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not your turn</source>
        <translation>þú átt ekki leik</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>passing is not possible now</source>
        <translation>ekki er hægt að gefa spil núna</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>Pass %n cards to the left</source>
        <translation>
            <numerusform>Gefa %n spil til vinstri</numerusform>
            <numerusform>Gefa %n spil til vinstri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards to the right</source>
        <translation>
            <numerusform>Gefa %n spil til hægri</numerusform>
            <numerusform>Gefa %n spil til hægri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards across</source>
        <translation>
            <numerusform>Gefa %n spil yfir borðið</numerusform>
            <numerusform>Gefa %n spil yfir borðið</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cards are passed, not played, until everyone has passed</source>
        <translation>spil eru gefin, ekki spiluð, þar til allir hafa gefið</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>you must pass the number of cards the rules ask for</source>
        <translation>þú verður að gefa þann fjölda spila sem reglurnar segja til um</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that card is not in your hand</source>
        <translation>þú ert ekki með þetta spil á hendi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you have already passed</source>
        <translation>þú hefur þegar gefið</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the player who shot the moon chooses how it is settled</source>
        <translation>aðeins sá sem skaut tunglið velur hvernig það er gert upp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not a way to settle the moon</source>
        <translation>þetta er ekki gild leið til að gera upp tunglið</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal does not hold exactly the cards in play</source>
        <translation>gjöfin inniheldur ekki nákvæmlega þau spil sem eru í notkun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these house rules cannot be played together</source>
        <translation>þessar húsreglur ganga ekki saman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such seat at this table</source>
        <translation>ekkert slíkt sæti er við borðið</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is against the rules</source>
        <translation>þetta er brot á reglunum</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You may not pass the %1</source>
        <translation>Þú mátt ekki gefa þetta spil (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not play the %1</source>
        <translation>Þú mátt ekki spila þessu spili (%1)</translation>
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
        <translation>Ekki leyft: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/app.py" line="+40"/>
        <location filename="../../hearts_desktop/views/main_window.py" line="-18"/>
        <source>The translation could not be loaded: %1</source>
        <translation>Ekki tókst að hlaða inn þýðingunni: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/play_deal_dialog.py" line="+35"/>
        <source>Play a deal</source>
        <translation>Spila ákveðna gjöf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand has a deal number (on the table and the score sheet; Edit ▸ Copy deal number copies it). The same number deals the same cards on every computer: play a friend&apos;s deal (their message pasted here will do), or one of yours again.</source>
        <translation>Hver umferð hefur gjafarnúmer (á borðinu og stigablaðinu; Breyta ▸ Afrita gjafarnúmer afritar það). Sama númer gefur sömu spil á hverri tölvu: spilaðu gjöf vinar (líma má skilaboðin hans hér í heild), eða eina af þínum aftur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 4821-0937</source>
        <translation>til dæmis 4821-0937</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number</source>
        <translation>Gjafarnúmer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Gjafarnúmer:</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dealt for %n players under %1 (Settings ▸ Rules).</source>
        <translation>
            <numerusform>Gefið fyrir %n spilara samkvæmt %1 (Stillingar ▸ Reglur).</numerusform>
            <numerusform>Gefið fyrir %n spilara samkvæmt %1 (Stillingar ▸ Reglur).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Deal</source>
        <translation>Ge&amp;fa</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This deal was shared for %1 players, and your table has %2 (Settings ▸ Players): its cards would not be the same here.</source>
        <translation>Þessari gjöf var deilt fyrir %1 leikmenn, en borðið þitt hefur %2 (Stillingar ▸ Spilarar): spilin yrðu ekki þau sömu hér.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/network/table_tally.py" line="+78"/>
        <source>Games won at this table:</source>
        <translation>Unnir leikir við þetta borð:</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/host_dialog.py" line="+60"/>
        <source>Host a table</source>
        <translation>Halda borð</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network join from their own computers with Game ▸ Join a table…, with the code below. Computer players take the seats no one has taken, and give them up when someone sits down.</source>
        <translation>Vinir á þessu neti setjast við borðið úr eigin tölvum með Leikur ▸ Setjast við borð… og kóðanum hér fyrir neðan. Tölvuspilarar taka sætin sem enginn hefur tekið og víkja þegar einhver sest.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your &amp;name:</source>
        <translation>&amp;Nafnið þitt:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join code</source>
        <translation>Aðgangskóði</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New c&amp;ode</source>
        <translation>Nýr &amp;kóði</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Join code:</source>
        <translation>Aðgangskóði:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Port:</source>
        <translation>&amp;Gátt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every network of this computer</source>
        <translation>Öll net þessarar tölvu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This computer only (for a test)</source>
        <translation>Aðeins þessi tölva (til prófunar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Hlusta á:</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n players, the house rules of Settings; computer players play at level %1.</source>
        <translation>
            <numerusform>%n leikmaður, húsreglurnar úr Stillingum; tölvuspilarar spila á stiginu %1.</numerusform>
            <numerusform>%n leikmenn, húsreglurnar úr Stillingum; tölvuspilarar spila á stiginu %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Opna borðið</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</source>
        <translation>
            <numerusform>%n leikmaður, húsreglurnar úr Stillingum; tölvuspilarar spila á stigunum úr Stillingum (%1).</numerusform>
            <numerusform>%n leikmenn, húsreglurnar úr Stillingum; tölvuspilarar spila á stigunum úr Stillingum (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>&amp;Resume the interrupted network game (hand %1, %n players)</source>
        <translation>
            <numerusform>&amp;Halda áfram með netleikinn sem var rofinn (gjöf %1, %n leikmaður)</numerusform>
            <numerusform>&amp;Halda áfram með netleikinn sem var rofinn (gjöf %1, %n leikmenn)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Ekki tókst að opna borðið á gátt %1: %2</translation>
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
        <translation>sérsniðnar húsreglur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game: %1, %2 players, played to %3 points.</source>
        <translation>Þessi leikur: %1, %2 spilarar, spilað upp í %3 stig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is a trick-taking game in which you try not to take points: the lowest total wins (R12).</source>
        <translation>Hjörtu er slagaspil þar sem markmiðið er að fá sem fæst stig: lægsta samtalan vinnur (R12).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two decks are shuffled together: %1 cards, ace high, no trumps (V5).</source>
        <translation>Tveir spilastokkar eru stokkaðir saman: %1 spil, ás hæstur, engin tromp (V5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One deck of 52 cards, ace high, no trumps (R2).</source>
        <translation>Einn stokkur með 52 spilum, ás hæstur, engin tromp (R2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With %1 players these cards are taken out: %2 (R3).</source>
        <translation>Með %1 spilurum er tekið úr stokknum: %2 (R3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt one at a time clockwise; each player gets %1 cards and the deal moves one seat each hand (R4).</source>
        <translation>Gefið er eitt spil í einu réttsælis; hver spilari fær %1 spil og gjöfin færist um eitt sæti í hverri umferð (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 cards left over are the widow: they go, with their points, to the winner of the first trick (V5).</source>
        <translation>Þau %1 spil sem ganga af eru afgangsspilin: þau fara, ásamt stigum sínum, til þess sem tekur fyrsta slaginn (V5).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no passing: every hand is played as dealt.</source>
        <translation>Engin skipti: hver umferð er spiluð eins og gefið var.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand %1: %2</source>
        <translation>umferð %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no pass</source>
        <translation>engin skipti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before playing, each player passes %1 cards face down (H9).</source>
        <translation>Áður en spilað er gefur hver spilari %1 spil á grúfu (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The passes go in this order, then start again: %1 (%2).</source>
        <translation>Skiptin eru í þessari röð og byrja svo upp á nýtt: %1 (%2).</translation>
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
        <translation>Þú sérð spilin sem þú færð ekki fyrr en þú hefur gefið þín eigin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player left of the dealer leads the first trick with any card (H5).</source>
        <translation>Sá sem situr vinstra megin við gjafarann spilar út í fyrsta slag, hvaða spili sem er (H5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever holds the %1 leads the first trick with any club (H5).</source>
        <translation>Sá sem á lægsta laufið (%1) spilar út í fyrsta slag, hvaða laufi sem er (H5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the %1 leads it to the first trick (R6).</source>
        <translation>Sá sem á lægsta laufið (%1) spilar því út í fyrsta slag (R6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one (R7).</source>
        <translation>Fylgdu lit ef þú getur; annars máttu spila hvaða spili sem er. Hæsta spilið í litnum sem spilað var út tekur slaginn og sá sem tekur hann spilar út í þann næsta (R7).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts and the Queen of spades may be played on the first trick (H7).</source>
        <translation>Hjörtum og spaðadrottningunni má spila í fyrsta slag (H7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hearts or Queen of spades on the first trick, unless you hold nothing else (R8).</source>
        <translation>Ekki má spila hjarta né spaðadrottningunni í fyrsta slag nema þú sért ekki með neitt annað (R8).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may be led at any time (H10).</source>
        <translation>Spila má út hjarta hvenær sem er (H10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until a heart or the Queen of spades has been played: that breaks hearts (R9, H3).</source>
        <translation>Ekki má spila út hjarta fyrr en hjarta eða spaðadrottningunni hefur verið spilað: þá eru hjörtun brotin (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until a heart has been played: that breaks hearts; the Queen of spades does not (R9, H3).</source>
        <translation>Ekki má spila út hjarta fyrr en hjarta hefur verið spilað: þá eru hjörtun brotin; spaðadrottningin brýtur þau ekki (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When two identical cards fall in the same trick they cancel: neither can win it. If every card of the suit led is cancelled, the cards stay in the middle for the winner of the next trick (V5).</source>
        <translation>Þegar tvö eins spil falla í sama slag strika þau hvort annað út: hvorugt getur tekið slaginn. Ef öll spil í litnum sem spilað var út eru útstrikuð verða spilin eftir í miðjunni og fara til þess sem tekur næsta slag (V5).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each heart counts its face value: 2 to 10, the jack 11, the queen 12, the king 13, the ace 14 (H14).</source>
        <translation>Hvert hjarta gildir eftir tölu sinni: 2 til 10, gosinn 11, drottningin 12, kóngurinn 13, ásinn 14 (H14).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each heart counts 1 point (R10).</source>
        <translation>Hvert hjarta gildir 1 stig (R10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of spades counts %1 (R10, H16).</source>
        <translation>Spaðadrottningin gildir %1 (R10, H16).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace of spades counts %1 and the king of spades %2 (H15).</source>
        <translation>Spaðaásinn gildir %1 og spaðakóngurinn %2 (H15).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever takes the %1 gets %2 points (H12).</source>
        <translation>Sá sem tekur bónusspilið (%1) fær %2 stig (H12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who takes no trick in a hand gets −5 (H11).</source>
        <translation>Spilari sem fær engan slag í umferð fær −5 (H11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A total of exactly %1 drops to %2 (H13).</source>
        <translation>Samtala upp á nákvæmlega %1 lækkar í %2 (H13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no shooting the moon: every point taken counts (H4).</source>
        <translation>Ekki er hægt að skjóta tunglið: öll tekin stig gilda (H4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and both Queens of spades</source>
        <translation>öll hjörtun og báðar spaðadrottningarnar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and the Queen of spades</source>
        <translation>öll hjörtun og spaðadrottninguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking %1 in one hand is shooting the moon (R11).</source>
        <translation>Að taka %1 í einni umferð er að skjóta tunglið (R11).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter chooses: %1 points off their own total, or %1 points added to everyone else (H4).</source>
        <translation>Skyttan velur: %1 stig dregin frá eigin samtölu, eða %1 stigum bætt við hjá öllum hinum (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing and everyone else gets %1 points (H4).</source>
        <translation>Skyttan fær ekkert og allir hinir fá %1 stig (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter gets %1 points off their own total (H4).</source>
        <translation>Skyttan fær %1 stig dregin frá eigin samtölu (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settles the moon the way that is best for the shooter: %1 points off, or %1 points to everyone else (H4).</source>
        <translation>Leikurinn gerir tunglið upp á þann hátt sem er bestur fyrir skyttuna: %1 stig dregin frá, eða %1 stig á alla hina (H4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking every trick is shooting the sun: settled like the moon, with %1 points (H17).</source>
        <translation>Að taka alla slagi er að skjóta sólina: gert upp eins og tunglið, með %1 stigum (H17).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game ends after the hand in which someone reaches %1 points; the lowest total wins (R12, H1).</source>
        <translation>Leiknum lýkur eftir umferðina þar sem einhver nær %1 stigum; lægsta samtalan vinnur (R12, H1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, play goes on until one player is lowest (H6).</source>
        <translation>Ef fleiri en einn eru jafnir með lægstu samtöluna er spilað áfram þar til einn er lægstur (H6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, those players share the win (H6).</source>
        <translation>Ef fleiri en einn eru jafnir með lægstu samtöluna deila þeir sigrinum (H6).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game ▸ Review this game (Ctrl+R) judges every pass and card of yours as the Expert sees it from what you knew then: each choice gets its expected points for the hand, your points minus the others&apos; average, on the same sampled deals.</source>
        <translation>Leikur ▸ Fara yfir þennan leik (Ctrl+R) metur hver skipti og hvert spil þitt eins og sérfræðingurinn sér það út frá því sem þú vissir þá: hver kostur fær vænt stig sín í umferðinni, stigin þín að frádregnu meðaltali hinna, á sömu úrtaksgjöfum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The review looks as deep as the Expert thinks (Settings ▸ Players ▸ Expert thinking time): deeper takes longer and is surer. It sees each computer player as the program it is, as the Expert at the table does. The background review of finished games always looks at the normal depth, so that games compare.</source>
        <translation>Yfirferðin skoðar jafn djúpt og sérfræðingurinn hugsar (Stillingar ▸ Spilarar ▸ Umhugsunartími sérfræðings): dýpra tekur lengri tíma og er öruggara. Hún sér hvern tölvuspilara sem forritið sem hann er, eins og sérfræðingurinn við borðið. Yfirferð loknu spilanna í bakgrunni skoðar alltaf með venjulegri dýpt, svo spilin séu sambærileg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside it, hindsight says what was best with every hand known: a loss there that the judgement did not see was bad luck, not a bad play.</source>
        <translation>Við hliðina segir „eftir á“ hvað var best með allar hendur þekktar: tap þar sem matið sá ekki var óheppni, ekki slæmt spil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this hand again (in the review, or on the score sheet) deals the same cards against the same opponents at a table of their own; afterwards your tries stand beside the Expert&apos;s own try in your seat.</source>
        <translation>Spila umferðina aftur (í yfirferðinni eða á stigablaðinu) gefur sömu spil gegn sömu andstæðingum við sérstakt borð; á eftir standa tilraunir þínar við hlið tilraunar sérfræðingsins í þínu sæti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>View ▸ Watch the Expert play my seat (W) lets the Expert play for you, saying why; press W again to take your seat back. Those games are not in your statistics.</source>
        <translation>Sýn ▸ Horfa á sérfræðinginn spila fyrir mig (W) lætur sérfræðinginn spila fyrir þig og segja hvers vegna; ýttu aftur á W til að taka sætið aftur. Þeir leikir eru ekki í tölfræðinni þinni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every finished game is reviewed in the background: Statistics shows the points you lose to mistakes per hand, game by game. Game ▸ Recent games keeps your saved games and every game set aside when another took its place.</source>
        <translation>Farið er yfir hvern lokinn leik í bakgrunni: Tölfræði sýnir stigin sem þú tapar á mistökum í umferð, leik fyrir leik. Leikur ▸ Nýlegir leikir geymir vistuðu leikina þína og hvern leik sem var lagður til hliðar þegar annar tók við.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How to play Hearts</source>
        <translation>Hvernig á að spila Hjörtu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Gjöfin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation>Skipti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>Spilamennskan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Stigagjöf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Leikslok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning from your games</source>
        <translation>Lærðu af leikjunum þínum</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>How to play</source>
        <translation>Hvernig á að spila</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/join_dialog.py" line="+47"/>
        <source>Join a table</source>
        <translation>Setjast við borð</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Borð á þessu neti:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Borð á þessu neti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 192.168.1.20 or anna-laptop:47475</source>
        <translation>til dæmis 192.168.1.20 eða anna-laptop:47475</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Vistfang:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>6 digits, from the host</source>
        <translation>6 tölustafir, frá gestgjafanum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Aðgangskóði:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>&amp;Nafnið þitt:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Join</source>
        <translation>&amp;Setjast</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 — %2 — %3 of %n seats free — computer players: %4</source>
        <translation>
            <numerusform>%1 — %2 — %3 af %n sæti laust — tölvuspilarar: %4</numerusform>
            <numerusform>%1 — %2 — %3 af %n sætum laus — tölvuspilarar: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %2 — %3 of %n seats free</source>
        <translation>
            <numerusform>%1 — %2 — %3 af %n sæti laust</numerusform>
            <numerusform>%1 — %2 — %3 af %n sætum laus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Looking for tables…</source>
        <translation>Leita að borðum…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables cannot be looked for here (%1): type the host&apos;s address.</source>
        <translation>Ekki er hægt að leita að borðum hér (%1): sláðu inn vistfang gestgjafans.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type an address like 192.168.1.20 or anna-laptop:47475.</source>
        <translation>Sláðu inn vistfang eins og 192.168.1.20 eða anna-laptop:47475.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining…</source>
        <translation>Sest við borðið…</translation>
    </message>
</context>
<context>
    <name>LanguageTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+286"/>
        <source>Language</source>
        <translation>Tungumál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Tungumál kerfisins</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language of the menus, messages and score sheet:</source>
        <translation>Tungumál valmynda, skilaboða og stigablaðs:</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location line="-227"/>
        <source>Beginner</source>
        <translation>Byrjandi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Áhugamaður</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Sterkur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Erfiður</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Sérfræðingur</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-103"/>
        <source>Hearts — network table</source>
        <translation>Hjartaspil — netborð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Borð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>S&amp;tigablað</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Síðasti slagur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address and code…</source>
        <translation>Vistfang og &amp;kóði…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Give a seat to the computer…</source>
        <translation>&amp;Gefa tölvunni sæti…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game at this table</source>
        <translation>&amp;Nýr leikur við þetta borð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>Spila &amp;aftur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view the last game…</source>
        <translation>&amp;Fara yfir síðasta leik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the table</source>
        <translation>&amp;Loka borðinu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the &amp;table</source>
        <translation>&amp;Yfirgefa borðið</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Sýn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Heilskjár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjálp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Hvernig á að spila</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected</source>
        <translation>Ekki tengt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table: %1, code %2; computer players: %3</source>
        <translation>Borðið þitt: %1, kóði %2; tölvuspilarar: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table: %1, code %2</source>
        <translation>Borðið þitt: %1, kóði %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1; computer players: %2</source>
        <translation>Við %1; tölvuspilarar: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1</source>
        <translation>Við %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your table</source>
        <translation>Borðið þitt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network choose Game ▸ Join a table…, pick this table or type an address, and give the code.

Addresses: %1
Code: %2</source>
        <translation>Vinir á þessu neti velja Leikur ▸ Setjast við borð…, velja þetta borð eða slá inn vistfang og gefa upp kóðann.

Vistföng: %1
Kóði: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stop this game for everyone at the table and deal a new one?</source>
        <translation>Stöðva þennan leik fyrir alla við borðið og gefa nýjan?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nýr leikur</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>This game could not be kept: %1</source>
        <translation>Ekki tókst að geyma þennan leik: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is kept: Game ▸ Recent games, in the main window</source>
        <translation>Þessi leikur er geymdur: Leikur ▸ Nýlegir leikir, í aðalglugganum</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game that ended while you were away could not be kept: %1</source>
        <translation>Ekki tókst að geyma leikinn sem lauk meðan þú varst fjarverandi: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game that ended while you were away is kept: Game ▸ Recent games, in the main window</source>
        <translation>Leikurinn sem lauk meðan þú varst fjarverandi er geymdur: Leikur ▸ Nýlegir leikir, í aðalglugganum</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 would play again. New game deals it now; otherwise it is dealt in %2 s.</source>
        <translation>%1 vilja spila aftur. „Nýr leikur“ gefur strax; annars er gefið eftir %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You asked for the next game. Waiting for %3; it is dealt in %2 s at the latest.</source>
        <translation>Þú baðst um næsta leik. Beðið eftir %3; gefið verður í síðasta lagi eftir %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone asked: the next game is being dealt.</source>
        <translation>Allir hafa beðið um það: verið er að gefa í næsta leik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 would play again: choose Play again to join them (dealt in %2 s at the latest).</source>
        <translation>%1 vilja spila aftur: veldu „Spila aftur“ til að vera með (gefið í síðasta lagi eftir %2 s).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 sat down at the table</source>
        <translation>%1 settist við borðið</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table: a computer player at level %2 plays the seat</source>
        <translation>%1 fór frá borðinu: tölvuspilari á stiginu %2 tekur sætið</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the table: a computer player plays the seat</source>
        <translation>%1 fór frá borðinu: tölvuspilari tekur sætið</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</source>
        <translation>
            <numerusform>Borðið hefur beðið í %n mínútu eftir %1. Ef þau eru farin lætur Borð ▸ Gefa tölvunni sæti… tölvuspilara spila fyrir þau þar til þau koma aftur.</numerusform>
            <numerusform>Borðið hefur beðið í %n mínútur eftir %1. Ef þau eru farin lætur Borð ▸ Gefa tölvunni sæti… tölvuspilara spila fyrir þau þar til þau koma aftur.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Nobody else sits at the table</source>
        <translation>Enginn annar situr við borðið</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a seat to the computer</source>
        <translation>Gefa tölvunni sæti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player takes this seat until its player joins again with the code:</source>
        <translation>Tölvuspilari tekur þetta sæti þar til leikmaður þess tengist aftur með kóðanum:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>You are back at your seat</source>
        <translation>Þú ert aftur í sætinu þínu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the table</source>
        <translation>Loka borðinu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the table? The others are told, and the game is kept to resume.</source>
        <translation>Loka borðinu? Hinum er sagt frá því og leikurinn er geymdur svo hægt sé að halda áfram.</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+19"/>
        <source>At least one seat must be played by a person.</source>
        <translation>Manneskja verður að spila í að minnsta kosti einu sæti.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Fjöldi spilara:</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>How long the Expert level may think about each card and each pass; the hint thinks as long.</source>
        <translation>Hve lengi tölvan á sérfræðingsstigi má hugsa um hvert spil og hver skipti; vísbendingin hugsar jafnlengi.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Expert thinking time:</source>
        <translation>&amp;Umhugsunartími sérfræðings:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seat</source>
        <translation>Sæti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Nafn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human</source>
        <translation>Manneskja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>Styrkur tölvu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human player</source>
        <translation>Mennskur spilari</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Quick</source>
        <translation>Fljótur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Venjulegur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Djúpur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very deep</source>
        <translation>Mjög djúpur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: up to %2 s a decision, at most %3 s a hand for each Expert</source>
        <translation>%1: allt að %2 s á ákvörðun, í mesta lagi %3 s á umferð fyrir hvern sérfræðing</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your own: %1 s a decision</source>
        <translation>Þinn eigin: %1 s á ákvörðun</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../hearts_desktop/services/i18n.py" line="+66"/>
        <source>&amp;OK</source>
        <translation>&amp;Í lagi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Hætta við</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Loka</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-8"/>
        <source>OK</source>
        <translation>Í lagi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Loka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Já</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Endurstilla</translation>
    </message>
</context>
<context>
    <name>ReplayWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/replay_dialog.py" line="+102"/>
        <source>Replay</source>
        <translation>Endurspilun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the game</source>
        <translation>Staða í leiknum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Byrjun</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ Umferð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ Slagur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trick ▶</source>
        <translation>Slagur ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand ▶▶</source>
        <translation>Umferð ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End ▶|</source>
        <translation>Endir ▶|</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The deal of hand 1</source>
        <translation>Gjöfin í umferð 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: after the pass</source>
        <translation>Umferð {0}: eftir skiptin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}, trick {1}: where the record ends</source>
        <translation>Umferð {0}, slagur {1}: hér endar skráin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of hand {0}: totals {1}</source>
        <translation>Lok umferðar {0}: staðan {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {0}, after trick {1} of {2}</source>
        <translation>Umferð {0}, eftir slag {1} af {2}</translation>
    </message>
</context>
<context>
    <name>ReviewCliWords</name>
    <message>
        <location filename="../../hearts_desktop/review_cli.py" line="+90"/>
        <source>The Expert: %1. %2</source>
        <translation>Sérfræðingurinn: %1. %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The Expert&apos;s review of %1 (seat %2): %3 decisions</source>
        <translation>Yfirferð sérfræðingsins á %1 (sæti %2): %3 ákvarðanir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %1</source>
        <translation>Umferð %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal %1</source>
        <translation>gjöf %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes this hand: %1</source>
        <translation>Stig töpuð á mistökum í þessari umferð: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Stig töpuð á mistökum í leiknum: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worst: %1, %2 (%3 points)</source>
        <translation>Verst: %1, %2 (%3 stig)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--seat needs a seat number (0 is South)</source>
        <translation>--seat þarf sætisnúmer (0 er Suður)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--think needs quick, normal, deep, very-deep or a number of seconds</source>
        <translation>--think þarf quick, normal, deep, very-deep eða fjölda sekúndna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--review needs one file: a saved game or a game record</source>
        <translation>--review þarf eina skrá: vistaðan leik eða leikskrá</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reviewed: %2</source>
        <translation>Ekki er hægt að fara yfir %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game has seats 0 to %1</source>
        <translation>Leikurinn hefur sætin 0 til %1</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="+25"/>
        <source>good</source>
        <translation>gott</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inaccuracy</source>
        <translation>ónákvæmni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>mistök</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>glappaskot</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Skipti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Slagur %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hand %1, pass</source>
        <translation>Umferð %1, skipti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1, trick %2</source>
        <translation>Umferð %1, slagur %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 stig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 points lost</source>
        <translation>%1: %2 stig töpuð</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hindsight (every hand known, exact): %1</source>
        <translation>Eftir á (allar hendur þekktar, nákvæmt): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight (every hand known, estimated): %1</source>
        <translation>Eftir á (allar hendur þekktar, áætlað): %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost against the table: under %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Stig töpuð gagnvart borðinu: undir %1 gott, frá %1 ónákvæmni, frá %2 mistök, frá %3 glappaskot.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+187"/>
        <source>Review: %1</source>
        <translation>Yfirferð: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+53"/>
        <source>Decision</source>
        <translation>Ákvörðun</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Played</source>
        <translation>Spilað</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Verdict</source>
        <translation>Dómur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>Ákvarðanir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Val</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expected points</source>
        <translation>Vænt stig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight</source>
        <translation>Eftir á</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices the Expert weighed</source>
        <translation>Kostirnir sem sérfræðingurinn vó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst:</source>
        <translation>Verst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel the analysis</source>
        <translation>&amp;Hætta við greininguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse the rest</source>
        <translation>&amp;Greina afganginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Loka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this hand again</source>
        <translation>&amp;Spila umferðina aftur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards and opponents at a table of their own, then your tries and the Expert&apos;s side by side</source>
        <translation>Sömu spil og sömu andstæðingar við sérstakt borð, síðan tilraunir þínar og sérfræðingsins hlið við hlið</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected points: your points for the hand minus the others&apos; average, from what you knew then (lower is better; ± one standard error). On the table your choice is blue, the Expert&apos;s amber. </source>
        <translation>Vænt stig: stigin þín í umferðinni að frádregnu meðaltali hinna, út frá því sem þú vissir þá (lægra er betra; ± eitt staðalfrávik meðaltals). Á borðinu er þitt val blátt en sérfræðingsins rafgult. </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%v of %m decisions judged</source>
        <translation>%v af %m ákvörðunum metnar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The analysis failed: %1</source>
        <translation>Greiningin mistókst: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="-57"/>
        <source>Hand %1</source>
        <translation>Umferð %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+86"/>
        <source>Blue, yours: %1</source>
        <translation>Blátt, þitt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber, the Expert&apos;s: %1</source>
        <translation>Rafgult, sérfræðingsins: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Expert: %1. %2</source>
        <translation>Sérfræðingurinn: %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindsight: nothing to choose.</source>
        <translation>Eftir á: ekkert að velja.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-2"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Stig töpuð á mistökum í leiknum: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes: hand %1, %2; game, %3</source>
        <translation>Stig töpuð á mistökum: umferð %1, %2; leikurinn, %3</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/review_actions.py" line="+77"/>
        <source>Re&amp;view this game…</source>
        <translation>Fara &amp;yfir þennan leik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revie&amp;w a saved game…</source>
        <translation>Fara yfir vistaðan lei&amp;k…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing to review yet: the game is reviewed once it is over</source>
        <translation>Ekkert að fara yfir enn: farið er yfir leikinn þegar honum er lokið</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Whose passes and cards shall the Expert review?</source>
        <translation>Hvers skipti og spil á sérfræðingurinn að fara yfir?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to review yet: no pass or card of yours</source>
        <translation>Ekkert að fara yfir enn: engin skipti eða spil frá þér</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Review a saved game</source>
        <translation>Fara yfir vistaðan leik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Leikskrár úr Hjörtum (*.json);;Allar skrár (*)</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+62"/>
        <source>Review</source>
        <translation>Yfirferð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be reviewed:
%2</source>
        <translation>Ekki er hægt að fara yfir %1:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/recent_games_dialog.py" line="+76"/>
        <location line="+7"/>
        <location line="+73"/>
        <source>Recent games</source>
        <translation>Nýlegir leikir</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Games you saved or opened, and games set aside when another took their place. Moving one to the trash leaves the others and your statistics as they are.</source>
        <translation>Leikir sem þú vistaðir eða opnaðir, og leikir sem voru lagðir til hliðar þegar annar tók við. Að færa einn í ruslið lætur hina og tölfræðina þína óbreytta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Dagsetning</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Tegund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and scores</source>
        <translation>Leikmenn og stig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands</source>
        <translation>Umferðir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Gjafir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open</source>
        <translation>&amp;Opna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review</source>
        <translation>&amp;Fara yfir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to &amp;trash</source>
        <translation>Færa í &amp;ruslið</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved</source>
        <translation>Vistaður</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Lagður til hliðar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Netborð</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be read: %2</source>
        <translation>Ekki er hægt að lesa %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (finished)</source>
        <translation>%1 (lokið)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 could not be moved to the trash; it is where it was:
%2</source>
        <translation>Ekki tókst að færa %1 í ruslið; skráin er á sínum stað:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-3"/>
        <source>The Expert&apos;s review: %1</source>
        <translation>Yfirferð sérfræðingsins: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points lost</source>
        <translation>Töpuð stig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Expert&apos;s choice</source>
        <translation>Val sérfræðingsins</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decisions, %2 points lost to mistakes</source>
        <translation>%1 ákvarðanir, %2 stig töpuð á mistökum</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/practice_window.py" line="+102"/>
        <source>Hand %1 again</source>
        <translation>Umferð %1 aftur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Practice</source>
        <translation>Æ&amp;fing</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Play it &amp;again</source>
        <translation>Spila &amp;aftur</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>C&amp;ompare the tries</source>
        <translation>&amp;Bera saman tilraunirnar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Loka</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>In the game</source>
        <translation>Í leiknum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try %1</source>
        <translation>Tilraun %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert in your seat</source>
        <translation>Sérfræðingurinn í þínu sæti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How the tries went</source>
        <translation>Hvernig tilraunirnar fóru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same opponents: %1&apos;s seat</source>
        <translation>Sömu spil, sömu andstæðingar: sæti %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points taken</source>
        <translation>Fengin stig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score change</source>
        <translation>Breyting á stigum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the table</source>
        <translation>Miðað við borðið</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thinking…</source>
        <translation>hugsar…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not played</source>
        <translation>ekki spilað</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Against the table: your score&apos;s change minus the others&apos; average (lower is better; a moon counts for what it does to everyone).</source>
        <translation>Miðað við borðið: breyting á stigum þínum að frádregnu meðaltali hinna (lægra er betra; tungl telur eftir því sem það gerir öllum).</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/rule_words.py" line="+65"/>
        <source>On</source>
        <translation>Kveikt</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+56"/>
        <source>Off</source>
        <translation>Slökkt</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Shooter chooses</source>
        <translation>Skyttan velur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add to the others</source>
        <translation>Bæta við hjá hinum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract from the shooter</source>
        <translation>Draga frá skyttunni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best for the shooter, automatically</source>
        <translation>Best fyrir skyttuna, sjálfkrafa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>Ekkert tungl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club must be led</source>
        <translation>Spila verður út lægsta laufinu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder may lead any club</source>
        <translation>Sá sem á það má spila út hvaða laufi sem er</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the dealer leads any card</source>
        <translation>Sá vinstra megin við gjafarann spilar út hvaða spili sem er</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target score</source>
        <translation>Markstig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>Leiknum lýkur eftir umferðina þar sem einhver nær þessum stigafjölda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card removed with 3 players</source>
        <translation>Spil tekið úr með 3 spilurum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players one two is taken out so everyone gets 17 cards.</source>
        <translation>Með þremur spilurum er einn tvistur tekinn úr svo að allir fái 17 spil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ breaks hearts</source>
        <translation>D♠ brýtur hjörtun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the Queen of spades allows hearts to be led afterwards.</source>
        <translation>Eftir að spaðadrottningunni hefur verið spilað má spila út hjarta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shooting the moon</source>
        <translation>Að skjóta tunglið</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How taking every heart and the Q♠ is settled.</source>
        <translation>Uppgjör þegar einhver tekur öll hjörtun og D♠.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead</source>
        <translation>Fyrsta útspil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick of a hand, and with what.</source>
        <translation>Hver spilar út í fyrsta slag umferðar, og hverju.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie for the lowest score</source>
        <translation>Jafnt um lægstu stigin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when the game ends with a tie for the win.</source>
        <translation>Hvað gerist þegar leik lýkur með jafntefli um sigurinn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win</source>
        <translation>Sameiginlegur sigur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until the tie is broken</source>
        <translation>Spila áfram þar til úrslit fást</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points on the first trick</source>
        <translation>Stig í fyrsta slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether hearts or the Q♠ may be discarded on the first trick.</source>
        <translation>Hvort kasta megi hjarta eða D♠ í fyrsta slag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbidden</source>
        <translation>Bannað</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allowed</source>
        <translation>Leyft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass cycle</source>
        <translation>Skiptaröð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the cards go, hand after hand (across needs an even number of players).</source>
        <translation>Hvert spilin fara, umferð eftir umferð (yfir borðið krefst slétts fjölda spilara).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards passed</source>
        <translation>Fjöldi spila í skiptum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player passes.</source>
        <translation>Hve mörg spil hver spilari gefur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts must be broken</source>
        <translation>Hjörtun þarf að brjóta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts may not be led until a heart (or the Q♠) has been played.</source>
        <translation>Ekki má spila út hjarta fyrr en hjarta (eða D♠) hefur verið spilað.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus for taking no trick</source>
        <translation>Bónus fyrir engan slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5 for a player who takes no trick (not when the moon was shot).</source>
        <translation>−5 fyrir spilara sem fær engan slag (ekki þegar tunglið var skotið).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5</source>
        <translation>−5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus card</source>
        <translation>Bónusspil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card worth −10 to whoever takes it.</source>
        <translation>Spil sem gildir −10 fyrir þann sem tekur það.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>None</source>
        <translation>Ekkert</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>J♦ −10</source>
        <translation>G♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10♦ −10</source>
        <translation>10♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact target reset</source>
        <translation>Helmingun við nákvæm markstig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A total of exactly the target score drops to half of it.</source>
        <translation>Samtala sem er nákvæmlega jöfn markstigunum lækkar um helming.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart values</source>
        <translation>Gildi hjartna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each heart counts 1, or its face value (J 11, Q 12, K 13, A 14).</source>
        <translation>Hvert hjarta gildir 1, eða eftir tölu sinni (G 11, D 12, K 13, Á 14).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 each</source>
        <translation>1 hvert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value</source>
        <translation>Eftir tölu spilsins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra penalty spades</source>
        <translation>Auka refsispaðar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The A♠ counts 7 and the K♠ 10, as in Black Maria.</source>
        <translation>Á♠ gildir 7 og K♠ 10, eins og í Svörtu Maríu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A♠ 7, K♠ 10</source>
        <translation>Á♠ 7, K♠ 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ value</source>
        <translation>Gildi D♠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the Queen of spades counts.</source>
        <translation>Hvað spaðadrottningin gildir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot the sun</source>
        <translation>Að skjóta sólina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning every trick is settled like the moon, with twice the amount.</source>
        <translation>Að taka alla slagi er gert upp eins og tunglið, með tvöfaldri upphæð.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancellation (two decks)</source>
        <translation>Útstrikun (tveir stokkar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5–7 players, two decks, a widow, no passing; identical cards cancel.</source>
        <translation>5–7 spilarar, tveir stokkar, afgangsspil, engin skipti; eins spil strika hvort annað út.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left</source>
        <translation>Til vinstri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Til hægri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Yfir borðið</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No pass</source>
        <translation>Engin skipti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Standard (R5)</source>
        <translation>Venjuleg (R5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard</source>
        <translation>Venjulegt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibus-hjörtu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>Punktahjörtu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Svarta María</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Útstrikunarhjörtu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your own mix of house rules.</source>
        <translation>Þín eigin blanda af heimareglum.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The usual game: each heart counts 1 and the Q♠ 13; the lowest score wins.</source>
        <translation>Venjulegi leikurinn: hvert hjarta gildir 1 og Q♠ 13; sá sem fær fæst stig vinnur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The usual game, and the J♦ is worth −10 to whoever takes it.</source>
        <translation>Venjulegi leikurinn, og J♦ gefur −10 þeim sem tekur hann.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their face value and the Q♠ 25; the game goes to 500.</source>
        <translation>Hjörtu gilda eftir tölu spilsins og Q♠ 25; leikið er upp í 500.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The British game: A♠ 7, K♠ 10 and Q♠ 13, always pass right, no moon.</source>
        <translation>Breski leikurinn: A♠ 7, K♠ 10 og Q♠ 13, alltaf gefið til hægri, ekkert tungl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For 5 to 7 players with two decks: identical cards in a trick cancel.</source>
        <translation>Fyrir 5 til 7 leikmenn með tvo stokka: eins spil í sama slag ógilda hvort annað.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Custom, based on %1</source>
        <translation>Sérsniðið, grunnur: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The target score must be between %1 and %2 (H1).</source>
        <translation>Markstig verða að vera á bilinu %1 til %2 (H1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three players the 2♦ or the 2♣ is removed (H2).</source>
        <translation>Með þremur spilurum er 2♦ eða 2♣ tekinn úr (H2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Between 1 and 4 cards are passed (H9).</source>
        <translation>Gefa má 1 til 4 spil (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Q♠ counts 13 or 25 (H16).</source>
        <translation>D♠ gildir 13 eða 25 (H16).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the sun is settled like the moon: choose a moon settlement other than “No moon” (H17, H4).</source>
        <translation>Sólin er gerð upp eins og tunglið: veldu annað tungluppgjör en „Ekkert tungl“ (H17, H4).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cancellation Hearts needs 5 to 7 players, not %n (V5).</source>
        <translation>
            <numerusform>Útstrikunarhjörtu krefjast 5 til 7 spilara, ekki %n (V5).</numerusform>
            <numerusform>Útstrikunarhjörtu krefjast 5 til 7 spilara, ekki %n (V5).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is played by 3 to 7 players (R1).</source>
        <translation>Í Hjörtum spila 3 til 7 spilarar (R1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A custom pass cycle needs at least one step (H8).</source>
        <translation>Sérsniðin skiptaröð þarf að minnsta kosti eitt skref (H8).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Passing across needs an even number of players, not %n (H8).</source>
        <translation>
            <numerusform>Til að gefa yfir borðið þarf sléttan fjölda spilara, ekki %n (H8).</numerusform>
            <numerusform>Til að gefa yfir borðið þarf sléttan fjölda spilara, ekki %n (H8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+55"/>
        <location line="+174"/>
        <source>Custom</source>
        <translation>Sérsniðið</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>A named variant fills in the house rules; you can still change any.</source>
        <translation>Afbrigði fyllir út húsreglurnar; þú getur samt breytt hverri þeirra sem er.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule problems</source>
        <translation>Vandamál í reglum</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore defaults</source>
        <translation>Sjálfgefnar stillingar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set every house rule back to V1 Standard</source>
        <translation>Setja allar húsreglur aftur á V1 Venjulegt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Afbrigði:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Set the target score to %1</source>
        <translation>Stilla markstig á %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_sheet.py" line="+118"/>
        <location line="+183"/>
        <source>Score sheet</source>
        <translation>Stigablað</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Umferð:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this hand &amp;again</source>
        <translation>Spila umferðina &amp;aftur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy deal number</source>
        <translation>Afrita &amp;gjafarnúmer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen hand&apos;s deal number, for a friend to play the same cards</source>
        <translation>Gjafarnúmer valdrar umferðar, svo vinur geti spilað sömu spilin</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;With the Expert&apos;s review</source>
        <translation>&amp;Með yfirferð sérfræðingsins</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Print…</source>
        <translation>&amp;Prenta…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print pre&amp;view…</source>
        <translation>Prentfor&amp;skoðun…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export</source>
        <translation>&amp;Flytja út</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF document…</source>
        <translation>PDF-skjal…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreadsheet (CSV)…</source>
        <translation>Töflureiknir (CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web page (HTML)…</source>
        <translation>Vefsíða (HTML)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game record (JSON)…</source>
        <translation>Leikskrá (JSON)…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Deal %1 copied</source>
        <translation>Gjöf %1 afrituð</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Print preview — score sheet</source>
        <translation>Prentforskoðun — stigablað</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hearts score sheet</source>
        <translation>Stigablað úr Hjörtum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-skjöl (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-skrár (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web pages (*.html)</source>
        <translation>Vefsíður (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json)</source>
        <translation>Leikskrár úr Hjörtum (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hearts-score-%1</source>
        <translation>hjörtu-stigablað-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export score sheet</source>
        <translation>Flytja út stigablað</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A network table&apos;s game record stays with its host</source>
        <translation>Leikskrá netborðs er geymd hjá gestgjafanum</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be written:
%1</source>
        <translation>Ekki tókst að skrifa skrána:
%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <location line="-228"/>
        <source>Score sheet</source>
        <translation>Stigablað</translation>
    </message>
</context>
<context>
    <name>SeatName</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+55"/>
        <source>South</source>
        <translation>Suður</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-West</source>
        <translation>Suðvestur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Vestur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-West</source>
        <translation>Norðvestur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Norður</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-East</source>
        <translation>Norðaustur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Austur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-East</source>
        <translation>Suðaustur</translation>
    </message>
</context>
<context>
    <name>SeatingWords</name>
    <message>
        <location filename="../../hearts_desktop/views/network/seating.py" line="+67"/>
        <source>Problem</source>
        <translation>Vandamál</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The join code is not right.</source>
        <translation>Aðgangskóðinn er rangur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken by a person.</source>
        <translation>Fólk situr í öllum sætum við það borð.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not answer.</source>
        <translation>Borðið svaraði ekki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Gestgjafinn lokaði borðinu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host was stopped.</source>
        <translation>Gestgjafinn var stöðvaður.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host gave your seat to a computer player for now: join again with the code to take it back.</source>
        <translation>Gestgjafinn lét tölvuspilara fá sætið þitt í bili: tengstu aftur með kóðanum til að fá það aftur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>Tengingin við borðið rofnaði.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>Þú fórst frá borðinu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s computer has stopped answering. It may be asleep, busy or off the network.</source>
        <translation>Tölva gestgjafans er hætt að svara. Hún gæti verið í dvala, upptekin eða utan netsins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table sent something this version of Hearts Desktop cannot follow, so the game cannot go on here.</source>
        <translation>Borðið sendi eitthvað sem þessi útgáfa af Hearts Desktop getur ekki fylgt, svo leikurinn getur ekki haldið áfram hér.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer sent the table too many messages at once.</source>
        <translation>Þessi tölva sendi borðinu of mörg skilaboð í einu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many connections from this computer are waiting at that table. Try again in a moment.</source>
        <translation>Of margar tengingar frá þessari tölvu bíða við það borð. Reyndu aftur eftir smástund.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many people are knocking at that table just now. Try again in a moment.</source>
        <translation>Of margir banka upp á við það borð einmitt núna. Reyndu aftur eftir smástund.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That table is not listening to this computer for a while. Try again in a minute.</source>
        <translation>Það borð hlustar ekki á þessa tölvu um stund. Reyndu aftur eftir mínútu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That table runs another version of Hearts Desktop (this one speaks protocol %1). Both computers need the same version.</source>
        <translation>Það borð keyrir aðra útgáfu af Hearts Desktop (þessi talar samskiptareglu %1). Báðar tölvurnar þurfa sömu útgáfu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table heard nothing from this computer for too long.</source>
        <translation>Borðið hefur ekkert heyrt frá þessari tölvu of lengi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table answers at that address and port.</source>
        <translation>Ekkert borð svarar á því vistfangi og þeirri gátt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No computer of that name was found on the network.</source>
        <translation>Engin tölva með því nafni fannst á netinu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table said: %1</source>
        <translation>Borðið sagði: %1</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../hearts_desktop/selftest.py" line="+101"/>
        <source>Self-test FAILED: %1</source>
        <translation>Sjálfsprófun MISTÓKST: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Self-test FAILED with an unexpected error (above).</source>
        <translation>Sjálfsprófun MISTÓKST vegna óvæntrar villu (sjá að ofan).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hearts Desktop %1: self-test passed.</source>
        <translation>Hearts Desktop %1: sjálfsprófun tókst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One hand of %1 cards in %2 tricks, points %3.</source>
        <translation>Ein umferð með %1 spilum í %2 slögum, stig %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invariants held, the game record round-trips, a worker answered.</source>
        <translation>Fastar héldust, leikskráin skilar sér óbreytt til baka, vinnsluferli svaraði.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 sounds play (on a silent device).</source>
        <translation>Hljóðin %1 spilast (á hljóðlausu tæki).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the compiled kernel.</source>
        <translation>Tölvuspilararnir hugsa með þýdda kjarnanum.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the pure-Python kernel (slower).</source>
        <translation>Tölvuspilararnir hugsa með kjarnanum í hreinu Python (hægar).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table rendered in %1 ms.</source>
        <translation>Borðið var teiknað á %1 ms.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total %1 s.</source>
        <translation>Alls %1 s.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the table raised an error: %1</source>
        <translation>borðið olli villu: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the table was never rendered</source>
        <translation>borðið var aldrei teiknað</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table is still animating at instant speed</source>
        <translation>borðið er enn að hreyfast þótt hraðinn sé tafarlaus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table does not show the cards the model dealt</source>
        <translation>borðið sýnir ekki spilin sem líkanið gaf</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no seat is to act</source>
        <translation>ekkert sæti á leik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table refused a legal action: %1</source>
        <translation>borðið hafnaði löglegri aðgerð: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand does not end</source>
        <translation>umferðinni lýkur ekki</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand did not start with a deal</source>
        <translation>umferðin hófst ekki á gjöf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the deal is not the deck: a card is missing or dealt twice</source>
        <translation>gjöfin er ekki stokkurinn: spil vantar eða var gefið tvisvar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not every card was played exactly once</source>
        <translation>ekki var hverju spili spilað nákvæmlega einu sinni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrong number of tricks</source>
        <translation>rangur fjöldi slaga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a trick has the wrong number of cards</source>
        <translation>slagur hefur rangan fjölda spila</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the hand&apos;s points differ from the points of the tricks taken</source>
        <translation>stig umferðarinnar eru önnur en stig slaganna sem voru teknir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points taken do not add up to the deck&apos;s points</source>
        <translation>teknu stigin ná ekki samanlagt stigum stokksins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the totals after the first hand are not its points</source>
        <translation>samtölurnar eftir fyrstu umferð eru ekki stig hennar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the score history does not hold the hand</source>
        <translation>stigasagan inniheldur ekki umferðina</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game record does not round-trip</source>
        <translation>leikskráin skilar sér ekki óbreytt til baka</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replaying the game record does not rebuild the game</source>
        <translation>endurspilun leikskrárinnar endurbyggir ekki leikinn</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the computer players&apos; worker process did not start: %1</source>
        <translation>vinnsluferli tölvuspilaranna ræstist ekki: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; worker process answered wrongly</source>
        <translation>vinnsluferli tölvuspilaranna svaraði rangt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the computer players&apos; compiled kernel is missing</source>
        <translation>þýddan kjarna tölvuspilaranna vantar</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>sorting by language (collation) does not work</source>
        <translation>röðun eftir tungumáli (collation) virkar ekki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case rules by language do not work</source>
        <translation>reglur tungumálsins um há- og lágstafi virka ekki</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the sounds cannot be played: %1</source>
        <translation>ekki er hægt að spila hljóðin: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the table did not render</source>
        <translation>borðið var ekki teiknað</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the rendered table shows no felt</source>
        <translation>teiknaða borðið sýnir engan dúk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table shows no card faces</source>
        <translation>teiknaða borðið sýnir engar framhliðar spila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table looks blank</source>
        <translation>teiknaða borðið virðist autt</translation>
    </message>
</context>
<context>
    <name>ServeWords</name>
    <message>
        <location filename="../../hearts_desktop/net/serve.py" line="+86"/>
        <source>Unknown preset: %1 (choose one of %2)</source>
        <translation>Óþekkt afbrigði: %1 (veldu eitt af %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown option: %1</source>
        <translation>Óþekktur rofi: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs a value</source>
        <translation>%1 þarf gildi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The port must be a number from 1 to 65535, not %1</source>
        <translation>Gáttin verður að vera tala frá 1 til 65535, ekki %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The join code must be 6 digits</source>
        <translation>Aðgangskóðinn verður að vera 6 tölustafir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table has 3 to 7 players, not %1</source>
        <translation>Við borð sitja 3 til 7 leikmenn, ekki %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown level: %1</source>
        <translation>Óþekkt stig: %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>The Expert&apos;s thinking time is quick, normal, deep, very-deep or seconds, not %1</source>
        <translation>Umhugsunartími sérfræðingsins er quick, normal, deep, very-deep eða sekúndur, ekki %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not an address: %1</source>
        <translation>Ekki vistfang: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--serve needs a port and --code needs a 6-digit join code</source>
        <translation>--serve þarf gátt og --code sex stafa aðgangskóða</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>--level needs one level, or one for each of the %n seats</source>
        <translation>
            <numerusform>--level þarf eitt stig, eða eitt fyrir hvert af %n sætum</numerusform>
            <numerusform>--level þarf eitt stig, eða eitt fyrir hvert af %n sætum</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The saved network game was kept as %1</source>
        <translation>Vistaði netleikurinn var geymdur sem %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resuming the saved network game at hand %1</source>
        <translation>Held áfram vistaða netleiknum í gjöf %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game could not be saved: %1</source>
        <translation>Ekki tókst að vista leikinn: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The games finished earlier at this table could not be read (%1); the table counts its games won from now on</source>
        <translation>Ekki tókst að lesa leikina sem lauk fyrr við þetta borð (%1); borðið telur unna leiki héðan í frá</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The games owed to players who were away could not be read (%1); the file was kept as %2</source>
        <translation>Ekki tókst að lesa spilin sem leikmenn sem voru fjarverandi eiga inni (%1); skráin var geymd sem %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The games owed to players who were away could not be saved: %1</source>
        <translation>Ekki tókst að vista spilin sem leikmenn sem voru fjarverandi eiga inni: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Cannot listen on port %1: %2</source>
        <translation>Get ekki hlustað á gátt %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every address of this computer</source>
        <translation>öll vistföng þessarar tölvu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a table of %1 on port %2 (%3); join code %4</source>
        <translation>Borð fyrir %1 er opið á gátt %2 (%3); aðgangskóði %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over: %1</source>
        <translation>Leik lokið: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The table is closed; the game is saved.</source>
        <translation>Borðinu er lokað; leikurinn er vistaður.</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+115"/>
        <location line="+37"/>
        <source>&amp;Undo</source>
        <translation>&amp;Afturkalla</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Redo</source>
        <translation>&amp;Endurgera</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Finish the hand</source>
        <translation>&amp;Klára umferðina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>Töl&amp;fræði…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="+100"/>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+123"/>
        <source>The game could not be saved: {0}</source>
        <translation>Ekki tókst að vista leikinn: {0}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+23"/>
        <source>This game is not in the statistics: the Expert played for you</source>
        <translation>Þessi leikur er ekki í tölfræðinni: sérfræðingurinn spilaði fyrir þig</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>This game is not in the statistics: it does not say which seat was yours</source>
        <translation>Þessi leikur er ekki í tölfræðinni: ekki kemur fram hvaða sæti var þitt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game is not in the statistics: a computer player played for you while you were away</source>
        <translation>Þessi leikur er ekki í tölfræðinni: tölvuspilari spilaði fyrir þig á meðan þú varst fjarverandi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is in the statistics already</source>
        <translation>Þessi leikur er þegar í tölfræðinni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is counted in the statistics (network tables)</source>
        <translation>Þessi leikur er talinn með í tölfræðinni (netborð)</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="-83"/>
        <source>Statistics</source>
        <translation>Tölfræði</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game</source>
        <translation>Vistaður leikur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game was interrupted in hand {0} (scores: {1}).
Resume it where it stopped?</source>
        <translation>Leikur var truflaður í umferð {0} (staða: {1}).
Viltu halda áfram þar sem frá var horfið?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume game</source>
        <translation>Halda leik áfram</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="-27"/>
        <location line="+23"/>
        <source>The statistics could not be updated: {0}</source>
        <translation>Ekki tókst að uppfæra tölfræðina: {0}</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+30"/>
        <source>The rest of this hand is decided: press F to finish it at once</source>
        <translation>Úrslit umferðarinnar eru ráðin: ýttu á F til að klára hana strax</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Replay a saved game</source>
        <translation>Endurspila vistaðan leik</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Leikskrár úr Hjörtum (*.json);;Allar skrár (*)</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Re&amp;play a saved game…</source>
        <translation>&amp;Endurspila vistaðan leik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>Vist&amp;a leik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Opna leik…</translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+12"/>
        <source>Save game</source>
        <translation>Vista leik</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hearts game</source>
        <translation>Hjartaleikur</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game was saved as {0}</source>
        <translation>Leikurinn var vistaður sem {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>Open game</source>
        <translation>Opna leik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened:
{1}</source>
        <translation>Ekki er hægt að opna {0}:
{1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} is on the table</source>
        <translation>{0} er komið á borðið</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interrupted game was kept as {0}</source>
        <translation>Leikurinn sem var gert hlé á var geymdur sem {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay</source>
        <translation>Endurspilun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be replayed:
{1}</source>
        <translation>Ekki er hægt að endurspila {0}:
{1}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+168"/>
        <source>The stored setting “%1” was not valid and has been reset to its default.</source>
        <translation>Vistaða stillingin „%1“ var ógild og hefur verið færð aftur í sjálfgefið gildi.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The stored house rules cannot be played by %n players and have been reset to Standard.</source>
        <translation>Vistuðu húsreglurnar ganga ekki fyrir %n spilara og hafa verið færðar aftur í Venjulegt.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_dialog.py" line="+71"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Stillingar</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Players</source>
        <translation>&amp;Spilarar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Table</source>
        <translation>&amp;Borð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Tungumál</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&amp;ound</source>
        <translation>&amp;Hljóð</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Rule changes apply to the next game.</source>
        <translation>Breytingar á reglum gilda í næsta leik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress goes on with the rules it started with.</source>
        <translation>Leikurinn sem er í gangi heldur áfram með þeim reglum sem hann hófst með.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game now</source>
        <translation>Byrja nýjan leik núna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Halda áfram að spila</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="-90"/>
        <source>Restore defaults</source>
        <translation>Sjálfgefnar stillingar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set this tab back to its defaults</source>
        <translation>Setja þennan flipa aftur í sjálfgefnar stillingar</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/chart.py" line="+114"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+63"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+259"/>
        <source>Hand</source>
        <translation>Umferð</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target %1</source>
        <translation>Markstig %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+88"/>
        <source>Chart of the running totals</source>
        <translation>Línurit yfir samanlögð stig</translation>
    </message>
    <message>
        <location line="-88"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>Pass</source>
        <translation>Skipti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Gjöf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (hand)</source>
        <translation>%1 (umferð)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (total)</source>
        <translation>%1 (alls)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Athugasemdir</translation>
    </message>
    <message>
        <location line="+60"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+27"/>
        <source>hand</source>
        <translation>umferð</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>total</source>
        <translation>alls</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+50"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-82"/>
        <source>Hearts — score sheet</source>
        <translation>Hjörtu — stigablað</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Cannot write to the printer or file.</source>
        <translation>Ekki er hægt að skrifa í prentarann eða skrána.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_model.py" line="+164"/>
        <source>Left</source>
        <translation>Vinstri</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Hægri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Yfir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep</source>
        <translation>Halda</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon</source>
        <translation>skaut tunglið</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>skaut sólina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took the %1 (−10)</source>
        <translation>tók %1 (−10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took no trick (−5)</source>
        <translation>fékk engan slag (−5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit the target exactly: back to half</source>
        <translation>hitti nákvæmlega á markstigin: niður í helming</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>+%1 to the others</source>
        <translation>+%1 hjá hinum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 to the shooter</source>
        <translation>−%1 hjá skyttunni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the sun</source>
        <translation>%1 skaut sólina</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon</source>
        <translation>%1 skaut tunglið</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-144"/>
        <source>Rules: %1    Target score: %2    Players: %3</source>
        <translation>Reglur: %1    Markstig: %2    Spilarar: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Sigurvegari: %1</numerusform>
            <numerusform>Sigurvegarar: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Running totals</source>
        <translation>Samanlögð stig</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>deal</source>
        <translation>gjöf</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>winner</source>
        <translation>sigurvegari</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>leads</source>
        <translation>í forystu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Samtals</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Page %1 of %2</source>
        <translation>Síða %1 af %2</translation>
    </message>
</context>
<context>
    <name>SoundTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_sound_tab.py" line="+33"/>
        <source>Dealing, playing a card, taking a trick, hearts broken, the queen of spades taken, a shot at the moon and the end of the game each have their own short sound.</source>
        <translation>Gjöfin, að spila út spili, að taka slag, hjörtun brotin, spaðadrottningin tekin, að skjóta tunglið og leikslok hafa hvert sitt stutta hljóð.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume</source>
        <translation>Hljóðstyrkur</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pla&amp;y sounds</source>
        <translation>S&amp;pila hljóð</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try &amp;it</source>
        <translation>Pró&amp;fa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the sound of hearts being broken at this volume</source>
        <translation>Spila hljóðið þegar hjörtun eru brotin, með þessum hljóðstyrk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound device was found on this computer: the game stays silent.</source>
        <translation>Ekkert hljóðtæki fannst í þessari tölvu: leikurinn er hljóðlaus.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Volume:</source>
        <translation>Hljóðst&amp;yrkur:</translation>
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
        <translation>Hearts Desktop getur ekki ræst: kerfissafnið %1 vantar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install it with your package manager, then start the game again:</source>
        <translation>Settu það upp með pakkastjóranum og ræstu svo leikinn aftur:</translation>
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
        <translation>X11-skjárinn þarf líka þessa pakka (Debian, Ubuntu):</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hearts Desktop cannot start: there is no graphical display.</source>
        <translation>Hearts Desktop getur ekki ræst: enginn myndrænn skjár er til staðar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start it from a desktop session (X11 or Wayland). Over SSH, use &quot;ssh -X&quot;.</source>
        <translation>Ræstu forritið úr skjáborðslotu (X11 eða Wayland). Yfir SSH skaltu nota &quot;ssh -X&quot;.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To check the installation without a display, run: hearts-desktop --self-test</source>
        <translation>Til að athuga uppsetninguna án skjás skaltu keyra: hearts-desktop --self-test</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hearts Desktop cannot start: the X11 display %1 does not answer.</source>
        <translation>Hearts Desktop getur ekki ræst: X11-skjárinn %1 svarar ekki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check that DISPLAY names a running X server you may use (see &quot;xhost&quot; and &quot;xauth&quot;).</source>
        <translation>Athugaðu að DISPLAY vísi á X-þjón sem er í gangi og þú mátt nota (sjá &quot;xhost&quot; og &quot;xauth&quot;).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hearts Desktop cannot open a window: no Qt display plugin works.</source>
        <translation>Hearts Desktop getur ekki opnað glugga: engin Qt-skjáviðbót virkar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Debian or Ubuntu install: %1</source>
        <translation>Á Debian eða Ubuntu skaltu setja upp: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Usage: %1 [OPTION] [FILE]</source>
        <translation>Notkun: %1 [ROFI] [SKRÁ]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Hearts against computer players. FILE is a saved game to go on with or a game record to replay (.json).</source>
        <translation>Spilaðu Hjörtu við tölvuspilara. SKRÁ er vistaður leikur til að halda áfram með eða leikskrá til að endurspila (.json).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print this help and exit</source>
        <translation>sýna þessa hjálp og hætta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the version and exit</source>
        <translation>sýna útgáfuna og hætta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the installation (two hands, no window) and exit</source>
        <translation>athuga uppsetninguna (tvær umferðir, enginn gluggi) og hætta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open a new game on that deal (for example 4821-0937: the number on the table and the score sheet)</source>
        <translation>opna nýjan leik á þeirri gjöf (til dæmis 4821-0937: númerið á borðinu og stigablaðinu)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the Expert&apos;s review of every pass and play of a saved game or record, and exit</source>
        <translation>prenta yfirferð sérfræðingsins á hverjum skiptum og hverju spili í vistuðum leik eða skrá, og hætta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host a network table without a window (Ctrl+C stops it, saving the game); LEVEL is the computer players&apos; level (beginner, casual, strong, hard or expert), one for every seat or one a seat, separated by commas; TIME is the Expert&apos;s thinking time: quick, normal, deep, very-deep or seconds</source>
        <translation>opna netborð án glugga (Ctrl+C stöðvar það og vistar leikinn); LEVEL er stig tölvuspilaranna (beginner, casual, strong, hard eða expert), eitt fyrir öll sæti eða eitt á hvert sæti, aðskilin með kommum; TIME er umhugsunartími sérfræðingsins: quick, normal, deep, very-deep eða sekúndur</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not a deal number: %1 (eight digits, for example 4821-0937)</source>
        <translation>Ekki gjafarnúmer: %1 (átta tölustafir, til dæmis 4821-0937)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unknown option: %1</source>
        <translation>Óþekktur rofi: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one file can be opened at a time.</source>
        <translation>Aðeins er hægt að opna eina skrá í einu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run &quot;%1 --help&quot; to see the options.</source>
        <translation>Keyrðu „%1 --help“ til að sjá rofana.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../hearts_desktop/services/stats.py" line="+121"/>
        <source>The statistics could not be read and were set aside as {0}.
Reason: {1}</source>
        <translation>Ekki tókst að lesa tölfræðina og hún var færð til hliðar sem {0}.
Ástæða: {1}</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/statistics_dialog.py" line="+48"/>
        <source>Final score of each game</source>
        <translation>Lokastaða hvers leiks</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No finished games yet</source>
        <translation>Enn hefur engum leik verið lokið</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Games, oldest to newest (green: won)</source>
        <translation>Leikir, frá elsta til nýjasta (grænt: sigur)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost to mistakes per hand, by game</source>
        <translation>Stig töpuð á mistökum í umferð, leik fyrir leik</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No game reviewed yet: each finished game is reviewed in the background</source>
        <translation>Enginn leikur yfirfarinn enn: farið er yfir hvern lokinn leik í bakgrunni</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Points lost to mistakes per hand, game by game (lower is better)</source>
        <translation>Stig töpuð á mistökum í umferð, leik fyrir leik (lægra er betra)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not reviewed yet</source>
        <translation>ekki yfirfarið enn</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 in the last %n games</source>
        <translation>
            <numerusform>%1 í síðasta leik</numerusform>
            <numerusform>%1 í síðustu %n leikjum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %1 in the %n before</source>
        <translation>
            <numerusform>; %1 í leiknum á undan</numerusform>
            <numerusform>; %1 í %n leikjunum á undan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n still to review)</source>
        <translation>
            <numerusform>(%n eftir að fara yfir)</numerusform>
            <numerusform>(%n eftir að fara yfir)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics</source>
        <translation>Tölfræði</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any number of players</source>
        <translation>Allur fjöldi spilara</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} players</source>
        <translation>{0} spilarar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any rules</source>
        <translation>Allar reglur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom</source>
        <translation>Sérsniðið</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At home and at network tables</source>
        <translation>Heima og við netborð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At home</source>
        <translation>Heima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At network tables</source>
        <translation>Við netborð</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Points lost to mistakes per hand</source>
        <translation>Stig töpuð á mistökum í umferð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset statistics…</source>
        <translation>Núllstilla tölfræði…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reset statistics</source>
        <translation>Núllstilla tölfræði</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of every game played? This cannot be undone.</source>
        <translation>Eyða tölfræði allra leikja sem hafa verið spilaðir? Ekki er hægt að afturkalla þetta.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games played</source>
        <translation>Leikir spilaðir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Leikir unnir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placings</source>
        <translation>Sæti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Umferðir spilaðar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per hand</source>
        <translation>Meðalstig í umferð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot / suffered</source>
        <translation>Tungl skotin / þoluð</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ taken</source>
        <translation>Spaðadrottning tekin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best / worst game</source>
        <translation>Besti / versti leikur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with undo</source>
        <translation>Leikir með afturköllun</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}. place: {1}</source>
        <translation>{0}. sæti: {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+151"/>
        <source>Slow</source>
        <translation>Hægt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Normal</source>
        <translation>Venjulegt</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Fast</source>
        <translation>Hratt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Tafarlaust (engar hreyfingar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for a click before a trick is collected</source>
        <translation>Bíða eftir smelli áður en slagur er tekinn saman</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (black check)</source>
        <translation>Sígild (svartköflótt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rauð</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-colour deck (♣ green, ♦ blue)</source>
        <translation>Fjórlitastokkur (♣ grænt, ♦ blátt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark table (easier on the eyes in a dim room)</source>
        <translation>Dökkt borð (þægilegra fyrir augun í dimmu herbergi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Low to high (2 … A)</source>
        <translation>Lágt til hátt (2 … Á)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High to low (A … 2)</source>
        <translation>Hátt til lágt (Á … 2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large</source>
        <translation>Stórt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card with a double-click (a single click only selects it)</source>
        <translation>Spila spili með tvísmelli (einn smellur velur það bara)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play checker: after a trick, point out a clearly worse play of mine</source>
        <translation>Spilarýni: eftir slag, benda á greinilega verra spil hjá mér</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>Hr&amp;aði hreyfinga:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>Ba&amp;khlið spila:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Suit order in the hand:</source>
        <translation>&amp;Litaröð á hendi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;k order:</source>
        <translation>Röð &amp;gilda:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Stærð s&amp;pila:</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-118"/>
        <source>play {0}</source>
        <translation>spil {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>skipti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon choice</source>
        <translation>tunglval</translation>
    </message>
</context>
</TS>
