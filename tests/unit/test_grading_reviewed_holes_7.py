"""Review 60's holes, closed: an open answer that keeps the rubric's words but claims the opposite
(section 5c: "τ→+∞" for "τ→0⁺", "同步" for "异步", "≥ 0.03" for "≤ 0.03", "ZeRO-1" for "ZeRO-3",
"4 字节" for "16 字节") contradicts that key point: at most touched, never graded correct. An answer
that states the point's own claim, even beside the alternative it rejects, stays correct. And an
answer disowned by a line of its own (section 5: "全错", "❌", "WRONG:", "我的答案：不会") is not
graded correct, open or a choice.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import read_correct

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
OPEN = [q for q in BANK.values() if q.type.is_open]
CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI)]


def _points(question: Question) -> str:
    return "\n".join(f"{index + 1}. {point}" for index, point in enumerate(question.key_points))


def _correct(question: Question, answer: str) -> bool:
    return grade(question, answer).verdict is Verdict.CORRECT


# One claim turned at a time, as a candidate who believes the opposite writes it (review 60, 5c)
TURNED = {
    "seed001-21": [
        ("τ→0⁺", "τ→+∞"),
        ("趋于 0", "趋于 1"),
        ("one-hot", "均匀分布"),
        ("硬注意力", "软注意力"),
        ("指数收敛", "线性收敛"),
        ("负无穷", "正无穷"),
        ("最大值", "最小值"),
    ],
    "seed001-20": [
        ("专家并行", "数据并行"),
        ("不跨租户", "跨租户共享"),
        ("辅助损失", "去掉辅助损失"),
        ("异步", "同步"),
    ],
    "seed001-19": [("≤ 0.03", "≥ 0.03"), ("≥ 92%", "≤ 92%"), ("轻量", "大"), ("动态批处理", "不做批处理")],
    "seed002-51": [
        ("16 字节", "4 字节"),
        ("2.88 TB", "0.72 TB"),
        ("offload 到 CPU", "offload 到 GPU"),
        ("64 张卡", "8 张卡"),
        ("ZeRO-3", "ZeRO-1"),
        ("stage 3", "stage 1"),
    ],
}


@pytest.mark.parametrize(
    ("question_id", "right", "wrong"),
    [(question_id, right, wrong) for question_id, swaps in TURNED.items() for right, wrong in swaps],
)
def test_one_claim_turned_is_not_correct(question_id: str, right: str, wrong: str) -> None:
    question = BANK[question_id]
    answer = _points(question)
    assert right in answer and _correct(question, answer)  # the positive sibling: the points as written
    assert not _correct(question, answer.replace(right, wrong))


# Pairs of opposites, either way round: on every open question whose points use one side, the points
# with it turned are not correct (a loop over every open question: a new one is checked too)
OPPOSITE_WORDS = [
    ("异步", "同步"),
    ("同步", "异步"),
    ("最大值", "最小值"),
    ("最小值", "最大值"),
    ("硬注意力", "软注意力"),
    ("不跨租户", "跨租户"),
    ("指数收敛", "线性收敛"),
    ("到 CPU", "到 GPU"),
    ("ZeRO-3", "ZeRO-1"),
    ("≤", "≥"),
    ("≥", "≤"),
    ("负无穷", "正无穷"),
]


def test_every_open_question_with_an_opposite_turned() -> None:
    assert OPEN
    turned = [
        (q.id, right)
        for q in OPEN
        for right, wrong in OPPOSITE_WORDS
        if right in _points(q) and _correct(q, _points(q).replace(right, wrong))
    ]
    checked = [(q.id, right) for q in OPEN for right, _ in OPPOSITE_WORDS if right in _points(q)]
    assert len(checked) >= 8  # the loop reaches the pairs on the bank's open questions
    assert turned == []


def test_every_open_question_turned_throughout_is_not_correct() -> None:
    assert [q.id for q in OPEN if q.id in TURNED] == sorted(TURNED, key=[q.id for q in OPEN].index)
    for question_id, swaps in TURNED.items():
        answer = _points(BANK[question_id])
        for right, wrong in swaps:
            answer = answer.replace(right, wrong)
        assert grade(BANK[question_id], answer).verdict is not Verdict.CORRECT, question_id


# Right answers that name the alternative they reject, or qualify a case, stay correct (the negative
# siblings: a reading that took any "同步" or "GPU" near the topic as the opposite would fail them)
RIGHT = {
    "seed002-51": [
        "用 ZeRO-3（stage 3）把参数、梯度、优化器状态切分到 64 张 GPU 上；混合精度 Adam 每参数 16 字节"
        "（2+2+12），180B × 16 B ≈ 2.88 TB，每卡约 45 GB；激活另算，开 activation checkpointing，"
        'micro-batch 设 1；GPU 显存不够时把优化器状态 offload 到 CPU；配置："zero_optimization": '
        '{"stage": 3, "offload_optimizer": {"device": "cpu"}}',
        "ZeRO-1 只切优化器状态，ZeRO-2 再切梯度，ZeRO-3 把参数、梯度和优化器状态都切分到 64 张卡。混合精度"
        " Adam 每个参数约 16 字节，180B × 16 B ≈ 2.88 TB，每卡约 45 GB。激活另算，需要 activation "
        "checkpointing 和小 micro-batch。显存不够时把优化器状态 offload 到 CPU。配置片段给 stage 3 的 "
        "zero_optimization。",
    ],
    "seed001-20": [
        "并行策略：专家并行（all-to-all）与 TP/PP/DP 组合，基于 Megatron。租户隔离：独立作业、进程组与资源"
        "配额，梯度与优化器状态不跨租户。负载均衡：辅助损失、容量因子、路由偏置，定义负载方差指标并监控。"
        "快速恢复：checkpoint 用异步写，同步写会阻塞训练；内存级分布式 checkpoint、故障检测、热备与 elastic "
        "rendezvous，估算恢复时间。弹性扩缩容：gang scheduling、拓扑感知、改变 DP 度并 reshard，同步调整 "
        "batch 和学习率。可观测：专家负载、all-to-all 时延、MFU、loss/梯度范数等指标与告警。",
    ],
    "seed001-21": [
        "每行减去最大值 m_i 后 softmax 不变。τ→0⁺ 时 1/τ→+∞，非最大项的指数 (s−m)/τ → −∞，权重趋于 0，"
        "最大项权重为 1。极限权重是 argmax 位置上的 one-hot，并列最大时在并列位置上均分 1/|M_i|。输出极限"
        "为 v_argmax（并列时取平均），即硬注意力。非最大项权重不超过 (n−|M_i|)·exp(−Δ_i/τ)，指数收敛。",
        # the tie case spread evenly ("M_i 上均匀") and the top weight going to 1 are not the opposite
        "令 m_i 为行最大值，每行减去最大值 m_i 后写出 softmax 的等价形式。τ→0⁺ 时非最大项的指数趋于负无穷、"
        "权重趋于 0，最大位置权重趋于 1；故权重极限为 M_i 上均匀、其余为 0，唯一时就是 argmax 位置上的 "
        "one-hot。输出极限为 v_{argmax}（并列时取这些 value 的平均），即硬注意力。非最大项权重不超过 "
        "(n−|M_i|)·exp(−Δ_i/τ)，指数收敛。",
    ],
}


@pytest.mark.parametrize(
    ("question_id", "answer"), [(qid, answer) for qid, answers in RIGHT.items() for answer in answers]
)
def test_right_answer_naming_the_alternative_stays_correct(question_id: str, answer: str) -> None:
    assert _correct(BANK[question_id], answer)


def test_every_reference_answer_stays_correct() -> None:
    assert OPEN
    assert [q.id for q in OPEN if not _correct(q, q.key_text)] == []


# Review 60, section 5: frames that disown an open answer, still open after 464c8fb — a verdict on a line
# of its own (the scope word optional), a sign alone on a line, a label alone on the first line, the
# whole struck through, or the candidate's own answer given as none
FRAMES = [
    "{K}\n\n全错",
    "{K}\n\n都是错的",
    "{K}\n\n上文全错",
    "{K}\n\n以上……都是错的",
    "{K}\n\n以上说法全都不对～",
    "{K}\n\n以上都是错的 😂",
    "{K}\n\n⚠️ 以上内容有误",
    "{K}\n\n（误）",
    "{K}\n\n[错误示例]",
    "{K}\n\neverything above is wrong",
    "{K}\n\n❌",
    "❌\n{K}",
    "{K}\n\n👎",
    "WRONG:\n{K}",
    "错误：\n{K}",
    "～～{K}～～",
    "<del>{K}</del>",
    "{K}\n\n我的答案：不会",
    "{K}\n\n这是标准答案，我不同意",
    "{K}\n\n以上是题目给的参考答案，我自己的答案是：不知道",
    "Q: 这样做对吗？\n{K}\nA: 不对",
]
# closing lines that keep the answer (the positive siblings)
KEPT = ["{K}\n\n以上。", "{K}\n\n以上是我的答案", "{K}\n\n以上都对", "答：\n{K}", "{K}\n\n✅"]


@pytest.mark.parametrize("frame", FRAMES)
def test_open_answer_in_a_disowning_frame_is_not_correct(frame: str) -> None:
    assert read_correct(OPEN, frame) == []


@pytest.mark.parametrize("frame", KEPT)
def test_open_answer_with_a_harmless_line_stays_correct(frame: str) -> None:
    assert read_correct(OPEN, frame) == [q.id for q in OPEN]


# the same lines after a choice or a figure (review 60, section 5, to confirm before): asked again
CLOSING = [
    "{K}\n\n以上作废",
    "{K}\n\n忽略以上内容",
    "{K}\n\nDisregard all of the above.",
    "{K}\n\n以上纯属虚构",
    "{K}\n\n（以上是错误答案）",
    "{K}\n\nThat was a joke.",
    "{K}\n\n全错",
    "WRONG:\n{K}",
]


@pytest.mark.parametrize("frame", CLOSING)
def test_choice_with_a_disowning_line_is_not_correct(frame: str) -> None:
    assert read_correct(CHOICES, frame) == []


@pytest.mark.parametrize("frame", ["{K}\n\n以上是我的答案", "答：\n{K}", "{K}\n\n就这样"])
def test_choice_with_a_harmless_line_stays_correct(frame: str) -> None:
    assert read_correct(CHOICES, frame) == [q.id for q in CHOICES]


def test_figure_with_a_disowning_line_is_not_correct() -> None:
    question = BANK["seed000-30"]
    assert _correct(question, "464 GB")
    assert not _correct(question, "464 GB\n\nDisregard all of the above.")
    assert not _correct(question, "464 GB\n\n以上作废")
