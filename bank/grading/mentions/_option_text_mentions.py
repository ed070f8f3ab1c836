"""Options named by their text, as a whole token: spacing free, ×/x/* and quote styles alike,
case-blind; an option opening with a verb of use ("使用 X") or with a word every option shares
("支持 X") is also named without it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.mentions._mentions import Mention, canon_option
from bank.grading.mentions._value_mentions import OPERAND_AFTER, in_calculation, value_of
from bank.grading.numbers._numbers import SCORE_AFTER
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._zh_numerals import chinese_numerals

_TOKEN = re.compile(r"[A-Za-z_]+|[0-9]+|\s+|.", re.S)
_SAME = {
    "×": "[×x*倍·⋅]",
    "*": "[×x*·⋅]",
    "x": "[×xX*]",
    "'": "['\"]",
    '"': "['\"]",
    "/": "[/÷∕]",  # a fraction written with the division sign: "15÷31" is the option "15/31"
    "−": "[-−]",
    "-": "[-−–]",
}


@lru_cache(maxsize=512)
def option_pattern(option: str) -> re.Pattern[str] | None:
    """The option's text as a whole token: spacing free, ×/x/* and quote styles alike, case-blind.

    A text starting or ending with a letter or digit must not touch another letter or digit, nor a
    '.', '/' or ',' joining it to more digits: '32' is not in '1/32', '35GB' is not in '135GB'."""
    text = canon_option(option)
    bracketed = len(text) > 2 and (text[0], text[-1]) in (("[", "]"), ("(", ")"))
    core = text[1:-1].strip() if bracketed else text  # '[hidden]' is also written 'hidden'
    if not core:
        return None
    powered = bool(_SUPERSCRIPT.search(option))  # "O(n²)", NFKC's "O(n2)", is also written "O(n^2)"
    body, previous = "", ""
    for token in _TOKEN.findall(core):
        if token.isspace():
            continue
        if previous:
            body += _joint(previous, token, powered=powered)
        if _BYTE_UNIT.fullmatch(token) and previous.isdigit():  # "35GB": never "35Gb", gigabits
            body += rf"(?-i:{token[0].upper()}B|{token[0].lower()}[Bb])"
        else:
            body += _SAME.get(token, re.escape(token)) if len(token) == 1 else re.escape(token)
        previous = token
    product = _PRODUCT.fullmatch(core)
    if product:  # "6×hidden" is also written "hidden*6", "hidden 乘以 6", "hidden 的 6 倍", "6 倍的 hidden"
        count, name = product.groups()
        name = re.escape(name)
        body = (
            rf"(?:{body}|{name}\s*(?:[×x*·⋅]|{alternation(lexicon.TIMES_WORDS)})\s*{count}(?!\s*[\d.])|{name}\s*的\s*{count}\s*倍"
            rf"|{count}\s*(?:倍|份)\s*的?\s*{name}"
            # the count alone with its 倍 or 份, naming nothing after it: "六倍", "就是 4 倍", "= 6 份"
            rf"|(?<![\d.]){count}\s*[倍份](?!\s*的?\s*(?:[A-Za-z_\d]|(?![吧呢啊呀哦嘛了])[\u4e00-\u9fff]))"
            # or with its times sign, the name dropped ("6x", "6×"), nothing it multiplies after it
            rf"|(?<![\d.]){count}\s*[×xX*](?![A-Za-z_\d.(])(?!\s*(?:[\d(]|[A-Za-z_]|(?![吧呢啊呀哦嘛了])[\u4e00-\u9fff])))"
        )
    head = r"(?<![A-Za-z0-9_.])(?<!\d[/,])" if re.match(r"\w", core[0]) and core[0].isascii() else ""
    if head and not product and _NAME.fullmatch(core):  # "6 倍的 hidden", "6×hidden" are not "hidden"
        head += _NOT_A_FACTOR
    tail = (
        # nor a factor of a product: "hidden*60", "hidden 乘以 60" are not "hidden"
        r"(?![A-Za-z0-9_])(?![./,]\d)(?!\s*(?:%|‰|×|倍|[*·⋅]|乘))"
        if core[-1].isascii() and core[-1].isalnum()
        else ""
    )
    if bracketed:
        head, tail = re.escape(text[0]) + r"?\s*" + head, tail + r"\s*" + re.escape(text[-1]) + "?"
    return re.compile(head + body + tail, re.I)


_SUPERSCRIPT = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹]")
# a byte unit after a figure in an option ("35GB"): named by "35GB", "35 gb", never by the bit symbol
# "35Gb" (an eighth of it: ``_units``)
_BYTE_UNIT = re.compile(r"[KMGTPkmgtp]B")


def _joint(previous: str, token: str, *, powered: bool) -> str:
    """What may stand between two tokens of an option's text: spacing; between bracketed groups
    ("[640, 2048] [640, 640]") a comma, a slash or a 、 too; before a power's digits ("n²") a caret."""
    if previous in "])" and token in "[(":
        return r"\s*[,，;；/、]?\s*"  # "[640,2048],[640,640]", "[640,2048] / [640,640]": the groups listed
    if powered and token.isdigit() and (previous[-1].isalpha() or previous == ")"):
        return r"\s*\^?\s*"
    return r"\s*"


_PRODUCT = re.compile(r"(\d+)\s*[×x*·⋅]\s*([A-Za-z_]\w*)")  # a count times a name: "6×hidden", "6·hidden"
_NAME = re.compile(r"[A-Za-z_]\w*")
# what makes a name the factor of a product before it: "6 倍的 hidden", "6 份 hidden", "6×hidden"
_NOT_A_FACTOR = (
    "".join(
        rf"(?<!\d{gap}{word}{space})"
        for gap in ("", " ")
        for word in lexicon.MULTIPLE_WORDS
        for space in ("", " ")
    )
    + r"(?<![×*·⋅])(?<![×*·⋅]\s)"
)  # ("一份 hidden" is one: "一" before a measure word stays a word)
_USE = re.compile(r"^(?:使用|采用|use|using)\s*", re.I)


@lru_cache(maxsize=512)
def _forms(items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """(label, text) for each option as written and, when it opens with a verb of use ("使用 patch
    size=2"), without it — unless that rest is part of another option ("不使用 patch size=2"), longest
    first; a question's options never change, so this is computed once per question."""
    options = dict(items)
    forms = list(options.items())
    shared = _shared_opening([canon_option(option) for option in options.values()])
    for label, option in options.items():
        rest = _USE.sub("", canon_option(option), count=1)
        if shared:  # "支持变长序列打包", "支持 gradient checkpointing": each named without the 支持 all share
            rest = canon_option(option)[len(shared) :].lstrip()
        others = [canon_option(text).lower() for other, text in options.items() if other != label]
        if (
            rest != canon_option(option)
            and len(rest) >= 3
            and not any(rest.lower() in each for each in others)
        ):
            forms.append((label, rest))
        in_digits = chinese_numerals(option)  # "二次微调" as the answer is read: "2次微调"
        if in_digits != option:
            forms.append((label, in_digits))
    return tuple(sorted(forms, key=lambda item: -len(canon_option(item[1]))))


_OPENING = re.compile(r"[\u4e00-\u9fff]{2,}")


def _shared_opening(options: list[str]) -> str:
    """The Chinese word of two characters or more that opens every option ("支持" of "支持 X", "支持
    Y"), or "": it says nothing that tells one option from another."""
    if len(options) < 2:
        return ""
    shortest = min(options, key=len)
    common = next((i for i, char in enumerate(shortest) if any(o[i] != char for o in options)), len(shortest))
    opening = _OPENING.match(shortest[:common])
    if not opening or any(len(option) <= opening.end() for option in options):
        return ""
    word = opening.group(0)
    # the whole opening word of each, not part of a longer one ("支持" of "支持度" is no word)
    return word if all(len(word) in lexicon.boundaries(option) for option in options) else ""


@lru_cache(maxsize=512)
def _option_readings(
    items: tuple[tuple[str, str], ...],
) -> tuple[tuple[str, re.Pattern[str], bool, bool], ...]:
    """For each form of each option (``_forms``): its label, its pattern, whether it is a figure or a
    count of a name ("6×hidden": "6×hidden÷2" is a step, as "35GB÷2" is), and
    whether it ends in a digit ("pp_size=4", "[640]"); a question's options never change, so this is
    read once per question, not once per answer."""
    return tuple(
        (
            label,
            pattern,
            value_of(option) is not None
            or _PRODUCT.fullmatch(canon_option(option).strip("[]() ")) is not None,
            re.search(r"\d[\])]*$", canon_option(option)) is not None,
        )
        for label, option in _forms(items)
        if (pattern := option_pattern(option)) is not None
    )


def option_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """Option texts the answer contains as whole tokens, the longest first (a span is used once)."""
    found = []
    for label, pattern, figure, ends_in_digit in _option_readings(tuple(options.items())):
        for match in pattern.finditer(text):
            if figure and in_calculation(text, match.start(), match.end()):
                continue
            if _COUNT_ALONE.fullmatch(match.group()) and _count_unsettled(text, match):
                continue  # "6x÷2", "8x 还是 6x": a product's count alone, operated on or beside another
            if figure and SCORE_AFTER.match(text, match.end()) and not SCORE_AFTER.search(options[label]):
                continue  # "A 0分", "B 16分": a mark given, not the option "0" or "16"
            if ends_in_digit and OPERAND_AFTER.match(text, match.end()):
                continue  # "dp_size=2, pp_size=4 乘以 rank 数": its last figure is an operand
            if match.end() > match.start() and not any(taken[match.start() : match.end()]):
                found.append(Mention(match.start(), match.end(), frozenset(label), "option"))
                for index in range(match.start(), match.end()):
                    taken[index] = True
    return found


# a product option named by its count alone with its sign or 倍 ("6x", "6 倍"), and another such count
# beside it, joined by nothing but a pause or a word offering it ("8x 还是 6x", "4x、6x", "8 倍，6 倍")
_COUNT_ALONE = re.compile(r"\s*\d+\s*(?:[×xX*]|倍|份)\s*")
_COUNT = r"(?<![\d.])\d+(?:\.\d+)?\s*(?:[×xX*](?![A-Za-z_\d(])|倍|份)"
_OFFERING = alternation(lexicon.COUNT_OFFERED_BESIDE)
_JOINT = rf"[\s,，、;；/?？]*(?:(?:{_OFFERING})\s*)?(?:是\s*)?"
_COUNT_BEFORE = re.compile(rf"{_COUNT}\s*{_JOINT}$", re.I)
_COUNT_AFTER = re.compile(rf"{_JOINT}\d+(?:\.\d+)?\s*(?:[×xX*]|倍|份)", re.I)


def _count_unsettled(text: str, match: re.Match[str]) -> bool:
    """Whether a product's count said alone is a step of a calculation ("6x÷2", "6 倍 - 2", "6x 的一半")
    or one of two counts kept open ("8x 还是 6x", "4x 6x"): no option named by it alone."""
    start, end = match.start(), match.end()
    return bool(
        in_calculation(text, start, end)
        or _COUNT_BEFORE.search(text, 0, start)
        or _COUNT_AFTER.match(text, end)
    )
