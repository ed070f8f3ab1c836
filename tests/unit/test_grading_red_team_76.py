"""The red team of the seventy-sixth stop on the reader of typed answers (issue 30): wrong answers read as
right (to confirm) found by families of sentences over every active question of a type, each family beside
its nearest neighbours that must still read as they did.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct, wrong_options

CHOICES = active_questions(QuestionType.SINGLE, QuestionType.MULTI)
SINGLES = active_questions(QuestionType.SINGLE)

# The key denied or doubted in words the reader lacked: "B isn't the answer" read as B while "B is not the
# answer" was asked again; "B can't be right", "B is the (common) wrong answer", "I doubt it's B", "不一定是
# B" ("not necessarily B") and "B？不会吧" ("B? surely not") read as B, to confirm, on every choice.
DENIED = [
    "{K} isn't the answer",
    "{K} is not the answer",
    "{K}'s not the answer",
    "{K} isn't the right one",
    "{K} can't be right",
    "{K} cannot be right",
    "{K} can't be it",
    "{K} couldn't be correct",
    "{K} can't be the answer",
    "{K} is the wrong answer",
    "{K} is the trap answer",
    "{K} is the common wrong answer",
    "{K} is the classic trap option",
    "{K} — the obvious wrong choice",
    "I doubt it's {K}",
    "doubt it's {K}",
    "I doubt that it is {K}",
    "不一定是 {K}",
    "未必是 {K}",
    "不见得是{K}",
    "不一定选 {K}",
    "答案不一定是 {K}",
    "我觉得未必就是 {K}",
    "{K}？不会吧",
    "{K} 吗？不会吧",
    "{K} 吧？不至于吧",
    "{K}? surely not",
    "{K}? probably not",
    "{K}? I doubt it",
]


@pytest.mark.parametrize("template", DENIED)
def test_the_key_denied_or_doubted_never_reads_as_chosen(template: str) -> None:
    assert read_correct(CHOICES, template) == []


# the key kept: said to be the answer, doubt denied, a tag question, a hedge of one's own answer (read to
# confirm, as "B，不一定对" always was), or another option denied in those words before or after the key
KEPT = [
    "{K} is the answer",
    "{K} is right",
    "I have no doubt it's {K}",
    "no doubt it's {K}",
    "I don't doubt it's {K}",
    "{K}，不一定对",
    "一定是 {K}",
    "{K}？是的",
]


@pytest.mark.parametrize("template", KEPT)
def test_the_key_said_right_or_its_doubt_denied_still_reads(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]


@pytest.mark.parametrize(
    "template",
    [
        "{W} isn't the answer, {K} is",
        "{K}. {W} can't be right",
        "{W} is the trap answer; {K}",
        "不一定是 {W}，选 {K}",
    ],
)
def test_another_option_denied_in_those_words_leaves_the_key(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
