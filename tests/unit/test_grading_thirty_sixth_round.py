"""The round on blind batch 36 (issue "Grading a typed answer").

Safety first: "fullgraph=True 就是整图捕获，应该对应 reduce-overhead 吧" (option D's parameter said to give
option B's mode) was read as B, the key, from B's words. An answer that names what sets two different
options apart, each by its own words, and links them ("对应", "相当于", "开启", "靠", "gives", "means")
claims one does what the other does: neither is chosen, it is asked again (``_conflated``).
"""

from __future__ import annotations

import re
import unicodedata

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
COMPILE = BANK["seed000-01"]  # key B: backend='inductor', mode='reduce-overhead'; D: fullgraph=True


@pytest.mark.parametrize(
    "answer",
    [
        "fullgraph=True 就是整图捕获，应该对应 reduce-overhead 吧",
        "fullgraph=True 会开启 reduce-overhead",
        "fullgraph=True 对应的就是 reduce-overhead 模式",
        "开 fullgraph=True 就等于 reduce-overhead 了",
        "reduce-overhead 要靠 fullgraph=True 来开",
        "fullgraph=True 整图捕获，对应 reduce-overhead",
        "fullgraph=True 那个对应 reduce-overhead",
        "fullgraph=True，也就是 reduce-overhead",
        "fullgraph=True → reduce-overhead",
        "max-autotune 相当于 reduce-overhead",
        "nvfuser 后端就是 reduce-overhead",
        "fullgraph=True gives you reduce-overhead",
        "fullgraph=True means reduce-overhead mode",
    ],
)
def test_two_options_said_to_be_one_are_asked_again(answer: str) -> None:
    graded = grade(COMPILE, answer)
    assert graded.verdict is Verdict.INVALID, graded.rationale
    assert not graded.needs_confirmation  # never proposed by meaning either


@pytest.mark.parametrize(
    "answer",
    [
        "D 对应 reduce-overhead",  # a letter is a choice by its name: D and B, wrong
        "fullgraph=True 就是 B",
        "不是 fullgraph=True 就是 reduce-overhead",  # two left open: a hedge
    ],
)
def test_a_letter_beside_another_option_is_never_correct(answer: str) -> None:
    assert grade(COMPILE, answer).verdict is not Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "fullgraph=True 就是整图捕获，所以是 reduce-overhead",  # a decision opens the second clause
        "fullgraph=True 不对应 reduce-overhead，选 reduce-overhead",  # told apart
        "fullgraph=True 只是整图捕获，reduce-overhead 才对",
        "选 B：inductor 后端 + reduce-overhead 模式",  # one option's two contents
    ],
)
def test_options_told_apart_are_read_as_before(answer: str) -> None:
    assert grade(COMPILE, answer).verdict is Verdict.CORRECT


def test_a_figure_leading_to_another_is_a_derivation() -> None:
    assert grade(BANK["seed000-11"], "1024 ➗ 64 → 16").verdict is Verdict.CORRECT  # key 16


_FIGURE = re.compile(r"[\d\s.,%×x*/^()+\-=~]*\d[\d\s.,%×x*/^()+\-=~]*[A-Za-z]{0,2}")
SINGLES = [
    question
    for question in BANK.values()
    if question.type is QuestionType.SINGLE and question.key_text in question.options
]


def _said_alone(question_id: str, label: str) -> str | None:
    """The option's own text, when it alone reads as that option (and is no figure, nor an order of
    circled figures: one figure leading to another is a derivation)."""
    question = BANK[question_id]
    text = question.options[label].replace("`", "").strip()
    understood = grade(question, text).understood
    if _FIGURE.fullmatch(unicodedata.normalize("NFKC", text)) or understood is None:
        return None
    return text if understood.choices == [label] else None


LINKS = ("{wrong} 对应 {key}", "{wrong} 就是 {key} 吧", "{key} 靠 {wrong} 开启", "{wrong} gives {key}")


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_a_wrong_option_said_to_give_the_key_is_never_correct(question: Question) -> None:
    key = _said_alone(question.id, question.key_text)
    if key is None:
        pytest.skip("the key's text does not read alone as the key")
    for label in question.options:
        wrong = None if label == question.key_text else _said_alone(question.id, label)
        for link in LINKS if wrong else ():
            answer = link.format(wrong=wrong, key=key)
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT, (answer, graded.rationale)


# A decision after a choice between two ("A 和 B 里挑一个……还是 B"): the answer set itself a choice
# between options, then "还是" opens its last clause, bare before the last option — still B.
@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("A 和 B 里挑一个……还是 B", "B"),
        ("A 和 B 里挑一个，还是 B", "B"),
        ("A 和 B 里选一个……最后还是 B", "B"),
        ("A、B 二选一……还是 B", "B"),
        ("A、B 二选一……还是 A", "A"),  # the decision, wrong
    ],
)
def test_still_after_choosing_between_two_decides(answer: str, reading: str) -> None:
    graded = grade(COMPILE, answer)
    assert graded.reading == reading
    assert graded.verdict is (Verdict.CORRECT if reading == "B" else Verdict.INCORRECT)


@pytest.mark.parametrize(
    "answer",
    [
        "A 和 B 里挑一个……还是 B？",  # still asks
        "A 和 B 里挑一个？还是 B",  # "or B", after a question
        "B，还是 A",  # no choice set before: an alternative
        "A 还是 B",
        "A 和 B 里挑一个……还是 B 也行",
    ],
)
def test_still_without_a_choice_made_is_never_correct(answer: str) -> None:
    assert grade(BANK["seed000-01"], answer).verdict is not Verdict.CORRECT
    assert grade(
        BANK["seed000-01"], answer.replace("A", "X").replace("B", "A").replace("X", "B")
    ).verdict is not (Verdict.CORRECT)


# Blanks labelled in the stem's own words ("# 空 1：a 的行切在 'x' 上；空 2：b 的列切在 'y' 上"):
# "行切 x → P('x', None)" points the fill to the blank the label describes.
SHARDING = BANK["seed000-27"]  # P('x', None), P(None, 'y')


@pytest.mark.parametrize(
    "answer",
    [
        "行切 x → P('x', None)；列切 y → P(None, 'y')",
        "行切 x → P('x', None)\n列切 y → P(None, 'y')",
        "行切 x -> P('x', None); 列切 y -> P(None, 'y')",
        "a 行切 → P('x', None)；b 列切 → P(None, 'y')",
    ],
)
def test_a_fill_labelled_as_the_stem_describes_its_blank(answer: str) -> None:
    assert grade(SHARDING, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "列切 y → P('x', None)；行切 x → P(None, 'y')",  # each fill said of the other blank
        "列切 → P('x', None)；行切 → P(None, 'y')",
        "行切 y → P('x', None)；列切 x → P(None, 'y')",  # the axes swapped in the labels
        "行切 x → P(None, 'y')；列切 y → P('x', None)",
    ],
)
def test_a_fill_labelled_for_the_other_blank_is_never_correct(answer: str) -> None:
    assert grade(SHARDING, answer).verdict is not Verdict.CORRECT


# Code equal to the key up to where a scalar factor stands (``_scaled``): the stem makes D a shape and
# scale = D ** -0.5, a scalar; the key is "torch.einsum('bkgid,bkjd->bkgij', q, k) * scale".
GQA = BANK["seed001-16"]


@pytest.mark.parametrize(
    "answer",
    [
        "torch.einsum('bkgid,bkjd->bkgij', q, k).mul(D ** -0.5)",
        "torch.einsum('bkgid,bkjd->bkgij', q, k) * (1 / D ** 0.5)",
        "torch.einsum('bkgid,bkjd->bkgij', q, k).div(D ** 0.5)",
        "torch.einsum('bkgid,bkjd->bkgij', q, scale * k)",
        "(q * scale) @ k[:, :, None].mT",
        "scale * (q @ k.unsqueeze(2).transpose(-1, -2))",
        "torch.matmul(q * scale, k.unsqueeze(2).mT)",
        "scores = (q * scale) @ k.unsqueeze(2).mT",
    ],
)
def test_a_scalar_factor_may_stand_anywhere_in_the_product(answer: str) -> None:
    assert grade(GQA, answer).verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "torch.einsum('bkgid,bkjd->bkgij', q, k) * D ** -1",
        "torch.einsum('bkgid,bkjd->bkgij', q, k) * D ** 0.5",
        "torch.einsum('bkgid,bkjd->bkgij', q, k) / D",
        "torch.einsum('bkgid,bkjd->bkgij', q, k) * L ** -0.5",  # another scalar
        "torch.einsum('bkgid,bkjd->bkgij', q, k) * scale * scale",
        "torch.einsum('bkgid,bkjd->bkgij', q * scale, k * scale)",
        "torch.einsum('bkgid,bkjd->bkgij', q, k) + scale",
        "q @ k.unsqueeze(2).transpose(-2, -1) / scale",
        "(q * scale) @ k.mT",  # no group axis: does not broadcast
        "(q * v) @ k.unsqueeze(2).mT",  # a tensor is no scalar
    ],
)
def test_a_scalar_moved_is_still_the_same_scalar(answer: str) -> None:
    assert grade(GQA, answer).verdict is not Verdict.CORRECT


# "九成九" is 99 %, "九成五" 95 %: tenths and a digit of hundredths
@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("约一千一百五十万，节省九成九", Verdict.CORRECT),
        ("约一千一百五十万，节省九成", Verdict.PARTIAL),  # 90 %
        ("约一千一百五十万，节省九成八", Verdict.PARTIAL),  # 98 %, outside 98.7 % ± 0.5 %
    ],
)
def test_tenths_and_hundredths_in_words(answer: str, verdict: Verdict) -> None:
    assert grade(BANK["seed000-31"], answer).verdict is verdict


# Guillemets are brackets: "«B»" is B in its dress, bare (recorded at once), as "〔B〕" is.
@pytest.mark.parametrize("answer", ["«B»", "‹B›"])
def test_a_letter_in_guillemets_is_bare(answer: str) -> None:
    graded = grade(COMPILE, answer)
    assert graded.verdict is Verdict.CORRECT
    assert not graded.needs_confirmation


def test_a_wrong_letter_in_guillemets_stays_wrong() -> None:
    assert grade(COMPILE, "«A»").verdict is Verdict.INCORRECT


# Give-ups: knowing only the name ("只看过名字", as "只听过名字"), a clause parted by an emoji ("…手算不了🙃
# 算了"), and "不清楚" closing the answer alone after the topic.
@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed001-10", "MAML 只看过名字 😂 不会"),
        ("seed001-10", "MAML 只看过名字"),
        ("seed000-30", "这么多位数的乘法手算不了🙃 算了"),
        ("seed002-05", "PPO 我只调过 lr，这个不清楚"),
        ("seed002-49", "NCCL 的环境变量我从来不调，不清楚"),
    ],
)
def test_give_ups_score_nothing(question_id: str, answer: str) -> None:
    graded = grade(BANK[question_id], answer)
    assert graded.verdict is Verdict.INCORRECT
    assert graded.reading == ""


@pytest.mark.parametrize(
    ("question_id", "answer"),
    [
        ("seed002-46", "看情况，说不清楚"),  # hard to say: a doubt, asked again
        ("seed002-18", "不清楚 limiter 的实现"),
    ],
)
def test_a_doubt_is_asked_again(question_id: str, answer: str) -> None:
    assert grade(BANK[question_id], answer).verdict is Verdict.INVALID


def test_unclear_beside_a_choice_leaves_the_choice_read() -> None:
    graded = grade(BANK["seed000-16"], "GQA 和 SwiGLU 肯定对，别的不清楚")
    assert graded.reading == "A、D"
