"""Options named by their figure: a figure of the answer equal to a figure-only option, with the
same unit, that is a result and not a step of a calculation; a share written another way ("3.125%"
for 1/32), a figure in another unit of the option's measure ("35000 MB" for 35GB, ``_converted_value``),
a figure rounded to an option ("约 0.48" for 15/31) or, when the answer says so, the nearest option.

One module past 400 lines: a division read as an option ("十五除以三十一约 48%") must match a figure by
the same tolerance and the same rounding words as a figure stated (``same``, ``_approximated``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.mentions._converted_value import beside_letter, converted_labels
from bank.grading.mentions._mentions import Mention, canon_option
from bank.grading.mentions._value_asked import value_asked
from bank.grading.numbers._numbers import (
    SCORE_AFTER,
    SHARE_OF_AFTER,
    TAKEN_OF_AFTER,
    TAKEN_OF_BEFORE,
    UNFINISHED,
    WrittenNumber,
    an_option_scored,
    find_quantities,
)
from bank.grading.numbers._units import resolve
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._zh_numerals import numeral_value

NEAREST_TOLERANCE = 0.05  # "259, the closest option": an option within 5% that is the only one that near


@lru_cache(maxsize=4096)
def value_of(option: str) -> WrittenNumber | None:
    """The option's one figure when the option is nothing but that figure ('48', '35GB', '1/32')."""
    text = canon_option(option)
    figures = find_quantities(text)
    if len(figures) != 1 or figures[0].start != 0 or text[figures[0].end :].strip():
        return None
    return figures[0]


def unit_key(unit: str | None) -> object:
    """What compares a figure's unit: the unit it reads as ("GiB", "GB" as themselves), else its text."""
    if unit is None:
        return None
    reading = resolve(unit)
    return reading if reading is not None else unit.lower()


def _prefix_of(written: str | None, unit: str | None) -> bool:
    """A bare prefix standing for the options' unit: "G" for "GB", "M" for "MB", "K" for "KB"."""
    return bool(
        written and unit and len(written) == 1 and len(unit) == 2 and unit.upper().startswith(written.upper())
    )


def same(value: float, reference: float) -> bool:
    """Whether ``value`` is ``reference``, but for the float arithmetic's rounding."""
    return abs(value - reference) <= 1e-9 * max(abs(reference), 1.0)


OPERAND_AFTER = re.compile(  # an operator and an operand follow: "1024 ÷ 64", "(1-A)/2"; not "35GB - A"
    rf"[\s)]*(?:(?:[×x*/÷+^]|-(?!\s*$)|{alternation(lexicon.OPERATOR_WORDS)})\s*[(\d]|(?:[×*/÷+^]\s*|-){lexicon.PRONOUN_NOT_OPERAND}[A-Za-z](?![A-Za-z])"
    # its measure word or unit between: "8 张 × 4 步", "8 卡 × 4"
    r"|\s*[^\d\s,，、;；。.!！?？=:：()（）×*/÷+^A-Za-z是为得等约或和与及跟]{1,4}\s*[×*/÷]\s*[(\d]"
    # a worded operation on a named quantity: "8 乘以 rank 数", "8 × world_size", "8 times the ranks"
    rf"|\s*[×*÷]\s*{lexicon.PRONOUN_NOT_OPERAND}[A-Za-z_]|\s*(?:{lexicon.OPERATOR_ON_NAMES})\s*"
    r"(?:the\s+)?[A-Za-z_\u4e00-\u9fff])",  # not "4× 左右": a word after × may qualify the figure
    re.I,
)  # the pronoun before a word is no operand: "4× 或者 2× I guess"
_INTERMEDIATE = re.compile(r"=\s*$")
# an alternative opening the next assignment: "T=3 或者 T=1 吧" holds two figures open, no chain of steps
_ALTERNATIVE_NEXT = re.compile(
    rf"\s*(?:{alternation(lexicon.ALTERNATIVE_CLOSINGS)})?\s*[?？]?\s*[,，]?\s*(?:{lexicon.ASSIGNED_ALTERNATIVES})"
    r"\s*[^\d=,，;；。!！?？]{0,12}=",
    re.I,
)
# the name assigned ("T=", "τ = "): said again with no figure between, it is assigned anew, not worked on
_RATHER = re.compile(lexicon.REASSIGNED_RATHER, re.I)  # "T=3，或者说 T=1": a correction, as before
_ASSIGNED_NAME = re.compile(r"(?<![^\W\d_])([^\W\d]\w{0,15})\s*=\s*$")


def _reassigned(text: str, start: int, end: int) -> bool:
    """The same name assigned again after the figure, with no figure between ("T=3，T=1", "T=3 吧，T=1
    吧"): two values said of it, not a chain of steps ("x=32，32÷4=8", "T=2048/64=32")."""
    name = _ASSIGNED_NAME.search(text, 0, start)
    if name is None:
        return False
    again = re.compile(rf"([^\d=]*?)(?<![^\W\d_]){re.escape(name.group(1))}\s*=", re.I)
    found = again.match(text, end)
    return found is not None and _RATHER.search(found.group(1)) is None


# operated on in a next step after it ("35GB 再乘 2", "35GB，还要除以 2"), as the calculation reader has it
_NEXT_STEP_AFTER = re.compile(
    rf"\s*[,，]?\s*(?:{lexicon.NEXT_STEP})\s*(?:{lexicon.STEP_OPERATIONS})\s*[(\d]", re.I
)
_OPERATION_IN_CLAUSE = re.compile(  # an operation word earlier in the clause, no digit or result after it
    rf"(?:{alternation(lexicon.OPERATION_PENDING)})[^\d,，;；。.!！?？=＝得是为]*$", re.I
)
_OPERAND_BEFORE = re.compile(
    r"(?:[\d)]\s*(?:[^\d\s,，、;；。.!！?？=:：()（）×*/÷+^是为得等约或和与及跟]{1,4}\s*)?"
    rf"(?:[×*/÷+^]|{alternation(lexicon.OPERATOR_BEFORE)}|\b(?:plus|minus|times|divided by)\b)"
    r"|[A-Za-z]\s*[×*^])(?:\s*[^\d\s,，、;；。.!！?？=:：()（）×*/÷+^A-Za-z是为得等约或和与及跟]{1,4})?[\s(]*$"
)  # "C/2.0×": no operand; a unit or a name may stand on either side of the operator ("64 张卡 × 4",
# "× 累加 4"); after a figure, "加"/"plus" adds figures ("64 加 64"), where between letters it lists options;
# a 、 lists, as a comma does, and is no measure word: "4×、2×" names two options, no product "4 × 2"


# a result the answer states after working to it, its last figure: a lead, then the figure ("…，共 64",
# "一共是 64 个", "= 64"); not the working of a figure said first, in brackets ("16 (=1024/64)")
_STATED_RESULT = re.compile(
    rf"(?<![(（])(?<![(（]\s)(?:{lexicon.STATED_RESULT_LEADS})\s*"
    rf"(?:{alternation(lexicon.STATED_RESULT_COPULAS)})?\s*(?:{alternation(lexicon.APPROXIMATE)})?\s*"
    r"(?:\d[\d.,/]*|[零一二两三四五六七八九十百千万]+)(?![\d.])\D*$"
)
_COMMITTED = re.compile(rf"(?:{alternation(lexicon.FIGURE_COMMITMENTS)})\s*[:：]?\s*$", re.I)


@lru_cache(maxsize=64)  # read once per text, not once per figure in it (as ``_unfinished``)
def _stated_result_at(text: str) -> int | None:
    """Where the lead of the result the answer closes on stands, if it states one."""
    stated = _STATED_RESULT.search(text)
    return stated.start() if stated else None


def _step_before_result(text: str, start: int, end: int) -> bool:
    """A figure the answer works on towards a result it states later ("累积 8 步再乘 8 个 rank，共 64":
    the 8s are steps, 64 the answer); not a figure it committed to first ("选 16，…共 2 步") nor one
    whose name is assigned again ("温度=3，温度=1": its "=" no result lead, two values)."""
    lead = _stated_result_at(text)
    return (
        lead is not None
        and lead >= end
        and _COMMITTED.search(text, 0, start) is None
        and not _reassigned(text, start, end)
    )


@lru_cache(maxsize=64)  # one answer's (or a piece's) at a time: asked again for each of its figures
def _unfinished(text: str) -> bool:
    """The answer stops in a calculation (``UNFINISHED``): said of the whole text, so read once per text
    rather than once per figure in it (a scan of the whole text per figure made a long answer's figures
    quadratic: 2.9 s for the 750 figures of "a 9 " × 750)."""
    return UNFINISHED.search(text) is not None


def in_calculation(text: str, start: int, end: int) -> bool:
    """Whether the figure at ``start:end`` is a step of a calculation, not a result: an operand
    ("1024 ÷ 64 = 16": 64 is one, 16 is not; "还要除以累加步数 4": 4 is one, after an operation in its
    clause with no result word between), an intermediate result of a chain ("2048÷64=32，32÷4=8": 32),
    or any figure of an answer that stops at its colon or equals sign ("2048 / (8 × 8) 再除以 4，结果："
    has no result yet)."""
    return bool(
        _unfinished(text)
        or value_asked(text, end)  # "2/64 是多少来着…", "2/64 = ?": its value asked, no result
        or OPERAND_AFTER.match(text, end)
        or _NEXT_STEP_AFTER.match(text, end)  # "35GB 再乘 2": the figure is a step
        or TAKEN_OF_AFTER.match(text, end)  # "35GB 的一半": what is halved is not the answer
        or SHARE_OF_AFTER.match(text, end)  # "64，是最大值的一半": a share of what is not said
        or TAKEN_OF_BEFORE.search(text, 0, start)
        or _OPERAND_BEFORE.search(text, 0, start)
        or _OPERATION_IN_CLAUSE.search(text, 0, start)
        or (  # "=32，32÷4=8"; not "T=3 或者 T=1", two assignments held open
            _INTERMEDIATE.search(text, 0, start) is not None
            and "=" in text[end:]
            and not _ALTERNATIVE_NEXT.match(text, end)
            and not _reassigned(text, start, end)
        )
        or _step_before_result(text, start, end)
    )


def value_mentions(
    text: str, options: dict[str, str], taken: list[bool], *, nearest: bool, stem: str = ""
) -> tuple[list[Mention], list[WrittenNumber]]:
    """Figures of the answer equal to a figure-only option, with the same unit (or none, when every
    figure-only option has the same unit), or in another unit of its measure (``_converted_value``, read
    against the ``stem``); also the figures that matched nothing."""
    values = {label: found for label, option in options.items() if (found := value_of(option)) is not None}
    if not values:
        return [], []
    units = {repr(unit_key(found.unit)) for found in values.values()}
    shared_unit = len(units) == 1
    mentions, unmatched = [], []
    fractions = any("/" in canon_option(option) for option in options.values())
    if fractions:
        mentions += _divisions(text, values)
    quantities = find_quantities(text)
    scored_options = an_option_scored(options)
    for quantity in quantities:
        # "0 × world_size": the × read as the figure's unit may be the operator of a product
        times = quantity.unit in _TIMES
        figure_end = text.rfind(quantity.unit or "", quantity.start, quantity.end) if times else -1
        if any(taken[quantity.start : quantity.end]) or in_calculation(text, quantity.start, quantity.end):
            continue
        if any(mention.start <= quantity.start < mention.end for mention in mentions):
            continue  # a division's rounding ("15 除以 31 约 48%"), read with it
        if figure_end > 0 and in_calculation(text, quantity.start, figure_end):
            continue
        if SCORE_AFTER.match(text, quantity.end) and not scored_options:
            unmatched.append(quantity)  # "A 0分", "B 16分": a mark given, not the option "0" or "16"
            continue
        if (
            "/" in quantity.text
            and not fractions
            and (quantity.value >= 1 or _both_options(quantity, values))
        ):
            # "1024/64" is a division left undone, not the figure 16; "0/5%", "5/10%" of options "0", "5%",
            # "10%" name two of them, either one, never their quotient (0, "0.5%")
            unmatched.append(quantity)
            continue
        labels, shares, own_unit = set(), set(), set()
        for label, figure in values.items():
            if quantity.unit == "%" and figure.unit is None and "/" in figure.text:
                if same(quantity.value / 100, figure.value) or _share_rounded(text, quantity, figure.value):
                    shares.add(label)  # "3.125%" for 1/32, "1.56%" for 1/64: the same share, read
                continue
            if quantity.unit == "%" and figure.unit in _FACTORS:  # "400%" for 4×: the same ratio, to confirm
                if same(quantity.value / 100, figure.value) and not _GROWN_BY.search(text, 0, quantity.start):
                    shares.add(label)  # not "增大 300%", which may be grown by it (to 4×), not to it
                continue
            unit_ok = unit_key(quantity.unit) == unit_key(figure.unit) or (
                quantity.unit is None and shared_unit
            )
            unit_ok = unit_ok or (shared_unit and _prefix_of(quantity.unit, figure.unit))  # "35G" for 35GB
            own_unit |= {label} if unit_ok else set()
            zero = quantity.value == 0 and figure.value == 0 and figure.unit is None  # "0%" is the option "0"
            share = "/" in quantity.text and quantity.unit is None and figure.unit == "%"  # "1/2" is 50%
            # "0.5 倍", "0.5×": a share said as a multiple, where the option is a percentage
            share = share or (quantity.unit in ("倍", *_TIMES) and figure.unit == "%")
            as_share = share and same(quantity.value * 100, figure.value)
            if as_share or ((unit_ok or zero) and same(quantity.value, figure.value)):
                labels.add(label)
            elif (
                len(quantities) == 1
                and _decimal_share(quantity)
                and figure.unit == "%"
                and same(quantity.value * 100, figure.value)
            ):  # "0.25" for 25%, the answer's one figure: the same share as a decimal, read to confirm
                shares.add(label)  # (inside a reason, "再加激活 0.5" is a step, no share)
        if labels or shares:
            kind = "value" if labels else "share"  # a share written another way: a reading to confirm
            mentions.append(Mention(quantity.start, quantity.end, frozenset(labels or shares), kind))
        elif (converted := converted_labels(quantity, values, own_unit, stem)) and not beside_letter(
            text, quantity.start, quantity.end
        ):  # "35000 MB" for 35GB; "C：35000 MB" is read by its letter
            mentions.append(Mention(quantity.start, quantity.end, converted, "converted"))
        else:
            unmatched.append(quantity)
    scores = [quantity for quantity in unmatched if SCORE_AFTER.match(text, quantity.end)]
    for quantity in [] if mentions or scores else unmatched[:1] if len(unmatched) == 1 else []:
        rounded = _rounded_to(text, quantity, values)  # "约 0.48" for 15/31: the option it rounds to
        if rounded is not None:
            return [Mention(quantity.start, quantity.end, frozenset(rounded), "nearest")], unmatched
    # the answer's one figure, nothing else naming an option ("将近一半，15/31 那个" is read by its 15/31)
    roughly = not any(taken) and len(unmatched) == 1 and _roughly_a_share(text, unmatched[0])
    if (nearest or roughly) and not mentions and len(unmatched) == 1 and not scores:
        quantity = unmatched[0]
        close = [
            label
            for label, figure in values.items()
            if figure.value
            and abs(_as_option(quantity, figure) - figure.value) <= NEAREST_TOLERANCE * abs(figure.value)
        ]
        if len(close) == 1:
            mentions.append(Mention(quantity.start, quantity.end, frozenset(close), "nearest"))
    return mentions, unmatched


# a share said roughly ("差不多一半", "将近 50%", "50% 左右"; "一半" reads as 50%): the one option that
# near it, to confirm. Only a percentage: a bare "约 0.5" is too coarse to name one option (``_rounded_to``)
_ROUGHLY = re.compile(
    rf"(?:{alternation(lexicon.ROUGHLY)})\s*(?:{alternation(lexicon.SHARE_VERBS)})?\s*$", re.I
)


def _roughly_a_share(text: str, quantity: WrittenNumber) -> bool:
    return quantity.unit == "%" and bool(
        _ROUGHLY.search(text, 0, quantity.start) or _APPROXIMATE_AFTER.match(text, quantity.end)
    )


def _as_option(quantity: WrittenNumber, figure: WrittenNumber) -> float:
    """The answer's figure as the option writes it: a percentage as a share where the option is one."""
    return quantity.value / 100 if quantity.unit == "%" and figure.unit is None else quantity.value


def _decimal_share(quantity: WrittenNumber) -> bool:
    """A bare decimal below one ("0.25", "0.375"): a share, as a percentage option may be written."""
    return (
        quantity.unit is None and "." in quantity.text and "/" not in quantity.text and 0 < quantity.value < 1
    )


_TERMS = re.compile(r"(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)")


def _both_options(quantity: WrittenNumber, values: dict[str, WrittenNumber]) -> bool:
    """Whether both terms of a fraction written are figures of the options, other than each other."""
    terms = _TERMS.search(quantity.text)
    ends = [float(term) for term in terms.groups()] if terms else []
    figures = [found.value for found in values.values()]
    return len(set(ends)) == 2 and all(any(same(end, figure) for figure in figures) for end in ends)


# a division of two whole numbers standing alone, its result not given ("2÷64", "15 除以 31"): no
# operator or equals sign touches it on either side, so it is one fraction, not a step of a calculation
_DIVISION = re.compile(
    r"(?<![\d.)×*/÷^=＝+-])(?<![\d.)×*/÷^=＝+-]\s)(\d+)\s*(?:÷|除以)\s*(\d+)(?!\s*[\d.(×*/÷^=＝≈+-])"
)


# the same division said in words, closing the answer: its operands counted ("两个专家 ÷ 64个", "两个除以
# 64", "2 out of 64 experts"), or a part of a whole ("32份里占一份": 1/32)
_COUNT_UNIT = alternation(lexicon.COUNT_UNITS)
_COUNTED = rf"(\d+|[一两])\s*(?:{_COUNT_UNIT})?"
_WORDED_DIVISION = re.compile(
    rf"(?<![\d.)×*/÷^=＝+-]){_COUNTED}\s*(?:[\u4e00-\u9fffA-Za-z]{{1,6}}\s*)??(?:÷|除以|\bout of\b)\s*"
    # what it counts may follow, never a further step ("2 除以 64 再约分" is unfinished)
    rf"(\d+)\s*(?:{_COUNT_UNIT})?\s*(?:(?![再还然乘除加减约先就])[\u4e00-\u9fff]{{1,4}}|(?!(?:then|and|so|times|divided|plus|minus|over|is|are)\b)[A-Za-z]+)?"
    rf"|(?<![\d.]){_COUNTED}\s*(?:{alternation(lexicon.PART_OF)})\s*(?:占|有)?\s*{_COUNTED}",
    re.I,
)
_CLAUSE_CUT = re.compile(r"[,，;；。:：!！?？]")
_CLOSES = re.compile(r"[\s。.!！吧呢啊]*")  # the division closes the answer: no step or word after it
# ... or its value said roughly closes it, the same share rounded ("15 除以 31 约 48%", "≈ 0.48")
_ROUNDED_AFTER = re.compile(rf"\s*(?:{alternation(lexicon.APPROXIMATE)})\s*(?=\d)", re.I)
# an operation or a figure before the division in its clause
_FURTHER_STEP = re.compile(
    rf"[\d×*/÷+^=＝≈]|{alternation(lexicon.FURTHER_STEPS)}|\b(?:times|plus|minus|divided|multiplied|squared)\b",
    re.I,
)


def _divisions(text: str, values: dict[str, WrittenNumber]) -> list[Mention]:
    """Divisions left undone that are a fraction option's value exactly ("2÷64" for 1/32): the option
    written as an operation, a reading to confirm."""
    found = []
    for division in [*_DIVISION.finditer(text), *_WORDED_DIVISION.finditer(text)]:
        if division.re is _WORDED_DIVISION:
            if division.group(1) is not None:
                numerator, denominator = numeral_value(division.group(1)), numeral_value(division.group(2))
            else:  # "32份里占一份": the whole first
                numerator, denominator = numeral_value(division.group(4)), numeral_value(division.group(3))
        else:
            numerator, denominator = int(division.group(1)), int(division.group(2))
        clause_start = max((cut.end() for cut in _CLAUSE_CUT.finditer(text, 0, division.start())), default=0)
        said = range(1, division.re.groups + 1)
        last = max(division.end(group) for group in said if division.group(group) is not None)
        closes = _CLOSES.fullmatch(text, division.end()) is not None
        rounded = 0
        if not closes and numerator is not None and denominator:
            rounded = _rounded_close(text, division.end(), numerator / denominator)
        if (
            numerator is None
            or not denominator
            or value_asked(text, last)  # "2 除以 64 等于多少": asked, no fraction stated
            or not (closes or rounded)
            or _FURTHER_STEP.search(text[clause_start : division.start()])
        ):
            continue  # "2÷64 再乘 2", "2 除以 64 再约分", "乘以 2÷64": a step, not the fraction
        labels = {
            label
            for label, figure in values.items()
            if figure.unit is None and "/" in figure.text and same(numerator / denominator, figure.value)
        }
        if labels:
            end = rounded or division.end()  # its rounding read with it: "15 除以 31 约 48%" is one figure
            found.append(Mention(division.start(), end, frozenset(labels), "share"))
    return found


def _rounded_close(text: str, end: int, share: float) -> int:
    """Where the answer's last figure ends when it closes, after the division ending at ``end``, on its
    value said roughly and rounded right ("约 48%", "≈ 0.48" for 15/31), else 0: the division is the
    figure, its rounding no other."""
    rough = _ROUNDED_AFTER.match(text, end)
    rest = text[rough.start() :] if rough else ""  # read from its word of approximation on
    said = find_quantities(rest)
    if len(said) != 1 or not _CLOSES.fullmatch(rest, said[0].end):
        return 0
    figure, places = said[0], len(said[0].text.partition(".")[2])  # a decimal to two digits at least
    decimal = figure.unit is None and len(re.sub(r"^[0.]+", "", figure.text).replace(".", "")) >= 2 <= places
    fits = decimal and abs(share - figure.value) <= 0.5 * 10**-places + 1e-12
    fits = fits or (figure.unit == "%" and _share_rounded(rest, figure, share))
    return rough.start() + figure.end if fits and rough else 0


def _share_rounded(text: str, quantity: WrittenNumber, share: float) -> bool:
    """A percentage that is a fraction rounded to the decimals it is written with: "1.56%" for 1/64
    (three significant digits, or two after a word of approximation: "约 1.6%")."""
    digits = re.sub(r"^[0.]+", "", re.sub(r"[^\d.]", "", quantity.text)).replace(".", "")
    needed = 2 if _approximated(text, quantity) else 3
    decimals = re.search(r"\.(\d+)", quantity.text)
    places = len(decimals.group(1)) if decimals else 0
    # rounded either way at a tie: 1/32 is 3.125 %, "3.13%" as much as "3.12%" (``round`` gave only
    # the latter, rounding the float 3.125 half to even)
    return len(digits) >= needed and abs(share * 100 - quantity.value) <= 0.5 * 10**-places + 1e-9


_TIMES = ("×", "x", "X")
_FACTORS = ("倍", *_TIMES)
_GROWN_BY = re.compile(rf"(?:{lexicon.GROWN_BY})\s*$", re.I)  # "增大 400%": by it or to it? asked again
_APPROXIMATE = re.compile(rf"(?:{alternation(lexicon.APPROXIMATE)})\s*$", re.I)
_APPROXIMATE_AFTER = re.compile(
    rf"\s*(?:{alternation(lexicon.APPROXIMATE_AFTER)})"
)  # "48% 上下": the word after the figure


def _approximated(text: str, quantity: WrittenNumber) -> bool:
    """Whether a word of approximation stands before the figure ("约 48%") or after it ("48% 左右")."""
    return bool(_APPROXIMATE.search(text, 0, quantity.start) or _APPROXIMATE_AFTER.match(text, quantity.end))


def _rounded_to(text: str, quantity: WrittenNumber, values: dict[str, WrittenNumber]) -> str | None:
    """The one option a figure is, rounded to as many decimals as the figure has: 15/31 is 0.48 to two
    decimals. Two significant digits name it ("0.48", "约 0.48", "0.031" for 1/32: a reading to
    confirm), one does not ("约 0.5"); None when none or several options are."""
    significant = len(re.sub(r"^[0.]+", "", re.sub(r"[^\d.]", "", quantity.text)).replace(".", ""))
    if "/" in quantity.text or "." not in quantity.text or significant < 2:
        return None  # "约 0.5" is too coarse to name one option, "48" is no rounded fraction
    digits = re.search(r"\.(\d+)", quantity.text)
    places = len(digits.group(1)) if digits else 0
    close = [
        label
        for label, figure in values.items()
        if unit_key(figure.unit) == unit_key(quantity.unit)
        and abs(figure.value - quantity.value) <= 0.5 * 10**-places + 1e-12  # 1/32 to 0.0312 or 0.0313
    ]
    return close[0] if len(close) == 1 else None
