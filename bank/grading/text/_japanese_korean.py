"""Japanese and Korean said in Mandarin's words, so that every reader knows it as the Mandarin it says.

An answer typed with Japanese or Korean words ("A と C です", "맞아요", "はい、大丈夫です", "32분의 1") or
naming its answer in Japanese ("ビー", "shii da ne", "いち") says "和", "对", "是", "分之", "B" in words
of its own; written over once where the answer comes in (``_cantonese.mandarin``, the one step that
writes an answer in Mandarin's words), the readers of "和", "对", "不是 C" and "吧" read it, with no
parallel rule for each word. Every word written over is a word more than the bare answer (read to
confirm), except the conjunction between two bare answers ("A 하고 D": decision 8's bare set).

A letter or figure by its romaji or hiragana name is read only as the whole answer (with an ending):
inside a sentence "a", "ni", "shi" or "いち" are English, particles or parts of words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

# kana and hangul: an answer without any, and not a romaji name, is left as it is, at no cost
_SCRIPT = re.compile(r"[\u3040-\u30ff\u3130-\u318f\uac00-\ud7af]")
# kana and hangul that spell words, not the marks shared with Chinese typing ("Ａ・Ｂ・Ｄ", "ー")
_WORDS_LEFT = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u3131-\u318e\uac00-\ud7a3]")
_KATAKANA = "\u30a0-\u30ff"
_HANGUL = "\u3130-\u318f\uac00-\ud7af"
_KANA_HANGUL = rf"\u3040-\u309f{_KATAKANA}{_HANGUL}"
_CLOSE = r"[\s。.!！~～…]*"


def _ending(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in words)


_NAMES = {**lexicon.ROMAJI_LETTERS, **lexicon.KATAKANA_LETTERS}
# the whole answer a name, or letters' names in a list ("エー、ビー、シー"), then an ending or none
_NAMED = re.compile(
    rf"^\s*(?P<names>(?:{alternation(_NAMES)})(?:\s*[、,，\s]\s*(?:{alternation(_NAMES)}))*"
    rf"|(?P<figure>{alternation(lexicon.JAPANESE_FIGURES)}))"
    rf"(?:\s*(?P<tentative>{_ending(lexicon.ROMAJI_TENTATIVE + lexicon.JAPANESE_KOREAN_TENTATIVE)})"
    rf"|\s*(?:{_ending(lexicon.ROMAJI_ENDINGS + lexicon.JAPANESE_KOREAN_ENDINGS)}))?{_CLOSE}$",
    re.I,
)
# bare letters with a romaji ending ("B desu", "C da ne", "B da to omoimasu"): never "da" read as D and A
_LETTERS_ENDED = re.compile(
    rf"^\s*(?P<names>[A-H](?:(?:\s*[、,，]\s*|\s+(?:(?:to|and)\s+)?)[A-H])*)\s+(?:(?P<tentative>{_ending(lexicon.ROMAJI_TENTATIVE)})"
    rf"|(?:{_ending(lexicon.ROMAJI_ENDINGS)})){_CLOSE}$",
    re.I,
)
_NAME = re.compile(alternation(sorted(_NAMES, key=len, reverse=True)), re.I)
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z])", re.I)
# a letter's katakana name standing apart from other katakana ("ビーです", "エーとシー"), not in a word
_KATAKANA_NAME = re.compile(
    rf"(?<![{_KATAKANA}])(?:{alternation(lexicon.KATAKANA_LETTERS)})(?![{_KATAKANA}])"
)
# "C 아니에요", "B じゃない": what is denied, the word or name just before, said as "不是 C"
_NOT_IS = re.compile(
    rf"(?P<what>[^\s,，、;；。.!！?？{_KANA_HANGUL}]+)\s*(?:{alternation(lexicon.JAPANESE_KOREAN_NOT_IS)})"
)
_INSTEAD = re.compile(
    rf"(?P<what>[^\s,，、;；。.!！?？{_KANA_HANGUL}]+)\s*(?:{alternation(lexicon.JAPANESE_KOREAN_INSTEAD)})\s*"
)
# "いや" / "아니" as a word of its own, after a pause or at the start, before a pause or a space
_NO = re.compile(
    rf"(?:(?<=^)|(?<=[\s,，、;；。.!！]))(?:{alternation(lexicon.JAPANESE_KOREAN_NO)})(?=[\s,，、;；。.!！]|$)"
)
_APART = r"A-Za-z0-9_\"'`)\]"
_AND = re.compile(
    rf"(?<=[{_APART}\s])\s*(?:{alternation(lexicon.JAPANESE_KOREAN_AND)})\s*(?=[A-Za-z0-9_\"'`(\[]|\s)"
)
_AND_ALSO = re.compile(rf"(?<=[{_APART}\s])\s*{lexicon.JAPANESE_KOREAN_AND_ALSO}\s*(?=[{_APART}\s])")
_FRACTION = re.compile(rf"(?<=[0-9])\s*{lexicon.KOREAN_FRACTION}\s*(?=[0-9])")
_WORDS = re.compile(alternation(lexicon.JAPANESE_KOREAN_WORDS))
_UNREAD = re.compile(alternation(lexicon.JAPANESE_KOREAN_UNREAD))
_DIVIDED = re.compile(rf"(?<=[0-9])\s*{lexicon.JAPANESE_DIVIDED}\s*")
_TIMES = re.compile(rf"(?<=[0-9])\s*{lexicon.JAPANESE_TIMES}\s*")
_TENTATIVE = re.compile(rf"\s*(?:{alternation(lexicon.JAPANESE_KOREAN_TENTATIVE)})")
_ONLY = re.compile(rf"\s*(?:{alternation(lexicon.JAPANESE_KOREAN_ONLY)})")
# an ending closing its clause after a word that is not of its own script ("D です", "E요", "两个요")
_ENDING = re.compile(
    rf"(?<![{_KANA_HANGUL}])\s*(?:{alternation(lexicon.JAPANESE_KOREAN_ENDINGS)})(?=$|[\s,，、;；。.!！~～…])"
)


def _named(found: re.Match[str]) -> str:
    figure = found.groupdict().get("figure")
    if figure is not None:
        said = lexicon.JAPANESE_FIGURES[figure.lower()]
    else:
        names = (
            _LETTER.findall(found["names"]) if found.re is _LETTERS_ENDED else _NAME.findall(found["names"])
        )
        said = "、".join(_NAMES.get(name, _NAMES.get(name.lower(), name.upper())) for name in names)
    return said + (" 吧" if found["tentative"] else "")


@lru_cache(maxsize=256)  # pure; the answer is written over once per grade
def japanese_korean(text: str) -> tuple[str, bool]:
    """``text`` with its Japanese or Korean in Mandarin's words ("A と C です" → "A 和 C", "맞아요" → "对",
    "shii da ne" → "C"), and whether a word more than the bare answer was written over (to confirm)."""
    named = _NAMED.match(text) or _LETTERS_ENDED.match(text)
    if named is not None:
        return _named(named), True
    if _SCRIPT.search(text) is None or _UNREAD.search(text) is not None:
        return text, False
    said = _KATAKANA_NAME.sub(lambda found: lexicon.KATAKANA_LETTERS[found[0]], text)
    said = _FRACTION.sub("分之", said)
    said = _DIVIDED.sub(lambda found: f" / {found['by']} = ", said)
    said = _TIMES.sub(lambda found: f" * {found['by']} = ", said)
    said = _WORDS.sub(lambda found: lexicon.JAPANESE_KOREAN_WORDS[found[0]], said)
    said = _INSTEAD.sub(lambda found: f"不是 {found['what']}，是 ", said)
    said = _NOT_IS.sub(lambda found: f"不是 {found['what']}", said)
    said = _NO.sub("不对，", said)
    said = _TENTATIVE.sub(" 吧", said)
    said = _ONLY.sub(" 而已", said)
    said = _ENDING.sub("", said)
    said = _AND_ALSO.sub(" 和 ", said)
    worded = said != text  # the bare conjunction alone ("A 하고 D") is decision 8's bare set
    return _AND.sub(" 和 ", said).strip(), worded


def unread_script(text: str) -> bool:
    """Whether ``text``, written over (``japanese_korean``), still holds kana or hangul: a Japanese or
    Korean word no list knows ("B 빼고 D"), which may deny or turn what is named beside it, so nothing is
    read from the answer."""
    return _WORDS_LEFT.search(text) is not None
