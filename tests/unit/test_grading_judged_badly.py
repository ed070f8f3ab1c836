"""The one option of a single choice judged badly after it (issue "Grading a typed answer").

"B，有问题", "B 不怎么样", "B 有坑", "B, sketchy" were read as B, to confirm: on a question keyed B, an
answer that finds fault with B turned right. A short clause after the chosen option holding a word that
judges it badly asks again now, unless a negation stands just before the word ("B 没什么问题"), the clause
names another option ("B，A 有问题") or is a reason ("B，因为 A 的写法在 eager 下有问题"), or the stem
asks the wrong one or what fails (there "B 有问题" names the answer). Looped over every single choice by
its key letter, each word in turn (a few grades a question).
"""

from __future__ import annotations

import re

from bank.grading import Verdict, grade
from bank.grading.checks._negated_after import negated_after
from bank.grading.choice._choice import stem_asks
from bank.grading.text import _lexicon as lexicon
from bank.model import QuestionType
from tests.helpers.curated import curated_catalog

SINGLES = [q for q in curated_catalog() if q.servable and q.type is QuestionType.SINGLE]
JUDGED = (
    "，有问题",
    " 不怎么样",
    " 有坑",
    "，这个选项有问题",
    " 有硬伤吧",
    "，差点意思",
    " 很坑",
    ", sketchy",
    ", it has issues",
    " is fishy",
    "，有问题吗？没有",  # asked and answered: ask again rather than guess
)
# affirming in the words of a fault, a reason about another option, another option judged
KEPT = (" 没问题", " 不会错", "，没什么问题", " 没啥毛病", "，没毛病", ", no issues")
# a caveat: a turn, then the fault, of the option kept ("B，但是也有问题")
CAVEATS = ("，但是也有问题", "，不过有坑", "，但也有点问题", "，只是不怎么样")


def _asks_fault(stem: str) -> bool:
    return not stem_asks(stem)[1] or bool(re.search(lexicon.FAULT_ASKED, stem, re.I))


def test_the_key_judged_badly_is_asked_again_unless_the_stem_asks_a_fault() -> None:
    assert len(SINGLES) >= 10
    for index, question in enumerate(SINGLES):
        for judged in (JUDGED[index % len(JUDGED)], JUDGED[(index + 3) % len(JUDGED)]):
            answer = f"{question.key}{judged}"
            if _asks_fault(question.stem):  # "B 有问题" on "哪项会导致 capture 失败？": the answer named
                assert not negated_after(answer, [str(question.key)], question.options, question.stem), answer
                continue
            result = grade(question, answer)
            assert result.verdict is Verdict.INVALID, (question.id, answer, result)


def test_the_key_affirmed_in_a_fault_s_words_still_reads() -> None:
    for index, question in enumerate(SINGLES):
        if _asks_fault(question.stem):  # "B 没问题" on "哪项会导致失败？" denies B's fault: asked again
            continue
        answer = f"{question.key}{KEPT[index % len(KEPT)]}"
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT, (question.id, answer, result)


def test_a_caveat_after_a_turn_keeps_the_option() -> None:
    for index, question in enumerate(SINGLES):
        answer = f"{question.key}{CAVEATS[index % len(CAVEATS)]}"
        result = grade(question, answer)
        assert result.verdict is Verdict.CORRECT and result.needs_confirmation, (question.id, answer, result)


def test_a_fault_of_another_option_or_a_reason_is_no_judgement_of_the_one_chosen() -> None:
    stem = "以下哪种写法可以正确开启该模式？"
    options = {"A": "mode='max'", "B": "mode='reduce-overhead'", "C": "fullgraph=True", "D": "dynamic=True"}
    for answer in (
        "B，A 有问题",
        "B，因为 A 的写法在 eager 下有问题",
        "B 没什么问题",
        "B，没啥毛病",
    ):
        assert not negated_after(answer, ["B"], options, stem), answer
    for answer in ("B 有问题", "B，这个有坑", "B，并不坑", "B 不咋样", "B, it's sketchy", "B is bad"):
        assert negated_after(answer, ["B"], options, stem), answer
    # the stem says the word itself: still said of B ("B has the pitfall"), asked again
    assert negated_after("B 有坑", ["B"], options, "以下哪种写法可以绕开这个坑？")


# judged badly in words of how bad, odd or risky it is (each had read as the key, to confirm)
JUDGED_MORE = ("，很差", " 有点怪", "，怪怪的", "，问题很多", "，一堆问题", "，有 bug", "，有风险")
JUDGED_MORE_EN = (", looks wrong", ", seems wrong", ", iffy", ", weird", " is suspicious")
# the same words of another option, or in a reason: no judgement of the one chosen
KEPT_MORE = ("，A 很差", "，A 有点怪", "，A 有风险", "，因为 A 的写法在 eager 下有 bug")


def test_the_key_judged_bad_odd_or_risky_is_asked_again() -> None:
    words = JUDGED_MORE + JUDGED_MORE_EN
    for index, question in enumerate(SINGLES):
        if _asks_fault(question.stem):
            continue
        for judged in (words[index % len(words)], words[(index + 5) % len(words)]):
            answer = f"{question.key}{judged}"
            assert grade(question, answer).verdict is Verdict.INVALID, (question.id, answer)


def test_the_same_words_of_another_option_judge_nothing() -> None:
    stem = "以下哪种写法可以正确开启该模式？"
    options = {"A": "mode='max'", "B": "mode='reduce-overhead'", "C": "fullgraph=True", "D": "dynamic=True"}
    for kept in KEPT_MORE:
        assert not negated_after(f"B{kept}", ["B"], options, stem), kept
    for judged in JUDGED_MORE + JUDGED_MORE_EN:
        assert negated_after(f"B{judged}", ["B"], options, stem), judged
