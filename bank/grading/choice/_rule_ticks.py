"""A rule of thumb, then each option marked by it with a tick or a cross ("原则：… A ✓ B ✗ C ✗ D ✓",
"判断标准：… micro batch ✗ warmup ✗ clip ✗ gather_16bit ✓", "D 26 ✗ C 28 ✗ B 32 ✗ A 35 ✓", "C 说 … ✗，
剩下 A B D ✓"). The rule before the first full stop is an aside (its letters and figures are no choice);
each item before a mark names one option — by its letter, with a gloss after it, by its content or its
figure — or a set of letters ("剩下 A B D"), and the options ticked are the answer, read to confirm as the
eighty-second blind batch labels it. ``_marked_letters`` keeps the bare letters with a short label.

Asked again (None) rather than read: an option marked twice ("A ✓ B ✗ 其实 B ✓"), a mark hedged ("✓?",
"✓ 吧"), an item doubted, corrected or hedged ("A 大概 ✓"), an item tied to no option or to two, a gloss
naming another option, words after the last mark, two ticks on a single choice, an option left unmarked
(every option is judged by the rule), and a question asking for the wrong options (where a cross may choose).
"""

from __future__ import annotations

import re

from bank.grading.choice._choice import stem_asks
from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.text import _words as lexicon
from bank.model import Question, QuestionType

_TICKS = lexicon.LETTER_TICKS
# "×" glued to figures or names on both sides multiplies ("70B×0.5B"); anywhere else it crosses
_MARK = re.compile(
    rf"[{_TICKS}]|[{lexicon.LETTER_CROSSES.replace('×', '')}]|×(?<![0-9A-Za-z)]×)|×(?![0-9A-Za-z(])"
)
_RULE = re.compile(rf"\s*(?:{lexicon.RULE_LABELS})\s*[:：][^。\n]{{1,160}}?。", re.I)
_EDGES = " \t,，、;；"
_HEDGED_MARK = re.compile(rf"\s*(?:{lexicon.MARK_HEDGED})")
_CLOSE = re.compile(r"[\s。.!！]*")
_LETTER_LED = re.compile(r"([A-H])(?:\s+(\S.*))?", re.S)
_LETTER_SET = re.compile(
    rf"(?:(?:{lexicon.REST_WORDS})\s*)?(?P<set>[A-H](?:\s*[、,，和\s]\s*[A-H])+)(?:\s*都)?", re.S
)
_STANDING_LETTER = re.compile(r"(?<![A-Za-z0-9_])[A-H](?![A-Za-z0-9_])")
_ARROW = re.compile(r"\s*(?:→|->|=>|⇒)")
_WORD_EDGE = re.compile(r"[\s_\-.:/()`'\"@]+")
_PAIR = re.compile(r"[A-Za-z0-9]{1,8}(?:/[A-Za-z0-9]{1,8})+")
_DENIED = re.compile(r"[不没非无别]|\bnot?\b|n't\b", re.I)
_LABELLED = re.compile(r"[:：]")
_MARKS_SAID = re.compile(lexicon.MARKS_SAID, re.I)
_UNSURE = re.compile(lexicon.MARK_UNSURE, re.I)


def rule_ticks(answer: str, question: Question) -> str | None:
    """The ticked options ("A、B、D") when ``answer`` marks each option it names with one tick or cross,
    after an optional rule of thumb, on a question asking for the right ones; else None."""
    options, multi = question.options, question.type is QuestionType.MULTI
    rule = _RULE.match(answer)
    if rule and (_MARK.search(rule.group()) or _MARKS_SAID.search(rule.group())):
        return None  # a mark inside the rule, or a rule of what the marks mean ("错的打勾。"): not an aside
    body = answer[rule.end() :] if rule else answer
    items = _marked_items(body)
    if items is None or len(items) < 2:
        return None
    negative_stem, asks_right = stem_asks(question.stem)
    if negative_stem or not asks_right:
        return None
    marks: dict[str, bool] = {}
    for text, ticked, repeated in items:
        letters = tied(text, options, question.stem, repeated)
        if not letters or letters & marks.keys():
            return None  # tied to no option, or an option marked twice
        marks.update(dict.fromkeys(letters, ticked))
    chosen = sorted(letter for letter, ticked in marks.items() if ticked)
    if not chosen or set(marks) != set(options) or (not multi and len(chosen) != 1):
        return None
    return "、".join(chosen)


def _marked_items(body: str) -> list[tuple[str, bool, int]] | None:
    """Each item with its mark (True for a tick) and how many times it is written, in text order; None
    when a mark is hedged, an item carries both marks or no text, or words follow the last mark."""
    items: list[tuple[str, bool, int]] = []
    start = 0
    for mark in _MARK.finditer(body):
        ticked = mark.group() in _TICKS
        text = body[start : mark.start()].strip(_EDGES)
        start = mark.end()
        if _LABELLED.search(text):  # "错的打勾：A ✓": a label no rule of thumb's, left to ``_marked_letters``
            return None
        if _HEDGED_MARK.match(body, start):
            return None
        if not text:  # "✗✗": the same mark again, for the same item
            if not items or items[-1][1] != ticked:
                return None
            items[-1] = (items[-1][0], ticked, items[-1][2] + 1)
            continue
        items.append((text, ticked, 1))
    if not items or not _CLOSE.fullmatch(body, start):
        return None
    return items


def tied(text: str, options: dict[str, str], stem: str, repeated: int = 1) -> frozenset[str]:
    """The options one item names, or none when it cannot be tied safely; an item of names parted by
    slashes with as many marks as names ("P/R ✗✗") names one option by each, its initial enough."""
    if lexicon.has(text, (*lexicon.HEDGES, *lexicon.TENTATIVE, *lexicon.DOUBTS)) or _UNSURE.search(text):
        return frozenset()
    group = _LETTER_SET.fullmatch(text)
    if group:  # "剩下 A B D": each of them
        letters = frozenset(_STANDING_LETTER.findall(group.group("set")))
        return letters if letters <= options.keys() else frozenset()
    led = _LETTER_LED.fullmatch(text)
    if led:  # "B 不用改 mask": B, whatever its gloss says of it
        letter, gloss = led.group(1), led.group(2) or ""
        if letter not in options or _STANDING_LETTER.search(gloss):
            return frozenset()
        named = _named(gloss, options, stem, letters=False)
        return frozenset(letter) if named is not None and named <= {letter} else frozenset()
    name = _ARROW.split(text, maxsplit=1)[0].strip()  # "回归 → 不是 BT 了": what is judged is "回归"
    if _DENIED.search(
        name
    ):  # "没有 GQA ✓": what is ticked, the name or its denial? (a gloss after a letter may deny)
        return frozenset()
    parts = _PAIR.fullmatch(name.split()[0]) if repeated > 1 and name else None
    if parts:
        names = parts.group().split("/")
        each = [_verbatim(part, options, shortest=1) for part in names]
        if len(names) != repeated or any(len(one) != 1 for one in each) or len(set(each)) != len(each):
            return frozenset()
        both = frozenset().union(*each)
        named = _named(name[parts.end() :].strip(), options, stem, letters=True)
        return both if named is not None and named <= both else frozenset()
    named = _named(name, options, stem, letters=True)
    if named is None:
        return frozenset()
    if named:
        return named if len(named) == 1 else frozenset()
    return _verbatim(name, options)


def _named(text: str, options: dict[str, str], stem: str, *, letters: bool) -> frozenset[str] | None:
    """The options ``text`` names by its mentions (letters among them only when ``letters``); None when
    it names a letter that is no option."""
    if not text:
        return frozenset()
    prepared, code = prepare(text)
    mentions, _ = find_mentions(prepared, code, options, stem)
    named: set[str] = set()
    for mention in mentions:
        if mention.kind == "letter" and not letters:
            continue  # a glued name in a gloss ("D CB"): the item's own letter leads it
        if not mention.labels <= options.keys():
            return None
        named |= mention.labels
    return frozenset(named)


def _verbatim(name: str, options: dict[str, str], shortest: int = 2) -> frozenset[str]:
    """The one option whose text holds ``name`` from a word's start ("clip" in "gradient_clipping", "8k" in
    "上下文长度 8k"); none when no option or two hold it."""
    wanted = _WORD_EDGE.sub(" ", name.lower()).strip()
    if len(wanted.replace(" ", "")) < shortest:
        return frozenset()
    holding = {
        letter
        for letter, option in options.items()
        if re.search(rf"(?:^|\s){re.escape(wanted)}", _WORD_EDGE.sub(" ", option.lower()))
    }
    if not holding:  # "DPM2" of "DPM-Solver-2", "EM" of "Euler–Maruyama", "P@k" of "Precision@k"
        tight = wanted.replace(" ", "") if "@" in name else wanted  # "@" parts words as a slash does
        holding = {letter for letter, option in options.items() if _shortened(tight, option, shortest)}
    return frozenset(holding) if len(holding) == 1 else frozenset()


_WORDS = re.compile(r"[a-z]+|[0-9]+")


def _shortened(name: str, option: str, shortest: int) -> bool:
    """Whether ``name`` is the starts of ``option``'s words in order, from its first word on (a word may
    be skipped): how a name is shortened to its initials or its first syllables."""
    if not re.fullmatch(rf"[a-z0-9]{{{shortest},8}}", name):
        return False
    words = _WORDS.findall(option.lower())
    if not words or not name.startswith(words[0][0]):
        return False

    def fits(at: int, word: int) -> bool:
        if at == len(name):
            return True
        for index in range(word, len(words)):
            own = words[index]
            length = 1
            while length <= len(own) and at + length <= len(name) and name[at : at + length] == own[:length]:
                if fits(at + length, index + 1):
                    return True
                length += 1
            if index == word == 0:
                return False  # the first piece is the first word's start
        return False

    return fits(0, 0)
