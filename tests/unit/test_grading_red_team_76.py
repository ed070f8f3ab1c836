"""The red team of the seventy-sixth stop on the reader of typed answers (issue 30): wrong answers read as
right (to confirm) found by families of sentences over every active question of a type, each family beside
its nearest neighbours that must still read as they did.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.text._en_numerals import english_numerals
from bank.model import QuestionType
from tests.helpers.grading_questions import active_questions, read_correct, wrong_options

CHOICES = active_questions(QuestionType.SINGLE, QuestionType.MULTI)
SINGLES = active_questions(QuestionType.SINGLE)

# The key denied or doubted in words the reader lacked: "B isn't the answer" read as B while "B is not the
# answer" was asked again; "B can't be right", "B is the (common) wrong answer", "I doubt it's B", "不一定是
# B" ("not necessarily B") and "B？不会吧" ("B? surely not") read as B, to confirm, on every choice.
DENIED = [
    "{K} isn't the answer",
    "{K} is not the answer",
    "{K}'s not the answer",
    "{K} isn't the right one",
    "{K} can't be right",
    "{K} cannot be right",
    "{K} can't be it",
    "{K} couldn't be correct",
    "{K} can't be the answer",
    "{K} is the wrong answer",
    "{K} is the trap answer",
    "{K} is the common wrong answer",
    "{K} is the classic trap option",
    "{K} — the obvious wrong choice",
    "I doubt it's {K}",
    "doubt it's {K}",
    "I doubt that it is {K}",
    "不一定是 {K}",
    "未必是 {K}",
    "不见得是{K}",
    "不一定选 {K}",
    "答案不一定是 {K}",
    "我觉得未必就是 {K}",
    "{K}？不会吧",
    "{K} 吗？不会吧",
    "{K} 吧？不至于吧",
    "{K}? surely not",
    "{K}? probably not",
    "{K}? I doubt it",
]


@pytest.mark.parametrize("template", DENIED)
def test_the_key_denied_or_doubted_never_reads_as_chosen(template: str) -> None:
    assert read_correct(CHOICES, template) == []


# the key kept: said to be the answer, doubt denied, a tag question, a hedge of one's own answer (read to
# confirm, as "B，不一定对" always was), or another option denied in those words before or after the key
KEPT = [
    "{K} is the answer",
    "{K} is right",
    "I have no doubt it's {K}",
    "no doubt it's {K}",
    "I don't doubt it's {K}",
    "{K}，不一定对",
    "一定是 {K}",
    "{K}？是的",
]


@pytest.mark.parametrize("template", KEPT)
def test_the_key_said_right_or_its_doubt_denied_still_reads(template: str) -> None:
    assert read_correct(CHOICES, template) == [q.id for q in CHOICES]


@pytest.mark.parametrize(
    "template",
    [
        "{W} isn't the answer, {K} is",
        "{K}. {W} can't be right",
        "{W} is the trap answer; {K}",
        "不一定是 {W}，选 {K}",
    ],
)
def test_another_option_denied_in_those_words_leaves_the_key(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


# The key held for one case only: a version ("旧版是 B", "B for older versions", "B in v1, A in v2"),
# theory set against practice ("理论上 B，实际 A"), or said to depend after it ("B 看情况", "B, it
# depends"): read as B, to confirm, on every choice; asked again, as "如果是推理就选 B" is.
CASES = [
    "{K} for older versions",
    "{K} in older versions",
    "旧版是 {K}",
    "老版本选 {K}",
    "{K} in v1, {W} in v2",
    "理论上 {K}，实际 {W}",
    "理论上 {K}，但实际上 {W}",
    "{K} in theory, {W} in practice",
    "{K} in theory; in practice {W}",
    "{K} 看情况",
    "{K}，看情况吧",
    "{K}, it depends",
    "{K} depends",
]


@pytest.mark.parametrize("template", CASES)
def test_the_key_held_for_one_case_only_is_asked_again(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# an exception the answer holds beside ("B，除非有梯度累积", "B, unless I'm mistaken": the answer, as
# labelled), theory and practice agreeing, or a depending said of something else keeps the key
CASES_KEPT = [
    "{K}, unless I'm mistaken",
    "{K}，除非我记错了",
    "{K}, in theory and in practice",
    "{K}，理论上和实际上都是",
    "{K}，因为除非开 fullgraph 否则会断图",
    "{K}，除非有梯度累积",
]


@pytest.mark.parametrize("template", CASES_KEPT)
def test_the_key_with_no_case_of_its_own_still_reads(template: str) -> None:
    # on a multiple choice, English words after the set read as items of a list ("ABCDE, in theory and in
    # practice") are asked again by the list reader, which reads no option from them: single choices alone
    questions = SINGLES if "in theory" in template else CHOICES
    assert read_correct(questions, template) == [q.id for q in questions]


TRUEFALSE = active_questions(QuestionType.TRUEFALSE)


# "it isn't true": the lead "it is" was taken off the front of "isn't", leaving "n't true", read as true;
# so "it isn't false" read as false, "this isn't true" and "the statement isn't true" as true
@pytest.mark.parametrize(
    ("answer", "says"),
    [
        ("it isn't true", False),
        ("it isn't false", True),
        ("this isn't true", False),
        ("the statement isn't true", False),
        ("I think it isn't true", False),
        ("it isn’t false", True),
        ("it is true", True),
        ("it's false", False),
        ("this is true", True),
        ("the statement is false", False),
    ],
)
def test_an_english_lead_is_a_whole_word(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        wanted = Verdict.CORRECT if says is question.truth else Verdict.INCORRECT
        assert grade(question, answer).verdict is wanted, (question.id, answer)


# A true/false mark not meant as said in English, or reported as another's: "the opposite of true",
# "anything but false", "true 的反面", "true can't be right", "false is the trap answer", "true lol no",
# "my friend says true" read as the mark, to confirm, on every true/false question; asked again, as "错的反
# 面", "对才怪" and "同事说对" are.
NOT_MEANT = [
    "the opposite of {T}",
    "the reverse of {T}",
    "anything but {T}",
    "{T} 的反面",
    "{T} can't be right",
    "{T}, can't be right",
    "{T} isn't the answer",
    "{T} is the trap answer",
    "{T} is a trap",
    "{T} is the wrong answer",
    "{T} lol no",
    "my friend says {T}",
    "a colleague told me {T}",
    "the docs say {T}",
]


@pytest.mark.parametrize("template", NOT_MEANT)
def test_a_mark_not_meant_or_reported_in_english_is_asked_again(template: str) -> None:
    for question in TRUEFALSE:
        for word in ("true", "false"):
            answer = template.format(T=word)
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


# the mark said and kept: the opposite said of something else, another agreeing, a bare mark
@pytest.mark.parametrize(
    "answer",
    ["{T}, the opposite of what most think", "{T}, my friend thinks so too", "{T}", "{T}, I'm sure"],
)
def test_a_mark_beside_those_words_still_reads(answer: str) -> None:
    for question in TRUEFALSE:
        for says in (True, False):
            text = answer.format(T="true" if says else "false")
            wanted = Verdict.CORRECT if says is question.truth else Verdict.INCORRECT
            assert grade(question, text).verdict is wanted, (question.id, text)


# An option judged too large or small, in brackets or with 偏 ("35GB（太大）", "48 (too many)", "B 偏大",
# "B (too big)"), or its figure judged so on a stem asking a bound ("48 偏小" of "num_heads 最大可取"): read
# as the option, to confirm; asked again, as "35GB 偏小" and "B 太大" are.
JUDGED_OFF = [
    "{F} 偏小",
    "{F} 偏大",
    "{F}（太大）",
    "{F}（偏大）",
    "{F} (too big)",
    "{F} (too many)",
    "{F} too small",
]


@pytest.mark.parametrize("template", JUDGED_OFF)
def test_a_figure_judged_off_is_not_chosen(template: str) -> None:
    for question in SINGLES:
        key = question.options[question.key_text].replace("`", "")
        if not any(char.isdigit() for char in key) or not key[0].isdigit():
            continue  # options that are figures
        answer = template.format(F=key)
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(
    "template", ["{K} 偏大", "{K} 偏小", "{K} (too big)", "{K}（太大）", "{K}（太小了）"]
)
def test_an_option_judged_off_by_its_letter_is_not_chosen(template: str) -> None:
    assert read_correct(CHOICES, template) == []


# the option kept: marked right in brackets, another judged off, a bound of the side the stem asks
@pytest.mark.parametrize("template", ["{K}（对）", "{W} 偏大，{K}", "{K}，{W} 太大", "{K} (my answer)"])
def test_the_key_beside_a_judgement_of_another_still_reads(template: str) -> None:
    for question in SINGLES:
        answer = template.format(K=question.key_text, W=wrong_options(question)[0])
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


def test_a_bound_of_the_side_asked_still_reads_the_option() -> None:
    heads = next(question for question in SINGLES if question.id == "seed000-04")  # "最大可取": 48
    assert grade(heads, "最多 48").verdict is Verdict.CORRECT
    assert grade(heads, "48 以内").verdict is Verdict.CORRECT
    assert grade(heads, "48 偏小").verdict is Verdict.INVALID


# "half of half": each half read alone left "1/2 of 1/2", read as a half (50%, the key of a question whose
# options are shares): a quarter, as "一半的一半" is
@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("half of half", "1/4"),
        ("a half of half", "1/4"),
        ("half the half", "1/4"),
        ("half of that half", "1/4"),
        ("half", "1/2"),
        ("half, half", "1/2, 1/2"),
        ("half precision", "half precision"),
    ],
)
def test_half_of_half_is_a_quarter(text: str, written: str) -> None:
    assert english_numerals(text) == written


def test_half_of_half_never_reads_as_a_half() -> None:
    shares = [q for q in SINGLES if "50%" in q.options.values() and "25%" in q.options.values()]
    assert shares
    for question in shares:
        for answer in ("half of half", "half the half", "a half of half"):
            graded = grade(question, answer)
            assert graded.verdict is not Verdict.CORRECT or question.options[question.key_text] == "25%", (
                answer
            )
            assert (
                graded.understood.choices in ([], None)
                or question.options[graded.understood.choices[0]] == "25%"
            )


MULTIS = active_questions(QuestionType.MULTI)


# A member offered with a question mark beside a committed set, closing the answer ("BCDE, A?", "BCDE
# (+A?)", "BCDE（A？）"): kept open, a hedge (convention 5), as "BCDE，A 也算吧" is; the set with it had been
# read as the key, to confirm
@pytest.mark.parametrize(
    "template", ["{R}, {X}?", "{R} (+{X}?)", "{R}（{X}？）", "{R}，{X}？", "{R}. Also {X}?"]
)
def test_a_member_asked_beside_a_committed_set_is_a_hedge(template: str) -> None:
    for question in MULTIS:
        key = question.key_text
        if len(key) < 2:
            continue
        for member in key:
            answer = template.format(R=key.replace(member, ""), X=member)
            assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


# the whole set asked is a tentative answer (labelled so), read to confirm, and so is a set asked in one
# clause ("BCDE and A?")
@pytest.mark.parametrize("template", ["{K}?", "{K}？", "{K}"])
def test_the_whole_key_asked_still_reads(template: str) -> None:
    assert read_correct(MULTIS, template) == [q.id for q in MULTIS]


def test_a_set_asked_in_one_clause_still_reads() -> None:
    for question in MULTIS:
        key = question.key_text
        if len(key) > 1:
            answer = f"{key[1:]} and {key[0]}?"
            assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


# a turn that qualifies the mark ("对，但是要看情况") and a version said beside it ("对，老版本 还是错的") are
# no case of the answer: read as before (the first form of this mend asked them again)
@pytest.mark.parametrize("template", ["{T}，但是要看情况", "{T}，不过要看情况", "{T}，老版本 还是错的"])
def test_a_qualifying_turn_or_a_version_beside_a_mark_still_reads(template: str) -> None:
    for question in TRUEFALSE:
        answer = template.format(T="对" if question.truth else "错")
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


# The same said of a Chinese mark, or with a space before 的反面 ("是的 can't be right", "the opposite of 不
# 对", "对 的反面", "是的 的反面"): each read as its mark, to confirm; asked again as "错的反面" is
@pytest.mark.parametrize("word", ["是的", "不对", "对", "错误"])
@pytest.mark.parametrize(
    "template",
    ["the opposite of {T}", "anything but {T}", "{T} can't be right", "{T} is the trap answer", "{T} 的反面"],
)
def test_a_chinese_mark_not_meant_is_asked_again(template: str, word: str) -> None:
    for question in TRUEFALSE:
        answer = template.format(T=word)
        assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


@pytest.mark.parametrize(("answer", "says"), [("是的", True), ("不对", False), ("对，没错", True)])
def test_a_chinese_mark_alone_still_reads(answer: str, says: bool) -> None:
    for question in TRUEFALSE:
        wanted = Verdict.CORRECT if says is question.truth else Verdict.INCORRECT
        assert grade(question, answer).verdict is wanted, (question.id, answer)
