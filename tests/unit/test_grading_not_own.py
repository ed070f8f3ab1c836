"""An answer that does not stand as the candidate's own (issue "Grading a typed answer"): asked again on
a closed question, whatever it would read, never shown the candidate as a reading they did not commit to.

- Another's word reported with no commitment of one's own ("老师说选 B", "网上说先查 B", "B，老师说的"):
  asked again; the candidate's own word after it ("…，我也选 B") is read.
- The answer closed by withdrawing it ("支持，作废", "对，划掉", "不会，撤回前面那句"): asked again; an
  option struck after the answer ("B，划掉 C") and a denial ("C 是 SDE 不算") are the readers'.
- A stand against something said, not told which ("B，我不同意那种说法 哈哈"): asked again.
- The answer asked back ("五项全部呢", "选 B 呢"), or an item added with a question mark ("A 和 C，外加
  Hopper？"): asked again. Not a statement's "的呢" ("是的呢"), nor alternatives weighed ("16 还是 32
  呢", a hedge), nor the addition said plainly.
- On a choice, a question of alternatives replied with more than one ("16 还是 8？8，16"), and a
  correction to a figure no option holds ("16，不，8" where no option is 8): asked again. The reply
  naming one ("16 还是 8？8") and a correction to an option's figure ("16，不，32") are read.
- A hedge closing a set ("ABCD，理论上"): read, to confirm at most, on every multiple choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]
TRUTHS = [q for q in BANK if q.type is QuestionType.TRUEFALSE]
SUPPORTS = QUESTIONS["seed002-45"]  # "支持" reads true
POWERS = QUESTIONS["seed000-11"]  # A 16, B 32, C 64, D 128; key A
EIGHT = QUESTIONS["seed002-07"]  # A 4, B 8, C 16, D 32; key B
FP8 = QUESTIONS["seed002-39"]  # C names Hopper; key AC
LLAMA = QUESTIONS["seed000-16"]  # five options, key ABCDE


def _asked_again(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.INVALID, (question.id, answer, result)
    assert not result.understood.choices and result.understood.truth is None, (question.id, answer)


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_another_s_word_withdrawn_or_stood_against_is_asked_again(question: Question) -> None:
    key = question.key
    for answer in (
        f"老师说选 {key}",
        f"网上说先查 {key}",
        f"同事说是 {key}",
        f"{key}，老师说的",
        f"{key}，作废",
        f"{key}，撤回前面那句",
        f"{key}，我不同意那种说法 哈哈",
        f"{key}，我不同意这个说法",
        f"选 {key} 呢",
    ):
        _asked_again(question, answer)
    for kept in (f"老师说选 {key}，我也选 {key}", f"{key}，我同意", key):
        result = grade(question, kept)
        assert result.verdict is Verdict.CORRECT, (question.id, kept, result)


@pytest.mark.parametrize("question", TRUTHS, ids=lambda question: question.id)
def test_a_true_false_answer_withdrawn_is_asked_again(question: Question) -> None:
    for mark in ("对", "错", "不会"):
        for closing in ("作废", "划掉", "撤回前面那句", "撤回"):
            answer = f"{mark}，{closing}"
            _asked_again(question, answer)
    assert grade(question, "对").understood.truth is True


def test_a_word_of_the_claim_withdrawn_is_asked_again() -> None:
    for answer in ("支持，作废", "支持，划掉", "老师说支持"):
        _asked_again(SUPPORTS, answer)
    assert grade(SUPPORTS, "支持").verdict is Verdict.CORRECT


def test_a_statement_s_closing_particle_and_a_denial_are_the_readers() -> None:
    assert grade(QUESTIONS["seed002-48"], "是的呢").understood.truth is True
    assert grade(QUESTIONS["seed001-12"], "A B D E，C 是 SDE 不算").verdict is Verdict.CORRECT
    assert grade(QUESTIONS["seed000-01"], "B，划掉 C").understood.choices == ["B"]
    hedged = grade(POWERS, "16 还是 32 呢")
    assert hedged.verdict is Verdict.INCORRECT and hedged.understood.hedged


def test_a_set_asked_back_or_added_to_with_a_question_is_asked_again() -> None:
    _asked_again(LLAMA, "五项全部呢")
    _asked_again(LLAMA, "ABCDE 呢？")
    assert grade(LLAMA, "五项全部").verdict is Verdict.CORRECT
    for answer in ("A 和 C，外加 Hopper？", "A 和 C，再加上 Hopper？", "A 和 C，外加 D？"):
        _asked_again(FP8, answer)
    plain = grade(FP8, "A 和 C，外加 Hopper")
    assert plain.understood.choices == ["A", "C"], plain


def test_alternatives_asked_then_replied_with_more_than_one_is_asked_again() -> None:
    for question in (POWERS, EIGHT):
        _asked_again(question, "16 还是 8？8，16")
        _asked_again(question, "16 还是 8？8、16")
    assert grade(EIGHT, "16 还是 8？8").understood.choices == ["B"]
    assert grade(QUESTIONS["seed002-10"], "1/32？还是 1/64？我选 1/32").verdict is Verdict.CORRECT


def test_a_correction_to_a_figure_no_option_holds_is_asked_again() -> None:
    for answer in ("16，不，8", "16，不，应该是 8", "16，不对，8"):
        _asked_again(POWERS, answer)
    assert grade(EIGHT, "16，不，8").understood.choices == ["B"]  # 8 is an option: read
    assert grade(POWERS, "16，不，32").understood.choices == ["B"]


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_a_hedge_closing_a_set_is_read_to_confirm_at_most(question: Question) -> None:
    for hedge in ("理论上", "按理说", "照理"):
        result = grade(question, f"{question.key}，{hedge}")
        assert result.verdict is Verdict.INVALID or result.needs_confirmation, (question.id, hedge, result)


# the call left to the interviewer (``_deferred``): "你说对就对吧" was read as true, to confirm, at the
# last stop
DEFERRED_TRUTH = (
    "你说对就对吧",
    "你说对就对",
    "你觉得对就对",
    "你说不对就不对吧",
    "对，你说了算",
    "错吧，听你的",
)
DEFERRED_CHOICE = ("你说 {K} 就 {K} 吧", "{K}，听你的", "{K}，你说了算", "{K}，随你")


@pytest.mark.parametrize("answer", DEFERRED_TRUTH)
def test_a_truth_left_to_the_interviewer_is_asked_again(answer: str) -> None:
    for question in TRUTHS:
        _asked_again(question, answer)


@pytest.mark.parametrize("template", DEFERRED_CHOICE)
def test_a_choice_left_to_the_interviewer_is_asked_again(template: str) -> None:
    for question in SINGLES + MULTIS:
        _asked_again(question, template.format(K=question.key_text.strip()))


@pytest.mark.parametrize("answer", ["你说得对", "对，你说的没错", "对"])
def test_agreeing_with_the_claim_addressed_to_the_interviewer_is_read(answer: str) -> None:
    assert grade(SUPPORTS, answer).verdict is Verdict.CORRECT, answer
