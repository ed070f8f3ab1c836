"""An option of a chosen set named again by its letter, on a multiple choice, in a clause that takes it
out in words the reader had no list for ("A、D，A 除外", "A、D 里 A 不要", "A、D without A"): the set had
been read whole, for confirmation, so the set meant — the key less one option — was graded correct. It
is asked again now; the key named again and affirmed, compared with, or chosen anew is read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

MULTIS = active_questions(QuestionType.MULTI)

TAKEN_OUT = [
    "{K}，{k} 除外",
    "{K}（{k} 除外）",
    "{K} 里 {k} 不要",
    "{K} 中 {k} 不要",
    "{K}，不含 {k}",
    "{K}（不含 {k}）",
    "{K}，不包括 {k}",
    "{K}，{k} 就不要了",
    "{K}，{k} 不在内",
    "{K}，没有 {k}",
    "{K}，减去 {k}",
    "{K} 再减 {k}",
    "{K} 除开 {k}",
    "{K}，刨去 {k}",
    "{K}，取消 {k}",
    "{K}，忽略 {k}",
    "{K}，{k} 留空",
    "{K}，{k} 跳过",
    "{K}，{k} 淘汰",
    "{K}，{k} 有问题",
    "{K}，{k} 多选了",
    "{K}，{k} 写错了",
    "{K}，{k} 可选可不选",
    "{K}，{k}：否",
    "{K} -{k}",
    "{K} without {k}",
    "{K} excluding {k}",
    "{K}, drop {k}",
    "{K}, minus {k}",
    "{K}, remove {k}",
]
AFFIRMED = [
    "{K}，{k} 对",
    "{K}，{k} 肯定对",
    "{K}，{k} 是对的",
    "{K}（{k} 最稳）",
    "{K} 都对，{k} 最确定",
    "{K}，{K}",
    "{K}，{k} 更对",
]


def _key(question: Question) -> tuple[str, list[str]]:
    letters = sorted(question.key_text.strip())
    return "、".join(letters), letters


@pytest.mark.parametrize("template", TAKEN_OUT)
def test_an_option_of_the_set_taken_out_in_other_words_is_never_correct(template: str) -> None:
    assert MULTIS
    made_correct = []
    for question in MULTIS:
        listed, letters = _key(question)
        for letter in letters:  # the set meant is the key less this option: never the key
            answer = template.format(K=listed, k=letter)
            if grade(question, answer).verdict is Verdict.CORRECT:
                made_correct.append((question.id, answer))
    assert not made_correct


@pytest.mark.parametrize("template", AFFIRMED)
def test_an_option_of_the_set_affirmed_again_is_still_read(template: str) -> None:
    for question in MULTIS:
        listed, letters = _key(question)
        answer = template.format(K=listed, k=letters[-1])
        assert grade(question, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        "A、C、D。B 错在 batch 换成更大的只会更占显存，跟 D 比差远了",  # D only what B is compared with
        "从 ABD 改到 AD",  # chosen anew: the correction answers
        "A、D，C 的通信其实是 O(seq·d/P)",  # a lower-case d in a formula names no option
    ],
)
def test_a_letter_said_again_only_in_passing_keeps_the_set(answer: str) -> None:
    question = next(q for q in MULTIS if q.id == "seed000-18")  # key AD
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.INVALID, graded.rationale
