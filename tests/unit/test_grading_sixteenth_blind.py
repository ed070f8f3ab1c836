"""The rules written for the causes the sixteenth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions and the bank.

- true/false: classical "然也" says true and "非真" false, standing alone; "…是假的" / "…是真的" closing
  a clause says false / true; a claim "too absolute" ("过于绝对") is false; the stem or the statement
  said to be fine ("说法没毛病") is true; English agreement ("agreed") true and its refusal ("I can't
  agree", "disagree") false;
- a choice: a verb of commitment before an option ("投给 A", "锁死 A", "我要 A", "认准 A", "I vote for
  A") commits to it as "选" does; "我要" named before two options commits to both (a single choice
  then has two answers, never the second alone);
- a place in the list said in other words: counted from the bottom ("自下而上第三项") or the top
  ("从上往下数第一个"), the closing act ("压轴的那项"), formal numerals ("第叁个"), "头两个": read as the
  ordinals are, for confirmation;
- a negation that takes the next option as its object ("选 A 不选 C", "A 而非 B") is said of that
  option, not of the one before it;
- a letter glossed by "=", ":" or a space and an option's whole text ("C=28GB", "C 28GB") reads the
  letter and the text's option both: never the text's option alone, as if the letter were a variable;
- three or more letters joined by hyphens ("A-C-D") are a bare set;
- an English rule-out closing a list joined by commas ("B, C, D eliminated") rules out every item, as
  "排除" does.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import MULTI, MULTI_PARTIAL, SIZES
from tests.helpers.curated import curated_catalog

HOLDS = Question(
    id="fx-sixteenth-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="梯度累积 4 步、micro-batch 8，等效 batch 为 32。",
    key="true",
)


@pytest.mark.parametrize(
    ("answer", "truth"), [("然也", True), ("然也。", True), ("非真", False), ("非假", True)]
)
def test_classical_marks_standing_alone_are_bare(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("8 乘 4 才 32，所以这说法是真的", True),
     ("累积不改变等效 batch，题目这句是假的", False),
     ("说累积就等效于大 batch，过于绝对", False),
     ("八乘四就是三十二，题干本身没问题", True),
     ("agreed, 8 times 4 is 32", True),
     ("I can't agree, accumulation only saves memory", False),
     ("I disagree with that", False)],
)  # fmt: skip
def test_a_reason_closed_by_a_verdict_in_new_words_reads_it(answer: str, truth: bool) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["虽然也不对", "非真实的 batch", "不是假的吗", "题目没问题吗"])
def test_the_new_words_inside_other_words_never_grade_correct_unconfirmed(answer: str) -> None:
    graded = grade(HOLDS, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale


TRUE_FALSE_BANK = [question for question in curated_catalog() if question.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUE_FALSE_BANK, ids=lambda question: question.id)
def test_the_new_marks_grade_correct_only_against_their_own_key(question: Question) -> None:
    for answer, truth in (("然也", True), ("非真", False), ("这句是假的", False), ("这句是真的", True),
                          ("太绝对了", False), ("题干没问题", True), ("Agreed", True),
                          ("I don't agree", False)):  # fmt: skip
        graded = grade(question, answer)
        if graded.verdict is Verdict.CORRECT:
            assert question.key_text == ("true" if truth else "false"), (question.id, answer)


@pytest.mark.parametrize(
    "answer",
    ["投给 A", "我投 A，35GB 才对", "锁死 A", "我要 A", "认准 A 了", "I vote for A", "B 太小，我要 A"],
)
def test_a_verb_of_commitment_chooses_the_option_after_it(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["我要 B 和 A", "我要 A 和 C", "锁定 B", "我投 C 一票", "要是 A 的话就太大了，B"]
)
def test_a_verb_of_commitment_never_makes_a_wrong_choice_right(answer: str) -> None:
    assert grade(SIZES, answer).verdict is not Verdict.CORRECT


SINGLE_BANK = [
    question for question in curated_catalog() if question.type is QuestionType.SINGLE and question.options
]


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_a_committed_wrong_option_is_never_correct_whatever_the_verb(question: Question) -> None:
    wrong = [letter for letter in question.options if letter not in question.key_text]
    for verb in ("我投", "锁定", "我要", "认准", "I vote for"):
        for letter in wrong:
            assert grade(question, f"{verb} {letter}").verdict is not Verdict.CORRECT, (
                question.id,
                verb,
                letter,
            )
        right = question.key_text
        assert grade(question, f"{verb} {wrong[0]} 和 {right}").verdict is not Verdict.CORRECT, (
            question.id,
            verb,
        )


@pytest.mark.parametrize(
    ("answer", "letters"),
    [("自下而上第四项", "A"), ("从底下数第三个", "B"), ("从上往下数第一个", "A"), ("倒着数第一个", "D"),
     ("压轴的那项", "D"), ("第叁个", "C"), ("第壹项", "A")],
)  # fmt: skip
def test_a_place_said_in_other_words_is_read_for_confirmation(answer: str, letters: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == list(letters), graded.rationale
    assert graded.needs_confirmation


def test_a_run_from_the_head_chooses_the_first_options() -> None:
    graded = grade(MULTI_PARTIAL, "头两个")
    assert graded.understood.choices == ["A", "B"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["个头三个都不小", "从下往上看都差不多", "压轴戏是 B"])
def test_the_place_words_inside_other_words_read_no_place(answer: str) -> None:
    assert grade(SIZES, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_a_place_in_other_words_grades_correct_only_at_the_key(question: Question) -> None:
    count = len(question.options)
    for place in range(1, count + 1):
        letter = "ABCDEFGH"[place - 1]
        from_bottom = "ABCDEFGH"[count - place]
        for answer, meant in ((f"从下往上数第{'一二三四五六七八'[place - 1]}个", from_bottom),
                              (f"第{'壹贰叁肆伍陆柒捌'[place - 1]}个", letter)):  # fmt: skip
            if grade(question, answer).verdict is Verdict.CORRECT:
                assert question.key_text == meant, (question.id, answer)


@pytest.mark.parametrize("answer", ["选 A 不选 C", "A 不选 D", "就 A 不是 B", "选A不要C", "A 而非 B"])
def test_a_negation_taking_the_next_option_as_its_object_leaves_the_first_chosen(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.understood.choices == ["A"]
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["选 B 不选 A", "C 不是 A", "A 不对，B", "选 A 不选 B，选 C"])
def test_a_negated_object_never_makes_the_key_chosen_when_it_is_denied(answer: str) -> None:
    assert grade(SIZES, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_choosing_one_option_and_not_another_is_correct_only_at_the_key(question: Question) -> None:
    for first in question.options:
        for second in question.options:
            if first != second:
                graded = grade(question, f"选 {first} 不选 {second}")
                if graded.verdict is Verdict.CORRECT:
                    assert first == question.key_text, (question.id, first, second)


@pytest.mark.parametrize("answer", ["C=35GB", "C：35GB", "D 35GB", "B = 35GB"])
def test_a_letter_glossed_by_another_options_text_is_never_that_option_alone(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert len(graded.understood.choices or []) != 1


@pytest.mark.parametrize("answer", ["A=35GB", "A：35GB", "A 35GB"])
def test_a_letter_glossed_by_its_own_text_is_bare(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_a_wrong_letter_glossed_by_the_keys_text_is_never_correct(question: Question) -> None:
    key_text = question.options[question.key_text]
    for letter in question.options:
        if letter != question.key_text:
            for separator in ("=", " ", "："):
                answer = f"{letter}{separator}{key_text}"
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("A-C-D", Verdict.CORRECT), ("A - C - D", Verdict.CORRECT), ("A-B-C-D", Verdict.INCORRECT),
     ("A–C–D", Verdict.CORRECT)],
)  # fmt: skip
def test_letters_joined_by_hyphens_are_a_bare_set(answer: str, verdict: Verdict) -> None:
    graded = grade(MULTI, answer)
    assert graded.verdict is verdict, graded.rationale
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["A-B-C", "B-C-D"])
def test_hyphenated_letters_on_a_single_choice_are_never_one_answer(answer: str) -> None:
    assert grade(SIZES, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["B, C, D eliminated", "B, C, D ruled out", "C, D crossed out", "B, D excluded"]
)
def test_an_english_rule_out_closing_a_list_chooses_none_of_it(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


def test_an_english_rule_out_then_a_decision_chooses_the_decision() -> None:
    graded = grade(SIZES, "B, C, D eliminated, so A")
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.understood.choices == ["A"]


@pytest.mark.parametrize("question", SINGLE_BANK, ids=lambda question: question.id)
def test_ruling_out_the_key_in_english_is_never_correct(question: Question) -> None:
    others = [letter for letter in question.options if letter != question.key_text]
    answer = f"{question.key_text}, {others[-1]} excluded"  # not "A excluded": "A" may be an article
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
