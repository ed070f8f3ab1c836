"""A code comment saying a thing the code does not name is left out (blind batch 80: "cp.checkpoint(_inner,
x)  # 不写 use_reentrant", labelled bare correct, read as no answer: "不写" disowns a fill when it is
said of the fill): of a thing the code leaves out, it says the default is taken, the code as written.

The nearest wrong readings stay out: the comment said of a thing the code names ("…use_reentrant=False)
# 不写 use_reentrant", "# 不写 x", "# omit x") contradicts it and is asked again; a comment saying more
("# 不写 use_reentrant 会报错", "…？", "…，不确定") or a correction ("# 不对，应该是 …") is heard as before; a
fill lacking what the question needs is graded as written ("flash_attn_func(q, k, v)  # 不写 causal").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions

QUESTIONS = {q.id: q for q in active_questions(QuestionType.CODE)}
CHECKPOINT, FLASH = QUESTIONS["seed001-17"], QUESTIONS["seed000-26"]
SAID = ("不写 {}", "{} 不传", "省略 {}", "不加 {}。", "用默认 {}", "omit {}", "without {}", "{} left out")


def test_a_thing_the_code_leaves_out_said_left_out_leaves_the_fill_bare() -> None:
    for said in SAID:
        answer = f"cp.checkpoint(_inner, x)  # {said.format('use_reentrant')}"
        graded = grade(CHECKPOINT, answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, False), answer


def test_a_thing_the_code_names_said_left_out_is_asked_again() -> None:
    for said in SAID:
        for code, thing in (
            ("cp.checkpoint(_inner, x, use_reentrant=False)", "use_reentrant"),
            ("cp.checkpoint(_inner, x)", "x"),
            ("cp.checkpoint(_inner, x)", "_inner"),
        ):
            answer = f"{code}  # {said.format(thing)}"
            assert grade(CHECKPOINT, answer).verdict is Verdict.INVALID, answer


def test_a_comment_saying_more_or_taking_the_fill_back_is_heard() -> None:
    for answer in (
        "cp.checkpoint(_inner, x)  # 不写 use_reentrant 会报错",
        "cp.checkpoint(_inner, x)  # 不写 use_reentrant？",
        "cp.checkpoint(_inner, x)  # 不写 use_reentrant，不确定",
        "cp.checkpoint(_inner, x)  # 不对，应该是 _inner(x)",
        "cp.checkpoint(_inner, x)  # 不写 use_reentrant 不对",
    ):
        assert grade(CHECKPOINT, answer).verdict is not Verdict.CORRECT, answer


def test_a_fill_lacking_what_it_needs_is_graded_as_written() -> None:
    for said in SAID:
        for question, answer in (
            (FLASH, f"flash_attn_func(q, k, v)  # {said.format('causal')}"),
            (CHECKPOINT, f"cp.checkpoint(_inner)  # {said.format('x')}"),
        ):
            assert grade(question, answer).verdict is Verdict.INCORRECT, answer
