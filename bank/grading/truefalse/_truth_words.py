"""True/false marks in words the first lists did not have: classical "然也" / "非真", a verdict that
the statement "is false" / "is true" closing a clause ("这句是假的"), "too absolute" said of the claim
("太绝对了"), the stem itself said to be fine ("题干没问题"), English agreement or its refusal
("Agreed", "I can't agree", "Yeah"), "indeed so" as a clause of its own ("的确如此，…"), and a plain
"no" made certain ("肯定不是", said alone), "没有的事" (no such thing), "没说错" (yes) and "是伪的"
(no), an English mark before a sentence particle ("False啦"), and "算是吧" / "ok 没问题" said alone.
Each is a pattern joined to ``_truefalse``'s mark lists; a plain "非" / "nein" and a letter offered
with a question mark ("T?") are read as whole answers."""

from __future__ import annotations

import re

from bank.grading.text._lexicon import (
    ANY_AT_ALL,
    ANY_FAULT,
    ANY_KIND,
    CERTAINLY,
    CLAIM_REFERENCES,
    CLAIM_REVERSED,
    COLLOQUIAL_REPLIES,
    FAULT_SEEKING,
    FAULTS_FOUND,
    INDEED,
    NO_SUCH_THING,
    NOT_SO,
    QUALIFIED_TRUE,
    SAYING,
    SOMEWHAT,
    TOO,
    alternation,
)

# no Han character on either side: "然也" inside "虽然也不对" is no mark, nor "非真" inside "非真实"
_HAN = "\u4e00-\u9fff"
_ALONE_BEFORE = rf"(?<![{_HAN}])"
_ALONE_AFTER = rf"(?![{_HAN}])"
# closing its clause, a particle of mood or a tentative "吧" at most after it ("是这么回事吧": offered, read
# to confirm as "对吧" is; "…吧？" asks and is no mark)
_CLAUSE_END = r"(?=\s*[呢啊呀哦吧]*\s*(?:[,，。.!！;；]|$))"
# a sentence particle right after an English mark ("False啦", "true 吧" has its space): "啦" is a
# word character, so ``\bfalse\b`` misses it; a question particle ("false吗") is no mark
_PARTICLE = r"\s*[啦啊呀吧哦嘛咯喽]+\s*(?:[,，。.!！;；]|$)"
_THE_CLAIM = rf"(?:{CLAIM_REFERENCES})"
# the mark that ends a reason: "…，所以假", "…，因此真" (after "所以" a lone 真/假 is the conclusion), and a
# lone letter after the reason's last comma ("组小 → scale 多 → 占得多，T")
_CONCLUDED = r"(?:(?<=所以)|(?<=因此)|(?<=因而))\s*{}(?=\s*[。.!！]*$)"
_LAST_LETTER = r"(?:(?<=[,，])|(?<=[,，]\s))\s*{}(?=\s*[。.!！]*$)"
# "不是" made certain by an adverb, said as the whole answer; with anything after it ("肯定不是 B 的原因")
# the denial may be of something else than the claim
_CERTAIN_NO = rf"^\s*(?:{alternation(CERTAINLY)})\s*不是(?=\s*[的了吧呢啊呀哦]*\s*[。.!！]*$)"
# the adverb makes it more than a bare mark: a reading to confirm
MADE_CERTAIN = re.compile(_CERTAIN_NO)
# "too absolute" judges the claim's wording, a reason as much as a mark: never bare ("太绝对 错")
_TOO_ABSOLUTE = rf"(?<!不)(?:{alternation(TOO)})绝对"
JUDGED_TOO_ABSOLUTE = re.compile(_TOO_ABSOLUTE)
# "反了", "不对，说反了": the claim said reversed, a sentence about its direction: never bare
SAID_REVERSED = re.compile(alternation(CLAIM_REVERSED))

FALSE_MORE = "|".join(
    (
        rf"{_ALONE_BEFORE}非真{_ALONE_AFTER}",
        rf"(?<![不非])是假的{_CLAUSE_END}",
        _TOO_ABSOLUTE,
        r"(?:\bnot|n'?t|\bnever)\s+agree\b|\bdisagreed?\b",
        # the mirror of "题干没问题", said as the whole answer: the claim (understood when unsaid) has a
        # fault; with a clause after it, the fault may be the wording's, not the claim's truth
        rf"(?:{_THE_CLAIM}\s*(?:本身)?|^)\s*有(?:{alternation(SOMEWHAT)})?(?:问题|毛病)(?=\s*[吧呢啊呀哦]*\s*[。.!！]*$)",
        _CERTAIN_NO,
        _CONCLUDED.format("假"),
        _LAST_LETTER.format("F"),
        rf"(?<![不非])是伪的{_CLAUSE_END}",  # "这句是伪的": the mirror of "是真的"
        rf"\bfalse(?={_PARTICLE})",
        rf"(?:{alternation(NOT_SO)})这么(?:一)?回事{_CLAUSE_END}",  # the mirror of "是这么回事"
        # "没有的事", "没这回事": no such thing, the mirror of "确有其事"; "不是没有的事" stays unread
        rf"(?<!不是)(?<!并非)(?:{alternation(NO_SUCH_THING)}){_CLAUSE_END}",
    )
)
TRUE_MORE = "|".join(
    (
        rf"{_ALONE_BEFORE}然也{_ALONE_AFTER}",
        rf"{_ALONE_BEFORE}非假{_ALONE_AFTER}",
        rf"(?<![不非])是真的{_CLAUSE_END}",
        rf"{_THE_CLAIM}\s*(?:本身)?\s*没(?:{alternation(ANY_KIND)})?(?:问题|毛病){_CLAUSE_END}",
        r"\bagreed?\b",
        r"\byeah\b",
        # "indeed so" closing its own clause: the claim granted, whatever reason follows the comma
        rf"(?<![不没])(?:确实|的确)(?:如此|是这样){_CLAUSE_END}",
        "确有其事",
        # "嗯，是这么回事": that is how it is, granted; not asked ("…吗") nor scoffed at ("哪是…")
        rf"(?<![不没])(?<!并不)(?<!哪)(?<!并非)(?:{alternation(INDEED)})?是这么(?:一)?回事{_CLAUSE_END}",
        _CONCLUDED.format("真"),
        _LAST_LETTER.format("T"),
        # "(你)没说错": not said wrongly; the "错" in it is no false mark ("不是没说错" stays unread)
        rf"(?<!不是)(?<!并非)没(?:{alternation(SAYING)})错",
        # "没有错", "没啥错误", "没什么大错": nothing (much) wrong in it, i.e. right; the "错" and the
        # "大错" in it are no false mark ("不是没有错" stays unread)
        rf"(?<!不是)(?<!并非)(?<!并)(?:没(?:有)?(?:{alternation(ANY_FAULT)})?错(?:误|处)?|{QUALIFIED_TRUE})",
        # "挑不出错", "找不出什么毛病": no fault to be found in it; the "错" in it is no false mark
        # ("挑不出对错" weighs both, "挑得出错" finds one: neither reads here)
        rf"(?<!不是)(?:{alternation(FAULT_SEEKING)})不出(?:有)?(?:{alternation(ANY_AT_ALL)})?(?:{FAULTS_FOUND})(?:来)?",
        rf"\btrue(?={_PARTICLE})",
        r"^\s*算是(?=\s*吧?\s*[。.!！]*$)",  # "算是吧", said alone: a tentative yes
        # "ok 没问题" as the whole answer ("ok" alone is read elsewhere)
        r"^\s*ok\s*[,，]?\s*没(?:啥|什么)?问题(?=\s*[吧的]?\s*[。.!！]*$)",
    )
)

# "非" ("not so") and "nein" said as the whole answer: a plain no; inside a sentence "非" is a prefix
# ("非线性") and is read no further
LONE_NO = re.compile(r"\s*(?:非|nein)\s*[.。!！]*\s*", re.I)
# a true/false letter or word alone with a question mark ("T?", "false？"): offered as the answer, as a
# bare option with one is, a reading to confirm; "对？" / "对吗？" ask the interviewer back
OFFERED = re.compile(r"\s*([TF]|true|false)\s*[?？]+\s*", re.I)


def whole_answer_mark(text: str) -> bool | None:
    """The mark of an answer that is only "非" / "nein" (false) or a letter offered ("T?"), else None."""
    if LONE_NO.fullmatch(text):
        return False
    offered = OFFERED.fullmatch(text)
    return None if offered is None else offered.group(1).lower() in ("t", "true")


# an English reply word beside a Chinese mark ("nope 不对", "yep 对的"): the verdict said in two
# languages, a sentence rather than the mark said twice (to confirm, as blind-82.yaml labels it, as
# "yeah 没毛病" and "yup, 没问题" are); a gloss in brackets ("F（不对）") and a sign ("nope ✗") stay bare
_COLLOQUIAL = re.compile(rf"(?<![A-Za-z])(?:{alternation(COLLOQUIAL_REPLIES)})(?![A-Za-z])", re.I)
_CHINESE = re.compile(r"[\u4e00-\u9fff]")


def said_in_two_languages(text: str) -> bool:
    """Whether ``text`` puts a colloquial English reply word beside a Chinese word, no bracket between."""
    other = _COLLOQUIAL.sub(" ", text)
    return other != text and _CHINESE.search(other) is not None and not re.search(r"[()（）]", text)
