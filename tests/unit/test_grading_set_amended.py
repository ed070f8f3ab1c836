"""A set, a denial, then edits to that set (``_set_amended``).

"A B D\\n不对，UniPC 也是同一条 ODE，加上 E" on seed001-12 was asked again, "C，不对，A 也要" on seed002-39
read as A alone and "A B D，不对，加上 E" as E alone: the edit read as the whole answer. The edits apply
to the first set, in order, to confirm; where one cannot be read safely (a reason naming an option not
edited, a hedge, a question, another turn) the answer is asked again, never a set the candidate did not
mean.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.choice._set_amended import set_amended
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}
FIVE = {letter: f"option {letter}" for letter in "ABCDE"}

# (first set, the edits after the denial, the set read)
AMENDED = [
    ("A B D", "UniPC 也是同一条 ODE，加上 E", "ABDE"),
    ("A B D", "加上 E", "ABDE"),
    ("ABD", "再加上 C 和 E", "ABCDE"),
    ("C", "A 也要，加上 A", "AC"),
    ("C", "A 也要", "AC"),
    ("C", "A 也对", "AC"),
    ("A、C", "B 也会，阈值大了会卡住", "ABC"),
    ("A B C", "长度也算，全选", "ABCDE"),
    ("A B D E", "C 也对，全选", "ABCDE"),
    ("A B D", "B 不用改 mask，去掉 B", "AD"),
    ("ABDE", "块表是 GPU 端自己维护的，去掉 E", "ABD"),
    ("ABCD", "去掉 B D", "AC"),
    ("ABC", "全选，去掉 E", "ABCD"),
    ("ABD", "C 也算", "ABCD"),
]
ASKED_AGAIN = [
    ("C", "A 也许要，加上 A"),  # a hedge in a reason
    ("C", "B 是错的，加上 B"),  # an option added and said against
    ("C", "B 也要，D 不确定"),  # a doubt
    ("A B D", "E 是对的，加上 C"),  # an option named and not edited
    ("A B D", "option E 也是同一条 ODE，加上 C"),  # another option's content
    ("A C", "去掉 A，去掉 C"),  # nothing left
    ("A B", "C 也要，不过 D 得看情况"),  # a turn
    ("A B", "等等，C 也要"),  # another correction
]


def test_the_edits_apply_to_the_first_set() -> None:
    stem = "以下哪些说法正确？"
    for first, edits in ((f, e) for f, e, _ in AMENDED):
        for joint in ("，不对，", "。不对不对，", ", no, "):
            text = f"{first}{joint}{edits}"
            read = next(s for f, e, s in AMENDED if (f, e) == (first, edits))
            assert set_amended(stem, FIVE, text) == read, text


def test_an_edit_that_cannot_be_read_safely_is_asked_again() -> None:
    for first, edits in ASKED_AGAIN:
        text = f"{first}，不对，{edits}"
        assert set_amended("以下哪些说法正确？", FIVE, text) == "", text


def test_an_also_on_a_stem_asking_the_wrong_ones_is_asked_again() -> None:
    assert set_amended("以下哪些说法不正确？", FIVE, "C，不对，A 也对") == ""
    assert set_amended("以下哪些说法不正确？", FIVE, "ABD，不对，去掉 B") == "AD"


def test_no_edit_is_left_to_the_readers() -> None:
    for text in (
        "C，不对，应该是 A",
        "C，不对，A",
        "A B D，不对",
        "A B D，不对吗？加上 E",
        "A B D，加上 E",
        "B 也对",
    ):
        assert set_amended("以下哪些说法正确？", FIVE, text) is None, text


def test_the_labelled_corrections_read_to_confirm() -> None:
    for qid, answer, chosen, verdict in (
        ("seed001-12", "A B D\n不对，UniPC 也是同一条 ODE，加上 E", ["A", "B", "D", "E"], Verdict.CORRECT),
        ("seed002-39", "C\n不对，A 也要，加上 A", ["A", "C"], Verdict.CORRECT),
        ("seed002-39", "C，不对，A 也要", ["A", "C"], Verdict.CORRECT),
        ("seed002-38", "A B C\n不对，长度也算，全选", ["A", "B", "C", "D"], Verdict.CORRECT),
        ("seed002-33", "A、C\n不对，B 也会，LL 阈值大了会卡住", ["A", "B", "C"], Verdict.INCORRECT),
        ("seed000-23", "ABDE\n不对，块表是 GPU 端自己维护的，去掉 E", ["A", "B", "D"], Verdict.PARTIAL),
    ):
        graded = grade(QUESTIONS[qid], answer)
        assert (graded.understood.choices, graded.verdict) == (chosen, verdict), answer
        assert graded.needs_confirmation, answer


def test_an_edit_is_never_read_alone() -> None:
    question = QUESTIONS["seed001-12"]
    for answer in (
        "A B D，不对，加上 E",
        "A B D\n不对，加上 E",
        "A B D，不对，UniPC 也是同一条 ODE，加上 C",
        "A B D，不对，E 也要吗",
        "A B D，不对，加上 E？",
    ):
        assert grade(question, answer).understood.choices != ["E"], answer
        assert grade(question, answer).understood.choices != ["C"], answer
