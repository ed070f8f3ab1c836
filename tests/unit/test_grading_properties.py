"""Property-based tests of the grading rule (hypothesis), over fixture questions of every objective kind:

- sentences without a committed choice (or truth, or figure) are never ``correct``;
- width, case, spacing and option order never change a verdict;
- adding a negated option never turns an answer correct;
- a number that merely contains an option's value never names that option (nor a calc key).
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.grading.choice._choice import read_choices
from bank.model import NumericPart, Question, QuestionType
from tests.helpers.choice_questions import CODE_OPTIONS, FRACTIONS, MULTI, SIZES, WORDS
from tests.helpers.properties import examples, sampled

CHOICES = [CODE_OPTIONS, FRACTIONS, SIZES, WORDS, MULTI]
TRUE_CLAIM = Question(
    id="fx-prop-true",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="DeepSpeed ZeRO-3 支持 NVMe offload。",
    key="true",
)
CALC = Question(
    id="fx-prop-calc",
    bank="fx",
    type=QuestionType.CALC,
    stem="估算 KV cache 显存。",
    key="464 GB",
    numeric=[NumericPart(value=464, unit="GB")],
)

# words that name no option and commit to nothing: letters inside words and identifiers, numbers that
# contain option values, near-misses of commit words, markup and code
NEUTRAL_WORDS = [
    "Bad", "BAD", "bad", "cafe", "Each", "face", "head", "A100", "H100", "B200", "F.softmax", "C++", "GPT-4",
    "fp16", "bf16", "135GB", "35.5GB", "35MB", "1/320", "3/32", "32", "31", "2600", "480", "我觉得", "这题",
    "显存", "吞吐", "其实", "因为", "所以", "模型", "很难", "不确定", "maybe", "because", "the", "model",
    "memory",
    "`x = B`", "<a href='C'>", "```B```", "**note**", "tl.load", "dp_size", "正确率", "对于", "right now",
    "相对", "绝对", "针对", "计算", "答题", "选手", "选型", "answering", "options", "choices",
]  # fmt: skip
SEPARATORS = [" ", "，", "、", ", ", "。", "\n", "; "]


@st.composite
def uncommitted(draw: st.DrawFn) -> str:
    words = draw(st.lists(sampled(NEUTRAL_WORDS), min_size=1, max_size=8))
    seps = draw(st.lists(sampled(SEPARATORS), min_size=len(words), max_size=len(words)))
    return "".join(word + sep for word, sep in zip(words, seps, strict=True)).strip()


@examples(300)
@given(uncommitted(), st.sampled_from([*CHOICES, TRUE_CLAIM, CALC]))
def test_sentences_without_a_committed_answer_are_never_correct(sentence: str, question: Question) -> None:
    result = grade(question, sentence)
    assert result.verdict is not Verdict.CORRECT, (question.id, sentence, result.understood)


# committed answers, written many ways: {x} is a letter, an option's text or an ordinal
TEMPLATES = [
    "{x}", "选{x}", "答案是 {x}", "我选 {x} 吧", "I think {x}", "I pick {x}", "{x}，因为它更快",
    "{x} because it is faster",
    "不是 {y}，选 {x}", "{y} is wrong, {x}", "我觉得 {x} 对", "{x}。",
]  # fmt: skip
ORDINALS = {"A": "第一个", "B": "第二个", "C": "第三个", "D": "第四个"}


@st.composite
def committed(draw: st.DrawFn) -> tuple[Question, str, str, str]:
    """A question, a template, the option it names and an option it rules out."""
    question = draw(st.sampled_from(CHOICES[:4]))
    labels = list(question.options)
    named = draw(sampled(labels))
    other = draw(sampled([label for label in labels if label != named]))
    return question, draw(sampled(TEMPLATES)), named, other


def _render(question: Question, template: str, named: str, other: str, how: str) -> str:
    def name(label: str) -> str:
        if how == "text":
            return question.options[label].strip("`")
        if how == "ordinal":
            return ORDINALS[label]
        return label

    return template.format(x=name(named), y=name(other))


def _full_width(text: str) -> str:
    return "".join(chr(ord(char) + 0xFEE0) if "!" <= char <= "~" else char for char in text)


def _respaced(text: str, seed: int) -> str:
    rng = random.Random(seed)
    out = []
    for index, char in enumerate(text):
        out.append(char)
        if char == " ":
            out.append(" " * rng.randint(0, 2))
        elif index + 1 < len(text) and (char.isascii() != text[index + 1].isascii()) and rng.random() < 0.5:
            out.append(" ")  # between Chinese and Latin text
    return "".join(out)


def _verdict(question: Question, answer: str) -> Verdict:
    return grade(question, answer).verdict


@examples(100)
@given(committed(), st.sampled_from(["letter", "text", "ordinal"]), st.integers(0, 10_000))
def test_width_case_and_spacing_never_change_a_verdict(
    case: tuple[Question, str, str, str], how: str, seed: int
) -> None:
    question, template, named, other = case
    answer = _render(question, template, named, other, how)
    verdict = _verdict(question, answer)
    assert verdict is not Verdict.INVALID, (answer, grade(question, answer).rationale)
    for variant in (_full_width(answer), answer.upper(), answer.lower(), _respaced(answer, seed)):
        assert _verdict(question, variant) is verdict, (answer, variant)


@examples(100)
@given(committed(), st.sampled_from(["letter", "text", "ordinal"]), st.permutations(range(4)))
def test_option_order_never_changes_a_verdict(
    case: tuple[Question, str, str, str], how: str, order: list[int]
) -> None:
    question, template, named, other = case
    labels = list(question.options)
    moved = {labels[old]: labels[new] for new, old in enumerate(order)}  # old label -> new label
    shuffled = question.model_copy(
        update={
            "options": {moved[label]: question.options[label] for label in labels} | {},
            "key": "".join(sorted(moved[letter] for letter in question.key_text)),
        }
    )
    shuffled = shuffled.model_copy(update={"options": dict(sorted(shuffled.options.items()))})
    before = _verdict(question, _render(question, template, named, other, how))
    after = _verdict(shuffled, _render(shuffled, template, moved[named], moved[other], how))
    assert after is before


NEGATIONS = ["，不是 {y}", ", not {y}", "。{y} 不对", "；排除 {y}", " but {y} is wrong", "，{y} 是错的"]


@examples(400)
@given(
    st.sampled_from(CHOICES),
    st.one_of(
        uncommitted(), st.sampled_from(["A", "B", "C", "D", "ABCD", "ACD", "AB", "B 或 C", "全选", "BCD"])
    ),
    st.sampled_from(NEGATIONS),
    st.sampled_from(["A", "B", "C", "D", "第二个", "1/32", "35GB", "不变"]),
)
def test_adding_a_negated_option_never_turns_an_answer_correct(
    question: Question, answer: str, negation: str, ruled_out: str
) -> None:
    if _verdict(question, answer) is Verdict.CORRECT:
        return
    extended = answer + negation.format(y=ruled_out)
    assert _verdict(question, extended) is not Verdict.CORRECT, (answer, extended)


DIGITS = st.text("0123456789", min_size=1, max_size=3)
NOT_ZEROS = DIGITS.filter(lambda d: d.strip("0"))


@st.composite
def containing(draw: st.DrawFn) -> tuple[Question, str, str]:
    """A figure-only option and a number that contains its value without being it."""
    question = draw(st.sampled_from([FRACTIONS, SIZES]))
    label = draw(sampled(question.options))
    option = question.options[label]
    value = option.removesuffix("GB")
    unit = option[len(value) :]
    kind = draw(sampled(["prefix", "suffix", "decimal", "numerator", "denominator"]))
    if kind == "prefix":
        number = draw(NOT_ZEROS) + value
    elif kind == "suffix":
        number = value + draw(DIGITS)
    elif kind == "decimal":
        number = value + "." + draw(NOT_ZEROS)
    elif kind == "numerator":
        number = f"{value}/{draw(st.integers(2, 999))}"
    else:
        number = f"{draw(st.integers(2, 999))}/{value}"
    return question, label, number + draw(sampled(["", unit, " " + unit])) if unit else number


def _number(text: str) -> float | None:
    text = text.removesuffix("GB").strip()
    try:
        if text.count("/") == 1:
            top, bottom = text.split("/")
            return float(top) / float(bottom)
        return float(text)
    except (ValueError, ZeroDivisionError):
        return None


@examples(400)
@given(containing())
def test_a_number_that_merely_contains_an_option_value_never_names_it(
    case: tuple[Question, str, str],
) -> None:
    question, label, answer = case
    option_value = _number(question.options[label])
    if _number(answer) == option_value:  # "0035" is 35: the same number, not merely containing it
        return
    assert label not in read_choices(answer, question.options, stem=question.stem).letters, answer
    if label == question.key:
        assert _verdict(question, answer) is not Verdict.CORRECT, answer


@examples(100)
@given(
    st.sampled_from(["1{v}", "{v}0", "4{v}", "3/{v}", "{v}/7", "2{v}9", "{v}{v}"]),
    st.sampled_from(["", " GB", "GB"]),
)
def test_a_number_that_merely_contains_the_calc_key_is_never_correct(shape: str, unit: str) -> None:
    answer = shape.format(v="464") + unit
    assert _verdict(CALC, answer) is not Verdict.CORRECT, answer
