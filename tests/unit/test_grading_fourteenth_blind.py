"""The rules written for the causes the fourteenth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions and the bank.

- true/false: "伪" standing alone, "所言非虚", "真命题" / "假命题" (with "为" before them) are bare
  marks; a reason closed by "所以否" says false, for confirmation;
- a figure written with the division slash (U+2215) is a fraction as with "/";
- multiple choice: "除了 X 全部", "X 以外的三个" (the count the options left), options set apart by what
  is said of them and then "其余都行", and every option counted with a noun or a new predicate
  ("四项方法都能用", "四个都没毛病").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI
from tests.helpers.curated import curated_catalog

MERGES = Question(
    id="fx-fourteenth-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="梯度累积可以在不增加显存的前提下放大有效 batch。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("伪", False), ("伪。", False), ("所言不虚", True), ("所言非虚！", True), ("为真命题", True),
     ("假命题", False), ("为假命题", False)],
)  # fmt: skip
def test_marks_in_words_of_logic_are_bare(answer: str, truth: bool) -> None:
    graded = grade(MERGES, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("显存只跟单步 micro-batch 有关，所以是真命题", True), ("累积要多存一份梯度，所以否", False),
     ("步数多了而已，因此否。", False), ("这不是假命题", True)],
)  # fmt: skip
def test_a_reason_closed_by_a_verdict_word_says_that_word(answer: str, truth: bool) -> None:
    graded = grade(MERGES, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert graded.needs_confirmation


TRUE_FALSE_BANK = [question for question in curated_catalog() if question.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_the_new_marks_grade_correct_only_against_their_own_key(question: Question) -> None:
    for answer, truth in (("伪", False), ("所言非虚", True), ("为假命题", False), ("所以否", False)):
        graded = grade(question, answer)
        if graded.verdict is Verdict.CORRECT:
            assert str(question.key).lower() == str(truth).lower(), (question.id, answer)


def test_no_in_the_middle_of_a_reason_is_no_verdict() -> None:
    graded = grade(MERGES, "所以否定了显存的说法？我还没想好")
    assert graded.verdict is not Verdict.INCORRECT or graded.needs_confirmation


@pytest.mark.parametrize(("answer", "verdict"), [("1∕32", Verdict.CORRECT), ("1∕64", Verdict.INCORRECT)])
def test_a_fraction_with_the_division_slash_is_a_fraction(answer: str, verdict: Verdict) -> None:
    graded = grade(FRACTIONS, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation


EVERY_ONE = MULTI.model_copy(update={"id": "fx-fourteenth-every", "key": "ABCD"})


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("除了 B 全部", Verdict.CORRECT), ("除了 A 全部", Verdict.INCORRECT),
     ("增大 batch 以外的三个", Verdict.CORRECT), ("B 以外的 3 项", Verdict.CORRECT)],
)  # fmt: skip
def test_every_option_but_one_in_new_words(answer: str, verdict: Verdict) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is verdict, graded.rationale
    assert graded.needs_confirmation


def test_a_count_that_is_not_the_options_left_is_no_rule_out() -> None:
    assert grade(MULTI, "增大 batch 以外的两个").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("B 得配合更大的显存，其余都行", Verdict.CORRECT), ("A、B 要改代码，其他都可以", Verdict.INCORRECT)],
)  # fmt: skip
def test_options_set_apart_then_the_rest_affirmed_are_the_rest(answer: str, verdict: Verdict) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is verdict, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["B 也行，其余都行", "B 肯定可以，其他都可以"])
def test_options_affirmed_before_the_rest_are_not_set_apart(answer: str) -> None:
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "every"), [("四项方法都能用", True), ("4 个都没毛病", True), ("三个都没毛病", False)]
)
def test_every_option_counted_with_a_noun_or_a_new_predicate(answer: str, every: bool) -> None:
    assert (grade(EVERY_ONE, answer).verdict is Verdict.CORRECT) is every
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT


MULTI_BANK = [question for question in curated_catalog() if question.type is QuestionType.MULTI]


@pytest.mark.parametrize("question", MULTI_BANK, ids=lambda question: question.id)
def test_ruling_one_out_grades_correct_only_when_the_rest_is_the_key(question: Question) -> None:
    labels = sorted(question.options)
    for letter in labels:
        rest = "".join(label for label in labels if label != letter)
        for answer in (
            f"{letter} 要另外配置，其余都行",
            f"{letter} 以外的 {len(rest)} 个",
            f"除了 {letter} 全部",
        ):
            graded = grade(question, answer)
            if graded.verdict is Verdict.CORRECT:
                assert str(question.key) == rest, (question.id, answer)


@pytest.mark.parametrize(("question", "answer"), [(FRACTIONS, "1/?"), (FRACTIONS, "32 × ？"), (MULTI, "2x?")])
def test_a_figure_with_an_open_operation_asked_is_no_answer(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID


def test_a_finished_operation_asked_is_not_this_rule() -> None:
    assert grade(FRACTIONS, "1/32？").verdict is not Verdict.INVALID


CHECKPOINT = next(question for question in curated_catalog() if question.id == "seed001-17")


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("cp.checkpoint(_inner, x, debug=False, use_reentrant=False)", Verdict.CORRECT),
     ("cp.checkpoint(_inner, x, use_reentrant=False, determinism_check=\"default\")", Verdict.CORRECT),
     # the check switched off computes the same (labelled so in blind batches 18 and 24)
     ("cp.checkpoint(_inner, x, use_reentrant=False, determinism_check='none')", Verdict.CORRECT),
     ("cp.checkpoint(_inner, x, use_reentrant=False, debug=True)", Verdict.INCORRECT)],
)  # fmt: skip
def test_checkpoint_keywords_at_their_defaults_change_nothing(answer: str, verdict: Verdict) -> None:
    assert grade(CHECKPOINT, answer).verdict is verdict


SHARDINGS = next(question for question in curated_catalog() if question.id == "seed000-27")


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("( P('x', None) , P(None, 'y') )", Verdict.CORRECT),
     ("(P(None, 'y'), P('x', None))", Verdict.INCORRECT),
     ("(P('x', None)) + (P(None, 'y'))", Verdict.INCORRECT)],
)  # fmt: skip
def test_the_fills_of_two_blanks_as_one_tuple_are_read_in_order(answer: str, verdict: Verdict) -> None:
    graded = grade(SHARDINGS, answer)
    assert (graded.verdict is Verdict.CORRECT) is (verdict is Verdict.CORRECT), graded.rationale


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("检查点省激活，batch 越大越吃显存 → ACD", Verdict.CORRECT), ("B 不行，A 可以 -> AC", Verdict.INCORRECT),
     ("A 省显存，B 不省 => A、C、D", Verdict.CORRECT)],
)  # fmt: skip
def test_an_arrow_closing_the_reasoning_leads_to_the_answer(answer: str, verdict: Verdict) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is verdict, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["检查点省激活 → ACD 吧", "检查点省激活，→ ACD？"])
def test_an_arrow_to_letters_kept_open_is_not_this_rule(answer: str) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation


CHOICE_BANK = [
    question for question in curated_catalog() if question.type in (QuestionType.SINGLE, QuestionType.MULTI)
]


@pytest.mark.parametrize("question", CHOICE_BANK, ids=lambda question: question.id)
def test_reasoning_naming_the_key_never_makes_a_wrong_arrowed_set_right(question: Question) -> None:
    key = str(question.key)
    for wrong in sorted(question.options):
        if wrong == key:
            continue
        graded = grade(question, f"{'、'.join(key)} 都可以，其他不行 → {wrong}")
        assert graded.verdict is not Verdict.CORRECT, (question.id, wrong)


KV_CACHE = next(question for question in curated_catalog() if question.id == "seed000-30")


@pytest.mark.parametrize(
    "answer", ["2×48×2048×96×96×128 = 232 亿个元素，然后 ×2 字节", "元素数 2.32e11；bf16 还要 * 2 byte"]
)
def test_a_last_step_by_its_symbol_after_a_word_of_sequence_is_unfinished(answer: str) -> None:
    assert grade(KV_CACHE, answer).verdict is Verdict.INVALID


def test_the_step_with_its_result_after_it_is_read() -> None:
    assert grade(KV_CACHE, "2.32e11 个元素，再 ×2 字节 = 464 GB").verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["这题我弃了", "量化没碰过，这题我弃了。", "这题弃了"])
def test_giving_the_question_up_in_new_words_is_a_give_up(answer: str) -> None:
    graded = grade(FRACTIONS, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["A、B、C、D 我一个都不选", "1/32、1/64、1/128、1/256 都不选"])
def test_every_option_not_chosen_is_no_answer(answer: str) -> None:
    assert grade(FRACTIONS, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("question", CHOICE_BANK, ids=lambda question: question.id)
def test_options_said_not_chosen_are_never_the_answer(question: Question) -> None:
    for letter in sorted(question.options):
        graded = grade(question, f"{letter} 我不选")
        assert graded.verdict is not Verdict.CORRECT and graded.score == 0.0, (question.id, letter)


ABC = MULTI.model_copy(update={"id": "fx-fourteenth-abc", "key": "ABC"})


@pytest.mark.parametrize("answer", ["A-C-D", "A-B-D", "B-C-D"])
def test_a_hyphen_chain_is_never_read_as_a_range(answer: str) -> None:
    assert grade(ABC, answer).verdict is not Verdict.CORRECT
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT or set(grade(MULTI, answer).reading) >= set(
        "ACD"
    )


@pytest.mark.parametrize(("answer", "verdict"), [("A-C", Verdict.CORRECT), ("A 到 C", Verdict.CORRECT)])
def test_two_letters_joined_are_still_a_range(answer: str, verdict: Verdict) -> None:
    assert grade(ABC, answer).verdict is verdict
