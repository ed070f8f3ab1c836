"""The round on blind batch 80: options chosen after rule-outs by pointing, and doubts or questions back
that were read as choices.

- "A、C 是等差，D 是常数，ALiBi 原文用的是几何级数，那就是它了": every option but one named, a reason
  naming none, then a pointer: the one left, to confirm; a pointer right after an option's clause, a
  reason repeating what was said of one named, or options leaving two, are asked again.
- "fullgraph 那个跟 nvfuser 那个先排除，剩下两个里只有一个写了 reduce-overhead": items closing on a
  pointer are still one list ruled out; of the ones left, the one whose own text holds the piece, to
  confirm; a denial, a hedge, a question, a wrong count or a piece both hold are asked again.
- "O(n²)？感觉也不对": a feeling before the denial still denies; "…能进 graph 了吗？我一直以为不行": a
  question back with what one believed, no answer.
Each loops over every single choice (one test function per rule: the unit tier stays fast).
"""

from __future__ import annotations

import re
from itertools import pairwise

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

BANK = {question.id: question for question in curated_catalog()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
FOURS = [q for q in SINGLES if len(q.options) == 4]


def test_pointer_after_every_other_option_and_a_reason_reads_the_one_left() -> None:
    for question in FOURS[::6]:
        key = question.key_text
        o1, o2, o3 = sorted(set(question.options) - {key})
        said = f"{o1}、{o2} 是等差，{o3} 是常数，原文用的是几何级数，那就是它了"
        graded = grade(question, said)
        assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, said)
        for unmeant in (
            f"{o1}、{o2} 是等差，{o3} 是常数，那就是它了",  # right after an option's clause: that one?
            f"{o1}、{o2} 是等差，{o3} 是几何，原文用的是几何级数，那就是它了",  # the reason says it of o3
            f"{o1} 是等差，{key} 是几何级数，那就是它了",  # two named, two left
            f"{o1}、{o2} 是等差，{o3} 是对的，原文用的是几何级数，那就是它了",  # o3 kept
            f"{o1}、{o2} 是等差，{o3} 是常数，原文用的是几何级数，那就是它了吗？",
        ):
            assert grade(question, unmeant).verdict is not Verdict.CORRECT, (question.id, unmeant)
        wrong = f"{o1}、{key} 是等差，{o2} 是常数，原文用的是几何级数，那就是它了"  # o3 left: wrong
        assert grade(question, wrong).verdict is not Verdict.CORRECT, (question.id, wrong)


_PIECE = re.compile(r"[A-Za-z][A-Za-z0-9_\-]{2,}")


def _plain(text: str) -> str:
    return re.sub(r"[`'\"\s\-_]", "", text).casefold()


def test_the_one_left_told_by_a_piece_of_its_own_text() -> None:
    told = 0
    for question in FOURS:
        key = question.key_text
        for other in sorted(set(question.options) - {key}):
            out = sorted(set(question.options) - {key, other})
            pieces = [
                piece
                for piece in _PIECE.findall(question.options[key])
                if _plain(piece) not in _plain(question.options[other])
            ]
            if not pieces:
                continue
            piece, head = pieces[-1], f"{out[0]} 跟 {out[1]} 先排除，"
            said = f"{head}剩下两个里只有一个真的写了 {piece}"
            graded = grade(question, said)
            assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, (question.id, said)
            told += 1
            for unmeant in (
                f"{head}剩下两个里只有一个没写 {piece}",
                f"{head}剩下两个里只有一个写了 {piece}？",
                f"{head}剩下两个里好像只有一个写了 {piece}",
                f"{out[0]} 先排除，剩下两个里只有一个写了 {piece}",  # three are left
                f"{key} 跟 {out[0]} 先排除，剩下两个里只有一个写了 {piece}",  # the one holding it is out
            ):
                assert grade(question, unmeant).verdict is not Verdict.CORRECT, (question.id, unmeant)
            break
    assert told > 3


def test_items_closing_on_a_pointer_are_one_list_ruled_out() -> None:
    for question in SINGLES[::4]:
        letters = sorted(question.options)
        for first, second in pairwise(letters):
            for said in (f"{first} 那个跟 {second} 那个先排除", f"{first} 那个、{second} 那个都不对"):
                graded = grade(question, said)
                assert graded.verdict is Verdict.INVALID, (question.id, said, graded.understood.choices)


def test_a_feeling_before_a_denial_still_denies() -> None:
    for question in SINGLES[::2]:
        key = question.key_text
        other = min(set(question.options) - {key})
        for said in (f"{key} 感觉也不对", f"{key}？感觉也不对，怎么会这样", f"{key}，觉得也不对"):
            assert grade(question, said).verdict is not Verdict.CORRECT, (question.id, said)
        chosen = grade(question, f"{other} 感觉也不对，{key}")
        assert chosen.verdict is Verdict.CORRECT, (question.id, chosen.rationale)


def test_a_question_back_with_what_one_believed_is_no_answer() -> None:
    for question in SINGLES[::2]:
        key = question.key_text
        for said in (f"{key} 现在也能这样了吗？我一直以为不行", f"{key} 也能用了吗？我还以为不可以"):
            graded = grade(question, said)
            assert graded.verdict is Verdict.INVALID, (question.id, said, graded.understood.choices)
        decided = grade(question, f"{key} 现在也能这样了吗？我一直以为不行，选 {key}")
        assert decided.verdict is Verdict.CORRECT, (question.id, decided.rationale)
