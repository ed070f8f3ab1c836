"""The round on blind batch 80: on a single choice, a turn to another option closing the answer after
the one first named was ruled out.

- "D. 哦 cudnn.deterministic 只管 cuDNN 不是全局开关，换 C": D chosen, then ruled out with no correction
  word, reads both; the closing turn to C settles it (C, to confirm). Asked, denied or back to D it does
  not.
- "只改 logit_scale？不对，那个跟长度没关系。改位置编码": only D ruled out, then a clause turning to an
  option by its words: that clause read alone (A, to confirm); hedged, denied or asked it is not.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]


def test_a_contradiction_settled_by_a_closing_turn() -> None:
    for question in SINGLES[::6]:
        key = question.key_text
        other = min(set(question.options) - {key})
        said = f"{other}，{other} 不对，换 {key}"
        graded = grade(question, said)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, said)
        for unmeant in (
            f"{other}，{other} 不对，换 {key}？",
            f"{other}，{other} 不对，换 {other}",
            f"{other}，{other} 不对，换 {key} 也不对",
            f"{key}，{key} 不对，换 {other}",
        ):
            assert grade(question, unmeant).verdict is not Verdict.CORRECT, (question.id, unmeant)


def test_a_turn_to_an_option_by_its_words_after_a_rule_out() -> None:
    question = BANK["seed002-03"]
    head = "只改 logit_scale？不对，那个跟长度没关系。"
    graded = grade(question, head + "改位置编码")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, graded.rationale
    for unmeant in ("改位置编码？", "改位置编码也不对", "不改位置编码", "可能改位置编码", "改位置编码吗"):
        assert grade(question, head + unmeant).verdict is not Verdict.CORRECT, unmeant
    assert grade(question, "position_ids 不对，改位置编码").verdict is not Verdict.CORRECT
