"""Blanks told in words and then written as code ("a 行切 x，b 列切 y，就是 P('x', None) 和 P(None, 'y')"),
or told in words alone ("第一个按行切到 x，第二个按列切到 y，其余维度 None").

The words name the blanks' axes and owners, not their fills: read as fills they say what the candidate
never wrote ("x", "y", "None" for two PartitionSpecs). When the words close on one conclusion ("就是",
"也就是") followed by exactly one code call per blank and nothing else but their links, those calls are
the fills, to confirm; the words before it must be words alone (no code, no denial). When no reading
fills a blank right, every blank takes code with its syntax, and the answer tells it in words, it is
asked again: never a wrong fill of the words.
"""

from __future__ import annotations

import re

from bank.grading.code import _code
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import code_spans

_CONCLUDED = re.compile(rf"(?<!不)(?:{alternation(lexicon.FILLS_CONCLUDED)})")
_JOINED = alternation(lexicon.FILLS_JOINED)
_LINKS = re.compile(rf"^(?:\s|[、,，]|{_JOINED}|\band\b)*$", re.I)
_DENIED = re.compile(  # a Chinese word anywhere ("x不是"), an English one as a word ("not", not "note")
    "|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w) for w in lexicon.FILLS_DENIED_BEFORE),
    re.I,
)
_CALL = re.compile(r"^[\w.]+\(.*\)$", re.S)  # a call written out: "P('x', None)"


def concluded_fills(answer: str, count: int) -> list[str] | None:
    """The ``count`` calls after the answer's last conclusion, when the words before it are words alone
    and nothing but links stands between and after the calls; else None."""
    if code_spans(answer):
        return None
    found = list(_CONCLUDED.finditer(answer))
    if not found:
        return None
    head, tail = answer[: found[-1].start()], answer[found[-1].end() :].rstrip().removesuffix("。")
    calls = [call.strip() for call in _code.split_top_level(tail, lambda char: char in ",，、")]
    calls = [part.strip() for call in calls for part in re.split(rf"\s*(?:{_JOINED})\s*", call)]
    calls = [call for call in calls if call]
    if len(calls) != count or not all(_CALL.match(call) and _code.code_like(call) for call in calls):
        return None
    rest = tail
    for call in calls:
        rest = rest.replace(call, " ", 1)
    # the words before: names between Chinese words and commas ("a 行切 x，b 列切 y"), no code
    head_words = [run.strip() for run in re.split(r"[\u4e00-\u9fff，。；！？、,;]+", head) if run.strip()]
    if not _LINKS.match(rest) or _DENIED.search(head) or not head_words:
        return None
    if any(not _code.WORDS_ONLY.fullmatch(words) for words in head_words):
        return None  # code before the conclusion: two sets of fills, not words and their code
    return calls


def told_without_code(answer: str, pieces: list[str], wanted: list[str]) -> bool:
    """Whether blanks that all take code with its syntax ("P('x', None)") are told in words alone, the
    words naming at least two of the fills' names or strings ("x", "y", "None"): not words about
    something else ("JAX 的 mesh 我只在教程里见过"), which are graded as before."""
    if not all(_code.CODE_SYNTAX.search(fill) for fill in wanted):
        return False
    named = {word.casefold() for fill in wanted for word in re.findall(r"\w+", fill)}
    said = {word.casefold() for piece in pieces for word in re.findall(r"\w+", piece)}
    return len(named & said) >= 2 and _code.told_in_words(answer, pieces)
