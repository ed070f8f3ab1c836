"""Give-ups said as no experience or no guess (issue 30: the fifty-seventh blind batch's "trt-llm 这块没经
验，猜都不想猜" and "RLHF 我没搞过 不好说", read as no answer): not having done the topic ("没搞过", "没经
验"), refusing even a guess ("猜都不想猜"), and "不好说" closing such a clause — also after a space, as a
comma — are a give-up: incorrect, never waiting for confirmation.

The nearest wrong readings stay out: an option named beside these words is read and graded as an answer
(never the give-up; the key named so is tentative, to confirm, as before), "不好说" alone doubts and is
asked again, and a guess after the give-up is read as that guess.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

ENGINE = Question(
    id="fx-no-experience",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="TensorRT-LLM 里开启 in-flight batching 需要哪个配置？",
    options={
        "A": "gpt_attention_plugin",
        "B": "remove_input_padding=False",
        "C": "use_fp8",
        "D": "max_beam_width=4",
    },
    key="A",
)


@pytest.mark.parametrize(
    "answer",
    [
        "trt-llm 这块没经验，猜都不想猜",
        "没经验",
        "猜都不想猜",
        "TensorRT-LLM 我没搞过 不好说",
        "这块我没弄过，不好说",
    ],
)
def test_no_experience_or_no_guess_is_a_give_up(answer: str) -> None:
    graded = grade(ENGINE, answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.INCORRECT, False), answer


@pytest.mark.parametrize("answer", ["没经验，但我猜 B", "B，猜都不想猜", "B 不好说"])
def test_an_option_named_beside_them_is_read_and_never_the_key(answer: str) -> None:
    graded = grade(ENGINE, answer)
    assert graded.verdict is Verdict.INCORRECT, answer
    assert graded.understood.choices == ["B"], answer


@pytest.mark.parametrize("answer", ["A，不好说", "A，猜都不想猜"])
def test_the_key_named_with_a_doubt_waits_for_confirmation(answer: str) -> None:
    graded = grade(ENGINE, answer)  # tentative, as "A 吧" is: read, and confirmed by the candidate
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer


def test_a_doubt_alone_is_asked_again() -> None:
    assert grade(ENGINE, "不好说").verdict is Verdict.INVALID
