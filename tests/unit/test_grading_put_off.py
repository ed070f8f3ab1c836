"""An answer closed by putting it off ("B？我再想想", "464 GB 吧，算了", "…，let me think again"): the
candidate has not settled on it, or drops it. Every closed type but true/false had read the answer before the
closing as given (B, correct when B is the key); now such an answer is never graded correct but asked
again. A put-off inside a correction ("先写 A，再想想，改 {K}") is the correction, read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import FLASH, KV_CACHE, read_correct

QUESTIONS = curated_catalog()
CLOSINGS = ("{K}？我再想想", "{K} 吧，算了", "{K}……让我再想想", "{K}, let me think again", "{K}，算了。")


@pytest.mark.parametrize("kind", [QuestionType.SINGLE, QuestionType.MULTI, QuestionType.TRUEFALSE])
def test_a_choice_put_off_is_never_correct(kind: QuestionType) -> None:
    questions = [q for q in QUESTIONS if q.type is kind]
    for template in CLOSINGS:
        key = "对" if kind is QuestionType.TRUEFALSE else "{K}"
        answer = template.replace("{K}", key)
        assert (
            read_correct([q for q in questions if kind is not QuestionType.TRUEFALSE or q.truth], answer)
            == []
        ), answer


def test_a_figure_or_a_fill_put_off_is_never_correct() -> None:
    for question, key in ((KV_CACHE, "464 GB"), (FLASH, FLASH.key_text)):
        for template in CLOSINGS:
            answer = template.format(K=key)
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_a_put_off_before_a_correction_is_the_correction() -> None:
    singles = [q for q in QUESTIONS if q.type is QuestionType.SINGLE]
    assert read_correct(singles, "先写 X，再想想，改 {K}") == [q.id for q in singles]
    for answer in ("464 GB", "先算 928 GB，再想想多乘了 2，464 GB", "算了一下是 464 GB"):
        assert grade(KV_CACHE, answer).verdict is Verdict.CORRECT, answer
