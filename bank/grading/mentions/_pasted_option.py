"""An option's text pasted back with small edits, and nothing added: "cudaStreamSync（对正在捕获的
stream）" for "`cudaStreamSynchronize`（对正在捕获的 stream）", "gptAttnPlugin" for "gptAttentionPlugin",
"ppo.entropy_coef" for "ppo.entropy_coeff", "未对采样概率做 logQ 修正" for "未对采样概率做修正（logQ 修正）",
"缩短成 O(log n)" for "缩短为 O(log n)"; on a multiple choice, such pastes listed, each a little
shortened ("使用 GQA、使用 SwiGLU、上下文 8k"). The labels read each as that option, bare (blind-91's
header); the choice reader reads it, and this module says only whether the answer is such a paste of
exactly one option (each item, on a list).

Nothing added: every word of the paste is one of the option's words, whole or cut short ("Sync", "coef")
or abbreviated by its letters in order ("Attn"); every figure and sign is the option's own (a "≥" kept, no
"?" or "（h=1…32）" added) and the option's signs are kept; every run of Chinese is a run of the option's in
order, some characters left out ("降碎片" of "可降低碎片"); a negation of the option's ("未", "不", "not") is
never left out, as "使用 LayerNorm" is no paste of "未使用 LayerNorm". Closest to one option: no other
option holds the paste as well ("ppo" is every option's, and none). A paste that merges two options
("backend='inductor'" with "mode='max-autotune'") is no option's.

What is a name, not a paste, and read to confirm as the labels read it since the first blind batches: an
option cut to a keyword or two ("GQA", "协同过滤", "权重置 0.5", "Gradient norm" of "Gradient norm 计算": too
little of the option kept, ``_KEPT``), and an option's one code name spelt as words ("GPT attention plugin",
"paged KV cache plugin")."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from bank.grading.mentions._mentions import canon_option
from bank.grading.text import _lexicon as lexicon

_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
# a code name or a figure, its dots and underscores inside it: "ppo.entropy_coef", "8.9", "FP8"
_WORD_RUN = re.compile(r"[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*")
# a word's parts: "gptAttnPlugin" -> gpt, Attn, Plugin; "FP8" -> FP, 8; "8.9" whole
_PART = re.compile(r"\d+(?:\.\d+)*|[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
_NEGATION = re.compile(lexicon.NEGATIONS_IN_CLAIM, re.I)
_SEPARATORS = re.compile(lexicon.PASTE_SEPARATORS)
# a particle written for the option's own or added ("缩短成 O(log n)", "置成 0.5") only before a figure or
# a formula: before words ("退化成常数") the labels read it to confirm (blind-22)
_PARTICLE = re.compile(rf"[{''.join(lexicon.PASTE_PARTICLES)}](?=\s*[A-Za-z0-9])")
# a remark in brackets after the option's words ("（grouped-query attention）"), which a paste may leave
_GLOSS = re.compile(r"（[^（）]*）|(?<![^\s\u4e00-\u9fff])\([^()]*\)")
# how much of the option (its words and characters, a remark in brackets aside) a paste keeps: on a single
# choice nearly all of it; an item of a list may leave a word ("使用 SwiGLU" of "使用 SwiGLU 激活"). Less is a
# name for the option, read to confirm ("GQA、SwiGLU", "权重置 0.5" of "损失权重置 0.5")
_KEPT = {False: 0.8, True: 0.6}


class _Text:
    """A text cut into what a paste is compared by: its Chinese runs, its words' parts, its signs."""

    def __init__(self, text: str) -> None:
        self.runs = _CJK_RUN.findall(_PARTICLE.sub("", text))
        rest = _CJK_RUN.sub(" ", text)
        self.words = [[part.casefold() for part in _PART.findall(run)] for run in _WORD_RUN.findall(rest)]
        signs = _WORD_RUN.sub(" ", rest)
        self.signs = {char for char in signs if char not in lexicon.PASTE_NEUTRAL_SIGNS}
        self.negations = sorted(word.casefold() for word in _NEGATION.findall(text))


@lru_cache(maxsize=512)
def _option(option: str) -> tuple[_Text, _Text]:
    """The option as a whole, and without its remarks in brackets (what a paste is to keep)."""
    return _Text(canon_option(option)), _Text(canon_option(_GLOSS.sub(" ", option)))


def _in_order(short: str, long: str) -> bool:
    """Whether ``short``'s characters stand in ``long`` in the same order."""
    chars = iter(long)
    return all(char in chars for char in short)


def _part_matches(part: str, own: str) -> bool:
    """A word's part as the option's, cut short ("sync", "coef") or abbreviated by its letters ("attn");
    a figure only as written."""
    if part == own:
        return True
    if not part.isalpha() or not own.isalpha() or len(part) < 3 or part[0] != own[0]:
        return False
    return own.startswith(part) or _in_order(part, own)


def _kept(item: _Text, option: _Text, body: _Text) -> float | None:
    """How much of the option's body ``item`` keeps, when ``item`` adds nothing to the option; else None."""
    if not item.signs <= option.signs or not body.signs <= item.signs or item.negations != option.negations:
        return None
    pieces: dict[int, int] = {}  # the option's code names the paste writes apart, by the words they make
    every_part = [own for word in option.words for own in word]
    for word in item.words:
        if not all(any(_part_matches(part, own) for own in every_part) for part in word):
            return None
        whole = any(
            len(word) == len(own) and all(map(_part_matches, word, own)) for own in option.words
        )  # fmt: skip
        for index, own in enumerate(option.words):
            if not whole and len(own) > 1 and all(any(_part_matches(p, o) for o in own) for p in word):
                pieces[index] = pieces.get(index, 0) + 1
    if any(count > 1 for count in pieces.values()):
        return None  # "GPT attention plugin": one code name spelt as words, not pasted
    if not all(any(_in_order(run, own) for own in option.runs) for run in item.runs):
        return None
    # what of the option's body the paste keeps, counted by characters and words' parts
    chars = Counter("".join(item.runs))
    kept = sum(min(count, chars[char]) for char, count in Counter("".join(body.runs)).items())
    parts = [part for word in item.words for part in word]
    kept += sum(any(_part_matches(part, own) for part in parts) for word in body.words for own in word)
    total = sum(map(len, body.runs)) + sum(map(len, body.words))
    return kept / total if total else None


def _pasted(options: dict[str, str], item: str, listed: bool) -> str | None:
    """The one option ``item`` is a paste of; None when it is none's, or as well another's."""
    text = _Text(canon_option(item))
    if not text.runs and not text.words:
        return None
    kept = {label: _kept(text, *_option(option)) for label, option in options.items()}
    holders = [label for label, share in kept.items() if share is not None]
    if len(holders) != 1 or (kept[holders[0]] or 0) < _KEPT[listed]:
        return None
    return holders[0]


def pasted_options(options: dict[str, str], core: str, *, multi: bool) -> frozenset[str] | None:
    """The options ``core`` (the whole answer, undressed) pastes back, each once; None when it is not
    wholly such pastes. A single choice's answer is one paste; a multiple choice's may list them."""
    whole = _pasted(options, core, listed=False)
    if whole and len(_SEPARATORS.findall(core)) > len(_SEPARATORS.findall(canon_option(options[whole]))):
        whole = None  # "使用 GQA、使用 GQA": the option twice over, more than a bare answer
    if whole is not None or not multi:
        return frozenset(whole) if whole else None
    items = [item for item in _SEPARATORS.split(core) if item.strip()]
    labels = [_pasted(options, item, listed=True) for item in items]
    if len(items) < 2 or None in labels or len(set(labels)) != len(labels):
        return None
    return frozenset(label for label in labels if label)
