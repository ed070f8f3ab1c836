"""The rules written for the causes the fifteenth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions and the bank.

- true/false: "有误" says false and "无误" true ("表述有误", "表述无误"); agreement and its refusal
  ("赞成", "不同意"), a claim that does or does not stand ("站得住脚", "站不住"), and "确实" / "的确"
  closing the answer say true or false;
- multiple choice: "都要" / "全要" and a count of every option with "要" choose every option;
- a bare choice may carry one bracket with no partner ("D」", "(B") and may write its letter equal to
  its own text ("A = 35GB"): still bare, recorded without confirmation;
- a rule-out word closing a list joined by commas rules out the whole list ("B，C，D 排除"); closing a
  clause before a pause it is said of that clause only ("A、B 都不选，C" chooses C);
- a verb of changing under a negation ("B 不用改代码") takes nothing back;
- a figure converted into another unit ("12 ms，换算成 us 是 12000") is restated, not corrected;
- a change verb that goes on to change something else in a reason ("B 错在 batch 换成更大的…") takes
  nothing back;
- options said to be too much or too little of something ("B、C 都太小了") are ruled out;
- a product written with the middle dot ("4·hidden") is the product;
- a Heavenly Stem with "项" ("选乙项") is an option letter, and "打头的" / "垫底的" an ordinal;
- an option named after a denial and followed by "也" / "同样" ("B 不行；D 也只是省一点") shares the
  denial: neither chosen nor the correction;
- a doubt said of one option left out of the set ("A、C、D，B 我不确定") leaves the set standing (said to be
  only possible, "B 说不准", it keeps B open: a hedge, ``test_grading_reading_table``); a doubt
  whether to add it ("要不要算上 B 说不准") holds the set open;
- asking for another question ("换个题吧", "没接触过，换个题") gives up.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.calc_questions import LATENCY
from tests.helpers.choice_questions import MULTI, MULTI_PARTIAL, SIZES, WORDS
from tests.helpers.curated import curated_catalog

HOLDS = Question(
    id="fx-fifteenth-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="混合精度训练时，loss scaling 用来防止 fp16 梯度下溢。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("表述有误", False), ("有误", False), ("无误", True), ("表述无误。", True), ("的确", True),
     ("确实如此", True)],
)  # fmt: skip
def test_words_of_error_and_of_no_error_are_bare_marks(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("fp16 的最小正数太大，小梯度会被冲成 0，所以我赞成", True),
     ("下溢靠 bf16 解决，跟 scaling 没关系，不同意", False),
     ("放大 loss 再缩回来，梯度就不会变 0，这个说法站得住脚", True),
     ("scaling 防的是上溢，这种说法站不住", False),
     ("乘个系数再除回来，小梯度就保住了，确实", True)],
)  # fmt: skip
def test_a_reason_closed_by_agreement_or_its_refusal_says_true_or_false(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["没有误差", "有误差，但不大", "确实不确定"])
def test_the_new_words_inside_other_words_are_no_marks(answer: str) -> None:
    assert grade(HOLDS, answer).verdict is not Verdict.CORRECT or grade(HOLDS, answer).needs_confirmation


TRUE_FALSE_BANK = [question for question in curated_catalog() if question.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_the_new_marks_grade_correct_only_against_their_own_key(question: Question) -> None:
    for answer, truth in (("表述有误", False), ("无误", True), ("不赞成", False), ("赞成", True),
                          ("站不住脚", False), ("站得住", True), ("的确", True)):  # fmt: skip
        graded = grade(question, answer)
        if graded.verdict is Verdict.CORRECT:
            assert str(question.key).lower() == str(truth).lower(), (question.id, answer)


EVERY_ONE = MULTI.model_copy(update={"id": "fx-fifteenth-every", "key": "ABCD"})


@pytest.mark.parametrize(("answer", "every"), [("全都要", True), ("4 项都要", True), ("三个都要", False)])
def test_every_option_wanted_is_every_option(answer: str, every: bool) -> None:
    assert (grade(EVERY_ONE, answer).verdict is Verdict.CORRECT) is every
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("A」", Verdict.CORRECT),
        ("(C", Verdict.INCORRECT),
        ("A = 35GB", Verdict.CORRECT),
        ("D=26GB", Verdict.INCORRECT),
    ],
)
def test_a_bare_letter_with_a_stray_bracket_or_equal_to_its_text_is_bare(
    answer: str, verdict: Verdict
) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["A = 26GB", "D=35GB", "(A) 或 (B"])
def test_a_letter_equal_to_another_options_text_is_never_bare_and_correct(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["B，C，D 排除", "B，C，D 都排除", "梯度检查点，增大 batch，混合精度排除"])
def test_a_rule_out_word_after_a_comma_list_rules_out_every_item(answer: str) -> None:
    graded = grade(MULTI_PARTIAL, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("B、C、D 都不选，A", Verdict.CORRECT),
        ("B C D 排除，A", Verdict.CORRECT),
        ("A、C 都不选，B", Verdict.INCORRECT),
    ],
)
def test_a_rule_out_closing_a_clause_leaves_the_option_after_the_pause(answer: str, verdict: Verdict) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is verdict, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("A、C。B 不用改代码，D 其实要配合 loss scaling", "A、C"),
        ("A、D；C 不需要改模型，B 其实会更占显存", "A、D"),
    ],
)
def test_a_change_verb_under_a_negation_takes_nothing_back(answer: str, chosen: str) -> None:
    graded = grade(MULTI_PARTIAL, answer)
    assert graded.reading == chosen, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "verdict"), [("A，改成 B", Verdict.INCORRECT), ("B，不对，改成 A", Verdict.CORRECT)]
)
def test_a_change_verb_said_plainly_still_corrects(answer: str, verdict: Verdict) -> None:
    assert grade(SIZES, answer).verdict is verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("12 ms 左右，换算成 us 是 12000", Verdict.CORRECT), ("12 ms，换成 s 就是 0.012", Verdict.CORRECT),
     ("15 ms，换成 s 是 0.012", Verdict.INCORRECT), ("15 ms，换算成 us 是 12000", Verdict.INCORRECT),
     ("15 ms，不对，换成 12 ms", Verdict.CORRECT)],
)  # fmt: skip
def test_a_figure_converted_into_another_unit_is_restated_not_corrected(
    answer: str, verdict: Verdict
) -> None:
    graded = grade(LATENCY, answer)
    assert graded.verdict is verdict, graded.rationale
    assert graded.needs_confirmation


CALC_BANK = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.CALC and len(question.numeric) == 1 and question.numeric[0].unit
]


@pytest.mark.parametrize("question", CALC_BANK, ids=lambda question: question.id)
def test_a_conversion_never_turns_a_wrong_figure_right(question: Question) -> None:
    part = question.numeric[0]
    answer = f"{part.value * 3:g} {part.unit}，换成 {part.unit} 是 {part.value:g}"
    assert grade(question, answer).verdict is not Verdict.CORRECT, answer


SINGLE_BANK = [
    question for question in curated_catalog() if question.type is QuestionType.SINGLE and question.servable
]


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_options_ruled_out_then_one_grades_correct_only_for_the_key(question: Question) -> None:
    for chosen in question.options:
        others = "、".join(letter for letter in question.options if letter != chosen)
        graded = grade(question, f"{others} 都不选，{chosen}")
        assert (graded.verdict is Verdict.CORRECT) is (chosen == question.key), (question.id, chosen)


def test_a_change_verb_inside_a_reason_takes_nothing_back() -> None:
    graded = grade(MULTI_PARTIAL, "A、C、D。B 错在 batch 换成更大的只会更占显存，跟 D 比差远了")
    assert graded.reading == "A、C、D", graded.rationale


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("B、C、D 都太小了", Verdict.INVALID),
        ("D 太小了，A", Verdict.CORRECT),
        ("A 太大了，B", Verdict.INCORRECT),
    ],
)
def test_options_too_small_or_too_large_are_ruled_out(answer: str, verdict: Verdict) -> None:
    assert grade(SIZES, answer).verdict is verdict


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_the_key_said_too_small_then_another_never_grades_correct(question: Question) -> None:
    for other in question.options:
        if other != question.key:
            assert grade(question, f"{question.key} 太小了，{other}").verdict is not Verdict.CORRECT, other


WIDTHS = Question(
    id="fx-fifteenth-widths",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="调制层输出的形状是？",
    options={"A": "[hidden]", "B": "[2×hidden]", "C": "[4×hidden]"},
    key="C",
)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("4·hidden", Verdict.CORRECT), ("hidden·4", Verdict.CORRECT), ("2·hidden", Verdict.INCORRECT),
     ("4⋅hidden", Verdict.CORRECT)],
)  # fmt: skip
def test_a_product_with_the_middle_dot_is_the_product(answer: str, verdict: Verdict) -> None:
    graded = grade(WIDTHS, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("选甲项", Verdict.CORRECT), ("乙项吧", Verdict.INCORRECT), ("复杂度跟副本无关，甲项", Verdict.CORRECT),
     ("打头的那项", Verdict.CORRECT), ("最前面那个", Verdict.CORRECT), ("垫底那个", Verdict.INCORRECT)],
)  # fmt: skip
def test_stems_with_an_item_word_and_words_of_place_name_options(answer: str, verdict: Verdict) -> None:
    graded = grade(WORDS, answer)
    assert graded.verdict is verdict, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["甲项乙项", "甲项、丁项", "乙项和甲项"])
def test_two_stems_with_item_words_are_two_options(answer: str) -> None:
    assert grade(WORDS, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("B 偏小，不对；D 也是按 fp32 算的；只能是 A", Verdict.CORRECT), ("C 不行；D 同样偏小", Verdict.INVALID),
     ("C 不行；A 也是", Verdict.INVALID), ("C 不行；A 也可以", Verdict.CORRECT),
     ("C 不行；A 也要", Verdict.CORRECT)],
)  # fmt: skip
def test_an_option_said_also_after_a_denial_shares_it(answer: str, verdict: Verdict) -> None:
    assert grade(SIZES, answer).verdict is verdict


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_the_key_said_also_after_a_denial_never_grades_correct(question: Question) -> None:
    for other in question.options:
        if other != question.key:
            for answer in (f"{other} 不对；{question.key} 也是", f"{other} 错了，{question.key} 同样说不通"):
                assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    ("answer", "reading"),
    [("A、C、D，B 我也不确定", "A、C、D"), ("A、C、D，增大 batch 拿不准", "A、C、D"),
     ("A、C、D，要不要算上 B 拿不准", "A、C、D（模棱两可）")],
)  # fmt: skip
def test_a_doubt_of_one_option_left_out_leaves_the_set(answer: str, reading: str) -> None:
    graded = grade(MULTI_PARTIAL, answer)
    assert graded.reading == reading, graded.rationale
    assert graded.needs_confirmation


MULTI_BANK = [
    question for question in curated_catalog() if question.type is QuestionType.MULTI and question.servable
]


@pytest.mark.parametrize("question", MULTI_BANK, ids=lambda question: question.id)
def test_a_doubt_whether_to_add_an_option_never_grades_correct(question: Question) -> None:
    key = "、".join(sorted(question.correct_options))
    for other in sorted(set(question.options) - set(question.correct_options)):
        for answer in (f"{key}，要不要加 {other} 我拿不准", f"{key}，要不要把 {other} 也算上，拿不准"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize("answer", ["换个题吧", "这个框架没接触过，换个题", "这个真没学过，换道题"])
def test_asking_for_another_question_gives_up(answer: str) -> None:
    for question in (SIZES, HOLDS, LATENCY):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INCORRECT, (question.id, graded.rationale)
        assert not graded.needs_confirmation


def test_an_answer_before_asking_for_another_is_still_read() -> None:
    graded = grade(SIZES, "A，换一题吧")
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("是用来防下溢的吗？我觉得是", True), ("scaling 能防下溢吗？不能，它防的是上溢", False),
     ("这说法成立吗？成立", True)],
)  # fmt: skip
def test_a_question_asked_of_itself_then_answered_is_the_reply(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["能防止下溢吗？", "能防止下溢吗？说不好", "真的能防止下溢吗？我也想知道", "防不了下溢吗？是的"]
)
def test_a_question_left_open_or_replied_to_a_denial_is_never_correct(answer: str) -> None:
    assert grade(HOLDS, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_a_reply_to_its_own_question_grades_correct_only_against_the_key(question: Question) -> None:
    for reply, truth in (("我觉得对", True), ("不对", False), ("是的", True), ("我看不成立", False)):
        graded = grade(question, f"真是这样吗？{reply}")
        if graded.verdict is Verdict.CORRECT:
            assert str(question.key).lower() == str(truth).lower(), (question.id, reply)


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_a_bare_yes_or_no_to_a_denying_question_is_asked_again(question: Question) -> None:
    for reply in ("是的", "不是", "yes", "嗯"):
        assert grade(question, f"这不成立吗？{reply}").verdict is Verdict.INVALID, reply
