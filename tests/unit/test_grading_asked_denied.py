"""An option asked of, then denied ("logQ 修正？不对"): ruled out, as "C？不对" after a letter is; found
by the red team on seed001-02 (key C, "未对采样概率做修正（logQ 修正）"), where it read C, the key."""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._asked_denied import asked_then_denied
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
CHOICES = [q for q in SERVABLE if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]
LOGQ = next(q for q in SERVABLE if q.id == "seed001-02")  # key C
DENIALS = ("不对", "不是", "不对吧", "错", "不对。")


@pytest.mark.parametrize("denial", DENIALS)
def test_the_key_asked_of_then_denied_is_never_read(denial: str) -> None:
    assert len(CHOICES) >= 20
    for question in CHOICES:
        for asked in ("？", "吗？", " ? "):
            answer = "、".join(question.options[letter] for letter in question.key) + asked + denial
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.rationale)


@pytest.mark.parametrize("answer", ["logQ 修正？不对", "logQ 修正？不是", "logQ 修正吗？不对吧", "C吧？不对"])
def test_the_sentences_asked_then_denied(answer: str) -> None:
    graded = grade(LOGQ, answer)
    assert graded.verdict is Verdict.INVALID and "C" not in (graded.understood.choices or []), graded


@pytest.mark.parametrize(
    "answer",
    ["logQ 修正？", "logQ 修正？对", "温度系数 τ 过小？不对，logQ 修正", "logQ 修正，没错", "logQ 修正"],
)
def test_an_option_asked_and_kept_or_another_denied_reads_the_key(answer: str) -> None:
    graded = grade(LOGQ, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "C"), (answer, graded)


@pytest.mark.parametrize(
    ("after", "denied"),
    [(" 修正?不对", True), (" 修正?不对吧", True), ("?不是, 选 A", True), (" 修正?不是吗", False),
     (" 修正?不是很确定", False), (" 修正?对", False), (" 修正, 不对", False)],
)  # fmt: skip
def test_what_is_a_denial_of_the_question(after: str, denied: bool) -> None:
    assert (asked_then_denied(after) is not None) is denied
