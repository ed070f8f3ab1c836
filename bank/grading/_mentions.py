"""Where an answer names options: letters, option texts, values, ordinals and paraphrases.

A *mention* is a span of the answer that names one or more options. Finding a mention says
nothing yet about whether the candidate commits to it — ``_choice`` decides that from the
words around it (a commit marker, a negation, a correction). The rules here are deliberately
whole-token: a letter inside a word or an identifier ("Bad", "A100", "F.softmax"), a number
inside another number ("32" in "1/32", "35GB" in "135GB") and anything inside markup or code
never name an option.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bank.grading._numbers import WrittenNumber, find_quantities
from bank.grading._rubric import terms
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
    kind: str  # letter | option | value | ordinal | paraphrase | nearest


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
    text = one_ellipsis(simplified(unicodedata.normalize("NFKC", _INVISIBLE.sub("", answer))))
    text = _EMPHASIS.sub(" ", _TAG.sub(" ", text))
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
def _canon_option(option: str) -> str:
    return one_ellipsis(simplified(unicodedata.normalize("NFKC", option.replace("`", "")))).strip()


_TOKEN = re.compile(r"[A-Za-z_]+|[0-9]+|\s+|.", re.S)
_SAME = {"×": "[×x*]", "*": "[×x*]", "x": "[×xX*]", "'": "['\"]", '"': "['\"]", "−": "[-−]", "-": "[-−–]"}


@lru_cache(maxsize=512)
def option_pattern(option: str) -> re.Pattern[str] | None:
    """The option's text as a whole token: spacing free, ×/x/* and quote styles alike, case-blind.

    A text starting or ending with a letter or digit must not touch another letter or digit, nor a
    '.', '/' or ',' joining it to more digits: '32' is not in '1/32', '35GB' is not in '135GB'."""
    text = _canon_option(option)
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
    head = r"(?<![A-Za-z0-9_.])(?<!\d[/,])" if re.match(r"\w", core[0]) and core[0].isascii() else ""
    tail = (
        r"(?![A-Za-z0-9_])(?![./,]\d)(?!\s*(?:%|‰|×|倍))" if core[-1].isascii() and core[-1].isalnum() else ""
    )
    if bracketed:
        head, tail = re.escape(text[0]) + r"?\s*" + head, tail + r"\s*" + re.escape(text[-1]) + "?"
    return re.compile(head + body + tail, re.I)


def option_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """Option texts the answer contains as whole tokens, the longest first (a span is used once)."""
    found = []
    for label, option in sorted(options.items(), key=lambda item: -len(_canon_option(item[1]))):
        pattern = option_pattern(option)
        if pattern is None:
            continue
        figure = _value_of(option) is not None
        for match in pattern.finditer(text):
            if figure and in_calculation(text, match.start(), match.end()):
                continue
            if match.end() > match.start() and not any(taken[match.start() : match.end()]):
                found.append(Mention(match.start(), match.end(), frozenset(label), "option"))
                for index in range(match.start(), match.end()):
                    taken[index] = True
    return found


# ---------------------------------------------------------------- identifiers

_IDENTIFIER = re.compile(r"(?<![A-Za-z0-9_.\-])[A-Za-z][A-Za-z0-9_]*(?:[.\-][A-Za-z0-9_]+)*(?![A-Za-z0-9_])")
_DASHES = str.maketrans({"–": "-", "—": "-", "‐": "-", "‑": "-"})
_NAME_LIKE = re.compile(r"[_\-]|[a-z][A-Z]|\d")  # snake_case, kebab-case, camelCase, names with digits


def _names_in(option: str) -> set[str]:
    """The code names and technical names of an option, and their dotted parts ("ppo.kl_target" →
    "ppo.kl_target", "kl_target"), when they look like names rather than words — or any word of an
    option that is code (```torch.compile(model, backend='nvfuser')```: "nvfuser")."""
    code = option.lstrip().startswith("`")
    names = set()
    for match in _IDENTIFIER.finditer(_canon_option(option).translate(_DASHES)):
        whole = match.group(0)
        for name in (whole, *whole.split(".")):
            if len(name) >= 4 and (code or _NAME_LIKE.search(name) or name != whole):
                names.add(name.lower())
    return names


@lru_cache(maxsize=512)
def _distinctive_names(options: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """Name → the one option it belongs to, for names that belong to exactly one option."""
    owners: dict[str, set[str]] = {}
    for label, option in options:
        for name in _names_in(option):
            owners.setdefault(name, set()).add(label)
    return {name: next(iter(labels)) for name, labels in owners.items() if len(labels) == 1}


def identifier_mentions(text: str, options: dict[str, str], taken: list[bool]) -> list[Mention]:
    """A name that belongs to one option only ("kl_target" of `ppo.kl_target`, "Euler–Maruyama" of
    "Euler–Maruyama 求解 SDE"), written as a whole token: a mention of that option — token overlap
    with the option's text, read as a reading to confirm (an answer naming it is never bare)."""
    names = _distinctive_names(tuple(sorted(options.items())))
    found = []
    for name, owner in names.items():  # "kl target" for kl_target: the name's words, spaced
        if "_" not in name:
            continue
        spaced = re.compile(
            r"(?<![A-Za-z0-9_])" + r"\s+".join(map(re.escape, name.split("_"))) + r"(?![A-Za-z0-9_])", re.I
        )
        for match in spaced.finditer(text):
            if " " in match.group(0) and not any(taken[match.start() : match.end()]):
                found.append(Mention(match.start(), match.end(), frozenset(owner), "identifier"))
                for index in range(match.start(), match.end()):
                    taken[index] = True
    for match in _IDENTIFIER.finditer(text):
        label = names.get(match.group(0).lower())
        if label is None or any(taken[match.start() : match.end()]):
            continue
        found.append(Mention(match.start(), match.end(), frozenset(label), "identifier"))
        for index in range(match.start(), match.end()):
            taken[index] = True
    return found


# ---------------------------------------------------------------- ordinals

_ZH_NUMERAL = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_ZH_ORDINAL = re.compile(
    r"第\s*([一二两三四五六七八1-8](?:\s*[、,，和与及跟]\s*第?\s*[一二两三四五六七八1-8])*)\s*"
    r"(?:个选项|项选项|个|项|条|种|选项)?|最后一(?:个|项|条|种)(?:选项)?"
)
_EN_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "last": -1,
}  # fmt: skip
_EN_ORDINAL = re.compile(
    r"\b(" + "|".join(_EN_WORDS) + r")\s+(?:option|one|choice|answer|item)s?\b"
    r"|^(?:the\s+)?(" + "|".join(_EN_WORDS) + r")\s*[.!]?$",
    re.I,
)


def _label(number: int, count: int) -> str:
    index = count - 1 if number == -1 else number - 1
    return LABELS[index] if 0 <= index < len(LABELS) else "?"


def ordinal_mentions(text: str, count: int, taken: list[bool]) -> list[Mention]:
    found = []
    for match in _ZH_ORDINAL.finditer(text):
        if any(taken[match.start() : match.end()]):
            continue
        if match.group(1) is None:
            numbers = [-1]
        else:
            numbers = [
                int(n) if n.isdigit() else _ZH_NUMERAL[n]
                for n in re.findall(r"[一二两三四五六七八1-8]", match.group(1))
            ]
        found.append(
            Mention(match.start(), match.end(), frozenset(_label(n, count) for n in numbers), "ordinal")
        )
    for match in _EN_ORDINAL.finditer(text):
        if any(taken[match.start() : match.end()]):
            continue
        word = (match.group(1) or match.group(2)).lower()
        found.append(
            Mention(match.start(), match.end(), frozenset(_label(_EN_WORDS[word], count)), "ordinal")
        )
    for mention in found:
        for index in range(mention.start, mention.end):
            taken[index] = True
    return found


# ---------------------------------------------------------------- letters

_LETTERS = re.compile(  # not a variable in a formula either: "2^(−h/4)", "x*h", "a=b"
    r"(?<![A-Za-z0-9_.'’#$\\])(?<![A-Za-z0-9]-)(?<!\(-)(?<![\d)][/^*=])(?<![0-9]\s)([A-Ha-h]{1,8})"
    r"(?![A-Za-z0-9_'’#$])(?!\+\+)(?![.\-][A-Za-z0-9])(?!\s*[/^*=]\s*[\d(])"
)
_NAMED_BEFORE = re.compile(r"(?:\boption|\bchoice|\banswer|选项|选)\s*$", re.I)
_WORD_AFTER = re.compile(r"\s+([A-Za-z]{2,})")
# words after which a lone "a" is still a letter: "a is right", "a and c", "a because …"
_LETTER_VERBS = frozenset(
    _words(
        "is and or because since as seems looks should would must was are plus with only too also then "
        "for seem look could might may can will isn't wasn't has option options choice"
    )
)
# English words spelled with distinct letters A–H: words, not option sets ("Bad answer" ≠ A, B, D)
_LETTER_WORDS = frozenset(
    _words(
        "be bad cab dab fad gab had bed fed bag beg age aged bead face faced cafe fade faded deaf head "
        "each beach ache ached chef badge cage caged hag dace abed bade bach cha he ha eh ah ed"
    )
)


def _is_run(token: str) -> bool:
    """One letter, or distinct letters in any order ('ACD', 'dca') that do not spell a word."""
    upper = token.upper()
    return len(upper) == 1 or (len(set(upper)) == len(upper) and token.lower() not in _LETTER_WORDS)


_RANGE = re.compile(r"(?<![A-Za-z0-9_])([A-H])\s*(?:到|至|~|～|-|through|to)\s*([A-H])(?![A-Za-z0-9_])")


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
def _value_of(option: str) -> WrittenNumber | None:
    """The option's one figure when the option is nothing but that figure ('48', '35GB', '1/32')."""
    text = _canon_option(option)
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


_UNFINISHED = re.compile(r"[:：=]\s*$")
_OPERAND_AFTER = re.compile(  # an operator and an operand follow: "1024 ÷ 64", "(1-A)/2"; not "35GB - A"
    r"[\s)]*(?:(?:[×x*/÷+^]|-(?!\s*$)|除以|乘以|乘|加上|减去)\s*[(\d]|(?:[×*/÷+^]\s*|-)[A-Za-z](?![A-Za-z]))"
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
    clause with no result word between), or any figure of an answer that stops at its colon or
    equals sign ("2048 / (8 × 8) 再除以 4，结果：" has no result yet)."""
    return bool(
        _UNFINISHED.search(text)
        or _OPERAND_AFTER.match(text, end)
        or _OPERAND_BEFORE.search(text, 0, start)
        or _OPERATION_IN_CLAUSE.search(text, 0, start)
    )


def value_mentions(
    text: str, options: dict[str, str], taken: list[bool], *, nearest: bool
) -> tuple[list[Mention], list[WrittenNumber]]:
    """Figures of the answer equal to a figure-only option, with the same unit (or none, when every
    figure-only option has the same unit); also the figures that matched nothing."""
    values = {label: found for label, option in options.items() if (found := _value_of(option)) is not None}
    if not values:
        return [], []
    units = {repr(_unit(found.unit)) for found in values.values()}
    shared_unit = len(units) == 1
    mentions, unmatched = [], []
    fractions = any("/" in _canon_option(option) for option in options.values())
    for quantity in find_quantities(text):
        if any(taken[quantity.start : quantity.end]) or in_calculation(text, quantity.start, quantity.end):
            continue
        if _INTERMEDIATE.search(text, 0, quantity.start) and "=" in text[quantity.end :]:
            unmatched.append(quantity)  # "2048÷64=32，32÷4=8": 32 is a step of the chain, 8 its result
            continue
        if "/" in quantity.text and quantity.value >= 1 and not fractions:
            unmatched.append(quantity)  # "1024/64" is a division left undone, not the figure 16
            continue
        labels = set()
        for label, figure in values.items():
            unit_ok = _unit(quantity.unit) == _unit(figure.unit) or (quantity.unit is None and shared_unit)
            unit_ok = unit_ok or (shared_unit and _prefix_of(quantity.unit, figure.unit))  # "35G" for 35GB
            zero = quantity.value == 0 and figure.value == 0 and figure.unit is None  # "0%" is the option "0"
            share = "/" in quantity.text and quantity.unit is None and figure.unit == "%"  # "1/2" is 50%
            as_share = share and _same(quantity.value * 100, figure.value)
            if as_share or ((unit_ok or zero) and _same(quantity.value, figure.value)):
                labels.add(label)
        if labels:
            mentions.append(Mention(quantity.start, quantity.end, frozenset(labels), "value"))
        else:
            unmatched.append(quantity)
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


# ---------------------------------------------------------------- paraphrases

# words that carry no choice: removed from a segment before comparing it with the options
NEUTRAL = frozenset(
    _words(
        "会 将 会被 被 了 的 得 都 就 也 还 仍 仍然 依然 保持 是 为 选 选择 答案 应该 应 我 觉得 认为 "
        "改 修改 用 采用 设置 设为 调 调整 可以 都可以 直接 大概 大约 约 左右 吧 呢 啊 嗯 哦 选项 "
        "这个 那个 然后 再 并 样本 数据 方法 方式 情况 时候 这种 问题 处理 改成 改为 换成 做 进行 把 "
        "this that option use set then each every per gets get is are be should would"
    )
)
_CANON_DROP = re.compile(
    r"会被|会|将|了|的|得|约|大约|大概|左右|都|仍然|依然|仍|保持|[\s`'\"“”‘’，。:：;；()（）]|(?<!\d)[.,]|[.,](?!\d)"
)
_CANON_SAME = (
    ("没有", "不"), ("没", "不"), ("无", "不"), ("未", "不"), ("不再", "不"), ("太", "过"),
)  # fmt: skip
_CAMEL_NAME = re.compile(r"\b[a-z]+[A-Za-z0-9]*[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b")
_CAMEL_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+")
_EXCESS = re.compile(r"太(?=[大小高低多少长短快慢])")


_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def canon_phrase(text: str) -> str:
    """A short phrase with its filler dropped ('不会变' → '不变', '保持不变' → '不变')."""
    text = _CANON_DROP.sub("", simplified(unicodedata.normalize("NFKC", text)).lower().replace("`", ""))
    for variant, same in _CANON_SAME:
        text = text.replace(variant, same)
    return text


@lru_cache(maxsize=1024)
def stem_terms(stem: str) -> frozenset[str]:
    """The words of a question's stem (neutral in a paraphrase); a question's stem never changes."""
    return frozenset(terms(stem)) if stem else frozenset()


_NEGATIONS = {"没": "未", "没有": "未", "无": "未", "不": "未", "并未": "未", "未能": "未"}


def _terms(text: str) -> set[str]:
    """The words of a text, negations alike ('没做' and '未做' both say 未), 太 as 过 ('太大' is '过大'),
    and the words a camel-case name is made of ('gptAttentionPlugin': gpt, attention, plugin)."""
    words = {_NEGATIONS.get(word, word) for word in terms(_EXCESS.sub("过", text))}
    for name in _CAMEL_NAME.findall(text):
        parts = " ".join(part.lower() for part in _CAMEL_PART.findall(name))
        words |= {_NEGATIONS.get(word, word) for word in terms(parts)} | set(parts.split())
    return words


@lru_cache(maxsize=512)
def _option_terms(options: tuple[tuple[str, str], ...]) -> dict[str, frozenset[str]]:
    return {label: frozenset(_terms(_canon_option(option))) for label, option in options}


def paraphrase(segment: str, options: dict[str, str], stem_terms: frozenset[str]) -> str | None:
    """The one option a short segment restates, or None.

    Either the segment and the option are the same phrase once filler is dropped, or every content
    word of the segment belongs to that option (words of the question itself are neutral) and at
    least one of them belongs to no other option. Two candidate options: None (ambiguous)."""
    canon = canon_phrase(segment)
    if not canon:
        return None
    same = [label for label, option in options.items() if canon_phrase(option) == canon]
    if same:
        return same[0] if len(same) == 1 else None
    own = _option_terms(tuple(options.items()))
    words = _terms(segment) - NEUTRAL - stem_terms
    numbers = {word for word in words if _NUMBER.fullmatch(word)}
    if not words - numbers:
        return None  # figures alone are values, matched whole or not at all
    figures = sorted(found.value for found in find_quantities(segment))
    fits = []
    for label, option_terms in own.items():
        others = set().union(*(other for key, other in own.items() if key != label))
        option_numbers = {word for word in option_terms if _NUMBER.fullmatch(word)}
        same_figures = figures == sorted(
            found.value for found in find_quantities(_canon_option(options[label]))
        )
        if words <= option_terms and words - others and numbers == option_numbers and same_figures:
            fits.append(label)
    return fits[0] if len(fits) == 1 else None


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
