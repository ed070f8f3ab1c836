"""Rules of a round on the seen batches' disagreements, grouped by cause (issue "Grading a typed
answer"), each in phrasings of its own (not the batches'), beside the nearest shape that must still
be read:

- a calculation that stops before its result is asked again, never graded on one of its steps: a
  figure that is the coefficient of a formula's symbols or words ("2·L·h 字节", "3 × 层数") is an
  operand, not a result; a last step announced with several operands ("…，再乘 32 个头和 64 层",
  "接下来乘 b、s") or a word of sequence with nothing after it ("…，然后") stops before its result;
  a closing clause with no figure that says the arithmetic is left undone ("…，代进去就行", "…，时间
  不够了") leaves the figures before it as steps. A result after the formula ("2 × b × s 得 325 MB")
  is still read, and of two parts, "…，比例先不算了" leaves only the second undone;
- on a multiple choice asking what holds, all but the options the answer names by their own words
  ("除了 bf16 那条其余都对", "everything but dropout", "bf16 那条不选，其他都选", "dropout 我不信，
  其余三条都认"), as all but those named by letter was read: a word of one option alone names it; a
  word of two options, a piece naming none, a count of the rest that is not the number left, a hedge
  or doubt anywhere, or a clause naming an option that neither denies nor removes it ("dropout 挺好，
  其他都选") reads nothing here;
- "除了 C 都是错的" / "全是坑" / "都有问题" (the rest denied) had been read as all but C, and an option
  praised or stressed before "其他都选" ("C 挺好", "C 很重要") as set apart: either could read a wrong
  answer as the key; both are now asked again or read by the mentions as before, never as the rest;
- on a code answer of several blanks, a number in brackets opening a part ("(1) x；(2) y", "（1）x")
  labels its blank as "空1" does (it had been read as part of the fill, and the fills as wrong), never
  the argument of a call ("f(1)") nor a figure ("(1).5");
- a question back whose clauses ask to agree with a statement that holds "就是" ("X 就是 Y 模式对吧？")
  or close on an A-not-A verb without a question mark ("那 C 算不算") only asks: it had been read as a
  decision ("就是") and a statement beside a question (C chosen); "就是 C" alone still decides;
- an option said to be at odds with the question's givens ("跟 32 头对不上", "与题目不符") or
  meaningless ("没有意义") is ruled out, and a denial closing an option's sentence is said of it when
  another sentence follows ("A …，跟 32 头对不上；D …"), as it was of the last option named;
- options named, then a turn and one of them denied in the same clause ("AB but B is wrong", "AB 但 B
  不对") are chosen and denied, asked again, as with a comma before the turn: the turn had made "AB" the
  subject of what followed, and A was read (the explore profile's find);
- a plain list of options followed by one clause taking all of it ("bf16、ZeRO-3、FlashAttention，都能用",
  "…，一个不落") is still a plain list: an item that names no option leaves the answer asked again,
  never read as the smaller set (only the first item had been read);
- "挑" (pick) and a rounding "往下取 / 往上取" (take, rounding down / up) commit to the option after them
  as "取" did ("…≈ 67，往下取 64", "…4.5 倍左右，挑 4×"); denied ("不挑 B", "别取 48", "不会挑 48") they
  rule it out — "不取 48" / "不挑 48" / "别挑 48" had been read as the figure option 48 (right, had it
  been the key; no label has the shape);
- on a multiple choice, an option whose clause closes on "也要" / "也需要" ("C，必须 bf16；A 也要，…") is
  added to the set, as "A 也算" was; "A 也要改" goes on to say something of A and adds nothing.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.grading_questions import DTYPE_BLANKS as MASKS

SIZE = Question(
    id="fx-calc-size",
    bank="fx",
    type=QuestionType.CALC,
    stem="一个 8,000 万参数的模型以 fp32 存储，权重约占多少显存？",
    key="约 325 MB",
    numeric=[{"value": 325, "unit": "MB"}],
)


@pytest.mark.parametrize(
    "answer",
    [
        "权重 = 4 × 参数量 字节，代进去就行",
        "显存是 4·n·bytes，手算不动了",
        "每个参数 4 B，再乘 8000 万个参数和 1 份",
        "每个参数 4 字节，接下来乘参数量、份数",
        "每个参数 4 B，参数 8000 万个，然后",
        "总量 = 4 × 参数数 × 份数，时间不够了",
        "公式是 4·N 字节，数就不代了",
    ],
)
def test_a_calculation_that_stops_before_its_result_is_asked_again(answer: str) -> None:
    graded = grade(SIZE, answer)
    assert graded.verdict is Verdict.INVALID, (graded.verdict, graded.reading)


@pytest.mark.parametrize(
    "answer",
    ["4 × 参数量，算出来 325 MB", "4·n 字节，代进去就是 325 MB", "325 MB，代进去就行", "约 325 MB"],
)
def test_a_result_after_the_formula_is_read(answer: str) -> None:
    graded = grade(SIZE, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)


def test_a_wrong_result_after_the_formula_stays_wrong() -> None:
    graded = grade(SIZE, "4 × 参数量，算出来 160 MB")
    assert graded.verdict is Verdict.INCORRECT, (graded.verdict, graded.reading)


TWO_PARTS = Question(
    id="fx-calc-two",
    bank="fx",
    type=QuestionType.CALC,
    stem="一个 8,000 万参数的模型以 fp32 存储，权重约占多少显存？改存 fp16 省下多少比例？",
    key="约 325 MB；50%",
    numeric=[{"value": 325, "unit": "MB", "label": "显存"}, {"value": 50, "unit": "%", "label": "比例"}],
)


def test_of_two_parts_an_undone_closing_clause_leaves_only_the_second_undone() -> None:
    graded = grade(TWO_PARTS, "显存 325 MB，比例……先不算了")
    assert graded.verdict is Verdict.PARTIAL, (graded.verdict, graded.reading, graded.rationale)


TRICKS = Question(
    id="fx-multi-tricks",
    bank="fx",
    type=QuestionType.MULTI,
    stem="训练大模型时，以下哪些做法能减少显存占用？",
    options={
        "A": "激活重计算（gradient checkpointing）",
        "B": "改用 bf16 混合精度",
        "C": "加大 dropout 比例",
        "D": "ZeRO-3 切分优化器状态",
    },
    key="ABD",
    scoring="all_or_nothing",
)


@pytest.mark.parametrize(
    "answer",
    [
        "除了 dropout 那条其余都对",
        "除了加大 dropout 都行",
        "everything but dropout",
        "all except the dropout one, it just regularises",
        "dropout 那条不选，其他都选",
        "dropout 我不信，其余三条都认",
        "dropout 跟显存没关系，排掉；剩下的都选",
    ],
)
def test_all_but_an_option_named_by_its_words_chooses_the_rest(answer: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "除了 bf16 那条其余都对",  # all but B: A, C, D
        "除了 bf16 和 ZeRO-3 都对",  # A and C
        "bf16 那条不选，其他都选",
    ],
)
def test_all_but_the_wrong_option_named_by_its_words_is_not_the_key(answer: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.verdict is not Verdict.CORRECT, (graded.verdict, graded.reading)


@pytest.mark.parametrize(
    "answer",
    [
        "除了 dropout 都是错的",
        "除了 dropout 全是坑",
        "除了 dropout 都有问题",
        "除了 C 都是错的",
        "除了 C 全是坑",
        "C 挺好，其他都选",
        "C 很重要，其余都选",
        "dropout 挺好，其他都选",
        "dropout 不选，其余两条都认",  # three are left, not two
        "除了 learning rate 都对",  # words of no option: nothing left out
        "除了显存都对",  # a word of the stem names no option
    ],
)
def test_the_rest_denied_or_an_option_praised_is_never_the_rest_chosen(answer: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.verdict is not Verdict.CORRECT, (graded.verdict, graded.reading)
    assert graded.reading != "A、B、D", graded.reading


@pytest.mark.parametrize(
    "answer",
    [
        "(1) torch.bfloat16；(2) torch.bool",
        "（1）torch.bfloat16；（2）torch.bool",
        "(2) torch.bool (1) torch.bfloat16",
    ],
)
def test_a_bracketed_number_labels_its_blank(answer: str) -> None:
    graded = grade(MASKS, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)


def test_a_bracketed_number_inside_a_call_is_no_label() -> None:
    graded = grade(MASKS, "torch.zeros(1) torch.bool")
    assert graded.verdict is not Verdict.CORRECT, (graded.verdict, graded.reading)


def test_a_labelled_wrong_fill_scores_its_blank_only() -> None:
    graded = grade(MASKS, "(1) torch.bfloat16；(2) torch.float16")
    assert graded.verdict is Verdict.PARTIAL and graded.score == 0.5, (graded.verdict, graded.reading)


COMPILE = Question(
    id="fx-choice-compile",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="torch.compile 的哪个 mode 会用 CUDA Graphs 降低 launch 开销？",
    options={"A": "default", "B": "reduce-overhead", "C": "max-autotune-no-cudagraphs", "D": "eager"},
    key="B",
)


@pytest.mark.parametrize(
    "answer",
    [
        "reduce-overhead 就是 CUDA Graphs 模式对吧？那 C 算不算",
        "B 就是 CUDA Graphs 模式对吧？",
        "那 D 算不算",
    ],
)
def test_a_question_back_that_asks_to_agree_or_asks_a_not_a_only_asks(answer: str) -> None:
    graded = grade(COMPILE, answer)
    assert graded.verdict is Verdict.INVALID, (graded.verdict, graded.reading)


@pytest.mark.parametrize("answer", ["就是 B", "选 B，C 不算", "B 吧？"])
def test_a_decision_beside_them_is_still_read(answer: str) -> None:
    graded = grade(COMPILE, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)


SLOPES = Question(
    id="fx-choice-slopes",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="ALiBi 用于 16 个头的模型时，第 h 个头的斜率 m_h 是？",
    options={"A": "m_h = 2^(-h)，只写了 4 个头", "B": "m_h = 2^(-h/2)", "C": "m_h = 0.5h", "D": "m_h = 1"},
    key="B",
)


@pytest.mark.parametrize(
    "answer",
    [
        "A 只列了 4 个头，跟 16 头对不上；D 所有头都一样，没有意义",
        "A 跟题目不符",
        "C 线性增长，说不通",
    ],
)
def test_options_at_odds_with_the_givens_or_meaningless_are_ruled_out(answer: str) -> None:
    graded = grade(SLOPES, answer)
    assert graded.verdict is Verdict.INVALID, (graded.verdict, graded.reading)


@pytest.mark.parametrize(
    "answer", ["A 只列了 4 个头，跟 16 头对不上；选 B", "B，跟 16 头对得上", "B 跟 16 头一致"]
)
def test_an_option_chosen_beside_them_or_said_to_fit_is_read(answer: str) -> None:
    graded = grade(SLOPES, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)


@pytest.mark.parametrize(
    "answer", ["AB but B is wrong", "AB 但 B 不对", "A B but B is not right", "AB, but B is wrong"]
)
def test_options_chosen_then_one_denied_after_a_turn_are_asked_again(answer: str) -> None:
    graded = grade(COMPILE, answer)
    assert graded.verdict is Verdict.INVALID, (graded.verdict, graded.reading)


@pytest.mark.parametrize("answer", ["A 但 B 更对", "B 但是 A 不对", "选 B，但 A 不对"])
def test_a_turn_to_another_option_is_still_read(answer: str) -> None:
    graded = grade(COMPILE, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)


@pytest.mark.parametrize(
    "answer",
    [
        "bf16、ZeRO-3、FlashAttention，都能用",
        "激活重计算、bf16、梯度累加，全要",  # no option's words: "切优化器" is read as D's, to confirm
        "重计算、半精度、ZeRO-3，一个不落",
    ],
)
def test_a_list_taken_whole_with_an_unread_item_is_asked_again(answer: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.verdict is Verdict.INVALID, (graded.verdict, graded.reading)


@pytest.mark.parametrize("answer", ["A、B、D，都能用", "gradient checkpointing、bf16、ZeRO-3，都能用"])
def test_a_list_taken_whole_with_every_item_read_is_read(answer: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)


HEADS = Question(
    id="fx-choice-heads",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="显存预算 10 GB 时 num_heads 最大可取以下哪个值？",
    options={"A": "24", "B": "40", "C": "56", "D": "72"},
    key="B",
)


@pytest.mark.parametrize(
    "answer",
    [
        "每个头约 0.24 GB，10 GB 最多 41 个，往下取 40",
        "算出来 41.6，往上取不行，往下取 40",
        "41 个左右，挑 40",
    ],
)
def test_a_pick_or_a_rounding_take_after_a_reason_commits(answer: str) -> None:
    graded = grade(HEADS, answer)
    assert graded.verdict is Verdict.CORRECT, (graded.verdict, graded.reading, graded.rationale)
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["不取 40", "不挑 40", "别挑 40", "不会挑 40", "我不挑 B", "别取 B"])
def test_a_denied_pick_or_take_rules_the_option_out(answer: str) -> None:
    graded = grade(HEADS, answer)
    assert graded.verdict is not Verdict.CORRECT, (graded.verdict, graded.reading)


@pytest.mark.parametrize(
    ("answer", "reading"),
    [("B，混合精度省一半；A 也要，激活占大头", "A、B"), ("D；A 也需要", "A、D"), ("A、B，D 也要", "A、B、D")],
)
def test_an_option_also_wanted_is_added(answer: str, reading: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.reading == reading, (graded.verdict, graded.reading)


def test_an_option_also_to_be_changed_is_not_added() -> None:
    graded = grade(TRICKS, "B，A 也要改")
    assert graded.reading == "B", graded.reading
