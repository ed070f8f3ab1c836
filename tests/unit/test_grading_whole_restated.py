"""Every option said in words, then restated by a closing count or the letters of every option (issue
30: the fifty-fifth blind batch's "全都对 五个", "四项都支持 ABCD"), on a fixture question in words of its
own.

- the count is the number of options, or the letters are every option's, each once: every option,
  read to confirm (more than a bare set);
- a count that is not theirs, a letter set short of them or with a letter twice, or a denial: no
  answer (asked again), never the set the words or the letters alone would give.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

CACHES = Question(
    id="fx-caches-restated",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于推理服务里的前缀缓存，以下哪些说法正确？",
    options={
        "A": "可复用相同系统提示的 KV",
        "B": "命中后可跳过这部分预填充",
        "C": "需要按块对齐",
        "D": "支持多轮对话共享前缀",
    },
    key="ABCD",
    scoring=Scoring.PARTIAL_SUBSET,
)
SOME = CACHES.model_copy(update={"key": "ABD"})


@pytest.mark.parametrize(
    "answer",
    ["全都对 四个", "都对，4 个", "全都对 ABCD", "四项都对 A B C D", "都正确 A、B、C、D", "全选 ABCD"],
)
def test_every_option_restated_by_its_count_or_letters(answer: str) -> None:
    graded = grade(CACHES, answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == "A、B、C、D", answer
    assert graded.needs_confirmation, answer


def test_every_option_restated_is_every_option_where_the_key_is_fewer() -> None:
    assert grade(SOME, "全都对 四个").verdict is Verdict.INCORRECT  # all four chosen, C among them


@pytest.mark.parametrize(
    "answer",
    ["全都对 三个", "全都对 五个", "四项都对 ABC", "都对 ABDD", "都对 ABCDE", "都不对 四个", "全都对 四个吗"],
)
def test_a_restatement_that_is_not_every_option_is_no_answer(answer: str) -> None:
    assert grade(CACHES, answer).verdict is Verdict.INVALID, answer
    assert grade(SOME, answer).verdict is not Verdict.CORRECT, answer
