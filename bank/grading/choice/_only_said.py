"""On a multiple choice asking for the right ones, the options said to be the only wrong ones: every other
option is chosen, to confirm ("只有 B 不对", "only B is wrong"). Read here:

- a list of them joined as a list is ("only B, C and E are wrong", "只有 B 跟 D 不对");
- a denial in the options' own verb, where each of them opens on it ("只有 A 不支持" of "支持任意
  attention mask"): its statement said not to hold;
- a reason after a pause ("only C is wrong — Euler–Maruyama integrates the SDE, …", "只有 A 不对，
  DeepSpeed 容量满了不会丢 token"), when it names no other option and neither doubts, hedges nor turns
  ("…, but D too", "…，D 也不确定": asked again, as before).

And the options said to be the only right ones, as a set ("只有 A 和 C 是必须的"), which the mention pass
read as the first alone, the rest described. "Not only" ("不只 A 不对") opens neither.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bank.grading.text import _words as lexicon

_LETTERS = r"[A-H](?:\s*(?:[、,，和与跟及&/]|,?\s*\band\b)?\s*[A-H])*"
_ONLY_WRONG = re.compile(
    rf"\s*(?:{lexicon.ONLY_NAMED})\s*(?P<letters>{_LETTERS})\s*(?:(?P<wrong>{lexicon.ONLY_WRONG})|不\s*(?P<verb>[\u4e00-\u9fff]{{1,4}}?))"
    r"(?:[\s。.!！]*$|(?P<pause>\s*(?:[,，;；:：]|[—–]+|\s-{1,2}\s)\s*)(?P<reason>\S.*)$)",
    re.I,
)
# in a reason, a letter names an option (the excluded ones' words are their letters by now: they may be
# named again, another may not); a doubt, a hedge, a turn or more said of another makes it no reason
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])")
_NOT_A_REASON = re.compile(rf"{lexicon.ONLY_WRONG_MORE}|{lexicon.TURNS}", re.I)
_DOUBTS = (*lexicon.DOUBTS, *lexicon.HEDGES)


def only_wrong(lettered: str, options: Mapping[str, str]) -> set[str] | None:
    """The options ``lettered`` (the answer, its mentions written as letters) says are the only wrong
    ones; None when it says no such thing."""
    found = _ONLY_WRONG.match(lettered)
    if found is None:
        return None
    excluded = set(re.findall(r"[A-H]", re.sub(r"\band\b", " ", found["letters"], flags=re.I)))
    if not excluded or not excluded < set(options):
        return None
    verb = found["verb"]
    if verb and not all(options[label].lstrip().startswith(verb) for label in excluded):
        return None  # "只有 A 不需要" of an option that needs nothing said: no statement denied
    reason = found["reason"] or ""
    named = {letter.upper() for letter in _LETTER.findall(reason)}
    if not named <= excluded or _NOT_A_REASON.search(reason) or lexicon.has(reason, _DOUBTS):
        return None
    return excluded


# "只有 A 和 C 是必须的", "only A and C are right": the set, affirmed whole
_ONLY_RIGHT = re.compile(
    rf"\s*(?:只有|唯独|only)\s*(?P<letters>{_LETTERS})\s*(?:{lexicon.ONLY_RIGHT_SAID})[\s。.!！]*$", re.I
)


def only_right(lettered: str, options: Mapping[str, str]) -> set[str] | None:
    """The options ``lettered`` says are the only right (or needed) ones, two or more; else None."""
    found = _ONLY_RIGHT.match(lettered)
    if found is None:
        return None
    named = set(re.findall(r"[A-H]", re.sub(r"\band\b", " ", found["letters"], flags=re.I)))
    return named if len(named) > 1 and named <= set(options) else None
