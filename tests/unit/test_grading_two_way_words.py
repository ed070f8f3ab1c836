"""Words after an answer that read two ways, and words closing it that read one way (the leftovers of blind
batch 89's stop).

- A stem asking for the option that avoids a fault ("哪种组合不会触发 OOM？") asks for the right one: a fault
  said of the option chosen ("C，有问题", "C，不对的", "C，不合适") denies it and "错的是 C" rules C out,
  as on any stem asking the right one; they had read C, a wrong answer possibly graded correct.
- After a false mark offered or asked ("错吧", "错吧？", "错？", "错吗？"), a reply that is both a yes or no
  and a mark of its own ("√", "×", "对", "是的", "yes") gives false by the one and true by the other: asked
  again. "错吧 ✓" had read false and "错吧？√" true. After a true mark the two readings agree and are read.
- A step of the arithmetic asked between two letters ("C，是不是还要除以 2？B") is asked again, as between
  two figures; answered yes ("…？要，B") or concluded ("…？那就 B") the letter after it is read, to confirm.
- A blank's fill said once per blank after a denial ("是 cpu 吗？不是，nvme nvme") is the answer, as one
  fill was ("…不是，nvme").
- "就这样" closing a set of options ("C, A 就这样") says the set is complete; it had dropped A.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._choice import stem_asks
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
_OOM = _QUESTIONS["seed000-02"]  # "…哪种组合不会触发 OOM？", key C
_GROUPS = _QUESTIONS["seed002-44"]  # true/false, key true
_HEADS = _QUESTIONS["seed000-04"]  # A 32, B 48, C 64, D 80; key B
_PAGED = _QUESTIONS["seed000-23"]  # multiple choice, key ABDE
_OFFLOAD = _QUESTIONS["seed000-29"]  # two blanks, both "nvme"


@pytest.mark.parametrize(
    "answer",
    [
        *("C，有问题", "C，那段代码有问题", "C，不对的", "C，不合适", "C，有坑", "C，这个有问题", "C 有问题"),
        *("C, has issues", "错的是 C", "C，错的", "C 不行"),
    ],
)
def test_a_fault_said_of_the_option_avoiding_one_denies_it(answer: str) -> None:
    graded = grade(_OOM, answer)
    assert graded.verdict is not Verdict.CORRECT, answer
    assert "C" not in (graded.understood.choices or []), answer


@pytest.mark.parametrize(
    "answer", ["C，没问题", "C，对的", "C，A 有问题", "C，其他都会 OOM", "错的是 A，选 C", "A 不行，C"]
)
def test_the_option_kept_beside_a_fault_of_another_is_read(answer: str) -> None:
    graded = grade(_OOM, answer)
    assert graded.understood.choices == ["C"] and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    ("stem", "asks_right"),
    [
        ("以下哪种组合不会触发 OOM？", True),
        ("哪项配置不会报错？", True),
        ("Which setting won't crash?", True),
        ("以下说法错误的是", False),
        ("以下哪项不能提升吞吐？", False),
        ("以下哪项不会影响精度？", False),
        ("Which of the following is NOT supported?", False),
    ],
)
def test_only_a_fault_avoided_makes_a_negated_stem_ask_the_right_one(stem: str, asks_right: bool) -> None:
    assert stem_asks(stem)[1] is asks_right


@pytest.mark.parametrize(
    "answer",
    [
        *("错吧 ✓", "错吧 √", "错吧？√", "错吧? ✓", "错吧 ✓✓", "错吧？×", "错吧 ×", "×吧 √", "×吧？√"),
        *("不对吧 ✓", "不对吧？√", "错的吧？√", "应该是错的吧 ✓", "false吧 ✓", "false 吧 ✓", "F 吧 ✓"),
        *(
            "错？√",
            "错吗？√",
            "false? ✓",
            "错吧？对",
            "错？对",
            "错吗？对",
            "错吧？是的",
            "错吧？yes",
            "错吧，对",
        ),
    ],
)
def test_a_reply_reading_two_ways_after_a_false_mark_is_asked_again(answer: str) -> None:
    graded = grade(_GROUPS, answer)
    assert graded.verdict is Verdict.INVALID and graded.understood.truth is None, answer


@pytest.mark.parametrize(
    ("answer", "truth"),
    [
        *(("对吧 ✓", True), ("对吧？√", True), ("对吧 ×", False), ("对吧？×", False), ("true吧 ✓", True)),
        *(("对吧 ✓✓", True), ("错吧？错", False), ("错吧", False), ("false吧", False)),
        # a yes or no to "…吗？" reads as that reply; a word that is only a mark corrects
        *(("错吗？不是", True), ("错吗？是", False), ("false? no", True), ("对吧？不对", False)),
        *(("false? true", True), ("错吧？不对，是对的", True)),
    ],
)
def test_a_reply_reading_one_way_is_read(answer: str, truth: bool) -> None:
    graded = grade(_GROUPS, answer)
    assert graded.understood.truth is truth and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        *(
            "C，是不是还要除以 2？B",
            "C。是不是还要除以 2？B",
            "C，要不要除以 2？B",
            "C，是不是还要除以 2？B 吧",
        ),
        *("C，是不是还要除以 2？不用，B", "C，要乘 2 吗，B"),
    ],
)
def test_a_step_asked_between_two_letters_is_asked_again(answer: str) -> None:
    assert grade(_HEADS, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("answer", "choice"),
    [
        *(
            ("C，是不是还要除以 2？那就 B", "B"),
            ("C，是不是还要除以2？是的，B", "B"),
            ("C，要乘 2 吗？要，B", "B"),
        ),
        *(("C，是不是还要除以 2？不用，C", "C"), ("B，要乘 2 吗？不用", "B"), ("C，漏了 4 个张量？B", "B")),
    ],
)
def test_a_step_answered_or_concluded_reads_the_letter_after_it(answer: str, choice: str) -> None:
    graded = grade(_HEADS, answer)
    assert graded.understood.choices == [choice] and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "是 cpu 吗？不是，nvme nvme",
        "cpu 吗？不是，nvme nvme",
        "cpu？不，nvme nvme",
        "是 cpu 吗？不是，nvme, nvme",
    ],
)
def test_a_fill_said_per_blank_after_a_denial_is_the_answer(answer: str) -> None:
    graded = grade(_OFFLOAD, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer", ["是 nvme 吗？不是，cpu cpu", "nvme nvme？不对，cpu cpu", "是 cpu 吗？不是，not sure"]
)
def test_a_fill_denied_or_left_unsaid_is_never_correct(answer: str) -> None:
    assert grade(_OFFLOAD, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    ("answer", "choices"),
    [
        *(("C, A 就这样", ["A", "C"]), ("A, B 就这样", ["A", "B"]), ("B, A 就这样了", ["A", "B"])),
        *(("A, B, D, E 就这样", ["A", "B", "D", "E"]), ("A, B, D, E 就这样吧", ["A", "B", "D", "E"])),
        *(("A、B 就这样，C 不对", ["A", "B"]), ("ABDE 就这些", ["A", "B", "D", "E"])),
    ],
)
def test_a_set_closed_as_complete_keeps_every_option(answer: str, choices: list[str]) -> None:
    graded = grade(_PAGED, answer)
    assert graded.understood.choices == choices and graded.needs_confirmation, answer
