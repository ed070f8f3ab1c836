"""A claim scorned first, then the answer ("fullgraph=True 能开 reduce-overhead 才怪，老老实实选 B",
"128 能放下才怪，那就 64", "head_dim > 256 也支持？FA2 上限就是 256。B、D"): the claim is never chosen,
what follows it is the answer (blind batch 87 asked all of these again, the claim's option read beside
the answer's).

Two leads scorn a claim: sarcasm closing it ("X 才怪", "X? no way"), and a question echoing it in
disbelief ("X？") with a retort after it before the answer ("…？那 NCCL 团队该失业了。A C"). The claim
is one clause; the echo asks nothing of its own (no particle "吗"/"吧"/"呢", no question word: "B 才对吧？"
and "能不能选 B？" are asked, not scorned). The split is only offered: a reader reads the answer after it
alone, and asks again when it chooses what the claim names (``_choice_graded``). "X 才怪" with nothing
after only rules X out (``sarcasm_alone``). An echo followed by a bare set of letters, no retort
("NCCL_LL_THRESHOLD 调大能死锁？A C"), is offered too (``echo_then_set``): the set is the answer.
"""

from __future__ import annotations

import re

from bank.grading.text._lexicon import (
    ASKING_WORDS,
    ECHO_ASKS_AT_CLOSE,
    QUESTION_PARTICLES,
    SARCASM,
    alternation,
)

# a clause: no stop of its own (the echo of a question may stand inside a sarcasm: "…轨迹？…同一条才怪")
_CLAUSE = r"[^,，;；。!！\n]*\w[^,，;；。!！\n]*?"
_SARCASM = re.compile(
    rf"^\s*(?P<claim>{_CLAUSE})\s*(?:{alternation(SARCASM)})(?P<rest>[^\w]*(?:\w.*)?)$", re.S | re.I
)
# the word of sarcasm anywhere: without it no sarcasm opens the answer, and the clause pattern above,
# tried at every length of its claim, need not run (every choice answer is asked this, up to three times)
_SARCASM_SAID = re.compile(alternation(SARCASM), re.I)


def _sarcasm(text: str) -> re.Match[str] | None:
    return _SARCASM.match(text) if _SARCASM_SAID.search(text) else None


# the echo: a clause closed by a question mark, asking nothing of its own, then a retort and the answer
_ECHO = re.compile(r"^\s*(?P<claim>[^,，;；。!！?？\n]*\w[^,，;；。!！?？\n]*?)\s*[?？]+(?P<rest>.*)$", re.S)
_ASKS = re.compile(
    rf"(?:{alternation(ASKING_WORDS)})|(?:{alternation(QUESTION_PARTICLES)}|{alternation(ECHO_ASKS_AT_CLOSE)})\s*$"
    r"|(?<![A-Za-z])(?:or|and)(?![A-Za-z])"
)
# a retort, then the answer: two clauses at least after the echo, and no second question
# ("六十四？一百二十八？记混了" weighs two, "A? B? 都不对……还是 A" asks on)
_RETORT_THEN = re.compile(r"^[^?？]*?\w[^,，;；。!！?？\n]*[,，;；。!！\n]+[^\w]*\w[^?？]*$", re.S)


def scorned_lead(text: str, *, echoed: bool = True) -> tuple[str, str] | None:
    """(the claim scorned, the answer after it) when ``text`` opens on a scorned claim and goes on to an
    answer, else None; a claim only echoed as a question too when ``echoed``."""
    found = _sarcasm(text)
    if found is not None:
        rest = re.sub(r"^[^\w]+", "", found["rest"]).strip()
        return (found["claim"].strip(), rest) if rest else None
    if not echoed:
        return None
    found = _ECHO.match(text)
    if found is None or _ASKS.search(found["claim"]) or not _RETORT_THEN.match(found["rest"]):
        return None
    return found["claim"].strip(), found["rest"].strip()


# a bare set of letters ("A C", "A、C。", "选 AC"), and a claim that is not one (so "A？C" weighs two)
_BARE_SET = re.compile(r"^\s*(?:选\s*)?[A-H](?:\s*[、,，/和与及]?\s*[A-H])*\s*[。.!！]*\s*$")


def echo_then_set(text: str) -> tuple[str, str] | None:
    """(the claim echoed, the set after it) when ``text`` is a claim echoed as a question asking nothing
    of its own, then a bare set of letters and nothing more ("NCCL_LL_THRESHOLD 调大能死锁？A C"), else
    None; a claim that is itself a set of letters ("A？C") is no echo but a weighing."""
    found = _ECHO.match(text)
    if found is None or _ASKS.search(found["claim"]) or _BARE_SET.match(found["claim"]):
        return None
    rest = found["rest"].strip()
    return (found["claim"].strip(), rest) if _BARE_SET.match(rest) else None


def sarcasm_lead(text: str) -> int:
    """Where a sarcasm opening ``text`` ends ("128 能放下才怪" in "128 能放下才怪，那就 64") when an answer
    follows it, else 0: what it names is scorned, not the answer's."""
    found = _sarcasm(text)
    return found.start("rest") if found is not None and re.search(r"\w", found["rest"]) else 0


def sarcasm_alone(text: str) -> bool:
    """Whether ``text`` is one claim closed by sarcasm and nothing more ("128 能放下才怪"): it rules the
    claim out and chooses nothing."""
    found = _sarcasm(text)
    return found is not None and not re.search(r"\w", found["rest"])
