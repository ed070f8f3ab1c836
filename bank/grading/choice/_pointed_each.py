"""Options pointed at one by one, each with its reason, on a multiple choice ("C ← 硬件门槛；A ← 维度对齐",
"adaLN-Zero ← FID 最低那个；patch 2 ← patch 越小越好").

An arrow pointing back at an option marks it as chosen ("B ←", "ABD ←": read as "所以" would be, to
confirm). Said clause by clause, the mention pass read the first and took each later clause for a
description of another option ("B 和 C；A 是循环"), so the set lost its later members. Here every clause of
the answer is an option (a letter, a name, a figure) pointed at by the arrow, then what it is said for;
the options pointed at are read as a list ("C；A"), a reading to confirm. Any clause without its arrow,
any reason that denies, doubts, asks, corrects or names a letter ("C ← 硬件门槛；A ← 不是这个", "C ← 比 A
好") leaves the answer to the readers as it was; a single choice keeps them too: two options pointed at
there are two answers.
"""

from __future__ import annotations

import re

from bank.grading.text import _words as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question, QuestionType

_CLAUSES = re.compile(r"\s*[;；\n,，]\s*")
_POINTED = re.compile(
    rf"(?P<head>[^←⟵⇐<]{{1,24}}?)\s*(?:{alternation(lexicon.POINTING_BACK)})\s*(?P<reason>[^←⟵⇐<]{{0,40}})"
)
# what makes a head or a reason more than a plain one: a denial, a doubt or a tentative word, a question, a
# turn ("但"), a letter (another option named), a forward arrow (a change of answer), a share
_UNPLAIN = re.compile(
    rf"[不没非未无别错吗嘛吧呢?？但却猜]|{alternation((*lexicon.TENTATIVE, *lexicon.LEANINGS))}|感觉|存疑"
    r"|(?<![A-Za-z])[A-Ha-h](?![A-Za-z])|→|->|=>|\bnot?\b|n't"
    # a share, a confidence said of it ("A ← 一半", typed "50%"; "A ← 七成"), not a reason
    rf"|{lexicon.SHARE_SAID}",
    re.I,
)
# a reason calling the option faulty ("A ← 陷阱", "A ← 干扰项", "A ← 过时", "A ← 一半"): it may point out
# an option ruled out, so the answer is left to the readers (and asked again) rather than read as chosen
_FAULTED = re.compile(rf"{lexicon.APART_DENIALS}|{alternation(lexicon.POINTED_FAULTS)}", re.I)
_LETTERS = re.compile(r"\s*[A-Ha-h](?:\s*[、,，/ ]?\s*[A-Ha-h])*\s*")


def pointed_each(question: Question, text: str) -> str | None:
    """The options an answer points at clause by clause (``_POINTED``), listed ("C；A"), or None."""
    if question.type is not QuestionType.MULTI or text.count("←") + text.count("<-") + text.count("⇐") < 2:
        return None
    clauses = [clause for clause in _CLAUSES.split(text.strip(" 。.!！")) if clause]
    pointed = [_POINTED.fullmatch(clause) for clause in clauses]
    if len(clauses) < 2 or any(match is None for match in pointed):
        return None
    heads = []
    for match in pointed:
        head, reason = match.group("head").strip(), match.group("reason")  # type: ignore[union-attr]
        letters = _LETTERS.fullmatch(head) is not None  # "C ←": a letter is its own head
        plain = letters or not _UNPLAIN.search(head)
        if not plain or _UNPLAIN.search(reason) or _FAULTED.search(reason) or _doubting(head + " " + reason):
            return None
        heads.append(head)
    return "；".join(heads)


def _doubting(said: str) -> bool:
    return any(
        lexicon.has(said, words)
        for words in (lexicon.LEFT_OPEN, lexicon.CORRECTIONS, lexicon.DISMISSALS, lexicon.ASKING)
    )
