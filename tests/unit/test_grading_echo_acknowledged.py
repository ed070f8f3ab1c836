"""A stock acknowledgement is no echo of the claim (issue "Grading a typed answer"): after particles of
mood were set aside behind an echoed verb ("感觉不会哦" read as "不会"), "好嘞", "好啦" and "好哦" read as
true on "…PPO 最终效果一定越好" (seed002-43: "好" echoes "越好"), and "行啦", "行哦" as true on every claim
"行" reads (seed002-45: true, the key): an "OK", "fine, fine" graded as the answer. With "好", "行", "成"
the particle is no longer set aside: unread, as before the particles were. "不会哦", "支持啦", "不行啦"
read as they did; the bare "行" is read as it was (it answers "可以"), while "好" and "好的" alone say "OK" of
nothing and are asked again (``test_grading_echo_mood.py``).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

BANK = curated_catalog()


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed002-43", "好嘞"), ("seed002-43", "好啦"), ("seed002-43", "好哦"), ("seed002-45", "行啦"),
     ("seed002-45", "行哦"), ("seed002-48", "行啦")],
)  # fmt: skip
def test_an_acknowledgement_is_no_verdict(question: str, answer: str) -> None:
    graded = grade(BANK.get(question), answer)
    assert graded.verdict is Verdict.INVALID, (question, answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [("seed002-42", "不会哦", "错"), ("seed002-42", "感觉不会哦", "错"), ("seed002-45", "支持啦", "对"),
     ("seed002-45", "不行啦", "错"), ("seed002-45", "行", "对"), ("seed002-43", "不好哦", "错")],
)  # fmt: skip
def test_the_nearest_echoes_read_as_before(question: str, answer: str, reading: str) -> None:
    graded = grade(BANK.get(question), answer)
    assert graded.reading == reading and graded.needs_confirmation, (question, answer, graded.reading)
