"""Paraphrases: a short stretch of an answer that restates one option's text in other words.

"不会变" restates "不变", "没做 logQ 修正" restates "未对采样概率做修正（logQ 修正）", "attention plugin"
restates ``gptAttentionPlugin``: the words of the stretch, with filler and the question's own words
neutral, all belong to that option and at least one to no other. Token overlap, read as a reading to
confirm — an answer that paraphrases an option is never bare.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from bank.grading.mentions._mentions import canon_option
from bank.grading.numbers._numbers import DECIMAL, find_quantities
from bank.grading.open._rubric import terms
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import simplified


def _words(text: str) -> list[str]:
    return text.split()


# words that carry no choice: removed from a segment before comparing it with the options
NEUTRAL = frozenset(
    _words(
        "会 将 会被 被 了 的 得 都 就 也 还 仍 仍然 依然 保持 是 为 选 选择 答案 应该 应 我 觉得 认为 差不多 "
        "改 修改 用 采用 设置 设为 取 取值 调 调整 可以 都可以 直接 大概 大约 约 左右 吧 呢 啊 嗯 哦 选项 "
        "这个 那个 然后 再 并 样本 数据 方法 方式 情况 时候 这种 问题 处理 改成 改为 换成 做 进行 把 "
        "查 看 检查 排查 先查 先看 变成 变为 成为 分 那条 这条 那项 这项 那一条 那一项 那一个 "
        "那段 这段 那一段 这一段 那组 这组 那一组 这一组 那种 一项 项 级 级别 量级 等于 落 "
        "一下 那边 这边 我会 去 "
        "this that option use set then each every per gets get is are be should would"
    )
)
_CANON_DROP = re.compile(
    alternation(lexicon.CANON_DROPPED) + r"|[\s`'\"“”‘’，。:：;；()（）]|(?<!\d)[.,]|[.,](?!\d)"
)
_CANON_SAME = lexicon.CANON_SAME
_CAMEL_NAME = re.compile(r"\b[a-z]+[A-Za-z0-9]*[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b")
_CAMEL_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+")
_EXCESS = re.compile(r"太(?=[大小高低多少长短快慢])")


# a bound's direction: an option "≥ 8.9" is not restated by "8.9 以下" or "< 8.9", whatever its words
_AT_LEAST = re.compile(lexicon.AT_LEAST, re.I)
_AT_MOST = re.compile(lexicon.AT_MOST, re.I)


def _bounds(text: str) -> tuple[bool, bool]:
    """Whether a text bounds from below, and whether from above."""
    return bool(_AT_LEAST.search(text)), bool(_AT_MOST.search(text))


def turned_bound(said: str, option: str) -> bool:
    """Whether ``said`` bounds the other way from ``option`` ("8.9 以下", "< 8.9" for "≥ 8.9")."""
    turned = {(True, False): (False, True), (False, True): (True, False)}.get(_bounds(said))
    return turned is not None and _bounds(option) == turned


@lru_cache(maxsize=4096)
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


_NEGATED = "未"  # every negation word reads as this one
_NEGATIONS = lexicon.PARAPHRASE_NEGATIONS
# one word per direction of change: "会掉 10%" restates "下降约 10%", "涨了 0.5" restates "上升 0.5"
_DIRECTIONS = lexicon.DIRECTIONS_OF_CHANGE
# a short word for an option's longer one: "算力 8.9 以上" restates "GPU 计算能力 ≥ 8.9"
_SHORT_FOR = lexicon.SHORT_FOR
_SAME_WORD = {**_NEGATIONS, **_DIRECTIONS, **_SHORT_FOR}


_GLOSS = re.compile(
    r"(?<![A-Za-z])("
    + "|".join(re.escape(phrase) for phrase in sorted(lexicon.ENGLISH_GLOSS, key=len, reverse=True))
    + r")(?![A-Za-z])(?:\s*掉)?",
    re.I,
)


def _glossed(text: str) -> str:
    """English words of the options' vocabulary written as the options write them ("unchanged" → 不变)."""
    return _GLOSS.sub(lambda match: lexicon.ENGLISH_GLOSS[match.group(1).lower()], text)


# a thing discarded "and not used" ("丢掉不用", "过滤出去不用", "去掉不要", "扔掉不训"): one act, the 不
# no negation
_DISCARDED_UNUSED = re.compile(
    rf"({alternation(lexicon.DISCARDING)})\s*(?:{alternation(lexicon.UNUSED_AFTER_DISCARDING)})"
    r"(?=\s*[。.!！,，]?\s*$|\s*[,，])"
)


def names_alone(word: str) -> bool:
    """Whether a word of one option's own may tell it apart: not one Latin letter, a variable of the
    formula ("O(n)" against "O(log n)" and "O(n²)": the n names neither)."""
    return not (len(word) == 1 and word.isascii() and word.isalpha())


def terms_of(text: str) -> set[str]:
    """The words of a text, negations alike ('没做' and '未做' both say 未), 太 as 过 ('太大' is '过大'),
    English glossed ('too large' is '过大'), and the words a camel-case name is made of
    ('gptAttentionPlugin': gpt, attention, plugin)."""
    text = _DISCARDED_UNUSED.sub(r"\1", text)
    words = {_SAME_WORD.get(word, word) for word in terms(_EXCESS.sub("过", _glossed(text)))}
    for name in _CAMEL_NAME.findall(text):
        parts = " ".join(part.lower() for part in _CAMEL_PART.findall(name))
        words |= {_SAME_WORD.get(word, word) for word in terms(parts)} | set(parts.split())
        words.discard(name.lower())  # the name is its parts: "gptAttention" is part of gptAttentionPlugin
    return words


@dataclass(frozen=True)
class _OptionWords:
    """One option's side of the comparison: its words, the words of every other option, its figures as
    words and as values in order."""

    label: str
    terms: frozenset[str]
    others: frozenset[str]
    numbers: frozenset[str]
    figures: tuple[float, ...]


@lru_cache(maxsize=512)
def _option_words(options: tuple[tuple[str, str], ...]) -> tuple[_OptionWords, ...]:
    """Every option's words and figures: a question's options never change, so this is read once per
    question, not once per segment of every answer."""
    own = {label: frozenset(terms_of(canon_option(option))) for label, option in options}
    return tuple(
        _OptionWords(
            label,
            option_terms,
            frozenset().union(*(other for key, other in own.items() if key != label)),
            frozenset(word for word in option_terms if DECIMAL.fullmatch(word)),
            tuple(sorted(found.value for found in find_quantities(canon_option(option)))),
        )
        for (label, option), option_terms in zip(options, own.values(), strict=True)
    )


@lru_cache(maxsize=1024)
def _longest_terms_first(stem_terms: frozenset[str]) -> tuple[str, ...]:
    """The stem's words of two characters or more, longest first: sorted once per question."""
    return tuple(sorted((term for term in stem_terms if len(term) > 1), key=len, reverse=True))


def paraphrase(segment: str, options: dict[str, str], stem_terms: frozenset[str]) -> str | None:
    """The one option a short segment restates, or None.

    Either the segment and the option are the same phrase once filler is dropped, or every content
    word of the segment belongs to that option (words of the question itself are neutral) and at
    least one of them belongs to no other option. Two candidate options: None (ambiguous)."""
    canon = canon_phrase(_glossed(segment))
    found = find_quantities(segment)
    alone = len(found) == 1 and not re.search(r"\w", segment[: found[0].start] + segment[found[0].end :])
    if not canon or alone or re.fullmatch(r"[\d.,/%×x*]+", canon):
        return None  # a figure alone is a value, matched whole (and not in a calculation) or not at all
    bare = segment
    for term in _longest_terms_first(stem_terms):
        bare = bare.replace(term, "")  # "依赖长度不会变": the question's own subject, then "不会变"
    restated = {canon, canon_phrase(bare)} - {""}
    same = [label for label, option in options.items() if canon_phrase(option) in restated]
    if same:
        return same[0] if len(same) == 1 else None
    words = terms_of(segment) - NEUTRAL - stem_terms
    numbers = {word for word in words if DECIMAL.fullmatch(word)}
    if not words - numbers - {_NEGATED}:
        return None  # figures alone are values; a negation alone ("一个都不对") restates no option
    figures = tuple(sorted(quantity.value for quantity in found))
    fits = []
    for text, option in zip(options.values(), _option_words(tuple(options.items())), strict=True):
        if turned_bound(segment, text):
            continue  # "8.9 以下" does not restate "≥ 8.9"
        # the option's figures, or none of them ("EP" for "使用 EP（expert parallelism）=8"), never others
        figures_fit = (numbers == option.numbers and figures == option.figures) or not (numbers or figures)
        # "教师冻结了" does not restate "未冻结教师模型": a negation both or neither say
        same_polarity = (_NEGATED in option.terms) is (_NEGATED in words)
        distinct = any(names_alone(word) for word in words - option.others)
        if words <= option.terms and distinct and figures_fit and same_polarity:
            fits.append(option.label)
    return fits[0] if len(fits) == 1 else None


_NAME_PARTS = re.compile(r"[_.]+")


def _word_parts(words: frozenset[str]) -> frozenset[str]:
    """Words with the parts of a name joined by "_" or "." beside them ("position_ids": position,
    ids and 位置), so that an answer naming a part of an option's identifier shares it."""
    parts = (part for word in words if _NAME_PARTS.search(word) for part in _NAME_PARTS.split(word))
    return words | frozenset(terms_of(" ".join(parts)))


@lru_cache(maxsize=512)
def _distinctive(options: tuple[tuple[str, str], ...], stem: frozenset[str]) -> dict[str, frozenset[str]]:
    """Each option's words that no other option and not the stem has, figures and single letters
    aside (figures are values, read whole)."""
    own = {label: _word_parts(frozenset(terms_of(canon_option(option)))) for label, option in options}
    return {
        label: frozenset(
            word for word in words - NEUTRAL - stem
            if names_alone(word) and not DECIMAL.fullmatch(word)
            and not any(word in other for key, other in own.items() if key != label)
        )
        for label, words in own.items()
    }  # fmt: skip


def shares_words(text: str, options: dict[str, str], stem_terms: frozenset[str]) -> str | None:
    """The one option whose own words (none of another option's, none of the stem's) ``text`` uses,
    or None: no option's, or more than one's."""
    said = _word_parts(frozenset(terms_of(text))) - NEUTRAL - stem_terms
    own = _distinctive(tuple(options.items()), stem_terms)
    shared = [label for label, words in own.items() if said & words]
    return shared[0] if len(shared) == 1 else None
