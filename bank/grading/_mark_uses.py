"""A true/false mark that is no verdict where it stands: 对 as a preposition ("VAE 对 fp16 很敏感",
"对 VAE 来说": towards, for), and a mark under a plain negation ("不是╳", "并非 ✗", "不是错": not false,
i.e. true), read as its opposite said in words ("不是错的"), never as the mark itself; and a word that
holds a mark and is no verdict ("报错", "对偶"). The words are
``_lexicon``'s; ``_truefalse`` reads the answer after these are put right."""

from __future__ import annotations

import re

from bank.grading import _words as lexicon

_CLAUSE = re.compile(r"[,，。.!！;；:：?？、\n]")
# an object of a word or three, no clause break, not opening on a particle or another mark
_WORD = r"[^\s,，。.!！;；:：?？、]"
_OBJECT = (
    rf"(?!不[对错是]|[的了啊吧呀哦嘛呢对错])[A-Za-z0-9_\u4e00-\u9fff]{_WORD}{{0,11}}?"
    rf"(?:\s+{_WORD}{{1,12}}?){{0,2}}?"
)
_PREPOSITION = re.compile(
    rf"对\s*(?:{_OBJECT})\s*(?:{lexicon.alternation(lexicon.PREPOSITION_CLOSINGS)})", re.I
)
_LEAD = re.compile(rf"(?:{lexicon.alternation(lexicon.VERDICT_LEADS)})\s*$", re.I)
_CLAUSE_CLOSE = r"(?=\s*(?:[,，。.!！;；]|$))"
_NEGATED = re.compile(
    rf"(?:{lexicon.alternation(lexicon.NOT_SO)})\s*(?:(?P<false>{lexicon.alternation(lexicon.NEGATED_FALSE_MARKS)})"
    rf"|(?P<true>{lexicon.alternation(lexicon.NEGATED_TRUE_MARKS)}))\s*的?{_CLAUSE_CLOSE}",
    re.I,
)


def prepositions_blanked(text: str) -> str:
    """``text`` with each 对 that is a preposition put as "向" (no mark): before an object and what
    closes it ("VAE 对 fp16 很敏感", "对 VAE 来说"; opening a clause too, "对 fp16 很敏感，不能存": a
    mark read there could turn a wrong answer right); after a verb whose complement is the verdict
    ("说得对", "答对") it stays the mark."""
    for match in reversed(list(_PREPOSITION.finditer(text))):
        before = _CLAUSE.split(text[: match.start()])[-1]
        if before.strip() and _LEAD.search(before):
            continue
        text = text[: match.start()] + "向" + text[match.start() + 1 :]
    return text


def words_blanked(text: str) -> str:
    """``text`` with each word that holds a verdict character and is none ("报错", "错误码", "对偶")
    put as "某": the mark regexes look at characters, and "不会报错" (it will not error) had read as
    "错", false; found as words on jieba's boundaries, so that "全错" or "答错" stay the verdict."""
    for hit in lexicon.find(text, lexicon.NO_VERDICT_WORDS):
        if hit.word.startswith("出") and text[: hit.start].endswith("得"):
            continue  # "挑得出错": a fault can be picked out, i.e. false (jieba cuts "得 / 出错")
        text = text[: hit.start] + "某" * (hit.end - hit.start) + text[hit.end :]
    return text


def has_negated_mark(text: str) -> bool:
    """Whether a mark stands under a plain negation ("不是╳"): more than a bare mark."""
    return bool(_NEGATED.search(text))


def negated_marks_turned(text: str) -> str:
    """``text`` with each negated mark said as its opposite in words: "不是╳" as "不是错的" (true),
    "不是√" as "不是对的" (false)."""
    return _NEGATED.sub(lambda match: "不是错的" if match.group("false") else "不是对的", text)
