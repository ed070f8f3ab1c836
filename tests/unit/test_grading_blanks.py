"""Code questions with several blanks: one key per blank, answers matched blank by blank."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

DEVICE = Question(
    id="fx-blanks-device",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        "补全两处 `device` 的取值（`____`）。\n\n```json\n"
        '{\n  "offload_param": {"device": "____"},\n  "offload_optimizer": {"device": "____"}\n}\n```'
    ),
    key=["nvme", "nvme"],
    accepted=["nvme", '"nvme"', '"device": "nvme"'],
    points=5,
)
SPECS = Question(
    id="fx-blanks-specs",
    bank="fx",
    type=QuestionType.CODE,
    stem=(
        "补全两处 PartitionSpec（`____`，按出现顺序为空 1、空 2）。\n\n```python\n"
        "a = jax.device_put(x, NamedSharding(mesh, ____))\n"
        "b = jax.device_put(y, NamedSharding(mesh, ____))\n```"
    ),
    key=["P('x', None)", "P(None, 'y')"],
    accepted=["P('x'), P(None, 'y')", "PartitionSpec('x', None), PartitionSpec(None, 'y')"],
    points=5,
)

CASES = [
    (DEVICE, "nvme, nvme", Verdict.CORRECT),
    (DEVICE, "nvme nvme", Verdict.CORRECT),
    (DEVICE, "nvme\nnvme", Verdict.CORRECT),
    (DEVICE, '"nvme" "nvme"', Verdict.CORRECT),
    (DEVICE, "空 1：nvme 空 2：nvme", Verdict.CORRECT),
    (DEVICE, "两处均为 nvme", Verdict.CORRECT),
    (DEVICE, '"device": "nvme"', Verdict.CORRECT),
    (DEVICE, "空1 nvme；空2 cpu", Verdict.PARTIAL),
    (DEVICE, "cpu, nvme", Verdict.PARTIAL),
    (DEVICE, "cpu cpu", Verdict.INCORRECT),
    (SPECS, "P('x', None), P(None, 'y')", Verdict.CORRECT),
    (SPECS, "P('x', None) P(None, 'y')", Verdict.CORRECT),
    (SPECS, "空 2：P(None, 'y') 空 1：P('x')", Verdict.CORRECT),
    (SPECS, "`P('x', None)` 和 `P(None, 'y')`", Verdict.CORRECT),
    (SPECS, 'P("x", None)\nP(None, "y")', Verdict.CORRECT),
    (SPECS, "PartitionSpec('x'); PartitionSpec(None, 'y')", Verdict.CORRECT),
    (SPECS, "P('x', 'y'), P(None, 'y')", Verdict.PARTIAL),
    (SPECS, "P(None, 'y'), P('x', None)", Verdict.INCORRECT),
]


@pytest.mark.parametrize(("question", "answer", "verdict"), CASES, ids=[case[1] for case in CASES])
def test_each_blank_is_matched_with_its_own_variants(
    question: Question, answer: str, verdict: Verdict
) -> None:
    result = grade(question, answer)
    assert result.verdict is verdict, (answer, result.rationale)
    assert result.score == {Verdict.CORRECT: 1.0, Verdict.PARTIAL: 0.5, Verdict.INCORRECT: 0.0}[verdict]


def test_a_list_key_reads_as_one_line_for_people() -> None:
    assert SPECS.key_text == "空 1：`P('x', None)`；空 2：`P(None, 'y')`"
    assert SPECS.blanks == ["P('x', None)", "P(None, 'y')"]
    assert grade(SPECS, "P('x', 'y'), P(None, 'y')").expected == SPECS.key_text


def test_only_code_questions_with_that_many_blanks_take_a_list_key() -> None:
    with pytest.raises(ValidationError, match="only a code question"):
        Question(
            id="fx-bad-list", bank="fx", type=QuestionType.SHORT, stem="x", key=["a", "b"], key_points=["a"]
        )
    with pytest.raises(ValidationError, match="stem has 2 blanks"):
        DEVICE.model_validate({**DEVICE.model_dump(), "key": ["nvme", "nvme", "nvme"]})
    with pytest.raises(ValidationError, match="at least two blanks"):
        DEVICE.model_validate({**DEVICE.model_dump(), "key": ["nvme"]})
