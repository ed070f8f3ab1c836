"""Safety properties of the rule families written for the forms the blind batches showed the reader
had not met (issue 30), over the real bank:

- a figure operated on by a named quantity ("8 乘以 rank 数", "16 × world_size") is no result;
- code fills offered as alternatives without backticks ("a 或 b") are a hedge;
- two figures with several links between them ("464 GB？还是 500 GB？") are kept open;
- a Chinese copula before a figure ("是 2MB") is not "yes", and a mark inside a doubt ("not sure it's
  true", "不确定是对的") is not stated;
- a calculation that ends on an operator or a result word is unfinished;
- an option said to be irrelevant is ruled out, and two options both accepted ("都行") are a hedge;
- an approximate figure names the option it rounds to only when it is precise enough;
- code written without backticks is ruled out and corrected away as in backticks; an option offered
  after the committed ones ("A、D，C 也许") keeps the answer open; "算了" takes back what came before;
  a last step with no result ("…=32，再除以 4") is unfinished; "反了" says false.

Each template names the key but never commits to it alone, so none may grade ``correct``.
Deterministic (``derandomize``).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import wrong_options
from tests.helpers.properties import examples

BANK = curated_catalog()
SINGLE = [q for q in BANK if q.type is QuestionType.SINGLE and q.servable and q.key_text in q.options]
FIGURE_SINGLE = [q for q in SINGLE if all(any(c.isdigit() for c in o) for o in q.options.values())]
_VALUE = re.compile(r"\d[\d./,]*\s*[A-Za-z%×]*")  # an option that is one figure: "35GB", "1/32", "4×"
VALUE_SINGLE = [q for q in SINGLE if all(_VALUE.fullmatch(o) for o in q.options.values())]
CALC = [q for q in BANK if q.type is QuestionType.CALC and q.servable and len(q.numeric) == 1]
TRUE_FALSE = [q for q in BANK if q.type is QuestionType.TRUEFALSE and q.servable]
CODE_ONE_BLANK = [q for q in BANK if q.type is QuestionType.CODE and q.servable and isinstance(q.key, str)]

# {k}: the key's figure, operated on by a quantity the answer only names
OPERATED = [
    "{k} 乘以 rank 数", "{k} × world_size", "{k} 除以卡数", "{k} times the number of GPUs", "{k} 乘 N",
    "{k} × grad_accum_steps", "{k} divided by the ranks", "{k} 加上 padding 长度",
]  # fmt: skip
_ZERO = re.compile(r"\s*0+(?:\.0+)?\s*")


@examples(150)
@given(st.sampled_from(FIGURE_SINGLE), st.sampled_from(OPERATED))
def test_a_figure_operated_on_by_a_named_quantity_is_never_correct(question: Question, template: str) -> None:
    key = question.options[question.key_text]
    # zero times, or over, any quantity is still zero: such an answer states the key's own figure
    assume(not (_ZERO.fullmatch(key) and "加上" not in template))
    answer = template.format(k=key)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# {r}: the key's fill, {w}: another; no backticks
UNQUOTED_ALTERNATIVES = [
    "{r} 或 {w}", "{w} 或者 {r}", "{r} 还是 {w}", "{r}，要么 {w}", "{r}，也可能是 {w}", "{w} 或是 {r}",
    "要么 {r} 要么 {w}", "{r} or {w}", "{w} or {r}", "Use {r} or {w}",
]  # fmt: skip


@pytest.mark.parametrize("template", UNQUOTED_ALTERNATIVES)
def test_unquoted_fills_offered_as_alternatives_are_never_correct(template: str) -> None:
    for question in CODE_ONE_BLANK:
        key = str(question.key)
        other = key.replace("True", "False") if "True" in key else key.replace("False", "True")
        for wrong in (other if other != key else key + "_x", key + "_x"):  # another fill, or no code at all
            answer = template.format(r=key, w=wrong)
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# {r}: the key's figure with its unit; {w}: another size
LINKED = [
    "{r}？还是 {w}？", "{r}, or {w}", "{r}？或者 {w}", "{w}？还是 {r}？", "{r}，或 {w}？", "{r} / {w}？",
]  # fmt: skip


@pytest.mark.parametrize("template", LINKED)
def test_figures_with_several_links_between_them_are_never_correct(template: str) -> None:
    for question in CALC:
        part = question.numeric[0]
        unit = f" {part.unit}" if part.unit else ""
        right, wrong = f"{part.value:g}{unit}", f"{part.value * 2:g}{unit}"
        answer = template.format(r=right, w=wrong)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# {r}/{re}: the right truth in Chinese/English, {w}/{we}: the wrong one
COPULA_AND_DOUBT = [
    "{r}。不对，是 2MB，{w}", "{r}，不对，是 8 个，所以{w}", "是 4MB，{w}", "not sure it's {re}",
    "不确定是{r}的", "I'm not sure that's {re}", "不太确定{r}不{r}", "{w}。不是 4MB 吗？不确定，{w}",
]  # fmt: skip


@pytest.mark.parametrize("template", COPULA_AND_DOUBT)
def test_a_copula_or_a_doubted_mark_never_makes_a_truth_correct(template: str) -> None:
    words = {True: ("对", "true"), False: ("错", "false")}
    for question in TRUE_FALSE:
        (right, right_en), (wrong, wrong_en) = words[bool(question.truth)], words[not question.truth]
        answer = template.format(r=right, w=wrong, re=right_en, we=wrong_en)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


UNFINISHED_ENDS = [" ×", "×", "，等于", " =", "，结果为", " →", " equals", "，得到", " +", " ÷"]


@pytest.mark.parametrize("end", UNFINISHED_ENDS)
def test_a_calculation_ending_on_an_operator_or_a_result_word_is_asked_again(end: str) -> None:
    for question in CALC:
        answer = f"2 × 48 × 2048 × {question.numeric[0].value:g}{end}"
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)
    for question in VALUE_SINGLE:
        answer = f"{question.options[question.key_text]} × 4{end}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# {k}: the key, {w}: a wrong option
RULED_OUT_OR_BOTH = [
    "{k} 跟这题无关，{w}", "{k} 和保存没关系，是 {w}", "{k} has nothing to do with it, {w}",
    "{k} 和 {w} 都行", "{w}，{k} 也无关", "{k} 无关", "{w} 跟 {k} 都行吧", "感觉 {k} 和 {w} 都行",
]  # fmt: skip


@examples(100)
@given(st.sampled_from(SINGLE), st.sampled_from(RULED_OUT_OR_BOTH), st.data())
def test_an_irrelevant_key_or_two_options_both_accepted_are_never_correct(
    question: Question, template: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    answer = template.format(k=question.key_text, w=wrong)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def _fraction(option: str) -> float | None:
    top, _, bottom = option.partition("/")
    return int(top) / int(bottom) if top.isdigit() and bottom.isdigit() else None


FRACTION_SINGLE = [q for q in SINGLE if all(_fraction(o) for o in q.options.values())]


@pytest.mark.parametrize("places", [0, 1])
def test_a_coarse_approximation_never_names_an_option(places: int) -> None:
    assert FRACTION_SINGLE
    for question in FRACTION_SINGLE:
        value = _fraction(question.options[question.key_text])
        assert value is not None
        answer = f"约 {round(value, places)}"  # one significant digit at most: too coarse to name one
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


YES_FORMS = ["是的", "一般来说是的", "我觉得是的", "应该是的，理由如上", "是这样"]
NO_FORMS = ["不是的", "不是这样", "一般来说不是的", "我觉得不是这样的"]


def test_yes_and_no_in_words_are_read_with_their_polarity() -> None:
    for question in TRUE_FALSE:
        wrong = NO_FORMS if question.truth else YES_FORMS
        for answer in wrong:
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


UNQUOTED_RULED_OUT = [
    "{r} 不对", "不是 {r}", "{r} 不行，用 {w}", "{r}？不对，应该是 {w}", "{r} 错了", "{r} 吧……不对，{w}",
    "{r}，也可以 {w}", "{r} 不能用，得用 {w}", "{r} won't work; {w}",
]  # fmt: skip


@pytest.mark.parametrize("template", UNQUOTED_RULED_OUT)
def test_unquoted_code_ruled_out_or_corrected_away_is_never_correct(template: str) -> None:
    for question in CODE_ONE_BLANK:
        answer = template.format(r=str(question.key), w="torch.no_grad()")
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


MULTI = [
    q for q in BANK if q.type is QuestionType.MULTI and q.servable and len(q.correct_options) < len(q.options)
]
OFFERED_AFTER = ["{s}，{x} 也许", "{s}, {x} maybe", "{s}，{x} 可能也对", "{s}；{x} 或许吧"]


@pytest.mark.parametrize("template", OFFERED_AFTER)
def test_an_option_offered_after_the_committed_ones_is_never_correct(template: str) -> None:
    for question in MULTI:
        extra = sorted(set(question.options) - question.correct_options)[0]
        answer = template.format(s="、".join(sorted(question.correct_options)), x=extra)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
    for question in SINGLE:
        wrong = wrong_options(question)[0]
        answer = template.format(s=question.key_text, x=wrong)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


TAKEN_BACK = ["{k} 吧……算了，{w}", "{k}，never mind, {w}", "{k}，不管了，{w}"]


@examples(200)
@given(st.sampled_from(VALUE_SINGLE), st.sampled_from(TAKEN_BACK), st.data())
def test_what_is_taken_back_is_never_the_answer(
    question: Question, template: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    answer = template.format(k=question.options[question.key_text], w=question.options[wrong])
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_last_step_with_no_result_is_never_correct() -> None:
    for question in VALUE_SINGLE:
        key = question.options[question.key_text]
        for answer in (f"4096/64={key}，再除以 4", f"{key}，然后乘以 2", f"= {key}, then divide by 2"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_the_claim_reversed_is_false() -> None:
    for question in TRUE_FALSE:
        result = grade(question, "说反了，正好相反")
        assert result.verdict is (Verdict.INCORRECT if question.truth else Verdict.CORRECT), question.id


# {k}: the key, {w}: a wrong option; the key is named but not kept
NOT_KEPT = [
    "{k}。开玩笑的，{w}", "{k} 有道理，{w} 也有道理", "{k} 或许吧，{w} 更稳", "{k} 不太对吧", "{k} 应该不是",
    "{k}, just kidding, {w}", "{k} 也合理，{w} 也合理", "{k} 对一半，{w}",
    "{k} would be right if it were training, but here {w}", "{k} 看起来对，但我觉得 {w}", "{k}——不，{w}",
    "{k} 第一反应，{w} 才对", "{k} 吧，{w} 也有点道理", "{k}，{w} 也不无道理",
]  # fmt: skip


@examples(200)
@given(st.sampled_from(SINGLE), st.sampled_from(NOT_KEPT), st.data())
def test_a_key_taken_back_doubted_away_or_kept_open_is_never_correct(
    question: Question, template: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    answer = template.format(k=question.key_text, w=wrong)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_slang_and_reversals_of_true_are_false() -> None:
    for question in TRUE_FALSE:
        for answer in ("对个鬼", "反过来才对", "对不上，错", "说反了"):
            correct = grade(question, answer).verdict is Verdict.CORRECT
            assert correct is not question.truth, (question.id, answer)


TAKEN_OF = ["{r} 的一半，{w}", "{r} 的两倍", "不到 {r}", "half of {r}", "{r} 的 2 倍"]


@pytest.mark.parametrize("template", TAKEN_OF)
def test_a_figure_something_is_taken_of_is_never_the_answer(template: str) -> None:
    for question in CALC:
        part = question.numeric[0]
        unit = f" {part.unit}" if part.unit else ""
        answer = template.format(r=f"{part.value:g}{unit}", w=f"{part.value / 2:g}{unit}")
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("template", ["{s}，{x} 不确定但也选", "{s}，外加 {x}", "{s} plus {x}"])
def test_an_option_added_to_the_key_set_is_never_correct(template: str) -> None:
    for question in MULTI:
        extra = sorted(set(question.options) - question.correct_options)[0]
        answer = template.format(s="、".join(sorted(question.correct_options)), x=extra)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_mark_asked_then_answered_yes_or_no_is_read_by_the_reply() -> None:
    words = {True: ("对", "true"), False: ("错", "false")}
    for question in TRUE_FALSE:
        (right, right_en), (wrong, wrong_en) = words[bool(question.truth)], words[not question.truth]
        for answer in (
            f"{right}吗？不是",
            f"{right_en}? no",
            f"{wrong}吗？是的",
            f"{wrong_en}? yes",
            f"{right}才怪",
        ):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "template", ["{r} 到 {w} 之间", "{r}~{w}", "{r}-{w}", "{r}，乘 2 得 {w}", "{r} 的话太小，{w}"]
)
def test_a_range_or_a_figure_operated_on_later_is_never_correct(template: str) -> None:
    for question in CALC:
        part = question.numeric[0]
        unit = f" {part.unit}" if part.unit else ""
        answer = template.format(r=f"{part.value:g}{unit}", w=f"{part.value * 2:g}{unit}")
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    "template", ["{s}，再加 {x}", "{s}, {x} too", "{s}，{x} 我也觉得对", "{s}（{x} 存疑但选上）"]
)
def test_an_option_added_in_other_words_is_never_correct(template: str) -> None:
    for question in MULTI:
        extra = sorted(set(question.options) - question.correct_options)[0]
        answer = template.format(s="".join(sorted(question.correct_options)), x=extra)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


_DIRECTION = re.compile(r"(上升|下降)\s*约?\s*(\d+(?:\.\d+)?%?)")
DIRECTED = [q for q in SINGLE if _DIRECTION.fullmatch(q.options[q.key_text])]


@pytest.mark.parametrize("word", ["掉", "降", "降低", "涨", "升", "增加"])
def test_the_key_figure_with_the_other_direction_is_never_correct(word: str) -> None:
    assert DIRECTED
    for question in DIRECTED:
        match = _DIRECTION.fullmatch(question.options[question.key_text])
        assert match is not None
        down = word in ("掉", "降", "降低")
        if down is (match.group(1) == "下降"):
            continue  # the same direction: a restatement
        answer = f"会{word} {match.group(2)}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_step_said_back_is_no_stem_said_back() -> None:
    # "= 2, then divide by 2" had its step taken for the stem said back, and the figure after it read
    for question in VALUE_SINGLE:
        key = question.options[question.key_text]
        for answer in (f"= {key}, then divide by 2", f"{key}，然后除以 {key}"):
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
