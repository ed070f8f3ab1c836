"""An answer that does not stand as given. One corrects itself back to an earlier answer without naming
it ("D，改成 B……算了还是原来那个", "cpu，改成 nvme，算了还是之前的"): the readers read the last answer
named (B), never the one gone back to, and which one "原来那个" is (the first said, the one before the
last) is the candidate's to say. One is closed by putting it off ("B？我再想想", "464 GB 吧，算了"): not
settled on, or dropped. One answers another question ("上一题选 B"), or more than one by number ("第 2 题
是 A，第 3 题是 B": which is this one is not said), or one case only ("如果是推理就选 C").
All are asked again, on every closed type. The words are ``_lexicon``'s.
"""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import QUESTION_UNITS, alternation
from bank.grading.text._zh_numerals import numeral_value

_GONE_BACK = re.compile(
    rf"^[\s,，.。…!！:：—-]*(?:(?:{lexicon.alternation(lexicon.GONE_BACK_LEADS)})\s*)?"
    rf"(?:{lexicon.alternation(lexicon.GONE_BACK_TO)})\s*(?:{lexicon.alternation(lexicon.GONE_BACK_CLOSINGS)})?[\s,，.。…!！~]*$",
    re.I,
)


def went_back(text: str) -> bool:
    """Whether all that follows ``text``'s last correction goes back to an earlier answer unnamed."""
    cut = lexicon.last_correction(text)
    return cut is not None and _GONE_BACK.match(text[cut:]) is not None


# the closing, after what was answered and a mark that parts it off ("B？我再想想", "B 吧，算了")
_PUT_OFF = re.compile(
    rf"\S\s*(?:吧|吗)?\s*(?:[,，。.…?？!！~—-]|\s)+\s*(?:{lexicon.alternation(lexicon.PUT_OFF_CLOSINGS)})"
    r"[\s,，。.…!！~]*$",
    re.I,
)


def put_off(text: str) -> bool:
    """Whether ``text`` closes by putting off or dropping what it answered ("B？我再想想", "B 吧，算了")."""
    return _PUT_OFF.search(text) is not None


_ANOTHER = re.compile(lexicon.alternation(lexicon.OTHER_QUESTIONS), re.I)
_THIS_TOO = re.compile(lexicon.alternation(lexicon.THIS_QUESTION_TOO), re.I)
_NUMBERED = re.compile(rf"第\s*([0-9]+|[一二三四五六七八九十两]+)\s*(?:{alternation(QUESTION_UNITS)})")


def for_another(text: str) -> bool:
    """Whether ``text`` answers another question ("上一题选 B"), not this one too ("这题也选 B"), or two
    numbered ("第 2 题是 A，第 3 题是 B")."""
    # "第三题" and "第 3 题", "第十一题" and "第 11 题" are one question
    if len({numeral_value(number) or number for number in _NUMBERED.findall(text)}) > 1:
        return True
    return _ANOTHER.search(text) is not None and _THIS_TOO.search(text) is None


_CHOOSING = re.compile(lexicon.alternation(lexicon.CHOOSING_CONDITIONS), re.I)
_REASON = re.compile(lexicon.REASON_OPENERS, re.I)
_FIRST_SENTENCE = re.compile(r"[。！？!?\n]|\.(?:\s|$)")
_CONDITION = re.compile(lexicon.ANSWER_CONDITIONS, re.I)
_DEPENDS = re.compile(rf"^\W*(?:{lexicon.ANSWER_DEPENDS})", re.I)
_CASE = re.compile(rf"^\W*(?:{lexicon.ANSWER_CASES})", re.I)
# "C 看情况", "C, it depends": the answer, then said to depend in a clause of its own (or after a space),
# with nothing it depends on after it; not a turn that qualifies it ("对，但是要看情况": read to confirm)
_DEPENDS_AT_CLOSE = re.compile(
    rf"(?:[,，;；]|\S\s)\s*(?:it\s+)?(?:{lexicon.ANSWER_DEPENDS})[吧啊呢\s。.!！~…]*$", re.I
)


# a turn to what the question means, after an objection that may hold a case of its own
_TURNED_TO_INTENT = re.compile(rf"(?:{lexicon.TURNS})\s*(?:{alternation(lexicon.INTENDED_READINGS)})", re.I)
_CONTRAST = re.compile(rf"(?:{lexicon.alternation(lexicon.OWN_CONTRASTS)})(?![A-Za-z])", re.I)


def conditional(text: str, *, read_wrong: bool = False) -> bool:
    """Whether ``text`` answers on a condition ("如果是推理就选 C", "C if inference", "C，前提是…") or in a
    case ("在单卡下是 C", "单卡的前提下是 C"), not on choosing itself ("如果一定要选，C") nor inside a reason
    ("C，因为如果用 B 会 OOM"): in its first sentence, before any reason.

    ``read_wrong``: the answer was read as not right, where a hedge that it depends ("看情况，A 和 B 都能
    跑") or a condition of another option set against the answer ("B would be right if…, but here D")
    is read as it is, a hedge or a wrong answer; only a condition or case of the answer asks again."""
    head = _CHOOSING.sub(" ", text)
    head = head[: m.start()] if (m := _FIRST_SENTENCE.search(head)) else head
    head = head[: m.start()] if (m := _REASON.search(head)) else head
    turned = list(_TURNED_TO_INTENT.finditer(head))  # "要是…就不是 0 了，不过按题意 A": the objection's case
    head = head[turned[-1].start() :] if turned else head
    if read_wrong and _CONTRAST.search(head):
        return False
    patterns = (_CONDITION, _CASE) if read_wrong else (_CONDITION, _DEPENDS, _CASE, _DEPENDS_AT_CLOSE)
    return any(pattern.search(head) is not None for pattern in patterns)
