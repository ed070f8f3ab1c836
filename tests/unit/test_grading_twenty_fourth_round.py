"""The rules of the round on the twenty-fourth and twenty-fifth blind batches' disagreements (issue
"Grading a typed answer"), each in phrasings of its own (not the batches'), beside the nearest shape
that must not be read as an answer:

- on a true/false, "(你)没说错" is a yes, and its "错" no false mark ("不是没说错" stays a no); "是伪的"
  closing its clause is a no, as "是假的" is; an English mark before a sentence particle ("False啦",
  "true 呀") is that mark, a question particle ("false吗") is no mark; "算是吧" and "ok 没问题" said
  alone are a yes; asked ("算是吗", "ok 没问题吗") they are no answer;
- on a single choice, "那只剩一个" / "就剩一个" closing the answer after every other option is ruled
  out chooses the one left, for confirmation; with a figure after it ("只剩 1/32"), a question, or an
  option not named, nothing is chosen; "最后那个" / "最后的那项" is the last option, while "最后，…"
  ("finally") names none;
- on a multiple choice, options ruled out clause by clause (a bracketed aside saying why), then "the
  rest" counted ("剩下两个", "其余三个选"), chooses the rest when the count is the number left; a wrong
  count, a clause that is no plain denial ("C 对"), or a question chooses nothing;
- in code, labelled fills parted by a spaced slash ("第1处 4 / 第2处 8") are each their blank's, and "也"
  before a fill ("第二处也是 8") says nothing more; a fill that is only the slash fills no blank.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring

OFFLOAD = Question(
    id="fx-tf-offload",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="ZeRO-Offload 可以把优化器状态放到 CPU 内存里。",
    key="true",
)
PRECISION = Question(
    id="fx-tf-precision",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="把学习率调大十倍一定会让训练更快收敛。",
    key="false",
)


@pytest.mark.parametrize("answer", ["你没说错", "嗯，没讲错", "这句没写错"])
def test_not_said_wrongly_is_a_yes(answer: str) -> None:
    graded = grade(OFFLOAD, answer)
    assert graded.understood.truth is True, graded.rationale
    assert graded.verdict is Verdict.CORRECT


def test_not_said_wrongly_denied_is_a_no() -> None:
    graded = grade(OFFLOAD, "不是没说错，是说错了")  # the key is true: never read as the yes
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["这个说法是伪的", "是伪的，学习率太大会发散", "False呀", "false 啦"])
def test_false_said_as_spurious_or_with_a_particle_is_a_no(answer: str) -> None:
    graded = grade(PRECISION, answer)
    assert graded.understood.truth is False, graded.rationale
    assert graded.verdict is Verdict.CORRECT


@pytest.mark.parametrize("answer", ["True哦", "算是吧", "ok 没问题", "OK，没啥问题"])
def test_true_with_a_particle_or_granted_alone_is_a_yes(answer: str) -> None:
    graded = grade(OFFLOAD, answer)
    assert graded.understood.truth is True, graded.rationale


@pytest.mark.parametrize("answer", ["false吗", "算是吗", "ok 没问题吗？", "不是伪的吗"])
def test_the_same_words_asked_are_no_answer(answer: str) -> None:
    graded = grade(PRECISION, answer)  # the key is false: none of these says it
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


def test_a_particle_inside_a_word_makes_no_mark() -> None:
    graded = grade(OFFLOAD, "不算是吧")  # the key is true: "不算" denies it
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


BACKENDS = Question(
    id="fx-choice-backends",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="多机训练时 NCCL 默认走哪种传输？",
    options={"A": "TCP socket", "B": "共享内存", "C": "InfiniBand（有 IB 时）", "D": "NVLink 跨机"},
    key="C",
)


@pytest.mark.parametrize(
    "answer",
    ["A 太慢，B 只在单机，D 不能跨机，那只剩一个", "D 跨不了机，A 是兜底，B 是单机的，就剩一个"],
)
def test_only_one_left_after_the_others_are_ruled_out_chooses_it(answer: str) -> None:
    graded = grade(BACKENDS, answer)
    assert graded.understood.choices == ["C"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["最后那个", "选最后的那项吧"])
def test_the_last_one_with_a_demonstrative_is_the_last_option(answer: str) -> None:
    graded = grade(BACKENDS, answer)
    assert graded.understood.choices == ["D"], graded.rationale
    assert graded.verdict is Verdict.INCORRECT


def test_finally_before_a_clause_is_no_place() -> None:
    graded = grade(BACKENDS, "最后，那个 D 跨不了机")
    assert "D" not in graded.understood.choices, graded.rationale


@pytest.mark.parametrize(
    "answer", ["A 太慢，D 不能跨机，只剩一个", "A、B、D 都不行，只剩 1/4", "A、B、D 都不对，只剩一个吗"]
)
def test_one_left_with_an_option_unnamed_a_figure_or_a_question_chooses_nothing(answer: str) -> None:
    graded = grade(BACKENDS, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


KERNELS = Question(
    id="fx-multi-kernels",
    bank="fx",
    type=QuestionType.MULTI,
    stem="下面哪些是 FlashAttention-2 支持的特性？",
    options={"A": "任意稠密 mask", "B": "causal mask", "C": "多卡切序列", "D": "滑动窗口"},
    key="BD",
    scoring=Scoring.ALL_OR_NOTHING,
)


@pytest.mark.parametrize(
    "answer",
    ["A 不支持（只认 causal），C 不行，剩下两个", "A 不选，C 也不选，其余两个选", "A、C 排除；剩下 2 个都对"],
)
def test_options_ruled_out_then_the_rest_counted_right_chooses_the_rest(answer: str) -> None:
    graded = grade(KERNELS, answer)
    assert graded.understood.choices == ["B", "D"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    ["A 不行，C 不行，剩下三个", "A 不行，剩下两个", "A 不行，C 对，剩下两个", "A 不行，C 不行，剩下两个吗"],
)
def test_a_wrong_count_a_clause_not_denying_or_a_question_chooses_no_rest(answer: str) -> None:
    graded = grade(KERNELS, answer)  # the key is B and D: none of these is read as them
    assert graded.verdict is not Verdict.CORRECT, graded.rationale


WORKERS = Question(
    id="fx-code-workers",
    bank="fx",
    type=QuestionType.CODE,
    stem="```python\nx = Pool(workers=____)\ny = Pool(workers=____)\n```",
    key=["8", "8"],
    points=4,
)


@pytest.mark.parametrize("answer", ["第1处 8 / 第2处 8", "第一处 8 / 第二处也是 8", "空1 8 | 空2 8"])
def test_labelled_fills_parted_by_a_slash_are_each_their_blank(answer: str) -> None:
    graded = grade(WORKERS, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale


@pytest.mark.parametrize("answer", ["第1处 8 / 第2处 /", "第1处 8 / 第2处 4", "第1处 8 / 第2处 4 / 8"])
def test_a_slash_alone_or_another_fill_is_not_the_blank_filled(answer: str) -> None:
    graded = grade(WORKERS, answer)
    assert graded.verdict is not Verdict.CORRECT, graded.rationale
    assert graded.score <= 0.5
