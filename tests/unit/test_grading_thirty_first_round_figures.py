"""The figures and numerals of the round on the thirty-first blind batch's disagreements (issue
"Grading a typed answer"; the rest of the round: ``test_grading_thirty_first_round.py``), each in
phrasings of its own, beside the nearest shape that must not be read as an answer:

- a result said approximately after its working ("3.9 万 ÷ 300 ≈ 130", "约等于 130") is committed as
  one after "=" is; a figure "≈" another that is no option stays a figure;
- an option that is a count times a name ("[6×hidden]") is also said by its count and "份" alone ("= 6
  份"), as by "6 倍"; "6 份显存" counts something else;
- a short phrase around the one figure, closed by a bracket working it out ("每卡吃 8 条（2048 ÷ 64 ÷
  4）"), commits to the figure when the working comes to it exactly; a working that comes to another
  figure, or is denied or asked about, leaves the answer unread (asked again);
- Chinese numerals in more forms: 卌 (forty) as 廿 and 卅 are ("卌二"); a numeral after the verb of
  taking a value standing as its own word ("温度取二", "取八"), as after "乘"; not inside a word;
- a bare list of numbers where options are figures is no list of places;
- a half said as a cut in two ("对半开", "对半砍", "对半" alone) is 50 %, as "一半" is; "答对半数" and
  "B 对半" (half right) are not;
- where every option is a figure of one unit, the largest or the smallest option named as such ("最小
  那个", "选体积最大的那个", "…，只能选最大的那个") is that option, to confirm; not where an option is
  no figure, nor where two options share the extreme (options that are multiples of one name, "[6×hidden]",
  are read since the thirty-second round: ``test_grading_thirty_second_round.py``);
- a share said as a multiple ("0.5 倍", "差不多 0.5 倍", "0.5×") is the percentage option it is; "2 倍" of
  options under 100 % names none;
- a fraction's percentage rounded at a tie either way: 1/32 is "3.13%" as much as "3.12%" (the float
  3.125 had rounded half to even, so "3.13%" named no option); "3.14%" names none;
- a division that is a fraction option said in words, closing the answer ("两个专家 ÷ 六十四个", "两个除以
  六十四", "2 out of 64 experts", "三十二份里占一份"), to confirm; not with a step after it ("…再约分",
  "… then halve") nor denied.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

DIVIDED = Question(
    id="fx-choice-divided31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="3.9 万条样本按每批 300 条切分，共多少批？",
    options={"A": "13", "B": "130", "C": "1300", "D": "390"},
    key="B",
)
COPIES = Question(
    id="fx-choice-copies31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="adaLN-Zero 的调制参数共有几份 hidden 宽的向量？",
    options={"A": "[hidden]", "B": "[2×hidden]", "C": "[4×hidden]", "D": "[6×hidden]"},
    key="D",
)
PER_CARD = Question(
    id="fx-choice-percard31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="全局 batch 1024、16 卡、梯度累积 4 步时，每卡一次前向多少条样本？",
    options={"A": "4", "B": "16", "C": "32", "D": "64"},
    key="B",
)


@pytest.mark.parametrize("answer", ["3.9 万 ÷ 300 ≈ 130", "39000 / 300 约等于 130"])
def test_a_result_said_approximately_after_its_working_is_committed(answer: str) -> None:
    graded = grade(DIVIDED, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_a_figure_approximating_no_option_is_no_choice() -> None:
    assert grade(DIVIDED, "3.9 万 ÷ 300 ≈ 131").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["各三份，再 ×2 = 6 份", "就是 6 份吧"])
def test_a_count_of_copies_alone_names_the_product_option(answer: str) -> None:
    graded = grade(COPIES, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_copies_of_something_else_name_no_option() -> None:
    assert grade(COPIES, "6 份显存").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["每卡前向吃 16 条（1024 ÷ 16 卡 ÷ 累积 4）", "每卡前向吃 16 条（4 × 4）"])
def test_a_figure_with_a_bracket_working_it_out_is_the_answer(answer: str) -> None:
    graded = grade(PER_CARD, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "每卡前向吃 16 条（1024 ÷ 16 卡 ÷ 2）",
        "每卡前向吃 16 条（不是 4 x 4）",
        "每卡前向吃 16 条（1024 ÷ 0）",
        "每卡前向吃 16 条（1024 ÷ 64 吗）",
    ],
)
def test_a_bracket_working_out_another_figure_or_doubted_is_not_read(answer: str) -> None:
    assert grade(PER_CARD, answer).verdict is Verdict.INVALID


FORTY = Question(
    id="fx-choice-forty31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="显存上限 10 GB 时，num_heads 最大可取以下哪个值？",
    options={"A": "32", "B": "42", "C": "64", "D": "80"},
    key="B",
)
TEMPERATURE = Question(
    id="fx-choice-temperature31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="知识蒸馏里，让软标签最接近原始分布的温度是",
    options={"A": "0.5", "B": "2", "C": "5", "D": "10"},
    key="B",
)


@pytest.mark.parametrize("answer", ["卌二", "头数顶多卌二"])
def test_forty_said_with_its_own_character_is_read(answer: str) -> None:
    graded = grade(FORTY, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_forty_alone_is_no_figure_of_the_options() -> None:
    assert grade(FORTY, "卌").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["温度取二", "蒸馏时取二"])
def test_a_numeral_after_the_verb_of_taking_is_read(answer: str) -> None:
    graded = grade(TEMPERATURE, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.needs_confirmation


def test_a_numeral_inside_a_word_with_the_same_character_is_not() -> None:
    assert grade(TEMPERATURE, "取二选一").verdict is not Verdict.CORRECT


def test_spaced_numbers_where_options_are_figures_are_not_places() -> None:
    assert grade(TEMPERATURE, "2 5").understood.choices != ["B", "E"]


SHARE = Question(
    id="fx-choice-share31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="int8 量化后，权重体积约为 fp16 的",
    options={"A": "25%", "B": "37.5%", "C": "50%", "D": "75%"},
    key="C",
)
BUDGET = Question(
    id="fx-choice-budget31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="4-bit 量化的 70B 模型，权重加 scale 至少需要多少显存？",
    options={"A": "26 GB", "B": "35 GB", "C": "40 GB", "D": "20 GB"},
    key="C",
)
TIED = Question(
    id="fx-choice-tied31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="以下哪个 batch 大小最省显存？",
    options={"A": "8", "B": "8", "C": "16", "D": "32"},
    key="A",
)


@pytest.mark.parametrize("answer", ["体积对半开", "对半砍", "对半"])
def test_a_cut_in_two_is_half(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["答对半数", "B 对半"])
def test_half_right_is_no_half(answer: str) -> None:
    assert grade(SHARE, answer).understood.choices != ["C"]


@pytest.mark.parametrize(
    "answer", ["最大那个", "选体积最大的那个", "光权重就 35G，再加 scale 只会更大，只能选最大的那个"]
)
def test_the_largest_figure_named_as_such_is_its_option(answer: str) -> None:
    graded = grade(BUDGET, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_the_smallest_is_its_option_too() -> None:
    assert grade(BUDGET, "挑最小的").understood.choices == ["D"]


def test_the_largest_ruled_out_is_no_choice() -> None:
    assert grade(BUDGET, "最大的那个不对").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(("question", "answer"), [(TIED, "最小那个"), (SHARE, "影响最大的那个因素")])
def test_no_extreme_is_read_when_tied_not_figures_or_not_an_option(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID


SPARSE = Question(
    id="fx-choice-sparse31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="64 个专家、每个 token 激活 2 个时，每个专家平均处理的 token 比例是",
    options={"A": "1/32", "B": "1/64", "C": "1/128", "D": "1/16"},
    key="A",
)


@pytest.mark.parametrize("answer", ["0.5 倍", "差不多 0.5 倍", "0.5×"])
def test_a_share_said_as_a_multiple_is_its_percentage(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_a_multiple_of_no_option_names_none() -> None:
    assert grade(SHARE, "2 倍").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["3.13%", "3.12%", "3.13% 上下"])
def test_a_percentage_rounded_either_way_at_a_tie_is_the_fraction(answer: str) -> None:
    graded = grade(SPARSE, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_a_percentage_past_the_rounding_names_no_fraction() -> None:
    assert grade(SPARSE, "3.14%").verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer", ["两个专家 ÷ 六十四个", "两个除以六十四", "2 out of 64 experts", "三十二份里占一份"]
)
def test_a_fraction_said_in_words_is_its_option(answer: str) -> None:
    graded = grade(SPARSE, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "2 除以 64 再约分",
        "2 out of 64 then halve",
        "2 out of 64 experts, so the fraction is",
        "两个除以六十四，不对",
    ],
)
def test_a_fraction_in_words_with_a_step_after_it_or_denied_is_not_read(answer: str) -> None:
    assert grade(SPARSE, answer).verdict is not Verdict.CORRECT
