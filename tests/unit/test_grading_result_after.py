"""A figure the answer opens with, then another it states as its result (``_result_after``).

Found by the seventh red team: "464 GB，结果是 232 GB", "464 GB，答案是 232 GB", "464 GB，最终 232 GB",
"464 GB，我算的是 232" on seed000-30 (the KV cache: 464 GB) were read as 464 GB, the key, to confirm —
the opening figure was taken as the one committed to, and the result stated after it let go. The stated
result is read now; a conversion, a copula or a part said after the opening figure is not a result.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
KV_CACHE = QUESTIONS["seed000-30"]  # 464 GB


# a lead naming the result; then one concluding (found at the last stop: "232 GB，所以 464 GB" read as 232 GB)
@pytest.mark.parametrize(
    "lead",
    [
        "结果是",
        "答案是",
        "最终",
        "算出来",
        "我得到",
        "我算的是",
        "但我算的是",
        "所以",
        "所以是",
        "最后",
        "应该是",
        "因此",
    ],
)
@pytest.mark.parametrize("unit", [" GB", ""])
def test_a_result_stated_after_the_opening_figure_is_the_answer(lead: str, unit: str) -> None:
    graded = grade(KV_CACHE, f"464 GB，{lead} 232{unit}")
    assert graded.verdict is Verdict.INCORRECT, (lead, graded)
    assert graded.reading.startswith("232"), (lead, graded.reading)
    # the nearest right sentence: the key stated after a wrong opening figure (without its unit, half)
    right = grade(KV_CACHE, f"232 GB，{lead} 464{unit}")
    assert right.verdict is (Verdict.CORRECT if unit else Verdict.PARTIAL), (lead, right)
    assert right.reading.startswith("464") and right.needs_confirmation, (lead, right)


@pytest.mark.parametrize(
    "answer",
    ["464 GB，结果是 464 GB", "464 GB，也就是 432 GiB", "464 GB，换成 GiB 是 432", "464 GB，每层 4.83 GB",
     "464 GB，K 和 V 各 232 GB", "464 GB，其中 K 是 232 GB", "464 GB，所以约 432 GiB"],
)  # fmt: skip
def test_what_says_more_of_the_opening_figure_keeps_it(answer: str) -> None:
    assert grade(KV_CACHE, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer",
    ["464 GB，结果大概是 232 GB", "464 GB，答案应该是 232 GB", "464 GB，结果可能是 232", "464 GB，最后是 232",
     "464 GB，最后结果 232 GB", "464 GB，答案是 464 MB", "464 GB，结果是 464 GiB"],
)  # fmt: skip
def test_a_result_hedged_named_by_最后_or_in_another_unit_is_the_answer(answer: str) -> None:
    # found by the red team: each read as 464 GB, the key, to confirm
    graded = grade(KV_CACHE, answer)
    assert graded.verdict is Verdict.INCORRECT, (answer, graded)
    assert not graded.reading.startswith("464 GB"), (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    ["232 GB，结果大概是 464 GB", "232 GB，最后是 464 GB", "464 GB，结果是 464", "464 GB，最后一层 4.83 GB",
     "464 GB，结果大概是 464 GB"],
)  # fmt: skip
def test_the_key_hedged_or_restated_without_its_unit_reads_right(answer: str) -> None:
    graded = grade(KV_CACHE, answer)
    assert graded.verdict is Verdict.CORRECT, (answer, graded)
    assert graded.reading.startswith("464"), (answer, graded.reading)


LORA = QUESTIONS["seed000-31"]  # 11.47 M parameters, 98.7 % saved
# (question, the key's figure, another of its kind) for every calculation
RIVALS = [(KV_CACHE, "464 GB", "232 GB"), (KV_CACHE, "464 GB", "928 GB"), (LORA, "11.47M", "22.9M")]


@pytest.mark.parametrize(("question", "key", "other"), RIVALS)
@pytest.mark.parametrize(
    "form", ["{}，{}", "{} {}", "{}；{}", "答案是 {}，答案是 {}", "结果 {}，结果 {}", "约 {}，约 {}"]
)
def test_two_figures_stated_alike_are_asked_again(
    question: Question, key: str, other: str, form: str
) -> None:
    """Found at the last stop: "464 GB，232 GB" read as 464 GB, bare, and "答案是 32，答案是 48" as 48 —
    two figures of one part, each stated as the answer alike, no word saying which is final."""
    for first, second in ((key, other), (other, key)):
        graded = grade(question, form.format(first, second))
        assert graded.verdict is Verdict.INVALID, (form, first, second, graded.reading)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("答案是 32，答案是 48", Verdict.INVALID),
        ("464 GB，232 GB，928 GB", Verdict.INVALID),
        ("464 GB，最终 232 GB", Verdict.INCORRECT),  # a word singles the later out
        ("232 GB，最终 464 GB", Verdict.CORRECT),
        ("464 GB，答案是 232 GB", Verdict.INCORRECT),
        ("464 GB，432 GiB", Verdict.CORRECT),  # a conversion: one figure
        ("464 GB，464", Verdict.CORRECT),  # the unit left off: the same figure
        ("464 GB，464 GB", Verdict.CORRECT),
        ("464 GB，每层 4.83 GB", Verdict.CORRECT),  # a part of it, the readers'
        ("464 GB 不对，232 GB", Verdict.INCORRECT),  # the first denied
    ],
)
def test_the_nearest_sentences_keep_their_reading(answer: str, verdict: Verdict) -> None:
    assert grade(KV_CACHE, answer).verdict is verdict, answer


@pytest.mark.parametrize("answer", ["11.47M，98.7%", "11.47M 98.7%", "答案是 11.47M，答案是 98.7%"])
def test_figures_of_two_parts_are_no_rivals(answer: str) -> None:
    assert grade(LORA, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize("lead", ["最终", "所以", "最后", "答案是"])
def test_a_result_in_bits_after_the_opening_figure_in_bytes_is_the_answer(lead: str) -> None:
    """ "464 GB，最终 464 Gb" was read as 464 GB, the key, to confirm: "Gb" and "GB" are one unit to a
    case-blind comparison, so the later was taken for the opening restated. Gigabits are another unit."""
    graded = grade(KV_CACHE, f"464 GB，{lead} 464 Gb")
    assert graded.verdict is Verdict.INCORRECT and graded.reading.startswith("464 Gb"), (lead, graded.reading)
    assert grade(KV_CACHE, f"464 GB，{lead} 464 gb").verdict is Verdict.CORRECT, (
        lead
    )  # "gb": as people write GB
