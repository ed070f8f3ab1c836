"""Reading numbers with units out of an answer: 464GB, 4.6e2 GB, 0.46 TB, 2290万, 97.3%, 1.28×."""

from __future__ import annotations

import itertools
import math
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bank.grading.numbers._units import UNIT_PATTERN, bit_symbol, resolve
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._text import SUPERSCRIPTS, simplified

# a number as written, digits and a decimal part ("1024", "49.7"): no sign, unit or magnitude (those are
# ``find_quantities``'); the readers that compare the digits an answer and an option write take it
DECIMAL = re.compile(r"\d+(?:\.\d+)?")
_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
_POWER = re.compile(r"(?<=\d)([⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+)")
_PERCENT_WORDS = re.compile(r"百分之\s*(\d+(?:\.\d+)?)")
_FINAL = re.compile(
    rf"(?:{lexicon.FIGURE_RESULT_LEADS})\s*$",
    re.I,
)
_OPERATOR = re.compile(r"\s*[×*xX+/^-]")
_HEDGE_BETWEEN = re.compile(  # one link or several: "464 GB？还是 464 GiB？", "460, or 470"; a range
    # after a tentative particle too: "464 GB 吧，或者 928 GB"
    rf"^(?:\s*[吧呢啊呀嘛]+)?(?:\s*[,，]?\s*(?:{lexicon.FIGURE_LINKS})\s*[,，]?)+\s*$",
    re.I,
)


# what a clause after a figure may say of the figure itself: a particle, an affirmation, a hedge
_SAID_OF_THE_FIGURE = rf"(?:{lexicon.SAID_OF_FIGURE})"
# A calculation that stops before its result: it ends on a colon, an operator or a result word
# ("…再乘 96 层：", "2 × 48 × … × 128 ×", "…×2 字节，等于", "1024 ÷ 64 →"): none of its figures is an answer.
UNFINISHED = re.compile(
    lexicon.UNFINISHED_CALCULATION,
    re.I,
)


# A figure something is taken of: "464GB 的一半", "464 GB 的两倍", "half of 464 GB" — an operand, not
# the answer's figure.
TAKEN_OF_AFTER = re.compile(
    lexicon.TAKEN_OF_AFTER,
    re.I,
)
# A figure said to be a share of something else: "464 GB 是 K 和 V 的一半", "64，只是总量的 1/4". What the
# whole comes to is not said (the figure may be the part or the whole asked for): the answer is asked again.
SHARE_OF_AFTER = re.compile(lexicon.SHARE_OF_AFTER)
SCORE_AFTER = re.compile(lexicon.SCORE_AFTER, re.I)  # "A 0分", "B 16分": a mark given, not a figure said


def an_option_scored(options: dict[str, str]) -> bool:
    """Whether an option's own text is a score ("10 分"): then a figure given as one may be that option."""
    return any(SCORE_AFTER.search(option) for option in options.values())


TAKEN_OF_BEFORE = re.compile(
    r"(?:\bhalf of|\btwice|\bdouble|\btriple|\d+\s*(?:times|x)\s+of"
    # "2 倍 464 GB", "两倍的 464 GB", "一半的 464 GB": an operation on the figure that follows
    r"|(?<![\d.])\d+(?:\.\d+)?\s*倍(?:的)?|[一二两三四五六七八九十]+\s*倍(?:的)?|一半的|\bhalf"
    # a root, a bound, a negation or a sign before it: "√48", "≥48", "!464 GB", "¬48", "-48", "半个 48"
    r"|√|\bsqrt\s*\(?|[≥≤]|>=|<=|[!¬]|半个|一半"
    # the half said just before it ("一半 464 GB", "1/2 464 GB": "50%" and "1/2" by now), of it
    r"|(?<![\d.])50\s*%|(?<![\d.])1\s*/\s*2)\s*\(?\s*$"
    r"|(?:^|(?<=[\s(（]))[-−]$",  # a minus glued to it: "-48" (not "DDP - 16")
    re.I,
)


# a figure worked out by an equation just before it: "2048/64=32", "2048 ÷ 64 = 32"
WORKED_OUT_BEFORE = re.compile(r"(?:\d[\d.]*\s*[-+*/×÷^]\s*)+\d[\d.]*\s*[=＝]\s*$")
# the same figure taken as the first operand of a later step ("32/4", "32 × 2"), given with re.escape
CARRIED_ON = r"(?<![\d.]){}\s*[*/×÷]\s*\d"


@dataclass(frozen=True)
class WrittenNumber:
    value: float  # the number as written, before its unit
    unit: str | None
    start: int
    end: int
    text: str
    final: bool  # written as a result: after '=', '≈', '约', '答案' …
    leading: bool  # the answer starts with it
    more: float = 0.0  # "460多": the figure is anywhere from ``value`` to ``value + more`` (not included)


class _WidthTable(dict[int, str]):
    """``str.translate``'s table for the width fold: each character NFKC-folded when that keeps it one
    character ("…" stays one: offsets must not move), worked out the first time it is met. The table
    keeps at most ``_WIDTH_KEPT`` characters, so a process reading any text stays bounded."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        folded = unicodedata.normalize("NFKC", char)
        width = folded if len(folded) == 1 else char
        if len(self) < _WIDTH_KEPT:
            self[code] = width
        return width


_WIDTH_KEPT = 8192
_WIDTH = _WidthTable()


@lru_cache(maxsize=1024)  # pure; figures are looked for in the same text by several readers
def prepare(text: str) -> str:
    """Superscript powers to '^n', full-width to ASCII, '百分之 n' to 'n%', unicode minus to '-'.

    Apart from the powers (which ``_text.normal`` has already written out), every step keeps the
    text's length, so that the offsets of what is found are offsets in the caller's text."""
    if not SUPERSCRIPTS.isdisjoint(text):  # the pattern is tried at every character: only where it may match
        text = _POWER.sub(lambda match: "^" + match.group(1).translate(_SUPERSCRIPT), text)
    if not text.isascii():  # ASCII is its own NFKC form
        text = text.translate(_WIDTH)
    text = text.replace("−", "-").replace("–", "-")
    if "个" in text:
        text = MEASURED_UNIT.sub(lambda match: " " * len(match.group(0)), text)  # "35 个 G" is 35 G
    return _PERCENT_WORDS.sub(_percent, simplified(text))


# "35 个 G": a figure and its unit; not "这4个 Gopher 规则里都有", a count of the things said before it
MEASURED_UNIT = re.compile(
    r"(?:(?<=\d)|(?<=\d\s))(?<![这那]\d)(?<![这那]\s\d)(?<![这那]\d\s)(?<![这那]\s\d\s)个\s*(?=[A-Za-z])"
)


def _percent(match: re.Match[str]) -> str:
    return " " * (len(match.group(0)) - len(match.group(1)) - 1) + match.group(1) + "%"


_MAGNITUDES = {"万亿": 1e12, "千万": 1e7, "百万": 1e6, "亿": 1e8, "万": 1e4}
_MAGNITUDE_PATTERN = "|".join(_MAGNITUDES)  # longest first


@lru_cache(maxsize=64)
def _pattern(extra_units: tuple[str, ...]) -> re.Pattern[str]:
    units = "|".join(
        [*(re.escape(unit) for unit in sorted(extra_units, key=len, reverse=True)), UNIT_PATTERN]
    )
    return re.compile(
        r"(?<![A-Za-z0-9_./])(?P<sign>[-+](?=\d))?(?P<int>\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?P<frac>\.\d+)?"
        r"(?:/(?P<den>[1-9]\d*)(?![\d.]|/\d))?"
        r"(?:\s*(?:\^|\*\*)\s*(?P<pow>[-+]?\d+))?"
        r"(?:\s*(?:[eE](?P<exp>[-+]?\d+)|(?:[×xX*]|\*\*)\s*10\s*(?:\^|\*\*)\s*(?P<exp2>[-+]?\d+)))?"
        # a round figure and some more: "460多 GB", "460 几个 G", "4600多亿字节" (a range of its last place)
        r"(?:(?<=0)\s*(?P<odd>[多几来])(?:\s*个)?)?"
        # a Chinese magnitude before another unit multiplies the figure: "4.6 亿 KB", "2290 万字节"
        rf"(?:\s*(?P<magnitude>{_MAGNITUDE_PATTERN})(?=\s*(?:{units})(?![A-Za-z])))?"
        rf"(?:\s*(?P<unit>{units})(?![A-Za-z]))?",
        re.I,
    )


_DIGIT = re.compile(r"\d")  # every figure holds one: a text without any is spared the figures' pattern


def find_quantities(text: str, extra_units: tuple[str, ...] = ()) -> list[WrittenNumber]:
    return list(_quantities(text, extra_units))  # its own list: a caller may change it


@lru_cache(maxsize=1024)  # pure, of frozen figures: several readers look for the figures of the same text
def _quantities(text: str, extra_units: tuple[str, ...]) -> tuple[WrittenNumber, ...]:
    text = prepare(text)
    found: list[WrittenNumber] = []
    if not _DIGIT.search(text):
        return ()
    first_content = len(text) - len(text.lstrip(" \t\n约大概≈~:："))
    for match in _pattern(extra_units).finditer(text):
        number = float(match.group("int").replace(",", "") + (match.group("frac") or ""))
        if match.group("den"):  # a fraction is one number: '3/32' is neither 3 nor 32
            number /= int(match.group("den"))
        if match.group("pow"):
            try:
                number = number ** int(match.group("pow"))
            except OverflowError:
                continue
        exponent = match.group("exp") or match.group("exp2")
        if exponent:
            try:
                number *= 10.0 ** int(exponent)
            except OverflowError:
                continue
        if not math.isfinite(number):
            continue
        more = 0.0
        if match.group("odd"):
            if match.group("frac") or _COMPARED.search(text, 0, match.start()):
                continue  # "比 460 多": more than a figure, a bound; "4.0多": no round figure
            digits = match.group("int").replace(",", "")
            more = 10.0 ** (len(digits) - len(digits.rstrip("0")))  # "460多": up to 470, "4600多": 4700
        if match.group("magnitude"):
            number *= _MAGNITUDES[match.group("magnitude")]
            more *= _MAGNITUDES[match.group("magnitude")]
        if match.group("sign") == "-":
            number = -number
        unit = match.group("unit")
        end = match.end()
        if unit is not None and unit.lower() in ("x", "×") and re.match(r"\s*\d", text[end:]):
            unit, end = None, match.start("unit")  # '4.83GB × 96': a product, not '4.83×'
        if unit is not None:
            unit = unit.strip()
        before = text[max(0, match.start() - 12) : match.start()]
        found.append(
            WrittenNumber(
                value=number,
                unit=unit,
                start=match.start(),
                end=end,
                text=text[match.start() : end].strip(),
                final=bool(_FINAL.search(before)),
                leading=match.start() <= first_content and not _OPERATOR.match(text[end:]),
                more=more,
            )
        )
    return tuple(found)


_COMPARED = re.compile(r"比\s*$")  # "比 460 多": a comparison, not a figure


def hedged(text: str, quantities: list[WrittenNumber]) -> bool:
    """Two figures offered as alternatives: '464GB 或 432GB', '460 or 470'."""
    text = prepare(text)
    return any(
        (_HEDGE_BETWEEN.match(text[left.end : right.start]) or _RANGE_DASH.match(text, left.end))
        and not same_size(left, right)
        for left, right in itertools.pairwise(quantities)
    )


_RANGE_DASH = re.compile(r"\s*[-–]\s*\d")  # "464 GB-928 GB": a range, read as 464 and -928


def same_size(left: WrittenNumber, right: WrittenNumber) -> bool:
    """The same figure, or one size in two units ('464 GB 或 432 GiB'): within 1 %."""
    if left.value == right.value and left.unit == right.unit:
        return True
    readings = [resolve(found.unit) if found.unit else None for found in (left, right)]
    if readings[0] is None or readings[1] is None or readings[0][0] != readings[1][0]:
        return False
    a, b = left.value * readings[0][1], right.value * readings[1][1]
    return abs(a - b) <= 0.01 * max(abs(a), abs(b))


def bits_written(text: str) -> bool:
    """Whether a figure of ``text`` is written with a bit symbol ("35 Gb"): gigabits, or GB mistyped?"""
    return any(bit_symbol(quantity.unit) for quantity in find_quantities(text))
