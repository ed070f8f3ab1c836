"""Places in the list of options said in words the ordinal reader does not hold, written in the words
it does: counting from the bottom ("从下往上数第二个", "自下而上第三项") is "倒数第…", counting from the
top ("从上往下数第二个") is "第…"; the closing act ("压轴的那个") is the last one; a place in formal
numerals ("第贰个") is one in plain numerals; "头三个" is "前三个"; an option by its number ("三号选项",
"选 3 号") is "第三个". A rewrite of the answer's words before the choice reader reads it, so that each
place is still read, and confirmed, by one reader."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._zh_numerals import COLLOQUIAL, FINANCIAL_DIGITS, counting, numeral_value

# the places in formal numerals, one to eight ("壹" is "一")
_FORMAL = {formal: plain for formal, plain in FINANCIAL_DIGITS.items() if numeral_value(plain) in range(1, 9)}
_SHORT_UNIT = alternation(lexicon.ORDINAL_UNITS_SHORT)
_FROM_BOTTOM = re.compile(rf"(?:{lexicon.FROM_BOTTOM})\s*数?\s*(?=第)")
_FROM_TOP = re.compile(rf"(?:{lexicon.FROM_TOP})\s*数?\s*(?=第)")
_FORMAL_PLACE = re.compile(
    rf"(?<=第)\s*([{''.join(_FORMAL)}])(?=\s*(?:{alternation(lexicon.FORMAL_PLACE_UNITS)}))"
)
# an option chosen by its number in formal numerals closing the answer ("…，所以选肆"), as "选四"
_FORMAL_CHOSEN = re.compile(rf"(?<=选)\s*([{''.join(_FORMAL)}])(?=\s*[吧呢。.!！]*\s*$)")
# a run from one end counted colloquially ("前仨", "后俩"): "前三个", "后两个"
_COLLOQUIAL_RUN = re.compile(r"(?:(?<![\u4e00-\u9fff])|(?<=[选就是要]))([前后])\s*([俩仨])")
_COLLOQUIAL_COUNTS = {word: counting(value) + "个" for word, value in COLLOQUIAL.items()}
# the first option said "首项" as the whole answer, and the first and the last "首尾两项", "头尾两个" (头 as
# a word of its own, not "码头尾部"; of the options, not "头尾两个 token")
_FIRST_ONE = re.compile(rf"^\s*(?:选)?\s*首\s*(?:{_SHORT_UNIT})(?:选项)?(?=\s*[吧。.!！]*\s*$)")
_BOTH_ENDS = re.compile(
    rf"(?:首|(?:(?<![\u4e00-\u9fff])|(?<=[选要是就]))头)尾\s*(?:两|二|2)?\s*(?:{_SHORT_UNIT})"
    rf"(?=\s*(?:$|[^\w\s]|{alternation(lexicon.RUN_FOLLOWERS)}))"
)
_CLOSING_ACT = re.compile(rf"压轴\s*(?:的)?\s*(?:那)?\s*一?\s*({alternation(lexicon.ORDINAL_UNITS_OPTION)})")
# a run of places by its two ends ("第一到第三项", "第2至第4个", "第1~3条"): every place between them
_PLACE_RANGE = re.compile(
    rf"第\s*([一二两三四五六七八1-8])\s*(?:{_SHORT_UNIT})?\s*(?:到|至|~|～|-|—)\s*第?\s*([一二两三四五六七八1-8])(?![\d十百])"
    # of the options, not "第一到第三层"
    rf"(?=\s*(?:{alternation(lexicon.RANGE_FOLLOWERS)}|$|[,，。.!！、;；]))"
)
# an option by its number ("三号选项", "选 3 号", "…，所以三号"): its place, "第三个" (not "头号",
# nor "3 号卡")
_CONCLUDED = "".join(f"|(?<={word})" for word in lexicon.NUMBER_CONCLUDED)
_NUMBERED = re.compile(
    rf"(?:(?<![\d\u4e00-\u9fff])|(?<=[选是]){_CONCLUDED})\s*([一二两三四五六七八1-8])\s*号"
    r"\s*(?:选项|(?=\s*[吧。.!！]*\s*$))"
)
# an option's number offered beside the one closing the answer, once that is read ("四号还是第三个",
# "二号或者是第三个"): read too, so the two are the hedge they are, never the closing one alone
_OFFERED = alternation(lexicon.OFFERED_BESIDE)
_NUMBER_OFFERED = re.compile(
    rf"(?:(?<![\d\u4e00-\u9fff])|(?<=[选是]){_CONCLUDED}|(?<=要么))\s*([一二两三四五六七八1-8])\s*号"
    rf"(?=[\s,，、/?？]*(?:(?:{_OFFERED})\s*)?(?:是\s*)?第[一二两三四五六七八1-8]个\s*[吧。.!！]*\s*$)"
)
# places listed without "第" and closed by their count ("一、三两项", "1、3 两个", "二、四这两项"):
# "第一、三项", only where the count is the number of places listed (``_places_listed``); not after a
# word ("共一、三两项")
_PLACES_LISTED = re.compile(
    r"(?:(?<![\u4e00-\u9fff\d.])|(?<=[选是要就]))"
    r"(?P<places>[一二三四五六七八1-8](?:\s*[、,，和跟与]\s*[一二三四五六七八1-8])+)(?![\d.])\s*(?:这|那)?\s*"
    rf"(?P<count>{alternation(lexicon.PLACES_COUNTED)})\s*(?P<unit>{_SHORT_UNIT})"
)
_HEAD_RUN = re.compile(
    rf"(?<![\u4e00-\u9fff])头\s*([两二三四五2-5])\s*({alternation(lexicon.ORDINAL_UNITS)})"
)


# a place said as a number sign alone ("#2", "No. 3"), or ranked at the answer's opening ("排第一的那项";
# not "速度排第一的", a rank by a property). The sign is written "option 3", as the ordinal reader reads
# it: where options are figures "No 1" may be the first option, the figure 1, or "no, 1" and "not 1", and
# "option 3" is read as neither there (``numbered_on_figures``)
_NUMBER_SIGN = re.compile(r"^\s*(?P<sign>#|No\.?\s*)\s*([1-8])\s*[.。!！]?\s*$", re.I)
_RANKED = re.compile(r"^\s*排\s*(?:在)?\s*(?=第)")


def ordinal_words(text: str) -> str:
    """``text`` with places said in other words written as the ordinal reader reads them."""
    signed = _NUMBER_SIGN.match(text)
    if signed:  # "#3", "No. 2": the place; "No 2" may be "no, 2", read as neither where options are figures
        said = signed.group(2)
        return f"第{said}个" if signed["sign"].strip().lower() != "no" else f"option {said}"
    if not any(word in text for word in lexicon.PLACE_TRIGGERS) and not any(
        char in text for char in _FORMAL
    ):  # "选" alone opens no place: only a formal numeral after it ("选肆") is read
        return text
    text = _FIRST_ONE.sub("第一项", text)
    text = _BOTH_ENDS.sub("第一项和最后一项", text)
    text = _COLLOQUIAL_RUN.sub(lambda match: match.group(1) + _COLLOQUIAL_COUNTS[match.group(2)], text)
    text = _FORMAL_CHOSEN.sub(lambda match: _FORMAL[match.group(1)], text)
    text = _RANKED.sub("", text)
    text = _NUMBERED.sub(lambda match: f"第{match.group(1)}个", text)
    text = _NUMBER_OFFERED.sub(lambda match: f"第{match.group(1)}个", text)
    text = _PLACE_RANGE.sub(_places_between, text)
    text = _PLACES_LISTED.sub(_places_listed, text)
    text = _FROM_BOTTOM.sub("倒数", text)
    text = _FROM_TOP.sub("", text)
    text = _FORMAL_PLACE.sub(lambda match: _FORMAL[match.group(1)], text)
    text = _CLOSING_ACT.sub(lambda match: f"最后一{match.group(1)}", text)
    return _HEAD_RUN.sub(lambda match: f"前{match.group(1)}{match.group(2)}", text)


def _places_between(match: re.Match[str]) -> str:
    """ "第一到第三" as "第1、2、3": the list of places the ordinal reader reads, whichever end is
    said first ("第三到第一" spans the same places)."""
    ends = sorted(numeral_value(end) or 0 for end in match.groups())  # digits and numerals 1-8 alone
    return "第" + "、".join(str(place) for place in range(ends[0], ends[1] + 1))


def _places_listed(match: re.Match[str]) -> str:
    """ "一、三两项" as "第一、三项"; left as written where the count is not the number of places listed."""
    places = re.findall(r"[一二三四五六七八1-8]", match.group("places"))
    said = COLLOQUIAL.get(match.group("count")) or numeral_value(match.group("count"))
    if said != len(places):
        return match.group(0)
    written = "、".join(lexicon.ZH_UNITS[numeral_value(place) or 0] for place in places)
    return f"第{written}{match.group('unit')}"
