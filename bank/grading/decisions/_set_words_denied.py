"""An option of a chosen set denied in a later clause that does not name it by its letter, on a multiple
choice: "A、D，FlashAttention 不对" where D reads "兼容 FlashAttention-2" (words of D's own text denied,
too few to name D for the finders of mentions), and "A、B、D，B 的额外通信不存在" (a part of B said not to
exist, which may praise B as well as rule it out). Read as they stand the set stays chosen whole, or
loses the option, and either may be the key the candidate did not mean: the option is contradicted and
the set asked again.

Narrow on purpose: the denied words belong to exactly one option, one of the set; none is another
option's; the clause is nothing but those words and a denial ("FlashAttention 肯定不对"), after the set;
the part denied is of an option the set named by its letter before. A denial of the rest ("…，其他都不对"),
of an option not chosen ("A、D，block-diagonal 不对"), or of an option first named there ("A/B 的参数压根
不存在", ``_part_denied``) reads as before.
"""

from __future__ import annotations

import re

from bank.grading.decisions._part_denied import part_denied
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._words import find, words_cut

_PAUSE = re.compile(r"[,，;；。!！?？…\n]|\.(?!\d)")
_DENIED_CLAUSE = re.compile(
    rf"^\s*(?P<subject>\S.*?)\s*(?:(?:{alternation(lexicon.SET_WORDS_DENIAL_ADVERBS)})\s*)*"
    rf"(?:{alternation(lexicon.LETTERS_DENIED)})\s*(?:{alternation(lexicon.MOOD_PARTICLES)}|了|吧)*\s*$",
    re.I,
)
_LATIN = re.compile(r"[A-Za-z0-9_]+")
_CJK = re.compile(r"[\u4e00-\u9fff]+")


def denied_subject(clause: str) -> str | None:
    """What a clause that is nothing but words and a denial denies ("FlashAttention 肯定不对": the words
    before the denial), or None."""
    match = _DENIED_CLAUSE.match(clause)
    return match.group("subject") if match else None


def words_of(text: str) -> set[str]:
    """The words of ``text`` that may name it: Latin words and figures (either case), and jieba's
    Chinese words of two characters or more."""
    latin = {word.casefold() for word in _LATIN.findall(text)}
    chinese = {span.word for run in _CJK.findall(text) for span in words_cut(run) if len(span.word) >= 2}
    return latin | chinese


def set_words_denied(
    text: str, mentions: list[Mention], letters: set[str], options: dict[str, str] | None
) -> set[str]:
    """The options of the chosen set ``letters`` denied later in ``text`` in words of their own or by a
    part, not named by their letter (see the module): contradicted, the set asked again."""
    if not mentions or not options:
        return set()
    denied: set[str] = set()
    named: set[str] = set()
    for mention in mentions:  # "A、B、D，B 的额外通信不存在": a part of an option the set named before
        label = next(iter(mention.labels)) if len(mention.labels) == 1 else ""
        if mention.kind == "letter" and label in named and part_denied(text[mention.end :]):
            denied.add(label)
        named |= mention.labels if mention.kind == "letter" else set()
    own = {label: words_of(option) for label, option in options.items()}
    for clause in _PAUSE.split(text[mentions[-1].end :]):
        match = _DENIED_CLAUSE.match(clause)
        if match is None or find(match.group("subject"), lexicon.SET_WORDS_OF_THE_REST):
            continue
        said = words_of(match.group("subject"))
        holders = {label for label, words in own.items() if said & words}
        if len(holders) == 1 and holders <= letters:
            denied |= holders
    return denied
