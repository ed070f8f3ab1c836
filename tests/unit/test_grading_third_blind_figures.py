"""The rules written for the causes the third blind batch showed in figures, code and true/false
answers (issue 30), one test per rule, on fixture questions; and their safety as properties over the
real bank (hypothesis, derandomized). Choice answers: ``test_grading_third_blind.py``.

- a figure in a clause stating a condition ("n_head 是 96 的话") is the premise, not the answer —
  unless it follows the condition's consequence ("如果是 fp16 就是 464 GB"); a calculation ending on
  a step and a comma, or a product left unevaluated ("2×48×…×2 B"), has no result; with several
  parts, a correction takes back only the figures of its own kind; a denial before a dash corrects
  ("464GB? no — 232GB", "false — no, true");
- English number words that cannot count options ("thirty-five", "thirty five", "a hundred and
  twenty-eight", "zero"; never inside a name, "adaLN-Zero"), a small one standing as its own clause
  ("Only one? Or two?") and fractions in words ("one thirty-second", "1 in 32") are figures; a
  percentage names the fraction it equals (to confirm); "两个" counting a thing named in English is
  a figure, and "一个" beside it then too; a small number word offered as an alternative to a figure
  ("sixteen or eight", "16, or maybe eight") is a figure, so that the alternative is seen;
- a code answer that only asks back about the question is asked again ("这里是 … 吗？"; a fill offered
  as a question, "x 对吗？", is read to confirm); English around a fill (a lead-in between Chinese
  words, ", since …", a trailing "here", "blank 1 is …", "first blank …", fills joined by "and")
  and a Chinese remark in brackets are read around it; "不知道怎么写" gives up.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.model import NumericPart, Question, QuestionType
from tests.helpers.choice_questions import FRACTIONS, MULTI, SIZES
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import FLASH, LORA, SPECS, wrong_options
from tests.helpers.properties import examples

BANK = curated_catalog()
SINGLE = [q for q in BANK if q.type is QuestionType.SINGLE and q.servable and q.key_text in q.options]
CALC = [q for q in BANK if q.type is QuestionType.CALC and q.servable and len(q.numeric) == 1]
CODE_ONE_BLANK = [q for q in BANK if q.type is QuestionType.CODE and q.servable and isinstance(q.key, str)]
NVME = Question(
    id="fx-nvme",
    bank="fx",
    type=QuestionType.CODE,
    stem='```json\n"offload_param": {"device": "____"},\n"offload_optimizer": {"device": "____"}\n```',
    key="空 1：`nvme`；空 2：`nvme`",
)


def _written(part: NumericPart) -> str:
    """A calculation's key figure as a candidate writes it: the value, then its unit if it has one."""
    return f"{part.value:g}{' ' + part.unit if part.unit else ''}"


def _letters(question: Question, answer: str) -> str | None:
    result = grade(question, answer)
    return None if result.verdict is Verdict.INVALID else "".join(result.understood.choices or [])


@pytest.mark.parametrize(
    "template",
    [
        "n_head 是 {k} 的话，是 MHA 吧？",
        "如果是 {k}，那 GQA 呢？",
        "if it is {k}, is that MHA?",
        "假设 {k}，",
    ],
)
def test_a_figure_stating_a_condition_is_no_answer(template: str) -> None:
    for question in CALC:
        part = question.numeric[0]
        answer = template.format(k=_written(part))
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    "template",
    [
        "如果是 fp16 就是 {k}",
        "若按 fp16 算约 {k}",
        "assuming 2 bytes per value it's {k}",
        "if fp16, then {k}",
    ],
)
def test_a_figure_after_a_conditions_consequence_is_the_answer(template: str) -> None:
    for question in CALC:
        part = question.numeric[0]
        answer = template.format(k=_written(part))
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer)


def test_a_calculation_stopping_on_a_step_and_a_comma_is_unfinished() -> None:
    for question in CALC:
        answer = f"每层 2×48×2048 B，再乘 {question.numeric[0].value:g} 层，"
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_a_correction_takes_back_only_the_figure_of_its_own_part() -> None:
    result = grade(LORA, "参数 22.9M。节省 97%？不对，应该更精确一点，97.3%")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation
    one = LORA.model_copy(update={"numeric": [NumericPart(value=97.3, unit="%")]})
    assert grade(one, "97.3%？不对，90%").verdict is Verdict.INCORRECT  # one part: the last figure counts


@pytest.mark.parametrize(
    "answer", ["这里是 flash-attn 2.x 的接口吗？", "Is this the 2.x API?", "题目里的 q 是 bshd 布局吗"]
)
def test_a_code_answer_that_only_asks_back_is_asked_again(answer: str) -> None:
    assert grade(FLASH, answer).verdict is Verdict.INVALID


@given(st.sampled_from(CODE_ONE_BLANK), st.sampled_from(["{r} 吗？", "是 {r} 吗", "Is it {r}?"]))
@examples(150)
def test_a_fill_only_asked_is_never_correct_unconfirmed(question: Question, template: str) -> None:
    answer = template.format(r=str(question.key))
    result = grade(question, answer)
    assert result.verdict is not Verdict.CORRECT or result.needs_confirmation, (question.id, answer)


def test_a_fill_asked_back_for_agreement_is_asked_again() -> None:
    key = str(FLASH.key)
    for answer in (f"{key} 对吗？", f"`{key}` 吗？", f"Is it {key}?", f"{key}, right?"):
        assert grade(FLASH, answer).verdict is Verdict.INVALID, answer
    offered = grade(FLASH, f"`{key}`？")  # offered with a question mark alone: a reading to confirm
    assert offered.verdict is Verdict.CORRECT and offered.needs_confirmation


def test_english_around_a_fill_is_read_around_it() -> None:
    reason = grade(FLASH, "I'd write flash_attn_func(q, k, v, dropout_p=0.0, causal=True), since q is bshd")
    assert reason.verdict is Verdict.CORRECT and reason.needs_confirmation
    both = grade(NVME, 'both 都是 "nvme"')
    assert both.verdict is Verdict.CORRECT and both.needs_confirmation
    labelled = grade(SPECS, "blank 1 is P('x', None); blank 2 I'd guess P('y', None)")
    assert labelled.verdict is Verdict.PARTIAL and labelled.score == 0.5 and labelled.needs_confirmation


def test_a_reason_after_a_wrong_fill_does_not_make_it_right() -> None:
    result = grade(FLASH, "I'd write flash_attn_func(q, k, v, causal=False), since q is bshd")
    assert result.verdict is not Verdict.CORRECT
    assert grade(FRACTIONS, "1/64, since 1/32 is too coarse").verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (SIZES, "thirty-five gigabytes", "A"),
        (FRACTIONS, "one thirty-second", "A"),
        (FRACTIONS, "a sixty-fourth", "B"),
        (FRACTIONS, "one hundred and twenty-eighth", "C"),
        (FRACTIONS, "3.125%", "A"),  # the share 1/32 as a percentage
        (FRACTIONS, "百分之三点一二五", "A"),
        (FRACTIONS, "3.125 percent", "A"),
        (FRACTIONS, "one second", None),  # a time, not 1/2
    ],
)
def test_figures_in_words_or_as_another_share_name_their_option(
    question: Question, answer: str, letters: str | None
) -> None:
    assert _letters(question, answer) == letters, answer


def test_a_share_written_as_a_percentage_is_a_reading_to_confirm() -> None:
    assert grade(FRACTIONS, "3.125%").needs_confirmation
    assert not grade(FRACTIONS, "1/32").needs_confirmation


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("a hundred and twenty-eight segments", "128 segments"),
        ("two hundred fifty-six", "256"),
        ("zero bias", "0 bias"),
        ("adaLN-Zero", "adaLN-Zero"),  # inside a name: no figure
        ("zero-shot, zero_stage", "zero-shot, zero_stage"),
        ("Only one? Or two? Not sure", "Only 1? Or 2? Not sure"),  # a number word as its own clause
        ("which one?", "which one?"),
        ("I pick one.", "I pick one."),
        ("the two options", "the two options"),  # a count of options, not a figure
        ("one of them", "one of them"),
        ("one second", "one second"),
        ("thirty five GB", "35 GB"),  # a compound without its hyphen
        ("a hundred and twenty eight", "128"),
        ("1 in 32", "1/32"),
        ("one over thirty-two", "1/32"),
    ],
)
def test_english_number_words_that_cannot_count_options_are_figures(text: str, written: str) -> None:
    from bank.grading.text._text import english_numerals

    assert english_numerals(text) == written


COUNTS = Question(
    id="fx-counts",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="同时 in flight 的 micro-batch 有几个？",
    options={"A": "1", "B": "2", "C": "4", "D": "8"},
    key="B",
)


SMALL_COUNTS = ["the two options {w} and {k}", "one of {k} and {w}", "two of them: {k} or {w}"]


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(SMALL_COUNTS), st.data())
def test_small_number_words_never_commit_to_an_option(
    question: Question, template: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    answer = template.format(k=question.key_text, w=wrong)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_hedge_between_number_words_is_a_hedge() -> None:
    result = grade(COUNTS, "Only one? Or two? Not sure")
    assert result.verdict is Verdict.INCORRECT and result.understood.hedged


def test_a_dash_ends_a_clause_and_a_denial_before_it_corrects() -> None:
    assert _letters(MULTI, "A, C, D — B makes it worse") == "ACD"
    for question in CALC:
        part = question.numeric[0]
        unit = f" {part.unit}" if part.unit else ""
        for template in ("{r}? no — {w}", "{r}，不对 — {w}", "{r}? no - {w}"):
            answer = template.format(r=f"{part.value:g}{unit}", w=f"{part.value / 2:g}{unit}")
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_code_read_around_a_trailing_word_and_blanks_in_english() -> None:
    here = grade(FLASH, "use flash_attn_func(q, k, v, dropout_p=0.0, causal=True) here")
    assert here.verdict is Verdict.CORRECT and here.needs_confirmation
    assert grade(SPECS, "P('x', None) and P(None, 'y')").verdict is Verdict.CORRECT
    assert grade(SPECS, "first blank P('x', None), second blank P(None, 'y')").verdict is Verdict.CORRECT
    assert grade(SPECS, "P('x', None) and P('y', None)").verdict is Verdict.PARTIAL


def test_a_product_left_unevaluated_has_no_result() -> None:
    for question in CALC:
        part = question.numeric[0]
        unit = f" {part.unit}" if part.unit else ""
        for answer in (
            f"2×48×2048×{part.value:g}{unit}",
            f"{part.value:g}{unit} × 2",
            f"2 × {part.value:g}{unit}",
        ):
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
        assert grade(question, f"2×48 = {part.value:g}{unit}").verdict is Verdict.CORRECT


def test_a_truth_corrected_after_a_dash() -> None:
    true_claim = next(q for q in BANK if q.type is QuestionType.TRUEFALSE and q.servable and q.truth)
    result = grade(true_claim, "I'd say false — no, true")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation
    assert grade(true_claim, "true — no, false").verdict is Verdict.INCORRECT


def test_a_chinese_remark_after_a_fill_and_a_give_up_in_other_words() -> None:
    key = str(FLASH.key)
    remark = grade(FLASH, f"{key}（dropout 训练时才用）")
    assert remark.verdict is Verdict.CORRECT and remark.needs_confirmation
    assert grade(FLASH, f"{key}（或者 flash_attn_func(q, k, v)）").verdict is not Verdict.CORRECT
    for answer in ("不知道怎么写", "不会做", "我不知道如何填"):
        result = grade(FLASH, answer)
        assert result.verdict is Verdict.INCORRECT and "不会" in result.rationale, answer


def test_two_counting_a_thing_named_in_english_is_a_figure() -> None:
    assert _letters(COUNTS, "两个 in flight") == "B"
    assert _letters(COUNTS, "一个 bug 导致的") is None  # 一个: the article


SIXTEEN = Question(
    id="fx-sixteen",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="每卡几条样本？",
    options={"A": "8", "B": "16", "C": "32", "D": "64"},
    key="B",
)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (COUNTS, "两个 in flight 还是一个？"),
        (COUNTS, "两个 micro-batch，也可能一个"),
        (SIXTEEN, "sixteen or eight"),
        (SIXTEEN, "sixteen, or maybe eight"),
        (SIXTEEN, "eight or sixteen"),
        (SIXTEEN, "16 or eight"),
        (SIXTEEN, "I think sixteen, though eight is possible"),
    ],
)
def test_a_figure_with_another_offered_in_words_is_a_hedge(question: Question, answer: str) -> None:
    result = grade(question, answer)
    assert result.verdict is Verdict.INCORRECT and result.understood.hedged, (answer, result.understood)


def test_number_words_beside_a_figure_stay_words_when_not_offered() -> None:
    assert _letters(SIXTEEN, "sixteen, not eight") == "B"
    assert _letters(SIXTEEN, "the two options: sixteen") == "B"
