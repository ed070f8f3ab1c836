"""A figure option offered beside a figure that is no option ("4 倍或 16 倍", "35GB 还是 70GB", "16？
8？", "4 倍，也可能 16 倍"): the candidate keeps two values open, one of which no option holds, so no
mention of it reaches the reader of alternatives and the option stood alone, read as the answer. On a
single choice such an answer is the hedge it is, never correct, as "4 倍还是 8 倍" is; a decision after
the two ("16？8？我觉得 16") settles it and is read as before.
"""

from __future__ import annotations

import itertools
import re

from bank.grading.mentions._converted_value import same_measure
from bank.grading.mentions._value_mentions import unit_key, value_mentions, value_of
from bank.grading.numbers._numbers import WrittenNumber
from bank.grading.results._grades import make
from bank.grading.results._messages import message
from bank.grading.results._types import Grade, Language, Verdict
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

# between the two figures: an alternative word, or a question mark ending the first
_BETWEEN = re.compile(
    rf"\s*(?:吧|呢)?\s*(?:[,，、?？]+\s*)?(?:{alternation(lexicon.UNLISTED_ALTERNATIVES)})\s*|\s*(?:吧|呢)?\s*[?？]+\s*",
    re.I,
)
# between a question and the option's figure said again: a clause of its own ("16 还是 8？16", "…？还是 4
# 倍"), never one more alternative ("…？8 还是 16")
_OWN_CLAUSE = re.compile(
    rf"\s*(?:吧|呢)?\s*[?？]+\s*(?:(?:{alternation(lexicon.FIGURE_KEPT_LEADS)})\s*)?", re.I
)
# after the second figure, nothing but a particle or a mark: no decision follows
_CLOSING = re.compile(r"\s*(?:吧|呢)?\s*[?？。.!！…]*\s*")
# what ``_BETWEEN`` needs somewhere in the answer: without it the figures are not looked for
_OFFERED = re.compile(rf"[?？]|{alternation(lexicon.UNLISTED_ALTERNATIVES)}", re.I)


def _fits(quantity: WrittenNumber, values: list[WrittenNumber], stem: str) -> bool:
    """Whether ``quantity`` is written as the options' figures are (their unit, or none), or in another
    unit of their measure ("35GB 还是 70000 MB")."""
    units = {unit_key(found.unit) for found in values}
    return (
        quantity.unit is None
        or unit_key(quantity.unit) in units
        or any(same_measure(quantity, found, stem) for found in values)
    )


def hedged_with_unlisted(question: Question, text: str, graded: Grade, language: Language) -> Grade:
    """``graded``, or the hedge it is when a single choice read (right or not) offers its figure beside one
    no option holds."""
    if (
        graded.verdict not in (Verdict.CORRECT, Verdict.INCORRECT)
        or not graded.understood.choices
        or question.type is not QuestionType.SINGLE
        or not beside_unlisted(text, question.options, question.stem)
    ):
        return graded
    chosen = "、".join(graded.understood.choices)
    text = message("hedge", language, chosen=chosen, key=question.key_text)
    understood = graded.understood.model_copy(update={"hedged": True})
    return make(question, Verdict.INCORRECT, 0.0, text, language, understood)


def beside_unlisted(text: str, options: dict[str, str], stem: str = "") -> bool:
    """Whether an option's figure and a figure no option holds are offered as alternatives, closing the
    answer."""
    values = [found for option in options.values() if (found := value_of(option)) is not None]
    if not values or not _OFFERED.search(text):
        return False
    mentions, unmatched = value_mentions(text, options, [False] * len(text), nearest=False, stem=stem)
    spans = sorted(
        [(mention.start, mention.end, mention.labels) for mention in mentions]
        + [(found.start, found.end, frozenset[str]()) for found in unmatched if _fits(found, values, stem)]
    )
    for index, ((_, end, first), (start, stop, second)) in enumerate(itertools.pairwise(spans)):
        if (first and second) or not _BETWEEN.fullmatch(text, end, start):
            continue  # two of the options' figures are read elsewhere
        if not (first or second or any(labels for *_, labels in spans[:index])):
            continue  # two figures no option holds count only after an option's ("16 还是 8？8": 8)
        if second and _OWN_CLAUSE.fullmatch(text, end, start) and _decided(text, stop, second, spans[:index]):
            continue  # "16 还是 8？16": the option's figure said again after the question decides
        if _CLOSING.fullmatch(text, stop):
            return True
    return False


def _decided(
    text: str, stop: int, labels: frozenset[str], before: list[tuple[int, int, frozenset[str]]]
) -> bool:
    """Whether the option's figure closing the answer repeats one offered before it, in a clause of its
    own after a question, and asks nothing itself ("16？8？16", "35GB 还是 70GB？35GB"; not "…？16？")."""
    return any(labels == earlier for *_, earlier in before) and not re.search(r"[?？]", text[stop:])
