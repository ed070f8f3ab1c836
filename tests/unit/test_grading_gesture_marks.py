"""The person gesturing OK (🙆, arms in a circle) and no (🙅, arms crossed) as true/false marks of their
own, as ✅ and ❌ are: alone, in any dressing (🙆‍♂️, 🙅‍♀️, said twice), they are the bare mark; beside words
the answer is more than bare (to confirm); beside the other mark ("对 🙅", "🙆 不对") it is asked again."""

from __future__ import annotations

from bank.grading import Verdict, grade
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
_TRUE_KEY, _FALSE_KEY = "seed002-41", "seed002-42"  # claims that are true, and false
_DRESSED = ["", "\u200d♂️", "\u200d♀️", "\u200d♂", "️"]


def _read(question: str, typed: str) -> tuple[Verdict, bool]:
    graded = grade(_QUESTIONS[question], typed)
    return graded.verdict, graded.needs_confirmation


def test_a_gesture_alone_is_the_bare_mark() -> None:
    for dressing in _DRESSED:
        for times in (1, 2) if not dressing.strip("\ufe0f") else (1,):
            ok, no = ("🙆" + dressing) * times, ("🙅" + dressing) * times
            assert _read(_TRUE_KEY, ok) == (Verdict.CORRECT, False), ok
            assert _read(_FALSE_KEY, ok) == (Verdict.INCORRECT, False), ok
            assert _read(_FALSE_KEY, no) == (Verdict.CORRECT, False), no
            assert _read(_TRUE_KEY, no) == (Verdict.INCORRECT, False), no


def test_a_gesture_with_words_is_read_to_confirm() -> None:
    said = [
        (_FALSE_KEY, "🙅\u200d♀️ 不一定", Verdict.CORRECT),
        (_FALSE_KEY, "🙅 不行", Verdict.CORRECT),
        (_TRUE_KEY, "🙅 不行", Verdict.INCORRECT),
        (_TRUE_KEY, "🙆 会再量化", Verdict.CORRECT),
        (_TRUE_KEY, "🙆 吧", Verdict.CORRECT),
    ]
    for question, typed, verdict in said:
        assert _read(question, typed) == (verdict, True), typed
    for question, typed in [
        (_TRUE_KEY, "🙆 对"),
        (_TRUE_KEY, "是 🙆"),
        (_FALSE_KEY, "🙅 错哈"),
        (_FALSE_KEY, "nope 🙅"),
    ]:
        assert not _read(question, typed)[1], typed  # the mark said again by its gesture: bare


def test_a_gesture_against_the_other_mark_is_asked_again() -> None:
    for typed in ["对 🙅", "🙅 对", "🙆 不对", "🙆🙅", "🙅 🙆", "✅ 🙅", "🙆 ❌", "🙆？", "是 🙅", "是 👍🙅"]:
        for question in (_TRUE_KEY, _FALSE_KEY):
            assert _read(question, typed)[0] is Verdict.INVALID, typed


def test_a_gesture_on_a_choice_stays_decoration_or_a_refusal() -> None:
    assert grade(_QUESTIONS["seed000-15"], "🙆 gptAttentionPlugin").understood.choices == ["A"]
    for typed in ["A 🙅", "🙅 gptAttentionPlugin", "🙅 A"]:
        assert grade(_QUESTIONS["seed000-15"], typed).verdict is not Verdict.CORRECT, typed
