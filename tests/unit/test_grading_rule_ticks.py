"""A rule of thumb applied to each option with ticks and crosses (the eighty-second blind batch's
"原则：… A ✓ B ✗ C ✗ D ✓", "判断标准：… micro batch ✗ warmup ✗ clip ✗ gather_16bit ✓", read as no
answer): the options ticked are the answer, read to confirm — named by letter with a gloss, by content,
by figure, by initials or as a set of letters — and the rule before them is an aside.

The unsafe neighbours are asked again: an option marked twice (a correction the other way), a hedged
mark or item, a mark before its item ("✓ 的是 A"), two ticks on a single choice, an option left
unmarked, a gloss naming another option, words after the marks, a question asking for the wrong ones.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

QUESTIONS = {question.id: question for question in curated_catalog()}

OPTIONS = {
    "A": "序列并行度可扩展至 64",
    "B": "需要修改 attention mask 为 block-diagonal",
    "C": "通信量为 O(seq²)",
    "D": "兼容 FlashAttention-2",
    "E": "需要 root-level MPI",
}
MULTI = Question(
    id="fx-rule-ticks",
    bank="fx",
    type=QuestionType.MULTI,
    stem="使用 DeepSpeed-Ulysses 训练一个有 64 个注意力头的长上下文模型时，以下哪些说法正确？",
    options=OPTIONS,
    key="AD",
    scoring="all_or_nothing",
)
WRONG_ASKED = MULTI.model_copy(update={"id": "fx-rule-ticks-wrong", "stem": "以下哪些说法是错误的？"})
SINGLE = Question(
    id="fx-rule-ticks-single",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="以下哪项做法正确？",
    options={"A": "剔除", "B": "随机赋 0/1", "C": "损失权重置 0.5", "D": "改为回归损失"},
    key="A",
)

RULES = [
    "",
    "原则：attention 本体不动。",
    "经验：只有换维，B 和 C 都是别的方法的事。",
    "判断标准：70B×0.5B 以上的才行。",
]
# the same judgement in several hands: letters glossed, separated by spaces, commas or semicolons
MULTI_MARKS = [
    "A 受头数限制到 64 ✓，B 不用改 mask ✗，C 线性不是平方 ✗，D FA2 照用 ✓，E 不用 MPI ✗",
    "A ✓ B ✗ C ✗ D ✓ E ✗",
    "E 不用 MPI ✘；D 照用 ✔；C ×；B ❌；A 64 ✓",
    "B 不用改 mask ✗ C ✗ E ✗，剩下 A D ✓",
    "B ✗ C ✗ E ✗ 其余 A、D ✓",
]
SINGLE_MARKS = [
    "随机 0/1 → 加噪声 ✗；权重 0.5 → 还是要方向 ✗；回归 → 不是 BT 了 ✗；剔除 ✓",
    "剔除 ✓ 随机 0/1 ✗ 权重 0.5 ✗ 回归 ✗",
    "A 剔除 ✓，B ✗，C ✗，D ✗",
]


def _reading(question: Question, answer: str) -> tuple[Verdict, bool, str | None]:
    graded = grade(question, answer)
    return graded.verdict, graded.needs_confirmation, graded.reading


def test_the_ticked_options_are_read_to_confirm() -> None:
    for rule in RULES:
        for marks in MULTI_MARKS:
            answer = rule + marks
            assert _reading(MULTI, answer) == (Verdict.CORRECT, True, "A、D"), answer
        for marks in SINGLE_MARKS:
            answer = rule + marks
            assert _reading(SINGLE, answer) == (Verdict.CORRECT, True, "A"), answer


def test_a_wrong_set_of_ticks_is_graded_wrong_not_asked() -> None:
    for answer in ["原则：只看换维。A ✓ B ✓ C ✗ D ✓ E ✗", "A ✗ B ✗ C ✗ D ✓ E ✗"]:
        verdict, confirm, _ = _reading(MULTI, answer)
        assert (verdict, confirm) == (Verdict.INCORRECT, True), answer
    assert _reading(SINGLE, "原则：BT 只表达严格偏好。剔除 ✗ 随机 0/1 ✓ 权重 0.5 ✗ 回归 ✗")[:2] == (
        Verdict.INCORRECT,
        True,
    )


def test_options_named_by_content_figure_or_initials() -> None:
    cases = {
        "seed000-01": "经验：mode 对不上的不算。A max-autotune ✗，B reduce-overhead ✓，C 没写 ✗，D 没写 ✗",
        "seed000-08": "原则：int4 每参数半字节，低于 70B×0.5B 的都不可能。D 26 ✗ C 28 ✗ B 32 ✗ A 35 ✓",
        "seed002-02": "判断标准：跟'保存权重'沾边的才要查。micro batch ✗ warmup ✗ clip ✗ gather_16bit ✓",
        "seed000-16": "经验：结构几乎一样。GQA ✓ 15T ✓ eps 1e-5 ✓ SwiGLU ✓ 8k ✓",
        "seed001-12": "原则：带随机项的不算。DDIM ✓ DPM2 ✓ EM ✗ EI ✓ UniPC ✓",
        "seed001-15": "标准：只用生成样本的就行。LPIPS ✓，MS-SSIM ✓，IS 只要分类器 ✓，P/R 要真实样本 ✗✗",
    }
    for question_id, answer in cases.items():
        question = QUESTIONS[question_id]
        graded = grade(question, answer)
        assert graded.needs_confirmation and graded.reading, answer
        assert set(graded.reading.split("、")) == set(question.key), answer


UNSAFE_MULTI = [
    "A ✓ B ✗ C ✗ D ✓ E ✗，其实 B ✓",  # a correction the other way: B marked twice
    "A ✓ B ✗ C ✗ D ✓? E ✗",  # a hedged tick
    "A ✓ B ✗ C ✗ D ✓ 吧 E ✗",
    "A ✓ B ✗ C ✗ D 大概 ✓ E ✗",  # a hedged item
    "✓ 的是 A D，✗ 的是 B C E",  # the marks before their items
    "A 64 ✓ B 不用改 ✗ C ✗ D 照用 ✓",  # E left unmarked
    "A 跟 B 一样 ✓ C ✗ D ✓ E ✗",  # a gloss naming another option
    "A ✓ B ✗ C ✗ D ✓ E ✗ 所以选 A",  # words after the marks
    "A ✓ B ✗ C ✓✗ D ✓ E ✗",  # both marks on one option
    "原则：选 A。A ✓ B ✗ C ✗ D ✓ E ✗ F ✓",  # a letter that is no option
    "A ✓ B ✗ C ✗ D 不是 F ✓ E ✗",
    "错的打勾：A ✓ B ✗ C ✗ D ✓ E ✗",  # a label saying what the marks mean
    "原则：错的打勾。A 64 ✓ B 不用 ✗ C ✗ D 照用 ✓ E ✗",  # a gloss naming a letter that is no option
]
UNSAFE_SINGLE = [
    "剔除 ✓ 不随机 0/1 ✗ 权重 0.5 ✗ 回归 ✗",  # a content item that denies: which is crossed?
    "剔除 ✓ 随机 0/1 ✓ 权重 0.5 ✗ 回归 ✗",  # two ticks on a single choice
    "A ✗ B ✓ C ✗ D ✗，其实 A ✓",
    "剔除 ✓? 随机 0/1 ✗ 权重 0.5 ✗ 回归 ✗",
]


def test_names_parted_by_slashes_need_a_mark_each() -> None:
    question = QUESTIONS["seed001-15"]
    for marks in ["P/R ✗", "P/R ✗✗✗", "P/R ✓✓", "P/LPIPS ✗✗"]:
        answer = f"LPIPS ✓，MS-SSIM ✓，IS ✓，{marks}"
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, answer


def test_unsafe_neighbours_are_never_read_as_the_ticks() -> None:
    for question, answers in ((MULTI, UNSAFE_MULTI), (SINGLE, UNSAFE_SINGLE)):
        for answer in answers:
            verdict, _, reading = _reading(question, answer)
            assert verdict is not Verdict.CORRECT, answer
            assert reading is None or reading != "A、D", answer


def test_a_question_asking_for_the_wrong_ones_is_not_read_by_the_ticks() -> None:
    for marks in MULTI_MARKS:
        verdict, _, reading = _reading(WRONG_ASKED, "原则：attention 本体不动。" + marks)
        assert reading != "A、D" or verdict is not Verdict.CORRECT, marks


def test_a_crossed_option_with_a_denying_gloss_is_left_out() -> None:
    # "B 不用改 mask ✗": the gloss denies and the cross leaves B out; its 不 chooses nothing
    verdict, confirm, reading = _reading(
        MULTI, "原则：换维而已。A ✓ B 不用改 mask ✗ C 不是平方 ✗ D ✓ E 不用 ✗"
    )
    assert (verdict, confirm, reading) == (Verdict.CORRECT, True, "A、D")


def test_names_with_an_at_sign_are_read_by_the_starts_of_their_words() -> None:
    # "P@k" of "Precision@k", "R@k" of "Recall@k": the "@" parts words as a slash does
    question = QUESTIONS["seed001-15"]  # LPIPS, MS-SSIM, Inception Score, Precision@k, Recall@k; key ABC
    for answer, read in (
        ("LPIPS ✓ MS-SSIM ✓ IS ✓ P@k ✗ R@k ✗", ["A", "B", "C"]),
        ("| LPIPS | ✓ |\n| MS-SSIM | ✓ |\n| IS | ✓ |\n| P@k | ✓ |\n| R@k | ✗ |", ["A", "B", "C", "D"]),
    ):
        graded = grade(question, answer)
        assert graded.understood.choices == read and graded.needs_confirmation, answer
    for answer in (
        "LPIPS ✓ MS-SSIM ✓ IS ✓ P@k ✗ Q@k ✗",  # a name no option's words start
        "LPIPS ✓ MS-SSIM ✓ IS ✓ P@k ✗ P@k ✓",  # an option marked twice
        "LPIPS ✓ MS-SSIM ✓ IS ✓ P@k ✗ R@k ?",  # a mark asked
    ):
        assert grade(question, answer).verdict is Verdict.INVALID, answer
