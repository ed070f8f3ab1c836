"""A rule-out list ends where a new clause names the options left to choose among ("排除 A 和 D，B C 之间我选
B": B, not "B both chosen and ruled out"); that set said open ("…，B C 之间我不确定", "B 和 C 都有可能") is a
hedge, never the choice; a rule-out list run on past its clause into a choice is asked again, saying so.
And option letters on a true/false question are asked again, saying there are no options.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = [question for question in curated_catalog() if question.status is Status.ACTIVE]
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE and len(q.options) >= 4]
TRUEFALSE = [q for q in BANK if q.type is QuestionType.TRUEFALSE]

# {R1}, {R2} ruled out; {K} the key and {W} the other option left, the set chosen among
CHOOSING = [
    "排除{R1}和{R2}，{K} {W} 之间我选{K}",
    "排除{R1}和{R2}，{W} {K} 之间我选{K}",
    "排除 {R1}、{R2}，剩下 {K} 和 {W}，我选 {K}",
    "{R1} 和 {R2} 不对，{K}、{W} 里我选 {K}",
    "除了 {R1} {R2}，在 {K}{W} 中选 {K}",
    "排除 {R1}、{R2}，{K} 和 {W} 两个里选 {K}",
    "排除{R1} {R2}，{K} {W}二选一，选{K}",
    "排除 {R1}，{K} {W} 之间我选 {K}",
    "排除{R1}和{R2}，{K} {W}里面{K}对",  # the option chosen from the set, said right after it
    "排除{R1}和{R2}，{K} {W}之间{K}更合理",
    "排除{R1}和{R2}，{K}{W} 之间 {K}",
]
UNDECIDED = [
    "{K} {W} 之间我选不出来",
    "排除{R1}和{R2}，{K} {W} 之间我不确定",
    "排除 {R1}、{R2}，{K} 和 {W} 都有可能",
    "排除 {R1}，{K} {W} 之间选 {K} 还是 {W} 不知道",
]


def _letters(question: Question) -> dict[str, str]:
    key = question.key_text.strip()
    r1, r2, w = [label for label in sorted(question.options) if label != key][:3]
    return {"K": key, "W": w, "R1": r1, "R2": r2}


def _answers(template: str, swap: bool = False) -> list[tuple[Question, str]]:
    assert SINGLES, "no single-choice question to loop over"
    answers = []
    for question in SINGLES:
        letters = _letters(question)
        if swap:  # the same form choosing the wrong option of the two
            letters = {**letters, "K": letters["W"], "W": letters["K"]}
        answers.append((question, template.format(**letters)))
    return answers


@pytest.mark.parametrize("template", CHOOSING)
def test_the_option_chosen_among_those_left_is_read(template: str) -> None:
    for question, answer in _answers(template):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded.rationale)
        assert graded.needs_confirmation, (question.id, answer)  # a sentence: read back to confirm


@pytest.mark.parametrize("template", CHOOSING)
def test_a_wrong_option_chosen_among_those_left_is_never_correct(template: str) -> None:
    for question, answer in _answers(template, swap=True):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INCORRECT, (question.id, answer, graded.rationale)


@pytest.mark.parametrize("template", UNDECIDED)
def test_the_set_left_open_is_a_hedge_never_the_choice(template: str) -> None:
    for question, answer in _answers(template):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INCORRECT, (question.id, answer, graded.rationale)
        assert graded.understood.hedged, (question.id, answer, graded.rationale)


@pytest.mark.parametrize(
    "template",
    [
        "排除 {R1} 和 {K}",
        "排除{R1}、{K}，选{W}",
        "排除 {R1}，{W} 和 {K} 里挑一个……还是 {K}？",  # still asks
        "排除 {R1}，{W} 和 {K} 里挑一个？还是 {K}",
    ],
)
def test_the_key_ruled_out_is_never_correct(template: str) -> None:
    for question, answer in _answers(template):
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_rule_out_list_run_on_into_the_choice_says_so() -> None:
    for question, answer in _answers("排除{R1}和{R2}，{K} {W}，我选{K}"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer)
        assert "接着列出了" in graded.rationale and "既选了" not in graded.rationale, graded.rationale
        english = grade(question, answer, language="en").rationale
        assert "goes on to list" in english and "both chooses" not in english, english


def test_a_plain_contradiction_keeps_its_message() -> None:
    for question, answer in _answers("排除 {K}，所以 {K}"):
        assert "既选了" in grade(question, answer).rationale, (question.id, answer)


@pytest.mark.parametrize("answer", ["A 和 C 吧，不太确定", "A 吧", "选B", "C and D, not sure"])
def test_option_letters_on_a_true_false_question_are_asked_again_saying_why(answer: str) -> None:
    assert TRUEFALSE, "no true/false question to loop over"
    for question in TRUEFALSE:
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer)
        assert "判断题没有选项" in graded.rationale, graded.rationale
        assert "has no options" in grade(question, answer, language="en").rationale


@pytest.mark.parametrize("answer", ["对不对我不知道", "不太确定"])
def test_a_true_false_doubt_without_letters_keeps_its_message(answer: str) -> None:
    for question in TRUEFALSE:
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID and "只表示了不确定" in graded.rationale, graded.rationale
