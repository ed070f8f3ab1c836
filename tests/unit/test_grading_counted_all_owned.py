"""Every option counted and owned in the first person (issue 30: the fifty-seventh blind batch's "五项我
都认，Llama 3 全对得上", read as no answer): "四项我都认可", "4 个我们都同意" choose every option when the
count is theirs, to confirm, also before a clause that only explains. Bare "认" is no acceptance: it
also means "recognise" ("五项都认，看着眼熟"), so such an answer is asked again.

The nearest wrong readings stay out: a count that is not theirs, the acceptance denied ("我都不认"),
asked ("都认吗"), or followed by an exception, a doubt or a turn ("但 C 不对", "C 拿不准") chooses
nothing or what is left, never every option.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
TRAITS = Question(
    id="fx-owned",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于推理服务里的前缀缓存，以下哪些说法正确？",
    options={
        "A": "可复用相同系统提示的 KV",
        "B": "命中后可跳过这部分预填充",
        "C": "需要按块对齐",
        "D": "按 LRU 淘汰",
    },
    key="ABCD",
    scoring=Scoring.PARTIAL_SUBSET,
)


@pytest.mark.parametrize(
    "answer",
    ["四项我都认可", "4 个我们都同意", "四条我都认可", "四项我都认同，vLLM 的实现全对得上", "四项都赞同"],
)
def test_every_option_counted_and_owned_is_read_to_confirm(answer: str) -> None:
    graded = grade(TRAITS, answer)
    assert graded.understood.choices == ["A", "B", "C", "D"], (answer, graded.rationale)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer


@pytest.mark.parametrize(
    "answer",
    [
        "三项我都认",
        "五项我都认",
        "四项我都不认",
        "四项我都认吗",
        "四项我都认？",
        "四项我都认，但 C 不对",
        "四项我都认，不过 C 拿不准",
    ],
)
def test_a_wrong_count_a_denial_a_question_or_an_exception_is_not_every_option(answer: str) -> None:
    graded = grade(TRAITS, answer)
    assert graded.verdict is not Verdict.CORRECT, (answer, graded.understood.choices)


@pytest.mark.parametrize(
    "answer", ["五项都认，看着眼熟", "五个我都认，都见过", "五项我都认，Llama 3 全对得上", "五项我都认"]
)
def test_bare_ren_may_mean_recognise_and_is_asked_again(answer: str) -> None:
    graded = grade(QUESTIONS["seed000-16"], answer)  # all five are the key: never a guess to correct
    assert graded.verdict is Verdict.INVALID, (answer, graded.understood.choices)
