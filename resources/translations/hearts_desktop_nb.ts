<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../hearts_desktop/services/autosave.py" line="+84"/>
        <source>(could not be moved: {0})</source>
        <translation>(kunne ikke flyttes: {0})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read and was set aside as {0}.
Reason: {1}</source>
        <translation>Det lagrede spillet kunne ikke leses og ble lagt til side som {0}.
Årsak: {1}</translation>
    </message>
</context>
<context>
    <name>CheckerWords</name>
    <message>
        <location filename="../../hearts_desktop/views/play_checker.py" line="+71"/>
        <source>Play checker: %1 was clearly worse than %2 (about %3 points). %4</source>
        <translation>Spillsjekk: %1 var klart dårligere enn %2 (omtrent %3 poeng). %4</translation>
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
        <translation>Egendefinert rekkefølge</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pass cycle step %1</source>
        <translation>Steg %1 i utvekslingsrekkefølgen</translation>
    </message>
</context>
<context>
    <name>GoneNotice</name>
    <message>
        <location filename="../../hearts_desktop/views/network/gone_notice.py" line="+99"/>
        <source>%1 The score sheet stays here to read and print.</source>
        <translation>%1 Poenglisten blir her, så du kan lese og skrive den ut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed: %1 The score sheet stays here to read and print.</source>
        <translation>Bordet er stengt: %1 Poenglisten blir her, så du kan lese og skrive den ut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your seat is the computer&apos;s for now</source>
        <translation>Plassen din er datamaskinens inntil videre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is closed</source>
        <translation>Bordet er stengt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;it down again</source>
        <translation>Sett deg &amp;ned igjen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>&amp;Back to my game</source>
        <translation>&amp;Tilbake til mitt spill</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Stay and read the score sheet</source>
        <translation>&amp;Bli og les poenglisten</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sitting down again at your seat (try %1); a computer player plays it meanwhile.</source>
        <translation>Setter deg ved plassen din igjen (forsøk %1); en datamaskinspiller spiller den så lenge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sitting down again at your seat; a computer player plays it meanwhile.</source>
        <translation>Setter deg ved plassen din igjen; en datamaskinspiller spiller den så lenge.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sitting down again</source>
        <translation>Setter deg igjen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top trying</source>
        <translation>&amp;Slutt å prøve</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <location filename="../../hearts_desktop/views/table/card_item.py" line="+124"/>
        <source>Card, face down</source>
        <translation>Kort, med baksiden opp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>legal</source>
        <translation>lovlig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not playable now</source>
        <translation>kan ikke spilles nå</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selected to pass</source>
        <translation>valgt til å gis bort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>received</source>
        <translation>mottatt</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/controller.py" line="+272"/>
        <source>Watching: the Expert plays your seat. Press W to take it back</source>
        <translation>Du ser på: Eksperten spiller plassen din. Trykk W for å ta den tilbake</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat is yours again</source>
        <translation>Plassen er din igjen</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Pass the screen to %1</source>
        <translation>Gi skjermen videre til %1</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>Choose %n cards to pass to %1, then press the pass button</source>
        <translation>
            <numerusform>Velg %n kort å gi til %1, og trykk så på Gi-knappen</numerusform>
            <numerusform>Velg %n kort å gi til %1, og trykk så på Gi-knappen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: play a card</source>
        <translation>Din tur: spill et kort</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Expert: %1</source>
        <translation>Eksperten: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A computer player failed: %1</source>
        <translation>En datamaskinspiller feilet: %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The Expert is playing your seat: press W to take it back</source>
        <translation>Eksperten spiller plassen din: trykk W for å ta den tilbake</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drop the card on the trick area in the middle to play it</source>
        <translation>Slipp kortet på stikkområdet i midten for å spille det</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drop a card in the middle to pass it, or on your hand to keep it</source>
        <translation>Slipp et kort i midten for å gi det bort, eller på hånden for å beholde det</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You pass exactly %n cards (H9): put one back first</source>
        <translation>
            <numerusform>Du gir nøyaktig %n kort (H9): legg ett tilbake først</numerusform>
            <numerusform>Du gir nøyaktig %n kort (H9): legg ett tilbake først</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Waiting for the other players to pass</source>
        <translation>Venter på at de andre spillerne skal gi kort</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="+61"/>
        <source>%1 took the Queen of spades.</source>
        <translation>%1 tok spar dame.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 shot the sun!</source>
        <translation>%1 skjøt solen!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon!</source>
        <translation>%1 skjøt månen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were added to everyone else.</source>
        <translation>%1 poeng ble lagt til hos alle andre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points were taken off the shooter&apos;s score.</source>
        <translation>%1 poeng ble trukket fra skytterens poengsum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took no trick: −5.</source>
        <translation>%1 tok ingen stikk: −5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hit the target exactly and drops to half.</source>
        <translation>%1 traff målpoengene nøyaktig og går ned til det halve.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End of hand %1</source>
        <translation>Slutt på runde %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+60"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Points taken</source>
        <translation>Poeng tatt</translation>
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
        <translation>Neste runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Review this hand</source>
        <translation>&amp;Gjennomgå denne runden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You shot the sun!</source>
        <translation>Du skjøt solen!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You shot the moon!</source>
        <translation>Du skjøt månen!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You took every heart and the Queen of spades. How should the %1 points be settled?</source>
        <translation>Du tok alle hjerter og spar dame. Hvordan skal de %1 poengene gjøres opp?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add %1 to everyone else</source>
        <translation>Legg %1 til hos alle andre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract %1 from my score</source>
        <translation>Trekk %1 fra min poengsum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scores before this hand: %1</source>
        <translation>Poeng før denne runden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="+56"/>
        <source>Game over</source>
        <translation>Spillet er slutt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Review the game</source>
        <translation>&amp;Gjennomgå spillet</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="+78"/>
        <source>%1 wins!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared win: %1</source>
        <translation>Delt seier: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/game_dialogs.py" line="-9"/>
        <source>Final score</source>
        <translation>Sluttresultat</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="+97"/>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/hint_text.py" line="+12"/>
        <source>%1 is the only card you may play.</source>
        <translation>%1 er det eneste kortet du kan spille.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: the Queen of spades is dangerous without enough low spades to protect it.</source>
        <translation>Gi bort %1: spar dame er farlig uten nok lave spar til å beskytte den.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass %1: emptying a suit lets you discard penalty cards later.</source>
        <translation>Gi bort %1: blir du renons i en farge, kan du kaste straffekort senere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high hearts are likely to win tricks full of points.</source>
        <translation>Gi bort %1: høye hjerter vinner lett stikk fulle av poeng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1: high cards tend to win tricks you would rather lose.</source>
        <translation>Gi bort %1: høye kort vinner gjerne stikk du heller vil tape.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: low spades force the Queen of spades out while you hold no high spade.</source>
        <translation>Spill ut %1: lave spar tvinger ut spar dame så lenge du ikke har høye spar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: a low card is unlikely to win the trick.</source>
        <translation>Spill ut %1: et lavt kort vinner neppe stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it is the lead least likely to bring you points.</source>
        <translation>Spill ut %1: det er utspillet som minst sannsynlig gir deg poeng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: a higher spade is already down, so the Queen goes to someone else.</source>
        <translation>Spill %1: en høyere spar ligger allerede i stikket, så damen går til en annen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the highest card that still loses the trick.</source>
        <translation>Spill %1: det høyeste kortet som fortsatt taper stikket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: the trick has no points, so win it and get rid of a high card.</source>
        <translation>Spill %1: stikket har ingen poeng, så vinn det og bli kvitt et høyt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: take a point so that nobody shoots the moon.</source>
        <translation>Spill %1: ta et poeng så ingen skyter månen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you have every point so far; keep winning to shoot the moon.</source>
        <translation>Spill %1: du har alle poengene så langt; fortsett å vinne for å skyte månen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: you take this trick whatever you play, so use a high card.</source>
        <translation>Spill %1: du tar stikket uansett hva du spiller, så bruk et høyt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: none of your cards goes under the trick so far; this one is the safest.</source>
        <translation>Spill %1: ingen av kortene dine er lavere enn det som vinner stikket nå; dette er det tryggeste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1: winning this trick while it is still cheap is safer than later.</source>
        <translation>Spill %1: det er tryggere å ta stikket nå, mens det ennå er billig, enn senere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: someone else wins this trick, so give them the points.</source>
        <translation>Kast %1: en annen vinner dette stikket, så gi dem poengene.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1: you cannot follow suit, so get rid of a dangerous high card.</source>
        <translation>Kast %1: du kan ikke følge farge, så bli kvitt et farlig høyt kort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the moon&apos;s points to every other player.</source>
        <translation>Legg månens poeng til hos alle de andre spillerne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract the moon&apos;s points from your own score.</source>
        <translation>Trekk månens poeng fra din egen poengsum.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Suggested: %1</source>
        <translation>Forslag: %1</translation>
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

Kortspillet Hjerter med alle familienes husregler.

Hearts Desktop er fri programvare under MIT-lisensen. Det bruker Qt for Python (PySide6, LGPL-3.0).

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>## Sounds

The sounds were made for Hearts Desktop: a script in its source (tools/make_sounds.py) synthesizes them from tones and noise. They are free under the MIT licence, like the program. They play through miniaudio by David Reid (public domain or MIT-0) and pyminiaudio by Irmen de Jong (MIT).

</source>
        <translation>## Lyder

Lydene er laget for Hearts Desktop: et skript i kildekoden (tools/make_sounds.py) lager dem av toner og støy. De er fri under MIT-lisensen, som programmet. De spilles av gjennom miniaudio av David Reid (fri for alle eller MIT-0) og pyminiaudio av Irmen de Jong (MIT).

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card art</source>
        <translation>Kortgrafikk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Hearts Desktop</source>
        <translation>Om Hearts Desktop</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move along your hand</source>
        <translation>Gå gjennom hånden din</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Enter, mellomrom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or choose it for the pass</source>
        <translation>Spill kortet, eller velg det til passet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass the chosen cards</source>
        <translation>Pass de valgte kortene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide the last trick</source>
        <translation>Skjul forrige stikk</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastatursnarveier</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/main_window.py" line="+101"/>
        <source>Play checker</source>
        <translation>Spillsjekk</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+319"/>
        <source>No hint: %1</source>
        <translation>Ingen tips: %1</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal…</source>
        <translation>Spill et giv etter nu&amp;mmer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart hand</source>
        <translation>Start &amp;runden på nytt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host &amp;a table…</source>
        <translation>V&amp;ert for et bord…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Bli med ved et bord…</translation>
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
        <translation>&amp;Forrige stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;core sheet</source>
        <translation>Poeng&amp;liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ettings…</source>
        <translation>&amp;Innstillinger…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy deal number</source>
        <translation>&amp;Kopier givnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+5"/>
        <source>&amp;Watch the Expert play my seat</source>
        <translation>&amp;Se Eksperten spille for meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent &amp;games…</source>
        <translation>N&amp;ylige spill…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Slik spiller du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastatursnarveier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hearts Desktop</source>
        <translation>&amp;Om Hearts Desktop</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The unfinished game was kept: Game ▸ Recent games</source>
        <translation>Det uferdige spillet ble tatt vare på: Spill ▸ Nylige spill</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/words/scene_text.py" line="-21"/>
        <source>Deal %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This hand has no deal number: its game was begun before hands were numbered</source>
        <translation>Denne runden har ikke noe givnummer: spillet ble startet før rundene fikk nummer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 copied: a friend plays the same cards with Game ▸ Play a deal…</source>
        <translation>Giv %1 kopiert: en venn spiller de samme kortene med Spill ▸ Spill et giv etter nummer…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The unfinished game could not be kept: %1</source>
        <translation>Det uferdige spillet kunne ikke tas vare på: %1</translation>
    </message>
    <message>
        <location line="+158"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+86"/>
        <source>A hint is given when it is your turn</source>
        <translation>Tips gis når det er din tur</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../hearts_desktop/views/network/table_window.py" line="+4"/>
        <source>Thinking about a hint…</source>
        <translation>Tenker ut et tips…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/scene_items.py" line="+189"/>
        <source>%1: %2 points this hand, %3 in total</source>
        <translation>%1: %2 poeng denne runden, %3 totalt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>dealer</source>
        <translation>giver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <translation>skal spille</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand %1 · Total %2</source>
        <translation>Runden %1 · Sum %2</translation>
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
        <translation>Egendefinerte regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Omnibus Hearts</source>
        <translation>Omnibus-hjerter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spot Hearts</source>
        <translation>Poeng-hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Svarte Maria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kanselleringshjerter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · to %2</source>
        <translation>%1 · til %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hearts broken</source>
        <translation>Hjerter er brutt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts not broken</source>
        <translation>Hjerter er ikke brutt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pot: %n cards, for the next trick&apos;s taker</source>
        <translation>
            <numerusform>Potten: %n kort, til den som tar neste stikk</numerusform>
            <numerusform>Potten: %n kort, til den som tar neste stikk</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts Desktop deal %1 (%2 players, %3): Game ▸ Play a deal…</source>
        <translation>Hearts Desktop giv %1 (%2 spillere, %3): Spill ▸ Spill et giv etter nummer…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Waiting for the others to pass</source>
        <translation>Venter på at de andre skal gi kort</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n cards to pass (%1 chosen)</source>
        <translation>
            <numerusform>Velg %n kort å gi bort (%1 valgt)</numerusform>
            <numerusform>Velg %n kort å gi bort (%1 valgt)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passed</source>
        <translation>har gitt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing cards to pass</source>
        <translation>velger kort å gi bort</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_scene.py" line="+295"/>
        <source>%1, your turn: click or press Space to see your cards</source>
        <translation>%1, din tur: klikk eller trykk Mellomrom for å se kortene dine</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>Click or press Space to continue</source>
        <translation>Klikk eller trykk Mellomrom for å fortsette</translation>
    </message>
    <message>
        <location line="+140"/>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-2"/>
        <source>Last trick</source>
        <translation>Forrige stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick, taken by %1</source>
        <translation>Forrige stikk, tatt av %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/table/table_view.py" line="-1"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the previous trick (L)</source>
        <translation>Vis forrige stikk (L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/table_dialogs.py" line="+84"/>
        <source>Play again</source>
        <translation>Spill igjen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take my seat back</source>
        <translation>Ta plassen min tilbake</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Expert is playing your seat; take it back (W)</source>
        <translation>Eksperten spiller plassen din; ta den tilbake (W)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No trick has been played yet in this hand</source>
        <translation>Ingen stikk er spilt ennå i denne runden</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-50"/>
        <source>Two</source>
        <translation>to</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Three</source>
        <translation>tre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Four</source>
        <translation>fire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five</source>
        <translation>fem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Six</source>
        <translation>seks</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seven</source>
        <translation>sju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight</source>
        <translation>åtte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>konge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>left</source>
        <translation>til venstre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>til høyre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across</source>
        <translation>over bordet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nowhere</source>
        <translation>ingen steder</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+5"/>
        <source>No passing this hand</source>
        <translation>Ingen utveksling denne runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass %1</source>
        <translation>Gi %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hearts may not be led until a heart or the Queen of spades has been played</source>
        <translation>hjerter kan ikke spilles ut før det er spilt et hjerter eller spar dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you must follow the suit that was led</source>
        <translation>du må følge fargen som ble spilt ut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no points may be played on the first trick</source>
        <translation>det kan ikke spilles poeng i første stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with the lowest club</source>
        <translation>første stikk må spilles ut med laveste kløver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the first trick must be led with a club</source>
        <translation>første stikk må spilles ut med en kløver</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>there is no moon to settle now</source>
        <translation>det er ingen måne å gjøre opp nå</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the shooter must first choose how the moon is settled</source>
        <translation>skytteren må først velge hvordan månen gjøres opp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over</source>
        <translation>spillet er slutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not possible now</source>
        <translation>det er ikke mulig nå</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not your turn</source>
        <translation>det er ikke din tur</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>passing is not possible now</source>
        <translation>det er ikke mulig å gi kort nå</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>Pass %n cards to the left</source>
        <translation>
            <numerusform>Gi %n kort til venstre</numerusform>
            <numerusform>Gi %n kort til venstre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards to the right</source>
        <translation>
            <numerusform>Gi %n kort til høyre</numerusform>
            <numerusform>Gi %n kort til høyre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pass %n cards across</source>
        <translation>
            <numerusform>Gi %n kort over bordet</numerusform>
            <numerusform>Gi %n kort over bordet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cards are passed, not played, until everyone has passed</source>
        <translation>kort gis bort, ikke spilles, til alle har gitt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>you must pass the number of cards the rules ask for</source>
        <translation>du må gi så mange kort som reglene krever</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that card is not in your hand</source>
        <translation>det kortet er ikke på hånden din</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you have already passed</source>
        <translation>du har allerede gitt kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only the player who shot the moon chooses how it is settled</source>
        <translation>bare spilleren som skjøt månen, velger hvordan den gjøres opp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is not a way to settle the moon</source>
        <translation>det er ikke en gyldig måte å gjøre opp månen på</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deal does not hold exactly the cards in play</source>
        <translation>given inneholder ikke nøyaktig de kortene som er i spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these house rules cannot be played together</source>
        <translation>disse husreglene kan ikke kombineres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such seat at this table</source>
        <translation>det finnes ingen slik plass ved bordet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is against the rules</source>
        <translation>det er mot reglene</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You may not pass the %1</source>
        <translation>Du kan ikke gi bort %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not play the %1</source>
        <translation>Du kan ikke spille %1</translation>
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
        <translation>Ikke tillatt: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/app.py" line="+40"/>
        <location filename="../../hearts_desktop/views/main_window.py" line="-18"/>
        <source>The translation could not be loaded: %1</source>
        <translation>Oversettelsen kunne ikke lastes inn: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/play_deal_dialog.py" line="+35"/>
        <source>Play a deal</source>
        <translation>Spill et giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand has a deal number (on the table and the score sheet; Edit ▸ Copy deal number copies it). The same number deals the same cards on every computer: play a friend&apos;s deal (their message pasted here will do), or one of yours again.</source>
        <translation>Hver runde har et givnummer (på bordet og i poenglisten; Rediger ▸ Kopier givnummer kopierer det). Samme nummer gir de samme kortene på hver datamaskin: spill en venns giv (meldingen deres kan limes inn her som den er), eller et av dine egne på nytt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 4821-0937</source>
        <translation>for eksempel 4821-0937</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Givnummer:</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Dealt for %n players under %1 (Settings ▸ Rules).</source>
        <translation>
            <numerusform>Gitt for %n spiller etter %1 (Innstillinger ▸ Regler).</numerusform>
            <numerusform>Gitt for %n spillere etter %1 (Innstillinger ▸ Regler).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Deal</source>
        <translation>&amp;Del ut</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This deal was shared for %1 players, and your table has %2 (Settings ▸ Players): its cards would not be the same here.</source>
        <translation>Dette givet ble delt for %1 spillere, og bordet ditt har %2 (Innstillinger ▸ Spillere): kortene ville ikke blitt de samme her.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/network/table_tally.py" line="+78"/>
        <source>Games won at this table:</source>
        <translation>Spill vunnet ved dette bordet:</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/host_dialog.py" line="+60"/>
        <source>Host a table</source>
        <translation>Vert for et bord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on this network join from their own computers with Game ▸ Join a table…, with the code below. Computer players take the seats no one has taken, and give them up when someone sits down.</source>
        <translation>Venner på dette nettverket blir med fra sine egne datamaskiner med Spill ▸ Bli med ved et bord… og koden nedenfor. Datamaskinspillere tar plassene ingen har tatt, og gir dem fra seg når noen setter seg.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;navn:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join code</source>
        <translation>Koden for å bli med</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New c&amp;ode</source>
        <translation>Ny k&amp;ode</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Join code:</source>
        <translation>Kode:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every network of this computer</source>
        <translation>Alle nettverkene til denne datamaskinen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This computer only (for a test)</source>
        <translation>Bare denne datamaskinen (for å prøve)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Lytt på:</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%n players, the house rules of Settings; computer players play at level %1.</source>
        <translation>
            <numerusform>%n spiller, husreglene fra Innstillinger; datamaskinspillerne spiller på nivå %1.</numerusform>
            <numerusform>%n spillere, husreglene fra Innstillinger; datamaskinspillerne spiller på nivå %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-19"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Åpne bordet</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%n players, the house rules of Settings; computer players play at the levels of Settings (%1).</source>
        <translation>
            <numerusform>%n spiller, husreglene fra Innstillinger; datamaskinspillerne spiller på nivåene fra Innstillinger (%1).</numerusform>
            <numerusform>%n spillere, husreglene fra Innstillinger; datamaskinspillerne spiller på nivåene fra Innstillinger (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>&amp;Resume the interrupted network game (hand %1, %n players)</source>
        <translation>
            <numerusform>&amp;Fortsett det avbrutte nettverksspillet (runde %1, %n spiller)</numerusform>
            <numerusform>&amp;Fortsett det avbrutte nettverksspillet (runde %1, %n spillere)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The table could not be opened on port %1: %2</source>
        <translation>Bordet kunne ikke åpnes på port %1: %2</translation>
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
        <translation>egendefinerte husregler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game: %1, %2 players, played to %3 points.</source>
        <translation>Dette spillet: %1, %2 spillere, spilles til %3 poeng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is a trick-taking game in which you try not to take points: the lowest total wins (R12).</source>
        <translation>Hjerter er et stikkspill der du prøver å unngå poeng: laveste sum vinner (R12).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Two decks are shuffled together: %1 cards, ace high, no trumps (V5).</source>
        <translation>To kortstokker stokkes sammen: %1 kort, ess høyest, ingen trumf (V5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One deck of 52 cards, ace high, no trumps (R2).</source>
        <translation>Én kortstokk med 52 kort, ess høyest, ingen trumf (R2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With %1 players these cards are taken out: %2 (R3).</source>
        <translation>Med %1 spillere tas disse kortene ut: %2 (R3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt one at a time clockwise; each player gets %1 cards and the deal moves one seat each hand (R4).</source>
        <translation>Kortene gis ett om gangen med klokken; hver spiller får %1 kort, og given går én plass videre hver runde (R4).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 cards left over are the widow: they go, with their points, to the winner of the first trick (V5).</source>
        <translation>De %1 kortene som er til overs, er restkortene: de går, med poengene sine, til vinneren av første stikk (V5).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no passing: every hand is played as dealt.</source>
        <translation>Ingen utveksling: hver runde spilles med kortene slik de ble gitt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand %1: %2</source>
        <translation>runde %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no pass</source>
        <translation>ingen utveksling</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before playing, each player passes %1 cards face down (H9).</source>
        <translation>Før spillet starter, gir hver spiller bort %1 kort med bildesiden ned (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The passes go in this order, then start again: %1 (%2).</source>
        <translation>Utvekslingen går i denne rekkefølgen og begynner så på nytt: %1 (%2).</translation>
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
        <translation>Du ser kortene du får, først etter at du har gitt bort dine egne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player left of the dealer leads the first trick with any card (H5).</source>
        <translation>Spilleren til venstre for giveren spiller ut til første stikk med et valgfritt kort (H5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever holds the %1 leads the first trick with any club (H5).</source>
        <translation>Den som har %1, spiller ut til første stikk med en valgfri kløver (H5).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds the %1 leads it to the first trick (R6).</source>
        <translation>Den som har %1, spiller det ut til første stikk (R6).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Follow the suit led if you can; otherwise play any card. The highest card of the suit led wins the trick, and its winner leads the next one (R7).</source>
        <translation>Følg farge hvis du kan; ellers kan du spille et hvilket som helst kort. Det høyeste kortet i utspillsfargen vinner stikket, og vinneren spiller ut til neste stikk (R7).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts and the Queen of spades may be played on the first trick (H7).</source>
        <translation>Hjerter og spar dame kan spilles i første stikk (H7).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hearts or Queen of spades on the first trick, unless you hold nothing else (R8).</source>
        <translation>Ingen hjerter eller spar dame i første stikk, med mindre du ikke har noe annet (R8).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may be led at any time (H10).</source>
        <translation>Hjerter kan spilles ut når som helst (H10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts may not be led until a heart or the Queen of spades has been played: that breaks hearts (R9, H3).</source>
        <translation>Hjerter kan ikke spilles ut før et hjerter eller spar dame er spilt: det bryter hjerter (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hearts may not be led until a heart has been played: that breaks hearts; the Queen of spades does not (R9, H3).</source>
        <translation>Hjerter kan ikke spilles ut før et hjerter er spilt: det bryter hjerter, men det gjør ikke spar dame (R9, H3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When two identical cards fall in the same trick they cancel: neither can win it. If every card of the suit led is cancelled, the cards stay in the middle for the winner of the next trick (V5).</source>
        <translation>Når to like kort faller i samme stikk, opphever de hverandre: ingen av dem kan vinne det. Hvis alle kortene i utspillsfargen er opphevet, blir kortene liggende i midten til vinneren av neste stikk (V5).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Each heart counts its face value: 2 to 10, the jack 11, the queen 12, the king 13, the ace 14 (H14).</source>
        <translation>Hvert hjerter teller pålydende: 2 til 10, knekt 11, dame 12, konge 13, ess 14 (H14).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each heart counts 1 point (R10).</source>
        <translation>Hvert hjerter teller 1 poeng (R10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Queen of spades counts %1 (R10, H16).</source>
        <translation>Spar dame teller %1 (R10, H16).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The ace of spades counts %1 and the king of spades %2 (H15).</source>
        <translation>Spar ess teller %1 og spar konge %2 (H15).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whoever takes the %1 gets %2 points (H12).</source>
        <translation>Den som tar %1, får %2 poeng (H12).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who takes no trick in a hand gets −5 (H11).</source>
        <translation>En spiller som ikke tar noe stikk i en runde, får −5 (H11).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A total of exactly %1 drops to %2 (H13).</source>
        <translation>En sum på nøyaktig %1 går ned til %2 (H13).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no shooting the moon: every point taken counts (H4).</source>
        <translation>Man kan ikke skyte månen: alle poeng man tar, teller (H4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and both Queens of spades</source>
        <translation>alle hjerter og begge spar damer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all hearts and the Queen of spades</source>
        <translation>alle hjerter og spar dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking %1 in one hand is shooting the moon (R11).</source>
        <translation>Å ta %1 i én runde er å skyte månen (R11).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter chooses: %1 points off their own total, or %1 points added to everyone else (H4).</source>
        <translation>Skytteren velger: %1 poeng trukket fra egen sum, eller %1 poeng lagt til hos alle andre (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter scores nothing and everyone else gets %1 points (H4).</source>
        <translation>Skytteren får ingen poeng, og alle andre får %1 poeng (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The shooter gets %1 points off their own total (H4).</source>
        <translation>Skytteren får %1 poeng trukket fra egen sum (H4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game settles the moon the way that is best for the shooter: %1 points off, or %1 points to everyone else (H4).</source>
        <translation>Spillet gjør opp månen slik det er best for skytteren: %1 poeng trukket fra, eller %1 poeng til alle andre (H4).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taking every trick is shooting the sun: settled like the moon, with %1 points (H17).</source>
        <translation>Å ta alle stikkene er å skyte solen: det gjøres opp som månen, med %1 poeng (H17).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game ends after the hand in which someone reaches %1 points; the lowest total wins (R12, H1).</source>
        <translation>Spillet slutter etter runden der noen når %1 poeng; laveste sum vinner (R12, H1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, play goes on until one player is lowest (H6).</source>
        <translation>Hvis flere deler laveste sum, spilles det videre til én spiller er alene om å ligge lavest (H6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the lowest total is shared, those players share the win (H6).</source>
        <translation>Hvis flere deler laveste sum, deler de seieren (H6).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game ▸ Review this game (Ctrl+R) judges every pass and card of yours as the Expert sees it from what you knew then: each choice gets its expected points for the hand, your points minus the others&apos; average, on the same sampled deals.</source>
        <translation>Spill ▸ Gjennomgå dette spillet (Ctrl+R) vurderer hver bortgiving og hvert kort du spilte slik Eksperten ser det ut fra det du visste da: hvert valg får sine forventede poeng for runden, dine poeng minus snittet til de andre, på de samme trukne givene.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The review looks as deep as the Expert thinks (Settings ▸ Players ▸ Expert thinking time): deeper takes longer and is surer. It sees each computer player as the program it is, as the Expert at the table does. The background review of finished games always looks at the normal depth, so that games compare.</source>
        <translation>Gjennomgangen ser like dypt som Eksperten tenker (Innstillinger ▸ Spillere ▸ Tenketid for Ekspert): dypere tar lengre tid og er sikrere. Den ser hver datamaskinspiller som programmet den er, slik Eksperten ved bordet gjør. Gjennomgangen av ferdige spill i bakgrunnen ser alltid med normal dybde, så spillene kan sammenlignes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Beside it, hindsight says what was best with every hand known: a loss there that the judgement did not see was bad luck, not a bad play.</source>
        <translation>Ved siden av sier «i ettertid» hva som var best med alle hender kjent: et tap der som vurderingen ikke så, var uflaks, ikke et dårlig spill.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play this hand again (in the review, or on the score sheet) deals the same cards against the same opponents at a table of their own; afterwards your tries stand beside the Expert&apos;s own try in your seat.</source>
        <translation>Spill denne runden igjen (i gjennomgangen eller på poenglisten) gir de samme kortene mot de samme motstanderne ved et eget bord; etterpå står forsøkene dine ved siden av Ekspertens eget forsøk på din plass.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>View ▸ Watch the Expert play my seat (W) lets the Expert play for you, saying why; press W again to take your seat back. Those games are not in your statistics.</source>
        <translation>Vis ▸ Se Eksperten spille for meg (W) lar Eksperten spille for deg og si hvorfor; trykk W igjen for å ta plassen tilbake. Slike spill er ikke med i statistikken din.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every finished game is reviewed in the background: Statistics shows the points you lose to mistakes per hand, game by game. Game ▸ Recent games keeps your saved games and every game set aside when another took its place.</source>
        <translation>Hvert fullførte spill gjennomgås i bakgrunnen: Statistikk viser poengene du taper på feil per runde, spill for spill. Spill ▸ Nylige spill tar vare på de lagrede spillene dine og hvert spill som ble lagt til side da et annet tok plassen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How to play Hearts</source>
        <translation>Slik spiller du Hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passing</source>
        <translation>Utveksling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring</source>
        <translation>Poengberegning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game</source>
        <translation>Slutten av spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learning from your games</source>
        <translation>Lær av spillene dine</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/network/join_dialog.py" line="+47"/>
        <source>Join a table</source>
        <translation>Bli med ved et bord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Bord på dette nettverket:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Bord på dette nettverket</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>for example 192.168.1.20 or anna-laptop:47475</source>
        <translation>for eksempel 192.168.1.20 eller anna-laptop:47475</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>6 digits, from the host</source>
        <translation>6 sifre, fra verten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Kode:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;navn:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Join</source>
        <translation>&amp;Bli med</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 — %2 — %3 of %n seats free — computer players: %4</source>
        <translation>
            <numerusform>%1 — %2 — %3 av %n plass ledig — datamaskinspillere: %4</numerusform>
            <numerusform>%1 — %2 — %3 av %n plasser ledige — datamaskinspillere: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 — %2 — %3 of %n seats free</source>
        <translation>
            <numerusform>%1 — %2 — %3 av %n plass ledig</numerusform>
            <numerusform>%1 — %2 — %3 av %n plasser ledige</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Looking for tables…</source>
        <translation>Ser etter bord…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables cannot be looked for here (%1): type the host&apos;s address.</source>
        <translation>Her kan det ikke letes etter bord (%1): skriv inn vertens adresse.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type an address like 192.168.1.20 or anna-laptop:47475.</source>
        <translation>Skriv en adresse som 192.168.1.20 eller anna-laptop:47475.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Joining…</source>
        <translation>Blir med…</translation>
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
        <translation>Systemspråk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Language of the menus, messages and score sheet:</source>
        <translation>Språk for menyer, meldinger og poengliste:</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <location line="-227"/>
        <source>Beginner</source>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual</source>
        <translation>Middels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Vanskelig</translation>
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
        <translation>Hjerter — nettverksbord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>Poeng&amp;liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Forrige stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address and code…</source>
        <translation>&amp;Adresse og kode…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Give a seat to the computer…</source>
        <translation>Gi en plass til &amp;datamaskinen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game at this table</source>
        <translation>&amp;Nytt spill ved dette bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>&amp;Spill igjen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view the last game…</source>
        <translation>&amp;Gjennomgå det siste spillet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the table</source>
        <translation>&amp;Steng bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the &amp;table</source>
        <translation>Forlat &amp;bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Slik spiller du</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected</source>
        <translation>Ikke tilkoblet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your table: %1, code %2; computer players: %3</source>
        <translation>Ditt bord: %1, kode %2; datamaskinspillere: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your table: %1, code %2</source>
        <translation>Ditt bord: %1, kode %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At %1; computer players: %2</source>
        <translation>Ved %1; datamaskinspillere: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1</source>
        <translation>Ved %1</translation>
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
        <translation>Venner på dette nettverket velger Spill ▸ Bli med ved et bord…, velger dette bordet eller skriver inn en adresse, og oppgir koden.

Adresser: %1
Kode: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Stop this game for everyone at the table and deal a new one?</source>
        <translation>Avslutte dette spillet for alle ved bordet og gi et nytt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>This game could not be kept: %1</source>
        <translation>Dette spillet kunne ikke tas vare på: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is kept: Game ▸ Recent games, in the main window</source>
        <translation>Dette spillet er tatt vare på: Spill ▸ Nylige spill, i hovedvinduet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game that ended while you were away could not be kept: %1</source>
        <translation>Spillet som sluttet mens du var borte, kunne ikke tas vare på: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game that ended while you were away is kept: Game ▸ Recent games, in the main window</source>
        <translation>Spillet som sluttet mens du var borte, er tatt vare på: Spill ▸ Nylige spill, i hovedvinduet</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 would play again. New game deals it now; otherwise it is dealt in %2 s.</source>
        <translation>%1 vil spille igjen. «Nytt spill» deler ut nå; ellers deles det ut om %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You asked for the next game. Waiting for %3; it is dealt in %2 s at the latest.</source>
        <translation>Du har bedt om neste spill. Venter på %3; det deles ut senest om %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone asked: the next game is being dealt.</source>
        <translation>Alle har bedt om det: neste spill deles ut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 would play again: choose Play again to join them (dealt in %2 s at the latest).</source>
        <translation>%1 vil spille igjen: velg «Spill igjen» for å bli med (deles ut senest om %2 s).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 sat down at the table</source>
        <translation>%1 satte seg ved bordet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 left the table: a computer player at level %2 plays the seat</source>
        <translation>%1 forlot bordet: en datamaskinspiller på nivå %2 tar plassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the table: a computer player plays the seat</source>
        <translation>%1 forlot bordet: en datamaskinspiller tar plassen</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>The table has waited %n minutes for %1. If they walked away, Table ▸ Give a seat to the computer… lets a computer player play for them until they join again.</source>
        <translation>
            <numerusform>Bordet har ventet %n minutt på %1. Har de gått fra bordet, lar Bord ▸ Gi en plass til datamaskinen… en datamaskinspiller spille for dem til de blir med igjen.</numerusform>
            <numerusform>Bordet har ventet %n minutter på %1. Har de gått fra bordet, lar Bord ▸ Gi en plass til datamaskinen… en datamaskinspiller spille for dem til de blir med igjen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Nobody else sits at the table</source>
        <translation>Ingen andre sitter ved bordet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a seat to the computer</source>
        <translation>Gi en plass til datamaskinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A computer player takes this seat until its player joins again with the code:</source>
        <translation>En datamaskinspiller tar denne plassen til spilleren blir med igjen med koden:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>You are back at your seat</source>
        <translation>Du er tilbake på plassen din</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the table</source>
        <translation>Steng bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the table? The others are told, and the game is kept to resume.</source>
        <translation>Stenge bordet? De andre får beskjed, og spillet tas vare på så det kan fortsettes.</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="+19"/>
        <source>At least one seat must be played by a person.</source>
        <translation>Minst én plass må spilles av et menneske.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Antall spillere:</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>How long the Expert level may think about each card and each pass; the hint thinks as long.</source>
        <translation>Hvor lenge Ekspert-nivået kan tenke på hvert kort og hver bortgiving; tipset tenker like lenge.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Expert thinking time:</source>
        <translation>&amp;Tenketid for Ekspert:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seat</source>
        <translation>Plass</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer level</source>
        <translation>Datamaskinnivå</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Human player</source>
        <translation>Menneskelig spiller</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Quick</source>
        <translation>Rask</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Grundig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very deep</source>
        <translation>Svært grundig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: up to %2 s a decision, at most %3 s a hand for each Expert</source>
        <translation>%1: opptil %2 s per valg, høyst %3 s per runde for hver Ekspert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your own: %1 s a decision</source>
        <translation>Din egen: %1 s per valg</translation>
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
        <translation>&amp;Lukk</translation>
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
        <translation>Lukk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
</context>
<context>
    <name>ReplayWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/replay_dialog.py" line="+102"/>
        <source>Replay</source>
        <translation>Avspilling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position in the game</source>
        <translation>Posisjon i spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|◀ Start</source>
        <translation>|◀ Start</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>◀◀ Hand</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>◀ Trick</source>
        <translation>◀ Stikk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trick ▶</source>
        <translation>Stikk ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End ▶|</source>
        <translation>Slutt ▶|</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The deal of hand 1</source>
        <translation>Given i runde 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}: after the pass</source>
        <translation>Runde {0}: etter utvekslingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand {0}, trick {1}: where the record ends</source>
        <translation>Runde {0}, stikk {1}: der opptaket slutter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of hand {0}: totals {1}</source>
        <translation>Slutt på runde {0}: summer {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand {0}, after trick {1} of {2}</source>
        <translation>Runde {0}, etter stikk {1} av {2}</translation>
    </message>
</context>
<context>
    <name>ReviewCliWords</name>
    <message>
        <location filename="../../hearts_desktop/review_cli.py" line="+90"/>
        <source>The Expert: %1. %2</source>
        <translation>Eksperten: %1. %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The Expert&apos;s review of %1 (seat %2): %3 decisions</source>
        <translation>Ekspertens gjennomgang av %1 (plass %2): %3 valg</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deal %1</source>
        <translation>giv %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes this hand: %1</source>
        <translation>Poeng tapt på feil i denne runden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Poeng tapt på feil i spillet: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worst: %1, %2 (%3 points)</source>
        <translation>Verst: %1, %2 (%3 poeng)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--seat needs a seat number (0 is South)</source>
        <translation>--seat trenger et plassnummer (0 er Sør)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--think needs quick, normal, deep, very-deep or a number of seconds</source>
        <translation>--think trenger quick, normal, deep, very-deep eller et antall sekunder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--review needs one file: a saved game or a game record</source>
        <translation>--review trenger én fil: et lagret spill eller en spillprotokoll</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reviewed: %2</source>
        <translation>%1 kan ikke gjennomgås: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game has seats 0 to %1</source>
        <translation>Spillet har plassene 0 til %1</translation>
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
        <translation>unøyaktighet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>feil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>tabbe</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Pass</source>
        <translation>Bortgiving</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1</source>
        <translation>Stikk %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hand %1, pass</source>
        <translation>Runde %1, bortgiving</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand %1, trick %2</source>
        <translation>Runde %1, stikk %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 poeng)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 points lost</source>
        <translation>%1: %2 poeng tapt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hindsight (every hand known, exact): %1</source>
        <translation>I ettertid (alle hender kjent, nøyaktig): %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight (every hand known, estimated): %1</source>
        <translation>I ettertid (alle hender kjent, anslått): %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost against the table: under %1 good, from %1 an inaccuracy, from %2 a mistake, from %3 a blunder.</source>
        <translation>Poeng tapt mot bordet: under %1 bra, fra %1 en unøyaktighet, fra %2 en feil, fra %3 en tabbe.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+187"/>
        <source>Review: %1</source>
        <translation>Gjennomgang: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+53"/>
        <source>Decision</source>
        <translation>Valg</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Played</source>
        <translation>Spilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="+0"/>
        <source>Verdict</source>
        <translation>Dom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decisions</source>
        <translation>Valg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choice</source>
        <translation>Valg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expected points</source>
        <translation>Forventede poeng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hindsight</source>
        <translation>I ettertid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choices the Expert weighed</source>
        <translation>Valgene Eksperten vurderte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worst:</source>
        <translation>Verst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel the analysis</source>
        <translation>&amp;Avbryt analysen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Analyse the rest</source>
        <translation>Analyser &amp;resten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this hand again</source>
        <translation>&amp;Spill denne runden igjen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards and opponents at a table of their own, then your tries and the Expert&apos;s side by side</source>
        <translation>De samme kortene og motstanderne ved et eget bord, deretter forsøkene dine og Ekspertens side om side</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expected points: your points for the hand minus the others&apos; average, from what you knew then (lower is better; ± one standard error). On the table your choice is blue, the Expert&apos;s amber. </source>
        <translation>Forventede poeng: dine poeng for runden minus snittet til de andre, ut fra det du visste da (lavere er bedre; ± én standardfeil). På bordet er ditt valg blått og Ekspertens ravgult. </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%v of %m decisions judged</source>
        <translation>%v av %m valg vurdert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The analysis failed: %1</source>
        <translation>Analysen mislyktes: %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/words/review_text.py" line="-57"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/review_dialog.py" line="+86"/>
        <source>Blue, yours: %1</source>
        <translation>Blått, ditt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber, the Expert&apos;s: %1</source>
        <translation>Ravgult, Ekspertens: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Expert: %1. %2</source>
        <translation>Eksperten: %1. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindsight: nothing to choose.</source>
        <translation>I ettertid: ingenting å velge.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-2"/>
        <source>Points lost to mistakes in the game: %1</source>
        <translation>Poeng tapt på feil i spillet: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points lost to mistakes: hand %1, %2; game, %3</source>
        <translation>Poeng tapt på feil: runde %1, %2; spillet, %3</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/review_actions.py" line="+77"/>
        <source>Re&amp;view this game…</source>
        <translation>Gjenn&amp;omgå dette spillet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revie&amp;w a saved game…</source>
        <translation>Gjennomgå et lagret s&amp;pill…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing to review yet: the game is reviewed once it is over</source>
        <translation>Ingenting å gjennomgå ennå: spillet gjennomgås når det er ferdig</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Whose passes and cards shall the Expert review?</source>
        <translation>Hvem sine bortgivinger og kort skal Eksperten gjennomgå?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nothing to review yet: no pass or card of yours</source>
        <translation>Ingenting å gjennomgå ennå: ingen bortgiving eller kort fra deg</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Review a saved game</source>
        <translation>Gjennomgå et lagret spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Spillogger for Hjerter (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+62"/>
        <source>Review</source>
        <translation>Gjennomgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be reviewed:
%2</source>
        <translation>%1 kan ikke gjennomgås:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/recent_games_dialog.py" line="+76"/>
        <location line="+7"/>
        <location line="+73"/>
        <source>Recent games</source>
        <translation>Nylige spill</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Games you saved or opened, and games set aside when another took their place. Moving one to the trash leaves the others and your statistics as they are.</source>
        <translation>Spill du har lagret eller åpnet, og spill som ble lagt til side da et annet tok plassen deres. Å flytte ett til papirkurven lar de andre og statistikken din være som de er.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and scores</source>
        <translation>Spillere og poeng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hands</source>
        <translation>Runder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review</source>
        <translation>&amp;Gjennomgå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to &amp;trash</source>
        <translation>Flytt til &amp;papirkurven</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saved</source>
        <translation>Lagret</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Nettverksbord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan ikke leses: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (finished)</source>
        <translation>%1 (ferdig)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 could not be moved to the trash; it is where it was:
%2</source>
        <translation>%1 kunne ikke flyttes til papirkurven; den ligger der den lå:
%2</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/review_export.py" line="-3"/>
        <source>The Expert&apos;s review: %1</source>
        <translation>Ekspertens gjennomgang: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points lost</source>
        <translation>Poeng tapt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The Expert&apos;s choice</source>
        <translation>Ekspertens valg</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 decisions, %2 points lost to mistakes</source>
        <translation>%1 valg, %2 poeng tapt på feil</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/practice_window.py" line="+102"/>
        <source>Hand %1 again</source>
        <translation>Runde %1 igjen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Practice</source>
        <translation>&amp;Øving</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Play it &amp;again</source>
        <translation>Spill den &amp;igjen</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>C&amp;ompare the tries</source>
        <translation>Sa&amp;mmenlign forsøkene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Lukk</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>In the game</source>
        <translation>I spillet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Try %1</source>
        <translation>Forsøk %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert in your seat</source>
        <translation>Eksperten på din plass</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>How the tries went</source>
        <translation>Slik gikk forsøkene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same opponents: %1&apos;s seat</source>
        <translation>De samme kortene, de samme motstanderne: plassen til %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points taken</source>
        <translation>Poeng tatt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score change</source>
        <translation>Endring i poengsum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the table</source>
        <translation>Mot bordet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>thinking…</source>
        <translation>tenker…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not played</source>
        <translation>ikke spilt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Against the table: your score&apos;s change minus the others&apos; average (lower is better; a moon counts for what it does to everyone).</source>
        <translation>Mot bordet: endringen i poengsummen din minus snittet til de andre (lavere er bedre; en måne teller for det den gjør med alle).</translation>
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
        <translation>Skytteren velger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add to the others</source>
        <translation>Legg til hos de andre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtract from the shooter</source>
        <translation>Trekk fra hos skytteren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best for the shooter, automatically</source>
        <translation>Best for skytteren, automatisk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No moon</source>
        <translation>Ingen måne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lowest club must be led</source>
        <translation>Laveste kløver må spilles ut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its holder may lead any club</source>
        <translation>Den som har den, kan spille ut en valgfri kløver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left of the dealer leads any card</source>
        <translation>Den til venstre for giver spiller ut valgfritt kort</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target score</source>
        <translation>Målpoeng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>Spillet slutter etter runden der noen når denne poengsummen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card removed with 3 players</source>
        <translation>Kort som tas ut med 3 spillere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players one two is taken out so everyone gets 17 cards.</source>
        <translation>Med tre spillere tas én toer ut, slik at alle får 17 kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q♠ breaks hearts</source>
        <translation>Spar dame bryter hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing the Queen of spades allows hearts to be led afterwards.</source>
        <translation>Når spar dame er spilt, kan hjerter spilles ut etterpå.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shooting the moon</source>
        <translation>Skyte månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How taking every heart and the Q♠ is settled.</source>
        <translation>Hvordan det gjøres opp når noen tar alle hjerter og spar dame.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead</source>
        <translation>Første utspill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick of a hand, and with what.</source>
        <translation>Hvem som spiller ut til første stikk i en runde, og med hvilket kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tie for the lowest score</source>
        <translation>Delt laveste poengsum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when the game ends with a tie for the win.</source>
        <translation>Hva som skjer når spillet slutter med likt om seieren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win</source>
        <translation>Delt seier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on until the tie is broken</source>
        <translation>Spill videre til det ikke lenger står likt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points on the first trick</source>
        <translation>Poeng i første stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether hearts or the Q♠ may be discarded on the first trick.</source>
        <translation>Om hjerter eller spar dame kan kastes i første stikk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forbidden</source>
        <translation>Forbudt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allowed</source>
        <translation>Tillatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass cycle</source>
        <translation>Utvekslingsrekkefølge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the cards go, hand after hand (across needs an even number of players).</source>
        <translation>Hvor kortene går, runde etter runde (over bordet krever et partall spillere).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards passed</source>
        <translation>Kort som gis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many cards each player passes.</source>
        <translation>Hvor mange kort hver spiller gir bort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts must be broken</source>
        <translation>Hjerter må brytes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts may not be led until a heart (or the Q♠) has been played.</source>
        <translation>Hjerter kan ikke spilles ut før et hjerter (eller spar dame) er spilt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bonus for taking no trick</source>
        <translation>Bonus for ingen stikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−5 for a player who takes no trick (not when the moon was shot).</source>
        <translation>−5 til en spiller som ikke tar noe stikk (ikke når månen ble skutt).</translation>
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
        <translation>Et kort som gir −10 til den som tar det.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>J♦ −10</source>
        <translation>Ruter knekt −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10♦ −10</source>
        <translation>Ruter ti −10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact target reset</source>
        <translation>Halvering ved nøyaktig mål</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A total of exactly the target score drops to half of it.</source>
        <translation>En sum på nøyaktig målpoengene går ned til det halve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heart values</source>
        <translation>Verdi på hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each heart counts 1, or its face value (J 11, Q 12, K 13, A 14).</source>
        <translation>Hvert hjerter teller 1, eller pålydende (knekt 11, dame 12, konge 13, ess 14).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 each</source>
        <translation>1 per kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value</source>
        <translation>Pålydende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra penalty spades</source>
        <translation>Ekstra straffekort i spar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The A♠ counts 7 and the K♠ 10, as in Black Maria.</source>
        <translation>Spar ess teller 7 og spar konge 10, som i Svarte Maria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A♠ 7, K♠ 10</source>
        <translation>Spar ess 7, spar konge 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ value</source>
        <translation>Verdi på spar dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the Queen of spades counts.</source>
        <translation>Hva spar dame teller.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shoot the sun</source>
        <translation>Skyte solen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning every trick is settled like the moon, with twice the amount.</source>
        <translation>Å ta alle stikkene gjøres opp som månen, med dobbelt så mange poeng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancellation (two decks)</source>
        <translation>Kansellering (to kortstokker)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5–7 players, two decks, a widow, no passing; identical cards cancel.</source>
        <translation>5–7 spillere, to kortstokker, restkort, ingen utveksling; like kort opphever hverandre.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left</source>
        <translation>Til venstre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Til høyre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Over bordet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No pass</source>
        <translation>Ingen utveksling</translation>
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
        <translation>Omnibus-hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot Hearts</source>
        <translation>Poeng-hjerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Maria</source>
        <translation>Svarte Maria</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancellation Hearts</source>
        <translation>Kanselleringshjerter</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your own mix of house rules.</source>
        <translation>Din egen blanding av husregler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The usual game: each heart counts 1 and the Q♠ 13; the lowest score wins.</source>
        <translation>Det vanlige spillet: hvert hjerter teller 1 og Q♠ 13; lavest poengsum vinner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The usual game, and the J♦ is worth −10 to whoever takes it.</source>
        <translation>Det vanlige spillet, og J♦ gir −10 til den som tar den.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts count their face value and the Q♠ 25; the game goes to 500.</source>
        <translation>Hjerter teller pålydende og Q♠ 25; spillet går til 500.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The British game: A♠ 7, K♠ 10 and Q♠ 13, always pass right, no moon.</source>
        <translation>Det britiske spillet: A♠ 7, K♠ 10 og Q♠ 13, alltid pass til høyre, ingen måne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For 5 to 7 players with two decks: identical cards in a trick cancel.</source>
        <translation>For 5 til 7 spillere med to kortstokker: like kort i et stikk opphever hverandre.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Custom, based on %1</source>
        <translation>Egendefinert, basert på %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The target score must be between %1 and %2 (H1).</source>
        <translation>Målpoengene må være mellom %1 og %2 (H1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With three players the 2♦ or the 2♣ is removed (H2).</source>
        <translation>Med tre spillere tas ruter to eller kløver to ut (H2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Between 1 and 4 cards are passed (H9).</source>
        <translation>Det gis bort mellom 1 og 4 kort (H9).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Q♠ counts 13 or 25 (H16).</source>
        <translation>Spar dame teller 13 eller 25 (H16).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting the sun is settled like the moon: choose a moon settlement other than “No moon” (H17, H4).</source>
        <translation>Å skyte solen gjøres opp som månen: velg et annet måneoppgjør enn «Ingen måne» (H17, H4).</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cancellation Hearts needs 5 to 7 players, not %n (V5).</source>
        <translation>
            <numerusform>Kanselleringshjerter krever 5 til 7 spillere, ikke %n (V5).</numerusform>
            <numerusform>Kanselleringshjerter krever 5 til 7 spillere, ikke %n (V5).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts is played by 3 to 7 players (R1).</source>
        <translation>Hjerter spilles av 3 til 7 spillere (R1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A custom pass cycle needs at least one step (H8).</source>
        <translation>En egendefinert utvekslingsrekkefølge må ha minst ett steg (H8).</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Passing across needs an even number of players, not %n (H8).</source>
        <translation>
            <numerusform>Å gi over bordet krever et partall spillere, ikke %n (H8).</numerusform>
            <numerusform>Å gi over bordet krever et partall spillere, ikke %n (H8).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_rules_tab.py" line="+55"/>
        <location line="+174"/>
        <source>Custom</source>
        <translation>Egendefinert</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>A named variant fills in the house rules; you can still change any.</source>
        <translation>En navngitt variant fyller inn husreglene; du kan fortsatt endre hvilken som helst av dem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule problems</source>
        <translation>Regelproblemer</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Restore defaults</source>
        <translation>Gjenopprett standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set every house rule back to V1 Standard</source>
        <translation>Sett alle husregler tilbake til V1 Standard</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Set the target score to %1</source>
        <translation>Sett målpoengene til %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_sheet.py" line="+118"/>
        <location line="+183"/>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>&amp;Hand:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this hand &amp;again</source>
        <translation>Spill denne runden &amp;igjen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy deal number</source>
        <translation>&amp;Kopier givnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen hand&apos;s deal number, for a friend to play the same cards</source>
        <translation>Givnummeret til den valgte runden, så en venn kan spille de samme kortene</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;With the Expert&apos;s review</source>
        <translation>&amp;Med Ekspertens gjennomgang</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Print…</source>
        <translation>&amp;Skriv ut…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Forhåndsvisning…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export</source>
        <translation>&amp;Eksporter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF document…</source>
        <translation>PDF-dokument…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spreadsheet (CSV)…</source>
        <translation>Regneark (CSV)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web page (HTML)…</source>
        <translation>Nettside (HTML)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game record (JSON)…</source>
        <translation>Spillogg (JSON)…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Deal %1 copied</source>
        <translation>Giv %1 kopiert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Print preview — score sheet</source>
        <translation>Forhåndsvisning — poengliste</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Hearts score sheet</source>
        <translation>Poengliste for Hjerter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-dokumenter (*.pdf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web pages (*.html)</source>
        <translation>Nettsider (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts game records (*.json)</source>
        <translation>Spillogger for Hjerter (*.json)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hearts-score-%1</source>
        <translation>hjerter-poeng-%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export score sheet</source>
        <translation>Eksporter poengliste</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A network table&apos;s game record stays with its host</source>
        <translation>Spillprotokollet for et nettverksbord blir hos verten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file could not be written:
%1</source>
        <translation>Filen kunne ikke skrives:
%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <location line="-228"/>
        <source>Score sheet</source>
        <translation>Poengliste</translation>
    </message>
</context>
<context>
    <name>SeatName</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+55"/>
        <source>South</source>
        <translation>Sør</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-West</source>
        <translation>Sørvest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Vest</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-West</source>
        <translation>Nordvest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North-East</source>
        <translation>Nordøst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South-East</source>
        <translation>Sørøst</translation>
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
        <translation>Koden er feil.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at that table is taken by a person.</source>
        <translation>Alle plassene ved det bordet er tatt av personer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not answer.</source>
        <translation>Bordet svarte ikke.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Verten stengte bordet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host was stopped.</source>
        <translation>Verten ble stoppet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host gave your seat to a computer player for now: join again with the code to take it back.</source>
        <translation>Verten ga plassen din til en datamaskinspiller inntil videre: bli med igjen med koden for å ta den tilbake.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the table was lost.</source>
        <translation>Forbindelsen til bordet ble brutt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the table.</source>
        <translation>Du forlot bordet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s computer has stopped answering. It may be asleep, busy or off the network.</source>
        <translation>Vertens datamaskin har sluttet å svare. Den kan ha gått i dvale, være opptatt eller være frakoblet nettverket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table sent something this version of Hearts Desktop cannot follow, so the game cannot go on here.</source>
        <translation>Bordet sendte noe denne versjonen av Hearts Desktop ikke kan følge, så spillet kan ikke fortsette her.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer sent the table too many messages at once.</source>
        <translation>Denne datamaskinen sendte bordet for mange meldinger på en gang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many connections from this computer are waiting at that table. Try again in a moment.</source>
        <translation>For mange tilkoblinger fra denne datamaskinen venter ved det bordet. Prøv igjen om et øyeblikk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many people are knocking at that table just now. Try again in a moment.</source>
        <translation>For mange banker på ved det bordet akkurat nå. Prøv igjen om et øyeblikk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That table is not listening to this computer for a while. Try again in a minute.</source>
        <translation>Det bordet hører ikke på denne datamaskinen en stund. Prøv igjen om et minutt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That table runs another version of Hearts Desktop (this one speaks protocol %1). Both computers need the same version.</source>
        <translation>Det bordet kjører en annen versjon av Hearts Desktop (denne snakker protokoll %1). Begge datamaskinene må ha samme versjon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The table heard nothing from this computer for too long.</source>
        <translation>Bordet har ikke hørt noe fra denne datamaskinen på for lenge.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No table answers at that address and port.</source>
        <translation>Ingen bord svarer på den adressen og porten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No computer of that name was found on the network.</source>
        <translation>Ingen datamaskin med det navnet ble funnet på nettverket.</translation>
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
        <translation>Selvtest MISLYKTES: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Self-test FAILED with an unexpected error (above).</source>
        <translation>Selvtest MISLYKTES med en uventet feil (se over).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Hearts Desktop %1: self-test passed.</source>
        <translation>Hearts Desktop %1: selvtesten besto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One hand of %1 cards in %2 tricks, points %3.</source>
        <translation>Én runde med %1 kort i %2 stikk, poeng %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invariants held, the game record round-trips, a worker answered.</source>
        <translation>Invariantene holdt, spilloggen overlever lagring og innlesing, en arbeidsprosess svarte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 sounds play (on a silent device).</source>
        <translation>De %1 lydene spilles av (på en stille enhet).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the compiled kernel.</source>
        <translation>Datamaskinspillerne tenker med den kompilerte kjernen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer players think with the pure-Python kernel (slower).</source>
        <translation>Datamaskinspillerne tenker med kjernen i ren Python (tregere).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table rendered in %1 ms.</source>
        <translation>Bordet ble tegnet på %1 ms.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total %1 s.</source>
        <translation>Totalt %1 s.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>the table raised an error: %1</source>
        <translation>bordet ga en feil: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the table was never rendered</source>
        <translation>bordet ble aldri tegnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the table is still animating at instant speed</source>
        <translation>bordet animerer fortsatt selv med øyeblikkelig hastighet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table does not show the cards the model dealt</source>
        <translation>bordet viser ikke kortene som modellen ga</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no seat is to act</source>
        <translation>ingen plass står for tur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the table refused a legal action: %1</source>
        <translation>bordet avviste en lovlig handling: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the hand does not end</source>
        <translation>runden tar ikke slutt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the hand did not start with a deal</source>
        <translation>runden begynte ikke med at kortene ble gitt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the deal is not the deck: a card is missing or dealt twice</source>
        <translation>given er ikke kortstokken: et kort mangler eller er gitt to ganger</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not every card was played exactly once</source>
        <translation>ikke alle kort ble spilt nøyaktig én gang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrong number of tricks</source>
        <translation>feil antall stikk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a trick has the wrong number of cards</source>
        <translation>et stikk har feil antall kort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the hand&apos;s points differ from the points of the tricks taken</source>
        <translation>rundens poeng avviker fra poengene i stikkene som ble tatt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the points taken do not add up to the deck&apos;s points</source>
        <translation>poengene som ble tatt, summerer ikke til kortstokkens poeng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the totals after the first hand are not its points</source>
        <translation>summene etter første runde er ikke rundens poeng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the score history does not hold the hand</source>
        <translation>poenghistorikken inneholder ikke runden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game record does not round-trip</source>
        <translation>spilloggen overlever ikke lagring og innlesing</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>replaying the game record does not rebuild the game</source>
        <translation>avspilling av spilloggen gjenskaper ikke spillet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the computer players&apos; worker process did not start: %1</source>
        <translation>arbeidsprosessen til datamaskinspillerne startet ikke: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer players&apos; worker process answered wrongly</source>
        <translation>arbeidsprosessen til datamaskinspillerne svarte feil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the computer players&apos; compiled kernel is missing</source>
        <translation>den kompilerte kjernen til datamaskinspillerne mangler</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>sorting by language (collation) does not work</source>
        <translation>sortering etter språk (kollasjon) virker ikke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>case rules by language do not work</source>
        <translation>språkavhengige regler for store og små bokstaver virker ikke</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the sounds cannot be played: %1</source>
        <translation>lydene kan ikke spilles av: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the table did not render</source>
        <translation>bordet ble ikke tegnet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the rendered table shows no felt</source>
        <translation>det tegnede bordet viser ingen filt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table shows no card faces</source>
        <translation>det tegnede bordet viser ingen kortforsider</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rendered table looks blank</source>
        <translation>det tegnede bordet ser tomt ut</translation>
    </message>
</context>
<context>
    <name>ServeWords</name>
    <message>
        <location filename="../../hearts_desktop/net/serve.py" line="+86"/>
        <source>Unknown preset: %1 (choose one of %2)</source>
        <translation>Ukjent variant: %1 (velg en av %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown option: %1</source>
        <translation>Ukjent valg: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs a value</source>
        <translation>%1 trenger en verdi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The port must be a number from 1 to 65535, not %1</source>
        <translation>Porten må være et tall fra 1 til 65535, ikke %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The join code must be 6 digits</source>
        <translation>Koden for å bli med må ha 6 sifre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table has 3 to 7 players, not %1</source>
        <translation>Et bord har 3 til 7 spillere, ikke %1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unknown level: %1</source>
        <translation>Ukjent nivå: %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>The Expert&apos;s thinking time is quick, normal, deep, very-deep or seconds, not %1</source>
        <translation>Ekspertens tenketid er quick, normal, deep, very-deep eller sekunder, ikke %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not an address: %1</source>
        <translation>Ikke en adresse: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--serve needs a port and --code needs a 6-digit join code</source>
        <translation>--serve trenger en port og --code en sekssifret kode</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>--level needs one level, or one for each of the %n seats</source>
        <translation>
            <numerusform>--level trenger ett nivå, eller ett for hver av de %n plassene</numerusform>
            <numerusform>--level trenger ett nivå, eller ett for hver av de %n plassene</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The saved network game was kept as %1</source>
        <translation>Det lagrede nettverksspillet ble tatt vare på som %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resuming the saved network game at hand %1</source>
        <translation>Fortsetter det lagrede nettverksspillet ved giv %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game could not be saved: %1</source>
        <translation>Spillet kunne ikke lagres: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The games finished earlier at this table could not be read (%1); the table counts its games won from now on</source>
        <translation>Spillene som ble spilt ferdig tidligere ved dette bordet, kunne ikke leses (%1); bordet teller vunne spill fra nå av</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The games owed to players who were away could not be read (%1); the file was kept as %2</source>
        <translation>Spillene som skyldes spillere som var borte, kunne ikke leses (%1); filen ble tatt vare på som %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The games owed to players who were away could not be saved: %1</source>
        <translation>Spillene som skyldes spillere som var borte, kunne ikke lagres: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Cannot listen on port %1: %2</source>
        <translation>Kan ikke lytte på port %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every address of this computer</source>
        <translation>alle adressene til denne datamaskinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serving a table of %1 on port %2 (%3); join code %4</source>
        <translation>Et bord for %1 er åpent på port %2 (%3); kode %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over: %1</source>
        <translation>Spillet er slutt: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The table is closed; the game is saved.</source>
        <translation>Bordet er stengt; spillet er lagret.</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+115"/>
        <location line="+37"/>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Finish the hand</source>
        <translation>&amp;Fullfør runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistikk…</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="+100"/>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+123"/>
        <source>The game could not be saved: {0}</source>
        <translation>Spillet kunne ikke lagres: {0}</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+23"/>
        <source>This game is not in the statistics: the Expert played for you</source>
        <translation>Dette spillet er ikke med i statistikken: Eksperten spilte for deg</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>This game is not in the statistics: it does not say which seat was yours</source>
        <translation>Dette spillet er ikke med i statistikken: det sier ikke hvilket sete som var ditt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game is not in the statistics: a computer player played for you while you were away</source>
        <translation>Dette spillet er ikke med i statistikken: en datamaskinspiller spilte for deg mens du var borte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game is in the statistics already</source>
        <translation>Dette spillet er allerede med i statistikken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is counted in the statistics (network tables)</source>
        <translation>Dette spillet er telt med i statistikken (nettverksbord)</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="-83"/>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved game</source>
        <translation>Lagret spill</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game was interrupted in hand {0} (scores: {1}).
Resume it where it stopped?</source>
        <translation>Et spill ble avbrutt i runde {0} (poeng: {1}).
Vil du fortsette der det stoppet?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume game</source>
        <translation>Fortsett spillet</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/services/session.py" line="-27"/>
        <location line="+23"/>
        <source>The statistics could not be updated: {0}</source>
        <translation>Statistikken kunne ikke oppdateres: {0}</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/session_actions.py" line="+30"/>
        <source>The rest of this hand is decided: press F to finish it at once</source>
        <translation>Resten av runden er avgjort: trykk F for å fullføre den med en gang</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Replay a saved game</source>
        <translation>Spill av et lagret spill</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Hearts game records (*.json);;All files (*)</source>
        <translation>Spillogger for Hjerter (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>Re&amp;play a saved game…</source>
        <translation>Spill a&amp;v et lagret spill…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>La&amp;gre spill…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Åpne spill…</translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+12"/>
        <source>Save game</source>
        <translation>Lagre spill</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Hearts game</source>
        <translation>Hjerter-spill</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game was saved as {0}</source>
        <translation>Spillet ble lagret som {0}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+15"/>
        <source>Open game</source>
        <translation>Åpne spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened:
{1}</source>
        <translation>{0} kan ikke åpnes:
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
        <translation>Det avbrutte spillet ble tatt vare på som {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay</source>
        <translation>Avspilling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be replayed:
{1}</source>
        <translation>{0} kan ikke spilles av:
{1}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../hearts_desktop/services/settings.py" line="+168"/>
        <source>The stored setting “%1” was not valid and has been reset to its default.</source>
        <translation>Den lagrede innstillingen «%1» var ugyldig og er tilbakestilt til standardverdien.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The stored house rules cannot be played by %n players and have been reset to Standard.</source>
        <translation>De lagrede husreglene kan ikke spilles av %n spillere og er tilbakestilt til Standard.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_dialog.py" line="+71"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Players</source>
        <translation>S&amp;pillere</translation>
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
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Rule changes apply to the next game.</source>
        <translation>Regelendringer gjelder fra neste spill.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game in progress goes on with the rules it started with.</source>
        <translation>Spillet som pågår, fortsetter med reglene det startet med.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game now</source>
        <translation>Start et nytt spill nå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Fortsett å spille</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_tabs.py" line="-90"/>
        <source>Restore defaults</source>
        <translation>Gjenopprett standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set this tab back to its defaults</source>
        <translation>Sett denne fanen tilbake til standardverdiene</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/chart.py" line="+114"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+63"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+259"/>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target %1</source>
        <translation>Mål %1</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/exporters.py" line="+88"/>
        <source>Chart of the running totals</source>
        <translation>Diagram over løpende summer</translation>
    </message>
    <message>
        <location line="-88"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+1"/>
        <source>Pass</source>
        <translation>Retning</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (hand)</source>
        <translation>%1 (runde)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (total)</source>
        <translation>%1 (totalt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>Merknader</translation>
    </message>
    <message>
        <location line="+60"/>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="+27"/>
        <source>hand</source>
        <translation>runde</translation>
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
        <translation>Hjerter — poengliste</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Cannot write to the printer or file.</source>
        <translation>Kan ikke skrive til skriveren eller filen.</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_model.py" line="+164"/>
        <source>Left</source>
        <translation>Venstre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right</source>
        <translation>Høyre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across</source>
        <translation>Over</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>shot the moon</source>
        <translation>skjøt månen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shot the sun</source>
        <translation>skjøt solen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took the %1 (−10)</source>
        <translation>tok %1 (−10)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took no trick (−5)</source>
        <translation>tok ingen stikk (−5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hit the target exactly: back to half</source>
        <translation>traff målet nøyaktig: ned til det halve</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>+%1 to the others</source>
        <translation>+%1 til de andre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>−%1 to the shooter</source>
        <translation>−%1 til skytteren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shot the sun</source>
        <translation>%1 skjøt solen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 shot the moon</source>
        <translation>%1 skjøt månen</translation>
    </message>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/score_sheet/score_paint.py" line="-144"/>
        <source>Rules: %1    Target score: %2    Players: %3</source>
        <translation>Regler: %1    Målpoeng: %2    Spillere: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Winner: %1</source>
        <translation>
            <numerusform>Vinner: %1</numerusform>
            <numerusform>Vinnere: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Running totals</source>
        <translation>Løpende summer</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>deal</source>
        <translation>giv</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>winner</source>
        <translation>vinner</translation>
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
        <translation>Side %1 av %2</translation>
    </message>
</context>
<context>
    <name>SoundTab</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/settings_sound_tab.py" line="+33"/>
        <source>Dealing, playing a card, taking a trick, hearts broken, the queen of spades taken, a shot at the moon and the end of the game each have their own short sound.</source>
        <translation>Given, å spille et kort, å ta et stikk, hjerter brutt, spar dame tatt, å skyte månen og slutten av spillet har hver sin korte lyd.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Pla&amp;y sounds</source>
        <translation>Spill l&amp;yder</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Try &amp;it</source>
        <translation>Pr&amp;øv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the sound of hearts being broken at this volume</source>
        <translation>Spill lyden av at hjerter brytes, med dette volumet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound device was found on this computer: the game stays silent.</source>
        <translation>Fant ingen lydenhet på denne datamaskinen: spillet er stille.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volum:</translation>
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
        <translation>Hearts Desktop kan ikke starte: systembiblioteket %1 mangler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install it with your package manager, then start the game again:</source>
        <translation>Installer det med pakkebehandleren, og start spillet på nytt:</translation>
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
        <translation>X11-skjermen trenger også disse pakkene (Debian, Ubuntu):</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hearts Desktop cannot start: there is no graphical display.</source>
        <translation>Hearts Desktop kan ikke starte: det finnes ingen grafisk skjerm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start it from a desktop session (X11 or Wayland). Over SSH, use &quot;ssh -X&quot;.</source>
        <translation>Start det fra en skrivebordsøkt (X11 eller Wayland). Over SSH bruker du &quot;ssh -X&quot;.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To check the installation without a display, run: hearts-desktop --self-test</source>
        <translation>For å sjekke installasjonen uten skjerm, kjør: hearts-desktop --self-test</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Hearts Desktop cannot start: the X11 display %1 does not answer.</source>
        <translation>Hearts Desktop kan ikke starte: X11-skjermen %1 svarer ikke.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check that DISPLAY names a running X server you may use (see &quot;xhost&quot; and &quot;xauth&quot;).</source>
        <translation>Sjekk at DISPLAY peker på en kjørende X-tjener du har tilgang til (se &quot;xhost&quot; og &quot;xauth&quot;).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hearts Desktop cannot open a window: no Qt display plugin works.</source>
        <translation>Hearts Desktop kan ikke åpne et vindu: ingen Qt-skjermtillegg virker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Debian or Ubuntu install: %1</source>
        <translation>På Debian eller Ubuntu installerer du: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Usage: %1 [OPTION] [FILE]</source>
        <translation>Bruk: %1 [VALG] [FIL]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play Hearts against computer players. FILE is a saved game to go on with or a game record to replay (.json).</source>
        <translation>Spill Hjerter mot datamaskinspillere. FIL er et lagret spill å fortsette eller en spillogg å spille av (.json).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print this help and exit</source>
        <translation>vis denne hjelpen og avslutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the version and exit</source>
        <translation>vis versjonen og avslutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the installation (two hands, no window) and exit</source>
        <translation>sjekk installasjonen (to runder, uten vindu) og avslutt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open a new game on that deal (for example 4821-0937: the number on the table and the score sheet)</source>
        <translation>åpne et nytt spill med det givet (for eksempel 4821-0937: nummeret på bordet og i poenglisten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the Expert&apos;s review of every pass and play of a saved game or record, and exit</source>
        <translation>skriv ut Ekspertens gjennomgang av hver bortgiving og hvert kort i et lagret spill eller en protokoll, og avslutt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host a network table without a window (Ctrl+C stops it, saving the game); LEVEL is the computer players&apos; level (beginner, casual, strong, hard or expert), one for every seat or one a seat, separated by commas; TIME is the Expert&apos;s thinking time: quick, normal, deep, very-deep or seconds</source>
        <translation>åpne et nettverksbord uten vindu (Ctrl+C stopper det og lagrer spillet); LEVEL er datamaskinspillernes nivå (beginner, casual, strong, hard eller expert), ett for alle plassene eller ett per plass, skilt med komma; TIME er Ekspertens tenketid: quick, normal, deep, very-deep eller sekunder</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not a deal number: %1 (eight digits, for example 4821-0937)</source>
        <translation>Ikke et givnummer: %1 (åtte sifre, for eksempel 4821-0937)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unknown option: %1</source>
        <translation>Ukjent valg: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one file can be opened at a time.</source>
        <translation>Bare én fil kan åpnes om gangen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Run &quot;%1 --help&quot; to see the options.</source>
        <translation>Kjør «%1 --help» for å se valgene.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../hearts_desktop/services/stats.py" line="+121"/>
        <source>The statistics could not be read and were set aside as {0}.
Reason: {1}</source>
        <translation>Statistikken kunne ikke leses og ble lagt til side som {0}.
Årsak: {1}</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message>
        <location filename="../../hearts_desktop/views/dialogs/statistics_dialog.py" line="+48"/>
        <source>Final score of each game</source>
        <translation>Sluttresultat for hvert spill</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No finished games yet</source>
        <translation>Ingen fullførte spill ennå</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Games, oldest to newest (green: won)</source>
        <translation>Spill, eldste til nyeste (grønt: vunnet)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Points lost to mistakes per hand, by game</source>
        <translation>Poeng tapt på feil per runde, spill for spill</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No game reviewed yet: each finished game is reviewed in the background</source>
        <translation>Ingen spill gjennomgått ennå: hvert fullførte spill gjennomgås i bakgrunnen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Points lost to mistakes per hand, game by game (lower is better)</source>
        <translation>Poeng tapt på feil per runde, spill for spill (lavere er bedre)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>not reviewed yet</source>
        <translation>ikke gjennomgått ennå</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 in the last %n games</source>
        <translation>
            <numerusform>%1 i det siste spillet</numerusform>
            <numerusform>%1 i de siste %n spillene</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; %1 in the %n before</source>
        <translation>
            <numerusform>; %1 i det før</numerusform>
            <numerusform>; %1 i de %n før</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>(%n still to review)</source>
        <translation>
            <numerusform>(%n gjenstår å gjennomgå)</numerusform>
            <numerusform>(%n gjenstår å gjennomgå)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any number of players</source>
        <translation>Uansett antall spillere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} players</source>
        <translation>{0} spillere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any rules</source>
        <translation>Alle regler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom</source>
        <translation>Egendefinert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At home and at network tables</source>
        <translation>Hjemme og ved nettverksbord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At home</source>
        <translation>Hjemme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At network tables</source>
        <translation>Ved nettverksbord</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Points lost to mistakes per hand</source>
        <translation>Poeng tapt på feil per runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset statistics…</source>
        <translation>Nullstill statistikk…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Reset statistics</source>
        <translation>Nullstill statistikk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the statistics of every game played? This cannot be undone.</source>
        <translation>Vil du slette statistikken for alle spilte spill? Dette kan ikke angres.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games played</source>
        <translation>Spilte spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Vunne spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placings</source>
        <translation>Plasseringer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands played</source>
        <translation>Spilte runder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average points per hand</source>
        <translation>Snittpoeng per runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moons shot / suffered</source>
        <translation>Måner skutt selv / av andre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q♠ taken</source>
        <translation>Spar dame tatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best / worst game</source>
        <translation>Beste / dårligste spill</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games with undo</source>
        <translation>Spill med angring</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}. place: {1}</source>
        <translation>{0}. plass: {1}</translation>
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
        <translation>Sakte</translation>
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
        <translation>Rask</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Øyeblikkelig (ingen animasjon)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for a click before a trick is collected</source>
        <translation>Vent på et klikk før et stikk samles inn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (black check)</source>
        <translation>Klassisk (svart rutemønster)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four-colour deck (♣ green, ♦ blue)</source>
        <translation>Firefarget kortstokk (♣ grønn, ♦ blå)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark table (easier on the eyes in a dim room)</source>
        <translation>Mørkt bord (skånsomt for øynene i et dempet rom)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Low to high (2 … A)</source>
        <translation>Lav til høy (2 … A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High to low (A … 2)</source>
        <translation>Høy til lav (A … 2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large</source>
        <translation>Stor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a card with a double-click (a single click only selects it)</source>
        <translation>Spill et kort med dobbeltklikk (ett klikk velger det bare)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play checker: after a trick, point out a clearly worse play of mine</source>
        <translation>Spillsjekk: si fra etter stikket når jeg spilte et klart dårligere kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animasjonshastighet:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card &amp;back:</source>
        <translation>K&amp;ortbakside:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Suit order in the hand:</source>
        <translation>&amp;Fargerekkefølge på hånden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;k order:</source>
        <translation>&amp;Valørrekkefølge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Kor&amp;tstørrelse:</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <location filename="../../hearts_desktop/views/words/texts.py" line="-118"/>
        <source>play {0}</source>
        <translation>spill {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>utveksling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moon choice</source>
        <translation>månevalg</translation>
    </message>
</context>
</TS>
