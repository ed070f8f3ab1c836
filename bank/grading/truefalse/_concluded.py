"""A true/false answer that gives its reason first and ends on the claim's own predicate ("nvme 只能放
优化器状态，参数放不了，所以不支持", "会溢出出 NaN，不安全"): its last clause, after a conclusion word
("所以", "因此", "so") or alone, is read as ``_truefalse.echoed`` reads an opening clause — the claim's
verb, adjective or modal and nothing else. A condition anywhere ("如果…", "要是…", "if …") makes the
last clause one case, not the answer, and an earlier clause echoing the claim the other way leaves
the answer two-sided: neither is read."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._text import normalise, strip_answer_prefix
from bank.grading.truefalse._truth_echo import echoed

_CLAUSES = re.compile(r"[,，;；。.!！?？]")
_CONCLUSION = re.compile(rf"^(?:{lexicon.CONCLUSIONS})\s*", re.I)
_CONDITION = re.compile(lexicon.CONCLUSION_CONDITIONS, re.I)


def concluded(answer: str, claim: str) -> bool | None:
    """True or false when the answer's last clause, after a reason, is the claim's predicate affirmed
    or denied (see the module); else None."""
    text = strip_answer_prefix(normalise(answer))
    if _CONDITION.search(text):
        return None
    clauses = [clause.strip() for clause in _CLAUSES.split(text) if clause.strip()]
    if len(clauses) < 2:
        return None
    last = _CONCLUSION.sub("", clauses[-1], count=1).strip()
    said = echoed(last, claim) if last else None
    if said is None:
        return None
    earlier = {echoed(clause, claim) for clause in clauses[:-1]} - {None}
    return said if earlier <= {said} else None
