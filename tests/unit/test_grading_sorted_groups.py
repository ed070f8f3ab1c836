"""Options sorted into labelled groups ("对：A、D；错：B、C、E", "错的 A D E 对的 B C", "需要：…；不需要：…")
are read as a set: the group the question asks for, to confirm (blind batch 79). The mention pass read every
letter after a mark ("A、B、C、D、E") or half of them. Unsafe neighbours — a member in both groups, a hedge,
a correction, words before the first label, labels of two pairs, a verb's groups on a stem asking for the
wrong ones — are asked again, never read as the mention pass read them. Also
"全选了，没有错的": every option, said again.
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.choice._sorted_groups import sorted_groups
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
ULYSSES = _QUESTIONS["seed000-18"]  # key AD of ABCDE, asking which are right
DIFFUSION = _QUESTIONS["seed001-12"]  # key ABDE: DDIM, DPM-Solver-2, EM for SDE, EI, UniPC
FP8 = _QUESTIONS["seed002-39"]  # key AC: dims aligned, seq ≤ 8192, sm ≥ 8.9, CUDA graph
LLAMA = _QUESTIONS["seed000-16"]  # key ABCDE
WRONG_ONES = ULYSSES.model_copy(
    update={
        "id": "fx-groups-wrong",
        "stem": "使用 DeepSpeed-Ulysses 训练长上下文模型时，以下说法错误的是：",
        "key": "BCE",
    }
)
UNCLEAR = ULYSSES.model_copy(
    update={"id": "fx-groups-unclear", "stem": "关于 DeepSpeed-Ulysses，以下哪些说法不能成立？"}
)

RIGHT_LABELS = ("对：", "对的 ", "正确：", "正确的：", "对的是 ", "选：", "correct: ")
WRONG_LABELS = ("错：", "错的 ", "不对：", "错误的：", "不对的 ", "不选：", "wrong: ")
GROUP_CUTS = ("；", "，", " ", " / ", "\n", "。")


def _groups(right: str, chosen: str, wrong: str, out: str, cut: str, *, wrong_first: bool) -> str:
    pair = (f"{right}{chosen}", f"{wrong}{out}")
    return cut.join(pair[::-1] if wrong_first else pair)


def test_the_group_asked_for_is_read_to_confirm() -> None:
    for index, (right, wrong) in enumerate(zip(RIGHT_LABELS, WRONG_LABELS, strict=True)):
        for cut_index, cut in enumerate(GROUP_CUTS):
            members = ("A、D", "A D", "AD", "A，D", "A/D", "A 和 D")[(index + cut_index) % 6]
            wrong_first = (index + cut_index) % 2 == 1  # either order, each label and cut in both
            answer = _groups(right, members, wrong, "B、C、E", cut, wrong_first=wrong_first)
            graded = grade(ULYSSES, answer)
            assert (graded.verdict, graded.reading, graded.needs_confirmation) == (
                Verdict.CORRECT,
                "A、D",
                True,
            ), answer


def test_a_wrong_group_is_read_as_meant_and_stays_wrong() -> None:
    for answer in ("对：A、B；错：C、D、E", "错的 A D 对的 B C E", "对的 ABC，错的 D（跟并行度无关）"):
        graded = grade(ULYSSES, answer)
        assert graded.verdict is not Verdict.CORRECT and graded.needs_confirmation, answer
        assert sorted_groups(ULYSSES, answer) is not None, answer


def test_members_named_by_their_words_and_reasons_in_the_other_group() -> None:
    cases = {
        "正确：DDIM / DPM-Solver-2 / EI / UniPC；不对：EM 那个解的是 SDE": (
            DIFFUSION,
            "A、B、D、E",
            Verdict.CORRECT,
        ),
        "不对：EM 那个解的是 SDE；正确：DDIM / DPM-Solver-2 / EI / UniPC": (
            DIFFUSION,
            "A、B、D、E",
            Verdict.CORRECT,
        ),
        "对的：DDIM、UniPC；错的：C": (DIFFUSION, "A、E", Verdict.PARTIAL),
        "需要：维度对齐；不需要：seq≤8192、CUDA graph": (FP8, "A", Verdict.PARTIAL),
    }
    for answer, (question, reading, verdict) in cases.items():
        graded = grade(question, answer)
        assert (graded.reading, graded.needs_confirmation) == (reading, True), answer
        assert graded.verdict in (verdict, Verdict.INCORRECT), answer


def test_on_a_stem_asking_for_the_wrong_ones_the_wrong_group_answers() -> None:
    for answer in ("对：A、D；错：B、C、E", "错的 B C E 对的 A D", "正确的：A D，错误的：B C E"):
        graded = grade(WRONG_ONES, answer)
        assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "B、C、E"), answer
    for answer in ("选：B、C、E；不选：A、D",):
        assert grade(WRONG_ONES, answer).reading == "B、C、E", answer
    for answer in ("需要：A、D；不需要：B、C、E", "可以：B C E；不可以：A D"):  # which does the stem ask?
        assert sorted_groups(WRONG_ONES, answer) == frozenset(), answer
        assert grade(WRONG_ONES, answer).verdict is not Verdict.CORRECT, answer


ASKED_AGAIN = (
    "对：A、D；错：D、E",  # D in both groups
    "对：A、D；错：B、C、兼容 FlashAttention-2",  # D again, by its words
    "对：A、D；错：B、C、E？",  # asked
    "对：A、D 吧；错：B、C、E",  # a hedge
    "对：A、D；错：B、C、E，可能 E 也对",  # a hedge and a turn
    "对：A、D；错：B、C、E，不对，D 也错",  # a correction after
    "对：A、D；错：B、C（不确定）、E",  # a member of the group left out doubted
    "对：A；不需要：B",  # two pairs of labels
    "对：A；对：D；错：B",  # a label said twice
    "对：A；错：B；不需要：C",  # three groups
    "对的 A（B 也行）D，错的 C",  # an aside naming another option
    "对的 A（其实不对），错的 C",  # an aside denying
    "对：A、那个啥；错：B",  # a member told as no option
    "对：；错：B、C、E",  # an empty group chosen
    "对的：无；错的：B、C、E",  # the group chosen said empty
    "对的 BAD 错的 C",  # a word, not letters
)
NOT_GROUPS = (
    "我之前选错的 A，对的 D",
    "错了，对的 A D",
    "选 A、选 D",
    "A、D 是对的，B 错",
    "排除 B，C、E 二选一，选 A",
)


def test_groups_that_cannot_be_read_safely_are_asked_again() -> None:
    for answer in ASKED_AGAIN:
        assert sorted_groups(ULYSSES, answer) == frozenset(), answer
        assert grade(ULYSSES, answer).verdict is Verdict.INVALID, answer
    for answer in NOT_GROUPS:  # no groups set against each other: left to the other readers
        assert sorted_groups(ULYSSES, answer) is None, answer


def test_the_group_left_out_said_empty_or_with_a_leaning_reason() -> None:
    for answer in ("错的：无；对的：A、D", "对的：A D；错的：B C E（应该跟 mask 无关）"):
        graded = grade(ULYSSES, answer)
        assert (graded.verdict, graded.reading, graded.needs_confirmation) == (
            Verdict.CORRECT,
            "A、D",
            True,
        ), answer


def test_a_stem_asking_neither_plainly_asks_again() -> None:
    for answer in ("对：B、C、E；错：A、D", "需要：B；不需要：A"):
        assert sorted_groups(UNCLEAR, answer) == frozenset(), answer
        assert grade(UNCLEAR, answer).verdict is Verdict.INVALID, answer


def test_every_option_said_again_as_none_wrong() -> None:
    for answer in ("全选了，没有错的", "全选，没有错的", "都选了，一个错的都没有", "全选了，都没错"):
        graded = grade(LLAMA, answer)
        assert (graded.verdict, graded.reading) == (Verdict.CORRECT, "A、B、C、D、E"), answer
    for answer in ("全选了，没有错的吗", "全选了，没有错的吧", "全选了，没有错的？"):
        assert grade(LLAMA, answer).verdict is not Verdict.CORRECT, answer
    wrong_ones = WRONG_ONES.model_copy(update={"key": "ABCDE"})
    assert grade(wrong_ones, "全选了，没有错的").verdict is not Verdict.CORRECT
