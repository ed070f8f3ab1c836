"""The rules written for the twentieth blind batch's causes (issue "Grading a typed answer"), read
before the twenty-first, each in phrasings of its own (not the batch's), beside the nearest shape that
must not be read as an answer, or only for confirmation:

- a Heavenly Stem after "选项", "选择项" or "对应" ("选项乙", "…，对应甲") names its option as after "选"
  it did, for confirmation (a count of the options, as an ordinal is); a stem opening a word
  ("甲方") names nothing; "选择项 C" is "选项 C";
- an option called absurd, closing its clause ("B 太离谱了", "C 纯属扯淡", "B is nonsense") is ruled
  out, not chosen: before, an answer opening with it chose it ("A 不靠谱" read A, right to confirm);
  the word going on to describe ("离谱地省显存") is no dismissal;
- an "or" word said in a clause about one option that goes on to something else, with a decision
  after the clause ("B 用的还是 fp32，所以 A": still fp32) offers no second option: the decision
  chooses, for confirmation; "B 还是 A" and "B 或者 A，看情况" still keep both open;
- a result after its operation and "得" ("1024 除以 64 得 16") is the answer, as after "等于", for
  confirmation; asked back ("…得 16 吗？") it is none, and two results of a chain on a single choice
  are two answers, never right;
- a fraction written with the division sign ("1÷32") is the option "1/32", as a bare answer;
  "1÷320" and "32÷1" name nothing;
- saying one cannot tell, as a clause by itself with who and which question ("这题我判断不了",
  "无法判断"), is a give-up (incorrect, not asked again); after a topic ("只看批量判断不了，还要看
  学习率") it says the claim cannot be told from that, and is not read as a give-up;
- options described and then crossed out by a closing clause ("…，这俩先划掉……", "…，这个先划掉") are
  ruled out and none is chosen (asked again): before, the last named (or the only one) was chosen, so
  "A 把单位算错了，这个先划掉" read A, right to confirm; a decision after the crossing out still
  chooses ("…，先划掉，选 A"), and "其余划掉" keeps the options named;
- an option opening the answer as the subject of a clause about it ("B 是按 fp32 算的；排除 B，选 A")
  and ruled out later was described, not chosen and taken back: the decision after chooses, for
  confirmation; an option chosen bare or called right and then ruled out ("B，B 不对", "B 是对的；
  排除 B，选 A") still contradicts itself and is asked again;
- LaTeX's braces around a power ("2^{-k/2}") are the option's parentheses ("2^(−k/2)"), read as
  that option's text is, for confirmation;
- safety found on the way: the wrong one named as such ("错的是 A", "我看不对的就是 A") was read as
  choosing A through the copula — right, to confirm, on a question asking for the right one. There A
  is now ruled out; on a question asking for the wrong one it is still the answer, and "不会错的是 A"
  (the one that cannot be wrong) still chooses A, for confirmation. And a verbatim piece of an
  option's formula that stops where the formulas part ("2^(-k/" of "2^(-k/3)", "2^(-k" of "2^(-k)")
  was read as the option "2^(−k/2)": a wrong formula read as the right one, to confirm. A piece that
  stops past an operator the answer goes on from, or with a bracket left open, now names nothing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI, SIZES

DECAY = Question(
    id="fx-choice-decay",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="第 k 层的缩放系数 s 如何设置？",
    options={"A": "每层 s=0.5×k", "B": "第 k 层 s=2^(−k/2)，k=1, …, 16", "C": "固定 s=1", "D": "s=k²"},
    key="B",
)
NOISE = Question(
    id="fx-tf-noise-21",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="批量越大，训练一定越快收敛。",
    key="false",
)
COUNTS = Question(
    id="fx-choice-counts",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="每张卡分到多少条样本？",
    options={"A": "16", "B": "32", "C": "64", "D": "128"},
    key="A",
)

ASKS_WRONG = SIZES.model_copy(
    update={"id": "fx-asks-wrong", "stem": "以下哪个显存估计是错误的？", "key": "B"}
)


@pytest.mark.parametrize(
    ("answer", "letter"),
    [("选项乙", "B"), ("选择项丁", "D"), ("按每参数半字节算，对应甲", "A"), ("选择项 C", "C")],
)
def test_a_stem_or_letter_after_an_option_word_names_it_for_confirmation(answer: str, letter: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == [letter], graded.rationale
    assert graded.needs_confirmation
    assert (graded.verdict is Verdict.CORRECT) == (letter == "A")


@pytest.mark.parametrize("answer", ["对应甲方的要求", "选项甲方", "对应丙烯"])
def test_a_stem_opening_a_word_names_no_option(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["A 太离谱了", "A 不靠谱", "A 纯属扯淡。", "A is nonsense", "A 更荒唐"])
def test_an_option_called_absurd_is_not_chosen(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A: never read as choosing it
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert "A" not in (graded.understood.choices or []), graded.rationale


@pytest.mark.parametrize("answer", ["B 太离谱了，A", "B 纯属胡扯；应该是 A", "B 更荒谬，我选 A"])
def test_an_option_called_absurd_then_another_chooses_the_other_for_confirmation(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("B 纯属扯淡，选 A、C、D", ["A", "C", "D"]), ("B 更离谱。选 A、D", ["A", "D"]), ("B 太离谱了", [])],
)
def test_an_option_called_absurd_is_left_out_of_a_set(answer: str, chosen: list[str]) -> None:
    graded = grade(MULTI, answer)  # the key is ACD
    assert (graded.understood.choices or []) == chosen, graded.rationale
    if chosen == ["A", "C", "D"]:
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    else:
        assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_absurdly_as_an_adverb_is_no_dismissal() -> None:
    # "离谱地省显存" (saves absurdly much) describes the option; read as before, for confirmation only
    graded = grade(SIZES, "A 离谱地省显存")
    assert graded.needs_confirmation or graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize(
    "answer", ["B 用的还是 fp32，所以 A", "B 算出来还是偏大；应该是 A", "B 存的还是整模型，我选 A"]
)
def test_an_or_word_inside_a_clause_before_a_decision_offers_nothing(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["B 还是 A 吧", "B 或者 A，看情况", "B 还是 A，看 group 大小"])
def test_an_or_word_between_two_options_keeps_both_open(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A, the second of the two
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["错的是 A", "我看不对的就是 A", "不可能的是 A", "错误的是 A"])
def test_the_wrong_one_named_is_not_chosen_where_the_right_one_is_asked(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert "A" not in (graded.understood.choices or []), graded.rationale


@pytest.mark.parametrize("answer", ["错的是 B，A 对", "错的是 B，选 A"])
def test_the_wrong_one_named_then_the_right_one_chooses_it_for_confirmation(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_the_wrong_one_named_is_the_answer_where_the_wrong_one_is_asked() -> None:
    graded = grade(ASKS_WRONG, "错的是 B")
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert grade(ASKS_WRONG, "错的是 A").verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["不会错的是 A", "没错的是 A"])
def test_the_one_that_cannot_be_wrong_is_chosen_for_confirmation(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["1024 除以 64 得 16", "1024/64 得 16", "(1024/64) 得 16"])
def test_a_result_after_its_operation_and_de_is_the_answer_for_confirmation(answer: str) -> None:
    graded = grade(COUNTS, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_a_result_after_de_asked_back_is_no_answer() -> None:
    assert grade(COUNTS, "1024 除以 64 得 16 吗？").verdict is Verdict.INVALID


def test_two_results_of_a_chain_are_never_one_right_answer() -> None:
    graded = grade(COUNTS, "1024 除以 64 得 16，再乘 2 得 32")
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["1÷32", "1 ÷ 32"])
def test_a_fraction_with_the_division_sign_is_the_option(answer: str) -> None:
    graded = grade(FRACTIONS, answer)  # the key is A, "1/32"
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["1÷320", "32÷1", "11÷32"])
def test_another_quotient_names_no_option(answer: str) -> None:
    graded = grade(FRACTIONS, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["这题我判断不了", "无法判断", "我判断不出来"])
def test_saying_one_cannot_tell_is_a_give_up(answer: str) -> None:
    graded = grade(NOISE, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale
    assert graded.score == 0.0


@pytest.mark.parametrize("answer", ["只看批量判断不了，还要看学习率", "单凭这一点无法判断"])
def test_cannot_tell_from_a_topic_is_no_give_up(answer: str) -> None:
    graded = grade(NOISE, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale  # asked again, not scored as given up


@pytest.mark.parametrize(
    "answer",
    [
        "A 把单位算错了，这个先划掉",
        "A 把单位算错了，先划掉",
        "C 把字节数弄反了，A 多算了一倍，这俩先划掉……",
        "A 漏了 scale，C 也是，这两个都划掉",
    ],
)
def test_options_crossed_out_by_a_closing_clause_are_not_chosen(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A
    assert graded.verdict is Verdict.INVALID, graded.rationale
    assert not graded.understood.choices, graded.rationale


def test_a_decision_after_crossing_out_still_chooses_for_confirmation() -> None:
    graded = grade(SIZES, "B 单位错了，先划掉，选 A")
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


def test_the_others_crossed_out_keep_the_options_named() -> None:
    graded = grade(MULTI, "A、C、D，其余划掉")  # the key is ACD
    assert graded.understood.choices == ["A", "C", "D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["B 是按 fp32 算的；排除 B，选 A", "C 用的是另一种量化，排除 C，选 A"])
def test_an_option_described_then_ruled_out_leaves_the_decision(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["A，A 不对", "A 是对的；排除 A，选 C", "A 对，A 不对"])
def test_an_option_chosen_or_called_right_then_ruled_out_is_asked_again(answer: str) -> None:
    graded = grade(SIZES, answer)  # the key is A
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["s = 2^{-k/2}", "s_k=2^{-k/2}"])
def test_a_braced_power_is_the_options_parenthesised_one(answer: str) -> None:
    graded = grade(DECAY, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize("answer", ["s=2^(-k/3)", "2^(-k/20)", "s_k = 2^(-k)", "s = 2^{-k/3}"])
def test_a_formula_that_parts_from_the_options_names_it_not(answer: str) -> None:
    graded = grade(DECAY, answer)  # the key is B, "2^(−k/2)"
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert "B" not in (graded.understood.choices or []), graded.rationale


def test_the_whole_formula_with_words_after_it_still_names_the_option() -> None:
    graded = grade(DECAY, "s=2^(−k/2)，k 从 1 到 16")
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
