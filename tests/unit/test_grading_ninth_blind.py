"""The rules written for the causes the ninth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- a question back about one option ("选项 B 里的 32 是不是指总量？") or an alternative question about
  a subject the answer names ("这里的显存是峰值还是均值？") only asks: it is asked again, never read
  as the option it mentions; "B 还是 C？" still offers two options (a hedge);
- "也不是不行" / "也未尝不可" after a second option keeps it open beside the first: a hedge;
- on a multiple choice, a correction that says something was left out ("漏了", "forgot") adds what
  follows to the set; "再加" after an affirmed option ("D 也算；再加 A") continues the set;
- a give-up as a clause of its own ("这题交白卷", "这题弃了", "算不动了，下一题") scores nothing;
- financial numerals standing as a word ("肆拾捌", "壹佰贰拾捌") are the number, as ordinary numerals
  are; inside a word ("队伍", "大陆") they are no figure; a vulgar fraction ("½") is its figure;
- a circled digit standing alone on a choice ("③", "选项③") is the option in that place, to confirm;
  a run of them ("①②③④") is a sequence an option may spell;
- true/false: "非也", "假", "真", "对头", "是的呢", a lone "ok", "Y" / "N" and a mark said twice ("√√",
  "true✔") are bare marks; "ok" opening a sentence is no mark; "确实" before the claim's verb only
  insists; "不算" closing a reason is false;
- a give-up after its topic ("NCCL 环境变量我没背过") scores nothing;
- options only ruled out ("B、D 先排除", "都对不上", "都不沾边") are asked again; "剩下的 B" after
  them chooses B; "A B C D E 里去掉 C 和 A" is the set less those taken out;
- bare forms: a letter in brackets ("【C】"), letters joined by bars ("A｜B｜C") or a range ("A-E");
- a byte unit named in Chinese ("464 千兆字节") is its unit, a reading to confirm;
- on a multiple choice, every option said first ("全选", "四项都行") and then only included or explained
  is every option; "除了 A 都支持" is the rest, as "除了 A 都对" is;
- a calculation that closes on a comma after a step of its own stops before its result;
- code: two fills with a spaced bar between ("x ｜ y") are one per blank, as with a spaced slash; an
  emoji opening or closing the answer ("nvme 👍") is no part of the fill;
- an option that is a count times a name ("[6×hidden]") is also written in the other order
  ("hidden*6").
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.grading.text._text import normal
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI, SIZES
from tests.helpers.grading_questions import FLASH, KV_CACHE, SPECS
from tests.helpers.properties import examples

SUBJECTS = ["这里的显存", "这个 batch", "题目里的模型", "选项 A 的数值", "option B"]
SIDES = [("峰值", "均值"), ("fp16 的", "fp32 的"), ("单卡", "整机"), ("训练时", "推理时")]


@pytest.mark.parametrize("answer", ["选项 A 里的 35 是不是指权重？", "A 的 35GB 有没有算 KV？"])
def test_a_question_back_about_one_option_is_asked_again(answer: str) -> None:
    assert grade(SIZES, answer).verdict is Verdict.INVALID


@examples(40)
@given(subject=st.sampled_from(SUBJECTS), sides=st.sampled_from(SIDES), mark=st.sampled_from(["？", "?"]))
def test_an_alternative_question_about_a_subject_never_grades(
    subject: str, sides: tuple[str, str], mark: str
) -> None:
    answer = f"{subject}是{sides[0]}还是{sides[1]}{mark}"
    assert grade(SIZES, answer).verdict is Verdict.INVALID


def test_two_options_offered_as_a_question_are_still_a_hedge() -> None:
    got = grade(SIZES, "A 还是 B？")
    assert got.verdict is Verdict.INCORRECT and got.understood.hedged


@pytest.mark.parametrize("hedge", ["也不是不行", "也未尝不可", "也不是不可以"])
def test_a_second_option_not_ruled_out_is_a_hedge(hedge: str) -> None:
    got = grade(SIZES, f"A 吧，不过 B 的 32GB {hedge}")
    assert got.verdict is Verdict.INCORRECT and got.understood.hedged


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("A、C，漏了 D", Verdict.CORRECT), ("A，忘了 C、D", Verdict.CORRECT),
     ("D 也算；再加 A、C", Verdict.CORRECT), ("B 也算，漏了 A 会爆显存；再加 C、D", Verdict.INCORRECT)],
)  # fmt: skip
def test_a_letter_left_out_is_added_to_the_set(answer: str, verdict: Verdict) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is verdict and got.needs_confirmation, got.rationale


def test_on_a_single_choice_a_correction_still_takes_back() -> None:
    assert grade(SIZES, "B，哦不对，A").verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["这题交白卷", "没看过这个，这题弃了", "算不动了，下一题", "这个我没背过"])
def test_a_give_up_clause_scores_nothing(answer: str) -> None:
    assert grade(KV_CACHE, answer).verdict is Verdict.INCORRECT
    assert grade(SIZES, answer).verdict is Verdict.INCORRECT


FINANCIAL = dict(zip("0123456789", "零壹贰叁肆伍陆柒捌玖", strict=True))


def _financial(number: int) -> str:
    """``number`` (1 … 9999) in financial numerals, as a cheque writes it ("壹佰贰拾捌")."""
    out, zero = "", False
    for place, word in ((1000, "仟"), (100, "佰"), (10, "拾"), (1, "")):
        digit = number // place % 10
        if digit:
            out += ("零" if zero and out else "") + FINANCIAL[str(digit)] + word
            zero = False
        else:
            zero = bool(out)
    return out


@examples(60)
@given(number=st.integers(min_value=1, max_value=9999))
def test_financial_numerals_are_the_number(number: int) -> None:
    assert normal(_financial(number), numerals=True) == str(number)


@pytest.mark.parametrize(
    ("answer", "verdict"), [("叁拾伍GB", Verdict.CORRECT), ("贰拾捌 GB", Verdict.INCORRECT)]
)
def test_a_financial_numeral_names_the_option_of_its_figure(answer: str, verdict: Verdict) -> None:
    assert grade(SIZES, answer).verdict is verdict


@pytest.mark.parametrize("text", ["队伍里", "大陆的", "拾取一下"])
def test_financial_characters_inside_a_word_are_no_figure(text: str) -> None:
    assert not any(char.isdigit() for char in normal(text, numerals=True))


def test_a_vulgar_fraction_is_its_figure() -> None:
    assert grade(FRACTIONS, "¹⁄₃₂").verdict is Verdict.CORRECT
    assert normal("½", numerals=True) == "1/2"


@pytest.mark.parametrize(
    ("answer", "verdict"), [("①", Verdict.CORRECT), ("选项②", Verdict.INCORRECT), ("❶", Verdict.CORRECT)]
)
def test_a_circled_digit_on_a_choice_is_its_place_to_confirm(answer: str, verdict: Verdict) -> None:
    got = grade(SIZES, answer)
    assert got.verdict is verdict and got.needs_confirmation, got.rationale


def test_a_run_of_circled_digits_is_no_place() -> None:
    assert "第" not in normal("按 ①②③ 的顺序", ordinals=True)
    assert normal("选 ③", ordinals=True) == "选 第3个"


TRUE_CLAIM = Question(
    id="fx-ninth-true", bank="fx", type=QuestionType.TRUEFALSE, stem="ZeRO-3 支持 NVMe offload。", key="true"
)


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("非也", False), ("假", False), ("假的", False), ("真", True), ("对头", True), ("是的呢", True),
     ("ok 的", True), ("Okay", True), ("Y", True), ("N", False), ("√√", True), ("true✔", True),
     ("××", False)],
)  # fmt: skip
def test_a_bare_true_false_word_or_mark_is_graded_without_confirmation(answer: str, truth: bool) -> None:
    got = grade(TRUE_CLAIM, answer)
    assert got.verdict is (Verdict.CORRECT if truth else Verdict.INCORRECT), got.rationale
    assert not got.needs_confirmation


def test_ok_opening_a_sentence_is_no_mark() -> None:
    got = grade(TRUE_CLAIM, "OK，我觉得是错的")
    assert got.verdict is Verdict.INCORRECT and got.needs_confirmation


@pytest.mark.parametrize("text", ["假设它是对的", "真实场景下不一定"])
def test_true_and_false_characters_inside_a_word_are_no_mark(text: str) -> None:
    assert grade(TRUE_CLAIM, text).understood.truth is not (text.startswith("真"))


@pytest.mark.parametrize(
    ("answer", "verdict"), [("确实支持", Verdict.CORRECT), ("确实不支持", Verdict.INCORRECT)]
)
def test_an_insisting_adverb_before_the_claims_verb_is_its_echo(answer: str, verdict: Verdict) -> None:
    got = grade(TRUE_CLAIM, answer)
    assert got.verdict is verdict and got.needs_confirmation


def test_does_not_count_closing_a_reason_is_false() -> None:
    got = grade(TRUE_CLAIM, "只能卸到 CPU，不算")
    assert got.verdict is Verdict.INCORRECT and got.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["NCCL 环境变量我没背过", "meta learning 我只听过名字 🙈", "没做过，这题弃了"]
)
def test_a_give_up_after_its_topic_scores_nothing(answer: str) -> None:
    assert grade(TRUE_CLAIM, answer).verdict is Verdict.INCORRECT
    assert grade(SIZES, answer).verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["B、D 先排除", "28、32 都对不上", "B 和 C 跟显存都不沾边"])
def test_only_ruling_out_is_asked_again(answer: str) -> None:
    assert grade(SIZES, answer).verdict is Verdict.INVALID


def test_options_ruled_out_then_the_one_left_is_chosen_to_confirm() -> None:
    got = grade(SIZES, "B、C、D 跟题目都不沾边，剩下的 A")
    assert got.verdict is Verdict.CORRECT and got.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("A B C D 里去掉 B", Verdict.CORRECT), ("ABCD 中排除 B 和 D", Verdict.INCORRECT)],
)
def test_a_set_less_those_taken_out_of_it(answer: str, verdict: Verdict) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is verdict and got.needs_confirmation, got.rationale


@pytest.mark.parametrize("answer", ["【A】", "[A]", "「A」"])
def test_a_letter_in_brackets_is_bare(answer: str) -> None:
    got = grade(SIZES, answer)
    assert got.verdict is Verdict.CORRECT and not got.needs_confirmation


@pytest.mark.parametrize(("answer", "verdict"), [("A｜C｜D", Verdict.CORRECT), ("A-D", Verdict.INCORRECT)])
def test_letters_joined_by_bars_or_a_range_are_a_bare_set(answer: str, verdict: Verdict) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is verdict and not got.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "verdict"), [("464 千兆字节", Verdict.CORRECT), ("232 千兆字节", Verdict.INCORRECT)]
)
def test_a_byte_unit_named_in_chinese_is_its_unit_to_confirm(answer: str, verdict: Verdict) -> None:
    got = grade(KV_CACHE, answer)
    assert got.verdict is verdict and got.needs_confirmation


@pytest.mark.parametrize("answer", ["全选，包括混合精度那条", "4 项都行，显存都能省下来"])
def test_every_option_then_an_inclusion_or_a_reason_is_every_option(answer: str) -> None:
    question = MULTI.model_copy(update={"key": "ABCD"})
    got = grade(question, answer)
    assert got.verdict is Verdict.CORRECT and got.needs_confirmation, got.rationale


@pytest.mark.parametrize("answer", ["全选，除了 B", "全选，不过 B 不确定", "全选，但 B 不行"])
def test_every_option_then_a_take_back_is_not_every_option(answer: str) -> None:
    question = MULTI.model_copy(update={"key": "ABCD"})
    assert grade(question, answer).verdict is not Verdict.CORRECT


def test_all_but_one_said_with_its_own_verb_is_the_rest() -> None:
    got = grade(MULTI, "除了 B 都支持，显存都能省")
    assert got.verdict is Verdict.CORRECT and got.needs_confirmation


def test_a_calculation_closing_on_a_comma_after_its_steps_is_unfinished() -> None:
    assert grade(KV_CACHE, "K、V 两份，b×s 先乘出来是 464 个 token，").verdict is Verdict.INVALID
    assert grade(KV_CACHE, "2×48×2048 算下来，总共 464GB").verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["P('x', None) ｜ P(None, 'y')", "P('x', None) | P(None, 'y')"])
def test_two_fills_split_by_a_spaced_bar_are_one_per_blank(answer: str) -> None:
    got = grade(SPECS, answer)
    assert got.verdict is Verdict.CORRECT and not got.needs_confirmation, got.rationale


@pytest.mark.parametrize(
    "answer",
    [
        "flash_attn_func(q, k, v, dropout_p=0.0, causal=True) 👍",
        "✅ flash_attn_func(q, k, v, dropout_p=0.0, causal=True)",
    ],
)
def test_an_emoji_beside_a_fill_is_no_part_of_it(answer: str) -> None:
    assert grade(FLASH, answer).verdict is Verdict.CORRECT


PRODUCTS = Question(
    id="fx-ninth-products",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="adaLN-Zero 的调制参数形状为：",
    options={"A": "[hidden]", "B": "[2×hidden]", "C": "[4×hidden]", "D": "[6×hidden]"},
    key="D",
)


@pytest.mark.parametrize(
    ("answer", "verdict"), [("hidden*6", Verdict.CORRECT), ("hidden × 4", Verdict.INCORRECT)]
)
def test_a_product_written_in_the_other_order_is_the_option(answer: str, verdict: Verdict) -> None:
    got = grade(PRODUCTS, answer)
    assert got.verdict is verdict and not got.needs_confirmation
