"""Safety rules of the typed-answer reader (issue 30), each found where a wrong answer could grade
right or a clear answer was misread, tested in phrasings of their own on fixture questions and the
bank:

- two options joined as a list ("想要 C 与 D") are read as a whole: the option after the link is never
  chosen alone when the one before it was not, so a single choice never grades one of the two;
- a capital "A" followed by a rule-out word ("A eliminated", "A ruled out") is the option ruled out,
  never the English article: "A ruled out, C" reads C, and "C, A eliminated" rules out both, as a list
  closed by a rule-out does;
- on a true/false question a "×" between two figures ("6×5=30", "6 × 5") multiplies, never marks
  false; alone or beside a word it is still the false mark;
- "the rest" closing the answer on letters it names ("…，剩下 B、C") chooses those letters: the
  options talked about before it were set aside, even in a clause that describes them; "剩下 C 也对"
  adds C to what was chosen;
- "不错" ("not bad", praise: "说得不错", "今天天气不错") is no false mark: said alone it answers nothing,
  and "并不错", "没错" still read true; "挑不出错" (no fault to be found) reads true, "挑得出错" false;
- on a multiple choice, options held open before a decision that names its options as the only ones
  ("BCE 我拿不准，只勾 A 和 D") are left out; a list closed by counting it ("A，D，E 这仨") keeps its last
  option; "再捎上 D" adds D.
"""

from __future__ import annotations

import itertools

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI, MULTI_PARTIAL, SIZES
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}

SINGLE_BANK = [
    question for question in curated_catalog() if question.type is QuestionType.SINGLE and question.options
]
MULTI_BANK = [question for question in curated_catalog() if question.type is QuestionType.MULTI]
TRUE_FALSE_BANK = [question for question in curated_catalog() if question.type is QuestionType.TRUEFALSE]
PRODUCT_HOLDS = Question(
    id="fx-safety-product",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="张量并行 6 路、流水线 5 级，一共占用 30 张卡。",
    key="true",
)
SIZES_KEY_C = SIZES.model_copy(update={"id": "fx-choice-sizes-c", "key": "C"})


@pytest.mark.parametrize("answer", ["想要 B 与 C", "就要 D 跟 C", "要B和C", "得要 A、C"])
def test_two_options_joined_after_a_bare_want_are_never_the_second_alone(answer: str) -> None:
    graded = grade(SIZES_KEY_C, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.choices != ["C"]


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_a_wrong_option_joined_before_the_key_is_never_correct(question: Question) -> None:
    key = question.key_text
    for wrong in (letter for letter in question.options if letter != key):
        for answer in (f"要 {wrong} 和 {key}", f"想要{wrong}与{key}", f"就要 {wrong}、{key}"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "answer", ["A ruled out, C", "A eliminated, so C", "A crossed out; C", "A excluded. C"]
)
def test_a_ruled_out_before_a_decision_reads_the_decision(answer: str) -> None:
    graded = grade(SIZES_KEY_C, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.understood.choices == ["C"]


@pytest.mark.parametrize("answer", ["C, A eliminated", "C, A ruled out", "A excluded"])
def test_a_ruled_out_closing_the_answer_leaves_no_choice(answer: str) -> None:
    graded = grade(SIZES_KEY_C, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_ruling_out_a_then_naming_an_option_is_correct_only_at_the_key(question: Question) -> None:
    for letter in question.options:
        for answer in (f"A excluded, {letter}", f"A ruled out, so {letter}", f"{letter}, A eliminated"):
            if grade(question, answer).verdict is Verdict.CORRECT:
                assert letter == question.key_text, (question.id, answer)
                assert answer != f"{letter}, A eliminated", (question.id, answer)  # both ruled out


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("6×5=30，没错", True), ("6 × 5 = 30，成立", True), ("5×6 是 30，所以这句是真的", True),
     ("6×5=30 张卡，但流水线不占卡，错", False), ("不对，6×5 才 30 但还要加数据并行", False)],
)  # fmt: skip
def test_a_product_of_two_figures_is_no_false_mark(answer: str, truth: bool) -> None:
    graded = grade(PRODUCT_HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale


@pytest.mark.parametrize("answer", ["×", "× 因为要 60 张", "30 张？×"])
def test_a_cross_standing_as_a_mark_is_still_false(answer: str) -> None:
    graded = grade(PRODUCT_HOLDS, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["不错", "说得不错", "今天天气不错", "这个说法还不错哦"])
def test_praise_is_no_false_mark(answer: str) -> None:
    for key in ("true", "false"):
        graded = grade(PRODUCT_HOLDS.model_copy(update={"key": key}), answer)
        assert graded.verdict is Verdict.INVALID, (key, graded.understood, graded.rationale)


@pytest.mark.parametrize(
    ("answer", "truth"), [("没错", True), ("并不错", True), ("不错，但这句是错的", False)]
)
def test_praise_beside_a_mark_leaves_the_mark(answer: str, truth: bool) -> None:
    graded = grade(PRODUCT_HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("这句话挑不出错", True), ("找不出什么错误", True), ("看不出有什么毛病", True), ("挑得出错", False)],
)
def test_no_fault_found_is_no_false_mark(answer: str, truth: bool) -> None:
    for key in ("true", "false"):
        graded = grade(PRODUCT_HOLDS.model_copy(update={"key": key}), answer)
        assert (graded.verdict is Verdict.CORRECT) is (key == ("true" if truth else "false")), (
            graded.rationale
        )


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_a_product_beside_a_mark_is_correct_only_at_the_key(question: Question) -> None:
    for mark, truth in (("对", True), ("错", False), ("×", False), ("√", True)):
        for product in ("7×3=21", "7 × 3 = 21"):
            for answer in (f"{product}，{mark}", f"{mark}，{product}"):
                if grade(question, answer).verdict is Verdict.CORRECT:
                    assert question.key_text == ("true" if truth else "false"), (question.id, answer)
            assert grade(question, product).verdict is not Verdict.CORRECT, (question.id, product)


@pytest.mark.parametrize(
    ("answer", "letters"),
    [("增大 batch 只会更占显存，剩下 A、C、D", "ACD"), ("B 反而涨显存——剩余 A、C、D", "ACD"),
     ("混合精度是省显存的，梯度检查点也是，剩下 B、C", "BC"), ("B 是吞吐的事：其余 A、C", "AC")],
)  # fmt: skip
def test_the_rest_closing_on_named_letters_chooses_those_letters(answer: str, letters: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.understood.choices == list(letters), graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["A、C 对，剩下 D 也对", "A、C，剩下 D 也行"])
def test_the_rest_said_as_well_adds_to_the_choice(answer: str) -> None:
    graded = grade(MULTI_PARTIAL, answer)
    assert graded.understood.choices == ["A", "C", "D"], graded.rationale


@pytest.mark.parametrize("question", MULTI_BANK, ids=lambda question: question.id)
def test_the_rest_named_is_correct_only_when_it_is_the_key(question: Question) -> None:
    labels = sorted(question.options)
    described = question.options[labels[0]]
    for size in range(1, len(labels) + 1):
        for chosen in itertools.combinations(labels, size):
            answer = f"{described} 用不上，剩下 {'、'.join(chosen)}"
            if grade(question, answer).verdict is Verdict.CORRECT:
                assert set(chosen) == set(question.key_text), (question.id, answer)


@pytest.mark.parametrize(
    ("question_id", "answer", "chosen"),
    [
        ("seed000-16", "BCE 我拿不准，只勾 A 和 D", ["A", "D"]),  # key ABCDE
        ("seed000-16", "C 拿不准，只勾 A 和 D", ["A", "D"]),
        ("seed000-18", "A，D，E 这仨", ["A", "D", "E"]),  # key AD
        ("seed000-18", "A，D 这俩", ["A", "D"]),
        ("seed000-18", "A，D 这两个", ["A", "D"]),
        ("seed002-33", "A、C，再捎上 D", ["A", "C", "D"]),  # key AC
    ],
)
def test_a_multiple_choice_set_reads_as_said(question_id: str, answer: str, chosen: list[str]) -> None:
    graded = grade(BANK[question_id], answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.verdict is not Verdict.CORRECT or chosen == list(BANK[question_id].key_text)


def test_a_clause_about_the_last_option_is_still_no_choice() -> None:
    graded = grade(BANK["seed000-18"], "A，D 这 2 种实现都有问题")  # D described, not counted into the list
    assert graded.understood.choices == ["A"], graded.rationale
