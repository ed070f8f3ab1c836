"""The rules of the round on the thirty-fourth blind batch's disagreements (issue "Grading a typed
answer"), each in phrasings of its own (not the batch's), beside the nearest shape that must not be
read as that answer:

- on a multiple choice, "X 也行" closing X's clause after a choice adds X, as "X 也可以" and "X 也对"
  do; "X 也行吧", "X 好像也行" and "X 也行？" still keep it open (never correct);
- on a multiple choice, a doubt said of the options just before it ("BCE 不确定", "C 说不准") with more
  options after it holds the doubted ones open, as "拿不准" does: the decision after it stands alone
  ("…，只勾 AD", "…，选 AD"), the doubted options never added to it; a doubt after the set ("AD，C 不确定")
  leaves the set as it was;
- an option refused ("D 都不想选", "盲猜 D 都不想猜") is not chosen: alone, it is asked again;
- a retraction ("撤回", "撤销", "收回") takes back what came before it, and "换 C" right before an option
  changes to it ("D，换 C"), as "换成 C" does; "D 撤回" alone rules D out (asked again); "换算" is no change;
- a bet ("我赌 B", "就赌 B") commits to the option, to confirm, as "我押 B" does; "赌 B" and "不赌 B" do not;
- an option by its number ("三号选项", "3 号选项", "选三号") is its place ("第三个"); "头号选项" and "3 号卡"
  are not;
- "除了 X 都勾上" chooses all but X, as "除了 X 都选" does; X may be named by a dashed name written with
  another dash than the option's ("Euler-Maruyama" of "Euler–Maruyama"); "除了 X 都不勾" chooses nothing;
- on a single choice of figures, a share said roughly as the answer's one figure ("差不多占一半时间",
  "约 50%", "6% 左右") names the one option within 5 % of it, to confirm, and so does a figure rounded to
  an option in a short phrase ("占比大概 0.4839"); none where two options are that near, nor for a bare
  decimal ("约 0.5", too coarse, as the tuning part labels it), nor for a share said without a word of
  approximation ("50%"), nor beside another mention ("将近一半，15/31 那个" is read by its 15/31);
- on a true/false, a tentative belief echoing the claim's predicate ("好像是支持？", "似乎支持", "是支持的")
  states it, to confirm; "支持？" alone still asks back, and "好像支持吗？" asks;
- one Latin letter of an option's own, a variable of its formula, tells no option apart: "O(n)" against
  "O(log n)" and "O(n²)" is no option (it had read as the first, to confirm); "log n" still reads it;
- a power read out in words ("2 的 7 次方", "2 的负 h/4 次方") is a reading to confirm, never bare, though it
  is read as the power it says; "2^7" and "128" stay bare.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

SCALE = Question(
    id="fx-choice-scale34",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="序列长度翻倍时，标准注意力的计算量约增大",
    options={"A": "1×", "B": "2×", "C": "4×", "D": "8×"},
    key="C",
)
BUBBLE = Question(
    id="fx-choice-bubble34",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="流水线并行 p = 16、微批次 m = 16 时，1F1B 的 bubble 占比为",
    options={"A": "1/16", "B": "15/31", "C": "1/32", "D": "1/64"},
    key="B",
)
CLOSE = Question(
    id="fx-choice-close34",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="某算子的显存利用率约为",
    options={"A": "48%", "B": "51%", "C": "75%", "D": "90%"},
    key="B",
)
OFFLOAD = Question(
    id="fx-tf-offload34",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="DeepSpeed ZeRO-3 支持 NVMe offload。",
    key="true",
)
GROWTH = Question(
    id="fx-choice-growth34",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="把 softmax 换成 ReLU 后，可建模的依赖长度会",
    options={"A": "不变", "B": "缩短为 O(log n)", "C": "增长为 O(n²)", "D": "退化为常数"},
    key="B",
)
SAMPLERS = Question(
    id="fx-multi-samplers34",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下列哪些采样器是确定性的 ODE 求解器",
    options={"A": "DDIM", "B": "Heun 二阶", "C": "Euler–Maruyama 随机采样", "D": "DPM-Solver++"},
    key="ABD",
    scoring="all_or_nothing",
)

PACKING = Question(
    id="fx-multi-packing34",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下列哪些做法能减少变长序列训练中的 padding 浪费",
    options={
        "A": "把所有序列 pad 到全局最大长度",
        "B": "按长度分桶",
        "C": "增大学习率",
        "D": "把多条短序列打包成一条",
    },
    key="BD",
    scoring="all_or_nothing",
)
FIVE = Question(
    id="fx-multi-five34",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下列关于 Llama 结构的说法正确的是",
    options={"A": "用 RMSNorm", "B": "用 RoPE", "C": "用 SwiGLU", "D": "用 GQA（70B）", "E": "无偏置项"},
    key="ABCDE",
    scoring="partial_subset",
)


@pytest.mark.parametrize("answer", ["B，按长度分桶；D 也行", "B。D 也行", "B，D 也行", "D，B 也行"])
def test_also_fine_after_a_choice_adds_the_option(answer: str) -> None:
    result = grade(PACKING, answer)
    assert result.understood.choices == ["B", "D"], result.rationale
    assert result.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["B，D 也行吧", "B，D 好像也行", "B，D 也行？"])
def test_also_fine_said_tentatively_keeps_the_option_open(answer: str) -> None:
    assert grade(PACKING, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["BCE 不确定，只勾 AD", "BCE 我不太确定，选 AD", "BCE 说不准，AD", "BCE 拿不准，选 AD"]
)
def test_a_doubt_before_a_decision_leaves_the_doubted_options_out(answer: str) -> None:
    result = grade(FIVE, answer)
    assert result.understood.choices == ["A", "D"], result.rationale
    assert result.verdict is Verdict.PARTIAL


@pytest.mark.parametrize(
    ("answer", "chosen"), [("ABCD，E 不确定", ["A", "B", "C", "D"]), ("AC，不确定 B", ["A", "C"])]
)
def test_a_doubt_after_the_set_leaves_the_set(answer: str, chosen: list[str]) -> None:
    assert grade(FIVE, answer).understood.choices == chosen


@pytest.mark.parametrize("answer", ["选 D 都不想选", "盲猜 D 都不想猜", "D 我都懒得猜"])
def test_a_refused_option_is_asked_again(answer: str) -> None:
    assert grade(FIVE, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["盲猜 D", "选 D，别的都不想选"])
def test_a_choice_beside_a_refusal_of_the_others_is_read(answer: str) -> None:
    assert grade(FIVE, answer).understood.choices == ["D"]


@pytest.mark.parametrize("answer", ["先写 B，撤回，换 C", "B，撤销，C", "D，换 C", "B 收回，选 C"])
def test_a_retraction_or_a_change_takes_the_option_after_it(answer: str) -> None:
    result = grade(SCALE, answer)
    assert result.understood.choices == ["C"], result.rationale
    assert result.needs_confirmation


@pytest.mark.parametrize("answer", ["先写 C，撤回", "C 撤回"])
def test_a_retraction_with_nothing_after_it_is_asked_again(answer: str) -> None:
    assert grade(SCALE, answer).verdict is Verdict.INVALID


def test_a_word_holding_the_change_verb_changes_nothing() -> None:
    assert grade(SCALE, "C，换算下来正好 4 倍").understood.choices == ["C"]


@pytest.mark.parametrize("answer", ["我赌 C", "我赌 C，稳", "就赌 C 了"])
def test_a_bet_commits_to_confirm(answer: str) -> None:
    result = grade(SCALE, answer)
    assert result.verdict is Verdict.CORRECT
    assert result.needs_confirmation


@pytest.mark.parametrize("answer", ["赌 C", "不赌 C", "我不赌 C"])
def test_no_bet_is_no_choice(answer: str) -> None:
    assert grade(SCALE, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["三号选项", "3 号选项", "选三号", "平方关系 → 三号选项"])
def test_an_option_by_its_number_is_its_place(answer: str) -> None:
    result = grade(SCALE, answer)
    assert result.understood.choices == ["C"], result.rationale
    assert result.needs_confirmation


@pytest.mark.parametrize("answer", ["头号选项", "用 3 号卡"])
def test_a_number_that_is_no_option_place_is_not_read(answer: str) -> None:
    assert grade(SCALE, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer",
    ["除了 C 都勾上", "除了 Euler-Maruyama 那个都算", "除了 Euler–Maruyama 那个都勾", "除了随机采样那个都选"],
)
def test_all_but_one_ticked_chooses_the_rest(answer: str) -> None:
    result = grade(SAMPLERS, answer)
    assert result.understood.choices == ["A", "B", "D"], result.rationale
    assert result.needs_confirmation


@pytest.mark.parametrize("answer", ["除了 C 都不勾", "除了 C 都勾上吗", "除了 DDIM 和 Heun 都勾上"])
def test_all_but_one_denied_or_asked_is_not_the_rest(answer: str) -> None:
    assert grade(SAMPLERS, answer).understood.choices != ["A", "B", "D"]


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("差不多占一半时间", "B"), ("约 50%", "B"), ("将近一半", "B"), ("6% 左右", "A"), ("大约 3%", "C")],
)
def test_a_share_said_roughly_names_the_one_option_near_it(answer: str, chosen: str) -> None:
    result = grade(BUBBLE, answer)
    assert result.understood.choices == [chosen], result.rationale
    assert result.needs_confirmation


@pytest.mark.parametrize("answer", ["约 0.5", "50%", "一半", "不到一半"])
def test_a_coarse_or_unqualified_share_names_no_option(answer: str) -> None:
    assert grade(BUBBLE, answer).verdict is Verdict.INVALID


def test_a_rough_share_two_options_are_near_names_neither() -> None:
    assert grade(CLOSE, "差不多一半").verdict is Verdict.INVALID  # 48% and 51% both within 5 %


def test_a_rough_share_beside_an_option_is_read_by_the_option() -> None:
    assert grade(BUBBLE, "将近一半，15/31 那个").understood.choices == ["B"]


@pytest.mark.parametrize(
    ("answer", "truth"),
    [("好像是支持？", True), ("似乎支持", True), ("是支持的", True), ("好像是不支持", False)],
)
def test_a_tentative_echo_of_the_claim_states_it_to_confirm(answer: str, truth: bool) -> None:
    result = grade(OFFLOAD, answer)
    assert result.understood.truth is truth, result.rationale
    assert result.needs_confirmation


@pytest.mark.parametrize("answer", ["支持？", "好像支持吗？"])
def test_the_claims_verb_asked_is_no_answer(answer: str) -> None:
    assert grade(OFFLOAD, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["O(n)", "n", "还是 n"])
def test_a_variable_of_a_formula_names_no_option(answer: str) -> None:
    assert grade(GROWTH, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["log n", "O(log n)", "缩短到 log n 量级"])
def test_an_options_own_formula_still_names_it(answer: str) -> None:
    result = grade(GROWTH, answer)
    assert result.understood.choices == ["B"], result.rationale
    assert result.verdict is Verdict.CORRECT


POWERS = Question(
    id="fx-choice-powers34",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="7 位二进制数能表示多少个不同的值",
    options={"A": "64", "B": "128", "C": "256", "D": "512"},
    key="B",
)


@pytest.mark.parametrize("answer", ["2 的 7 次方", "2的7次方"])
def test_a_power_read_out_in_words_is_read_to_confirm(answer: str) -> None:
    result = grade(POWERS, answer)
    assert result.verdict is Verdict.CORRECT, result.rationale
    assert result.needs_confirmation


@pytest.mark.parametrize("answer", ["2^7", "128"])
def test_a_power_or_figure_written_out_is_bare(answer: str) -> None:
    result = grade(POWERS, answer)
    assert result.verdict is Verdict.CORRECT, result.rationale
    assert not result.needs_confirmation
