"""Thanks closing a code answer ("…也填 nvme, thanks", "x, thanks 🙏"): courtesy, no fill. Read without
them, to confirm; a doubt or a denial beside the fills is read as before, and thanks never make a wrong
fill right.
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
    key=["disk", "disk"],
    accepted=["disk", '"disk"'],
    points=4,
)
ONE = Question(
    id="fx-one",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\ny = torch.softmax(x, dim=____)\n```",
    key="-1",
    accepted=["dim=-1"],
    points=2,
)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (MODES, "encoder 填 disk，decoder 也填 disk, thanks"),
        (MODES, "disk, disk, thanks"),
        (MODES, "disk, disk. Thank you!"),
        (MODES, "disk, disk, thx 🙏"),
        (MODES, "disk，disk，谢谢老师"),
        (ONE, "-1, thanks"),
        (ONE, "-1\nthanks a lot"),
    ],
)
def test_thanks_closing_the_fills_are_dropped_to_confirm(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True), answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (MODES, "disk, disk, thanks but not sure"),  # the thanks go on to a doubt
        (MODES, "disk, disk 不对, thanks"),
        (MODES, "none, disk, thanks"),  # one wrong fill stays wrong
        (ONE, "0, thanks"),
        (ONE, "thanks"),  # thanks alone are no fill of the key
    ],
)
def test_thanks_never_make_a_fill_right(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is not Verdict.CORRECT, answer
