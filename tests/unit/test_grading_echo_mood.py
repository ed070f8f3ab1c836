"""A particle of mood after the claim's verb repeated (issue "Grading a typed answer"): "感觉不会哦"
(blind batch 60) answers "FlashAttention-2 的 kernel 本身会把…切分到多张 GPU" false, as "不会" and "不会的"
are read; the "哦" kept it unread. "不对哦" was read already. Now the particles of mood ("哦", "喔",
"噢", "哟", "啦", "咯", "嘞") follow an echoed verb as "的", "吧" and "呢" do: the reading is the verb's,
to confirm as it was, when it closes the clause on its last word; asked ("不会哦？") it is still a
question, and after a dash ("支持——哦不对") it opens a correction. Looped over every true/false claim whose
verb "会", "支持", "可以" or "能" the answer repeats.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import active_questions

TRUEFALSE = active_questions(QuestionType.TRUEFALSE)
PARTICLES = ("哦", "喔", "噢", "哟", "啦", "咯", "嘞")


def _echoes(question: Question) -> list[str]:
    """The verbs of the claim an answer may repeat, and their denials, read alone as true or false."""
    said = [f"{neg}{verb}" for verb in ("会", "支持", "可以", "能") for neg in ("", "不")]
    return [echo for echo in said if grade(question, echo).reading in ("对", "错")]


ECHOED = [q for q in TRUEFALSE if _echoes(q)]


def test_there_are_echoed_claims_to_loop_over() -> None:
    assert len(ECHOED) >= 3


@pytest.mark.parametrize("question", ECHOED, ids=lambda q: q.id)
def test_a_mood_particle_after_the_echo_reads_as_the_echo(question: Question) -> None:
    for echo in _echoes(question):
        alone = grade(question, echo)
        for particle in PARTICLES:
            graded = grade(question, f"感觉{echo}{particle}")
            assert graded.verdict is alone.verdict and graded.needs_confirmation, (echo, particle)
        asked = grade(question, f"{echo}哦？")
        assert asked.verdict is Verdict.INVALID, echo  # a question back, not an answer


def test_the_batch_answer_and_its_opposite() -> None:
    claim = next(
        q for q in TRUEFALSE if q.id == "seed002-42"
    )  # "…会把一次注意力计算切分到多张 GPU 上…": false
    right = grade(claim, "感觉不会哦")
    assert right.verdict is Verdict.CORRECT and right.needs_confirmation
    assert grade(claim, "感觉会哦").verdict is Verdict.INCORRECT  # the nearest wrong one stays wrong
    assert grade(claim, "不会吗哦").verdict is Verdict.INVALID
    assert grade(claim, "会——哦不对").reading != "对"  # "哦" opening a correction, not a mood closing


# "…一定越好": 好 is the claim's verb
CLAIMS_GOOD = [q for q in TRUEFALSE if grade(q, "不好").reading == "错"]


def test_there_are_claims_holding_good() -> None:
    assert CLAIMS_GOOD


@pytest.mark.parametrize("question", CLAIMS_GOOD, ids=lambda q: q.id)
def test_ok_said_alone_is_never_the_claim_echoed(question: Question) -> None:
    """ "好嘞", "好的", "行吧" say "OK" of nothing: asked again, though the claim holds 好; "不好"
    denies it."""
    for ok in ("好", "好的", "好嘞", "好啦", "好哦", "好吧", "嗯嗯", "行吧"):
        assert grade(question, ok).verdict is Verdict.INVALID, (question.id, ok)
    assert grade(question, "不好").reading == "错"
