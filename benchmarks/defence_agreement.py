"""How players follow under a would-be shooter's trick: the moon defence's card or the plain follow's.

The rollouts' moon defence (kernel.ROLLOUT_DEFEND) differs from the plain
policy where the only seat with points so far wins a trick that we cannot
take from it: with points in the trick, the plain follow plays the highest
card that loses and the defence the lowest, keeping the high cards that may
take a point later and stop the moon; without, under a higher spade, the
plain follow sheds the Q♠ and the defence another spade.  This plays whole
hands with the given players (arena seat names, e.g. hard or expert) on
seeded deals and, each time a player meets a position where the kernel's
two follows differ, counts which it chose: whether a program's own search
defends, and so how our rollouts should play its seat.  Prints the
counts; never asserts.

    .venv/bin/python -m benchmarks.defence_agreement --seats hard,hard,hard,hard [--hands 400]
"""

from __future__ import annotations

import argparse
from collections import Counter

from hearts_desktop.ai.arena import decisions
from hearts_desktop.kernel import playouts
from hearts_desktop.model.actions import PlayAction
from hearts_desktop.model.cards import Card, mask_of
from hearts_desktop.model.engine import FastRules
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import HouseRules
from hearts_desktop.model.state import Phase


def defence_cards(obs: Observation, table: playouts.Table) -> tuple[Card, Card] | None:
    """(the defence's card, the plain follow's card) for the seat to play in
    `obs`, as the kernel's rollouts would play it with and without
    `ROLLOUT_DEFEND`, where the two differ; None elsewhere."""
    if not obs.current_trick:
        return None
    taken = [mask_of(cards) for cards in obs.taken]
    gone = 0
    for mask in taken:
        gone |= mask
    threat = playouts.table_threat(table, taken, gone)
    led = obs.current_trick[0][1].suit
    winner, best = max(((seat, card) for seat, card in obs.current_trick if card.suit is led),
                       key=lambda play: play[1].rank)
    hand, legal = mask_of(obs.hand), mask_of(obs.legal)
    trick = mask_of(card for _, card in obs.current_trick)
    last = len(obs.current_trick) == obs.players - 1
    chosen = [playouts.follow_card(table, playouts.MODEL_AS_US, style, legal, playouts.SUIT_MASKS[led.value],
                                   trick, 1 << best.index, last, threat, obs.seat, winner, hand, gone)
              for style in (playouts.ROLLOUT_PLAIN + playouts.ROLLOUT_DEFEND, playouts.ROLLOUT_PLAIN)]
    if chosen[0] == chosen[1]:
        return None
    return Card.from_index(int(chosen[0]).bit_length() - 1), Card.from_index(int(chosen[1]).bit_length() - 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="hard,hard,hard,hard")
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()
    specs = args.seats.split(",")
    table = FastRules(HouseRules(), len(specs)).table
    assert table is not None
    counts: dict[str, Counter[str]] = {spec: Counter() for spec in specs}
    for seat, obs, action in decisions(specs, args.hands, args.seed):
        cards = defence_cards(obs, table) if obs.phase is Phase.PLAYING else None
        if cards is not None and isinstance(action, PlayAction):
            defence, plain = cards
            counts[specs[seat]]["defence" if action.card == defence
                                else "plain" if action.card == plain else "another card"] += 1
    print(f"{args.hands} hands, seats {args.seats}, seed {args.seed}: the card played where the moon")
    print("defence's follow and the plain follow differ (kernel.defend_follow)")
    for spec, counted in counts.items():
        total = sum(counted.values())
        shares = "  ".join(f"{name} {count} ({count / total:.0%})" for name, count in sorted(counted.items()))
        print(f"{spec:10} {total:5} decisions: {shares if total else '-'}")


if __name__ == "__main__":
    main()
