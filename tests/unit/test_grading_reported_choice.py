"""Another's choice reported ("老师选 B") is asked again as another's word is ("老师说选 B"): it is not the
candidate's own answer (``_not_own``); their own word after it ("…，我也选 B", "…，没错") is read.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
POWERS = {q.id: q for q in BANK}["seed000-11"]  # A 16, B 32, C 64, D 128; key A
REPORTED = ("老师选 {}", "老师选{}", "同学选的是 {}", "网上选了 {}", "别人挑的 {}", "大家都选 {}")


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_another_s_choice_is_asked_again(question: Question) -> None:
    for answer in REPORTED:
        result = grade(question, answer.format(question.key))
        assert result.verdict is Verdict.INVALID, (question.id, answer, result)
        assert not result.understood.choices


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("老师选 A，我也选 A", ["A"]),
        ("老师选 B，我选 A", ["A"]),
        ("我选 A", ["A"]),
        ("老师选 A，没错", ["A"]),
    ],
)
def test_the_candidate_s_own_word_is_read(answer: str, letters: list[str]) -> None:
    assert grade(POWERS, answer).understood.choices == letters


# The candidate's own word set against the crowd's and called right is read ("老师选 B，不过 A 才对";
# "大家都选 B，但 A 才对" is red_team_three's);
# asked ("…，但 A 才对吗"), it is no answer.
@pytest.mark.parametrize(
    "answer",
    [
        "老师选 B，不过 A 才对",
        "同学选的是 C，其实 A 就对了",
        "网上选了 D，可是 A 才是对的",
    ],
)
def test_a_contrast_called_right_is_the_candidate_s_own(answer: str) -> None:
    assert grade(POWERS, answer).understood.choices == ["A"]


@pytest.mark.parametrize(
    "answer", ["大家都选 B，但 A 才对吗", "老师选 B，但 A 才对？", "大家都选 A，但我不确定"]
)
def test_a_contrast_asked_or_unsure_is_no_answer(answer: str) -> None:
    assert grade(POWERS, answer).verdict is Verdict.INVALID


# The clause set against the report is no word of the candidate's own when it is itself another's
# ("…，但老师说 A 才对", "…，但他说 A 才对", "…，但 A 才对，网上说的") or asked ("…，但为什么 A 才对",
# "…，但是否 A 才对", "…，但谁知道 A 才对"): asked again, whichever option the report and the clause name.
NOT_OWN_CONTRASTS = (
    "大家都选 {o}，但老师说 {k} 才对",
    "大家都选 {o}，但有人说 {k} 才对",
    "大家都选 {o}，但他说 {k} 才对",
    "大家都选 {o}，但听说 {k} 才对",
    "大家都选 {o}，其实老师选的 {k} 就对了",
    "大家都选 {o}，但 {k} 才对，网上说的",
    "大家都选 {k}，但为什么 {k} 才对",
    "大家都选 {k}，但凭什么 {k} 才对",
    "大家都选 {o}，但是否 {k} 才对",
    "大家都选 {k}，可是谁知道 {k} 才对",
    "大家都选 {o}，但我不知道 {k} 才对",
)


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_contrast_of_another_s_word_or_asked_is_asked_again(question: Question) -> None:
    other = next(letter for letter in question.options if letter not in question.key)
    for answer in NOT_OWN_CONTRASTS:
        result = grade(question, answer.format(k=question.key, o=other))
        assert result.verdict is Verdict.INVALID, (question.id, answer, result)


@pytest.mark.parametrize(
    "answer",
    [
        "大家都选 B，但我觉得 A 才对",
        "大家都选 B，但说实话 A 才对",
        "大家都选 B，但明明 A 才对",
        "老师选 B，但是 A 才对",
    ],
)
def test_the_nearest_own_contrasts_still_read(answer: str) -> None:
    assert grade(POWERS, answer).understood.choices == ["A"]
