"""A doubt between two options, resolved by an interjection of realization whose clause closes on one of
them after a reason ("C还是D来着…哦对 gate 也算 D"): the closing letter is the answer, to confirm, as it
is already when a comma sets it apart ("C还是D来着…哦对，gate 也算，D"). The space before the letter was
read as no break, and the doubt kept both open.

Only where the answer opens on a doubt between letters ("C 还是 D", "C 或 D"), the interjection then opens
the last clause, that clause has no denial, doubt, question or other letter, its words do not end on a
word that takes the letter as what is said of it ("…就是 D", "…不如 D", "…和 D") nor on anything but a
Chinese word ("= 35e9 B": B is bytes there), and the closing letter is one of the doubt's. The answer is
then the same with a comma before the letter, read as before.

On a multiple choice, the doubt may be about the pair, or between the two: an answer that opens on it
and closes on one of its letters alone ("B 还是 C？C", "B 还是 C 来着…哦对，psum 是归约，C") had been read
as both, the key; which is meant is asked again (``doubt_closed_on_one``).
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_DOUBT = re.compile(
    rf"^\s*(?:是\s*)?(?P<first>[A-H])\s*(?:{alternation(lexicon.HEDGE_LINKS)})\s*(?P<second>[A-H])"
    rf"\s*(?:{lexicon.DOUBT_PARTICLES})?\s*(?:[?？,，;；。!！…]|\.{{3}})"
)
_CLOSING = re.compile(
    rf"(?:[,，;；。!！?？…]|\.{{3}})\s*(?:{alternation(lexicon.REALIZATIONS)})(?![A-Za-z])\s*"
    r"(?P<words>[^,，;；。!！?？…]*?[\u4e00-\u9fff])\s+(?P<letter>[A-H])\s*[。.!！]*$"
)
# a denial, a doubt or a question anywhere in the clause leaves it as it was
_UNSETTLED = re.compile(rf"[不没非错别?？]|{lexicon.REALIZED_UNSETTLED}", re.I)
# a word the closing letter would be said of, ending the clause's words
_TAKES_LETTER = re.compile(rf"(?:{lexicon.REALIZED_LEAD_ENDS}|{lexicon.REALIZED_TAKES})\s*$")


def _settled(words: str) -> bool:
    """Whether a clause's ``words`` hold no denial, doubt, question or letter, nor end on a word taking
    the letter after them."""
    return not (
        _UNSETTLED.search(words)
        or re.search(r"(?<![A-Za-z])[A-H](?![A-Za-z])", words)
        or _TAKES_LETTER.search(words)
    )


def realized_close(text: str) -> str:
    """``text`` with a comma before the letter closing a doubt's realization, where it is one (see above)."""
    doubt = _DOUBT.match(text)
    closing = _CLOSING.search(text, doubt.end() - 1) if doubt else None
    if doubt is None or closing is None or closing.group("letter") not in (doubt["first"], doubt["second"]):
        return text
    if not _settled(closing.group("words")):
        return text
    return f"{text[: closing.start('letter')].rstrip()}，{text[closing.start('letter') :]}"


_CLOSING_ONE = re.compile(r"(?:^|[^A-Za-z])(?P<letter>[A-H])\s*[。.!！]*$")


def doubt_closed_on_one(text: str, chosen: set[str]) -> bool:
    """Whether ``text`` opens on a doubt between two letters, closes on one of them alone after it, and
    ``chosen`` (what was read) holds both: the doubt settled on one, or the pair? Asked again."""
    doubt = _DOUBT.match(text)
    closing = _CLOSING_ONE.search(text, doubt.end() - 1) if doubt else None  # from the break on
    pair = {doubt["first"], doubt["second"]} if doubt else set()
    return closing is not None and closing["letter"] in pair and pair <= chosen
