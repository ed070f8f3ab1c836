"""A true/false answer opening on a counter-example ("反例：InstructGPT 用 175B 的 RM 训练不稳，最后 PPO 用
的是 6B 的 RM", "Counterexample: Mamba trains with torch.utils.checkpoint"): an instance against the claim,
the claim said false, to confirm. An instance in English against a claim in Chinese must name the claim's
subject, and not be negated as the claim is (``_elsewhere``).

Only the label opening the answer, a colon or a comma after it, and a statement of some length after that:
"比如 …" (an example) argues either way and is not read. An answer so opened is read by this rule alone: a
mark inside the instance ("反例：对") is no verdict of the claim, and a counter-example taken back or not
found ("…，不过这不算反例", "反例：没有", "反例？"), doubted, asked, or said true after all ("…，所以是对
的") is asked again.
"""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import meaningful_chars, normalise
from bank.grading.truefalse._truefalse import TruthReading, read_truth

_OPENING = re.compile(
    rf"^\s*(?:{alternation(lexicon.COUNTER_EXAMPLE_LEADS)})?\s*(?:{alternation(lexicon.COUNTER_EXAMPLE_WORDS)})"
    r"(?P<said>.*)$",
    re.I | re.S,
)
# the label closed by a colon or a comma, maybe after a copula ("反例是：…", "反例就是，…")
_LABEL_CLOSED = re.compile(r"^\s*(?:就是|是|is)?\s*[:：,，]\s*(?P<said>\S.*)$", re.I | re.S)
_NONE = re.compile(
    rf"(?:(?:{alternation(lexicon.COUNTER_EXAMPLE_NONE_VOICE)})(?![a-z])\s*)?"
    rf"(?:{alternation(lexicon.COUNTER_EXAMPLE_NONE)})(?![a-z])",
    re.I,
)
_TAKEN_BACK = re.compile(alternation(lexicon.COUNTER_EXAMPLE_TAKEN_BACK), re.I)
# the counter-example itself must say something: a name, a figure, a clause ("反例：有" says nothing)
_SAID_ENOUGH = 6


def counter_example(answer: str, claim: str = "") -> TruthReading | None:
    """The reading of an answer opening on a counter-example: false (see the module), or no verdict
    when it cannot be read safely; None when the answer does not open on one."""
    opened = _OPENING.match(normalise(answer))
    if opened is None:
        return None
    closed = _LABEL_CLOSED.match(opened.group("said"))
    if closed is None:
        return None  # "反例不好找，对的", "反例？": no label, the answer's other readers'
    said = closed.group("said")
    if meaningful_chars(said) < _SAID_ENOUGH or re.search(r"[?？]", said) or _NONE.match(said):
        return TruthReading(None)
    if _TAKEN_BACK.search(said) or read_truth(said).truth is True:
        return TruthReading(None)  # "…，不过这不算反例": taken back; "…，所以是对的": said true after all
    if _restates(said, claim) or _elsewhere(said, claim):  # "反例：reward 越大 PPO 越好": the claim again
        return TruthReading(None)
    if lexicon.has(said, (*lexicon.DOUBTS, *lexicon.HEDGES, *lexicon.GIVE_UPS, *lexicon.ASKED_PARTICLES)):
        return TruthReading(None, hedged=True)
    return TruthReading(False)


_CJK = re.compile(r"[\u4e00-\u9fff]")
_NAME = re.compile(r"[A-Za-z][\w.\-]*[A-Za-z0-9]|[A-Za-z]\d*")


def _elsewhere(said: str, claim: str) -> bool:
    """Whether an instance in English against a claim in Chinese ("反例：Mamba does not support it" of "INT4
    量化的分组大小越小…") names none of the claim's names, so is about something else (of another question?),
    or names them and is negated as the claim is ("…Mamba does not support it" of "Mamba 架构不支持 …"),
    the claim said again in other words as far as can be told: neither is read."""
    if not claim or _CJK.search(said) or not _CJK.search(claim):
        return False
    names = {name.lower() for name in _NAME.findall(claim) if len(name) > 1}
    if not names & {name.lower() for name in _NAME.findall(said)}:
        return True
    return len(_NEGATION.findall(said)) % 2 == len(_NEGATION.findall(claim)) % 2


# the words of an instance: each Chinese character, each Latin word or figure
_TOKEN = re.compile(r"[\u4e00-\u9fff]|[A-Za-z0-9][\w.\-]*")
_STRESS = re.compile(rf"(?<![A-Za-z])(?:{alternation(lexicon.COUNTER_EXAMPLE_STRESS)})(?![A-Za-z])", re.I)
_NEGATION = re.compile(r"[不没无非未]|\bnot?\b|n't", re.I)
# the share of an instance's words the claim holds, past which it says nothing the claim does not
_RESTATED_SHARE = 0.8


def _restates(said: str, claim: str) -> bool:
    """Whether the instance only says the claim again: its words, but for words that stress
    (``COUNTER_EXAMPLE_STRESS``: "确实", "就是"), nearly all the claim's, and as often negated ("反例：
    Mamba 确实不支持" of "Mamba 不支持 …"). A real instance names something of its own ("InstructGPT",
    "6B") or turns the claim ("FA2 不会切到多卡" of "… 会把 … 切分到多张 GPU")."""
    if not claim:
        return False
    stressed = _STRESS.sub(" ", said)
    words = [word.lower() for word in _TOKEN.findall(_NEGATION.sub(" ", stressed))]
    held = {word.lower() for word in _TOKEN.findall(claim)}
    if not words or len(_NEGATION.findall(stressed)) % 2 != len(_NEGATION.findall(claim)) % 2:
        return False
    return sum(word in held for word in words) >= _RESTATED_SHARE * len(words)
