"""Fixture questions shared by the grading tests (calculation, code and open answers, and the fuzz test
that feeds every type noise)."""

from __future__ import annotations

from collections.abc import Sequence

from bank.grading import Verdict, grade
from bank.model import NumericPart, Question, QuestionType, Scoring, Status
from tests.helpers.curated import curated_catalog

KV_CACHE = Question(
    id="fx-kv",
    bank="fx",
    type=QuestionType.CALC,
    stem="GPT-3 175B，fp16，batch=48，seq_len=2048，求推理时 KV cache 所需显存。",
    key="约 464 GB",
    numeric=[NumericPart(value=464, unit="GB")],
    points=10,
)
LORA = Question(
    id="fx-lora",
    bank="fx",
    type=QuestionType.CALC,
    stem="UNet 参数量 860M，LoRA rank=64，求额外参数量与存储节省比例。",
    key="额外 22.9M 参数，节省 97.3%",
    numeric=[
        NumericPart(label="额外参数量", value=22.9, unit="M"),
        NumericPart(label="存储节省比例", value=97.3, unit="%"),
    ],
    scoring=Scoring.PER_PART,
    points=10,
)
FLASH = Question(
    id="fx-flash",
    bank="fx",
    type=QuestionType.CODE,
    stem="补全：\n```python\nif cond:\n    out = ____\n```",
    key="flash_attn_func(q, k, v, dropout_p=0.0, causal=True)",
)
SPECS = Question(
    id="fx-specs",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\na = put(x, NamedSharding(mesh, ____))\nb = put(y, NamedSharding(mesh, ____))\n```",
    key="空 1：`P('x', None)`；空 2：`P(None, 'y')`",
    accepted=["P('x', None), P(None, 'y')"],
)
KV = Question(
    id="fx-open",
    bank="fx",
    type=QuestionType.SHORT,
    stem="简述长上下文推理时 KV cache 的显存问题及常见优化方法。",
    key="……",
    key_points=[
        "KV cache 显存随序列长度线性增长",
        "分页管理：PagedAttention 减少碎片",
        "量化 KV cache：INT8/FP8",
        "GQA/MQA 减少 KV 头数",
    ],
    scoring=Scoring.RUBRIC,
    points=10,
)


def wrong_options(question: Question) -> list[str]:
    """A choice question's options other than its key, in a stable order (to draw from)."""
    return sorted(set(question.options) - {question.key_text})


# a one-blank code question whose key is a whole argument, for remarks after the fill ("，错", "—— 不确定")
TRITON_LAST_ARGUMENT = Question(
    id="fx-triton-last-argument",
    bank="fx",
    type=QuestionType.CODE,
    stem="补全 kernel 的最后一个参数：\n```python\ndef add_kernel(x_ptr, n, ____):\n    ...\n```",
    key="BLOCK_SIZE: tl.constexpr",
)
DTYPE_BLANKS = Question(  # two blanks whose keys are dtypes: a bare dtype fills one
    id="fx-code-masks",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        "补全两处 dtype（`____`，按出现顺序为空 1、空 2）。\n\n```python\n"
        "w = torch.zeros(4, dtype=____)\n"
        "m = torch.ones(4, dtype=____)\n```"
    ),
    key=["torch.bfloat16", "torch.bool"],
    points=2,
)


def read_correct(questions: Sequence[Question], template: str) -> list[str]:
    """The ids of ``questions`` on which ``template``, its ``{K}`` put to the key's text, reads correct:
    a loop over every question of a type (never over none, so the loop cannot pass empty)."""
    assert questions, "no question to loop over"
    answers = {q.id: template.format(K=q.key_text.strip()) for q in questions}
    return [q.id for q in questions if grade(q, answers[q.id]).verdict is Verdict.CORRECT]


def verdict_for(question: Question, says: bool) -> Verdict:
    """What a true/false answer that says ``says`` of the claim earns on ``question`` (its key:
    ``Question.truth``): correct where it says the key, incorrect where it says the other."""
    assert question.truth is not None, question.id  # a true/false question
    return Verdict.CORRECT if says is question.truth else Verdict.INCORRECT


def active_questions(*types: QuestionType) -> list[Question]:
    """The curated bank's active questions of ``types``: what the grading tests loop a rule over (the
    process's shared read of the bank: no test changes a question, ``tests/helpers/curated.py``)."""
    return [q for q in curated_catalog() if q.status is Status.ACTIVE and q.type in types]


def assert_read_to_confirm(qid: str, answer: str, reading: str) -> None:
    """``answer`` on the curated question ``qid`` is read as ``reading`` (letters joined by "、"), to confirm,
    and graded correct exactly when that reading is the key."""
    question = curated_catalog()[qid]
    graded = grade(question, answer)
    assert graded.reading == reading, (answer, graded.rationale)
    assert graded.needs_confirmation, answer
    key = "、".join(sorted(question.key_text.strip()))
    assert graded.verdict is (Verdict.CORRECT if reading == key else Verdict.INCORRECT), answer
