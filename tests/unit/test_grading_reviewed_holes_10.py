"""Red team of the typed-answer reader (issue 30), holes closed where a wrong answer read right or a
ruled-out option read chosen, each beside its nearest right sentence, which still reads right:

- a 、 between two figure options ("4×、2× 都不对") lists them, as a comma does: it is no measure word
  of a product "4 × 2", so the second option is named, and ruled out with the first.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import QuestionType, Status

BANK = {question.id: question for question in Catalog.load() if question.status is Status.ACTIVE}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE]
FIGURE_SINGLES = [q for q in SINGLES if q.id in {"seed000-04", "seed000-08", "seed002-17", "seed002-20"}]


LISTED_RULED_OUT = ["{K}、{W} 都不对", "{W}、{K} 都不对", "{K}、{W}都不是", "{K}、{W} 都错"]


@pytest.mark.parametrize("template", LISTED_RULED_OUT)
def test_two_figure_options_listed_by_a_dun_comma_are_both_ruled_out(template: str) -> None:
    assert len(FIGURE_SINGLES) == 4
    for question in FIGURE_SINGLES:
        key = question.key_text
        for wrong in (label for label in question.options if label != key):
            answer = template.format(K=question.options[key], W=question.options[wrong])
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize(
    ("answer", "verdict", "choices"),
    [("4×、2× 都不对", Verdict.INVALID, []), ("2×、4× 都不对", Verdict.INVALID, []),
     ("2×、8× 都不对，选 C", Verdict.CORRECT, ["C"]), ("2×、8× 都不对，选 4×", Verdict.CORRECT, ["C"]),
     ("4×、8× 都不对，选 A", Verdict.INCORRECT, ["A"])],
)  # fmt: skip
def test_a_dun_comma_after_a_times_sign_names_the_next_option(
    answer: str, verdict: Verdict, choices: list[str]
) -> None:
    graded = grade(BANK["seed002-17"], answer)
    assert (graded.verdict, graded.understood.choices) == (verdict, choices), graded.rationale
