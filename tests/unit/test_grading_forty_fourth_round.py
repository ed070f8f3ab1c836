"""The round on blind batch 44 (issue "Grading a typed answer"): answers meant plainly, read as meant.

- "A,B,C,D 都要": a list of options closed by a word that takes or keeps every one of them ("都要",
  "全要", "都得选", "都勾上", "全部", …), as "都选" and "都对" already did, closes the list: its last
  item is chosen with the rest, not read as described by a clause of its own. A shorter or longer set,
  a denial ("都不要", "不一定要") or a question never reads as the key unasked. An item of such a list
  in an option's own words ("切优化器") is read to confirm, as before "都能用"; one in no option's words
  leaves the answer asked again, never the smaller set.
"""

from __future__ import annotations

import pytest

from bank.catalog import Catalog
from bank.grading import Verdict, grade
from bank.grading._list_words import LIST_CLOSINGS
from bank.model import QuestionType
from tests.unit.test_grading_mend_round import TRICKS

BANK = {question.id: question for question in Catalog.load()}
MULTI = [q for q in BANK.values() if q.type is QuestionType.MULTI and q.servable]
SINGLE = [q for q in BANK.values() if q.type is QuestionType.SINGLE and q.servable]
TAKING_ALL = LIST_CLOSINGS[LIST_CLOSINGS.index("都要") :]  # the words this round added
COMMAS = (",", ", ", "，")


def test_the_labelled_answer_is_the_whole_set_to_confirm():
    graded = grade(BANK["seed002-36"], "A,B,C,D 都要")
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation
    assert graded.reading == "A、B、C、D"


@pytest.mark.parametrize("word", ["都能用", "全要", "都要"])
def test_an_item_in_an_options_own_words_before_such_a_word_is_read_to_confirm(word):
    graded = grade(TRICKS, f"激活重计算、bf16、切优化器，{word}")  # D: "ZeRO-3 切分优化器状态"
    assert graded.verdict is Verdict.CORRECT and graded.needs_confirmation, word
    for unread in ("梯度累加", "FlashAttention"):  # no option's: never the smaller set
        assert grade(TRICKS, f"激活重计算、bf16、{unread}，{word}").verdict is Verdict.INVALID, (unread, word)


@pytest.mark.parametrize("word", TAKING_ALL)
def test_a_list_closed_by_taking_every_item_is_the_whole_list(word):
    for comma in COMMAS:
        answers = {q.id: f"{comma.join(q.key_text.strip())} {word}" for q in MULTI}
        unread = [q.id for q in MULTI if grade(q, answers[q.id]).verdict is not Verdict.CORRECT]
        assert MULTI and not unread, (word, comma, unread)


@pytest.mark.parametrize("word", TAKING_ALL)
def test_another_set_a_denial_or_a_question_is_never_the_key_unasked(word):
    for question in MULTI:
        key, labels = sorted(question.key_text), sorted(question.options)
        wrong_sets = [key[:-1], key[1:]] if len(key) > 1 else []
        wrong_sets += [sorted([*key, extra]) for extra in labels if extra not in key][:1]
        for comma in COMMAS:
            for wrong in wrong_sets:
                answer = f"{comma.join(wrong)} {word}"
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
            named = comma.join(key)
            for denied in (
                f"{named} 不{word}",
                f"{named} 都不要",
                f"{named} 不一定{word}",
                f"{named} 不是{word}",
            ):
                assert grade(question, denied).verdict is not Verdict.CORRECT, (question.id, denied)
            for asked in (f"{named} {word}吗？", f"{named} {word}？", f"{named} 可能{word}"):
                graded = grade(question, asked)
                assert graded.verdict is not Verdict.CORRECT or graded.needs_confirmation, (
                    question.id,
                    asked,
                )
    for question in SINGLE:
        other = sorted(set(question.options) - {question.key_text})[0]
        for comma in COMMAS:
            for answer in (
                f"{question.key_text}{comma}{other} {word}",
                f"{other}{comma}{question.key_text} {word}",
            ):
                assert grade(question, answer).verdict is not Verdict.CORRECT, (question.id, answer)
