"""An option left out by its words before the rest is chosen is left out by a denial word, never by
one negating character (review of e09d7308).

"softmax 那条不是错的 其余支持" says C is right too, and read as all but C: any of 不没非无别 left
the option it named out, so a praise ("无疑", "没跑", "别忘了") or a double negative ("不是错的",
"不排除", "不能不选", "非选不可") dropped it; the space before the rest and the verbs 能/支持 made
them reachable. A denial is now a word of the lexicon, and a clause holding a double negative is no
reading (asked again). seed000-23's key is ABDE: C left out is the key.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTION = next(question for question in curated_catalog() if question.id == "seed000-23")

AFFIRMED = [
    "softmax 那条不是错的 其余支持",
    "softmax 那条不算错 其余支持",
    "softmax 那条不排除 其余支持",
    "softmax 那条无疑 其余支持",
    "softmax 那条也不例外 其余支持",
    "softmax 那条别忘了 其余支持",
    "softmax 那条非选不可 其余都能",
    "softmax 那条不能不选 其余都能",
    "softmax 那条没跑 其余都能",
    "softmax 那条跑不了 其余都能",
    "softmax 那条没什么问题 其余都能",
    "softmax 不用怀疑 其余都能",
    "softmax 那条我不反对 其余都能",
    "softmax 那条不是错的 其余都对",
    "softmax 那条不排除 其余都选",
    "softmax 那条不是错的，其余支持",
    "softmax 那条不算错，其余都对",
]
DENIED = [
    "softmax 那条不对 其余支持",
    "softmax 那条不对，其余都对",
    "softmax 那条不选 其他全选",
    "softmax 那条我不信，其余都选",
    "softmax 那条没用，其余都选",
    "softmax 那条排除，其余都选",
    "softmax 那条不行 其余都行",
    "softmax 那条不要，剩下的都要",
]


@pytest.mark.parametrize("answer", AFFIRMED)
def test_an_option_praised_or_doubly_negated_is_not_left_out(answer: str) -> None:
    result = grade(QUESTION, answer)
    assert result.verdict is Verdict.INVALID, (answer, result.verdict, result.reading)


@pytest.mark.parametrize("answer", DENIED)
def test_an_option_denied_by_a_word_is_still_left_out(answer: str) -> None:
    result = grade(QUESTION, answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (answer, result.verdict)
