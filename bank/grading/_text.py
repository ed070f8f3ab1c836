"""Text clean-up shared by the graders: width, script, fences and answer prefixes."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

from bank.grading._letter_symbols import letter_symbols

_FENCE = re.compile(r"```[a-zA-Z0-9_+-]*\n?(.*?)```", re.S)
_INLINE = re.compile(r"`([^`\n]+)`")
_PREFIX = re.compile(
    r"^\s*(?:(?:我的|最终|正确)?答案?\s*(?:是|为|应该是|应为)?\s*[:：]?|答\s*[:：]|"
    r"(?:my\s+|final\s+|the\s+|correct\s+|right\s+)*answer\s*(?:is|:)?\s*:?|ans\s*[:：]|"
    r"(?:→|->|=>)(?=\s*\S))\s*",  # "ans: C", "→ A": a shorthand label or an arrow before the answer
    re.I,
)


@lru_cache(maxsize=1)
def _converter() -> Any:
    try:
        import opencc
    except ImportError:  # pragma: no cover - opencc is a dependency; degrade gracefully without it
        return None
    return opencc.OpenCC("t2s")


def simplified(text: str) -> str:
    """Traditional Chinese characters converted to simplified (a no-op for other text)."""
    converter = _converter()
    if converter is None or text.isascii():
        return text
    result: str = converter.convert(text)
    return result


def normalise(text: str) -> str:
    """NFKC (full-width letters, digits and punctuation to ASCII) and simplified Chinese."""
    return simplified(unicodedata.normalize("NFKC", text)).strip()


def strip_answer_prefix(text: str) -> str:
    """Drop a leading '答案：', 'Answer:', 'My answer is' …"""
    stripped = _PREFIX.sub("", text, count=1)
    return stripped if stripped.strip() else text


def code_spans(text: str) -> list[str]:
    """Fenced blocks, else inline backtick spans, else nothing."""
    fenced = [block.strip("\n") for block in _FENCE.findall(text)]
    if fenced:
        return fenced
    return [span for span in _INLINE.findall(text)]


def meaningful_chars(text: str) -> int:
    """Letters, digits and CJK characters: what an answer is made of (emoji and symbols are not; a
    letter written as a symbol, "🅱️" or "Ⓑ", is a letter)."""
    letters = letter_symbols(unicodedata.normalize("NFKC", text))  # "Ⓑ" is "B" under NFKC
    return sum(1 for char in letters if unicodedata.category(char)[0] in "LN")


# ---------------------------------------------------------------- the one normalisation step

_INVISIBLE = re.compile(r"[\u200b-\u200f\u2060\ufeff\ufe0e\ufe0f]")
_PUNCTUATION = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-", "−": "-", "\r": ""})
_ELLIPSIS = re.compile(r"(?:\.{2,}|…)+")
_HORIZONTAL = re.compile(r"[ \t\u00a0\u3000]+")


_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
_POWER = re.compile(r"(?<=[\d)])([⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+)")


def one_ellipsis(text: str) -> str:
    """ "……", "...", "......" as one "…": a dot before a letter is an identifier's, an ellipsis is not."""
    return _ELLIPSIS.sub("…", text)


def normal(text: str, *, numerals: bool = False, powers: bool = False) -> str:
    """The answer as every reader reads it: invisible characters dropped, width folded (NFKC: full-
    width letters, digits and punctuation to ASCII; letters written as symbols, "🅱️", as letters),
    traditional characters simplified, one form
    for quotes, dashes and ellipses, and no trailing or doubled spacing outside indentation. With
    ``numerals``, Chinese numerals standing as numbers are written in digits ("十六" → "16").
    With ``powers``, a superscript after a digit is a power ("10¹¹" → "10^11"), before NFKC would
    make it digits. Letter case is kept: the readers compare words case-blind, but "A" and "a" differ."""
    if powers:
        text = _POWER.sub(lambda match: "^" + match.group(1).translate(_SUPERSCRIPT), text)
    text = _INVISIBLE.sub("", text).replace("，", ", ")  # "260，130" is two figures, not 260,130
    text = simplified(unicodedata.normalize("NFKC", letter_symbols(text))).translate(_PUNCTUATION)
    text = one_ellipsis(text)
    lines = []
    for line in text.split("\n"):
        body = line.lstrip(" \t")
        lines.append(line[: len(line) - len(body)] + _HORIZONTAL.sub(" ", body).rstrip())
    text = "\n".join(lines).strip()
    if numerals and text.lower().strip(" .!") in _EN_NUMBERS:  # "zero", "sixteen": a number word alone
        return str(_EN_NUMBERS[text.lower().strip(" .!")])
    if not numerals:
        return text
    text = _PERCENT_WORD.sub("%", text)  # "3.125 percent"
    text = chinese_numerals(english_numerals(text))
    return _SPOKEN_POWER.sub(_power, text) if powers else text


# a power read out in Chinese: "2 的负 h/4 次方" is 2^(-h/4), "n 的平方" is n^2
_SPOKEN_POWER = re.compile(
    r"(?P<base>\([^()]*\)|[A-Za-z0-9_.]+)\s*的\s*(?:(?P<neg>负|-)\s*(?P<exp>\([^()]*\)|[A-Za-z0-9_./]+)\s*次方"
    r"|(?P<exp2>\([^()]*\)|[A-Za-z0-9_./]+)\s*次方|(?P<square>平方|立方))"
)


def _power(match: re.Match[str]) -> str:
    base = match.group("base")
    if match.group("square"):
        return f"{base}^{2 if match.group('square') == '平方' else 3}"
    exponent = match.group("exp") or match.group("exp2")
    exponent = exponent[1:-1] if exponent.startswith("(") else exponent  # "(t+1)" bracketed once
    if match.group("neg"):
        return f"{base}^(-{exponent})"
    return f"{base}^{exponent}" if re.fullmatch(r"\d+", exponent) else f"{base}^({exponent})"


_PERCENT_WORD = re.compile(r"(?<=\d)\s*(?:percent|per cent)\b", re.I)
_EN_NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)  # fmt: skip
_EN_NUMBERS = {word: value for value, word in enumerate(_EN_NUMBER_WORDS)}

_EN_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_EN_UNITS = "|".join(_EN_NUMBER_WORDS[1:10])
_EN_WORD = (  # "sixteen", "thirty-two"; not "one", mostly an article or a pronoun ("the one")
    rf"(?:(?:{'|'.join(_EN_TENS)})(?:-(?:{_EN_UNITS}))?|"
    rf"{'|'.join(word for word in _EN_NUMBER_WORDS if word != 'one')})"
)
# a number word standing as a figure: before "per" or a unit, or "one in / out of" a number word
_EN_FIGURE = re.compile(rf"\b({_EN_WORD})(?=\s+(?:per\b|percent\b|times\b|GB\b|MB\b|%))", re.I)
_EN_ONE_IN = re.compile(rf"\b(?:one|1)\s+(?:in|out of|over)\s+({_EN_WORD}|\d+)\b(?![./,]\d)", re.I)


def english_number(word: str) -> int | None:
    """ "four" → 4, "thirty-two" → 32, "16" → 16; None for anything else."""
    word = word.lower()
    if word.isdigit():
        return int(word)
    return _en_value(word) if re.fullmatch(_EN_WORD, word) else None


def _en_value(word: str) -> int:
    word = word.lower()
    if word in _EN_NUMBERS:
        return _EN_NUMBERS[word]
    tens, _, unit = word.partition("-")
    return _EN_TENS[tens] + (_EN_NUMBERS[unit] if unit else 0)


_EN_BELOW_100 = rf"(?:(?:{'|'.join(_EN_TENS)})(?:[-\s](?:{_EN_UNITS}))?|{'|'.join(_EN_NUMBER_WORDS[1:])})"
_EN_HUNDREDS = rf"(?:a|{_EN_UNITS})\s+hundred(?:\s+(?:and\s+)?{_EN_BELOW_100})?"
# a number word no count of options can be (options run to eight) nor an article: "zero", "nine" and
# up, "thirty-five", "a hundred and twenty-eight" — a figure wherever it stands
_EN_LARGE = re.compile(  # not inside a name: "adaLN-Zero", "zero_stage", "Zero-3"
    rf"(?<![-_.\w])(?:{_EN_HUNDREDS}|(?:{'|'.join(_EN_TENS)})(?:[-\s](?:{_EN_UNITS})\b)?|zero|nine|ten|eleven|twelve|"
    rf"(?:thir|four|fif|six|seven|eigh|nine)teen)\b(?![-_.]\w)",
    re.I,
)
_EN_ORDINALS = {
    "half": 2, "halves": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "twelfth": 12, "sixteenth": 16, "twentieth": 20,
}  # fmt: skip
_EN_ORDINAL_UNITS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
                     "seventh": 7, "eighth": 8, "ninth": 9}  # fmt: skip
# "one thirty-second", "a sixty-fourth", "one hundred and twenty-eighth", "one half", "three quarters":
# a fraction; not "one second" (a time), nor "the first"
_EN_PLURALS = {"thirds": 3, "quarters": 4, "fourths": 4, "fifths": 5, "sixths": 6, "eighths": 8, "tenths": 10}
_EN_NUMERATOR = "two|three|four|five|six|seven|eight|nine"
_EN_SEVERAL = re.compile(rf"\b(?P<count>{_EN_NUMERATOR})\s+(?P<parts>{'|'.join(_EN_PLURALS)})\b", re.I)
_EN_FRACTION = re.compile(
    rf"\b(?:one|a)\s+(?P<hundreds>(?:(?:a|one|{_EN_UNITS})\s+)?hundred(?:\s+and)?\s+)?"
    rf"(?:(?P<tens>{'|'.join(_EN_TENS)})-(?P<unit>{'|'.join(_EN_ORDINAL_UNITS)})"
    rf"|(?P<simple>{'|'.join(_EN_ORDINALS)}))\b",
    re.I,
)


def _en_large(phrase: str) -> int:
    """ "a hundred and twenty-eight" → 128, "thirty-five" → 35, "zero" → 0."""
    words = phrase.lower().split()
    if "hundred" not in words:
        return _en_value("-".join(words))  # "thirty five" as "thirty-five"
    head = words[0]
    total = 100 * (1 if head == "a" else _EN_NUMBERS[head])
    rest = [word for word in words[words.index("hundred") + 1 :] if word != "and"]
    return total + (_en_value("-".join(rest)) if rest else 0)


def _en_fraction(match: re.Match[str]) -> str:
    hundreds = (match.group("hundreds") or "").lower().split()
    count = 1 if not hundreds or hundreds[0] in ("a", "one", "hundred") else _EN_NUMBERS[hundreds[0]]
    base = 100 * count if hundreds else 0
    if match.group("simple"):
        below = _EN_ORDINALS[match.group("simple").lower()]
    else:
        below = _EN_TENS[match.group("tens").lower()] + _EN_ORDINAL_UNITS[match.group("unit").lower()]
    return f"1/{base + below}"


_EN_SMALL = {word: _EN_NUMBERS[word] for word in _EN_NUMBER_WORDS[1:9]}
# a small number word that is its clause by itself, or with "only" / "or" / "maybe": "Only one? Or two?"
_EN_CLAUSE_NUMBER = re.compile(
    rf"(?:^|(?<=[.?!,;:]))(\s*(?:(?:only|just|or|maybe|perhaps|probably)\s+)?)({'|'.join(_EN_SMALL)})"
    r"(?=\s*(?:[.?!,;:]|$))",
    re.I,
)


_SMALL_WORDS = "|".join(_EN_NUMBER_WORDS[2:9])  # two … eight
# a small number word offered as an alternative to a figure ("sixteen or eight", "16, or maybe eight",
# "eight or sixteen"): a figure, so that the alternative is seen
_EN_LINKED_AFTER = re.compile(
    rf"\b(or(?:\s+maybe|\s+perhaps)?|maybe|perhaps|possibly|nor|though|although)\s+({_SMALL_WORDS})\b", re.I
)
_EN_LINKED_BEFORE = re.compile(rf"\b({_SMALL_WORDS})(?=\s*,?\s+or\b)", re.I)


_EN_HALF = re.compile(
    r"(?<![\w.-])half(?![\w(-])(?!\s+(?:precision|float|the\b|of\s+(?:\d|the\b)))(?<!\bin half)", re.I
)


def english_numerals(text: str) -> str:
    """English number words that stand as a figure written in digits: "sixteen per rank" → "16 per
    rank", "one in thirty-two" → "1/32", "one thirty-second" → "1/32", "thirty-five gigabytes" → "35
    gigabytes"; the words for one to eight only before a unit or "per" — never elsewhere ("the two
    options", "one of them")."""
    text = _EN_ONE_IN.sub(
        lambda m: "1/" + (m.group(1) if m.group(1).isdigit() else str(_en_value(m.group(1)))), text
    )
    text = _EN_FRACTION.sub(_en_fraction, text)
    text = _EN_HALF.sub("1/2", text)  # "half", "about half of fp16"; not "half precision"
    text = _EN_SEVERAL.sub(  # "three quarters" → "3/4"
        lambda m: f"{_EN_NUMBERS[m.group('count').lower()]}/{_EN_PLURALS[m.group('parts').lower()]}", text
    )
    text = _EN_LARGE.sub(lambda m: str(_en_large(m.group(0))), text)  # "thirty five GB": one figure
    text = _EN_FIGURE.sub(lambda m: str(_en_value(m.group(1))), text)
    text = _EN_CLAUSE_NUMBER.sub(lambda m: m.group(1) + str(_EN_SMALL[m.group(2).lower()]), text)
    if re.search(r"\d", text):  # beside a figure, a small number word offered with it is one too
        text = _EN_LINKED_AFTER.sub(lambda m: f"{m.group(1)} {_EN_SMALL[m.group(2).lower()]}", text)
        text = _EN_LINKED_BEFORE.sub(lambda m: str(_EN_SMALL[m.group(1).lower()]), text)
    return text


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
_ZH_PERCENT = re.compile(r"百分之([零〇一二两三四五六七八九十百千]+(?:点[零〇一二三四五六七八九]+)?)")
_MEASURE = re.compile(r"[个条张次种项倍维块卡层步份位]")
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


_FRACTION = re.compile(  # "三十二分之一", and with digits spaced as they are typed: "32 分之 1"
    r"(?<![零〇一二两三四五六七八九十百千万亿\d])([零〇一二两三四五六七八九十百千万亿]+|\d+)"
    r"(?:分之|(?<=\d)\s*分之\s*(?=\d))([零〇一二两三四五六七八九十百千万亿]+|\d+)"
)


def _fraction(match: re.Match[str]) -> str:
    whole = match.group(0)
    if match.group(1) in ("百", "千", "万"):
        return whole
    parts = [int(part) if part.isdigit() else zh_value(part) for part in (match.group(2), match.group(1))]
    if parts[0] is None or not parts[1]:
        return whole
    return f"{parts[0]}/{parts[1]}"


def _halves(text: str, cuts: frozenset[int], phrases: list[tuple[int, int]]) -> str:
    out, start = [], 0
    for match in re.finditer("一半", text):
        if any(low < match.end() and match.start() < high for low, high in phrases):
            continue  # "对一半": a word of the lexicon, not a figure
        after = text[match.end() : match.end() + 2]
        qualified = after in ("左右", "上下") or after[:1] in ("吧", "呢", "啊")
        if match.start() in cuts and (match.end() in cuts or qualified):  # "一半左右" is one jieba word
            out.append(text[start : match.start()] + "50%")
            start = match.end()
    return "".join(out) + text[start:]


def chinese_numerals(text: str) -> str:
    """Chinese numerals that stand as a number — a word of their own (jieba) or followed by a
    measure word — written in digits; never inside a word ("一样", "统一", "第二")."""
    from bank.grading._words import boundaries, numeral_phrases

    text = _ZH_PERCENT.sub(_zh_percent, text)  # "百分之九十八点七" → "98.7%"
    text = _TENTHS.sub(lambda match: f"{_ZH_DIGITS[match.group(1)] * 10}%", text)  # "两成" → "20%"
    text = _FRACTION.sub(_fraction, text)  # "三十二分之一" → "1/32" (not "百分之五": a percentage)
    text = _halves(text, boundaries(text), numeral_phrases(text))  # "一半" standing as a word: 50%
    cuts = boundaries(text)
    phrases = numeral_phrases(text)  # "二选一" is a word of the lexicon, not a figure
    # "两个 in flight": a count of a thing named in English; then "一个" beside it is a count too ("两个
    # in flight 还是一个？" offers two figures)
    counting = _COUNTING.search(text) is not None
    out, last = [], 0
    for match in _ZH_RUN.finditer(text):
        run, start, end = match.group(0), match.start(), match.end()
        if any(low < end and start < high for low, high in phrases):
            continue
        measured = end < len(text) and _MEASURE.match(text, end) is not None
        if start not in cuts or (end not in cuts and not measured) or text[max(0, start - 1) : start] == "第":
            continue
        if measured and run in ("一", "两") and text.strip() != text[start : end + 1] and not counting:
            continue  # "一个", "两种": an article, not a figure; not beside "两个" counting an English noun
        if re.search(r"\d\s*$", text[:start]) or not (set(run) & (set(_ZH_DIGITS) | {"十"})):
            continue  # "1147 万": a multiplier of a figure, not a numeral
        value = _zh_number(run)
        if value is None:
            continue
        out.append(text[last:start] + value)
        last = end
    out.append(text[last:])
    return "".join(out)
