"""A doubt said of an option and overruled in its clause ("E 存疑但也选"): the option chosen all the same,
read with the rest of the set, to confirm (``_choice_clauses.doubt_overruled``).

Found at the fourth stop on what was left: "A、C、E 存疑但也选" read as A and C held open, and "A，E 存疑
但也选" on a question keyed AE as A held open — the member the candidate chose despite the doubt was
dropped and the answer hedged. Convention 5 of the labels (seen/blind-16.yaml) makes a member kept open
by a hedge ("A 大概也算", "可能也有 A") a hedge; a member doubted and then chosen is not kept open. A
member only doubted, or doubted with the choice itself in question ("C 不确定要不要选"), keeps its
reading.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._choice_clauses import doubt_overruled
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in SERVABLE if q.type is QuestionType.MULTI and len(q.key) >= 2]
WITH_WRONG = [q for q in MULTIS if set(q.options) - set(q.key)]
OVERRULED = ("存疑但也选", "不确定但还是选", "没把握但照选", "存疑，但也选", "存疑但选上")


def test_the_sentence_reads_the_whole_list() -> None:
    question = next(q for q in SERVABLE if q.id == "seed000-25")
    graded = grade(question, "A、C、E 存疑但也选")
    assert graded.understood.choices == ["A", "C", "E"] and graded.verdict is Verdict.INCORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("said", OVERRULED)
@pytest.mark.parametrize("joint", ["，", "、", " 肯定，"])
def test_the_key_s_last_member_doubted_yet_chosen_reads_the_key_to_confirm(said: str, joint: str) -> None:
    assert len(MULTIS) >= 10
    for question in MULTIS:
        *first, last = sorted(question.key)
        answer = f"{'、'.join(first)}{joint}{last} {said}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded.rationale)
        assert graded.needs_confirmation and graded.understood.choices == sorted(question.key)


@pytest.mark.parametrize("said", OVERRULED)
def test_a_wrong_option_doubted_yet_chosen_is_chosen(said: str) -> None:
    for question in WITH_WRONG:
        wrong = sorted(set(question.options) - set(question.key))[0]
        answer = f"{'、'.join(sorted(question.key))}，{wrong} {said}"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INCORRECT, (question.id, answer, graded.rationale)
        assert wrong in (graded.understood.choices or []), (question.id, answer)


def test_an_option_with_its_choice_in_doubt_is_never_read_into_the_key() -> None:
    for question in WITH_WRONG:
        wrong = sorted(set(question.options) - set(question.key))[0]
        answer = f"{'、'.join(sorted(question.key))}，{wrong} 不确定要不要选"
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.rationale)


def test_a_member_only_doubted_keeps_its_reading() -> None:
    for question in WITH_WRONG:  # "D 肯定，A 存疑" (seen/blind-35.yaml): the doubted one not chosen
        wrong = sorted(set(question.options) - set(question.key))[0]
        graded = grade(question, f"{'、'.join(sorted(question.key))}，{wrong} 存疑")
        assert wrong not in (graded.understood.choices or []), question.id


@pytest.mark.parametrize(
    ("after", "overruled"),
    [
        (" 存疑但也选", True),
        (" 我也不确定，但还是选", True),
        (" 存疑但选上）", True),
        (" 不确定要不要选", False),
        (" 存疑", False),
        (" 存疑但也选吗", False),
        ("，不确定但也选", False),  # the doubt after a pause: the answer's, not the option's
        (" 存疑但也选 C", False),  # another option chosen after it
    ],
)
def test_what_overrules_a_doubt(after: str, overruled: bool) -> None:
    assert doubt_overruled(after) is overruled


def test_a_chosen_member_named_again_doubted_yet_chosen_is_never_read_otherwise() -> None:
    # moved from test_grading_second_thoughts (a doubt kept was a hedge then): the set stands, or is asked
    graded = grade(next(q for q in SERVABLE if q.id == "seed000-18"), "A、D，D 不确定但也选")
    assert graded.verdict is Verdict.INVALID or (
        graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    ), graded.rationale


@pytest.mark.parametrize(
    "said", ["也有点道理", "也有些道理", "也有几分道理", "也有一定道理", "也不无道理", "也挺合理"]
)
def test_a_wrong_option_granted_some_merit_keeps_the_key_open(said: str) -> None:
    """Batch 73's "ABD 吧，C 也有点道理" read the key, to confirm: a wrong member kept open by a
    measured "has a point too" is convention 5's hedge, never the key."""
    for question in WITH_WRONG:
        wrong = sorted(set(question.options) - set(question.key))[0]
        answer = f"{''.join(sorted(question.key))} 吧，{wrong} {said}"
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)
