"""An answer offered with "吧", then taken back after any pause ("B 吧……不对", "B 吧。错了"), or
denied with a particle ("B，不是吧"): nothing chosen, asked again (``OFFER_TAKEN_BACK``).

Only "吧" before a comma or a question mark was read so ("B 吧，不对", "B 吧？不对"); after an ellipsis
or a full stop the denial was dropped and the offered option read, to confirm: the key, on a question
keyed B. So was a bare take-back after an interjection ("8，啊不是", "B，啊不对"). A correction after
the denial ("B 吧……不对，C", "16，啊不是，…，8") is still read as one.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

MICRO_BATCH = {q.id: q for q in curated_catalog()}["seed002-07"]  # A 4, B 8 (the key), C 16, D 32


@pytest.mark.parametrize(
    "answer",
    ["B 吧……不对", "B 吧。不对", "B吧...不对", "8 吧……错了", "选 B 吧……不是", "B 吧……no", "B，不是吧"],
)
def test_an_offer_taken_back_after_a_pause_is_asked_again(answer: str) -> None:
    result = grade(MICRO_BATCH, answer)
    assert result.verdict is Verdict.INVALID, result


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("B 吧", Verdict.CORRECT), ("C 吧……不对，B", Verdict.CORRECT), ("B 吧……不对，C", Verdict.INCORRECT)],
)
def test_an_offer_or_a_correction_after_it_is_read(answer: str, verdict: Verdict) -> None:
    result = grade(MICRO_BATCH, answer)
    assert result.verdict is verdict and result.needs_confirmation, result


@pytest.mark.parametrize("answer", ["8，啊不是", "B，呃不是", "B，啊不对", "B 吧……哦不对"])
def test_a_take_back_after_an_interjection_is_asked_again(answer: str) -> None:
    result = grade(MICRO_BATCH, answer)
    assert result.verdict is Verdict.INVALID, result


@pytest.mark.parametrize("answer", ["C，嗯不是，B"])  # "16，啊不是，还要除累加步数，8": sixty_second_round
def test_what_follows_a_take_back_after_an_interjection_is_read(answer: str) -> None:
    result = grade(MICRO_BATCH, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result
