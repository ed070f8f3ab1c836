"""The rules of the round on the thirty-first blind batch's disagreements (issue "Grading a typed
answer"), each in phrasings of its own (not the batch's), beside the nearest shape that must not be
read as an answer (its figures and numerals: ``test_grading_thirty_first_round_figures.py``):

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
- places in more words: a formal numeral before "段" / "组" / "行" ("第叁段"), an option chosen by its
  formal number closing the answer ("…，所以选叁"), a run from one end counted "仨" / "俩" ("前仨",
  "后俩"; not "前仨人"), "首项" as the whole answer and "首尾两项" (the first and the last); a bare
  list of option numbers split by spaces ("1 3 4") as by commas, where no option is a figure;
- on a multiple choice, options described by their own words and then "剩下两个" (the rest by their
  count alone): the described ones are set aside and the rest chosen, when the count left is the count
  said; a count that does not match, or a clause affirming an option, leaves it unread;
- on a true/false, the crossed ballot box "☒" is false as the ticked "☑" is true; both together are
  asked again;
- "我站 A" (I side with A) chooses A, as "我觉得 A" does; "我不站 A" chooses nothing.
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


@pytest.mark.parametrize(
    "answer", ["batch 翻倍只会更占显存，剩下四个", "把 batch 翻倍只会更占显存，那就剩四个了"]
)
def test_options_described_then_the_rest_counted_are_the_rest(answer: str) -> None:
    graded = grade(TRICKS, answer)
    assert graded.understood.choices == ["A", "B", "D", "E"], graded.rationale
    assert graded.verdict is Verdict.CORRECT
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["batch 翻倍只会更占显存，剩下三个", "batch 翻倍也行，剩下四个"])
def test_a_rest_miscounted_or_after_an_affirmation_is_not_read(answer: str) -> None:
    assert grade(TRICKS, answer).verdict is Verdict.INVALID


FALSE_CLAIM = Question(
    id="fx-tf-false31",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="ZeRO-3 会把激活值也切分到各张卡上。",
    key="false",
)


def test_the_crossed_ballot_box_is_false() -> None:
    graded = grade(FALSE_CLAIM, "☒")
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.understood.truth is False


def test_crossed_and_ticked_together_are_asked_again() -> None:
    assert grade(FALSE_CLAIM, "☒ ☑").verdict is Verdict.INVALID


def test_siding_with_an_option_chooses_it() -> None:
    graded = grade(HEADS, "我站 C")
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.needs_confirmation


def test_not_siding_with_an_option_chooses_nothing() -> None:
    assert grade(HEADS, "我不站 C").verdict is Verdict.INVALID
