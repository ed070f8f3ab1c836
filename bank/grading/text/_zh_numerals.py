"""Chinese numerals standing as numbers, written in digits: "十六", "两百六十", "九十八点七", "百分之
九十八点七", "三十二分之一", "两成", "一半"; financial numerals ("肆拾捌", "壹佰贰拾捌") as the
ordinary ones they stand for. Part of the one normalisation step (``_text.normal``)."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._words import boundaries, numeral_phrases

_ZH_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_ZH_PLACES = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "亿": 100_000_000}
_ZH_RUN = re.compile(r"[零〇一二两三四五六七八九十百千万亿]+(?:点[零〇一二三四五六七八九]+)?")  # "九十八点七"
_TENTHS = re.compile(  # "两成" is 20%; not "八成是" (probably), "一成不变", "成功"
    r"(?<![一二两三四五六七八九十\d])([一二两三四五六七八九])成(?![功为立本果绩就是会了型不一二两三四五六七八九])"
)
# "九成九" is 99%, "九成五" 95%: tenths, then a digit of hundredths closing the figure
_TENTHS_AND = re.compile(
    r"(?<![一二两三四五六七八九十\d])([一二三四五六七八九])成([一二三四五六七八九])"
    r"(?![零〇一二两三四五六七八九十百千万亿点成\d])"
)
_ZH_PERCENT = re.compile(r"百分之([零〇一二两三四五六七八九十百千]+(?:点[零〇一二三四五六七八九]+)?)")
_MEASURE = re.compile(r"[个条张次回种项倍维块卡层步份位趟遍轮组]")  # "跑八回": 回 counts as 次 does
_ODD = re.compile(r"[多几来]")  # after a round figure: "六十多", "四百六十几", "两百六十来"
_COUNTING = re.compile(r"(?<![\u4e00-\u9fff])两\s*[个条张次种项倍维块卡层步份位]\s+[A-Za-z]")


def _zh_number(run: str) -> str | None:
    """A numeral run in digits, its decimals too ('九十八点七' → '98.7'); None when it is no number."""
    whole, _, decimals = run.partition("点")
    value = zh_value(whole)
    if value is None or any(char not in _ZH_DIGITS or char == "两" for char in decimals):
        return None
    return str(value) + ("." + "".join(str(_ZH_DIGITS[char]) for char in decimals) if decimals else "")


def _zh_percent(match: re.Match[str]) -> str:
    number = _zh_number(match.group(1))
    return match.group(0) if number is None else number + "%"


def zh_value(run: str) -> int | None:
    """'十六' → 16, '两百六十' → 260, '一千零二十四' → 1024, '二百六' → 260 (a last digit straight
    after 百 / 千 / 万 is the next place down); '一二' (a list of digits) is not a number (None)."""
    if len(run) >= 3 and all(char in _ZH_DIGITS and char != "两" for char in run):
        return int("".join(str(_ZH_DIGITS[char]) for char in run))  # "二零四八": said digit by digit
    total, section, digit = 0, 0, None
    last_place, after_place = 1, False
    for char in run:
        if char in ("零", "〇"):
            after_place = False  # '一千零二十四': 零 holds an empty place
            continue
        if char in _ZH_DIGITS:
            if digit is not None:
                return None  # two digits in a row ("一二"): a list, not a number
            digit = _ZH_DIGITS[char]
            continue
        place = _ZH_PLACES[char]
        if place >= 10_000:
            total = (total + section + (digit or 0)) * place
            section = 0
        else:
            section += (1 if digit is None else digit) * place
        digit, last_place, after_place = None, place, True
    if digit is not None and after_place and last_place >= 100:
        digit *= last_place // 10  # '二百六' is 260, '三千五' is 3500
    return total + section + (digit or 0)


_FRACTION = re.compile(  # "三十二分之一", and spaced as typed: "32 分之 1", "三十二 分之 1"
    r"(?<![零〇一二两三四五六七八九十百千万亿\d])([零〇一二两三四五六七八九十百千万亿]+|\d+)"
    r"\s*分之\s*([零〇一二两三四五六七八九十百千万亿]+|\d+)"
)


# "六十四分一", "三分二": the same said without 之, as typed in speech; Chinese numerals on both sides only
# ("64 分 1" may be a score), the numerator below the denominator ("一分二" may be "一分为二"), and the
# figure closing its word ("十分一致" is "very consistent")
_SPOKEN_FRACTION = re.compile(
    r"(?<![零〇一二两三四五六七八九十百千万亿\d])([零〇一二两三四五六七八九十百千万亿]+)分([零〇一二两三四五六七八九十]+)"
    rf"(?=$|[\s,，。.;；:：!！?？、)）]|{alternation(lexicon.SPOKEN_FRACTION_AFTER)})"
)


def numeral_value(written: str) -> int | None:
    """A whole number written in digits ("4") or in Chinese numerals ("四", "两", "十六"); None when
    the numerals are no number ("一二")."""
    return int(written) if written.isdigit() else zh_value(written)


def counting(value: int) -> str:
    """The numeral that counts ``value`` things (one to nine): "两" for two ("两个", never "二个")."""
    return "两" if value == 2 else next(char for char, digit in _ZH_DIGITS.items() if digit == value)


def _fraction(match: re.Match[str]) -> str:
    whole = match.group(0)
    # "算到三分之一": how far the candidate got; digits ("3 分之 1") are a figure however said
    if match.group(1) in ("百", "千", "万") or (
        not whole[0].isdigit() and partway(match.string, *match.span())
    ):
        return whole
    parts = [numeral_value(part) for part in (match.group(2), match.group(1))]
    if parts[0] is None or not parts[1]:
        return whole
    return f"{parts[0]}/{parts[1]}"


def _spoken_fraction(match: re.Match[str]) -> str:
    numerator, denominator = zh_value(match.group(2)), zh_value(match.group(1))
    proper = numerator is not None and denominator is not None and 0 < numerator < denominator
    round_place = len(match.group(1)) == 1 and match.group(1) in "百千万"  # "百分五": a percentage
    if not proper or round_place or partway(match.string, *match.span()):
        return match.group(0)
    return f"{numerator}/{denominator}"


# a verb of working then 到 or 了 just before a share ("算到", "写了"), and a stop after it ("就", "掉线")
_WORKED_TO = re.compile(rf"({alternation(lexicon.PARTWAY_VERBS)})\s*(到|了)\s*$")
_STOPPED = re.compile(rf"\s*[，,]?\s*(?:{alternation(lexicon.PARTWAY_STOPPED)})")
_ENDS = re.compile(r"[\s。.…!！~～]*$")


def partway(text: str, start: int, end: int) -> bool:
    """Whether the share at ``start:end`` says how far the candidate got in working the answer out
    ("算到一半", "写到三分之一", "算了一半就掉线了", "…写了一半"), a remark on their working, not a
    figure: with 了 only when a stop follows or the answer ends on writing it down ("只算了一半" is a
    share)."""
    worked = _WORKED_TO.search(text[max(0, start - 6) : start])
    if worked is None or worked.group(2) == "到":
        return worked is not None
    written = worked.group(1) in lexicon.PARTWAY_WRITTEN and _ENDS.match(text, end) is not None
    return written or _STOPPED.match(text, end) is not None


# a half said "一半", or as a cut in two ("对半开", "对半分", "对半砍", "对半" alone): not "答对半数" nor
# "B 对半", where 对 is right
_HALF = re.compile(rf"一半|对半(?:{alternation(lexicon.HALVING)})|^\s*对半(?=\s*[吧。.!！]*\s*$)")


def _halves(text: str, cuts: frozenset[int], phrases: list[tuple[int, int]]) -> str:
    out, start = [], 0
    for match in _HALF.finditer(text):
        if any(low < match.end() and match.start() < high for low, high in phrases):
            continue  # "对一半": a word of the lexicon, not a figure
        if partway(text, match.start(), match.end()):
            continue  # "算到一半掉线了": how far the candidate got, not a figure
        after = text[match.end() : match.end() + 2]
        qualified = after in ("左右", "上下") or after[:1] in lexicon.SOFT_PARTICLES
        if match.start() in cuts and (match.end() in cuts or qualified):  # "一半左右" is one jieba word
            out.append(text[start : match.start()] + "50%")
            start = match.end()
    return "".join(out) + text[start:]


# The financial numerals (大写数字), written where a figure must not be altered, and the ordinary
# numerals they stand for: one character for one, so offsets stay.
FINANCIAL_DIGITS = dict(zip("壹贰叁肆伍陆柒捌玖拾佰仟", "一二三四五六七八九十百千", strict=True))
_FINANCIAL = str.maketrans(FINANCIAL_DIGITS)
# a run of financial numerals, with the ordinary ones a candidate mixes into it ("一拾六", "一佰二拾八")
_FINANCIAL_RUN = re.compile(r"[零〇壹贰叁肆伍陆柒捌玖拾佰仟万亿一二两三四五六七八九十百千]+")
# financial numerals inside a run opening and closing with ordinary ones ("一拾六", "一佰二拾八"): no word
# holds them so ("收拾一下", "拾取" have a numeral on one side only), a figure even where jieba joins the
# run to a word before it ("选一拾六")
_PLAIN = "零〇一二两三四五六七八九十百千万亿"
_FLANKED = re.compile(rf"[{_PLAIN}].*[壹贰叁肆伍陆柒捌玖拾佰仟].*[{_PLAIN}]")


def financial_numerals(text: str) -> str:
    """Runs of financial numerals that stand as a word of their own ("肆拾捌", "壹佰贰拾捌") as ordinary
    numerals; never inside a word, where the same characters are no figure ("队伍", "大陆", "拾取")."""
    if not any(char in _FINANCIAL_CHARS for char in text):
        return text
    cuts = boundaries(text)
    out, last = [], 0
    for match in _FINANCIAL_RUN.finditer(text):
        start, end = match.span()
        measured = _MEASURE.match(text, end) is not None  # "肆倍", "陆拾肆条": jieba joins the measure word
        if not _FINANCIAL_CHARS & set(match.group(0)):
            continue
        if (start in cuts and (end in cuts or measured)) or _FLANKED.fullmatch(match.group(0)):
            out.append(text[last:start] + match.group(0).translate(_FINANCIAL))
            last = end
    return "".join(out) + text[last:]


_FINANCIAL_CHARS = frozenset(FINANCIAL_DIGITS)
# every step of ``chinese_numerals`` needs one of these: a numeral, a financial one, 分 ("32 分之 1"),
# a colloquial count ("俩", "仨") or a half ("对半开")
_NUMERAL_MARKS = frozenset("零〇一二两三四五六七八九十百千万亿分俩仨廿卅卌半") | _FINANCIAL_CHARS


# Colloquial counts with their measure word inside: "俩" is 两个, "仨" is 三个.
COLLOQUIAL = {"俩": 2, "仨": 3}
# the people a "俩" / "仨" after them counts ("我们俩", "他仨", "哥俩"): no figure
_PEOPLE = frozenset("们我你他她它咱俺哥弟姐妹")
# words that bound a count before it, which jieba may join to it ("最多俩", "仅俩" are one word)
_COUNT_BOUNDS = lexicon.COUNT_BOUNDS


def _colloquial(text: str) -> str:
    """ "俩" / "仨" standing as a word of their own (jieba: not "他俩", "咱俩") or after a word that
    bounds a count ("最多俩", one word to jieba) as the figure they say ("俩" → "2", "俩卡" → "2卡");
    not after the people it counts ("我们俩", "他仨", "哥俩")."""
    if not any(char in COLLOQUIAL for char in text):
        return text
    cuts = boundaries(text)
    out, last = [], 0
    for start, char in enumerate(text):
        end = start + 1
        if char not in COLLOQUIAL or end not in cuts or text[start - 1 : start] in _PEOPLE:
            continue
        if text[start - 1 : start] in ("前", "后"):
            continue  # "前仨": a run of options from one end, read as "前三个" by the ordinal reader
        if start not in cuts and not any(
            text.endswith(word, 0, start) and start - len(word) in cuts for word in _COUNT_BOUNDS
        ):
            continue
        out.append(text[last:start] + str(COLLOQUIAL[char]))
        last = end
    return "".join(out) + text[last:]


# "翻两番" (doubled twice) is four times, "翻一番" twice: an idiom that counts doublings, said as the
# times it makes ("4倍"); "翻两倍" is no such count and is left as it is
_DOUBLINGS = re.compile(r"翻(?:了)?\s*([一两二三四])\s*番")
# 廿 (twenty), 卅 (thirty) and 卌 (forty) inside a numeral ("一百廿八", "廿四", "卌八"), as the places
# they stand for
_SCORES = re.compile(r"(?<=[一二两三四五六七八九十百千])[廿卅卌]|[廿卅卌](?=[一二三四五六七八九])")
_SCORE_PLACES = {"廿": "二十", "卅": "三十", "卌": "四十"}


# "三十五六" (35 or 36), "十五六": a round ten and two digits in a row, the second one more, say the
# figure is one of two neighbours: the range "35~36" (the figure reader reads its ends)
_NEIGHBOURS = re.compile(
    r"(?<![零〇一二两三四五六七八九十百千万亿点之\d])([二三四五六七八九]?十)([一二三四五六七八])([二三四五六七八九])"
    r"(?![零〇一二两三四五六七八九十百千万亿点])"
)


def _neighbours(match: re.Match[str]) -> str:
    tens = zh_value(match.group(1)) or 10
    low, high = _ZH_DIGITS[match.group(2)], _ZH_DIGITS[match.group(3)]
    return f"{tens + low}~{tens + high}" if high == low + 1 else match.group(0)


def _doubled(match: re.Match[str]) -> str:
    return f"{2 ** _ZH_DIGITS[match.group(1)]}倍"


def chinese_numerals(text: str) -> str:
    """Chinese numerals that stand as a number — a word of their own (jieba) or followed by a
    measure word — written in digits; never inside a word ("一样", "统一", "第二")."""
    if _NUMERAL_MARKS.isdisjoint(text):
        return text  # no step below can match: the text is spared jieba's segmentation
    text = _colloquial(financial_numerals(text))
    if "番" in text:
        text = _DOUBLINGS.sub(_doubled, text)
    if "廿" in text or "卅" in text or "卌" in text:
        text = _SCORES.sub(lambda match: _SCORE_PLACES[match.group(0)], text)
    text = _ZH_PERCENT.sub(_zh_percent, text)  # "百分之九十八点七" → "98.7%"
    text = _NEIGHBOURS.sub(_neighbours, text)  # "三十五六" → "35~36"
    text = _TENTHS_AND.sub(
        lambda match: f"{_ZH_DIGITS[match.group(1)] * 10 + _ZH_DIGITS[match.group(2)]}%", text
    )
    text = _TENTHS.sub(lambda match: f"{_ZH_DIGITS[match.group(1)] * 10}%", text)  # "两成" → "20%"
    text = _FRACTION.sub(_fraction, text)  # "三十二分之一" → "1/32" (not "百分之五": a percentage)
    text = _SPOKEN_FRACTION.sub(_spoken_fraction, text)  # "六十四分一" → "1/64"
    text = _halves(text, boundaries(text), numeral_phrases(text))  # "一半", "对半开" as a word: 50%
    cuts = boundaries(text)
    phrases = numeral_phrases(text)  # "二选一" is a word of the lexicon, not a figure
    # "两个 in flight": a count of a thing named in English; then "一个" beside it is a count too ("两个
    # in flight 还是一个？" offers two figures)
    counting = _COUNTING.search(text) is not None
    out, last = [], 0
    for match in _ZH_RUN.finditer(text):
        run, start, end = match.group(0), match.start(), match.end()
        if any(low < end and start < high for low, high in phrases) or run == "万一":
            continue  # "万一我选 B": "in case", not a figure
        measured = end < len(text) and _MEASURE.match(text, end) is not None
        # "四百六十多", "六十几个": a round figure and some more, jieba joining the 多 / 几 to it (the
        # figure reader reads the range it says)
        measured = measured or (
            _ODD.match(text, end) is not None and "点" not in run and (zh_value(run) or 1) % 10 == 0
        )
        # "乘六": jieba joins a figure to the operator before it ("乘以六" it cuts)
        # "取八": so does the verb of taking a value ("温度取一"), when a word of its own ("读取" is not),
        # that of choosing one ("嗯选零", "选五"), and those of going to zero ("偏差归零", "清零")
        operand = text[start - 1 : start] in lexicon.OPERAND_VERBS and start - 1 in cuts
        if (
            (start not in cuts and not operand)
            or (end not in cuts and not measured)
            or text[max(0, start - 1) : start] == "第"
        ):
            continue
        if measured and run in ("一", "两") and text.strip() != text[start : end + 1] and not counting:
            continue  # "一个", "两种": an article, not a figure; not beside "两个" counting an English noun
        if re.search(r"\d\s*$", text[:start]) or not (set(run) & (set(_ZH_DIGITS) | {"十"})):
            continue  # "1147 万": a multiplier of a figure, not a numeral
        value = _zh_number(run)
        if value is None:
            continue
        glued = text[start - 1 : start].isascii() and text[start - 1 : start].isalpha()
        out.append(text[last:start] + (" " + value if glued else value))  # "ABD三个": letters, then 3
        last = end
    out.append(text[last:])
    return "".join(out)


def written_in_numerals(text: str) -> bool:
    """Whether ``text`` (normalised, its numerals not yet in digits) writes a figure in Chinese numerals
    ("十六", "百分之二十五", "三十五G", "肆拾捌", "俩"): more than a bare figure, a reading to confirm
    on choices and calculations alike (decided 6 December), though it is read as the figure it is.
    Digits in a Chinese fraction ("32 分之 1") write no numeral: as bare as "1/32"."""
    text = _DIGIT_FRACTION.sub(r"\2/\1", text)
    return chinese_numerals(text) != text


_DIGIT_FRACTION = re.compile(r"(?<![\d.])(\d+)\s*分之\s*(\d+)(?![\d.])")
