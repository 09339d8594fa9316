"""Expert with one search ingredient switched on, for its ablation in the arena.

An ingredient lands in the Expert only when the arena shows that it helps
(issue #15): until then it is an option of `SearchPlayer`, and this module
seats it, e.g.

    python -m hearts_desktop.ai.arena --seats benchmarks.expert_variants:inference,rule,rule,rule \
        --deals 1000 --seed 31 --jobs 2 --results inference_s31.jsonl

then `benchmarks/compare_runs.py` against the same command with `expert`.
Each function is called as the arena calls it: (seed, think_time, simulations, workers).
"""

from __future__ import annotations

import math

from hearts_desktop.ai import Level, Player, create_player
from hearts_desktop.ai.search import SearchPlayer
from hearts_desktop.kernel.playouts import (
    MODEL_CASUAL,
    MODEL_CLUB_FOLLOW,
    ROLLOUT_CALM,
    ROLLOUT_DEFEND,
    ROLLOUT_FLUSH,
    ROLLOUT_FLUSH_GUARD,
    ROLLOUT_MOON,
    ROLLOUT_MOON_LEAD,
    ROLLOUT_PLAIN,
    ROLLOUT_REAL_MOON,
    ROLLOUT_SHARP,
    ROLLOUT_SHARP_MOON,
    ROLLOUT_SHOOT,
)
from hearts_desktop.model.cards import mask_of
from hearts_desktop.model.game import Game
from hearts_desktop.model.observation import Observation


def inference(seed: int, think_time: float | None = None, simulations: int | None = None,
              workers: int | None = None) -> Player:
    """Expert whose worlds are weighed by the other seats' discards (ai/sampling.py)."""
    return create_player(Level.EXPERT, seed, think_time, simulations=simulations, workers=workers,
                         inference=True)


def _expert(seed: int, think_time: float | None, simulations: int | None, workers: int | None,
            **options: object) -> Player:
    """The Expert with some of SearchPlayer's options changed."""
    player = create_player(Level.EXPERT, seed, think_time, simulations=simulations, workers=workers)
    assert isinstance(player, SearchPlayer)
    for name, value in options.items():
        assert hasattr(player, name), name
        setattr(player, name, value)
    return player


def greedy_rollouts(seed: int, think_time: float | None = None, simulations: int | None = None,
                    workers: int | None = None) -> Player:
    """Expert whose rollouts make no random moves (eps 0): the opponents it
    meets are deterministic, so the random share may only blur the worlds."""
    return _expert(seed, think_time, simulations, workers, eps=0.0)


def endgame_three(seed: int, think_time: float | None = None, simulations: int | None = None,
                  workers: int | None = None) -> Player:
    """Expert that solves its worlds exactly from three tricks left, not two
    (the kernel's max^n solver made the third trick affordable)."""
    return _expert(seed, think_time, simulations, workers, endgame_tricks=3)


def wide_pass(seed: int, think_time: float | None = None, simulations: int | None = None,
              workers: int | None = None) -> Player:
    """Expert whose pass candidates are drawn from its five most dangerous
    cards beyond the pass (56 passes of three, not 20): the kernel's pass
    worlds made the wider search affordable.  Kept: the Expert's default
    since its ablations (ai.EXPERT_PASS_POOL); this seat stays for them."""
    return _expert(seed, think_time, simulations, workers, pass_pool=5)


def widest_pass(seed: int, think_time: float | None = None, simulations: int | None = None,
                workers: int | None = None) -> Player:
    """Expert whose pass candidates are drawn from its seven most dangerous
    cards beyond the pass (120 passes of three): whether the danger order
    still hides good passes once the pool is wide."""
    return _expert(seed, think_time, simulations, workers, pass_pool=7)


def wide_pass_greedy(seed: int, think_time: float | None = None, simulations: int | None = None,
                     workers: int | None = None) -> Player:
    """wide_pass with rollouts that make no random moves (eps 0)."""
    return _expert(seed, think_time, simulations, workers, pass_pool=5, eps=0.0)


def flush_leads(seed: int, think_time: float | None = None, simulations: int | None = None,
                workers: int | None = None) -> Player:
    """wide_pass whose rollouts lead spades under the Q♠ to flush it out
    (kernel.choose_lead_flush) for every seat played as the Expert plays."""
    return _expert(seed, think_time, simulations, workers, pass_pool=5, rollout_style=ROLLOUT_FLUSH)


def flush_guard_leads(seed: int, think_time: float | None = None, simulations: int | None = None,
                      workers: int | None = None) -> Player:
    """flush_leads whose rollouts also keep a held Q♠'s guards: no spade
    lead while another suit will do (kernel.choose_lead_flush, guard)."""
    return _expert(seed, think_time, simulations, workers, pass_pool=5, rollout_style=ROLLOUT_FLUSH_GUARD)


def uct_worlds(seed: int, think_time: float | None = None, simulations: int | None = None,
               workers: int | None = None) -> Player:
    """The Expert that searches each world of a play with 64 rounds of UCT
    (kernel.uct_candidates: every seat maximizing its own score down a
    tree, rollouts below it) instead of one rollout per candidate."""
    return _expert(seed, think_time, simulations, workers, uct_iterations=64)


def uct_deep(seed: int, think_time: float | None = None, simulations: int | None = None,
             workers: int | None = None) -> Player:
    """uct_worlds with 256 rounds of UCT in each world: deeper trees, fewer worlds."""
    return _expert(seed, think_time, simulations, workers, uct_iterations=256)


def uct_greedy(seed: int, think_time: float | None = None, simulations: int | None = None,
               workers: int | None = None) -> Player:
    """uct_worlds with less exploration (a weight of 15, not 40): each tree
    follows its best line sooner."""
    return _expert(seed, think_time, simulations, workers, uct_iterations=64, uct_explore=15.0)


def club_opponents(seed: int, think_time: float | None = None, simulations: int | None = None,
                   workers: int | None = None) -> Player:
    """Expert whose rollouts let the other seats follow suit as the club
    player does (the Casual follow, which Strong plays too unless a moon is
    on), its own seat keeping the sharper rollout follow."""
    return _expert(seed, think_time, simulations, workers, model_opponents=False,
                   seat_models=(MODEL_CLUB_FOLLOW,) * 8)


def casual_opponents(seed: int, think_time: float | None = None, simulations: int | None = None,
                     workers: int | None = None) -> Player:
    """Expert whose rollouts let the other seats follow and discard as the
    Casual player does (its own seat keeps the rollout policy)."""
    return _expert(seed, think_time, simulations, workers, model_opponents=False,
                   seat_models=(MODEL_CASUAL,) * 8)


def no_opponent_models(seed: int, think_time: float | None = None, simulations: int | None = None,
                       workers: int | None = None) -> Player:
    """Expert that ignores who sits at the table: its rollouts play every
    seat as it plays itself (the Expert before opponent models)."""
    return _expert(seed, think_time, simulations, workers, model_opponents=False)


def play_inference(seed: int, think_time: float | None = None, simulations: int | None = None,
                   workers: int | None = None) -> Player:
    """Expert whose every world is picked from 8 deals by how likely the
    other seats' plays so far were in each under the rollout policy
    (worlds.Task.play_inference): inference from every card played."""
    return _expert(seed, think_time, simulations, workers, play_inference=8)


def read_programs(seed: int, think_time: float | None = None, simulations: int | None = None,
                  workers: int | None = None) -> Player:
    """Expert whose worlds keep to what the known programs' plays say they
    do not hold (SearchPlayer.read_programs; sampling.program_bans): Casual
    leads its lowest card, follows with its highest card that still loses,
    throws its most dangerous card.  Kept (the Expert's since 2026-12-07)."""
    return _expert(seed, think_time, simulations, workers, read_programs=True)


def unread_programs(seed: int, think_time: float | None = None, simulations: int | None = None,
                    workers: int | None = None) -> Player:
    """The Expert before `read_programs`: its worlds keep to voids and the
    pass only, whoever sits at the table."""
    return _expert(seed, think_time, simulations, workers, read_programs=False)


def ismcts(seed: int, think_time: float | None = None, simulations: int | None = None,
           workers: int | None = None) -> Player:
    """The Expert that searches each play with one information-set MCTS tree
    (kernel.ismcts_rounds, up to 20,000 rounds over its workers, ending
    early once the choice is settled) instead of the flat search; passes and
    the exact endgame stay flat."""
    return _expert(seed, think_time, simulations, workers, tree_rounds=20000)


def moon_lead(seed: int, think_time: float | None = None, simulations: int | None = None,
              workers: int | None = None) -> Player:
    """The Expert whose rollouts let a seat going for the moon (the only one
    with points) lead its highest card, not its lowest
    (kernel.ROLLOUT_MOON_LEAD): moons succeed in the rollouts as they do at
    the table, so the search sees them coming and tries its own."""
    return _expert(seed, think_time, simulations, workers, rollout_style=ROLLOUT_MOON_LEAD)


def moon(seed: int, think_time: float | None = None, simulations: int | None = None,
         workers: int | None = None) -> Player:
    """moon_lead, and in its rollouts a seat going for the moon that cannot
    follow discards its lowest card without points, not a heart that would
    end its moon (kernel.ROLLOUT_MOON)."""
    return _expert(seed, think_time, simulations, workers, rollout_style=ROLLOUT_MOON)


def sharp(seed: int, think_time: float | None = None, simulations: int | None = None,
          workers: int | None = None) -> Player:
    """The Expert whose rollouts play the sharp style (kernel.ROLLOUT_SHARP:
    short-suit leads, the spade flush, the Q♠'s guards kept, void-making
    discards), 1.4 points a hand better than the plain policy as a player of
    its own (benchmarks/duel_rollout_policy.py).  The default Expert since
    82f2eb3; this seat names the run before meet_table played other
    searches by their own rollouts (07af387)."""
    return _expert(seed, think_time, simulations, workers, rollout_style=ROLLOUT_SHARP)


def sharp_others(seed: int, think_time: float | None = None, simulations: int | None = None,
                 workers: int | None = None) -> Player:
    """The Expert whose rollouts play its own seat by the plain policy and the
    people and searches at the table in the sharp style (Casual and Strong
    seats as their programs play, as always)."""
    player = _expert(seed, think_time, simulations, workers, rollout_style=ROLLOUT_PLAIN)
    assert isinstance(player, SearchPlayer)
    player.opponent_style = ROLLOUT_SHARP
    return player


def sharp_moon(seed: int, think_time: float | None = None, simulations: int | None = None,
               workers: int | None = None) -> Player:
    """The Expert whose rollouts play the sharp style but go for the moon as
    the moon style does (kernel.ROLLOUT_SHARP_MOON): with the sharp style the
    Expert shoots fewer moons against Casual and Strong than with the plain
    one, and loses points to both."""
    return _expert(seed, think_time, simulations, workers, rollout_style=ROLLOUT_SHARP_MOON)


def moon_switch(seed: int, think_time: float | None = None, simulations: int | None = None,
                workers: int | None = None) -> Player:
    """Expert whose rollouts play each candidate on both in the sharp style
    and in the sharp moon style (our moon played to its end while we are the
    only seat with points), each card valued by the better of the two:
    policy switching (SearchPlayer.switch_style)."""
    return _expert(seed, think_time, simulations, workers, switch_style=ROLLOUT_SHARP_MOON)


def shoot_switch(seed: int, think_time: float | None = None, simulations: int | None = None,
                 workers: int | None = None) -> Player:
    """moon_switch with the shoot style as the second style: our seat goes
    for the moon from the start (passes included), winning every trick it can
    until another seat takes points, and each card is valued by the better
    of that and the sharp style."""
    return _expert(seed, think_time, simulations, workers, switch_style=ROLLOUT_SHOOT)


def shoot_switch_margin(seed: int, think_time: float | None = None, simulations: int | None = None,
                        workers: int | None = None) -> Player:
    """shoot_switch whose shoot-style arms count only by what they gain
    beyond 2 points a hand (SearchPlayer.switch_margin): a moon tried only
    where the rollouts see it clearly ahead."""
    return _expert(seed, think_time, simulations, workers, switch_style=ROLLOUT_SHOOT, switch_margin=2.0)


def patient(seed: int, think_time: float | None = None, simulations: int | None = None,
            workers: int | None = None) -> Player:
    """Expert that drops near-ties later and closer (from 400 common worlds,
    within 0.02 points, not from 200 within 0.05): it ends most decisions
    long before its second, and this spends more of it on the close ones."""
    return _expert(seed, think_time, simulations, workers, tie_worlds=400, tie_margin=0.02)


def hasty(seed: int, think_time: float | None = None, simulations: int | None = None,
          workers: int | None = None) -> Player:
    """Expert that drops near-ties earlier (from 100 common worlds, not 200):
    the other side of `patient`, which lost points to Hard."""
    return _expert(seed, think_time, simulations, workers, tie_worlds=100)


def _seeing_hard_as(seed: int, think_time: float | None, simulations: int | None, workers: int | None,
                    style: int, **options: object) -> Player:
    """The Expert whose rollouts play Hard's seats (a search of plain
    rollouts) in `style`, with `options` as `_expert` takes them: the
    Expert's play against any other table is the Expert's own."""
    return _expert(seed, think_time, simulations, workers, search_styles={ROLLOUT_PLAIN: style}, **options)


def hard_defends(seed: int, think_time: float | None = None, simulations: int | None = None,
                 workers: int | None = None) -> Player:
    """The Expert whose rollouts play Hard's seats by the plain policy with
    the moon defence (kernel.ROLLOUT_DEFEND: under a trick with points that
    the only seat with points wins, the lowest card, keeping the stoppers),
    as Hard's search stops moons that its plain rollouts let through."""
    return _seeing_hard_as(seed, think_time, simulations, workers, ROLLOUT_PLAIN + ROLLOUT_DEFEND)


def hard_shoots(seed: int, think_time: float | None = None, simulations: int | None = None,
                workers: int | None = None) -> Player:
    """The Expert whose rollouts play Hard's seats in the moon style
    (kernel.ROLLOUT_MOON: the only seat with points leads its highest card
    and keeps its points when it cannot follow), as Hard shoots the moon in
    about 2% of its hands, which its plain rollouts seldom finish."""
    return _seeing_hard_as(seed, think_time, simulations, workers, ROLLOUT_MOON)


def hard_shoots_defends(seed: int, think_time: float | None = None, simulations: int | None = None,
                        workers: int | None = None) -> Player:
    """hard_shoots and hard_defends together: Hard's seats in our rollouts
    go for the moon and stop the others'."""
    return _seeing_hard_as(seed, think_time, simulations, workers, ROLLOUT_MOON + ROLLOUT_DEFEND)


def hard_shoots_late(seed: int, think_time: float | None = None, simulations: int | None = None,
                     workers: int | None = None) -> Player:
    """hard_shoots once the moon is likely (kernel.ROLLOUT_REAL_MOON): a Hard
    seat in our rollouts plays the plain policy until it is the only seat
    with points and holds four point cards, and goes for the moon from then."""
    return _seeing_hard_as(seed, think_time, simulations, workers, ROLLOUT_PLAIN + ROLLOUT_REAL_MOON)


def noisy_rollouts(seed: int, think_time: float | None = None, simulations: int | None = None,
                   workers: int | None = None) -> Player:
    """Expert whose rollouts play a random card at one decision in ten, not
    one in twenty: without any (eps 0) it lost 0.32 points a hand to the
    default; more may make it hedge against the others' play it models wrong."""
    return _expert(seed, think_time, simulations, workers, eps=0.10)


def defend(seed: int, think_time: float | None = None, simulations: int | None = None,
           workers: int | None = None) -> Player:
    """The Expert whose own rollouts (and the seats they play as ours) add the
    moon defence to the sharp style (kernel.ROLLOUT_DEFEND)."""
    return _expert(seed, think_time, simulations, workers, rollout_style=ROLLOUT_SHARP + ROLLOUT_DEFEND)


def policy_ties(seed: int, think_time: float | None = None, simulations: int | None = None,
                workers: int | None = None) -> Player:
    """The Expert whose near-ties in play go to the card its rollouts would
    play (SearchPlayer.policy_ties), not to the lowest: it threw the 6♥ and
    kept the K♥ where its rollouts, which throw the K♥ at the next chance,
    saw the two alike."""
    return _expert(seed, think_time, simulations, workers, policy_ties=True)


def hard_calm(seed: int, think_time: float | None = None, simulations: int | None = None,
              workers: int | None = None) -> Player:
    """The Expert whose rollouts play Hard's seats by the plain policy that
    sees no moon on until the only seat with points holds four point cards
    (kernel.ROLLOUT_CALM): where the plain policy takes the trick from that
    seat, Hard's search does so in about a third of the positions
    (benchmarks/style_agreement.py), so our rollouts saw Hard's seats take
    points, and stop moons, far more readily than Hard does.  The Expert's
    default since its three looks (benchmarks/records/arena_hard_calm_pooled_s59.txt,
    ai.EXPERT_SEARCH_STYLES); this seat stays for the records that name it."""
    return _seeing_hard_as(seed, think_time, simulations, workers, ROLLOUT_PLAIN + ROLLOUT_CALM)


def hard_plain(seed: int, think_time: float | None = None, simulations: int | None = None,
               workers: int | None = None) -> Player:
    """The Expert as it was before hard_calm became its default: Hard's seats
    played by the plain policy itself, as Hard's rollouts play them, and
    people and other Experts as its own seat (as before others_calm).  The
    `expert` of every record made before hard_calm plays as this seat does."""
    return _seeing_hard_as(seed, think_time, simulations, workers, ROLLOUT_PLAIN, opponent_style=None)


def calm_searches(seed: int, think_time: float | None = None, simulations: int | None = None,
                  workers: int | None = None) -> Player:
    """hard_calm, and the Expert's own seat (with the people and the searches
    it plays as itself) calm too: the sharp style that sees no moon on until
    the only seat with points holds four point cards.  Where the sharp
    rollouts take the trick from that seat, the Expert itself took it in 6 of
    21 positions (80 hands against Hard, seed 47)."""
    player = hard_calm(seed, think_time, simulations, workers)
    assert isinstance(player, SearchPlayer)
    player.rollout_style = ROLLOUT_SHARP + ROLLOUT_CALM
    return player


def others_calm(seed: int, think_time: float | None = None, simulations: int | None = None,
                workers: int | None = None) -> Player:
    """The Expert whose rollouts play the seats it models as itself (people,
    other Experts, a program it does not know, such as the frozen Expert) in
    the sharp style made calm (kernel.ROLLOUT_CALM: no moon seen on until the
    only seat with points holds four point cards), its own seat sharp as
    always.  Where the plain and calm follows differ, the frozen Expert plays
    the calm one's card about three times in four (benchmarks/style_agreement.py,
    seeds 47 and 48).  The Expert's default since its trial
    (benchmarks/records/arena_others_calm_vs_frozen_s31.txt, ai.EXPERT_OPPONENT_STYLE);
    this seat stays for the records that name it."""
    return _expert(seed, think_time, simulations, workers, opponent_style=ROLLOUT_SHARP + ROLLOUT_CALM)


def others_as_us(seed: int, think_time: float | None = None, simulations: int | None = None,
                 workers: int | None = None) -> Player:
    """The Expert as it was before others_calm became its default: people,
    other Experts and programs it does not know played by its own rollouts
    (sharp).  The `expert` of every record made before that plays as this
    seat does; against Casual, Strong and Hard the two are the same player."""
    return _expert(seed, think_time, simulations, workers, opponent_style=None)


def others_shoot_late(seed: int, think_time: float | None = None, simulations: int | None = None,
                      workers: int | None = None) -> Player:
    """others_calm whose modelled seats also go for the moon once the moon is
    likely (kernel.ROLLOUT_REAL_MOON: the only seat with points, holding four
    point cards, leads high and keeps its points from then on).  A searching
    player finishes the moons its tricks open, which the calm sharp style
    never tries; seen coming, the search values the point that stops it
    (issue #47: the IS-MCTS players' moons cost the Expert half a point a hand)."""
    return _expert(seed, think_time, simulations, workers,
                   opponent_style=ROLLOUT_SHARP + ROLLOUT_REAL_MOON + ROLLOUT_CALM)


def stakes_budget(seed: int, think_time: float | None = None, simulations: int | None = None,
                  workers: int | None = None) -> Player:
    """The Expert that spends its time where a hand is decided (issue #47):
    near-ties are called within 0.02 points, not 0.05, when the decision
    turns on the pass, the Q♠, a moon or the tricks before the exact endgame
    (ai.search.decision_stakes), and within 0.1 on a quiet trick."""
    margins = {"pass": 0.02, "queen": 0.02, "moon": 0.02, "endgame": 0.02, "quiet": 0.1}
    return _expert(seed, think_time, simulations, workers, stakes_margins=margins)


class _DealInView:
    """What the arena shows an omniscient seat: the game it plays in
    (`see_game`, called by the arena for every rotation), and from it every
    other seat's hand at each decision (`SearchPlayer.seen_hands`)."""

    def __init__(self) -> None:
        self.game: Game | None = None

    def see_game(self, game: Game) -> None:
        self.game = game

    def hands(self, obs: Observation) -> tuple[int, ...]:
        assert self.game is not None, "an omniscient seat plays only in the arena"
        return tuple(0 if seat == obs.seat else mask_of(self.game.hand(seat)) for seat in range(obs.players))


def omniscient(seed: int, think_time: float | None = None, simulations: int | None = None,
               workers: int | None = None) -> Player:
    """Not a player: a ceiling.  The Expert that sees every hand, so each
    of its worlds is the real deal and only the rollouts vary (the
    omniscient search player of issue #47's Casual line).  What it scores
    against a field bounds what a fair Expert may hope to score there with
    the same search; it never sits at a table (the arena alone calls
    `see_game`)."""
    player = _expert(seed, think_time, simulations, workers)
    assert isinstance(player, SearchPlayer)
    view = _DealInView()
    player.seen_hands = view.hands
    setattr(player, "see_game", view.see_game)  # noqa: B010  (looked up by the arena, on this seat only)
    return player


def omniscient_full(seed: int, think_time: float | None = None, simulations: int | None = None,
                    workers: int | None = None) -> Player:
    """The omniscient ceiling without its stopping rule: every candidate
    played out on 1,000 rollouts of the real deal, none dropped early, the
    clock ignored (whether the ceiling's early stops are what hold it back)."""
    player = omniscient(seed, None, 1000, workers)  # a budget of rollouts alone: no clock
    assert isinstance(player, SearchPlayer) and player.think_time is None
    player.prune_z = math.inf
    return player


def omniscient_uct(seed: int, think_time: float | None = None, simulations: int | None = None,
                   workers: int | None = None) -> Player:
    """The omniscient ceiling searching the real deal by UCT (256 rounds a
    world, as uct_deep) rather than by one rollout a candidate: a search of
    the one deal that is, where the flat ceiling only plays it out."""
    player = omniscient(seed, think_time, simulations, workers)
    assert isinstance(player, SearchPlayer)
    player.uct_iterations = 256
    return player
