"""The round on blind batch 46 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "聚合后应当毫无偏差" (and in 23 earlier batches "没有偏差", "无偏", "一点都不偏", "偏差归零", "偏差等于零"):
  on a single choice whose one option is zero and whose stem asks for a quantity ("…参数偏差为："), the
  quantity said to be none is said to be that figure ("偏差为 0"), and read as the figure would be, to
  confirm. Not where it is asked, denied, nearly none, conditional, reported or turned after.
- "softmax 不用改，其他四条都成立" (and in batches 28 and 43 "…，其余四个都对", "…，其余四条全对"): an
  option named by its own words ("softmax" of "需要修改 attention softmax") said not to need its change,
  closing its clause, then the rest chosen: every option but that one, to confirm. "不用改" closing a
  clause read as a correction's word (as it may be after a letter: "C 不用改" may keep C), so nothing was
  read; "softmax 不需要修改" already read. Asked, a wrong count, the rest denied, a clause naming no
  option, or the change said needed, read nothing; a wrong option so named is never the key.
- "这四项 DeepSpeed-MoE 都有" (and batch 25's "这四条 DeepSpeed-MoE 都有", batch 6's "四个指标都能用，…"):
  the question's subject named beside the count ("这四项 X 都有", "X 这四项都有") is what the options
  are said of, not a predicate: every option, to confirm, as "这四项都有" was. Red-teaming it found "都有
  问题" (each has a fault) read as every option chosen on seed000-18 ("问题" is a neutral word): a fault
  said of each now chooses none, on every multiple choice.
- "「F」": a true/false letter in one pair of brackets round the whole answer is bare, as "（F）" and
  "「错」" were; corner, white corner and square brackets were read as no answer.
- "adaLN-Zero，还有 patch size 取 2" (and batches 25 and 41's "…，还有 patch 取 2"): "取" (take a value)
  is as neutral in a paraphrase as "设为" and "用", so "patch size 取 2" restates "使用 patch size=2" after
  an addition word too, as "patch size 2" did. A wrong value, a value not taken or asked never adds E.
- "等于直接用 meta 学到的初始化，也就是预训练的平均嵌入" (and six answers of batches 7 to 38, "…，也就是
  平均嵌入", "…，就是预训练的平均嵌入"): a segment opened by a word that restates ("也就是", "就是", "即",
  "亦即") is read without it, as one opened by "应该是" was; "也就是" had left the segment no paraphrase.
- "兼容 FA2 这个肯定对": an affirmation closing a paraphrase, pointed at and made certain ("这个肯定对",
  "那条确实正确"), is said of it, as a bare "对" was: D, half, to confirm as labelled. Denied or asked
  after the pointer, it leaves the option unread.
- "维度对齐 + 算力 8.9 以上" (seven answers of batches 13 to 44; batch 46's "对齐要求加上 8.9 以上的卡" is
  still unread): "算力" is short for "计算能力" (C "GPU 计算能力 ≥ 8.9"). Red-teaming it found a bound
  turned the other way ("计算能力 8.9 以下", "< 8.9", "低于 8.9") read C, beside A correct to confirm, before
  this change too: a bound that turns the option's is no restatement of it now, by the rules or by meaning.
- "adaLN-Zero 加上 patch size 取 2" (batch 16; batch 34's "…，再加上 …"), "只要 ≥8.9 的卡就行" (batch 28):
  "加上", "再加上" and "外加" part a list's items as "还有" does, so the item after them is read on its
  own; "卡" and "显卡" are the GPU. Withheld ("不用加上", "要不要加上"), hedged, asked or with a wrong
  value, the item is not added.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._zero_said import zero_said
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLE = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.servable]
MULTI = [q for q in BANK.values() if q.type is QuestionType.MULTI and q.servable]
MAML = BANK["seed001-10"]  # A 预训练平均嵌入, B 随机初始化, C 冻结所有参数; key A
FP8 = BANK["seed002-39"]  # A 维度对齐, B 序列长度 ≤ 8192, C GPU 计算能力 ≥ 8.9; key AC
DIT = BANK["seed000-25"]  # A 使用 adaLN-Zero, E 使用 patch size=2; key AE
MOE = BANK["seed002-36"]  # "关于 DeepSpeed-MoE，下列说法正确的是", four options; key ABCD
TRUEFALSE = [q for q in BANK.values() if q.type is QuestionType.TRUEFALSE and q.servable]
BRACKETS = ["「{}」", "『{}』", "【{}】", "[{}]", "（{}）", "〔{}〕"]
COUNTS = {2: "两", 3: "三", 4: "四", 5: "五", 6: "六"}
PAGED = BANK["seed000-23"]  # C 需要修改 attention softmax, D 与 continuous batching 兼容; key ABDE
ULYSSES = BANK["seed000-18"]  # B 需要修改 attention mask 为 block-diagonal; key AD
BIAS = BANK["seed001-06"]  # "…则聚合后参数偏差为：" A 0, B 5%, C 10%, D 50%; key A
ERROR = Question(  # another quantity, its zero a share, its key not the first option
    id="fx-zero",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="把 fp32 权重按 fp16 存盘再读回 fp32 之后，模型输出的平均误差约为多少？",
    options={"A": "10%", "B": "1%", "C": "0%", "D": "50%"},
    key="C",
)

NONE_SAID = [
    "聚合后应当毫无偏差",  # the labelled answer
    "没有偏差",
    "无偏差",
    "没偏差",
    "无偏",
    "一点都不偏",
    "完全没有偏差",
    "一点偏差都没有",
    "偏差没有了",
    "偏差归零",
    "偏差等于零",
    "两头各砍 10 个，5 倍的那 10 个全被砍掉，偏差没有",
    "没有偏差，trim 掉的正好就是那 10 个",
    "完全没偏差 👍",
]


# on another quantity, its zero a share, as on the bias
SAID_OF_ERROR = ["没有误差", "完全没误差", "误差为零", "一点误差都没有"]
RESTATED = [
    "等于直接用 meta 学到的初始化，也就是预训练的平均嵌入",  # the labelled answer
    "α=0 内循环不动，直接用元学习学出的初始化，也就是平均嵌入",
    "每个新广告直接用外层学出来的共享初始化，就是预训练的平均嵌入",
    "内环不更新，即预训练的平均嵌入",
]
SHORT_WORD = [
    "维度对齐 + 算力 8.9 以上",
    "对齐 + 算力 8.9 以上",
    "矩阵维度对齐 + 算力 8.9 以上",
    "维度对齐 + 算力 ≥ 8.9",
]
VALUE_TAKEN = [
    "adaLN-Zero，还有 patch size 取 2",
    "adaLN-Zero，还有 patch 取 2",
    "adaLN-Zero 那个，还有 patch 取 2",
]
SUBJECT_BESIDE = [
    "这四项 DeepSpeed-MoE 都有",
    "这四条 DeepSpeed-MoE 都有",
    "DeepSpeed-MoE 这四项都有",
    "四项 DeepSpeed-MoE 都支持",
]


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [(BIAS, answer, "A") for answer in NONE_SAID]
    + [(ERROR, answer, "C") for answer in SAID_OF_ERROR]
    # the subject beside the count: every option, as "这四项都有"
    + [(MOE, answer, "A、B、C、D") for answer in SUBJECT_BESIDE]
    # a restatement closing the answer
    + [(MAML, answer, "A") for answer in RESTATED]
    # "算力" for "计算能力"
    + [(FP8, answer, "A、C") for answer in SHORT_WORD]
    # an item after "加上", and the GPU as "卡"
    + [(DIT, "adaLN-Zero 加上 patch size 取 2", "A、E"), (DIT, "adaLN-Zero，再加上 patch size 取 2", "A、E")]
    # a value taken, as a value set
    + [(DIT, answer, "A、E") for answer in VALUE_TAKEN],
)
def test_answers_meant_plainly_read_to_confirm(question, answer, reading):
    graded = grade(question, answer)
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, answer
    assert graded.reading == reading


@pytest.mark.parametrize(
    "answer",
    [
        "没有偏差吗",  # asked
        "没有偏差？",
        "不是没有偏差",  # denied
        "并非没有偏差",
        "不会没有偏差",
        "没有偏差是不可能的",
        "没有偏差，这不可能",  # turned after
        "没有偏差，但其实是 10%",
        "没有偏差或者 5%",
        "几乎没有偏差",  # nearly none
        "基本没偏差",
        "没有太大偏差",
        "偏差不大",
        "如果没有偏差就好了",  # conditional
        "要是 trim 掉了就没有偏差",
        "有人说没有偏差",  # another's words
        "不确定，没有偏差",  # doubted
        "偏差没有 5% 那么大",  # a figure after: not none
        "偏差不会归零",
        "没有攻击者",  # another thing said none
    ],
)
def test_a_none_asked_denied_nearly_or_conditional_is_never_correct(answer):
    graded = grade(BIAS, answer)
    assert graded.verdict is not Verdict.CORRECT, answer
    assert zero_said(answer, BIAS.options, BIAS.stem) == answer


@pytest.mark.parametrize("answer", ["没有偏差，选 C", "没有偏差，不对，是 10%", "没有误差，B"])
def test_a_none_beside_another_option_never_reads_the_key_alone(answer):
    question = ERROR if "误差" in answer else BIAS
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT, answer


def test_a_question_without_one_zero_option_is_never_rewritten():
    """On every single choice of the bank but the one with a zero option, no none is written as a
    figure, whatever the stem asks for."""
    others = [q for q in SINGLE if q.id != BIAS.id]
    assert others
    for question in others:
        tail = question.stem.strip().rstrip("：:？?。")[-2:]
        for answer in (f"没有{tail}", f"{tail}没有了", "没有偏差", f"无{tail[:1]}"):
            assert zero_said(answer, question.options, question.stem) == answer, (question.id, answer)


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        (PAGED, "softmax 不用改，其他四条都成立", "A、B、D、E"),  # the labelled answer
        (PAGED, "softmax 不用改，其余四个都对", "A、B、D、E"),
        (PAGED, "softmax 无需改，剩下的都选", "A、B、D、E"),
        (ULYSSES, "mask 不用改，其余四个都对", "A、C、D、E"),  # read as said: not the key
    ],
)
def test_an_option_said_not_to_need_its_change_is_left_out_of_the_rest(question, answer, reading):
    graded = grade(question, answer)
    assert graded.reading == reading and graded.needs_confirmation, answer
    assert (graded.verdict is Verdict.CORRECT) is (question is PAGED)


@pytest.mark.parametrize(
    "answer",
    [
        "softmax 不用改吗，其余都对",  # asked
        "softmax 不用改？其余都对",
        "softmax 不用改，其余三个都对",  # the count wrong
        "softmax 不用改，其余都不对",  # the rest denied
        "softmax 不用改，其余都对吗",
        "这个不用改，其余都对",  # no option named
        "softmax 要改，其余都对",  # the change said needed
        "continuous batching 不用改，其余都对",  # a right option left out
        "softmax 不用改",  # nothing chosen
    ],
)
def test_a_change_denied_asked_miscounted_or_of_no_option_never_reads_the_key(answer):
    assert grade(PAGED, answer).verdict is not Verdict.CORRECT, answer


def _subjects() -> list[tuple[str, str, str]]:
    """Each multiple choice whose stem names a subject in Latin letters: that subject, all its letters."""
    named = []
    for question in MULTI:
        words = re.findall(r"[A-Za-z][A-Za-z0-9-]{2,}", question.stem)
        if words:
            named.append((question.id, words[0], "、".join(sorted(question.options))))
    assert len(named) > 10
    return named


@pytest.mark.parametrize(("question_id", "subject", "every"), _subjects())
def test_every_option_said_of_the_subject_only_with_their_count_and_nothing_denied(
    question_id, subject, every
):
    question = BANK[question_id]
    count = len(question.options)
    assert grade(question, f"这{COUNTS[count]}项 {subject} 都有").reading == every
    for answer in (
        f"这{COUNTS[count - 1]}项 {subject} 都有",  # which of them?
        f"这{COUNTS[count]}项 {subject} 都没有",
        f"这{COUNTS[count]}项 {subject} 不都有",
        f"这{COUNTS[count]}项 {subject} 都有吗",
        f"这{COUNTS[count]}项 {subject} 可能都有",
        f"这{COUNTS[count]}项 {subject} 都有问题",  # a fault of each
        f"这{COUNTS[count]}项都有问题",
        "都有问题",
        "都有毛病",
    ):
        assert grade(question, answer).reading != every, answer


def test_a_true_false_letter_in_one_pair_of_brackets_is_bare():
    """On every true/false question: the key's letter in any pair of brackets reads bare and right; the
    other letter never right; asked, hedged after, or two letters bracketed, never right unasked."""
    assert TRUEFALSE
    for question in TRUEFALSE:
        letter, other = ("T", "F") if question.key_text == "true" else ("F", "T")
        for bracket in BRACKETS:
            graded = grade(question, bracket.format(letter))
            assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, (question.id, bracket)
            assert grade(question, bracket.format(other)).verdict is not Verdict.CORRECT
            for answer in (bracket.format(letter) + "吗", bracket.format(letter) + bracket.format(other)):
                graded = grade(question, answer)
                assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, answer


@pytest.mark.parametrize(
    "answer",
    [
        "adaLN-Zero，还有 patch size 取 4",  # a wrong value
        "adaLN-Zero，还有 patch size 取 8",
        "adaLN-Zero，还有 patch size 不取 2",  # not taken
        "adaLN-Zero，还有 patch size 取 2 吗",  # asked
        "adaLN-Zero，patch size 取 2 不行",  # denied
    ],
)
def test_a_value_taken_wrong_withheld_or_asked_never_adds_its_option(answer):
    assert grade(DIT, answer).verdict is not Verdict.CORRECT, answer


@pytest.mark.parametrize(
    "answer",
    [
        "直接用 meta 学到的初始化，不是预训练的平均嵌入",  # denied
        "直接用 meta 学到的初始化，也就是预训练的平均嵌入吗",  # asked
        "随机初始化，也就是预训练的平均嵌入",  # two options said to be one
        "直接用 meta 学到的初始化，也就是随机初始化",  # a wrong option restated
    ],
)
def test_a_restatement_denied_asked_conflated_or_wrong_never_reads_the_key(answer):
    assert grade(MAML, answer).verdict is not Verdict.CORRECT, answer


def test_a_wrong_option_restated_is_never_read_right():
    """On every single choice, each wrong option's text after "也就是" is never graded right."""
    assert SINGLE
    for question in SINGLE:
        for label, text in question.options.items():
            if label != question.key_text:
                graded = grade(question, f"这么说吧，也就是{text}")
                assert graded.verdict is not Verdict.CORRECT, (question.id, text)


def test_a_pointed_certain_affirmation_after_an_option_reads_that_option():
    """On every multiple choice, each option's text that reads that option alone reads it with "这个肯定对"
    after it; with "这个肯定不对" or "这个肯定对吗" after it, never."""
    read = 0
    for question in MULTI:
        for label, text in question.options.items():
            if grade(question, text).reading != label:
                continue
            read += 1
            assert grade(question, f"{text} 这个肯定对").reading == label, (question.id, text)
            for answer in (f"{text} 这个肯定不对", f"{text} 这个肯定对吗"):
                assert label not in grade(question, answer).reading, answer
    assert read > 20


@pytest.mark.parametrize(
    ("question", "answer", "reading"),
    [
        (ULYSSES, "兼容 FA2 这个肯定对", "D"),  # the labelled answer: half, as labelled
        (ULYSSES, "兼容 FA2 那条确实正确", "D"),
        (ULYSSES, "需要 root-level MPI 这个肯定对", "E"),  # a wrong option so said: read, never right
        (ULYSSES, "兼容 FA2 这个肯定不对", ""),  # denied
        (ULYSSES, "兼容 FA2 这个肯定对吗", ""),  # asked
        (ULYSSES, "兼容 FA2 这个可能对", ""),  # hedged
        (MAML, "预训练的平均嵌入这个肯定对", "A"),
    ],
)
def test_a_paraphrase_pointed_at_and_said_right_reads_as_said(question, answer, reading):
    graded = grade(question, answer)
    assert graded.reading == reading, answer
    assert not reading or graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "维度对齐 + 算力 8.9 以下",
        "维度对齐 + 计算能力 8.9 以下",
        "维度对齐 + 计算能力低于 8.9",
        "维度对齐 + 计算能力 < 8.9",
        "维度对齐 + 算力 ≤ 8.9",
        "维度对齐 + 算力不到 8.9",
        "维度对齐 + 算力 8.0 以上",  # another figure
    ],
)
def test_a_bound_turned_or_another_figure_never_reads_the_option(answer):
    assert "C" not in grade(FP8, answer).reading, answer


def test_no_option_is_read_from_its_bound_turned_the_other_way():
    """On every choice question, each option holding a bound, the bound turned, never reads it."""
    turned = 0
    for question in [*SINGLE, *MULTI]:
        for label, text in question.options.items():
            for bound, other in (("≥", "≤"), ("≤", "≥"), ("以上", "以下"), ("以下", "以上")):
                if bound in text:
                    turned += 1
                    assert label not in grade(question, text.replace(bound, other)).reading, text
    assert turned >= 2


@pytest.mark.parametrize(
    "answer",
    [
        "adaLN-Zero 不用加上 patch size 2",  # withheld
        "adaLN-Zero，不用再加上 patch size 2",
        "adaLN-Zero 要不要加上 patch size 2",
        "adaLN-Zero 可能加上 patch size 2",  # hedged
        "adaLN-Zero 加上 patch size 2 吗",  # asked
        "adaLN-Zero 加上 patch size 4",  # a wrong value
        "adaLN-Zero 加上 QK-Norm",  # a wrong option
    ],
)
def test_an_item_after_jiashang_withheld_asked_or_wrong_never_completes_the_key(answer):
    assert grade(DIT, answer).verdict is not Verdict.CORRECT, answer


def test_the_gpu_said_as_ka_reads_its_option_as_said():
    graded = grade(FP8, "只要 ≥8.9 的卡就行")  # C alone: wrong, as labelled
    assert graded.reading == "C" and graded.verdict is Verdict.INCORRECT
    assert "C" not in grade(FP8, "8.9 以下的卡").reading
