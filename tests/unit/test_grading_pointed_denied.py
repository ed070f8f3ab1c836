"""An option's denial after a pointer and a word for what the option is ("C 那段代码不对", "C 这个选项不对",
"C 那句话是错的"): the noun does not hide the denial, which rules the option out as "C 那段不对" does,
on single and multiple choice, after a comma too ("C，那段代码不对" had read C, to confirm), on a stem
asking for the option avoiding a fault as well ("…不会触发 OOM？"). Another option named before the
denial ("C，A 那段不对"), the wrong one named after it ("C，那段代码不对的是 A"), or the denial itself
denied ("C 那段代码没有不对") leave C read."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
_SINGLE, _CODE, _MULTI = "seed000-02", "seed001-01", "seed002-33"  # single keyed C (twice); multi keyed AC

_POINTED = [
    *("那段代码", "那行代码", "这段代码", "那个东西", "这个选项", "那个选项", "那句话", "这句话"),
    *("那个说法", "这个写法"),
]
_DENIALS = ("不对", "是错的", "错了", "有问题", "不正确", "肯定不对", "也不对")


def test_a_pointed_denial_rules_the_option_out_on_single_choice() -> None:
    for question in (_SINGLE, _CODE):
        for pointed in _POINTED:
            for denial in _DENIALS:
                for spacing in (" ", "", "，", ", ", "，  "):
                    typed = f"C{spacing}{pointed}{denial}"
                    graded = grade(_QUESTIONS[question], typed)
                    assert graded.verdict is not Verdict.CORRECT, typed
                    assert "C" not in (graded.understood.choices or []), typed


def test_a_pointed_denial_rules_the_option_out_on_multiple_choice() -> None:
    for pointed in _POINTED:
        # after a comma the denial is of C or of the pair: asked again, as "AC，那个不对" is
        for typed in (
            f"AC {pointed}不对",
            f"A C {pointed}是错的",
            f"AC，{pointed}不对",
            f"AC, {pointed}错了",
        ):
            graded = grade(_QUESTIONS[_MULTI], typed)
            assert graded.verdict is not Verdict.CORRECT, typed
            assert "C" not in (graded.understood.choices or []), typed


_KEPT_AFTER_COMMA = ("C，A 那段代码不对", "C，那段代码没问题", "C，那段代码是对的", "C，那段代码没有不对")


def test_the_neighbours_leave_the_option_read() -> None:
    kept = [
        (_SINGLE, "C，A 那段不对", ["C"]),
        (_SINGLE, "C，A 那段代码不对", ["C"]),
        (_SINGLE, "C 那段代码没有不对", ["C"]),
        (_SINGLE, "C 那段代码是对的", ["C"]),
        *((question, typed, ["C"]) for question in (_SINGLE, _CODE) for typed in _KEPT_AFTER_COMMA),
        # the wrong one named: A, on a stem asking the right one ("…不会触发 OOM？" asks it too)
        *((question, "C，那段代码不对的是 A", ["C"]) for question in (_SINGLE, _CODE)),
        (_MULTI, "AC，那段代码是对的", ["A", "C"]),
    ]
    for question, typed, choices in kept:
        graded = grade(_QUESTIONS[question], typed)
        assert graded.understood.choices == choices and graded.needs_confirmation, typed


def test_a_word_of_no_pointed_thing_is_not_taken_for_one() -> None:
    # an option's own word between the pointer and the denial is not a word for what an option is
    for typed in ("C 那段 dp_size 不对", "C 那个 pp 不对", "C，那段 dp_size 不对", "C，那个 pp 不对"):
        graded = grade(_QUESTIONS[_SINGLE], typed)
        assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, typed
