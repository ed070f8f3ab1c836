"""The round on blind batch 50 (issue "Grading a typed answer"): four classes the batch met.

- An option counted by the heavenly stems after the choosing verb 挑 ("我挑丙"), as after 选: the
  third option, to confirm. Not a stem inside a word ("挑丁香"), nor one asked ("我挑丙吗？").
- A true/false mark ending in 的 closed by the asserting 嘛 ("是的嘛", "错的嘛", "不是的嘛"): the mark,
  bare, as "是的呢" is. Not "是的嘛？" (asked), "是嘛" ("really?") nor "对嘛", which stay asked again.
- A final say on a true/false said tentatively ("是错的还是对的……我先说错吧"): the mark chosen, to
  confirm, as "…我说错" is. Not one asked ("…我先说错吗").
- A value substituted with no result after it ("…，r=64 代进去……", "n 取 32 代入"): an unfinished
  calculation, asked again, not the value read as the result. Not "…，直接代入" after stated results.
Looped over every single choice, every true/false and every calculation of the bank.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

BANK = list(curated_catalog())
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) >= 3]
TRUEFALSE = [q for q in BANK if q.type is QuestionType.TRUEFALSE]
CALCS = [q for q in BANK if q.type is QuestionType.CALC and q.numeric]
STEMS = "甲乙丙丁戊己庚辛"


def _stem(label: str) -> str:
    return STEMS["ABCDEFGH".index(label)]


def test_every_type_is_there() -> None:
    assert len(SINGLES) >= 10 and len(TRUEFALSE) >= 5 and CALCS


@pytest.mark.parametrize("question", SINGLES, ids=lambda q: q.id)
def test_a_stem_picked_is_the_option_it_counts_to(question: Question) -> None:
    (key,) = question.correct_options
    for answer in (f"我挑{_stem(key)}", f"挑{_stem(key)}吧"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    for label in set(question.options) - {key}:
        assert grade(question, f"我挑{_stem(label)}").verdict is Verdict.INCORRECT


@pytest.mark.parametrize("question", SINGLES, ids=lambda q: q.id)
def test_a_stem_in_a_word_or_asked_is_no_pick(question: Question) -> None:
    (key,) = question.correct_options
    for answer in (f"挑{_stem(key)}香", f"我挑{_stem(key)}方", f"我挑{_stem(key)}吗？"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_mark_closed_by_the_asserting_ma_is_the_mark(question: Question) -> None:
    for answer, says in (("是的嘛", True), ("对的嘛", True), ("错的嘛", False), ("不是的嘛", False)):
        graded = grade(question, answer)
        assert graded.verdict is verdict_for(question, says), answer
    graded = grade(question, "是的嘛。")
    assert graded.verdict is not Verdict.INVALID and not graded.needs_confirmation


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_ma_asking_is_no_mark(question: Question) -> None:
    for answer in ("是的嘛？", "是嘛", "对嘛", "是的吗"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def _results(question: Question) -> str:
    return "，".join(f"{part.value:g} {part.unit or ''}".strip() for part in question.numeric)


@pytest.mark.parametrize("question", CALCS, ids=lambda q: q.id)
def test_a_value_substituted_with_no_result_is_unfinished(question: Question) -> None:
    value = f"{question.numeric[0].value:g}"
    for answer in (f"公式 = a × r，r={value} 代进去……", f"r 取 {value} 代入", f"x = {value} 带进去"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("question", CALCS, ids=lambda q: q.id)
def test_results_stated_before_substituting_still_count(question: Question) -> None:
    results = _results(question)
    assert grade(question, results).verdict is Verdict.CORRECT  # the frame alone reads correct
    for answer in (f"{results}，直接代入", f"r=64 代进去，得 {results}", f"{results}（r=64 代入）"):
        assert grade(question, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_final_say_said_tentatively_is_the_mark_chosen(question: Question) -> None:
    for mark, says in (("对", True), ("错", False)):
        for answer in (f"是错的还是对的……我先说{mark}吧", f"是对是错，我说{mark}吧。"):
            graded = grade(question, answer)
            assert graded.verdict is verdict_for(question, says), answer
            assert graded.needs_confirmation, answer
        # asked, not said: no mark chosen
        assert grade(question, f"是错的还是对的……我先说{mark}吗").verdict is Verdict.INVALID
