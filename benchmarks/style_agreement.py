"""How often each rollout style plays the card a program plays: which style models that program best.

Our rollouts play another program's seat in one of the kernel's styles
(`SearchPlayer.search_styles`, `ai.meet_table`); the closer that style's
card is to the program's own, the truer the worlds the Expert searches.
This plays whole hands with the given players (arena seat names, e.g.
hard or benchmarks.frozen_expert:expert) on seeded deals and, at every play
of a watched seat with more than one distinct card to choose from
(`search.play_candidates`), asks each style which card the rollouts would
play there (`worlds.policy_card`, no random move) and counts a match when
it is the program's card or one that plays alike.  Prints each style's
share of matches with a 95% interval, overall, on leads, follows and
discards, and where the plain policy and the calm one (kernel.ROLLOUT_CALM:
no moon on before four point cards) differ; never asserts.

    .venv/bin/python -m benchmarks.style_agreement --seats hard,hard,hard,hard [--hands 300]
"""

from __future__ import annotations

import argparse
import math
from collections import Counter

from hearts_desktop.ai import worlds
from hearts_desktop.ai.arena import decisions
from hearts_desktop.ai.search import candidate_for, play_candidates
from hearts_desktop.kernel import playouts as kernel
from hearts_desktop.model.actions import PlayAction
from hearts_desktop.model.cards import Card
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.state import Phase

STYLES = {
    "plain": kernel.ROLLOUT_PLAIN,
    "plain+defend": kernel.ROLLOUT_PLAIN + kernel.ROLLOUT_DEFEND,
    "plain+real_moon": kernel.ROLLOUT_PLAIN + kernel.ROLLOUT_REAL_MOON,
    "plain+calm": kernel.ROLLOUT_PLAIN + kernel.ROLLOUT_CALM,
    "flush": kernel.ROLLOUT_FLUSH,
    "flush_guard": kernel.ROLLOUT_FLUSH_GUARD,
    "moon_lead": kernel.ROLLOUT_MOON_LEAD,
    "moon": kernel.ROLLOUT_MOON,
    "sharp": kernel.ROLLOUT_SHARP,
    "sharp+defend": kernel.ROLLOUT_SHARP + kernel.ROLLOUT_DEFEND,
    "sharp+real_moon": kernel.ROLLOUT_SHARP + kernel.ROLLOUT_REAL_MOON,
    "sharp+calm": kernel.ROLLOUT_SHARP + kernel.ROLLOUT_CALM,
}


def style_cards(obs: Observation) -> dict[str, Card]:
    """Each style's card for the seat to play in `obs`, from what that seat sees."""
    cards: dict[str, Card] = {}
    for name, style in STYLES.items():
        card = worlds.policy_card(obs, style)
        assert card is not None  # one deck, no widow: the kernel plays the hand
        cards[name] = card
    return cards


def kind(obs: Observation) -> str:
    if not obs.current_trick:
        return "lead"
    led = obs.current_trick[0][1].suit
    return "follow" if any(card.suit is led for card in obs.hand) else "discard"


def interval(hits: int, total: int) -> str:
    if not total:
        return "-"
    share = hits / total
    return f"{share:6.1%} ± {1.96 * math.sqrt(share * (1 - share) / total):5.1%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="hard,hard,hard,hard")
    parser.add_argument("--watch", default="", help="the seat names to count (default: all)")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=47)
    args = parser.parse_args()
    specs = args.seats.split(",")
    watched = set(args.watch.split(",")) if args.watch else set(specs)
    hits: dict[str, Counter[str]] = {name: Counter() for name in STYLES}
    totals: Counter[str] = Counter()
    for seat, obs, action in decisions(specs, args.hands, args.seed):
        if (obs.phase is Phase.PLAYING and specs[seat] in watched and isinstance(action, PlayAction)
                and len(candidates := play_candidates(obs)) > 1):
            chosen = candidate_for(action.card, candidates)
            cards = style_cards(obs)
            where = [kind(obs)]
            if candidate_for(cards["plain"], candidates) != candidate_for(cards["plain+calm"],
                                                                            candidates):
                where.append("calm")  # the plain policy sees a moon on, the calm one not yet
            for kept in where:
                totals[kept] += 1
                for name, card in cards.items():
                    if candidate_for(card, candidates) == chosen:
                        hits[name][kept] += 1
    every = totals["lead"] + totals["follow"] + totals["discard"]
    print(f"{args.hands} hands, seats {args.seats}, seed {args.seed}, watching {','.join(sorted(watched))}:")
    print(f"{every} plays with a choice ({totals['lead']} leads, {totals['follow']} follows, "
          f"{totals['discard']} discards; {totals['calm']} where plain and plain+calm differ);")
    print("share where the style plays the program's card")
    kinds = ("lead", "follow", "discard", "calm")
    print(f"{'style':16} {'all':>15} {'leads':>15} {'follows':>15} {'discards':>15} {'plain≠calm':>15}")
    for name in STYLES:
        counted = hits[name]
        print(f"{name:16} {interval(counted['lead'] + counted['follow'] + counted['discard'], every):>15} "
              + " ".join(f"{interval(counted[k], totals[k]):>15}" for k in kinds))


if __name__ == "__main__":
    main()
