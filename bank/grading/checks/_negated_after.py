"""A short clause after the one option a single choice reads, holding a negation the reader does not
understand ("B 不合适", "B 没有道理", "B 不一定", "B 不留"): said of B it may deny B, so the answer is
asked again, never read as B. A clause that names another option ("B，不是 A", "B，A 不对",
"B，因为 A 不支持 fp8") denies that one and reads as before; one that affirms in a negation's characters
("B 没错", "B 不会错", "B 毋庸置疑") reads as before, as one that doubts oneself after a turn
("B，不过不确定"); on a stem asking the wrong one or what fails, a word calling B faulty ("B 不支持",
"B 不合适") names the answer, read as before; a long clause is a reason about the content. A word judging
B badly with or without a negation ("B，有问题", "B 不怎么样", "B 有坑", "B, sketchy") asks again the same
way, unless a negation stands just before it ("B 没什么问题"). A word setting
the option aside, or a negation in Korean or Japanese ("B 除外", "B pass", "B じゃない", "B 아니요"), is
asked again as well. A minus
glued before the letter ("-B", "−B") strikes it out, unlike a bullet ("- B") or hyphens around it ("-B-").
"""

from __future__ import annotations

import re

from bank.grading.choice._choice import asks_fault, stem_asks
from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_AFFIRMED = re.compile(alternation(lexicon.KEPT_IN_NEGATION), re.I)
_NEGATION = re.compile(lexicon.NEGATION_AFTER, re.I)
# the whole rest of the answer a word setting the option aside, a particle (a topic's "は", "가" too) or a
# mark of the end at most ("違う" is typed simplified as "违う" once prepared)
_SET_ASIDE = re.compile(
    rf"[\s,，、:：~～-]*(?:{alternation(lexicon.SET_ASIDE_LEADS)})?\s*(?:{alternation(lexicon.SET_ASIDE_AFTER)})"
    rf"\s*(?:{alternation(lexicon.SET_ASIDE_CLOSES)})?[\s。.!！~～…]*",
    re.I,
)
# "B，不过不确定": a turn whose doubt is struck above, read to confirm (never "不过关", "不过如此")
_TURN = re.compile(rf"(?:{lexicon.TURNS})(?=\s|$)", re.I)
_FAULT_SAID = re.compile(alternation(lexicon.FAULT_SAID))
# a word judging the option badly ("有问题", "不怎么样", "有坑", "sketchy"), whole in a word of letters
_JUDGED_BADLY = re.compile(rf"(?<![A-Za-z])(?:{alternation(lexicon.JUDGED_BADLY)})(?![A-Za-z])", re.I)
# the option judged named again as "this", or by a pointer and a word for what it is ("B，那段代码有问题")
_JUDGED_ONE = re.compile(
    rf"(?<![A-Za-z])(?:{alternation(lexicon.JUDGED_ONE)}|{lexicon.POINTED_AGAIN})(?![A-Za-z])", re.I
)
_JUDGED_NEGATED = re.compile(lexicon.JUDGED_BADLY_NEGATED, re.I)
_JUDGED_CAVEAT = re.compile(rf"^[\s,，、;；]*(?:{lexicon.TURNS})", re.I)  # "B，但是也有问题"
_STRUCK = re.compile(r"\s*[-−]\s?(?P<letter>[A-Ha-h])\s*")  # "-B", never "- B" nor "-B-"
_CHARACTER = re.compile(r"没有|[\u4e00-\u9fff]")
_WORD = re.compile(r"[A-Za-z']+")
_FIGURE = re.compile(r"\d+(?:\.\d+)?")
# particles and degree words, which make no clause longer ("不太行吧" is as short as "不行")
_LIGHT = re.compile(alternation(lexicon.NEGATED_AFTER_LIGHT))
# a verdict: a negation and a word of at most two characters ("不合适", "没有道理", "not right"); longer,
# or with a figure, the clause says what the option does ("甲，不做软化", "A，77 个位置不够用")
_SHORT = 3
# the option named by its letter: named by its own words, figure or place, a clause after it may finish
# them ("stage3_gather_16bit_weights_on_model_save 没打开", "…应为 16，不需要改", "甲，不做软化")
_LABELS = ("letter",)


def negated_after(text: str, chosen: tuple[str, ...] | list[str], options: dict[str, str], stem: str) -> bool:
    """Whether the one option read is followed by a short negated clause naming no other, or struck."""
    if len(chosen) != 1:
        return False
    struck = _STRUCK.fullmatch(text)
    if struck and not text.lstrip().startswith("- "):
        return struck.group("letter").upper() == chosen[0]
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, options, stem)
    own = [mention for mention in mentions if chosen[0] in mention.labels]
    if not own or own[-1].kind not in _LABELS:
        return False
    if any(mention.start >= own[-1].end for mention in mentions if mention not in own):
        return False  # "B，不是 A": the negation is of another option
    if _SET_ASIDE.fullmatch(prepared, own[-1].end):
        return True  # "B 除外", "B pass", "B，不是这个", "B じゃない": the option set aside
    clause = _TURN.sub(" ", _AFFIRMED.sub(" ", prepared[own[-1].end :]))
    fault_asked = not stem_asks(stem)[1] or asks_fault(stem)
    if _FAULT_SAID.search(clause) and fault_asked:
        return False  # "B 不支持" on "哪项会导致 capture 失败？": the fault asked for, said of B
    # a negation the stem says too ("…哪项几乎不受 PCIe 带宽限制？" — "只有 D 不受影响") answers it; one
    # the option's own words say restates it (an option "离群通道未跳过": "B，未跳过"). Only with what it
    # negates: a bare one closing the answer ("B keep it? no", "D 留着？不") restates no word of the stem
    # however a stem word begins ("layer_norm", "不受")
    said = stem + options.get(chosen[0], "")
    if not fault_asked and _judged_badly(clause):
        return True  # "B，有问题", "B 不怎么样", "B 有坑": B judged badly, or B chosen?
    light = _LIGHT.sub("", clause)
    if _FIGURE.search(light) or len(_CHARACTER.findall(light)) + len(_WORD.findall(light)) > _SHORT:
        return False
    # a word said of another option before, negated of this one ("A 超了，B 没超"): a contrast, read as before
    before = prepared[: own[-1].start] if any(mention.end <= own[-1].start for mention in mentions) else ""
    return any(
        (found.end() >= len(clause.rstrip()) or clause[found.start() : found.end() + 1] not in said)
        and not ((word := clause[found.end() : found.end() + 1].strip()) and word in before)
        for found in _NEGATION.finditer(clause)
    )


def _judged_badly(clause: str) -> bool:
    """Whether ``clause`` is short and judges the option before it badly by a word no negation stands
    just before ("B，有问题", "B，这个有坑", never "B，没什么问题", nor a reason "B，因为 A 的写法在 eager 下
    有问题"), nor a caveat "B，但是也有问题"). Said in the stem too, it still judges B ("…绕开这个坑？" — "B
    有坑"), unlike a negation."""
    if _JUDGED_CAVEAT.match(clause):  # "B，但是也有问题": a caveat of the option kept
        return False
    judged = [
        found
        for found in _JUDGED_BADLY.finditer(clause)
        if not _JUDGED_NEGATED.search(clause, 0, found.start())
    ]
    if not judged:
        return False
    rest = _LIGHT.sub("", _JUDGED_ONE.sub(" ", _JUDGED_BADLY.sub(" ", clause)))
    return not _FIGURE.search(rest) and len(_CHARACTER.findall(rest)) + len(_WORD.findall(rest)) <= _SHORT
