"""An option added with "也" after the set read, and left out of the reading (``_also_added``).

Found at the fourth stop on what was left: "A、D，B 也要满足" on a question keyed AD was read as AD,
correct to confirm, on every multiple choice with a wrong option — the candidate chose B as well, so the
reading dropped a member and turned a wrong answer right. Asked again now, as "A 要满足，C 也要满足"
(the key's last member added with "也", read as the rest of the key alone); the nearest sentences that
deny, fault, hedge or turn keep their reading, and an addition the readers read keeps its member.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.choice._also_added import also_unread, pointed_unread
from bank.grading.mentions._option_text_mentions import option_pattern
from bank.grading.text._text import normal
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in SERVABLE if q.type is QuestionType.MULTI and set(q.options) - set(q.key)]
KEYED_TWO_OR_MORE = [q for q in SERVABLE if q.type is QuestionType.MULTI and len(q.key) >= 2]

ADDED = (
    "{K}，{W} 也要满足",
    "{K}，{W} 也得满足",
    "{K}，{W} 也必须满足",
    "{K}，{W} 也需要满足",
    "{K}，{W} 也满足",
    "{K}，{W} 同样满足",
    "{K}，{W} 也要对",
    "{K}，{W} 也要满足的",
    # "will too", in the candidate's words ("D 也会死锁" where the stem says "deadlock"): it had read the
    # key, to confirm
    "{K}，{W} 也会",
    "{K}，{W} 同样会",
    "{K}，{W} 也是会的",
    "{K}，{W} 也会这样",
)
# kept open by a tentative particle: a hedge over the set with it (convention 5 of blind-16.yaml's header)
KEPT_OPEN = ("{K}，{W} 也要满足吧",)
# the wrong option added in words the readers read: the set with it, never the key
# ("也成立": "holds too", read with it since the reader of a set's kept clauses, ``_choice_clauses``)
READ_WITH_IT = (
    "{K}，{W} 也算",
    "{K}，{W} 也要",
    "{K}，{W} 也要选",
    "{K}，{W} 也是",
    "{K}，{W} 也成立",
    "{K}，also {W}",
)
# the same clause denying, faulting, turning or restricting: the key alone, as before
STILL_RIGHT = (
    "{K}，{W} 也作废",
    "{K}，{W} 也要考虑",
    "{K}，{W} 也是干扰项",
    "{K}，{W} 也只是锦上添花",
    "{K}，{W} 也要满足，但不是必须",
    "{K}，{W} 也不会",
    "{K}，{W} 也会，但不是必须",
)


def _filled(template: str, question: Question) -> str:
    key = sorted(question.key)
    wrong = sorted(set(question.options) - set(key))[0]
    return template.format(K="、".join(key), W=wrong)


def test_the_sentence_is_asked_again() -> None:
    question = next(q for q in SERVABLE if q.id == "seed000-18")
    graded = grade(question, "A、D，B 也要满足")
    assert graded.verdict is Verdict.INVALID and not graded.needs_confirmation


@pytest.mark.parametrize("template", ADDED)
def test_a_wrong_option_added_with_also_never_leaves_the_key(template: str) -> None:
    assert len(MULTIS) >= 10
    for question in MULTIS:
        answer = _filled(template, question)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize("template", KEPT_OPEN)
def test_a_wrong_option_added_and_kept_open_is_a_hedge_with_it(template: str) -> None:
    for question in MULTIS:
        answer = _filled(template, question)
        graded = grade(question, answer)
        wrong = sorted(set(question.options) - set(question.key))[0]
        assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (question.id, answer)
        assert wrong in (graded.understood.choices or []), (question.id, answer)


@pytest.mark.parametrize("template", READ_WITH_IT)
def test_an_addition_the_readers_read_keeps_its_member(template: str) -> None:
    for question in MULTIS:
        answer = _filled(template, question)
        graded = grade(question, answer)
        wrong = sorted(set(question.options) - set(question.key))[0]
        assert graded.verdict is Verdict.INCORRECT, (question.id, answer, graded.reading)
        assert wrong in (graded.understood.choices or []), (question.id, answer)


@pytest.mark.parametrize("template", STILL_RIGHT)
def test_the_nearest_sentences_keep_the_key(template: str) -> None:
    for question in MULTIS:
        answer = _filled(template, question)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded.rationale)
        assert graded.understood.choices == sorted(question.key), (question.id, answer)


def test_the_key_s_last_member_added_with_also_is_never_dropped() -> None:
    for question in KEYED_TWO_OR_MORE:
        *first, last = sorted(question.key)
        answer = f"{'、'.join(first)} 要满足，{last} 也要满足"
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize(
    ("text", "chosen"),
    [
        ("C，A 不对，B 也是", ["C"]),  # the denial shared
        ("A、C，B 大概也算", ["A", "C"]),  # held open: the readers' hedge
        ("A、C，B 也要吗", ["A", "C"]),  # asked
        ("A、C，B 也对才怪", ["A", "C"]),  # irony
        ("A、C，因为 B 也要满足", ["A", "C"]),  # a reason
        ("A、C，如果 B 也满足", ["A", "C"]),  # a condition
        ("选 A，C 也满足", ["A", "C"]),  # read already
        ("A，C，这里 B 也满足", ["A", "C"]),  # the letter does not open its clause
        ("A、C，B 也作废", ["A", "C"]),  # something else said of it
        ("A、C，B 也要考虑", ["A", "C"]),
        ("A、C，D 也会吗", ["A", "C"]),  # asked
        ("A、C，D 也不会", ["A", "C"]),  # denied
        ("A、C，因为 D 也会读脏数据", ["A", "C"]),  # a reason
    ],
)
def test_what_is_not_a_clean_addition_is_left_to_the_readers(text: str, chosen: list[str]) -> None:
    assert not also_unread(text, chosen)


def test_a_clean_addition_is_found() -> None:
    assert also_unread("A、C，B 也要满足", ["A", "C"])
    assert also_unread("A、C；B 同样成立。", ["A", "C"])
    assert also_unread("A、C，D 也会死锁", ["A", "C"], "可能导致 deadlock 的场景包括")
    assert also_unread("A、C，D 也会 hang", ["A", "C"])
    # the stem's own words: what the question asks said of the option too
    assert also_unread("B、C，D 也可用于 shard 参数", ["B", "C"], "以下哪些 API 可用于 shard 参数？")
    assert not also_unread("B、C，D 也可用于 shard 参数", ["B", "C"], "以下哪些说法正确？")


POINTED = ("{K} 和那个 {W}", "{K}、那个 {W}", "{K}，那个 {W}", "{K} 和那条 {T}", "{K}，还有那个 {T}")
POINTED_KEPT_BACK = ("{K}，那个 {W} 不选", "{K}，那个 {W} 是干扰项")


def _pointed(template: str, question: Question) -> str:
    key = sorted(question.key)
    wrong = sorted(set(question.options) - set(key))[0]
    return template.format(K="、".join(key), W=wrong, T=question.options[wrong])


def _found_as_written(question: Question) -> bool:
    """Whether the reader finds the first wrong option's text in an answer as normalised (an option in
    backticks is not: the code reader's)."""
    wrong = sorted(set(question.options) - set(question.key))[0]
    pattern = option_pattern(question.options[wrong])
    return pattern is not None and pattern.search(normal(question.options[wrong], numerals=True)) is not None


@pytest.mark.parametrize("template", POINTED)
def test_a_wrong_option_pointed_at_after_the_key_never_leaves_the_key(template: str) -> None:
    # found with the model of meaning's margin cases ("A、C 和那个用 RMSNorm 的"): "A、D 和那个 E" read AD
    found = [question for question in MULTIS if "{T}" not in template or _found_as_written(question)]
    assert len(found) >= len(MULTIS) // 2, "the options' texts are found by no reader: the loop checks little"
    for question in found:
        answer = _pointed(template, question)
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)


@pytest.mark.parametrize("template", POINTED_KEPT_BACK)
def test_an_option_pointed_at_and_kept_back_keeps_the_reading(template: str) -> None:
    for question in MULTIS:
        answer = _pointed(template, question)
        wrong = sorted(set(question.options) - set(question.key))[0]
        graded = grade(question, answer)
        assert wrong not in (graded.understood.choices or []), (question.id, answer)
        assert not pointed_unread(answer, sorted(question.key), question.options), (question.id, answer)


def test_an_option_pointed_at_as_possibly_in_holds_the_set_open() -> None:
    # "可能也算": the option kept open beside the set, a hedge by convention 5 of seen/blind-16.yaml's
    # header, as seen/ labels "B 和 D 吧，A 可能也对": never the key, never the set without a word on it
    for question in MULTIS:
        answer = _pointed("{K}，那个 {W} 可能也算", question)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.INCORRECT and graded.understood.hedged, (question.id, answer)


# an option pointed at by a term the mention pass reads as it ("那个 IS 分数": C, Inception Score)
IS_SCORE = next(q for q in SERVABLE if q.id == "seed001-15")  # A LPIPS, B MS-SSIM, C Inception Score


@pytest.mark.parametrize("answer", ["A、B 和那个 IS 分数", "A、B 和那个 IS", "A、B，还有那个 IS 分数"])
def test_an_option_pointed_at_by_its_term_is_not_left_out(answer: str) -> None:
    graded = grade(IS_SCORE, answer)
    assert graded.verdict is Verdict.INVALID, (answer, graded.reading)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("A、B、C 和那个 IS 分数", Verdict.CORRECT), ("A、B，那个 IS 分数不选", Verdict.INCORRECT)],
)
def test_an_option_pointed_at_by_its_term_and_read_or_kept_back_keeps_the_reading(
    answer: str, verdict: Verdict
) -> None:
    assert grade(IS_SCORE, answer).verdict is verdict, answer


# a member added in a gloss or after "也要" (``_added_aside``): "A，C，D（B 也算）" was read as A、C and
# "A、D，也要 B" as A、D at the last stop — the set without the added member
ASIDE = ("{K}（{W} 也算）", "{K}（{W} 也要）", "{K}（也要 {W}）", "{K}（还有 {W}）", "{K}，也要 {W}",
         "{K}，也选 {W}", "{K}，还要 {W}", "{K}，也算 {W}", "选 {K}（{W} 也能算）")  # fmt: skip


@pytest.mark.parametrize("template", ASIDE)
@pytest.mark.parametrize("joined", ["、", "，"])
def test_a_wrong_option_added_aside_never_leaves_the_key(template: str, joined: str) -> None:
    for question in MULTIS:
        answer = _filled(template, question).replace("、", joined)
        graded = grade(question, answer)
        wrong = sorted(set(question.options) - set(question.key))[0]
        asked = graded.verdict is Verdict.INVALID
        assert asked or wrong in (graded.understood.choices or []), (question.id, answer, graded.reading)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("template", ASIDE)
def test_the_key_s_last_member_added_aside_is_never_dropped(template: str) -> None:
    for question in KEYED_TWO_OR_MORE:
        *first, last = sorted(question.key)
        answer = template.format(K="、".join(first), W=last, T=last)
        graded = grade(question, answer)
        whole = graded.verdict is Verdict.CORRECT and graded.understood.choices == sorted(question.key)
        assert whole or graded.verdict is Verdict.INVALID, (question.id, answer, graded.reading)


@pytest.mark.parametrize(
    ("answer", "reading"),
    [
        ("A、B、D（都对）", ["A", "B", "D"]),
        ("A、B、D（C 不算）", ["A", "B", "D"]),
        ("A、D，B 也要", ["A", "B", "D"]),
    ],
)
def test_a_gloss_that_adds_nothing_keeps_the_set(answer: str, reading: list[str]) -> None:
    question = next(q for q in SERVABLE if q.id == "seed000-17")  # key ABD
    graded = grade(question, answer)
    assert (graded.verdict, graded.understood.choices) == (Verdict.CORRECT, reading), answer
