"""One more option after a pause word on a multiple choice (a red team of batch 80): "A B C. wait, D
too" read D alone, the pause taken for a correction of the whole set, and "A D。等等，还有 B 和 C" read B
and C (graded correct where the key is B、C). A pause that stops only to add ("wait, D too", "等等，还有
C", "等等，C 也算") keeps the set and adds the option, to confirm; asked ("wait, D too?") it holds the
option open beside the set, a hedge; a pause before an option with no "also" ("wait, D") still takes
the set back for it.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SHARDING = QUESTIONS["seed000-19"]  # key B, C
METRICS = QUESTIONS["seed001-13"]  # key A, B, D

ADDED = [
    "{s}. wait, {x} too",
    "{s}. wait, {x} also",
    "{s}. actually {x} as well.",
    "{s}. oh wait, {x} too",
    "{s}，等等，还有 {x}",
    "{s}，等等，{x} 也算",
    "{s}，等等，还有 {x} 也算",
    "{s}。等一下，{x} 也对",
]
ASKED = ["{s}. wait, {x} too?", "{s}. wait, {x} also?", "{s}，等等，{x} 也算？"]


def test_an_option_added_after_a_pause_joins_the_set() -> None:
    for template in ADDED:
        answer = template.format(s="A D", x="B")
        graded = grade(METRICS, answer)  # A, D and B: the key, to confirm
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded)
        graded = grade(SHARDING, template.format(s="A D", x="B"))  # A, B, D: never B alone
        assert graded.understood.choices == ["A", "B", "D"], (answer, graded)
        assert graded.verdict is Verdict.INCORRECT, (answer, graded)


def test_more_options_added_after_a_pause_are_never_the_set_taken_back() -> None:
    for answer in [
        "A D. wait, B too, and C",
        "A D。等等，还有 B 和 C",
        "A D，等等，还有 B, C",
        "A D. wait, B and C too",
        "A D，等等，B 和 C 也算",
        "A D. wait, B and C too?",
    ]:
        graded = grade(SHARDING, answer)  # A, B, C, D: not the key B, C
        assert graded.verdict is not Verdict.CORRECT, (answer, graded)
        assert graded.understood.choices in (None, ["A", "B", "C", "D"]), (answer, graded)


def test_an_option_asked_after_a_pause_is_held_open_not_read_alone() -> None:
    for template in ASKED:
        for question, members, asked in [(METRICS, "A D", "B"), (SHARDING, "A D", "B")]:
            answer = template.format(s=members, x=asked)
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (answer, graded)
            assert graded.understood.choices != [asked], (answer, graded)


def test_a_pause_before_an_option_without_also_still_takes_the_set_back() -> None:
    for answer, read in [
        ("A D. wait, B", ["B"]),
        ("A D. wait, B and C", ["B", "C"]),
        ("A D，等等，B 也不对", None),
    ]:
        assert grade(SHARDING, answer).understood.choices == read, answer
