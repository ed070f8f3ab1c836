"""Product names that start with an option's letter ("A100", "A 100", "H 800") and the article "A"
are no options (issue 30, leftovers of the twelfth blind batch), on a fixture question in words of
its own.

- a capital, a space and a two- or three-digit model number, with no unit after it ("A 100 上",
  "H 800 集群"), is a name, not a letter: the letter chosen elsewhere in the answer is the answer;
- after a choosing word ("选 A 100") the letter stays a letter, and a figure with a unit or a
  decimal ("C 28GB", "B 37.5") is an option's value beside its letter, as before;
- a name glued to its number ("A100") and a sentence-initial article ("A brain-float format") do not
  stop the model of meaning from proposing a reading.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._meaning import propose
from bank.model import Question, QuestionType

PRECISION = Question(
    id="fx-precision",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="在没有 FP8 张量核的 GPU 上训练，最稳妥的混合精度设置是？",
    options={"A": "fp16 + 动态 loss scaling", "B": "bf16", "C": "纯 fp32", "D": "fp8 + 延迟缩放"},
    key="B",
)


@pytest.mark.parametrize(
    "answer",
    [
        "在 A 100 上跑的话选 B",
        "H 800 集群上也是 B",
        "B，在 A 100 上测过",
        "V 100 不支持 bf16 吗？那 A 100 上选 B",
    ],
)
def test_a_spaced_model_number_is_no_option(answer: str) -> None:
    graded = grade(PRECISION, answer)
    assert graded.reading == "B", answer


@pytest.mark.parametrize(("answer", "reading"), [("选 A 100", "A"), ("C 28GB 吧", "C"), ("A 12.5", "A")])
def test_a_letter_before_a_figure_is_still_a_letter(answer: str, reading: str) -> None:
    assert grade(PRECISION, answer).reading == reading


def test_a_glued_model_number_does_not_speak_against_a_reading() -> None:
    def leaning_to_bf16(texts: object, options: object) -> list[list[float]]:
        return [[0.80, 0.95, 0.80, 0.80] for _ in texts]  # type: ignore[attr-defined]

    proposed = propose("A100 上用脑浮点那个", PRECISION.options, leaning_to_bf16)
    assert proposed == {"B"}
    assert grade(PRECISION, "A100 上用脑浮点那个", similarity=leaning_to_bf16).verdict is Verdict.CORRECT


def test_a_sentence_initial_article_does_not_speak_against_a_reading() -> None:
    def leaning_to_bf16(texts: object, options: object) -> list[list[float]]:
        return [[0.80, 0.95, 0.80, 0.80] for _ in texts]  # type: ignore[attr-defined]

    assert propose("A brain-float format with fp32 range", PRECISION.options, leaning_to_bf16) == {"B"}
    assert propose("A and B both work", PRECISION.options, leaning_to_bf16) == frozenset()  # letters
