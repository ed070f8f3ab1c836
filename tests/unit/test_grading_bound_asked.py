"""A bound on the side the stem asks for states the option (``_bound_asked``): "顶多 48" of "num_heads
最大可取以下哪个值" is 48, whatever reason follows it (blind batch 71: "头数顶多四十八，再多就爆 10G 了" was
read as no answer). Read to confirm. The colloquial "顶天", "撑死", "充其量" ("at the very most") are such
bounds too (blind batch 75: "num heads顶天四十八 再多就爆10G了" was read as no answer).

A bound of the other side ("至少 48", "48 起步", "不少于 48" of a maximum asked) states no option and is asked
again — it was read as 48 before; so are a denied or conditioned bound ("不是最多 48", "如果最多 48 的话").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._bound_asked import bound_as_asked, other_side, side_asked
from bank.model import Question
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
HEADS = QUESTIONS["seed000-04"]  # num_heads 最大可取: A 32, B 48 (key), C 64, D 80
IN_FLIGHT = QUESTIONS["seed002-18"]  # 最多允许多少个 all-gather 同时在途: A 1, B 2 (key), C 4, D 8
BATCH = QUESTIONS["seed002-20"]  # 最大 batch_size 约为: A 8, B 32, C 64 (key), D 128


@pytest.mark.parametrize(
    ("question", "answer", "letter"),
    [
        (HEADS, "头数顶多四十八，再多就爆 10G 了", "B"),
        (HEADS, "顶多 48，再多就超 10G 了", "B"),
        (HEADS, "最多也就 48，64 就爆了", "B"),
        (HEADS, "不超过 48", "B"),
        (HEADS, "头数最多 64，80 才超", "C"),
        (IN_FLIGHT, "顶多两个，限流器卡着", "B"),
        (BATCH, "batch 最多 64 左右，再大 KV 放不下", "C"),
        (HEADS, "num heads顶天四十八 再多就爆10G了", "B"),
        (HEADS, "撑死 48 个头，再多就超了", "B"),
        (HEADS, "顶天64 再多就爆10G了", "C"),
        (IN_FLIGHT, "充其量两个", "B"),
    ],
)
def test_a_bound_of_the_side_asked_states_the_option(question: Question, answer: str, letter: str) -> None:
    graded = grade(question, answer)
    assert graded.understood.choices == [letter], (answer, graded)
    assert graded.needs_confirmation, answer
    assert graded.verdict is (Verdict.CORRECT if letter == question.key else Verdict.INCORRECT)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (HEADS, "至少 48"),
        (HEADS, "最少 48"),
        (HEADS, "头数至少四十八"),
        (HEADS, "起码 48，再少不划算"),
        (HEADS, "48 起步"),
        (HEADS, "不少于 48"),
        (HEADS, "不是最多 48"),
        (HEADS, "如果最多 48 的话"),
        (HEADS, "不是顶天 48"),
        (HEADS, "如果顶天 48 的话"),
        (IN_FLIGHT, "至少 2 个"),
        (BATCH, "至少 64"),
    ],
)
def test_a_bound_of_the_other_side_or_denied_is_asked_again(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_a_bound_kept_open_beside_another_is_a_hedge() -> None:
    graded = grade(HEADS, "最多 48 吧，也可能 64")
    assert graded.verdict is Verdict.INCORRECT
    assert graded.understood.hedged


def test_the_side_asked_is_read_from_the_stem() -> None:
    assert side_asked("num_heads 最大可取以下哪个值？") == "upper"
    assert side_asked("至少需要几张卡？") == "lower"
    assert side_asked("模型体积约为：") is None
    assert side_asked("最大与最小的差约为：") is None  # both sides: every bound is a bound


def test_only_a_stem_asking_a_bound_over_figures_is_rewritten() -> None:
    figures = {"A": "32", "B": "48"}
    assert bound_as_asked("顶多 48", figures, "最大可取多少？") == "是 48"
    assert bound_as_asked("顶多 48", figures, "体积约为：") == "顶多 48"
    assert bound_as_asked("顶多 48", {"A": "不变", "B": "48"}, "最大可取多少？") == "顶多 48"
    assert bound_as_asked("至少 48", figures, "最大可取多少？") == "至少 48"


def test_a_colloquial_upper_bound_is_of_the_upper_side() -> None:
    assert not other_side("num_heads 最大可取以下哪个值？", "顶天")
    assert other_side("至少需要几张卡？", "顶天")  # a stem asking the least: the bound states no option
    assert bound_as_asked("撑死 48", {"A": "32", "B": "48"}, "最大可取多少？") == "是 48"
