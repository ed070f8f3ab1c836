"""A clause opening with a letter and giving a reason against it rules the option out; the answer is what
follows (blind batch 65).

"D 是数据竞争不是死锁，B 只影响协议选择；A、C" (seed002-33, key AC) was read as D, and "A 是 max-autotune
不是 reduce-overhead，pass；要 backend=inductor + mode=reduce-overhead 那段" (seed000-01, key B) as A、B: the
letter opening the answer was taken as committed and the set after the reasons as reasoning. A contrast
denying the option the property the stem asks about, or a limit ("只影响"), is a reason against it, as
"D 不对" is. The contrast the other way round affirms the property and is not read so.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        ("seed002-33", "D 是数据竞争不是死锁，B 只影响协议选择；A、C", "A、C"),
        ("seed002-33", "D 是数据竞争不是死锁；A、C", "A、C"),
        ("seed002-33", "B 只影响协议选择，A、C", "A、C"),
        (
            "seed000-01",
            "A 是 max-autotune 不是 reduce-overhead，pass；要 backend=inductor + mode=reduce-overhead 那段",
            "B",
        ),
        ("seed000-01", "A 是 max-autotune 不是 reduce-overhead，B", "B"),
        ("seed002-33", "D 是数据竞争不是死锁，所以 A、C", "A、C"),  # a word choosing the set between
    ],
)
def test_the_options_after_the_reasons_against_are_the_answer(
    question: str, answer: str, reading: str
) -> None:
    graded = grade(CATALOG[question], answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation and graded.reading == reading  # a sentence: shown back to confirm


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-33", "D 是死锁不是数据竞争，B 只影响协议选择；A、C"),  # D said to deadlock: not ruled out
        ("seed002-33", "D 是死锁不是数据竞争；A、C"),
        ("seed002-33", "D 是数据竞争不是死锁，A、C 都不对"),  # the set denied after the reason
        ("seed002-33", "D 是数据竞争不是死锁，B 只影响协议选择；A"),  # the nearest wrong set
        ("seed000-01", "A 是 max-autotune 不是 reduce-overhead，pass；D"),
        ("seed000-01", "A 是 max-autotune 不是 reduce-overhead，不确定是不是 B"),  # a doubt, not a choice
        ("seed000-01", "A 是 max-autotune 不是 reduce-overhead，B 还是 C 呢"),  # left open between two
        # more said of the option after its reason, before the set: chosen too, or said to deadlock
        ("seed002-33", "D 只影响读写顺序，也选；A、C"),
        ("seed002-33", "B 只影响协议选择，我也选，A、C"),
        ("seed002-33", "B 只影响协议选择，也对；A、C"),
        ("seed002-33", "D 是数据竞争不是死锁，也勾上，A、C"),
    ],
)
def test_a_contrast_affirming_the_property_or_a_wrong_set_is_not_made_right(
    question: str, answer: str
) -> None:
    assert grade(CATALOG[question], answer).verdict is not Verdict.CORRECT


def test_a_limit_is_no_reason_against_when_the_stem_asks_what_only_does_it() -> None:
    from bank.grading.choice._choice_mentions import find_mentions
    from bank.grading.choice._reasons_against import reasons_against
    from bank.grading.open._paraphrase import stem_terms

    text = "B 只影响性能，A、C"
    options = {"A": "甲", "B": "乙", "C": "丙"}
    mentions, _ = find_mentions(text, [False] * len(text), options, "")
    assert reasons_against(text, mentions, stem_terms("以下哪些设置影响性能")) == {0: 8}
    assert reasons_against(text, mentions, stem_terms("以下哪些设置只影响性能")) == {}
