"""A name an option writes with its words joined (blind batch 75) is the same name however they are
joined: by a hyphen ("All-gather") run together, spaced or by an underscore ("allgather", "all gather",
"all_gather"); in camelCase ("ncclAllReduce") spaced ("nccl allreduce"). Read to confirm, as a name is;
never inside a longer word, and denied or offered beside another as any name is. Typed with a space for
its hyphen alone ("all gather"), it is the option's own name written back, bare as the name is
(seen/blind-75.yaml: "adaLN zero 和 patch 2").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

COLLECTIVES = Question(
    id="fx-collectives",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="参数切到 128 张卡上并开启 offload，以下哪项指标几乎不受 PCIe 带宽限制？",
    options={
        "A": "All-gather 时延",
        "B": "Reduce-scatter 时延",
        "C": "写盘吞吐量",
        "D": "Gradient norm 计算",
    },
    key="D",
)

CAPTURE = Question(
    id="fx-capture",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="录制 CUDA Graph 时，以下哪项调用会导致 capture 失败？",
    options={
        "A": "cublasGemmEx",
        "B": "cudaStreamSynchronize（对正在捕获的 stream）",
        "C": "ncclAllReduce",
        "D": "cudaMemcpyAsync（设备到设备）",
    },
    key="B",
)


def _reading(question: Question, answer: str) -> tuple[Verdict, bool, str | None]:
    graded = grade(question, answer)
    return graded.verdict, graded.needs_confirmation, graded.reading


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("allgather", "A"),
        ("allgather？", "A"),
        ("all_gather 时延", "A"),
        ("reducescatter", "B"),
        ("Reduce scatter 那个", "B"),
    ],
)
def test_a_hyphenated_name_run_together_or_spaced_names_its_option(answer: str, reading: str) -> None:
    assert _reading(COLLECTIVES, answer) == (Verdict.INCORRECT, True, reading)


def test_a_hyphen_typed_as_a_space_is_the_bare_name() -> None:
    assert _reading(COLLECTIVES, "all gather") == (Verdict.INCORRECT, False, "A")
    assert _reading(COLLECTIVES, "all gather 吧")[1] is True  # a tentative word: to confirm


@pytest.mark.parametrize(
    "answer",
    [
        "allgatherv",  # a longer word
        "不是allgather",  # denied
        "all gather 还是 reduce scatter",  # two offered
        "allgather 吧，也可能 reducescatter",  # hedged
    ],
)
def test_a_hyphenated_name_run_together_is_read_no_further_than_its_name(answer: str) -> None:
    assert _reading(COLLECTIVES, answer)[0] is not Verdict.CORRECT
    assert _reading(COLLECTIVES, answer)[2] not in ("A", "B")


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("nccl allreduce", "C"),
        ("nccl all reduce 吧", "C"),
        ("nccl allreduce 跨卡的应该进不了graph吧", "C"),
        ("cuda stream synchronize", "B"),
        ("cublas gemm ex", "A"),
    ],
)
def test_a_camel_case_name_with_its_words_spaced_names_its_option(answer: str, reading: str) -> None:
    verdict, confirm, read = _reading(CAPTURE, answer)
    assert (read, confirm) == (reading, True)
    assert verdict is (Verdict.CORRECT if reading == "B" else Verdict.INCORRECT)


@pytest.mark.parametrize(
    "answer",
    [
        "不是nccl allreduce",  # denied
        "ncclallreducex",  # a longer word
        "nccl allreduce 还是 cuda stream synchronize",  # two offered
    ],
)
def test_a_camel_case_name_spaced_is_read_no_further_than_its_name(answer: str) -> None:
    verdict, _, read = _reading(CAPTURE, answer)
    assert verdict is not Verdict.CORRECT and read not in ("B", "C")
