"""English candidate texts count in words: "1 card", "2 cards", "1 hint" — never "card(s)" — by the
rule the transcript's "1 point", "2 points" already follow (``plural``)."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from bank.model import Question

ONE_POINT = Question.model_validate(
    {
        "id": "pl-1",
        "bank": "pl",
        "type": "single",
        "stem": "Which zephyrgate port is the admin port?",
        "options": {"A": "7001", "B": "7002"},
        "key": "B",
        "topics": ["zephyr"],
    }
)


def test_no_english_text_the_candidate_reads_counts_with_a_bracketed_plural() -> None:
    from api.services.texts import TEXTS
    from bot.texts import _CATALOGUE

    english = [entry["en"] for entry in TEXTS.values() if "en" in entry] + [
        en for _, en in _CATALOGUE.values()
    ]
    assert [line for line in english if re.search(r"\w\(s\)", line)] == []


def test_the_notebook_counts_one_card_and_two_cards() -> None:
    from bot.views import notebook_reply

    due = datetime(2026, 12, 5, 9, tzinfo=UTC)
    assert "Mistake notebook: 1 card, none due yet" in notebook_reply(1, due, "en").html
    assert "Mistake notebook: 2 cards, none due yet" in notebook_reply(2, due, "en").html
    assert "错题本：2 张卡片" in notebook_reply(2, due, "zh").html


def test_the_practice_review_notices_count_cards_in_words() -> None:
    from api.schemas import plural
    from bot.texts import t

    assert t("en", "review_due", n=1, cards=plural(1, "notebook card", "notebook cards")).startswith(
        "1 notebook card due"
    )
    assert t("en", "review_ahead_start", n=3, cards=plural(3, "notebook card", "notebook cards")) == (
        "Reviewing 3 notebook cards ahead of time."
    )


async def test_a_hint_penalty_names_one_hint_and_two_hints() -> None:
    from api.services.questions import grade_answer
    from api.services.reports._render_parts import points_text

    one = await grade_answer(ONE_POINT, "B", language="en", hints_used=1)
    two = await grade_answer(ONE_POINT, "B", language="en", hints_used=2)
    assert "1 hint used:" in one.rationale and "2 hints used:" in two.rationale, (
        one.rationale,
        two.rationale,
    )
    assert "使用了 1 条提示" in (await grade_answer(ONE_POINT, "B", language="zh", hints_used=1)).rationale
    assert (points_text(1, "en"), points_text(2, "en"), points_text(0.5, "en")) == (
        "1 point",
        "2 points",
        "0.5 points",
    )
