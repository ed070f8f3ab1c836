"""An option's text pasted back with small edits (blind-91): read as that option and recorded bare.

Pins ``bank/grading/mentions/_pasted_option.py`` (used by ``_confirmation`` and ``_withheld_item``): a paste
with a typo, an abbreviation, other quotes, a particle for the option's own before a figure ("缩短成"), words
rearranged, and on a multiple choice a list of such pastes each a little shortened, is the option, bare.
What must still be confirmed or left unread: a paste with a word added, a question mark, a hedge, a
negation added or dropped, a figure changed, an option cut to a keyword ("权重置 0.5", "GQA、SwiGLU"), a
code name spelt as words ("gpt attention plugin"), the option twice over. Also pinned: a fill in bold
or two fills in backticks joined by "、" (bare code), and "应该都支持" (every option after a leaning, to
confirm).
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}

# (question, answer, verdict, reading, confirm)
BARE = [
    ("seed000-13", "cudaStreamSync（对正在捕获的 stream）", Verdict.CORRECT, "B"),
    ("seed000-13", "cudaStreamSync(对正在捕获的 stream)", Verdict.CORRECT, "B"),
    ("seed000-15", "gptAttnPlugin", Verdict.CORRECT, "A"),
    ("seed000-15", "gpt_attention_plugin", Verdict.CORRECT, "A"),
    ("seed000-13", "cudaStreamSynchronize(stream)", Verdict.CORRECT, "B"),
    ("seed001-02", "未对采样概率做 logQ 修正", Verdict.CORRECT, "C"),
    ("seed001-02", "未对采样概率做修正", Verdict.CORRECT, "C"),
    ("seed001-03", "缩短成 O(log n)", Verdict.INCORRECT, "B"),
    ("seed002-05", "ppo.entropy_coef", Verdict.INCORRECT, "D"),
    ("seed002-25", "损失权重置成 0.5", Verdict.INCORRECT, "C"),
    ("seed000-16", "使用 GQA、使用 SwiGLU、上下文 8k", Verdict.PARTIAL, "A、D、E"),
    ("seed000-16", "使用 GQA；使用 SwiGLU 激活", Verdict.PARTIAL, "A、D"),
    ("seed000-23", "块大小=16 降碎片、共享 KV cache、兼容 continuous batching", Verdict.PARTIAL, "A、B、D"),
    ("seed000-23", "共享 KV cache + 兼容 continuous batching", Verdict.PARTIAL, "B、D"),
]
CONFIRMED = [  # read, but more than a bare answer
    ("seed000-13", "cudaStreamSync 吧", "B"),
    ("seed001-02", "未对采样概率做 logQ 修正吧", "C"),
    ("seed001-02", "未对采样概率做 logQ 修正？", "C"),
    ("seed001-02", "做 logQ 修正", "C"),
    ("seed001-02", "温度系数 τ 过小（batch 小了 logits 更尖）", "B"),
    ("seed001-03", "退化成常数", "D"),
    ("seed001-03", "缩短到 O(log n)", "B"),
    ("seed001-03", "log n", "B"),
    ("seed001-10", "协同过滤", "D"),
    ("seed001-10", "冻结", "C"),
    ("seed001-04", "Gradient norm", "D"),
    ("seed001-04", "写盘吞吐", "C"),
    ("seed002-05", "ppo.entropy_coef？", "D"),
    ("seed002-05", "kl target", "C"),
    ("seed002-25", "损失权重置成 0.5 吧", "C"),
    ("seed002-25", "权重置 0.5", "C"),
    ("seed000-15", "gpt attention plugin", "A"),
    ("seed000-15", "paged KV cache plugin", "C"),
    ("seed000-06", "每头 m = 0.5×h（h=1…32）", "C"),
    ("seed000-06", "m 固定为 1", "D"),
    ("seed000-16", "GQA、SwiGLU", "A、D"),
    ("seed000-16", "使用 GQA、使用 GQA", "A"),
    ("seed000-16", "使用 GQA、使用 SwiGLU、上下文 8k？", "A、D、E"),
    ("seed000-16", "不使用 GQA、使用 SwiGLU、上下文 8k", "D、E"),
    ("seed002-39", "维度对齐、计算能力≥8.9", "A、C"),
    ("seed002-01", "model.half()+torch.save(state_dict)", "A"),
    ("seed002-27", "答案是 16", "B"),
    ("seed002-36", "应该都支持", "A、B、C、D"),
    ("seed002-36", "估计全选", "A、B、C、D"),
    ("seed002-36", "我觉得都对吧", "A、B、C、D"),
]
UNREAD = [  # no option read: never a paste's option
    ("seed000-13", "不是 cudaStreamSync（对正在捕获的 stream）"),
    ("seed000-13", "除了 cudaStreamSync"),
    ("seed000-13", "not cudaStreamSync"),
    ("seed001-02", "对采样概率做修正"),
    ("seed001-03", "缩短成 O(log n)？"),
    ("seed001-03", "缩短成 O(n²)"),
    ("seed002-05", "not ppo.entropy_coef"),
    ("seed002-05", "ppo"),
    ("seed002-25", "损失权重置成 0.6"),
    ("seed000-16", "使用 GQA、使用 SwiGLU、上下文 16k"),
    ("seed000-23", "块大小=32 降碎片、共享 KV cache"),
    ("seed000-01", "torch.compile(model, backend='inductor', mode='max-autotune')"),
    ("seed002-36", "可能都对"),
    ("seed002-36", "应该都不支持"),
    ("seed002-36", "应该都对，不确定"),
    ("seed002-36", "应该都对吗"),
    ("seed002-36", "应该都有问题"),
    ("seed001-02", "应该都对"),
]
HEDGED = [  # two options offered: never one paste's option, never correct
    ("seed000-13", "cudaStreamSync（对正在捕获的 stream）或 ncclAllReduce"),
    ("seed000-15", "gptAttnPlugin 或者 ncclPlugin"),
    ("seed001-03", "缩短成 O(log n) 或不变"),
]
CODE = [  # (question, answer, verdict, confirm)
    ("seed000-27", "`P('x', None)`、`P('y')`", Verdict.PARTIAL, False),
    ("seed000-27", "`P('x', None)`、`P(None, 'y')` 吧", Verdict.CORRECT, True),
    ("seed000-28", "**BLOCK_SIZE: int = 1024**", Verdict.INCORRECT, False),
    ("seed000-28", "**BLOCK_SIZE: int = 1024** 吧", Verdict.INCORRECT, True),
]


def _read(question: str, answer: str):  # type: ignore[no-untyped-def]
    return grade(QUESTIONS[question], answer)


@pytest.mark.parametrize(("question", "answer", "verdict", "reading"), BARE)
def test_a_paste_is_its_option_bare(question: str, answer: str, verdict: Verdict, reading: str) -> None:
    graded = _read(question, answer)
    assert (graded.verdict, graded.reading, graded.needs_confirmation) == (verdict, reading, False)


@pytest.mark.parametrize(("question", "answer", "reading"), CONFIRMED)
def test_more_than_a_paste_is_confirmed(question: str, answer: str, reading: str) -> None:
    graded = _read(question, answer)
    assert graded.needs_confirmation and graded.reading == reading


@pytest.mark.parametrize(("question", "answer"), UNREAD)
def test_no_paste_read_where_the_answer_says_otherwise(question: str, answer: str) -> None:
    assert _read(question, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(("question", "answer"), HEDGED)
def test_two_options_offered_stay_a_hedge(question: str, answer: str) -> None:
    graded = _read(question, answer)
    assert graded.verdict is not Verdict.CORRECT and graded.needs_confirmation


@pytest.mark.parametrize(("question", "answer", "verdict", "confirm"), CODE)
def test_fills_dressed_in_markdown(question: str, answer: str, verdict: Verdict, confirm: bool) -> None:
    graded = _read(question, answer)
    assert (graded.verdict, graded.needs_confirmation) == (verdict, confirm)
