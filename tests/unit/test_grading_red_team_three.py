"""The third red team on the reader of typed answers (issue 30): holes found by families of sentences
over the bank's active questions, each beside its nearest right sentence, which must still read right.
"""

from __future__ import annotations

import pytest

from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct

CHOICES = active_questions(QuestionType.SINGLE, QuestionType.MULTI)


# "！B": the full-width "!" a Chinese keyboard types negates as "!B" does (it read as the bare key)
@pytest.mark.parametrize("template", ["！{K}", "！ {K}", "！！{K}"])
def test_key_negated_by_a_full_width_sign_on_every_choice(template: str) -> None:
    assert read_correct(CHOICES, template) == []


@pytest.mark.parametrize("template", ["{K}！", "{K}!", "选{K}！"])
def test_an_exclamation_closing_the_key_still_reads(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]
