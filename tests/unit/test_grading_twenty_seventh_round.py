"""The rules of the round on the twenty-seventh blind batch's disagreements (issue "Grading a typed
answer"), each in phrasings of its own (not the batch's), beside the nearest shape that must not be
read as an answer:

- Chinese numerals in more of their forms: financial numerals with the measure word jieba joins to
  them ("伍倍", "叁拾贰张") as the ordinary ones are read, never inside a word ("队伍", "大陆"); the
  colloquial "俩" / "仨" after a word that bounds a count ("至多仨", which jieba may join into one
  word), never after a person ("他俩", "哥俩"); a numeral straight after the operator jieba joins it
  to ("乘八");
- a round figure and some more ("三百二十多 MB", "三百二十几个 M", "320 多 MB"): the range its last
  place leaves open, read to confirm, right only when all of the range is within the tolerance ("三百
  一十多" reaches outside it and is not); "比 320 多" is a bound, not a figure;
- a decimal of two significant digits names the one fraction option it rounds to ("0.43" for 3/7),
  to confirm, as "约 0.43" did; one digit ("0.4") is too coarse, and two options it rounds to
  name neither;
- a figure the answer opens with, followed only by what it counts ("12 个 micro-batch，", "12 步，"),
  is committed as a figure after a commitment word is: an irrelevance with an object of its own after
  it ("跟卡数无关") says what the figure does not depend on, not that it is wrong; a figure described
  ("12 按卡数算的，跟…无关") or denied itself ("…，不对") is still ruled out;
- a guess said as one ("猜一个 C", "蒙一个 C", "我猜 C") chooses the option after it, tentatively, to
  confirm, as "盲猜 C" did; "不猜 C" and "猜不出来" choose nothing;
- a calculation closing on an operation said as done with its result word and no result ("…，96 层
  一乘就是", "乘起来等于") stops before its result: no figure of it is the answer; with the result
  after it, or the operation said after the figure ("325 MB，加起来"), the figure is read;
- on a true/false, "不见得" (not necessarily) is false with a qualification, as "不一定" and "未必"
  are: to confirm;
- not knowing the topic said as "没了解过", "没接触过", "没用过", "没碰过", "不了解", "没听说过" is a
  give-up when it closes the answer (as "我不熟" is); beside an attempt the attempt is read;
- an option of bracketed groups ("[2048, 512] [512, 2048]") is written with its groups joined by a
  slash or a 、 as by a comma: that option, bare; a part of its groups names none;
- "选三" closing a reason ("…，选三", "…，所以选一") chooses the option by its number, as it did as the
  whole answer, to confirm; not when an option is a figure it could be, nor inside a clause;
- an option that is a count times a name ("[8×hidden]") is also said "八倍的 hidden" or "八份 hidden",
  to confirm; the name after such a count is its factor, never the option that is the name alone
  ("[hidden]" had been read in "六倍的 hidden"); "一份 hidden" is one of it, that option; the count
  alone with its 倍 ("八倍", "就是 8 倍吧") names it too, not "8 倍显存" (the 倍 of something else);
- on a multiple choice, items each ticked ("RoPE✓ SwiGLU✓") are one list, read as its items joined
  by 、 are: an item no option has is not dropped (the list is asked again), as a glued tick had it;
- on a choice, an item with a cross mark beside it ("A✗", "B✗" in a list of ticks) had been read as
  chosen — "A✗" was A, bare; now the answer is asked again (a cross may also mark a false statement,
  which a question asking for the false ones chooses), never read;
- an option told not to be chosen ("别选 A", "不要选 A", "不能选 A", "A 别选", "别猜一个 A") had been read as
  chosen (right, had it been the key; no label has the shape): it is ruled out, as "不选 A" is.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

GROWTH = Question(
    id="fx-choice-growth",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="序列长度翻 5 倍、注意力仍为全连接时，注意力矩阵的元素数约增大",
    options={"A": "5×", "B": "10×", "C": "25×", "D": "125×"},
    key="C",
)
SHARDS = Question(
    id="fx-choice-shards",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="一个 1024 张卡的集群按每组 32 张卡切分，共有多少组？",
    options={"A": "8", "B": "16", "C": "32", "D": "64"},
    key="C",
)
INFLIGHT = Question(
    id="fx-choice-inflight",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="某调度器同时最多允许几个预取请求在途？",
    options={"A": "1", "B": "2", "C": "3", "D": "4"},
    key="C",
)
WIDTH = Question(
    id="fx-choice-width",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="SwiGLU 前馈层的中间维度通常取",
    options={"A": "[hidden]", "B": "[2×hidden]", "C": "[4×hidden]", "D": "[8×hidden]"},
    key="D",
)


@pytest.mark.parametrize(("question", "answer"), [(GROWTH, "伍倍"), (SHARDS, "叁拾贰组"), (SHARDS, "叁拾贰")])
def test_a_financial_numeral_with_its_measure_word_is_read(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is Verdict.INCORRECT if answer == "伍倍" else Verdict.CORRECT, graded.rationale
    assert graded.understood.choices == (["A"] if answer == "伍倍" else ["C"])


@pytest.mark.parametrize("answer", ["队伍倍增", "大陆拾组"])
def test_financial_characters_inside_a_word_are_no_figure(answer: str) -> None:
    assert grade(SHARDS, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["至多仨请求在途", "顶多仨", "最多仨"])
def test_a_colloquial_count_after_a_word_that_bounds_it_is_read(answer: str) -> None:
    graded = grade(INFLIGHT, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["他仨", "哥仨都不知道", "咱们仨", "我俩"])
def test_a_colloquial_count_of_people_is_no_figure(answer: str) -> None:
    assert grade(INFLIGHT, answer).verdict is not Verdict.CORRECT


def test_a_numeral_after_the_operator_jieba_joins_it_to_is_read() -> None:
    graded = grade(WIDTH, "hidden 乘八")
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_the_operator_alone_with_no_figure_chooses_nothing() -> None:
    assert grade(WIDTH, "hidden 乘个系数").verdict is Verdict.INVALID


SIZE = Question(
    id="fx-calc-size",
    bank="fx",
    type=QuestionType.CALC,
    stem="一个 8,000 万参数的模型以 fp32 存储，权重约占多少显存？",
    key="约 325 MB",
    numeric=[{"value": 325, "unit": "MB"}],
)


@pytest.mark.parametrize("answer", ["三百二十多 MB", "三百二十几个 M", "320 多 MB", "三百二十来 MB"])
def test_a_round_figure_and_some_more_within_the_tolerance_is_right_to_confirm(answer: str) -> None:
    graded = grade(SIZE, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["三百一十多 MB", "三百多 MB", "比 320 多 MB"])
def test_a_range_reaching_outside_the_tolerance_or_a_bound_is_not_right(answer: str) -> None:
    assert grade(SIZE, answer).verdict is not Verdict.CORRECT


def test_the_exact_figure_stays_bare() -> None:
    graded = grade(SIZE, "325 MB")
    assert graded.verdict is Verdict.CORRECT
    assert not graded.needs_confirmation


SHARES = Question(
    id="fx-choice-shares",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="7 个阶段的流水线里，空泡约占总时间的多少？",
    options={"A": "1/7", "B": "3/7", "C": "5/7", "D": "6/7"},
    key="B",
)
CLOSE_SHARES = SHARES.model_copy(
    update={"id": "fx-choice-close", "options": {"A": "3/7", "B": "13/30", "C": "1/2"}, "key": "A"}
)


@pytest.mark.parametrize("answer", ["0.43", "约 0.43", "0.429"])
def test_a_decimal_of_two_significant_digits_names_the_fraction_it_rounds_to(answer: str) -> None:
    graded = grade(SHARES, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(("question", "answer"), [(SHARES, "0.4"), (SHARES, "0.44"), (CLOSE_SHARES, "0.43")])
def test_a_coarser_decimal_or_one_two_options_round_to_names_none(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID


STEPS = Question(
    id="fx-choice-steps",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="梯度累积 12 步、数据并行 4 卡时，每次 optimizer step 前每张卡本地跑多少个 micro-batch？",
    options={"A": "3", "B": "12", "C": "48", "D": "96"},
    key="B",
)


@pytest.mark.parametrize("answer", ["12 个 micro-batch，跟卡数无关", "12 步，和 GPU 数没关系"])
def test_a_figure_opening_the_answer_with_what_it_counts_is_not_ruled_out_by_what_it_ignores(
    answer: str,
) -> None:
    graded = grade(STEPS, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer", ["12 按卡数算的，跟累积无关", "12 个 micro-batch，不对", "48 个 micro-batch，跟它无关"]
)
def test_a_figure_described_or_denied_itself_is_still_ruled_out(answer: str) -> None:
    assert grade(STEPS, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["没用过这个调度器，不过蒙一个 C", "猜一个 C", "我猜 C 吧"])
def test_a_guess_said_as_one_chooses_the_option_after_it_to_confirm(answer: str) -> None:
    graded = grade(INFLIGHT, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["不猜 C", "猜不出来", "我猜不到"])
def test_a_guess_refused_or_given_up_chooses_nothing(answer: str) -> None:
    assert grade(INFLIGHT, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["一层 40 MB，8 层一乘就是", "每层 40 MB，8 层乘起来等于"])
def test_an_operation_said_done_with_no_result_is_unfinished(answer: str) -> None:
    assert grade(SIZE, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["一层 40 MB，8 层一乘就是 325 MB", "325 MB，每层的加起来"])
def test_the_operation_with_its_result_or_said_after_it_is_read(answer: str) -> None:
    graded = grade(SIZE, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


ALWAYS = Question(
    id="fx-tf-always",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="学习率越大，模型收敛一定越快。",
    key="false",
)


@pytest.mark.parametrize("answer", ["不见得", "一定？不见得", "不见得吧，太大会发散"])
def test_not_necessarily_said_as_bu_jian_de_is_false_to_confirm(answer: str) -> None:
    graded = grade(ALWAYS, answer)
    assert graded.understood.truth is False, graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["见得", "看得见"])
def test_without_its_negation_it_is_no_mark(answer: str) -> None:
    assert grade(ALWAYS, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["这个调度器没了解过", "预取是啥，没接触过", "调度器源码我没碰过"])
def test_not_knowing_the_topic_closing_the_answer_is_a_give_up(answer: str) -> None:
    graded = grade(INFLIGHT, answer)
    assert graded.verdict is Verdict.INCORRECT, graded.rationale
    assert not graded.understood.choices


@pytest.mark.parametrize("answer", ["C，源码没了解过", "没接触过，不过蒙一个 C"])
def test_not_knowing_the_topic_beside_an_attempt_leaves_the_attempt(answer: str) -> None:
    graded = grade(INFLIGHT, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


SHAPES = Question(
    id="fx-choice-shapes",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="隐藏维 512、FFN 维 2048 时，两个线性层（[out, in]）的权重形状为：",
    options={
        "A": "[2048, 512] [512, 2048]",
        "B": "[512, 2048] [2048, 512]",
        "C": "[2048, 2048] [512, 512]",
        "D": "[512, 512] [2048, 2048]",
    },
    key="A",
)


@pytest.mark.parametrize(
    "answer", ["[2048,512] / [512,2048]", "[2048,512]、[512,2048]", "[2048, 512], [512, 2048]"]
)
def test_an_options_groups_listed_with_slashes_or_commas_are_that_option_bare(answer: str) -> None:
    graded = grade(SHAPES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["[2048,512]", "[2048,512] / [512,512]"])
def test_part_of_an_options_groups_or_a_mix_of_two_names_none(answer: str) -> None:
    assert grade(SHAPES, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize(
    "answer", ["高估是因为没做采样修正——偏高了，选一", "两个线性层都是 [out, in]，所以选一"]
)
def test_choosing_by_number_closing_a_reason_is_that_option_to_confirm(answer: str) -> None:
    graded = grade(SHAPES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("question", "answer"),
    [(SHAPES, "选一个合适的，再想想"), (SHAPES, "选一还是选二"), (SHARDS, "不好说，选三")],
)
def test_a_number_that_is_no_closing_choice_or_could_be_an_options_figure_names_none(
    question: Question, answer: str
) -> None:
    assert grade(question, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["八倍的 hidden", "加起来八份 hidden", "8 份 hidden 拼起来"])
def test_a_count_of_a_name_said_with_bei_de_or_fen_is_the_product_option_to_confirm(answer: str) -> None:
    graded = grade(WIDTH, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["八倍的 hidden", "4 份 hidden", "2×hidden", "8 倍 hidden"])
def test_the_name_as_a_products_factor_is_never_the_bare_name_option(answer: str) -> None:
    bare_key = WIDTH.model_copy(update={"id": "fx-choice-width-a", "key": "A"})
    assert grade(bare_key, answer).verdict is not Verdict.CORRECT


def test_one_of_the_name_is_the_bare_name_option() -> None:
    assert grade(WIDTH, "就一份 hidden 那么宽").understood.choices == ["A"]


TRAITS = Question(
    id="fx-multi-traits",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于某 7B 开源模型，以下哪些说法正确？",
    options={"A": "使用 RoPE 位置编码", "B": "使用 LayerNorm", "C": "使用 SwiGLU 激活", "D": "词表 32k"},
    key="ACD",
    scoring="partial_subset",
)


def test_items_each_ticked_are_read_as_one_list_to_confirm() -> None:
    graded = grade(TRAITS, "RoPE✓ SwiGLU✓")
    assert graded.understood.choices == ["A", "C"], graded.rationale
    assert graded.verdict is Verdict.PARTIAL
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["SwiGLU✓ GQA✓", "RoPE✓ LayerNorm✗"])
def test_a_ticked_item_of_no_option_or_a_cross_never_leaves_a_smaller_set(answer: str) -> None:
    graded = grade(TRAITS, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [(SHAPES, "A✗"), (SHAPES, "A ❌，B"), (TRAITS, "A✓ C✓ D✓ B✗ C✗"), (TRAITS, "A✘ C D")],
)
def test_a_crossed_option_is_never_read_as_chosen_the_answer_is_asked_again(
    question: Question, answer: str
) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID


def test_every_letter_ticked_or_crossed_on_a_question_asking_the_right_ones_is_the_ticked_set() -> None:
    graded = grade(TRAITS, "A✓ C✓ D✓ B✗")  # a cross is "not chosen" or "false": not right either way
    assert (graded.understood.choices, graded.verdict) == (["A", "C", "D"], Verdict.CORRECT)
    assert graded.needs_confirmation


def test_a_tick_beside_an_option_alone_stays_its_bare_choice() -> None:
    graded = grade(SHAPES, "A✓")
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation


@pytest.mark.parametrize("answer", ["八倍", "就是 8 倍吧"])
def test_the_count_alone_with_bei_names_the_product_option_to_confirm(answer: str) -> None:
    graded = grade(WIDTH, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["8 倍显存", "18 倍", "1.8 倍"])
def test_a_count_with_bei_of_something_else_or_another_count_names_none(answer: str) -> None:
    assert grade(WIDTH, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["别选 A", "不要选 A", "千万别选 A", "不能选 A", "A 别选", "别猜一个 A"])
def test_an_option_told_not_to_be_chosen_is_never_read_as_chosen(answer: str) -> None:
    graded = grade(SHAPES, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale
    assert graded.understood.choices == []


@pytest.mark.parametrize("answer", ["别选 B，选 A", "A，别选 B"])
def test_the_option_chosen_beside_one_told_not_to_be_is_read(answer: str) -> None:
    graded = grade(SHAPES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
