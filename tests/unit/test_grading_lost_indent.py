"""A code fill written with the stem's lines around it, their indentation lost in the chat
("if …:\nreturn f(x)"): the blank line's fill, bare; lines that are not the stem's, or that parse as
typed, are not re-indented.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.code._lost_indent import unindented_fill
from bank.model import Question, QuestionType, stem_code
from tests.helpers.grading_questions import active_questions

CODE = [q for q in active_questions(QuestionType.CODE) if len(q.blanks) == 1]


def _blank_run(stem: str) -> tuple[str, str] | None:
    """The stem's code lines from the last block header (a line closing on ":") up to its one blank
    line, and that line, stripped: flush left, they are no Python."""
    lines = [line.strip() for line in stem_code(stem).splitlines()]
    at = [index for index, line in enumerate(lines) if "____" in line]
    if len(at) != 1:
        return None
    headers = [index for index in range(max(0, at[0] - 4), at[0]) if lines[index].endswith(":")]
    if not headers or not all(lines[headers[-1] : at[0]]):
        return None
    return "\n".join(lines[headers[-1] : at[0]]), lines[at[0]]


def _runs() -> list[tuple[Question, str, str]]:
    """Every one-blank code question whose stem has such a run: the question, the run, its blank line;
    at least three, so that a test looping over them cannot pass on none."""
    runs = [(question, *run) for question in CODE if (run := _blank_run(question.stem)) is not None]
    assert len(runs) >= 3
    return runs


def test_a_fill_with_the_stems_lines_flush_left_is_read_bare() -> None:
    for question, before, line in _runs():
        answer = before + "\n" + line.replace("____", question.key_text.strip(), 1)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded.reading)
        assert not graded.needs_confirmation, (question.id, answer)
        wrong = before + "\n" + line.replace("____", "None", 1)
        assert grade(question, wrong).verdict is not Verdict.CORRECT, (question.id, wrong)


def test_only_the_stems_own_lines_are_reindented() -> None:
    for question, before, line in _runs():
        key = question.key_text.strip()
        filled = line.replace("____", key, 1)
        assert unindented_fill(before + "\n" + filled, question.stem) == key, question.id
        # a header that is not the stem's, lines that parse as typed, or no line of the stem's blank
        assert unindented_fill("if other_flag:\n" + filled, question.stem) is None, question.id
        indented = "\n".join("    " * (index > 0) + part for index, part in enumerate(before.split("\n")[:1]))
        assert unindented_fill(indented + "\n    " + filled, question.stem) is None, question.id
        assert unindented_fill(before + "\n" + "x = 1", question.stem) is None, question.id
        assert unindented_fill(filled, question.stem) is None, question.id
