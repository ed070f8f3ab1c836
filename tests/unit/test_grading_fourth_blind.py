"""The rules written for the causes the fourth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- a give-up said as a clause of its own beside context ("从没接触过这个库，写不出来", "Sorry, I'll
  have to pass on this one") scores nothing (incorrect), as a bare give-up does; a doubt about what
  the question means ("记不清 X 是多少了") and "不会" alone (which may deny a claim) are not give-ups;
  nor is any answer naming an option, a figure, a mark or code.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading._invalid import gave_up
from tests.helpers.choice_questions import CODE_OPTIONS, SIZES
from tests.helpers.grading_questions import FLASH, KV_CACHE


@pytest.mark.parametrize(
    "answer",
    [
        "从没接触过这个库，写不出来",
        "这道题我实在想不出来了",
        "没思路",
        "Sorry, I'll have to pass on this one",
        "no clue, honestly",
        "I gave up on it",
    ],
)
def test_a_give_up_in_a_clause_of_its_own_scores_nothing(answer: str) -> None:
    for question in (CODE_OPTIONS, SIZES, KV_CACHE, FLASH):
        result = grade(question, answer)
        assert result.verdict is Verdict.INCORRECT and result.score == 0.0, (question.id, answer)
        assert not result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "记不清 reduce-overhead 是哪个参数了",  # a doubt: asked again
        "不会，那只是单卡的做法",  # "不会" alone denies
        "写不出来完整的，大概是 B",  # an option named
        "算不出来，只记得要乘 2",  # a figure
        "不知道对不对",  # a mark asked about
        "give up the lock first",  # the words, not a clause of them alone
    ],
)
def test_what_only_sounds_like_giving_up_is_not_a_give_up(answer: str) -> None:
    assert not gave_up(answer)
