"""General readings of typed choices (issue 30), one test per rule, in phrasings of their own, on
fixture questions.

- a denial closing the sentence of the last option named, after the one clause it opens ("B 是按 batch
  放大的，肯定不算", "1/128 和 1/256 都偏小，不可能"), rules the option out: the answer only rules out
  and is asked again; an option standing alone before its reason ("A，…，跟 X 无关") is still chosen;
- an option ruled out and then named again by its own words to say why ("C 不对，nvfuser 早被移除了")
  is not chosen by being named again;
- on a multiple choice, every option but those set apart: "除了 X 那条，其余都对", "除了 X, all of them",
  "除了 X 全是", "everything but X and Y", "ABCD 去掉 X", and "all except X, <a reason>" when the reason
  names no option and denies nothing;
- "吧？" closing what a clause says of a subject of its own ("B 也要算上吧？", "权重的显存就是 35GB
  吧？") asks to agree: a question back, asked again; "A 吧？", "应该是 35GB 吧？" still offer an answer;
- true/false: "nah" is no, "yup" is yes, "(that's) not the case" denies the claim; "not the case that
  …" restates a claim of its own and is no mark by itself;
- colloquial counts standing as a word: "俩" is 2, "仨" is 3; not in "他俩", "咱俩", "我们俩";
- a give-up that says it does not remember ("不记得了", "记不清", "don't remember") or has no idea
  how to start scores nothing; beside an option it is only a remark.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._text import normal
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import CODE_OPTIONS, FRACTIONS, MULTI, SIZES


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (SIZES, "26GB 是压缩过头的数，肯定不算"),
        (SIZES, "28GB 漏掉了 KV，不可能"),
        (FRACTIONS, "1/128 和 1/256 都偏小，不可能"),
        (FRACTIONS, "1/256 按节点数算的，跟通信量无关"),
        (MULTI, "增大 batch 只会让激活更大，不算"),
        (MULTI, "B 会多占激活，肯定不对"),
    ],
)
def test_a_closing_denial_rules_out_the_option_it_follows(question: Question, answer: str) -> None:
    got = grade(question, answer)
    assert got.verdict is Verdict.INVALID, (answer, got)


@pytest.mark.parametrize(
    ("question", "answer", "chosen"),
    [
        (SIZES, "A，权重 fp16 加上 KV，跟 26GB 无关", "A"),
        (SIZES, "C，只有权重的话，不可能", "C"),
        (FRACTIONS, "选 A，1/128 太小了，不可能", "A"),
    ],
)
def test_an_option_standing_alone_keeps_its_reason(question: Question, answer: str, chosen: str) -> None:
    got = grade(question, answer)
    assert got.verdict is not Verdict.INVALID and got.reading == chosen, (answer, got)


@pytest.mark.parametrize(
    "answer",
    [
        "C 不对，nvfuser 早就被移除了",
        "C 肯定不对，nvfuser 已经没了",
        "A 不对，max-autotune 是另一种模式",
    ],
)
def test_an_option_named_again_after_its_denial_is_not_chosen(answer: str) -> None:
    got = grade(CODE_OPTIONS, answer)
    assert got.verdict is Verdict.INVALID, (answer, got)


@pytest.mark.parametrize("answer", ["C 不对，B", "C 不对，nvfuser 早就被移除了，选 B"])
def test_a_choice_after_the_denial_is_still_read(answer: str) -> None:
    got = grade(CODE_OPTIONS, answer)
    assert got.verdict is Verdict.CORRECT and got.reading == "B", (answer, got)


@pytest.mark.parametrize(
    "answer",
    [
        "除了增大 batch 那条，其余都对",
        "除了 B 这条都对",
        "除了增大 batch, all of them",
        "除了增大batch全是",
        "all except B, a bigger batch grows the activations",
        "除了 B, the rest",
        "ABCD 去掉 B",
    ],
)
def test_every_option_but_the_one_set_apart(answer: str) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is Verdict.CORRECT and got.reading == "A、C、D", (answer, got)


def test_all_but_two_joined_by_and_sets_apart_both() -> None:
    got = grade(MULTI, "everything but B and C")
    assert got.verdict is not Verdict.CORRECT and got.reading == "A、D", got


@pytest.mark.parametrize(
    "answer", ["all except B, A is wrong as well", "all except B, the rest is not needed", "除了 B，都不对"]
)
def test_all_but_followed_by_a_denial_is_not_every_other_option(answer: str) -> None:
    got = grade(MULTI, answer)
    assert got.verdict is not Verdict.CORRECT, (answer, got)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (MULTI, "B 也要算上吧？"),
        (SIZES, "A 也能放下吧？"),
        (SIZES, "权重的显存就是 35GB 吧？"),
        (CODE_OPTIONS, "compile 的默认后端就是 inductor 吧？"),
    ],
)
def test_ba_closing_what_is_said_of_a_subject_asks_back(question: Question, answer: str) -> None:
    got = grade(question, answer)
    assert got.verdict is Verdict.INVALID, (answer, got)


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("A 吧？", "A"), ("应该是 35GB 吧？", "A"), ("答案就是 A 吧？", "A"), ("A 的 35GB 吧？", "A")],
)
def test_ba_after_an_answer_offers_it_for_confirmation(answer: str, chosen: str) -> None:
    got = grade(SIZES, answer)
    assert got.reading == chosen and got.needs_confirmation, (answer, got)


FALSE_CLAIM = Question(
    id="fx-general-false", bank="fx", type=QuestionType.TRUEFALSE, stem="量化一定不损失精度。", key="false"
)


@pytest.mark.parametrize(
    ("answer", "mark"),
    [
        ("nah", "错"),
        ("nah, int4 usually costs a little accuracy", "错"),
        ("that's not the case", "错"),
        ("that isn't the case", "错"),
        ("yup", "对"),
    ],
)
def test_colloquial_yes_and_no_are_marks(answer: str, mark: str) -> None:
    got = grade(FALSE_CLAIM, answer)
    assert got.reading == mark and (got.verdict is Verdict.CORRECT) is (mark == "错"), (answer, got)


@pytest.mark.parametrize(
    ("answer", "written"), [("俩", "2"), ("仨", "3"), ("俩，另一个在算", "2, 另一个在算"), ("俩卡", "2卡")]
)
def test_a_colloquial_count_is_its_figure(answer: str, written: str) -> None:
    assert normal(answer, numerals=True) == written


@pytest.mark.parametrize("answer", ["他俩都对", "咱俩", "我们俩"])
def test_a_pronoun_pair_is_no_figure(answer: str) -> None:
    assert normal(answer, numerals=True) == answer


def test_a_colloquial_count_chooses_its_option() -> None:
    got = grade(SIZES.model_copy(update={"options": {"A": "1", "B": "2", "C": "4"}, "key": "B"}), "俩")
    assert got.verdict is Verdict.CORRECT and got.reading == "B", got


@pytest.mark.parametrize(
    "answer", ["那个超参没用过，记不清了", "不记得了", "I don't remember", "no idea how to start on this"]
)
def test_not_remembering_gives_up(answer: str) -> None:
    got = grade(SIZES, answer)
    assert got.verdict is Verdict.INCORRECT and not got.needs_confirmation, (answer, got)


def test_not_remembering_beside_an_option_still_reads_it() -> None:
    got = grade(SIZES, "记不清了，A 吧")
    assert got.verdict is Verdict.CORRECT and got.reading == "A" and got.needs_confirmation, got
