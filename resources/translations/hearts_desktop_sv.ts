<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../hearts_desktop/services/autosave.py" line="+84"/>
        <source>(could not be moved: {0})</source>
        <translation>(kunde inte flyttas: {0})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read and was set aside as {0}.
Reason: {1}</source>
        <translation>Det sparade spelet kunde inte läsas och har lagts undan som {0}.
Orsak: {1}</translation>
    </message>
</context>
<context>
    <name>CheckerWords</name>
    <message>
        <location filename="../../hearts_desktop/views/play_checker.py" line="+71"/>
        <source>Play checker: %1 was clearly worse than %2 (about %3 points). %4</source>
        <translation>Spelkontroll: %1 var klart sämre än %2 (ungefär %3 poäng). %4</translation>
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
        <translation>Egen ordning</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass cycle step %1</source>
        <translation>Steg %1 i passningscykeln</translation>
    </message>
</context>
<context>
    <name>GoneNotice</name>
    <message>
        <location filename="../../hearts_desktop/views/network/gone_notice.py" line="+99"/>
        <source>%1 The score sheet stays here to read and print.</source>
        <translation>%1 Poängprotokollet finns kvar här att läsa och skriva ut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed: %1 The score sheet stays here to read and print.</source>
        <translation>Bordet är stängt: %1 Poängprotokollet finns kvar här att läsa och skriva ut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat is the computer&apos;s for now</source>
        <translation>Din plats är datorns tills vidare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed</source>
        <translation>Bordet är stängt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;it down again</source>
        <translation>Sätt dig &amp;igen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>&amp;Back to my game</source>
        <translation>&amp;Tillbaka till mitt spel</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Stay and read the score sheet</source>
        <translation>&amp;Stanna och läs poängprotokollet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sitting down again at your seat (try %1); a computer player plays it meanwhile.</source>
        <translation>Sätter dig på din plats igen (försök %1); en datorspelare spelar den så länge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting down again at your seat; a computer player plays it meanwhile.</source>
        <translation>Sätter dig på din plats igen; en datorspelare spelar den så länge.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sitting down again</source>
        <translation>Sätter dig igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top trying</source>
        <translation>Sluta &amp;försöka</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <location filename="../../hearts_desktop/views/table/card_item.py" line="+124"/>
        <source>Card, face down</source>
        <translation>Kort, nedvänt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>legal</source>
        <translation>tillåtet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>kan inte spelas nu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selected to pass</source>
        <translation>valt att skicka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>received</source>
        <translation>mottaget</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/controller.py" line="+272"/>
        <source>Watching: the Expert plays your seat. Press W to take it back</source>
        <translation>Du tittar: Experten spelar din plats. Tryck W för att ta tillbaka den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is yours again</source>
        <translation>Platsen är din igen</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Pass the screen to %1</source>
        <translation>Lämna över skärmen till %1</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Choose %n cards to pass to %1, then press the pass button</source>
        <translation>
            <numerusform>Välj %n kort att skicka till %1 och tryck sedan på Skicka</numerusform>
            <numerusform>Välj %n kort att skicka till %1 och tryck sedan på Skicka</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play a card</source>
        <translation>Din tur: spela ett kort</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Expert: %1</source>
        <translation>Experten: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A computer player failed: %1</source>
        <translation>Ett fel uppstod hos en datorspelare: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The Expert is playing your seat: press W to take it back</source>
        <translation>Experten spelar din plats: tryck W för att ta tillbaka den</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drop the card on the trick area in the middle to play it</source>
        <translation>Släpp kortet på stickytan i mitten för att spela det</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drop a card in the middle to pass it, or on your hand to keep it</source>
        <translation>Släpp ett kort i mitten för att skicka det, eller på handen för att behålla det</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You pass exactly %n cards (H9): put one back first</source>
        <translation>
            <numerusform>Du skickar exakt %n kort (H9): lägg först tillbaka det</numerusform>
            <numerusform>Du skickar exakt %n kort (H9): lägg först tillbaka ett</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Waiting for the other players to pass</source>
        <translation>Väntar på att de andra spelarna ska skicka</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="+61"/>
        <source>%1 took the Queen of spades.</source>
        <translation>%1 tog spader dam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 shot the sun!</source>
        <translation>%1 sköt solen!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon!</source>
        <translation>%1 sköt månen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were added to everyone else.</source>
        <translation>Alla andra fick %1 poäng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were taken off the shooter&apos;s score.</source>
        <translation>Skyttens poäng minskades med %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took no trick: −5.</source>
        <translation>%1 tog inget stick: −5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the target exactly and drops to half.</source>
        <translation>%1 nådde exakt målpoängen och halveras.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End of hand %1</source>
        <translation>Slut på giv %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+60"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Points taken</source>
        <translation>Tagna poäng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Added</source>
        <translation>Tillagt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next hand</source>
        <translation>Nästa giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review this hand</source>
        <translation>&amp;Gå igenom given</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You shot the sun!</source>
        <translation>Du sköt solen!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You shot the moon!</source>
        <translation>Du sköt månen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took every heart and the Queen of spades. How should the %1 points be settled?</source>
        <translation>Du tog alla hjärter och spader dam. Hur ska de %1 poängen avräknas?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add %1 to everyone else</source>
        <translation>Ge alla andra %1 poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract %1 from my score</source>
        <translation>Dra av %1 från mina poäng</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scores before this hand: %1</source>
        <translation>Poäng före denna giv: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="+56"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Review the game</source>
        <translation>&amp;Gå igenom spelet</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="+78"/>
        <source>%1 wins!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared win: %1</source>
        <translation>Delad vinst: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="-9"/>
        <source>Final score</source>
        <translation>Slutresultat</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="+97"/>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/hint_text.py" line="+12"/>
        <source>%1 is the only card you may play.</source>
        <translation>Det enda kort du får spela är %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: the Queen of spades is dangerous without enough low spades to protect it.</source>
        <translation>Skicka %1: spader dam är farlig utan tillräckligt många låga spader som skydd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass %1: emptying a suit lets you discard penalty cards later.</source>
        <translation>Skicka %1: blir du renons i en färg kan du saka poängkort senare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high hearts are likely to win tricks full of points.</source>
        <translation>Skicka %1: höga hjärter vinner lätt stick fulla av poäng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high cards tend to win tricks you would rather lose.</source>
        <translation>Skicka %1: höga kort vinner ofta stick som du hellre vill förlora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: low spades force the Queen of spades out while you hold no high spade.</source>
        <translation>Spela ut %1: låga spader tvingar fram spader dam när du inte har någon hög spader.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: a low card is unlikely to win the trick.</source>
        <translation>Spela ut %1: ett lågt kort vinner knappast sticket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it is the lead least likely to bring you points.</source>
        <translation>Spela ut %1: det är det utspel som minst troligt ger dig poäng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: a higher spade is already down, so the Queen goes to someone else.</source>
        <translation>Spela %1: en högre spader ligger redan, så damen går till någon annan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the highest card that still loses the trick.</source>
        <translation>Spela %1: det högsta kort som ändå förlorar sticket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the trick has no points, so win it and get rid of a high card.</source>
        <translation>Spela %1: sticket saknar poäng, så ta det och bli av med ett högt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: take a point so that nobody shoots the moon.</source>
        <translation>Spela %1: ta en poäng så att ingen skjuter månen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you have every point so far; keep winning to shoot the moon.</source>
        <translation>Spela %1: du har alla poäng hittills; fortsätt ta stick för att skjuta månen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you take this trick whatever you play, so use a high card.</source>
        <translation>Spela %1: du tar sticket vad du än spelar, så använd ett högt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: none of your cards goes under the trick so far; this one is the safest.</source>
        <translation>Spela %1: inget av dina kort är lägre än sticket hittills; det här är säkrast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: winning this trick while it is still cheap is safer than later.</source>
        <translation>Spela %1: att ta sticket medan det ännu är billigt är säkrare än senare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: someone else wins this trick, so give them the points.</source>
        <translation>Saka %1: någon annan tar sticket, så ge dem poängen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: you cannot follow suit, so get rid of a dangerous high card.</source>
        <translation>Saka %1: du kan inte följa färg, så bli av med ett farligt högt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the moon&apos;s points to every other player.</source>
        <translation>Ge månens poäng till alla andra spelare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract the moon&apos;s points from your own score.</source>
        <translation>Dra av månens poäng från dina egna poäng.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Suggested: %1</source>
        <translation>Förslag: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Tips: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/info_dialogs.py" line="+34"/>
        <source># Hearts Desktop %1

The card game Hearts with every family&apos;s house rules.

Hearts Desktop is free software under the MIT licence. It uses Qt for Python (PySide6, LGPL-3.0).

</source>
        <translation># Hearts Desktop %1

Kortspelet Hjärter med alla familjers husregler.

Hearts Desktop är fri programvara under MIT-licensen. Det använder Qt for Python (PySide6, LGPL-3.0).

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## Sounds

The sounds were made for Hearts Desktop: a script in its source (tools/make_sounds.py) synthesizes them from tones and noise. They are free under the MIT licence, like the program. They play through miniaudio by David Reid (public domain or MIT-0) and pyminiaudio by Irmen de Jong (MIT).

</source>
        <translation>## Ljud

Ljuden är gjorda för Hearts Desktop: ett skript i källkoden (tools/make_sounds.py) skapar dem av toner och brus. De är fria under MIT-licensen, liksom programmet. De spelas upp genom miniaudio av David Reid (allmän egendom eller MIT-0) och pyminiaudio av Irmen de Jong (MIT).

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card art</source>
        <translation>Kortbilder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Hearts Desktop</source>
        <translation>Om Hearts Desktop</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move along your hand</source>
        <translation>Flytta i din hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Enter, blanksteg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or choose it for the pass</source>
        <translation>Spela kortet, eller välj det att skicka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the chosen cards</source>
        <translation>Skicka de valda korten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the last trick</source>
        <translation>Dölj förra sticket</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/main_window.py" line="+101"/>
        <source>Play checker</source>
        <translation>Spelkontroll</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+319"/>
        <source>No hint: %1</source>
        <translation>Inget tips: %1</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Hearts</source>
        <translation>Hjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal…</source>
        <translation>Spela en bric&amp;ka…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart hand</source>
        <translation>&amp;Börja om given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host &amp;a table…</source>
        <translation>&amp;Var värd för ett bord…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Gå med vid ett bord…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-104"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Förra sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core sheet</source>
        <translation>Poäng&amp;protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy deal number</source>
        <translation>Kopiera &amp;bricknummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ljud</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+5"/>
        <source>&amp;Watch the Expert play my seat</source>
        <translation>&amp;Se Experten spela för mig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent &amp;games…</source>
        <translation>Ti&amp;digare spel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Så spelar du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>&amp;Om Hearts Desktop</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The unfinished game was kept: Game ▸ Recent games</source>
        <translation>Det oavslutade spelet sparades: Spel ▸ Tidigare spel</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-21"/>
        <source>Deal %1</source>
        <translation>Bricka %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This hand has no deal number: its game was begun before hands were numbered</source>
        <translation>Den här given har inget bricknummer: spelet började innan givarna fick nummer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 copied: a friend plays the same cards with Game ▸ Play a deal…</source>
        <translation>Bricka %1 kopierad: en vän spelar samma kort med Spel ▸ Spela en bricka…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The unfinished game could not be kept: %1</source>
        <translation>Det oavslutade spelet kunde inte sparas: %1</translation>
    </message>
    <message>
        <location line="+158"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+86"/>
        <source>A hint is given when it is your turn</source>
        <translation>Tips ges när det är din tur</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>Tänker ut ett tips…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/scene_items.py" line="+189"/>
        <source>%1: %2 points this hand, %3 in total</source>
        <translation>%1: %2 poäng i denna giv, %3 totalt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dealer</source>
        <translation>givare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>på tur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand %1 · Total %2</source>
        <translation>Denna giv %1 · Totalt %2</translation>
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
        <translation>Egna regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibushjärter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spot Hearts</source>
        <translation>Poänghjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Svarta Maria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kvittningshjärter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · to %2</source>
        <translation>%1 · till %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts broken</source>
        <translation>Hjärter är brutna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>Hjärter är inte brutna</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n cards, for the next trick&apos;s taker</source>
        <translation>
            <numerusform>Potten: %n kort, till den som tar nästa stick</numerusform>
            <numerusform>Potten: %n kort, till den som tar nästa stick</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts Desktop deal %1 (%2 players, %3): Game ▸ Play a deal…</source>
        <translation>Hearts Desktop bricka %1 (%2 spelare, %3): Spel ▸ Spela en bricka…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the others to pass</source>
        <translation>Väntar på att de andra ska skicka</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n cards to pass (%1 chosen)</source>
        <translation>
            <numerusform>Välj %n kort att skicka (valda: %1)</numerusform>
            <numerusform>Välj %n kort att skicka (valda: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passed</source>
        <translation>har skickat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing cards to pass</source>
        <translation>väljer kort att skicka</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_scene.py" line="+295"/>
        <source>%1, your turn: click or press Space to see your cards</source>
        <translation>%1, din tur: klicka eller tryck på Mellanslag för att se dina kort</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Click or press Space to continue</source>
        <translation>Klicka eller tryck på Mellanslag för att fortsätta</translation>
    </message>
    <message>
        <location line="+140"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-2"/>
        <source>Last trick</source>
        <translation>Förra sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by %1</source>
        <translation>Förra sticket, taget av %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-1"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the previous trick (L)</source>
        <translation>Visa förra sticket (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/table_dialogs.py" line="+84"/>
        <source>Play again</source>
        <translation>Spela igen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take my seat back</source>
        <translation>Ta tillbaka min plats</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert is playing your seat; take it back (W)</source>
        <translation>Experten spelar din plats; ta tillbaka den (W)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No trick has been played yet in this hand</source>
        <translation>Inget stick har spelats ännu i denna giv</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-50"/>
        <source>Two</source>
        <translation>två</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>tre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>fyra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>fem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>sex</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seven</source>
        <translation>sju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>åtta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>nio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>tio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>kung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>left</source>
        <translation>till vänster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>till höger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across</source>
        <translation>tvärs över bordet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nowhere</source>
        <translation>ingenstans</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <source>No passing this hand</source>
        <translation>Ingen passning denna giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1</source>
        <translation>Skicka %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hearts may not be led until a heart or the Queen of spades has been played</source>
        <translation>hjärter får inte spelas ut förrän ett hjärter eller spader dam har spelats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you must follow the suit that was led</source>
        <translation>du måste följa utspelsfärgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no points may be played on the first trick</source>
        <translation>inga poängkort får spelas i första sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with the lowest club</source>
        <translation>första sticket måste spelas ut med den lägsta klövern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with a club</source>
        <translation>första sticket måste spelas ut med en klöver</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>there is no moon to settle now</source>
        <translation>det finns ingen måne att avräkna nu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shooter must first choose how the moon is settled</source>
        <translation>skytten måste först välja hur månen ska avräknas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>spelet är slut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not possible now</source>
        <translation>det går inte just nu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not your turn</source>
        <translation>det är inte din tur</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>passing is not possible now</source>
        <translation>det går inte att skicka kort nu</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>Pass %n cards to the left</source>
        <translation>
            <numerusform>Skicka %n kort till vänster</numerusform>
            <numerusform>Skicka %n kort till vänster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards to the right</source>
        <translation>
            <numerusform>Skicka %n kort till höger</numerusform>
            <numerusform>Skicka %n kort till höger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards across</source>
        <translation>
            <numerusform>Skicka %n kort tvärs över bordet</numerusform>
            <numerusform>Skicka %n kort tvärs över bordet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cards are passed, not played, until everyone has passed</source>
        <translation>kort skickas, inte spelas, tills alla har skickat</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>you must pass the number of cards the rules ask for</source>
        <translation>du måste skicka det antal kort som reglerna kräver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that card is not in your hand</source>
        <translation>det kortet finns inte på din hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you have already passed</source>
        <translation>du har redan skickat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the player who shot the moon chooses how it is settled</source>
        <translation>bara den som sköt månen väljer hur den avräknas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not a way to settle the moon</source>
        <translation>det är inget sätt att avräkna månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal does not hold exactly the cards in play</source>
        <translation>given innehåller inte exakt de kort som är i spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these house rules cannot be played together</source>
        <translation>de här husreglerna kan inte kombineras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such seat at this table</source>
        <translation>det finns ingen sådan plats vid bordet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is against the rules</source>
        <translation>det är mot reglerna</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You may not pass the %1</source>
        <translation>Du får inte skicka %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not play the %1</source>
        <translation>Du får inte spela %1</translation>
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
        <translation>Inte tillåtet: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/app.py" line="+40"/>
        <location filename="../../hearts_desktop/views/main_window.py" line="-18"/>
        <source>The translation could not be loaded: %1</source>
        <translation>Översättningen kunde inte läsas in: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/play_deal_dialog.py" line="+35"/>
        <source>Play a deal</source>
        <translation>Spela en bricka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand has a deal number (on the table and the score sheet; Edit ▸ Copy deal number copies it). The same number deals the same cards on every computer: play a friend&apos;s deal (their message pasted here will do), or one of yours again.</source>
        <translation>Varje giv har ett bricknummer (på bordet och i poängprotokollet; Redigera ▸ Kopiera bricknummer kopierar det). Samma nummer ger samma kort på varje dator: spela en väns bricka (klistra gärna in hela meddelandet här), eller en av dina egna igen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 4821-0937</source>
        <translation>till exempel 4821-0937</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number</source>
        <translation>Bricknummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Bricknummer:</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dealt for %n players under %1 (Settings ▸ Rules).</source>
        <translation>
            <numerusform>Given för %n spelare enligt %1 (Inställningar ▸ Regler).</numerusform>
            <numerusform>Given för %n spelare enligt %1 (Inställningar ▸ Regler).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Deal</source>
        <translation>&amp;Dela ut</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This deal was shared for %1 players, and your table has %2 (Settings ▸ Players): its cards would not be the same here.</source>
        <translation>Den här brickan delades för %1 spelare, och ditt bord har %2 (Inställningar ▸ Spelare): korten skulle inte bli desamma här.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/network/table_tally.py" line="+78"/>
        <source>Games won at this table:</source>
        <translation>Vunna spel vid det här bordet:</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/host_dialog.py" line="+60"/>
        <source>Host a table</source>
        <translation>Var värd för ett bord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network join from their own computers with Game ▸ Join a table…, with the code below. Computer players take the seats no one has taken, and give them up when someone sits down.</source>
        <translation>Vänner i det här nätverket går med från sina egna datorer med Spel ▸ Gå med vid ett bord… och koden nedan. Datorspelare tar de platser ingen har tagit och lämnar dem när någon sätter sig.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join code</source>
        <translation>Anslutningskod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New c&amp;ode</source>
        <translation>Ny k&amp;od</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Join code:</source>
        <translation>Kod:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every network of this computer</source>
        <translation>Alla nätverk på den här datorn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This computer only (for a test)</source>
        <translation>Bara den här datorn (för att prova)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Lyssna på:</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n players, the house rules of Settings; computer players play at level %1.</source>
        <translation>
            <numerusform>%n spelare, husreglerna från Inställningar; datorspelarna spelar på nivå %1.</numerusform>
            <numerusform>%n spelare, husreglerna från Inställningar; datorspelarna spelar på nivå %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Öppna bordet</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</source>
        <translation>
            <numerusform>%n spelare, husreglerna från Inställningar; datorspelarna spelar på nivåerna från Inställningar (%1).</numerusform>
            <numerusform>%n spelare, husreglerna från Inställningar; datorspelarna spelar på nivåerna från Inställningar (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>&amp;Resume the interrupted network game (hand %1, %n players)</source>
        <translation>
            <numerusform>&amp;Fortsätt det avbrutna nätverksspelet (giv %1, %n spelare)</numerusform>
            <numerusform>&amp;Fortsätt det avbrutna nätverksspelet (giv %1, %n spelare)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Bordet kunde inte öppnas på port %1: %2</translation>
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
        <translation>egna husregler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game: %1, %2 players, played to %3 points.</source>
        <translation>Detta parti: %1, %2 spelare, spelas till %3 poäng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is a trick-taking game in which you try not to take points: the lowest total wins (R12).</source>
        <translation>Hjärter är ett stickspel där du försöker undvika att ta poäng: lägst totalpoäng vinner (R12).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two decks are shuffled together: %1 cards, ace high, no trumps (V5).</source>
        <translation>Två kortlekar blandas ihop: %1 kort, ess högst, ingen trumf (V5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One deck of 52 cards, ace high, no trumps (R2).</source>
        <translation>En kortlek med 52 kort, ess högst, ingen trumf (R2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With %1 players these cards are taken out: %2 (R3).</source>
        <translation>Med %1 spelare tas dessa kort bort: %2 (R3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt one at a time clockwise; each player gets %1 cards and the deal moves one seat each hand (R4).</source>
        <translation>Korten delas ut ett i taget medurs; varje spelare får %1 kort, och givaren byts medurs efter varje giv (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 cards left over are the widow: they go, with their points, to the winner of the first trick (V5).</source>
        <translation>De %1 kort som blir över är restkorten: de går, med sina poäng, till den som vinner första sticket (V5).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no passing: every hand is played as dealt.</source>
        <translation>Ingen passning: varje giv spelas som den delats ut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand %1: %2</source>
        <translation>giv %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no pass</source>
        <translation>ingen passning</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before playing, each player passes %1 cards face down (H9).</source>
        <translation>Innan spelet börjar skickar varje spelare %1 kort nedvända (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The passes go in this order, then start again: %1 (%2).</source>
        <translation>Passningarna sker i denna ordning och börjar sedan om: %1 (%2).</translation>
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
        <translation>Du ser korten som skickas till dig först när du har skickat dina egna.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player left of the dealer leads the first trick with any card (H5).</source>
        <translation>Spelaren till vänster om givaren spelar ut valfritt kort till första sticket (H5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever holds the %1 leads the first trick with any club (H5).</source>
        <translation>Den som har %1 spelar ut valfri klöver till första sticket (H5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the %1 leads it to the first trick (R6).</source>
        <translation>Den som har %1 spelar ut kortet till första sticket (R6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one (R7).</source>
        <translation>Följ utspelsfärgen om du kan; annars får du spela valfritt kort. Det högsta kortet i utspelsfärgen vinner sticket, och vinnaren spelar ut till nästa stick (R7).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts and the Queen of spades may be played on the first trick (H7).</source>
        <translation>Hjärter och spader dam får spelas i första sticket (H7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hearts or Queen of spades on the first trick, unless you hold nothing else (R8).</source>
        <translation>Inga hjärter och inte spader dam i första sticket, om du inte har något annat (R8).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may be led at any time (H10).</source>
        <translation>Hjärter får spelas ut när som helst (H10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until a heart or the Queen of spades has been played: that breaks hearts (R9, H3).</source>
        <translation>Hjärter får inte spelas ut förrän ett hjärter eller spader dam har spelats: det bryter hjärter (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until a heart has been played: that breaks hearts; the Queen of spades does not (R9, H3).</source>
        <translation>Hjärter får inte spelas ut förrän ett hjärter har spelats: det bryter hjärter, men det gör inte spader dam (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When two identical cards fall in the same trick they cancel: neither can win it. If every card of the suit led is cancelled, the cards stay in the middle for the winner of the next trick (V5).</source>
        <translation>När två likadana kort hamnar i samma stick kvittas de: inget av dem kan vinna sticket. Om alla kort i utspelsfärgen kvittas ligger korten kvar i mitten och går till den som vinner nästa stick (V5).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each heart counts its face value: 2 to 10, the jack 11, the queen 12, the king 13, the ace 14 (H14).</source>
        <translation>Varje hjärter räknas efter sin valör: 2 till 10, knekt 11, dam 12, kung 13, ess 14 (H14).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each heart counts 1 point (R10).</source>
        <translation>Varje hjärter ger 1 poäng (R10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of spades counts %1 (R10, H16).</source>
        <translation>Spader dam ger %1 poäng (R10, H16).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace of spades counts %1 and the king of spades %2 (H15).</source>
        <translation>Spader ess ger %1 poäng och spader kung %2 (H15).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever takes the %1 gets %2 points (H12).</source>
        <translation>Den som tar %1 får %2 poäng (H12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who takes no trick in a hand gets −5 (H11).</source>
        <translation>En spelare som inte tar något stick under en giv får −5 (H11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A total of exactly %1 drops to %2 (H13).</source>
        <translation>En totalpoäng på exakt %1 sjunker till %2 (H13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no shooting the moon: every point taken counts (H4).</source>
        <translation>Det går inte att skjuta månen: alla tagna poäng räknas (H4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and both Queens of spades</source>
        <translation>alla hjärter och båda spaderdamerna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and the Queen of spades</source>
        <translation>alla hjärter och spader dam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking %1 in one hand is shooting the moon (R11).</source>
        <translation>Att ta %1 under en giv kallas att skjuta månen (R11).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter chooses: %1 points off their own total, or %1 points added to everyone else (H4).</source>
        <translation>Skytten väljer: %1 poäng dras av från den egna totalen, eller %1 poäng läggs till hos alla andra (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing and everyone else gets %1 points (H4).</source>
        <translation>Skytten får inga poäng och alla andra får %1 poäng (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter gets %1 points off their own total (H4).</source>
        <translation>Skytten får %1 poäng avdragna från sin totalpoäng (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settles the moon the way that is best for the shooter: %1 points off, or %1 points to everyone else (H4).</source>
        <translation>Spelet avräknar månen på det sätt som är bäst för skytten: %1 poäng avdrag, eller %1 poäng till alla andra (H4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking every trick is shooting the sun: settled like the moon, with %1 points (H17).</source>
        <translation>Att ta alla stick kallas att skjuta solen: det avräknas som månen, med %1 poäng (H17).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game ends after the hand in which someone reaches %1 points; the lowest total wins (R12, H1).</source>
        <translation>Spelet slutar efter den giv där någon når %1 poäng; lägst totalpoäng vinner (R12, H1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, play goes on until one player is lowest (H6).</source>
        <translation>Om flera delar den lägsta totalpoängen fortsätter spelet tills en spelare ligger ensam lägst (H6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, those players share the win (H6).</source>
        <translation>Om flera delar den lägsta totalpoängen delar de på vinsten (H6).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game ▸ Review this game (Ctrl+R) judges every pass and card of yours as the Expert sees it from what you knew then: each choice gets its expected points for the hand, your points minus the others&apos; average, on the same sampled deals.</source>
        <translation>Spel ▸ Gå igenom det här spelet (Ctrl+R) bedömer varje passning och varje kort du spelade så som Experten ser det utifrån vad du visste då: varje val får sina förväntade poäng för given, dina poäng minus de andras genomsnitt, på samma dragna givar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The review looks as deep as the Expert thinks (Settings ▸ Players ▸ Expert thinking time): deeper takes longer and is surer. It sees each computer player as the program it is, as the Expert at the table does. The background review of finished games always looks at the normal depth, so that games compare.</source>
        <translation>Genomgången ser lika djupt som Experten tänker (Inställningar ▸ Spelare ▸ Betänketid för Expert): djupare tar längre tid och är säkrare. Den ser varje datorspelare som det program den är, som Experten vid bordet gör. Genomgången av avslutade spel i bakgrunden ser alltid med normalt djup, så att spelen går att jämföra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside it, hindsight says what was best with every hand known: a loss there that the judgement did not see was bad luck, not a bad play.</source>
        <translation>Bredvid säger ”i efterhand” vad som var bäst med alla händer kända: en förlust där som bedömningen inte såg var otur, inte ett dåligt spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this hand again (in the review, or on the score sheet) deals the same cards against the same opponents at a table of their own; afterwards your tries stand beside the Expert&apos;s own try in your seat.</source>
        <translation>Spela given igen (i genomgången eller i poängprotokollet) ger samma kort mot samma motståndare vid ett eget bord; efteråt står dina försök bredvid Expertens eget försök på din plats.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>View ▸ Watch the Expert play my seat (W) lets the Expert play for you, saying why; press W again to take your seat back. Those games are not in your statistics.</source>
        <translation>Visa ▸ Se Experten spela för mig (W) låter Experten spela åt dig och säga varför; tryck W igen för att ta tillbaka din plats. De spelen räknas inte i din statistik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every finished game is reviewed in the background: Statistics shows the points you lose to mistakes per hand, game by game. Game ▸ Recent games keeps your saved games and every game set aside when another took its place.</source>
        <translation>Varje avslutat spel gås igenom i bakgrunden: Statistik visar poängen du förlorar på misstag per giv, spel för spel. Spel ▸ Tidigare spel håller dina sparade spel och varje spel som lades undan när ett annat tog dess plats.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How to play Hearts</source>
        <translation>Så spelar du Hjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation>Passning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>Spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Spelets slut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning from your games</source>
        <translation>Lär av dina spel</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/join_dialog.py" line="+47"/>
        <source>Join a table</source>
        <translation>Gå med vid ett bord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Bord i det här nätverket:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Bord i det här nätverket</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 192.168.1.20 or anna-laptop:47475</source>
        <translation>till exempel 192.168.1.20 eller anna-laptop:47475</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adress:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>6 digits, from the host</source>
        <translation>6 siffror, från värden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Kod:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Join</source>
        <translation>&amp;Gå med</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 — %2 — %3 of %n seats free — computer players: %4</source>
        <translation>
            <numerusform>%1 — %2 — %3 av %n plats ledig — datorspelare: %4</numerusform>
            <numerusform>%1 — %2 — %3 av %n platser lediga — datorspelare: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %2 — %3 of %n seats free</source>
        <translation>
            <numerusform>%1 — %2 — %3 av %n plats ledig</numerusform>
            <numerusform>%1 — %2 — %3 av %n platser lediga</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Looking for tables…</source>
        <translation>Letar efter bord…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables cannot be looked for here (%1): type the host&apos;s address.</source>
        <translation>Här går det inte att leta efter bord (%1): skriv värdens adress.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type an address like 192.168.1.20 or anna-laptop:47475.</source>
        <translation>Skriv en adress som 192.168.1.20 eller anna-laptop:47475.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining…</source>
        <translation>Går med…</translation>
    </message>
</context>
<context>
    <name>LanguageTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+286"/>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language of the menus, messages and score sheet:</source>
        <translation>Språk för menyer, meddelanden och poängprotokoll:</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location line="-227"/>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Motionär</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="-103"/>
        <source>Hearts — network table</source>
        <translation>Hjärter — nätverksbord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>Poäng&amp;protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Förra sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address and code…</source>
        <translation>&amp;Adress och kod…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Give a seat to the computer…</source>
        <translation>Ge en plats till &amp;datorn…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game at this table</source>
        <translation>&amp;Nytt spel vid det här bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>Spela &amp;igen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view the last game…</source>
        <translation>&amp;Gå igenom det senaste spelet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the table</source>
        <translation>&amp;Stäng bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the &amp;table</source>
        <translation>&amp;Lämna bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Så spelar du</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected</source>
        <translation>Inte ansluten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table: %1, code %2; computer players: %3</source>
        <translation>Ditt bord: %1, kod %2; datorspelare: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table: %1, code %2</source>
        <translation>Ditt bord: %1, kod %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1; computer players: %2</source>
        <translation>Vid %1; datorspelare: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1</source>
        <translation>Vid %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your table</source>
        <translation>Ditt bord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network choose Game ▸ Join a table…, pick this table or type an address, and give the code.

Addresses: %1
Code: %2</source>
        <translation>Vänner i det här nätverket väljer Spel ▸ Gå med vid ett bord…, väljer det här bordet eller skriver en adress och anger koden.

Adresser: %1
Kod: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stop this game for everyone at the table and deal a new one?</source>
        <translation>Avsluta det här spelet för alla vid bordet och ge ett nytt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>This game could not be kept: %1</source>
        <translation>Det här spelet kunde inte sparas: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is kept: Game ▸ Recent games, in the main window</source>
        <translation>Det här spelet är sparat: Spel ▸ Tidigare spel, i huvudfönstret</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game that ended while you were away could not be kept: %1</source>
        <translation>Spelet som tog slut medan du var borta kunde inte sparas: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game that ended while you were away is kept: Game ▸ Recent games, in the main window</source>
        <translation>Spelet som tog slut medan du var borta är sparat: Spel ▸ Tidigare spel, i huvudfönstret</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 would play again. New game deals it now; otherwise it is dealt in %2 s.</source>
        <translation>%1 vill spela igen. ”Nytt spel” delar ut nu; annars delas det ut om %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You asked for the next game. Waiting for %3; it is dealt in %2 s at the latest.</source>
        <translation>Du har bett om nästa spel. Väntar på %3; det delas ut senast om %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone asked: the next game is being dealt.</source>
        <translation>Alla har bett om det: nästa spel delas ut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 would play again: choose Play again to join them (dealt in %2 s at the latest).</source>
        <translation>%1 vill spela igen: välj ”Spela igen” för att vara med (delas ut senast om %2 s).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 sat down at the table</source>
        <translation>%1 satte sig vid bordet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table: a computer player at level %2 plays the seat</source>
        <translation>%1 lämnade bordet: en datorspelare på nivå %2 tar platsen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the table: a computer player plays the seat</source>
        <translation>%1 lämnade bordet: en datorspelare tar platsen</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</source>
        <translation>
            <numerusform>Bordet har väntat %n minut på %1. Om de har gått därifrån låter Bord ▸ Ge en plats till datorn… en datorspelare spela för dem tills de ansluter igen.</numerusform>
            <numerusform>Bordet har väntat %n minuter på %1. Om de har gått därifrån låter Bord ▸ Ge en plats till datorn… en datorspelare spela för dem tills de ansluter igen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Nobody else sits at the table</source>
        <translation>Ingen annan sitter vid bordet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a seat to the computer</source>
        <translation>Ge en plats till datorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player takes this seat until its player joins again with the code:</source>
        <translation>En datorspelare tar den här platsen tills spelaren ansluter igen med koden:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>You are back at your seat</source>
        <translation>Du är tillbaka på din plats</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the table</source>
        <translation>Stäng bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the table? The others are told, and the game is kept to resume.</source>
        <translation>Stänga bordet? De andra får veta det, och spelet sparas så att det kan fortsätta.</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+19"/>
        <source>At least one seat must be played by a person.</source>
        <translation>Minst en plats måste spelas av en människa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Antal spelare:</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>How long the Expert level may think about each card and each pass; the hint thinks as long.</source>
        <translation>Hur länge nivån Expert får tänka på varje kort och varje passning; tipset tänker lika länge.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Expert thinking time:</source>
        <translation>Betänketid för &amp;Expert:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>Datornivå</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human player</source>
        <translation>Mänsklig spelare</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Quick</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Djup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very deep</source>
        <translation>Mycket djup</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: up to %2 s a decision, at most %3 s a hand for each Expert</source>
        <translation>%1: upp till %2 s per beslut, högst %3 s per giv för varje Expert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your own: %1 s a decision</source>
        <translation>Din egen: %1 s per beslut</translation>
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
        <translation>&amp;Avbryt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Stäng</translation>
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
        <translation>Avbryt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Återställ</translation>
    </message>
</context>
<context>
    <name>ReplayWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/replay_dialog.py" line="+102"/>
        <source>Replay</source>
        <translation>Repris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the game</source>
        <translation>Position i spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Början</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ Giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ Stick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trick ▶</source>
        <translation>Stick ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand ▶▶</source>
        <translation>Giv ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End ▶|</source>
        <translation>Slut ▶|</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The deal of hand 1</source>
        <translation>Utdelningen i giv 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: after the pass</source>
        <translation>Giv {0}: efter passningen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}, trick {1}: where the record ends</source>
        <translation>Giv {0}, stick {1}: där det sparade partiet slutar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of hand {0}: totals {1}</source>
        <translation>Slut på giv {0}: ställning {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {0}, after trick {1} of {2}</source>
        <translation>Giv {0}, efter stick {1} av {2}</translation>
    </message>
</context>
<context>
    <name>ReviewCliWords</name>
    <message>
        <location filename="../../hearts_desktop/review_cli.py" line="+90"/>
        <source>The Expert: %1. %2</source>
        <translation>Experten: %1. %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The Expert&apos;s review of %1 (seat %2): %3 decisions</source>
        <translation>Expertens genomgång av %1 (plats %2): %3 beslut</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal %1</source>
        <translation>bricka %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes this hand: %1</source>
        <translation>Poäng förlorade på misstag i den här given: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Poäng förlorade på misstag i spelet: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worst: %1, %2 (%3 points)</source>
        <translation>Sämst: %1, %2 (%3 poäng)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--seat needs a seat number (0 is South)</source>
        <translation>--seat behöver ett platsnummer (0 är Syd)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--think needs quick, normal, deep, very-deep or a number of seconds</source>
        <translation>--think behöver quick, normal, deep, very-deep eller ett antal sekunder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--review needs one file: a saved game or a game record</source>
        <translation>--review behöver en fil: ett sparat spel eller ett spelprotokoll</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reviewed: %2</source>
        <translation>%1 kan inte gås igenom: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game has seats 0 to %1</source>
        <translation>Spelet har platserna 0 till %1</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="+25"/>
        <source>good</source>
        <translation>bra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>inaccuracy</source>
        <translation>onoggrannhet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>misstag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>grovt misstag</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Passning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Stick %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hand %1, pass</source>
        <translation>Giv %1, passning</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1, trick %2</source>
        <translation>Giv %1, stick %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 poäng)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 points lost</source>
        <translation>%1: %2 poäng förlorade</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hindsight (every hand known, exact): %1</source>
        <translation>I efterhand (alla händer kända, exakt): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight (every hand known, estimated): %1</source>
        <translation>I efterhand (alla händer kända, uppskattat): %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost against the table: under %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Poäng förlorade mot bordet: under %1 bra, från %1 en onoggrannhet, från %2 ett misstag, från %3 ett grovt misstag.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+187"/>
        <source>Review: %1</source>
        <translation>Genomgång: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+53"/>
        <source>Decision</source>
        <translation>Beslut</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Played</source>
        <translation>Spelat</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Verdict</source>
        <translation>Omdöme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>Beslut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Val</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expected points</source>
        <translation>Förväntade poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight</source>
        <translation>I efterhand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices the Expert weighed</source>
        <translation>Valen som Experten vägde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst:</source>
        <translation>Sämst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel the analysis</source>
        <translation>&amp;Avbryt analysen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse the rest</source>
        <translation>Analysera &amp;resten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this hand again</source>
        <translation>&amp;Spela given igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards and opponents at a table of their own, then your tries and the Expert&apos;s side by side</source>
        <translation>Samma kort och motståndare vid ett eget bord, sedan dina försök och Expertens sida vid sida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected points: your points for the hand minus the others&apos; average, from what you knew then (lower is better; ± one standard error). On the table your choice is blue, the Expert&apos;s amber. </source>
        <translation>Förväntade poäng: dina poäng för given minus de andras genomsnitt, utifrån det du visste då (lägre är bättre; ± ett standardfel). På bordet är ditt val blått och Expertens bärnstensgult. </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%v of %m decisions judged</source>
        <translation>%v av %m beslut bedömda</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The analysis failed: %1</source>
        <translation>Analysen misslyckades: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="-57"/>
        <source>Hand %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+86"/>
        <source>Blue, yours: %1</source>
        <translation>Blått, ditt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber, the Expert&apos;s: %1</source>
        <translation>Bärnstensgult, Expertens: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Expert: %1. %2</source>
        <translation>Experten: %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindsight: nothing to choose.</source>
        <translation>I efterhand: inget att välja.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-2"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Poäng förlorade på misstag i spelet: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes: hand %1, %2; game, %3</source>
        <translation>Poäng förlorade på misstag: giv %1, %2; spelet, %3</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/review_actions.py" line="+77"/>
        <source>Re&amp;view this game…</source>
        <translation>Gå igenom det här spe&amp;let…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revie&amp;w a saved game…</source>
        <translation>Gå igenom ett sparat sp&amp;el…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing to review yet: the game is reviewed once it is over</source>
        <translation>Inget att gå igenom än: spelet gås igenom när det är slut</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Whose passes and cards shall the Expert review?</source>
        <translation>Vems passningar och kort ska Experten gå igenom?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to review yet: no pass or card of yours</source>
        <translation>Inget att gå igenom än: ingen passning eller kort från dig</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Review a saved game</source>
        <translation>Gå igenom ett sparat spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Hjärterpartier (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+62"/>
        <source>Review</source>
        <translation>Genomgång</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be reviewed:
%2</source>
        <translation>%1 kan inte gås igenom:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/recent_games_dialog.py" line="+76"/>
        <location line="+7"/>
        <location line="+73"/>
        <source>Recent games</source>
        <translation>Tidigare spel</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Games you saved or opened, and games set aside when another took their place. Moving one to the trash leaves the others and your statistics as they are.</source>
        <translation>Spel som du har sparat eller öppnat, och spel som lades undan när ett annat tog deras plats. Att flytta ett till papperskorgen lämnar de andra och din statistik som de är.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and scores</source>
        <translation>Spelare och poäng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands</source>
        <translation>Givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open</source>
        <translation>&amp;Öppna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review</source>
        <translation>&amp;Gå igenom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to &amp;trash</source>
        <translation>Flytta till &amp;papperskorgen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved</source>
        <translation>Sparat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Undanlagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Nätverksbord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan inte läsas: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (finished)</source>
        <translation>%1 (avslutat)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 could not be moved to the trash; it is where it was:
%2</source>
        <translation>%1 kunde inte flyttas till papperskorgen; den ligger kvar:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-3"/>
        <source>The Expert&apos;s review: %1</source>
        <translation>Expertens genomgång: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points lost</source>
        <translation>Förlorade poäng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Expert&apos;s choice</source>
        <translation>Expertens val</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decisions, %2 points lost to mistakes</source>
        <translation>%1 beslut, %2 poäng förlorade på misstag</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/practice_window.py" line="+102"/>
        <source>Hand %1 again</source>
        <translation>Giv %1 igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Practice</source>
        <translation>&amp;Övning</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Play it &amp;again</source>
        <translation>Spela den &amp;igen</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>C&amp;ompare the tries</source>
        <translation>&amp;Jämför försöken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Stäng</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>In the game</source>
        <translation>I spelet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try %1</source>
        <translation>Försök %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert in your seat</source>
        <translation>Experten på din plats</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How the tries went</source>
        <translation>Så gick försöken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same opponents: %1&apos;s seat</source>
        <translation>Samma kort, samma motståndare: %1s plats</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points taken</source>
        <translation>Tagna poäng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score change</source>
        <translation>Poängändring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the table</source>
        <translation>Mot bordet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thinking…</source>
        <translation>tänker…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not played</source>
        <translation>inte spelat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Against the table: your score&apos;s change minus the others&apos; average (lower is better; a moon counts for what it does to everyone).</source>
        <translation>Mot bordet: din poängändring minus de andras genomsnitt (lägre är bättre; en måne räknas för vad den gör med alla).</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../../hearts_desktop/views/words/rule_words.py" line="+65"/>
        <source>On</source>
        <translation>På</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+56"/>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Shooter chooses</source>
        <translation>Skytten väljer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add to the others</source>
        <translation>Lägg till hos de andra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract from the shooter</source>
        <translation>Dra av från skytten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best for the shooter, automatically</source>
        <translation>Bäst för skytten, automatiskt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>Ingen måne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club must be led</source>
        <translation>Lägsta klöver måste spelas ut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder may lead any club</source>
        <translation>Den som har den får spela ut valfri klöver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the dealer leads any card</source>
        <translation>Vänster om givaren spelar ut valfritt kort</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target score</source>
        <translation>Målpoäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>Spelet slutar efter den giv där någon når denna poäng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card removed with 3 players</source>
        <translation>Borttaget kort med 3 spelare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players one two is taken out so everyone gets 17 cards.</source>
        <translation>Med tre spelare tas en tvåa bort så att alla får 17 kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ breaks hearts</source>
        <translation>D♠ bryter hjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the Queen of spades allows hearts to be led afterwards.</source>
        <translation>När spader dam har spelats får hjärter spelas ut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shooting the moon</source>
        <translation>Skjuta månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How taking every heart and the Q♠ is settled.</source>
        <translation>Hur det avräknas när någon tar alla hjärter och D♠.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead</source>
        <translation>Första utspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick of a hand, and with what.</source>
        <translation>Vem som spelar ut till första sticket i en giv, och med vilket kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie for the lowest score</source>
        <translation>Delad lägsta poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when the game ends with a tie for the win.</source>
        <translation>Vad som händer om spelet slutar med delad förstaplats.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win</source>
        <translation>Delad vinst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until the tie is broken</source>
        <translation>Spela vidare tills någon ligger ensam lägst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points on the first trick</source>
        <translation>Poäng i första sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether hearts or the Q♠ may be discarded on the first trick.</source>
        <translation>Om hjärter eller D♠ får sakas i första sticket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbidden</source>
        <translation>Förbjudet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allowed</source>
        <translation>Tillåtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass cycle</source>
        <translation>Passningscykel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the cards go, hand after hand (across needs an even number of players).</source>
        <translation>Vart korten skickas, giv efter giv (tvärs över kräver ett jämnt antal spelare).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards passed</source>
        <translation>Antal skickade kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player passes.</source>
        <translation>Hur många kort varje spelare skickar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts must be broken</source>
        <translation>Hjärter måste brytas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts may not be led until a heart (or the Q♠) has been played.</source>
        <translation>Hjärter får inte spelas ut förrän ett hjärter (eller D♠) har spelats.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus for taking no trick</source>
        <translation>Bonus för inga stick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5 for a player who takes no trick (not when the moon was shot).</source>
        <translation>−5 för en spelare som inte tar något stick (inte när någon har skjutit månen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5</source>
        <translation>−5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonus card</source>
        <translation>Bonuskort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card worth −10 to whoever takes it.</source>
        <translation>Ett kort värt −10 för den som tar det.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>None</source>
        <translation>Inga</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>J♦ −10</source>
        <translation>Kn♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10♦ −10</source>
        <translation>10♦ −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact target reset</source>
        <translation>Halvering vid exakt mål</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A total of exactly the target score drops to half of it.</source>
        <translation>En totalpoäng på exakt målpoängen sjunker till hälften.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart values</source>
        <translation>Hjärtervärden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each heart counts 1, or its face value (J 11, Q 12, K 13, A 14).</source>
        <translation>Varje hjärter ger 1, eller sin valör (Kn 11, D 12, K 13, E 14).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 each</source>
        <translation>1 per kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value</source>
        <translation>Valör</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra penalty spades</source>
        <translation>Extra straffspader</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The A♠ counts 7 and the K♠ 10, as in Black Maria.</source>
        <translation>E♠ ger 7 och K♠ 10, som i Svarta Maria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A♠ 7, K♠ 10</source>
        <translation>E♠ 7, K♠ 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ value</source>
        <translation>Värde för D♠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the Queen of spades counts.</source>
        <translation>Vad spader dam ger i poäng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot the sun</source>
        <translation>Skjuta solen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning every trick is settled like the moon, with twice the amount.</source>
        <translation>Att ta alla stick avräknas som månen, med dubbla poängen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancellation (two decks)</source>
        <translation>Kvittning (två kortlekar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5–7 players, two decks, a widow, no passing; identical cards cancel.</source>
        <translation>5–7 spelare, två kortlekar, restkort, ingen passning; likadana kort kvittas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left</source>
        <translation>Vänster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Höger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Tvärs över</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No pass</source>
        <translation>Ingen passning</translation>
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
        <translation>Omnibushjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>Poänghjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Svarta Maria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kvittningshjärter</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your own mix of house rules.</source>
        <translation>Din egen blandning av husregler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The usual game: each heart counts 1 and the Q♠ 13; the lowest score wins.</source>
        <translation>Det vanliga spelet: varje hjärter räknas 1 och Q♠ 13; lägst poäng vinner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The usual game, and the J♦ is worth −10 to whoever takes it.</source>
        <translation>Det vanliga spelet, och J♦ ger −10 till den som tar den.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their face value and the Q♠ 25; the game goes to 500.</source>
        <translation>Hjärter räknas efter valör och Q♠ 25; spelet går till 500.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The British game: A♠ 7, K♠ 10 and Q♠ 13, always pass right, no moon.</source>
        <translation>Det brittiska spelet: A♠ 7, K♠ 10 och Q♠ 13, alltid skicka till höger, ingen måne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For 5 to 7 players with two decks: identical cards in a trick cancel.</source>
        <translation>För 5 till 7 spelare med två kortlekar: likadana kort i ett stick tar ut varandra.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Custom, based on %1</source>
        <translation>Egna regler, utifrån %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The target score must be between %1 and %2 (H1).</source>
        <translation>Målpoängen måste vara mellan %1 och %2 (H1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three players the 2♦ or the 2♣ is removed (H2).</source>
        <translation>Med tre spelare tas 2♦ eller 2♣ bort (H2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Between 1 and 4 cards are passed (H9).</source>
        <translation>Mellan 1 och 4 kort skickas (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Q♠ counts 13 or 25 (H16).</source>
        <translation>D♠ ger 13 eller 25 (H16).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the sun is settled like the moon: choose a moon settlement other than “No moon” (H17, H4).</source>
        <translation>Att skjuta solen avräknas som månen: välj en annan månavräkning än ”Ingen måne” (H17, H4).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cancellation Hearts needs 5 to 7 players, not %n (V5).</source>
        <translation>
            <numerusform>Kvittningshjärter kräver 5 till 7 spelare, inte %n (V5).</numerusform>
            <numerusform>Kvittningshjärter kräver 5 till 7 spelare, inte %n (V5).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is played by 3 to 7 players (R1).</source>
        <translation>Hjärter spelas av 3 till 7 spelare (R1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A custom pass cycle needs at least one step (H8).</source>
        <translation>En egen passningscykel behöver minst ett steg (H8).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Passing across needs an even number of players, not %n (H8).</source>
        <translation>
            <numerusform>Passning tvärs över kräver ett jämnt antal spelare, inte %n (H8).</numerusform>
            <numerusform>Passning tvärs över kräver ett jämnt antal spelare, inte %n (H8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+55"/>
        <location line="+174"/>
        <source>Custom</source>
        <translation>Egna regler</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>A named variant fills in the house rules; you can still change any.</source>
        <translation>En namngiven variant fyller i husreglerna; du kan fortfarande ändra vilken som helst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule problems</source>
        <translation>Regelproblem</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore defaults</source>
        <translation>Återställ standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set every house rule back to V1 Standard</source>
        <translation>Återställ alla husregler till V1 Standard</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Set the target score to %1</source>
        <translation>Sätt målpoängen till %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_sheet.py" line="+118"/>
        <location line="+183"/>
        <source>Score sheet</source>
        <translation>Poängprotokoll</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Giv:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this hand &amp;again</source>
        <translation>Spela given &amp;igen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy deal number</source>
        <translation>Kopiera &amp;bricknummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen hand&apos;s deal number, for a friend to play the same cards</source>
        <translation>Bricknumret för den valda given, så att en vän kan spela samma kort</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;With the Expert&apos;s review</source>
        <translation>&amp;Med Expertens genomgång</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Print…</source>
        <translation>&amp;Skriv ut…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Förhandsgranska…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF document…</source>
        <translation>PDF-dokument…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreadsheet (CSV)…</source>
        <translation>Kalkylblad (CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web page (HTML)…</source>
        <translation>Webbsida (HTML)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game record (JSON)…</source>
        <translation>Partifil (JSON)…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Deal %1 copied</source>
        <translation>Bricka %1 kopierad</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Print preview — score sheet</source>
        <translation>Förhandsgranskning — poängprotokoll</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hearts score sheet</source>
        <translation>Poängprotokoll för Hjärter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-dokument (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web pages (*.html)</source>
        <translation>Webbsidor (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json)</source>
        <translation>Hjärterpartier (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hearts-score-%1</source>
        <translation>hjarter-poang-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export score sheet</source>
        <translation>Exportera poängprotokoll</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A network table&apos;s game record stays with its host</source>
        <translation>Spelprotokollet för ett nätverksbord stannar hos värden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be written:
%1</source>
        <translation>Filen kunde inte skrivas:
%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <location line="-228"/>
        <source>Score sheet</source>
        <translation>Poängprotokoll</translation>
    </message>
</context>
<context>
    <name>SeatName</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+55"/>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-West</source>
        <translation>Sydväst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Väst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-West</source>
        <translation>Nordväst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-East</source>
        <translation>Nordost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-East</source>
        <translation>Sydost</translation>
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
        <translation>Koden är fel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken by a person.</source>
        <translation>Alla platser vid det bordet är tagna av personer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not answer.</source>
        <translation>Bordet svarade inte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Värden stängde bordet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host was stopped.</source>
        <translation>Värden stoppades.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host gave your seat to a computer player for now: join again with the code to take it back.</source>
        <translation>Värden gav din plats till en datorspelare tills vidare: anslut igen med koden för att ta tillbaka den.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>Anslutningen till bordet bröts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>Du lämnade bordet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s computer has stopped answering. It may be asleep, busy or off the network.</source>
        <translation>Värdens dator har slutat svara. Den kan ha gått i viloläge, vara upptagen eller ha tappat nätverket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table sent something this version of Hearts Desktop cannot follow, so the game cannot go on here.</source>
        <translation>Bordet skickade något som den här versionen av Hearts Desktop inte kan följa, så spelet kan inte fortsätta här.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer sent the table too many messages at once.</source>
        <translation>Den här datorn skickade för många meddelanden till bordet på en gång.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many connections from this computer are waiting at that table. Try again in a moment.</source>
        <translation>För många anslutningar från den här datorn väntar vid det bordet. Försök igen om en stund.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many people are knocking at that table just now. Try again in a moment.</source>
        <translation>För många knackar på vid det bordet just nu. Försök igen om en stund.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That table is not listening to this computer for a while. Try again in a minute.</source>
        <translation>Det bordet lyssnar inte på den här datorn på ett tag. Försök igen om en minut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That table runs another version of Hearts Desktop (this one speaks protocol %1). Both computers need the same version.</source>
        <translation>Det bordet kör en annan version av Hearts Desktop (den här talar protokoll %1). Båda datorerna behöver samma version.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table heard nothing from this computer for too long.</source>
        <translation>Bordet har inte hört något från den här datorn på för länge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table answers at that address and port.</source>
        <translation>Inget bord svarar på den adressen och porten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No computer of that name was found on the network.</source>
        <translation>Ingen dator med det namnet hittades i nätverket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table said: %1</source>
        <translation>Bordet sa: %1</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../hearts_desktop/selftest.py" line="+101"/>
        <source>Self-test FAILED: %1</source>
        <translation>Självtestet MISSLYCKADES: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Self-test FAILED with an unexpected error (above).</source>
        <translation>Självtestet MISSLYCKADES med ett oväntat fel (se ovan).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hearts Desktop %1: self-test passed.</source>
        <translation>Hearts Desktop %1: självtestet lyckades.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One hand of %1 cards in %2 tricks, points %3.</source>
        <translation>En giv med %1 kort i %2 stick, poäng %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invariants held, the game record round-trips, a worker answered.</source>
        <translation>Invarianterna höll, partifilen klarar att sparas och läsas in igen, en arbetsprocess svarade.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 sounds play (on a silent device).</source>
        <translation>De %1 ljuden spelas upp (på en tyst enhet).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the compiled kernel.</source>
        <translation>Datorspelarna tänker med den kompilerade kärnan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the pure-Python kernel (slower).</source>
        <translation>Datorspelarna tänker med kärnan i ren Python (långsammare).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table rendered in %1 ms.</source>
        <translation>Bordet ritades på %1 ms.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total %1 s.</source>
        <translation>Totalt %1 s.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the table raised an error: %1</source>
        <translation>bordet gav ett fel: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the table was never rendered</source>
        <translation>bordet ritades aldrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table is still animating at instant speed</source>
        <translation>bordet animerar fortfarande trots omedelbar hastighet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table does not show the cards the model dealt</source>
        <translation>bordet visar inte de kort som modellen delade ut</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no seat is to act</source>
        <translation>ingen plats är på tur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table refused a legal action: %1</source>
        <translation>bordet vägrade ett tillåtet drag: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand does not end</source>
        <translation>given tar aldrig slut</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand did not start with a deal</source>
        <translation>given började inte med en utdelning</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the deal is not the deck: a card is missing or dealt twice</source>
        <translation>utdelningen stämmer inte med kortleken: ett kort saknas eller delades ut två gånger</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not every card was played exactly once</source>
        <translation>alla kort spelades inte exakt en gång</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrong number of tricks</source>
        <translation>fel antal stick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a trick has the wrong number of cards</source>
        <translation>ett stick har fel antal kort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the hand&apos;s points differ from the points of the tricks taken</source>
        <translation>givens poäng skiljer sig från poängen i de tagna sticken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points taken do not add up to the deck&apos;s points</source>
        <translation>de tagna poängen summerar inte till kortlekens poäng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the totals after the first hand are not its points</source>
        <translation>totalerna efter första given är inte dess poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the score history does not hold the hand</source>
        <translation>poänghistoriken innehåller inte given</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game record does not round-trip</source>
        <translation>partifilen blir inte densamma när den sparas och läses in igen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replaying the game record does not rebuild the game</source>
        <translation>uppspelning av partifilen återskapar inte spelet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the computer players&apos; worker process did not start: %1</source>
        <translation>datorspelarnas arbetsprocess startade inte: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; worker process answered wrongly</source>
        <translation>datorspelarnas arbetsprocess svarade fel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the computer players&apos; compiled kernel is missing</source>
        <translation>datorspelarnas kompilerade kärna saknas</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>sorting by language (collation) does not work</source>
        <translation>språkberoende sortering (kollationering) fungerar inte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case rules by language do not work</source>
        <translation>språkberoende regler för versaler och gemener fungerar inte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the sounds cannot be played: %1</source>
        <translation>ljuden kan inte spelas upp: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the table did not render</source>
        <translation>bordet ritades inte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the rendered table shows no felt</source>
        <translation>det ritade bordet visar ingen filt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table shows no card faces</source>
        <translation>det ritade bordet visar inga kortframsidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table looks blank</source>
        <translation>det ritade bordet ser tomt ut</translation>
    </message>
</context>
<context>
    <name>ServeWords</name>
    <message>
        <location filename="../../hearts_desktop/net/serve.py" line="+86"/>
        <source>Unknown preset: %1 (choose one of %2)</source>
        <translation>Okänd variant: %1 (välj en av %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown option: %1</source>
        <translation>Okänt alternativ: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs a value</source>
        <translation>%1 behöver ett värde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The port must be a number from 1 to 65535, not %1</source>
        <translation>Porten måste vara ett tal från 1 till 65535, inte %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The join code must be 6 digits</source>
        <translation>Anslutningskoden måste ha 6 siffror</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table has 3 to 7 players, not %1</source>
        <translation>Ett bord har 3 till 7 spelare, inte %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown level: %1</source>
        <translation>Okänd nivå: %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>The Expert&apos;s thinking time is quick, normal, deep, very-deep or seconds, not %1</source>
        <translation>Expertens betänketid är quick, normal, deep, very-deep eller sekunder, inte %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not an address: %1</source>
        <translation>Inte en adress: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--serve needs a port and --code needs a 6-digit join code</source>
        <translation>--serve behöver en port och --code en sexsiffrig kod</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>--level needs one level, or one for each of the %n seats</source>
        <translation>
            <numerusform>--level behöver en nivå, eller en för var och en av de %n platserna</numerusform>
            <numerusform>--level behöver en nivå, eller en för var och en av de %n platserna</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The saved network game was kept as %1</source>
        <translation>Det sparade nätverksspelet sparades undan som %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resuming the saved network game at hand %1</source>
        <translation>Fortsätter det sparade nätverksspelet vid giv %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game could not be saved: %1</source>
        <translation>Spelet kunde inte sparas: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The games finished earlier at this table could not be read (%1); the table counts its games won from now on</source>
        <translation>Spelen som spelades klart tidigare vid det här bordet kunde inte läsas (%1); bordet räknar vunna spel från och med nu</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The games owed to players who were away could not be read (%1); the file was kept as %2</source>
        <translation>Spelen som är skyldiga spelare som var borta kunde inte läsas (%1); filen sparades som %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The games owed to players who were away could not be saved: %1</source>
        <translation>Spelen som är skyldiga spelare som var borta kunde inte sparas: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Cannot listen on port %1: %2</source>
        <translation>Kan inte lyssna på port %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every address of this computer</source>
        <translation>alla den här datorns adresser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a table of %1 on port %2 (%3); join code %4</source>
        <translation>Ett bord för %1 är öppet på port %2 (%3); kod %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over: %1</source>
        <translation>Spelet är slut: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The table is closed; the game is saved.</source>
        <translation>Bordet är stängt; spelet är sparat.</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+115"/>
        <location line="+37"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Finish the hand</source>
        <translation>Spela &amp;klart given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="+100"/>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+123"/>
        <source>The game could not be saved: {0}</source>
        <translation>Spelet kunde inte sparas: {0}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+23"/>
        <source>This game is not in the statistics: the Expert played for you</source>
        <translation>Det här spelet räknas inte i statistiken: Experten spelade för dig</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>This game is not in the statistics: it does not say which seat was yours</source>
        <translation>Det här spelet räknas inte i statistiken: det säger inte vilken plats som var din</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game is not in the statistics: a computer player played for you while you were away</source>
        <translation>Det här spelet räknas inte i statistiken: en datorspelare spelade för dig medan du var borta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is in the statistics already</source>
        <translation>Det här spelet finns redan i statistiken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is counted in the statistics (network tables)</source>
        <translation>Det här spelet räknas i statistiken (nätverksbord)</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="-83"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game</source>
        <translation>Sparat spel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game was interrupted in hand {0} (scores: {1}).
Resume it where it stopped?</source>
        <translation>Ett spel avbröts i giv {0} (ställning: {1}).
Vill du fortsätta där det slutade?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume game</source>
        <translation>Fortsätt spelet</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="-27"/>
        <location line="+23"/>
        <source>The statistics could not be updated: {0}</source>
        <translation>Statistiken kunde inte uppdateras: {0}</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+30"/>
        <source>The rest of this hand is decided: press F to finish it at once</source>
        <translation>Resten av given är avgjord: tryck F för att spela klart den direkt</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Replay a saved game</source>
        <translation>Spela upp ett sparat spel</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Hjärterpartier (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Re&amp;play a saved game…</source>
        <translation>Spela &amp;upp ett sparat spel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>Spa&amp;ra spel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Öppna spel…</translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+12"/>
        <source>Save game</source>
        <translation>Spara spel</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hearts game</source>
        <translation>Hjärterparti</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game was saved as {0}</source>
        <translation>Spelet sparades som {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>Open game</source>
        <translation>Öppna spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened:
{1}</source>
        <translation>{0} kan inte öppnas:
{1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} is on the table</source>
        <translation>{0} ligger på bordet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interrupted game was kept as {0}</source>
        <translation>Det avbrutna spelet sparades som {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay</source>
        <translation>Repris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be replayed:
{1}</source>
        <translation>{0} kan inte spelas upp:
{1}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+168"/>
        <source>The stored setting “%1” was not valid and has been reset to its default.</source>
        <translation>Den sparade inställningen ”%1” var ogiltig och har återställts till standardvärdet.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The stored house rules cannot be played by %n players and have been reset to Standard.</source>
        <translation>De sparade husreglerna kan inte spelas av %n spelare och har återställts till Standard.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_dialog.py" line="+71"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Players</source>
        <translation>S&amp;pelare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&amp;ound</source>
        <translation>&amp;Ljud</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Rule changes apply to the next game.</source>
        <translation>Regeländringar gäller från nästa spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress goes on with the rules it started with.</source>
        <translation>Det pågående spelet fortsätter med de regler det började med.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game now</source>
        <translation>Starta ett nytt spel nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Fortsätt spela</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="-90"/>
        <source>Restore defaults</source>
        <translation>Återställ standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set this tab back to its defaults</source>
        <translation>Återställ fliken till standardvärdena</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/chart.py" line="+114"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+63"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+259"/>
        <source>Hand</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target %1</source>
        <translation>Mål %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+88"/>
        <source>Chart of the running totals</source>
        <translation>Diagram över ställningen</translation>
    </message>
    <message>
        <location line="-88"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>Pass</source>
        <translation>Passning</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Bricka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (hand)</source>
        <translation>%1 (giv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (total)</source>
        <translation>%1 (totalt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Anteckningar</translation>
    </message>
    <message>
        <location line="+60"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+27"/>
        <source>hand</source>
        <translation>giv</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>total</source>
        <translation>totalt</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+50"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-82"/>
        <source>Hearts — score sheet</source>
        <translation>Hjärter — poängprotokoll</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Cannot write to the printer or file.</source>
        <translation>Kan inte skriva till skrivaren eller filen.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_model.py" line="+164"/>
        <source>Left</source>
        <translation>Vänster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Höger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Tvärs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep</source>
        <translation>Behåll</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon</source>
        <translation>sköt månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>sköt solen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took the %1 (−10)</source>
        <translation>tog %1 (−10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took no trick (−5)</source>
        <translation>tog inget stick (−5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit the target exactly: back to half</source>
        <translation>exakt på målet: halveras</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>+%1 to the others</source>
        <translation>+%1 till de andra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 to the shooter</source>
        <translation>−%1 till skytten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the sun</source>
        <translation>%1 sköt solen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon</source>
        <translation>%1 sköt månen</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-144"/>
        <source>Rules: %1    Target score: %2    Players: %3</source>
        <translation>Regler: %1    Målpoäng: %2    Spelare: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Vinnare: %1</numerusform>
            <numerusform>Vinnare: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Running totals</source>
        <translation>Löpande ställning</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>deal</source>
        <translation>bricka</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>winner</source>
        <translation>vinnare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>leads</source>
        <translation>leder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Page %1 of %2</source>
        <translation>Sida %1 av %2</translation>
    </message>
</context>
<context>
    <name>SoundTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_sound_tab.py" line="+33"/>
        <source>Dealing, playing a card, taking a trick, hearts broken, the queen of spades taken, a shot at the moon and the end of the game each have their own short sound.</source>
        <translation>Given, att spela ett kort, att ta ett stick, hjärter brutna, spader dam tagen, att skjuta månen och spelets slut har var sitt korta ljud.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume</source>
        <translation>Volym</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pla&amp;y sounds</source>
        <translation>Spela &amp;upp ljud</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try &amp;it</source>
        <translation>&amp;Testa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the sound of hearts being broken at this volume</source>
        <translation>Spela ljudet när hjärter bryts, med den här volymen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound device was found on this computer: the game stays silent.</source>
        <translation>Ingen ljudenhet hittades på den här datorn: spelet är tyst.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volym:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../../hearts_desktop/startup.py" line="+139"/>
        <source>Hearts Desktop cannot start: the system library %1 is missing.</source>
        <translation>Hearts Desktop kan inte starta: systembiblioteket %1 saknas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install it with your package manager, then start the game again:</source>
        <translation>Installera det med din pakethanterare och starta sedan spelet igen:</translation>
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
        <translation>X11-skärmen behöver också dessa paket (Debian, Ubuntu):</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hearts Desktop cannot start: there is no graphical display.</source>
        <translation>Hearts Desktop kan inte starta: det finns ingen grafisk skärm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start it from a desktop session (X11 or Wayland). Over SSH, use &quot;ssh -X&quot;.</source>
        <translation>Starta det från en skrivbordssession (X11 eller Wayland). Via SSH, använd &quot;ssh -X&quot;.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To check the installation without a display, run: hearts-desktop --self-test</source>
        <translation>För att kontrollera installationen utan skärm, kör: hearts-desktop --self-test</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hearts Desktop cannot start: the X11 display %1 does not answer.</source>
        <translation>Hearts Desktop kan inte starta: X11-skärmen %1 svarar inte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check that DISPLAY names a running X server you may use (see &quot;xhost&quot; and &quot;xauth&quot;).</source>
        <translation>Kontrollera att DISPLAY anger en körande X-server som du får använda (se &quot;xhost&quot; och &quot;xauth&quot;).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hearts Desktop cannot open a window: no Qt display plugin works.</source>
        <translation>Hearts Desktop kan inte öppna något fönster: inget Qt-plugin för skärmvisning fungerar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Debian or Ubuntu install: %1</source>
        <translation>På Debian eller Ubuntu, installera: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Usage: %1 [OPTION] [FILE]</source>
        <translation>Användning: %1 [FLAGGA] [FIL]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Hearts against computer players. FILE is a saved game to go on with or a game record to replay (.json).</source>
        <translation>Spela Hjärter mot datorspelare. FIL är ett sparat spel att fortsätta eller ett parti att spela upp (.json).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print this help and exit</source>
        <translation>visa den här hjälpen och avsluta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the version and exit</source>
        <translation>visa versionen och avsluta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the installation (two hands, no window) and exit</source>
        <translation>kontrollera installationen (två givar, utan fönster) och avsluta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open a new game on that deal (for example 4821-0937: the number on the table and the score sheet)</source>
        <translation>öppna ett nytt spel med den brickan (till exempel 4821-0937: numret på bordet och i poängprotokollet)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the Expert&apos;s review of every pass and play of a saved game or record, and exit</source>
        <translation>skriv ut Expertens genomgång av varje passning och varje kort i ett sparat spel eller protokoll, och avsluta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host a network table without a window (Ctrl+C stops it, saving the game); LEVEL is the computer players&apos; level (beginner, casual, strong, hard or expert), one for every seat or one a seat, separated by commas; TIME is the Expert&apos;s thinking time: quick, normal, deep, very-deep or seconds</source>
        <translation>öppna ett nätverksbord utan fönster (Ctrl+C stoppar det och sparar spelet); LEVEL är datorspelarnas nivå (beginner, casual, strong, hard eller expert), en för alla platser eller en per plats, åtskilda med komma; TIME är Expertens betänketid: quick, normal, deep, very-deep eller sekunder</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not a deal number: %1 (eight digits, for example 4821-0937)</source>
        <translation>Inte ett bricknummer: %1 (åtta siffror, till exempel 4821-0937)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unknown option: %1</source>
        <translation>Okänd flagga: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one file can be opened at a time.</source>
        <translation>Bara en fil kan öppnas åt gången.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run &quot;%1 --help&quot; to see the options.</source>
        <translation>Kör ”%1 --help” för att se flaggorna.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../hearts_desktop/services/stats.py" line="+121"/>
        <source>The statistics could not be read and were set aside as {0}.
Reason: {1}</source>
        <translation>Statistiken kunde inte läsas och har lagts undan som {0}.
Orsak: {1}</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/statistics_dialog.py" line="+48"/>
        <source>Final score of each game</source>
        <translation>Slutpoäng i varje spel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No finished games yet</source>
        <translation>Inga avslutade spel ännu</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Games, oldest to newest (green: won)</source>
        <translation>Spel, äldst till nyast (grönt: vunnet)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost to mistakes per hand, by game</source>
        <translation>Poäng förlorade på misstag per giv, spel för spel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No game reviewed yet: each finished game is reviewed in the background</source>
        <translation>Inget spel genomgånget än: varje avslutat spel gås igenom i bakgrunden</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Points lost to mistakes per hand, game by game (lower is better)</source>
        <translation>Poäng förlorade på misstag per giv, spel för spel (lägre är bättre)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not reviewed yet</source>
        <translation>inte genomgånget än</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 in the last %n games</source>
        <translation>
            <numerusform>%1 i det senaste spelet</numerusform>
            <numerusform>%1 i de senaste %n spelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %1 in the %n before</source>
        <translation>
            <numerusform>; %1 i det före</numerusform>
            <numerusform>; %1 i de %n före</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n still to review)</source>
        <translation>
            <numerusform>(%n kvar att gå igenom)</numerusform>
            <numerusform>(%n kvar att gå igenom)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any number of players</source>
        <translation>Alla spelarantal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} players</source>
        <translation>{0} spelare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any rules</source>
        <translation>Alla regler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom</source>
        <translation>Egna regler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At home and at network tables</source>
        <translation>Hemma och vid nätverksbord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At network tables</source>
        <translation>Vid nätverksbord</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Points lost to mistakes per hand</source>
        <translation>Poäng förlorade på misstag per giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset statistics…</source>
        <translation>Nollställ statistik…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reset statistics</source>
        <translation>Nollställ statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of every game played? This cannot be undone.</source>
        <translation>Radera statistiken för alla spelade spel? Detta kan inte ångras.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games played</source>
        <translation>Spelade spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Vunna spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placings</source>
        <translation>Placeringar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Spelade givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per hand</source>
        <translation>Snittpoäng per giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot / suffered</source>
        <translation>Månar: skjutna / mot dig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ taken</source>
        <translation>Tagna D♠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best / worst game</source>
        <translation>Bästa / sämsta spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with undo</source>
        <translation>Spel med ångring</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}. place: {1}</source>
        <translation>Plats {0}: {1}</translation>
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
        <translation>Långsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Omedelbar (ingen animering)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for a click before a trick is collected</source>
        <translation>Vänta på ett klick innan ett stick samlas in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (black check)</source>
        <translation>Klassisk (svart rutmönster)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Röd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-colour deck (♣ green, ♦ blue)</source>
        <translation>Fyrfärgslek (♣ grön, ♦ blå)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark table (easier on the eyes in a dim room)</source>
        <translation>Mörkt bord (skonsamt för ögonen i ett dunkelt rum)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Low to high (2 … A)</source>
        <translation>Låg till hög (2 … ess)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High to low (A … 2)</source>
        <translation>Hög till låg (ess … 2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large</source>
        <translation>Stor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card with a double-click (a single click only selects it)</source>
        <translation>Spela ett kort med dubbelklick (ett enkelklick markerar det bara)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play checker: after a trick, point out a clearly worse play of mine</source>
        <translation>Spelkontroll: påpeka efter varje stick om jag spelat ett klart sämre kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animeringshastighet:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>K&amp;ortbaksida:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Suit order in the hand:</source>
        <translation>&amp;Färgordning på handen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;k order:</source>
        <translation>&amp;Valörordning:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Kor&amp;tstorlek:</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-118"/>
        <source>play {0}</source>
        <translation>spelat kort {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>passning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon choice</source>
        <translation>månval</translation>
    </message>
</context>
</TS>
