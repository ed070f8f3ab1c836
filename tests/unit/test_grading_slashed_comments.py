"""A comment typed after "//", as C and JSON write one ("x  // 换了下标名而已", '"nvme"  // param').

Found in the 83rd blind batch: "//" was read as part of the fill (floor division), so the key with a
"//" comment was glued to its words and graded wrong. Python's "//" is division, so a "//" is a comment
only when the line before it is code on its own and prose follows it; "x // 2", and "x // scale" where
the question's code holds ``scale``, stay division. The comment is then read as a "#" one: a word
against the fill in it still asks again.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.grading.code._slashed_comments import slashed_comments
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

CODE = [q for q in curated_catalog() if q.servable and q.type is QuestionType.CODE]
ONE_BLANK = [q for q in CODE if len(q.blanks) <= 1]
SEVERAL = [q for q in CODE if len(q.blanks) > 1 and isinstance(q.key, list)]


@pytest.mark.parametrize("comment", ["// 换了写法而已", "// 编译期常量", "// goes straight in"])
def test_a_fill_with_a_slashed_comment_reads_as_the_fill(comment: str) -> None:
    assert ONE_BLANK, "no code question to loop over"
    for question in ONE_BLANK:
        if grade(question, question.key_text).verdict is not Verdict.CORRECT:
            continue  # a key the reader does not take bare is no test of the comment
        answer = f"{question.key_text}  {comment}"
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


def test_each_blank_with_its_own_slashed_comment_reads() -> None:
    assert SEVERAL, "no code question with several blanks"
    for question in SEVERAL:
        bare = "\n".join(question.key)
        if grade(question, bare).verdict is not Verdict.CORRECT:
            continue
        answer = "\n".join(f"{fill}  // 第 {n} 处" for n, fill in enumerate(question.key, 1))
        assert grade(question, answer).verdict is Verdict.CORRECT, (question.id, answer)


@pytest.mark.parametrize("comment", ["// 不确定", "// 反正不是这个", "// wrong", "// 2", "// 3 ** 2"])
def test_a_slashed_comment_against_the_fill_or_a_division_is_never_correct(comment: str) -> None:
    for question in ONE_BLANK:
        answer = f"{question.key_text}  {comment}"
        assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)


def test_a_name_the_code_holds_after_slashes_is_a_division() -> None:
    assert slashed_comments("x  // scale", "out = ____ * scale") == "x  // scale"
    assert slashed_comments("x  // param", "out = ____ * scale") == "x  # param"
    assert slashed_comments("n // 2  // 整除", "") == "n // 2  # 整除"  # the last "//" the comment's
    assert slashed_comments("我觉得 x y  // 注", "") == "我觉得 x y  // 注"  # no code alone before it
    assert slashed_comments("x  // a if b else c", "") == "x  // a if b else c"  # an expression
