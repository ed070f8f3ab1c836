"""The rules written for the causes the fourth blind batch showed in code and true/false answers
(issue 30), one test per rule, in phrasings of their own, on fixture questions. Choices and give-ups:
``test_grading_fourth_blind.py``.

- code is compared after normalising what does not change its meaning: a keyword argument written
  at its documented default is dropped (``softmax_scale=None``), ``lambda t: f(t)`` is ``f``, a
  comment closing a line is no part of the fill (and leaves it bare); a different value, a lambda
  that does more, or another callee still differ;
- a fill that stops inside an open bracket is unfinished: asked again, not graded wrong;
- on several blanks, fills split by a spaced slash are one per blank, in order (bare);
- a fill named by what its blank's line assigns ("P('x', None) for a", "b: P(None, 'y')"), or by a
  name around its blank only ("weights 填 cpu" for the blank under "offload_weights"), fills that
  blank;
- a remark, a colon and the code ("换成这个: f(x)") is read as the code after the colon, unless the
  accepted fill holds a colon of its own (an annotation: the colon is code);
- a true/false answer whose clause repeats the claim's verb, adjective or modal with only the
  claim's own words after it ("不稳定", "能用 bf16 的", "It does support them", "it can't"), after
  a subject that is a pronoun or the claim's own ("它支持…", "Triton 内核不支持"), agrees
  or disagrees with the claim by its polarity and the claim's own (a negative claim answered "it
  does" is false), to confirm; a clause that says more, or an English verb the claims do not use, is
  not read;
- calculations of several parts: figures of different units split by a spaced slash are one per
  part ("22.9M / 97.3%"), not a division; one part's figure offered with another in words
  ("97.3%？还是 98%") leaves that part open (no credit) while the other parts stand; an answer whose
  figures are all the question's own, asked about ("rank 是 64 对吧？"), is asked again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import FLASH, LORA, SPECS, verdict_for

WRAPPED = Question(
    id="fx-wrapped",
    bank="fx",
    type=QuestionType.CODE,
    stem="补全：\n```python\ny = ____\n```",
    key="cp.checkpoint(block, h, use_reentrant=False)",
)
ANNOTATED = Question(
    id="fx-annotated",
    bank="fx",
    type=QuestionType.CODE,
    stem="补全：\n```python\ndef kernel(x_ptr, n, ____):\n    pass\n```",
    key="TILE: tl.constexpr",
)
NEGATIVE_CLAIM = Question(
    id="fx-negative-claim",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="Triton 内核不支持动态形状。",
    key="false",
)
SAFE_CLAIM = Question(
    id="fx-safe-claim",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="该优化器可稳定地用于 bf16 训练。",
    key="true",
)
DEVICES = Question(
    id="fx-devices",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        '```json\n{"offload_weights": {\n  "device": "____"},\n "offload_grads": {\n  "device": "____"}}\n```'
    ),
    key=["cpu", "nvme"],
)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (FLASH, "flash_attn_func(q, k, v, causal=True, softmax_scale=None)", Verdict.CORRECT),
        (FLASH, "flash_attn_func(q, k, v, dropout_p=0.0, softmax_scale=None, causal=True)", Verdict.CORRECT),
        (FLASH, "flash_attn_func(q, k, v, softmax_scale=0.125, causal=True)", Verdict.INCORRECT),
        (FLASH, "flash_attn_func(q, k, v, causal=False)", Verdict.INCORRECT),  # the default, not the key
        (WRAPPED, "cp.checkpoint(lambda z: block(z), h, use_reentrant=False)", Verdict.CORRECT),
        (WRAPPED, "cp.checkpoint(lambda z: block(z * 2), h, use_reentrant=False)", Verdict.INCORRECT),
        (WRAPPED, "cp.checkpoint(lambda z, w: block(w, z), h, use_reentrant=False)", Verdict.INCORRECT),
        (WRAPPED, "cp.checkpoint(lambda z: other(z), h, use_reentrant=False)", Verdict.INCORRECT),
    ],
)
def test_code_equal_in_meaning_is_equal(question: Question, answer: str, verdict: Verdict) -> None:
    assert grade(question, answer).verdict is verdict


def test_a_comment_closing_the_fill_is_no_part_of_it() -> None:
    result = grade(ANNOTATED, "TILE: tl.constexpr   # 块大小，编译期确定")
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation
    assert grade(ANNOTATED, "TILE: int  # 块大小").verdict is Verdict.INCORRECT


@pytest.mark.parametrize("answer", ["flash_attn_func(q, k,", "cp.checkpoint(block, [h,", "f(x, {'a': 1,"])
def test_a_fill_that_stops_inside_a_bracket_is_asked_again(answer: str) -> None:
    assert grade(FLASH, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("answer", "score"),
    [("cpu / nvme", 1.0), ("nvme / nvme", 0.5), ("nvme / cpu", 0.0), ("'cpu' / 'nvme'", 1.0)],
)
def test_fills_split_by_a_spaced_slash_are_one_per_blank(answer: str, score: float) -> None:
    result = grade(DEVICES, answer)
    assert result.score == score and not result.needs_confirmation


def test_fills_split_by_spaces_are_bare_but_a_lead_in_word_is_not_a_fill() -> None:
    assert not grade(DEVICES, "cpu nvme").needs_confirmation
    assert grade(DEVICES, "both nvme").needs_confirmation


def test_two_partition_specs_split_by_a_slash() -> None:
    assert grade(SPECS, "P('x', None) / P(None, 'y')").verdict is Verdict.CORRECT
    assert grade(SPECS, "P(None, 'y') / P('x', None)").verdict is Verdict.INCORRECT


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (WRAPPED, "换成带检查点的版本: cp.checkpoint(block, h, use_reentrant=False)", Verdict.CORRECT),
        (WRAPPED, "包一层 block: cp.checkpoint(block, h, use_reentrant=True)", Verdict.INCORRECT),
        (ANNOTATED, "加一个 TILE: tl.constexpr", Verdict.CORRECT),  # the colon is the annotation's
        (ANNOTATED, "加一个 SIZE: tl.constexpr", Verdict.INCORRECT),  # not its tail alone
    ],
)
def test_a_remark_and_a_colon_before_the_code(question: Question, answer: str, verdict: Verdict) -> None:
    result = grade(question, answer)
    assert result.verdict is verdict and result.needs_confirmation


@pytest.mark.parametrize(
    ("question", "answer", "truth"),
    [
        (NEGATIVE_CLAIM, "It does support them, via masks", False),  # the claim denies it: false
        (NEGATIVE_CLAIM, "it doesn't; shapes must be fixed", True),
        (NEGATIVE_CLAIM, "支持动态形状的", False),
        (NEGATIVE_CLAIM, "可以的，用 mask 就行", False),
        (SAFE_CLAIM, "不稳定，会溢出", False),
        (SAFE_CLAIM, "能用于 bf16 的", True),
        (SAFE_CLAIM, "it can't", False),
        (SAFE_CLAIM, "it can, mostly", True),
        (NEGATIVE_CLAIM, "它支持动态形状", False),  # a pronoun subject first
        (NEGATIVE_CLAIM, "Triton 内核不支持", True),  # the claim's own subject first
        (SAFE_CLAIM, "该优化器不稳定", False),
        (NEGATIVE_CLAIM, "Triton doesn't", True),  # an English clause after the claim's own subject
        (NEGATIVE_CLAIM, "Triton does support it", False),
    ],
)
def test_a_clause_repeating_the_claims_predicate_is_read_by_polarity(
    question: Question, answer: str, truth: bool
) -> None:
    result = grade(question, answer)  # truth: what the answer says of the claim
    assert result.understood.truth is truth and result.needs_confirmation
    assert result.verdict is verdict_for(question, truth)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (NEGATIVE_CLAIM, "It does run on GPUs"),  # a verb the claim does not use
        (NEGATIVE_CLAIM, "支持多卡"),  # says more than the claim
        (NEGATIVE_CLAIM, "它支持动态形状吗"),  # asks
        (NEGATIVE_CLAIM, "Triton does support loops"),  # another object than the claim's
        (SAFE_CLAIM, "it can be slow"),
        (NEGATIVE_CLAIM, "It won't"),  # a modal the claim has not
    ],
)
def test_a_clause_saying_more_than_the_claim_is_not_read(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("answer", "score"),
    [
        ("22.9M / 97.3%", 1.0),
        ("22.9M / 90%", 0.5),
        ("22.9M，97.3%？还是 98%", 0.5),  # the second part left open
        ("22.9M or 23.5M, 97.3%", 0.5),  # the first part left open
        ("22.9M，97.3%", 1.0),
    ],
)
def test_parts_split_by_a_slash_and_a_part_left_open(answer: str, score: float) -> None:
    assert grade(LORA, answer).score == score


def test_a_division_of_figures_of_one_kind_stays_a_division() -> None:
    assert grade(LORA, "45.8M / 2, 97.3%").score == 0.5  # 45.8M / 2 is an operation left undone


@pytest.mark.parametrize("answer", ["rank 是 64 对吧？", "UNet 是 860M 吗？先确认一下"])
def test_asking_about_the_questions_own_figures_is_asked_again(answer: str) -> None:
    assert grade(LORA, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("answer", "score"),
    [
        ("P(None, 'y') for b; a 我不确定", 0.5),
        ("P('x', None) for a, P(None, 'y') for b", 1.0),
        ("P(None, 'y') for b, P('x', None) for a", 1.0),  # named, in any order
        ("P('x', None) for b", 0.0),  # the right fill for the other blank
        ("a: P('x', None)；b: P(None, 'y')", 1.0),  # named with a colon
        ("b: P(None, 'y')", 0.5),
    ],
)
def test_a_fill_named_by_what_its_line_assigns(answer: str, score: float) -> None:
    assert grade(SPECS, answer).score == score


@pytest.mark.parametrize(
    ("answer", "score"),
    [
        ("weights 填 cpu，grads 填 nvme", 1.0),
        ("grads 填 nvme", 0.5),
        ("weights 设为 nvme，grads 设为 cpu", 0.0),
    ],
)
def test_a_fill_named_by_a_name_around_its_blank(answer: str, score: float) -> None:
    assert grade(DEVICES, answer).score == score
