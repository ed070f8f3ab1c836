"""A true/false verdict, a correction, then the other verdict: the last verdict answers (blind batch 59).

"错吧……想想步数少噪声大，还是对的" (false turned to true after "想想…还是") had been read as 错, its
first verdict: a wrong answer graded correct. "不支持——哦不对，ZeRO-Infinity 可以卸到 NVMe，支持" had
been read as 错 too, the "不对" of the correction taken for a verdict. The last verdict answers now, to
confirm; a turn whose verdict is unclear ("错，还是对", a case before it, nothing after a retraction) is
asked again; "还是" as "or" ("对还是错？") or "still" ("也还是错的") turns nothing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import verdict_for

QUESTIONS = {question.id: question for question in curated_catalog()}
FEWER_STEPS = QUESTIONS["seed002-47"]  # "步数越少，生成多样性越高", false
NVME = QUESTIONS["seed002-45"]  # "DeepSpeed ZeRO-3 支持 NVMe offload", true
TRUE_FALSE = [question for question in QUESTIONS.values() if question.type is QuestionType.TRUEFALSE]


def test_the_questions_are_the_ones_the_sentences_speak_of() -> None:
    assert FEWER_STEPS.truth is False and NVME.truth is True


def _read(question: Question, answer: str, says: bool) -> None:
    result = grade(question, answer)
    assert result.verdict is verdict_for(question, says), (question.id, answer, result.verdict)
    assert result.needs_confirmation, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("错吧……想想步数少噪声大，还是对的", True),  # the batch's sentence: wrong, never correct
        ("对吧……想想 DPM-Solver 是确定性的，还是错的", False),  # its mirror
        ("错吧，还是对的", True),
        ("错……想想，还是对", True),  # a thought between: plain without "的"
        ("对，想想还是错", False),
    ],
)
def test_a_verdict_turned_after_haishi_reads_the_last(answer: str, says: bool) -> None:
    _read(FEWER_STEPS, answer, says)


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("不支持——哦不对，ZeRO-Infinity 可以卸到 NVMe，支持", True),  # the batch's sentence
        ("支持——哦不对，ZeRO-3 只能卸到 CPU，不支持", False),  # its mirror: wrong, never correct
        ("不支持吧，想想还是支持的", True),
        ("支持吧……想想，还是不支持的", False),
    ],
)
def test_the_claims_words_after_a_correction_read_the_last(answer: str, says: bool) -> None:
    _read(NVME, answer, says)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (FEWER_STEPS, "错，还是对"),  # "or" or "after all": unclear
        (FEWER_STEPS, "错，步数多的时候，还是对的"),  # a case: true there only
        (FEWER_STEPS, "对还是错？"),  # "or", asked
        (FEWER_STEPS, "对，还是错？"),
        (NVME, "支持——哦不对，ZeRO-3 只能卸到 CPU"),  # taken back, no verdict after: not 支持
        (NVME, "错——哦不对，ZeRO-Infinity 可以卸到 NVMe"),  # the false taken back: not 错, nor a guess
        (NVME, "支持还是不支持？"),
    ],
)
def test_an_unclear_turn_is_asked_again(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.INVALID, (answer, result.verdict)


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("错，改成 bf16 也还是错的", False),  # "still", the same verdict
        ("错，步数少也还是确定性采样，还是错", False),  # the same verdict again: nothing turned
        ("对，想想还是对的", True),
    ],
)
def test_haishi_without_a_change_of_verdict_reads_as_before(answer: str, says: bool) -> None:
    assert grade(FEWER_STEPS, answer).verdict is verdict_for(FEWER_STEPS, says)


@pytest.mark.parametrize("question", TRUE_FALSE, ids=lambda question: question.id)
def test_a_mark_turned_to_the_wrong_one_is_never_correct(question: Question) -> None:
    right, wrong = ("对", "错") if question.truth else ("错", "对")
    for answer in (f"{right}吧……想想，还是{wrong}的", f"{right}，还是{wrong}的", f"{right}，哦不对，{wrong}"):
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    for answer in (f"{right}，还是{wrong}", f"{wrong}，还是{right}"):  # unclear either way
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    ("question", "answer", "says"),
    [
        ("seed002-42", "对，FA1 还是错的", True),  # FA1 still is false: a subject, not a turn
        ("seed002-48", "对，旧版本 还是错的", True),
        ("seed002-45", "错，ZeRO-2 还是对的", False),
        ("seed002-45", "不支持，ZeRO-Infinity 还是支持的", False),
        ("seed002-47", "对，同事说 还是错的", True),  # a colleague's word, quoted
        ("seed002-47", "对，原卷答案 还是错的", True),
        ("seed002-42", "不会，序列并行 还是会的", False),  # the readings the spaced opening had lost
        ("seed002-43", "错，不一定，小 RM 还是对的", False),
        ("seed002-49", "对，老版本 还是错的", True),
        ("seed002-46", "对。 小数据集上 还是错的", True),
    ],
)
def test_haishi_after_a_subject_turns_nothing(question: str, answer: str, says: bool) -> None:
    """A subject before "还是<verdict>" says the subject still is so: the answer's first verdict stands."""
    assert grade(QUESTIONS[question], answer).verdict is verdict_for(QUESTIONS[question], says), answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (FEWER_STEPS, "对 还是错的"),  # either-or, asked
        (NVME, "支持，不过 ZeRO-2 还是不支持的"),  # a contrast of another subject: as before
    ],
)
def test_haishi_after_a_space_asks_again_as_before(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("错吧 想想还是对的", True),  # a space before the thought still opens the closing clause
        ("错……想想，还是对的", True),
    ],
)
def test_a_thought_after_a_space_still_turns(answer: str, says: bool) -> None:
    _read(FEWER_STEPS, answer, says)


@pytest.mark.parametrize(
    ("question", "answer", "says"),
    [
        ("seed002-47", "对，想想还是错的少", True),  # fewer are wrong: a mark inside more, no verdict
        ("seed002-47", "对，想想还是错的情况少", True),
        ("seed002-47", "对，想想还是错的地方少", True),
        ("seed002-47", "对，想想还是错误的说法多", True),
        ("seed002-41", "错，想想还是对的少", False),
        ("seed002-45", "不支持，想想还是支持的情况少", False),  # the claim's word inside more
    ],
)
def test_a_mark_inside_the_closing_part_turns_nothing(question: str, answer: str, says: bool) -> None:
    """Only a whole verdict after "还是" ("错的", "支持的") turns the answer round."""
    assert grade(QUESTIONS[question], answer).verdict is verdict_for(QUESTIONS[question], says), answer


@pytest.mark.parametrize(
    ("question", "answer", "says"),
    [
        ("seed002-42", "不会，等下细说", False),  # 等下: "later", inside a clause
        ("seed002-42", "不会，理由等下补", False),
        ("seed002-45", "支持，等下说理由", True),
        ("seed002-45", "支持，撤回之前的说法", True),
        ("seed002-47", "错，等下细说", False),
    ],
)
def test_retraction_words_inside_a_clause_take_nothing_back(question: str, answer: str, says: bool) -> None:
    result = grade(QUESTIONS[question], answer)
    assert result.verdict is verdict_for(QUESTIONS[question], says), (answer, result.verdict)
    assert result.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    ["支持，等下", "支持。撤回", "支持，等一下，ZeRO-3 只能卸到 CPU", "支持——哦不对，ZeRO-3 只能卸到 CPU"],
)
def test_a_retraction_as_its_own_clause_still_takes_the_verdict_back(answer: str) -> None:
    assert grade(NVME, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-42", "不会，我撤回"),  # "I take it back": the clause is still the retraction's own
        ("seed002-45", "支持，我收回"),
        ("seed002-45", "支持 等下"),  # a space parts it from the verdict, nothing after it
        ("seed002-42", "不会 等下"),
    ],
)
def test_a_retraction_said_by_i_or_after_a_space_takes_the_verdict_back(question: str, answer: str) -> None:
    assert grade(QUESTIONS[question], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer", "says"),
    [
        ("seed002-42", "不会 等下细说", False),  # "later", inside a clause, as after a comma
        ("seed002-45", "支持 等下说理由", True),
        ("seed002-45", "支持，我等下说理由", True),
    ],
)
def test_a_later_after_i_or_a_space_takes_nothing_back(question: str, answer: str, says: bool) -> None:
    assert grade(QUESTIONS[question], answer).verdict is verdict_for(QUESTIONS[question], says), answer
