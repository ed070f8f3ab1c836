"""A true/false answer that opens by denying the claim outright, then gives its reason (issue 30:
true/false sentences with a reason and no explicit mark), on fixture claims in words of their own.

- "没有，…", "不会，…", "不能——…" deny the claim: false, to confirm;
- not on a claim that denies itself ("… 不需要 …"): whether the denial agrees is unclear;
- a denial alone is left to the other readings ("不会" alone gives up), and so is one followed by a
  give-up or a hedge; a denial inside a clause that says more ("不会跨节点") is not an outright one.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.truefalse._denial import denied_outright
from bank.model import Question, QuestionType

CLAIM = "梯度累积会让每个优化步看到的样本数变少。"
SPLITS = Question(id="fx-accumulate", bank="fx", type=QuestionType.TRUEFALSE, stem=CLAIM, key="false")
DENYING = Question(
    id="fx-no-sync", bank="fx", type=QuestionType.TRUEFALSE, stem="数据并行训练不需要同步梯度。", key="false"
)


@pytest.mark.parametrize(
    "answer",
    ["没有，累积只是把几个小批的梯度加起来", "不会，样本数反而是小批乘以累积步数", "不能——等效批更大了"],
)
def test_an_outright_denial_then_a_reason_says_false_to_confirm(answer: str) -> None:
    assert denied_outright(answer, CLAIM) is False
    graded = grade(SPLITS, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_a_claim_that_denies_itself_is_not_read_by_a_denial() -> None:
    assert denied_outright("没有，每步都要 all-reduce", DENYING.stem) is None


@pytest.mark.parametrize(
    "answer",
    ["不会", "没有", "不会变少吧", "不会跨节点，但会变少", "不会，这题没学过", "没有，不过也说不定"],
)
def test_a_denial_alone_or_saying_more_is_not_an_outright_one(answer: str) -> None:
    assert denied_outright(answer, CLAIM) is None
