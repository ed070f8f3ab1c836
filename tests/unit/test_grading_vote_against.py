"""A vote against an option is a rule-out, never a choice: "我投 B 反对票".

On seed000-13 (key B) "我投 B 反对票", "投 B 否决票", "对 B 投反对" and "B 我投反对" were read as B, to
confirm: "投" commits to the option after it, and the vote's sign after the option went unread. Each is
asked again (only B ruled out); a vote for the option still reads.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}


@pytest.mark.parametrize(
    "answer", ["我投 B 反对票", "投 B 否决票", "对 B 投反对", "B 我投反对", "我投 B 一张反对票"]
)
def test_a_vote_against_the_key_is_no_choice(answer: str) -> None:
    graded = grade(CATALOG["seed000-13"], answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("我投 B", Verdict.CORRECT),
        ("投 B 一票", Verdict.CORRECT),
        ("我投 B 赞成票", Verdict.CORRECT),
        ("我投 A 反对票，投 B", Verdict.CORRECT),
        ("我投甲项", Verdict.INCORRECT),
        ("投 B 反对票，选 A", Verdict.INCORRECT),
    ],
)
def test_a_vote_for_an_option_still_reads(answer: str, verdict: Verdict) -> None:
    assert grade(CATALOG["seed000-13"], answer).verdict is verdict
