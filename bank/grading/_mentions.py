"""Where an answer names options: letters, option texts, values, ordinals and paraphrases.

A *mention* is a span of the answer that names one or more options. Finding a mention says
nothing yet about whether the candidate commits to it — ``_choice`` decides that from the
words around it (a commit marker, a negation, a correction). The rules here are deliberately
whole-token: a letter inside a word or an identifier ("Bad", "A100", "F.softmax"), a number
inside another number ("32" in "1/32", "35GB" in "135GB") and anything inside markup or code
never name an option. Over 400 lines because the five ways of naming an option share the one notion
of a whole token and of a figure in a calculation, which they must read alike.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bank.grading import _words as lexicon
from bank.grading._letter_symbols import stem_letters
from bank.grading._numbers import (
    MEASURED_UNIT,
    TAKEN_OF_AFTER,
    TAKEN_OF_BEFORE,
    UNFINISHED,
    WrittenNumber,
    find_quantities,
)
from bank.grading._ordinal_words import ordinal_words
from bank.grading._text import one_ellipsis, simplified
from bank.grading._units import resolve

LABELS = "ABCDEFGH"


def _words(text: str) -> list[str]:
    return text.split()


NEAREST_TOLERANCE = 0.05  # "259, the closest option": an option within 5% that is the only one that near


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    labels: frozenset[str]  # may name letters that are not options ("E" on A–D): reported, never graded
    kind: str  # letter | option | value | share | ordinal | paraphrase | nearest


# ---------------------------------------------------------------- preparing the text

_INVISIBLE = re.compile(r"[\u200b-\u200f\u2060\ufeff\ufe0e\ufe0f]")
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]{0,200})?/?>")
_EMPHASIS = re.compile(r"\*\*|__|~~")
_FENCE = re.compile(r"```[A-Za-z0-9_+-]*\n?(.*?)```", re.S)
_INLINE = re.compile(r"`([^`\n]+)`")


def prepare(answer: str) -> tuple[str, list[bool]]:
    """The answer as read (NFKC, simplified Chinese, markup removed) and which characters are code.

    HTML tags and Markdown emphasis are formatting: removed, so ``<b>B</b>`` reads as ``B`` and a
    letter inside a tag's attributes is gone. Code spans stay in the text (an option may be code)
    but their characters are marked, so that a letter in code is never a choice — except a span
    holding nothing but a letter, which is only formatting (```B```)."""
    text = one_ellipsis(stem_letters(simplified(unicodedata.normalize("NFKC", _INVISIBLE.sub("", answer)))))
    text = ordinal_words(text)  # "从下往上数第二个": a place in words the ordinals below read
    text = _EMPHASIS.sub(" ", _TAG.sub(" ", text))
    text = MEASURED_UNIT.sub("", text)  # "35 个 GB": a figure and its unit, not the letters G and B
    code = [False] * len(text)
    out = list(text)
    for pattern in (_FENCE, _INLINE):
        for match in pattern.finditer(text):
            body = match.group(1).strip()
            if code[match.start()] or re.fullmatch(r"[A-Ha-h]", body):
                out[match.start()] = out[match.end() - 1] = " "
                continue
            body_start = match.start(1) if pattern is _FENCE else match.start() + 1
            for index in range(match.start(), match.end()):
                code[index] = True
                if out[index] == "`" or match.start() <= index < body_start:
                    out[index] = " "  # the fence and its language tag are not part of the answer
    return "".join(out), code


# ---------------------------------------------------------------- option texts, whole-token


@lru_cache(maxsize=4096)
def canon_option(option: str) -> str:
    return one_ellipsis(simplified(unicodedata.normalize("NFKC", option.replace("`", "")))).strip()


_TOKEN = re.compile(r"[A-Za-z_]+|[0-9]+|\s+|.", re.S)
_SAME = {
    "×": "[×x*倍·⋅]",
    "*": "[×x*·⋅]",
    "x": "[×xX*]",
    "'": "['\"]",
    '"': "['\"]",
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
    parts = []
    for token in _TOKEN.findall(core):
        if token.isspace():
            continue
        parts.append(_SAME.get(token, re.escape(token)) if len(token) == 1 else re.escape(token))
    body = r"\s*".join(parts)
    product = _PRODUCT.fullmatch(core)
    if product:  # "6×hidden" is also written "hidden*6": a product in either order
        count, name = product.groups()
        body = rf"(?:{body}|{re.escape(name)}\s*[×x*·⋅]\s*{count})"
    head = r"(?<![A-Za-z0-9_.])(?<!\d[/,])" if re.match(r"\w", core[0]) and core[0].isascii() else ""
    tail = (
        r"(?![A-Za-z0-9_])(?![./,]\d)(?!\s*(?:%|‰|×|倍))" if core[-1].isascii() and core[-1].isalnum() else ""
    )
    if bracketed:
        head, tail = re.escape(text[0]) + r"?\s*" + head, tail + r"\s*" + re.escape(text[-1]) + "?"
    return re.compile(head + body + tail, re.I)


_PRODUCT = re.compile(r"(\d+)\s*[×x*·⋅]\s*([A-Za-z_]\w*)")  # a count times a name: "6×hidden", "6·hidden"
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
    """For each form of each option (``_forms``): its label, its pattern, whether it is a figure, and
    whether it ends in a digit ("pp_size=4", "[640]"); a question's options never change, so this is
    read once per question, not once per answer."""
    return tuple(
        (
            label,
            pattern,
            value_of(option) is not None,
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
            if ends_in_digit and _OPERAND_AFTER.match(text, match.end()):
                continue  # "dp_size=2, pp_size=4 乘以 rank 数": its last figure is an operand
            if match.end() > match.start() and not any(taken[match.start() : match.end()]):
                found.append(Mention(match.start(), match.end(), frozenset(label), "option"))
                for index in range(match.start(), match.end()):
                    taken[index] = True
    return found


# ---------------------------------------------------------------- ordinals

_ZH_NUMERAL = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_ZH_ORDINAL = re.compile(
    r"第\s*([一二两三四五六七八1-8](?:\s*[、,，和与及跟]\s*第?\s*[一二两三四五六七八1-8])*)\s*"
    r"(?:个选项|项选项|个|项|条|种|选项)?|最后一(?:个|项|条|种)(?:选项)?|(?P<head>头)\s*一\s*(?:个|项|条|种)(?:选项)?"
    # the option at the top or the bottom of the list: "最上面那个", "最下面的一项", "打头的那项"
    r"|(?:(?P<top>最上面|最上边|最顶上|最顶端|打头|最前面|最前边)|最下面|最下边|最底下|最底部|最后面|最后边|垫底)\s*(?:的)?\s*(?:那)?\s*一?\s*(?:个|项|条|种|选项)(?:选项)?"
)  # "头一个": the first one
# A bare list of option numbers ("1、2、4", "1, 3 / 4"): two or more, read only when no option holds a
# figure (else "2" may be the figure); one number alone may be a count, and is not read.
_BARE_NUMBERS = re.compile(r"^\s*[1-8](?:\s*(?:、|,|/|和|and)\s*[1-8])+\s*[.。]?\s*$", re.I)
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
_EN_NUMBERED = re.compile(  # "option two", "option 2", "选项二": an option called by its number
    r"(?:\b(?:option|choice)s?\s+|选项\s*)" + _NUMBER_WORD, re.I
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
    r"\s*(?:或者|或|还是|、|,|/)\s*(?:也可能)?\s*(?P<count>[二两三四五六七八2-8])\s*(?:个|项|条|种)"
)
_RUN_NEXT = re.compile(
    r"(?:\s*(?:,|/|\bor\b|\bmaybe\b|\bperhaps\b))+\s*(?P<count>two|three|four|five|2|3|4|5)\b", re.I
)
# a run of options counted from one end: "前三个" (the first three), "后两个", "最后两个"; "倒数第二个"
# (the second from the end); not "前一个" / "后一个" (the previous / the latter)
_ZH_RUN_OF = re.compile(
    rf"(?:(?<![A-Za-z0-9_之以提目眼当面从事向超往日然])(?P<end>前|后)\s*(?P<count>[二两三四五六七八2-8])\s*"
    rf"(?:个选项|个|项|条|种)"
    rf"|倒数\s*第\s*(?P<back>{_ZH_COUNT})\s*(?:个选项|项选项|个|项|条|种|选项)?)"
    # of the options, not of a thing named next ("前三个 step", "前两个阶段")
    r"(?=\s*(?:$|[^\w\s]|选项|都|全|均|是|对|正确|吧|呢|啊|和|与|及|也|还|选|了|不|错|或|\d))"
)


def _label(number: int, count: int) -> str:
    index = count - 1 if number == -1 else number - 1
    return LABELS[index] if 0 <= index < len(LABELS) else "?"


def _zh_count(written: str) -> int:
    return int(written) if written.isdigit() else _ZH_NUMERAL[written]


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
        if any(taken[match.start() : match.end()]):
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
        if any(taken[match.start() : match.end()]):
            continue
        word = (match.group(1) or match.group(2) or match.group(3)).lower()
        found.append(
            Mention(match.start(), match.end(), frozenset(_label(_EN_WORDS[word], count)), "ordinal")
        )
    for head in [] if figures else _EN_NUMBERED.finditer(text):
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


# ---------------------------------------------------------------- letters

_LETTERS = re.compile(  # not a variable in a formula either: "2^(−h/4)", "x*h", "a=b", "h 取 48"
    r"(?<![A-Za-z0-9_.'’#$\\])(?<![A-Za-z0-9]-)(?<!\(-)(?<![\d)][/^*=])(?<![0-9]\s)([A-Ha-h]{1,8})"
    r"(?![A-Za-z0-9_'’#$])(?!\+\+)(?![.\-][A-Za-z0-9])(?!\s*(?:[/^*=]|取)\s*[\d(])"
)
_NAMED_BEFORE = re.compile(r"(?:\boption|\bchoice|\banswer|选项|选)\s*$", re.I)
# a model number after a capital and one space, with no unit or decimal after it: "A 100 上", "H 800
# 集群" name hardware (as "A100" does), unless a choosing word stands before the letter ("选 A 100")
MODEL_NUMBER_AFTER = re.compile(r" \d{2,3}(?![\d.,%]|\s*[A-Za-z%])")
_WORD_AFTER = re.compile(r"[^\S\n]+([A-Za-z]{2,})")  # on its line: "排除 A\nso A" ends a line on the letter
# words after which a lone "a" is still a letter: "a is right", "a and c", "a because …"
_LETTER_VERBS = frozenset(
    _words(
        "is and or because since as seems looks should would must was are plus with only too also then "
        "for seem look could might may can will isn't wasn't has option options choice maybe perhaps "
        "possibly probably tbh imo imho honestly "
        "excluded eliminated ruled crossed"  # "A excluded, B": the letter ruled out, never an article
    )
)
# English words spelled with distinct letters A–H: words, not option sets ("Bad answer" ≠ A, B, D); not
# the archaic ones nobody writes in an answer ("abed", "bade", "dace"): "ABED" is a set of letters
_LETTER_WORDS = frozenset(
    _words(
        "be bad cab dab fad gab had bed fed bag beg age aged bead face faced cafe fade faded deaf head "
        "each beach ache ached chef badge cage caged hag bach cha he ha eh ah ed"
    )
)


def _is_run(token: str) -> bool:
    """One letter, or distinct letters in any order ('ACD', 'dca') that do not spell a word."""
    upper = token.upper()
    return len(upper) == 1 or (len(set(upper)) == len(upper) and token.lower() not in _LETTER_WORDS)


# a range joins two letters: in a chain of three or more ("A-C-D") each letter is named on its own
_RANGE = re.compile(
    r"(?<![A-Za-z0-9_])(?<![A-H]-)([A-H])\s*(?:到|至|~|～|-|through|to)\s*([A-H])(?![A-Za-z0-9_])(?!\s*-\s*[A-H])"
)


def letter_mentions(text: str, code: list[bool], taken: list[bool]) -> list[Mention]:
    found = []
    for match in _RANGE.finditer(text):  # "A到E", "A-D": every letter between
        first, last = match.group(1), match.group(2)
        if first < last and not any(code[match.start() : match.end()] + taken[match.start() : match.end()]):
            labels = frozenset(LABELS[LABELS.index(first) : LABELS.index(last) + 1])
            found.append(Mention(match.start(), match.end(), labels, "range"))
            for index in range(match.start(), match.end()):
                taken[index] = True
    for match in _LETTERS.finditer(text):
        token = match.group(1)
        if any(code[match.start() : match.end()]) or any(taken[match.start() : match.end()]):
            continue
        if not _is_run(token):
            continue
        named = _NAMED_BEFORE.search(text, 0, match.start()) is not None  # "option A", "选项 A"
        if len(token) == 1 and token.isupper() and not named and MODEL_NUMBER_AFTER.match(text, match.end()):
            continue
        if token.lower() == "a" and not named:  # the article: "a bad idea", "A good answer is C"
            word = _WORD_AFTER.match(text, match.end())
            after = word.group(1) if word else ""
            letters_after = re.fullmatch(r"[A-Ha-h]+", after) is not None and _is_run(after)  # "a bcd"
            if word and after.lower() not in _LETTER_VERBS and not letters_after:
                continue
        found.append(Mention(match.start(), match.end(), frozenset(token.upper()), "letter"))
    return found


# ---------------------------------------------------------------- values


@lru_cache(maxsize=4096)
@lru_cache(maxsize=4096)
def value_of(option: str) -> WrittenNumber | None:
    """The option's one figure when the option is nothing but that figure ('48', '35GB', '1/32')."""
    text = canon_option(option)
    figures = find_quantities(text)
    if len(figures) != 1 or figures[0].start != 0 or text[figures[0].end :].strip():
        return None
    return figures[0]


def _unit(unit: str | None) -> object:
    if unit is None:
        return None
    reading = resolve(unit)
    return reading if reading is not None else unit.lower()


def _prefix_of(written: str | None, unit: str | None) -> bool:
    """A bare prefix standing for the options' unit: "G" for "GB", "M" for "MB", "K" for "KB"."""
    return bool(
        written and unit and len(written) == 1 and len(unit) == 2 and unit.upper().startswith(written.upper())
    )


def _same(value: float, reference: float) -> bool:
    return abs(value - reference) <= 1e-9 * max(abs(reference), 1.0)


_OPERAND_AFTER = re.compile(  # an operator and an operand follow: "1024 ÷ 64", "(1-A)/2"; not "35GB - A"
    r"[\s)]*(?:(?:[×x*/÷+^]|-(?!\s*$)|除以|乘以|乘|加上|减去)\s*[(\d]|(?:[×*/÷+^]\s*|-)[A-Za-z](?![A-Za-z])"
    # a worded operation on a named quantity: "8 乘以 rank 数", "8 × world_size", "8 times the ranks"
    r"|\s*[×*÷]\s*[A-Za-z_]|\s*(?:除以|乘以|乘上|乘|加上|减去|\btimes\b|\bdivided by\b|\bmultiplied by\b)\s*"
    r"(?:the\s+)?[A-Za-z_\u4e00-\u9fff])",  # not "4× 左右": a word after × may qualify the figure
    re.I,
)
_INTERMEDIATE = re.compile(r"=\s*$")
_OPERATION_IN_CLAUSE = re.compile(  # an operation word earlier in the clause, no digit or result after it
    r"(?:除以|乘以|乘上|加上|减去|divided by|times|multiplied by)[^\d,，;；。.!！?？=＝得是为]*$", re.I
)
_OPERAND_BEFORE = re.compile(
    r"(?:[\d)]\s*(?:[×*/÷+^]|除以|乘以|乘|加上|减去)|[A-Za-z]\s*[×*^])[\s(]*$"
)  # "C/2.0×": no operand


def in_calculation(text: str, start: int, end: int) -> bool:
    """Whether the figure at ``start:end`` is a step of a calculation, not a result: an operand
    ("1024 ÷ 64 = 16": 64 is one, 16 is not; "还要除以累加步数 4": 4 is one, after an operation in its
    clause with no result word between), an intermediate result of a chain ("2048÷64=32，32÷4=8": 32),
    or any figure of an answer that stops at its colon or equals sign ("2048 / (8 × 8) 再除以 4，结果："
    has no result yet)."""
    return bool(
        UNFINISHED.search(text)
        or _OPERAND_AFTER.match(text, end)
        or TAKEN_OF_AFTER.match(text, end)  # "35GB 的一半": what is halved is not the answer
        or TAKEN_OF_BEFORE.search(text, 0, start)
        or _OPERAND_BEFORE.search(text, 0, start)
        or _OPERATION_IN_CLAUSE.search(text, 0, start)
        or (_INTERMEDIATE.search(text, 0, start) is not None and "=" in text[end:])  # "=32，32÷4=8"
    )


def value_mentions(
    text: str, options: dict[str, str], taken: list[bool], *, nearest: bool
) -> tuple[list[Mention], list[WrittenNumber]]:
    """Figures of the answer equal to a figure-only option, with the same unit (or none, when every
    figure-only option has the same unit); also the figures that matched nothing."""
    values = {label: found for label, option in options.items() if (found := value_of(option)) is not None}
    if not values:
        return [], []
    units = {repr(_unit(found.unit)) for found in values.values()}
    shared_unit = len(units) == 1
    mentions, unmatched = [], []
    fractions = any("/" in canon_option(option) for option in options.values())
    for quantity in find_quantities(text):
        # "0 × world_size": the × read as the figure's unit may be the operator of a product
        times = quantity.unit in _TIMES
        figure_end = text.rfind(quantity.unit or "", quantity.start, quantity.end) if times else -1
        if any(taken[quantity.start : quantity.end]) or in_calculation(text, quantity.start, quantity.end):
            continue
        if figure_end > 0 and in_calculation(text, quantity.start, figure_end):
            continue
        if "/" in quantity.text and quantity.value >= 1 and not fractions:
            unmatched.append(quantity)  # "1024/64" is a division left undone, not the figure 16
            continue
        labels, shares = set(), set()
        for label, figure in values.items():
            if quantity.unit == "%" and figure.unit is None and "/" in figure.text:
                if _same(quantity.value / 100, figure.value) or _share_rounded(text, quantity, figure.value):
                    shares.add(label)  # "3.125%" for 1/32, "1.56%" for 1/64: the same share, read
                continue
            unit_ok = _unit(quantity.unit) == _unit(figure.unit) or (quantity.unit is None and shared_unit)
            unit_ok = unit_ok or (shared_unit and _prefix_of(quantity.unit, figure.unit))  # "35G" for 35GB
            zero = quantity.value == 0 and figure.value == 0 and figure.unit is None  # "0%" is the option "0"
            share = "/" in quantity.text and quantity.unit is None and figure.unit == "%"  # "1/2" is 50%
            as_share = share and _same(quantity.value * 100, figure.value)
            if as_share or ((unit_ok or zero) and _same(quantity.value, figure.value)):
                labels.add(label)
        if labels or shares:
            kind = "value" if labels else "share"  # a share written another way: a reading to confirm
            mentions.append(Mention(quantity.start, quantity.end, frozenset(labels or shares), kind))
        else:
            unmatched.append(quantity)
    for quantity in [] if mentions else unmatched[:1] if len(unmatched) == 1 else []:
        rounded = _rounded_to(text, quantity, values)  # "约 0.48" for 15/31: the option it rounds to
        if rounded is not None:
            return [Mention(quantity.start, quantity.end, frozenset(rounded), "nearest")], unmatched
    if nearest and not mentions and len(unmatched) == 1:
        quantity = unmatched[0]
        close = [
            label
            for label, figure in values.items()
            if figure.value and abs(quantity.value - figure.value) <= NEAREST_TOLERANCE * abs(figure.value)
        ]
        if len(close) == 1:
            mentions.append(Mention(quantity.start, quantity.end, frozenset(close), "nearest"))
    return mentions, unmatched


def _share_rounded(text: str, quantity: WrittenNumber, share: float) -> bool:
    """A percentage that is a fraction rounded to the decimals it is written with: "1.56%" for 1/64
    (three significant digits, or two after a word of approximation: "约 1.6%")."""
    digits = re.sub(r"^[0.]+", "", re.sub(r"[^\d.]", "", quantity.text)).replace(".", "")
    needed = 2 if _APPROXIMATE.search(text, 0, quantity.start) else 3
    decimals = re.search(r"\.(\d+)", quantity.text)
    places = len(decimals.group(1)) if decimals else 0
    return len(digits) >= needed and round(share * 100, places) == quantity.value


_TIMES = ("×", "x", "X")
_APPROXIMATE = re.compile(r"(?:约|大约|大概|≈|~|about|approximately|roughly|around)\s*$", re.I)


def _rounded_to(text: str, quantity: WrittenNumber, values: dict[str, WrittenNumber]) -> str | None:
    """The one option a figure is, rounded to as many decimals as the figure has: 15/31 is 0.48 to two
    decimals. As with a share ("1.56%" for 1/64), three significant digits name it ("0.484"), two after
    a word of approximation ("约 0.48"); None when none or several are."""
    significant = len(re.sub(r"^[0.]+", "", re.sub(r"[^\d.]", "", quantity.text)).replace(".", ""))
    needed = 2 if _APPROXIMATE.search(text, 0, quantity.start) else 3
    if "/" in quantity.text or "." not in quantity.text or significant < needed:
        return None  # "约 0.5" is too coarse to name one option, "48" is no rounded fraction
    digits = re.search(r"\.(\d+)", quantity.text)
    places = len(digits.group(1)) if digits else 0
    close = [
        label
        for label, figure in values.items()
        if _unit(figure.unit) == _unit(quantity.unit)
        and abs(figure.value - quantity.value) <= 0.5 * 10**-places + 1e-12  # 1/32 to 0.0312 or 0.0313
    ]
    return close[0] if len(close) == 1 else None


_MATH_NEIGHBOUR = re.compile(r"[-−+×*/=^²·<>≤≥]")


def letters_named(text: str, labels: str) -> frozenset[str]:
    """Which of ``labels`` a piece of the bank's prose names by letter ("A 开启的是…", "选项C", "(B)"),
    read as the grader reads an answer's letters (whole tokens, not in code or words): prose that would
    go stale if the options were relabelled. Prose is the bank's, not a candidate's: a lower-case
    letter or one inside a formula ("B−1 个负例", "b 个分桶") is a variable, not an option."""
    prepared, code = prepare(text)
    named: set[str] = set()
    for mention in letter_mentions(prepared, code, [False] * len(prepared)):
        before = prepared[: mention.start].rstrip()[-1:]
        after = prepared[mention.end :].lstrip()[:1]
        in_formula = _MATH_NEIGHBOUR.match(before) or _MATH_NEIGHBOUR.match(after)
        if prepared[mention.start : mention.end].isupper() and not in_formula:
            named |= mention.labels
    return frozenset(named & set(labels.upper()))
