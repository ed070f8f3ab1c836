"""On a multiple choice, a member of the set named then doubted ("ABDE，A 不确定", "…，A 待定", "全选吧，A 不
确定"): a member kept open, a hedge — incorrect, to confirm (convention 5 of blind-16.yaml's header; the
labels say so of "A、D，C 不确定但也选"). A red team found them read as the set without it (partial
credit; "AD，D 不确定" was read as A alone, and tested so, before the labels were checked). An option left
out of the set and doubted ("ABDE，C 不确定") is only doubted, not chosen, as before.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

MULTI = [q for q in curated_catalog() if q.servable and q.type is QuestionType.MULTI]
MULTI_KEYED_TWO = [q for q in MULTI if len(q.key) >= 2]


@pytest.mark.parametrize("question", MULTI, ids=lambda q: q.id)
def test_a_member_doubted_is_a_hedge(question) -> None:  # type: ignore[no-untyped-def]
    key = question.key_text
    for member in key:
        for answer in (
            f"{key}，{member} 不确定",
            f"{key}，{member} 待定",
            f"{key}（{member} 拿不准）",
            f"全选吧，{member} 不确定",
        ):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INCORRECT, answer
            assert graded.understood.hedged and graded.needs_confirmation, answer


@pytest.mark.parametrize("question", MULTI, ids=lambda q: q.id)
def test_an_option_left_out_and_doubted_is_not_chosen(question) -> None:  # type: ignore[no-untyped-def]
    key = question.key_text
    for other in sorted(set(question.options) - set(key)):
        graded = grade(question, f"{key}，{other} 不确定")
        assert graded.verdict is Verdict.CORRECT, other
        assert sorted(graded.understood.choices or ()) == sorted(key)


@pytest.mark.parametrize(
    "template",
    [
        "{s}, though I'm a bit shaky on the {w} one",
        "{s}, not sure about {m}",
        "{s}, unsure about {m}",
        "{s}. Still not sure about the {w} one",
    ],
)
def test_a_part_of_the_set_doubted_in_english_keeps_it_open(template: str) -> None:
    """Batch 74, held out, read "ABCDE, though I'm a bit shaky on the 8k one" as the key, to confirm: a
    doubt in English of a part of the set just named keeps the set open (convention 5)."""
    for question in MULTI_KEYED_TWO:
        key = "".join(sorted(question.key))
        answer = template.format(s=key, m=sorted(question.key)[-1], w="second")
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)


@pytest.mark.parametrize("question", MULTI_KEYED_TWO, ids=lambda q: q.id)
def test_a_member_doubted_after_a_turn_is_a_hedge(question) -> None:  # type: ignore[no-untyped-def]
    """A turn opening the doubt ("ACB，但是 B 我不确定") leaves the member doubted, not let go: the key
    with one more option so doubted had read as the key (correct); the key with a member of it doubted so
    is the same hedge. An option outside the set doubted after a turn is still only doubted ("AC，但是 B
    我不确定")."""
    key = question.key_text
    others = sorted(set(question.options) - set(key))
    for member in [*others, *key]:
        chosen = key + member if member in others else key
        for answer in (
            f"{chosen}，但是 {member} 我不确定",
            f"{chosen}，不过 {member} 拿不准",
            f"{chosen}，可是我不确定 {member}",
            f"{'、'.join(chosen)}，但 {member} 存疑",
        ):
            graded = grade(question, answer)
            assert graded.verdict is Verdict.INCORRECT, answer
            assert graded.understood.hedged and graded.needs_confirmation, answer
    for other in others:
        graded = grade(question, f"{key}，但是 {other} 我不确定")
        assert graded.verdict is Verdict.CORRECT, other
