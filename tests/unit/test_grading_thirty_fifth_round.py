"""The rules of the round on the thirty-fifth blind batch's disagreements (issue "Grading a typed
answer"), each in phrasings of its own (not the batch's), beside the nearest shape that must not be
read as that answer:

- "我填 B" commits to B, as "我投 B" does; denied ("B 我不能填", "别填 B", "我不填 B") it rules B out,
  as "不选" does, and a condition with who chooses ("如果我填 B 会怎样", "要是我选 B 呢") asks what would
  follow and chooses nothing;
- a Chinese numeral after the verb of choosing, which jieba joins to it ("嗯选零", "选五"), is the
  figure it says, as after "取" ("温度取一"); "二选一" stays a word; so is "零" in "归零", "清零" (goes
  to zero), while a becoming or being denied before a figure ("偏差不为零", "没有变成 0", "不会归零")
  rules it out, never chooses it;
- "只算一个" restricts what an item counts for ("…，top-2 也只算一个"): no item added to the set, so the
  answer is read, where "…，psum 也能算一个" still adds an item that names no option (asked again);
- on a calculation of several parts, a spaced slash between a bare figure and a percentage
  ("11,468,800 / 98.7%") parts two answers, as between two units ("11.47M / 98.7%"); between two bare
  figures ("2048 / 64") it still divides;
- an arrow after a blank's number ("空1 → x", "空2 -> y") points to its fill, as a colon does; the
  fills are still graded blank by blank, so swapped fills stay wrong;
- asking to move on ("这题能换一道吗", "能跳过吗") is a give-up (incorrect), not a question back; so is
  a give-up said of the question's topic pointed at ("没记过这个环境变量"), where one beside an answer
  ("没记过这个，应该对") leaves the answer read.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import SIZES
from tests.helpers.curated import curated_catalog

SHARDING = next(question for question in curated_catalog() if question.id == "seed000-27")  # two blanks
CLAIM = Question(
    id="fx-tf-env35",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="设置 NCCL_P2P_DISABLE=1 会关闭 NVLink 点对点通信。",
    key="true",
)
LORA = next(question for question in curated_catalog() if question.id == "seed000-31")  # 11.47 M; 98.7 %
SIZES_KEY_B = SIZES.model_copy(update={"id": "fx-choice-sizes-b35", "key": "B"})
FRACTIONS_OF = Question(
    id="fx-single-fractions35",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="top-2 路由、64 个专家时，每个 token 的通信量约为原来的多少？",
    options={"A": "1/32", "B": "1/64", "C": "1/128", "D": "1/256"},
    key="A",
)
SHARE = Question(
    id="fx-single-share35",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="截尾均值去掉两端各 10% 后，这 10 个作弊样本造成的偏差还剩多少？",
    options={"A": "0", "B": "5%", "C": "10%", "D": "50%"},
    key="A",
)


@pytest.mark.parametrize("answer", ["我填 B", "我填 B 了", "这题我填 B 吧", "我填的 B"])
def test_filling_in_an_option_chooses_it(answer: str) -> None:
    graded = grade(SIZES_KEY_B, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "B 我不能填",
        "我不能填 B",
        "别填 B",
        "我不填 B",
        "如果我填 B 会怎样",
        "要是我填 B 呢",
        "如果我选 B 会怎样",
    ],
)
def test_an_option_not_filled_in_or_only_supposed_is_never_chosen(answer: str) -> None:
    graded = grade(SIZES_KEY_B, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert "B" not in (graded.understood.choices or [])


@pytest.mark.parametrize("answer", ["50%？不对，选零", "一开始算成 50%，不对……嗯选零", "选零"])
def test_a_numeral_after_the_verb_of_choosing_is_its_figure(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["10 个全被截掉了，偏差归零", "偏差清零", "两头一截就归零了"])
def test_going_to_zero_is_the_figure_zero(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (SHARE, "偏差不为零"),
        (SHARE, "偏差没有变成 0"),
        (SHARE, "偏差不会归零"),
        (SHARE, "并没有降到 0"),
        (SIZES, "显存不会降到 35GB"),
        (SIZES, "不等于 35GB"),
    ],
)
def test_a_figure_denied_as_what_it_becomes_is_never_chosen(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.understood.choices != [question.key_text]


@pytest.mark.parametrize("answer", ["选五十", "不对，选五十吧"])
def test_a_wrong_figure_after_the_verb_of_choosing_is_that_option(answer: str) -> None:
    assert grade(
        SHARE.model_copy(update={"options": {**SHARE.options, "D": "50"}}), answer
    ).understood.choices == ["D"]


def test_two_choose_one_is_no_figure() -> None:
    assert grade(SHARE, "0 和 10% 二选一").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("1/32，top-2 也只算一个", ["A"]), ("1/64，top-2 只算一份", ["B"]), ("1/64，两路仅算一个", ["B"])],
)
def test_an_item_said_to_count_only_once_adds_nothing(answer: str, chosen: list[str]) -> None:
    assert grade(FRACTIONS_OF, answer).understood.choices == chosen


@pytest.mark.parametrize("answer", ["1/64，top-2 也算一个", "1/64，top-2 也能算一个"])
def test_an_item_added_that_names_no_option_is_still_asked_again(answer: str) -> None:
    assert grade(FRACTIONS_OF, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["11,468,800 / 98.7%", "11468800 / 98.7 %", "11.47M / 98.7%"])
def test_a_spaced_slash_before_a_percentage_parts_two_answers(answer: str) -> None:
    graded = grade(LORA, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert len(graded.understood.numbers) == 2


@pytest.mark.parametrize("answer", ["11,468,800 / 50%", "9,000,000 / 98.7%"])
def test_one_wrong_part_beside_a_slash_is_never_correct(answer: str) -> None:
    assert grade(LORA, answer).verdict is Verdict.PARTIAL


def test_a_slash_between_two_bare_figures_still_divides() -> None:
    assert grade(LORA, "11468800 / 860000000").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer", ["空1 → P('x', None)\n空2 → P(None, 'y')", "空1 -> P('x', None)；空2 -> P(None, 'y')"]
)
def test_an_arrow_after_a_blank_number_points_to_its_fill(answer: str) -> None:
    graded = grade(SHARDING, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert "→" not in graded.reading and "->" not in graded.reading


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("空1 → P(None, 'y')\n空2 → P('x', None)", Verdict.INCORRECT), ("空1 → P('x', None)", Verdict.PARTIAL)],
)
def test_fills_after_arrows_are_graded_blank_by_blank(answer: str, verdict: Verdict) -> None:
    assert grade(SHARDING, answer).verdict is verdict


@pytest.mark.parametrize(
    "answer", ["这题能换一道吗", "能跳过吗", "可以下一题吗", "没记过这个环境变量", "不知道这个参数"]
)
def test_asking_to_move_on_or_not_knowing_the_topic_is_a_give_up(answer: str) -> None:
    graded = grade(CLAIM, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale
    assert graded.understood.truth is None


@pytest.mark.parametrize(
    ("answer", "truth"), [("没记过这个，应该对", True), ("不知道这个参数，但我觉得是错的", False)]
)
def test_a_give_up_beside_an_answer_leaves_the_answer_read(answer: str, truth: bool) -> None:
    assert grade(CLAIM, answer).understood.truth is truth


@pytest.mark.parametrize("answer", ["是这个参数吗？", "这个环境变量是干什么的？"])
def test_a_question_about_the_topic_is_still_asked_back(answer: str) -> None:
    assert grade(CLAIM, answer).verdict is Verdict.INVALID
