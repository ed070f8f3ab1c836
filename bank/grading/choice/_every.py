"""Every option of a multiple choice chosen in words: "都支持", "全支持", "四个都可以用", "…，那全选",
"全选，包括 eps 那条", "四个都勾", "一个不落全勾上", "这几个都能用".

Either every option is said to do what the question or most options say ("都" and a predicate made
only of their words, nothing denied or doubted; a count, when given, is the number of options), or
the answer's last clause, after a decision word, is an every-option phrase ("…哦，那全选"), or a plain
list naming every option is closed by one ("困惑度、fastText 语种分、n-gram 重复、文档长度四个都能用").
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.open import _paraphrase
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._en_numerals import english_number
from bank.grading.text._lexicon import alternation

_UNIT = alternation(lexicon.EVERY_UNITS)
_ALL = alternation(lexicon.EVERY_ALL)
# "这几个", "这些": the options pointed at together, every one of them, as a count of them is; "几个"
# alone ("a few") points at none
_THESE = rf"这\s*(?:几\s*(?:{_UNIT})|些)(?:选项)?\s*"
_ALL_SAID = re.compile(
    rf"^(?:{_THESE}|(?:这)?(?:(?P<count>\d+|[a-z]+|[两二三四五六七八])\s*(?:{_UNIT})(?:选项)?\s*)?)(?:{_ALL})\s*"
    r"(?P<said>[^\s,，。!！?？;；]{1,12})[\s。.!！吧]*$",
    re.I,
)
_DENIED = re.compile(r"[不没无非未错]")
_MODALS = frozenset(lexicon.MODALS_SAID_OF_EACH)  # "都能…": said of each
# a decision word is needed: "…, all of them" closing a list is every option only when it named each
_LAST_CLAUSE = re.compile(
    rf"[,，;；。…!！]\s*(?:{alternation(lexicon.EVERY_DECIDED)})\s*(?P<every>[^,，;；。…!！?？]+?)[\s。.!！吧]*$",
    re.I,
)


_COUNTED_ALL = re.compile(lexicon.COUNTED_ALL, re.I)  # "四个都可以", "五项全对", "五项我都认", "all four"
# a leaning or a belief opening the answer ("应该都支持", "估计全选", "我觉得都对"), as before a set
# ("应该 ABCD", read to confirm); "可能", "也许" lead no set, and none here ("可能都对" is kept open)
_LEANING_LEAD = re.compile(rf"^\s*(?:{alternation(lexicon.LEANINGS)}|{lexicon.BELIEF_LEADS})\s*[,，]?\s*")


def every_led(text: str, every: re.Pattern[str], options: dict[str, str], stem: str) -> bool:
    """ "应该都支持", "估计全选": every option, after a leaning that leads a set as it leads letters."""
    lead = _LEANING_LEAD.match(text)
    rest = text[lead.end() :].strip() if lead else ""
    return bool(rest) and (bool(every.fullmatch(rest)) or every_in_words(rest, options, stem))


def counted_all(text: str, count: int) -> bool:
    """ "四个都可以", "four of them, all usable" on a question of four options: every option."""
    match = _COUNTED_ALL.match(text)
    said = next((group for group in match.groups() if group), None) if match else None
    return said is not None and english_number(said) == count


# a count the numeral reader leaves in Chinese: before 样 ("四样全有"; "一样" is "alike", never a count),
# and "俩", "仨" where it has not run
_CHINESE_COUNT = {"两": 2, "俩": 2, "二": 2, "三": 3, "仨": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}


def _counted(count: str) -> int | None:
    return _CHINESE_COUNT.get(count) or english_number(count)


# the question's subject named beside the count, before "都" or before it all ("这四项 DeepSpeed-MoE 都有",
# "DeepSpeed-MoE 这四项都有"): what the options are said of, not a predicate; dropped, the rest is read
_SUBJECT_BESIDE = re.compile(
    r"^(?P<before>[^\s,，。!！?？;；]*[^\s,，。!！?？;；这])?\s*"
    rf"(?P<head>这?\s*(?:\d+|[a-z]+|[两二三四五六七八])\s*(?:{_UNIT})(?:选项)?)\s*"
    rf"(?P<between>[^\s,，。!！?？;；]+?)?\s*(?P<tail>(?:{_ALL})\s*[^\s,，。!！?？;；].*)$",
    re.I,
)


def _subject_dropped(text: str, stem: str) -> str:
    """The answer without the question's subject named beside its count, when it is only that."""
    beside = _SUBJECT_BESIDE.match(text)
    if beside is None or bool(beside.group("before")) == bool(beside.group("between")):
        return text
    words = set(terms(beside.group("before") or beside.group("between")))
    if not words or not words <= set(_paraphrase.stem_terms(stem)):
        return text
    return beside.group("head") + beside.group("tail")


def every_in_words(text: str, options: dict[str, str], stem: str) -> bool:
    """ "都支持", "四个都可以用": every option said to do what the question or the options say."""
    said = _ALL_SAID.match(_subject_dropped(text.strip(), stem))
    if said is None:
        return False
    count = said.group("count")
    if count and _counted(count) != len(options):
        return False  # "三个都可以" of four options: which three?
    predicate = said.group("said")
    if predicate == "有":
        return True  # "四样全有": each of them there, nothing more said ("都有问题" says more)
    if _DENIED.search(predicate) or lexicon.has(
        predicate, (*lexicon.DOUBTS, *lexicon.HEDGES, *lexicon.FAULTS)
    ):
        return False  # "都有问题": a fault of each, none chosen
    words = set(terms(predicate)) - _paraphrase.NEUTRAL - _MODALS
    per_option = [terms(option) for option in options.values()]
    shared = {
        word
        for word in set().union(*per_option)
        if 2 * sum(word in each for each in per_option) > len(options)
    }
    asked = set(_paraphrase.stem_terms(stem))
    if asked & lexicon.USED_FOR:  # "可用于评估": "拿来评" says it again, its verb cut to the first character
        words -= lexicon.USED_FOR
        words = {
            word
            for word in words
            if not (len(word) == 1 and any(len(term) == 2 and term[0] == word for term in asked))
        }
    return words <= asked | shared  # the question's words, or most options'


# the whole answer ticks every option: a word of every one ("都", "全部", "通通", "一起", "一个不落"), then
# a verb of choosing ("勾上", "选", "都对", "统统成立"); a count, when given, is the number of options
# ("五个一起选").
# No word of denial, doubt or question fits between them ("四个都不勾", "全选吗" are no answer of all).
_TICKED_ALL = re.compile(
    rf"(?:{_THESE}|(?P<count>\d+|[a-z]+|[两二三四五六七八])\s*(?:{_UNIT})(?:选项)?\s*)?(?:我|就)?\s*"
    rf"(?:(?:{alternation(lexicon.NONE_LEFT_OUT)})地?\s*)?"
    rf"(?:{alternation(lexicon.ALL_TOGETHER)})\s*"
    rf"(?:{alternation(lexicon.TICKED)})[\s。.!！吧]*",  # "四条统统成立"
    re.I,
)


def every_ticked(text: str, count: int) -> bool:
    """ "四个都勾", "通通都对", "一个不落全勾上": the whole answer chooses all ``count`` options."""
    ticked = _TICKED_ALL.fullmatch(text.strip())
    if ticked is None:
        return False
    counted = ticked.group("count")
    return not counted or _counted(counted) == count  # "三个都勾" of four: which three?


def every_at_end(text: str, every: re.Pattern[str]) -> bool:
    """ "A C D E，…哦…，那全选": the last clause, after a decision word, chooses every option."""
    last = _LAST_CLAUSE.search(text)
    return last is not None and every.fullmatch(last.group("every").strip()) is not None


# the answer's last clause, after an arrow or a comma: "…→ 全对", "…，五个全对"
_CLOSING_ARROW = re.compile(r"(?:→|->|=>|⇒)\s*(?P<every>(?:(?!→|->|=>|⇒)[^,，;；。…!！?？])+?)[\s。.!！]*$")
_CLOSING_COMMA = re.compile(r"[,，;；。…!！]\s*(?P<every>[^,，;；。…!！?？→]+?)[\s。.!！]*$")
# a word asked as "X 不 X" ("顺不顺", "有没有"): a whether, no denial; of a verdict ("对不对",
# "是不是"), a question
_WHETHER = re.compile(r"([\u4e00-\u9fff])[不没]\1")
_VERDICT_WHETHER = frozenset("是对错行")
# a name of code or a path cited ("drop_tokens", "sharded_moe.py", "config.json"): its words say nothing
_CODE_NAME = re.compile(r"[\w./-]*[_./][\w./-]*[\w]")


# what joins the items of a plain list of options
_LIST_JOINS = re.compile(rf"[\s、,，;；:：]|\band\b|{alternation(lexicon.LIST_JOIN_WORDS)}", re.I)
_LIST_ITEM_CUT = re.compile(rf"[、,，;；]|\band\b|{alternation(lexicon.LIST_ITEM_CUTS)}", re.I)
_SENTENCE_WORD = re.compile(r"[的了是写说有里就在用看像为]|\b(?:is|are|has|have|says?|said|in|uses?)\b", re.I)


def _plain_list(head: str, options: dict[str, str], stem: str) -> bool:
    """Whether ``head`` is only options named and what joins them (no reason around them)."""
    mentions, _ = find_mentions(head, [False] * len(head), options, stem)
    rest = head
    for mention in reversed(mentions):
        rest = rest[: mention.start] + " " + rest[mention.end :]
    if mentions and not _LIST_JOINS.sub("", rest):
        return True
    # items short and with no word that makes a sentence of them ("perplexity, lang score and doc length"):
    # the finder may not know each item as an option's, the list is still only a list
    items = [item.strip() for item in _LIST_ITEM_CUT.split(head) if item and item.strip()]
    return len(items) > 1 and all(len(item) <= 20 and not _SENTENCE_WORD.search(item) for item in items)


def every_after_reason(text: str, every: re.Pattern[str], options: dict[str, str], stem: str) -> bool:
    """ "sharded_moe.py 里…都有，EP+DP 是标准用法 → 全对", "model card 写了…，五个全对", "就像 HR 筛简历：
    看语言…→ 四个都能用": a story or a source given as the reason, then a last clause choosing every
    option — after an arrow, or after a comma when it counts them. What is before it denies, doubts,
    hedges, excepts or asks nothing (letters or option words in it are the reason's, not chosen)."""
    arrow = _CLOSING_ARROW.search(text)
    last = arrow or _CLOSING_COMMA.search(text)
    if last is None:
        return False
    said = last.group("every").strip()
    if not (counted_all(said, len(options)) or (arrow is not None and every.fullmatch(said))):
        return False
    head = text[: last.start()]
    if not counted_all(said, len(options)) and find_mentions(head, [False] * len(head), options, stem)[0]:
        return False  # "GQA 有；SwiGLU 有 → 都对": "all" may be all it named, not every option
    if _plain_list(head, options, stem):
        return False  # "perplexity, lang score and doc length, all 4 of them": options listed, no reason
    if any(whether.group(1) in _VERDICT_WHETHER for whether in _WHETHER.finditer(head)):
        return False  # "…对不对 → 全对": asked
    plain = _CODE_NAME.sub(" ", _WHETHER.sub(" ", head))  # "drop_tokens" is a name, not "drop"
    return not (
        _TAKES_BACK.search(plain)
        or _ASKED.search(plain)
        or lexicon.has(plain, (*_KEPT_OPEN, *lexicon.ASKING))
    )


# (or a spaced dash: "all four — length is a heuristic filter too")
_OPENING_CLAUSE = re.compile(
    r"^(?P<every>[^,，;；。…!！?？]+?)(?:\s*[,，;；。…]|\s+[—–-]+(?=\s))\s*(?P<rest>\S.*)$", re.S
)
# what, after an every-option opening, would take an option back or keep one open
_KEPT_OPEN = (*lexicon.KEPT_OPEN, *lexicon.LEANINGS)  # "…，应该吧", "…，eps 应该是 1e-6"
_TAKES_BACK = re.compile(
    rf"[不没无非未错]|{alternation(lexicon.TAKING_BACK)}|"  # "所有选项，去掉 E"
    r"\bexcept\b|\bbut\b|\bnot\b|\bonly\b|\bremove|\bdrop|\bminus\b|\bwithout\b|"
    r"^\s*or\b",  # "all four — or three": another answer offered
    re.I,
)


def every_at_start(text: str, every: re.Pattern[str], options: dict[str, str], stem: str) -> bool:
    """ "全选，包括 eps 那条", "四项都行，长度过短本身就是低质信号": the first clause chooses every option
    and what follows only includes or explains (nothing denied, excepted, doubted, hedged, corrected,
    disputed, quoted or said in irony)."""
    rest = _after_every(text, every, options, stem)
    if rest is None:
        return False
    if _NONE_WRONG.fullmatch(rest.strip(" 。.!！~")) and not _ASKS_WRONG.search(stem):
        return True  # "全选了，没有错的": every option said again; never on a stem asking for the wrong ones
    if _ASKED.search(rest):
        return False  # "全选，1e-5 没错吗": a question about one of them
    if _NOT_MEANT_AFTER.search(rest):
        return False  # "全选，才怪", "…，同事说的", "…，长度凑数"
    if any(_counted(count) != len(options) for count in _COUNT_AFTER.findall(rest)):
        return False  # "四项全部，三项吧", "…，顶多三项": a count that is not every option
    affirmed = _AFFIRMED.sub(" ", rest)  # "全选，1e-5 没错": one of them said right, no denial
    affirmed = _BUT_PRAISING.sub(" ", affirmed)  # "…，长度过滤最粗暴但最有效": the turn only praises
    return (
        not _TAKES_BACK.search(affirmed)
        and not lexicon.has(affirmed, _KEPT_OPEN)
        and _figures_of_the_options(rest, options)
    )


def _after_every(text: str, every: re.Pattern[str], options: dict[str, str], stem: str) -> str | None:
    """What follows a first clause choosing every option ("全选，…"), or None when it chooses no such."""
    opening = _OPENING_CLAUSE.match(text.strip())
    if opening is None:
        return None
    said = opening.group("every").strip().removesuffix("了").strip()  # "全选了": as "全选"
    if not (
        every.fullmatch(said)
        or every_in_words(said, options, stem)
        or counted_all(said, len(options))
        or every_ticked(said, len(options))  # "五条全勾上，eps 1e-5 也是对的"
    ):
        return None
    return str(opening.group("rest"))


_LETTER_DOUBTED = re.compile(
    rf"^[\s,，;；。.…~]*[A-H]+(?![A-Za-z])\s*(?:(?:{alternation(lexicon.SET_DOUBT_LEADS)})\s*)*"
    rf"(?:{alternation(lexicon.DOUBTS)})",
    re.I,
)


def every_member_doubted(text: str, every: re.Pattern[str], options: dict[str, str], stem: str) -> bool:
    """ "全选吧，A 不确定", "都选，A 拿不准": every option chosen, then one of them doubted — a member kept
    open (convention 5 of blind-16.yaml's header), a hedge; never that one letter alone, as it was read."""
    rest = _after_every(text, every, options, stem)
    return rest is not None and _LETTER_DOUBTED.match(rest) is not None


def _figures_of_the_options(rest: str, options: dict[str, str]) -> bool:
    """Whether no name an option sets to a figure ("eps=1e-5", "上下文长度 8k") is said after the opening
    with another ("全选，eps 是 1e-6", "全选，上下文 128k"): that says the option wrong, and every option is
    then not read."""
    for text in options.values():
        for setting in _SETTING.finditer(text):
            for said in re.finditer(rf"(?<![\w.-]){re.escape(setting['name'])}{_SAID_AS}", rest, re.I):
                if float(said["figure"]) != float(setting["figure"]):
                    return False
        for quantity in _QUANTITY.finditer(text):  # "上下文长度 8k": "五条全勾上，上下文 128k" says it wrong
            named = rf"{re.escape(quantity['name'][:2])}[\u4e00-\u9fff]*{_SAID_AS.replace(_FIGURE, _SIZED)}"
            if any(
                _sized(said["sized"]) != _sized(quantity["sized"]) for said in re.finditer(named, rest, re.I)
            ):
                return False
    return True


_FIGURE = r"(?P<figure>\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)"
_SETTING = re.compile(rf"(?P<name>[A-Za-z_][\w-]*)\s*[=:：]\s*{_FIGURE}")  # "eps=1e-5" in an option
_SAID_AS = rf"\s*(?:[=:：]|{alternation(lexicon.FIGURE_SET_TO)})?\s*{_FIGURE}"  # "eps 是 1e-6"


_SIZED = r"(?P<sized>\d+(?:\.\d+)?\s*[A-Za-z]{0,2})(?![\w.])"
_QUANTITY = re.compile(rf"(?P<name>[\u4e00-\u9fff]{{2,}})\s*{_SIZED}")  # "上下文长度 8k" in an option


def _sized(figure: str) -> str:
    return re.sub(r"\s+", "", figure).lower()


# a count said after the opening ("…，三项吧"): every option only when it is their number
_COUNT_AFTER = re.compile(rf"(\d+|[一两二三四五六七八])\s*(?:{_UNIT})")
# irony, a joke, someone else's word, a quote, one option disputed or let go, or a choice kept to theory,
# after an every-option opening
_NOT_MEANT_AFTER = re.compile(
    rf"{lexicon.TRUTH_NOT_MEANT}|{lexicon.JOKING}|{lexicon.EVERY_OPEN_AFTER}|{lexicon.EVERY_LET_GO_AFTER}",
    re.I,
)


# saying an option right in words that hold a denial's character ("没错", "没问题", "不错"), and a question
_NONE_WRONG = re.compile(alternation(lexicon.NONE_WRONG), re.I)
_ASKS_WRONG = re.compile(lexicon.ASKS_WRONG, re.I)
_AFFIRMED = re.compile(
    rf"(?<![不没])(?:{alternation(lexicon.SAID_FINE)})(?![吗么嘛?？])|"
    rf"(?i:(?<![A-Za-z])(?:{alternation(lexicon.SAID_SURE)})(?![A-Za-z]))"  # "all five, no contest"
)
# a "but" turning only to praise, closing its clause: no option taken back
_BUT_PRAISING = re.compile(
    rf"但(?:是)?\s*(?:{alternation(lexicon.PRAISE_DEGREES)})?\s*(?:{alternation(lexicon.PRAISE_AFTER_BUT)})"
    r"(?=\s*(?:[,，;；。.!！~]|$))"
)
_ASKED = re.compile(r"[?？]|吗|么")


# what keeps a list from being a plain list of names: a clause, a denial, a doubt, an exception
_NOT_A_LIST = re.compile(
    rf"[,，。;；:：?？!！\n]|[不没别非错吗除只]|{lexicon.NOT_PLAIN}",
    re.I,
)


def every_after_list(
    text: str, list_end: int, options: dict[str, str], stem: str, every: re.Pattern[str]
) -> bool:
    """ "困惑度、fastText 语种分、n-gram 重复、文档长度四个都能用": a plain list up to ``list_end`` (the
    caller has each option named in it) closed by a phrase choosing every option, its count, when
    given, the number of options; nothing in the list denies, doubts or excepts, nothing follows."""
    head, tail = text[:list_end], text[list_end:].strip(" ,，;；。.!！")
    if not tail or _NOT_A_LIST.search(head) or lexicon.has(head, (*lexicon.REASONS, *lexicon.HEDGES)):
        return False
    return bool(
        every.fullmatch(tail) or every_in_words(tail, options, stem) or every_ticked(tail, len(options))
    )


# the answer's last part, after a space or a comma, restating the whole set: a count with its measure
# word ("全都对 五个") or every option's letter ("四项都支持 ABCD"), each once
_RESTATED = re.compile(
    r"^(?P<head>.*?\S)\s*(?:[\s,，、:：]|(?<=[^A-Za-z\s])(?=[A-Ha-h]))\s*"
    rf"(?:(?P<count>\d+|[两二三四五六七八])\s*(?:{_UNIT})(?:选项)?|(?P<letters>[A-H](?:\s*[、,，]?\s*[A-H])*))"
    r"[\s。.!！]*$"
)


def whole_restated(text: str, labels: set[str]) -> str | None:
    """ "全都对 五个", "四项都支持 ABCD": the answer before a closing count or letter set that restates
    every option (the count is the number of options; the letters are every option's, each once), for
    the caller to read as every option; None when nothing such closes it."""
    restated = _RESTATED.match(text)
    if restated is None:
        return None
    count, letters = restated.group("count"), restated.group("letters")
    if count is not None:
        return restated.group("head") if _counted(count) == len(labels) else None
    said = re.findall(r"[A-H]", letters)
    return restated.group("head") if len(said) == len(labels) and set(said) == labels else None


# the same words said twice, maybe with a pause between ("全对全对", "全选，全选")
_TWICE = re.compile(r"(?P<once>.+?)[\s,，、!！]*(?P=once)")


def said_twice(text: str, every: re.Pattern[str]) -> bool:
    """Whether ``text`` is a word for every option said twice ("全对全对", "全选全选"): every option,
    as said once. A denial or a question said twice ("不全对不全对") is no such word."""
    twice = _TWICE.fullmatch(text)
    return twice is not None and every.match(twice.group("once")) is not None


# a sign opening or closing the answer (a pointer, a tick, a face) and what dresses it (a skin tone, the
# joiner, the variation selector): decoration, as beside a letter ("👉B"); a sign that refuses or doubts
# ("❌ 全选", "全选 🤔") is asked again before the reading (``decisions._struck``)
_SIGN = r"[\s\u2600-\u27bf\U0001f300-\U0001faff\u200d\ufe0f]"
_EDGE_SIGNS = re.compile(rf"^{_SIGN}+|{_SIGN}+$")


def signed(text: str, every: re.Pattern[str]) -> bool:
    """Whether ``text`` is a word for every option with a sign before or after it ("👉 全选", "全选 ✅")."""
    plain = _EDGE_SIGNS.sub("", text)
    return plain != text and every.fullmatch(plain) is not None
