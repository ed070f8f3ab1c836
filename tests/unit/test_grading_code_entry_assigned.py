"""A blank that is the value of a JSON or dict entry ('"device": "____"') filled as the assignment of
its key ('device = "nvme"'): the same name given the same value, read as that value — right only when
the value is, each blank by its own key ("两处" with one value where the blanks differ is half right).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

NVME = {question.id: question for question in curated_catalog()}["seed000-29"]  # nvme, nvme
SPLIT = Question(
    id="fx-split",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        '```json\n{\n  "offload_param": {\n    "device": "____"\n  },\n'
        '  "offload_optimizer": {\n    "device": "____"\n  }\n}\n```'
    ),
    key=["cpu", "nvme"],
)
RIGHT = (
    'device = "nvme"',
    "device = 'nvme'",
    'device="nvme"',
    '两处 device = "nvme"',
    'device = "nvme"; device = "nvme"',
)
WRONG = ('device = "cpu"', '两处 device = "cpu"', 'device = "none"', 'nvme_path = "nvme"', 'path = "nvme"')
HALF = ('device = "nvme"; device = "cpu"', 'device = "cpu", device = "nvme"')


def test_an_entry_assigned_is_read_by_its_value() -> None:
    for answer in RIGHT:
        assert grade(NVME, answer).verdict is Verdict.CORRECT, answer
    for answer in WRONG:
        assert grade(NVME, answer).verdict is Verdict.INCORRECT, answer
    for answer in HALF:
        assert grade(NVME, answer).verdict is Verdict.PARTIAL, answer


def test_blanks_that_differ_are_each_read_by_their_own_value() -> None:
    assert grade(SPLIT, 'device = "cpu"; device = "nvme"').verdict is Verdict.CORRECT
    for answer in (
        '两处 device = "nvme"',
        'device = "nvme"; device = "nvme"',
        'device = "nvme"; device = "cpu"',
    ):
        assert grade(SPLIT, answer).verdict is not Verdict.CORRECT, answer
