"""A faithful information-set MCTS baseline for the arena (issue #8).

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): every
iteration samples one deal consistent with the observation (the same sampler
as the search players), descends one tree whose nodes are action histories,
choosing among the actions legal in that deal by UCB with availability counts
(a child's exploration term uses how often it was available, not its
parent's visits), expands one node, finishes the hand with the rollout
policy, and backs up each node's reward from the point of view of the seat
that moved into it.  The root's most visited card is played.  It passes like
the Rule player and settles moons with `best_moon_choice`.  It only plays;
it is a yardstick, not a level.
"""

from __future__ import annotations

import math
import random
import threading
import time

from hearts_desktop.ai.knowledge import moon_choice
from hearts_desktop.ai.policy import Rng, playout
from hearts_desktop.ai.rule import rule_pass
from hearts_desktop.ai.sampling import sample_deal
from hearts_desktop.ai.search import decision_seed
from hearts_desktop.ai.worlds import Decision, Task, decision_for, utility, world_from_deal
from hearts_desktop.model.cards import Card
from hearts_desktop.model.engine import LOW52, FastHand
from hearts_desktop.model.observation import Observation
from hearts_desktop.model.rules import MoonChoice
from hearts_desktop.model.scoring import moon_amount

EXPLORATION = 0.7


class Node:
    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        """The seat that made the move leading here."""
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class IsmctsPlayer:
    def __init__(self, name: str = "ISMCTS", seed: int = 0, think_time: float = 1.0,
                 iterations: int | None = None) -> None:
        self.name = name
        self.seed = seed
        self.think_time = think_time
        self.iterations = iterations

    def choose_pass(self, obs: Observation, stop: threading.Event | None = None) -> tuple[Card, ...]:
        return rule_pass(obs.hand, obs.rules.cards_passed)

    def choose_moon(self, obs: Observation, stop: threading.Event | None = None) -> MoonChoice:
        return moon_choice(obs)

    def choose_play(self, obs: Observation, stop: threading.Event | None = None) -> Card:
        if len(set(obs.legal)) == 1:
            return obs.legal[0]
        seed = decision_seed(self.seed, obs)
        decision = decision_for(Task(obs, (), seed, 0, 0, None))
        rng = random.Random(seed)
        root = Node(-1)
        deadline = time.time() + self.think_time
        scale = float(moon_amount(obs.rules))
        count = 0
        while True:
            if self.iterations is not None and count >= self.iterations:
                break
            if self.iterations is None and count and time.time() >= deadline:
                break
            if stop is not None and stop.is_set() and count:
                break
            world = _world(obs, decision, rng)
            self._iterate(root, world, obs, decision.game_may_end, scale, rng)
            count += 1
        best = max(root.children.items(), key=lambda item: (item[1].visits, -item[0]))[0]
        return Card.from_index(best)

    def _iterate(self, root: Node, world: FastHand, obs: Observation, may_end: bool, scale: float,
                 rng: random.Random) -> None:
        node, path = root, [root]
        while not world.is_over():
            legal = world.legal_mask()
            folded = (legal | legal >> 52) & LOW52
            actions = []
            while folded:
                bit = folded & -folded
                folded ^= bit
                actions.append(bit.bit_length() - 1)
            untried = [a for a in actions if a not in node.children]
            for action in actions:
                child = node.children.get(action)
                if child is not None:
                    child.avail += 1
            if untried:
                action = rng.choice(untried)
                node.children[action] = Node(world.turn)
                node = node.children[action]
                path.append(node)
                _play(world, legal, action)
                break
            log_parent = {a: math.log(node.children[a].avail) for a in actions}
            action = max(actions, key=lambda a: _ucb(node.children[a], log_parent[a]))
            node = node.children[action]
            path.append(node)
            _play(world, legal, action)
        playout(world, Rng(rng.getrandbits(62)))
        deltas = world.deltas(obs.totals)
        rewards = [utility(deltas, seat, obs.totals, obs.rules.target_score, may_end) / scale
                   for seat in range(obs.players)]
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.seat]


def _ucb(node: Node, log_avail: float) -> float:
    return node.reward / node.visits + EXPLORATION * math.sqrt(log_avail / node.visits)


def _play(world: FastHand, legal: int, action: int) -> None:
    world.play(action if legal >> action & 1 else action + 52)


def _world(obs: Observation, decision: Decision, rng: random.Random) -> FastHand:
    return world_from_deal(obs, decision, sample_deal(decision.dc, rng))
