"""Reading numbers with units out of an answer: 464GB, 4.6e2 GB, 0.46 TB, 2290万, 97.3%, 1.28×."""

from __future__ import annotations

import itertools
import math
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bank.grading._text import SUPERSCRIPTS, simplified
from bank.grading._units import UNIT_PATTERN, resolve

_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
_POWER = re.compile(r"(?<=\d)([⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+)")
_PERCENT_WORDS = re.compile(r"百分之\s*(\d+(?:\.\d+)?)")
_FINAL = re.compile(
    r"(?:=|≈|≃|~|约|约为|大约|为|是|:|答案|结果|总共|总计|合计|共|需要|得|所以|因此|故|最终|最后|"
    r"so|therefore|hence|thus|answer|result|total|is|about|"
    r"approximately|approx\.?|around|roughly|->|→|=>)\s*$",
    re.I,
)
_OPERATOR = re.compile(r"\s*[×*xX+/^-]")
_HEDGE_BETWEEN = re.compile(  # one link or several: "464 GB？还是 464 GiB？", "460, or 470"; a range
    r"^(?:\s*[,，]?\s*(?:或者|或是|或|还是|\bor\b|/|\?|？|到|至|~|～|\bto\b|和)\s*[,，]?)+\s*$", re.I
)


# what a clause after a figure may say of the figure itself: a particle, an affirmation, a hedge
_SAID_OF_THE_FIGURE = (
    r"(?:吧|吗|呢|啊|呀|哦|嘛|对|没错|是的|嗯|好像|大概|应该|可能|估计|觉得|我猜|差不多|左右|上下|"
    r"\b(?:right|yes|yeah|maybe|probably|guess|think|roughly|about)\b)"
)
# A calculation that stops before its result: it ends on a colon, an operator or a result word
# ("…再乘 96 层：", "2 × 48 × … × 128 ×", "…×2 字节，等于", "1024 ÷ 64 →"): none of its figures is an answer.
UNFINISHED = re.compile(
    r"(?:[:：=≈→]|->|=>|\s[×x*/÷+^]|等于|约等于|约为|得到|得出|结果是|结果为|结果|\bequals|\bgives"
    r"|\d\s*[×x*/÷+^]\s*\d[\d.\s×x*/÷+^()]*[×*/÷+^]"  # "2×48×2048×": an operator after operands, not "4×"
    # a step still to do, said with its subject: "464 GB（只算 K），K+V 要乘 2", "…，总量还得除以 4"
    r"|[,，;；][^,，;；=≈→\d不没]{0,8}?(?:要|得|需要|还需|应该|应当)\s*(?:再\s*)?(?:除以|乘以|乘上|乘|加上|减去)"
    r"\s*\d[\d.,]*\s*[^\d\s,，。.;；]{0,4}"
    # a step worked to its result, then refused: "32，乘以 2 就是 64 了，但不用乘" (64 is no answer)
    r"|(?:乘|除|加|减|[×*/÷])[^,，;；。]*?(?:就是|得|=|等于)[^,，;；。]*[,，;；]\s*(?:但是?|不过|可是|其实)?\s*"
    r"(?:不用|不需要|无需|不必|没必要|用不着|别)\s*(?:再\s*)?(?:乘|除|加|减)[^,，;；。]{0,8}"
    # a last step with no result: "…=32，再除以 4", "…，再乘 2 字节", "then divide by 4", or with no
    # operand yet ("…，再乘", "then multiply by")
    r"|[,，;；]\s*(?:(?:再|然后|还要|接着|接下来|then)\s*){0,2}"
    r"(?:除以|乘以|乘上|乘|加上|减去|divided? by|divide by|times|multiply by)"
    # its operand a figure with a short unit ("再乘 96 层"), or a word with no figure yet ("再乘层数"),
    # or several joined ("再乘 48×2048 个 token 和 96 层", "接下来乘 b、s、层数"): no result among them
    r"(?:\s*[^,，。;；=≈→得是为]{1,16}?(?:\s*(?:和|与|及|以及|、|\band\b)\s*[^,，。;；=≈→得是为、]{1,16}?)+"
    r"|\s*\d[\d.,]*\s*[^\d\s,，。.;；]{0,4}|\s*[^\d\s,，。.;；]{1,6})?"
    # the step written with its symbol after a word of sequence: "…，fp16 再 ×2 字节", "然后 ÷ 4"
    r"|[,，;；][^,，;；=]{0,12}?(?:再|然后|还要|还得|接着)\s*[×*/÷]\s*\d[\d.,]*\s*[^\d\s,，。.;；]{0,4}"
    # a chain of steps closing the answer, each operand a figure, no result: "…=40960，再乘 4 乘 70……"
    r"|[,，;；]\s*(?:(?:再|然后|还要|接着|接下来)\s*){0,2}(?:乘以|乘上|乘|除以|[×*/÷])\s*\d[\d.,]*"
    r"(?:\s*(?:乘以|乘上|乘|除以|[×*/÷])\s*\d[\d.,]*)+\s*[^\d\s,，。.;；得是为=≈]{0,4}"
    # a word of sequence closing the answer, its step never written: "…，总 token 数 48×2048，再"
    r"|[,，;；]\s*(?:再|然后|接着|接下来|and then|then)"
    # "…的 1.33%，也就是": the result word the answer stops at
    r"|[,，]\s*(?:也就是|那就是|就是|即为|即)"
    # a result word closing the answer, nothing after it: "…, so the size is", "所以体积是"
    r"|(?<=\S)\s*(?:\bis|\bare|\bequals|\bwould be|(?<![不就只总而但])是)"
    # an operation said as done, its result never given: "…，96 层一乘就是", "乘起来就得"
    r"|(?:一乘|一除|一加|一算|乘起来|乘下来|除下来|加起来|算下来|合起来)\s*(?:就是|就得|就等于|是|得|等于)"
    # a step after a step, closing on a comma: "K、V 两份，b×s 先乘出来是 98304 个 token，"
    r"|[,，][^,，]+[,，]"
    # a last clause with no figure that trails off ("…，线性 2 倍，合起来……", "…, so overall..."): the
    # figures before it were steps, the result never came; not a hedge or a particle after the figure
    # ("4 倍，大概……", "8，对吧……"), which says something of the figure itself
    rf"|[,，;；](?![^,，;；]*?{_SAID_OF_THE_FIGURE})[^\d,，;；。!！?？….]{{1,16}}?(?=\s*(?:…|\.{{3}}|。{{2}})))"
    r"[\s.。…,，;；]*$",  # "…，再乘 96 层，": a trailing comma ends nothing
    re.I,
)


# A figure something is taken of: "464GB 的一半", "464 GB 的两倍", "half of 464 GB" — an operand, not
# the answer's figure.
TAKEN_OF_AFTER = re.compile(
    r"\s*的\s*(?:一半|\d+(?:\.\d+)?\s*倍|[一二两三四五六七八九十]+\s*倍|平方|立方|倒数|\d+(?:\.\d+)?\s*%|"
    r"[一二两三四五六七八九十\d]+分之[一二两三四五六七八九十\d]+)"
    # worked on: "464 GB 减半", "64 翻倍", "64 开方", "64 加 64", "464 GB minus 100 GB"
    r"|\s*(?:减半|砍半|打[五对]折|翻倍|翻番|开方|开根号?|平方|(?:减去?|乘以?|除以?|加上?)\s*\d|"
    r"(?:minus|plus|times|divided by)\s+\d|halved|doubled)"
    r"|\s*的\s*\d+\s*/\s*\d+"  # "464 GB 的 1/2"
    # raised to a power or inverted ("48⁻¹" is "48^-1" by now, "48**2", "(464 GB)²"), squared, bounded
    # ("48+", "48↑", "48 往上", "48 or more"; "出头" is "a little over", an approximation), or a
    # multiple or share said after it ("464 GB 三倍", "464 GB 一半", "多一倍", "times two")
    r"|\)?\s*(?:\^|\*\*)\s*[-−(]?\s*\d|\+{1,2}(?!\s*[\d(])|\s*(?:[↑↓]|(?:往上|打底|起步)(?=\s*(?:[,，。;；!！?？]|$)))"
    r"|\s+(?:squared|cubed|or (?:more|less|above|higher|lower)|times (?:two|three|four|\d))\b"
    r"|\s*(?:[缩少多]|再)?(?:一半|对半|半|一倍|双倍|翻倍|[一二两三四五六七八九十\d]+\s*倍(?!\w)"
    r"|[一二两三四五六七八九十\d]+分之[一二两三四五六七八九十\d]+)(?![\w\u4e00-\u9fff])"
    r"|\s*(?:[缩少减砍]|再)?50%(?=\s*(?:[;；,，。]|$))",  # "一半" is "50%" by now: "464 GB 一半", "缩一半"
    re.I,
)
# A figure said to be a share of something else: "464 GB 是 K 和 V 的一半", "64，只是总量的 1/4". What the
# whole comes to is not said (the figure may be the part or the whole asked for): the answer is asked again.
SHARE_OF_AFTER = re.compile(
    r"\s*[,，]?\s*(?:只|仅|才|也)?(?:是|为|占|等于)\s*[^,，;；。.!！?？]{1,16}?的\s*"
    r"(?:一半|[一二两三四五六七八九十\d]+分之[一二两三四五六七八九十\d]+|1\s*/\s*\d+|\d+(?:\.\d+)?\s*%)"
)
TAKEN_OF_BEFORE = re.compile(
    r"(?:\bhalf of|\btwice|\bdouble|\btriple|\d+\s*(?:times|x)\s+of"
    # "2 倍 464 GB", "两倍的 464 GB", "一半的 464 GB": an operation on the figure that follows
    r"|(?<![\d.])\d+(?:\.\d+)?\s*倍(?:的)?|[一二两三四五六七八九十]+\s*倍(?:的)?|一半的|\bhalf"
    # a root, a bound, a negation or a sign before it: "√48", "≥48", "!464 GB", "¬48", "-48", "半个 48"
    r"|√|\bsqrt\s*\(?|[≥≤]|>=|<=|[!¬]|半个|一半)\s*\(?\s*$"
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


MEASURED_UNIT = re.compile(r"(?:(?<=\d)|(?<=\d\s))个\s*(?=[A-Za-z])")  # "35 个 G"


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
    text = prepare(text)
    found: list[WrittenNumber] = []
    if not _DIGIT.search(text):
        return found
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
    return found


_COMPARED = re.compile(r"比\s*$")  # "比 460 多": a comparison, not a figure


def hedged(text: str, quantities: list[WrittenNumber]) -> bool:
    """Two figures offered as alternatives: '464GB 或 432GB', '460 or 470'."""
    text = prepare(text)
    return any(
        (_HEDGE_BETWEEN.match(text[left.end : right.start]) or _RANGE_DASH.match(text, left.end))
        and not _same_size(left, right)
        for left, right in itertools.pairwise(quantities)
    )


_RANGE_DASH = re.compile(r"\s*[-–]\s*\d")  # "464 GB-928 GB": a range, read as 464 and -928


def _same_size(left: WrittenNumber, right: WrittenNumber) -> bool:
    """The same figure, or one size in two units ('464 GB 或 432 GiB'): within 1 %."""
    if left.value == right.value and left.unit == right.unit:
        return True
    readings = [resolve(found.unit) if found.unit else None for found in (left, right)]
    if readings[0] is None or readings[1] is None or readings[0][0] != readings[1][0]:
        return False
    a, b = left.value * readings[0][1], right.value * readings[1][1]
    return abs(a - b) <= 0.01 * max(abs(a), abs(b))
