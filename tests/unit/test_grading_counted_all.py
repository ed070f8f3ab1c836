"""Every option, or every option but those denied, said with a count (issue 30: the twelfth blind
batch's multiple choices), on a fixture question in words of its own.

- "四条全对" (a count with 条, as with 个 and 项) chooses every option when the count is theirs, also
  before a clause that only explains, and so do "every option" and "all options"; a count that is not
  theirs chooses nothing;
- "C 不对，<a reason in English words>；其余三个都对": the reason between the denial and the rest may
  hold lowercase letters, which are no options;
- capitals joined by dots alone ("A.B.D"), or with only closing marks or an emoji after them ("A.B.D 🙂"),
  are a bare set, graded without confirmation; a doubting sign, a denial or words after them are not.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

CACHES = Question(
    id="fx-caches",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于推理服务里的前缀缓存，以下哪些说法正确？",
    options={
        "A": "可复用相同系统提示的 KV",
        "B": "命中后可跳过这部分预填充",
        "C": "会改变采样结果",
        "D": "需要按块对齐",
    },
    key="ABD",
    scoring=Scoring.PARTIAL_SUBSET,
)
EVERY = CACHES.model_copy(update={"key": "ABCD"})


@pytest.mark.parametrize(
    "answer", ["四条全对", "4条全对，文档里都写了", "这四个都对", "every option", "all options"]
)
def test_a_count_of_every_option_chooses_them_all(answer: str) -> None:
    graded = grade(EVERY, answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == "A、B、C、D", answer


def test_a_count_that_is_not_every_option_chooses_nothing() -> None:
    assert grade(EVERY, "三条全对").verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer", ["C 不对，sampling 不受影响；其余三个都对", "C 错，temperature 照旧，其他都对"]
)
def test_the_rest_after_a_denial_with_an_english_reason(answer: str) -> None:
    graded = grade(CACHES, answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == "A、B、D", answer


def test_capitals_joined_by_dots_are_a_bare_set() -> None:
    graded = grade(CACHES, "A.B.D")
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "A、B、D")
    assert grade(CACHES, "A. B 也对").needs_confirmation  # a letter, then a sentence


@pytest.mark.parametrize(
    ("answer", "chosen"), [("A.B.C.D 🙂", "A、B、C、D"), ("A.B.D。", "A、B、D"), ("A.B.D 😊!!", "A、B、D")]
)
def test_capitals_joined_by_dots_then_a_closing_sign_are_a_bare_set(answer: str, chosen: str) -> None:
    graded = grade(CACHES, answer)  # the closing marks or emoji say nothing more, as after "A、B、D"
    assert (graded.verdict is Verdict.INVALID, graded.needs_confirmation, graded.reading) == (
        False,
        False,
        chosen,
    )


@pytest.mark.parametrize(
    "answer", ["A.B.D 🤔", "A.B.D 👎", "A.B.D 吧？不确定", "A.B.D 不对", "A.B.D 🙂 不确定", "A.B.D？"]
)
def test_capitals_joined_by_dots_then_a_doubt_or_a_denial_are_not_right(answer: str) -> None:
    graded = grade(
        CACHES, answer
    )  # a doubting sign, a denial or words after the set: never graded right bare
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.reading
