"""A comment beside a fill that denies it as "this" or doubts it ("{C}  # 反正不是这个", "{C}  # 不确定").

Found by the fifth red team of the reader: on every one-blank code question the key's fill with such a
comment was graded correct, bare: the comment reader knew "错", "不对", "not", but not "不是这个" nor a
doubt, which the remark closing the answer ("{C}，不确定") already knew. A comment that only explains the
fill ("# 编译期常量", "# 不是 int") still reads correct.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

ONE_BLANK = [
    q for q in curated_catalog() if q.servable and q.type is QuestionType.CODE and len(q.blanks) <= 1
]


@pytest.mark.parametrize("comment", ["# 反正不是这个", "# 不是这个", "# 不确定", "// 没把握", "# 猜的"])
def test_a_fill_its_comment_denies_or_doubts_is_never_correct(comment: str) -> None:
    assert ONE_BLANK, "no code question to loop over"
    for question in ONE_BLANK:
        answer = f"{question.key_text}  {comment}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("comment", ["# 编译期常量", "# 不是 int", "# 推理不要 dropout"])
def test_a_fill_its_comment_explains_still_reads(comment: str) -> None:
    for question in ONE_BLANK:
        answer = f"{question.key_text}  {comment}"
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)
