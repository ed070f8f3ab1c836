"""Options named by their place in other words: "头尾两个" (the first and the last, as "首尾两项"),
"倒数第二个那段" (the one, by the measure word of a place after 那), "除了第三个全要" (all but one, taken by
要 closing the answer) — each read to confirm; a thing named next ("头尾两个 token", "倒数第二个阶段"), a
denial ("…那段不对", "都不要"), or more said of the rest ("都要改") is not read as a choice."""

from __future__ import annotations

from bank.grading import Verdict, grade
from bank.grading.mentions._ordinal_words import ordinal_words
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
_ENDS, _SNIPPETS, _PAGED = "seed000-25", "seed001-01", "seed000-23"  # multi of 5; single of code; multi of 5


def test_both_ends_are_the_first_and_the_last() -> None:
    for lead in ("", "选", "就"):
        for ends in ("头尾", "首尾"):
            for count in ("两", "二", "2", ""):
                for unit in ("个", "项", "条"):
                    for close in ("", "吧", "都对", "。"):
                        typed = f"{lead}{ends}{count}{unit}{close}"
                        assert "第一项和最后一项" in ordinal_words(typed), typed
    for typed in ["头尾两个 token", "码头尾两个", "首尾两个阶段", "头尾两个 patch 保留", "开头尾两个"]:
        assert "第一项" not in ordinal_words(typed), typed


def test_places_graded_to_confirm() -> None:
    read = [
        (_ENDS, "头尾两个", ["A", "E"]),
        (_SNIPPETS, "倒数第二个那段", ["C"]),
        (_SNIPPETS, "倒数第二个那组", ["C"]),
        (_SNIPPETS, "第二个那段", ["B"]),
        (_PAGED, "除了第三个全要", ["A", "B", "D", "E"]),
        (_PAGED, "除了第三个都要吧", ["A", "B", "D", "E"]),
        (_PAGED, "除了 C 全都要", ["A", "B", "D", "E"]),
    ]
    for question, typed, choices in read:
        graded = grade(_QUESTIONS[question], typed)
        assert graded.understood.choices == choices and graded.needs_confirmation, typed


def test_places_denied_or_said_more_of_are_no_choice() -> None:
    unread = [
        (_SNIPPETS, "倒数第二个那段不对"),
        (_SNIPPETS, "C 那段不对"),
        (_SNIPPETS, "C 这段不对"),
        (_SNIPPETS, "倒数第二个阶段"),
        (_PAGED, "除了第三个都要改"),
        (_PAGED, "除了第三个都不要"),
        (_PAGED, "不是除了第三个都要"),
        (_PAGED, "除了第三个全要？"),
        (_ENDS, "头尾两个不对"),
    ]
    for question, typed in unread:
        assert grade(_QUESTIONS[question], typed).verdict is not Verdict.CORRECT, typed


def test_every_option_with_a_sign_beside_it_is_every_option() -> None:
    for sign in ("👉", "👈", "✅", "👍", "👉🏻"):
        for typed in (f"{sign} 全选", f"全选{sign}", f"{sign}都选"):
            assert grade(_QUESTIONS["seed000-16"], typed).verdict is Verdict.CORRECT, typed
            assert grade(_QUESTIONS[_PAGED], typed).understood.choices == list("ABCDE"), typed
    for typed in ("❌ 全选", "全选 ❌", "全选 🤔", "🙅 全选", "全选 👎", "🚫全选", "👉 不全选", "👉 全选？"):
        assert grade(_QUESTIONS["seed000-16"], typed).verdict is Verdict.INVALID, typed
