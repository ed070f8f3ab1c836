"""Written Cantonese, Japanese and Korean said in Mandarin's words, so that every reader knows it as
the Mandarin it says.

An answer typed in Cantonese ("係 A 囉", "唔係，應該係 26GB 先啱", "B D 加埋 C", "A 定 B 呢") says
"是", "不是", "对", "加上", "还是" in words of its own; written over once where the answer comes in,
the readers of "是 A", "不是 …", "加上 C" and "A 还是 B" read it, with no parallel rule for each word.
Only the answer's words outside code spans are written over (a code fill is never Cantonese); the
options' own texts are not touched.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._japanese_korean import japanese_korean
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import CODE_SPAN, without_code

_CJK = r"\u4e00-\u9fff\U00020000-\U0002a6df"
# the characters only written Cantonese uses: an answer without any is left as it is, at no cost
_CANTONESE = frozenset(word[0] for word in lexicon.CANTONESE_WORDS) | {"唔", "細", lexicon.CANTONESE_IS}
_CANTONESE |= frozenset("囉啰㗎喎㖞啫")
_WORDS = re.compile(alternation(lexicon.CANTONESE_WORDS))
# "唔" before a word, not before a pause or the end ("唔，我觉得…" hesitates, as Mandarin's "唔" does)
_NOT = re.compile(rf"{lexicon.CANTONESE_NOT}(?=[{_CJK}])")
_IS = re.compile(lexicon.CANTONESE_IS_WORDS)
# a conjunction with no Chinese character beside it ("A 同 C", "GQA同SwiGLU"): never part of a word
_CONJUNCTION = re.compile(
    rf"(?<=[A-Za-z0-9\s])(?:{alternation(lexicon.CANTONESE_CONJUNCTIONS)})(?=[A-Za-z0-9\s])|"
    rf"(?<![{_CJK}])(?:定係|定系)"  # "…，定係 B？": opening its clause, the hedge's "还是"
)
_SMALL = re.compile(lexicon.CANTONESE_SMALL)
# a particle with what follows it in its clause: dropped at a clause's end, a pause before more words
_PARTICLE = re.compile(rf"\s*{lexicon.CANTONESE_PARTICLES}(?P<more>\s*(?=[^\s,，;；。.!！?？~～…]))?")


def _words(text: str) -> str:
    text = _PARTICLE.sub(lambda found: "" if found["more"] is None else "，", text)
    text = _SMALL.sub("小", text)
    text = _CONJUNCTION.sub(lambda found: lexicon.CANTONESE_CONJUNCTIONS[found[0]], text)
    text = _WORDS.sub(lambda found: lexicon.CANTONESE_WORDS[found[0]], text)
    text = _NOT.sub("不", text)
    return _IS.sub("是", text)


@lru_cache(maxsize=256)  # pure; the answer is written over once per grade
def mandarin(text: str) -> str:
    """``text`` with its written Cantonese in Mandarin's words ("係 A 囉" → "是 A"), code spans kept, and
    its Japanese or Korean too ("A と C です" → "A 和 C", ``_japanese_korean``)."""
    text = japanese_korean(text)[0]
    if _CANTONESE.isdisjoint(text) and "同" not in text and "定" not in text:
        return text
    pieces, start = [], 0
    for span in CODE_SPAN.finditer(text):
        pieces += [_words(text[start : span.start()]), span[0]]
        start = span.end()
    pieces.append(_words(text[start:]))
    return "".join(pieces)


def particled(text: str) -> bool:
    """Whether the answer closes a clause with a Cantonese particle of mood ("係 A 囉", "唔係喎"): a word
    more than the bare answer, which ``mandarin`` drops, so the reading is one to confirm; so is a
    Japanese or Korean word written in Mandarin's ("ei desu", "맞아요")."""
    if japanese_korean(text)[1]:
        return True
    return not _CANTONESE.isdisjoint(text) and _PARTICLE.search(without_code(text)) is not None
