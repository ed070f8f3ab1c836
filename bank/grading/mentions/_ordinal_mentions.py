"""Options named by their place: "第二个", "最后一项", "前两个", "倒数第二个", "the second option",
"option two", "the first two", and a bare list of option numbers ("1、2、4").
"""

from __future__ import annotations

import re

from bank.grading.mentions._mentions import LABELS, Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation

_UNIT = alternation(lexicon.ORDINAL_UNITS)
_NAMED_UNIT = alternation(lexicon.ORDINAL_UNITS_NAMED)
_ZH_NUMERAL = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
# a word for what the options are after a place ("第三个参数", "倒数第二个配置项"): part of the mention, so
# that a denial after it ("第三个参数不对") is said of the option, not left behind the noun; never a word of
# the candidate's own ranking ("我的第二个选择是 B": ``_ranked`` reads it after the place)
_THING = alternation(word for word in lexicon.POINTED_THINGS if word not in lexicon.RANK_FOLLOWERS)
_ZH_ORDINAL = re.compile(
    # a place past the eighth ("第12个", "第十二项") names no option: not its first digit's; nor does a
    # question's number ("第 3 题选 B", "第二道题": the bot numbers its questions so)
    r"第\s*((?>[一二两三四五六七八1-8](?![\d十百])(?:\s*[、,，和与及跟]\s*第?\s*[一二两三四五六七八1-8](?![\d十百]))*))"
    rf"(?!\s*(?:{alternation(lexicon.QUESTION_UNITS)}))\s*"
    rf"(?:{_NAMED_UNIT})?(?:\s*(?:{_THING}))?|最后一(?:{_UNIT})(?:选项)?(?:\s*(?:{_THING}))?|(?P<head>头)\s*一\s*(?:{_UNIT})(?:选项)?"
    # the option at the top or the bottom of the list: "最上面那个", "最下面的一项", "打头的那项", "最后那个"
    # ("最后" only before "那": alone it may be "finally"); "最后那组": the options are sets
    # ("组" only after "那": "最后一组" may be a group the question counts)
    rf"|(?:(?P<top>{alternation(lexicon.TOP_OF_LIST)})|{lexicon.BOTTOM_OF_LIST})\s*(?:的)?\s*(?:那)?\s*一?\s*"
    rf"(?:{_UNIT}|选项|(?<=那)组)(?:选项)?"
)  # "头一个": the first one
# A bare list of option numbers ("1、2、4", "1, 3 / 4", "1 2 4"): two or more, read only when no option
# holds a figure (else "2" may be the figure); one number alone may be a count, and is not read.
_BARE_NUMBERS = re.compile(r"^\s*[1-8](?:\s*(?:、|,|/|和|and)\s*[1-8]|\s+[1-8])+\s*[.。]?\s*$", re.I)
_EN_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "last": -1,
}  # fmt: skip
_EN_ORDINAL = re.compile(
    r"\b(" + "|".join(_EN_WORDS) + r")\s+(?:option|one|choice|answer|item)s?\b"
    r"|^(?:the\s+)?(" + "|".join(_EN_WORDS) + r")\s*[.!]?$"
    r"|\bthe\s+("
    + "|".join(_EN_WORDS)
    + r")(?=\s*(?:[.!,;:?]|$)|\s+(?:or|and)\b)",  # "going with the second"
    re.I,
)
# a whole answer listing options by their places: "second and fourth", "the first, the third and the fifth"
_EN_ORDINAL_WORD = r"\b(?:" + "|".join(word for word in _EN_WORDS if word != "last") + r")\b"
_EN_ORDINAL_LIST = re.compile(
    rf"^\s*(?:the\s+)?{_EN_ORDINAL_WORD}(?:\s*(?:,|&|\+|\band\b|,\s*and\b)\s*(?:the\s+)?{_EN_ORDINAL_WORD})+"
    r"(?:\s+(?:ones|options|choices))?\s*[.!]?\s*$",
    re.I,
)
_EN_CARDINALS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_NUMBER_WORD = r"(" + "|".join(_EN_CARDINALS) + r"|[1-8一二三四五六七八])(?![A-Za-z0-9_.]|[./,]\d)"
_EN_NUMBERED = re.compile(  # "option two", "option 2", "option #2", "选项二": an option called by its number;
    # "选二" as the whole answer or its closing clause ("…，所以选三"): the option chosen by its number
    # (no option is a figure it could be)
    r"(?:\b(?:option|choice)s?(?:\s*#\s*|\s+)|选项\s*"
    rf"|(?:^|(?<=[,，;；。!！]))\s*(?:{alternation(lexicon.CHOSEN_LEADS)})?\s*我?选\s*(?=[一二三四五六七八1-8]\s*[吧呢。.!！]*\s*$))"
    + _NUMBER_WORD,
    re.I,
)
# the next number of a list after one ("option two or three", "选项二或三", "options 1, 3 and 4")
_NUMBERED_NEXT = re.compile(
    r"\s*(?:,|，|、|/|\?|？|\bor(?:\s+maybe)?\b|\band\b|或者?|还是|和)\s*(?:(?:option|choice)\s+|选项\s*)?"
    + _NUMBER_WORD,
    re.I,
)
# a run of options counted from one end: "the first two", "the last three options"; not "the first two
# layers"
_EN_RUN_OF = re.compile(
    r"\b(?P<end>first|last)\s+(?P<count>two|three|four|five|2|3|4|5)\b"
    r"(?:\s+(?:options|ones|choices|answers))?"
    r"(?=\s*(?:$|[^\w\s]|are\b|and\b|is\b|both\b|all\b|or\b|maybe\b))",
    re.I,
)
_ZH_COUNT = "[一二两三四五六七八1-8]"
_ZH_RUN_NEXT = re.compile(
    rf"\s*(?:{alternation(lexicon.RUN_ORS)}|、|,|/)\s*(?:也可能)?\s*(?P<count>[二两三四五六七八2-8])\s*(?:{_UNIT})"
)
_RUN_NEXT = re.compile(
    r"(?:\s*(?:,|/|\bor\b|\bmaybe\b|\bperhaps\b))+\s*(?P<count>two|three|four|five|2|3|4|5)\b", re.I
)
# a run of options counted from one end: "前三个" (the first three), "后两个", "最后两个"; "倒数第二个"
# (the second from the end); not "前一个" / "后一个" (the previous / the latter)
_ZH_RUN_OF = re.compile(
    rf"(?:(?<![A-Za-z0-9_之以提目眼当面从事向超往日然])(?P<end>前|后)\s*(?P<count>[二两三四五六七八2-8])\s*"
    rf"(?:{alternation(lexicon.RUN_UNITS)})"
    rf"|倒数\s*第\s*(?P<back>{_ZH_COUNT})\s*(?:{alternation(lexicon.BACK_PLACE_UNITS)})?)"
    # of the options, not of a thing named next ("前三个 step", "前两个阶段"); one place counted back may
    # name what the options are, as "第三个参数" does ("倒数第二个参数", ``_THING``)
    rf"(?(back)(?:\s*(?:{_THING}))?)(?=\s*(?:$|[^\w\s]|{alternation(lexicon.RUN_FOLLOWERS)}|\d))"
)
# the middle of the list ("除了中间那个都对"), pointed at ("那个", "的那项"): not between things named before
# it in its clause ("A 和 C 中间那个" is B), which ``_middle_and_parity`` leaves unread
_MIDDLE = re.compile(
    rf"(?:{alternation(lexicon.MIDDLE_OF_LIST)})\s*(?:的)?\s*那\s*一?\s*(?:{_UNIT}|选项)(?:选项)?"
)
_CLAUSE_BREAK = re.compile(r"[,，;；。:：\n]")
_NAMED_BEFORE = re.compile(rf"[A-Za-z0-9]|{alternation(lexicon.BETWEEN_NAMED)}")
# every odd or even place ("单数那两项", "奇数项", "双数的那俩"), with the count it may say; as a word of
# its own (not "结果为奇数的"), of the options, not of a thing named next
_PARITY = re.compile(
    rf"(?:(?<![\u4e00-\u9fff])|(?<=[选要就]))(?:(?P<odd>{alternation(lexicon.ODD_PLACES)})|"
    rf"{alternation(lexicon.EVEN_PLACES)})\s*(?:位|号)?\s*(?:的)?\s*(?:那)?\s*(?P<many>[两二三四2-4])?\s*"
    rf"(?:{alternation(lexicon.RUN_UNITS)})(?=\s*(?:$|[^\w\s]|{alternation(lexicon.RUN_FOLLOWERS)}))"
)


def _label(number: int, count: int) -> str:
    index = count - 1 if number == -1 else number - 1
    return LABELS[index] if 0 <= index < len(LABELS) else "?"


def _zh_count(written: str) -> int:
    return int(written) if written.isdigit() else _ZH_NUMERAL[written]


def _middle_and_parity(text: str, count: int, taken: list[bool], *, figures: bool) -> list[Mention]:
    """The middle option (none on an even count: "?") and the odd or even places; a count said with the
    parity that is not its number of places names none. Not on options that are figures, where "奇数"
    may say the option's value is odd."""
    found = []
    for match in _MIDDLE.finditer(text):
        clause = _CLAUSE_BREAK.split(text[: match.start()])[-1]
        if any(taken[match.start() : match.end()]) or _NAMED_BEFORE.search(clause):
            continue
        labels = frozenset(_label((count + 1) // 2, count) if count % 2 else "?")
        found.append(Mention(match.start(), match.end(), labels, "ordinal"))
    for match in _PARITY.finditer(text) if not figures else ():
        if any(taken[match.start() : match.end()]):
            continue
        places = range(1 if match.group("odd") else 2, count + 1, 2)
        many = match.group("many")
        labels = frozenset(_label(n, count) for n in places)
        if many and _zh_count(many) != len(places):
            labels = frozenset("?")
        found.append(Mention(match.start(), match.end(), labels, "ordinal"))
    for mention in found:
        taken[mention.start : mention.end] = [True] * (mention.end - mention.start)
    return found


# a place in the candidate's own ranking, not an option's: "B 排第二", "我的第二选择是 B", "my second choice"
_RANK_BEFORE = re.compile(rf"(?:{lexicon.RANK_LEADS})\s*$", re.I)
_RANK_AFTER = re.compile(rf"\s*(?:{alternation(lexicon.RANK_FOLLOWERS)})")


# "B 第一个排除": the order in which an option named before it is ruled out ("第一个排除" alone rules out A)
_OPTION_BEFORE = re.compile(r"(?<![A-Za-z])[A-H]\s*$")
_RULED_OUT_AFTER = re.compile(
    rf"\s*(?:{alternation(lexicon.RULED_OUT_ADVERBS)})?(?:被)?(?:{alternation(lexicon.RULED_OUT_VERBS)})"
)


def _ranked(text: str, start: int, end: int) -> bool:
    return bool(
        _RANK_BEFORE.search(text, 0, start)
        or _RANK_AFTER.match(text, end)
        or (_OPTION_BEFORE.search(text, 0, start) and _RULED_OUT_AFTER.match(text, end))
    )


def numbered_on_figures(text: str) -> list[tuple[int, int]]:
    """Where options are figures, the spans of "option 4", "choice #2", "option two or three": the fourth
    option or the figure 4? Neither is read (``_choice_mentions`` takes the spans before the figures are
    read), so the answer is asked again rather than read as either; "选项4" is a place
    (``PLACE_IN_DIGITS``)."""
    spans = []
    for head in _EN_NUMBERED.finditer(text):
        if not head.group().lower().startswith(("option", "choice")):
            continue  # "选项四" is a place; "我选 4" the figure
        numbered: re.Match[str] | None = head
        while numbered is not None:
            spans.append(numbered.span())
            numbered = _NUMBERED_NEXT.match(text, numbered.end())
    return spans


def ordinal_mentions(text: str, count: int, taken: list[bool], *, figures: bool = False) -> list[Mention]:
    """Options named by their place. ``figures``: some options are figures, so "option four" might
    be the figure 4 as well as the fourth option — not read as either."""
    found = []
    for match in _ZH_RUN_OF.finditer(text):
        if match.group("back"):
            back = _zh_count(match.group("back"))
            labels = frozenset(_label(count - back + 1, count) if back <= count else "?")
        else:
            many = _zh_count(match.group("count"))
            places = range(1, many + 1) if match.group("end") == "前" else range(count - many + 1, count + 1)
            labels = frozenset(_label(n, count) if n >= 1 else "?" for n in places)
        found.append(Mention(match.start(), match.end(), labels, "ordinal"))
        for index in range(match.start(), match.end()):
            taken[index] = True
        following = _ZH_RUN_NEXT.match(text, match.end()) if match.group("count") else None
        if following:  # "前两个或三个": the other count offered is a run of its own
            many = _zh_count(following.group("count"))
            places = range(1, many + 1) if match.group("end") == "前" else range(count - many + 1, count + 1)
            labels = frozenset(_label(n, count) if n >= 1 else "?" for n in places)
            found.append(Mention(following.start("count"), following.end(), labels, "ordinal"))
            for index in range(following.start(), following.end()):
                taken[index] = True
    found += _middle_and_parity(text, count, taken, figures=figures)
    for match in _EN_RUN_OF.finditer(text):
        first = match.group("end").lower() == "first"
        run: re.Match[str] | None = match
        while run is not None:  # "the first two or three": each count a run of its own
            word = run.group("count").lower()
            many = int(word) if word.isdigit() else _EN_CARDINALS[word]
            places = range(1, many + 1) if first else range(count - many + 1, count + 1)
            labels = frozenset(_label(n, count) if n >= 1 else "?" for n in places)
            found.append(
                Mention(run.start("count") if run is not match else run.start(), run.end(), labels, "ordinal")
            )
            run = _RUN_NEXT.match(text, run.end())
        for index in range(match.start(), match.end()):
            taken[index] = True
    for match in _ZH_ORDINAL.finditer(text):
        if any(taken[match.start() : match.end()]) or _ranked(text, match.start(), match.end()):
            continue
        if match.group(1) is None:
            numbers = [1 if match.group("head") or match.group("top") else -1]
        else:
            numbers = [
                int(n) if n.isdigit() else _ZH_NUMERAL[n]
                for n in re.findall(r"[一二两三四五六七八1-8]", match.group(1))
            ]
        found.append(
            Mention(match.start(), match.end(), frozenset(_label(n, count) for n in numbers), "ordinal")
        )
    for listed in _EN_ORDINAL_LIST.finditer(text):  # "second and fourth", "the first, third and fifth"
        for word in re.finditer(_EN_ORDINAL_WORD, listed.group()):
            start, end = listed.start() + word.start(), listed.start() + word.end()
            found.append(
                Mention(start, end, frozenset(_label(_EN_WORDS[word.group().lower()], count)), "ordinal")
            )
        for index in range(listed.start(), listed.end()):
            taken[index] = True
    for match in _EN_ORDINAL.finditer(text):
        if any(taken[match.start() : match.end()]) or _ranked(text, match.start(), match.end()):
            continue
        word = (match.group(1) or match.group(2) or match.group(3)).lower()
        found.append(
            Mention(match.start(), match.end(), frozenset(_label(_EN_WORDS[word], count)), "ordinal")
        )
    for head in _EN_NUMBERED.finditer(text):
        if figures and not head.group().startswith("选项"):
            continue  # "option four" may be the figure 4; "选项四" is a place, as "第四个" is
        numbered: re.Match[str] | None = head
        while numbered is not None and not any(taken[numbered.start() : numbered.end()]):
            word = numbered.group(1).lower()
            number = int(word) if word.isdigit() else _EN_CARDINALS.get(word) or _ZH_NUMERAL[word]
            found.append(
                Mention(
                    numbered.start() if numbered is head else numbered.start(1),
                    numbered.end(),
                    frozenset(_label(number, count)),
                    "ordinal",
                )
            )
            for index in range(numbered.start(), numbered.end()):
                taken[index] = True
            numbered = _NUMBERED_NEXT.match(text, numbered.end())  # "option two or three": the next one
    if not figures and not found and _BARE_NUMBERS.match(text):
        for place in re.finditer(r"[1-8]", text):  # one past the options names none: asked again
            labels = frozenset(_label(int(place.group()), count))
            found.append(Mention(place.start(), place.end(), labels, "ordinal"))
    for mention in found:
        for index in range(mention.start, mention.end):
            taken[index] = True
    return found
