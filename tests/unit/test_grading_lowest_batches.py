"""The rules written for the lowest seen batches' causes (blind-16, 17, 5, 6, 8 and 9; issue "Grading
a typed answer"), one test per rule, in phrasings of their own (not the batches'), each beside the
nearest shape that must not be read as an answer, or only for confirmation:

- a choice: a word of certainty said of an option after a reason ("…，A 稳了", "35GB 错不了") commits
  to it, as "对" after it does; "错不了" is no denial; an option counted by the Heavenly Stems ("丙")
  is read as an ordinal is, for confirmation;
- a figure: a word of approximation before it ("约", "≈", "about") makes it a reading to confirm; a
  result rounded ("≈ 259 → 凑整 260", "往下取整到 64") or totalled ("…，一共二十") is committed to; a
  figure with its measure word before an operator, or after one with a name between ("12 台 × 4",
  "× 累加 4"), is an operand;
- Chinese numerals: "翻两番" is four times (doublings counted), 廿 / 卅 inside a numeral are twenty /
  thirty, and 趟 / 遍 / 轮 / 组 are measure words;
- true/false: a copula before the claim's denied predicate ("是不支持" says it, "不是不支持" denies
  it), and a one-character verb that heads a claim's word ("可以存" for "保存") echo the claim;
- a give-up: "这题不做了" / "不做了" is one (incorrect, never asked again), unlike a step left out of
  a reason ("量化先不做了，选 B");
- a multiple choice: an option taken out ("把 X 那个划掉", "C 去掉") is denied, and "…，剩下的全选"
  after it chooses the rest.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.calc_questions import LATENCY
from tests.helpers.choice_questions import MULTI, SIZES, WORDS


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("每个参数半个字节，再加上 scale，A 稳了", "A"),
     ("group 越小 scale 越多，35GB 错不了", "A"),
     ("scale 另算的话，C 准没错", "C"),
     ("4bit 七百亿参数，B 没跑了", "B")],
)  # fmt: skip
def test_certainty_said_of_an_option_after_a_reason_chooses_it(answer: str, chosen: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == [chosen], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "每个参数半个字节，A 稳了吗？",
        "每个参数半个字节，35GB 错不了吧？",
        "C 错了，scale 不占地方",
        "B 错，D 也错",
    ],
)
def test_certainty_asked_or_a_plain_denial_never_grades_correct_unconfirmed(answer: str) -> None:
    graded = grade(SIZES.model_copy(update={"key": "C"}), answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize(("answer", "chosen"), [("甲", ["A"]), ("选丙", ["C"]), ("丁吧", ["D"])])
def test_an_option_counted_by_the_stems_is_read_for_confirmation(answer: str, chosen: list[str]) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == chosen, graded.rationale
    assert graded.needs_confirmation


def test_stems_on_a_multiple_choice_are_read_for_confirmation_and_a_letter_set_is_bare() -> None:
    stems, letters = grade(MULTI, "甲丙丁"), grade(MULTI, "A、C、D")
    assert stems.understood.choices == letters.understood.choices == ["A", "C", "D"]
    assert stems.needs_confirmation and not letters.needs_confirmation


@pytest.mark.parametrize("answer", ["约 12.2 ms", "≈12ms", "about 12 ms", "大约 12 ms", "12 ms 左右"])
def test_an_approximated_figure_is_a_reading_to_confirm(answer: str) -> None:
    graded = grade(LATENCY, answer)
    assert graded.verdict is Verdict.CORRECT, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize("answer", ["12 ms", "12ms", "答案：12 ms"])
def test_the_figure_alone_is_bare(answer: str) -> None:
    graded = grade(LATENCY, answer)
    assert graded.verdict is Verdict.CORRECT and not graded.needs_confirmation, graded.rationale


@pytest.mark.parametrize("answer", ["约 35GB", "≈35GB", "roughly 35GB"])
def test_an_approximated_option_figure_is_read_for_confirmation(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.understood.choices == ["A"], graded.rationale
    assert graded.needs_confirmation


TIMES = Question(
    id="fx-low-times",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="序列长度翻倍后，注意力的计算量约为原来的",
    options={"A": "2×", "B": "3×", "C": "4×", "D": "8×"},
    key="C",
)
STEPS = Question(
    id="fx-low-steps",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="global batch 960，12 台机器、累加 4 步，每台的 micro batch 应为",
    options={"A": "4", "B": "20", "C": "48", "D": "80"},
    key="B",
)
COUNT = Question(
    id="fx-low-count",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="每条种子平均生成多少条？",
    options={"A": "24", "B": "96", "C": "124", "D": "240"},
    key="C",
)


@pytest.mark.parametrize(
    ("question", "answer", "chosen"),
    [(STEPS, "960 ÷ 48 ≈ 19.6 → 凑整 20", "B"),
     (STEPS, "单台大约 19.6，四舍五入到 20", "B"),
     (STEPS, "19.6, rounded up to 20", "B"),
     (STEPS, "12 台 × 4 步 = 48，960/48 = 20", "B"),
     (STEPS, "960 ÷ 12 ÷ 累加 4 = 20", "B"),
     (TIMES, "长度翻倍，平方项就翻了两番", "C"),
     (TIMES, "翻三番", "D"),
     (COUNT, "一百廿四条", "C"),
     (COUNT, "卅", None),
     (STEPS, "每台跑二十趟", "B"),
     (STEPS, "前向 10 次加反向 10 次，一共二十", "B"),
     (STEPS, "两段各 40，合计 80", "D")],
)  # fmt: skip
def test_results_rounded_counted_or_in_numerals_are_read(
    question: Question, answer: str, chosen: str | None
) -> None:
    graded = grade(question, answer)
    assert graded.understood.choices == ([chosen] if chosen else []), graded.rationale
    assert graded.needs_confirmation or graded.verdict is Verdict.INVALID


@pytest.mark.parametrize(
    ("question", "answer"),
    [(STEPS, "4 台 × 20"),  # operands, no result
     (STEPS, "20 步 × 4 台"),
     (STEPS, "19.6 → 凑整 20 吗？"),  # asked
     (STEPS, "凑整 20 不对"),
     (STEPS, "一共 20 吗？"),
     (STEPS, "一共 4 × 5"),  # a total not worked out
     (TIMES, "翻两倍"),  # no count of doublings: 2× or 3×, never read as 4×
     (TIMES, "2× 还是 4×"),  # two offered
     (TIMES, "4× 还是 8×")],
)  # fmt: skip
def test_operands_questions_and_other_idioms_never_grade_correct_unconfirmed(
    question: Question, answer: str
) -> None:
    graded = grade(question, answer)
    assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, graded.rationale
    assert graded.verdict is not Verdict.CORRECT or answer == "翻两倍", graded.rationale


FIVE = MULTI.model_copy(
    update={
        "id": "fx-low-five",
        "options": {"A": "DDIM", "B": "DPM-Solver", "C": "朗之万采样 SDE", "D": "UniPC", "E": "Heun"},
        "key": "ABDE",
    }
)


@pytest.mark.parametrize(
    "answer", ["把 SDE 那个划掉，剩下的全选", "C 去掉，其余都选", "把 C 拿掉，剩下的都对"]
)
def test_an_option_taken_out_then_the_rest_chosen_is_every_other_option(answer: str) -> None:
    graded = grade(FIVE, answer)
    assert graded.understood.choices == ["A", "B", "D", "E"], graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "把朗之万那个划掉",
        "把朗之万那个剔掉",
        "朗之万那个扔掉",
        "把 SDE 那个划掉",
        "划掉朗之万",
        "C 去掉",
        "C 去掉，剩下的再想想",
    ],
)
def test_an_option_taken_out_is_never_chosen(answer: str) -> None:
    graded = grade(FIVE.model_copy(update={"key": "C"}), answer)
    assert "C" not in (graded.understood.choices or []), graded.rationale
    assert graded.verdict is not Verdict.CORRECT


def test_taking_out_is_no_denial_of_an_option_whose_text_is_a_removal() -> None:
    graded = grade(WORDS.model_copy(update={"options": {**WORDS.options, "A": "剔除"}}), "A 剔除")
    assert graded.understood.choices == ["A"], graded.rationale


DENIED_CLAIM = Question(
    id="fx-low-denied",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="vLLM 不支持 LoRA 适配器热加载。",
    key="false",
)
SAVED_CLAIM = Question(
    id="fx-low-saved",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="优化器状态可以以 BF16 保存。",
    key="true",
)
SPLIT_CLAIM = Question(
    id="fx-low-split",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="ZeRO-1 会把模型参数切分到所有 rank 上。",
    key="false",
)


@pytest.mark.parametrize(
    ("question", "answer", "truth"),
    [(DENIED_CLAIM, "是不支持", True),
     (DENIED_CLAIM, "确实是不支持的", True),
     (DENIED_CLAIM, "不是不支持", False),
     (SAVED_CLAIM, "可以存", True),
     (SPLIT_CLAIM, "会切的", True),
     (SPLIT_CLAIM, "不会切", False)],
)  # fmt: skip
def test_the_claims_predicate_echoed_is_read_for_confirmation(
    question: Question, answer: str, truth: bool
) -> None:
    graded = grade(question, answer)
    assert graded.understood.truth is truth, graded.rationale
    assert graded.needs_confirmation


@pytest.mark.parametrize(
    ("question", "answer"),
    [(DENIED_CLAIM, "是不支持吗？"),
     (DENIED_CLAIM, "是不稳定"),  # another predicate than the claim's
     (SAVED_CLAIM, "可以存吗"),
     (SAVED_CLAIM, "可以压"),  # a verb of no word of the claim
     (SPLIT_CLAIM, "会慢")],
)  # fmt: skip
def test_a_question_or_another_verb_is_no_echo(question: Question, answer: str) -> None:
    graded = grade(question, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale


@pytest.mark.parametrize("answer", ["这题不做了", "不做了，时间不够"])
def test_declining_the_question_is_a_give_up(answer: str) -> None:
    graded = grade(SIZES, answer)
    assert graded.verdict is Verdict.INCORRECT and not graded.needs_confirmation, graded.rationale


def test_a_step_not_done_in_a_reason_is_no_give_up() -> None:
    graded = grade(SIZES, "scale 的开销先不做了，选 A")
    assert graded.verdict is Verdict.CORRECT and graded.understood.choices == ["A"], graded.rationale
