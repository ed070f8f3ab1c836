"""Words after a code fill that turn it round, deny it or doubt it: "P('x',None) 和 P(None,'y') 反过来",
"… 顺序相反", "x 其实不对", "x 好像有问题", "x 我不确定", "`a`, `b` swapped".

The code reader reads the fills from the code alone and sets the words around them aside; words said
after a fill that swap, deny or doubt it leave the fills read not the candidate's answer as it stands —
the answer is another one, or none. Such an answer is asked again, never read as the fills written.
A correction that goes on to code of its own ("P(None,'y') 和 P('x',None)，哦不对，其实是 P('x',None) 和
P(None,'y')") is read by its last code, as before: only the words after its correction word are looked
at; a turn followed by code without one ("…写反了，P(…) 和 P(…)") is asked again. Words
before the first fill ("其实就是 x") and comments in the code ("x  # 反着切", ``_code_remarks``'s) are
no words after a fill.
"""

from __future__ import annotations

import re

from bank.grading.code._code import COMMENT_OPENS
from bank.grading.text import _lexicon as lexicon
from bank.grading.text import _words
from bank.grading.text._text import code_spans

_TURNED = re.compile(lexicon.FILL_TURNED_AFTER, re.I)
_TURNED_EN = re.compile(lexicon.FILL_TURNED_AFTER_EN, re.I)
# right after code (a name, a figure, a bracket or a quote closing): a fill asked, not a question in words
_ASKED_DENIED = re.compile(rf"(?<=[A-Za-z0-9_)\]'\"`])\s*(?:{lexicon.FILL_ASKED_DENIED})", re.I)
_COMMENT = re.compile(rf"{COMMENT_OPENS}[^\n]*")
# where code starts: a backtick, or an ASCII name, figure, bracket or quote
_CODE_START = re.compile(r"[`A-Za-z0-9_(\[{'\"]")
_SPAN = re.compile(r"`[^`\n]+`|```.*?```", re.S)


def _after_fills(answer: str) -> str:
    """The words after the answer's first fill (after its last correction, when code follows that),
    with the code between them blanked: only words are left to read."""
    text = _COMMENT.sub(" ", answer)
    corrected = _words.last_correction(text)
    if corrected is not None and (code_spans(text[corrected:]) or _CODE_START.search(text[corrected:])):
        text = text[corrected:]
    first = _CODE_START.search(text)
    if first is None:
        return ""
    return _SPAN.sub(" ", text[first.start() :])


# a denial closing the answer after its last fill ("P(…) 和 P(…) 是错的"): of which fill, or of both?
_CLOSING_DENIAL = re.compile(
    rf"[)\]'\"`A-Za-z0-9_][\s,，;；。]*(?:{lexicon.LINE_CLOSING_ALL})?\s*(?:是)?\s*"
    rf"(?:{lexicon.FILLS_CLOSING_DENIALS})[\s。.!！]*$",
    re.I,
)


def turned_after(answer: str) -> bool:
    """Whether words after a fill swap or deny it ("反过来", "顺序相反", "其实不对", "swapped"), or a
    denial closes the answer after its fills."""
    after = _after_fills(answer)
    outside = re.sub(r"[A-Za-z0-9_]*['\"][^'\"\n]*['\"]", " ", after)  # a string's words are code
    closing = _CLOSING_DENIAL.search(_COMMENT.sub(" ", answer).rstrip())
    return bool(_TURNED.search(outside) or _TURNED_EN.search(outside) or closing)


def asked_denied(answer: str, read: str) -> bool:
    """Whether a fill the reading kept is asked, then denied ("nvme, nvme? no": the reading kept half the
    denied answer; "nvme？不是" was read right). A fill asked and denied that the reading let go ("会不会是
    P('x', 'y')？不是，…a 填 P('x', None)…") is the readers'."""
    text = _COMMENT.sub(" ", answer)
    fills = [fill.strip() for fill in read.split("\n") if fill.strip()]
    if any(_ASKED_DENIED.search(fill) for fill in fills):  # "nvme? no" read as a fill, the denial with it
        return True
    return any(
        text[: denied.start()].rstrip().rstrip("`").endswith(fill)
        for denied in _ASKED_DENIED.finditer(text)
        for fill in fills
    )


def doubted_after(answer: str) -> bool:
    """Whether words after a fill doubt it ("x 我不确定", "第二个不确定", "`a`, `b`, not sure")."""
    after = _after_fills(answer)
    return _words.has(after, lexicon.DOUBTS)
