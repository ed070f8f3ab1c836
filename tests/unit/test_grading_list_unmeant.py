"""A list of letters read as the key, then said of in a way that is not the candidate's set
(``_list_unmeant``).

Found by the fifth red team of the reader: on every multiple choice with a wrong option, "A、D 不都要"
(not all), "A、D 三个都要" (a count that is not the list's), "A、D 都要满足才怪" (irony) and "A、D 都要
满足，B 也是" (one more option added by "也") were read as the key, correct to confirm: the candidate
would have been shown a reading they did not mean. Each is asked again now; the nearest right sentences
still read right.
"""

from __future__ import annotations

import pytest

from bank.grading import Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.curated import curated_catalog

SERVABLE = [q for q in curated_catalog() if q.servable]
MULTIS = [q for q in SERVABLE if q.type is QuestionType.MULTI and set(q.options) - set(q.key)]
SINGLES = [q for q in SERVABLE if q.type is QuestionType.SINGLE]
COUNTS = {2: "两个", 3: "三个", 4: "四个"}

NOT_MEANT = (
    "{K} 不都要",
    "{K} 不都要满足",
    "{K} 未必都满足",
    "{K} 不一定都对",
    "{K} 不见得都对",
    "{K} 不全对",
    "{K} 都要满足才怪",
    "{K} 都对，才怪",
    "{K} 都选才怪",
    "{K} 都要满足，{W} 也是",
    "{K} 都要，{W} 也是",
    "{K} 都要满足，{W} 也要满足",
    "{K} {N}都要",
    "{K} {N}",
)
STILL_RIGHT = (
    "{K} 都要",
    "{K} 都要满足",
    "{K} {M}都要",
    "选 {K}，{W} 才怪",
    "{K} 都对，{W} 也是错的",
    "{K} 对，{W} 也是干扰项",
    "{K}，{W} 不对",
    "{K}，{W} 也作废",
    "{K}，{W} 也是迷惑项",
)


def _filled(template: str, question: Question) -> str:
    key = sorted(question.key)
    wrong = sorted(set(question.options) - set(key))[0]
    other = 3 if len(key) == 2 else 2  # a count that is not the key's
    return template.format(K="、".join(key), W=wrong, N=COUNTS[other], M=COUNTS.get(len(key), ""))


@pytest.mark.parametrize("template", NOT_MEANT)
def test_a_key_said_not_to_be_the_set_is_asked_again(template: str) -> None:
    for question in MULTIS:
        answer = _filled(template, question)
        graded = grade(question, answer)
        assert graded.verdict is not Verdict.CORRECT, (question.id, answer, graded.reading)


@pytest.mark.parametrize("template", STILL_RIGHT)
def test_the_nearest_right_sentences_read_as_the_key(template: str) -> None:
    counted = [question for question in MULTIS if "{M}" not in template or len(question.key) in COUNTS]
    assert len(counted) >= len(MULTIS) // 2, "the count words leave out most keys: the loop checks little"
    for question in counted:
        answer = _filled(template, question)
        graded = grade(question, answer)
        assert graded.verdict is Verdict.CORRECT, (question.id, answer, graded.rationale)
        assert graded.understood.choices == sorted(question.key), (question.id, answer)


def test_irony_on_the_single_chosen_option_is_asked_again_and_on_another_rules_it_out() -> None:
    for question in SINGLES:
        wrong = sorted(set(question.options) - set(question.key))[0]
        assert grade(question, f"{question.key} 对才怪").verdict is not Verdict.CORRECT, question.id
        graded = grade(question, f"选 {question.key}，{wrong} 才怪")
        assert graded.verdict is Verdict.CORRECT, (question.id, graded.rationale)
