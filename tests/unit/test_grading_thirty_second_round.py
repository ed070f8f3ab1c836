"""The rules of the round on the thirty-second blind batch's disagreements (issue "Grading a typed
answer"), each in phrasings of its own (not the batch's), beside the nearest shape that must not be
read as that answer:

- on a multiple choice, "统统成立" / "四条统统成立" (every one holds) ticks every option, as "统统正确"
  does; a count that is not the number of options ("三条统统成立") or a denial ("统统不成立") does not;
- on a calculation, a closing clause saying a multiplication is still to come ("…，总量还没乘",
  "…，还要乘层数") leaves the figure before it a part, not the result: asked again, formula or not; a
  multiplication carried out ("一层 2.1 GB，24 层共 50.4 GB") still reads its result;
- a letter joined to its own option's text by a dash ("b — 32", "b——32") is a bare answer, as "b: 32"
  is; with a particle after it ("b — 32 吧") it is read to confirm;
- code told in Chinese words ("用 where，条件给 mask，取 x"), its pieces between the words naming every
  name of an accepted fill (a flag's True / False aside: "causal 打开"), is asked again (invalid),
  never graded incorrect: the words may well say the right code; pieces naming less, or a call
  written out among the words, are graded as before;
- a question back with a clause saying one has not understood ("…到底啥关系？没看懂") only asks:
  asked again, never read as the option it names; an option offered beside it ("D？没看懂") or a
  decision after it ("…？没看懂，选 D") is read as before;
- on a single choice whose options are figures, the answer's last clause saying what a quantity grows
  by ("…，翻了 4 倍", "显存要×4", "…，×4") names that option, to confirm; a word bounding the figure
  ("超过 4 倍"), a denial ("不会翻 4 倍") or the sign after a word ("元素数 × 4", a product) does not;
- the largest or the smallest option named ("挑最大的那个") where every option is a multiple of one
  name ("[hidden]" … "[6×hidden]"), as where every option is a figure of one unit; not where the
  options multiply different names;
- a guess said "随便蒙个 D" / "猜个 D" commits to the option, for confirmation, as "盲猜 D" does;
  "不猜 D" does not;
- a denial after an option joined to a name the reader does not take for an option ("scan 和 dot 都不是")
  is said of both: the option is denied, not chosen; a choice after it ("…，选 B") stands;
- an option restated as a thing discarded "and not used" ("平局的样本直接扔掉不用", "去掉不要"): one act,
  read as the option said without it ("…直接扔掉") is; "不要扔掉" is no such restating;
- fills for several blanks split by a bar, spaced or not ("a｜b", "a|b"), as by a spaced bar; a doubled
  bar ("a||b") is not read as that split.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import DTYPE_BLANKS as DTYPES

CLAIMS = Question(
    id="fx-multi-claims32",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于混合精度训练，下列说法正确的是",
    options={
        "A": "bf16 的指数位与 fp32 相同",
        "B": "fp16 训练通常需要 loss scaling",
        "C": "主权重一般保留 fp32 副本",
        "D": "bf16 的尾数精度低于 fp16",
    },
    key="ABCD",
    scoring="all_or_nothing",
)
LAYERS = Question(
    id="fx-calc-layers32",
    bank="fx",
    type=QuestionType.CALC,
    stem="一层 KV cache 占 2.1 GB，模型共 24 层，KV cache 一共占多少显存？",
    key="约 50.4 GB",
    numeric=[{"value": 50.4, "unit": "GB"}],
)
HEADS = Question(
    id="fx-choice-heads32",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="hidden 为 4096、每头 128 维时，注意力头数是",
    options={"A": "16", "B": "32", "C": "64", "D": "128"},
    key="B",
)
GROWTH = Question(
    id="fx-choice-growth32",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="序列长度从 1k 增到 2k，注意力分数矩阵的元素数约增大",
    options={"A": "2×", "B": "3×", "C": "4×", "D": "8×"},
    key="C",
)
NORMS = Question(
    id="fx-choice-norms32",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="对比学习里 batch 变小时，哪一项最先受影响",
    options={"A": "温度系数", "B": "负样本数量", "C": "学习率", "D": "LayerNorm 的统计量"},
    key="B",
)
WIDTHS = Question(
    id="fx-choice-widths32",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="SwiGLU 前馈层的三个投影合起来的参数量约为",
    options={"A": "[dim]", "B": "[2×dim]", "C": "[4×dim]", "D": "[8×dim]"},
    key="D",
)
MIXED = Question(
    id="fx-choice-mixed32",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="adaLN 的调制参数形状是",
    options={"A": "[hidden]", "B": "[2×hidden]", "C": "[4×dim]", "D": "[6×dim]"},
    key="D",
)
MASKED = Question(
    id="fx-code-masked32",
    bank="fx",
    type=QuestionType.CODE,
    stem="把 mask 为 False 的位置置零：\n\n```python\ny = ____\n```",
    key="torch.where(mask, x, 0)",
)


@pytest.mark.parametrize("answer", ["统统成立", "四条统统成立", "四条都成立"])
def test_every_one_holds_ticks_every_option(answer: str) -> None:
    result = grade(CLAIMS, answer)
    assert result.verdict is Verdict.CORRECT
    assert result.understood.choices == ["A", "B", "C", "D"]


@pytest.mark.parametrize("answer", ["三条统统成立", "统统不成立", "统统成立吗"])
def test_a_wrong_count_or_a_denial_ticks_nothing(answer: str) -> None:
    assert grade(CLAIMS, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["2.1 GB 一层，总量还没乘", "一层 2.1 GB，还要乘层数", "2.1GB，还没乘上去"]
)
def test_a_multiplication_still_to_come_is_asked_again(answer: str) -> None:
    assert grade(LAYERS, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["一层 2.1 GB，24 层共 50.4 GB", "2.1 × 24 = 50.4 GB"])
def test_a_multiplication_carried_out_reads_its_result(answer: str) -> None:
    assert grade(LAYERS, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["b — 32", "b——32", "B – 32", "b: 32"])
def test_a_letter_dashed_to_its_own_text_is_bare(answer: str) -> None:
    result = grade(HEADS, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, False)


@pytest.mark.parametrize("answer", ["b — 32 吧", "b — 64"])
def test_a_dashed_letter_with_more_is_read_to_confirm(answer: str) -> None:
    assert grade(HEADS, answer).needs_confirmation


@pytest.mark.parametrize(
    "answer", ["用 where，条件给 mask，取 x", "调 torch.where，mask 是条件，保留 x 其余填零"]
)
def test_code_told_in_words_naming_the_key_is_asked_again(answer: str) -> None:
    assert grade(MASKED, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer",
    ["用 where，条件给 mask", "先取反再调 torch.where(~mask, x, 0) 就行", "用 masked_fill，mask 和 x"],
)
def test_code_told_in_words_naming_less_or_written_out_is_graded(answer: str) -> None:
    assert grade(MASKED, answer).verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["torch.bfloat16｜torch.bool", "torch.bfloat16|torch.bool"])
def test_fills_split_by_a_bar_are_read_per_blank(answer: str) -> None:
    result = grade(DTYPES, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, False)


@pytest.mark.parametrize("answer", ["torch.bool|torch.bfloat16", "torch.bfloat16||torch.bool"])
def test_a_swapped_or_doubled_bar_split_is_not_right(answer: str) -> None:
    assert grade(DTYPES, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["这题和 LayerNorm 到底啥关系？没看懂", "没看懂，这跟 LayerNorm 有什么关系？"]
)
def test_a_question_back_beside_not_understanding_only_asks(answer: str) -> None:
    assert grade(NORMS, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["D？没看懂", "和 LayerNorm 有什么关系？没看懂，选 D"])
def test_an_option_offered_beside_not_understanding_is_read(answer: str) -> None:
    result = grade(NORMS, answer)
    assert (result.verdict, result.understood.choices) == (Verdict.INCORRECT, ["D"])


@pytest.mark.parametrize("answer", ["元素数 1M→4M，翻了 4 倍", "显存要×4", "长度 1k 到 2k，×4"])
def test_what_a_quantity_grows_by_names_the_figure_option(answer: str) -> None:
    result = grade(GROWTH, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True)


@pytest.mark.parametrize(
    "answer", ["元素数 1M→4M，超过 4 倍", "长度翻倍，不会翻 4 倍", "元素数 × 4", "元素数 1M→4M，翻了 4 倍吗"]
)
def test_a_bounded_denied_or_multiplied_figure_names_no_option(answer: str) -> None:
    assert grade(GROWTH, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "letter"), [("门控也算上，挑最大的那个", "D"), ("最小那个", "A"), ("选最大的", "D")]
)
def test_the_extreme_of_multiples_of_one_name_is_an_option(answer: str, letter: str) -> None:
    result = grade(WIDTHS, answer)
    assert (result.understood.choices, result.needs_confirmation) == ([letter], True)


def test_the_extreme_of_multiples_of_different_names_is_no_option() -> None:
    assert grade(MIXED, "挑最大的那个").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["随便蒙个 D", "猜个 D", "随便猜个 D"])
def test_a_guess_commits_to_its_option_for_confirmation(answer: str) -> None:
    result = grade(WIDTHS, answer)
    assert (result.verdict, result.needs_confirmation) == (Verdict.CORRECT, True)


def test_not_guessing_an_option_commits_to_nothing() -> None:
    assert grade(WIDTHS, "不猜 D").verdict is not Verdict.CORRECT


FLASH = Question(
    id="fx-code-flash32",
    bank="fx",
    type=QuestionType.CODE,
    stem="补全因果注意力的调用：\n\n```python\nout = ____\n```",
    key="flash_attn_func(q, k, v, causal=True)",
)


def test_a_flag_said_switched_on_in_words_is_asked_again() -> None:
    assert grade(FLASH, "调 flash_attn_func，q k v 传进去，causal 打开").verdict is Verdict.INVALID


def test_a_call_told_without_one_of_its_names_is_asked_again_too() -> None:
    # code told in Chinese sentences is asked again whether or not it names every name of the fill
    # (batch 70 labelled "block size 得声明成 constexpr，编译期常量" right, with no "tl" in it): never
    # graded as a fill of its words; the call written out without the flag is graded wrong
    assert grade(FLASH, "调 flash_attn_func，q k v 传进去就行").verdict is Verdict.INVALID
    assert grade(FLASH, "flash_attn_func(q, k, v)").verdict is Verdict.INCORRECT


SHARDING = Question(
    id="fx-multi-sharding32",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下列哪些 API 可以约束或指定张量的分片方式",
    options={
        "A": "`nn.scan`",
        "B": "`nn.partitioning.with_sharding_constraint`",
        "C": "`jax.experimental.pjit`",
        "D": "`jax.lax.psum`",
        "E": "`jax.numpy.dot`",
    },
    key="A",
    scoring="all_or_nothing",
)


@pytest.mark.parametrize("answer", ["scan 和 dot 都不是", "scan 和 dot 肯定不行", "psum、scan 和 dot 不行"])
def test_an_option_denied_with_an_unread_name_is_not_chosen(answer: str) -> None:
    assert grade(SHARDING, answer).verdict is Verdict.INVALID


def test_a_choice_after_the_shared_denial_stands() -> None:
    result = grade(SHARDING, "pjit 和 dot 都不是，选 scan")
    assert (result.verdict, result.understood.choices) == (Verdict.CORRECT, ["A"])


TIES = Question(
    id="fx-choice-ties32",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="训练 Bradley-Terry 奖励模型时，标注为平局的偏好对应当如何处理",
    options={"A": "剔除", "B": "随机赋 0/1", "C": "损失权重置 0.5", "D": "改为回归损失"},
    key="A",
)


@pytest.mark.parametrize("answer", ["平局的样本直接扔掉不用", "平局的对直接丢掉不用", "去掉不要"])
def test_discarded_and_not_used_restates_the_option(answer: str) -> None:
    result = grade(TIES, answer)
    assert (result.verdict, result.understood.choices) == (Verdict.CORRECT, ["A"])


def test_not_discarding_restates_nothing() -> None:
    assert grade(TIES, "平局的样本不要扔掉").verdict is not Verdict.CORRECT
