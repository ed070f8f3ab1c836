"""Words after code fills that turn, deny or doubt them ("P('x',None) 和 P(None,'y') 反过来", "x 其实不对",
"x 我不确定", "`a`, `b` swapped"): the fills are not the answer as they stand, and are asked again, never
read as written — on every code question of the bank. Words that only give a reason ("反向时重算"), a
turn refused ("不能反过来"), a correction that goes on to code of its own, and comments in the code are no
such words: read as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._code_turned import asked_denied, doubted_after, turned_after
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
CODES = [question for question in BANK.values() if question.type is QuestionType.CODE]
SPECS = BANK["seed000-27"]  # P('x', None), P(None, 'y')

TURNS = (
    "{} 反过来",
    "{}，反过来",
    "{} 顺序相反",
    "{} 但是顺序相反",
    "{} 写反了",
    "{} 搞反了",
    "{} 对调一下",
    "{} 互换一下",
    "{} 两个换一下",
    "{} 倒过来",
    "{} 其实不对",
    "{}，其实不对",
    "{} 好像不对",
    "{} 应该不对",
    "{} 可能不对",
    "{} 不太对",
    "{} 不一定对",
    "{} 有问题",
    "{} 其实是错的",
    "{} 实际上不对",
    "{} 反过来吧？",
    "`{}` swapped",
    "`{}`, the other way round",
    "`{}` but reversed",
)
DOUBTS = ("{} 我不确定", "{} 不确定", "{}，我也拿不准", "`{}` — not sure")


def _fills(question: Question) -> str:
    return " 和 ".join(question.blanks) if len(question.blanks) > 1 else question.key_text


@pytest.mark.parametrize("question", CODES, ids=lambda q: q.id)
def test_fills_turned_or_denied_after_are_never_read(question: Question) -> None:
    for form in TURNS:
        answer = form.format(_fills(question))
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.verdict, graded.reading)


@pytest.mark.parametrize("question", CODES, ids=lambda q: q.id)
def test_fills_doubted_after_are_never_read_right(question: Question) -> None:
    for form in DOUBTS:
        answer = form.format(_fills(question))
        assert grade(question, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        "P(None,'y') 和 P('x',None) 反过来",  # the swapped fills turned: no reading either way
        "P('x', None) 和 P('y', None) 反过来",  # half right as written: not half credited
        "P('x',None) 和 P(None,'y') 是错的",  # a denial of both closing: which?
    ],
)
def test_no_turned_reading_credits_anything(answer: str) -> None:
    assert grade(SPECS, answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    "answer",
    [
        "P('x',None) 和 P(None,'y')",
        "P('x',None) 和 P(None,'y') 吧",  # tentative: to confirm
        "P('x',None) 和 P(None,'y') 吧？",  # a tentative fill asked: to confirm, as "A吧？" is
        "P('x', None), P(None, 'y')，顺序不能反过来",  # a turn refused: a reason
        "其实就是 P('x', None) 和 P(None, 'y')",  # words before the fills
    ],
)
def test_fills_without_a_turn_are_read(answer: str) -> None:
    assert grade(SPECS, answer).verdict is Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        "cp.checkpoint(_inner, x, use_reentrant=False)，反向时重算",  # 反向: the backward pass
        "cp.checkpoint(_inner, x, use_reentrant=False)  # 反正 x 要梯度",  # a comment: not words after
        "cp.checkpoint(_inner, x, use_reentrant=False)，reentrant=True 其实也行",
        "BLOCK_SIZE: tl.constexpr，不然 tl.arange 会报错",  # what fails without it: a reason
    ],
)
def test_reasons_after_a_fill_are_no_turn(answer: str) -> None:
    assert not turned_after(answer), answer
    assert not doubted_after(answer), answer


def test_a_correction_to_code_is_read_after_it() -> None:
    answer = "P(None,'y') 和 P('x',None)，哦不对，其实是 P('x',None) 和 P(None,'y')，顺序别反过来"
    assert not turned_after(answer)
    # a turn and then code, with no correction word: which is meant? asked again
    assert (
        grade(SPECS, "P(None,'y') 和 P('x',None) 写反了，P('x',None) 和 P(None,'y')").verdict
        is Verdict.INVALID
    )


ASKED_DENIED = ("{}? no", "{}？不是", "{}？不对", "{}? nope", "{}? no.", "{} ? 不", "`{}`? wrong")


@pytest.mark.parametrize("question", CODES, ids=lambda q: q.id)
def test_fills_asked_then_denied_are_never_read(question: Question) -> None:
    # "nvme, nvme? no" kept the first fill (half the answer); "nvme？不是" was read right
    fills = ", ".join(question.blanks) if len(question.blanks) > 1 else question.key_text
    for form in ASKED_DENIED:
        answer = form.format(fills)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (answer, graded.verdict, graded.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "P('x', None)? no, P(None, 'y')",  # the first asked and denied: never credited
        "P('x', None), P(None, 'y')? no",
        "P('x', None)？不是，P(None, 'y')",
    ],
)
def test_a_fill_asked_and_denied_among_others_is_never_credited(answer: str) -> None:
    graded = grade(SPECS, answer)
    assert graded.verdict is Verdict.INVALID or graded.score == 0.0, (answer, graded.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "P('x', None), P(None, 'y')?",  # asked, not denied: to confirm
        "P('x', None), P(None, 'y')？对",
        "P('x', None), P(None, 'y')? yes",
    ],
)
def test_a_fill_asked_but_not_denied_is_no_turn(answer: str) -> None:
    assert not asked_denied(answer, "P('x', None)\nP(None, 'y')"), answer


def test_a_fill_asked_and_denied_that_the_reading_let_go_is_the_readers() -> None:
    answer = "会不会是 P('x', 'y')？不是，那样 a 两维都切了。a 填 P('x', None)，b 填 P(None, 'y')"
    assert not asked_denied(answer, "P('x', None)\nP(None, 'y')")
    assert grade(SPECS, answer).verdict is Verdict.CORRECT
    assert asked_denied("nvme, nvme? no", "nvme\nnvme")
    assert asked_denied("nvme? no", "nvme? no")  # the denial read into the fill
