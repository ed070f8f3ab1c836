"""A thing discarded "and not trained on" ("平票直接扔掉不训", blind batch 79) is one act, as "丢掉不用" is
(``_paraphrase``): the 不 no negation of the discarding, so the option "剔除" is read, to confirm. A
discarding denied ("不扔掉", "别扔掉") or asked and denied is not read as it.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
TIES = QUESTIONS["seed002-25"]  # A "剔除" (key)


def test_discarded_and_not_used_reads_the_discarding() -> None:
    for unused in ("不训", "不训练", "不用", "不要", "不管"):
        answer = f"平票直接扔掉{unused}"
        graded = grade(TIES, answer)
        assert graded.verdict is Verdict.CORRECT, (answer, graded)
        assert graded.needs_confirmation, answer


def test_a_discarding_denied_is_not_read() -> None:
    for answer in ("平票不扔掉", "平票别扔掉", "平票扔掉不训？不对"):
        assert grade(TIES, answer).verdict is Verdict.INVALID, answer
