"""A code fill written as the blank's whole line with a type annotation the stem's line lacks ("out:
torch.Tensor = f(x)" for "out = ____"): read as the plain line, graded by its value — right when the
value is right, wrong when it is wrong, and read as written for another name or in a class body (where
an annotation may make a dataclass field).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
ANNOTATIONS = ("torch.Tensor", "Tensor", "'torch.Tensor'", "Optional[torch.Tensor]")
CASES = (  # question, right value, wrong values
    (
        "seed000-26",
        "flash_attn_func(q, k, v, causal=True)",
        ("flash_attn_func(q, k, v)", "F.scaled_dot_product_attention(q, k, v, is_causal=True)"),
    ),
    (
        "seed001-16",
        "torch.matmul(q, k.unsqueeze(2).transpose(-1, -2)) * scale",
        ("torch.matmul(q, k.transpose(-1, -2)) * scale", "torch.einsum('bkgid,bkjd->bkgji', q, k) * scale"),
    ),
)
FIELD = Question(
    id="fx-field",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\n@dataclass\nclass Config:\n    lr = ____\n```",
    key="3e-4",
)


def test_an_annotated_line_is_read_by_its_value() -> None:
    for qid, right, wrongs in CASES:
        question = BANK[qid]
        target = "out" if qid == "seed000-26" else "scores"
        for annotation in ANNOTATIONS:
            answer = f"{target}: {annotation} = {right}"
            graded = grade(question, answer)
            assert graded.verdict is Verdict.CORRECT, answer
            assert not graded.needs_confirmation, answer
            for wrong in wrongs:
                answer = f"{target}: {annotation} = {wrong}"
                assert grade(question, answer).verdict is not Verdict.CORRECT, answer


def test_another_name_or_a_class_body_is_read_as_written() -> None:
    for answer in ("x: torch.Tensor = flash_attn_func(q, k, v, causal=True)", "out: torch.Tensor"):
        assert grade(BANK["seed000-26"], answer).verdict is not Verdict.CORRECT, answer
    assert grade(FIELD, "lr = 3e-4").verdict is Verdict.CORRECT
    assert grade(FIELD, "lr: float = 3e-4").verdict is not Verdict.CORRECT


def test_a_parameter_annotated_in_words_is_read_as_written_so() -> None:
    triton = BANK["seed000-28"]  # BLOCK_SIZE: tl.constexpr
    right = ("constexpr", "tl.constexpr", "triton.language.constexpr")
    for shape in (
        "{}（类型标成 {}）",
        "{}，类型是 {}",
        "{} 声明为 {}",
        "{} annotated as {}",
        "{} 标注为 {}",
        "{}，类型注解写 {}",
        "{} 注解写 {}",
    ):
        for kind in right:
            answer = shape.format("BLOCK_SIZE", kind)
            assert grade(triton, answer).verdict is Verdict.CORRECT, answer
        for name, kind in (("BLOCK_SIZE", "int"), ("BLOCK_SIZE", "tl.int64"), ("N", "constexpr")):
            answer = shape.format(name, kind)
            assert grade(triton, answer).verdict is not Verdict.CORRECT, answer
    for answer in (  # a denial, a doubt, a question: not the annotation said
        "BLOCK_SIZE（类型不标成 constexpr）",
        "BLOCK_SIZE（类型别标成 constexpr）",
        "BLOCK_SIZE（类型标成 constexpr 吧）",
        "BLOCK_SIZE（类型标成 constexpr？）",
        "BLOCK_SIZE（类型标成 constexpr 不确定）",
    ):
        assert grade(triton, answer).verdict is not Verdict.CORRECT, answer
