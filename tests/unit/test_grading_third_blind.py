"""The rules written for the causes the third blind batch showed in choice answers (issue 30), one
test per rule, on fixture questions; and their safety as properties over the real bank (hypothesis,
derandomized). Figures, code and true/false: ``test_grading_third_blind_figures.py``.

- an option called by its number ("option two", "选项二") or counted from an end ("前三个",
  "倒数第二个", "the first two"; not "前三个 step"); "option four" is not read where the options are
  figures (the figure 4 or the fourth option?);
- a letter with a list's bracket ("b)", "(b)") is bare; "ABED" is a set of letters, not a word;
- "A and B are out", "…, so not those": ruled out, and the ruled-out option named again to describe
  it ("不是 C，C 只是序列化格式") is no correction to it;
- "everything except C", "B 以外都对", "只有 B 不对" (asking what is right), a list named in full then
  "all of them", the set left after a rule-out ("先写了 ABD，…去掉 A，BD"), "Only D for sure; A I'm
  not sure about", "D 也算" (not "D 算错");
- an option opening with a verb of use is named without it ("patch size=2" for "使用 patch size=2"),
  as written; a Chinese option is named by the capitalised name it opens with ("Chefer 方法…") and
  by the capitals of its title-case name ("IS" for "Inception Score"), to confirm;
- an English stretch restates a Chinese option through a small glossary ("unchanged" for 不变, "drop
  掉" for 剔除, "too large" for 过大), to confirm;
- on a single choice, the option preferred last ("B 不错，A 更对", "本来想选 C，但是 B 更对") is the
  choice; on a multiple choice, an option preferred after the set keeps it open;
- a correction takes back the alternatives before it, a doubt in the past ("犹豫过") is settled, an
  "or" inside a reason between two options offers no alternative between them, a tentative option
  in a bracketed remark ("B（A 也许）") keeps the answer open, and a spaced dash ends a clause.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType, Scoring
from tests.helpers.choice_questions import CODE_OPTIONS, MULTI, SIZES
from tests.helpers.curated import curated_catalog
from tests.helpers.grading_questions import wrong_options
from tests.helpers.properties import examples

BANK = curated_catalog()
SINGLE = [q for q in BANK if q.type is QuestionType.SINGLE and q.servable and q.key_text in q.options]


def _letters(question: Question, answer: str) -> str | None:
    result = grade(question, answer)
    return None if result.verdict is Verdict.INVALID else "".join(result.understood.choices or [])


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (CODE_OPTIONS, "option two", "B"),
        (CODE_OPTIONS, "I'd go with choice three", "C"),
        (CODE_OPTIONS, "倒数第二个", "C"),
        (CODE_OPTIONS, "倒数第一个", "D"),
        (CODE_OPTIONS, "倒数第六个", None),  # more than there are: no option
        (MULTI, "前三个", "ABC"),
        (MULTI, "后两个", "CD"),
        (MULTI, "最后两个", "CD"),
        (MULTI, "前一个", None),  # "the previous one": no count of options
        (MULTI, "前三个 step 很慢", None),  # the first three steps, not options
        (MULTI, "前两个阶段不行", None),
        (MULTI, "前两个都对", "AB"),
        (SIZES, "option four", None),  # the fourth option, or a figure 4? options are figures: not read
        (SIZES, "option 2", None),
        (CODE_OPTIONS, "option 2", "B"),
        (MULTI, "the first two", "AB"),
        (MULTI, "the last two options", "CD"),
        (MULTI, "first three, since they save memory", "ABC"),
        (MULTI, "the first two layers", None),  # layers, not options
        (CODE_OPTIONS, "going with the second", "B"),
        (CODE_OPTIONS, "选项二吧", "B"),
        (MULTI, "options 1, 3 and 4", "ACD"),
        (MULTI, "the first and the third", "AC"),
        (MULTI, "all except the second", "ACD"),
    ],
)
def test_options_called_by_number_or_counted_from_an_end(
    question: Question, answer: str, letters: str | None
) -> None:
    assert _letters(question, answer) == letters, answer
    if letters is not None:
        assert grade(question, answer).needs_confirmation  # a reading, not the option as written


@pytest.mark.parametrize("answer", ["b)", "(b)", "B)", "（B）"])
def test_a_letter_with_a_lists_bracket_is_bare(answer: str) -> None:
    result = grade(CODE_OPTIONS, answer)
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation, answer


def test_capital_letters_spelling_an_archaic_word_are_a_set() -> None:
    five = MULTI.model_copy(update={"options": {**MULTI.options, "E": "FSDP"}, "key": "ABDE"})
    result = grade(five, "ABED")
    assert result.verdict is Verdict.CORRECT and not result.needs_confirmation
    assert _letters(MULTI, "Bad answer") is None and _letters(MULTI, "a bad idea") is None


@pytest.mark.parametrize(
    "answer",
    [
        "torch.compile has no such kwarg, so A and B are out",
        "A and B both recompile, so not those",
        "不是 C，C 只是换了后端",
        "C is out",
    ],
)
def test_options_ruled_out_or_described_after_a_rule_out_are_not_chosen(answer: str) -> None:
    result = grade(CODE_OPTIONS, answer)
    assert result.verdict is Verdict.INVALID, (answer, result.understood)


def test_a_rule_out_followed_by_another_option_still_corrects() -> None:
    assert _letters(CODE_OPTIONS, "不是 C，B") == "B"
    assert _letters(CODE_OPTIONS, "A is out, B") == "B"


RULED_OUT = ["{k} is out", "{k} and {w} are out", "{k}，{w}，so not those", "不是 {k}，{k} 只是干扰项"]


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(RULED_OUT), st.data())
def test_a_key_ruled_out_is_never_correct(question: Question, template: str, data: st.DataObject) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    answer = template.format(k=question.key_text, w=wrong)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("Everything except B, the batch one", "ACD"),
        ("everything but B", "ACD"),
        ("all except B (bigger batch)", "ACD"),
        ("梯度检查点, 增大 batch, ZeRO-3, 混合精度, all of them", "ABCD"),
        ("梯度检查点, ZeRO-3, all of them", "AC"),  # "all of them": the ones named, not every option
        ("先写了 ABC，想了想 batch 不省显存，去掉 B，AC", "AC"),  # the rest, once B is taken out
        ("排除 B, AC", None),  # no set named before: "AC" continues the list ruled out
        ("Only A and C for sure; D I'm not sure about", "AC"),
    ],
)
def test_sets_named_by_exception_by_remainder_or_with_a_doubt(answer: str, letters: str | None) -> None:
    assert _letters(MULTI, answer) == letters, answer


@pytest.mark.parametrize(
    ("answer", "letters", "hedged"),
    [
        ("C 吧？A 好像也不行……不对，还是 B", "B", False),  # the correction takes back what was open
        ("应该是 B 吧，不过 C 我也犹豫过", "B", False),  # a doubt had and settled
        ("应该是 B 吧，不过 C 我也犹豫", "B", True),  # a doubt still held: B, kept open
        ("B: the order or the count differs; A just autotunes", "B", False),  # "or" inside the reason
        ("B or A", "AB", True),
        ("B（A 也许）", "B", True),
        ("B, though A is also possible", "AB", True),  # an English hedge in other words
        ("B; C is possible too", "B", True),  # an option offered in a bracketed remark keeps the answer open
    ],
)
def test_alternatives_taken_back_settled_or_inside_a_reason(answer: str, letters: str, hedged: bool) -> None:
    result = grade(CODE_OPTIONS, answer)
    assert "".join(result.understood.choices or []) == letters, (answer, result.understood)
    assert bool(result.understood.hedged) is hedged, answer
    assert result.verdict is (Verdict.CORRECT if letters == "B" and not hedged else Verdict.INCORRECT)


KEPT_OPEN_THEN_NOT_CORRECTED = [
    "{k} 吧？{w} 好像也行", "{w} 吧，不过 {k} 我也犹豫", "{k} or {w}, the order differs",
    "{w}，还是 {k}？不对，{w}", "{k} 吧……不对，{w} 也有可能", "{k}（{w} 也许）", "{k} (maybe {w})",
]  # fmt: skip


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(KEPT_OPEN_THEN_NOT_CORRECTED), st.data())
def test_the_key_kept_open_or_corrected_away_is_never_correct(
    question: Question, template: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    answer = template.format(k=question.key_text, w=wrong)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


NAMED = Question(
    id="fx-named",
    bank="fx",
    type=QuestionType.MULTI,
    stem="以下哪些说法正确？",
    options={
        "A": "使用 adaLN-Zero",
        "B": "Chefer 方法引入重归一化",
        "C": "指标 Inception Score 越高越好",
        "D": "不使用 patch size=2",
        "E": "使用 sinusoidal 位置编码",
    },
    key="ABC",
    scoring=Scoring.ALL_OR_NOTHING,
)


@pytest.mark.parametrize(
    ("answer", "letters", "bare"),
    [
        ("adaLN-Zero 和 sinusoidal 位置编码", "AE", True),  # the options as written, "使用" aside
        ("adaLN-Zero、Chefer、IS 三个", "ABC", False),
        ("A is right", "A", False),  # "is" in lower case is the verb
    ],
)
def test_options_named_without_their_verb_or_by_name_and_initials(
    answer: str, letters: str, bare: bool
) -> None:
    result = grade(NAMED, answer)
    assert "".join(result.understood.choices or []) == letters, (answer, result.understood)
    assert result.needs_confirmation is not bare, answer


def test_an_option_is_not_named_without_its_verb_when_another_option_holds_the_rest() -> None:
    from bank.grading.mentions._option_text_mentions import option_mentions

    options = {"A": "使用 patch size=2", "B": "不使用 patch size=2", "C": "使用 RoPE"}
    found = option_mentions("patch size=2 和 RoPE", options, [False] * 20)
    assert [sorted(mention.labels) for mention in found] == [["C"]]


GLOSSED = Question(
    id="fx-glossed",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="平票样本怎么处理？温度怎么设？",
    options={"A": "剔除", "B": "温度系数 τ 过大", "C": "温度系数 τ 过小", "D": "不变"},
    key="A",
)


@pytest.mark.parametrize(
    ("answer", "letters"),
    [
        ("drop 掉，BT loss 没有平局的概念", "A"),
        ("Drop them; a tie carries no preference", "A"),
        ("τ too large 吧", "B"),
        ("τ too small", "C"),
        ("unchanged", "D"),
        ("τ not too large", None),  # a negation the glossary does not hide
        ("too large or too small", None),  # two options, each a word of the glossary: not one reading
    ],
)
def test_english_restating_a_chinese_option_is_read_through_the_glossary(
    answer: str, letters: str | None
) -> None:
    result = grade(GLOSSED, answer)
    if letters is None:
        assert result.verdict is not Verdict.CORRECT and len(result.understood.choices or []) != 1, answer
        return
    assert "".join(result.understood.choices or []) == letters, (answer, result.understood)
    assert result.needs_confirmation, answer  # a translation is a reading, never the option as written


@pytest.mark.parametrize(
    ("question", "answer", "letters", "hedged"),
    [
        (CODE_OPTIONS, "本来想选 C，但是 B 更对", "B", False),
        (CODE_OPTIONS, "B 不错，但是 A 更对", "A", False),
        (CODE_OPTIONS, "B 不错，A 更对", "A", False),
        (CODE_OPTIONS, "B is fine, A is better", "A", False),
        (MULTI, "ACD，但是 B 更对", "ABCD", True),
        (MULTI, "ACD，D 更对", "ACD", False),
    ],
)
def test_the_option_preferred_last(question: Question, answer: str, letters: str, hedged: bool) -> None:
    result = grade(question, answer)
    assert "".join(result.understood.choices or []) == letters, (answer, result.understood)
    assert bool(result.understood.hedged) is hedged and result.needs_confirmation, answer


PREFERRED_OTHER = [
    "{k} 不错，{w} 更对",
    "{k}，但 {w} 更好",
    "{k} is fine, {w} is better",
    "本来想选 {k}，但是 {w} 更对",
]


@examples(150)
@given(st.sampled_from(SINGLE), st.sampled_from(PREFERRED_OTHER), st.data())
def test_the_key_with_another_option_preferred_is_never_correct(
    question: Question, template: str, data: st.DataObject
) -> None:
    wrong = data.draw(st.sampled_from(wrong_options(question)))
    answer = template.format(k=question.key_text, w=wrong)
    assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize(
    ("question", "answer", "letters"),
    [
        (MULTI, "B 以外都对", "ACD"),
        (MULTI, "只有 B 不对", "ACD"),
        (MULTI, "only B is wrong", "ACD"),
        (MULTI, "all of them but B", "ACD"),
        (MULTI, "梯度检查点和 ZeRO-3，混合精度也算", "ACD"),
        (MULTI, "AC，D 算错", "AC"),
        (CODE_OPTIONS, "选项二", "B"),
        (CODE_OPTIONS, "只有 B 不对", None),  # one option asked: not "every other one"
        (
            MULTI.model_copy(update={"stem": "以下哪些说法是错误的？"}),
            "只有 B 不对",
            None,
        ),  # asking what is wrong: not read as every other option
    ],
)
def test_every_option_but_those_named(question: Question, answer: str, letters: str | None) -> None:
    result = grade(question, answer)
    got = None if result.verdict is Verdict.INVALID else "".join(result.understood.choices or [])
    assert got == letters, (answer, result.understood)


@pytest.mark.parametrize(
    "answer",
    ["option two or three", "option three, or maybe option two", "option two? three?", "选项二或三",
     "选项二或者选项三", "the second or the third"],
)  # fmt: skip
def test_options_called_by_number_in_a_list_are_each_read(answer: str) -> None:
    result = grade(CODE_OPTIONS, answer)
    assert result.understood.choices == ["B", "C"] and result.understood.hedged, (answer, result.understood)
    assert result.verdict is Verdict.INCORRECT


@pytest.mark.parametrize(
    "answer",
    [
        "前两个还是前三个",
        "前两个或三个",
        "前两个或前三个",
        "the first two or three",
        "first two, maybe three",
    ],
)
def test_two_runs_of_options_offered_are_a_hedge(answer: str) -> None:
    two = MULTI.model_copy(update={"key": "AB"})
    result = grade(two, answer)
    assert result.verdict is Verdict.INCORRECT and result.understood.hedged, (answer, result.understood)
    assert grade(two, "前两个").verdict is Verdict.CORRECT


@pytest.mark.parametrize(
    "answer",
    ["ACD？或者只有 AC", "A C D? or maybe only A and D", "ACD 吧？还是说只要 CD", "A、C、D？要么就 A、D"],
)
def test_a_second_set_offered_after_a_question_mark_is_a_hedge(answer: str) -> None:
    """A set asked ("ACD?") and another offered in words after it commits to neither, even when the
    second is said with "only": never graded as the first set (the key) or the union."""
    result = grade(MULTI, answer)
    assert result.verdict is Verdict.INCORRECT and result.understood.hedged, (answer, result.understood)
    settled = grade(MULTI, "ACD？对，就是 ACD")  # the set asked and then said again: that set, to confirm
    assert settled.verdict is Verdict.CORRECT and settled.needs_confirmation
