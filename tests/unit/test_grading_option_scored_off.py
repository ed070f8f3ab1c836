"""An option called a counter-example, answered "no", or scored nothing or less (issue "Grading a typed
answer"): "A 是反例", "A：否", "A 0分", "A 扣分" read as choosing A; they rule it out.

Said of choosing the option, they rule it out on every stem, so the option alone is asked again, as "A 不对"
is; on a stem asking for the wrong one or for a counter-example it is asked again too, never read as the
answer. Before another option they name what is ruled out ("B 扣分，A" reads A). Not "否则" (otherwise),
minutes ("0 分钟"), a score kept ("不扣分", "满分"), nor a counter-example denied ("不是反例").
Looped over every single choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]
RULED_OUT = ["{K} 是反例", "{K}：否", "{K} 否", "{K} 0分", "{K} 零分", "{K} 扣分", "{K} 会扣分"]
STILL_READ = [
    "{K}，否则 {O} 会更慢",
    "{K} 不扣分",
    "{K} 满分",
    "{K}，不是反例",
    "{O} 扣分，{K}",
    "{O} 是反例，{K}",
]


def _other(question: Question) -> str:
    return next(letter for letter in question.options if letter not in question.key)


def _asking(question: Question, tail: str) -> Question:
    return question.model_copy(update={"stem": question.stem.rstrip("？?：: ") + tail})


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_key_scored_off_is_asked_again(question: Question) -> None:
    for form in RULED_OUT:  # "A 0分" where A is the figure 0 too: a mark given, no figure said
        answer = form.format(K=question.key, O=_other(question))
        for stem in (question, _asking(question, "，错误的是："), _asking(question, "，以下哪个是反例？")):
            assert grade(stem, answer).verdict is Verdict.INVALID, (question.id, answer, stem.stem[-12:])


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_nearest_answers_still_read(question: Question) -> None:
    for form in STILL_READ:
        answer = form.format(K=question.key, O=_other(question))
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
