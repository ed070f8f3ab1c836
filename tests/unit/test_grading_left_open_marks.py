"""Readings not meant, on marks, arrows and letter lists (issue "Grading a typed answer").

- Letters each marked after it, one with a question mark ("A✓B✓C✓D?", "A✓B✓C✓D✓E?") were read with
  that letter chosen (the whole key, to confirm): the letter is left open, asked again.
- "A → C ← 硬件门槛" on a multiple choice was read as A、C: the forward arrow may change A to C, and
  the reason after C says no more: asked again, as "A → C" alone is; "A → C，都选" says the set.
- "C, A keep it simple" was read as C: the remark may be of the list or of A, asked again.
Looped over every multiple choice, by its key's letters.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI]


def _letters(question: object) -> list[str]:
    return sorted(str(question.key).replace("、", "").replace(",", "").replace(" ", ""))  # type: ignore[attr-defined]


def test_a_letter_marked_with_a_question_mark_is_left_open() -> None:
    assert len(MULTIS) >= 10
    for index, question in enumerate(MULTIS):
        key = _letters(question)
        ticks = ["✓", "✔", "√"][index % 3]
        asked = ["?", "？", "❓", "✓?"][index % 4]
        answer = "".join(f"{letter}{ticks}" for letter in key[:-1]) + f"{key[-1]}{asked}"
        result = grade(question, answer)
        assert result.verdict is Verdict.INVALID, (question.id, answer, result)
        spaced = " ".join(f"{letter}({ticks})" for letter in key[:-1]) + f" {key[-1]}(?)"
        assert grade(question, spaced).verdict is Verdict.INVALID, (question.id, spaced)


def test_every_letter_ticked_or_the_whole_set_asked_still_reads() -> None:
    for question in MULTIS[::3]:
        key = _letters(question)
        ticked = "".join(f"{letter}✓" for letter in key)
        assert grade(question, ticked).verdict is Verdict.CORRECT, (question.id, ticked)
        asked = " ".join(key) + "?"  # the set offered tentatively: read to confirm
        result = grade(question, asked)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, asked, result)


def test_a_forward_arrow_then_a_reason_is_asked_again() -> None:
    for index, question in enumerate(MULTIS):
        key = _letters(question)
        if len(key) < 2:
            continue
        first, last = key[0], key[-1]
        reason = ["← 硬件门槛", "，硬件门槛", "（硬件门槛）", ", because of the hardware"][index % 4]
        answer = f"{first} → {last} {reason}" if reason.startswith("←") else f"{first} → {last}{reason}"
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    question = next(q for q in MULTIS if len(_letters(q)) == 2)
    first, last = _letters(question)
    for said in (f"{first} → {last}，都选", f"{first} → {last}, both"):  # the set said
        assert grade(question, said).understood.choices == [first, last], (question.id, said)


def test_letters_then_a_remark_saying_nothing_of_them_are_asked_again() -> None:
    for index, question in enumerate(MULTIS):
        key = _letters(question)
        if len(key) < 2:
            continue
        remark = ["keep it simple", "good enough", "final"][index % 3]
        answer = f"{key[-1]}, {key[0]} {remark}"
        chosen = grade(question, answer).understood.choices or []
        assert chosen in ([], [key[0], key[-1]]), (question.id, answer, chosen)  # never the last alone
    # a remark denying or doubting the letter before it is the readers' (the letter left out)
    question = next(q for q in MULTIS if len(_letters(q)) >= 2)
    key = _letters(question)
    for denied in ("is wrong", "not sure", "sketchy"):
        answer = f"{key[-1]}, {key[0]} {denied}"
        assert key[0] not in (grade(question, answer).understood.choices or []), answer


def test_letters_joined_by_and_then_a_remark_are_asked_again_too() -> None:
    # "C and A keep it simple" was read as C: "and" joins the list as "," and "和" do
    for index, question in enumerate(MULTIS):
        key = _letters(question)
        if len(key) < 2:
            continue
        remark = ["keep it simple", "good enough", "final"][index % 3]
        for joined in (" and ", " & ", " 和 "):
            answer = f"{key[-1]}{joined}{key[0]} {remark}"
            chosen = grade(question, answer).understood.choices or []
            assert chosen in ([], [key[0], key[-1]]), (question.id, answer, chosen)  # never the last alone
    question = next(q for q in MULTIS if len(_letters(q)) >= 2)
    key = _letters(question)
    assert grade(question, f"{key[-1]} and {key[0]}").understood.choices == [key[0], key[-1]]
    for denied in ("is wrong", "not sure", "sketchy"):  # the readers': the letter denied left out
        answer = f"{key[-1]} and {key[0]} {denied}"
        assert key[0] not in (grade(question, answer).understood.choices or []), answer
