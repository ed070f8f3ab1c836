"""An option judged too big or failing right after it is named ("48 会 OOM", "48 就爆了", "48的话就超了",
"取 48 就超 10G 了", "48，直接 OOM"): the candidate rejects it, never chooses it.

The choice reader took the option named as the one chosen, to confirm. Where every option read is named
only so — a verdict of failure (``OVER_LIMIT``, "超 10G 了") closing its clause, or said alone in the next
clause when nothing but its unit and figure stand after it in its own (``_limit_clause``, the clause the
reader of options judged within or over finds too) — the answer is asked again.
A negation before the verdict ("48 不会 OOM", "48 没超") says it fits: read as before; so is a stem that
itself asks what fails ("哪个会 OOM"), where the verdict is the answer's claim, not a rejection.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bank.grading.choice._choice_mentions import options_named
from bank.grading.choice._limit_clause import BREAK, OVER, limit_clause, said
from bank.grading.mentions._mentions import Mention
from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.model import Question

# the verdict said of the option itself, closing the clause: "48 的话就超了", not "B 吧 threshold 太大"
# (said of another thing) nor "溢出的 token 不会丢" (a thing named by it)
_JUDGED = re.compile(
    rf"\s*(?:{alternation(lexicon.JUDGED_TAILS)}|[A-Za-z]{{0,3}})?\s*"
    rf"(?:{alternation(lexicon.JUDGED_CONDITIONS)})?\s*{lexicon.JUDGED_LEADS}\s*(?:已经)?\s*"
    rf"(?:{OVER.pattern})\s*[了啦的吧啊呀]*\s*$",
    re.I,
)


def judged_over(question: Question, text: str, read: Iterable[str]) -> bool:
    """Whether every option read (``read``) is named only with a verdict of failure after it (see the
    module)."""
    read = set(read)
    if not read or any(said(OVER, clause) for clause in BREAK.split(question.stem)):
        return False
    prepared, mentions = options_named(question, text)
    mine = [index for index, mention in enumerate(mentions) if mention.labels & read]
    if not mine or any(not mentions[index].labels <= read for index in mine):
        return False
    return all(_failing(prepared, mentions, index) for index in mine)


def _failing(text: str, mentions: list[Mention], index: int) -> bool:
    """Whether a verdict of failure closes the option's clause right after it, or is said alone in the
    clause after its own (``_limit_clause``)."""
    clause = limit_clause(text, mentions, index)
    if clause is None:
        return False  # another option in its clause: the verdict may be that one's
    if clause.carried:
        return said(OVER, clause.carried)
    return bool(_JUDGED.match(clause.after)) and said(OVER, clause.after)
