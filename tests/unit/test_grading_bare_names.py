"""Options named bare by their own names, joined as a list is ("rollout + LRP", "Rollout、LRP、Chefer"),
and one option's name typed with two neighbouring keys swapped ("stage3_gather_16bit_wieghts_on_model_save"):
bare answers (convention 8: a set joined only by marks or conjunctions is bare), graded without confirming.
They were read to confirm, as a reading by meaning is. Not a list with a word of more than names (a
particle, a question mark, a denial), nor a name slipped in more than one swap, nor one two options share.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import grade
from bank.grading._bare_forms import swapped_name

QUESTIONS = {question.id: question for question in Catalog.load()}


@pytest.mark.parametrize(
    ("answer", "read"),
    [
        ("rollout + LRP", ["A", "B"]),
        ("Rollout、LRP、Chefer", ["A", "B", "D"]),
        ("rollout + LRP + Chefer", ["A", "B", "D"]),
        ("rollout 和 LRP", ["A", "B"]),
    ],
)
def test_names_joined_bare_are_a_bare_set(answer: str, read: list[str]) -> None:
    result = grade(QUESTIONS["seed001-13"], answer)
    assert result.understood.choices == read and not result.needs_confirmation, (answer, result)


@pytest.mark.parametrize("answer", ["rollout + LRP 吧", "rollout + LRP?", "rollout + 不是 LRP"])
def test_names_with_more_are_confirmed(answer: str) -> None:
    result = grade(QUESTIONS["seed001-13"], answer)
    assert result.needs_confirmation or result.understood.choices is None, (answer, result)


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


def test_a_list_closed_by_every_option_is_no_bare_list() -> None:
    result = grade(QUESTIONS["seed001-13"], "A、B、D，都选")
    assert result.needs_confirmation, result
