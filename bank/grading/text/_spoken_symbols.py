"""Code said aloud to a phone's voice input, its punctuation written out as words ("tl 点 constexpr",
"括号 下划线 inner") or its letters spelled ("n v m e"), held against code written: whether the words
spell it. Speech carries no case, no underscores and no closing brackets, and quotes are rarely said, so
a word in lower case stands for the same word in any case, and an underscore between two words of a
name, quotes, a hyphen inside a string and the brackets closing the code may go unsaid; every other
symbol must be said (``SPOKEN_SYMBOLS``), and every word of the answer must be a name, a figure or a
symbol said. The code readers read a whole fill so (``_spoken_code``), the choice readers a piece of an
option's code (``_spoken_option``).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_SAID = alternation(lexicon.SPOKEN_SYMBOLS)
_TOKEN = re.compile(rf"(?P<said>{_SAID})|(?P<word>[A-Za-z0-9]+)|(?P<pause>，)|(?P<space>\s+)|(?P<other>.)")
_CODE_TOKEN = re.compile(r"(?P<word>[A-Za-z0-9]+)|(?P<space>\s+)|(?P<op>->|\*\*|==|!=|<=|>=)|(?P<other>.)")
# a symbol said between names or figures ("tl 点 constexpr", "括号 下划线 inner"): code said aloud
SAID_BETWEEN = re.compile(rf"[A-Za-z0-9]\s*(?:(?:{_SAID})\s*)+[A-Za-z0-9]")
# ... a symbol of code said (not the comma a list is said with, "A 逗号 B"), by a name
CODE_SAID = re.compile(
    rf"[A-Za-z]\s*(?:{alternation(word for word in lexicon.SPOKEN_SYMBOLS if word != '逗号')})\s*[A-Za-z0-9]"
    rf"|[A-Za-z0-9]\s*(?:{alternation(word for word in lexicon.SPOKEN_SYMBOLS if word != '逗号')})\s*[A-Za-z]"
)
_CLOSERS = frozenset(")]}")
_QUOTES = frozenset("'\"")


def said_tokens(answer: str) -> tuple[tuple[str, str], ...] | None:
    """The answer as names and symbols (("w", "tl"), ("s", ".")), or None when a word of it is neither."""
    tokens: list[tuple[str, str]] = []
    for match in _TOKEN.finditer(answer):
        kind = match.lastgroup
        if kind == "said":
            tokens.append(("s", lexicon.SPOKEN_SYMBOLS[match.group()]))
        elif kind == "word":
            tokens.append(("w", match.group()))
        elif kind == "pause":
            tokens.append(("p", ","))
        elif kind == "other":
            char = match.group()
            if "\u4e00" <= char <= "\u9fff" or char.isalpha():
                return None  # a word that is no name and no symbol: more than the fill is said
            tokens.append(("s", char))
    return tuple(tokens)


@lru_cache(maxsize=256)
def _written(fill: str) -> tuple[tuple[str, str, bool], ...]:
    """A fill as names and symbols, each marked whether it stands inside a string."""
    tokens: list[tuple[str, str, bool]] = []
    quote = ""
    for match in _CODE_TOKEN.finditer(fill):
        kind, text = match.lastgroup, match.group()
        if kind == "space":
            continue
        if text in _QUOTES and (not quote or quote == text):
            quote = "" if quote else text
            tokens.append(("q", text, False))
            continue
        tokens.append(("w" if kind == "word" else "s", text, bool(quote)))
    return tuple(tokens)


def spells(answer: str, fill: str, *, within: bool = False, calls: bool = False) -> bool:
    """Whether ``answer``, said aloud, spells ``fill`` (see the module for what may go unsaid); ``within``:
    a piece of it, from any of its words or symbols to any other; ``calls``: a call's opening bracket
    and the commas between its names, and the underscore opening a name, may go unsaid too ("flash attn
    func q k v causal 等于 true", "括号 inner"): for a whole fill said with symbols, never a piece."""
    spoken = said_tokens(answer.strip().strip("。.!！"))
    if spoken is None or not any(kind == "w" for kind, _ in spoken):
        return False
    written = _written(fill.strip())

    @cache
    def match(i: int, j: int, part: int) -> bool:
        if j == len(spoken) and within and part == 0:
            return True  # the piece said ends here
        if i == len(written):
            return j == len(spoken)
        kind, text, _ = written[i]
        if j == len(spoken) and all(unit[1] in _CLOSERS for unit in written[i:]):
            return True  # the closing brackets left unsaid
        if j < len(spoken) and spoken[j][0] == "p" and (kind != "s" or text != ",") and match(i, j + 1, 0):
            return True  # a pause typed as a comma, no comma of the fill's
        if kind == "q":  # a quote, said or not
            said = j < len(spoken) and spoken[j][0] == "s" and spoken[j][1] in _QUOTES
            return (said and match(i + 1, j + 1, 0)) or match(i + 1, j, 0)
        if kind == "s":
            if (_unsaid(written, i) or (calls and _unsaid_in_call(written, i))) and match(i + 1, j, 0):
                return True
            if j == len(spoken) or spoken[j][0] == "w":
                return False  # (a pause typed as a comma may be the fill's comma)
            symbol = spoken[j][1]
            return (symbol == text or (symbol == "()" and text in "()")) and match(i + 1, j + 1, 0)
        # a name or figure: one word said, or letters spelled one by one, continuing at ``part``
        if j == len(spoken) or spoken[j][0] != "w":
            return False
        word, rest = spoken[j][1], text[part:]
        if not (rest.startswith(word) or (word.islower() and rest.lower().startswith(word))):
            return False
        if len(word) == len(rest):
            return match(i + 1, j + 1, 0)
        return len(word) == 1 and match(i, j + 1, part + 1)  # "n v m e": spelled a letter at a time

    starts = range(len(written)) if within else range(1)
    return any(match(start, 0, 0) for start in starts)


def _unsaid(written: tuple[tuple[str, str, bool], ...], index: int) -> bool:
    """Whether the symbol at ``index`` may go unsaid: an underscore between two words of a name, a hyphen
    between two words of a string."""
    text, in_string = written[index][1], written[index][2]
    if text not in ("_", "-") or (text == "-" and not in_string):
        return False
    before, after = (
        written[index - 1] if index else None,
        written[index + 1] if index + 1 < len(written) else None,
    )
    return bool(before and after and before[0] == "w" and after[0] == "w")


def _unsaid_in_call(written: tuple[tuple[str, str, bool], ...], index: int) -> bool:
    """Whether the symbol at ``index`` is one a call dictated may leave unsaid: its opening bracket after
    the callee's name, a comma between two names or figures, or the underscore opening a name; each
    before a name or figure (outside a string)."""
    text, in_string = written[index][1], written[index][2]
    after = written[index + 1] if index + 1 < len(written) else None
    before = written[index - 1] if index else None
    if in_string or after is None or after[0] != "w":
        return False
    if text == "_":
        return before is None or before[0] == "s"
    return text in "(," and before is not None and before[0] == "w"
