"""Choice questions whose options name things in every way the grading rule reads (issue 11): option
code, fractions, sizes with a unit, short Chinese phrases, and a multiple choice."""

from __future__ import annotations

from bank.model import Question, QuestionType, Scoring

CODE_OPTIONS = Question(
    id="fx-choice-single",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="哪段代码开启 reduce-overhead 模式？",
    options={
        "A": "`torch.compile(model, mode='max-autotune')`",
        "B": "`torch.compile(model, backend='inductor', mode='reduce-overhead')`",
        "C": "`torch.compile(model, backend='nvfuser')`",
        "D": "`torch.compile(model, fullgraph=True)`",
    },
    key="B",
)
FRACTIONS = Question(
    id="fx-choice-fractions",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="通信量是原来的几分之一？",
    options={"A": "1/32", "B": "1/64", "C": "1/128", "D": "1/256"},
    key="A",
)
SIZES = Question(
    id="fx-choice-sizes",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="显存占用约为多少？",
    options={"A": "35GB", "B": "32GB", "C": "28GB", "D": "26GB"},
    key="A",
)
WORDS = Question(
    id="fx-choice-words",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="增加副本后查询复杂度如何变化？",
    options={"A": "不变", "B": "缩短为 O(log n)", "C": "增长为 O(n²)", "D": "退化为常数"},
    key="A",
)
MULTI = Question(
    id="fx-choice-multi",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些可以降低显存？",
    options={"A": "梯度检查点", "B": "增大 batch", "C": "ZeRO-3", "D": "混合精度"},
    key="ACD",
    scoring=Scoring.ALL_OR_NOTHING,
    points=3,
)
# the same options with credit for a correct subset: "AC" is worth 2/3 of 3 points
MULTI_PARTIAL = MULTI.model_copy(update={"id": "fx-choice-multi-partial", "scoring": Scoring.PARTIAL_SUBSET})

# A multiple choice whose options each say what a framework supports, keyed on all but the first: for the
# readers of "all but one" and of the rest ruled out or chosen by what the options say.
FRAMEWORK_FEATURES = Question(
    id="fx-framework-features",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于某推理框架的功能，以下哪些说法正确？",
    options={
        "A": "支持 `tree_attention` 解码",
        "B": "支持 `paged_kv` 缓存",
        "C": "支持 `fp8_gemm` 内核",
        "D": "支持 `ring_allreduce` 通信",
    },
    key="BCD",
    scoring=Scoring.ALL_OR_NOTHING,
)


# FlashAttention-2's features, each option a claim: boxes, ticks and crosses marked on each letter
# (``test_grading_marked_letters``, ``test_grading_marks_before_letters``)
FA2_OPTIONS = {
    "A": "支持任意 attention mask",
    "B": "支持变长序列打包",
    "C": "支持 head_dim > 256",
    "D": "支持 dropout",
}
FA2_MULTI = Question(
    id="fx-marked",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于 FlashAttention-2，下列说法正确的是",
    options=FA2_OPTIONS,
    key="BD",
    scoring=Scoring.ALL_OR_NOTHING,
)
FA2_WRONG_ASKED = FA2_MULTI.model_copy(
    update={"id": "fx-marked-wrong", "stem": "关于 FlashAttention-2，下列说法错误的是"}
)
FA2_SINGLE = Question(
    id="fx-marked-single",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="关于 FlashAttention-2，下列说法正确的是",
    options=FA2_OPTIONS,
    key="B",
)
