"""Letters said to a phone's voice input and written as homophones (诶 A, 逼/比/必 B, 西 C, 地 D): read only
where they can be nothing else — closing the answer after a word of choosing ("…，那就西"), linked in a list
opening it ("诶 和 地"), typed together as the whole answer ("诶逼西") — and always to confirm; inside a
word ("东西", "地方", "逼近", "就地") they stay as typed."""

from __future__ import annotations

from itertools import permutations

from bank.grading import Verdict, grade
from bank.grading.text._spelling import voiced_letters
from tests.helpers.curated import curated_catalog

_QUESTIONS = {question.id: question for question in curated_catalog()}
_SAID = {"诶": "A", "逼": "B", "比": "B", "西": "C", "地": "D"}
_LEADS = ["那就", "那就选", "就选", "所以", "所以选", "答案是", "那就是"]
_CLOSES = ["", "吧", "。", " ！"]
_BEFORES = ["", "嗯…SDXL 的 context dim 是 2048，", "emm 想了想 "]


def test_a_homophone_closing_the_answer_after_a_word_of_choosing_is_its_letter() -> None:
    for before in _BEFORES:
        for lead in _LEADS:
            for said, letter in _SAID.items():
                for close in _CLOSES:
                    if lead.endswith("就") and said == "地":
                        continue  # "就地": in place, a word of its own (below)
                    if said == "比" and not lead.endswith(("选", "是")):
                        continue  # "所以比": a comparison cut short after a bare conjunction (below)
                    typed = f"{before}{lead}{said}{close}"
                    assert voiced_letters(typed) == f"{before}{lead}{letter}{close}", typed


def test_a_homophone_that_is_part_of_a_word_or_not_closing_stays_as_typed() -> None:
    kept = [
        "那就地",  # in place
        "就地",
        "原地更新，那就地",
        "那就一",  # cut short, or the first
        "这东西",
        "那东西",
        "所以东西",
        "去目的地",
        "那就地方",
        "那就逼近",
        "被逼的",
        "那就不是西",  # a denial: no word of choosing before it
        "不就是西",  # a question back
        "那就西方",
        "所以比较",
        "所以比 B 好",
        "所以比",  # a comparison cut short ("所以比 A 快"): only after 选 or 是 is 比 a letter
        "那就比",
        "所以比吧",
        "batch 翻倍，所以比",
        "西，那就",
        "那就西…不对",  # not the close
        "我就爱",
    ]
    for typed in kept:
        assert voiced_letters(typed) == typed, typed


def test_homophones_listed_or_typed_together_are_letters() -> None:
    for count in (2, 3):
        for said in permutations(_SAID, count):
            if len({_SAID[one] for one in said}) < count:
                continue  # 逼 and 比 both B
            letters = " ".join(_SAID[one] for one in said)
            for apart in (" ", "、", " 和 ", "跟", "，"):
                typed = apart.join(said)
                got = voiced_letters(typed)
                assert got.split()[0] == letters.split()[0] and all(
                    letter in got for letter in letters.split()
                ), typed
            assert voiced_letters("".join(said)) == letters, "".join(said)
    assert voiced_letters("诶 逼 地 和 UniPC") == "A B D 和 UniPC"


def test_homophones_typed_together_inside_words_or_repeated_stay_as_typed() -> None:
    for typed in ["西西", "比比", "一地", "地西方", "西地方", "诶地址", "逼近", "比地 更好", "诶和地方"]:
        assert voiced_letters(typed) == typed, typed


def test_homophones_are_graded_to_confirm_and_never_what_was_not_said() -> None:
    read = [
        ("seed000-03", "嗯…SDXL 的 context dim 是两千零四十八，那就西", ["C"], Verdict.CORRECT),
        ("seed000-13", "选逼，同步会打断 capture", ["B"], Verdict.CORRECT),
        ("seed000-18", "诶 和 地", ["A", "D"], Verdict.CORRECT),
        ("seed000-19", "逼 西", ["B", "C"], Verdict.CORRECT),
        ("seed001-15", "诶逼西", ["A", "B", "C"], Verdict.CORRECT),
        ("seed001-15", "诶西", ["A", "C"], Verdict.INCORRECT),
        ("seed002-33", "诶 西 地", ["A", "C", "D"], Verdict.INCORRECT),
    ]
    for question, typed, choices, verdict in read:
        graded = grade(_QUESTIONS[question], typed)
        assert (graded.understood.choices, graded.verdict) == (choices, verdict), typed
        assert graded.needs_confirmation, typed
    unread = [("seed000-13", "那就地"), ("seed000-13", "那就逼近"), ("seed000-03", "那东西")]
    unread += [
        ("seed000-04", "头数算一下，所以比"),
        ("seed000-04", "所以比"),
    ]  # keyed B: cut short, asked again
    for question, typed in unread:
        assert grade(_QUESTIONS[question], typed).verdict is not Verdict.CORRECT, typed
