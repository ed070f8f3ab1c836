"""Long answers cost the reader work in proportion to their length, not its square or worse.

An answer may hold up to LENGTH_LIMIT characters, and grading runs inside the answer's request: two
shapes made one answer cost seconds of CPU. A clause of rare characters answering a true/false question
was tagged by jieba's part-of-speech HMM, about 8 ms a character (25 s for 3,000); a letter mentioned
again and again in one unpunctuated clause had the whole remainder segmented once per mention. These
tests count the work (no timing): the HMM is never run on an answer's clause, and the words segmented
to read what follows each mention stay within a bound of the answer's length. Verdicts are unchanged
(every labelled answer grades byte for byte as before).
"""

from __future__ import annotations

import random

import pytest

from bank.grading import LENGTH_LIMIT, Verdict, grade
from bank.grading.choice import _choice_clauses
from bank.grading.text._text import normalise
from bank.grading.truefalse._truth_echo import _claim_tokens, echoed
from bank.model import Question, QuestionType

CLAIM = Question(
    id="fx-tf-offload",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="ZeRO-3 支持把优化器状态卸载到 NVMe",
    key="true",
)
CHOICE = Question(
    id="fx-single-kernel",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="哪个选项会让 CUDA Graph 捕获失败？",
    options={"A": "固定形状的输入", "B": "在图内分配新显存", "C": "预热之后再捕获", "D": "使用静态缓冲区"},
    key="B",
)


def _rare_characters(count: int) -> str:
    """Characters of the CJK block's last rows (鼠, 齿, 龟, …) chosen at random (a fixed seed): outside
    jieba's dictionary of words, the input on which its HMMs do the most work, and none of them a word of
    truth or falsity, so that a true/false answer of them is read as far as its echo of the claim."""
    draw = random.Random(26)
    return "".join(chr(draw.randint(0x9F00, 0x9FA5)) for _ in range(count))


@pytest.fixture
def no_posseg_hmm(monkeypatch: pytest.MonkeyPatch) -> None:
    """jieba's part-of-speech HMM made to fail, after the claim's own tags (cached per question, read
    with the HMM) are in place."""
    from jieba import posseg

    _claim_tokens(normalise(CLAIM.stem))
    _claim_tokens(CLAIM.stem)

    def refuse(*_args: object, **_kwargs: object) -> object:
        raise AssertionError("the part-of-speech HMM ran on an answer")

    monkeypatch.setattr(posseg, "viterbi", refuse)


@pytest.mark.usefixtures("no_posseg_hmm")
def test_an_echo_is_still_read_without_the_hmm() -> None:
    assert echoed("支持", CLAIM.stem) is True
    assert echoed("不支持", CLAIM.stem) is False
    assert grade(CLAIM, "支持", "zh").needs_confirmation


@pytest.mark.usefixtures("no_posseg_hmm")
def test_a_long_clause_of_rare_characters_is_read_without_the_hmm() -> None:
    answer = "支持" + _rare_characters(LENGTH_LIMIT - 2)
    assert echoed(answer, CLAIM.stem) is None  # the claim's verb, then words that are not the claim's
    assert grade(CLAIM, answer, "zh").verdict is Verdict.INVALID


def test_what_follows_each_mention_is_segmented_within_a_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    segmented: list[int] = []
    real_terms = _choice_clauses.terms

    def counting(text: str) -> frozenset[str]:
        segmented.append(len(text))
        return real_terms(text)

    monkeypatch.setattr(_choice_clauses, "terms", counting)
    filler = _rare_characters(20)
    answer = (("选C不对" + filler) * 200)[:LENGTH_LIMIT]
    result = grade(CHOICE, answer, "zh")
    assert result.verdict is not Verdict.CORRECT
    assert answer.count("C") > 100  # the shape: a mention again and again in one clause
    assert sum(segmented) <= 4 * len(answer)


def test_a_denial_in_the_questions_own_words_still_rules_an_option_out() -> None:
    # the bound leaves the clause it is for alone: "A 不会失败" denies the question's predicate of A
    result = grade(CHOICE, "A 不会导致捕获失败，B", "zh")
    assert result.understood.choices == ["B"]
