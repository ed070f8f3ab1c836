"""A true/false verdict turned round: a verdict, then a correction, then the other verdict.

"错吧……想想步数少噪声大，还是对的": the closing clause opens on "还是" and settles on the other verdict
("还是对的", or after a thought said between them: "错……想想，还是对"): the last verdict answers, to
confirm as any sentence is. Said without either ("错，还是对"), or after a case ("…，步数多的时候，还是
对的"), which verdict is meant is no guess worth grading on: asked again. "对还是错？" (or) and "也还是错"
(still) open no clause, and a closing verdict the same as the first turns nothing.

"不支持——哦不对，ZeRO-Infinity 可以卸到 NVMe，支持": after the last correction the claim's own predicate
answers (the echo of ``_truth_echo``, read as everywhere else); a verdict taken back by a retraction
("哦不对", "wait") with none after it leaves no answer, asked again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import CONDITIONS, alternation

_THOUGHTS = alternation(lexicon.TRUTH_REVERSAL_THOUGHTS)
_CLOSING = re.compile(
    # after punctuation, or a space before a thought ("错吧 想想还是对的"); never a bare space, which
    # follows a subject ("对，FA1 还是错的": FA1 still is, not a turn) or asks ("对 还是错的")
    rf"(?:^|(?<=[,，;；。.!！…—\-])|(?<=\s)(?=(?:{_THOUGHTS})))"
    rf"\s*(?P<thought>(?:{_THOUGHTS})\s*)?"
    rf"(?:{alternation(lexicon.TRUTH_REVERSALS)})\s*"
    r"(?P<said>[^,，;；。.!！?？…—]+?)\s*[。.!！~～]*$",
    re.I,
)
# "所以错" closing after a thought ("先说对…再想了下 它只在一张卡里 所以错"): a space opens it too, as
# "所以" cannot go on a subject; without a thought before it, it concludes a reason and turns nothing
_CONCLUDED = re.compile(
    rf"(?:(?<=[,，;；。.!！…—\-])|(?<=\s))\s*(?:{alternation(lexicon.TRUTH_CONCLUDED_REVERSALS)})\s*"
    r"(?P<said>[^,，;；。.!！?？…—\s]+?)\s*[。.!！~～]*$",
    re.I,
)
# the other mark closing after a thought, with no "还是" or "所以" ("错 想了一下 也许对吧"): the thought turns
# it; said tentatively ("也许", "吧"), which mark is meant is asked again
_THOUGHT_THEN = re.compile(
    rf"(?:(?<=[,，;；。.!！…—\-])|(?<=\s))\s*(?P<thought>(?:再|又)?(?:{_THOUGHTS})\s*[,，]?\s*)?"
    rf"(?P<hedge>(?:{alternation(lexicon.TENTATIVE)})\s*)?"
    r"(?P<said>[^,，;；。.!！?？…—\s]+?)\s*[。.!！~～]*$",
    re.I,
)
_LEANING = re.compile(r"[吧吗呢嘛]\s*$")
_SETTLED = re.compile(r"[的了啦]\s*$")
_CONDITION = re.compile(CONDITIONS, re.I)

Verdict = Callable[[str], "bool | None"]


@dataclass(frozen=True)
class Turned:
    truth: bool | None  # None: turned, but which verdict is meant is unclear (asked again)


def turned_round(text: str, verdict: Verdict, whole: Verdict) -> Turned | None:
    """The verdict of the closing "还是" clause when it turns from the verdict before it (see the
    module); None when no such clause closes ``text`` or it turns nothing. ``verdict`` reads a part
    of the answer (a mark, or the claim's predicate); ``whole`` reads what follows "还是" only when it
    is a whole verdict ("错的", "支持的"), not a mark inside more ("还是错的少": fewer are wrong)."""
    closing = _CLOSING.search(text)
    if closing is None or not closing.start():
        concluded = _CONCLUDED.search(text)
        if concluded is None:
            return thought_then(text, verdict, whole)
        if not lexicon.has(text[: concluded.start()], lexicon.TRUTH_REVERSAL_THOUGHTS):
            against = _concluded_against(text[: concluded.start()], concluded.group("said"), whole)
            return against if against is not None else thought_then(text, verdict, whole)
        closing = concluded
    said = whole(closing.group("said"))
    before = text[: closing.start()]
    earlier = verdict(before)
    if said is None or earlier is None or earlier == said:
        return None
    if _CONDITION.search(before) or lexicon.has(before, lexicon.TRUTH_REVERSAL_CASES):
        return Turned(None)  # "…，步数多的时候，还是对的": that case only
    thought = closing.groupdict().get("thought") or lexicon.has(before, lexicon.TRUTH_REVERSAL_THOUGHTS)
    settled = _SETTLED.search(closing.group("said")) or thought
    return Turned(said if settled else None)


def thought_then(text: str, verdict: Verdict, whole: Verdict) -> Turned | None:
    """The other mark closing ``text`` after a thought, with no "还是" or "所以" before it: the last mark,
    said plainly ("错，想了一下，对", "不对吧……想了想，秩大参数多，…，对"); asked again when said tentatively
    ("错 想了一下 也许对吧"); None when no thought turns the mark before it."""
    closing = _THOUGHT_THEN.search(text)
    if closing is None or not closing.start():
        return None
    before = text[: closing.start()]
    if not lexicon.has(before, lexicon.TRUTH_REVERSAL_THOUGHTS) and not closing.group("thought"):
        return None
    said = whole(_LEANING.sub("", closing.group("said")))  # "对吧": the mark, leaning
    earlier = verdict(before)
    if said is None or earlier is None or earlier == said:
        return None
    plain = not closing.group("hedge") and not _LEANING.search(closing.group("said"))
    return Turned(said if plain and not _CONDITION.search(before) else None)


def _concluded_against(before: str, said: str, whole: Verdict) -> Turned | None:
    """ "对，所以错": a bare verdict concluded into the other, with no thought between to turn it: both
    said, which is meant is no guess worth grading on (asked again). A reason before "所以" ("常数再量化
    这点对，所以对") is no bare verdict, and turns nothing."""
    earlier = whole(before.strip(" \t,，;；。.!！…—-"))
    concluded = whole(said)
    if earlier is None or concluded is None or earlier == concluded:
        return None
    return Turned(None)


# a retraction stands as a clause of its own ("支持——哦不对，…", "支持，等下"), not inside one, where its
# words may mean "later" ("等下细说", "理由等下补") or take back something else ("撤回之前的说法"); "I" may
# say it ("…，我撤回"), and a space part it from the verdict when nothing follows it ("支持 等下")
_CLAUSE_ENDS_BEFORE = re.compile(r"(?:^|[,，;；。.!！?？…—\-~～]|(?<=\S)\s)\s*(?:我要?|我先)?\s*$")
_CLAUSE_ENDS_AFTER = re.compile(r"\s*[吧啊呀哦了]*\s*(?:[,，;；。.!！?？…—\-~～]|$)")


def retracted_at(text: str) -> tuple[int, int] | None:
    """Where the answer's last retraction ("哦不对", "wait") begins and ends, when one stands as its own
    clause after a part of the answer; else None."""
    hits = [
        hit
        for hit in lexicon.find(text, lexicon.TRUTH_RETRACTIONS)
        if hit.start
        and _CLAUSE_ENDS_BEFORE.search(text[: hit.start])
        and _CLAUSE_ENDS_AFTER.match(text, hit.end)
    ]
    return (hits[-1].start, hits[-1].end) if hits else None
