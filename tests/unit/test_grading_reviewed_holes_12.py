"""Red team of the typed-answer reader (issue 30), holes where a wrong answer, a doubt or a question
back was read as the key to confirm, each beside its nearest right sentence, which still reads right:

- a denial set apart from its option by a dash ("B——才怪", "B —— 是陷阱", "B——我不同意") rules it out,
  as after a comma; "B——对" and "B —— backend 默认就是 inductor" still read B, and "B——不对，…，还是 A"
  is still a correction to A.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import QuestionType, Status

BANK = {question.id: question for question in Catalog.load() if question.status is Status.ACTIVE}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE]


@pytest.mark.parametrize(
    "template", ["{K}——才怪", "{K} —— 才怪", "{K}——是陷阱", "{K}—我不同意", "{K} -- 才怪"]
)
def test_a_denial_after_a_dash_rules_the_option_out(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize("answer", ["B——对", "B——肯定对", "B —— backend 默认就是 inductor", "B——"])
def test_a_dash_before_an_affirmation_or_a_reason_still_reads_the_option(answer: str) -> None:
    graded = grade(BANK["seed000-01"], answer)  # key B
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B"]), graded.rationale


def test_a_bare_take_back_after_a_dash_is_still_a_correction() -> None:
    graded = grade(BANK["seed002-01"], "B——不对，B 存的是整个 model，回不到 fp32，还是 A")  # key A
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["A"]), graded.rationale
