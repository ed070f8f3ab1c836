"""A count said in English of the options listed before it, not the number read ("perplexity, lang score,
repetition ratio, doc length — all four are standard quality signals" read as A、B; "adaLN-Zero and the
smaller patch (p=2) both lowered FID" read as A): the candidate meant as many options as they counted,
and the reading holds fewer or more. Asked again, never the set read with the count let go (blind batch 78).

The count is "all four", "all 4 of them", "these three", "both", closing a list of as many items (the
words before it in its clause, or the clause before a dash it opens) among which an option read is
named. A count of fewer items than the list ("ABC, precision/recall both need a reference set": the
last two), or of a list that names no option read ("LPIPS, MS-SSIM and IS — precision/recall@k both
need …"), says nothing of the set. On a multiple choice only: ``_closing_count`` reads the counts said
in Chinese.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.mentions._shared_ending import ending_shared
from bank.grading.results._grades import no_choice
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text._en_numerals import english_number
from bank.grading.text._lexicon import (
    COUNT_LIST_LINKS,
    COUNT_SAID_ALL,
    COUNT_SAID_PAIR,
    COUNT_SAID_POINTED,
    alternation,
)
from bank.model import Question, QuestionType

_NUMBER = r"(?:two|three|four|five|six|seven|eight|[2-8])"
_COUNT = re.compile(
    rf"\b(?:(?:{alternation(COUNT_SAID_ALL)}|{alternation(COUNT_SAID_POINTED)})\s+(?P<count>{_NUMBER})"
    rf"|(?P<pair>{alternation(COUNT_SAID_PAIR)}))\b",
    re.I,
)


def count_said_otherwise(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or asked again when the options it read are fewer or more than the count said of them."""
    chosen = set(graded.understood.choices or ())
    if question.type is not QuestionType.MULTI or graded.verdict is Verdict.INVALID or not chosen:
        return graded
    prepared, code = prepare(ending_shared(text, question.options))  # as the reader found them
    counts = list(_COUNT.finditer(prepared))
    if not counts:
        return graded
    mentions = find_mentions(prepared, code, question.options, question.stem)[0]
    for count in counts:
        number = 2 if count["pair"] else english_number(count["count"])
        start, end = _counted_list(prepared, count.start())
        items = [item for item in _LINK.split(prepared[start:end]) if item.strip(" \t()（）")]
        if number is None or len(items) != number:
            continue  # not the count of the whole list ("ABC, precision/recall both need …": the last two)
        if not any(start <= m.start < end and m.labels & chosen for m in mentions):
            continue  # the list holds no option read ("…IS — precision/recall@k both need …")
        if number != len(chosen):
            return no_choice(question, language)
    return graded


# what ends a clause ("。", ";", a full stop not inside a figure) and what parts a list from its count
_BREAK = re.compile(r"[;；。!！?？\n]|\.(?!\d)")
_DASH = re.compile(r"\s*(?:—+|–|-{1,2}|:|：|,|，)\s*$")
_OPENING_DASH = re.compile(r".*(?:—+|–|\s-{1,2}\s|:|：)", re.S)
_LINK = re.compile(rf"\s*(?:[,，、/&]|\band\b|{alternation(COUNT_LIST_LINKS)})\s*", re.I)


def _counted_list(text: str, at: int) -> tuple[int, int]:
    """Where the list a count at ``at`` closes begins and ends: the words before it in its clause, after
    any dash ("…IS — precision/recall@k both"); or, when the count opens a clause of its own after a dash
    or a comma ("…, doc length — all four are …"), the clause before it."""
    breaks = [found.end() for found in _BREAK.finditer(text, 0, at)]
    start = breaks[-1] if breaks else 0
    before = text[start:at]
    dash = _DASH.search(before)
    if dash is not None and not before[: dash.start()].strip(" ,，"):
        return start, start  # the count opens the answer's clause: no list before it
    if dash is not None:
        return start, start + dash.start()  # "…, doc length — all four": the clause before the dash
    opening = _OPENING_DASH.match(before)
    return (start + opening.end() if opening else start), at
