"""A reminder in a code comment of what the fill holds (issue 30: the fifty-seventh blind batch's
"BLOCK_SIZE: tl.constexpr,  # 别忘了 constexpr", labelled bare and read as no answer): "别忘了" holds
"别", which a comment against the code says, yet of a thing the code names it says "keep it". Such a
comment is set aside as any other comment is: the fill is graded bare.

The nearest wrong readings stay out: a reminder of a thing the code lacks ("# 别忘了 mask") or a
reminder followed by a denial stays asked again, a plain "别用" against the code's own name too, and a
fill without what the reminder names is graded as written (never correct by the comment).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

BLOCK = next(q for q in active_questions(QuestionType.CODE) if q.id == "seed000-28")


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr,  # 别忘了 constexpr",
        "BLOCK_SIZE: tl.constexpr  # 别忘了加 constexpr",
        "BLOCK_SIZE: tl.constexpr  # don't forget constexpr",
        "BLOCK_SIZE: tl.constexpr  # 别忘了 constexpr 哦",
        "BLOCK_SIZE: tl.constexpr  # 别忘了 constexpr。",
    ],
)
def test_a_reminder_of_what_the_fill_holds_leaves_it_bare(answer: str) -> None:
    graded = grade(BLOCK, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer


@pytest.mark.parametrize(
    "answer",
    [
        "BLOCK_SIZE: tl.constexpr  # 别忘了 mask",
        "BLOCK_SIZE: tl.constexpr  # 别忘了 constexpr 不对",
        "BLOCK_SIZE: tl.constexpr  # 别用 constexpr",
    ],
)
def test_a_reminder_of_what_the_fill_lacks_or_a_denial_is_asked_again(answer: str) -> None:
    assert grade(BLOCK, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize("answer", ["BLOCK_SIZE  # 别忘了 constexpr", "BLOCK_SIZE: int  # 别忘了 constexpr"])
def test_a_fill_without_what_is_reminded_is_never_correct(answer: str) -> None:
    assert grade(BLOCK, answer).verdict is not Verdict.CORRECT, answer


# issue 30 (review of the reminder): a reminder is set aside only when it is the whole comment; what
# the comment says after it ("其实不需要", "？", "同事写的") is heard, and the fill is asked again
@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (BLOCK, f"BLOCK_SIZE: tl.constexpr  # 别忘了 constexpr{after}")
        for after in (
            " 其实不需要",
            " 要删掉",
            " 可以去掉",
            " 多余",
            " 可能有问题",
            " 不一定对",
            " 是我瞎写的",
            " 原卷答案",
            "，同事写的",
            "？",
        )
    ]
    + [
        (
            next(q for q in active_questions(QuestionType.CODE) if q.id == "seed000-26"),
            "flash_attn_func(q, k, v, dropout_p=0.0, causal=True)  # 别忘了 dropout_p 训练时不是 0",
        )
    ],
)
def test_a_reminder_followed_by_more_words_is_never_set_aside(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer
