"""The rule written for the twentieth blind batch's cause (issue "Grading a typed answer"), in
phrasings of its own (not the batch's), beside the nearest shape that is still read for confirmation:

- a decision after another option was said to be fine ("C 也行……那 A 和 B") that names two options
  joined by a conjunction (和 / 或 / 跟 / 与 / 、) names both: on a single choice no one answer — the
  set, or the alternatives still open — and never the first of the two alone; asked as a question
  ("那 A 和 B 里挑一个？") it asks which, and decides nothing;
- a decision naming one option after such a clause ("C 也行，那 A") still chooses it, to confirm.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import FRACTIONS, SIZES, WORDS


@pytest.mark.parametrize(
    "answer",
    [
        "C 也行……那 A 和 B 里挑一个？",
        "28GB 应该也能放下，C 也行，那 A 跟 B 选哪个？",
        "D 也可以，那就 A 和 B",
        "C 没问题，那 A 与 D",
        "D 也行，那 A、B",
    ],
)
def test_a_decision_naming_two_options_is_no_answer_of_the_first(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A, the first of the two named
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.choices != ["A"], graded.rationale


@pytest.mark.parametrize("answer", ["1/128 也行，那 A 或 B", "D 也说得通……那就 A 还是 C 呢？"])
def test_a_decision_between_two_options_leaves_them_open(answer: str) -> None:
    graded = grade(FRACTIONS, answer)  # the key is A
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_options_joined_after_a_decision_on_another_question_are_named_both() -> None:
    graded = grade(WORDS, "D 也行，那就 A 和 C")  # the key is A
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert set(graded.understood.choices or []) >= {"A", "C"}, graded.rationale


@pytest.mark.parametrize("answer", ["C 也行，那 A", "D 也可以……那就 A 吧", "B 没问题，那 A"])
def test_a_decision_naming_one_option_still_chooses_it_for_confirmation(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
