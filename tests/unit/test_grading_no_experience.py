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
from tests.helpers.curated import curated_catalog

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


# issue 30 (review of the give-ups): a give-up beside the claim's own verdict, parted by a space, is no
# give-up: "支持 没经验" says 支持, and is asked again, never an incorrect give-up (nor read as the verdict)
@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed002-48", "支持 没经验"),
        ("seed002-48", "支持的 没弄过"),
        ("seed002-48", "猜不了 应该支持"),
        ("seed002-48", "不想猜 肯定支持"),
        ("seed002-48", "不支持 没经验"),
        ("seed002-45", "不想猜 支持吧"),
        ("seed002-45", "猜不了 我觉得支持"),
        ("seed002-45", "支持 没搞过"),
    ],
)
def test_a_give_up_beside_the_claims_verdict_is_asked_again(question_id: str, answer: str) -> None:
    question = next(q for q in curated_catalog() if q.id == question_id)
    assert grade(question, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("answer", "verdict"), [("不想猜，支持", Verdict.CORRECT), ("没经验", Verdict.INCORRECT)]
)
def test_a_verdict_after_a_comma_and_a_give_up_alone_read_as_before(answer: str, verdict: Verdict) -> None:
    question = next(q for q in curated_catalog() if q.id == "seed002-45")  # true: 支持
    assert grade(question, answer).verdict is verdict, answer
