"""Options each let go in turn, one read all the same (the red team's leftovers):
"A no; C nope; finally B also no", "A 不对；C 也不像；是 B 吗？", "48，划掉，32", "C，我一直以为不行",
"B, C and E are wrong", "only C is wrong, D too" — never read as chosen, asked again.

Neighbours keep reading: a close that is not let go ("A no; C nope; finally B", "A 不对；C 也不像；是 B"),
a rejection of another ("B，A 不对", "32，不是 48"), a set read before a list rejected after a comma
("AD，B、C、E 都不对"), a question answered ("B吗？我觉得是").
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog() if question.servable}
SINGLE = [QUESTIONS[qid] for qid in ("seed000-01", "seed000-04", "seed000-06")]  # key B on each
MULTI = [QUESTIONS[qid] for qid in ("seed000-16", "seed000-18", "seed000-23")]
LET_GO = ["{w} no", "{w} 不对", "{w} 也不像", "{w} nope", "{w} 也不行"]
CLOSE_LET_GO = [
    "finally {k} also no",
    "最后 {k} 也不对",
    "{k} doesn't",
    "{k} 划掉",
    "{k} 作废",
    "是 {k} 吗？",
    "{k} 吗",
    "{k}，我一直以为不行",
    "{k}，划掉",
    "还是 {k}？也不像",
]
CLOSE_KEPT = ["finally {k}", "是 {k}", "最后 {k}", "还是 {k} 吧", "{k} 对"]


def _chains(close: str) -> list[str]:
    return [
        f"{LET_GO[i].format(w='A')}；{LET_GO[(i + 1) % len(LET_GO)].format(w='C')}；{close}" for i in (0, 2)
    ]


def test_an_option_let_go_in_its_own_clause_is_never_read() -> None:
    questions = SINGLE + MULTI
    for turn, close in enumerate(CLOSE_LET_GO):  # each close on two questions, turning with it
        for question in (questions[turn % len(questions)], questions[(turn + 3) % len(questions)]):
            answer = _chains(close.format(k="B"))[turn % 2]
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, f"{question.id} {answer!r}: {graded.reading!r}"


def test_a_close_not_let_go_keeps_reading() -> None:
    for question in SINGLE:
        for close in CLOSE_KEPT:
            for answer in _chains(close.format(k="B")):
                graded = grade(question, answer)
                assert graded.verdict is Verdict.CORRECT, f"{question.id} {answer!r}: {graded.reading!r}"


def test_a_list_rejected_together_is_no_choice() -> None:
    for question in SINGLE + MULTI:
        for answer in ("B, C and E are wrong", "B, C, E are wrong", "B、C 和 D 都不对", "B and C are wrong"):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INVALID, f"{question.id} {answer!r}: {graded.reading!r}"


def test_a_rejection_of_another_keeps_the_choice() -> None:
    single = QUESTIONS["seed000-01"]  # key B
    for answer in ("B，A 不对", "B 而不是 A", "B 对，A 不对", "B，没错", "B 不错", "B吗？我觉得是"):
        graded = grade(single, answer)
        assert graded.verdict is Verdict.CORRECT, f"{answer!r}: {graded.reading!r}"
    figures = QUESTIONS["seed000-04"]  # 32 is A, 48 the key B
    for answer in ("48 不对，32", "32，不是 48"):
        graded = grade(figures, answer)
        assert graded.reading == "A" and graded.verdict is Verdict.INCORRECT, (
            f"{answer!r}: {graded.reading!r}"
        )
    graded = grade(figures, "48，划掉，32")
    assert graded.verdict is not Verdict.CORRECT, graded.reading
    multi = QUESTIONS["seed000-18"]  # key AD
    for answer in ("AD，B、C、E 都不对", "A、D；B no, C no"):
        graded = grade(multi, answer)
        assert graded.verdict is Verdict.CORRECT, f"{answer!r}: {graded.reading!r}"


def test_a_rejection_said_again_with_too() -> None:
    question = QUESTIONS["seed001-12"]  # key ABDE
    for answer in ("only C is wrong, D too", "C is wrong, D too", "only C is wrong, but DDIM is also off"):
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, f"{answer!r}: {graded.reading!r}"
    graded = grade(question, "only C is wrong — Euler–Maruyama integrates the SDE")
    assert graded.verdict is Verdict.CORRECT, graded.reading


def test_a_rejection_taken_back_in_fact_or_a_set_closed_by_a_comma_still_reads() -> None:
    # the merged rounds met two older rules: "B 看着不对，其实对" (the look of a denial, taken back) and
    # "A、B、D、E，C 都不对" (the set closed by a comma, the rest denied) read as before
    for question in (q for q in QUESTIONS.values() if q.type is QuestionType.SINGLE):
        for answer in (f"{question.key} 看着不对，其实对", f"{question.key} 看着不对，其实是对的"):
            assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
        for answer in (f"{question.key} 看着不对，其实不对", f"{question.key} 看着不对，其实对吗"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    parted = [q for q in QUESTIONS.values() if q.type is QuestionType.MULTI and set(q.options) - set(q.key)]
    assert parted, "no multiple choice leaves an option out of its key"
    for question in parted:
        rest = sorted(set(question.options) - set(question.key))
        answer = f"{'、'.join(question.key)}，{'、'.join(rest)} 都不对"
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
