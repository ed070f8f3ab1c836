"""The rules written for the twenty-first blind batch's causes (issue "Grading a typed answer"), read
before the twenty-second, each in phrasings of its own (not the batch's), beside the nearest shape that
must still be read as before:

- a true/false answer whose opening mark is turned from ("对……不过 …", "对，但是 …", "true, but …")
  and which closes on a mark as a clause of its own ("…，错", "…，所以不成立") answers with that last
  mark, as after a correction, for confirmation: before, the opening mark was read and the closing
  one dropped ("对……不过 …，错" read true, right to confirm). A turn that only qualifies ("对，不过要看
  学习率") closes on no mark and leaves the first; a mark closing a condition ("错，不过批量够大的话，
  对的") holds only then and leaves the first too; "对……但也不一定" still says both;
- a figure or option asked about ("32 吗？", "B？") and then argued about by a rhetorical question,
  with or without its question mark ("那…岂不是…", "难道…"), is a question back, asked again: before,
  the rhetorical clause was taken for a statement beside the question and the figure read as a
  tentative answer ("32 吗？那…岂不是白开了" read B, right to confirm). A decision after it still
  chooses ("…岂不是…，选 B"), an offer confirmed ("B 吗？应该是吧") is still a tentative B, and a
  rhetorical reason after an answer given ("32 吧，不然岂不是…") still leaves that answer.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

ACCUMULATE = Question(
    id="fx-tf-accumulate",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="梯度累积步数翻倍，等效批量也随之翻倍。",
    key="true",
)
SHARDED = Question(
    id="fx-tf-sharded",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="ZeRO-1 会把模型参数也切分到各张卡上。",
    key="false",
)
PER_CARD = Question(
    id="fx-choice-per-card",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="8 卡数据并行，全局 batch 为 256，每张卡的 batch 是多少？",
    options={"A": "16", "B": "32", "C": "64", "D": "256"},
    key="B",
)


@pytest.mark.parametrize(
    "answer",
    [
        "对……不过学习率不跟着调的话收敛会变慢，那就不好说了，错",
        "对，但是累积时 BN 的统计量只看小批量，所以不成立",
        "正确，可是优化器步数少了一半，错的",
        "true, but the optimizer steps halve, false",
        "对，不过转念算一下显存，错了吧",
    ],
)
def test_a_turn_from_the_opening_mark_to_a_closing_one_answers_with_the_last(answer: str) -> None:
    graded = grade(ACCUMULATE, answer)  # the key is true: the closing false is never read as right
    assert graded.understood.truth is False, graded.rationale
    assert graded.verdict is Verdict.INCORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["对，不过优化器状态不切，错", "对……但是参数要到 ZeRO-3 才切，所以不对"])
def test_the_closing_mark_after_a_turn_is_right_for_confirmation(answer: str) -> None:
    graded = grade(SHARDED, answer)  # the key is false
    assert graded.understood.truth is False, graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["对，不过要看学习率", "对，不过大模型一般会配合 warmup", "对，不过要看学习率，对"]
)
def test_a_turn_that_only_qualifies_keeps_the_opening_mark_for_confirmation(answer: str) -> None:
    graded = grade(ACCUMULATE, answer)
    assert graded.understood.truth is True, graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["错，不过批量够大的话，对的", "错，但是如果不限显存，对"])
def test_a_mark_closing_a_condition_holds_only_then(answer: str) -> None:
    graded = grade(ACCUMULATE, answer)  # the key is true: the conditional true is not the answer
    assert graded.understood.truth is False, graded.rationale
    assert graded.verdict is Verdict.INCORRECT, graded.rationale


def test_true_and_not_necessarily_still_says_both() -> None:
    graded = grade(ACCUMULATE, "对……但也不一定")
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    "answer",
    [
        "32 吗？那梯度累积岂不是白开了",
        "B？那 8 张卡岂不是各算各的",
        "32 吗？难道不用再除以累积步数",
        "32 吗？岂不是跟单卡一样了？",
    ],
)
def test_an_option_asked_about_then_argued_by_a_rhetorical_question_is_asked_again(answer: str) -> None:
    graded = grade(PER_CARD, answer)  # the key is B, 32: never read as chosen
    assert graded.verdict is Verdict.INVALID, graded.rationale
    assert not graded.understood.choices, graded.rationale


def test_a_mark_asked_about_then_argued_by_a_rhetorical_question_is_asked_again() -> None:
    graded = grade(ACCUMULATE, "对吗？那累积步数岂不是跟批量一回事")
    assert graded.verdict is Verdict.INVALID, graded.rationale
    assert graded.understood.truth is None, graded.rationale


@pytest.mark.parametrize(
    "answer",
    [
        "B 吗？应该是吧",
        "32 吗？那梯度累积岂不是白开了，算了，选 B",
        "32 吧，不然岂不是要爆显存",
        "32。岂不是很简单",
    ],
)
def test_an_offer_confirmed_decided_or_argued_for_is_still_read_for_confirmation(answer: str) -> None:
    graded = grade(PER_CARD, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
