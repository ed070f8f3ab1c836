"""Options graded one by one on their own lines (the eighty-fifth blind batch: "A：不对，那是
max-autotune\\nB：对\\nC：不对…" was read as A, "A：✓\\nB：✗\\nC：✗ 是 O(seq)" as nothing): the options
marked right by a word of truth, a tick or a cross are the answer, read to confirm; a line kept open
("不确定", "?") is left out of a multiple choice and asks again on a single one. Letters each ticked in
one run ("A✓B✓C✓D✓") grade each option too: more than a bare set, read to confirm.

The nearest wrong readings stay out, each asked again and never read by its first letter: two options
marked right on a single choice, a mark that negates ("不是不对"), a letter graded twice or that is no
option, a line with no mark or a mark of behaviour ("ok", "fail": it may be what the stem asks for), a
mark hedged or taken back ("对？", "对吧", "对，大概", "对，不对", "其实对"), a gloss naming another option
("对，比 C 好"), and a question asking for the wrong options.
"""

from __future__ import annotations

from itertools import product

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import FA2_MULTI as MULTI
from tests.helpers.choice_questions import FA2_SINGLE as SINGLE
from tests.helpers.choice_questions import FA2_WRONG_ASKED as WRONG_ASKED

RIGHT = ("对", "正确", "是", "✓", "✅", "right", "yes")
WRONG = ("错", "不对", "不是", "无关", "✗", "wrong", "no")
COLONS = ("：", ": ", " ")
GLOSSES = ("", "，只有 causal 和滑窗", "（256 封顶）", " 是 O(seq)")


def _lines(marks: dict[str, str], colon: str, gloss: str = "") -> str:
    """One line per option: its letter, the colon and its mark, a gloss after each crossed one."""
    return "\n".join(
        f"{letter}{colon}{mark}{gloss if mark in WRONG else ''}" for letter, mark in marks.items()
    )


def test_the_options_marked_right_are_read_to_confirm() -> None:
    pairs = zip(RIGHT, WRONG, strict=True)
    for index, ((right, wrong), gloss) in enumerate(product(pairs, GLOSSES)):
        colon = COLONS[index % len(COLONS)]
        multi = _lines({"A": wrong, "B": right, "C": wrong, "D": right}, colon, gloss)
        single = _lines({"A": wrong, "B": right, "C": wrong, "D": wrong}, colon, gloss)
        for question, answer, reading in ((MULTI, multi, "B、D"), (SINGLE, single, "B")):
            graded = grade(question, answer)
            assert (graded.verdict, graded.needs_confirmation, graded.reading) == (
                Verdict.CORRECT,
                True,
                reading,
            ), answer


def test_a_wrong_option_marked_right_is_graded_as_chosen() -> None:
    for answer, question, verdict, reading in (
        ("A：对\nB：错\nC：错\nD：错", SINGLE, Verdict.INCORRECT, "A"),
        ("A：对\nB：对\nC：错\nD：对", MULTI, Verdict.INCORRECT, "A、B、D"),
        ("A：错\nB：对\nC：错\nD：错", MULTI, Verdict.INCORRECT, "B"),  # all or nothing
        ("A✓B✓C✓D✓", MULTI, Verdict.INCORRECT, "A、B、C、D"),  # each ticked: graded one by one
        ("A✓ B✓ C✗ D✓", MULTI, Verdict.INCORRECT, "A、B、D"),
    ):
        graded = grade(question, answer)
        assert (graded.verdict, graded.needs_confirmation, graded.reading) == (verdict, True, reading), answer


def test_a_line_kept_open() -> None:
    for mark in ("不确定", "?", "？", "不知道", "对？", "对吧"):
        multi = grade(MULTI, f"A：错\nB：对\nC：{mark}\nD：对")  # left out: only B and D marked right
        assert (multi.verdict, multi.needs_confirmation, multi.reading) == (Verdict.CORRECT, True, "B、D"), (
            mark
        )
        single = grade(SINGLE, f"A：错\nB：对\nC：{mark}\nD：错")  # kept open: asked again
        assert (single.verdict, single.reading) == (Verdict.INVALID, ""), mark


def test_the_nearest_wrong_readings_are_asked_again() -> None:
    for question, answer in (
        (SINGLE, "A：对\nB：对\nC：错\nD：错"),  # two right on a single choice
        (SINGLE, "A：错\nB：不是不对\nC：错\nD：错"),  # a mark that negates
        (SINGLE, "A：错（不止 8 个）\nB：不是不对\nC：错\nD：错"),
        (SINGLE, "A：错\nB：对\nB：错\nD：错"),  # B graded twice
        (MULTI, "A：错\nB：对\nC：错\nB：错"),
        (SINGLE, "A：错\nB：对\nC：错\nE：错"),  # E is no option
        (SINGLE, "A：错\nB：\nC：错\nD：错"),  # B unmarked
        (SINGLE, "A: ok\nB: fail\nC: ok\nD: ok"),  # marks of behaviour
        (MULTI, "A: fail\nB: ok\nC: fail\nD: ok"),
        (SINGLE, "A：错\nB：对，比 C 好\nC：错\nD：错"),  # a gloss naming another option
        (MULTI, "A：错\nB：对\nC：错\nD：对，D 比 A 好"),
        (SINGLE, "A：错\nB：对，大概\nC：错\nD：错"),  # hedged
        (SINGLE, "A：错\nB：对，不对\nC：错\nD：错"),  # taken back
        (SINGLE, "A：错\nB：其实对\nC：错\nD：错"),
        (MULTI, "A：错\nB：对吧\nC：错\nD：对吧"),  # no option marked right
        (MULTI, "A：错\nB：错\nC：错\nD：错"),
        (WRONG_ASKED, "A：对\nB：错\nC：对\nD：错"),  # asks for the wrong ones: which verdict chooses?
    ):
        graded = grade(question, answer)
        assert (graded.verdict, graded.reading) == (Verdict.INVALID, ""), answer


def test_boxes_all_ticked_stay_a_bare_set() -> None:
    graded = grade(MULTI, "☑️A ☑️B ☑️C ☑️D")
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (
        Verdict.INCORRECT,
        False,
        "A、B、C、D",
    )
