"""The rules written for the causes the eighth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- on a multiple choice, letters joined by slashes ("A/C/D") are the set chosen: bare since the round on
  blind batch 39 (as the labels read them), spaced too ("a / c") since batch 48's; on a single choice a
  slash between two options is a hedge;
- a letter written as a symbol (a squared or circled capital, "🅱️", "Ⓑ", a regional indicator alone,
  "🇧") is that letter, bare; a pair of regional indicators is a flag, no letter;
- the Heavenly Stems standing as words ("丙", "选乙", "甲丁") count options as the letters do: 甲 is A,
  乙 B, 丙 C, 丁 D; inside a word ("甲方") they are no option;
- a fraction said in the Chinese order with digits, spaced as typed ("32 分之 1"), is 1/32; a decimal
  of three significant digits names the fraction option it rounds to ("0.484" for 15/31), as a
  share does ("1.56%" for 1/64); two digits need a word of approximation ("约 0.48") — since the
  twenty-seventh round, two name it alone too, to confirm ("0.48"; one does not: "0.5");
- on a multiple choice, "加" joins a set ("B 加 D"), "C、E 以外的" chooses every other option, and
  "仅" commits as "只有" does ("仅 B"); a letter before "取" and a figure is a variable ("h 取 48");
- on a single choice, naming every option but one and closing on "the remaining one" ("剩下那个就是
  答案") chooses the one left, to confirm; with two left, or an option named after it, it does not;
- a Chinese magnitude before another unit multiplies the figure ("4.6 亿 KB" is 460 GB);
- true/false: "行" / "不行" answer a claim of what something can do, as "可以" / "不能" do; an
  interjection before the mark ("嗯嗯是", "哦，对") says nothing more;
- "全支持" chooses every option as "都支持" does; "对应 B" commits to B; "prob" is "probably", and a
  lone "a" before "tbh" or "imo" is the letter, not an article.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI, SIZES
from tests.helpers.grading_questions import KV_CACHE

SYMBOLS = ["🅰️", "🅐", "🄰", "Ⓐ", "🇦", "🅰"]


@pytest.mark.parametrize(
    ("answer", "verdict", "confirm"),
    [
        ("A/C/D", Verdict.CORRECT, False),
        ("a/c", Verdict.INCORRECT, False),
        ("a / c", Verdict.INCORRECT, False),
    ],
)
def test_slashed_letters_on_a_multiple_choice_are_a_set(answer: str, verdict: Verdict, confirm: bool) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is verdict and got.needs_confirmation is confirm, got.rationale
    assert not got.understood.hedged


def test_slashed_letters_on_a_single_choice_are_a_hedge() -> None:
    got = grade(SIZES, "A/B")
    assert got.verdict is Verdict.INCORRECT and got.understood.hedged and got.needs_confirmation


@pytest.mark.parametrize("answer", SYMBOLS)
def test_a_letter_written_as_a_symbol_is_that_letter(answer: str) -> None:
    got = grade(SIZES, answer)
    assert got.verdict is Verdict.CORRECT and not got.needs_confirmation, got.rationale


def test_letter_symbols_make_a_set_and_a_flag_is_no_letter() -> None:
    assert grade(MULTI, "🅰️ Ⓒ 🇩").verdict is Verdict.CORRECT
    assert grade(SIZES, "🇦🇩").verdict is Verdict.INVALID  # the flag of Andorra, not A and D


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [(SIZES, "甲", Verdict.CORRECT), (SIZES, "选乙", Verdict.INCORRECT), (MULTI, "甲丙丁", Verdict.CORRECT)],
)
def test_heavenly_stems_are_option_letters(question: Question, answer: str, verdict: Verdict) -> None:
    assert grade(question, answer).verdict is verdict


def test_a_heavenly_stem_inside_a_word_is_no_option() -> None:
    assert grade(SIZES, "甲方的显存").verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("32 分之 1", Verdict.CORRECT), ("64 分之 1", Verdict.INCORRECT), ("0.0313", Verdict.CORRECT),
     ("0.031", Verdict.CORRECT), ("约 0.031", Verdict.CORRECT), ("0.0156", Verdict.INCORRECT)],
)  # fmt: skip
def test_fractions_in_the_chinese_order_and_rounded_decimals(answer: str, verdict: Verdict) -> None:
    assert grade(FRACTIONS, answer).verdict is verdict


@pytest.mark.parametrize(
    ("answer", "verdict", "score"),
    [
        ("A 加 C 加 D", Verdict.CORRECT, 1.0),
        ("B 以外的", Verdict.CORRECT, 1.0),
        ("仅 A", Verdict.INCORRECT, 0.0),
    ],
)
def test_sets_joined_by_jia_all_but_those_and_only(answer: str, verdict: Verdict, score: float) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is verdict and got.score == score, got.rationale


def test_a_letter_taking_a_figure_is_a_variable() -> None:
    sized = SIZES.model_copy(update={"options": {"A": "32", "B": "48", "C": "64", "D": "80"}, "key": "B"})
    got = grade(sized, "h 取 48")
    assert got.verdict is Verdict.CORRECT and got.needs_confirmation, got.rationale


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("B 太小，C、D 也不够，剩下那个就是答案", "A"),
        ("B, C and D are out, so the remaining one", "A"),
        ("A、C、D 都不对，剩下的才是", "B"),
    ],
)
def test_the_remaining_one_is_the_option_not_named(answer: str, chosen: str) -> None:
    got = grade(SIZES, answer)
    assert got.understood.choices == [chosen] and got.needs_confirmation, got.rationale


def test_two_options_left_are_no_remaining_one() -> None:
    got = grade(SIZES, "C、D 都不够，剩下那个就是答案")
    assert got.verdict is not Verdict.CORRECT and got.understood.choices != ["A"]


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("约 4.6 亿 KB", Verdict.CORRECT), ("4640 亿字节", Verdict.CORRECT), ("4.6 亿字节", Verdict.INCORRECT)],
)
def test_a_chinese_magnitude_before_a_unit_multiplies_the_figure(answer: str, verdict: Verdict) -> None:
    assert grade(KV_CACHE, answer).verdict is verdict


CAN = Question(
    id="fx-can8", bank="fx", type=QuestionType.TRUEFALSE, stem="ZeRO-3 支持 CPU offload。", key="true"
)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("不行，只能放显存", Verdict.INCORRECT), ("行", Verdict.CORRECT), ("嗯嗯是", Verdict.CORRECT),
     ("哦，对", Verdict.CORRECT), ("嗯", Verdict.INVALID)],
)  # fmt: skip
def test_xing_answers_a_claim_of_ability_and_an_interjection_is_filler(answer: str, verdict: Verdict) -> None:
    assert grade(CAN, answer).verdict is verdict


@pytest.mark.parametrize(
    ("question", "answer", "chosen"),
    [
        (MULTI, "全可以", ["A", "B", "C", "D"]),
        (SIZES, "按我的算法是 35 左右，对应 A 那项", ["A"]),
        (SIZES, "prob a tbh", ["A"]),
        (SIZES, "c imo", ["C"]),
    ],
)
def test_every_option_in_words_a_correspondence_and_a_letter_before_a_remark(
    question: Question, answer: str, chosen: list[str]
) -> None:
    got = grade(question, answer)
    assert got.understood.choices == chosen and got.needs_confirmation, got.rationale
