"""A thought, then another option or the other mark, with no "还是" or "所以" (holes found on main):
"B 再想了一下 D" was read as B and "错 想了一下 也许对吧" as 错 — the first answer, though the candidate
turned from it. An option named bare after the thought leaves which one is meant open: asked again. The
other mark said plainly after the thought ("错，想了一下，对", after a reason too: "不对吧……想了想，
秩大参数多，…，对", as labelled) is the last mark, to confirm; said tentatively ("也许对吧", "对吧"),
asked again. Never the first.
A reason after the thought turns nothing ("先选了 ACD，想了下 D 只是数据竞争不会卡，最后 AC").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

BANK = [q for q in curated_catalog() if q.servable]
CHOICES = [q for q in BANK if q.type.is_choice and q.type.value == "single" and len(q.options) >= 2]
TRUTHS = [q for q in BANK if q.type.value == "truefalse" and q.language == "zh"]
MARKS = {True: "对", False: "错"}

THOUGHTS_BARE = ("{a} 再想了一下 {b}", "{a}，想了下，{b}", "{a} 想了一下 {b} 吧", "{a} 再想了下 {b}")


@pytest.mark.parametrize("question", CHOICES, ids=lambda question: question.id)
def test_an_option_named_bare_after_a_thought_is_asked_again(question: Question) -> None:
    assert len(CHOICES) >= 40  # the loop checks something
    key = question.key_text
    other = next(letter for letter in question.options if letter != key)
    for form in THOUGHTS_BARE:
        for a, b in ((key, other), (other, key)):
            answer = form.format(a=a, b=b)
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    # the same option again, or a decision after the thought, is read as before
    assert grade(question, f"{key} 想了一下 {key}").verdict is Verdict.CORRECT, question.id
    assert grade(question, f"{other} 想了想 {key}").verdict is Verdict.CORRECT, question.id
    assert grade(question, f"{key} 想了想 {other}").verdict is not Verdict.CORRECT, question.id


@pytest.mark.parametrize("question", TRUTHS, ids=lambda question: question.id)
def test_the_other_mark_after_a_thought_is_never_the_first(question: Question) -> None:
    assert len(TRUTHS) >= 8
    for first in (True, False):
        a, b = MARKS[first], MARKS[not first]
        for answer in (f"{a} 想了一下 也许{b}吧", f"{a}，再想了下，{b}吧", f"{a} 想了一下 可能{b}"):
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
        for answer in (f"{a} 想了一下 {b}", f"{a}，再想了一下，{b}", f"{a}吧……想了想，另有缘故，{b}"):
            result = grade(question, answer)
            assert result.verdict is verdict_for(question, not first), (question.id, answer)
            assert result.needs_confirmation, (question.id, answer)
        # the same mark again, tentative, turns nothing and is never read as the other
        result = grade(question, f"{a} 想了一下 {a}吧")
        assert result.verdict is not verdict_for(question, not first), (question.id, result.reading)


def test_a_reason_after_the_thought_turns_to_no_option() -> None:
    multi = next(q for q in BANK if q.id == "seed002-33")  # key AC
    result = grade(multi, "先选了 ACD，想了下 D 只是数据竞争不会卡，最后 AC")
    assert result.understood.choices != ["D"], result.reading
