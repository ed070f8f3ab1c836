"""An option's hyphened name typed with spaces (blind batch 75): "adaLN zero 和 patch 2" of seed000-25 (A 使用
adaLN-Zero, E 使用 patch size=2) had "zero" read as the figure 0, an option that is none, and was asked
again; the name written back, the set is read (to confirm: "patch 2" is the option's text in other words).
"""

from __future__ import annotations

from bank.grading import grade
from bank.grading.mentions._names import names_spaced
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
DIT = QUESTIONS["seed000-25"]  # key AE


def test_the_spaced_name_is_read_as_the_option() -> None:
    result = grade(DIT, "adaLN zero 和 patch 2")
    assert result.understood.choices == ["A", "E"]


def test_a_joined_name_typed_with_spaces_is_the_name() -> None:
    assert names_spaced("adaLN zero 和 patch 2", DIT.options) == "adaLN-Zero 和 patch 2"
    assert names_spaced("ADALN   ZERO", DIT.options) == "adaLN-Zero"
    assert names_spaced("adaLN zeros", DIT.options) == "adaLN zeros"  # not the whole name
    assert names_spaced("zero adaLN", DIT.options) == "zero adaLN"


def test_code_names_are_not_joined() -> None:
    options = {"A": "ppo.kl_target", "B": "use QK-Norm"}
    assert names_spaced("kl target", options) == "kl target"
    assert names_spaced("qk norm", options) == "QK-Norm"
