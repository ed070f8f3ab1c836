"""Reading option letters out of an answer: 'B', '(B)', '选B', 'I think b', 'A、C、D', '全选', option text."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bank.grading._numbers import find_quantities, hedged
from bank.grading._rubric import terms
from bank.grading._text import normalise, strip_answer_prefix
from bank.grading._units import resolve


def _words(text: str) -> list[str]:
    return text.split()


VALUE_TOLERANCE = 0.02  # a figure within 2% of an option's figure names that option

_ZH_FILLER = _words(  # longest first: removed from an answer before reading its letters
    "我的最终答案是 我的答案是 正确答案是 正确答案为 最终答案 正确答案 答案应该是 答案是 答案为 "
    "答案 我会选择 我选择 我会选 我选 选择 应该选 应选 选项 我觉得是 我觉得 我认为是 我认为 我猜是 "
    "我猜 应该是 应该 可能是 大概是 大概 估计是 肯定是 肯定 都是对的 都是正确的 都正确 都对 都选 "
    "是对的 是正确的 正确的是 正确 对的 的 选 是 为 吧 呢 啊 嗯 哦 了 就 这题 本题 我 都"
)
_EN_FILLER = set(
    _words(
        "all and answer answers are be believe both choice choices choose chose correct definitely "
        "final five for four go going guess i i'd i'll i'm id ill im is it it's its letter maybe "
        "my of one ones option options pick probably right say select should sure the them these "
        "think three two will with would"
    )
)
_SEPARATORS = re.compile(
    r"[\s,;:.!?()\[\]{}<>\"`*+&|/~=…。，、；：！？（）【】《》「」“”‘’-]+|和|与|及|以及|还有"
)
_HEDGE = re.compile(r"(?<![A-Za-z])[A-H]\s*(?:或者|或是|或|还是|\bor\b|\?|？|/)\s*[A-H](?![A-Za-z])", re.I)
_HEDGE_WORDS = re.compile(r"\beither\b|也可能|不确定是|拿不准|二选一", re.I)
_ALL = re.compile(
    r"^(?:全选|全部|都选|全都选|全对|以上都对|以上全对|以上都是|都对|全部正确|"
    r"all(?: of (?:the above|them))?)$",
    re.I,
)
_ALL_BUT = re.compile(
    r"(?:除了?|除去|all\s+(?:but|except))\s*([A-H](?:\s*[、,，和与]?\s*[A-H])*)\s*(?:以外|之外|外)?\s*"
    r"(?:都对|都选|全选|都正确|其余|其他|其它|$)",
    re.I,
)
_LEADING = re.compile(
    r"^[(\[]?([A-H]{1,8})[)\]]?(?:\s*[.、,:;)\]—-]|\s*[\u4e00-\u9fff]|\s+(?:because|since|as|—)\b|$)"
)
_COMMIT = re.compile(
    r"(?:答案(?:应该)?(?:是|为)?|应选|我选|选择?|选项|answer\s*(?:is|:)|\bchoose\b|\bpick\b|"
    r"go with|\boption\b|correct (?:one|answer|options?) (?:is|are))\s*[:：]?\s*"
    r"([A-Ha-h](?:\s*(?:[、,，和与及]|and)?\s*[A-Ha-h])*)(?![A-Za-z])",
    re.I,
)
_NEGATED = re.compile(r"(?:不是|不选|排除|\bnot\b)\s*[A-H](?![A-Za-z])", re.I)


@dataclass
class ChoiceReading:
    letters: set[str] = field(default_factory=set)
    hedged: bool = False
    how: str = ""  # which rule read the answer (for tests and debugging)


def _compact(text: str) -> set[str] | None:
    """Letters when the answer is only letters, separators and filler words; else None."""
    for filler in _ZH_FILLER:
        text = text.replace(filler, " ")
    letters: set[str] = set()
    for token in _SEPARATORS.split(text):
        token = token.strip("'")
        if not token or token.lower() in _EN_FILLER:
            continue
        if not re.fullmatch(r"[A-Ha-h]+", token):
            return None
        letters.update(token.upper())
    return letters or None


def _squash(text: str) -> str:
    return re.sub(r"[\s`'\"“”‘’,，.。:：;；()（）]+", "", text.lower())


def _by_option_text(text: str, options: dict[str, str]) -> set[str]:
    squashed = _squash(text)
    if not squashed:
        return set()
    exact = {label for label, option in options.items() if _squash(option) == squashed}
    if exact:
        return exact
    hits = sorted(
        ((label, _squash(option)) for label, option in options.items() if len(_squash(option)) >= 2),
        key=lambda hit: -len(hit[1]),
    )
    remaining, letters, covered = squashed, set(), 0
    for label, option in hits:
        if option in remaining:
            letters.add(label)
            covered += len(option)
            remaining = remaining.replace(option, "\0")
    return letters if letters and covered >= 0.5 * len(squashed) else set()


def _close(value: float, reference: float) -> bool:
    return abs(value - reference) <= VALUE_TOLERANCE * max(abs(reference), 1e-12)


def _by_value(text: str, options: dict[str, str]) -> tuple[set[str], bool]:
    """Options whose one figure the answer gives ('48', '4倍' for '4×', '259' for '260'); hedged?"""
    given = find_quantities(text)
    letters: set[str] = set()
    for label, option in options.items():
        figures = find_quantities(option)
        if len(figures) != 1:
            continue
        figure = figures[0]
        for quantity in given:
            same_unit = (
                quantity.unit is None or figure.unit is None or resolve(quantity.unit) == resolve(figure.unit)
            )
            if same_unit and _close(quantity.value, figure.value):
                letters.add(label)
    return letters, hedged(text, given)


def _by_terms(text: str, options: dict[str, str]) -> set[str]:
    """Options some of whose distinctive words (found in no other option) the answer uses."""
    answer = terms(text)
    option_terms = {label: terms(option.replace("`", " ")) for label, option in options.items()}
    letters = set()
    for label, own in option_terms.items():
        others = set().union(*(other for key, other in option_terms.items() if key != label))
        if answer & (own - others):
            letters.add(label)
    return letters


def read_choices(answer: str, options: dict[str, str], *, multi: bool = False) -> ChoiceReading:
    text = strip_answer_prefix(normalise(answer))
    labels = set(options)
    hedge = bool(_HEDGE.search(text) or (_HEDGE_WORDS.search(text) and re.search(r"[A-H]", text)))
    if _ALL.match(text.strip(" 。.!！")):
        return ChoiceReading(set(labels), hedge, "all")
    all_but = _ALL_BUT.search(text)
    if all_but:
        excluded = set(re.findall(r"[A-H]", all_but.group(1).upper()))
        return ChoiceReading(labels - excluded, hedge, "all-but")
    compact = _compact(text)
    if compact:
        return ChoiceReading(compact, hedge, "compact")
    leading = _LEADING.match(text)
    if leading:
        return ChoiceReading(set(leading.group(1)), hedge, "leading")
    commits = _COMMIT.findall(_NEGATED.sub(" ", text))
    if commits:
        return ChoiceReading(set(re.findall(r"[A-H]", commits[-1].upper())), hedge, "commit")
    lettered = re.search(r"(?<![A-Za-z])[A-H](?![A-Za-z])", text) is not None
    by_text = _by_option_text(text, options)
    if by_text and multi and not lettered:
        by_text |= _by_terms(text, options)
    if by_text:
        return ChoiceReading(by_text, hedge, "option-text")
    by_value, hedged_values = _by_value(text, options)
    if by_value:
        return ChoiceReading(by_value, hedge or hedged_values, "option-value")
    if not lettered:
        by_terms = _by_terms(text, options)
        if by_terms:
            return ChoiceReading(by_terms, hedge, "option-words")
    if len(text) <= 40:
        standalone = set(re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z])", _NEGATED.sub(" ", text)))
        if standalone:
            return ChoiceReading(standalone, hedge, "standalone")
    return ChoiceReading(set(), hedge, "none")
