"""A question back on what the stem means, then answered ("是问能不能用吧？那 A B C D", "是问每个 rank 还是
全局？每个 rank 的话 8", "do you mean per rank? then 8"): the reply after the question is the answer, read as
an answer of its own and shown for confirmation. The question's words are no option, figure or mark the
candidate chose: "是问 vLLM 的实现吗？那 B D" is B and D, never whatever the question names.

Only a question that opens on the stem's meaning ("是问", "是指", "你是说", "is it asking") and is the
answer's first sentence. What is left open is asked again: a reply that only says yes or no ("是问 NVMe
吗？是": yes to which?), a reply on the other reading or on two ("不是的话 C", "每个 rank 的话 8，全局的话
64"); a question left unanswered, or answered by another question, stays a question back (``_asking``).
"""

from __future__ import annotations

import re

from bank.grading.decisions._asking import only_asks
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import simplified

# the question back: its opening at the answer's start, then up to its question mark (no full stop between)
_ASKED_FIRST = re.compile(
    rf"^\s*(?:(?:那|所以|so)[，,\s]*)?(?:(?:{alternation(lexicon.STEM_ASKED_SUBJECTS)})\s*)?"
    rf"(?:{alternation(lexicon.CLARIFYING_OPENINGS)}|{alternation(lexicon.STEM_ASKED_OPENINGS)})"
    r"[^?？。!！\n]*[?？]+",
    re.I,
)
# a reply continuing the question as its alternative ("…？还是 C？", "…? or per node"): still asking
_ALTERNATIVE = re.compile(rf"^(?:{alternation(lexicon.STEM_ASKED_ALTERNATIVES)})(?![A-Za-z])", re.I)
# the reading the reply opens on ("每个 rank 的话，", "架构一样的话那就 ", "if so, ")
_IFS = alternation(lexicon.STEM_READING_IFS)
_THEN = alternation(lexicon.STEM_READING_CONSEQUENTS)
_READING = re.compile(
    rf"^(?:if so|in that case)\s*[，,]?\s*(?:(?:{_THEN})\b\s*)?"
    rf"|^(?:(?:{_IFS})\s*)?(?P<reading>[^，,。；;!！?？]*?)\s*(?:{alternation(lexicon.STEM_READING_CONDITIONS)})"
    rf"\s*[，,]?\s*(?:(?:{_THEN})\s*)?"
    rf"|^(?:{_IFS})\s*(?P<said>[^，,。；;!！?？]*?)\s*[，,]\s*(?:{_THEN})\s*",  # "如果是 X，那 B"
    re.I,
)
# a reading that names a letter or a figure ("A 的话对，C 也对") may be the answer itself: left in the reply
_NAMES_AN_OPTION = re.compile(r"(?<![A-Za-z])[A-Ha-h](?![A-Za-z])|\d")
_YES_THEN_LETTER = re.compile(
    rf"^(?:{alternation(lexicon.STEM_ASKED_YES)})\s*[，,。.]\s*(?=[A-Ha-h](?![A-Za-z]))", re.I
)
_DENIED = re.compile(rf"(?:{alternation(lexicon.STEM_READING_DENIED)})")
_TAKEN = re.compile(rf"(?:{alternation(lexicon.STEM_READING_TAKEN)})?")
# an alternative question back ("是问每个 rank 还是全局？"): a condition after it takes one of the readings
_ALTERNATIVES = re.compile(
    rf"(?<![A-Za-z])(?:{alternation(lexicon.STEM_ASKED_ALTERNATIVES)})(?![A-Za-z])", re.I
)
_CONDITIONS = re.compile(rf"(?<![A-Za-z])(?:{alternation(lexicon.STEM_READING_MORE)})(?![A-Za-z])", re.I)
_BARE = frozenset(lexicon.STEM_ASKED_BARE_REPLIES)


def answer_after_asking(text: str) -> str | None:
    """The reply after the question back on the stem's meaning that opens ``text`` (simplified, as every
    reader reads it); "" when what is meant of the stem is left open (asked again); None when ``text``
    opens on no such question or leaves it unanswered."""
    simple = simplified(text)
    asked = _ASKED_FIRST.match(simple)
    if asked is None:
        return None
    reply = simple[asked.end() :].strip()
    if not reply or _ALTERNATIVE.match(reply) or only_asks(reply):
        return None
    if reply.strip(" ,，。.!！~～").casefold() in _BARE:
        return ""
    reply = reply[yes.end() :] if (yes := _YES_THEN_LETTER.match(reply)) else reply
    reading = _READING.match(reply)
    said = (reading.group("reading") or reading.group("said") or "").strip() if reading else ""
    if reading is None or _NAMES_AN_OPTION.search(said):
        return reply
    if _DENIED.fullmatch(said):  # "不是的话 C": on the reading not asked about
        return ""
    if not (_ALTERNATIVES.search(asked.group()) or _TAKEN.fullmatch(said)):
        return reply  # "是说多样性吗？步数少的话会更高，对": a condition of the answer's own, read with it
    answer = reply[reading.end() :].strip()
    return "" if not answer or _CONDITIONS.search(answer) else answer
