"""A part of an option said not to exist or to be wrong (issue "Grading a typed answer"): "先全局
use_deterministic_algorithms 再 compile 的那段，A/B 的 deterministic 参数压根不存在" (blind batch 60) was
read as A and B chosen, "C 的参数不存在" as C chosen: the options the candidate ruled out were graded as
their answer. Now "<option> 的 <part> (压根)不存在", "… 是错的", "… 写错了" rule the option out, alone or in
a slashed list, as "A/B 根本没有这个参数" already did; nothing is chosen for it (asked again), and a
choice said after it stands. A part that is a fault ("B 的问题不存在") praises the option by its absence
and is not read as a denial; asked ("不存在吗") it denies nothing. Looped over every single choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._part_denied import part_denied
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions, wrong_options

SINGLE = [q for q in active_questions(QuestionType.SINGLE) if len(q.options) >= 3]


def test_there_are_questions_to_loop_over() -> None:
    assert len(SINGLE) >= 20


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_key_with_a_part_denied_is_never_correct(question: Question) -> None:
    key = question.key_text.strip()
    denied = ("的参数不存在", "的这个参数压根不存在", "的写法是错的", "的参数写错了")
    for answer in (f"{key} {part}" for part in denied):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.rationale)  # only ruled out: asked again


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_slashed_options_with_a_part_denied_are_ruled_out(question: Question) -> None:
    first, second = wrong_options(question)[:2]
    key = question.key_text.strip()
    slashed = f"{first}/{second}"
    for answer in (f"{slashed} 的 deterministic 参数压根不存在", f"先这样，{slashed} 的参数根本不存在"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer  # not "A、B" read as a hedge
    chosen = grade(question, f"{first}/{second} 的参数压根不存在，选 {key}")
    assert chosen.verdict is Verdict.CORRECT and chosen.reading == key  # the choice after it stands
    wrong = grade(question, f"{first} 的参数压根不存在，选 {second}")
    assert wrong.verdict is Verdict.INCORRECT  # the nearest wrong sentence stays wrong


def test_a_fault_or_a_question_is_no_denial() -> None:
    assert part_denied(" 的参数压根不存在") is not None
    assert part_denied(" 的写法是错的，") is not None
    praised = (" 的问题不存在", " 的缺点根本不存在", " 的不确定性不存在")
    for after in (*praised, " 的参数不存在吗", " 的参数不存在？"):
        assert part_denied(after) is None, after
    assert part_denied(" 的参数，不存在") is None  # a clause of its own: not said of the option's part
