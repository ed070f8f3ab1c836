"""An option offered with a hedge, a pause or a tick, then refused in the reply ("B……吧？不是", "B✓？不").

Found by the fifth red team of the reader: on every single choice, the key so offered and refused was read
as the key, correct to confirm; "B 也行？不行" was already asked again, but a "吧", a "……" or a tick
before the question mark hid the refusal. The same offer answered yes ("B……吧？是", "B✓？对") still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]


@pytest.mark.parametrize("template", ["{K}……吧？不是", "{K}✓？不", "{K} 吧？不", "{K}…吧? no"])
def test_the_key_offered_then_refused_is_never_correct(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("template", ["{K}……吧？是", "{K}✓？对", "{K} 吧？对"])
def test_the_key_offered_then_agreed_to_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text)
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
