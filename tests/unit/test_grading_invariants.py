"""The reader's three safety invariants (issue 30), as property tests over the real bank:

- a sentence that names two options without committing to one never grades ``correct``;
- appending a hedge or a doubt to a correct answer never keeps it ``correct`` without the
  candidate's confirmation;
- a corrected figure is read as the correction (a choice's figure option and a calculation alike);
- and what the clause reading relies on: a wrong choice with the key named in its reasoning is never
  ``correct``; a choice followed by a dismissal of *the others* stays the choice; a letter inside a
  formula is a variable, never an option; a division left undone is never ``correct``; a wrong set of
  options with a key letter in its reasoning is never ``correct``; a true/false answer that keeps the
  wrong truth, or both, is never ``correct``; nor is a figure ruled out, corrected away, kept open or
  only given as a bound, nor a code fill ruled out, corrected away or offered beside another.

The sentences are drawn from templates of how candidates keep two options open (either-or,
questions back, "也有可能", "torn between"), how they doubt, and how they take a figure back; the
options are named by letter, by their text or by their figure. Deterministic in the suite's run
(``tests/helpers/properties.py``).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.model import NumericPart, Question, QuestionType
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import wrong_options
from tests.helpers.properties import examples, sampled

SINGLE = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.SINGLE and question.servable and question.key_text in question.options
]
TRUE_FALSE = [q for q in curated_catalog() if q.type is QuestionType.TRUEFALSE and q.servable]

# {x} and {y}: two different options; none of these commits to either
UNDECIDED = [
    "{x} 还是 {y}", "{x} 还是 {y}？", "{x}？{y}？", "{x} 或 {y}", "{x} 或者 {y} 吧", "要么 {x} 要么 {y}",
    "不是 {x} 就是 {y}", "{x} 和 {y} 之间拿不准", "{x} 吧，{y} 也有可能", "{x}，也可能是 {y}",
    "{x} 也行，{y} 也行",
    "在 {x} 和 {y} 里二选一", "我觉得 {x} 或 {y}", "{x} 还是 {y} 呢，说不好", "可能 {x}，可能 {y}",
    "{x} or {y}", "either {x} or {y}", "{x} or maybe {y}", "{x}, though {y} could also be right",
    "torn between {x} and {y}", "{x}? or {y}?", "not sure, {x} or {y}", "maybe {x}, maybe {y}",
    "{x} 或 {y}，不确定", "{x} 跟 {y} 都有可能", "{x} 和 {y} 都可能对", "{x} 吗？还是 {y}？",
    "{x}？{y}？都不像", "{x} 还是 {y}？好像都不是", "{x} or {y}? neither", "可能 {x}，也可能 {y}",
    "{x} {y}", "{x}，{y}", "{x}、{y}", "{x}; {y}", "{x}。{y}", "{x} and {y}", "{x} 和 {y}",
    "{x} 吧……{y} 吧", "先 {x} 后 {y}", "{x}，要不 {y}", "{x}，也许 {y}", "{x}, maybe {y}", "{x}; perhaps {y}",
    "我在 {x} 和 {y} 之间犹豫", "{x} 和 {y} 都像", "{x}，{y} 也说不定", "{x} 好像对，{y} 好像也对",
    "{x}？可能是 {y}", "{x} 和 {y} 都有可能", "可能是 {x}，也可能是 {y}", "{x}/{y}",
]  # fmt: skip
HEDGES = [
    "吧", "？", "?", "，不太确定", "，但我不确定", "，也可能不是", "，不过没把握", "，猜的", ", not sure",
    ", I think?", ", maybe", " 吧？", "，不一定对", "，说不好", "，应该吧", "…大概", ", I guess", "，拿不准",
]  # fmt: skip


def _names(question: Question, label: str) -> list[str]:
    """Ways to name an option: its letter (upper and lower case), '选项 X', its text."""
    text = question.options[label].replace("`", "")
    return [label, label.lower(), f"选项 {label}", f"option {label}", text]


@st.composite
def two_options(draw: st.DrawFn) -> tuple[Question, str]:
    question = draw(st.sampled_from(SINGLE))
    labels = sorted(question.options)
    x = draw(sampled(labels))
    y = draw(sampled([label for label in labels if label != x]))
    template = draw(sampled(UNDECIDED))
    # Options joined by a bare space, a comma or a slash are named by letter: an option's own text may hold
    # commas, slashes or a trailing × ("dp_size=2, pp_size=4", "1/32", "3.4× 5.1×" reads as a product), and
    # "32 B" is 32 bytes.
    by_letter = template in ("{x} {y}", "{x}，{y}", "{x}/{y}")
    names = _names if not by_letter else (lambda q, label: _names(q, label)[:4])
    first, second = draw(sampled(names(question, x))), draw(sampled(names(question, y)))
    return question, template.format(x=first, y=second)


@examples(300)
@given(two_options())
def test_two_options_named_without_a_commitment_never_grade_correct(case: tuple[Question, str]) -> None:
    question, sentence = case
    result = grade(question, sentence)
    assert result.verdict is not Verdict.CORRECT, (question.id, sentence, result.reading)


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(HEDGES), st.booleans())
def test_a_hedge_after_a_correct_answer_needs_confirmation(
    question: Question, hedge: str, text: bool
) -> None:
    key = question.key_text
    answer = (question.options[key].replace("`", "") if text else key) + hedge
    result = grade(question, answer)
    assert not (result.verdict is Verdict.CORRECT and not result.needs_confirmation), (question.id, answer)


# appended to a correct answer, these keep another option ({y}) open
OTHER_OPTION_HEDGES = [
    "，也可能是 {y}", "，{y} 也有可能", "吧，不过 {y} 也说不定", " or maybe {y}",
    ", though {y} could also be right", " 或 {y}",
]  # fmt: skip


@st.composite
def hedged_right_choice(draw: st.DrawFn) -> tuple[Question, str]:
    question = draw(st.sampled_from(SINGLE))
    other = draw(sampled([letter for letter in question.options if letter != question.key_text]))
    return question, question.key_text + draw(sampled(OTHER_OPTION_HEDGES)).format(y=other)


@examples(150)
@given(hedged_right_choice())
def test_a_hedge_naming_another_option_needs_confirmation(case: tuple[Question, str]) -> None:
    question, answer = case
    assert grade(question, question.key_text).verdict is Verdict.CORRECT  # the bare answer is right
    result = grade(question, answer)
    assert result.verdict is not Verdict.CORRECT or result.needs_confirmation, (question.id, answer)


TRUTH_HEDGES = ["，不过我不确定", "吧？不太确定", ", not sure", "，说不准"]


@examples(100)
@given(st.sampled_from(TRUE_FALSE), st.sampled_from(TRUTH_HEDGES))
def test_a_hedge_after_a_right_truth_needs_confirmation(question: Question, hedge: str) -> None:
    right = "对" if question.truth else "错"
    assert grade(question, right).verdict is Verdict.CORRECT
    result = grade(question, right + hedge)
    assert result.verdict is not Verdict.CORRECT or result.needs_confirmation, (question.id, right + hedge)


FIGURE_SINGLE = [
    question
    for question in SINGLE
    if all(any(c.isdigit() for c in option) for option in question.options.values())
]
CORRECTIONS = [
    "{wrong}？不对，应该是 {right}", "{wrong}，不对不对，是 {right}", "先算出 {wrong}，算错了，是 {right}",
    "{wrong}… wait, {right}", "{wrong}, no, it's {right}", "{wrong}，更正：{right}",
    "{wrong}。哦不对，{right}",
    "我一开始以为是 {wrong}，其实是 {right}", "{wrong} 不对，{right}", "{wrong}? actually {right}",
]  # fmt: skip


@examples(150)
@given(st.sampled_from(FIGURE_SINGLE), st.sampled_from(CORRECTIONS), st.booleans(), st.data())
def test_a_corrected_figure_option_is_read_as_the_correction(
    question: Question, template: str, to_key: bool, data: st.DataObject
) -> None:
    key = question.key_text
    other = data.draw(st.sampled_from(sorted(set(question.options) - {key})))
    wrong, right = (other, key) if to_key else (key, other)
    answer = template.format(wrong=question.options[wrong], right=question.options[right])
    result = grade(question, answer)
    if to_key:
        assert result.verdict in (Verdict.CORRECT, Verdict.INVALID), (answer, result.reading)
        assert result.needs_confirmation or result.verdict is Verdict.INVALID, answer
    else:
        assert result.verdict is not Verdict.CORRECT, (answer, result.reading)


CALC = Question(
    id="fx-inv-calc",
    bank="fx",
    type=QuestionType.CALC,
    stem="估算 KV cache 显存。",
    key="464 GB",
    numeric=[NumericPart(value=464, unit="GB")],
)


@examples(100)
@given(st.sampled_from(CORRECTIONS), st.sampled_from(["232 GB", "928GB", "116 GB", "4640 GB"]), st.booleans())
def test_a_corrected_figure_is_read_as_the_correction(template: str, other: str, to_key: bool) -> None:
    wrong, right = (other, "464 GB") if to_key else ("464GB", other)
    answer = template.format(wrong=wrong, right=right)
    result = grade(CALC, answer)
    if to_key:
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (answer, result.rationale)
    else:
        assert result.verdict is not Verdict.CORRECT, (answer, result.reading)


KV_CACHE = curated_catalog()["seed000-30"]  # the bank's 464 GB calculation, 2 % tolerance
CORRECTION_WORDS = [
    "？不对，应该是",
    "，哦不对，是",
    "。等等，应该是",
    ". Wait, actually",
    "，更正一下：",
    ", sorry, I mean",
]


@examples(100)
@given(
    st.sampled_from(CORRECTION_WORDS),
    st.integers(min_value=1, max_value=2000).filter(lambda value: abs(value - 464) > 464 * 0.1),
    st.booleans(),
)
def test_a_corrected_figure_is_read_as_the_correction_in_the_bank(
    correction: str, wrong: int, to_key: bool
) -> None:
    first, then = (wrong, 464) if to_key else (464, wrong)
    answer = f"{first}GB{correction} {then}GB"
    result = grade(KV_CACHE, answer)
    assert result.verdict is (Verdict.CORRECT if to_key else Verdict.INCORRECT), (answer, result.rationale)
    assert [quantity.value for quantity in result.understood.numbers][-1:] == [float(then)]
    assert result.needs_confirmation


KEPT = [
    "{key}，其余选项都不对",
    "选 {key}，其他几个都不是",
    "{key}, the others are all wrong",
    "{key}，因为别的都不行",
]


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(KEPT))
def test_a_choice_then_the_others_dismissed_stays_the_choice(question: Question, template: str) -> None:
    result = grade(question, template.format(key=question.key_text))
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, result.rationale)


FORMULAS = ["2^(-{v}/4)", "{v}*2", "3*{v}", "{v}^2", "(1-{v})/2", "x = 4*{v}"]


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(FORMULAS), st.data())
def test_a_letter_inside_a_formula_is_never_an_option(
    question: Question, formula: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    for variable in (wrong, wrong.lower()):
        result = grade(question, f"{formula.format(v=variable)}，{question.key_text}")
        assert result.understood.choices == [question.key_text] or result.verdict is Verdict.INVALID, (
            question.id, formula.format(v=variable), result.reading
        )  # fmt: skip


def _whole(option: str) -> int | None:
    return int(option) if option.isascii() and option.isdigit() else None


WHOLE_SINGLE = [question for question in SINGLE if all(_whole(o) for o in question.options.values())]


@examples(200)
@given(st.sampled_from(WHOLE_SINGLE), st.sampled_from(["{a}/{b}", "{a} ÷ {b}", "{a} / {b}", "{a}除以{b}"]),
       st.sampled_from([2, 4, 8, 64]))  # fmt: skip
def test_a_division_left_undone_is_never_correct(question: Question, shape: str, divisor: int) -> None:
    key = _whole(question.options[question.key_text])
    assert key is not None
    answer = shape.format(a=key * divisor, b=divisor)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# {w}: the option the answer commits to (a wrong one); {k}: the key, named only in the reasoning
COMMITTED_WRONG = [
    "选 {w}，{k} 不对", "{w}，因为 {k} 会报错", "{w}。{k} 是错的", "不是 {k}，是 {w}", "{k}？不对，{w}",
    "{k} 看着像，但其实是 {w}", "我选 {w}，{k} 的话就错了", "{w}（{k} 只是干扰项）", "answer: {w}, not {k}",
    "{k} is wrong, so {w}", "{w}；{k} 不需要", "{w} 吧，{k} 肯定不对", "{k}？都不像，{w}", "{k} 不是，{w}",
    "我觉得是 {w}，不是 {k}", "{w} 而不是 {k}", "{k} 不可能，选 {w}", "{w}, since {k} is for something else",
    "{k} 是陷阱，{w}", "{k} 排除，剩下 {w}", "{w}。理由：{k} 不支持", "{k} 和 {w} 里我选 {w}",
    "{k} 或 {w}？{w}",
]  # fmt: skip


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(COMMITTED_WRONG), st.data())
def test_a_wrong_choice_with_the_key_in_its_reasoning_is_never_correct(
    question: Question, template: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    key_name = data.draw(st.sampled_from(_names(question, question.key_text)))
    answer = template.format(w=data.draw(st.sampled_from(_names(question, wrong))), k=key_name)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


MULTI = [
    question
    for question in curated_catalog()
    if question.type is QuestionType.MULTI and question.servable and len(question.correct_options) > 1
]
# {s}: the set the answer commits to (the key with one option too many or too few); {x}: a letter
# named only in the reasoning or the doubt
WRONG_SETS = [
    "{s}，{x} 不对", "{s}；{x} 不需要", "选 {s}，因为 {x} 会出错", "{s}（{x} 是干扰项）",
    "{x} 看着也对，但我选 {s}", "{s}，不选 {x}", "{s}，{x} 不确定", "{s} 吧", "{s}。{x} 是错的",
    "{x} 排除，{s}", "{s}，可能还有 {x}",
]  # fmt: skip


@examples(100)
@given(st.sampled_from(MULTI), st.sampled_from(WRONG_SETS), st.booleans())
def test_a_wrong_set_with_a_key_letter_in_its_reasoning_is_never_correct(
    question: Question, template: str, too_many: bool
) -> None:
    key = sorted(question.correct_options)
    others = sorted(set(question.options) - set(key))
    chosen = key + others[:1] if too_many and others else key[1:]
    answer = template.format(s="".join(sorted(chosen)), x=key[0])
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# {w}/{we}: the wrong truth in Chinese/English, {r}/{re}: the right one, named but not kept
WRONG_TRUTHS = [
    "{r}？不，{w}", "{r}吧，不对，{w}", "一开始觉得{r}，后来想想{w}", "{w}，虽然看着{r}", "{r}还是{w}？{w}",
    "{r}或{w}", "{r}，也可能{w}", "不确定，可能{r}可能{w}", "{w}吧", "{w}，{r}的话就太绝对了", "I'd say {we}",
    "{re}? no, {we}", "{re} or {we}", "not sure, {re} or {we}", "{w}（我之前以为{r}）", "{r}……其实{w}",
]  # fmt: skip


@pytest.mark.parametrize("template", WRONG_TRUTHS)
def test_a_wrong_or_open_truth_is_never_correct(template: str) -> None:
    words = {True: ("对", "true"), False: ("错", "false")}
    for question in TRUE_FALSE:
        (right, right_en), (wrong, wrong_en) = words[bool(question.truth)], words[not question.truth]
        answer = template.format(r=right, w=wrong, re=right_en, we=wrong_en)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# {r}: the key's figure, named but not kept (ruled out, corrected away, kept open, or only a bound)
WRONG_FIGURES = [
    "{r}？不对，{w}", "不是 {r}，是 {w}", "{r} 或 {w}", "约 {r}，也可能 {w}", "{w}（不是 {r}）",
    "我一开始算 {r}，后来改成 {w}", "{r} is wrong, {w}", "{r} 还是 {w}？{w}", "{w} 吧，{r} 不对",
    "先算得 {r}，但要乘 2，所以 {w}", "{r} 不对", "{r} 或者更多", "至少 {r}", "大于 {r}", "不超过 {r}",
]  # fmt: skip


@pytest.mark.parametrize("template", WRONG_FIGURES)
def test_a_figure_ruled_out_corrected_away_or_bounded_is_never_correct(template: str) -> None:
    for other in ("928GB", "232 GB", "4640 GB", "46.4 GB"):
        answer = template.format(r="464GB", w=other)
        assert grade(CALC, answer).verdict is not Verdict.CORRECT, answer


CODE_ONE_BLANK = [
    q
    for q in curated_catalog()
    if q.type is QuestionType.CODE and q.status.value == "active" and isinstance(q.key, str)
]
# {r}: the key's fill, named but not kept; {w}: another fill
WRONG_FILLS = [
    "`{r}`？不对，`{w}`", "`{r}` 或 `{w}`", "`{r}`，也可能是 `{w}`", "不是 `{r}`，是 `{w}`",
    "`{w}`（不是 `{r}`）", "先写 `{r}`，改成 `{w}`", "`{r}` 不对", "`{r}` 还是 `{w}`？",
    "`{w}` 吧，`{r}` 不行",
]  # fmt: skip


@pytest.mark.parametrize("template", WRONG_FILLS)
def test_a_fill_ruled_out_corrected_away_or_kept_open_is_never_correct(template: str) -> None:
    for question in CODE_ONE_BLANK:
        key = str(question.key)
        other = key.replace("True", "False") if "True" in key else key + "_x"
        answer = template.format(r=key, w=other)
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    ("qid", "answer"),
    [
        ("seed000-27", "`P('x', None)`、`P(None, 'y')` 或者 `P('y', None)`、`P(None, 'x')`"),
        ("seed000-27", "`P('x', None)` `P(None, 'y')`，也可能反过来"),
        ("seed000-29", "nvme 和 nvme，也可能是 cpu"),
        ("seed000-29", "nvme 或 cpu"),
    ],
)
def test_fills_for_several_blanks_offered_as_alternatives_are_never_correct(qid: str, answer: str) -> None:
    assert grade(curated_catalog()[qid], answer).verdict is not Verdict.CORRECT
