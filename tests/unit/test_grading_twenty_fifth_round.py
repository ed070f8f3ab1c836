"""The rules of the round on the twenty-fourth and twenty-fifth blind batches' disagreements (issue
"Grading a typed answer"), each in phrasings of its own (not the batches'), beside the nearest shape
that must not be read as an answer:

- on a choice, an option restated in words (a paraphrase, read to confirm) may call a plugin "插件"
  as its name says Plugin, and may point at it as "那段" / "那组" / "那一段" or say its order of
  growth with "级别" / "级" / "量级" ("log n 级别" restates "O(log n)"): words that tell no option
  from another; "插件" or "那段" alone, a question, a denial or two options offered choose nothing;
- "等于 X" restates X as X alone does ("不等于 X" denies it), and a tie called "平手" / "平局" / "tie"
  is the "平票" of the question's own words;
- an option's own words on one side of an alternative word (还是 / 或者 / 要么 / or) whose other side
  names an option ("冻结主干还是全参数微调") keep both open: a hedge, never the named one alone; a
  side that names nothing ("想了想还是…", "还是选…") offers no alternative;
- a closing figure after a reasoning step may carry its measure word ("…，64 条"), as a figure alone
  does; asked, denied or no option's, it chooses nothing;
- "只确定 X" ("only X I am sure of") chooses X alone, as "只选 X" does, for confirmation; asked, or
  denied after it, nothing;
- on a true/false, agreeing with the claim ("赞成", "ok 没啥问题", "这个说法 ok") or not ("不同意") is
  its truth in other words: read to confirm; "ok" alone stays bare (as the thirteenth round read it),
  "没问题" alone is a sentence (blind-22.yaml), and so is a mark beside it ("√ 没问题", convention 7 of
  blind-16.yaml's header); the agreement asked ("同意吗") is no answer;
- the 错 of "没记错的话" / "我记错了" is the candidate's memory, never a false mark: "默认是 X，没记错的
  话" had been read as false; the mark said beside it ("错，没记错的话") still counts.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

FUSED = Question(
    id="fx-choice-fused",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="在推理引擎里，把 Q、K、V 三个投影合成一次矩阵乘的是以下哪个 plugin？",
    options={
        "A": "`fusedQKVGemmPlugin`",
        "B": "`rmsNormPlugin`",
        "C": "`int8KVCachePlugin`",
        "D": "`loraPlugin`",
    },
    key="A",
)


@pytest.mark.parametrize("answer", ["fused QKV gemm 那个插件", "fused QKV gemm 插件"])
def test_a_plugin_called_cha_jian_is_its_name_restated(answer: str) -> None:
    graded = grade(FUSED, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_another_plugin_restated_is_that_one() -> None:
    graded = grade(FUSED, "int8 KV cache 插件")
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.INCORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "插件",
        "fused QKV gemm 插件吗",
        "不是 fused QKV gemm 插件",
        "fused QKV gemm 插件还是 int8 KV cache 插件",
    ],
)
def test_the_word_alone_asked_denied_or_offered_with_another_chooses_nothing(answer: str) -> None:
    graded = grade(FUSED, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


SCHEDULE = Question(
    id="fx-choice-schedule",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="微调 7B 模型时最常见的学习率调度是？",
    options={"A": "线性预热后保持常数", "B": "余弦退火到零", "C": "每 30 轮衰减 10 倍", "D": "不用调度器"},
    key="B",
)


@pytest.mark.parametrize("answer", ["余弦那段？", "余弦退火那一组"])
def test_an_option_pointed_at_as_that_stretch_is_restated(answer: str) -> None:
    graded = grade(SCHEDULE, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["那段", "余弦那段还是线性那段", "不是余弦那段"])
def test_that_stretch_alone_offered_or_denied_chooses_nothing(answer: str) -> None:
    graded = grade(SCHEDULE, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


LOOKUP = Question(
    id="fx-choice-lookup",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="把线段树换成跳表后，单次查询的复杂度会：",
    options={"A": "降为常数", "B": "缩减为 O(log n)", "C": "保持 O(n)", "D": "升到 O(n²)"},
    key="B",
)


@pytest.mark.parametrize("answer", ["log n 级别", "O(log n) 量级"])
def test_an_order_of_growth_said_with_its_scale_word_is_restated(answer: str) -> None:
    graded = grade(LOOKUP, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["n 级别", "常数级还是 log n 级", "log n 级别吗", "不是 log n 级别"])
def test_a_scale_word_on_a_shared_term_asked_denied_or_offered_chooses_nothing(answer: str) -> None:
    graded = grade(LOOKUP, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


RANK_ZERO = Question(
    id="fx-choice-rank-zero",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="微调时把 LoRA 的秩设为 0，等效于：",
    options={"A": "冻结全部权重", "B": "全参数微调", "C": "随机初始化适配器", "D": "学习率翻倍"},
    key="C",
)


@pytest.mark.parametrize("answer", ["那就等于随机 init", "等于 init 随机"])
def test_equal_to_before_an_option_restated_is_that_option(answer: str) -> None:
    graded = grade(RANK_ZERO, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["不等于随机 init", "等于随机 init 吗", "等于随机 init 还是冻结", "等于"])
def test_not_equal_asked_offered_or_alone_chooses_nothing(answer: str) -> None:
    graded = grade(RANK_ZERO, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


DRAWN = Question(
    id="fx-choice-drawn",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="给两个模型做 Elo 排名，一局评成平票时应该：",
    options={"A": "剔除这一局", "B": "各记半场胜", "C": "都记为负", "D": "重赛一局"},
    key="A",
)


def test_a_tie_in_other_words_is_the_questions_own() -> None:
    graded = grade(DRAWN, "打成平手就丢掉")
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["平手", "平手扔掉吗", "平手不扔掉"])
def test_the_tie_alone_asked_or_denied_chooses_nothing(answer: str) -> None:
    graded = grade(DRAWN, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


MEMORY = Question(
    id="fx-choice-memory",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="对 7B 模型做指令微调，显存只有 24GB 时应该：",
    options={"A": "冻结主干只训适配器", "B": "全参数微调", "C": "把批大小调到 512", "D": "关掉梯度检查点"},
    key="B",
)


@pytest.mark.parametrize(
    "answer",
    [
        "冻结主干还是全参数微调",
        "适配器或者全参数微调",
        "全参数微调，要么冻结主干",
        "freeze the backbone or 全参数微调",
    ],
)
def test_an_options_words_offered_beside_a_named_option_are_a_hedge(answer: str) -> None:
    graded = grade(MEMORY, answer)  # the key is B: the hedge between A and B is never it
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.hedged


@pytest.mark.parametrize("answer", ["想了想还是全参数微调", "我还是选全参数微调", "还是全参数微调吧"])
def test_a_side_naming_nothing_or_still_offers_no_alternative(answer: str) -> None:
    graded = grade(MEMORY, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


GLOBAL_BATCH = Question(
    id="fx-choice-global-batch",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="8 张卡、每卡 micro batch 为 4、梯度累积 2 步时，global batch 是：",
    options={"A": "16", "B": "32", "C": "64", "D": "128"},
    key="C",
)


def test_a_closing_figure_with_its_measure_word_is_the_answer() -> None:
    graded = grade(GLOBAL_BATCH, "4 乘 8 再乘 2，64 条")
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "4 乘 8 再乘 2，64 条吗",
        "4 乘 8 再乘 2，64 条不对",
        "4 乘 8 再乘 2，48 条",
        "4 乘 8 再乘 2，64 条还是 32 条",
    ],
)
def test_a_closing_figure_asked_denied_no_option_or_offered_chooses_nothing(answer: str) -> None:
    graded = grade(GLOBAL_BATCH, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


ZERO_TWO = Question(
    id="fx-multi-zero-two",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于 ZeRO-2，下列说法正确的是",
    options={"A": "切分优化器状态", "B": "切分梯度", "C": "切分参数", "D": "需要 NVMe"},
    key="AB",
    scoring=Scoring.PARTIAL_SUBSET,
)


def test_only_sure_of_one_option_chooses_it_alone() -> None:
    graded = grade(ZERO_TWO, "只确定 B")
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.PARTIAL
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["只确定 B 吗", "只确定 B 不对", "只确定"])
def test_only_sure_asked_denied_or_of_nothing_chooses_nothing(answer: str) -> None:
    graded = grade(ZERO_TWO, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


ACCUMULATION = Question(
    id="fx-tf-accumulation",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="梯度累积可以在显存不够时模拟更大的 batch。",
    key="true",
)


@pytest.mark.parametrize("answer", ["赞成", "ok 没啥问题", "这个说法 ok", "不同意", "没啥问题"])
def test_agreeing_with_the_claim_or_not_is_read_to_confirm(answer: str) -> None:
    graded = grade(ACCUMULATION, answer)
    assert graded.understood.truth is (answer != "不同意"), graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["对", "ok 的"])
def test_a_mark_beside_the_agreement_or_ok_alone_stays_bare(answer: str) -> None:
    graded = grade(ACCUMULATION, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert not graded.needs_confirmation


def test_the_agreement_asked_is_no_answer() -> None:
    graded = grade(ACCUMULATION, "同意吗")
    assert graded.verdict is Verdict.INVALID, graded.rationale


BUFFER = Question(
    id="fx-tf-buffer",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="PyTorch DataLoader 的 num_workers 默认是 4。",
    key="false",
)


@pytest.mark.parametrize("answer", ["默认就是 4，没记错的话", "没记错", "我记错了", "如果没记错的话，默认 4"])
def test_remembering_wrongly_is_no_false_mark(answer: str) -> None:
    graded = grade(BUFFER, answer)  # the key is false: none of these says it
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.truth is not False


@pytest.mark.parametrize("answer", ["错，没记错的话", "没记错的话是错的"])
def test_a_mark_beside_the_memory_still_counts(answer: str) -> None:
    graded = grade(BUFFER, answer)
    assert graded.understood.truth is False, graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation
