"""A true/false mark not meant as said: in irony ("对（才怪）", "错 /s", "对，反话", "错——骗你的"), as its
opposite ("错的反面", "和对相反"), as half true ("对一半", "半错") or asked back in scorn ("哪里错了", "有什么
错", "错个屁"). Each had been read as the mark it holds, so the answer, meaning the other mark or neither,
was graded correct (to confirm). Each is asked again now; a correction after a joke ("对，开玩笑的，错"),
"没什么错", "一半对一半错", "对个鬼" and a "一半" inside a reason read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions, verdict_for

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)
NOT_MEANT = [
    "{M}（才怪）",
    "{M} 才怪呢",
    "{M}，反话",
    "{M}（反讽）",
    "{M} /s",
    "{M} (sarcasm)",
    "{M}（开玩笑）",
    "{M}——骗你的",
    "{M} lol jk",
    "{M}...not",
    "{M}（删）",
    "{M}的反面",
    "{M}的对立面",
    "和{M}相反",
    "{M}一半",
    "半{M}",
    "{M}了一半",
    "哪里{M}了",
    "哪{M}了",
    "有什么{M}",
    "哪有{M}",
    "怎么会{M}",
    # the seventh red team: scorn with "你", asked back or sworn against, read as the mark, to confirm
    "{M}你个头",
    "{M}你个鬼",
    "谁说{M}的",
    "谁说是{M}的？",
    "谁告诉你{M}的",
    "{M}什么{M}",
    "{M}啥{M}",
    "{M}才有鬼",
    "{M}就有鬼了",
]


def _mark(question: Question) -> str:
    return "对" if question.truth else "错"


@pytest.mark.parametrize("template", NOT_MEANT)
def test_a_mark_not_meant_as_said_is_never_correct(template: str) -> None:
    assert TRUEFALSE
    made_correct = [
        (q.id, template.format(M=_mark(q)))
        for q in TRUEFALSE
        if grade(q, template.format(M=_mark(q))).verdict is Verdict.CORRECT
    ]
    assert not made_correct


@pytest.mark.parametrize("answer", ["错个屁", "对个屁"])
def test_a_mark_said_in_scorn_is_never_correct(answer: str) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)  # asked again


@pytest.mark.parametrize(
    ("answer", "truth"),
    [
        ("对，开玩笑的，错", False),
        ("没什么错", True),
        ("显存会减少一半，所以错", False),
        ("错误率降一半，对", True),
        ("对个鬼", False),
        ("对，谁说错的？", True),
    ],
)
def test_a_mark_meant_reads_as_before(answer: str, truth: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, truth), answer


@pytest.mark.parametrize(("answer", "truth"), [("No, it is not", False), ("It's true, it is", True)])
def test_a_plain_english_not_is_no_irony(answer: str, truth: bool) -> None:
    for question in TRUEFALSE:
        assert grade(question, answer).verdict is verdict_for(question, truth), answer
