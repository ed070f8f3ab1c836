"""Safety of the reader against a second thought after an option's affirmation (issue "Grading a typed
answer", found by a review: "A，D 也行，但不选" read as A、D, correct where AD is the key):

- a clause after "X 也行" / "X 也可以" / "X 也对" / "X too" that names no option speaks of X: a refusal
  ("但不选", "不过不勾", "but I won't pick it") or a doubt ("但不确定", "不过拿不准", "but not sure") leaves X
  out, as "AD，E 不确定" leaves E out; a tentative word or a tag asking agreement ("可能", "也许", "对吧",
  "maybe") keeps X open — in no case is X chosen, so the answer is never correct by X;
- on a multiple choice, an option chosen and then doubted by name ("AD，D 不确定") is left out too,
  unless it is chosen anyway ("D 不确定但也选": a hedge);
- on a multiple choice, a decision closing the answer in a clause of its own that names fewer options
  than were chosen before it ("A，D 也行，只选 A", "…，那就 AC") is the answer: the others left out.

The affirmation alone still adds the option ("A，D 也行", "A, D too"), and so does one followed by a
reason ("A，D 也行，因为…").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI_PARTIAL, SIZES
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
# multiple choices whose key has two options or more: the last one is affirmed, then thought over
MULTI_BANK = [
    question
    for question in BANK.values()
    if question.type is QuestionType.MULTI and len(question.key_text) > 1 and question.key_text.isalpha()
]

AFFIRMED = ("也行", "也可以", "也对", "也算")
LEFT_OUT = (
    "但不选",
    "不过不勾",
    "但我不选它",
    "不过没选",
    "但不确定",
    "不过拿不准",
    "但我不太确定",
    "但没把握",
)
KEPT_OPEN = ("可能", "也许", "对吧", "说不定")


@pytest.mark.parametrize(
    "answer",
    [
        "A，D 也行，但不选",
        "A，D 也行，只选 A",
        "A；D 也行，但不确定",
        "A，D 也行，可能",
        "A，D 也行，不过不勾",
        "A，D 也行？",
        "A，D 也行吗",
        "A，D 也行不过我选 A",
        "A，D 也行，就选 A",
        "A，D 也行，但我还是只选 A",
        "A，D 也可以，但不选",
        "A，D 也对，但不确定",
        "A，D 也行，说不准",
        "A，D 也行，也许",
        "A，D 也行，对吧",
        "A，D 也行，但不确定 D",
        "A，D 也行，不过 D 不确定",
        "AD，D 不确定",
        "D works too but I'd pick A",
        "A, D works too but I'd pick A",
        "A, D too, but not sure",
        "A, D also works, maybe",
        "A, D works too, but I won't pick it",
        "D 也行，但不选",
    ],
)
def test_a_second_thought_on_the_key_is_never_correct(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key A、D
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.choices != ["A", "D"] or graded.understood.hedged


@pytest.mark.parametrize("question", MULTI_BANK, ids=lambda question: question.id)
def test_an_option_affirmed_then_left_out_is_not_chosen(question: Question) -> None:
    *kept, last = question.key_text
    for affirmed in AFFIRMED:
        for thought in LEFT_OUT:
            answer = f"{'、'.join(kept)}，{last} {affirmed}，{thought}"
            graded = grade(question, answer)
            assert last not in (graded.understood.choices or []), (answer, graded.rationale)
            assert graded.verdict is not Verdict.CORRECT, (answer, graded.rationale)


@pytest.mark.parametrize("question", MULTI_BANK, ids=lambda question: question.id)
def test_an_option_affirmed_then_kept_open_is_never_correct(question: Question) -> None:
    *kept, last = question.key_text
    for affirmed in AFFIRMED:
        for thought in KEPT_OPEN:
            answer = f"{'、'.join(kept)}，{last} {affirmed}，{thought}"
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("A，D 也行，但不选", ["A"]),
        ("A；D 也可以，不过说不好", ["A"]),
        ("A, D too, but not sure", ["A"]),
        ("A, D works too, but I won't pick it", ["A"]),
        ("A，D 也行，只选 A", ["A"]),
        ("A，D 也行，不过还是只选 A", ["A"]),
    ],
)
def test_the_option_left_out_leaves_what_was_chosen_besides_it(answer: str, chosen: list[str]) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.verdict is Verdict.PARTIAL


@pytest.mark.parametrize("answer", ["A，D 也行，可能", "A, D also works, maybe", "A，D 也行，对吧"])
def test_an_option_affirmed_then_offered_is_a_hedge(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert graded.understood.hedged, graded.rationale
    assert graded.verdict is Verdict.INCORRECT


@pytest.mark.parametrize(
    "answer",
    ["A，D 也行", "A；D 也行。", "A, D too", "A，D 也行，因为兼容 FlashAttention-2", "A，D 也可以，就这俩"],
)
def test_an_affirmation_without_second_thoughts_still_adds_the_option(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)
    assert graded.understood.choices == ["A", "D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("ABCD 吧……B 好像会增大显存，那就 ACD", ["A", "C", "D"]),
        ("A、B、C，只选 A 和 C", ["A", "C"]),
        ("梯度检查点、ZeRO-3 都行，只勾 C", ["C"]),
    ],
)
def test_a_closing_decision_naming_fewer_options_is_the_answer(answer: str, chosen: list[str]) -> None:
    assert grade(MULTI_PARTIAL, answer).understood.choices == chosen


@pytest.mark.parametrize(
    "answer", ["A、B、C，只选 A 和 C 是不够的", "A、B、C，只选 A 和 C？", "ABC，选 A 和 C 的话会少 D"]
)
def test_a_closing_clause_that_goes_on_or_asks_decides_nothing(answer: str) -> None:
    assert grade(MULTI_PARTIAL, answer).understood.choices != ["A", "C"]


@pytest.mark.parametrize("answer", ["B，A 也行，但不选", "B，A 也可以，不过不确定", "B，A 也行，可能"])
def test_on_a_single_choice_the_option_thought_over_is_never_the_answer(answer: str) -> None:
    key_a = SIZES  # key A
    assert grade(key_a, answer).verdict is not Verdict.CORRECT
