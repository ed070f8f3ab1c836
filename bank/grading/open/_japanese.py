"""A Japanese-mixed open answer's loanwords as the Chinese words of the key points (``RUBRIC_JAPANESE``):
"テナントごとに別ジョブ" names 租户 and 作业 as "每个租户独立作业" does. Japanese denies at the end of a
clause ("ホットスペアは要らない"), so a clause with a negative ending has its loanwords read as nothing:
the answer does not state them (they are not marked denied either: a key point is left uncovered, not
contradicted). Read by the rubric alone; the choice readers have their own reading of Japanese.
"""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon

_JAPANESE = re.compile("|".join(sorted(lexicon.RUBRIC_JAPANESE, key=len, reverse=True)))
_JAPANESE_DENIAL = re.compile("|".join(lexicon.JAPANESE_DENIALS))
_JAPANESE_CLAUSE = re.compile(r"(?<=[、，,。；;！!？?\n])")


def japanese_words(text: str) -> str:
    """A Japanese-mixed answer's loanwords as the Chinese words they stand for ("テナント" is 租户), but
    not in a clause that denies them ("ホットスペアは要らない": the negation ends the clause)."""
    if not _JAPANESE.search(text):
        return text
    return "".join(
        clause if _JAPANESE_DENIAL.search(clause) else _JAPANESE.sub(_japanese_word, clause)
        for clause in _JAPANESE_CLAUSE.split(text)
    )


def _japanese_word(match: re.Match[str]) -> str:
    return f" {lexicon.RUBRIC_JAPANESE[match.group(0)]} "
