"""A count said in English of the options listed before it, not the number read ("perplexity, lang score,
repetition ratio, doc length — all four are standard quality signals" read as A、B; "adaLN-Zero and the
smaller patch (p=2) both lowered FID" read as A): the candidate meant as many options as they counted,
and the reading holds fewer or more. Asked again, never the set read with the count let go (blind batch 78).

The count is "all four", "all 4 of them", "these three", "both", after the last option read; not the
count of the options named between ("LPIPS, MS-SSIM and IS — precision/recall@k both need a reference
set": "both" counts the two ruled out after the set), nor one before the options it counts ("both B and
D hurt"). On a multiple choice only: ``_closing_count`` reads the counts said in Chinese.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import prepare
from bank.grading.mentions._shared_ending import ending_shared
from bank.grading.results._grades import no_choice
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text._en_numerals import english_number
from bank.grading.text._lexicon import COUNT_SAID_ALL, COUNT_SAID_PAIR, COUNT_SAID_POINTED, alternation
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
    said = [mention for mention in mentions if mention.labels & chosen]
    if not said:
        return graded
    last = max(mention.end for mention in said)
    for count in counts:
        number = 2 if count["pair"] else english_number(count["count"])
        between = {label for m in mentions if last <= m.start < count.start() for label in m.labels}
        if count.start() < last or number is None or len(between) == number:
            continue  # before the list, or the count of options named after it ("…IS — D/E both …")
        if any(not prepared[count.end() : m.start].strip() for m in mentions if m.start >= count.end()):
            continue  # "both B and D hurt": said of the options after it
        if number != len(chosen):
            return no_choice(question, language)
    return graded
