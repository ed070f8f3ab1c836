"""One option's name typed with two neighbouring keys swapped ("stage3_gather_16bit_wieghts_on_model_save"):
a bare answer, as the name spelt right is, graded without confirming; it was read to confirm, as a reading
by meaning is. Not a name slipped in more than one swap or otherwise, nor one two options could be, nor a
name with more words than itself.
"""

from __future__ import annotations

import pytest

from bank.grading import grade
from bank.grading.mentions._bare_forms import swapped_name
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}


@pytest.mark.parametrize(
    "answer",
    [
        "stage3_gather_16bit_wieghts_on_model_save",
        "zero_optimization.stage3_gather_16bit_wieghts_on_model_save",
    ],
)
def test_a_name_with_two_keys_swapped_is_bare(answer: str) -> None:
    result = grade(QUESTIONS["seed002-02"], answer)
    assert result.understood.choices == ["B"] and not result.needs_confirmation, (answer, result)


@pytest.mark.parametrize(
    "answer", ["stage3_gather_16bit_wieghts_on_model_save 吧", "stage3_gather_16bit_weigths_on_model_sav"]
)
def test_a_slipped_name_with_more_is_confirmed(answer: str) -> None:
    assert grade(QUESTIONS["seed002-02"], answer).needs_confirmation, answer


@pytest.mark.parametrize(
    "typed",
    [
        "stage3_gather_16bit_weigths_on_model_sav",  # a swap and a letter dropped
        "stage3_gather_16bit_weights_on_model_save",  # spelt right: no slip
        "stage3_gather_16bit_wieghts_on_modle_save",  # two swaps
        "train_micro_batch_size_per_gpu_x",
    ],
)
def test_no_single_swap_is_no_slip(typed: str) -> None:
    assert swapped_name(QUESTIONS["seed002-02"].options, typed) is None


def test_names_joined_are_still_confirmed() -> None:
    result = grade(QUESTIONS["seed001-13"], "A、B、D，都选")
    assert result.needs_confirmation, result
