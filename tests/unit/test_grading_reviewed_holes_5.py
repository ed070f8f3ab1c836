"""Review 59's last open holes, closed (continued from test_grading_reviewed_holes_4): a change of mind
told as a story is read by its last commitment or asked again, never by an earlier one; an option
ranked below another by a comparison is no choice of either.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status

BANK = {question.id: question for question in Catalog.load() if question.status is Status.ACTIVE}
LETTERED = [
    q
    for q in BANK.values()
    if q.type in (QuestionType.SINGLE, QuestionType.MULTI)
    and q.key_text.strip().isalpha()
    and any(option not in q.key_text for option in q.options)
]


def _answers(template: str) -> list[tuple[Question, str]]:
    """``template`` on every lettered choice, ``{K}`` the key and ``{W}`` a wrong answer (single:
    another option; multiple: the key with one option more)."""
    assert LETTERED, "no question to loop over"
    answers = []
    for q in LETTERED:
        key = "".join(sorted(q.key_text.strip()))
        extra = next(letter for letter in sorted(q.options) if letter not in key)
        wrong = extra if q.type is QuestionType.SINGLE else "".join(sorted(key + extra))
        answers.append((q, template.format(K=key, W=wrong)))
    return answers


def _read_as(template: str, verdict: Verdict) -> list[tuple[str, str]]:
    return [(q.id, answer) for q, answer in _answers(template) if grade(q, answer).verdict is verdict]


# review 59, section 2 (older): the change to the key denied before it, asked and answered no, or undone
CHANGE_DENIED_OR_UNDONE = [
    "{W}，后来改成 {K}？没有",
    "{W}，后来改成 {K} 又改回来了",
    "{W}，后来改成 {K}，又改回 {W} 了",
    "我不会从 {W} 改到 {K}",
    "别从 {W} 改到 {K}",
]
# review 59, section 2: an option taken back, then the key ranked below it ("B 比 A 差" chooses neither)
RANKED_BELOW = [
    "{W} 吧？不对，{K} 比 {W} 差",
    "{W} 吧？不对，{K} 不如 {W}",
    "{K} 比 {W} 差",
    "{K} 不如 {W}",
    "{K} is worse than {W}",
]


@pytest.mark.parametrize("template", CHANGE_DENIED_OR_UNDONE + RANKED_BELOW)
def test_change_undone_or_key_ranked_below_on_every_choice(template: str) -> None:
    assert _read_as(template, Verdict.CORRECT) == []


@pytest.mark.parametrize(
    "template", ["{W}，后来改成 {K}", "{K} 比 {W} 好", "{W} 吧？不对，{K}", "{K} is better than {W}"]
)
def test_change_made_or_key_preferred_still_reads(template: str) -> None:
    assert _read_as(template, Verdict.CORRECT) == [(q.id, answer) for q, answer in _answers(template)]
