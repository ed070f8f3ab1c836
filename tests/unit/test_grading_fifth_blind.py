"""The rules written for the causes the fifth blind batch showed (issue 30), one test per rule, in
phrasings of their own (not the batch's), on fixture questions.

- a later answer replaces an earlier one after "改" ("换一个"'s plain form: "A，改 B") and after
  a word of forgetting ("忘了…", "漏了…", "forgot …") followed by the new answer; such a word with
  nothing read after it ("C，忘了为什么") keeps the first answer;
- code is equal in meaning by its syntax tree when it swaps the last two dimensions in another of
  torch's spellings (``.mT``, ``transpose(-1, -2)``) or writes a keyword at its documented default
  (``preserve_rng_state=True``); other dimensions, ``.T``, or another value are not;
- options said all acceptable ("X、Y 都行") are chosen together on a multiple choice, still two answers
  at once on a single choice; a bare list of option numbers ("1、3、4") names those places when no
  option holds a figure; "头一个" and "最上面那个" are the first, "最底下那一条" the last; places listed
  in English ("second and fourth") name those options; "ans:", an arrow or "+" keep an answer bare;
- a bet or a say commits to the option after it ("我押 B", "I'll say A", "locking in A");
- a calculation ending on an operator word with no operand yet ("…，然后乘以") is unfinished;
- English words after a spaced dash following a fill are a remark on it, not part of the code;
- an answer that only asks about something ("Does X still exist?", "这个参数为什么要设成 0？",
  "该用哪个函数？", "…还是反过来？"), or that asks to agree with an answer it states ("Is it B?",
  "是 B 吗？", "…，一共 64 卡对吧？"), is asked again on every type, never read as an option, a mark
  or a fill; an option offered with a question mark alone ("B？") is still read, to confirm, and so is
  a question followed by a decision ("…？我选 B").
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.decisions._asking import only_asks
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import CODE_OPTIONS, MULTI, SIZES
from tests.helpers.grading_questions import FLASH, KV_CACHE

CLAIM = Question(
    id="fx-claim5", bank="fx", type=QuestionType.TRUEFALSE, stem="ZeRO-2 会切分优化器状态。", key="true"
)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (SIZES, "B 吧，改 A", Verdict.CORRECT),
        (SIZES, "A，改 C", Verdict.INCORRECT),
        (MULTI, "A、C，漏了 D：A、C、D", Verdict.CORRECT),
        (KV_CACHE, "232 GB。漏了 K/V 两份，乘 2 得 464 GB", Verdict.CORRECT),
        (KV_CACHE, "464 GB，忘记了 fp16 只算一半：232 GB", Verdict.INCORRECT),
        (KV_CACHE, "232 GB, I forgot the V half: 464 GB", Verdict.CORRECT),
    ],
)
def test_a_later_answer_after_a_change_or_a_forgotten_step_replaces_the_first(
    question: Question, answer: str, verdict: Verdict
) -> None:
    got = grade(question, answer)
    assert got.verdict is verdict, got.rationale
    assert got.needs_confirmation  # a correction is shown before it is graded


@pytest.mark.parametrize("answer", ["A，忘了怎么推的", "A, forgot why"])
def test_forgetting_with_nothing_after_it_keeps_the_answer(answer: str) -> None:
    got = grade(SIZES, answer)
    assert got.verdict is Verdict.CORRECT and got.needs_confirmation, got.rationale


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (CODE_OPTIONS, "Does nvfuser still ship with torch 2.1?"),
        (CODE_OPTIONS, "mode 和 backend 能一起传吗？哪个优先？"),
        (SIZES, "为什么不算激活值？"),
        (SIZES, "What precision are the weights in?"),
        (MULTI, "增大 batch 怎么会省显存？"),
        (CLAIM, "Is ZeRO-2 the one that shards gradients too?"),
        (CLAIM, "优化器状态是按什么维度切的？"),
        (FLASH, "causal 该传什么？"),
        (FLASH, "dropout_p 是 0.0 还是反过来？"),
        (FLASH, "Should dropout be off at inference? or only at eval"),
        # an answer stated, then asked back for agreement: the candidate asks instead of answering
        (SIZES, "Is it A?"),
        (SIZES, "是 C 吗？"),
        (SIZES, "一共 64 卡对吧？"),
        (SIZES, "A, right?"),
    ],
)
def test_an_answer_that_only_asks_is_asked_again(question: Question, answer: str) -> None:
    assert only_asks(answer)
    got = grade(question, answer)
    assert got.verdict is Verdict.INVALID, got.rationale


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (SIZES, "A？", Verdict.CORRECT),
        (SIZES, "A 吧？", Verdict.CORRECT),
        (SIZES, "是 C 吗？不对，A", Verdict.CORRECT),
        (SIZES, "为什么不算激活值？算了，我选 A", Verdict.CORRECT),
        (SIZES, "What about activations? I'd go with A", Verdict.CORRECT),
        (MULTI, "Is batch size relevant? 选 ACD", Verdict.CORRECT),
    ],
)
def test_a_question_offering_or_followed_by_an_answer_is_read(
    question: Question, answer: str, verdict: Verdict
) -> None:
    assert not only_asks(answer)
    got = grade(question, answer)
    assert got.verdict is verdict, got.rationale


def test_a_figure_with_a_decimal_point_stays_inside_its_question() -> None:
    assert only_asks("Is v2.1 still supported?")
    assert not only_asks("v2.1. It is A")


# Code equal in meaning by its syntax tree: the last two dimensions swapped in any of torch's
# spellings, a keyword written at its documented default; nothing else moves.
SWAP = Question(
    id="fx-swap",
    bank="fx",
    type=QuestionType.CODE,
    stem="补全：\n```python\nlogits = ____\n```",
    key="h @ w.transpose(-2, -1)",
)
RECOMPUTE = Question(
    id="fx-recompute",
    bank="fx",
    type=QuestionType.CODE,
    stem="补全：\n```python\nimport torch.utils.checkpoint as cp\ny = ____\n```",
    key="cp.checkpoint(block, h, use_reentrant=False)",
)


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (SWAP, "h @ w.mT", Verdict.CORRECT),
        (SWAP, "h @ w.transpose(-1, -2)", Verdict.CORRECT),
        (SWAP, "w.mT @ h", Verdict.INCORRECT),  # the product the other way round
        (SWAP, "h @ w.transpose(0, 1)", Verdict.INCORRECT),  # other dimensions
        (SWAP, "h @ w.T", Verdict.INCORRECT),  # every dimension reversed, not the last two
        (SWAP, "h.mT @ w", Verdict.INCORRECT),
        (RECOMPUTE, "cp.checkpoint(block, h, use_reentrant=False, preserve_rng_state=True)", Verdict.CORRECT),
        (
            RECOMPUTE,
            "torch.utils.checkpoint.checkpoint(block, h, preserve_rng_state=True, use_reentrant=False)",
            Verdict.CORRECT,
        ),
        (
            RECOMPUTE,
            "cp.checkpoint(block, h, use_reentrant=False, preserve_rng_state=False)",
            Verdict.INCORRECT,
        ),
    ],
)
def test_code_equal_by_its_tree_and_only_that(question: Question, answer: str, verdict: Verdict) -> None:
    got = grade(question, answer)
    assert got.verdict is verdict, got.rationale


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (MULTI, "A、C、D 都行", Verdict.CORRECT),  # every option that holds, said acceptable together
        (MULTI, "A 到 D 都行", Verdict.INCORRECT),  # the range takes B, which does not hold
        (MULTI, "梯度检查点、ZeRO-3、混合精度都行", Verdict.CORRECT),
        (SIZES, "A、B 都行", Verdict.INCORRECT),  # on a single choice, two answers at once
        (MULTI, "A 或 C 都行", Verdict.INCORRECT),  # an alternative, still open
    ],
)
def test_options_said_all_acceptable_are_chosen_on_a_multiple_choice_only(
    question: Question, answer: str, verdict: Verdict
) -> None:
    got = grade(question, answer)
    assert got.verdict is verdict, got.rationale
    assert got.needs_confirmation


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (MULTI, "1、3、4", Verdict.CORRECT),  # options called by their numbers, none holds a figure
        (MULTI, "1, 3 and 4", Verdict.CORRECT),
        (MULTI, "1、2、3", Verdict.INCORRECT),
        (MULTI, "1、3、6", Verdict.INVALID),  # a sixth option there is not: asked again, not dropped
        (MULTI, "3", Verdict.INVALID),  # one number alone may be a count
        (SIZES, "2、3", Verdict.INVALID),  # options with figures: "2" may be a figure
        (SIZES, "头一个", Verdict.CORRECT),  # the first one
        (SIZES, "头一个选项吧", Verdict.CORRECT),
    ],
)
def test_options_called_by_their_numbers_or_as_the_first(
    question: Question, answer: str, verdict: Verdict
) -> None:
    got = grade(question, answer)
    assert got.verdict is verdict, got.rationale
    if verdict is not Verdict.INVALID:
        assert got.needs_confirmation  # a place, not a letter: shown before it is graded


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (SIZES, "ans: A", ["A"]),
        (SIZES, "ans：B", ["B"]),
        (SIZES, "=> A", ["A"]),
        (SIZES, "-> C", ["C"]),
        (MULTI, "A + C + D", ["A", "C", "D"]),
        (MULTI, "梯度检查点 + ZeRO-3", ["A", "C"]),
    ],
)
def test_a_shorthand_label_an_arrow_or_a_plus_keeps_an_answer_bare(
    question: Question, answer: str, letters: list[str]
) -> None:
    got = grade(question, answer)
    assert got.understood.choices == letters and not got.needs_confirmation, got.rationale


@pytest.mark.parametrize("answer", ["A → B", "ans: A, maybe C", "A + C？"])
def test_what_follows_the_label_still_counts(answer: str) -> None:
    got = grade(MULTI, answer)
    assert got.needs_confirmation or got.verdict is Verdict.INVALID, got.rationale


@pytest.mark.parametrize(
    ("question", "answer", "verdict"),
    [
        (FLASH, "flash_attn_func(q, k, v, causal=True) — dropout stays off at inference", Verdict.CORRECT),
        (FLASH, "flash_attn_func(q, k, v) - causal is left at its default", Verdict.INCORRECT),  # not causal
        (SWAP, "h @ w.transpose(-2, -1) - bias", Verdict.INCORRECT),  # a subtraction is code, not a remark
    ],
)
def test_english_after_a_spaced_dash_is_a_remark_on_the_fill(
    question: Question, answer: str, verdict: Verdict
) -> None:
    got = grade(question, answer)
    assert got.verdict is verdict, got.rationale


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("每层 2×48×2048 = 196608 个位置，然后乘以", Verdict.INVALID),  # stops on its operator word
        ("232 GB so far, then multiply by", Verdict.INVALID),
        ("每层算完再乘 96 层，共 464 GB", Verdict.CORRECT),  # the step carried out to its result
    ],
)
def test_a_calculation_ending_on_an_operator_word_is_unfinished(answer: str, verdict: Verdict) -> None:
    got = grade(KV_CACHE, answer)
    assert got.verdict is verdict, got.rationale


@pytest.mark.parametrize(
    ("answer", "letter"),
    [("I'll say A", "A"), ("I'd go for C", "C"), ("locking in A", "A"), ("我押 B", "B"), ("押 A 吧", "A")],
)
def test_a_bet_or_a_say_commits_to_its_option(answer: str, letter: str) -> None:
    got = grade(SIZES, answer)
    assert got.understood.choices == [letter] and got.needs_confirmation, got.rationale


def test_a_bet_between_two_options_stays_open() -> None:
    assert grade(SIZES, "我押 A 或 B").verdict is Verdict.INCORRECT  # a hedge, never the key alone


@pytest.mark.parametrize(
    ("question", "answer", "choices"),
    [
        (SIZES, "最上边的那个", ["A"]),  # the option at the top of the list
        (SIZES, "最顶上的选项吧", ["A"]),
        (SIZES, "最底下那一条", ["D"]),  # at the bottom
        (MULTI, "the first, the third and the fourth", ["A", "C", "D"]),  # places listed in English
        (MULTI, "first & fourth ones", ["A", "D"]),
    ],
)
def test_options_called_by_their_place_at_the_top_or_bottom_or_listed(
    question: Question, answer: str, choices: list[str]
) -> None:
    got = grade(question, answer)
    assert got.understood.choices == choices, got.rationale
    assert got.needs_confirmation  # a place, not a letter: shown before it is graded


@pytest.mark.parametrize(
    "answer", ["最上面那个不对", "not the first and fourth", "the first and fourth layers"]
)
def test_places_denied_or_of_something_else_are_not_chosen(answer: str) -> None:
    assert grade(MULTI, answer).verdict is not Verdict.CORRECT
