"""An answer typed without punctuation, a space for each stop (on a phone: "先看mode参数 A是max autotune不对
D只是fullgraph不改mode C的nvfuser根本不是compile后端 所以只剩B"), is read as the same answer with its
commas (blind batch 75). Left as typed, no clause ended: the rule-outs ran on into the conclusion and D
or A was read beside it.

A space parts clauses only where it plainly does: in a run of three spaced clauses at least, with a
Chinese character beside it, between two clauses (not beside a letter or figure alone), and not after a
word wanting what follows ("不是 B", "不选 B吧", "除了 B") nor before one leaning on what came before
("A和B 都不对"). A hedge, a denial, a correction or another option's words keep their reading.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._spaced_stops import spaced_stops
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}

RULED_OUT = "先看mode参数 A是max autotune不对 D只是fullgraph不改mode C的nvfuser根本不是compile后端"


@pytest.mark.parametrize(
    ("question_id", "answer", "choices"),
    [
        ("seed000-01", f"{RULED_OUT} 所以只剩B", ["B"]),
        ("seed000-01", "A不对 C不对 所以只剩B", ["B"]),
        ("seed000-19", "nn.scan是堆层用的 psum是求和 dot就是乘法 都不分片 剩BC", ["B", "C"]),
        ("seed002-07", "先算卡数8乘8是64 global除以卡数是32 哦还有梯度累加4步 再除4 是8", ["B"]),
        ("seed001-06", "坏的刚好10个 trim也是10 正数那边全被截掉了 偏差0", ["A"]),
    ],
)
def test_clauses_parted_by_spaces_read_as_with_commas(
    question_id: str, answer: str, choices: list[str]
) -> None:
    result = grade(QUESTIONS[question_id], answer)
    assert result.verdict is Verdict.CORRECT, (answer, result.verdict, result.understood)
    assert result.understood.choices == choices
    assert result.needs_confirmation


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed000-01", f"{RULED_OUT} 所以只剩D"),  # another option concluded
        ("seed000-01", f"{RULED_OUT} 所以只剩B 不对"),  # the conclusion denied after a space
        (
            "seed000-01",
            "先看mode参数 A是max autotune不对 D只是fullgraph不改mode 选B 哦不 选D",
        ),  # turned from B
        ("seed000-01", "先看mode参数 A是max autotune不对 C也不对 所以只剩fullgraph那个"),  # D by its words
        ("seed000-01", "先看mode参数 A是max autotune不对 C也不对 不是 B"),  # "不是 B" held together
        ("seed000-01", "先看mode参数 A不对 C不对 不选 B吧"),  # "不选 B吧" held together
        ("seed000-01", "先看mode参数 A不对 C不对 B和D 都不对"),  # "都不对" said of B and D
        ("seed000-01", "A不对 C不对 B还是D"),  # two held open
        ("seed000-01", "A不对 C不对 选B 还是D"),
        ("seed000-01", "A不对 C不对 除了 B"),
        ("seed000-19", "nn.scan是堆层用的 psum是求和 dot就是乘法 都不分片 剩BC 不对"),
        ("seed000-19", "nn.scan是堆层用的 psum是求和 dot就是乘法 都不分片 剩下AB"),
        ("seed000-19", "psum是求和 dot就是乘法 不选 BC"),
        ("seed000-19", "A不行 D也不行 E不行 不是 BC"),
        ("seed000-04", "B 可以 直接 pass"),  # a modal wants its verb: B ruled out
        ("seed000-04", "48 可以 直接 忽略"),
    ],
)
def test_unsafe_neighbours_are_not_read_right(question_id: str, answer: str) -> None:
    result = grade(QUESTIONS[question_id], answer)
    assert result.verdict is not Verdict.CORRECT, (answer, result.understood)


@pytest.mark.parametrize(
    ("answer", "parted"),
    [
        (
            f"{RULED_OUT} 所以只剩B",
            "先看mode参数，A是max autotune不对，D只是fullgraph不改mode C的nvfuser根本不是compile后端"
            "，所以只剩B",
        ),
        (
            "nn.scan是堆层用的 psum是求和 dot就是乘法 都不分片 剩BC",
            "nn.scan是堆层用的，psum是求和，dot就是乘法 都不分片，剩BC",
        ),
        ("不选 B吧 A也不对 C也不对", "不选 B吧，A也不对，C也不对"),  # B alone is no clause; 不选 wants it
        ("不是 第二个 也不是第三个 选第一个", "不是 第二个 也不是第三个，选第一个"),  # 不是 wants, 也 leans
        ("A和B 都不对 选C", "A和B 都不对，选C"),  # 都 leans on A和B
        ("A不对 可能 B吧 C不对", "A不对 可能 B吧，C不对"),  # 可能 wants B
    ],
)
def test_where_a_space_parts_clauses(answer: str, parted: str) -> None:
    assert spaced_stops(answer) == parted


@pytest.mark.parametrize(
    "answer",
    [
        "A不对，D只是fullgraph 所以只剩B",  # punctuated: its spaces are something else
        "A是max autotune不对 所以只剩B",  # two clauses only
        "1024除64 16",  # figures, no Chinese beside the space
        "选 B",
        "B 不对 选 C",  # letters alone beside each space
        "A不对 C不对\n所以B",
        "温度系数 τ 过大 或 未对采样概率做修正（logQ 修正）",  # brackets: punctuated
    ],
)
def test_answers_left_as_typed(answer: str) -> None:
    assert spaced_stops(answer) == answer


def test_an_options_text_keeps_its_spaces() -> None:
    kept = ["未对采样概率 做修正"]
    said = "温度系数不对 负样本也不对 未对采样概率 做修正 就是它"
    assert spaced_stops(said, kept) == "温度系数不对，负样本也不对，未对采样概率 做修正，就是它"


def test_alternatives_keep_their_spaces() -> None:
    assert spaced_stops("要么 温度系数过大 要么 没做修正") == "要么 温度系数过大 要么 没做修正"
    assert spaced_stops("温度系数过大 或者 没做修正吧") == "温度系数过大 或者 没做修正吧"
