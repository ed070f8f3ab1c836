"""The rules of the round on the thirty-first blind batch's disagreements (issue "Grading a typed
answer"), each in phrasings of its own (not the batch's), beside the nearest shape that must not be
read as an answer:

- a bracketed or circled numeral sign ("⑶", "㈢", "㊂") alone on a choice is a place in the list, as a
  circled digit ("③") is, never the figure NFKC would make of it; a run of them is a sequence;
- the option at the bottom of a list of sets said "最后那组" / "最末尾那组", as "最后那个" is; "最后一组"
  may be a group the question counts, and is not read;
- "C 以外统统选上" / "除了 C 以外全部选上": every option but C, as "C 以外都选" is; "C 以外统统不选"
  chooses no such rest;
- on a multiple choice, options described in a clause and then removed by letter ("P/R 都要真实样本，
  D E 排除，其余都行"): the rest, as when the removal stands alone; a removal naming fewer options
  than the description is not read as that removal;
- an option chosen, then removed with others by letter ("D，D、E 不选", "Precision 和 Recall，D、E 不选")
  had been read as chosen (the group's removal reached its last letter alone: right, had D been the
  key); it is chosen and denied now, asked again, as "D，D、E 不对" was; a removal beside another
  choice ("A，D、E 不选") leaves that choice;
- on a true/false, "是这么回事" (that is how it is) is true, "不是这么回事" false; a question ("是这么回事
  吗") and a rhetorical "哪是这么回事" are no mark;
- a letter bounded by a verb of taking ("h 最多取到四十八", "h 最大取 48") is a variable, not an option,
  as "h 取 48" was; the figure after it is the answer;
- a result said approximately after its working ("3.9 万 ÷ 300 ≈ 130", "约等于 130") is committed as
  one after "=" is; a figure "≈" another that is no option stays a figure;
- an option that is a count times a name ("[6×hidden]") is also said by its count and "份" alone ("= 6
  份"), as by "6 倍"; "6 份显存" counts something else;
- a short phrase around the one figure, closed by a bracket working it out ("每卡吃 8 条（2048 ÷ 64 ÷
  4）"), commits to the figure when the working comes to it exactly; a working that comes to another
  figure, or is denied or asked about, leaves the answer unread (asked again);
- Chinese numerals in more forms: 卌 (forty) as 廿 and 卅 are ("卌二"); a numeral after the verb of
  taking a value standing as its own word ("温度取二", "取八"), as after "乘"; not inside a word;
- places in more words: a formal numeral before "段" / "组" / "行" ("第叁段"), an option chosen by its
  formal number closing the answer ("…，所以选叁"), a run from one end counted "仨" / "俩" ("前仨",
  "后俩"; not "前仨人"), "首项" as the whole answer and "首尾两项" (the first and the last); a bare
  list of option numbers split by spaces ("1 3 4") as by commas, where no option is a figure;
- a half said as a cut in two ("对半开", "对半砍", "对半" alone) is 50 %, as "一半" is; "答对半数" and
  "B 对半" (half right) are not;
- where every option is a figure of one unit, the largest or the smallest option named as such ("最小
  那个", "选体积最大的那个", "…，只能选最大的那个") is that option, to confirm; not where an option is
  no figure, nor where two options share the extreme.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType

WIDTH = Question(
    id="fx-choice-width31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="SwiGLU 前馈层的中间维度通常取",
    options={"A": "[hidden]", "B": "[2×hidden]", "C": "[4×hidden]", "D": "[8×hidden]"},
    key="C",
)
SHAPES = Question(
    id="fx-choice-shapes31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="交叉注意力里，图像 token 作 query、文本 token 作 key/value 时，K 与 V 的形状是",
    options={
        "A": "K: [77, 640], V: [77, 640]",
        "B": "K: [640, 77], V: [77, 640]",
        "C": "K: [77, 2048], V: [77, 2048]",
        "D": "K: [2048, 77], V: [2048, 640]",
    },
    key="D",
)
TRICKS = Question(
    id="fx-multi-tricks31",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些做法能降低大模型训练的显存占用？",
    options={
        "A": "激活重计算",
        "B": "ZeRO 分片优化器状态",
        "C": "把 batch 翻倍",
        "D": "混合精度训练",
        "E": "梯度累积代替大 batch",
    },
    key="ABDE",
    scoring="all_or_nothing",
)
METRICS = Question(
    id="fx-multi-metrics31",
    bank="fx",
    type=QuestionType.MULTI,
    stem="只有生成样本、没有真实样本时，以下哪些指标仍然能算？",
    options={
        "A": "CLIP score",
        "B": "Inception score",
        "C": "生成样本的多样性（平均两两距离）",
        "D": "Precision（对照真实分布）",
        "E": "Recall（对照真实分布）",
    },
    key="ABC",
    scoring="all_or_nothing",
)
CLAIM = Question(
    id="fx-tf-claim31",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="双重量化（double quantization）再量化的是量化常数，而不是权重本身。",
    key="true",
)
HEADS = Question(
    id="fx-choice-heads31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="显存上限 10 GB 时，num_heads（记为 h）最大可取以下哪个值？",
    options={"A": "16", "B": "24", "C": "32", "D": "40"},
    key="C",
)


@pytest.mark.parametrize("answer", ["㈢", "⑶", "㊂", "选㈢"])
def test_a_bracketed_or_circled_numeral_sign_is_a_place(answer: str) -> None:
    graded = grade(WIDTH, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_a_run_of_numeral_signs_is_a_sequence_not_a_place() -> None:
    assert grade(WIDTH, "㈠㈡㈢").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["最后那组", "选最末尾那组", "最下面那组"])
def test_the_set_at_the_bottom_of_the_list_is_the_last_option(answer: str) -> None:
    graded = grade(SHAPES, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_the_last_group_counted_is_no_place() -> None:
    assert grade(SHAPES, "最后一组").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["C 以外统统选上", "除了 C 以外全部选上", "C 以外通通选"])
def test_everything_but_a_letter_said_with_a_sweeping_word_is_the_rest(answer: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.understood.choices == ["A", "B", "D", "E"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_nothing_but_a_letter_is_that_letter_not_the_rest() -> None:
    graded = grade(TRICKS, "C 以外统统不选")
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_options_described_then_removed_by_letter_leave_the_rest() -> None:
    graded = grade(METRICS, "Precision 和 Recall 都要对照真实分布，D、E 排除，其余都能算")
    assert graded.understood.choices == ["A", "B", "C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_a_removal_narrower_than_the_description_is_not_the_rest() -> None:
    graded = grade(METRICS, "Precision 和 Recall 都要对照真实分布，D 排除，其余都能算")
    assert graded.understood.choices != ["A", "B", "C"], graded.rationale


@pytest.mark.parametrize(
    ("answer", "verdict"), [("嗯，就是这么回事", Verdict.CORRECT), ("不是这么回事", Verdict.INCORRECT)]
)
def test_that_is_how_it_is_marks_the_claim(answer: str, verdict: Verdict) -> None:
    assert grade(CLAIM, answer).verdict is verdict


@pytest.mark.parametrize("answer", ["是这么回事吗", "哪是这么回事"])
def test_asking_or_scoffing_is_no_mark(answer: str) -> None:
    assert grade(CLAIM, answer).verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["h 最多取到三十二", "h 最大取 32", "h 至多取为 32"])
def test_a_letter_bounded_by_a_verb_of_taking_is_a_variable(answer: str) -> None:
    graded = grade(HEADS, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_a_letter_before_its_own_remark_is_still_an_option() -> None:
    graded = grade(HEADS, "d 最多，其他都偏小")
    assert graded.understood.choices == ["D"], graded.rationale


@pytest.mark.parametrize("answer", ["D，D、E 不选", "A 和 E，D、E 排除", "Precision 和 Recall，D、E 不选"])
def test_an_option_chosen_then_removed_with_others_is_asked_again(answer: str) -> None:
    graded = grade(METRICS, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


def test_options_removed_beside_a_choice_leave_the_choice() -> None:
    graded = grade(METRICS, "A，D、E 不选")
    assert graded.understood.choices == ["A"], graded.rationale


DIVIDED = Question(
    id="fx-choice-divided31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="3.9 万条样本按每批 300 条切分，共多少批？",
    options={"A": "13", "B": "130", "C": "1300", "D": "390"},
    key="B",
)
COPIES = Question(
    id="fx-choice-copies31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="adaLN-Zero 的调制参数共有几份 hidden 宽的向量？",
    options={"A": "[hidden]", "B": "[2×hidden]", "C": "[4×hidden]", "D": "[6×hidden]"},
    key="D",
)
PER_CARD = Question(
    id="fx-choice-percard31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="全局 batch 1024、16 卡、梯度累积 4 步时，每卡一次前向多少条样本？",
    options={"A": "4", "B": "16", "C": "32", "D": "64"},
    key="B",
)


@pytest.mark.parametrize("answer", ["3.9 万 ÷ 300 ≈ 130", "39000 / 300 约等于 130"])
def test_a_result_said_approximately_after_its_working_is_committed(answer: str) -> None:
    graded = grade(DIVIDED, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_a_figure_approximating_no_option_is_no_choice() -> None:
    assert grade(DIVIDED, "3.9 万 ÷ 300 ≈ 131").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["各三份，再 ×2 = 6 份", "就是 6 份吧"])
def test_a_count_of_copies_alone_names_the_product_option(answer: str) -> None:
    graded = grade(COPIES, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_copies_of_something_else_name_no_option() -> None:
    assert grade(COPIES, "6 份显存").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["每卡前向吃 16 条（1024 ÷ 16 卡 ÷ 累积 4）", "每卡前向吃 16 条（4 × 4）"])
def test_a_figure_with_a_bracket_working_it_out_is_the_answer(answer: str) -> None:
    graded = grade(PER_CARD, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "每卡前向吃 16 条（1024 ÷ 16 卡 ÷ 2）",
        "每卡前向吃 16 条（不是 4 x 4）",
        "每卡前向吃 16 条（1024 ÷ 0）",
        "每卡前向吃 16 条（1024 ÷ 64 吗）",
    ],
)
def test_a_bracket_working_out_another_figure_or_doubted_is_not_read(answer: str) -> None:
    assert grade(PER_CARD, answer).verdict is Verdict.INVALID


SNIPPETS = Question(
    id="fx-choice-snippets31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="以下哪段代码能让 PyTorch 的训练在每次运行时结果完全一致？",
    options={
        "A": "torch.manual_seed(0)",
        "B": "torch.backends.cudnn.benchmark = True",
        "C": "torch.use_deterministic_algorithms(True)",
        "D": "torch.compile(model)",
    },
    key="C",
)
FORTY = Question(
    id="fx-choice-forty31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="显存上限 10 GB 时，num_heads 最大可取以下哪个值？",
    options={"A": "32", "B": "42", "C": "64", "D": "80"},
    key="B",
)
TEMPERATURE = Question(
    id="fx-choice-temperature31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="知识蒸馏里，让软标签最接近原始分布的温度是",
    options={"A": "0.5", "B": "2", "C": "5", "D": "10"},
    key="B",
)
FEATURES = Question(
    id="fx-multi-features31",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些是 LLaMA 架构的组成部分？",
    options={"A": "RMSNorm", "B": "SwiGLU", "C": "RoPE", "D": "LayerNorm 后置", "E": "绝对位置编码"},
    key="ABC",
    scoring="all_or_nothing",
)
ENDS = Question(
    id="fx-multi-ends31",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些做法能降低大模型训练的显存占用？",
    options={"A": "激活重计算", "B": "把 batch 翻倍", "C": "关掉混合精度", "D": "ZeRO 分片", "E": "梯度累积"},
    key="AE",
    scoring="all_or_nothing",
)


@pytest.mark.parametrize("answer", ["卌二", "头数顶多卌二"])
def test_forty_said_with_its_own_character_is_read(answer: str) -> None:
    graded = grade(FORTY, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_forty_alone_is_no_figure_of_the_options() -> None:
    assert grade(FORTY, "卌").verdict is Verdict.INVALID


@pytest.mark.parametrize("answer", ["温度取二", "蒸馏时取二"])
def test_a_numeral_after_the_verb_of_taking_is_read(answer: str) -> None:
    graded = grade(TEMPERATURE, answer)
    assert graded.understood.choices == ["B"], graded.rationale
    assert graded.needs_confirmation


def test_a_numeral_inside_a_word_with_the_same_character_is_not() -> None:
    assert grade(TEMPERATURE, "取二选一").verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["第叁段", "所以选叁", "cudnn 那个只管卷积，所以选叁"])
def test_a_place_in_formal_numerals_is_read(answer: str) -> None:
    graded = grade(SNIPPETS, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_a_formal_numeral_chosen_inside_a_clause_is_not_a_place() -> None:
    assert grade(SNIPPETS, "选叁个随机种子").verdict is not Verdict.CORRECT


@pytest.mark.parametrize("answer", ["前仨", "选前仨", "前仨都要"])
def test_a_run_from_one_end_counted_colloquially_is_read(answer: str) -> None:
    graded = grade(FEATURES, answer)
    assert graded.understood.choices == ["A", "B", "C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["前仨人", "之前仨"])
def test_three_people_or_three_before_are_no_run(answer: str) -> None:
    assert grade(FEATURES, answer).verdict is Verdict.INVALID


def test_the_first_option_said_as_the_head_of_the_list_is_read() -> None:
    graded = grade(SNIPPETS, "首项")
    assert graded.understood.choices == ["A"], graded.rationale


def test_the_first_and_the_last_are_both_ends() -> None:
    graded = grade(ENDS, "首尾两项")
    assert graded.understood.choices == ["A", "E"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_the_head_inside_a_sentence_is_not_the_first_option() -> None:
    assert grade(SNIPPETS, "首项跟末项都不对").understood.choices != ["A"]


def test_option_numbers_split_by_spaces_are_a_list() -> None:
    graded = grade(ENDS, "1 5")
    assert graded.understood.choices == ["A", "E"], graded.rationale


def test_spaced_numbers_where_options_are_figures_are_not_places() -> None:
    assert grade(TEMPERATURE, "2 5").understood.choices != ["B", "E"]


SHARE = Question(
    id="fx-choice-share31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="int8 量化后，权重体积约为 fp16 的",
    options={"A": "25%", "B": "37.5%", "C": "50%", "D": "75%"},
    key="C",
)
BUDGET = Question(
    id="fx-choice-budget31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="4-bit 量化的 70B 模型，权重加 scale 至少需要多少显存？",
    options={"A": "26 GB", "B": "35 GB", "C": "40 GB", "D": "20 GB"},
    key="C",
)
TIED = Question(
    id="fx-choice-tied31",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="以下哪个 batch 大小最省显存？",
    options={"A": "8", "B": "8", "C": "16", "D": "32"},
    key="A",
)


@pytest.mark.parametrize("answer", ["体积对半开", "对半砍", "对半"])
def test_a_cut_in_two_is_half(answer: str) -> None:
    graded = grade(SHARE, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["答对半数", "B 对半"])
def test_half_right_is_no_half(answer: str) -> None:
    assert grade(SHARE, answer).understood.choices != ["C"]


@pytest.mark.parametrize(
    "answer", ["最大那个", "选体积最大的那个", "光权重就 35G，再加 scale 只会更大，只能选最大的那个"]
)
def test_the_largest_figure_named_as_such_is_its_option(answer: str) -> None:
    graded = grade(BUDGET, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


def test_the_smallest_is_its_option_too() -> None:
    assert grade(BUDGET, "挑最小的").understood.choices == ["D"]


def test_the_largest_ruled_out_is_no_choice() -> None:
    assert grade(BUDGET, "最大的那个不对").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "answer"), [(TIED, "最小那个"), (WIDTH, "最大那个"), (SHARE, "影响最大的那个因素")]
)
def test_no_extreme_is_read_when_tied_not_figures_or_not_an_option(question: Question, answer: str) -> None:
    assert grade(question, answer).verdict is Verdict.INVALID
