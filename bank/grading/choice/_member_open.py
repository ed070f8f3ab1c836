"""A member added to a committed choice and kept open in a clause of its own: the answer is a hedge.

"GQA 和 SwiGLU 肯定有，15T 也算吧" (blind batch 68), "A、D，B 应该也算", "B，A 也有吧": options named first
as the answer, then one more "also, I suppose" — said with "也" and a tentative particle closing its clause
(a "？" after the particle too: "D 也要吧？"), with "应该也", or added by "还有 … 吧", "也要 … 吧"; the
clause after a pause or in brackets ("A、B（D 也算吧）"); or said to depend after it ("A 跟 C，D 看情况",
"ABDE，C 要不要看你说的是哪层": blind batch 89, where the set without C, the key, was read correct), or
added on a condition ("A C；推荐配置的话还有 D": one reading's member, the set without it had read correct).
This is the one place that reads it; a member said only to be possible ("B D，C 说不准") is
``_set_doubted``'s. Convention 5 of blind-16.yaml's header makes such an answer a hedge (incorrect, read to
confirm), even where the set with that member would be the key. The reader had read the set with it (to
confirm) or, worse, without it ("A、D，B 应该也算" read as A、D, the key of its question). Left alone: a
member kept open by a hedge word the reader knows ("大概也算"), every member tentative ("A 吧，D 也是吧": a
tentative answer), a clause turned against the member ("B 不算吧", "B 也没有吧": a rule-out), asked ("B
也算吗"), or settled after ("…，B 也算吧？不对，B 不算").
"""

from __future__ import annotations

import re

from bank.grading.choice._choice_mentions import find_mentions
from bank.grading.mentions._mentions import Mention, prepare
from bank.grading.results._types import Understood
from bank.grading.text import _words as lexicon
from bank.model import Question

# a clause ends at a stop, or where a word adding one more opens after a space ("A B D E 还有C 吧": typed
# on a phone, the space stops as "，" would; "A 还有 C" alone stays one clause, a bare set)
_ADDING_AFTER_SPACE = rf"\s+(?=(?:{lexicon.alternation(lexicon.MEMBER_OPEN_ADDING)}))"
_CLAUSE_END = re.compile(rf"[,，;；。.!！?？\n(（]|{_ADDING_AFTER_SPACE}")
_STOPS = ",，;；。.!！?？\n(（"
_ADDING_WORD = re.compile(lexicon.alternation(lexicon.MEMBER_OPEN_ADDING))
_CLOSING = " \t,，;；。.!！~～…()（）"
_PARTICLE_CLOSE = re.compile(rf"(?:{lexicon.alternation(lexicon.MEMBER_OPEN_PARTICLES)})[\s~～…。.!！]*$")
_SHOULD = re.compile(lexicon.alternation(lexicon.MEMBER_OPEN_SHOULD))
_ADDING = re.compile(rf"^\s*(?:{lexicon.alternation((*lexicon.MEMBER_OPEN_ADDING, *lexicon.ADDED_BEFORE))})")
_DENIED = re.compile(lexicon.alternation(lexicon.MEMBER_OPEN_DENIALS))
_TENTATIVE = re.compile(rf"{lexicon.alternation((*lexicon.TENTATIVE, *lexicon.MEMBER_OPEN_PARTICLES))}")
# said to depend, not denied to ("不取决于", "不用看情况"): the member after it neither chosen nor let go
_DEPENDS = re.compile(rf"(?<![不没无])(?<!不用)(?:{lexicon.alternation(lexicon.MEMBER_OPEN_DEPENDS)})", re.I)
# a condition, then a word adding the member ("推荐配置的话还有 D"): the member one reading's
_ADDED_ON_CONDITION = re.compile(
    rf"(?<![A-Za-z])(?:{lexicon.alternation(lexicon.MEMBER_OPEN_CONDITIONS)})(?![A-Za-z])[^不没]*?"
    rf"(?:{lexicon.alternation((*lexicon.MEMBER_OPEN_ADDING, *lexicon.ADDED_BEFORE))})[^不没]*$",
    re.I,
)


def member_kept_open(question: Question, text: str, understood: Understood) -> Understood | None:
    """The reading as a hedge over the options committed and the member kept open, or None."""
    prepared, code = prepare(text)
    clauses = _clauses(prepared)
    if not any(_may_keep_open(prepared[start:end]) for start, end in clauses[1:]):
        return None  # no clause after the first could keep a member open: the mentions are not read
    mentions, _ = find_mentions(prepared, code, question.options, question.stem)
    named = [[m for m in mentions if start <= m.start < end] for start, end in clauses]
    read = set(understood.choices or ())
    # read by no mention ("15T" for "预训练语料 15T token": proposed by its figure), so by no clause's
    unplaced = read - {label for mention in mentions for label in mention.labels}
    committed: set[str] = set()
    for index, ((start, end), inside) in enumerate(zip(clauses, named, strict=True)):
        clause = prepared[start:end]
        if not inside:
            if committed and unplaced and _kept_open(clause, 0):  # "…，15T 也算吧"
                inside = [Mention(start, start, frozenset(unplaced), "unplaced")]
            else:
                continue
        asked = index == len(clauses) - 1 and _asked_member(
            clause, inside[0].start - start, inside[-1].end - start
        )
        asked = asked or _DEPENDS.search(clause, inside[0].end - start) is not None  # "D 看情况"
        asked = asked or _ADDED_ON_CONDITION.search(clause[: inside[0].start - start]) is not None
        # after a space only, one option before it is a tentative pair ("A 还有 D 吧"), not a set and a
        # member, and so is a list joined by such words throughout ("A 还有 B 还有 D 吧": convention 8)
        cut_at_space = not prepared[:start].rstrip().endswith(tuple(_STOPS))
        spaced = cut_at_space and (len(committed) < 2 or bool(_ADDING_WORD.search(prepared[:start])))
        if committed and not spaced and (asked or _kept_open(clause, inside[-1].end - start)):
            member = set().union(*(m.labels for m in inside))
            if _settled_after(prepared, end, member, named[index + 1 :]):
                return None
            letters = sorted((read | committed | member) & set(question.options))
            return Understood(choices=letters, hedged=True)
        if _TENTATIVE.search(clause):
            return None  # "A 吧，…": the committed part is tentative itself: a tentative answer
        committed |= set().union(*(m.labels for m in inside))
    return None


def _clauses(text: str) -> list[tuple[int, int]]:
    bounds, start = [], 0
    for cut in _CLAUSE_END.finditer(text):
        bounds.append((start, cut.end()))
        start = cut.end()
    bounds.append((start, len(text)))
    return [(start, end) for start, end in bounds if text[start:end].strip(_CLOSING)]


def _offered(body: str) -> bool:
    """Whether the clause ``body`` closes with a tentative particle ("B 也算吧", "B 也算吧？")."""
    return _PARTICLE_CLOSE.search(body.rstrip("?？")) is not None


def _may_keep_open(clause: str) -> bool:
    """What ``_kept_open`` or ``_asked_member`` needs, wherever the clause's last option ends: a particle
    or a question mark closing it, or "应该也" in it. Most answers have none, and their mentions need not
    be found."""
    body = clause.rstrip(_CLOSING)
    return (
        _offered(body)
        or body.endswith(("?", "？"))
        or _SHOULD.search(clause) is not None
        or _DEPENDS.search(clause) is not None
        or _ADDED_ON_CONDITION.search(clause) is not None
    )


# before a member asked: nothing, or a word adding it ("BCDE, A?", "BCDE (+A?)", "BCDE，还有 A？")
_ASKED_LEAD = re.compile(
    rf"^[\s+＋]*(?:(?:{lexicon.alternation(lexicon.MEMBER_OPEN_ADDING)}|and|also|plus|maybe)\s*)?$", re.I
)


def _asked_member(clause: str, first_start: int, last_end: int) -> bool:
    """Whether ``clause``, closing the answer, only names options and asks them ("BCDE, A?", "BCDE（A？）"):
    a member offered with a question mark beside a committed set is kept open, as "A 也算吧" is (a whole
    set asked, "ABDE?", is a tentative answer; it has no committed part before it)."""
    said = clause[last_end:].rstrip(_CLOSING)
    return said.strip() in ("?", "？", "??", "？？") and _ASKED_LEAD.match(clause[:first_start]) is not None


def _kept_open(clause: str, last_end: int) -> bool:
    """Whether ``clause`` (its last option named ending at ``last_end``) adds that option tentatively."""
    said = clause[last_end:]
    body = clause.rstrip(_CLOSING)
    offered = _offered(body)
    if offered:
        body = body.rstrip("?？")
    if _DENIED.search(said) or "?" in body or "？" in body or "吗" in said:
        return False  # "B 不算吧", "B 也算吗"
    tentative_also = "也" in said and offered
    added = _ADDING.match(clause) is not None and offered
    return tentative_also or added or _SHOULD.search(said) is not None


def _settled_after(text: str, end: int, member: set[str], later: list[list[Mention]]) -> bool:
    """Whether the member is named again after its clause, or the answer corrects itself after it."""
    if any(m.labels & member for inside in later for m in inside):
        return True
    cut = lexicon.last_correction(text)
    return cut is not None and cut > end
