"""Options told apart by their own words: a stretch that uses words only one option has.

"梯度裁剪那项" restates ```gradient_clipping```, "τ 设得太小" restates "温度系数 τ 过小": the stretch
need not consist of the option's words alone (``_paraphrase`` asks that), but every word of it that
tells the options apart must point at the same option, and the words that belong to no option must
not outnumber those. Words of the question's stem and shared by several options tell nothing apart.
Identifiers are read by their parts ("kl_target": kl, target), and English parts are folded onto the
Chinese the options are written in (the rubric's synonyms), so either language finds them. A reading
found this way is always one to confirm; two options pointed at is none.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bank.grading.mentions._mentions import canon_option
from bank.grading.numbers._numbers import DECIMAL
from bank.grading.open._paraphrase import NEUTRAL, names_alone, stem_terms, terms_of

# a joint of an identifier's parts: "_" or "." before a letter, "_" before a figure too ("gather_16bit");
# never the point of a decimal ("0.5")
_IDENTIFIER_JOINT = re.compile(r"(?<=[A-Za-z0-9])(?:[_.](?=[A-Za-z])|_(?=\d))")
_CAMEL_STEP = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_EXCESS = re.compile(r"过[大小高低多少长短快慢]")  # jieba cuts "太大" but keeps "过大" whole
_STRAY_ALLOWANCE = 1  # words in no option beside the telling ones: "设得" in "τ 设得太小"


def _spelled(text: str) -> str:
    """Identifiers written as words: ``kl_target`` → "kl target", ``gptAttentionPlugin`` → "gpt
    Attention Plugin" (the rubric's terms keep an identifier whole)."""
    return _CAMEL_STEP.sub(" ", _IDENTIFIER_JOINT.sub(" ", text.replace("`", " ")))


@lru_cache(maxsize=4096)
def words_of(text: str) -> frozenset[str]:
    """The words of a text as a paraphrase reads them (negations alike, "太" as "过", English folded
    onto Chinese), with its identifiers spelled out."""
    words = terms_of(_spelled(text))
    excess = set(_EXCESS.findall(text.replace("太", "过")))  # one word as the option writes it: "过大"
    return frozenset(words - {"过", *(word[1] for word in excess)} | excess if excess else words)


@lru_cache(maxsize=512)
def _telling(
    options: tuple[tuple[str, str], ...], stem: frozenset[str]
) -> tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str]]:
    """Per option, its words that no other option and not the stem has; and every option's words."""
    own = {label: words_of(canon_option(option)) for label, option in options}
    telling = tuple(
        (label, words - stem - frozenset().union(*(other for key, other in own.items() if key != label)))
        for label, words in own.items()
    )
    return telling, frozenset().union(*own.values())


def pointed_at(segment: str, options: dict[str, str], stem: str) -> frozenset[str]:
    """Every option a word of its own (of no other option, not of the stem) in ``segment`` points at."""
    stem_words = stem_terms(stem)
    words = words_of(segment) - NEUTRAL - stem_words
    telling, _ = _telling(tuple(options.items()), stem_words)
    return frozenset(label for label, own in telling if words & own)


def told_apart(segment: str, options: dict[str, str], stem: str) -> str | None:
    """The one option whose own words a short segment uses, or None (no option's, or two)."""
    stem_words = stem_terms(stem)
    words = words_of(segment) - NEUTRAL - stem_words
    if not words:
        return None
    telling, every_option_word = _telling(tuple(options.items()), stem_words)
    pointed = {label: words & own for label, own in telling if words & own}
    if len(pointed) != 1:
        return None
    [(label, hits)] = pointed.items()
    if all(DECIMAL.fullmatch(word) for word in hits) or not any(names_alone(word) for word in hits):
        return None  # figures alone are values, matched whole or not at all ("77" of "[512, 77]")
    stray = words - every_option_word
    return label if len(stray) <= len(hits) + _STRAY_ALLOWANCE - 1 else None


def told_alone(segment: str, options: dict[str, str], stem: str) -> str | None:
    """The one option a segment names by its own words with no word of no option's beside them
    ("梯度裁剪" of ``gradient_clipping``; not "梯度裁剪有用", which says something of it), or None."""
    label = told_apart(segment, options, stem)
    if label is None:
        return None
    stem_words = stem_terms(stem)
    _, every_option_word = _telling(tuple(options.items()), stem_words)
    return label if not (words_of(segment) - NEUTRAL - stem_words) - every_option_word else None
