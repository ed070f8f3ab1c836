"""A letter typed twice that is a word of an option's text ("BB" where option C reads "使用 BB 缓存") is
that word, quoted, not the letter B (decided on 6 December: a letter typed two to five times is that
letter, bare, unless the string is an option's text or a word of the stem). Only an option's whole text
was checked, so "BB" was graded B, correct and bare, for a candidate who may have named option C.

The nearest right readings stay: "BB" where no option nor the stem has the word is B, bare; a word
inside a longer one ("NCCL" holds "CC") is no word of its own.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

OPTIONS = {"A": "LRU", "B": "LFU", "C": "使用 BB 缓存", "D": "FIFO"}
QUESTION = Question(
    id="fx-retyped-word",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="哪种缓存策略最合适？",
    options=OPTIONS,
    key="B",
)


def test_a_word_of_an_option_is_not_the_letter() -> None:
    graded = grade(QUESTION, "BB")
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation


def test_the_letter_typed_twice_stays_bare_where_no_option_has_the_word() -> None:
    plain = QUESTION.model_copy(update={"options": {**OPTIONS, "C": "使用 NCCL 缓存"}})
    graded = grade(plain, "BB")
    assert (graded.verdict, graded.needs_confirmation, graded.reading) == (Verdict.CORRECT, False, "B")
