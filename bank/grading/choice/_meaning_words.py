"""An answer's words made ready for a reading by meaning (``_meaning``): what an option itself writes,
the question itself asks, or the answer only offers is taken as such, not as an operation, a
correction, an alternative or a question.

- "随机给 0 或 1" of "随机赋 0/1": the option's own pair, written as it writes it; and that pair is no
  division of its figures;
- "梯度裁剪？", one option's own words and nothing else: offered, as "D？" is;
- "patch embed 改一下" to "应修改的组件是": the question's verb of change, no correction;
- "gather 16bit 的开关没开": the state of a setting an option names, no negation of it; said to be on
  ("开着呢") it is neither the fault nor cleared, and nothing is read.
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import canon_option
from bank.grading.open._distinct import told_alone, words_of
from bank.grading.open._paraphrase import NEUTRAL, stem_terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

# two figures or terms joined by an alternative word ("0 或 1", "0 or 1"): the option's own pair when an
# option writes them joined by a slash ("随机赋 0/1"), no alternative kept open
_TERM = r"(?<![A-Za-z0-9.])([A-Za-z0-9.]+)"
_PAIR = re.compile(rf"{_TERM}\s*(?:{alternation(lexicon.ALTERNATIVES)})\s*{_TERM}(?![A-Za-z0-9.])", re.I)


def _written(options: dict[str, str]) -> list[str]:
    return [re.sub(r"\s+", "", canon_option(option)).casefold() for option in options.values()]


def pairs_written(text: str, options: dict[str, str]) -> str:
    """``text`` with each "X 或 Y" an option writes as "X/Y" written so ("随机给 0 或 1" → "随机给 0/1"):
    the option's own alternative ("randomly 0 or 1" of "随机赋 0/1") keeps nothing open."""
    written = _written(options)

    def joined(found: re.Match[str]) -> str:
        pair = f"{found[1]}/{found[2]}"
        return pair if any(pair.casefold() in option for option in written) else found[0]

    return _PAIR.sub(joined, text)


_SLASHED = re.compile(r"(?<![A-Za-z0-9.])[A-Za-z0-9.]+\s*/\s*[A-Za-z0-9.]+(?![A-Za-z0-9.])")


def own_pairs_out(text: str, options: dict[str, str]) -> str:
    """``text`` without the pairs an option itself writes with a slash ("0/1" of "随机赋 0/1"): the
    option's own alternative, no division operated on its figures."""
    written = _written(options)

    def out(found: re.Match[str]) -> str:
        pair = re.sub(r"\s+", "", found[0]).casefold()
        return " " if any(pair in option for option in written) else found[0]

    return _SLASHED.sub(out, text)


# an answer that is one stretch closed by question marks and nothing else ("梯度裁剪？")
_OFFERED = re.compile(r"^\s*(?P<body>[^?？]*[^?？\s])\s*[?？]+\s*$")


def offered_body(text: str, options: dict[str, str], stem: str) -> str:
    """``text`` without its closing question marks when it is one option's own words and nothing else,
    offered ("梯度裁剪？"): a tentative answer, read to confirm as "D？" is — not a question back, which
    asks something ("是梯度裁剪吗？" is asked again before any reader) or says something of the option
    ("梯度裁剪有用？": a word of no option's beside them keeps the question mark against a reading)."""
    offered = _OFFERED.match(text)
    if offered is None or told_alone(offered["body"], options, stem) is None:
        return text
    return offered["body"]


# a verb of change, with its complement, that is also a word of correction ("改一下", "改成")
_CHANGE_SAID = re.compile(rf"(?P<verb>[改换])(?:{alternation(lexicon.CHANGE_COMPLEMENTS)})?")


def asked_verb_out(text: str, stem: str) -> str:
    """``text`` with each verb of change the question itself asks for ("应修改的组件是": "patch embed
    改一下", "改 patch embed") blanked out, space for character: the question's predicate said of an
    option, no correction — it neither cuts the answer before it nor speaks against a reading."""
    asked = {verb for verb in "改换" if verb in stem}
    if not asked:
        return text
    return _CHANGE_SAID.sub(lambda found: " " * len(found[0]) if found["verb"] in asked else found[0], text)


# a setting said to be switched off ("开关没开", "没打开"), or on ("开着呢")
_SWITCH_OFF = re.compile(rf"(?:的\s*)?(?:开关\s*)?(?:{alternation(lexicon.SWITCHED_OFF)})")
_SWITCH_ON = re.compile(lexicon.SWITCHED_ON)
_A_NAME = re.compile(r"[\x00-\x7f]+")  # an option in ASCII alone: a name, a key, code


def switched_on(clause: str) -> bool:
    """Whether ``clause`` says a setting is on ("gather 16bit 开着呢"): the fault, or cleared?"""
    return _SWITCH_OFF.search(clause) is None and _SWITCH_ON.search(clause) is not None


def switch_off_out(clause: str) -> str:
    """``clause`` without a setting said to be switched off ("gather 16bit 的开关没开" → "gather 16bit"):
    of an option that is a setting's name, its state, no negation of it (``names_a_setting``)."""
    return _SWITCH_OFF.sub(" ", clause)


def names_a_setting(option: str) -> bool:
    """Whether an option is a name, a key or code alone (ASCII): one that may be switched off."""
    return _A_NAME.fullmatch(canon_option(option)) is not None


# a story opening the answer, then the answer it ends on after its last pause ("，", "——", "→", "："):
# the story is the answer's picture of the option, in words no option writes
_ANALOGY = re.compile(rf"^\s*(?:{alternation(lexicon.ANALOGY_LEADS)})")
_STORY_PAUSE = re.compile(r"[，,;；。!！\n…:：]+|—+|-{2,}|→|->|=>")


def story_set_aside(text: str, options: dict[str, str], stem: str) -> str:
    """What a story opening ``text`` ends on ("就像拼图只剩一块一块的，要找…的开关——gather 16bit 那个" →
    "gather 16bit 那个"), or ``text`` as it is: no story, nothing after it, or a story that uses any
    option's own words (it may describe another option than the one it ends on) or any figure."""
    if not _ANALOGY.match(text):
        return text
    pauses = list(_STORY_PAUSE.finditer(text))
    if not pauses or not text[pauses[-1].end() :].strip():
        return text
    story = text[: pauses[-1].start()]
    if any(char.isdigit() for char in story):
        return text  # "好比…每人搬 8 块，一共 4 趟": which figure is the answer, the story's or the last?
    said = words_of(story) - NEUTRAL - stem_terms(stem)
    if any(said & words_of(canon_option(option)) for option in options.values()):
        return text
    return text[pauses[-1].end() :]
