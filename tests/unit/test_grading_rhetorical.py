"""A rhetorical question after an answer scorns the option it names (blind batch 78).

"肯定是 C 咯，不然还能是 reward model 的学习率吗 🙄" on seed002-05 was read as A, the option mocked. A
question whose lead answers itself ("不然还能是…吗", "总不能是…吧", "难道…不成") and that closes the answer
is read as the denial it is: the answer committed before it stands, to confirm. Not a question that
asks ("C，还能是 A 吗？", "C，难道是 A？"), nor one after a question ("C 吗？不然还能是 A 吗"), nor one
asking what else ("不然还能是啥"); naming the option committed to, it contradicts it; a doubting sign
after it asks again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._rhetorical import rhetorical_denied
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}
KL = CATALOG["seed002-05"]  # A reward_model.lr, B ppo.cliprange, C ppo.kl_target, D entropy_coeff; key C
DIT = CATALOG["seed000-25"]  # multi: A adaLN-Zero … E patch size=2; key AE


@pytest.mark.parametrize(
    "answer",
    [
        "肯定是 C 咯，不然还能是 reward model 的学习率吗 🙄",
        "肯定是 C 咯，不然还能是 A 吗",
        "C，不然还能是 A 吗？🙄",
        "C，总不能是 entropy 系数吧",
        "C，难道还能是 cliprange 不成",
        "选 C，要不然还能是 A 吗 🙃",
        "kl_target，否则还能是学习率吗",
        "C 吧，不然还能是 A 吗",
    ],
)
def test_the_option_scorned_is_not_chosen(answer: str) -> None:
    graded = grade(KL, answer)
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "C"), (answer, graded)
    assert graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "A 咯，不然还能是 kl_target 吗",  # the key scorned: A stands, wrong
        "A，总不能是 C 吧",
    ],
)
def test_the_key_scorned_is_not_chosen(answer: str) -> None:
    graded = grade(KL, answer)
    assert (graded.verdict, graded.reading) == (Verdict.INCORRECT, "A"), (answer, graded)


@pytest.mark.parametrize(
    "answer",
    [
        "C，不然还能是 kl_target 吗",  # the option committed to, scorned: a contradiction
        "C 吗？不然还能是 A 吗",  # two questions
        "不然还能是 C 吗",  # nothing committed before it
        "C，还能是 A 吗？",  # asks: could it be A too?
        "C，难道是 A？",  # wonders
        "C，不然还能是 A 吗 🤔",  # a doubt on the question
        "不是 C，不然还能是 A 吗",
        "A，不然还能是啥",
    ],
)
def test_a_question_that_asks_is_not_read_for_the_key(answer: str) -> None:
    assert grade(KL, answer).verdict is not Verdict.CORRECT, answer


def test_on_a_multiple_choice_the_set_stands() -> None:
    graded = grade(DIT, "A 和 E，不然还能是 QK-Norm 吗 🙄")
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A、E"), graded


@pytest.mark.parametrize(
    ("answer", "rewritten"),
    [
        ("C，不然还能是 A 吗 🙄", "C，不是 A"),
        ("C，总不能是 A 吧", "C，不是 A"),
        ("C，不然还能是 A 吗 🤔", "C，不是 A 🤔"),
        ("C，不然就是 A", "C，不然就是 A"),
        ("C，不会是 A 吧", "C，不会是 A 吧"),  # "don't tell me it's A": a worry, not scorn
        ("C，不然还能是 A 吗？好像真是 A", "C，不然还能是 A 吗？好像真是 A"),
    ],
)
def test_only_the_closing_rhetorical_question_is_rewritten(answer: str, rewritten: str) -> None:
    assert rhetorical_denied(answer) == rewritten
