"""Names that say where a fill goes, not what it is (issue 30: blanks filled in a sentence), on
fixture questions in words of their own.

- a bare name of the blanks' own code ("mode", "Pool", "encoder") beside the fills calls a blank:
  without it, one fill per blank is read, or one fill the answer says goes in every blank;
- a word inside the code's strings is no name ("/data/cache" does not make "cache" a label), so a
  fill that happens to be such a word is still read as a fill;
- one fill with a blank's name and no word for "every blank" is not copied into the other blank.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

MODES = Question(
    id="fx-modes",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        "补全两处 `mode` 的取值（`____`）。\n\n```json\n"
        '{\n  "encoder": {"mode": "____", "path": "/data/cache"},\n'
        '  "decoder": {"mode": "____", "path": "/data/cache"}\n}\n```'
    ),
    key=["cache", "cache"],
    accepted=["cache", '"cache"'],
    points=4,
)
POOLS = Question(
    id="fx-pools",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\nx = Pool(workers=____)\ny = Pool(workers=____)\n```",
    key=["4", "8"],
    points=4,
)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (MODES, "两处 mode 都写 cache", Verdict.CORRECT),
        (MODES, "cache，然后 decoder 那个也是 cache", Verdict.CORRECT),
        (MODES, "两个 mode 都填 none", Verdict.INCORRECT),
        (POOLS, "Pool 里分别放 4 和 8", Verdict.CORRECT),
    ],
)
def test_a_blank_name_beside_the_fills_is_no_fill(question: Question, answer: str, verdict: Verdict) -> None:
    assert grade(question, answer).verdict is verdict


def test_fills_in_the_wrong_order_are_not_right() -> None:
    assert grade(POOLS, "Pool 里分别放 8 和 4").verdict is not Verdict.CORRECT


def test_one_fill_beside_a_name_is_not_copied_without_saying_so() -> None:
    assert grade(MODES, "encoder 写 cache").verdict is not Verdict.CORRECT


def test_a_fill_said_again_for_the_next_name_is_that_names() -> None:
    # "decoder 也填 …": the fill said likewise for the next blank's name, not left out
    result = grade(
        MODES.model_copy(update={"key": ["disk", "disk"], "accepted": ["disk"]}),
        "encoder 填 disk，decoder 也填 disk",
    )
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True)
    denied = grade(
        MODES.model_copy(update={"key": ["disk", "disk"], "accepted": ["disk"]}),
        "encoder 填 disk，decoder 也不填 disk",
    )
    assert denied.verdict is not Verdict.CORRECT
