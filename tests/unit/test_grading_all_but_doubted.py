"""A member of an "all but" set doubted as the answer closes (issue "Grading a typed answer"): "除了 C 都对，
E 不确定" read A、B、D、E. The doubted option is not chosen, as of a set listed ("A、B、D、E，E 不确定"
reads A、B、D): the rest less it, to confirm (partial, or nothing where a missed option scores nothing).

The denied-then-rest and counted forms too ("C 不对，剩下的都对，E 存疑" read E, the doubted one alone;
"C 不行，剩下四个，E 不确定" read E too). Not the option set aside doubted again ("除了 C 都对，C 不确定":
still the rest), nor an "all but" with no doubt after it. Looped over every multiple choice keyed on all
options but one.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

ALL_BUT_ONE = [
    q
    for q in curated_catalog()
    if q.servable and q.type is QuestionType.MULTI and len(q.key) == len(q.options) - 1 >= 2
]


def test_there_are_all_but_one_keys() -> None:
    assert ALL_BUT_ONE, "no multiple choice keyed on all options but one"


# Every "all but" form with a doubt closing it reads the rest less the doubted option: "除了 B 都对", and
# "B 以外都对", "只有 B 不对", where the doubt once hid the form and the option set aside itself was read
# ("A 以外都对，D 不确定": A). Asked, or the set-aside option doubted, nothing reads correct.
DOUBTED = (
    "除了 {out} 都对，{last} 不确定",
    "除了 {out}，其余都对，{last} 没把握",
    "{out} 以外都对，{last} 不确定",
    "只有 {out} 不对，{last} 没把握",
    "{out} 不对，剩下的都对，{last} 存疑",  # denied, then the rest: read E alone once
    "{out} 不对，其余都对，{last} 不确定",
    "{out} 错，其他都对，{last} 没把握",
    "除了 {out} 其余{count}个都对，{last} 不确定",  # the rest counted
    "{out} 不行，剩下{count}个，{last} 不确定",
    "除了 {out} 都对，不过 {last} 不太确定",  # a "but" before the doubt once hid it: the whole key read
    "{out} 以外都对，但是 {last} 我拿不准",
    "除了 {out} 都是，不过 {last_text} 不太确定",  # the doubted option named by its text
)
NOT_CORRECT = ("{out} 以外都对，{last} 不确定吗", "{last} 以外都对，{out} 不确定")
STILL_CORRECT = (
    "除了 {out} 都对",
    "除了 {out} 都对，{out} 不确定",
    "{out} 不对，剩下的都对",
    "{out} 不行，剩下{count}个",
    "{out} 不对，剩下的都对，{out} 存疑",
    "除了 {out} 都对，不过 {out} 不确定",
)


@pytest.mark.parametrize("question", ALL_BUT_ONE, ids=lambda question: question.id)
def test_a_member_doubted_is_left_out(question: Question) -> None:
    letters = {
        "out": next(letter for letter in question.options if letter not in question.key),
        "last": question.key[-1],
        "last_text": question.options[question.key[-1]],
    }
    count = "两三四五六七"[len(question.key) - 2]
    for template in DOUBTED:
        answer = template.format(**letters, count=count)
        result = grade(question, answer)
        assert result.verdict is not Verdict.CORRECT and result.needs_confirmation, (question.id, answer)
        named = {letters["out"], letters["last"]}
        assert not named & set(result.reading), (question.id, answer, result.reading)
    for template in NOT_CORRECT:
        assert grade(question, template.format(**letters, count=count)).verdict is not Verdict.CORRECT, (
            question.id,
            template,
        )
    for template in STILL_CORRECT:
        answer = template.format(**letters, count=count)
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
