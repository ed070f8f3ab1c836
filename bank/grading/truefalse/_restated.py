"""A true/false answer that restates the claim and then judges its own restatement ("不支持 NVMe 是对的",
"LoRA 合并不回去，这点没错", a reason then "说它不支持是瞎说"): what it says is the restatement's
polarity against the claim, affirmed or denied by the judgement — never the judgement's mark alone,
which would read "不支持 X 是对的" as agreeing with the claim "支持 X". A restatement
``_truefalse.echoed`` cannot place is not read here."""

from __future__ import annotations

import re

from bank.grading.text import _lexicon as lexicon
from bank.grading.text._lexicon import alternation
from bank.grading.text._text import normalise, strip_answer_prefix
from bank.grading.truefalse._truth_echo import echoed

_FIRST_CLAUSE = re.compile(r"[,，;；。.!！?？]")
# the restatement, then a judgement of it closing the clause ("…是真的", "…，这点没错" spans two clauses)
# ("说它不支持是瞎说": "说" opens the restatement it calls nonsense)
_JUDGED = re.compile(
    rf"^(?:说|讲)?(?P<said>.*?\S)\s*(?:{lexicon.THIS_POINT})?\s*(?:"
    rf"(?P<true>{alternation(lexicon.JUDGED_TRUE)})"
    rf"|(?P<false>{alternation(lexicon.JUDGED_FALSE)})"
    r")\s*[的呢啊呀哦]*\s*$"
)


def judged_restatement(answer: str, claim: str) -> bool | None:
    """True or false when the answer's opening (one clause, or two with the judgement alone in the
    second) restates the claim and judges it; else None."""
    text = strip_answer_prefix(normalise(answer))
    clauses = [clause.strip() for clause in _FIRST_CLAUSE.split(text)]
    candidates = [clauses[0]]
    if len(clauses) > 1 and clauses[1]:
        candidates.append(clauses[0] + " " + clauses[1])  # "…，这点没错"
    said = [clause for clause in clauses if clause]
    if len(said) > 1:
        candidates.append(said[-1])  # a reason, then the judged restatement as the conclusion
    for clause in candidates:
        match = _JUDGED.match(clause)
        if not match:
            continue
        agrees = echoed(match.group("said"), claim)
        if agrees is not None:
            return agrees if match.group("true") else not agrees
    return None
