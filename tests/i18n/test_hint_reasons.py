"""Every reason the AI can give for a hint has a translated sentence."""

from __future__ import annotations

from hearts_desktop.ai.hint import REASONS
from hearts_desktop.model import Card
from hearts_desktop.views.words.hint_text import _templates, hint_sentence


def test_every_hint_reason_has_a_translatable_sentence() -> None:
    assert set(REASONS) <= set(_templates())
    for code in REASONS:
        assert "Suggested" not in hint_sentence(code, (Card.from_str("QS"),))
