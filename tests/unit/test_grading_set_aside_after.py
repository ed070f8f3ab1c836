"""A single choice's letter followed only by a word that sets it aside ("B 除外", "B pass", "B 还是算了",
"B，不是这个") or by a negation in Korean or Japanese ("B 아니요", "B 아님", "B じゃない", "B は違う"):
read as B, to confirm, before, so a wrong answer on a question keyed B turned right. Asked again now
(``_negated_after``, lexicon ``SET_ASIDE_AFTER``); a letter with a word that is no denial ("B です",
"B 이다", "B 没错") still reads B, and one setting aside another option before the answer ("A 除外，B")
reads B. Looped over every fourth single choice by its key letter.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.checks._negated_after import negated_after
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]
SET_ASIDE = (
    "除外", "pass", "还是算了", "，不是这个", "，不是它", "错了错了",
    "아니요", "아님", "가 아니다", "은 틀렸다",
    "じゃない", "ではない", "は違う", "違う", "ちがう",
)  # fmt: skip
KEPT = ("です", "이다", "没错", "！", "吧")


def test_there_are_single_choices_to_loop_over() -> None:
    assert len(SINGLES) >= 10


def test_the_key_set_aside_is_asked_again() -> None:
    for question in SINGLES[::4]:
        for said in SET_ASIDE:
            answer = f"{question.key} {said}"
            if question.key != "A":  # "A pass" may be English's article before a word: asked again elsewhere
                assert negated_after(answer, [question.key], question.options, question.stem), answer
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_the_key_with_a_word_that_is_no_denial_still_reads() -> None:
    for question in SINGLES[::4]:
        for said in KEPT:
            answer = f"{question.key} {said}"
            assert not negated_after(answer, [question.key], question.options, question.stem), answer


def test_another_option_set_aside_before_the_key_reads_the_key() -> None:
    for question in SINGLES[::4]:
        other = next(label for label in sorted(question.options) if label != question.key)
        graded = grade(question, f"{other} 除外，{question.key}")
        assert graded.verdict is Verdict.CORRECT, (question.id, graded)
