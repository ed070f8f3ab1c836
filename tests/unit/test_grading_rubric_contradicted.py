"""The rubric does not credit what an answer contradicts, nor miss what it says exactly (review53
findings 3 and 5):

- a key point item whose substance is a figure ("每卡约 45 GB") is covered only by that figure, read
  as the calculation reader reads one (units converted, its tolerance); the same words with another
  figure ("每卡约 11 GB") contradict it, and a contradicted point is never covered;
- words the answer denies ("不需要 X", "不要 X", "no X", "don't X") cover nothing, and the point they
  would have covered is contradicted;
- an answer equal to the reference answer covers every point (the key of a code question exported to
  Moodle and uploaded again as a short one, "空 1：`nvme`；空 2：`nvme`", answered "nvme, nvme");
- a point made only of the stem's words is judged on those words; an item's own filler word ("set")
  does not cover it alone.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.open._denied import split_denied
from bank.model import Question, QuestionType, Scoring
from bank.parsing.drafts import build_bank
from bank.parsing.moodle import parse_moodle
from bank.parsing.moodle_export import export_moodle


def rubric(name: str, stem: str, key: str, key_points: list[str], points: float = 1.0) -> Question:
    """An open question graded by its key points (the rubric), as a bank file would give it."""
    return Question(
        id=f"fx-{name}",
        bank="fx",
        type=QuestionType.SHORT,
        scoring=Scoring.RUBRIC,
        points=points,
        stem=stem,
        key=key,
        key_points=key_points,
    )


ZERO3 = rubric(  # seed002-51's key points
    "zero3",
    "描述如何使用 DeepSpeed ZeRO-3 在 64 张 A100 上训练一个 180B 模型，给出配置片段与显存估算。",
    "ZeRO-3 切分全部模型状态；每参数 16 B，共 2.88 TB，每卡约 45 GB；开 activation checkpointing。",
    [
        "ZeRO-3 把参数、梯度和优化器状态切分到 64 张卡",
        "混合精度 Adam 每个参数约 16 字节",
        "180B × 16 B ≈ 2.88 TB，每卡约 45 GB",
        "激活另算，需要 activation checkpointing 和小 micro-batch",
        "显存不够时把优化器状态 offload 到 CPU",
        "给出 stage 3 的 zero_optimization 配置片段",
    ],
    points=10,
)
RIGHT = (
    "ZeRO-3 把参数、梯度、优化器状态都切到 64 张卡。混合精度 Adam 每个参数约 16 字节，180B × 16 B ≈ 2.88 TB，"
    "每卡约 45 GB；激活另算，需要 activation checkpointing 和小 micro-batch；显存不够时把优化器状态 offload "
    '到 CPU。配置：{"zero_optimization": {"stage": 3}}'
)
CONTRADICTING = (
    "ZeRO-3 不切分参数，只切分优化器状态；混合精度 Adam 每个参数约 4 字节；"
    "180B × 4 B ≈ 720 GB，每卡约 11 GB；不需要 activation checkpointing；不要 offload 到 CPU。配置 stage 1。"
)
FIGURES, PER_CARD, ACTIVATION, OFFLOAD = ZERO3.key_points[1], ZERO3.key_points[2], *ZERO3.key_points[3:5]


def test_the_right_answer_covers_every_point() -> None:
    result = grade(ZERO3, RIGHT)
    assert result.verdict is Verdict.CORRECT, result.rationale


def test_an_answer_contradicting_the_points_gets_no_tick_on_them() -> None:
    result = grade(ZERO3, CONTRADICTING)
    assert not {FIGURES, PER_CARD, ACTIVATION, OFFLOAD} & set(result.understood.covered), result.rationale
    assert result.score < 0.5, result.rationale


@pytest.mark.parametrize(
    ("answer", "covered"),
    [
        ("混合精度 Adam 每个参数约 16 bytes", True),
        ("每个参数 2 + 2 + 12 = 16 B", True),
        ("混合精度 Adam 每个参数约 4 字节", False),  # its words, another figure
        ("混合精度 Adam 每个参数不是 16 字节", False),  # the figure ruled out
        ("混合精度 Adam 每个参数", False),  # its words without the figure
    ],
)
def test_a_figure_item_is_covered_by_its_figure_only(answer: str, covered: bool) -> None:
    result = grade(ZERO3, answer)
    assert (FIGURES in result.understood.covered) is covered, result.rationale


def test_a_figure_in_another_unit_covers_and_a_wrong_figure_is_at_most_touched() -> None:
    converted = grade(ZERO3, "总共 2880 GB，每卡约 41.9 GiB")
    assert PER_CARD in converted.understood.covered, converted.rationale
    wrong_per_card = grade(ZERO3, "180B × 16 B ≈ 2.88 TB，每卡约 90 GB")
    assert PER_CARD in wrong_per_card.understood.partly, wrong_per_card.rationale


@pytest.mark.parametrize(
    "answer",
    [
        "不需要 activation checkpointing，micro-batch 也随意",
        "激活另算，但不需要 activation checkpointing",
        "No activation checkpointing and no small micro-batch.",
        "Don't use activation checkpointing.",
    ],
)
def test_denied_words_do_not_cover_the_point_they_deny(answer: str) -> None:
    result = grade(ZERO3, answer)
    assert ACTIVATION not in result.understood.covered, result.rationale


@pytest.mark.parametrize("answer", ["不要 offload 到 CPU", "don't offload the optimizer states to CPU"])
def test_a_denied_offload_is_not_an_offload(answer: str) -> None:
    assert OFFLOAD not in grade(ZERO3, answer).understood.covered


def test_a_denial_elsewhere_leaves_a_point_stated_plainly_covered() -> None:
    result = grade(ZERO3, "显存不够时把优化器状态 offload 到 CPU，不需要 offload 参数")
    assert OFFLOAD in result.understood.covered, result.rationale


DEVICE = rubric(
    "device",
    "Which device value offloads ZeRO-3 parameters to NVMe: cpu, nvme or none?",
    "nvme",
    ["device set to nvme"],
)
STEM_ONLY = DEVICE.model_copy(update={"key": "the nvme device", "key_points": ["nvme device"]})


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (DEVICE, "nvme", Verdict.CORRECT),  # the reference answer itself
        (DEVICE, "`NVMe`。", Verdict.CORRECT),
        (DEVICE, "set device to nvme", Verdict.CORRECT),
        (DEVICE, "set", Verdict.INCORRECT),  # the item's filler alone
        (DEVICE, "set it to cpu", Verdict.INCORRECT),
        (STEM_ONLY, "the device is nvme", Verdict.CORRECT),  # every word the stem's: judged on them
        (STEM_ONLY, "device cpu", Verdict.INCORRECT),
    ],
)
def test_the_key_covers_and_a_stem_worded_point_is_judged(
    question: Question, answer: str, verdict: Verdict
) -> None:
    result = grade(question, answer)
    assert result.verdict is verdict, result.rationale


def test_a_code_question_back_from_moodle_is_graded_right_on_its_key() -> None:
    code = Question(
        id="fx-offload",
        bank="fx",
        type=QuestionType.CODE,
        points=5,
        stem='补全两处 device：\n\n```json\n{"offload_param": {"device": "____"}, '
        '"offload_optimizer": {"device": "____"}}\n```',
        key=["nvme", "nvme"],
    )
    exported = export_moodle([code])
    built = build_bank(parse_moodle(exported.text, "x.xml"), bank_id="bk", title="t", file="x.xml")
    [back] = built.bank.questions
    assert back.type is QuestionType.SHORT and back.key == "空 1：`nvme`；空 2：`nvme`"
    assert grade(back, "nvme, nvme").verdict is Verdict.CORRECT
    assert grade(back, "nvme；nvme").verdict is Verdict.CORRECT
    assert grade(back, "cpu, nvme").verdict is not Verdict.CORRECT


NOT_NEEDED = rubric(  # key points that are themselves negations (diff review of ed061a9, finding 2)
    "not-needed",
    "用 ZeRO-3 训练 7B 模型、单卡 80GB 显存足够时，是否需要开启 activation checkpointing？为什么？",
    "不需要开启 activation checkpointing，显存足够存放激活值。",
    ["不需要开启 activation checkpointing", "显存足够存放激活值"],
)
NO_SHARDING = rubric(
    "no-sharding",
    "Should you shard the optimizer states when the model fits on one GPU?",
    "Do not shard the optimizer states: the model fits on one GPU.",
    ["do not shard the optimizer states", "the model fits on one GPU"],
)
OUT_OF_MEMORY = rubric(
    "out-of-memory",
    "Why does training a 7B model with a 4k context on one 24 GB GPU fail?",
    "The activations run out of GPU memory; checkpointing recomputes them to save memory.",
    [
        "activations run out of GPU memory",
        "activation checkpointing recomputes activations to save memory",
    ],
)


@pytest.mark.parametrize(
    ("question", "answer", "covered"),
    [
        (NOT_NEEDED, "不需要开启 activation checkpointing，因为显存足够存放激活值。", True),
        (NOT_NEEDED, "不用开 activation checkpointing，显存足够存放激活值。", True),
        (NOT_NEEDED, "需要开启 activation checkpointing，显存足够存放激活值。", False),
        (NO_SHARDING, "Do not shard the optimizer states: the model fits on one GPU.", True),
        (NO_SHARDING, "Shard the optimizer states.", False),
        (
            OUT_OF_MEMORY,
            "Training without checkpointing runs out of GPU memory because the activations are too big; "
            "activation checkpointing recomputes activations to save memory.",
            True,  # "without" is a condition here, not a denial
        ),
        (OUT_OF_MEMORY, "Activations never run out of GPU memory.", False),
    ],
)
def test_a_point_that_denies_is_covered_by_the_same_denial_only(
    question: Question, answer: str, covered: bool
) -> None:
    result = grade(question, answer)
    assert (question.key_points[0] in result.understood.covered) is covered, result.rationale
    if covered:
        assert result.verdict is Verdict.CORRECT, result.rationale


def test_the_opposite_of_a_point_that_denies_is_a_contradiction() -> None:
    result = grade(NO_SHARDING, "Yes, shard the optimizer states even though the model fits on one GPU.")
    assert NO_SHARDING.key_points[0] not in result.understood.covered + result.understood.partly
    assert result.verdict is not Verdict.CORRECT, result.rationale


@pytest.mark.parametrize(
    ("text", "denied"),
    [
        ("不用 checkpointing 就会 OOM", "checkpointing"),
        ("不需要 offload 所以更快", "offload"),
        ("No checkpointing so the activations run out of memory", "checkpointing"),
        ("Don't recompute because the activations fit", "recompute"),
        ("Training without checkpointing runs out of GPU memory", ""),
        ("不需要保存会话状态", "保存会话状态"),  # 会 of 会话 is a word, not a consequence
    ],
)
def test_a_denial_ends_where_its_consequence_begins(text: str, denied: str) -> None:
    assert split_denied(text)[1].strip() == denied
