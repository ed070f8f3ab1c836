"""Answers that correct an option's or the stem's wording, and options named by place (blind batch 91).

- An option said to be written wrongly ("B 写错了吧，应该是 15/32", "B 打错了", "B 是笔误"): whoever slipped,
  B is denied as it stands, never chosen; rewritten into a value that is no option, nothing is chosen.
  Not the option it is corrected into ("B 写错了，应该是 C": C), nor the stem corrected before a choice
  ("题目写错了吧，选 B": B, to confirm), nor "B 没写错", which denies nothing.
- An option named by its place or its length in Chinese words ("末项", "顺数第三个", "倒数第二个参数",
  "除了中间那个都对", "单数那两项", "一、三两项", "最长那个", "名字最短的"): counted in the option order or
  measured on the option texts, read to confirm. Not denied ("第三个参数不对": the noun after a place no
  longer hides the denial), miscounted ("单数那三项" of four), between options named ("A 和 C 中间那个"), a
  middle of an even count, both lengths offered ("最长还是最短那个"), nor a length where options are figures.
- Two overlapping mentions in one clause no longer raise out of the reader.
- An option faulted before the choice ("D 说的是数据竞争不是死锁，出题人放进来当干扰；A、C", "A 一看就是凑的；
  选几何级数那个 B"): ruled out, the choice after it read to confirm. Not a fault taken back ("不是干扰",
  "但也选"), a contrast that affirms the property asked, a hedge after it, nor the key called made up.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}
BUBBLE = QUESTIONS["seed002-14"]  # single: A 1/16, B 15/31 (key), C 1/32, D 1/64


@pytest.mark.parametrize(
    "answer",
    [
        "B 写错了吧，应该是 15/32",
        "B 打错了吧，应该是 15/32",
        "B 选项写错了吧，应该是 15/32",
        "B 是笔误，应该是 15/32",
        "B 写错了吧。应该是 15/32",
        "B 写错了吧，分母应该是 32",
        "B 写错了，应该是别的",
        "15/31 写错了吧，应该是 15/32",
        "B 算错了吧，应该是 15/32",
        "B 写错了吧",
    ],
)
def test_an_option_said_miswritten_is_not_chosen(answer: str) -> None:
    result = grade(BUBBLE, answer)
    assert result.verdict is not Verdict.CORRECT, result


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("B 写错了，应该是 C", ["C"]),
        ("A 写错了，应该是 B", ["B"]),
        ("题目写错了吧，选 B", ["B"]),
        ("选 B，题目写错了吧", ["B"]),
    ],
)
def test_a_correction_then_a_choice_reads_the_choice(answer: str, reading: list[str]) -> None:
    result = grade(BUBBLE, answer)
    assert result.understood.choices == reading and result.needs_confirmation, result


# ---- options named by their place or their length, in Chinese words ----

LONGEST_CODE = QUESTIONS["seed000-01"]  # single: B is the longest call (key), D the shortest
PLUGINS = QUESTIONS["seed000-15"]  # single: D customAllReducePlugin the longest, B ncclPlugin the shortest
LAST_KEY = QUESTIONS["seed001-04"]  # single: D the last (key)
THIRD_KEY = QUESTIONS["seed001-08"]  # single: C the third (key); options are figures
PARAMETERS = QUESTIONS["seed002-05"]  # single: C ppo.kl_target (key), second from the end
PAGED = QUESTIONS["seed000-23"]  # multi of five: ABDE, C the middle
DEADLOCK = QUESTIONS["seed002-33"]  # multi of four: AC, the odd places
FP8 = QUESTIONS["seed002-39"]  # multi of four: AC


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        (LONGEST_CODE, "最长那个，backend 跟 mode 都写了的", ["B"]),
        (LONGEST_CODE, "选最长的", ["B"]),
        (LONGEST_CODE, "最短那个", ["D"]),
        (PLUGINS, "名字最长的那个", ["D"]),
        (PLUGINS, "名字最短的", ["B"]),
        (LAST_KEY, "末项", ["D"]),
        (LAST_KEY, "末一项", ["D"]),
        (LAST_KEY, "最长那个", ["C"]),
        (THIRD_KEY, "顺数第三个", ["C"]),
        (THIRD_KEY, "正数第三个", ["C"]),
        (PARAMETERS, "倒数第二个参数", ["C"]),
        (PARAMETERS, "第三个参数", ["C"]),
        (PAGED, "除了中间那个都对", ["A", "B", "D", "E"]),
        (PAGED, "正中间那项", ["C"]),
        (DEADLOCK, "单数那两项", ["A", "C"]),
        (DEADLOCK, "奇数项", ["A", "C"]),
        (DEADLOCK, "双数那两项", ["B", "D"]),
        (FP8, "一、三两项", ["A", "C"]),
        (FP8, "一、三这两项", ["A", "C"]),
    ],
)
def test_an_option_named_by_place_or_length_is_read_to_confirm(
    question: Question, answer: str, reading: list[str]
) -> None:
    result = grade(question, answer)
    assert result.understood.choices == reading and result.needs_confirmation, result


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (LONGEST_CODE, "最长那个不对"),
        (LONGEST_CODE, "不选最长那个"),
        (LONGEST_CODE, "最长的不对"),
        (LONGEST_CODE, "最长还是最短那个"),
        (LAST_KEY, "末项不对"),
        (LAST_KEY, "不是末项"),
        (LAST_KEY, "期末项"),
        (THIRD_KEY, "顺数第三个不对"),
        (THIRD_KEY, "最长那个"),  # figures: a length may be the value's, read as neither
        (PARAMETERS, "第三个参数不对"),
        (PARAMETERS, "倒数第二个参数不对"),
        (PARAMETERS, "B，我的第二个选择是 C"),  # a rank of one's own, not a place and its noun
        (PAGED, "A 和 C 中间那个"),
        (PAGED, "除了中间那个，都不对"),
        (DEADLOCK, "单数那三项"),
        (DEADLOCK, "单数那两项不对"),
        (DEADLOCK, "不选单数那两项"),
        (DEADLOCK, "结果是奇数的那个"),
        (FP8, "一、三三项"),
        (FP8, "一、三两项不选"),
        (FP8, "除了一、三两项"),
        (FP8, "共一、三两项"),
    ],
)
def test_a_place_denied_miscounted_or_between_others_is_not_correct(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is not Verdict.CORRECT, result


def test_a_place_on_an_even_count_has_no_middle() -> None:
    result = grade(DEADLOCK, "中间那个")
    assert result.verdict is Verdict.INVALID, result


def test_an_overlapping_mention_does_not_break_the_reader() -> None:
    # two mentions overlapping in one clause once raised an IndexError out of ``said_of``
    result = grade(QUESTIONS["seed002-03"], "漏了 position_embedding 权重；还是 A")
    assert result.question_id == "seed002-03", result


# ---- a remark against an option's wording, then the choice ----

GEOMETRIC = QUESTIONS["seed000-06"]  # single: B (key)


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        (DEADLOCK, "D 说的是数据竞争不是死锁，出题人放进来当干扰；A、C", ["A", "C"]),
        (DEADLOCK, "D 说的是数据竞争不是死锁；A、C", ["A", "C"]),
        (DEADLOCK, "D 是数据竞争不是死锁，出题人放进来当干扰；A、C", ["A", "C"]),
        (GEOMETRIC, "A 一看就是凑的；选几何级数那个 B", ["B"]),
        (GEOMETRIC, "A 是凑数的，选 B", ["B"]),
    ],
)
def test_an_option_faulted_then_the_choice_reads_the_choice(
    question: Question, answer: str, reading: list[str]
) -> None:
    result = grade(question, answer)
    assert result.understood.choices == reading and result.needs_confirmation, result


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (DEADLOCK, "D 说的是数据竞争不是死锁，不是干扰；A、C"),
        (DEADLOCK, "D 说的是数据竞争不是死锁，但也选；A、C"),
        (DEADLOCK, "D 说的是死锁不是数据竞争；A、C"),
        (DEADLOCK, "D 说的是数据竞争不是死锁，出题人放进来当干扰；A 还是 C"),
        (GEOMETRIC, "B 是凑数的"),
        (GEOMETRIC, "B 一看就是凑的"),
    ],
)
def test_a_fault_kept_open_or_said_of_the_key_is_not_correct(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is not Verdict.CORRECT, result
