"""An answer that does not stand as the candidate's own, asked again on a closed question whatever it
would read: read as it stands, it shows the candidate a reading they did not commit to.

- Another's word reported with no commitment of the candidate's own ("老师说选 B", "网上说先查 B",
  "B，老师说的", "老师的答案是 B", "B 是书上说的", "他说是滴"), or hearsay ("听说是 B", "B，听说的"), or
  opening what a correction turns to ("16，不是，他说 8"); the candidate's
  own word after it ("…，我也选 B"), or a clause of theirs agreeing ("…，确实是 B", "…，没错"; not asked:
  "…，没错吧？"), is an answer, left to the readers.
- The answer closed by withdrawing it ("支持，作废", "对，划掉", "不会，撤回前面那句", "B。以上作废", "B，作废
  重来").
- A stand against something said, not told which ("B，我不同意那种说法 哈哈"); a clause after it that
  denies an option ("…，A 肯定不行") says what it stands against, and is left to the readers.
- The answer closed by asking it back ("五项全部呢", "那 B 呢？"), or by adding an item asked about
  ("A 和 C，外加 Hopper？", "ABD，还有 E？", refused too: "ABD 加 E？不加"): the set is unsure.
- Two answers linked by an arrow that does not say which stands ("AB <-> ABDE", "对 ← 错": ``_arrow_linked``).
- On a choice: a question asked of alternatives, then a reply naming more than one of them ("16 还是
  8？8，16"); or a correction to a figure no option holds ("16，不，8": the last figure is no answer,
  and the one before it was taken back). A figure in another unit of an option's ("32000 MB，不对，35000
  MB" of "35GB") is that option's, and the correction is read.

The words are ``_lexicon``'s; what the readers make of the rest is theirs.
"""

from __future__ import annotations

import re

from bank.grading.decisions._arrow_linked import arrow_linked
from bank.grading.decisions._deferred import deferred
from bank.grading.mentions._value_mentions import value_mentions, value_of
from bank.grading.numbers._numbers import DECIMAL
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._list_words import LETTER
from bank.grading.text._words import last_correction
from bank.model import Question

# not "其他说法"; "我同学", "我的导师" are another's too
REPORTER = (
    rf"(?<!其)(?:{alternation(lexicon.REPORTER_OWNERS)})?(?:{alternation(lexicon.REPORTERS)})(?![A-Za-z])"
)
_HEARSAY = alternation(lexicon.HEARSAY)
_REPORTING = rf"\s*(?:都|也)?\s*(?:{alternation(lexicon.REPORTING_VERBS)})"
# closing the answer, apart or after the copula: "B，老师说的", "B 是书上说的", "B（网上说的）", "B，听说的"
_REPORTED_CLOSING = (
    rf"(?:[,，;；(（]|\s*是)\s*(?:是|这是)?\s*(?:{REPORTER}\s*(?:{alternation(lexicon.REPORTED_AFTER)})|{_HEARSAY})"
    r"的\s*[)）]?\s*[.。!！~]*\s*$"
)
# opening the answer: "老师说", "听说", "Claude 跟我说" (``_quoted_first`` reads what follows the quote)
REPORT_OPENS = rf"\W*(?:{REPORTER}{_REPORTING}|{_HEARSAY})"
_REPORTED = re.compile(rf"^{REPORT_OPENS}|{_REPORTED_CLOSING}", re.I)
# opening what a correction turns to ("16，不是，他说 8", "对，不对，老师说错"): taken back for another's word
_REPORTED_AFTER_CUT = re.compile(REPORT_OPENS, re.I)
# a word making a clause set against the report no word of the candidate's own: another's, or asked
_NOT_OWN_WORD = (
    rf"{REPORTER}{_REPORTING}|{_HEARSAY}"
    rf"|{alternation(lexicon.ASKING_WORDS)}|{alternation(lexicon.CONTRAST_ASKED)}"
)
_OWN = re.compile(
    rf"{alternation(lexicon.OWN_COMMITMENTS)}|[,，;；。]\s*(?:{alternation(lexicon.OWN_AGREEMENTS)})"
    r"[^,，;；。?？]*(?<![吗么吧呢])\s*(?=[,，;；。!！]|$)"  # a clause of its own, not asked
    # or set against it and called right, neither asked nor another's: "大家都选 A，但 B 才对"
    rf"|[,，;；。]\s*(?:{alternation(lexicon.OWN_CONTRASTS)})\s*(?:(?!{_NOT_OWN_WORD})[^,，;；。?？]){{1,12}}?"
    rf"(?:{alternation(lexicon.CORRECTED_TO_TAILS)})\s*(?=[,，;；。!！]|$)(?!{_REPORTED_CLOSING})",
    re.I,
)
_WITHDRAWN = re.compile(
    rf"(?:\S\s*[,，;；。.!！\s]|[\dA-Za-z%])\s*(?P<withdrawal>(?:(?:{alternation(lexicon.WITHDRAWN_BEFORE)})\s*)?"
    rf"(?:{alternation(lexicon.WITHDRAWALS)}))\s*(?:{alternation(lexicon.WITHDRAWN_OBJECTS)})?\s*"
    rf"(?:{alternation(lexicon.WITHDRAWN_AFTER)})?\s*[.。!！~…]*\s*$",
    re.I,
)
# an option's letter just before the word, in a clause after the answer's: that option struck ("B，C 作废",
# "A、D，B 作废"), the readers'; "B 作废", "选 B 作废" withdraw the answer
_STRUCK = re.compile(r"[,，;；。][^,，;；。]*(?<![A-Za-z])[A-H]\s+$")
_LETTER = re.compile(LETTER)


def _struck_other(text: str, end: int) -> bool:
    """Whether the withdrawal at ``end`` strikes an option the answer before its clause did not name
    ("B，C 作废"); the answer's own letter struck again ("B，B 作废", "B，C 和 B 作废") withdraws it."""
    struck = _STRUCK.search(text, 0, end)
    if struck is None:
        return False
    named = set(_LETTER.findall(text, 0, struck.start()))
    return not named & set(_LETTER.findall(text, struck.start(), end))


# an option's letter, then a denial of it in its clause ("A 肯定不行", "C 那个不算")
_OPTION_DENIED = re.compile(rf"{LETTER}[^,，。;；]{{0,6}}?(?:{alternation(lexicon.LETTERS_DENIED)})")
_STAND = re.compile(rf"(?:{alternation(lexicon.STANDS_AGAINST)})\s*(?:{alternation(lexicon.SAYINGS)})", re.I)
_ASKED_BACK = re.compile(
    rf"(?<!{alternation(lexicon.ASKED_BACK_NOT_AFTER)})(?:{alternation(lexicon.ASKED_BACK_CLOSINGS)})"
    r"\s*[?？!！。.~…]*\s*$"
)
_WEIGHED = re.compile(rf"{alternation(lexicon.FIGURES_OFFERED)}|\bor\b", re.I)
_ADDING = alternation((*lexicon.ADDITIONS, *lexicon.ADDITIONS_ASKED))
_ADDITION_ASKED = re.compile(
    rf"\S\s*[,，、;；\s]\s*(?:{_ADDING})[^,，。;；?？]*[?？]+"
    rf"\s*(?:(?:{alternation(lexicon.ADDITION_REFUSALS)})\s*[。.!！]*)?$",
    re.I,
)
_ALTERNATIVES_ASKED = re.compile(
    rf"^(?P<asked>[^?？]*\S\s*(?:{alternation(lexicon.FIGURES_OFFERED)}|\bor\b)\s*[^?？]*)[?？]+(?P<reply>[^?？]+)$",
    re.I,
)
_ITEM = re.compile(r"\d+(?:[./]\d+)*|(?<![A-Za-z])[A-Ha-h](?![A-Za-z])")
_CORRECTED_TO = re.compile(
    rf"^[\s,，:：]*(?:(?:{alternation(lexicon.CORRECTED_TO_LEADS)})\s*){{0,2}}(?P<said>(?P<figure>\d+(?:\.\d+)?)"
    rf"\s*(?P<unit>[A-Za-z]{{1,4}}|{alternation(lexicon.CORRECTED_TO_UNITS)})?)\s*(?:{alternation(lexicon.CORRECTED_TO_TAILS)})?"
    r"[\s,，.。!！~吧了呀啊]*$"
)
# a bare figure changed to another by an arrow ("16 -> 8"); not a reckoning's result ("8 × 8 张卡 → 64 个")
_ARROWED = re.compile(r"^\s*\d+(?:\.\d+)?\s*[A-Za-z]{0,4}\s*(?:->|→|=>|⇒)")
# the last clause a commitment to a figure ("…，答案 6", "…，我选 128", "…，答案是：2")
_COMMITTED_LAST = re.compile(
    rf"[,，;；。]\s*(?:{alternation(lexicon.FIGURE_COMMITMENTS)})\s*(?:是|为)?\s*[:：]?\s*(?=\d[^,，;；。]*$)"
)
_DENIED_TOO = re.compile(
    rf"[\s,，:：.。;；!！]*(?:\d+(?:\.\d+)?\s*[A-Za-z]{{0,4}}|{LETTER})\s*"
    rf"(?:{alternation(lexicon.DENIED_TOO)})[\s,，.。!！~吧了呀啊]*$"
)
_EITHER = re.compile(rf"^\s*(?:{alternation(lexicon.EITHER_REPLIES)})[\s,，.。!！~吧了呀啊]*$", re.I)


def reported(text: str) -> bool:
    """Whether ``text`` reports another's answer, or hearsay, with no commitment of the candidate's own
    ("老师说 <fill>", "听说是 464 GB"): asked again on every question with a key read by rule."""
    if owned(text):
        return False
    cut = last_correction(text)
    return _REPORTED.search(text) is not None or (
        cut is not None and _REPORTED_AFTER_CUT.match(text, cut) is not None
    )


_NOT_OWN_WORDS = re.compile(_NOT_OWN_WORD, re.I)


def not_own_words(text: str) -> bool:
    """Whether ``text`` says anywhere what another said or asks ("…，但老师说 B 才对", "…，但是否 B 才对")."""
    return _NOT_OWN_WORDS.search(text) is not None


def owned(text: str) -> bool:
    """Whether ``text`` says a commitment of the candidate's own ("我也选 B", "…，确实是 B")."""
    return _OWN.search(text) is not None


def withdrawn(text: str) -> bool:
    """Whether ``text`` closes by withdrawing what it said ("464GB作废", "35GB删了"), striking no other
    option than its own."""
    found = _WITHDRAWN.search(text)
    return found is not None and not _struck_other(text, found.start("withdrawal"))


def not_own(question: Question, text: str) -> str | None:
    """The message naming why ``text`` (a closed question's answer, normalised) does not stand as the
    candidate's own, or None when it stands."""
    if reported(text):
        return "reported"
    if deferred(text):  # "你说对就对吧", "听你的": the interviewer's call, not theirs
        return "deferred"
    if withdrawn(text):
        return "withdrawn"
    stand = _STAND.search(text)
    if stand and not _OPTION_DENIED.search(
        text, stand.end()
    ):  # a clause after it denying an option: its object
        return "stood_against"
    if (_ASKED_BACK.search(text) and not _WEIGHED.search(text)) or _ADDITION_ASKED.search(text):
        return "asked_back"
    if arrow_linked(question.type, text):
        return "arrow_linked"  # "AB <-> ABDE", "对 ← 错": which of the two stands?
    if question.type.is_choice:
        if _unclear_reply(text):
            return "unclear_reply"
        cut = last_correction(text)
        if _corrected_to_unlisted(question, text, cut):
            return "corrected_unlisted"
        if cut is not None and _DENIED_TOO.match(text, cut):
            return "denied_too"  # "A，不对，B 也不对": A denied, then B
    return None


def _unclear_reply(text: str) -> bool:
    """Whether ``text`` asks itself which of some alternatives, then replies naming more than one."""
    match = _ALTERNATIVES_ASKED.match(text)
    if match is None:
        return False
    if _EITHER.match(match.group("reply")):
        return True  # "16 还是 8？都行": either, no choice
    if _WEIGHED.search(match.group("reply")):
        return False  # "16 还是 8？8 或 16": the alternatives offered again, a hedge the readers read
    asked = {item.upper() for item in _ITEM.findall(match.group("asked"))}
    replied = {item.upper() for item in _ITEM.findall(match.group("reply"))}
    return len(asked & replied) > 1


def _corrected_to_unlisted(question: Question, text: str, cut: int | None) -> bool:
    """Whether ``text``'s last correction (at ``cut``, or None), or its last clause's commitment ("16，答案
    256"), leads to a bare figure that no option holds."""
    if cut is None and (arrowed := _ARROWED.match(text)):
        cut = arrowed.end()  # "16 -> 8": changed to 8
    figures = all(value_of(option) for option in question.options.values())  # not "答案 2" for B's place
    last = _COMMITTED_LAST.search(text) if cut is None and figures else None
    committed = last is not None
    if last is not None:
        cut = last.end()  # "8，答案 6", "每卡 8，我选 128": the answer said is none of the options
    if cut is None or not text[:cut].strip():
        return False
    corrected = _CORRECTED_TO.match(text[cut:])
    if corrected is None:
        return False
    held = {float(figure) for option in question.options.values() for figure in DECIMAL.findall(option)}
    if committed:  # "2/64=1/32，答案 0.03125": an option's value written otherwise is held; "答案 8 个" is 8
        held |= {value.value for option in question.options.values() if (value := value_of(option))}
    if corrected.group("unit") and not committed:  # "16，不对，32GB" where B is "32": written as no option is
        said = re.sub(r"\s+", "", corrected.group("said")).casefold()
        written = any(re.sub(r"\s+", "", option).casefold() == said for option in question.options.values())
        return not written and not _converted_to_option(question, corrected.group("said"))
    return float(corrected.group("figure")) not in held


def _converted_to_option(question: Question, said: str) -> bool:
    """Whether the figure ``said`` with its unit is one option's figure in another unit of its measure
    ("35000 MB" of "35GB"), as the readers convert it (``value_mentions``)."""
    mentions, _ = value_mentions(
        said, question.options, [False] * len(said), nearest=False, stem=question.stem
    )
    return any(mention.kind == "converted" for mention in mentions)
