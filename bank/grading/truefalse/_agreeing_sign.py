"""A bare true/false mark closed or opened by a gesture that says the same: "是 👍", "👍🏻 对", "对滴 👍",
"nope 🙅", "FALSE 🙅", "yes yes 🙆" — or by an emoji that says nothing of it, a tone as a particle is
("成立滴 🙌", "不成立哈 😄": convention 7 of blind-16.yaml's header, on either side of the mark). The
emoji adds nothing to the mark, so the answer is the bare mark. Only a gesture that agrees, or an emoji
that neither agrees with the other mark, refuses, doubts nor mocks, is dropped (the lists in
``_lexicon``): "对 🙅" (a no-sign on a true mark) is left to the refusing signs, and asked again; "错 👍"
and "对 🙃" are read as they stand, to confirm; a mark with more than itself beside the emoji, or a
colloquial one that beside another mark is a sentence ("没毛病👌"), is read as it stands.
"""

from __future__ import annotations

import re
import unicodedata

from bank.grading.decisions._invalid import TRUTH_SYMBOLS
from bank.grading.decisions._struck import REFUSING_SIGNS, signed_against
from bank.grading.text import _words as lexicon
from bank.grading.truefalse._truefalse import is_bare, read_truth

# what dresses an emoji and is no sign of its own: a skin tone, the joiner and the variation selector,
# the gender a joined sequence gives (♀/♂)
_DRESSING = re.compile(r"[\U0001f3fb-\U0001f3ff\u200d\ufe0f\ufe0e\u2640\u2642]")
_MOCKING = re.compile(rf"(?<![\w-])(?:{lexicon.alternation(lexicon.MOCKING_SIGN_NAMES)})(?![\w-])")


def _is_emoji(char: str) -> bool:
    """Whether ``char`` is a symbol past the basic plane's marks, no true/false mark of its own ("✓",
    "❌" are the reader's)."""
    own = char in TRUTH_SYMBOLS and char not in lexicon.GESTURE_MARKS  # a gesture dressing a mark: a sign
    return unicodedata.category(char) == "So" and not own and ord(char) >= 0x2600


def _edge_emoji(answer: str) -> tuple[str, set[str]]:
    """``answer`` without the emoji opening or closing it (spaces and their dressing too), and those
    emoji: the sign says as much before the mark ("👍🏻 对") as after it ("对 👍🏻")."""
    start, end, signs = 0, len(answer), set()
    while end > start:
        char = answer[end - 1]
        if not (char.isspace() or _DRESSING.fullmatch(char) or _is_emoji(char)):
            break
        if _is_emoji(char):
            signs.add(char)
        end -= 1
    while start < end:
        char = answer[start]
        if not (char.isspace() or _DRESSING.fullmatch(char) or _is_emoji(char)):
            break
        if _is_emoji(char):
            signs.add(char)
        start += 1
    return answer[start:end], signs


def _tone_only(sign: str, other_side: tuple[str, ...]) -> bool:
    """Whether ``sign`` says nothing of the mark it closes: it refuses, doubts, mocks or agrees with the
    other mark in no way (a face, a hand raised, a party)."""
    return (
        sign not in other_side
        and sign not in REFUSING_SIGNS
        and not signed_against(sign)
        and not mocking(sign)
    )


def mocking(answer: str) -> bool:
    """Whether ``answer`` holds a sign that smirks at what it closes ("对 😏", "B 😏": it may mean the
    opposite), read as it stands, to confirm, on a true/false mark and a choice alike."""
    return any(
        ord(sign) >= 0x2600 and _MOCKING.search(unicodedata.name(sign, "")) is not None
        for sign in set(answer)
    )


def agreeing_sign_dropped(answer: str) -> str:
    """``answer`` without the emoji opening or closing it when it is a bare mark they agree with or say
    nothing of, else as it is."""
    mark, signs = _edge_emoji(answer)
    gestures = {sign for sign in signs if not _DRESSING.fullmatch(sign)}
    if not mark.strip() and len(gestures) == 1 and gestures <= set(lexicon.GESTURE_MARKS):
        return gestures.pop()  # "🙆‍♂️", "🙅🙅": the gesture alone is the mark, undressed
    if not signs or not mark.strip():
        return answer
    if lexicon.has(mark, lexicon.SENTENCE_BESIDE):
        return answer  # "没毛病👌": a colloquial mark beside a sign is a sentence, as beside another mark
    truth = read_truth(mark).truth if is_bare(mark) else None
    if truth is None:
        return answer
    agreeing = lexicon.AGREEING_TRUE_SIGNS if truth else lexicon.AGREEING_FALSE_SIGNS
    other = lexicon.AGREEING_FALSE_SIGNS if truth else lexicon.AGREEING_TRUE_SIGNS
    if all(sign in agreeing or _tone_only(sign, other) for sign in signs):
        return mark.strip()
    return answer
