"""The round on blind batch 51 (issue "Grading a typed answer"): classes the batch met.

- A false mark beside a second one that names the claim first ("✘ 说法错误", "× 该说法错误"): one
  answer said twice, bare, as "✘ 错误" and "说法错误" alone are. Not two marks that disagree
  ("✘ 说法正确"), which stay to confirm.
- "大错", the idiom "大错特错" cut short: the false mark, bare, as the idiom is. Not "大概错" (a
  hedge), "大错吧" nor "没什么大错", which stay to confirm.
- Code fills closed by the Chinese full stop ("nvme 和 nvme。"): the fills, bare, as with a comma. Not
  fills asked ("nvme 和 nvme？") or hedged ("nvme 吧。").
Looped over every true/false and every code fill of the bank.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

BANK = list(curated_catalog())
TRUEFALSE = [q for q in BANK if q.type is QuestionType.TRUEFALSE]
CODES = [q for q in BANK if q.type is QuestionType.CODE and all(fill.strip() for fill in q.blanks)]


def test_every_type_is_there() -> None:
    assert len(TRUEFALSE) >= 5 and len(CODES) >= 5 and any(len(q.blanks) > 1 for q in CODES)


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_a_mark_beside_the_claim_named_is_one_mark_bare(question: Question) -> None:
    for answer, says in (
        ("✘ 说法错误", False),
        ("× 该说法错误", False),
        ("√ 说法正确", True),
        ("✔ 命题成立", True),
    ):
        graded = grade(question, answer)
        assert graded.verdict is verdict_for(question, says) and not graded.needs_confirmation, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_two_marks_that_disagree_stay_to_confirm(question: Question) -> None:
    for answer in ("✘ 说法正确", "✔ 说法错误", "√ 该说法错误"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_da_cuo_is_the_false_mark_bare(question: Question) -> None:
    for answer in ("大错", "大错！", "大错特错"):
        graded = grade(question, answer)
        assert graded.verdict is verdict_for(question, False) and not graded.needs_confirmation, answer


@pytest.mark.parametrize("question", TRUEFALSE, ids=lambda q: q.id)
def test_da_cuo_hedged_or_inside_a_sentence_is_no_bare_mark(question: Question) -> None:
    for answer in ("大概错", "大错吧", "没什么大错", "大错？"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID or graded.needs_confirmation, answer


@pytest.mark.parametrize("question", CODES, ids=lambda q: q.id)
def test_fills_closed_by_a_full_stop_are_bare(question: Question) -> None:
    for answer in (" 和 ".join(question.blanks) + "。", "，".join(question.blanks) + " 。"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, answer


@pytest.mark.parametrize("question", CODES, ids=lambda q: q.id)
def test_fills_asked_or_hedged_before_a_full_stop_stay_to_confirm(question: Question) -> None:
    fills = " 和 ".join(question.blanks)
    for answer in (f"{fills}？", f"{fills} 吧。"):
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, answer
