"""An option holding an en dash, a minus sign or curly quotes ("Euler–Maruyama 求解 SDE") is found in an
answer as normalised (issue "Grading a typed answer"): the answer's dash became a hyphen and the
option's did not, so no reader found "Euler–Maruyama" typed as the option writes it, and "A、B、D、E 和
那个 Euler–Maruyama 求解 SDE" read ABDE. The option's text now takes the answers' own step
(``PUNCTUATION`` in ``canon_option``).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._option_text_mentions import option_pattern
from bank.grading.text._text import normal
from bank.model import Question
from tests.helpers.curated import curated_catalog

CHOICES = [q for q in curated_catalog() if q.servable and q.type.is_choice]
FOLDED = "–−“”‘’⇒"
WITH_DASHES = [
    (question, label)
    for question in CHOICES
    for label, option in question.options.items()
    if set(option) & set(FOLDED) and "`" not in option
]


def test_the_bank_holds_such_an_option() -> None:
    assert WITH_DASHES, "no option holds a dash or a curly quote: the loop checks nothing"


@pytest.mark.parametrize(("question", "label"), WITH_DASHES, ids=lambda item: getattr(item, "id", item))
def test_an_option_with_a_dash_is_found_as_typed(question: Question, label: str) -> None:
    option = question.options[label]
    pattern = option_pattern(option)
    assert pattern is not None and pattern.search(normal(option, numerals=True)), option
    graded = grade(question, option)
    assert graded.understood.choices == [label], (question.id, option, graded.rationale)
    assert not graded.needs_confirmation, (question.id, option)


def test_an_option_with_a_dash_pointed_at_after_the_set_is_not_left_out() -> None:
    solvers = next(q for q in CHOICES if q.id == "seed001-12")  # C Euler–Maruyama 求解 SDE; key ABDE
    graded = grade(solvers, "A、B、D、E 和那个 Euler–Maruyama 求解 SDE")
    assert graded.verdict is not Verdict.CORRECT, graded.reading
    assert grade(solvers, "ABDE，那个 Euler–Maruyama 求解 SDE 不选").verdict is Verdict.CORRECT
