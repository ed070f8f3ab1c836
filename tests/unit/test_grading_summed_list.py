"""A list of letters, then a clause after its last letter (``_summed_list``): the whole list or nothing.

"A,C,D 都要满足" on seed002-39 (key AC; D is wrong) had been read as A、C, correct to confirm: the comma
before D, after a set, made D open a clause describing it alone. Looped over every multiple choice of
the bank, with every separator a list of letters takes: a set that is not the key, summed up by a word
of agreement, is read whole (never the key); the key so summed up reads as the key; denied or hedged
together it is never correct; said something of with no summing word it is asked again, never read
short. A last letter doubted by its own clause stays out, as before ("A，C，D 不太敢选", "C，A 说不好").

The three sweeps over the questions take each question a slice of its answers
(``tests/helpers/covering.py``): every fifth from the question's own index. What the reader
(``_summed_list``) combines is the list — which letters (the question's key, one more or one less), the
separator between them (a comma is what split the list) — with the clause after it: what it does with
the list (sums it up, denies or hedges it, says something with no summing word) and its words. So each
question still meets every set × separator, separator × clause kind and set × clause kind, and every
clause (``slice_of`` checks it; the answers are laid out by clause, the sets and separators turned by
one more under each); every set kind × separator × clause is still graded on some question, and every
separator × summing clause on the key and on a wrong set.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.covering import slice_of, turned
from tests.helpers.curated import curated_catalog

MULTIS = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI]
SEPARATORS = (",", "，", "、", "/", " ")
SUMMED = ("都要满足", "都满足", "都需要满足", "全都要满足", "均需满足", "都是必须的", "都有关", "俩都是前提")
AGAINST = ("都不满足", "都没必要", "都未必", "都可能吧", "都不确定", "都排除", "都有问题", "都是坑", "都划掉")
UNSUMMED = ("满足", "要满足", "是必须的", "必须满足", "是可选的")
CLAUSES = (
    [("summed", c) for c in SUMMED] + [("against", c) for c in AGAINST] + [("unsummed", c) for c in UNSUMMED]
)
SLICES = 5  # every fifth answer of a question, from its own index


def _wrong_sets(question: Question) -> list[list[str]]:
    """The key with one wrong letter added, last and first (where an option is wrong); the key less its
    last letter."""
    key = sorted(question.key)
    wrong = [letter for letter in question.options if letter not in question.key][:1]
    added = [[*key, *wrong], [*wrong, *key]] if wrong else []
    return [*added, key[:-1] if len(key) > 2 else key[:1]]


def _said(letters: list[str], separator: str, clause: str) -> str:
    summed = clause.replace("俩", "") if len(letters) != 2 else clause  # "俩" counts two
    return f"{separator.join(letters)} {summed}"


@pytest.mark.parametrize("question", MULTIS, ids=lambda q: q.id)
def test_a_set_that_is_not_the_key_never_reads_as_the_key(question: Question) -> None:
    lists = [(kind, separator) for kind in range(len(_wrong_sets(question))) for separator in SEPARATORS]
    cases = [(kind, separator, clause) for clause, (kind, separator) in turned(CLAUSES, lists)]
    axes = (
        lambda case: case[:2],
        lambda case: (case[1], case[2][0]),
        lambda case: (case[0], case[2][0]),
        lambda case: case[2],
    )
    for kind, separator, (_, clause) in slice_of(cases, MULTIS.index(question), SLICES, axes):
        answer = _said(_wrong_sets(question)[kind], separator, clause)
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (answer, graded.reading)


def _summed_up(question: Question) -> list[tuple[str, str]]:
    """Every separator × summing clause, the slice of ``question``: the separators turned by one more
    under each clause, so that every fifth meets every separator and every clause."""
    axes = (lambda case: case[0], lambda case: case[1])
    cases = [(separator, clause) for clause, separator in turned(SUMMED, SEPARATORS)]
    return slice_of(cases, MULTIS.index(question), SLICES, axes)


@pytest.mark.parametrize("question", MULTIS, ids=lambda q: q.id)
def test_a_wrong_set_summed_up_is_read_whole(question: Question) -> None:
    letters = _wrong_sets(question)[0]
    if len(letters) < 2:
        pytest.skip("a key of two, every option right: no wrong list of two letters or more")
    for separator, clause in _summed_up(question):
        graded = grade(question, _said(letters, separator, clause))
        assert graded.verdict is not Verdict.CORRECT, (_said(letters, separator, clause), graded.reading)
        assert graded.understood.choices == sorted(letters)


@pytest.mark.parametrize("question", MULTIS, ids=lambda q: q.id)
def test_the_key_summed_up_reads_as_the_key_to_confirm(question: Question) -> None:
    for separator, clause in _summed_up(question):
        answer = _said(sorted(question.key), separator, clause)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "A,C,D 都不满足",
        "A，C，D 都可能吧",
        "A，C，D 是必须的",
        "A,C,D 满足",
        "A，C，D 两个都要满足",
        "A C D 都需要",
        "A/C/D 都得有",
        "A、C、B 都不满足",
    ],
)
def test_denied_hedged_or_unsummed_the_list_is_never_read_short(answer: str) -> None:
    question = next(q for q in MULTIS if q.id == "seed002-39")  # key AC
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.reading
    assert graded.understood.choices != ["A", "C"]


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("C，A 说不好", ["C"]),
        ("D，A 不太敢选", ["D"]),
        ("A，C，D 不太敢选", ["A", "C"]),
        ("B，A 也要改", ["B"]),
        ("A、D，B 是迷惑项", ["A", "D"]),  # a set, then another option described after it
    ],
)
def test_a_last_letter_doubted_or_described_by_its_own_clause_stays_out(
    answer: str, chosen: list[str]
) -> None:
    question = next(q for q in MULTIS if q.id == "seed002-39")  # key AC
    graded = grade(question, answer)
    assert graded.understood.choices == chosen, graded.reading


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        # a distractor named or a denial said after an option, said of the whole list: none chosen
        ("A，C，D 都是干扰项", []),
        ("A，C，D 都是迷惑项", []),
        ("A，C，D 都是陷阱", []),
        ("A，C，D 都站不住脚", []),
        # a wish or a condition: asked again, never the list
        ("A，C，D 都要满足的话就好了", []),
        ("A，C，D 都满足的情况下", []),
        # denied before the list: read as before, never the list
        ("不是 A，C，D 都会导致", ["C"]),
        # the nearest right sentences: the key summed up and affirmed
        ("A，C，D 都是潜在原因", ["A", "C", "D"]),
        ("A，C，D 都会导致", ["A", "C", "D"]),
        ("我觉得 A，C，D 都会导致", ["A", "C", "D"]),
    ],
)
def test_a_list_called_distractors_wished_for_or_denied_is_not_the_key(
    answer: str, chosen: list[str]
) -> None:
    question = next(q for q in MULTIS if q.id == "seed002-35")  # key ACD: the pass read "A，C" short
    graded = grade(question, answer)
    assert graded.understood.choices == chosen, graded.reading
    assert (graded.verdict is Verdict.CORRECT) is (chosen == sorted(question.key))


# A refusal of the whole list said apart from it, after a comma or "我" (the seventh red team): "A、E，
# 我都不选", "A、E，两个都不选", "A、E 这两个我都不要" on seed000-25 (key AE) had been read as the key, to
# confirm.
REFUSED_APART = (
    "，我都不选", "，两个都不选", "，这俩都不要", " 这两个我都不要", " 我都没选", "，都否定", "，都不对"
)  # fmt: skip
# said apart too, but saying the list is right: the set, as before
RIGHT_APART = ("，都选", "，我都选", "，都没问题", "，都不错", "，两个都没错", "，都不能少", "，都不选别的")


@pytest.mark.parametrize("said", REFUSED_APART)
def test_a_list_refused_apart_is_never_chosen(said: str) -> None:
    for question in [q for q in MULTIS if len(q.key) >= 2]:
        answer = "、".join(sorted(question.key)) + said
        if "两" in said or "俩" in said:
            answer = "、".join(sorted(question.key)[:2]) + said
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded)


@pytest.mark.parametrize("said", RIGHT_APART)
def test_the_key_with_a_clause_apart_that_keeps_it_is_still_read(said: str) -> None:
    question = next(q for q in MULTIS if q.id == "seed000-25")  # key AE
    graded = grade(question, f"A、E{said}")
    assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A、E"), (said, graded)


def test_a_refusal_apart_that_counts_another_list_is_asked_again() -> None:
    question = next(q for q in MULTIS if q.id == "seed000-25")
    assert grade(question, "A、E，三个都不选").verdict is Verdict.INVALID
