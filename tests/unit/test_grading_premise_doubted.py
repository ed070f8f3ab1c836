"""A question back that doubts what the task or an option takes as given, and one that first confirms a
reading, are no answers (blind batch 85).

"drop_tokens 真有这个参数？我印象里叫 drop_policy" (seed002-36) was read as A: the parameter's name is in
option A, and what the candidate recalls after the question was taken for a reply. "64 张卡真的够 180B 吗？
我感觉不够" (seed002-51, open) and "先确认下，0.03 元只算 GPU 还是含存储带宽？" (seed001-19, open) were graded
by the rubric: both speak of the question's matter, and neither answers it. The neighbours: a doubt that
goes on to choose, a question of one's own on an option answered (a self-question, read), a feeling that
gives a figure of its own, a clarifying question that is then answered, and a true/false claim asked with
真 and replied to ("真的不支持吗？我记得支持": 错).
"""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.decisions._asking import asks_which_meant, doubts_premise
from tests.helpers.curated import curated_catalog

CATALOG = {q.id: q for q in curated_catalog()}

DOUBTS = [
    "drop_tokens 真有这个参数？我印象里叫 drop_policy",
    "drop_tokens 真有这个参数？",
    "64 张卡真的够 180B 吗？我感觉不够",
    "这个 flag 当真存在？我记得早就删了",
    "真能开到 64 吗？我怀疑不行。",
    "top-1 gating 真的支持吗？感觉没见过？",
]
NOT_DOUBTS = [
    "drop_tokens 真有这个参数？我印象里有，ABCD",  # chooses after
    "drop_tokens 真有这个参数？有，所以选 A",  # decides
    "A 真的对吗？我感觉不对",  # a self-question on an option, replied to
    "64 张卡真的够吗？我觉得要 128 张",  # a figure of its own
    "drop_tokens 是参数名，我印象里叫 drop_policy",  # no question
    "我记得 drop_tokens 真有这个参数",  # no question
    "真的",  # no question
]


def test_a_doubt_of_the_premise_is_no_answer() -> None:
    for text in DOUBTS:
        assert doubts_premise(text), text
    for text in NOT_DOUBTS:
        assert not doubts_premise(text), text
    assert not doubts_premise("真的不支持吗？我记得支持", "truefalse")


def test_doubts_are_asked_again_and_replies_read() -> None:
    cases = [
        ("seed002-36", "drop_tokens 真有这个参数？我印象里叫 drop_policy", Verdict.INVALID),
        ("seed002-51", "64 张卡真的够 180B 吗？我感觉不够", Verdict.INVALID),
        ("seed001-19", "先确认下，0.03 元只算 GPU 还是含存储带宽？", Verdict.INVALID),
        ("seed001-19", "想确认一下，是按峰值算还是按日均算？", Verdict.INVALID),
        ("seed002-48", "真的不支持吗？我记得支持", Verdict.CORRECT),  # the claim asked, then replied to
    ]
    for question, answer, verdict in cases:
        graded = grade(CATALOG[question], answer)
        assert graded.verdict is verdict, (answer, graded.verdict, graded.rationale)


def test_confirming_first_asks_which_is_meant() -> None:
    for text in ["先确认下，0.03 元只算 GPU 还是含存储带宽？", "先问一下，延迟是 P99 还是平均？"]:
        assert asks_which_meant(text), text
    for text in [
        "先确认下，B 还是 C？",
        "先确认下，16 还是 32？",
        "先确认下，只算 GPU 还是含存储？只算 GPU：用 INT8",
    ]:
        assert not asks_which_meant(text), text
