"""Review 59's last open holes, closed (continued from test_grading_reviewed_holes_4): a change of mind
told as a story is read by its last commitment or asked again, never by an earlier one; an option
ranked below another by a comparison is no choice of either; a figure worked on in words, a step to
it refused or still to do, or a share of the whole asked, is no answer.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
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


# review 60, section 0 (e8ffd66 and older): a change to a wrong option kept ("不会再改回来了"), a change
# back only conditioned or asked, a denied change asked and answered yes, a preference mocked
CHANGE_KEPT = [
    "{K}，改成 {W}，不会再改回来了",
    "{K}，改成 {W}，没再改回",
    "{K}，换成 {W}，不会再换回来",
    "{K}，改成 {W}，又改回来的话会错",
    "{K}，改成 {W}，又改回原来的想法？没有",
    "{K}，没改成 {W}？改了",
    "{K}，不会改成 {W} 吗？会",
    "{K}, switched to {W}, won't switch back",
    "{K}, didn't change to {W}? I did",
    "{K} 比 {W} 好？才怪",
]
# review 60, section 0b (77aec13 and older): a change to the key only meant, given up or undone by a word
CHANGE_GIVEN_UP = [
    "{W}，改成 {K}……算了，不改了",
    "{W}，想改成 {K}，最后不改了",
    "{W}，本想改成 {K}，不改了",
    "{W}，改成 {K}？想了想，不改了",
    "{W}，改成 {K}，撤销",
    "{W}，改成 {K}，undo",
    "{W}，改成 {K}，取消修改",
    "{W}，改成 {K}，恢复原答案",
    "{W}，改成 {K}，revert",
]


@pytest.mark.parametrize("template", CHANGE_KEPT + CHANGE_GIVEN_UP)
def test_change_kept_or_given_up_on_every_choice(template: str) -> None:
    assert _read_as(template, Verdict.CORRECT) == []


@pytest.mark.parametrize(
    "template",
    [
        "{W}，后来改成 {K}",
        "{K} 比 {W} 好",
        "{W} 吧？不对，{K}",
        "{K} is better than {W}",
        "{W}，改成 {K}，不改了",
    ],
)
def test_change_made_or_key_preferred_still_reads(template: str) -> None:
    assert _read_as(template, Verdict.CORRECT) == [(q.id, answer) for q, answer in _answers(template)]


# single choices whose key is a figure alone ("64", "35GB", "50%")
FIGURE_KEYED = [
    q
    for q in BANK.values()
    if q.type is QuestionType.SINGLE
    and re.fullmatch(r"\d+(?:\.\d+)?\s*[A-Za-z%]*", q.options[q.key_text.strip()].strip())
]
# review 59, section 8 (older): the key's figure worked on in words, or said to be a share of another
WORKED_ON = ["{F} 打对折", "{F} 开方", "{F} 加 {F}", "{F} plus {F}", "half of {F}", "{F}，是总量的三分之一"]


@pytest.mark.parametrize("template", WORKED_ON)
def test_key_figure_worked_on_on_every_figure_keyed_choice(template: str) -> None:
    assert FIGURE_KEYED
    answers = [(q, template.format(F=q.options[q.key_text.strip()].strip())) for q in FIGURE_KEYED]
    assert not [(q.id, answer) for q, answer in answers if grade(q, answer).verdict is Verdict.CORRECT]


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed002-20", "32，乘以 2 就是 64 了，但不用乘"),  # the step to the key refused
        ("seed000-30", "232 GB，乘以 2 就是 464 GB 了，但不用乘"),
        ("seed000-30", "464 GB（只算 K），K+V 要乘 2"),  # a step still to do
        ("seed000-30", "464 GB 是 K 和 V 的一半"),  # a share of the whole asked
        ("seed001-04", "梯度范数那项，开玩笑的"),  # the option said in words, then joked away
        ("seed001-04", "梯度范数那项，算了"),
    ],
)
def test_figure_or_option_worked_on_refused_or_joked(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [("seed002-20", "六十四"), ("seed000-30", "464 GB"), ("seed001-04", "梯度范数那项")],
)
def test_figure_or_option_said_plainly_stays_correct(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is Verdict.CORRECT
