"""A true/false mark that is no verdict where it stands: 对 as a preposition ("VAE 对 fp16 很敏感",
"对 VAE 来说": towards, for), and a mark under a plain negation ("不是╳", "并非 ✗", "不是错", "不是不对",
"没有不对": not false, i.e. true), read as its opposite said in words ("不是错的"), never as the mark
itself; and a word that holds a mark and is no verdict ("报错", "对偶"). The words are ``_lexicon``'s;
``_truefalse`` reads the answer after these are put right."""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon

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
# "没有不对": a denial denied, not wrong, as "不是不对" (``_NEGATED``) reads
_DENIED_DENIAL = (
    rf"(?:{lexicon.alternation(lexicon.DENIALS_DENIED_BY)})"  # 没有, 并非, …
    rf"\s*(?:{lexicon.alternation(lexicon.NEGATED_DENIALS)})"
)
_DENIAL_DENIED = re.compile(rf"{_DENIED_DENIAL}\s*的?{_CLAUSE_CLOSE}")

# "不是错吧", "不是不对？", "不是不对啊": a negated mark asked or said with a tag is also "isn't it wrong?"
# (it is), the other way round: which way the candidate means is not read
_NEGATED_ASKED = re.compile(
    rf"^\W*(?:(?:{lexicon.MARK_LEADS})\W*)?(?:(?:{lexicon.alternation(lexicon.NOT_SO)})\s*(?:{lexicon.alternation(lexicon.NEGATED_FALSE_MARKS)}"
    rf"|{lexicon.alternation(lexicon.NEGATED_TRUE_MARKS)})|{_DENIED_DENIAL})\s*的?\s*(?:{lexicon.alternation(lexicon.NEGATED_MARK_TAGS)}|[?？])",
    re.I,
)


def negated_mark_asked(text: str) -> bool:
    """Whether a mark under a plain negation is asked or tagged ("不是错吧", "不是不对？")."""
    return _NEGATED_ASKED.search(text) is not None


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


_VERDICT_WORD = re.compile(lexicon.VERDICT_WORD)
_LISTED = tuple(word for word in lexicon.NO_VERDICT_WORDS if not word.isascii())  # English: on word edges
_FAULT_SOUGHT = re.compile(rf"(?:{lexicon.alternation(lexicon.FAULT_SEEKING)})[得不]$")


def words_blanked(text: str) -> str:
    """``text`` with each word that holds a verdict character and is none ("报错", "错误码", "对偶")
    put as "某": the mark regexes look at characters, and "不会报错" (it will not error) had read as
    "错", false. Such a word is any word of jieba's dictionary holding 对 or 错 that is no verdict word
    ("对手", "错过", "校对"), where jieba cut it as a word; or a listed one, where jieba cut it or joined
    its mark to the word beside it ("会试 / 错" for "会 / 试错", "不会错 / 峰" for "不会 / 错峰"): one of
    its edges is on jieba's cuts. "全错题目" holds "错题" with neither edge on a cut: "全错" stays the
    verdict, as "答错" and "说得对" do."""
    spans = [(hit.start, hit.end) for hit in lexicon.find(text, lexicon.NO_VERDICT_WORDS)]  # "false positive"
    spans += [
        (word.start, word.end)
        for word in lexicon.words_cut(text)
        if len(word.word) > 1
        and ("对" in word.word or "错" in word.word)
        and lexicon.in_dictionary(word.word)
        and not _VERDICT_WORD.fullmatch(word.word)
    ]
    cuts = lexicon.boundaries(text) if "对" in text or "错" in text else frozenset()
    for listed in _LISTED if cuts else ():  # only listed words: "改成 / 对" is no "成对" (a pair)
        start = text.find(listed)
        while start != -1:
            if start in cuts or start + len(listed) in cuts:
                spans.append((start, start + len(listed)))
            start = text.find(listed, start + 1)
    for start, end in spans:
        if text[start] == "出" and _FAULT_SOUGHT.search(text, 0, start):
            continue  # "挑得出错", "挑不出错": a fault can or cannot be picked out, a verdict
        text = text[:start] + "某" * (end - start) + text[end:]
    return text


# a sign under a bare "不" or "没" ("不❌", "没 ✅"): read as the sign denied where the negation opens
# its clause or follows a belief ("我觉得不 ✅"); after another word it may end that word ("要不 ✅ 吧",
# "差不 ❌"), a sign not denied, or deny it ("这个不❌"): either way round, asked again (``_UNSURE_SIGN``)
_SIGN_NEGATION_OPENS = re.compile(
    rf"(?:^|[\s,，。.!！;；:：?？、(（]|{lexicon.BELIEF_OPENINGS}|{lexicon.alternation(lexicon.LEANINGS)})$"
)
_UNSURE_SIGN = "√或×"  # both signs offered: read as no answer, asked again
_NEGATED_SIGN = re.compile(
    rf"(?:{lexicon.alternation(lexicon.NOT_SIGN)})\s*(?:(?P<false>{lexicon.alternation(lexicon.NEGATED_FALSE_SIGNS)})"
    rf"|(?P<true>{lexicon.alternation(lexicon.NEGATED_TRUE_SIGNS)}))"
)


def has_negated_mark(text: str) -> bool:
    """Whether a mark stands under a plain negation ("不是╳", "不❌"): more than a bare mark."""
    return bool(_NEGATED.search(text) or _DENIAL_DENIED.search(text) or _NEGATED_SIGN.search(text))


def negated_marks_turned(text: str) -> str:
    """``text`` with each negated mark said as its opposite in words: "不是╳" as "不是错的" (true),
    "不是√" and "不✅" as "不是对的" (false)."""
    text = _NEGATED.sub(lambda match: "不是错的" if match.group("false") else "不是对的", text)
    text = _DENIAL_DENIED.sub("不是错的", text)
    return _NEGATED_SIGN.sub(lambda match: _sign_denied(match, text), text)


def _sign_denied(match: re.Match[str], text: str) -> str:
    if not _SIGN_NEGATION_OPENS.search(text, 0, match.start()):
        return _UNSURE_SIGN
    return "不是错的" if match.group("false") else "不是对的"
