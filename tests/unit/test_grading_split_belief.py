"""Options each given a share of belief (``_split_belief``): a hedge between them, never the first read.

Found at the last stop: "C（50%）A（50%）" on seed000-03 (key C) was read as C, to confirm. Over every choice
question, the key and another option each with a share, in either order and three ways of writing it,
are a hedge now (incorrect); one option with a share is still that option, and options restated with
their own values are left to the readers.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in SERVABLE if q.type is QuestionType.SINGLE]
MULTIS = [q for q in SERVABLE if q.type is QuestionType.MULTI and len(q.key) < len(q.options)]
FORMS = ("{}（{}%）{}（{}%）", "{} {}%，{} {}%", "{}：{}% {}：{}%")
NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _free_share(options: dict[str, str], *letters: str) -> int:
    """A share none of ``letters``' options holds as its text ("50" on an option of 50 %)."""
    held = {float(n) for letter in letters for n in NUMBER.findall(options[letter])}
    return next(share for share in (60, 55, 65, 70) if share not in held)


@pytest.mark.parametrize("form", FORMS)
def test_the_key_and_another_option_each_with_a_share_is_a_hedge(form: str) -> None:
    assert len(SINGLES) >= 20
    for question in SINGLES:
        other = next(label for label in sorted(question.options) if label != question.key)
        share = _free_share(question.options, question.key, other)
        for first, second in ((question.key, other), (other, question.key)):
            answer = form.format(first, share, second, 100 - share)
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (question.id, answer)


def test_a_member_of_a_set_given_a_share_makes_a_hedge() -> None:
    for question in MULTIS:
        answer = "".join(
            f"{label}（{share}%）"
            for label, share in zip(sorted(question.key), (90, 80, 60, 70), strict=False)
        )
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (question.id, answer)


@pytest.mark.parametrize("form", ["{}（80%）", "{}（80%吧）", "{}"])
def test_one_option_with_a_share_is_still_that_option(form: str) -> None:
    for question in SINGLES:
        if "80" in question.options[str(question.key)]:
            continue
        graded = grade(question, form.format(question.key))
        assert graded.verdict is Verdict.CORRECT, (question.id, form, graded.rationale)


def test_options_restated_with_their_own_values_are_the_readers() -> None:
    question = next(q for q in SINGLES if q.id == "seed001-08")  # A 25 %, B 37.5 %, C 50 % (key), D 75 %
    assert grade(question, "C（50%）").verdict is Verdict.CORRECT
    two = grade(question, "C（50%）A（25%）")  # two options by their values: two chosen, as before
    assert two.verdict is Verdict.INCORRECT and not two.understood.hedged
