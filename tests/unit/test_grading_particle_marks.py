"""Convention 7 of blind-16.yaml's header (decided on 6 December): a true/false word or mark with only a
non-tentative particle of mood and/or an emoji or punctuation ("对滴", "成立喔", "对啊！", "对滴呀",
"✔️ 对的") is bare; beside any other word ("☑️ 没问题", "对，没毛病") or with a tentative particle ("对吧")
it is more than bare: to confirm. "没问题" beside a mark was read bare (only "没毛病" made a sentence
there), and two particles after a mark ("对的呀") made it more than bare. "没问题" alone is a sentence,
not a true/false word (blind-22.yaml's label): true, to confirm, a particle after it too ("没问题哈" was
read as no answer). Looped over every true/false
question of the bank; the mark's truth is read either way, and a question particle still asks back.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

TRUEFALSE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.TRUEFALSE]
BARE = [
    ("对滴", True), ("成立喔", True), ("对喔", True), ("对啊！", True), ("✔️ 对的", True), ("对滴呀", True),
    ("对的呀", True), ("☑️ 对滴", True), ("不成立哈", False), ("错滴", False),
    ("是哈", True), ("不是哦", False), ("是的哦", True),
]  # fmt: skip
MORE = [
    ("☑️ 没问题", True), ("☑️没问题", True), ("✓ 没问题", True), ("√√ 没毛病", True), ("对，没毛病", True),
    ("对吧", True), ("对的吧", True), ("错吧", False), ("没问题", True), ("没问题哈", True),
]  # fmt: skip


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda question: question.id)
def test_a_mark_with_a_particle_or_an_emoji_is_bare(question: Question) -> None:
    for answer, truth in BARE:
        graded = grade(question, answer)
        assert graded.understood.truth is truth, (question.id, answer, graded)
        assert not graded.needs_confirmation, (question.id, answer)


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda question: question.id)
def test_a_mark_beside_another_word_or_a_tentative_particle_is_to_confirm(question: Question) -> None:
    for answer, truth in MORE:
        graded = grade(question, answer)
        assert graded.understood.truth is truth, (question.id, answer, graded)
        assert graded.needs_confirmation, (question.id, answer)


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda question: question.id)
def test_a_negation_or_a_question_is_not_made_bare(question: Question) -> None:
    for answer in ("对的吗", "对吗？", "不一定对的呀"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, (question.id, answer, graded)
    assert grade(question, "不对的呀").understood.truth is False, question.id
