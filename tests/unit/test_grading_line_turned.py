"""A correction opening a line of its own (``_line_turned``).

"A B D E\\n不对，C 也对，全选" on seed000-16 was read as C alone, and "错\\n不对，…，是对的" on seed002-44 as
错, the answer taken back: the line break did not part the denial from the answer before it as the
comma of "A B D E，不对，…" does. Read so, the correction's answer counts; a denial asked ("不对吗？"), one
standing alone at the close, and a sorted group ("不对：B D") are left as they were.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.decisions._line_turned import line_turned
from tests.helpers.curated import curated_catalog

QUESTIONS = {q.id: q for q in curated_catalog()}

# (question, first answer, correction after it, what is read then, verdict)
TURNED = [
    ("seed000-16", "A B D E", "不对，C 也对，全选", ["A", "B", "C", "D", "E"], Verdict.CORRECT),
    ("seed000-18", "A B D", "不对，B 不用改 mask，去掉 B", ["A", "D"], Verdict.CORRECT),
    ("seed000-23", "ABDE", "不对，块表是 GPU 端自己维护的，去掉 E", ["A", "B", "D"], Verdict.PARTIAL),
    ("seed000-04", "64", "不对，48", ["B"], Verdict.CORRECT),
    ("seed000-04", "64", "不是，48", ["B"], Verdict.CORRECT),
    ("seed000-04", "48", "不对不对，64", ["C"], Verdict.INCORRECT),
    ("seed000-04", "B", "不对，B 是对的", ["B"], Verdict.CORRECT),
    ("seed001-08", "C", "不对，应该是 B", ["B"], Verdict.INCORRECT),
]
TRUTHS = [
    ("seed002-42", "对", "不对，跨卡要 ring attention，这句是错的", False),
    ("seed002-44", "错", "不对，group 小了 scale 多，是对的", True),
    ("seed002-47", "是对的", "不对，DPM-Solver 是确定性 ODE，这句是错的", False),
    ("seed002-41", "错", "No, it's true", True),
]


def test_the_answer_after_a_correction_on_a_new_line_is_read_to_confirm() -> None:
    for qid, first, turn, chosen, verdict in TURNED:
        for answer in (f"{first}\n{turn}", f"{first}。\n{turn}", f"{first} \n\n{turn}"):
            graded = grade(QUESTIONS[qid], answer)
            assert (graded.understood.choices, graded.verdict) == (chosen, verdict), answer
            assert graded.needs_confirmation, answer


def test_a_true_false_answer_turned_on_a_new_line() -> None:
    for qid, first, turn, truth in TRUTHS:
        answer = f"{first}\n{turn}"
        graded = grade(QUESTIONS[qid], answer)
        assert graded.understood.truth is truth, answer
        assert graded.needs_confirmation, answer


def test_the_first_answer_is_never_kept() -> None:
    for qid, first, turn, _ in TRUTHS:
        graded = grade(QUESTIONS[qid], f"{first}\n{turn}")
        assert graded.understood.truth is not (first in ("对", "是对的")), (first, turn)


def test_other_shapes_are_left_as_they_were() -> None:
    for answer in (
        "A\n不对吗？",  # asked, not a correction
        "A B D\n不对",  # the set withdrawn, nothing turned to: read as before
        "A B D\n不对。",
        "对的：A C\n不对：B D",  # a sorted group
        "A\n不对称的那个",  # a word that opens with the denial's characters
        "B\nnote, the stem says 32",
        "B\n不知道对不对",
    ):
        assert line_turned(answer) == answer, answer


def test_a_set_withdrawn_on_a_line_alone_is_not_read() -> None:
    question = QUESTIONS["seed000-18"]
    for answer in ("A B D\n不对", "A D\n不对。", "A\n不对吗？", "A D\n不对吗？"):
        assert grade(question, answer).verdict is Verdict.INVALID, answer


def test_letters_refused_on_the_last_line_are_left_out() -> None:
    """ "A B C\\nD E 不选" (blind batch 85) is "A B C，D E 不选": the set, D and E left out, to confirm; the
    letters on the last line alone ("A B C\\nD E"), asked about or added ("也选") are read as before."""
    diversity = QUESTIONS["seed001-15"]  # multi, key ABC
    for answer, letters, verdict in (
        ("A B C\nD E 不选", ["A", "B", "C"], Verdict.CORRECT),
        ("A B C\nD、E 排除", ["A", "B", "C"], Verdict.CORRECT),
        ("A B\nC D E 不要", ["A", "B"], Verdict.INCORRECT),
    ):
        assert line_turned(answer) == answer.replace("\n", "，"), answer
        graded = grade(diversity, answer)
        assert graded.verdict is verdict and graded.understood.choices == letters, (answer, graded)
        assert graded.needs_confirmation, answer
    for kept in ("A B C\nD E", "A B C\nD E 不选吗", "A B C\nD E 也选", "A B C\n\nD E 不选 因为…"):
        assert line_turned(kept) == kept, kept
