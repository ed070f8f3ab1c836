"""Text clean-up shared by the graders: width, script, fences and answer prefixes."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._ellipsis import one_ellipsis, python_ellipses_back, python_ellipses_kept
from bank.grading.text._en_numerals import NUMBER_WORDS, PERCENT_WORD, english_numerals
from bank.grading.text._letter_symbols import letter_symbols
from bank.grading.text._lexicon import alternation
from bank.grading.text._zh_numerals import chinese_numerals

_FENCE = re.compile(r"```[a-zA-Z0-9_+-]*\n?(.*?)```", re.S)
_INLINE = re.compile(r"`([^`\n]+)`")
_PREFIX = re.compile(
    rf"^\s*(?:(?:{alternation(lexicon.ANSWER_QUALIFIERS)})?答案?\s*(?:{alternation(lexicon.ANSWER_COPULAS)})?\s*[:：]?|答\s*[:：]|"
    r"(?:my\s+|final\s+|the\s+|correct\s+|right\s+)*answer\s*(?:is|:)?\s*:?|ans\s*[:：]|"
    r"(?:→|->|=>)(?=\s*\S))\s*",  # "ans: C", "→ A": a shorthand label or an arrow before the answer
    re.I,
)


# a denial said twice where a clause starts ("D，不对不对"), not after a word ("它不对不对" asks), closing
# the answer: followed by more ("不对不对，是对的", "不对不对我不确定") it is left to the readers of a
# correction and of a question
_SAID_TWICE = re.compile(rf"(?<![\u4e00-\u9fff])({alternation(lexicon.DENIALS_SAID_TWICE)})\1+(?=\W*$)")


def denial_said_once(text: str) -> str:
    """The answer with a denial said twice where a clause starts, closing it, said once ("D，不对不对"
    → "D，不对"), so that every reader of a closing denial reads it as the single one."""
    return _SAID_TWICE.sub(r"\1", text) if "不" in text else text


@lru_cache(maxsize=1)
def _converter() -> Any:
    try:
        import opencc
    except ImportError:  # pragma: no cover - opencc is a dependency; degrade gracefully without it
        return None
    return opencc.OpenCC("t2s")


@lru_cache(maxsize=1024)  # pure; every reader simplifies the same answer and its pieces again
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


@lru_cache(maxsize=1024)  # pure; asked of the same answer by the reader and the confirmation
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


# an option's clause: to the next clause mark; a spaced dash ("—") ends a clause too
CLAUSE = re.compile(r"(?:(?!\s-\s)[^,，;；。.!！?？])*")

CODE_SPAN = re.compile(r"```.*?```|`[^`\n]+`", re.S)


def without_code(text: str, replacement: str = " ") -> str:
    """The words around an answer's code: every fenced block and inline backtick span replaced."""
    return CODE_SPAN.sub(replacement, text)


class _WordCharacters(dict[int, str]):
    """``str.translate``'s table that keeps letters and digits (Unicode's L and N) and makes every other
    character a space, each worked out the first time it is met; at most ``_KEPT`` of them are kept, so
    a process reading any text stays bounded."""

    def __missing__(self, code: int) -> str:
        char = chr(code)
        kept = char if unicodedata.category(char)[0] in "LN" else " "
        if len(self) < _KEPT:
            self[code] = kept
        return kept


_KEPT = 8192
_WORD_CHARACTERS = _WordCharacters()


def word_characters(text: str) -> str:
    """``text`` with its letters and digits kept and every other character (emoji, marks, punctuation,
    spacing) a space: one character for one, so its length and offsets are the text's."""
    return text.translate(_WORD_CHARACTERS)


def meaningful_chars(text: str) -> int:
    """Letters, digits and CJK characters: what an answer is made of (emoji and symbols are not; a
    letter written as a symbol, "🅱️" or "Ⓑ", is a letter)."""
    letters = letter_symbols(unicodedata.normalize("NFKC", text))  # "Ⓑ" is "B" under NFKC
    if letters.isascii():  # an ASCII character is a letter or a digit exactly when it is alphanumeric
        return sum(map(str.isalnum, letters))
    return len(letters) - word_characters(letters).count(" ")


def symbols_trimmed(text: str) -> str:
    """``text`` without the emoji and symbols that open or close it ("nvme 👍"): no part of a fill."""

    def symbol(char: str) -> bool:
        return char.isspace() or char in "\ufe0e\ufe0f\u200d" or unicodedata.category(char) == "So"

    start, end = 0, len(text)
    while start < end and symbol(text[start]):
        start += 1
    while end > start and symbol(text[end - 1]):
        end -= 1
    return text[start:end]


# ---------------------------------------------------------------- the one normalisation step

_INVISIBLE = re.compile(r"[\u200b-\u200f\u2060\ufeff\ufe0e\ufe0f]")
PUNCTUATION = str.maketrans(  # answers and options alike (``canon_option``)
    {"“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-", "−": "-", "\r": "", "⁄": "/", "∕": "/"}
    | {arrow: "→" for arrow in "⇒⟹⟶➡➔⇨"}
    | {"丶": "、"}  # the dot stroke an input method offers for the list comma ("A丶B丶D"), listing as it does
)  # "⁄" is the fraction slash NFKC writes in "½" ("1⁄2"); "∕" (U+2215) the division slash, a slash too;
# "∴" before a short answer closing the text ("… ∴ C", "∴ 对"), not one said of a member ("A B C ∴ D
# 只是优化": D is set aside, not concluded); elsewhere left as typed
_THEREFORE_CLOSING = re.compile(r"∴\s*(?=[^\s,，;；。∴]{1,20}\s*[。.!！]*\s*$)")
# an arrow drawn double or heavy ("2048 维 ⇒ C", "⟹") leads to what follows as "→" does, read alike
# One em dash between two words is a pause as two are ("B—因为…" as "B——因为…"): written as the two
# hyphens "——" becomes; a single hyphen would join what it separates ("B-A", a range "B-C"). A spaced
# one ("x — a remark") stays a spaced hyphen, which the readers already take for a pause.
_LONE_EM_DASH = re.compile(r"(?<=[^\s—])—(?=[^\s—])")
# A circled or dingbat digit standing alone on a choice is an ordinal ("③", "选项③": the third
# option), never the figure NFKC would make of it; a run of them is a sequence an option may spell.
# A Roman numeral sign ("Ⅲ", "ⅲ") numbers a list's items the same way; NFKC would make it the letters
# "III", which no reader takes for a place; so do a bracketed or circled numeral sign ("⑷", "㈣", "㊃").
_CIRCLED = {
    **{chr(0x2160 + index): index + 1 for index in range(8)},  # Ⅰ … Ⅷ: no list has more options
    **{chr(0x2170 + index): index + 1 for index in range(8)},  # ⅰ … ⅷ
    **{chr(0x2460 + index): index + 1 for index in range(20)},  # ① … ⑳
    **{chr(0x2776 + index): index + 1 for index in range(10)},  # ❶ … ❿
    **{chr(0x2780 + index): index + 1 for index in range(10)},  # ➀ … ➉
    **{chr(0x278A + index): index + 1 for index in range(10)},  # ➊ … ➓
    **{chr(0x2474 + index): index + 1 for index in range(8)},  # ⑴ … ⑻: NFKC's "(1)" … "(8)"
    **{chr(0x3220 + index): index + 1 for index in range(8)},  # ㈠ … ㈧: NFKC's "(一)" … "(八)"
    **{chr(0x3280 + index): index + 1 for index in range(8)},  # ㊀ … ㊇: NFKC's "一" … "八"
}
_CIRCLED_SET = "[" + "".join(_CIRCLED) + "]"
# "①②③④" is a sequence; "第②个" names the place already: only the number is put in, in words
_CIRCLED_DIGIT = re.compile(f"(第\\s*)?(?<!{_CIRCLED_SET})({_CIRCLED_SET})(?!{_CIRCLED_SET})")
# Off a choice, a circled digit numbers the answer's own parts ("①11.47 ②98.7%"): "(1)", as a part
# typed with brackets is read, never the digit NFKC would glue to the figure after it ("111.47")
_PART_CIRCLED = frozenset(
    char for char in _CIRCLED if 0x2460 <= ord(char) < 0x2474 or 0x2776 <= ord(char) < 0x2794
)
_PART_NUMBER = re.compile("[" + "".join(sorted(_PART_CIRCLED)) + "]")
# A circled "A" before an English word is the option's letter, never the article NFKC would make of it
# ("Ⓐ micro batch 开太大了" is option A with a reason, not "a micro batch"): said as "选项A", as the
# readers take a letter named as an option. Alone, before another letter or before a word the letter
# reader takes a letter before anyway ("Ⓐ and Ⓒ", a bare set) it stays the letter it is.
_CIRCLED_A = re.compile(
    r"([Ⓐⓐ])(?=[^\S\n]+[A-Za-z]{2})"
    rf"(?![^\S\n]+(?:{alternation(lexicon.LETTER_VERBS)})(?![A-Za-z'’]))"
)
_HORIZONTAL = re.compile(r"[ \t\u00a0\u3000]+")
# a space typed between a negation and the Chinese word it negates ("不 选 B", "我 不 要 B", "别 选 B",
# "B 不 对"): one word as typed without it, which every reader of a refusal or a denial knows; read
# apart, "选 B" was a choice of B after a stray "不". Not after an interjection or a "不" said twice, kept
# apart ("选B 哦不 选D": an interjection turning away, not a refusal of D)
_NEGATORS = frozenset("不别没")
_NEGATION_SPACED = re.compile(r"(?<=[不别没])(?<![哦噢喔啊呃额唉哎诶嗯不][不别没]) (?=[\u4e00-\u9fff])")


_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
SUPERSCRIPTS = frozenset("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺")  # what a power written as superscripts is made of
_POWER = re.compile(r"(?<=[\d)])([⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+)")


def _ordinal(match: re.Match[str]) -> str:
    place = _CIRCLED[match.group(2)]
    if match.group(1):  # "第②个" as "第二个": its own 第 and 个 kept, a place in words, never a value
        tens, units = divmod(place, 10)
        return "第" + ("二十" if tens == 2 else "十" * tens) + lexicon.ZH_UNITS[units]
    return f"第{place}个"


def normal(
    text: str, *, numerals: bool = False, powers: bool = False, ordinals: bool = False, code: bool = False
) -> str:
    """The answer as every reader reads it: invisible characters dropped, width folded (NFKC: full-
    width letters, digits and punctuation to ASCII; letters written as symbols, "🅱️", as letters),
    traditional characters simplified, one form for quotes, dashes and ellipses, and no trailing or
    doubled spacing outside indentation. With ``numerals``, Chinese numerals standing as numbers,
    financial ones too, are written in digits ("十六", "拾陆" → "16"). With ``powers``, a superscript
    after a digit is a power ("10¹¹" → "10^11"), before NFKC would make it digits. With ``ordinals``,
    a circled digit is an ordinal ("③" → "第3个"), not the figure NFKC would make of it, and a circled "A"
    before a word the option's letter ("Ⓐ micro batch" → "选项A micro batch"), not the article. With ``code``,
    Python's Ellipsis typed inside code ("k[..., None]", "'...id,...jd->...ij'") is kept as typed, not
    made the "…" of a pause. Letter case is kept: the readers compare words case-blind, but "A" and "a"
    differ."""
    # each pattern below is run only over a text holding the character it cannot match without: most
    # texts hold none, and a pattern opening on a lookbehind is otherwise tried at every character
    if powers and not SUPERSCRIPTS.isdisjoint(text):
        text = _POWER.sub(lambda match: "^" + match.group(1).translate(_SUPERSCRIPT), text)
    if ordinals and not _CIRCLED.keys().isdisjoint(text):
        text = _CIRCLED_DIGIT.sub(_ordinal, text)
    if numerals and not ordinals and not _PART_CIRCLED.isdisjoint(text):
        text = _PART_NUMBER.sub(lambda match: f" ({_CIRCLED[match.group(0)]}) ", text)
    if ordinals and ("Ⓐ" in text or "ⓐ" in text):
        text = _CIRCLED_A.sub(lambda match: "选项" + ("A" if match.group(1) == "Ⓐ" else "a"), text)
    if code and "..." in text:
        text = python_ellipses_kept(text)  # before NFKC makes a typed "…" three dots too
    text = _INVISIBLE.sub("", text).replace("，", ", ")  # "260，130" is two figures, not 260,130
    text = simplified(unicodedata.normalize("NFKC", letter_symbols(text)))
    if "—" in text:
        text = _LONE_EM_DASH.sub("--", text)
    text = text.translate(PUNCTUATION)
    if "∴" in text:  # "… = 2048 ∴ C": the sign of a proof before the closing answer, read as its word is
        text = _THEREFORE_CLOSING.sub("所以 ", text)
    text = python_ellipses_back(one_ellipsis(text))
    lines = []
    for line in text.split("\n"):
        body = line.lstrip(" \t")
        lines.append(line[: len(line) - len(body)] + _HORIZONTAL.sub(" ", body).rstrip())
    text = "\n".join(lines).strip()
    if " " in text and not _NEGATORS.isdisjoint(text):
        text = _NEGATION_SPACED.sub("", text)  # "不 选 B" is "不选 B": a refusal typed spaced
    if numerals and text.lower().strip(" .!") in NUMBER_WORDS:  # "zero", "sixteen": a number word alone
        return str(NUMBER_WORDS[text.lower().strip(" .!")])
    if not numerals:
        return text
    text = PERCENT_WORD.sub("%", text)  # "3.125 percent"
    if not _MIDDLE_DOTS.isdisjoint(text):
        text = _DOT_PRODUCT.sub("×", text)  # "2·48·2048": a product written with middle dots
    text = chinese_numerals(english_numerals(text))
    if powers and "的" in text:
        text = _SPOKEN_POWER.sub(_power, text)
    return _SCIENTIFIC.sub("×10^", text) if powers and "乘" in text else text


# a middle dot between figures is a multiplication sign ("2·48·2048·2 B"), read as "×" is
_MIDDLE_DOTS = frozenset("·⋅∙")
_DOT_PRODUCT = re.compile(r"(?<=[\d)])\s*[·⋅∙]\s*(?=[\d(])")


# a power read out in Chinese: "2 的负 h/4 次方" is 2^(-h/4), "n 的平方" is n^2. A base of letters and
# digits starts where its run starts: a later start in the run could only end where that one may, and
# trying every one made a long run ("9" * 3000, an answer within the length limit) quadratic
# An exponent may be a quotient or a product read out ("负 h 除以 4 次方": -h/4).
_EXPONENT = r"(?:\([^()]*\)|[A-Za-z0-9_./]+(?:\s*(?:除以|乘以)\s*[A-Za-z0-9_.]+)*)"
_SPOKEN_POWER = re.compile(
    rf"(?P<base>\([^()]*\)|(?<![A-Za-z0-9_.])[A-Za-z0-9_.]+)\s*的\s*(?:(?P<neg>负|-)\s*(?P<exp>{_EXPONENT})\s*次方"
    rf"|(?P<exp2>{_EXPONENT})\s*次方|(?P<square>平方|立方))"
)
_SPOKEN_OPERATION = {"除以": "/", "乘以": "*"}
# a figure in scientific notation read out: "4.64 乘 10 的 11 次方" is 4.64×10^11, one figure, as typed
# with the sign ("4.64 乘 10^11" would otherwise be a factor and a power, neither the result)
_TIMES = alternation(lexicon.TIMES_WORDS)
_SCIENTIFIC_SAID = re.compile(rf"\d\s*(?:{_TIMES})\s*10(?:\s*\^|[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]|\s*的)")
_SCIENTIFIC = re.compile(rf"(?<=\d)\s*(?:{_TIMES})\s*10\^(?=\(?-?\d)")


def spoken_power(text: str) -> bool:
    """Whether the answer reads a power out in Chinese ("2 的 7 次方"): more than a bare figure or formula,
    a reading to confirm, though ``normal`` writes it as the power it is."""
    if "乘" in text and _SCIENTIFIC_SAID.search(text):
        return True  # "4.64 乘 10^11": the sign said as a word, though the figure is plain
    return "的" in text and _SPOKEN_POWER.search(text) is not None


def _power(match: re.Match[str]) -> str:
    base = match.group("base")
    if match.group("square"):
        return f"{base}^{2 if match.group('square') == '平方' else 3}"
    exponent = match.group("exp") or match.group("exp2")
    exponent = exponent[1:-1] if exponent.startswith("(") else exponent  # "(t+1)" bracketed once
    exponent = re.sub(r"\s*(除以|乘以)\s*", lambda found: _SPOKEN_OPERATION[found[1]], exponent)
    if match.group("neg"):
        return f"{base}^(-{exponent})"
    return f"{base}^{exponent}" if re.fullmatch(r"\d+", exponent) else f"{base}^({exponent})"
