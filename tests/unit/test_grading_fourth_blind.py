"""The rules written for the causes the fourth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- a give-up said as a clause of its own beside context ("从没接触过这个库，写不出来", "Sorry, I'll
  have to pass on this one") scores nothing (incorrect), as a bare give-up does; a doubt about what
  the question means ("记不清 X 是多少了") and "不会" alone (which may deny a claim) are not give-ups;
  nor is any answer naming an option, a figure, a mark or code;
- "no" takes back what came before only where it opens a clause ("A, no, C"), not inside one
  ("C needs no extra memory"); "错的" / "对的" is a bare mark; a letter, a comma and its own
  option's text is bare;
- a Chinese word that opens every option ("支持…", "支持…") tells none apart: an option is named by
  the rest of its text, and a set of such rests is bare;
- every option of a multiple choice said in words: "都" with a predicate made only of the question's
  words or words most options share ("全都支持", "五个都能降低显存"; a count must be the options'), or a last
  clause choosing every option after a decision word ("…哦，那就全选"); not when denied, doubted,
  asked, or counted short;
- all but one option, the excluded one described ("除了 B 那个增大的都行");
- own names listed with "还有" ("…，还有 Y") are a bare set;
- figures in words and shares: "two thirds" is 2/3, a share of an option; a percentage written to
  three significant digits ("0.781%") is the fraction it rounds to (1/128), or to two after a word
  of approximation; "I reckon …", "that's …" commit to what follows, and so does a figure after
  a word of approximation and the question's own words ("差不多是原来的四分之三"); "half" alone is
  1/2 (not "half precision"); an answer ending on its result word ("…, so the share is", "所以占比是")
  is unfinished;
- a rule-out of a list with "都" takes every option of the list ("B、C、D 都跟显存无关"), and an
  option said to lack the thing asked ("A 根本没有这个开关", "has no such flag") is ruled out; an
  option's state ("A 没开") is not.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._choice import read_choices
from bank.grading.decisions._invalid import gave_up
from bank.grading.text._text import normal
from bank.model import Question, QuestionType, Scoring
from tests.helpers.choice_questions import CODE_OPTIONS, FRACTIONS, MULTI, SIZES
from tests.helpers.grading_questions import FLASH, KV_CACHE

CLAIM = Question(
    id="fx-claim", bank="fx", type=QuestionType.TRUEFALSE, stem="ZeRO-2 会切分优化器状态。", key="true"
)
SHARED_VERB = Question(
    id="fx-shared-verb",
    bank="fx",
    type=QuestionType.MULTI,
    stem="关于某推理引擎，下列说法正确的是",
    options={
        "A": "支持连续批处理",
        "B": "支持任意长度的 prompt",
        "C": "支持 speculative decoding",
        "D": "支持 CPU 推理",
    },
    key="AC",
    scoring=Scoring.ALL_OR_NOTHING,
)


@pytest.mark.parametrize(
    "answer",
    [
        "从没接触过这个库，写不出来",
        "这道题我实在想不出来了",
        "没思路",
        "Sorry, I'll have to pass on this one",
        "no clue, honestly",
        "I gave up on it",
        "这道题我不会",  # "不会" with the candidate as its subject
    ],
)
def test_a_give_up_in_a_clause_of_its_own_scores_nothing(answer: str) -> None:
    for question in (CODE_OPTIONS, SIZES, KV_CACHE, FLASH):
        result = grade(question, answer)
        assert result.verdict is Verdict.INCORRECT and result.score == 0.0, (question.id, answer)
        assert not result.needs_confirmation


@pytest.mark.parametrize(
    "answer",
    [
        "记不清 reduce-overhead 是哪个参数了",  # a doubt: asked again
        "不会，那只是单卡的做法",  # "不会" alone denies
        "写不出来完整的，大概是 B",  # an option named
        "算不出来，只记得要乘 2",  # a figure
        "不知道对不对",  # a mark asked about
        "give up the lock first",  # the words, not a clause of them alone
    ],
)
def test_what_only_sounds_like_giving_up_is_not_a_give_up(answer: str) -> None:
    assert not gave_up(answer)


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (MULTI, "A and C; B needs no extra memory", "AC"),  # "no" inside a clause takes nothing back
        (MULTI, "B, no, A C D", "ACD"),  # "no" opening a clause does
        (SIZES, "D, no — A", "A"),
    ],
)
def test_no_takes_back_only_where_it_opens_a_clause(question: Question, answer: str, letters: str) -> None:
    assert "".join(grade(question, answer).understood.choices or []) == letters


@pytest.mark.parametrize(("answer", "truth"), [("对的", True), ("错的。", False), ("是的", True)])
def test_a_mark_with_its_particle_is_bare(answer: str, truth: bool) -> None:
    result = grade(CLAIM, answer)
    assert result.understood.truth is truth and not result.needs_confirmation


def test_a_letter_a_comma_and_its_own_text_is_bare_and_another_text_is_not() -> None:
    assert not grade(SIZES, "A, 35GB").needs_confirmation
    assert grade(SIZES, "A, 32GB").verdict is Verdict.INVALID or grade(SIZES, "A, 32GB").needs_confirmation


@pytest.mark.parametrize(
    ("answer", "letters", "bare"),
    [
        ("连续批处理、speculative decoding", "AC", True),
        ("连续批处理 和 CPU 推理", "AD", True),
        ("我选 speculative decoding 跟连续批处理", "AC", False),
    ],
)
def test_an_opening_word_every_option_shares_may_be_left_out(answer: str, letters: str, bare: bool) -> None:
    result = grade(SHARED_VERB, answer)
    assert "".join(result.understood.choices or []) == letters
    assert result.needs_confirmation is not bare


def test_an_opening_word_not_every_option_shares_is_kept() -> None:
    options = {**SHARED_VERB.options, "D": "不支持 CPU 推理"}
    question = SHARED_VERB.model_copy(update={"options": options, "id": "fx-shared-verb-2"})
    assert grade(question, "CPU 推理").needs_confirmation  # not the option as written: 支持 or 不支持?


@pytest.mark.parametrize(
    ("question", "answer", "every"),
    [
        (SHARED_VERB, "全都支持", True),
        (SHARED_VERB, "4 个都支持", True),
        (SHARED_VERB, "三个都支持", False),  # which three?
        (SHARED_VERB, "都不支持", False),
        (SHARED_VERB, "都支持 CPU 推理", False),  # words of one option: that option, not every one
        (SHARED_VERB, "都支持吗？", False),
        (MULTI, "都能降低显存", True),  # the question's own words
        (MULTI, "都能提速", False),  # words of neither the question nor the options
        (MULTI, "A、C，D 一开始拿不准……想了想也对，那就全选", True),
        (MULTI, "A、C，要不全选？", False),
    ],
)
def test_every_option_said_in_words(question: Question, answer: str, every: bool) -> None:
    chosen = set(grade(question, answer).understood.choices or [])
    assert (chosen == set(question.options)) is every, chosen


def test_all_but_one_with_the_excluded_option_described() -> None:
    assert set(grade(MULTI, "除了 B 那个增大的都行").understood.choices or []) == {"A", "C", "D"}


def test_own_names_listed_with_and_also_are_a_bare_set() -> None:
    question = Question(
        id="fx-apis",
        bank="fx",
        type=QuestionType.MULTI,
        stem="以下哪些 API 可用于切分参数？",
        options={"A": "`jax.lax.pmean`", "B": "`jax.experimental.shard_map`", "C": "`nn.with_partitioning`"},
        key="BC",
        scoring=Scoring.ALL_OR_NOTHING,
    )
    result = grade(question, "shard_map，还有 with_partitioning")
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation


SHARES = Question(
    id="fx-shares",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="剪枝后剩下的参数约占原来的多少？",
    options={"A": "1/3", "B": "2/3", "C": "60%", "D": "90%"},
    key="B",
)
PERCENTS = SHARES.model_copy(
    update={"id": "fx-percents", "options": {"A": "25%", "B": "50%", "C": "66.7%", "D": "75%"}, "key": "C"}
)


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (SHARES, "two thirds", "B"),
        (PERCENTS, "two thirds", None),  # 2/3 is 66.67 %, not 66.7 % as written: no option is that share
        (PERCENTS, "three quarters", "D"),
        (PERCENTS, "大约三成", None),
        (PERCENTS, "差不多是原来的四分之三", "D"),  # a word of approximation and the question's words
        (PERCENTS, "大概是原来的一半", "B"),
        (PERCENTS, "half", "B"),  # "half" alone is 1/2
        (PERCENTS, "roughly half", "B"),
        (PERCENTS, "half precision, so 66.7%", "C"),  # "half precision" is no share
        (PERCENTS, "it keeps half, so the share is", None),  # stops on its result word: unfinished
        (PERCENTS, "剩一半，所以占比是", None),
        (FRACTIONS, "0.781%", "C"),  # 1/128 to three digits
        (FRACTIONS, "0.78%", None),  # two digits, no word of approximation: too coarse
        (FRACTIONS, "约 0.78%", "C"),
        (FRACTIONS, "I reckon 1/64, top-2 of 128", "B"),
        (FRACTIONS, "so that's 1/256", "D"),
    ],
)
def test_figures_in_words_and_shares_rounded(question: Question, answer: str, letters: str | None) -> None:
    result = grade(question, answer)
    got = None if result.verdict is Verdict.INVALID else "".join(result.understood.choices or [])
    assert got == letters


@pytest.mark.parametrize(
    ("question", "answer", "letters", "negated"),
    [
        (CODE_OPTIONS, "B、C、D 都跟模式无关", "", "BCD"),
        (CODE_OPTIONS, "A 和 C 根本没有这个参数，选 B", "B", "AC"),
        (CODE_OPTIONS, "D has no such mode, so B", "B", "D"),
    ],
)
def test_rule_outs_of_lists_and_of_lacking(
    question: Question, answer: str, letters: str, negated: str
) -> None:
    reading = read_choices(normal(answer, numerals=True), question.options, stem=question.stem)
    assert "".join(sorted(reading.letters)) == letters and "".join(sorted(reading.negated)) == negated


def test_an_options_state_is_no_rule_out() -> None:
    question = Question(
        id="fx-cause",
        bank="fx",
        type=QuestionType.SINGLE,
        stem="导出权重缺失时最该先查哪一项？",
        options={"A": "`save_16bit_model`", "B": "`warmup_steps`", "C": "`grad_clip`"},
        key="A",
    )
    assert grade(question, "save_16bit_model 没开").verdict is Verdict.CORRECT
