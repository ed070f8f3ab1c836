"""Review of the typed-answer reader (issue 30): an option named and then said against, read as the
option to confirm, each beside its nearest right sentences, which keep their reading:

- the letter turned against itself ("B 不能说对", "B 说对也不对", "B的相反") or the whole taken back by a
  closing clause ("A、D 都要满足，其实不对"): no choice, asked again — on every choice question, never
  the key; "B 说得对", "B，不过不确定", "B，其实是对的" still read B, "选A，B 其实不对" still reads A;
- a give-up closing the answer after it ("B，算了不答了", "B，不答了"): a give-up on every closed type;
  "B，算了" is put off (asked again) and "B，不知道" a doubt, as before;
- an option said to differ from the answer ("跟随机初始化有区别", "不同于 B"), or a name in an option's
  text said used where the option says it is not ("塔顶用了 LayerNorm" of "未使用 LayerNorm"): not that
  option; the name alone ("LayerNorm?"), negated too ("缺 LayerNorm", "没做 logQ 修正") or prescribed
  ("要做 logQ 修正") still reads it.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Status
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog() if question.status is Status.ACTIVE}
CHOICES = sorted(
    (question for question in BANK.values() if question.type in (QuestionType.SINGLE, QuestionType.MULTI)),
    key=lambda question: question.id,
)
SIZES = Question(
    id="fx-turned-sizes",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="7B 模型 fp16 推理、batch 1、4k 上下文时，权重加 KV cache 的显存约为多少？",
    options={"A": "35GB", "B": "32GB", "C": "28GB", "D": "26GB"},
    key="A",
)
TURNED = ("{} 不能说对", "{} 说对也不对", "{}的相反", "{} 说对又不对", "{}，算了不答了", "{}，不答了")


def _said(key: str) -> str:
    return "、".join(key)


@pytest.mark.parametrize("form", TURNED)
def test_the_key_turned_against_itself_or_given_up_is_never_the_key(form: str) -> None:
    for question in CHOICES:
        graded = grade(question, form.format(_said(question.key)))
        assert graded.verdict is not Verdict.CORRECT, (question.id, graded.reading)


@pytest.mark.parametrize("answer", ["B 不能说对", "B 说对也不对", "B的相反", "B 其实不对", "B，其实不对"])
def test_a_letter_turned_against_itself_is_asked_again(answer: str) -> None:
    graded = grade(BANK["seed000-01"], answer)  # key B
    assert graded.verdict is Verdict.INVALID, graded.reading


@pytest.mark.parametrize(
    "answer", ["A、D 都要满足，其实不对", "A 和 D，其实不对", "A、D 都要满足。其实也不对"]
)  # fmt: skip
def test_a_set_taken_back_by_a_closing_clause_is_asked_again(answer: str) -> None:
    graded = grade(BANK["seed000-18"], answer)  # key AD
    assert graded.verdict is Verdict.INVALID, graded.reading


@pytest.mark.parametrize("answer", ["B 说得对", "B，不过不确定", "B，其实是对的", "B 对"])
def test_a_letter_kept_still_reads_to_confirm(answer: str) -> None:
    graded = grade(BANK["seed000-01"], answer)
    assert (graded.verdict, graded.needs_confirmation) == (Verdict.CORRECT, True), answer


def test_a_denial_of_another_option_after_a_choice_keeps_the_choice() -> None:
    graded = grade(BANK["seed000-01"], "选A，B 其实不对")
    assert (graded.verdict, graded.understood.choices) == (Verdict.INCORRECT, ["A"]), graded.reading
    graded = grade(BANK["seed000-01"], "B，A 不能说对")  # A's, after B and a comma: no list
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, ["B"]), graded.reading
    assert grade(BANK["seed000-18"], "A、D，其实 B 不对").verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "key"), [("seed000-01", "B"), ("seed000-18", "A、D"), ("seed002-41", "true")]
)  # fmt: skip
def test_a_give_up_after_the_answer_is_a_give_up(question: str, key: str) -> None:
    for answer in (f"{key}，算了不答了", f"{key}，不答了", f"{key}。算了，不做了"):
        graded = grade(BANK[question], answer)
        assert (graded.verdict, graded.needs_confirmation) == (Verdict.INCORRECT, False), answer


@pytest.mark.parametrize("answer", ["B，算了", "B，不知道", "B 吧，算了"])
def test_a_put_off_or_a_doubt_is_asked_again_as_before(answer: str) -> None:
    assert grade(BANK["seed000-01"], answer).verdict is Verdict.INVALID, answer


@pytest.mark.parametrize(
    ("question", "answer"),
    [("seed001-02", "塔顶用了 LayerNorm"), ("seed001-02", "使用了 LayerNorm"),
     ("seed001-02", "做了 logQ 修正"), ("seed001-02", "已经用了 logQ 修正"),
     ("seed001-10", "跟随机初始化有区别"), ("seed001-10", "和随机初始化不一样"),
     ("seed001-10", "不同于随机初始化"), ("seed000-01", "跟 B 有区别")],
)  # fmt: skip
def test_an_option_said_to_differ_or_used_against_its_negation_is_not_chosen(
    question: str, answer: str
) -> None:
    graded = grade(BANK[question], answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize(
    ("question", "answer", "choice"),
    [("seed001-02", "LayerNorm?", "D"), ("seed001-02", "缺 LayerNorm", "D"),
     ("seed001-02", "LayerNorm 没加", "D"), ("seed001-02", "没做 logQ 修正", "C"),
     ("seed001-02", "要做 logQ 修正", "C"), ("seed001-10", "随机初始化", "B"),
     ("seed001-10", "和随机初始化一样", "B"), ("seed000-01", "B，和 A 不一样", "B")],
)  # fmt: skip
def test_an_option_named_alone_negated_or_prescribed_keeps_its_reading(
    question: str, answer: str, choice: str
) -> None:
    assert grade(BANK[question], answer).understood.choices == [choice], answer


@pytest.mark.parametrize("answer", ["跟 35GB 不一样", "和 35GB 不同", "与 35GB 有区别", "区别于 35GB"])
def test_a_figure_said_to_differ_is_never_chosen(answer: str) -> None:
    graded = grade(SIZES, answer)  # not read by its meaning either: it was ruled out, not left unread
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize("answer", ["跟 35GB 一样", "35GB", "和 32GB 不同，是 35GB"])
def test_a_figure_said_the_same_or_chosen_beside_one_that_differs_is_read(answer: str) -> None:
    assert grade(SIZES, answer).understood.choices == ["A"], answer
