"""Review-comment answers (blind batch 83, decided on 7 December): an approval opening the answer
("LGTM on B", "Approve C", "ship A", "+1 on A, D", "LGTM all four") chooses what it names up to its
clause's end, read to confirm; options named only in a nit or a reason after it are not chosen, and a
nit withholding an option leaves it out. Before, the nit's option was read ("LGTM B. nit: C …" read C)
or nothing was. The unsafe neighbours are asked again or left as they read: an approval taken back or
turned in the aside ("nit: actually C", "nit: 其实 C 才对", "also D", "wait no"), one approved then
doubted, a list that goes on past the set ("LGTM A, D but not E"), an approval asked or denied
("LGTM? not sure, B or C", "not LGTM on B", "request changes on B").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.choice_questions import CODE_OPTIONS, MULTI, SIZES


def test_the_option_approved_is_chosen_and_a_nits_options_are_not() -> None:
    for answer, chosen in [
        ("LGTM on B. nit: backend='inductor' 写不写都一样", ["B"]),
        ("Approve B; nit: D only adds fullgraph", ["B"]),
        ("ship B. nit: C 在老版本上会挂，新版没事", ["B"]),
        ("LGTM B, explicit mode is cleaner", ["B"]),
        ("Approve B, ship it", ["B"]),
        ("+1 on B", ["B"]),
        ("LGTM on b", ["B"]),
        ("LGTM D. nit: B 也写了 mode，但不是 fullgraph", ["D"]),
        ("approve A: max-autotune 更快", ["A"]),
    ]:
        graded = grade(CODE_OPTIONS, answer)
        assert graded.understood.choices == chosen, answer
        assert graded.needs_confirmation, answer
        assert (graded.verdict is Verdict.CORRECT) is (chosen == ["B"]), answer


def test_a_set_approved_is_the_set_and_a_withheld_option_is_left_out() -> None:
    for answer, chosen in [
        ("LGTM A, C, D. nit: B 只是吞吐更高", "ACD"),
        ("LGTM A/C/D", "ACD"),
        ("Ship A C D. nit: B 存疑，先不 approve", "ACD"),
        ("LGTM on A and D. nit: C — 省显存但不是主因", "AD"),
        ("LGTM all four", "ABCD"),
        ("+1 on A, C. nit: D 是精度问题不是显存", "AC"),
    ]:
        graded = grade(MULTI, answer)
        assert "".join(graded.understood.choices or []) == chosen, answer
        assert graded.needs_confirmation, answer
        assert (graded.verdict is Verdict.CORRECT) is (chosen == "ACD"), answer


def test_an_option_approved_by_its_text_or_figure_is_read_to_confirm() -> None:
    for answer, chosen in [
        ("LGTM 26GB, fits on one card", ["D"]),
        ("LGTM 35GB. nit: scales add a bit", ["A"]),
        ("LGTM D (26GB). nit: group size adds a bit", ["D"]),
    ]:
        graded = grade(SIZES, answer)
        assert graded.understood.choices == chosen, answer
        assert graded.needs_confirmation, answer


def test_an_approval_taken_back_turned_or_doubted_is_asked_again() -> None:
    for question, answer in [
        (CODE_OPTIONS, "LGTM on B. nit: actually C"),
        (CODE_OPTIONS, "LGTM on D. nit: actually B"),
        (CODE_OPTIONS, "LGTM on D. nit: 其实 B 才对"),
        (CODE_OPTIONS, "LGTM D. wait no, B"),
        (CODE_OPTIONS, "LGTM on D. nit: maybe B"),
        (CODE_OPTIONS, "LGTM on D. nit: B is better"),
        (CODE_OPTIONS, "LGTM D, or B"),
        (CODE_OPTIONS, "LGTM on B. nit: B 我不确定"),
        (CODE_OPTIONS, "LGTM on B. nit: C?"),
        (CODE_OPTIONS, "LGTM B，算了"),
        (CODE_OPTIONS, "LGTM on A. nit: 改 B"),
        (MULTI, "LGTM A, C, D. nit: D 不确定"),
        (MULTI, "LGTM A, C. nit: D too"),
        (MULTI, "LGTM A, C. nit: also D"),
        (MULTI, "LGTM A, C. nit: D 也对"),
        (MULTI, "LGTM A, C. nit: D — maybe also needed"),
        (MULTI, "LGTM A, C, D but not B"),
        (SIZES, "LGTM 26GB. nit: actually 35GB"),
        (SIZES, "LGTM 35GB. nit: 35GB is wrong"),
    ]:
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, answer


def test_an_approval_asked_denied_or_not_opening_is_no_approval() -> None:
    for question, answer in [
        (CODE_OPTIONS, "LGTM? not sure, B or C"),
        (CODE_OPTIONS, "LGTM B or C"),
        (CODE_OPTIONS, "not LGTM on B"),
        (CODE_OPTIONS, "request changes on B"),
        (CODE_OPTIONS, "LGTM B … wait no"),
        (MULTI, "LGTM all five"),
        (MULTI, "LGTM all three"),
    ]:
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, answer
