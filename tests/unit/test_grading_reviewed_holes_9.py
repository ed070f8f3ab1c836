"""Review 60's holes, closed (continued): the key put down, called unlikely or out of date, or said in
irony, in words the option's set-apart denial did not know (sections 18 and 26); the key quoted then
denied, given a cross as its verdict, commented out, or under a denying label with another separator
(sections 3, 15, 25): to confirm before, never correct now. An option said with a denial of another
("B, not A") and a plainly quoted or labelled key are read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType, Status
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE]

PUT_DOWN = [
    "{K} is a red herring",
    "{K} is a decoy",
    "{K} is misleading",
    "{K} is way off",
    "{K}: nope",
    "{K}: not it",
    "{K}? not a chance",
    "{K}, unlikely",
    "{K} seems least likely",
    "{K} would be my last choice",
    "{K} 够呛",
    "{K} 答非所问",
    "{K} 过时了",
    "{K} 是老黄历",
    "{K} 可能性最小",
    "{K} 排最后",
    "{K} 是坑",
    "{K} 骗人的",
    "{K}？无关",
    "{K} 的反面",
    "{K} set aside",
    "{K} vetoed",
    "{K} X-ed out",
    "{K} nixed",
    "{K} discarded",
]
IRONY = [
    "{K} /s",
    "{K} (sarcasm)",
    "{K}，反话",
    "{K}（反讽）",
    "{K}，假的",
    "{K} lol jk",
]


@pytest.mark.parametrize("template", PUT_DOWN + IRONY)
def test_key_put_down_or_said_in_irony_is_not_correct(template: str) -> None:
    assert read_correct(SINGLES, template) == []


@pytest.mark.parametrize(
    "answer", ["B, not A", "It's B, not A.", "B. Not A.", "B, definitely", "B——不对，还是 B", "B 没问题"]
)
def test_key_with_another_denied_or_affirmed_stays_correct(answer: str) -> None:
    question = BANK["seed000-01"]  # key B
    assert grade(question, answer).verdict is Verdict.CORRECT


CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]

# review 60, sections 3, 15 and 25: the key quoted or bracketed then denied, given a cross as its verdict,
# commented out, or under a denying label with another separator than a colon
DENIED_AROUND = [
    "「{K}」是错的",
    "〈{K}〉不对",
    "“{K}”有误",
    "【{K}】是干扰项",
    "“{K}”，算了",
    "「{K}」（不）",
    "{K}：×",
    "{K} -> ×",
    "{K} = ×",
    "× {K}",
    "×{K}",
    "<!-- {K} -->",
    "/* {K} */",
    "{K} <!-- 错 -->",
    "Not - {K}",
    "Not | {K}",
    "Wrong answer {K}",
    "错误答案﹕{K}",
]


@pytest.mark.parametrize("template", DENIED_AROUND)
def test_key_denied_around_its_brackets_or_by_a_label_is_not_correct(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["「{K}」", "“{K}”", "【{K}】", "{K}：√", "答案 - {K}", "答案 | {K}"])
def test_key_quoted_or_labelled_plainly_stays_correct(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]


def test_a_denial_that_only_seemed_then_taken_back_reads_the_option() -> None:
    # seed000-06, key B: b5a0132 read the look of a denial as the denial; the next clause takes it back
    question = BANK["seed000-06"]
    assert grade(question, "B 看着不对，其实对").verdict is Verdict.CORRECT
    assert grade(question, "B 看着不对，其实是对的").verdict is Verdict.CORRECT
    assert grade(question, "A 看着不对，其实对").verdict is not Verdict.CORRECT
    for denied in ("B 看着对，其实不对", "B 看着不对", "B 不对，其实对吗"):
        assert grade(question, denied).verdict is not Verdict.CORRECT, denied
