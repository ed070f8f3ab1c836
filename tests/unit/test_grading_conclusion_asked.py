"""A conclusion asked to be agreed with (issue "Grading a typed answer"): "不好说 所以是错的吗" read false,
to confirm, once 449a36e9 ended the doubt's reach at the spaced "所以" ("不好说，所以是错的吗" and "所以是
错的吗" already did), and "所以是 AD 吗", "那就是错的吗", "所以 AD 对吧？", "答案是 AD 吗" read the key: the
conclusion word counted as a decision, though the clause closes on a tag asking to agree ("是错的吗",
"是 AD 吗" alone are asked again). In such a clause a conclusion ("所以", "那就", "就是", "答案是") now
decides nothing. A conclusion stated ("不好说 所以是错的", "所以 AD"), offered ("所以错？", "所以 AD？"), or
asked and then answered ("所以是 AD 吗？是的") reads as before; so does "我选 AD 对吧？".
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = curated_catalog()


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed002-42", "不好说 所以是错的吗"), ("seed002-42", "不好说，所以是错的吗"),
     ("seed002-42", "所以是错的吗"), ("seed002-42", "所以错吗？"), ("seed002-42", "那就是错的吗"),
     ("seed002-41", "不确定 所以是对的吗"),
     ("seed000-18", "所以是 AD 吗"), ("seed000-18", "所以就是 AD 吗？"), ("seed000-18", "所以 AD 对吧？"),
     ("seed000-18", "答案是 AD 吗"), ("seed000-18", "那就 AD 吗")],
)  # fmt: skip
def test_a_conclusion_asked_is_asked_again(question: str, answer: str) -> None:
    graded = grade(BANK.get(question), answer)
    assert graded.verdict is Verdict.INVALID, (question, answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [("seed002-42", "不好说 所以是错的", "错"), ("seed002-42", "所以错？", "错"),
     ("seed002-42", "所以是错的吗？我觉得是", "错"), ("seed002-41", "不确定 所以是对的", "对"),
     ("seed000-18", "所以 AD", "A、D"), ("seed000-18", "所以 AD？", "A、D"),
     ("seed000-18", "所以是 AD 吗？是的", "A、D"), ("seed000-18", "我选 AD 对吧？", "A、D")],
)  # fmt: skip
def test_the_nearest_conclusions_read_as_before(question: str, answer: str, reading: str) -> None:
    graded = grade(BANK.get(question), answer)
    assert graded.verdict is Verdict.CORRECT and graded.reading == reading, (question, answer, graded.reading)
