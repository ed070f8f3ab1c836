"""On a single choice, an answer that opens by saying a quantity is a figure the stem itself gives,
then reasons to another option's figure and closes on it ("FSDP 的数据并行度还是 64，1024 除下来一个
rank 16", where the stem gives world_size=64): the opening figure restates the question's data, a premise
of the reason, not a choice to hold open beside the figure the answer closes on (``_closing_figure``).

Only a figure the stem writes, said of a subject of a few words with a copula ("…还是 64", "…是 64"),
with no word of commitment, decision, doubt or denial, no noun naming the answer ("答案还是 64") and no
word saying it reached or right ("算完还是 64", "正确的还是 64"), and naming a word of the stem
("FSDP", not "现在" nor "这题"), is read so. A figure the answer commits to ("应该是 64，…16"), one
no stem gives, and an opening alone are left as they were read.
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_clauses import ends_with
from bank.grading.mentions._choice_marks import COMMIT, POST_AFFIRM, only_filler
from bank.grading.mentions._mentions import Mention
from bank.grading.mentions._value_mentions import value_of
from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation

_SUBJECT_SAID = re.compile(
    rf"\s*(?P<subject>[\w\s]{{2,24}}?)\s*(?:{alternation(lexicon.PREMISE_COPULAS)})\s*(?:[=＝:：]\s*)?",
    re.I,
)
_NOT = re.compile(r"[不没非未别]|\bnot\b|n't\b", re.I)
_REACHED = re.compile(lexicon.PREMISE_REACHED, re.I)


def opening_statement(
    text: str, mention: Mention, after: str, predicate: str | None, stem_terms: frozenset[str]
) -> bool:
    """Whether ``mention``, the first option named, was named inside the answer's opening statement, not
    committed to: words before it and no commitment ("int8 是 fp16 的一半，…"), or a figure of the stem
    said of a subject (``given_premise``)."""
    before = text[: mention.start]
    return given_premise(text, mention, stem_terms) or (
        not (only_filler(before) or COMMIT.search(before) or ends_with(before, lexicon.COMMITMENTS))
        and not POST_AFFIRM.match(after)
        and predicate != "yes"
    )


def given_premise(text: str, mention: Mention, stem_terms: frozenset[str]) -> bool:
    """Whether ``mention``, opening ``text``, is a figure of the stem said of a subject ("并行度还是 64")."""
    figure = text[mention.start : mention.end].strip()
    if (
        mention.kind not in ("value", "option")
        or value_of(figure) is None
        or figure.lower() not in stem_terms
    ):
        return False  # the option's figure, as the stem writes it: "64", not "B" nor "64 卡"
    said = _SUBJECT_SAID.fullmatch(text, 0, mention.start)
    if said is None or _NOT.search(said.group(0)) or _REACHED.search(said.group("subject")):
        return False
    subject = said.group("subject").lower()
    if not any(len(term) > 1 and value_of(term) is None and term in subject for term in stem_terms):
        return False  # "现在是 64", "肯定是 64", "这题还是 64": said of no quantity the stem names
    words = (
        *lexicon.COMMITMENTS,
        *lexicon.DECISIONS,
        *lexicon.DOUBTS,
        *lexicon.HEDGES,
        *lexicon.ANSWER_NOUNS,
    )
    return not lexicon.has(said.group("subject"), words)
