"""The round on blind batch 63 (issue "Grading a typed answer"): classes the batch met.

- The share of one part after the whole divided down to the parts ("2048 摊下去每份 8", "1024 除下来一个 rank
  16"), and the share of one part said with "一" for "每" ("一个 rank 16"): the figure closing it is the
  answer, to confirm, as "每卡 8" is. Not another option's figure, nor the figure denied, asked about or
  held open with another. Looped over every single choice whose options are all figures.
- A reason opening by saying a quantity is a figure the stem gives, closing on another option's figure
  ("FSDP 的数据并行度还是 64，1024 除下来一个 rank 16", where the stem gives world_size=64): the closing
  figure, to confirm; the stem's figure was a premise. Not a figure the answer commits to ("应该是 64，…"),
  nor one said to be the answer ("答案还是 64，…"), reached or right ("算完还是 64", "正确的还是 64") or of
  no quantity the stem names ("这题还是 64", "肯定是 64"), nor a wrong closing figure; an opening alone
  is read as before. Looped over every single choice with a wrong option's figure in its stem.
- The dot stroke "丶" an input method offers for the list comma ("A丶B丶D丶E"): a list, as "、" is, bare
  (it was read as its first letter alone). Not a set with a wrong option, nor a set denied or hedged.
  Looped over every multiple choice.
- A true/false mark offered after a word of leaning with a question mark: a tag that offers the mark
  ("应该对吧？", "我觉得不对吧？") or a bare question mark ("应该是错的？跨卡还得…"): the mark, to confirm.
  Not a mark asked with a particle ("应该对吗？"), nor a statement tagged ("一共 64 卡对吧？"), nor the
  mark alone ("对？" asks back), nor doubt or a second question after it. Looped over every true/false.
- A colloquial "是的" with another particle ("是滴", "是哒") said twice ("是滴是滴", as "是的是的"): yes,
  bare. Not denied ("不是滴"), asked ("是滴是滴吗") nor turned ("是滴是滴，不对，错").
- A share said roughly with "约莫", "约摸" or "大致" ("约莫 3% 的专家参数" for 1/32), as with "约": the one
  option that near, to confirm. Not a share no option is near, nor two, nor the share denied.
- An option, then a clause opening with an interjection of realization ("哦", "哦对") that says what was
  wrong, then another option alone closing the answer ("B，哦 SDXL 不是 768 是 2048，C"): corrected to it,
  to confirm. Not the other way round (the wrong one closing), nor the second offered beside the first
  ("哦 C 也行"), nor after a doubt, nor asked; nor after a clause that says nothing wrong, introducing
  the option ("哦 错的是，C", "哦 差点选，C"), adding it ("哦对了 还有，C") or saying the first right
  ("哦对 没错，C"). Looped over every single choice.
"""

from __future__ import annotations

import re

import pytest

from bank.grading import Verdict, grade
from bank.grading.mentions._value_mentions import value_of
from bank.grading.open._paraphrase import stem_terms
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

BANK = [q for q in curated_catalog() if q.servable]
QUESTIONS = {question.id: question for question in BANK}
MULTIS = [q for q in BANK if q.type is QuestionType.MULTI]
FIGURE_SINGLES = [
    q
    for q in BANK
    if q.type is QuestionType.SINGLE
    # ASCII digits: value_of("①②③④") is 1234, but seed001-07's options are orderings, no figures
    and all(
        text.isascii() and value_of(text) is not None and value_of(text).unit is None
        for text in q.options.values()
    )
]


def _other(question: Question) -> str:
    return next(letter for letter in question.options if letter not in question.key)


def test_there_are_figure_singles_to_loop_over() -> None:
    assert len(FIGURE_SINGLES) >= 3, [q.id for q in FIGURE_SINGLES]


@pytest.mark.parametrize("question", FIGURE_SINGLES, ids=lambda question: question.id)
def test_the_share_of_one_part_after_the_whole_divided_down(question: Question) -> None:
    key = question.options[question.key].strip()
    other = question.options[_other(question)].strip()
    for lead in ("2048 摊下去每份", "1024 除下来一个 rank", "上面算完，一个 rank"):
        result = grade(question, f"{lead} {key}")
        assert result.verdict is Verdict.CORRECT, (question.id, lead, result)
        assert result.needs_confirmation, (question.id, lead)
        assert grade(question, f"{lead} {other}").verdict is not Verdict.CORRECT, (question.id, lead)
        for unread in (f"{lead}不是 {key}", f"{lead} {key} 吗？", f"{lead} {key} 或 {other}"):
            assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-07", "64 卡 × 累加 4 次 = 256 份，2048 摊下去每份 8"),
        ("seed000-11", "1024 除下来一个 rank 16"),
        ("seed000-11", "1024 分下去，一张卡 16"),
        ("seed000-11", "FSDP 的数据并行度还是 64，1024 除下来一个 rank 16"),
    ],
)
def test_the_batch_answers_read_to_confirm(question: str, answer: str) -> None:
    result = grade(QUESTIONS[question], answer)
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("seed002-07", "64 卡 × 累加 4 次 = 256 份，2048 摊下去每份 16"),  # the nearest wrong sentence
        ("seed002-07", "2048 摊下去每份肯定不是 8"),
        ("seed000-11", "1024 除下来一个 rank 32"),
        ("seed000-11", "1024 除下来一个 rank 16 还是 32"),
        ("seed000-11", "一共 1024，一个 rank 64"),
        ("seed000-11", "FSDP 的数据并行度还是 64，1024 除下来一个 rank 32"),
        ("seed000-11", "FSDP 的 local batch 我选 64，1024 除下来一个 rank 16"),
    ],
)
def test_nothing_else_is_read_correct(question: str, answer: str) -> None:
    assert grade(QUESTIONS[question], answer).verdict is not Verdict.CORRECT


def _given(question: Question) -> list[str]:
    """The wrong options' figures the question's stem writes."""
    terms = stem_terms(question.stem)
    return [
        text.strip()
        for label, text in question.options.items()
        if label != question.key and text.strip() in terms
    ]


GIVEN = [q for q in FIGURE_SINGLES if _given(q)]


def _named(question: Question) -> str:
    """A word the question's stem names, to say the given figure of."""
    return max(
        (t for t in stem_terms(question.stem) if re.fullmatch(r"\w{2,}", t) and value_of(t) is None), key=len
    )


def test_there_are_stems_giving_an_option_figure() -> None:
    assert "seed000-11" in {q.id for q in GIVEN}


@pytest.mark.parametrize("question", GIVEN, ids=lambda question: question.id)
def test_a_figure_the_stem_gives_opening_a_reason_is_a_premise(question: Question) -> None:
    key = question.options[question.key].strip()
    given = _given(question)[0]
    other = next(
        text.strip()
        for label, text in question.options.items()
        if label != question.key and text.strip() != given
    )
    named = _named(question)
    result = grade(question, f"{named} 的值还是 {given}，每卡 {key}")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, result)
    for unread in (
        f"{named} 的值还是 {given}，每卡 {other}",  # the nearest wrong sentence
        f"答案还是 {given}，每卡 {key}",
        f"应该是 {given}，每卡 {key}",
        f"{named} 的值不是 {given}，每卡 {key} 或 {other}",
        f"{named} 的值还是 {given}",
        # the figure said reached, right, or of no quantity the stem names: the answer, not a premise
        f"算完还是 {given}，每卡 {key}",
        f"想来想去还是 {given}，每卡 {key}",
        f"正确的还是 {given}，每卡 {key}",
        f"最后是 {given}，每卡 {key}",
        f"这题还是 {given}，每卡 {key}",
        f"肯定是 {given}，每卡 {key}",
        f"感觉还是 {given}，每卡 {key}",
    ):
        assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)


@pytest.mark.parametrize("question", MULTIS, ids=lambda question: question.id)
def test_the_dot_stroke_lists_as_the_list_comma(question: Question) -> None:
    key = "丶".join(sorted(question.key))
    result = grade(question, key)
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation, (question.id, result)
    short = "丶".join(sorted(question.key)[:-1])  # the set less one option
    answers = [short, f"不是 {key}", f"{key} 还是 {short}"]
    if set(question.options) - set(question.key):  # a wrong option added, where one is wrong
        answers.append("丶".join(sorted({*question.key, _other(question)})))
    for answer in answers:
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


TRUEFALSES = [q for q in BANK if q.type is QuestionType.TRUEFALSE]


@pytest.mark.parametrize("question", TRUEFALSES, ids=lambda question: question.id)
def test_a_mark_offered_after_a_leaning_word_with_a_question_mark(question: Question) -> None:
    for offered, bare in (
        ("应该对吧？", "对"),
        ("我觉得对吧？", "对"),
        ("大概不对吧？", "错"),
        ("应该是错的？", "错"),
        ("应该是对的？跨卡还得靠按 head 切", "对"),
        ("我觉得错的？", "错"),
        ("大概是错的？", "错"),  # any lean offers as "应该" does (one lead, ``lexicon.OFFERING_LEADS``)
        ("估计是对的？", "对"),
    ):
        result = grade(question, offered)
        assert result.verdict is grade(question, bare).verdict, (question.id, offered, result)
        assert result.needs_confirmation, (question.id, offered)
    for unread in (
        "应该对吗？",
        "一共 64 卡对吧？",
        "对？",
        "应该是错的？不确定",
        "应该是错的？还是对的？",
        "大概是错的？不确定",
    ):
        assert grade(question, unread).verdict is Verdict.INVALID, (question.id, unread)


ECHOED = [
    q
    for q in TRUEFALSES
    if any(grade(q, verb).reading in ("对", "错") for verb in ("支持", "会", "可以", "能"))
]


@pytest.mark.parametrize("question", ECHOED, ids=lambda question: question.id)
def test_the_claims_verb_offered_after_a_belief_or_a_lean(question: Question) -> None:
    """One lead of leaning (``lexicon.OFFERING_LEADS``) for a mark and for the claim's verb: "我觉得支持？"
    is offered as "我觉得对的？" and "好像支持？" are, to confirm; "支持？" alone still asks back."""
    checked = 0
    for verb in ("支持", "会", "可以", "能"):
        bare = grade(question, verb)
        if bare.reading not in ("对", "错"):
            continue
        checked += 1
        for lead in ("我觉得", "好像", "大概"):
            offered = grade(question, f"{lead}{verb}？")
            assert offered.verdict is bare.verdict, (question.id, lead, verb, offered)
            assert offered.needs_confirmation, (question.id, lead, verb)
        assert grade(question, f"{verb}？").verdict is Verdict.INVALID, (question.id, verb)
    assert checked, question.id  # each echoed claim has a verb read alone as a mark


@pytest.mark.parametrize("question", TRUEFALSES, ids=lambda question: question.id)
def test_a_colloquial_yes_said_twice(question: Question) -> None:
    yes = grade(question, "对").verdict
    for said in ("是滴是滴", "是哒是哒", "是滴，是滴"):
        result = grade(question, said)
        assert result.verdict is yes and not result.needs_confirmation, (question.id, said, result)
    assert grade(question, "是滴是滴吗").verdict is Verdict.INVALID
    for other in ("不是滴", "是滴是滴，不对，错"):
        assert grade(question, other).verdict is not yes, (question.id, other)


@pytest.mark.parametrize("word", ["约莫", "约摸", "大致"])
def test_a_share_said_roughly_with_another_word(word: str) -> None:
    experts = QUESTIONS["seed002-10"]  # A 1/32, B 1/64; key A
    result = grade(experts, f"{word} 3% 的专家参数")
    assert result.verdict is Verdict.CORRECT and result.needs_confirmation, result
    for unread in (f"{word} 2% 的专家参数", f"{word} 3% 还是 1.5%", f"不是{word} 3%", f"{word} 1.6%"):
        assert grade(experts, unread).verdict is not Verdict.CORRECT, unread
    half = QUESTIONS["seed001-08"]  # C about 50 %
    assert grade(half, f"{word} 50%").verdict is Verdict.CORRECT
    assert grade(half, f"{word} 75%").verdict is not Verdict.CORRECT


SINGLES = [q for q in BANK if q.type is QuestionType.SINGLE]


@pytest.mark.parametrize("question", SINGLES, ids=lambda question: question.id)
def test_an_option_corrected_after_an_interjection_of_realization(question: Question) -> None:
    key, other = question.key, _other(question)
    for realized in ("哦", "哦对"):
        result = grade(question, f"{other}，{realized} 题干说的不是这个模型，{key}")
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, result)
    for unread in (
        f"{key}，哦 题干说的不是这个模型，{other}",  # the nearest wrong sentence
        f"{other}，哦 {key} 也行",
        f"{other}，哦 不确定，{key}",
        f"{other}，哦 题干说的不是这个模型，{key} 吗？",
        # a clause after "哦" that does not say what was wrong: it introduces or adds the closing option,
        # or says the first one right
        f"{other}，哦 错的是，{key}",
        f"{other}，哦 不选的是，{key}",
        f"{other}，哦 差点选，{key}",
        f"{other}，哦 之前以为是，{key}",
        f"{other}，哦 有人说，{key}",
        f"{other}，哦 备选，{key}",
        f"{other}，哦对了 还有，{key}",
        f"{other}，哦对了 不是还有，{key}",
        f"{other}，哦对 没错，{key}",
        f"{other}，哦 那就不知道了，{key}",
    ):
        assert grade(question, unread).verdict is not Verdict.CORRECT, (question.id, unread)
