"""A code fill written as a diff of the blank's line (blind batch 81: "- out = ____\\n+ out =
flash_attn_func(q, k, v, causal=True)", read as the two lines glued and graded wrong, and four more
read as no answer; labelled bare correct): the fill is what the "+" line holds where the "-" line has
the blank.

The nearest wrong readings stay out: a wrong "+" line is graded as written (never right); a diff of
another line of the question's code, of the blank's line with another fill, a "+" line that changes
the line elsewhere, several "+" lines that disagree, and diffs out of the blanks' order are asked
again; a denial after the diff or a comment taking the "+" line back is heard as it is after a fill.

The sentences are made from every code question's own blank lines, its key and its accepted fills.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.code._blank_fills import blank_lines
from bank.grading.code._diff_fill import diff_fill
from bank.model import Question, QuestionType, stem_code
from tests.helpers.grading_questions import active_questions

CODE = active_questions(QuestionType.CODE)
ONE_BLANK = [q for q in CODE if len(q.blanks) == 1 and len(blank_lines(q.stem)) == 1]
SEVERAL = [q for q in CODE if len(q.blanks) > 1 and len(set(blank_lines(q.stem))) == len(q.blanks)]
SHARED = [q for q in CODE if len(q.blanks) > 1 and len(set(blank_lines(q.stem))) == 1]


def _diff(line: str, fill: str, *, minus: str | None = None) -> str:
    return f"- {line if minus is None else minus}\n+ {line.replace('____', fill, 1)}"


def _grades(question: Question, answer: str) -> tuple[Verdict, bool]:
    graded = grade(question, answer)
    return graded.verdict, graded.needs_confirmation


def test_the_question_set_has_each_shape() -> None:
    assert ONE_BLANK and SEVERAL and SHARED


def test_a_diff_of_the_blanks_line_reads_its_fill_bare() -> None:
    for question in ONE_BLANK:
        line = blank_lines(question.stem)[0]
        for fill in [question.key_text, *question.accepted]:
            for answer in (
                _diff(line, fill),
                f"```diff\n{_diff(line, fill)}\n```",
                _diff(line, fill).replace("- ", "-", 1).replace("+ ", "+", 1),
                f"    {_diff(line, fill).replace(chr(10), chr(10) + '    ')}",  # indented as in the code
            ):
                assert _grades(question, answer) == (Verdict.CORRECT, False), (question.id, answer)


def test_a_wrong_plus_line_is_graded_as_written() -> None:
    for question in ONE_BLANK:
        line = blank_lines(question.stem)[0]
        for fill in ("None", "0", "x"):
            answer = _diff(line, fill)
            assert grade(question, answer).verdict is Verdict.INCORRECT, (question.id, answer)


def test_a_diff_that_cannot_be_read_as_one_fill_is_asked_again() -> None:
    for question in ONE_BLANK:
        line, key = blank_lines(question.stem)[0], question.key_text
        other = next(
            each.strip()
            for each in stem_code(question.stem).splitlines()
            if each.strip() and "____" not in each and len(each.strip()) > 8
        )
        filled = line.replace("____", key, 1)
        for answer in (
            _diff(line, key, minus=other),  # another line of the code changed
            _diff(line, key, minus=line.replace("____", "None", 1)),  # the line with another fill in it
            f"- {line}\n+ zz_{filled}",  # the "+" line changes more than the blank
            f"{_diff(line, key)}\n+ {line.replace('____', 'None', 1)}",  # two fills that disagree
            f"+ import os\n{_diff(line, key)}",  # a line added before the blank's
            f"- {line}\n\n+ ",  # no fill on the "+" line
        ):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (question.id, answer)
            if answer.startswith(("- ", "+ ")) and "\n+ " in answer:
                assert graded.verdict is Verdict.INVALID, (question.id, answer)


def test_words_against_the_diff_are_heard() -> None:
    for question in ONE_BLANK:
        line, key = blank_lines(question.stem)[0], question.key_text
        for answer in (
            f"{_diff(line, key)}\n不对",
            f"{_diff(line, key)}\n我不确定",
            f"{_diff(line, key)}  # 不对",
            f"{_diff(line, key)}\n（开玩笑的）",
        ):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_diffs_of_several_blanks_fill_them_in_order() -> None:
    for question in SEVERAL:
        lines = blank_lines(question.stem)
        right = "\n".join(_diff(line, fill) for line, fill in zip(lines, question.blanks, strict=True))
        assert _grades(question, right) == (Verdict.CORRECT, False), (question.id, right)
        for answer in (
            "\n".join(
                _diff(line, fill) for line, fill in reversed(list(zip(lines, question.blanks, strict=True)))
            ),  # out of the blanks' order: which line is which blank's is the code's, not the answer's
            _diff(lines[-1], question.blanks[-1]),  # one blank's diff alone: which blank?
            _diff(lines[0], question.blanks[1], minus=lines[1]),  # one line's "-", another's "+"
        ):
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_one_diff_of_a_line_every_blank_shares_is_a_fill_said_once() -> None:
    for question in SHARED:
        line = blank_lines(question.stem)[0].rstrip(",")
        answer = _diff(line, question.blanks[0])
        assert _grades(question, answer) == (Verdict.CORRECT, False), (question.id, answer)
        assert _grades(question, f"{answer}\n（两处都一样）") == (Verdict.CORRECT, True), question.id
        assert grade(question, _diff(line, "cpu")).verdict is Verdict.INCORRECT, question.id


def test_a_list_or_a_sum_is_no_diff() -> None:
    for question in CODE:
        for answer in (f"- {question.blanks[0]}\n- {question.blanks[-1]}", "- x\n+ y", "a - b + c", "-1\n+2"):
            assert diff_fill(question, answer) is None, (question.id, answer)
