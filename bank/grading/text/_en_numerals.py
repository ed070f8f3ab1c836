"""English number words read as figures ("sixteen per rank" → "16 per rank", "one in thirty-two" →
"1/32", "two-sixty" → "260"), for ``_text.normal`` with ``numerals``; beside ``_zh_numerals``, which
does the same for Chinese numerals."""

from __future__ import annotations

import re

PERCENT_WORD = re.compile(r"(?<=\d)\s*(?:percent|per cent)\b", re.I)


def percent_spelled(text: str) -> bool:
    """Whether ``text`` says a figure's percent sign as a word ("98.7 percent", "fifty per cent"): read as
    "98.7%", but more than a bare figure with its sign, a reading to confirm as "百分之九十八点七" is (the
    labels since blind batch 75; a unit's own name, "464 gigabytes", is a unit written and stays bare)."""
    return _PERCENT_SPELLED.search(text) is not None


_PERCENT_SPELLED = re.compile(r"\bper\s?cent\b", re.I)  # after digits or a number word ("fifty percent")
_EN_NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
)  # fmt: skip
NUMBER_WORDS = {word: value for value, word in enumerate(_EN_NUMBER_WORDS)}

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
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word]
    tens, _, unit = word.partition("-")
    return _EN_TENS[tens] + (NUMBER_WORDS[unit] if unit else 0)


_EN_BELOW_100 = rf"(?:(?:{'|'.join(_EN_TENS)})(?:[-\s](?:{_EN_UNITS}))?|{'|'.join(_EN_NUMBER_WORDS[1:])})"
_EN_HUNDREDS = rf"(?:a|{_EN_UNITS})\s+hundred(?:\s+(?:and\s+)?{_EN_BELOW_100})?"
# a number word no count of options can be (options run to eight) nor an article: "zero", "nine" and
# up, "thirty-five", "a hundred and twenty-eight" — a figure wherever it stands
# "two-sixty", "nine-eighty": the hundreds said without "hundred", its tens after a hyphen (no unit after
# them: "two-sixty-five" is left unread, as is "two sixty", two figures maybe)
_EN_SPOKEN_HUNDREDS = rf"(?:{_EN_UNITS})-(?:{'|'.join(_EN_TENS)})(?![-\w])"
_EN_LARGE = re.compile(  # not inside a name: "adaLN-Zero", "zero_stage", "Zero-3"
    rf"(?<![-_.\w])(?:{_EN_HUNDREDS}|{_EN_SPOKEN_HUNDREDS}|(?:{'|'.join(_EN_TENS)})(?:[-\s](?:{_EN_UNITS})\b)?|zero|nine|ten|eleven|twelve|"
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
    """ "a hundred and twenty-eight" → 128, "thirty-five" → 35, "two-sixty" → 260, "zero" → 0."""
    words = phrase.lower().split()
    hundreds, _, tens = phrase.lower().partition("-")
    if hundreds in NUMBER_WORDS and tens in _EN_TENS:  # "two-sixty": 260
        return 100 * NUMBER_WORDS[hundreds] + _EN_TENS[tens]
    if "hundred" not in words:
        return _en_value("-".join(words))  # "thirty five" as "thirty-five"
    head = words[0]
    total = 100 * (1 if head == "a" else NUMBER_WORDS[head])
    rest = [word for word in words[words.index("hundred") + 1 :] if word != "and"]
    return total + (_en_value("-".join(rest)) if rest else 0)


def _en_fraction(match: re.Match[str]) -> str:
    hundreds = (match.group("hundreds") or "").lower().split()
    count = 1 if not hundreds or hundreds[0] in ("a", "one", "hundred") else NUMBER_WORDS[hundreds[0]]
    base = 100 * count if hundreds else 0
    if match.group("simple"):
        below = _EN_ORDINALS[match.group("simple").lower()]
    else:
        below = _EN_TENS[match.group("tens").lower()] + _EN_ORDINAL_UNITS[match.group("unit").lower()]
    return f"1/{base + below}"


_EN_SMALL = {word: NUMBER_WORDS[word] for word in _EN_NUMBER_WORDS[1:9]}
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


# "half", "about half of fp16", "half the size" (a ratio of sizes); not "half precision", "half the heads"
_EN_HALF = re.compile(
    r"(?<![\w.-])half(?![\w(-])(?!\s+(?:precision|float|the\b(?!\s+size\b)|of\s+(?:\d|the\b)))(?<!\bin half)",
    re.I,
)


# "half of half", "half the half", "half of that half": a quarter, as "一半的一半" is (each half alone read
# as 1/2 would leave "1/2 of 1/2", read as a half)
_EN_HALF_OF_HALF = re.compile(
    r"(?<![\w.-])(?:a\s+|one\s+)?half\s+(?:of\s+)?(?:a\s+|that\s+|the\s+|this\s+)?half(?![\w(-])", re.I
)


_DIGIT = re.compile(r"\d")
_ANY_LETTER = re.compile(r"[a-z]", re.I)  # as the patterns' words match: "ı" and "ſ" too


def english_numerals(text: str) -> str:
    """English number words that stand as a figure written in digits: "sixteen per rank" → "16 per
    rank", "one in thirty-two" → "1/32", "one thirty-second" → "1/32", "thirty-five gigabytes" → "35
    gigabytes"; the words for one to eight only before a unit or "per" — never elsewhere ("the two
    options", "one of them")."""
    if not _ANY_LETTER.search(text):
        return text  # every pattern below holds a word: a text without a Latin letter has none
    text = _EN_HALF_OF_HALF.sub("1/4", text)  # "half of half": a quarter, before each half is read alone
    text = _EN_ONE_IN.sub(
        lambda m: "1/" + (m.group(1) if m.group(1).isdigit() else str(_en_value(m.group(1)))), text
    )
    text = _EN_FRACTION.sub(_en_fraction, text)
    text = _EN_HALF.sub("1/2", text)  # "half", "about half of fp16"; not "half precision"
    text = _EN_SEVERAL.sub(  # "three quarters" → "3/4"
        lambda m: f"{NUMBER_WORDS[m.group('count').lower()]}/{_EN_PLURALS[m.group('parts').lower()]}", text
    )
    text = _EN_LARGE.sub(lambda m: str(_en_large(m.group(0))), text)  # "thirty five GB": one figure
    text = _EN_FIGURE.sub(lambda m: str(_en_value(m.group(1))), text)
    text = _EN_CLAUSE_NUMBER.sub(lambda m: m.group(1) + str(_EN_SMALL[m.group(2).lower()]), text)
    if _DIGIT.search(text):  # beside a figure, a small number word offered with it is one too
        text = _EN_LINKED_AFTER.sub(lambda m: f"{m.group(1)} {_EN_SMALL[m.group(2).lower()]}", text)
        text = _EN_LINKED_BEFORE.sub(lambda m: str(_EN_SMALL[m.group(1).lower()]), text)
    return text
