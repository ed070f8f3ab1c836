"""A word credited as a fill only where a sentence says something of it, on a code question of several
blanks.

An answer for several blanks that no blank reader parses ("cpu，nvme 太慢", "参数放 cpu，因为 nvme 不够快",
"都填 cpu，nvme 没必要") is split at its Chinese words into pieces, and a piece may be the word a sentence
is about — the subject of "太慢", "不够快", "没必要" — rather than a fill: "nvme" there filled the second
blank (half the points). A fill is credited only where it stands as one somewhere in the answer: closing
its clause, or followed in it by code, a quote, a bracket or a comment, or by what goes on with fills — a
join to the next ("和", "、"), the next blank's place ("空2", "下面", "第二个"), every blank said at once
("两处都是"), a closing particle or a word of sufficiency ("吧", "就行"), the name it is for ("给 a").
Credited nowhere else, it is asked again: a fill is read as a fill or not at all. A fill that scores
nothing keeps its reading (it gives no credit), and so does one not found as written ("两个都是 nvme"
read as one fill per blank); code is no word a sentence is about ("P('x', None) 切 a 的行" explains it).
"""

from __future__ import annotations

import re
import unicodedata

from bank.grading.code._code import QUOTES, without_comment
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_GOES_ON = re.compile(
    r"\s*(?:$|[^\s\u4e00-\u9fff]|"
    + alternation(
        (
            *lexicon.JOINED_TO,
            *lexicon.FILL_GOES_ON,
            *lexicon.ALL_BLANKS,
            *lexicon.CLOSING_PARTICLES,
        )
    )
    + ")"
)
_CLAUSE = re.compile(r"[^,，;；。!！?？\n]*")
_TRIM = " \t,;，；、。"
_WORD = re.compile(r"([\"']?)\w+\1")  # "nvme", "'nvme'": a word a sentence may be about


def said_of_only(answer: str, credited: list[str]) -> bool:
    """Whether some fill in ``credited`` is found in the answer only with words said of it after it, in
    its clause (see the module)."""
    text = unicodedata.normalize("NFKC", answer).translate(QUOTES)
    for fill in credited:
        written = without_comment(fill).strip(_TRIM)  # "P(None, 'y')  # c": the code, not its comment
        if not _WORD.fullmatch(written):
            continue  # "P('x', None) 切 a 的行": code said of is still written as a fill
        found = list(re.finditer(rf"(?<!\w){re.escape(written)}(?!\w)", text))
        if found and not any(_goes_on(text, place.end()) for place in found):
            return True
    return False


def _goes_on(text: str, end: int) -> bool:
    """Whether the clause after a fill ending at ``end`` goes on as fills do (or is over)."""
    clause = _CLAUSE.match(text, end)
    return _GOES_ON.match(clause.group(0) if clause else "") is not None
