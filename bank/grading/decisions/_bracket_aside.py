"""A bracketed aside after the last letter of a set that rules out another option ("A，B，C（长度不算）" where
D reads "文档长度"; "A，B，C（D 不算）"): said of that other option, not of the letter it follows. Read as a
clause describing C, it had taken C out of the set: "A、B", a set the candidate never chose.

Narrow on purpose: the bracket is nothing but the other options named (by letter or by words of their
text) and a denial (``denied_subject``). An aside that names the letter's own option ("C（n-gram 不算）"),
none ("C（不算）"), or says anything else of another ("C（长度也算）" adds D, "C（长度是 D）" glosses it,
"C（D 也不是不对）" keeps it open) reads as before.
"""

from __future__ import annotations

import re

from bank.grading.decisions._set_words_denied import denied_subject, words_of

# a bracket opening what is said of a letter, and its content up to the closing bracket (or the end)
_BRACKET = re.compile(r"^\s*[(（]([^()（）]*)[)）]?")
_LETTER = re.compile(r"(?<![A-Za-z])([A-Z])(?![A-Za-z])")
_JOINERS = re.compile(r"[\s、,，/&+和跟与及的]*")


def aside_about_another(after: str, labels: frozenset[str], options: dict[str, str]) -> bool:
    """Whether ``after``, the text after an option named by ``labels``, opens with a bracket ruling out
    other options only (named by letter or by the words of their text)."""
    bracket = _BRACKET.match(after)
    inside = denied_subject(bracket.group(1)) if bracket and options else None
    if inside is None:
        return False
    named = {letter for letter in _LETTER.findall(inside) if letter in options}
    rest = _LETTER.sub(" ", inside)
    for label, option in options.items():
        own = words_of(inside) & words_of(option)
        named |= {label} if own else set()
        for word in own:
            rest = re.sub(re.escape(word), " ", rest, flags=re.I)
    # nothing but the options named: not "C 也不是不对" (a denial denied), "长度太粗不算" (a reason)
    return bool(named) and not named & labels and _JOINERS.fullmatch(rest) is not None
