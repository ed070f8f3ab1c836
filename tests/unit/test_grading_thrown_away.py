"""An option's letter then "扔了" (thrown away: "B扔了", "B丢了", "B 丢掉吧"): the option is dropped,
not chosen (seed002-25's "B扔了" was read as B, and on seed000-01 "B扔了" as B, the key, to confirm) —
unless the option's own text is a throwing away ("A扔了" of "A. 剔除" restates A, read to confirm).
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._lexicon import OWN_THROWING_AWAY
from bank.model import Question
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable and q.type.is_choice]
_DISCARD = re.compile(OWN_THROWING_AWAY, re.I)

THROWN = ("{it}扔了", "{it}丢了", "{it} 扔了吧", "{it} 丢掉吧", "{it} 扔掉了")


@pytest.mark.parametrize("question", BANK, ids=lambda question: question.id)
def test_an_option_thrown_away_is_never_chosen(question: Question) -> None:
    assert len(BANK) >= 40  # the loop checks something
    for letter, text in question.options.items():
        if _DISCARD.search(text):
            continue
        for form in THROWN:
            answer = form.format(it=letter)
            result = grade(question, answer)
            assert letter not in (result.understood.choices or ()), (question.id, answer, result.reading)


def test_an_option_that_is_itself_a_throwing_away_is_restated() -> None:
    question = next(q for q in BANK if q.id == "seed002-25")  # A. 剔除, the key
    assert question.options["A"] == "剔除" and question.key == "A"
    result = grade(question, "A扔了")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result.reading
    for answer in ("B扔了", "C丢了", "D 扔了吧"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
    # a choice after the option thrown away is read
    assert grade(question, "B扔了，A").verdict is Verdict.CORRECT
