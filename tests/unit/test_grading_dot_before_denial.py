"""A letter glued by a dot or a middle dot to a denial (issue "Grading a typed answer"): "B.不选",
"B·排除", "B·不是", "B.X", "B·别选", "B.去掉", "B·不要" read as the letter, to confirm (correct on the
key), while "B 不选", "B，排除", "B X" are asked again; b34fd97d carried the full stop's reading to "·".
The dot glued the letter to a gloss of it, and a denial glosses nothing: the letter and a denial opening
what follows it are now read as after a space. The option's own text after the dot ("A·剔除" where A is
"剔除"), the key glued to its text, a hedge ("B·吧") and a mark ("B.✓") read as before; a doubt reads
as after a space ("B·不确定" as "B 不确定"). Left: "B。不选" (a sentence of its own). Looped over every
single choice.

The sweep takes each question every sixth denial × dot from its own index (``tests/helpers/covering.py``),
the dots turned by one more under each denial. What the reader combines is the dot with what it glues
the letter to (a denial, or the option's own text: the question's options), so each question still
meets every denial and every dot (``slice_of`` checks it), and any six consecutive questions grade every
denial × dot.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import active_questions

SINGLE = [q for q in active_questions(QuestionType.SINGLE) if len(q.options) >= 3]
DENIALS = ("不选", "排除", "不是", "别选", "X", "去掉", "不要", "不知道", "不会", "不是吧", "不确定")
DOTS = (".", "·", "・", "•", "⋅", "∙")  # the bullet and the dot operators typed for a middle dot


def test_there_are_questions_to_loop_over() -> None:
    assert len(SINGLE) >= 20


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_key_glued_to_a_denial_reads_as_after_a_space(question: Question) -> None:
    key = question.key_text.strip()
    cases = turned(DENIALS, DOTS)
    for denial, dot in slice_of(cases, SINGLE.index(question), 6, (lambda c: c[0], lambda c: c[1])):
        spaced = grade(question, f"{key} {denial}")
        graded = grade(question, f"{key}{dot}{denial}")
        assert graded.verdict is not Verdict.CORRECT or spaced.verdict is Verdict.CORRECT, (dot, denial)
        assert (graded.verdict, graded.reading) == (spaced.verdict, spaced.reading), (dot, denial)


@pytest.mark.parametrize("question", SINGLE, ids=lambda q: q.id)
def test_the_nearest_dotted_answers_read_as_before(question: Question) -> None:
    key = question.key_text.strip()
    for dot in DOTS:
        own = grade(question, f"{key}{dot}{question.options[key]}")
        assert own.verdict is Verdict.CORRECT, dot
        for mark in ("✓", "吧"):
            assert grade(question, f"{key}{dot}{mark}").verdict is Verdict.CORRECT, (dot, mark)


def test_an_options_own_text_opening_like_a_denial_is_its_gloss() -> None:
    question = curated_catalog().get("seed002-25")  # A 剔除
    graded = grade(question, "A·剔除")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation
