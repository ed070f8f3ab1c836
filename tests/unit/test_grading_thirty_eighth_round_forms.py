"""The round on blind batch 38 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "答丙": a Heavenly Stem after 答 (the answer said) names its option, a reading to confirm.
- "答案落在 B 上": "落" (lands on) carries no choice, as "在" does; "不落在 B 上" is no choice of B.
- "1024 ÷ 64，每卡十六条": a last clause opening with the share of one part ("每卡", "每个 rank") is
  the result the working before it divided out.
- "BLOCK_SIZE: tl.constexpr，launch 时再传 BLOCK_SIZE=1024": a closing clause about the launch or the
  call holds the call site's code, not the blank's.
- "两处 device 都改成 nvme，路径共用 /nvme/deepspeed": after the one fill said to be every blank's, a
  value the stem's code already gives is restated, not filled.
- "a 用 P('x')，b 用 P(None, 'y')": a blank's name after a fill and a comma calls the next blank.
- "d) 26G": the letter with its own option's value written as a bare answer of its own is bare.
- "…=40960，再乘 4 乘 70……": a chain of steps closing the answer with no result is unfinished.
Each has its negative siblings, looped over every question of the type where it makes sense.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
STEMS = "甲乙丙丁戊己庚辛"


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_stem_after_da_names_its_option_to_confirm(question: Question) -> None:
    for index, label in enumerate(question.options):
        graded = grade(question, f"答{STEMS[index]}")
        assert graded.understood is not None and graded.understood.choices == [label], graded.rationale
        assert (graded.verdict is Verdict.CORRECT) is (label == question.key_text)
        assert graded.needs_confirmation
        for denied in (
            f"答{STEMS[index]}不对",
            f"不答{STEMS[index]}",
            f"答{STEMS[index]}？不对",
            f"问答{STEMS[index]}",
        ):
            assert grade(question, denied).verdict is not Verdict.CORRECT, denied


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_the_answer_landing_on_a_letter_chooses_it(question: Question) -> None:
    for label in question.options:
        graded = grade(question, f"答案落在 {label} 上")
        assert (graded.verdict is Verdict.CORRECT) is (label == question.key_text), graded.rationale
        for denied in (
            f"答案不落在 {label} 上",
            f"答案没落在 {label} 上",
            f"答案不会落在 {label} 上",
            f"答案不会在 {label} 上",
        ):
            assert grade(question, denied).verdict is not Verdict.CORRECT, denied


PER_CARD = BANK["seed000-11"]  # 1024 over 64 ranks: A "16", B "32", C "64", D "128"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("1024 ÷ 64，每卡十六条", Verdict.CORRECT),
        ("1024 ÷ 64，每卡 16", Verdict.CORRECT),
        ("1024 / 64，每个 rank 16", Verdict.CORRECT),
        ("1024 ÷ 64，每卡三十二条", Verdict.INCORRECT),
        ("1024 ÷ 64 × 2，每卡 32", Verdict.INCORRECT),
        ("1024 ÷ 64，每卡不是 16", Verdict.INVALID),
        ("1024 ÷ 64，每卡 16 不对", Verdict.INVALID),
        ("1024 ÷ 64，每卡 16 吗", Verdict.INVALID),
    ],
)
def test_a_share_per_card_closing_a_division_is_its_result(answer: str, verdict: Verdict) -> None:
    graded = grade(PER_CARD, answer)
    assert graded.verdict is verdict, graded.rationale
    assert verdict is Verdict.INVALID or graded.needs_confirmation, answer


def test_a_share_per_card_after_another_choice_is_no_second_reading() -> None:
    assert grade(PER_CARD, "C，每卡 16").verdict is not Verdict.CORRECT
    assert grade(PER_CARD, "1024 ÷ 64，每卡 16 或 32").verdict is not Verdict.CORRECT


TRITON = BANK["seed000-28"]  # one blank: BLOCK_SIZE: tl.constexpr
NVME = BANK["seed000-29"]  # two blanks, both "nvme", beside "nvme_path": "/nvme/deepspeed"
SHARDINGS = BANK["seed000-27"]  # two blanks: P('x', None) for a, P(None, 'y') for b


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (TRITON, "BLOCK_SIZE: tl.constexpr，launch 时再传 BLOCK_SIZE=1024", Verdict.CORRECT),
        (
            TRITON,
            "声明成编译期常量：BLOCK_SIZE: tl.constexpr，launch 时再传 BLOCK_SIZE=1024",
            Verdict.CORRECT,
        ),
        (TRITON, "BLOCK_SIZE: tl.constexpr，调用的时候传 BLOCK_SIZE=1024", Verdict.CORRECT),
        (TRITON, "BLOCK_SIZE: int，launch 时再传 BLOCK_SIZE=1024", Verdict.INCORRECT),
        (TRITON, "BLOCK_SIZE，launch 时声明 BLOCK_SIZE: tl.constexpr", Verdict.INCORRECT),
        (TRITON, "BLOCK_SIZE，调用时传 BLOCK_SIZE: tl.constexpr", Verdict.INCORRECT),
        (NVME, "两处 device 都改成 nvme，路径共用 /nvme/deepspeed", Verdict.CORRECT),
        (NVME, "两处 device 都改成 cpu，路径共用 /nvme/deepspeed", Verdict.INCORRECT),
        (NVME, "nvme，/nvme/deepspeed", Verdict.PARTIAL),  # no word says the one fill is both
        (NVME, "都是 /nvme/deepspeed，nvme", Verdict.PARTIAL),  # the stem's value first: a fill
        (NVME, "两处都填 /nvme/deepspeed", Verdict.INCORRECT),
        (NVME, "offload_param 填 nvme，offload_optimizer 也填 nvme", Verdict.CORRECT),
        (NVME, "offload_param 填 nvme，offload_optimizer 也填 cpu", Verdict.PARTIAL),
        (SHARDINGS, "a 用 P('x')，b 用 P(None, 'y')", Verdict.CORRECT),
        (SHARDINGS, "a 用 P('y')，b 用 P(None, 'y')", Verdict.PARTIAL),
        (SHARDINGS, "a 用 P('x')，b 用 P('x')", Verdict.PARTIAL),
        (SHARDINGS, "a 用 P('x')，b", Verdict.INCORRECT),  # the second blank named, not filled
    ],
)
def test_code_said_of_elsewhere_is_no_fill(question: Question, answer: str, verdict: Verdict) -> None:
    graded = grade(question, answer)
    assert graded.verdict is verdict, graded.rationale


SIZES = BANK["seed000-08"]  # A "35GB", B "32GB", C "28GB", D "26GB"


@pytest.mark.parametrize("dress", ["{}) {}", "{}. {}", "{} {}"])
def test_a_letter_with_its_own_value_shortened_is_bare(dress: str) -> None:
    for label, option in SIZES.options.items():
        short = option.removesuffix("B")  # "26G"
        for letter in (label, label.lower()):
            graded = grade(SIZES, dress.format(letter, short))
            assert (graded.verdict is Verdict.CORRECT) is (label == SIZES.key_text), graded.rationale
            assert graded.needs_confirmation is False, dress.format(letter, short)
        for other, text in SIZES.options.items():
            if other != label:  # a letter glossed by another option's value: both, to confirm
                graded = grade(SIZES, dress.format(label, text.removesuffix("B")))
                assert graded.verdict is not Verdict.CORRECT and graded.needs_confirmation, (label, text)


LORA = BANK["seed000-31"]  # two parts: 11.47M, 98.7%


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("每个矩阵 64×(320+320)=40960，再乘 4 乘 70……", Verdict.INVALID),
        ("每个矩阵 64×(320+320)=40960，再乘 4 乘 70", Verdict.INVALID),
        ("40960，再乘 4 乘 70 = 11.47M；98.7%", Verdict.CORRECT),
        ("11.47M（40960，乘 4 乘 70），98.7%", Verdict.CORRECT),
    ],
)
def test_a_chain_of_steps_closing_the_answer_is_unfinished(answer: str, verdict: Verdict) -> None:
    assert grade(LORA, answer).verdict is verdict, answer


MICRO = BANK["seed002-07"]  # 2048 over 64 cards and 4 steps: A "4", B "8", C "16", D "32"


@pytest.mark.parametrize("question", [PER_CARD, MICRO], ids=lambda question: question.id)
def test_a_share_per_card_opening_a_reason_is_its_answer(question: Question) -> None:
    for label, value in question.options.items():
        graded = grade(question, f"每卡 {value}，累加步数不影响这个数")
        assert (graded.verdict is Verdict.CORRECT) is (label == question.key_text), graded.rationale
        assert graded.needs_confirmation, value
        for denied in (f"每卡不是 {value}，累加另算", f"每卡 {value} 不对，累加另算", f"每卡 {value} 吗？"):
            assert grade(question, denied).verdict is not Verdict.CORRECT, denied


# an option's dotted module path that no other option shares: "nn.partitioning 里那个" names
# nn.partitioning.with_sharding_constraint, to confirm
_PATH = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*){2,}")


def _own_paths(question: Question) -> list[tuple[str, str]]:
    paths: dict[str, set[str]] = {}
    for label, option in question.options.items():
        for dotted in _PATH.findall(option):
            parts = dotted.split(".")
            for end in range(2, len(parts)):
                paths.setdefault(".".join(parts[:end]), set()).add(label)
    return [
        (path, next(iter(labels))) for path, labels in paths.items() if len(labels) == 1 and len(path) >= 4
    ]


CHOICES = [q for q in BANK.values() if q.type in (QuestionType.SINGLE, QuestionType.MULTI) and _own_paths(q)]


@pytest.mark.parametrize("question", CHOICES, ids=lambda question: question.id)
def test_an_options_own_module_path_names_it_to_confirm(question: Question) -> None:
    for path, label in _own_paths(question):
        graded = grade(question, f"{path} 里那个")
        assert graded.understood is not None and label in graded.understood.choices, (path, graded.rationale)
        assert graded.needs_confirmation, path
        right = question.key_text == label
        assert (graded.verdict is Verdict.CORRECT) is right, (path, graded.rationale)
        for denied in (f"不是 {path} 里那个", f"{path} 里那个不行", f"{path} 里那个？"):
            assert grade(question, denied).verdict is not Verdict.CORRECT, denied
