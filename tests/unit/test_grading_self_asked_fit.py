"""A question to oneself whether the option just named will do, answered by a bare "不行" ("…最大是48
诶等下64行不行 不行64要12.9G 还是48"), takes that option back as "64，不对" does (blind batch 75): the
answer goes back to the one it kept. Left as an open "不行", the closing "还是48" read as "or 48", a
hedge between 48 and 64. "不行的话", "不行就 …" hold the option open beside another and take nothing back;
"行" keeps it, and the hedge stands.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
HEADS = QUESTIONS["seed000-04"]  # the largest num_heads within 10 GB: A 32, B 48 (the key), C 64, D 80


@pytest.mark.parametrize(
    "answer",
    [
        "每个头 4*24*8192*128*2byte 约0.2GB 10G除0.2约50 选项里不超过50最大是48 诶等下64行不行"
        " 不行64要12.9G 还是48",
        "最大是48，诶等下64行不行，不行64要12.9G，还是48",
        "48，64行不行，不行，还是48",
        "64行不行，不行，还是48",
        "48，64行吗？不行，还是48",
    ],
)
def test_an_option_asked_and_refused_is_taken_back(answer: str) -> None:
    result = grade(HEADS, answer)
    assert result.verdict is Verdict.CORRECT, (answer, result.understood)
    assert result.understood.choices == ["B"]
    assert result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "48，64行不行，行，还是48",  # 64 said to do: the two held open
        "48，64行不行，还是48",  # asked, never answered
        "48，64行不行，不行的话还是48",  # a condition, not a refusal
        "48行不行，不行，还是64",  # the key refused, another kept
        "64，48行不行，不行，还是64",
        "48，64行不行，不行吗",  # the refusal asked back
    ],
)
def test_not_read_as_the_key(answer: str) -> None:
    result = grade(HEADS, answer)
    assert result.verdict is not Verdict.CORRECT, (answer, result.understood)
